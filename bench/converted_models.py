"""GGUF files as llama.cpp's own converter writes them, from synthetic Hugging Face checkpoints.

Every other GGUF the tests use was written by our code (tests/factory.py) or relabeled from a causal
model (bench/real_models.py), so it carries our assumptions. These are written by the vendored
``convert_hf_to_gguf.py`` (the llama-cpp-python sdist the reference is built from,
bench/llamacpp.py), run on a checkpoint shaped like the real model's:

- ``config.json``: the real model's, reduced for CI (2 layers, hidden 256, FFN 512, head dim 64)
  with everything else kept, the vocabulary size included (LLaDA 126464, Dream 152064), so the real
  special ids exist;
- ``model.safetensors``: seeded random weights, N(0, 0.02) (norms 1 + N(0, 0.02)), bfloat16 as the
  real checkpoints store them, under the real tensor names (LLaDA's ``model.transformer.*`` from its
  modeling code, with the untied ``model.transformer.ff_out.weight`` output; Dream's Qwen2 names
  with Q/K/V biases and an untied ``lm_head.weight``);
- a tokenizer (``tokenizer.json`` + ``tokenizer_config.json`` with the model's added tokens, special
  tokens and chat template). Dream family: Qwen2's byte-level BPE rebuilt from the vendored
  ``models/ggml-vocab-qwen2.gguf`` (its tokens and merges), so the converter's pre-tokenizer hash
  check answers ``qwen2`` by itself. LLaDA: its 126k vocabulary is not reachable here; the regular
  vocabulary is Qwen2's first 126080 tokens (merges whose parts or result fall outside dropped) and
  LLaDA's added tokens sit at their real ids 126080-126348. The converter has no hash entry for
  LLaDA's tokenizer and answers ``bailingmoe`` for the real one (Ling-lite's hash, vendored
  ``conversion/base.py``); a small wrapper imports the converter and monkeypatches
  ``LLaDAModel.get_vocab_base_pre`` to answer that. Nothing else is patched: the vendored files are
  not edited, and its own ``gguf-py`` comes first on the converter's path.

The converter writes F16 (``<name>-f16.gguf``); ``llama-quantize`` of the same build makes the
Q4_K_M file (``<name>.gguf``), the one :func:`converted_model` returns.

Cache: ``<cache>/converted/`` (``<cache>`` is ``$DLLMC_CACHE`` or ``~/.cache/dllmc``): the two
files per name, ``<name>.convert.log`` (what the converter said) and ``<name>.key``, the recipe key
(a hash of :data:`RECIPE_VERSION`, the configs, the tokenizer specs, the seed, the quant type and
the llama.cpp version); files whose key differs are rebuilt. Written to temp names and renamed;
``.<name>.lock`` fcntl locks. Five names: about 35 s on 2 cores (two converters at once) once
llama.cpp is built; ~1 GB on disk, three quarters of it the F16 files.

CLI: ``python -m dllmc.bench.converted_models [NAME ...|all]`` prints ``name<TAB>path``.
"""

from __future__ import annotations

import copy
import dataclasses
import functools
import hashlib
import json
import os
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .llamacpp import LLAMA_CPP_PYTHON_VERSION, LlamaCpp, cache_root, ensure_llamacpp, file_lock

# Bump when the recipe changes in a way the key below does not see (the code that writes the
# checkpoint, the wrapper, the converter's arguments).
RECIPE_VERSION = 1
QUANT = "Q4_K_M"
SEED = 29  # issue 29
WEIGHT_STD = 0.02
GGUF_MAGIC = b"GGUF"

# --------------------------------------------------------------------------- reduction for CI

N_LAYERS = 2
HIDDEN = 256  # a multiple of 256, so every K-quant fits every matrix
FFN = 512
HEAD_DIM = 64
N_HEADS = HIDDEN // HEAD_DIM  # 4
# LLaDA is MHA (32/32): 4/4. Dream's real ratio is 28/4 = 7; 4 heads allow at most 4/1.
LLADA_KV_HEADS = N_HEADS
DREAM_KV_HEADS = 1

# --------------------------------------------------------------------------- the real configs

