"""DiffusionGemma GGUF files as llama.cpp PR #24423's converter writes them, from tiny seeded
checkpoints of transformers 5.23.0's ``DiffusionGemmaForBlockDiffusion``.

docs/diffusiongemma-notes.md has the background: section 2 (the model in transformers 5.23.0),
section 3 (the ``diffusion-gemma`` GGUF layout PR #24423 writes) and section 4 (these tiny
configurations and how to write them).

**The converter.**  ``bench/vendor/llama_cpp_pr24423/`` holds the part of the PR's tree
(``unslothai/llama.cpp`` at :data:`PR_COMMIT`, the PR branch merged onto master) that the
DiffusionGemma route imports, byte for byte: ``convert_hf_to_gguf.py``, ``conversion/``
(``__init__``, ``base``, ``gemma``, ``diffusion_gemma``) and its own ``gguf-py/gguf`` (PyPI's
gguf 0.19.0 has no ``MODEL_ARCH.DIFFUSION_GEMMA``).  Its README lists the files and their hashes.
It runs in a subprocess with the vendored ``gguf-py`` first on ``PYTHONPATH``, through a small
wrapper (:data:`CONVERT_WRAPPER`) that changes one thing: ``ModelBase.load_hparams`` returns
``json.load(config.json)`` instead of ``AutoConfig.from_pretrained(...).to_dict()`` (notes
section 3.3: transformers 5.23.0 folds ``global_head_dim`` and ``num_global_key_value_heads``
into ``per_layer_config``, and the PR's ``conversion/gemma.py`` indexes
``hparams["global_head_dim"]``).  One wrapper process writes both files of a name:
``--outtype f32`` (every tensor F32) and ``--outtype f16`` (the matrices F16; the 1-D tensors
and the router, ``ffn_gate_inp``, stay F32).

**The checkpoints** (:data:`RECIPES`; notes section 4.1):

- ``dg-a``: vocabulary 64, hidden 32, dense FFN 64, 3 layers (sliding, sliding, full), 2 heads of
  32 (full layer: 64, ``global_head_dim``) with 2 K/V heads (full layer: 1, which is also V: no
  ``v_proj``), 4 experts top-2 each 32 wide, sliding window 4 below a canvas of 8 (widths that
  are multiples of 32: dllmc's kernels' unit);
- ``dg-b``: ``dg-a``'s weights with top-1 routing and every layer's ``mlp.down_proj`` zero, so the
  dense branch adds exactly 0 (``post_feedforward_layernorm_1`` of zeros is zeros): the model
  "without shared FFN" that DiffusionGemma has no switch for;
- ``dg-c``: 7 layers in transformers' default 5:1 pattern (the last one forced full), hidden 64,
  FFN 128, 4 heads of 32 (full: 64) with 2 K/V heads (full: 1), 8 experts top-3 each 32 wide,
  window 64 (more than a 12-token prompt and three canvases of 16), a 320-token vocabulary
  that has all 256 byte tokens, ``max_new_tokens`` 48 (three canvases);
- ``dg-peaky``: ``dg-a``'s weights with the final norm 3 times larger (logit gain 9) and each
  layer's two residual branches (``post_attention_layernorm``, ``post_feedforward_layernorm``)
  at half their size, so the output leans on the canvas token and the distributions are sharp:
  2-8 positions fit the entropy bound per step and, with ``confidence_threshold`` 0.05, the
  stopping rule fires after 4-12 of the 16 steps in most blocks.  (A larger gain alone does not
  do it: the softcap flattens the top of random logits, and with every branch at full size the
  argmax keeps moving.)

Every tensor is drawn from its own NumPy generator seeded by the recipe's weight seed and the
tensor's name (:func:`draw_tensor`), float32: linear maps N(0, 1/fan_in); the embedding
N(0, 1/hidden) (rows of about unit norm; it is also the output); every norm weight
``1 + 0.3 N(0, 1)`` (as applied: DiffusionGemma's norms have no +1), the per-head q/k norms also
times ``head_dim ** -0.25`` (attention scores of unit spread: the model scales them by 1, not
1/sqrt(d)), the final norm also times the recipe's ``logit_gain`` (so the logits spread about
that much before the softcap: entropies well below ln V), the residual branches' output norms
also times its ``residual_scale``; ``layer_scalar`` (encoder and decoder
each their own), ``router.per_expert_scale`` and ``router.scale`` uniform in [0.5, 1.5), the last
also times ``ROUTER_LOGIT_STD * sqrt(hidden)`` (router logits of about that spread, so top-k is
not decided by rounding).  No parameter is left at 1.  The vision tower (``gemma4_vision``:
hidden 16, 1 layer, 2 heads of 8) is N(0, 0.02) and is dropped by the converter.

The checkpoint is written by transformers 5.23.0 itself (:func:`transformers_523`, a subprocess
with its unpacked wheel first on the path; :func:`_write_checkpoint` runs there): the model is
instantiated from the config, saved once for the tensor names and the config, the tensors are
replaced by the draws above, and ``config.json`` is put in the hub's form (notes section 4.2):
``text_config`` loses ``per_layer_config`` and gets ``global_head_dim``,
``num_global_key_value_heads`` and ``final_logit_softcapping: 30.0`` (a class attribute
transformers does not serialize; without it the converter writes no softcap).  The same process
reloads it with ``from_pretrained`` and checks that nothing is missing or unexpected, that the
per-layer config comes back the same, the softcap is 30 and the scalars are what was written.
``generation_config.json`` holds the sampler knobs (:class:`Knobs`; ``sampler_config`` as a
``{"_cls_name": "EntropyBoundSamplerConfig"}`` dict), which the converter writes as the
``diffusion.eb_*`` keys.  The tokenizer (:func:`vocabulary`, :func:`write_tokenizer`): a
``tokenizers`` BPE with byte fallback in Gemma's layout (``<pad>`` 0, ``<eos>`` 1, ``<bos>`` 2,
``<unk>`` 3, ``<mask>`` 4, ``<|turn>`` 5, ``<turn|>`` 6, the byte tokens where the recipe has them,
``\\n``, ``▁``, ``a``-``z``, then the tokens of its merges, learnt greedily from :data:`CORPUS`
until the vocabulary is full), spaces written ``▁``, ``PreTrainedTokenizerFast``, and a small
Gemma-4-style chat template.  The converter writes it as ``tokenizer.ggml.model`` ``gemma4``
with its merges (llama.cpp's gemma4 vocabulary loader requires them; it drops a byte that has
no ``<0xXX>`` token, as dg-a's vocabulary has none, where the ``tokenizers`` file gives
``<unk>``).

Every file is checked after it is written (:func:`check_gguf`, on :func:`gguf_summary`, which
reads it with the vendored gguf-py in a subprocess): the keys and tensors of notes sections
3.1-3.2 with this recipe's values and shapes, ``rope_freqs``, the encoder scalars differing from
the decoder's.

Cache: ``<cache>/diffusion_gemma/`` (``<cache>`` is bench/converted_models.py's, i.e.
bench/llamacpp.py's :func:`~dllmc.bench.llamacpp.cache_root`): per name the checkpoint folder
``<name>/`` (the reference, tests/diffusion_gemma/reference_harness.py, loads it),
``<name>-f32.gguf``, ``<name>-f16.gguf``, ``<name>.convert.log`` and ``<name>.key`` (a hash of
:data:`RECIPE_VERSION`, the recipe, the vocabulary, the draw constants, the transformers
version and the vendored files' hashes; files whose key differs are rebuilt), written under
temporary names and renamed, guarded by the fcntl lock ``.<name>.lock``.  transformers 5.23.0:
``<cache>/transformers-5.23.0/`` (the wheel from PyPI, ``pip download --no-deps``, its hash
checked, unpacked once under ``.transformers-5.23.0.lock``).

**The wide name** (:data:`WIDE_RECIPES`, bench only: no test builds it;
bench/bench_diffusion_gemma.py times it): ``dg-26b-a4b-wide``, DiffusionGemma 26B-A4B's text
widths on two layers (a sliding and a global one): hidden 2816, 16 heads of 256 over 8 K/V
heads on the sliding layer, of 512 over 2 (K = V) on the global one with proportional RoPE,
dense FFN (and self-conditioning MLP) 2112, 128 experts top-8 of 704, the 262144-token Gemma 4
vocabulary and chat template (bench/converted_models.py's, the tokenizer it writes for
``gemma4-26b-a4b-wide``, which is the same body as a ``gemma4`` file for llama.cpp), canvas
256, window 1024, context 262144, the reference's sampler defaults (48 steps, bound 0.1).  The
checkpoint is bfloat16, as the real one, and is written without the model in memory
(:func:`_write_wide_checkpoint`: names from the model saved at tiny widths, shapes from the
model on the meta device; the large matrices drawn as float32 in pieces, :func:`_draw_wide`),
in 2 GiB shards, then loaded once by transformers 5.23.0 (nothing missing or unexpected).  The
converter writes it with ``--outtype f16`` (checked as the tiny files); the vendored
``llama-quantize`` does not know ``diffusion-gemma``, so a copy relabeled ``gemma4``
(general.architecture and every ``diffusion-gemma.*`` key; bench/real_models.py's
``rewrite_gguf``, the tensors byte for byte) is quantized to Q4_K_M and the result relabeled
back; :func:`check_quantized` then checks it has exactly the F16 file's keys and values (but
general.file_type), its tensor names and shapes (types changed only; the 1-D tensors and the
router byte for byte).  llama-quantize takes the DiffusionGemma-only tensors as it takes any
other: ``enc_layer_output_scale`` stays F32 (1-D), ``self_cond_gate`` / ``self_cond_up`` are
Q4_K and ``self_cond_down`` (2112-wide rows: no K-quant fits) Q5_0, as the dense FFN's.  Files:
``<name>-f16.gguf`` (4.8 GB), ``<name>.gguf`` (Q4_K_M, 1.7 GB), ``<name>.convert.log``,
``<name>.key``; the checkpoint (4.8 GB) only while building.  About 4.6 minutes on 2 cores.

CLI: ``python -m dllmc.bench.diffusion_gemma_models [NAME ...|all|wide]`` prints
``name<TAB>checkpoint<TAB>f32<TAB>f16`` (a wide name: ``name<TAB>q4_k_m<TAB>f16``).
"""

