"""GGUF files written by llama.cpp's own converter (bench/converted_models.py).

The vendored ``convert_hf_to_gguf.py`` runs on synthetic checkpoints of LLaDA-8B-Instruct,
LLaDA-1.5, Dream-v0-Instruct-7B, Dream-Coder-7B and DiffuCoder-7B (each real config reduced to
2 layers of width 256, the real vocabulary kept), ``llama-quantize`` makes Q4_K_M. These tests pin
what the converter writes (read back with ``gguf.GGUFReader``) and that llama.cpp's own tools load
each file. What they record about the converter, for the files real users have:

- LLaDA: architecture ``llada``, ``tokenizer.ggml.pre = "bailingmoe"`` (the hash check patched to
  answer what it answers for the real tokenizer), MHA, an untied ``output.weight``,
  ``add_bos_token`` true (the converter forces it; the tokenizer's own config says false),
  ``diffusion.shift_logits = false``, ``llada.vocab_size``, mask id from ``config.json``, no
  end-of-turn key although ``<|eot_id|>`` ends every turn of its chat template;
- Dream family: architecture ``dream``, ``pre = "qwen2"`` by the converter's own hash check, no
  ``diffusion.shift_logits`` key (llama.cpp reads absence as shifted), no ``dream.vocab_size``, no
  rope dimension key, BOS is ``<|beginoftext|>`` 151665 (the tokenizer's ``bos_token`` wins over
  ``config.json``'s 151643), ``add_bos_token`` false, Q/K/V biases.

The files build on first use (about a minute for all five on 2 cores, once llama.cpp is built) and
are cached under ``<cache>/converted``.
"""

from __future__ import annotations

import functools
from pathlib import Path
from typing import Any

import gguf
import numpy as np
import pytest

from dllmc.bench import converted_models as cm
from dllmc.bench import llamacpp

LLADA = ("llada-8b-instruct", "llada-1.5")
DREAM = ("dream-v0-instruct-7b", "dream-coder-7b", "diffucoder-7b")
T = gguf.TokenType

# the special ids of the real models (LLaDA's tokenizer_config.json; Dream's config.json and
# tokenizer, see bench/converted_models.py for the sources)
LLADA_IDS = {"bos": 126080, "eos": 126081, "pad": 126081, "mask": 126336}
LLADA_TEXTS = {126080: "<|startoftext|>", 126081: "<|endoftext|>", 126336: "<|mdm_mask|>",
               126346: "<|start_header_id|>", 126347: "<|end_header_id|>", 126348: "<|eot_id|>"}
DREAM_IDS = {"bos": 151665, "eos": 151643, "pad": 151643, "mask": 151666}
DREAM_TEXTS = {151643: "<|endoftext|>", 151644: "<|im_start|>", 151645: "<|im_end|>",
               151665: "<|beginoftext|>", 151666: "<|mask|>"}


# --------------------------------------------------------------------------- the recipes (fast)


@pytest.mark.parametrize("name", cm.MODEL_NAMES)
def test_reduced_configs_keep_the_real_vocabulary_and_ids(name: str) -> None:
    cfg = cm.hf_config(name)
    real = cm.RECIPES[name].real_config
    assert cfg["vocab_size"] == real["vocab_size"] == (126464 if name in LLADA else 152064)
    assert cfg["mask_token_id"] == real["mask_token_id"]
    assert cfg["architectures"] == real["architectures"]
    if name in LLADA:
        assert (cfg["n_layers"], cfg["d_model"], cfg["mlp_hidden_size"]) == (2, 256, 512)
        assert cfg["n_heads"] == cfg["n_kv_heads"] == 4  # LLaDA is MHA
        assert not cfg["weight_tying"] and cfg["rope_theta"] == 500000.0
    else:
        shape = (cfg["num_hidden_layers"], cfg["hidden_size"], cfg["intermediate_size"])
        assert shape == (2, 256, 512)
        assert (cfg["num_attention_heads"], cfg["num_key_value_heads"]) == (4, 1)  # GQA
        assert not cfg["tie_word_embeddings"] and cfg["rope_theta"] == 1e6
    cfg["vocab_size"] = 1
    assert cm.hf_config(name)["vocab_size"] == real["vocab_size"]  # a copy each time


def test_llada_added_tokens_sit_at_their_real_ids() -> None:
    added = {i: text for i, text, _ in cm.RECIPES["llada-8b-instruct"].added}
    for i, text in LLADA_TEXTS.items():
        assert added[i] == text
    assert min(added) == cm.LLADA_N_REGULAR and max(added) == 126348 and len(added) == 269
    assert added[126084] == "<|reserved_token_0|>" and added[126339] == "<|reserved_token_255|>"