# GSAI-ML/LLaDA-8B-Instruct config.json, as published (read from a copy of the HF repo's files on
# GitHub: yinj66/support_basis@66e6761, "LLaDA-8B-Instruct-B&S-light/config.json"; the same values
# appear in several other public copies: d_model 4096, 32/32 heads, mlp_hidden_size 12288,
# rope_theta 500000, rms_norm_eps 1e-5, vocab 126464, eos/pad 126081, mask 126336, weight_tying
# false). Its tensor names are from the same copy's model.safetensors.index.json.
LLADA_8B_INSTRUCT_CONFIG: dict[str, Any] = {
    "activation_type": "silu",
    "alibi": False,
    "alibi_bias_max": 8.0,
    "architectures": ["LLaDAModelLM"],
    "attention_dropout": 0.0,
    "attention_layer_norm": False,
    "attention_layer_norm_with_affine": True,
    "auto_map": {
        "AutoConfig": "configuration_llada.LLaDAConfig",
        "AutoModelForCausalLM": "modeling_llada.LLaDAModelLM",
        "AutoModel": "modeling_llada.LLaDAModelLM",
    },
    "bias_for_layer_norm": False,
    "block_group_size": 1,
    "block_type": "llama",
    "d_model": 4096,
    "embedding_dropout": 0.0,
    "embedding_size": 126464,
    "eos_token_id": 126081,
    "flash_attention": False,
    "include_bias": False,
    "include_qkv_bias": False,
    "init_cutoff_factor": None,
    "init_device": "meta",
    "init_fn": "mitchell",
    "init_std": 0.02,
    "input_emb_norm": False,
    "layer_norm_type": "rms",
    "layer_norm_with_affine": True,
    "mask_token_id": 126336,
    "max_sequence_length": 4096,
    "mlp_hidden_size": 12288,
    "mlp_ratio": 4,
    "model_type": "llada",
    "multi_query_attention": None,
    "n_heads": 32,
    "n_kv_heads": 32,
    "n_layers": 32,
    "pad_token_id": 126081,
    "precision": "amp_bf16",
    "residual_dropout": 0.0,
    "rms_norm_eps": 1e-05,
    "rope": True,
    "rope_full_precision": True,
    "rope_theta": 500000.0,
    "scale_logits": False,
    "transformers_version": "4.46.3",
    "use_cache": False,
    "vocab_size": 126464,
    "weight_tying": False,
}

# GSAI-ML/LLaDA-1.5 is LLaDA-8B-Instruct after VRPO preference training (its model card): the same
# architecture and tokenizer. Its own config.json was not found in any reachable copy; taken to be
# LLaDA-8B-Instruct's.
LLADA_15_CONFIG = copy.deepcopy(LLADA_8B_INSTRUCT_CONFIG)

# Dream-org/Dream-v0-Instruct-7B config.json. The shape (28 layers, hidden 3584, 28/4 heads, FFN
# 18944, vocab 152064, rope_theta 1e6, rms eps 1e-6, untied output, Q/K/V biases) is in the
# project's field notes (/work/shared/docs/field-notes.md, "Model shapes") and in public
# re-implementations (e.g. a Rust test parsing Dream's config: hidden 3584, 28 layers, 28/4 heads,
# FFN 18944, vocab 152064, rms eps 1e-6, rope_theta 1e6, tie_word_embeddings false). The special
# ids (mask 151666, eos/pad 151643, end of turn 151645) are in a public model registry that pins
# the HF revision 05334cb9fa. Context length: Qwen2.5-7B's 131072 (as tests/factory.py). The
# remaining keys are the Qwen2 config keys Dream's configuration_dream.py carries; not read from
# the file itself.
DREAM_V0_INSTRUCT_CONFIG: dict[str, Any] = {
    "architectures": ["DreamModel"],
    "attention_dropout": 0.0,
    "auto_map": {
        "AutoConfig": "configuration_dream.DreamConfig",
        "AutoModel": "modeling_dream.DreamModel",
    },
    "bos_token_id": 151643,
    "eos_token_id": 151643,
    "hidden_act": "silu",
    "hidden_size": 3584,
    "initializer_range": 0.02,
    "intermediate_size": 18944,
    "mask_token_id": 151666,
    "max_position_embeddings": 131072,
    "max_window_layers": 28,
    "model_type": "Dream",
    "num_attention_heads": 28,
    "num_hidden_layers": 28,
    "num_key_value_heads": 4,
    "pad_token_id": 151643,
    "rms_norm_eps": 1e-06,
    "rope_scaling": None,
    "rope_theta": 1000000.0,
    "sliding_window": None,
    "tie_word_embeddings": False,
    "torch_dtype": "bfloat16",
    "transformers_version": "4.46.2",
    "use_cache": False,
    "use_sliding_window": False,
    "vocab_size": 152064,
}

# Dream-org/Dream-Coder-v0-Instruct-7B: Dream's architecture on Qwen2.5-Coder-7B. The public model
# registry above (HF revision 5d9e88c723) gives bos 151665 (<|beginoftext|>), eos/pad 151643, mask
# 151666; context 32768 is Qwen2.5-Coder-7B's (not read from the file).
DREAM_CODER_CONFIG = copy.deepcopy(DREAM_V0_INSTRUCT_CONFIG)
DREAM_CODER_CONFIG.update(bos_token_id=151665, max_position_embeddings=32768)