from __future__ import annotations

import dataclasses
import functools
import hashlib
import json
import math
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
import zipfile
from collections import Counter
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from .llamacpp import cache_root, file_lock

# Bump when the files change in a way the key does not see (the code that writes the
# checkpoint, the wrapper, the converter's arguments).
RECIPE_VERSION = 2
ARCH = "diffusion-gemma"
GGUF_MAGIC = b"GGUF"

# --------------------------------------------------------------------------- the PR's converter

VENDOR = Path(__file__).with_name("vendor") / "llama_cpp_pr24423"
PR_REPOSITORY = "unslothai/llama.cpp"
PR_COMMIT = "c3fb97241295c196e09b783e705e84b96cd1bd74"
# the vendored files, relative to VENDOR (README.md lists them with their hashes)
VENDORED_FILES = (
    "LICENSE",
    "convert_hf_to_gguf.py",
    "conversion/__init__.py",
    "conversion/base.py",
    "conversion/gemma.py",
    "conversion/diffusion_gemma.py",
    "gguf-py/LICENSE",
    "gguf-py/gguf/__init__.py",
    "gguf-py/gguf/constants.py",
    "gguf-py/gguf/gguf_reader.py",
    "gguf-py/gguf/gguf_writer.py",
    "gguf-py/gguf/lazy.py",
    "gguf-py/gguf/metadata.py",
    "gguf-py/gguf/py.typed",
    "gguf-py/gguf/quants.py",
    "gguf-py/gguf/tensor_mapping.py",
    "gguf-py/gguf/utility.py",
    "gguf-py/gguf/vocab.py",
)
OUTTYPES = ("f32", "f16")

# --------------------------------------------------------------------------- transformers 5.23.0

TRANSFORMERS_VERSION = "5.23.0"
TRANSFORMERS_WHEEL = f"transformers-{TRANSFORMERS_VERSION}-py3-none-any.whl"
# the wheel as PyPI publishes it (tests/diffusion_gemma/README.md has the same hash)
TRANSFORMERS_WHEEL_SHA256 = "018e82fd07490ad5bb58414f65e31576033dc7f36bed10c574843f69b90991bf"

# --------------------------------------------------------------------------- the recipes

SOFTCAP = 30.0  # DiffusionGemmaTextConfig.final_logit_softcapping (not serialized by 5.23.0)
NORM_STD = 0.3  # norm weights 1 + NORM_STD * N(0, 1)
SCALE_RANGE = (0.5, 1.5)  # layer_scalar, router.scale, router.per_expert_scale: uniform here
QK_NORM_POWER = -0.25  # q_norm / k_norm also times head_dim ** this
ROUTER_LOGIT_STD = 2.0  # router.scale also times this * sqrt(hidden)
VISION_STD = 0.02
# the tiny vision tower every DiffusionGemmaConfig carries (the converter drops it)
VISION_CONFIG: dict[str, Any] = {
    "model_type": "gemma4_vision", "hidden_size": 16, "intermediate_size": 32,
    "num_hidden_layers": 1, "num_attention_heads": 2, "num_key_value_heads": 2, "head_dim": 8,
    "position_embedding_size": 16}
SLIDING, FULL = "sliding_attention", "full_attention"


@dataclass(frozen=True)
class Knobs:
    """``generation_config.json``'s sampler knobs (notes section 2.1), which the converter
    writes as ``diffusion.eb_*``; plus the token ids and ``max_new_tokens``."""

    max_new_tokens: int
    max_denoising_steps: int
    entropy_bound: float = 0.1
    t_min: float = 0.4
    t_max: float = 0.8
    stability_threshold: int = 1
    confidence_threshold: float = 0.005

    def generation_config(self) -> dict[str, Any]:
        return {
            "bos_token_id": BOS, "eos_token_id": EOS, "pad_token_id": PAD,
            "max_new_tokens": self.max_new_tokens,
            "max_denoising_steps": self.max_denoising_steps,
            "sampler_config": {"entropy_bound": float(self.entropy_bound),
                               "_cls_name": "EntropyBoundSamplerConfig"},
            "t_min": float(self.t_min), "t_max": float(self.t_max),
            "stability_threshold": int(self.stability_threshold),
            "confidence_threshold": float(self.confidence_threshold),
            "return_dict_in_generate": True,
            "transformers_version": TRANSFORMERS_VERSION,
        }


@dataclass(frozen=True)
class Recipe:
    """One tiny DiffusionGemma checkpoint (notes section 4.1)."""

    name: str
    vocab_size: int
    byte_tokens: bool  # the 256 <0xXX> tokens (ids 7..262)
    hidden: int
    ffn: int  # the dense MLP's width, also the self-conditioning MLP's
    n_layers: int
    layer_types: tuple[str, ...] | None  # None: DiffusionGemmaTextConfig's default (5:1)
    n_heads: int
    n_kv_heads: int  # sliding layers
    global_kv_heads: int  # full layers (num_global_key_value_heads; K = V there)
    head_dim: int
    global_head_dim: int
    n_experts: int
    top_k: int
    expert_ffn: int
    window: int  # sliding_window
    canvas: int  # canvas_length
    knobs: Knobs
    weight_seed: str  # names sharing it share their weights (dg-a, dg-b, dg-peaky)
    logit_gain: float = 3.0  # the final norm's factor: the logits' spread before the softcap
    zero_dense_down: bool = False  # every layer's mlp.down_proj = 0 ("without shared FFN")
    residual_scale: float = 1.0  # post_attention_layernorm / post_feedforward_layernorm factor
    max_positions: int = 512

    def text_config(self) -> dict[str, Any]:
        """The ``text_config`` given to DiffusionGemmaConfig (transformers' keyword form)."""
        cfg: dict[str, Any] = {
            "vocab_size": self.vocab_size, "hidden_size": self.hidden,
            "intermediate_size": self.ffn, "num_hidden_layers": self.n_layers,
            "num_attention_heads": self.n_heads, "num_key_value_heads": self.n_kv_heads,
            "head_dim": self.head_dim, "global_head_dim": self.global_head_dim,
            "num_global_key_value_heads": self.global_kv_heads,
            "num_experts": self.n_experts, "top_k_experts": self.top_k,
            "moe_intermediate_size": self.expert_ffn, "sliding_window": self.window,
            "max_position_embeddings": self.max_positions,
            "pad_token_id": PAD, "eos_token_id": EOS, "bos_token_id": BOS,
        }
        if self.layer_types is not None:
            cfg["layer_types"] = list(self.layer_types)
        return cfg

    def resolved_layer_types(self) -> tuple[str, ...]:
        """The layer types transformers ends up with (its default: every sixth layer full, and
        the last one full whatever the pattern says)."""
        types = list(self.layer_types) if self.layer_types is not None else [
            SLIDING if (i + 1) % 6 else FULL for i in range(self.n_layers)]
        types[-1] = FULL
        return tuple(types)


_DG_A = Recipe(
    "dg-a", vocab_size=64, byte_tokens=False, hidden=32, ffn=64, n_layers=3,
    layer_types=(SLIDING, SLIDING, FULL), n_heads=2, n_kv_heads=2, global_kv_heads=1,
    head_dim=32, global_head_dim=64, n_experts=4, top_k=2, expert_ffn=32, window=4, canvas=8,
    knobs=Knobs(max_new_tokens=16, max_denoising_steps=12, entropy_bound=0.3, t_min=0.35,
                t_max=0.9, stability_threshold=1, confidence_threshold=0.01),
    weight_seed="dg-a")