def test_a_changed_recipe_changes_the_key(monkeypatch: pytest.MonkeyPatch) -> None:
    before = {n: cm.recipe_key(n) for n in cm.MODEL_NAMES}
    assert len(set(before.values())) == len(before)
    monkeypatch.setattr(cm, "RECIPE_VERSION", cm.RECIPE_VERSION + 1)
    assert all(cm.recipe_key(n) != k for n, k in before.items())
    monkeypatch.setattr(cm, "RECIPE_VERSION", cm.RECIPE_VERSION - 1)
    monkeypatch.setattr(cm, "HIDDEN", 512)
    assert all(cm.recipe_key(n) != k for n, k in before.items())


# --------------------------------------------------------------------------- the converted files


@functools.cache
def _read(path: Path) -> tuple[dict[str, Any], dict[str, tuple[str, tuple[int, ...]]], list[str],
                               list[int]]:
    """(metadata without the token arrays, tensors name -> (type, shape), tokens, token types),
    read once per file (GGUFReader takes seconds on 150k-token vocabularies)."""
    r = gguf.GGUFReader(path)
    meta: dict[str, Any] = {}
    for key, f in r.fields.items():
        if key.startswith("GGUF.") or key in ("tokenizer.ggml.tokens", "tokenizer.ggml.token_type",
                                              "tokenizer.ggml.merges"):
            continue
        meta[key] = f.contents()
    toks = r.fields["tokenizer.ggml.tokens"]
    types = r.fields["tokenizer.ggml.token_type"]
    tokens = [bytes(toks.parts[i]).decode("utf-8") for i in toks.data]
    ttypes = [int(types.parts[i][0]) for i in types.data]
    meta["n_merges"] = len(r.fields["tokenizer.ggml.merges"].data)
    tensors = {t.name: (t.tensor_type.name, tuple(int(d) for d in t.shape)) for t in r.tensors}
    return meta, tensors, tokens, ttypes


converted = pytest.mark.parametrize("name", cm.MODEL_NAMES)


@pytest.mark.llamacpp
@pytest.mark.slow
@converted
def test_metadata_is_the_converters(converted_gguf, name: str) -> None:
    meta, _, tokens, types = _read(converted_gguf(name))
    recipe = cm.RECIPES[name]
    real = recipe.real_config
    arch = "llada" if name in LLADA else "dream"
    assert meta["general.architecture"] == arch
    assert meta["tokenizer.ggml.model"] == "gpt2"
    assert meta["tokenizer.ggml.pre"] == ("bailingmoe" if arch == "llada" else "qwen2")
    assert meta["general.file_type"] == gguf.LlamaFileType.MOSTLY_Q4_K_M
    assert meta[f"{arch}.block_count"] == 2
    assert meta[f"{arch}.embedding_length"] == 256
    assert meta[f"{arch}.feed_forward_length"] == 512
    assert meta[f"{arch}.attention.head_count"] == 4
    assert meta[f"{arch}.attention.head_count_kv"] == (4 if arch == "llada" else 1)
    assert meta[f"{arch}.attention.causal"] is False
    assert meta[f"{arch}.rope.freq_base"] == real["rope_theta"]
    assert meta[f"{arch}.attention.layer_norm_rms_epsilon"] == pytest.approx(real["rms_norm_eps"])
    assert len(tokens) == len(types) == real["vocab_size"]
    assert meta["n_merges"] > 100_000
    assert meta["tokenizer.chat_template"] == recipe.chat_template()
    assert meta["tokenizer.ggml.add_eos_token"] is False
    ids = LLADA_IDS if arch == "llada" else DREAM_IDS
    assert {k: meta[f"tokenizer.ggml.{'padding' if k == 'pad' else k}_token_id"]
            for k in ids} == (ids if name != "diffucoder-7b" else {**ids, "pad": 151667})
    assert "tokenizer.ggml.eot_token_id" not in meta  # the converter writes no end-of-turn key
    texts = LLADA_TEXTS if arch == "llada" else DREAM_TEXTS
    for i, text in texts.items():
        assert (tokens[i], types[i]) == (text, T.CONTROL)
    if arch == "llada":
        assert meta["llada.context_length"] == real["max_sequence_length"] == 4096
        assert meta["llada.vocab_size"] == 126464
        assert meta["llada.rope.dimension_count"] == 64
        assert meta["diffusion.shift_logits"] is False
        # the converter forces BOS although LLaDA's tokenizer_config.json says add_bos_token false
        assert meta["tokenizer.ggml.add_bos_token"] is True
        assert meta["tokenizer.chat_template"].startswith("{% set loop_messages")
        assert tokens[126079] != "" and types[126079] == T.NORMAL
        assert (tokens[126349], types[126349]) == ("[PAD126349]", T.UNUSED)
    else:
        assert meta["dream.context_length"] == real["max_position_embeddings"]
        assert "dream.vocab_size" not in meta and "dream.rope.dimension_count" not in meta
        assert "diffusion.shift_logits" not in meta  # absent: llama.cpp reads it as shifted
        assert meta["tokenizer.ggml.add_bos_token"] is False
        assert (tokens[151657], types[151657]) == ("<tool_call>", T.USER_DEFINED)
        first_pad = 151668 if name == "diffucoder-7b" else 151667
        assert (tokens[first_pad], types[first_pad]) == (f"[PAD{first_pad}]", T.UNUSED)
        if name == "diffucoder-7b":
            assert (tokens[151667], types[151667]) == ("<|dlm_pad|>", T.CONTROL)