# apple/DiffuCoder-7B-Instruct: Dream's architecture and code on Qwen2.5-Coder-7B (its model card).
# The registry above (HF revision 4fdd458006): config pad 151643, eos 151643, mask 151666; the
# tokenizer's pad is <|dlm_pad|> 151667 (also docs/diffusion-decoding.md). Context as Dream-Coder.
DIFFUCODER_CONFIG = copy.deepcopy(DREAM_V0_INSTRUCT_CONFIG)
DIFFUCODER_CONFIG.update(max_position_embeddings=32768)

# --------------------------------------------------------------------------- tokenizers

# LLaDA-8B-Instruct's tokenizer_config.json (same copy as the config): PreTrainedTokenizerFast, no
# BOS/EOS added by the tokenizer (the chat template writes the BOS text), added tokens 126080-126348
# all special: <|startoftext|> BOS, <|endoftext|> EOS/pad, [CLS], [gMASK], <|reserved_token_N|>
# at 126084 + N (N = 0..255, where N = 252, id 126336, is <|mdm_mask|>), <role>, </role>,
# <|arithmetic_start|>, <|arithmetic_end|>, <|number_start|>, <|number_end|>, then
# <|start_header_id|> 126346, <|end_header_id|> 126347, <|eot_id|> 126348.
LLADA_CHAT_TEMPLATE = (
    "{% set loop_messages = messages %}{% for message in loop_messages %}{% set content = "
    "'<|start_header_id|>' + message['role'] + '<|end_header_id|>\\n\\n'+ message['content'] | trim "
    "+ '<|eot_id|>' %}{% if loop.index0 == 0 %}{% set content = bos_token + content %}{% endif %}"
    "{{ content }}{% endfor %}{{ '<|start_header_id|>assistant<|end_header_id|>\\n\\n' }}"
)
LLADA_N_REGULAR = 126080  # ids below are the byte-level BPE vocabulary, above the added tokens


def _llada_added() -> list[tuple[int, str, bool]]:
    added = [(126080, "<|startoftext|>", True), (126081, "<|endoftext|>", True),
             (126082, "[CLS]", True), (126083, "[gMASK]", True)]
    for n in range(256):
        added.append((126084 + n, "<|mdm_mask|>" if n == 252 else f"<|reserved_token_{n}|>", True))
    for i, text in enumerate(("<role>", "</role>", "<|arithmetic_start|>", "<|arithmetic_end|>",
                              "<|number_start|>", "<|number_end|>", "<|start_header_id|>",
                              "<|end_header_id|>", "<|eot_id|>")):
        added.append((126340 + i, text, True))
    return added


# Qwen2.5's added tokens (151643-151664; the tool-call and FIM ones are not special), which Dream,
# Dream-Coder and DiffuCoder keep, as Qwen2.5's tokenizer_config.json lists them.
QWEN25_ADDED: tuple[tuple[int, str, bool], ...] = tuple(
    (151643 + i, text, special) for i, (text, special) in enumerate((
        ("<|endoftext|>", True), ("<|im_start|>", True), ("<|im_end|>", True),
        ("<|object_ref_start|>", True), ("<|object_ref_end|>", True), ("<|box_start|>", True),
        ("<|box_end|>", True), ("<|quad_start|>", True), ("<|quad_end|>", True),
        ("<|vision_start|>", True), ("<|vision_end|>", True), ("<|vision_pad|>", True),
        ("<|image_pad|>", True), ("<|video_pad|>", True), ("<tool_call>", False),
        ("</tool_call>", False), ("<|fim_prefix|>", False), ("<|fim_middle|>", False),
        ("<|fim_suffix|>", False), ("<|fim_pad|>", False), ("<|repo_name|>", False),
        ("<|file_sep|>", False),
    )))
# Dream's tokenizer adds <|beginoftext|> (151665, its BOS text) and <|mask|> (151666); DiffuCoder
# also <|dlm_pad|> (151667, its tokenizer's pad). Dream-Coder's config names 151665 as BOS. The real
# Dream tokenizers are a remote-code slow class (tokenization_dream.py: vocab.json + merges.txt,
# Qwen2's pre-tokenizer regex and NFC); here they are the same BPE as a fast tokenizer.json. Their
# tokenizer_config.json (bos_token <|beginoftext|>, eos <|endoftext|>, mask_token <|mask|>, pad
# <|endoftext|>, DiffuCoder's pad <|dlm_pad|>) and the chat templates' default system prompts are
# reconstructed (from the ids above and public code using these texts), not read from the files:
# the converter takes BOS from tokenizer_config.json before config.json, so this decides
# tokenizer.ggml.bos_token_id (151665 here, where config.json says 151643).
DREAM_ADDED = (*QWEN25_ADDED, (151665, "<|beginoftext|>", True), (151666, "<|mask|>", True))
DIFFUCODER_ADDED = (*DREAM_ADDED, (151667, "<|dlm_pad|>", True))
QWEN_N_REGULAR = 151643