RECIPES: dict[str, Recipe] = {
    "dg-a": _DG_A,
    "dg-b": dataclasses.replace(
        _DG_A, name="dg-b", top_k=1, zero_dense_down=True,
        knobs=Knobs(max_new_tokens=16, max_denoising_steps=10, entropy_bound=0.2, t_min=0.3,
                    t_max=0.7, stability_threshold=2, confidence_threshold=0.02)),
    "dg-c": Recipe(
        "dg-c", vocab_size=320, byte_tokens=True, hidden=64, ffn=128, n_layers=7,
        layer_types=None, n_heads=4, n_kv_heads=2, global_kv_heads=1, head_dim=32,
        global_head_dim=64, n_experts=8, top_k=3, expert_ffn=32, window=64, canvas=16,
        knobs=Knobs(max_new_tokens=48, max_denoising_steps=16), weight_seed="dg-c"),
    "dg-peaky": dataclasses.replace(
        _DG_A, name="dg-peaky", logit_gain=9.0, residual_scale=0.5,
        knobs=Knobs(max_new_tokens=16, max_denoising_steps=16, confidence_threshold=0.05)),
}
NAMES: tuple[str, ...] = tuple(RECIPES)

# Bench only, built on demand (no test builds it): DiffusionGemma 26B-A4B's text widths on two
# layers (a sliding and a global one), the Gemma 4 vocabulary, the reference's sampler defaults,
# Q4_K_M (see the module docstring).  WIDE_RECIPE_VERSION is RECIPE_VERSION for these names
# only (their keys see both; the tiny names' keys see neither it nor these recipes).
WIDE_RECIPE_VERSION = 1
WIDE_QUANT = "Q4_K_M"
WIDE_FILE_TYPE = 15  # LLAMA_FTYPE_MOSTLY_Q4_K_M, general.file_type of the quantized file
WIDE_SHARD_BYTES = 2 << 30  # checkpoint shards (model-0000i-of-0000n.safetensors)
WIDE_RECIPES: dict[str, Recipe] = {
    "dg-26b-a4b-wide": Recipe(
        "dg-26b-a4b-wide", vocab_size=262144, byte_tokens=True, hidden=2816, ffn=2112,
        n_layers=2, layer_types=(SLIDING, FULL), n_heads=16, n_kv_heads=8, global_kv_heads=2,
        head_dim=256, global_head_dim=512, n_experts=128, top_k=8, expert_ffn=704,
        window=1024, canvas=256, knobs=Knobs(max_new_tokens=256, max_denoising_steps=48),
        weight_seed="dg-26b-a4b-wide", max_positions=262144),
}
WIDE_NAMES: tuple[str, ...] = tuple(WIDE_RECIPES)


def recipe(name: str) -> Recipe:
    if name in WIDE_RECIPES:
        return WIDE_RECIPES[name]
    if name not in RECIPES:
        raise KeyError(f"unknown DiffusionGemma file {name!r}; known: "
                       f"{', '.join(NAMES + WIDE_NAMES)}")
    return RECIPES[name]


def log(msg: str) -> None:
    print(f"[dllmc.diffusion_gemma_models] {msg}", file=sys.stderr, flush=True)


# --------------------------------------------------------------------------- the vocabulary

PAD, EOS, BOS, UNK, MASK = 0, 1, 2, 3, 4
SPECIALS = ("<pad>", "<eos>", "<bos>", "<unk>", "<mask>", "<|turn>", "<turn|>")
SPACE = "\u2581"  # ▁
# The text the merges are learnt from (greedy pair counts over its words, each with a leading ▁).
CORPUS = (
    "the quick brown fox jumps over the lazy dog and then the dog sleeps in the sun "
    "she sells sea shells on the sea shore where the waves sing their song "
    "a wizard quietly hexes the jovial king while the queen reads in her tower "
    "there is nothing either good or bad but thinking makes it so "
    "the rain in spain stays mainly in the plain and the train is late again"
)
# A Gemma-4-style chat template: turns between <|turn> and <turn|>, the model's turn opened.
CHAT_TEMPLATE = (
    "{{ bos_token }}{% for message in messages %}"
    "{{ '<|turn>' + message['role'] + '\\n' + message['content'] | trim + '<turn|>\\n' }}"
    "{% endfor %}{% if add_generation_prompt %}{{ '<|turn>model\\n' }}{% endif %}"
)


@functools.cache
def vocabulary(name: str) -> tuple[tuple[str, ...], tuple[tuple[str, str], ...]]:
    """(tokens in id order, merges in rank order) of ``name``'s tokenizer: the specials, the
    byte tokens if the recipe has them, ``\\n``, ``▁``, ``a``..``z``, then one token per merge:
    the most frequent adjacent pair among :data:`CORPUS`'s words (ties: the smaller pair),
    merged everywhere, until there are ``vocab_size`` tokens.  A wide name: the Gemma 4
    vocabulary (bench/converted_models.py's, llama.cpp's ``models/ggml-vocab-gemma-4.gguf``)."""
    r = recipe(name)
    if name in WIDE_RECIPES:
        v = _gemma4_vocab()
        return v.tokens, tuple((a, b) for a, b in (m.split(" ") for m in v.merges))
    tokens = list(SPECIALS)
    if r.byte_tokens:
        tokens += [f"<0x{b:02X}>" for b in range(256)]
    tokens += ["\n", SPACE] + [chr(c) for c in range(ord("a"), ord("z") + 1)]
    words = [[SPACE, *w] for w in CORPUS.split()]
    merges: list[tuple[str, str]] = []
    while len(tokens) < r.vocab_size:
        pairs = Counter((w[i], w[i + 1]) for w in words for i in range(len(w) - 1))
        if not pairs:
            raise RuntimeError(f"{name}: the corpus gives only {len(tokens)} tokens")
        (a, b), _ = min(pairs.items(), key=lambda kv: (-kv[1], kv[0]))
        for w in words:
            i = 0
            while i < len(w) - 1:
                if w[i] == a and w[i + 1] == b:
                    w[i:i + 2] = [a + b]
                i += 1
        if a + b in tokens:  # a pair spelling a token already there: merge, no new id
            merges.append((a, b))
            continue
        tokens.append(a + b)
        merges.append((a, b))
    if len(tokens) != r.vocab_size or len(set(tokens)) != len(tokens):
        raise RuntimeError(f"{name}: vocabulary of {len(tokens)} tokens, {r.vocab_size} wanted")
    return tuple(tokens), tuple(merges)


def write_tokenizer(name: str, ckpt: Path) -> None:
    """``tokenizer.json``, ``tokenizer_config.json`` and ``chat_template.jinja``: the BPE of
    :func:`vocabulary` with byte fallback and ``<unk>``, spaces normalized to ``▁`` (no other
    pre-split), a ``<bos>`` post-processor, decoder ``▁`` -> space + ByteFallback + Fuse; every
    special token also an added token.  The converter reads it with gguf-py's LlamaHfVocab.
    A wide name: Gemma 4's tokenizer as bench/converted_models.py writes it for
    ``gemma4-26b-a4b-wide`` (its 262144 tokens and merges, its chat template)."""
    r = recipe(name)
    if name in WIDE_RECIPES:
        from . import converted_models as cm

        cm._write_gemma4_tokenizer(cm._recipe(GEMMA4_TWIN), ckpt)
        return
    tokens, merges = vocabulary(name)
    space = {"type": "Replace", "pattern": {"String": " "}, "content": SPACE}
    bos = SPECIALS[BOS]
    added = [{"id": i, "content": t, "single_word": False, "lstrip": False, "rstrip": False,
              "normalized": False, "special": True} for i, t in enumerate(SPECIALS)]
    tokenizer = {
        "version": "1.0",
        "truncation": None,
        "padding": None,
        "added_tokens": added,
        "normalizer": space,
        "pre_tokenizer": {"type": "Split", "pattern": {"String": " "},
                          "behavior": "MergedWithPrevious", "invert": False},
        "post_processor": {
            "type": "TemplateProcessing",
            "single": [{"SpecialToken": {"id": bos, "type_id": 0}},
                       {"Sequence": {"id": "A", "type_id": 0}}],
            "pair": [{"SpecialToken": {"id": bos, "type_id": 0}},
                     {"Sequence": {"id": "A", "type_id": 0}},
                     {"Sequence": {"id": "B", "type_id": 1}}],
            "special_tokens": {bos: {"id": bos, "ids": [BOS], "tokens": [bos]}}},
        "decoder": {"type": "Sequence", "decoders": [
            {"type": "Replace", "pattern": {"String": SPACE}, "content": " "},
            {"type": "ByteFallback"}, {"type": "Fuse"}]},
        "model": {"type": "BPE", "dropout": None, "unk_token": SPECIALS[UNK],
                  "continuing_subword_prefix": None, "end_of_word_suffix": None,
                  "fuse_unk": True, "byte_fallback": True, "ignore_merges": False,
                  "vocab": {t: i for i, t in enumerate(tokens)},
                  "merges": [list(m) for m in merges]},
    }
    (ckpt / "tokenizer.json").write_text(json.dumps(tokenizer, ensure_ascii=False, indent=1))
    config = {
        "add_bos_token": True,
        "add_eos_token": False,
        "added_tokens_decoder": {str(a["id"]): {k: v for k, v in a.items() if k != "id"}
                                 for a in added},
        "bos_token": bos, "eos_token": SPECIALS[EOS], "unk_token": SPECIALS[UNK],
        "pad_token": SPECIALS[PAD], "mask_token": SPECIALS[MASK],
        "extra_special_tokens": list(SPECIALS[5:]),
        "clean_up_tokenization_spaces": False,
        "model_max_length": r.max_positions,
        "padding_side": "left",
        "tokenizer_class": "PreTrainedTokenizerFast",
    }
    (ckpt / "tokenizer_config.json").write_text(json.dumps(config, indent=2, ensure_ascii=False))
    (ckpt / "chat_template.jinja").write_text(CHAT_TEMPLATE)