@pytest.mark.llamacpp
@pytest.mark.slow
@converted
def test_tensors_are_a_q4_k_m_mix(converted_gguf, name: str) -> None:
    _, tensors, _, _ = _read(converted_gguf(name))
    vocab = cm.RECIPES[name].real_config["vocab_size"]
    assert tensors["token_embd.weight"] == ("Q4_K", (256, vocab))
    assert tensors["output.weight"] == ("Q6_K", (256, vocab))  # untied, as in the real models
    assert tensors["output_norm.weight"][0] == "F32"
    kinds = {t for t, _ in tensors.values()}
    assert kinds == {"Q4_K", "Q6_K", "F32"}
    kv = 256 if name in LLADA else 64
    for b in range(2):
        assert tensors[f"blk.{b}.attn_q.weight"][1] == (256, 256)
        assert tensors[f"blk.{b}.attn_k.weight"][1] == (256, kv)
        assert tensors[f"blk.{b}.ffn_down.weight"][1] == (512, 256)
        for norm in ("attn_norm", "ffn_norm"):
            assert tensors[f"blk.{b}.{norm}.weight"][0] == "F32"
        biases = {f"blk.{b}.attn_{x}.bias" for x in "qkv"}
        if name in LLADA:
            assert not biases & set(tensors)
        else:
            assert all(tensors[n][0] == "F32" for n in biases)
    assert len(tensors) == (3 + 2 * 9 if name in LLADA else 3 + 2 * 12)


@pytest.mark.llamacpp
@pytest.mark.slow
@pytest.mark.parametrize("name", cm.MODEL_NAMES + cm.MOE_MODEL_NAMES)
def test_the_f16_file_is_the_converters_output(converted_gguf, name: str) -> None:
    converted_gguf(name)
    f16 = cm.f16_path(name)
    with open(f16, "rb") as fh:
        assert fh.read(4) == b"GGUF"
    assert f16.stat().st_size > 2 * cm.model_path(name).stat().st_size


@pytest.mark.llamacpp
@pytest.mark.slow
@converted
def test_llama_cpp_loads_the_file(converted_gguf, name: str) -> None:
    path = converted_gguf(name)
    vocab = cm.RECIPES[name].real_config["vocab_size"]
    if name in LLADA:
        text = "<|start_header_id|>user<|end_header_id|>\n\nAdd 12 and 345.<|eot_id|><|mdm_mask|>"
        ids = llamacpp.tokenize(path, text)
        assert ids[0] == 126080  # BOS added: add_bos_token true
        assert ids[1:3] == [126346, 872] and 126348 in ids and ids[-1] == 126336  # 872 "user"
        # bailingmoe splits digits one by one
        digits = llamacpp.tokenize(path, "345", add_bos=False)
        assert len(digits) == 3
    else:
        text = "<|im_start|>user\nAdd 12 and 345.<|im_end|>\n<|mask|>"
        ids = llamacpp.tokenize(path, text)
        assert ids[0] == 151644 and 151645 in ids and ids[-1] == 151666  # no BOS
    logits = llamacpp.llama_logits(path, ids, causal=False)
    assert logits.shape == (len(ids), vocab)
    assert np.isfinite(logits).all()
    assert logits.std() > 0.01
    with pytest.raises(ValueError):  # diffusion archs cannot run causally in llama.cpp
        llamacpp.llama_logits(path, ids[:4], causal=True)