QWEN_SYSTEM = "You are Qwen, created by Alibaba Cloud. You are a helpful assistant."


@functools.cache
def qwen25_chat_template(system: str = QWEN_SYSTEM) -> str:
    """Qwen2.5-Instruct's chat template (the vendored ``models/templates`` copy), with the default
    system prompt replaced by ``system`` (Dream's and DiffuCoder's say "You are a helpful
    assistant.")."""
    templates = _llamacpp().source / "models" / "templates"
    text = (templates / "Qwen-Qwen2.5-7B-Instruct.jinja").read_text()
    return text.replace(QWEN_SYSTEM, system)


@dataclass(frozen=True)
class Recipe:
    """One synthetic checkpoint: the real config, the tokenizer's specs, the reductions."""

    name: str
    repo: str  # the real Hugging Face repository; its basename names the checkpoint folder
    family: str  # "llada" or "dream"
    real_config: dict[str, Any]
    added: tuple[tuple[int, str, bool], ...]
    special: dict[str, str]  # tokenizer_config's bos_token / eos_token / pad_token / mask_token
    add_bos: bool
    system_prompt: str | None = None  # Dream family: the chat template's default system prompt
    extra_tokenizer_config: dict[str, Any] = field(default_factory=dict)

    @property
    def pre(self) -> str:
        """The ``tokenizer.ggml.pre`` the converter answers for the real tokenizer."""
        return "bailingmoe" if self.family == "llada" else "qwen2"

    def chat_template(self) -> str:
        if self.family == "llada":
            return LLADA_CHAT_TEMPLATE
        return qwen25_chat_template(self.system_prompt or QWEN_SYSTEM)


_LLADA_8B_INSTRUCT = Recipe(
    "llada-8b-instruct", "GSAI-ML/LLaDA-8B-Instruct", "llada", LLADA_8B_INSTRUCT_CONFIG,
    tuple(_llada_added()),
    {"bos_token": "<|startoftext|>", "eos_token": "<|endoftext|>",
     "pad_token": "<|endoftext|>", "cls_token": "[CLS]"}, add_bos=False,
    extra_tokenizer_config={"gmask_token": "[gMASK]", "additional_special_tokens": [
        "<role>", "</role>", "<|arithmetic_start|>", "<|arithmetic_end|>", "<|number_start|>",
        "<|number_end|>"]})

RECIPES: dict[str, Recipe] = {
    "llada-8b-instruct": _LLADA_8B_INSTRUCT,
    # LLaDA-1.5: LLaDA-8B-Instruct preference-tuned, the same tokenizer
    "llada-1.5": dataclasses.replace(_LLADA_8B_INSTRUCT, name="llada-1.5",
                                     repo="GSAI-ML/LLaDA-1.5", real_config=LLADA_15_CONFIG),
    "dream-v0-instruct-7b": Recipe(
        "dream-v0-instruct-7b", "Dream-org/Dream-v0-Instruct-7B", "dream",
        DREAM_V0_INSTRUCT_CONFIG, DREAM_ADDED,
        {"bos_token": "<|beginoftext|>", "eos_token": "<|endoftext|>",
         "pad_token": "<|endoftext|>", "mask_token": "<|mask|>"}, add_bos=False,
        system_prompt="You are a helpful assistant."),
    "dream-coder-7b": Recipe(
        "dream-coder-7b", "Dream-org/Dream-Coder-v0-Instruct-7B", "dream", DREAM_CODER_CONFIG,
        DREAM_ADDED,
        {"bos_token": "<|beginoftext|>", "eos_token": "<|endoftext|>",
         "pad_token": "<|endoftext|>", "mask_token": "<|mask|>"}, add_bos=False),
    "diffucoder-7b": Recipe(
        "diffucoder-7b", "apple/DiffuCoder-7B-Instruct", "dream", DIFFUCODER_CONFIG,
        DIFFUCODER_ADDED,
        {"bos_token": "<|beginoftext|>", "eos_token": "<|endoftext|>",
         "pad_token": "<|dlm_pad|>", "mask_token": "<|mask|>"}, add_bos=False,
        system_prompt="You are a helpful assistant."),
}
MODEL_NAMES: tuple[str, ...] = tuple(RECIPES)


def log(msg: str) -> None:
    print(f"[dllmc.converted_models] {msg}", file=sys.stderr, flush=True)