# the Gemma 4 file (bench/converted_models.py) whose tokenizer the wide names take, and which is
# the same body for llama.cpp (gemma4-26b-a4b-wide: the 26B-A4B's widths on the same two layers)
GEMMA4_TWIN = "gemma4-26b-a4b-wide"


def _gemma4_vocab() -> Any:
    from .converted_models import gemma4_vocab

    return gemma4_vocab()


def chat_template(name: str) -> str:
    """The chat template ``name``'s checkpoint carries."""
    if name in WIDE_RECIPES:
        from .converted_models import _recipe

        template = _recipe(GEMMA4_TWIN).chat_template()
        assert template is not None
        return template
    return CHAT_TEMPLATE


# --------------------------------------------------------------------------- the weights


def _generator(r: Recipe, tensor: str) -> np.random.Generator:
    digest = hashlib.sha256(f"dllmc/diffusion-gemma/{r.weight_seed}/{tensor}".encode()).digest()
    return np.random.default_rng(int.from_bytes(digest[:8], "little"))


def draw_tensor(r: Recipe, tensor: str, shape: tuple[int, ...]) -> np.ndarray:
    """The float32 values of checkpoint tensor ``tensor`` (its name as saved) for ``r``; see the
    module docstring for the distributions."""
    g = _generator(r, tensor)
    shape = tuple(int(s) for s in shape)
    if "vision" in tensor:
        t = g.standard_normal(shape) * VISION_STD
        return (t + 1.0 if "norm" in tensor else t).astype(np.float32)
    lo, hi = SCALE_RANGE
    if tensor.endswith(("layer_scalar", "router.per_expert_scale", "router.scale")):
        t = lo + (hi - lo) * g.random(shape)
        if tensor.endswith("router.scale"):
            t *= ROUTER_LOGIT_STD * math.sqrt(r.hidden)
        return t.astype(np.float32)
    if len(shape) == 1:  # a norm weight, as applied
        t = 1.0 + NORM_STD * g.standard_normal(shape)
        if tensor.endswith(("q_norm.weight", "k_norm.weight")):
            t *= shape[0] ** QK_NORM_POWER
        elif tensor == "model.decoder.norm.weight":
            t *= r.logit_gain
        elif re.fullmatch(r"model\.decoder\.layers\.\d+\.post_(attention|feedforward)_layernorm"
                          r"\.weight", tensor):
            t *= r.residual_scale
        return t.astype(np.float32)
    if r.zero_dense_down and re.fullmatch(r"model\.decoder\.layers\.\d+\.mlp\.down_proj\.weight",
                                          tensor):
        return np.zeros(shape, dtype=np.float32)
    if tensor.endswith("embed_tokens.weight"):
        return (g.standard_normal(shape) / math.sqrt(r.hidden)).astype(np.float32)
    # [out, in] linear maps; experts: gate_up_proj [E, 2F, H], down_proj [E, H, F]
    return (g.standard_normal(shape) / math.sqrt(shape[-1])).astype(np.float32)


def _write_checkpoint(name: str, ckpt: str) -> None:
    """Runs under transformers 5.23.0 (:data:`CHECKPOINT_SCRIPT`): the model, its tensors
    replaced by :func:`draw_tensor`'s, ``config.json`` in the hub's form, then reloaded and
    checked.  ``ckpt`` already holds the tokenizer and ``generation_config.json``."""
    import torch
    import transformers
    from safetensors.numpy import save_file
    from safetensors.torch import load_file

    assert transformers.__version__ == TRANSFORMERS_VERSION, transformers.__file__
    from transformers import DiffusionGemmaConfig, DiffusionGemmaForBlockDiffusion

    r = recipe(name)
    out = Path(ckpt)
    generation = (out / "generation_config.json").read_text()
    cfg = DiffusionGemmaConfig(text_config=r.text_config(), vision_config=dict(VISION_CONFIG),
                               canvas_length=r.canvas)
    torch.manual_seed(0)  # the init is replaced, but keep the run reproducible
    model = DiffusionGemmaForBlockDiffusion(cfg).to(torch.float32)
    model.save_pretrained(out)
    (out / "generation_config.json").write_text(generation)  # ours, not the empty one
    saved = load_file(str(out / "model.safetensors"))
    tensors = {k: draw_tensor(r, k, tuple(v.shape)) for k, v in sorted(saved.items())}
    save_file(tensors, str(out / "model.safetensors"), metadata={"format": "pt"})
    config = json.loads((out / "config.json").read_text())
    text = config["text_config"]
    per_layer = text.pop("per_layer_config")
    text.update(global_head_dim=r.global_head_dim, num_global_key_value_heads=r.global_kv_heads,
                final_logit_softcapping=SOFTCAP)
    (out / "config.json").write_text(json.dumps(config, indent=2, sort_keys=True) + "\n")

    # the checkpoint as the reference will load it
    back, info = DiffusionGemmaForBlockDiffusion.from_pretrained(
        out, dtype=torch.float32, output_loading_info=True)
    bad = {k: v for k, v in info.items() if v}
    assert not bad, f"{name}: loading the checkpoint: {bad}"
    tc = back.config.text_config
    got = {str(k): v for k, v in json.loads(json.dumps(tc.to_dict()["per_layer_config"])).items()}
    assert got == per_layer, (got, per_layer)
    assert back.final_logit_softcapping == SOFTCAP and tc.final_logit_softcapping == SOFTCAP
    assert tuple(tc.layer_types) == r.resolved_layer_types(), tc.layer_types
    state = back.state_dict()
    for k, v in tensors.items():
        assert np.array_equal(state[k].numpy(), v), k
    for i in range(r.n_layers):  # the two scalars of a layer are not tied
        enc = state[f"model.encoder.language_model.layers.{i}.layer_scalar"]
        dec = state[f"model.decoder.layers.{i}.layer_scalar"]
        assert float(enc) != float(dec), i
    assert back.generation_config.max_denoising_steps == r.knobs.max_denoising_steps


CHECKPOINT_SCRIPT = """\
import sys
from dllmc.bench.diffusion_gemma_models import _write_checkpoint
_write_checkpoint(sys.argv[1], sys.argv[2])
"""

# draw_tensor's float64 draws of a 500M-value expert stack take 4 GB at a time: past this many
# values a wide name's tensor is drawn in float32 pieces (_draw_wide)
WIDE_PIECE = 1 << 24


def _draw_wide(r: Recipe, tensor: str, shape: tuple[int, ...]) -> Any:
    """A wide name's tensor as bfloat16 (what the real checkpoint stores): draw_tensor's values
    for the small ones; the large matrices (the embedding, the projections, the expert stacks)
    from the same distributions, N(0, 1/hidden) and N(0, 1/fan_in), drawn as float32 in pieces
    of WIDE_PIECE values from the tensor's generator."""
    import torch

    n = math.prod(shape)
    if n <= WIDE_PIECE or len(shape) == 1 or "vision" in tensor:
        return torch.from_numpy(draw_tensor(r, tensor, shape)).to(torch.bfloat16)
    if r.zero_dense_down and re.fullmatch(r"model\.decoder\.layers\.\d+\.mlp\.down_proj\.weight",
                                          tensor):
        return torch.zeros(shape, dtype=torch.bfloat16)
    std = np.float32(1 / math.sqrt(r.hidden if tensor.endswith("embed_tokens.weight")
                                   else shape[-1]))
    g = _generator(r, tensor)
    out = torch.empty(n, dtype=torch.bfloat16)
    piece = np.empty(WIDE_PIECE, np.float32)
    for i in range(0, n, WIDE_PIECE):
        k = min(WIDE_PIECE, n - i)
        g.standard_normal(out=piece[:k], dtype=np.float32)
        piece[:k] *= std
        out[i:i + k] = torch.from_numpy(piece[:k])
    return out.view(shape)


def _tiny_twin(r: Recipe) -> Recipe:
    """``r`` at dg-a's widths with the same layers: the model save_pretrained writes the same
    tensor names for."""
    return dataclasses.replace(r, name=f"{r.name}-twin", vocab_size=64, hidden=32, ffn=64,
                               n_heads=2, n_kv_heads=2, global_kv_heads=1, head_dim=32,
                               global_head_dim=64, n_experts=4, top_k=2, expert_ffn=32,
                               window=4, canvas=8, max_positions=512)


def _write_wide_checkpoint(name: str, ckpt: str) -> None:
    """A wide name's checkpoint, under transformers 5.23.0 (:data:`WIDE_CHECKPOINT_SCRIPT`),
    without the model's weights in memory: the tensor names are those save_pretrained writes
    for the model at tiny widths with the same layers (:func:`_tiny_twin`, saved for real),
    their shapes those of the model at the real widths instantiated on the meta device;
    :func:`_draw_wide`'s bfloat16 tensors are written in WIDE_SHARD_BYTES shards with an index,
    ``config.json`` in the hub's form (as :func:`_write_checkpoint`, dtype bfloat16).  Then the
    config is reloaded and checked, and the whole checkpoint loaded (bfloat16) with nothing
    missing or unexpected."""
    import torch
    import transformers
    from safetensors import safe_open
    from safetensors.torch import save_file

    assert transformers.__version__ == TRANSFORMERS_VERSION, transformers.__file__
    from transformers import DiffusionGemmaConfig, DiffusionGemmaForBlockDiffusion

    r = recipe(name)
    out = Path(ckpt)

    def config(rr: Recipe) -> Any:
        return DiffusionGemmaConfig(text_config=rr.text_config(),
                                    vision_config=dict(VISION_CONFIG), canvas_length=rr.canvas)

    with tempfile.TemporaryDirectory() as tmp:
        torch.manual_seed(0)
        DiffusionGemmaForBlockDiffusion(config(_tiny_twin(r))).save_pretrained(tmp)
        with safe_open(str(Path(tmp) / "model.safetensors"), "pt") as f:
            names = sorted(f.keys())
        twin_config = json.loads((Path(tmp) / "config.json").read_text())
    cfg = config(r)
    with torch.device("meta"):
        meta = DiffusionGemmaForBlockDiffusion(cfg)
    state = meta.state_dict()
    shapes = {k: tuple(int(d) for d in state[k].shape) for k in names}
    del meta, state

    shards: list[list[str]] = [[]]
    size = 0
    for k in names:
        nbytes = 2 * math.prod(shapes[k])
        if shards[-1] and size + nbytes > WIDE_SHARD_BYTES:
            shards.append([])
            size = 0
        shards[-1].append(k)
        size += nbytes
    files = [f"model-{i + 1:05d}-of-{len(shards):05d}.safetensors" for i in range(len(shards))]
    for fname, keys in zip(files, shards, strict=True):
        tensors = {k: _draw_wide(r, k, shapes[k]) for k in keys}
        save_file(tensors, str(out / fname), metadata={"format": "pt"})
        del tensors
    weight_map = {k: f for f, keys in zip(files, shards, strict=True) for k in keys}
    total = sum(2 * math.prod(v) for v in shapes.values())
    (out / "model.safetensors.index.json").write_text(json.dumps(
        {"metadata": {"total_size": total}, "weight_map": weight_map}, indent=2) + "\n")

    cfg.architectures = ["DiffusionGemmaForBlockDiffusion"]
    cfg.dtype = torch.bfloat16
    cfg.save_pretrained(out)
    config_json = json.loads((out / "config.json").read_text())
    assert set(config_json) == set(twin_config), set(config_json) ^ set(twin_config)
    assert set(config_json["text_config"]) == set(twin_config["text_config"])
    text = config_json["text_config"]
    per_layer = text.pop("per_layer_config")
    text.update(global_head_dim=r.global_head_dim, num_global_key_value_heads=r.global_kv_heads,
                final_logit_softcapping=SOFTCAP)
    (out / "config.json").write_text(json.dumps(config_json, indent=2, sort_keys=True) + "\n")

    back_cfg = DiffusionGemmaConfig.from_pretrained(out)
    tc = back_cfg.text_config
    got = {str(k): v for k, v in json.loads(json.dumps(tc.to_dict()["per_layer_config"])).items()}
    assert got == per_layer, (got, per_layer)
    assert tc.final_logit_softcapping == SOFTCAP
    assert tuple(tc.layer_types) == r.resolved_layer_types(), tc.layer_types
    back, info = DiffusionGemmaForBlockDiffusion.from_pretrained(
        out, dtype=torch.bfloat16, output_loading_info=True)
    bad = {k: v for k, v in info.items() if v}
    assert not bad, f"{name}: loading the checkpoint: {bad}"
    loaded = back.state_dict()
    for i in range(r.n_layers):  # the two scalars of a layer are not tied, and differ
        enc = loaded[f"model.encoder.language_model.layers.{i}.layer_scalar"]
        dec = loaded[f"model.decoder.layers.{i}.layer_scalar"]
        assert float(enc) != float(dec), i
    assert back.generation_config.max_denoising_steps == r.knobs.max_denoising_steps
    print(f"{name}: {len(names)} tensors, {total} bytes in {len(files)} shards", file=sys.stderr)


WIDE_CHECKPOINT_SCRIPT = """\
import sys
from dllmc.bench.diffusion_gemma_models import _write_wide_checkpoint
_write_wide_checkpoint(sys.argv[1], sys.argv[2])
"""


# --------------------------------------------------------------------------- converter wrapper

# Imports the vendored converter (its gguf-py first on the path), makes ModelBase.load_hparams
# read config.json as it is (notes section 3.3), and runs its main() once per argv given.
CONVERT_WRAPPER = """\
import json, sys
from pathlib import Path
vendor, runs = sys.argv[1], json.loads(sys.argv[2])
sys.path[:0] = [vendor + "/gguf-py", vendor]
import gguf
import convert_hf_to_gguf
from conversion.base import ModelBase
assert Path(gguf.__file__).is_relative_to(vendor), gguf.__file__
print(f"gguf-py: {gguf.__file__}", file=sys.stderr)


def load_hparams(dir_model, is_mistral_format):
    # the raw config.json: AutoConfig (transformers 5.23.0 and later) folds global_head_dim
    # and num_global_key_value_heads into per_layer_config, which conversion/gemma.py indexes
    assert not is_mistral_format
    with open(Path(dir_model) / "config.json", encoding="utf-8") as f:
        return json.load(f)


ModelBase.load_hparams = staticmethod(load_hparams)
for argv in runs:
    sys.argv = ["convert_hf_to_gguf.py", *argv]
    convert_hf_to_gguf.main()
"""


def _vendored_env() -> dict[str, str]:
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(
        [str(VENDOR / "gguf-py"), str(VENDOR)]
        + ([env["PYTHONPATH"]] if env.get("PYTHONPATH") else []))
    env.setdefault("HF_HUB_OFFLINE", "1")
    env.setdefault("TRANSFORMERS_OFFLINE", "1")
    env.setdefault("TOKENIZERS_PARALLELISM", "false")
    return env


def run_converter(ckpt: Path, outs: dict[str, Path]) -> str:
    """The vendored ``convert_hf_to_gguf.py ckpt --outtype T --outfile P`` for each
    ``T: P`` of ``outs`` (one process; :data:`CONVERT_WRAPPER`); its log."""
    _check_vendor()
    runs = [[str(ckpt), "--outtype", t, "--outfile", str(p)] for t, p in outs.items()]
    res = subprocess.run([sys.executable, "-c", CONVERT_WRAPPER, str(VENDOR), json.dumps(runs)],
                         capture_output=True, text=True, env=_vendored_env(), cwd=ckpt.parent)
    if res.returncode != 0 or not all(_looks_gguf(p) for p in outs.values()):
        raise RuntimeError(f"convert_hf_to_gguf.py failed on {ckpt.name} (rc {res.returncode}):\n"
                           f"{res.stdout[-2000:]}\n{res.stderr[-6000:]}")
    return res.stderr


def _check_vendor() -> None:
    missing = [f for f in VENDORED_FILES if not (VENDOR / f).is_file()]
    if missing:
        raise FileNotFoundError(
            f"the vendored converter is incomplete under {VENDOR} (missing {', '.join(missing)}); "
            "it ships with the source tree, not the wheel")


@functools.cache
def vendored_hashes() -> dict[str, str]:
    """sha256 of each vendored file (README.md lists the same)."""
    _check_vendor()
    return {f: hashlib.sha256((VENDOR / f).read_bytes()).hexdigest() for f in VENDORED_FILES}


# --------------------------------------------------------------------------- reading the files

# Reads GGUF files with the vendored gguf-py: every key (value and type names) and every tensor
# (type, shape in ggml's ne order, sha256 of its bytes, and its values when small), as JSON.
SUMMARY_SCRIPT = """\
import hashlib, json, sys
import numpy as np
import gguf
out = {"gguf": gguf.__file__, "files": {}}
for path in sys.argv[1:]:
    reader = gguf.GGUFReader(path)
    kv, types = {}, {}
    for f in reader.fields.values():
        if f.name.startswith("GGUF."):
            continue
        v = f.contents()
        kv[f.name] = v.tolist() if isinstance(v, np.ndarray) else v
        types[f.name] = [gguf.GGUFValueType(t).name for t in f.types]
    tensors = {}
    for t in reader.tensors:
        data = np.ascontiguousarray(t.data)
        entry = {"type": gguf.GGMLQuantizationType(t.tensor_type).name,
                 "shape": [int(s) for s in t.shape], "n": int(t.n_elements),
                 "sha256": hashlib.sha256(data.tobytes()).hexdigest()}
        if t.n_elements <= 512:
            entry["values"] = data.astype(np.float64).reshape(-1).tolist()
        tensors[t.name] = entry
    out["files"][path] = {"kv": kv, "types": types, "tensors": tensors}
json.dump(out, sys.stdout)
"""