def hf_config(name: str) -> dict[str, Any]:
    """The reduced ``config.json`` written for ``name`` (a fresh copy): the real config with
    2 layers, hidden 256, FFN 512, heads of 64 (LLaDA 4/4, Dream 4/1); vocabulary and every other
    key as the real model has them."""
    r = _recipe(name)
    cfg = copy.deepcopy(r.real_config)
    if r.family == "llada":
        cfg.update(d_model=HIDDEN, n_layers=N_LAYERS, n_heads=N_HEADS, n_kv_heads=LLADA_KV_HEADS,
                   mlp_hidden_size=FFN, mlp_ratio=FFN // HIDDEN)
    else:
        cfg.update(hidden_size=HIDDEN, num_hidden_layers=N_LAYERS, num_attention_heads=N_HEADS,
                   num_key_value_heads=DREAM_KV_HEADS, intermediate_size=FFN,
                   max_window_layers=N_LAYERS)
    return cfg


def hf_configs() -> dict[str, dict[str, Any]]:
    """Every name's reduced config (see :func:`hf_config`), fresh copies."""
    return {n: hf_config(n) for n in MODEL_NAMES}


def _recipe(name: str) -> Recipe:
    if name not in RECIPES:
        raise KeyError(f"unknown converted model {name!r}; known: {', '.join(MODEL_NAMES)}")
    return RECIPES[name]


# --------------------------------------------------------------------------- paths and keys


def converted_dir() -> Path:
    d = cache_root() / "converted"
    d.mkdir(parents=True, exist_ok=True)
    return d


def model_path(name: str) -> Path:
    """Where the Q4_K_M file of ``name`` is (or would be) cached; builds nothing."""
    _recipe(name)
    return converted_dir() / f"{name}.gguf"


def f16_path(name: str) -> Path:
    """The converter's own F16 output for ``name`` (written alongside the Q4_K_M file)."""
    _recipe(name)
    return converted_dir() / f"{name}-f16.gguf"


def recipe_key(name: str) -> str:
    """A hash of everything that decides the files of ``name``."""
    r = _recipe(name)
    data = {
        "recipe_version": RECIPE_VERSION, "llama_cpp_python": LLAMA_CPP_PYTHON_VERSION,
        "quant": QUANT, "seed": SEED, "std": WEIGHT_STD, "name": name, "repo": r.repo,
        "config": hf_config(name), "added": r.added, "special": r.special, "add_bos": r.add_bos,
        "system_prompt": r.system_prompt, "extra": r.extra_tokenizer_config,
        "n_regular": LLADA_N_REGULAR if r.family == "llada" else QWEN_N_REGULAR,
    }
    return hashlib.sha256(json.dumps(data, sort_keys=True).encode()).hexdigest()[:16]


def _current(name: str) -> bool:
    key_file = converted_dir() / f"{name}.key"
    try:
        key_ok = key_file.read_text().strip() == recipe_key(name)
    except OSError:
        return False
    return key_ok and all(_looks_gguf(p) for p in (model_path(name), f16_path(name)))


def _looks_gguf(path: Path) -> bool:
    try:
        with open(path, "rb") as fh:
            return fh.read(4) == GGUF_MAGIC
    except OSError:
        return False


@functools.cache
def _llamacpp() -> LlamaCpp:
    return ensure_llamacpp()


# --------------------------------------------------------------------------- public API


def converted_model(name: str) -> Path:
    """Path of the Q4_K_M GGUF of ``name``, converted and quantized on first use (file-locked)."""
    path = model_path(name)
    if _current(name):
        return path
    with file_lock(converted_dir() / f".{name}.lock"):
        if _current(name):
            return path
        t0 = time.monotonic()
        build(name)
        log(f"{name}: ready at {path} in {time.monotonic() - t0:.1f} s")
    return path


def build(name: str) -> Path:
    """Write the checkpoint, convert it, quantize it; replace the cached files (caller locks)."""
    r = _recipe(name)
    tools = _llamacpp()
    out_dir = converted_dir()
    key_file = out_dir / f"{name}.key"
    key_file.unlink(missing_ok=True)
    with tempfile.TemporaryDirectory(prefix=f".{name}-", dir=out_dir) as tmp:
        ckpt = Path(tmp) / r.repo.split("/")[-1]
        t0 = time.monotonic()
        write_checkpoint(name, ckpt)
        t1 = time.monotonic()
        f16_tmp = Path(tmp) / f"{name}-f16.gguf"
        converter_log = run_converter(tools, ckpt, f16_tmp,
                                      pre=r.pre if r.family == "llada" else None)
        t2 = time.monotonic()
        q_tmp = Path(tmp) / f"{name}.gguf"
        quantize(tools, f16_tmp, q_tmp)
        t3 = time.monotonic()
        (out_dir / f"{name}.convert.log").write_text(converter_log)
        f16_tmp.replace(f16_path(name))
        q_tmp.replace(model_path(name))
    key_file.write_text(recipe_key(name) + "\n")
    log(f"{name}: checkpoint {t1 - t0:.1f} s, convert {t2 - t1:.1f} s, quantize {t3 - t2:.1f} s")
    return model_path(name)


# --------------------------------------------------------------------------- the checkpoint


def write_checkpoint(name: str, ckpt: Path) -> None:
    """The synthetic Hugging Face checkpoint of ``name`` in folder ``ckpt``."""
    r = _recipe(name)
    ckpt.mkdir(parents=True, exist_ok=True)
    cfg = hf_config(name)
    (ckpt / "config.json").write_text(json.dumps(cfg, indent=2) + "\n")
    write_tokenizer(r, ckpt)
    write_weights(r, cfg, ckpt / "model.safetensors")


@functools.cache
def qwen2_vocab() -> tuple[tuple[str, ...], tuple[str, ...]]:
    """Qwen2's regular tokens (ids 0..151642) and merges from the vendored
    ``models/ggml-vocab-qwen2.gguf``."""
    arrays = _gguf_string_arrays(_llamacpp().source / "models" / "ggml-vocab-qwen2.gguf",
                                 ("tokenizer.ggml.tokens", "tokenizer.ggml.merges"))
    return (tuple(arrays["tokenizer.ggml.tokens"][:QWEN_N_REGULAR]),
            tuple(arrays["tokenizer.ggml.merges"]))


def _gguf_string_arrays(path: Path, keys: Sequence[str]) -> dict[str, list[str]]:
    """The string-array values of ``keys`` in a GGUF's header (gguf.GGUFReader takes ~8 s on the
    300k strings of a vocabulary file; this reads them in a fraction of a second)."""
    import struct

    data = path.read_bytes()
    if data[:4] != GGUF_MAGIC:
        raise RuntimeError(f"{path}: not a GGUF file")
    _version, _n_tensors, n_kv = struct.unpack_from("<IQQ", data, 4)
    pos = 24
    scalar = {0: 1, 1: 1, 2: 2, 3: 2, 4: 4, 5: 4, 6: 4, 7: 1, 10: 8, 11: 8, 12: 8}

    def string(p: int) -> tuple[bytes, int]:
        (n,) = struct.unpack_from("<Q", data, p)
        return data[p + 8:p + 8 + n], p + 8 + n

    def skip(vtype: int, p: int) -> int:
        if vtype in scalar:
            return p + scalar[vtype]
        if vtype == 8:
            return string(p)[1]
        if vtype == 9:
            sub, count = struct.unpack_from("<IQ", data, p)
            p += 12
            if sub in scalar:
                return p + count * scalar[sub]
            for _ in range(count):
                p = skip(sub, p)
            return p
        raise RuntimeError(f"{path}: unknown GGUF value type {vtype}")

    out: dict[str, list[str]] = {}
    for _ in range(n_kv):
        key, pos = string(pos)
        (vtype,) = struct.unpack_from("<I", data, pos)
        pos += 4
        name = key.decode()
        if name in keys and vtype == 9:
            sub, count = struct.unpack_from("<IQ", data, pos)
            if sub != 8:
                raise RuntimeError(f"{path}: {name} is not a string array")
            p = pos + 12
            items = []
            for _ in range(count):
                raw, p = string(p)
                items.append(raw.decode("utf-8"))
            out[name] = items
            pos = p
        else:
            pos = skip(vtype, pos)
    missing = [k for k in keys if k not in out]
    if missing:
        raise RuntimeError(f"{path}: no {', '.join(missing)}")
    return out


def _bpe_vocab(n_regular: int) -> tuple[dict[str, int], list[list[str]]]:
    """Qwen2's first ``n_regular`` tokens and the merges among them (parts and result kept)."""
    tokens, merges = qwen2_vocab()
    vocab = {t: i for i, t in enumerate(tokens[:n_regular])}
    pairs = []
    for m in merges:
        a, b = m.split(" ")
        if a in vocab and b in vocab and a + b in vocab:
            pairs.append([a, b])
    return vocab, pairs


def write_tokenizer(r: Recipe, ckpt: Path) -> None:
    n_regular = LLADA_N_REGULAR if r.family == "llada" else QWEN_N_REGULAR
    vocab, merges = _bpe_vocab(n_regular)
    added = [{"id": i, "content": text, "single_word": False, "lstrip": False, "rstrip": False,
              "normalized": False, "special": special} for i, text, special in r.added]
    byte_level = {"type": "ByteLevel", "add_prefix_space": False, "trim_offsets": False,
                  "use_regex": False}
    tokenizer = {
        "version": "1.0",
        "truncation": None,
        "padding": None,
        "added_tokens": added,
        "normalizer": {"type": "NFC"},
        # Qwen2's pre-tokenizer (its tokenizer.json), which the converter's hash check recognizes
        "pre_tokenizer": {"type": "Sequence", "pretokenizers": [
            {"type": "Split", "pattern": {"Regex": (
                "(?i:'s|'t|'re|'ve|'m|'ll|'d)|[^\\r\\n\\p{L}\\p{N}]?\\p{L}+|\\p{N}| ?[^\\s\\p{L}"
                "\\p{N}]+[\\r\\n]*|\\s*[\\r\\n]+|\\s+(?!\\S)|\\s+")},
             "behavior": "Isolated", "invert": False},
            byte_level,
        ]},
        "post_processor": byte_level,
        "decoder": byte_level,
        "model": {"type": "BPE", "dropout": None, "unk_token": None,
                  "continuing_subword_prefix": "", "end_of_word_suffix": "", "fuse_unk": False,
                  "byte_fallback": False, "ignore_merges": False, "vocab": vocab,
                  "merges": merges},
    }
    (ckpt / "tokenizer.json").write_text(json.dumps(tokenizer, ensure_ascii=False))
    config: dict[str, Any] = {
        "add_bos_token": r.add_bos,
        "add_eos_token": False,
        "added_tokens_decoder": {
            str(i): {"content": text, "lstrip": False, "normalized": False, "rstrip": False,
                     "single_word": False, "special": special} for i, text, special in r.added},
        **r.special,
        "chat_template": r.chat_template(),
        "clean_up_tokenization_spaces": False,
        "model_max_length": r.real_config.get("max_position_embeddings",
                                              r.real_config.get("max_sequence_length")),
        "tokenizer_class": "PreTrainedTokenizerFast",
        **r.extra_tokenizer_config,
    }
    if r.family == "dream":
        config["additional_special_tokens"] = [t for _, t, s in QWEN25_ADDED[1:] if s]
        config["errors"] = "replace"
        config["split_special_tokens"] = False
    (ckpt / "tokenizer_config.json").write_text(json.dumps(config, indent=2, ensure_ascii=False))


def tensor_shapes(r: Recipe, cfg: dict[str, Any]) -> dict[str, tuple[int, ...]]:
    """The checkpoint's tensors under the real Hugging Face names, with their shapes."""
    vocab = cfg["vocab_size"]
    kv = (LLADA_KV_HEADS if r.family == "llada" else DREAM_KV_HEADS) * HEAD_DIM
    shapes: dict[str, tuple[int, ...]] = {}
    if r.family == "llada":  # LLaDA's modeling_llada.py (OLMo-style names)
        p = "model.transformer"
        shapes[f"{p}.wte.weight"] = (vocab, HIDDEN)
        for n in range(N_LAYERS):
            b = f"{p}.blocks.{n}"
            shapes.update({
                f"{b}.attn_norm.weight": (HIDDEN,), f"{b}.q_proj.weight": (HIDDEN, HIDDEN),
                f"{b}.k_proj.weight": (kv, HIDDEN), f"{b}.v_proj.weight": (kv, HIDDEN),
                f"{b}.attn_out.weight": (HIDDEN, HIDDEN), f"{b}.ff_norm.weight": (HIDDEN,),
                f"{b}.ff_proj.weight": (FFN, HIDDEN), f"{b}.up_proj.weight": (FFN, HIDDEN),
                f"{b}.ff_out.weight": (HIDDEN, FFN),
            })
        shapes[f"{p}.ln_f.weight"] = (HIDDEN,)
        shapes[f"{p}.ff_out.weight"] = (vocab, HIDDEN)  # the untied output (weight_tying false)
    else:  # Dream's modeling_dream.py (Qwen2 names)
        shapes["model.embed_tokens.weight"] = (vocab, HIDDEN)
        for n in range(N_LAYERS):
            b = f"model.layers.{n}"
            shapes.update({
                f"{b}.input_layernorm.weight": (HIDDEN,),
                f"{b}.self_attn.q_proj.weight": (HIDDEN, HIDDEN),
                f"{b}.self_attn.q_proj.bias": (HIDDEN,),
                f"{b}.self_attn.k_proj.weight": (kv, HIDDEN), f"{b}.self_attn.k_proj.bias": (kv,),
                f"{b}.self_attn.v_proj.weight": (kv, HIDDEN), f"{b}.self_attn.v_proj.bias": (kv,),
                f"{b}.self_attn.o_proj.weight": (HIDDEN, HIDDEN),
                f"{b}.post_attention_layernorm.weight": (HIDDEN,),
                f"{b}.mlp.gate_proj.weight": (FFN, HIDDEN),
                f"{b}.mlp.up_proj.weight": (FFN, HIDDEN),
                f"{b}.mlp.down_proj.weight": (HIDDEN, FFN),
            })
        shapes["model.norm.weight"] = (HIDDEN,)
        shapes["lm_head.weight"] = (vocab, HIDDEN)  # tie_word_embeddings false
    return shapes


def write_weights(r: Recipe, cfg: dict[str, Any], path: Path) -> None:
    """Seeded random bfloat16 weights: N(0, 0.02); norm weights 1 + N(0, 0.02)."""
    import torch
    from safetensors.torch import save_file

    seed = SEED + int(hashlib.sha256(r.name.encode()).hexdigest()[:8], 16)
    gen = torch.Generator().manual_seed(seed)
    tensors = {}
    for tname, shape in tensor_shapes(r, cfg).items():
        t = torch.randn(shape, generator=gen, dtype=torch.float32) * WEIGHT_STD
        if "norm" in tname or tname.endswith("ln_f.weight"):
            t += 1.0
        tensors[tname] = t.to(torch.bfloat16)
    save_file(tensors, str(path), metadata={"format": "pt"})


# --------------------------------------------------------------------------- converter, quantizer

# Imports the vendored converter as a module (its own gguf-py first on the path), optionally
# makes LLaDAModel's pre-tokenizer check answer a name, and runs its main() on the given argv.
WRAPPER = """\
import sys
source, pre = sys.argv[1], sys.argv[2]
sys.path[:0] = [source + "/gguf-py", source]
sys.argv = ["convert_hf_to_gguf.py", *sys.argv[3:]]
import convert_hf_to_gguf
if pre:
    from conversion.llada import LLaDAModel
    # llama.cpp has no hash entry for LLaDA's tokenizer; for the real one it answers Ling-lite's
    LLaDAModel.get_vocab_base_pre = lambda self, tokenizer: pre
convert_hf_to_gguf.main()
"""


def run_converter(tools: LlamaCpp, ckpt: Path, out: Path, *, pre: str | None) -> str:
    """``convert_hf_to_gguf.py ckpt --outtype f16 --outfile out`` (vendored, unedited); its log.

    ``pre``: the answer of LLaDAModel's pre-tokenizer check (None: the converter's own)."""
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(
        [str(tools.source / "gguf-py"), str(tools.source)]
        + ([env["PYTHONPATH"]] if env.get("PYTHONPATH") else []))
    env.setdefault("HF_HUB_OFFLINE", "1")
    env.setdefault("TRANSFORMERS_OFFLINE", "1")
    env.setdefault("TOKENIZERS_PARALLELISM", "false")
    cmd = [sys.executable, "-c", WRAPPER, str(tools.source), pre or "", str(ckpt),
           "--outtype", "f16", "--outfile", str(out)]
    res = subprocess.run(cmd, capture_output=True, text=True, env=env, cwd=ckpt.parent)
    if res.returncode != 0 or not _looks_gguf(out):
        raise RuntimeError(f"convert_hf_to_gguf.py failed on {ckpt.name} (rc {res.returncode}):\n"
                           f"{res.stdout[-2000:]}\n{res.stderr[-6000:]}")
    return res.stderr


def quantize(tools: LlamaCpp, src: Path, out: Path, *, threads: int | None = None) -> None:
    """``llama-quantize src out Q4_K_M``."""
    n = threads or min(os.cpu_count() or 2, 4)
    res = subprocess.run([str(tools.quantize), str(src), str(out), QUANT, str(n)],
                         capture_output=True, text=True)
    if res.returncode != 0 or not _looks_gguf(out):
        raise RuntimeError(f"llama-quantize failed on {src.name} (rc {res.returncode}):\n"
                           f"{res.stdout[-2000:]}\n{res.stderr[-4000:]}")


# --------------------------------------------------------------------------- CLI


def main(argv: Sequence[str] | None = None) -> int:
    import argparse

    ap = argparse.ArgumentParser(prog="python -m dllmc.bench.converted_models",
                                 description="GGUF files written by llama.cpp's converter (cached)")
    ap.add_argument("names", nargs="*", default=["all"],
                    help=f"model names or 'all': {', '.join(MODEL_NAMES)}")
    ap.add_argument("-j", "--jobs", type=int, default=2,
                    help="models built at once (each is a converter process); default 2")
    args = ap.parse_args(argv)
    names = list(MODEL_NAMES) if "all" in args.names else args.names
    for n in names:
        if n not in MODEL_NAMES:
            ap.error(f"unknown model {n!r}; known: {', '.join(MODEL_NAMES)}")
    _llamacpp()
    qwen2_vocab()
    t0 = time.monotonic()
    with ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        paths = list(pool.map(converted_model, names))
    for n, p in zip(names, paths, strict=True):
        print(f"{n}\t{p}", flush=True)
    log(f"{len(names)} file(s) in {time.monotonic() - t0:.1f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