def gguf_summary(paths: Sequence[Path]) -> dict[str, dict[str, Any]]:
    """Per path (as given, str): ``{"kv": {key: value}, "types": {key: [GGUFValueType names]},
    "tensors": {name: {"type", "shape" (ne order), "n", "sha256", "values" (<= 512 elements)}}}``,
    read by the vendored gguf-py in a subprocess (one for all paths)."""
    _check_vendor()
    res = subprocess.run([sys.executable, "-c", SUMMARY_SCRIPT, *map(str, paths)],
                         capture_output=True, text=True, env=_vendored_env())
    if res.returncode != 0:
        raise RuntimeError(f"reading {', '.join(map(str, paths))} failed:\n{res.stderr[-4000:]}")
    data = json.loads(res.stdout)
    if not Path(data["gguf"]).is_relative_to(VENDOR):
        raise RuntimeError(f"the summary read with {data['gguf']}, not the vendored gguf-py")
    return data["files"]


def expected_keys(name: str, outtype: str) -> dict[str, Any]:
    """The header values notes section 3.1 says the converter writes for ``name``."""
    r = recipe(name)
    a, k = ARCH, r.knobs
    types = r.resolved_layer_types()
    return {
        "general.architecture": ARCH,
        "general.file_type": {"f32": 0, "f16": 1}[outtype],
        f"{a}.block_count": r.n_layers,
        f"{a}.context_length": r.max_positions,
        f"{a}.embedding_length": r.hidden,
        f"{a}.feed_forward_length": r.ffn,
        f"{a}.attention.head_count": r.n_heads,
        f"{a}.attention.head_count_kv": [r.n_kv_heads if t == SLIDING else r.global_kv_heads
                                         for t in types],
        f"{a}.rope.freq_base": 1e6,
        f"{a}.rope.freq_base_swa": 1e4,
        f"{a}.attention.layer_norm_rms_epsilon": 1e-6,
        f"{a}.expert_count": r.n_experts,
        f"{a}.expert_used_count": r.top_k,
        f"{a}.expert_feed_forward_length": r.expert_ffn,
        f"{a}.attention.key_length": r.global_head_dim,
        f"{a}.attention.value_length": r.global_head_dim,
        f"{a}.attention.key_length_swa": r.head_dim,
        f"{a}.attention.value_length_swa": r.head_dim,
        f"{a}.attention.sliding_window": r.window,
        f"{a}.attention.sliding_window_pattern": [t == SLIDING for t in types],
        f"{a}.attention.shared_kv_layers": 0,
        f"{a}.embedding_length_per_layer_input": 0,
        f"{a}.rope.dimension_count": r.global_head_dim,
        f"{a}.rope.dimension_count_swa": r.head_dim,
        f"{a}.attention.causal": False,
        f"{a}.final_logit_softcapping": SOFTCAP,
        "diffusion.canvas_length": r.canvas,
        "diffusion.eb_max_steps": k.max_denoising_steps,
        "diffusion.eb_t_min": k.t_min,
        "diffusion.eb_t_max": k.t_max,
        "diffusion.eb_entropy_bound": k.entropy_bound,
        "diffusion.eb_stability_threshold": k.stability_threshold,
        "diffusion.eb_confidence_threshold": k.confidence_threshold,
        "tokenizer.ggml.model": "gemma4",
        "tokenizer.ggml.tokens": list(vocabulary(name)[0]),
        "tokenizer.ggml.merges": [f"{a_} {b_}" for a_, b_ in vocabulary(name)[1]],
        "tokenizer.ggml.bos_token_id": BOS,
        "tokenizer.ggml.eos_token_id": EOS,
        "tokenizer.ggml.unknown_token_id": UNK,
        "tokenizer.ggml.padding_token_id": PAD,
        "tokenizer.ggml.add_bos_token": True,
        "tokenizer.ggml.add_space_prefix": False,
        "tokenizer.chat_template": chat_template(name),
    }


def expected_tensors(name: str) -> dict[str, tuple[int, ...]]:
    """Every tensor notes section 3.2 lists for ``name``, with its shape in ggml's ne order."""
    r = recipe(name)
    H, F, E, FE = r.hidden, r.ffn, r.n_experts, r.expert_ffn
    shapes: dict[str, tuple[int, ...]] = {
        "token_embd.weight": (H, r.vocab_size), "output_norm.weight": (H,),
        "rope_freqs.weight": (r.global_head_dim // 2,),
        "self_cond_pre_norm.weight": (H,), "self_cond_gate.weight": (H, F),
        "self_cond_up.weight": (H, F), "self_cond_down.weight": (F, H)}
    for i, t in enumerate(r.resolved_layer_types()):
        d, kv = (r.head_dim, r.n_kv_heads) if t == SLIDING else (r.global_head_dim,
                                                                 r.global_kv_heads)
        b = f"blk.{i}"
        shapes.update({
            f"{b}.attn_norm.weight": (H,), f"{b}.attn_q.weight": (H, r.n_heads * d),
            f"{b}.attn_k.weight": (H, kv * d), f"{b}.attn_output.weight": (r.n_heads * d, H),
            f"{b}.attn_q_norm.weight": (d,), f"{b}.attn_k_norm.weight": (d,),
            f"{b}.post_attention_norm.weight": (H,), f"{b}.ffn_norm.weight": (H,),
            f"{b}.ffn_gate.weight": (H, F), f"{b}.ffn_up.weight": (H, F),
            f"{b}.ffn_down.weight": (F, H), f"{b}.post_ffw_norm.weight": (H,),
            f"{b}.post_ffw_norm_1.weight": (H,), f"{b}.post_ffw_norm_2.weight": (H,),
            f"{b}.pre_ffw_norm_2.weight": (H,), f"{b}.ffn_gate_inp.weight": (H, E),
            f"{b}.ffn_gate_inp.scale": (H,), f"{b}.ffn_gate_up_exps.weight": (H, 2 * FE, E),
            f"{b}.ffn_down_exps.weight": (FE, H, E), f"{b}.ffn_down_exps.scale": (E,),
            f"{b}.layer_output_scale.weight": (1,), f"{b}.enc_layer_output_scale.weight": (1,),
        })
        if t == SLIDING:  # full layers: V is the K projection (no v_proj)
            shapes[f"{b}.attn_v.weight"] = (H, kv * d)
    return shapes


def check_gguf(name: str, outtype: str, summary: dict[str, Any]) -> list[str]:
    """What in ``summary`` (one file's :func:`gguf_summary`) differs from notes sections 3.1-3.2
    for ``name``'s ``outtype`` file; empty if nothing."""
    r = recipe(name)
    kv, types, tensors = summary["kv"], summary["types"], summary["tensors"]
    bad = []
    for key, want in expected_keys(name, outtype).items():
        if key not in kv:
            bad.append(f"no key {key}")
            continue
        got = kv[key]
        if isinstance(want, float):
            ok = isinstance(got, float) and got == float(np.float32(want))
        else:
            ok = got == want
        if not ok:
            bad.append(f"{key} = {str(got)[:200]}, expected {str(want)[:200]}")
    if types.get(f"{ARCH}.attention.head_count_kv") != ["ARRAY", "INT32"]:
        bad.append(f"head_count_kv types {types.get(f'{ARCH}.attention.head_count_kv')}")
    n_tokens = len(kv.get("tokenizer.ggml.token_type", []))
    if n_tokens != r.vocab_size:
        bad.append(f"{n_tokens} token types, expected {r.vocab_size}")
    want = expected_tensors(name)
    if set(tensors) != set(want):
        bad.append(f"tensors: missing {sorted(set(want) - set(tensors))}, "
                   f"unexpected {sorted(set(tensors) - set(want))}")
    for t, shape in want.items():
        if t not in tensors:
            continue
        got = tensors[t]
        if tuple(got["shape"]) != shape:
            bad.append(f"{t}: shape {got['shape']}, expected {list(shape)}")
        # f16: the matrices F16; the 1-D tensors and the router (ffn_gate_inp) stay F32
        f16 = outtype == "f16" and len(shape) > 1 and not t.endswith("ffn_gate_inp.weight")
        wtype = "F16" if f16 else "F32"
        if got["type"] != wtype:
            bad.append(f"{t}: type {got['type']}, expected {wtype}")
    rope = tensors.get("rope_freqs.weight", {}).get("values")
    turning = int(r.global_head_dim * 0.25 / 2)
    if rope != [1.0] * turning + [float(np.float32(1e30))] * (r.global_head_dim // 2 - turning):
        bad.append(f"rope_freqs = {rope}")
    for i in range(r.n_layers):
        enc = tensors.get(f"blk.{i}.enc_layer_output_scale.weight", {}).get("values")
        dec = tensors.get(f"blk.{i}.layer_output_scale.weight", {}).get("values")
        if enc is None or dec is None or enc == dec:
            bad.append(f"layer {i}: encoder scalar {enc}, decoder scalar {dec}")
    return bad


# --------------------------------------------------------------------------- transformers 5.23.0


def transformers_523() -> Path:
    """The folder holding transformers 5.23.0 (put it first on ``PYTHONPATH``): the PyPI wheel,
    downloaded with ``pip download --no-deps`` and unpacked once (file-locked)."""
    root = cache_root() / f"transformers-{TRANSFORMERS_VERSION}"
    stamp = root / ".unpacked"
    if stamp.is_file():
        return root
    with file_lock(cache_root() / f".transformers-{TRANSFORMERS_VERSION}.lock"):
        if stamp.is_file():
            return root
        t0 = time.monotonic()
        with tempfile.TemporaryDirectory(prefix=".transformers-", dir=cache_root()) as tmp:
            res = subprocess.run(
                [sys.executable, "-m", "pip", "download", "--no-deps", "--disable-pip-version-check",
                 "-q", "-d", tmp, f"transformers=={TRANSFORMERS_VERSION}"],
                capture_output=True, text=True)
            wheel = Path(tmp) / TRANSFORMERS_WHEEL
            if res.returncode != 0 or not wheel.is_file():
                raise RuntimeError(f"pip download transformers=={TRANSFORMERS_VERSION} failed "
                                   f"(rc {res.returncode}):\n{res.stdout[-2000:]}{res.stderr[-2000:]}")
            digest = hashlib.sha256(wheel.read_bytes()).hexdigest()
            if digest != TRANSFORMERS_WHEEL_SHA256:
                raise RuntimeError(f"{TRANSFORMERS_WHEEL}: sha256 {digest}, expected "
                                   f"{TRANSFORMERS_WHEEL_SHA256}")
            unpacked = Path(tmp) / "unpacked"
            with zipfile.ZipFile(wheel) as z:
                z.extractall(unpacked)
            (unpacked / ".unpacked").write_text(f"{TRANSFORMERS_WHEEL} {digest}\n")
            if root.exists():
                shutil.rmtree(root)
            unpacked.rename(root)
        log(f"transformers {TRANSFORMERS_VERSION} unpacked at {root} in "
            f"{time.monotonic() - t0:.1f} s")
    return root


def transformers_523_env() -> dict[str, str]:
    """The environment of a subprocess that imports transformers 5.23.0 (first on the path)."""
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(
        [str(transformers_523())] + ([env["PYTHONPATH"]] if env.get("PYTHONPATH") else []))
    env.setdefault("HF_HUB_OFFLINE", "1")
    env.setdefault("TRANSFORMERS_OFFLINE", "1")
    env.setdefault("TOKENIZERS_PARALLELISM", "false")
    env.setdefault("TRANSFORMERS_VERBOSITY", "error")
    return env


# --------------------------------------------------------------------------- paths and keys


@dataclass(frozen=True)
class Files:
    """A built name: the checkpoint folder and the converter's two files."""

    name: str
    checkpoint: Path
    f32: Path
    f16: Path

    def gguf(self, outtype: str = "f32") -> Path:
        return {"f32": self.f32, "f16": self.f16}[outtype]


def cache_dir() -> Path:
    d = cache_root() / "diffusion_gemma"
    d.mkdir(parents=True, exist_ok=True)
    return d


def paths(name: str) -> Files:
    """Where ``name``'s files are (or would be); builds nothing."""
    recipe(name)
    d = cache_dir()
    return Files(name, d / name, d / f"{name}-f32.gguf", d / f"{name}-f16.gguf")


def recipe_key(name: str) -> str:
    """A hash of everything that decides ``name``'s files."""
    r = recipe(name)
    tokens, merges = vocabulary(name)
    data = {
        "recipe_version": RECIPE_VERSION, "recipe": dataclasses.asdict(r),
        "tokens": tokens, "merges": merges, "chat_template": CHAT_TEMPLATE,
        "draws": [NORM_STD, SCALE_RANGE, QK_NORM_POWER, ROUTER_LOGIT_STD, VISION_STD, SOFTCAP],
        "vision": VISION_CONFIG, "transformers": TRANSFORMERS_WHEEL_SHA256,
        "vendor": [PR_COMMIT, vendored_hashes()], "outtypes": OUTTYPES,
    }
    if name in WIDE_RECIPES:  # (the tiny names' keys are as they were)
        from .llamacpp import LLAMA_CPP_PYTHON_VERSION

        data.update(wide_recipe_version=WIDE_RECIPE_VERSION, chat_template=chat_template(name),
                    outtypes=["f16"], quant=WIDE_QUANT, shard_bytes=WIDE_SHARD_BYTES,
                    piece=WIDE_PIECE, quantizer=LLAMA_CPP_PYTHON_VERSION)
    return hashlib.sha256(json.dumps(data, sort_keys=True).encode()).hexdigest()[:16]


def _looks_gguf(path: Path) -> bool:
    try:
        with open(path, "rb") as fh:
            return fh.read(4) == GGUF_MAGIC
    except OSError:
        return False


def _current(name: str) -> bool:
    f = paths(name)
    try:
        key_ok = (cache_dir() / f"{name}.key").read_text().strip() == recipe_key(name)
    except OSError:
        return False
    return (key_ok and _looks_gguf(f.f32) and _looks_gguf(f.f16)
            and (f.checkpoint / "model.safetensors").is_file())


# --------------------------------------------------------------------------- public API


def diffusion_gemma_model(name: str) -> Files:
    """``name``'s files, built on first use (file-locked; see the module docstring)."""
    if name in WIDE_RECIPES:
        raise KeyError(f"{name} is a wide (bench-only) name: use wide_model({name!r})")
    f = paths(name)
    if _current(name):
        return f
    with file_lock(cache_dir() / f".{name}.lock"):
        if _current(name):
            return f
        build(name)
    return f


def _new_checkpoint(name: str, tmp: Path, script: str) -> Path:
    """``tmp/name``: the tokenizer, the generation config and the weights ``script`` writes
    under transformers 5.23.0 (a subprocess)."""
    ckpt = tmp / name
    ckpt.mkdir()
    write_tokenizer(name, ckpt)
    (ckpt / "generation_config.json").write_text(
        json.dumps(recipe(name).knobs.generation_config(), indent=2) + "\n")
    res = subprocess.run([sys.executable, "-c", script, name, str(ckpt)],
                         capture_output=True, text=True, env=transformers_523_env())
    if res.returncode != 0:
        raise RuntimeError(f"{name}: writing the checkpoint failed (rc {res.returncode}):\n"
                           f"{res.stdout[-2000:]}\n{res.stderr[-6000:]}")
    return ckpt


def build(name: str) -> Files:
    """Write the checkpoint, convert it (f32 and f16), check both files, replace the cached
    ones (the caller holds the lock)."""
    f = paths(name)
    out_dir = cache_dir()
    key_file = out_dir / f"{name}.key"
    key_file.unlink(missing_ok=True)
    t0 = time.monotonic()
    with tempfile.TemporaryDirectory(prefix=f".{name}-", dir=out_dir) as tmp:
        ckpt = _new_checkpoint(name, Path(tmp), CHECKPOINT_SCRIPT)
        t1 = time.monotonic()
        outs = {t: Path(tmp) / f"{name}-{t}.gguf" for t in OUTTYPES}
        converter_log = run_converter(ckpt, outs)
        t2 = time.monotonic()
        summaries = gguf_summary(list(outs.values()))
        problems = [f"{t}: {p}" for t, p_ in outs.items()
                    for p in check_gguf(name, t, summaries[str(p_)])]
        if problems:
            raise RuntimeError(f"{name}: the converter's files are not as expected:\n"
                               + "\n".join(problems[:40]))
        (out_dir / f"{name}.convert.log").write_text(converter_log)
        if f.checkpoint.exists():
            shutil.rmtree(f.checkpoint)
        ckpt.rename(f.checkpoint)
        outs["f32"].replace(f.f32)
        outs["f16"].replace(f.f16)
    key_file.write_text(recipe_key(name) + "\n")
    log(f"{name}: checkpoint {t1 - t0:.1f} s, convert {t2 - t1:.1f} s, "
        f"total {time.monotonic() - t0:.1f} s; {f.f32.stat().st_size} + {f.f16.stat().st_size} "
        "bytes")
    return f


# --------------------------------------------------------------------------- the wide names


@dataclass(frozen=True)
class WideFiles:
    """A built wide name: the converter's F16 file and the Q4_K_M file made from it."""

    name: str
    f16: Path
    gguf: Path  # Q4_K_M


def wide_paths(name: str) -> WideFiles:
    """Where wide name ``name``'s files are (or would be); builds nothing."""
    if name not in WIDE_RECIPES:
        raise KeyError(f"{name!r} is not a wide name; known: {', '.join(WIDE_NAMES)}")
    d = cache_dir()
    return WideFiles(name, d / f"{name}-f16.gguf", d / f"{name}.gguf")


def _wide_current(name: str) -> bool:
    f = wide_paths(name)
    try:
        key_ok = (cache_dir() / f"{name}.key").read_text().strip() == recipe_key(name)
    except OSError:
        return False
    return key_ok and _looks_gguf(f.f16) and _looks_gguf(f.gguf)


def wide_model(name: str) -> WideFiles:
    """Wide name ``name``'s files, built on first use (file-locked; :func:`build_wide`)."""
    f = wide_paths(name)
    if _wide_current(name):
        return f
    with file_lock(cache_dir() / f".{name}.lock"):
        if _wide_current(name):
            return f
        build_wide(name)
    return f


# the architecture llama-quantize is shown (it refuses diffusion-gemma, which the vendored
# llama.cpp does not know; gemma4 reads the same keys, and the file's extra tensors are tensors
# it only types)
QUANTIZE_AS = "gemma4"


def check_quantized(name: str, f16: dict[str, Any], quant: dict[str, Any]) -> list[str]:
    """What in the quantized file's summary differs from the converter's F16 file's beyond
    what quantizing changes: the same keys with the same values (general.file_type
    WIDE_FILE_TYPE), the same tensors in the same shapes (in llama-quantize's order, by layer,
    as in every file it writes), the 1-D ones (and the router, which llama-quantize never
    quantizes) byte for byte; empty if nothing."""
    bad = []
    kv_a, kv_b = f16["kv"], quant["kv"]
    if set(kv_a) != set(kv_b):
        bad.append(f"keys: missing {sorted(set(kv_a) - set(kv_b))}, added "
                   f"{sorted(set(kv_b) - set(kv_a))}")
    for k in sorted(set(kv_a) & set(kv_b)):
        want = WIDE_FILE_TYPE if k == "general.file_type" else kv_a[k]
        if kv_b[k] != want or f16["types"][k] != quant["types"][k]:
            bad.append(f"{k} = {str(kv_b[k])[:200]}, expected {str(want)[:200]}")
    ta, tb = f16["tensors"], quant["tensors"]
    if set(ta) != set(tb):  # (in llama-quantize's order: it sorts them by layer)
        bad.append(f"tensors: missing {sorted(set(ta) - set(tb))}, added "
                   f"{sorted(set(tb) - set(ta))}")
    for t in ta:
        if t not in tb:
            continue
        if ta[t]["shape"] != tb[t]["shape"]:
            bad.append(f"{t}: shape {tb[t]['shape']}, expected {ta[t]['shape']}")
        if ((len(ta[t]["shape"]) == 1 or t.endswith("ffn_gate_inp.weight"))
                and (ta[t]["type"], ta[t]["sha256"]) != (tb[t]["type"], tb[t]["sha256"])):
            bad.append(f"{t}: {tb[t]['type']}, not the converter's {ta[t]['type']} bytes")
    return bad


def _quantize(src: Path, out: Path) -> str:
    """``llama-quantize src out WIDE_QUANT`` (the vendored llama.cpp's); its log."""
    from .llamacpp import ensure_llamacpp

    tools = ensure_llamacpp()
    res = subprocess.run([str(tools.quantize), str(src), str(out), WIDE_QUANT,
                          str(min(os.cpu_count() or 2, 4))], capture_output=True, text=True)
    if res.returncode != 0 or not _looks_gguf(out):
        raise RuntimeError(f"llama-quantize failed on {src.name} (rc {res.returncode}):\n"
                           f"{res.stdout[-2000:]}\n{res.stderr[-4000:]}")
    return res.stdout + res.stderr


def build_wide(name: str) -> WideFiles:
    """Write the checkpoint (:func:`_write_wide_checkpoint`), convert it with ``--outtype f16``
    and check the file (:func:`check_gguf`); relabel a copy ``gemma4`` (general.architecture
    and every ``diffusion-gemma.*`` key; bench/real_models.py's rewrite, the tensors byte for
    byte), ``llama-quantize`` it to Q4_K_M, relabel the result back and check it against the
    F16 file (:func:`check_quantized`); replace the cached files (the caller holds the lock).
    The checkpoint is deleted once converted."""
    from .real_models import rewrite_gguf

    f = wide_paths(name)
    out_dir = cache_dir()
    key_file = out_dir / f"{name}.key"
    key_file.unlink(missing_ok=True)
    t0 = time.monotonic()
    with tempfile.TemporaryDirectory(prefix=f".{name}-", dir=out_dir) as tmp:
        ckpt = _new_checkpoint(name, Path(tmp), WIDE_CHECKPOINT_SCRIPT)
        ckpt_bytes = sum(p.stat().st_size for p in ckpt.iterdir())
        t1 = time.monotonic()
        f16 = Path(tmp) / f"{name}-f16.gguf"
        logs = [run_converter(ckpt, {"f16": f16})]
        shutil.rmtree(ckpt)
        t2 = time.monotonic()
        as_gemma4 = Path(tmp) / f"{name}-{QUANTIZE_AS}-f16.gguf"
        rewrite_gguf(f16, as_gemma4, arch=QUANTIZE_AS)
        q_gemma4 = Path(tmp) / f"{name}-{QUANTIZE_AS}.gguf"
        logs.append(_quantize(as_gemma4, q_gemma4))
        as_gemma4.unlink()
        quant = Path(tmp) / f"{name}.gguf"
        rewrite_gguf(q_gemma4, quant, arch=ARCH)
        q_gemma4.unlink()
        t3 = time.monotonic()
        summaries = gguf_summary([f16, quant])
        s16, sq = summaries[str(f16)], summaries[str(quant)]
        problems = [f"f16: {p}" for p in check_gguf(name, "f16", s16)]
        problems += [f"{WIDE_QUANT}: {p}" for p in check_quantized(name, s16, sq)]
        if problems:
            raise RuntimeError(f"{name}: the files are not as expected:\n"
                               + "\n".join(problems[:40]))
        types = Counter(t["type"] for t in sq["tensors"].values())
        t4 = time.monotonic()
        summary = (f"{name}: checkpoint {ckpt_bytes} bytes in {t1 - t0:.1f} s, convert "
                   f"{t2 - t1:.1f} s, relabel + quantize + relabel {t3 - t2:.1f} s, checks "
                   f"{t4 - t3:.1f} s; F16 {f16.stat().st_size} bytes, {WIDE_QUANT} "
                   f"{quant.stat().st_size} bytes ({dict(sorted(types.items()))})")
        (out_dir / f"{name}.convert.log").write_text("\n".join([*logs, summary]) + "\n")
        f16.replace(f.f16)
        quant.replace(f.gguf)
    key_file.write_text(recipe_key(name) + "\n")
    log(summary + f", total {time.monotonic() - t0:.1f} s")
    return f


# --------------------------------------------------------------------------- CLI


def main(argv: Sequence[str] | None = None) -> int:
    import argparse

    ap = argparse.ArgumentParser(prog="python -m dllmc.bench.diffusion_gemma_models",
                                 description="DiffusionGemma GGUF files written by llama.cpp PR "
                                             "#24423's converter (cached)")
    ap.add_argument("names", nargs="*", default=["all"],
                    help=f"names: {', '.join(NAMES)}, or all (the default: those); bench only: "
                         f"{', '.join(WIDE_NAMES)}, or wide")
    ap.add_argument("-j", "--jobs", type=int, default=2, help="names built at once (default 2)")
    args = ap.parse_args(argv)
    groups = {"all": NAMES, "wide": WIDE_NAMES}
    names: list[str] = []
    for n in args.names:
        if n not in groups and n not in RECIPES and n not in WIDE_RECIPES:
            ap.error(f"unknown name {n!r}; known: {', '.join(NAMES + WIDE_NAMES)}, all, wide")
        names += [m for m in groups.get(n, (n,)) if m not in names]
    transformers_523()  # once, before the threads
    t0 = time.monotonic()
    tiny = [n for n in names if n not in WIDE_RECIPES]
    with ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        built = list(pool.map(diffusion_gemma_model, tiny))
    for f in built:
        print(f"{f.name}\t{f.checkpoint}\t{f.f32}\t{f.f16}", flush=True)
    for n in names:  # one at a time: each takes gigabytes
        if n in WIDE_RECIPES:
            w = wide_model(n)
            print(f"{w.name}\t{w.gguf}\t{w.f16}", flush=True)
    log(f"{len(names)} name(s) in {time.monotonic() - t0:.1f} s")
    return 0


__all__ = [
    "GEMMA4_TWIN",
    "NAMES",
    "PR_COMMIT",
    "RECIPES",
    "TRANSFORMERS_VERSION",
    "VENDOR",
    "WIDE_NAMES",
    "WIDE_RECIPES",
    "Files",
    "Knobs",
    "Recipe",
    "WideFiles",
    "build",
    "build_wide",
    "chat_template",
    "check_gguf",
    "check_quantized",
    "diffusion_gemma_model",
    "draw_tensor",
    "expected_keys",
    "expected_tensors",
    "gguf_summary",
    "paths",
    "recipe",
    "recipe_key",
    "run_converter",
    "transformers_523",
    "transformers_523_env",
    "vendored_hashes",
    "vocabulary",
    "wide_model",
    "wide_paths",
    "write_tokenizer",
]

if __name__ == "__main__":
    raise SystemExit(main())
