"""The test model factory: quantizers checked against gguf-py's dequantizers (the oracle),
files read back with `gguf.GGUFReader`, metadata as llama.cpp's converters write it -- for
llada and dream compared key for key with files llama.cpp's own converter wrote
(bench/converted_models.py; the tests marked llamacpp at the end)."""

from __future__ import annotations

import dataclasses
import math
import time
from pathlib import Path

import numpy as np
import pytest
from gguf import GGML_QUANT_SIZES, GGMLQuantizationType, GGUFReader, LlamaFileType, TokenType
from gguf.quants import Q4_K as GgufQ4K

from dllmc.compiler.base.gguf_file import GGUFFile, StringArray
from dllmc.tests import factory as F

Q = GGMLQuantizationType
BLOCK_QUANTS = ("Q4_0", "Q4_1", "Q5_0", "Q5_1", "Q8_0", "Q4_K", "Q5_K", "Q6_K")


def _fields(path: Path) -> tuple[dict[str, object], dict[str, object]]:
    r = GGUFReader(path)
    kv = {k: f.contents() for k, f in r.fields.items() if not k.startswith("GGUF.")}
    return kv, {t.name: t for t in r.tensors}


def _rel_rmse(x: np.ndarray, y: np.ndarray) -> float:
    return float(np.sqrt(np.mean((y - x) ** 2) / np.mean(x**2)))


# ============================================================================ quantization


@pytest.mark.parametrize("qtype", F.QUANT_TYPES)
def test_roundtrip_within_stated_bound(qtype: str) -> None:
    x = np.random.default_rng(11).standard_normal((512, 2048)).astype(np.float32)
    data = F.quantize(x, qtype)
    block, size = GGML_QUANT_SIZES[Q[qtype]]
    assert data.dtype == np.uint8 and data.shape == (512, 2048 // block * size)
    y = F.dequantize(data, qtype, x.shape)
    err = _rel_rmse(x, y)
    assert err <= F.QUANT_RMSE_BOUND[qtype], f"{qtype}: rel rmse {err:.4f}"
    # not trivially loose: within 2x of what the format can do at best
    assert err >= F.QUANT_RMSE_BOUND[qtype] / 2


def test_k_block_sizes() -> None:
    assert GGML_QUANT_SIZES[Q.Q4_K] == (256, 144)
    assert GGML_QUANT_SIZES[Q.Q5_K] == (256, 176)
    assert GGML_QUANT_SIZES[Q.Q6_K] == (256, 210)
    x = np.zeros((3, 512), np.float32)
    assert F.quantize(x, "Q4_K").shape == (3, 288)
    assert F.quantize(x, "Q5_K").shape == (3, 352)
    assert F.quantize(x, "Q6_K").shape == (3, 420)


def _k_steps(data: np.ndarray, qtype: str) -> np.ndarray:
    """Per-element quantization step d * sc, read from the blocks' own scale fields."""
    blocks = data.reshape(-1, GGML_QUANT_SIZES[Q[qtype]][1])
    if qtype == "Q6_K":
        d = blocks[:, 208:210].copy().view(np.float16).astype(np.float32)
        sc = blocks[:, 192:208].copy().view(np.int8).astype(np.float32)
        return np.repeat(np.abs(d * sc), 16, axis=1)
    d = blocks[:, 0:2].copy().view(np.float16).astype(np.float32)
    sc, _ = GgufQ4K.get_scale_min(blocks[:, 4:16].copy())
    return np.repeat(d * sc.astype(np.float32), 32, axis=1)


@pytest.mark.parametrize("qtype", ["Q4_K", "Q5_K", "Q6_K"])
def test_k_quant_max_error_is_half_a_step(qtype: str) -> None:
    rng = np.random.default_rng(5)
    # rows with scales from 1e-3 to 1e3, one all-negative row, one shifted row
    x = rng.standard_normal((64, 1024)).astype(np.float32)
    x *= np.logspace(-3, 3, 64, dtype=np.float32)[:, None]
    x[10] = -np.abs(x[10])
    x[20] += 5.0
    data = F.quantize(x, qtype)
    y = F.dequantize(data, qtype, x.shape)
    step = _k_steps(data, qtype).reshape(x.shape)
    assert np.all(np.abs(y - x) <= 0.5 * step * (1 + 1e-3) + 1e-30)


@pytest.mark.parametrize("qtype", BLOCK_QUANTS)
def test_degenerate_blocks(qtype: str) -> None:
    x = np.zeros((4, 256), np.float32)
    x[1] = 0.25  # constant
    x[2, 7] = -3.0  # one spike
    x[3] = np.linspace(-1.0, 1.0, 256, dtype=np.float32)
    y = F.dequantize(F.quantize(x, qtype), qtype, x.shape)
    assert np.all(np.isfinite(y))
    assert np.array_equal(y[0], np.zeros(256, np.float32))  # zeros stay exact
    assert np.abs(y[1:] - x[1:]).max() <= 0.35 * np.abs(x[1:]).max()


def test_quantize_rejects_bad_row_length() -> None:
    with pytest.raises(ValueError, match="multiple"):
        F.quantize(np.zeros((2, 100), np.float32), "Q4_K")
    with pytest.raises(ValueError, match="unknown quant type"):
        F.quantize(np.zeros((2, 256), np.float32), "Q3_Z")
    with pytest.raises(ValueError, match="not supported"):
        F.quantize(np.zeros((2, 256), np.float32), "Q2_K")


@pytest.mark.parametrize("qtype", BLOCK_QUANTS)
def test_random_blocks_have_requested_distribution(qtype: str) -> None:
    rng = np.random.default_rng(3)
    std = 0.02
    nb = 4096
    data = F.random_blocks(rng, qtype, nb, std)
    block, size = GGML_QUANT_SIZES[Q[qtype]]
    assert data.shape == (nb, size) and data.dtype == np.uint8
    y = F.dequantize(data, qtype, (nb * block,))
    assert np.all(np.isfinite(y))
    assert abs(float(y.std()) / std - 1) < 0.05
    assert abs(float(y.mean())) < 0.02 * std
    if qtype == "Q8_0":
        assert data[:, 2:].view(np.int8).min() >= -127
    if qtype in ("Q4_K", "Q5_K"):
        sc, m = GgufQ4K.get_scale_min(data[:, 4:16].copy())
        assert sc.min() >= 32 and sc.max() <= 63 and np.array_equal(sc, m)
    if qtype == "Q6_K":
        sc = np.abs(data[:, 192:208].view(np.int8).astype(int))
        assert sc.min() >= 64 and sc.max() <= 127


# ============================================================================ configs, types


def test_presets() -> None:
    ll, dr = F.LLADA_8B, F.DREAM_7B
    assert (ll.n_layer, ll.n_embd, ll.n_ff, ll.n_head, ll.n_head_kv, ll.head_dim) == (
        32, 4096, 12288, 32, 32, 128)
    assert (ll.n_vocab, ll.rope_theta, ll.norm_eps, ll.qkv_bias) == (126464, 500000.0, 1e-5, False)
    assert (ll.mask_token_id, ll.bos_token_id, ll.eos_token_id, ll.eot_token_id) == (
        126336, 126080, 126081, 126348)
    assert (dr.n_layer, dr.n_embd, dr.n_ff, dr.n_head, dr.n_head_kv, dr.head_dim) == (
        28, 3584, 18944, 28, 4, 128)
    assert (dr.n_vocab, dr.rope_theta, dr.norm_eps, dr.qkv_bias) == (152064, 1e6, 1e-6, True)
    # Dream's BOS is <|beginoftext|> 151665: its tokenizer's bos_token, which the converter
    # takes over config.json's 151643
    assert (dr.mask_token_id, dr.bos_token_id, dr.eos_token_id) == (151666, 151665, 151643)
    assert dr.token("<|beginoftext|>") == 151665 and dr.pad_token_id == 151643
    assert dr.token("<|im_start|>") == 151644 and dr.token("<|im_end|>") == 151645
    assert ll.token("<|mdm_mask|>") == 126336 and dr.token("<|mask|>") == 151666
    assert ll.token("<|start_header_id|>") == 126346 and ll.token("<|eot_id|>") == 126348
    assert len(ll.special_tokens) == 269 and ll.token("[gMASK]") == 126083
    assert (ll.tokenizer_pre, ll.add_bos, ll.add_eos, ll.shift_logits) == (
        "bailingmoe", True, False, False)
    assert (dr.tokenizer_pre, dr.add_bos, dr.add_eos, dr.shift_logits) == (
        "qwen2", False, False, None)
    assert ll.chat_template.startswith("{% set loop_messages")
    assert "bos_token + content" in ll.chat_template
    assert dr.chat_template == F.qwen25_chat_template("You are a helpful assistant.")
    assert not ll.is_causal and not dr.is_causal
    assert dataclasses.replace(ll, n_layer=2).n_layer == 2


def test_config_validation() -> None:
    with pytest.raises(ValueError, match="architecture"):
        F.tiny("gpt2")
    with pytest.raises(ValueError, match="n_head_kv"):
        F.tiny("llada", n_head_kv=3)
    with pytest.raises(ValueError, match="n_embd"):
        F.tiny("dream", head_dim=32)  # 4 * 32 != 256
    F.tiny("llada", head_dim=32)  # llama-style archs size Q by n_head * head_dim
    with pytest.raises(ValueError, match="mask_token_id"):
        F.tiny("llada", mask_token_id=None)
    with pytest.raises(ValueError, match="n_vocab"):
        dataclasses.replace(F.LLADA_8B, n_vocab=1000)
    assert F.tiny("llada", n_vocab=4096).mask_token_id == 4096 - 12


def test_resolve_types_patterns() -> None:
    cfg = F.tiny("dream", n_layer=1)
    t = F.resolve_types(cfg, {"*": "Q4_K", "output": "Q6_K", "token_embd": "Q8_0",
                              "attn_v": "Q5_0", "*norm*": "F16"})
    assert t["output.weight"] == Q.Q6_K
    assert t["blk.0.attn_output.weight"] == Q.Q4_K  # "output" is not a substring match
    assert t["output_norm.weight"] == Q.F16 and t["blk.0.ffn_norm.weight"] == Q.F16
    assert t["token_embd.weight"] == Q.Q8_0 and t["blk.0.attn_v.weight"] == Q.Q5_0
    assert t["blk.0.attn_v.bias"] == Q.F32  # 1-D: not "*", not "attn_v"
    plain = F.resolve_types(cfg, "Q8_0")
    assert {n for n, q in plain.items() if q == Q.F32} == {
        s.name for s in F.tensor_specs(cfg) if len(s.shape) == 1}
    with pytest.raises(ValueError, match="block size"):
        F.resolve_types(F.tiny("llada", n_ff=320), "Q4_K")  # ffn_down rows of 320


def test_q4_k_m_matches_llama_quant_rule() -> None:
    t = F.resolve_types(F.LLADA_8B, "Q4_K_M")
    six = sorted(i for i in range(32) if t[f"blk.{i}.ffn_down.weight"] == Q.Q6_K)
    assert six == [0, 1, 2, 3, 6, 9, 12, 15, 18, 21, 24, 27, 28, 29, 30, 31]
    assert all(t[f"blk.{i}.attn_v.weight"] == t[f"blk.{i}.ffn_down.weight"] for i in range(32))
    assert t["output.weight"] == Q.Q6_K and t["token_embd.weight"] == Q.Q4_K
    assert t["blk.5.attn_q.weight"] == Q.Q4_K and t["output_norm.weight"] == Q.F32
    tied = F.resolve_types(F.tiny("llama", tied_output=True), "Q4_K_M")
    assert "output.weight" not in tied and tied["token_embd.weight"] == Q.Q6_K


# ============================================================================ tokenizer


def test_vocab_layout() -> None:
    cfg = F.DREAM_7B
    t0 = time.perf_counter()
    tokens, types, merges = F.build_vocab(cfg)
    print(f"\nDream vocabulary built in {time.perf_counter() - t0:.3f} s")
    assert len(tokens) == len(types) == cfg.n_vocab
    assert len(set(tokens)) == len(tokens)  # llama.cpp asserts unique token texts
    byte_syms = F.bytes_to_unicode()
    assert tokens[:256] == list(byte_syms.values()) and tokens[0] == "!" and tokens[188] == "Ā"
    assert set(types[:256]) == {TokenType.NORMAL}
    index = {t: i for i, t in enumerate(tokens)}
    for m in merges:  # every merge joins two tokens into a token that exists
        a, b = m.split(" ")
        assert a in index and b in index and a + b in index
    for word in ("Ġthe", "Ġand", "Ġworld", "Ġfunction", "user", "assistant", "ĊĊ"):
        assert word in index, word
    for st in cfg.special_tokens:
        assert tokens[st.id] == st.text and types[st.id] == st.type
    assert tokens[151666] == "<|mask|>" and types[151666] == TokenType.CONTROL
    assert tokens[151657] == "<tool_call>" and types[151657] == TokenType.USER_DEFINED
    assert tokens[152063] == "[PAD152063]" and types[152063] == TokenType.UNUSED
    assert types[100000] == TokenType.NORMAL
    ll_tokens, _, ll_merges = F.build_vocab(F.LLADA_8B)
    assert ll_tokens[126336] == "<|mdm_mask|>" and ll_tokens[126348] == "<|eot_id|>"
    assert ll_merges == merges  # same learned merges whenever the vocabulary has room


# ============================================================================ files

_EXPECTED_PRE = {"llada": "bailingmoe", "llama": "llama-bpe", "dream": "qwen2", "qwen2": "qwen2"}
_MIXED = {"*": "Q4_K", "output": "Q6_K", "token_embd": "Q8_0", "blk.0.attn_q": "Q4_0",
          "blk.0.attn_k": "Q4_1", "blk.0.attn_v": "Q5_0", "blk.1.attn_v": "Q5_1",
          "blk.0.attn_output": "Q5_K", "blk.1.ffn_up": "F16", "blk.1.ffn_gate": "BF16",
          "blk.1.attn_q": "F32"}


@pytest.mark.parametrize("arch", F.DENSE_ARCHS)
def test_tiny_model_reads_back(arch: str, tmp_path: Path) -> None:
    cfg = F.tiny(arch)
    path = F.write_model(tmp_path / f"{arch}.gguf", cfg, types=_MIXED, seed=7)
    kv, tensors = _fields(path)

    assert kv["general.architecture"] == arch and kv["general.type"] == "model"
    assert kv["general.quantization_version"] == 2
    assert kv["general.file_type"] == LlamaFileType.MOSTLY_Q4_K_S
    assert kv[f"{arch}.block_count"] == 2 and kv[f"{arch}.context_length"] == 2048
    assert kv[f"{arch}.embedding_length"] == 256 and kv[f"{arch}.feed_forward_length"] == 512
    assert kv[f"{arch}.attention.head_count"] == 4
    assert kv[f"{arch}.attention.head_count_kv"] == cfg.n_head_kv
    assert kv[f"{arch}.rope.freq_base"] == pytest.approx(cfg.rope_theta)
    assert kv[f"{arch}.attention.layer_norm_rms_epsilon"] == pytest.approx(cfg.norm_eps)
    # per-architecture keys, as conversion/{llada,dream,llama,qwen}.py write them
    llama_like = arch in ("llada", "llama")
    assert (f"{arch}.vocab_size" in kv) == llama_like
    assert (f"{arch}.rope.dimension_count" in kv) == llama_like
    if llama_like:
        assert kv[f"{arch}.vocab_size"] == 1024 and kv[f"{arch}.rope.dimension_count"] == 64
    diffusion = arch in ("llada", "dream")
    assert kv.get(f"{arch}.attention.causal", True) is (not diffusion)
    assert kv.get("diffusion.shift_logits") is (False if arch == "llada" else None)
    assert f"{arch}.attention.key_length" not in kv  # head_dim * n_head == n_embd
    # tokenizer
    assert kv["tokenizer.ggml.model"] == "gpt2"
    assert kv["tokenizer.ggml.pre"] == _EXPECTED_PRE[arch]
    tokens = kv["tokenizer.ggml.tokens"]
    assert isinstance(tokens, list) and len(tokens) == cfg.n_vocab
    assert len(kv["tokenizer.ggml.token_type"]) == cfg.n_vocab  # type: ignore[arg-type]
    assert len(kv["tokenizer.ggml.merges"]) > 500  # type: ignore[arg-type]
    assert kv["tokenizer.ggml.bos_token_id"] == cfg.bos_token_id
    assert kv["tokenizer.ggml.eos_token_id"] == cfg.eos_token_id
    assert kv.get("tokenizer.ggml.mask_token_id") == cfg.mask_token_id
    assert kv["tokenizer.ggml.add_bos_token"] is cfg.add_bos
    assert kv["tokenizer.ggml.add_bos_token"] is (arch in ("llada", "llama"))
    assert kv.get("tokenizer.ggml.add_eos_token") is (False if diffusion else None)
    assert "tokenizer.ggml.eot_token_id" not in kv  # llama.cpp finds <|eot_id|> by its text
    assert isinstance(kv["general.size_label"], str)
    template = kv["tokenizer.chat_template"]
    assert isinstance(template, str)
    assert ("<|im_start|>" in template) == (arch in ("dream", "qwen2"))
    assert ("<|start_header_id|>" in template) == (arch in ("llada", "llama"))
    if cfg.mask_token_id is not None:
        assert tokens[cfg.mask_token_id] in ("<|mdm_mask|>", "<|mask|>")

    # tensors: names, ggml shapes ne = [K, N], types, data
    specs = F.tensor_specs(cfg)
    qtypes = F.resolve_types(cfg, _MIXED)
    assert list(tensors) == [s.name for s in specs]
    has_bias = {n for n in tensors if n.endswith(".bias")}
    assert has_bias == ({f"blk.{i}.attn_{p}.bias" for i in range(2) for p in "qkv"}
                        if arch in ("dream", "qwen2") else set())
    kv_dim = cfg.n_head_kv * cfg.head_dim
    assert list(tensors["blk.0.attn_k.weight"].shape) == [256, kv_dim]
    assert list(tensors["blk.1.ffn_down.weight"].shape) == [512, 256]
    assert list(tensors["token_embd.weight"].shape) == [256, 1024]
    assert list(tensors["output_norm.weight"].shape) == [256]
    for s in specs:
        t = tensors[s.name]
        assert t.tensor_type == qtypes[s.name], s.name
        assert list(t.shape) == list(reversed(s.shape)), s.name
        assert t.n_elements == s.n_elements
        y = F.dequantize(np.asarray(t.data), t.tensor_type, s.shape)
        assert np.all(np.isfinite(y))
        n = s.n_elements  # 4-sigma sampling tolerances, plus quantization error for std
        assert abs(float(y.mean()) - s.mean) < 4 * s.std / math.sqrt(n), s.name
        assert abs(float(y.std()) / s.std - 1) < 0.12 + 4 / math.sqrt(2 * n), s.name
    assert np.array_equal(np.asarray(tensors["blk.0.attn_q.weight"].data).reshape(-1),
                          F.tensor_data(specs[2], "Q4_0", seed=7).reshape(-1))


def test_matrix_scales(tmp_path: Path) -> None:
    cfg = F.tiny("llada", n_layer=1, n_ff=1024)
    path = F.write_model(tmp_path / "m.gguf", cfg, types="F32", seed=1)
    _, tensors = _fields(path)

    def std(name: str) -> float:
        return float(np.asarray(tensors[name].data).std())

    assert std("blk.0.attn_q.weight") == pytest.approx(1 / math.sqrt(256), rel=0.02)
    assert std("blk.0.ffn_down.weight") == pytest.approx(1 / math.sqrt(1024), rel=0.02)
    assert std("output.weight") == pytest.approx(3 / math.sqrt(256), rel=0.02)
    assert std("token_embd.weight") == pytest.approx(1.0, rel=0.02)
    norm = np.asarray(tensors["blk.0.attn_norm.weight"].data)
    assert norm.mean() == pytest.approx(1.0, abs=0.02) and norm.std() == pytest.approx(0.1, rel=0.2)


def test_tied_output_and_head_dim(tmp_path: Path) -> None:
    cfg = F.tiny("llama", tied_output=True, n_head=8, head_dim=64)  # 8 * 64 != 256
    path = F.write_model(tmp_path / "t.gguf", cfg, types="Q8_0")
    kv, tensors = _fields(path)
    assert "output.weight" not in tensors and "token_embd.weight" in tensors
    assert kv["llama.attention.key_length"] == 64 and kv["llama.attention.value_length"] == 64
    assert list(tensors["blk.0.attn_q.weight"].shape) == [256, 512]
    assert list(tensors["blk.0.attn_output.weight"].shape) == [512, 256]
    assert "llama.attention.causal" not in kv


def test_q4_k_m_file_type_and_fill_modes(tmp_path: Path) -> None:
    cfg = F.tiny("dream", n_layer=1)
    a = F.write_model(tmp_path / "a.gguf", cfg, types="Q4_K_M", seed=3, fill="quantize")
    b = F.write_model(tmp_path / "b.gguf", cfg, types="Q4_K_M", seed=3, fill="random-blocks")
    c = F.write_model(tmp_path / "c.gguf", cfg, types="Q4_K_M", seed=3, fill="quantize")
    d = F.write_model(tmp_path / "d.gguf", cfg, types="Q4_K_M", seed=4, fill="quantize")
    assert a.read_bytes() == c.read_bytes()  # deterministic
    assert a.read_bytes() != d.read_bytes() and a.read_bytes() != b.read_bytes()
    assert a.stat().st_size == b.stat().st_size
    kv, tensors = _fields(b)
    assert kv["general.file_type"] == LlamaFileType.MOSTLY_Q4_K_M
    out = tensors["output.weight"]
    y = F.dequantize(np.asarray(out.data), out.tensor_type, (1024, 256))
    assert float(y.std()) == pytest.approx(3 / 16, rel=0.05)
    with pytest.raises(ValueError, match="fill"):
        F.write_model(tmp_path / "e.gguf", cfg, fill="zeros")  # type: ignore[arg-type]
    assert not (tmp_path / "e.gguf").exists()


def test_tensor_data_independent_of_other_tensors() -> None:
    one = F.tensor_specs(F.tiny("qwen2", n_layer=1))
    three = F.tensor_specs(F.tiny("qwen2", n_layer=3))
    spec = next(s for s in one if s.name == "blk.0.ffn_up.weight")
    assert spec in three
    assert np.array_equal(F.tensor_data(spec, "Q5_K", seed=2), F.tensor_data(spec, "Q5_K", seed=2))
    assert not np.array_equal(F.tensor_data(spec, "Q5_K", seed=2),
                              F.tensor_data(spec, "Q5_K", seed=3))


# ============================================================================ full width


def _write_full(tmp_path: Path, preset: F.ModelConfig, n_layer: int) -> tuple[Path, float]:
    cfg = dataclasses.replace(preset, n_layer=n_layer)
    t0 = time.perf_counter()
    path = F.write_model(tmp_path / f"{cfg.arch}-{n_layer}L.gguf", cfg, types="Q4_K_M", seed=0)
    dt = time.perf_counter() - t0
    print(f"\n{cfg.arch} full width, {n_layer} layer(s), Q4_K_M: "
          f"{path.stat().st_size / 1e9:.2f} GB in {dt:.1f} s")
    return path, dt


@pytest.mark.slow
@pytest.mark.parametrize("preset", [F.LLADA_8B, F.DREAM_7B], ids=["llada-8b", "dream-7b"])
def test_full_width_one_layer(preset: F.ModelConfig, tmp_path: Path) -> None:
    path, dt = _write_full(tmp_path, preset, 1)
    assert dt < 60
    kv, tensors = _fields(path)
    arch = preset.arch
    assert kv[f"{arch}.block_count"] == 1
    assert kv[f"{arch}.embedding_length"] == preset.n_embd
    assert len(kv["tokenizer.ggml.tokens"]) == preset.n_vocab  # type: ignore[arg-type]
    assert list(tensors["token_embd.weight"].shape) == [preset.n_embd, preset.n_vocab]
    assert list(tensors["blk.0.ffn_down.weight"].shape) == [preset.n_ff, preset.n_embd]
    assert tensors["blk.0.ffn_down.weight"].tensor_type == Q.Q6_K  # use_more_bits(0, 1)
    assert tensors["output.weight"].tensor_type == Q.Q6_K
    assert tensors["token_embd.weight"].tensor_type == Q.Q4_K
    cfg = dataclasses.replace(preset, n_layer=1)
    qtypes = F.resolve_types(cfg, "Q4_K_M")
    expected = sum(s.n_elements // GGML_QUANT_SIZES[qtypes[s.name]][0]
                   * GGML_QUANT_SIZES[qtypes[s.name]][1] for s in F.tensor_specs(cfg))
    assert sum(int(t.n_bytes) for t in tensors.values()) == expected
    # sample the data: embedding rows ~N(0, 1), output rows ~N(0, 9 / n_embd)
    emb = tensors["token_embd.weight"]
    rows = np.asarray(emb.data)[:64]
    y = F.dequantize(rows, emb.tensor_type, (64, preset.n_embd))
    assert float(y.std()) == pytest.approx(1.0, rel=0.05)
    out = tensors["output.weight"]
    y = F.dequantize(np.asarray(out.data)[-64:], out.tensor_type, (64, preset.n_embd))
    assert float(y.std()) == pytest.approx(3 / math.sqrt(preset.n_embd), rel=0.05)
    path.unlink()  # ~1 GB; pytest keeps the last three runs' tmp dirs


@pytest.mark.slow
def test_full_width_llada_two_layers_is_fast(tmp_path: Path) -> None:
    path, dt = _write_full(tmp_path, F.LLADA_8B, 2)
    path.unlink()
    assert dt < 60


# ============================================================================ the converter

# The truth for llada / dream metadata: llama.cpp's own convert_hf_to_gguf.py run on synthetic
# checkpoints of the real models, then llama-quantize Q4_K_M (bench/converted_models.py; the
# real configs reduced to 2 layers of width 256, the real vocabulary sizes and special ids kept).
CONVERTED = {"llada-8b-instruct": "llada", "llada-1.5": "llada", "dream-v0-instruct-7b": "dream",
             "dream-coder-7b": "dream", "diffucoder-7b": "dream"}
# Deliberately not compared by value (the keys are compared):
# - names the converter derives from the checkpoint's folder name ("LLaDA 8B Instruct",
#   finetune "8b-Instruct", ...); the factory names its files as factory files, and dllmc's
#   family detection reads general.name, so a tiny model must not claim a real model's name;
NAMING_KEYS = frozenset({"general.name", "general.version", "general.finetune",
                         "general.basename"})
# - the vocabulary's content: the converted files carry Qwen2's byte-level BPE (LLaDA's own
#   126k vocabulary is not reachable), the factory a small synthetic one.  Compared instead:
#   the token count, every token type, and every token text from the first added token up.
VOCAB_KEYS = frozenset({"tokenizer.ggml.tokens", "tokenizer.ggml.merges"})
# - for tiny(): the sizes (widths, layer count, context length, vocabulary size), which are
#   tiny's own, and general.size_label, which follows them.
SIZE_KEYS = frozenset({"block_count", "context_length", "embedding_length", "feed_forward_length",
                       "attention.head_count", "attention.head_count_kv", "vocab_size",
                       "rope.dimension_count"})
ID_KEYS = frozenset({"tokenizer.ggml.bos_token_id", "tokenizer.ggml.eos_token_id",
                     "tokenizer.ggml.padding_token_id", "tokenizer.ggml.mask_token_id"})


def _gguf(path: Path) -> GGUFFile:
    """dllmc's header parser (checked against gguf.GGUFReader in tests/test_gguf_file.py): a
    fraction of a second where GGUFReader takes ~10 s on a 150k-token vocabulary."""
    return GGUFFile.open(path)


def _value_type(f: GGUFFile, key: str) -> tuple[str, str | None]:
    v = f.kv[key]
    sub = "STRING" if isinstance(v, StringArray) else str(v.dtype) if isinstance(v, np.ndarray) \
        else None
    return f.kv_types[key].name, sub


def _same_value(a: object, b: object) -> bool:
    if isinstance(a, np.ndarray) or isinstance(b, np.ndarray):
        return np.array_equal(np.asarray(a), np.asarray(b))
    if isinstance(a, StringArray) or isinstance(b, StringArray):
        return list(a) == list(b)  # type: ignore[call-overload]
    return a == b


def _preset_for(name: str) -> F.ModelConfig:
    """The factory's preset for the converted model `name`, at the widths of the reduced config
    the converter ran on (`hf_config`), with that model's own differences from the preset."""
    from dllmc.bench import converted_models as cm

    hf = cm.hf_config(name)
    if CONVERTED[name] == "llada":
        preset = F.LLADA_8B
        hidden, heads = hf["d_model"], hf["n_heads"]
        widths = dict(n_layer=hf["n_layers"], n_ff=hf["mlp_hidden_size"],
                      n_head_kv=hf["n_kv_heads"], n_ctx=hf["max_sequence_length"])
    else:
        preset = F.DREAM_7B
        hidden, heads = hf["hidden_size"], hf["num_attention_heads"]
        widths = dict(n_layer=hf["num_hidden_layers"], n_ff=hf["intermediate_size"],
                      n_head_kv=hf["num_key_value_heads"], n_ctx=hf["max_position_embeddings"])
    # what does not depend on the reduction, the preset must already say
    assert preset.n_vocab == hf["vocab_size"] and preset.rope_theta == hf["rope_theta"]
    assert preset.norm_eps == hf["rms_norm_eps"] and preset.mask_token_id == hf["mask_token_id"]
    assert preset.eos_token_id == hf["eos_token_id"] and not preset.tied_output
    cfg = dataclasses.replace(preset, n_embd=hidden, n_head=heads, head_dim=hidden // heads,
                              **widths)
    if name == "llada-1.5":  # the converter names it by version, not finetune
        cfg = dataclasses.replace(cfg, finetune=None, version="1.5")
    elif name == "dream-coder-7b":  # Qwen2.5-Coder's template keeps Qwen's system prompt
        cfg = dataclasses.replace(cfg, chat_template=F.qwen25_chat_template())
    elif name == "diffucoder-7b":  # its tokenizer's pad is <|dlm_pad|>, added after <|mask|>
        cfg = dataclasses.replace(cfg, pad_token_id=151667, special_tokens=(
            *cfg.special_tokens, F.SpecialToken(151667, "<|dlm_pad|>")))
    return cfg


def _first_special(f: GGUFFile) -> int:
    types = np.asarray(f.kv["tokenizer.ggml.token_type"])
    return int(np.flatnonzero(types != TokenType.NORMAL)[0])


@pytest.mark.llamacpp
@pytest.mark.parametrize("name", list(CONVERTED))
def test_presets_write_what_the_converter_writes(converted_gguf, name: str,
                                                 tmp_path: Path) -> None:
    """LLADA_8B / DREAM_7B at the converter's reduced widths, Q4_K_M, against the converted file:
    the same keys with the same value types; every value equal but the naming keys and the
    vocabulary's content (see NAMING_KEYS, VOCAB_KEYS); the same tensors, shapes and types."""
    theirs = _gguf(converted_gguf(name))
    cfg = _preset_for(name)
    t0 = time.perf_counter()
    ours = _gguf(F.write_model(tmp_path / f"{name}.gguf", cfg, types="Q4_K_M"))
    print(f"\n{name}: factory file written in {time.perf_counter() - t0:.1f} s")

    assert set(ours.kv) == set(theirs.kv), (set(ours.kv) ^ set(theirs.kv))
    for key in theirs.kv:
        assert _value_type(ours, key) == _value_type(theirs, key), key
        if key not in NAMING_KEYS | VOCAB_KEYS:
            assert _same_value(ours.kv[key], theirs.kv[key]), key
    # the vocabulary: same size, same types everywhere, same texts from the first added token up
    first = _first_special(theirs)
    assert _first_special(ours) == first
    a, b = ours.kv["tokenizer.ggml.tokens"], theirs.kv["tokenizer.ggml.tokens"]
    assert len(a) == len(b)
    assert [a[i] for i in range(first, len(a))] == [b[i] for i in range(first, len(b))]
    assert len(ours.kv["tokenizer.ggml.merges"]) > 500
    # tensors (file order aside): untied output, Q/K/V biases for dream, llama-quantize's mix
    mine = {n: (t.ggml_type.name, t.ne) for n, t in ours.tensors.items()}
    real = {n: (t.ggml_type.name, t.ne) for n, t in theirs.tensors.items()}
    assert mine == real, (set(mine.items()) ^ set(real.items()))


@pytest.mark.llamacpp
@pytest.mark.parametrize("arch", ["llada", "dream"])
def test_tiny_models_write_what_the_converter_writes(converted_gguf, arch: str,
                                                     tmp_path: Path) -> None:
    """tiny(arch), the suite's everyday model, against the converted file of its family: the same
    keys with the same value types; every value equal but the naming keys, the vocabulary's
    content and what follows the sizes (SIZE_KEYS, general.size_label); the special ids, which
    follow the vocabulary size, name the same texts; the same tensors and Q4_K_M types."""
    theirs = _gguf(converted_gguf("llada-8b-instruct" if arch == "llada" else "dream-v0-instruct-7b"))
    cfg = F.tiny(arch)
    ours = _gguf(F.write_model(tmp_path / f"{arch}.gguf", cfg, types="Q4_K_M"))

    assert set(ours.kv) == set(theirs.kv), (set(ours.kv) ^ set(theirs.kv))
    sized = {f"{arch}.{k}" for k in SIZE_KEYS} | {"general.size_label"}
    a, b = ours.kv["tokenizer.ggml.tokens"], theirs.kv["tokenizer.ggml.tokens"]
    for key in theirs.kv:
        assert _value_type(ours, key) == _value_type(theirs, key), key
        if key in ID_KEYS:
            assert a[ours.kv[key]] == b[theirs.kv[key]], key
        elif key == "tokenizer.ggml.token_type":
            types_a, types_b = np.asarray(ours.kv[key]), np.asarray(theirs.kv[key])
            # every added token of the tiny vocabulary is one of the real ones, typed alike
            real = {b[i]: int(types_b[i]) for i in range(_first_special(theirs), len(b))}
            for st in cfg.special_tokens:
                assert real[st.text] == int(types_a[st.id]) == st.type, st.text
        elif key not in NAMING_KEYS | VOCAB_KEYS | sized:
            assert _same_value(ours.kv[key], theirs.kv[key]), key
    mine = {n: t.ggml_type.name for n, t in ours.tensors.items()}
    real = {n: t.ggml_type.name for n, t in theirs.tensors.items()}
    assert mine == real, (set(mine.items()) ^ set(real.items()))


@pytest.mark.parametrize("arch", F.MOE_ARCHS)
def test_tiny_moe_model_reads_back(arch: str, tmp_path: Path) -> None:
    """The experts as llama.cpp loads them (docs/moe-notes.md): counts, the 3-D stacks in ggml's
    {n_embd, n_ff_exp, n_expert} order, an F32 router in Q4_K_M, Q/K norms per head (olmoe:
    whole width), causal off for the diffusion ones."""
    cfg = F.tiny(arch)
    path = F.write_model(tmp_path / f"{arch}.gguf", cfg, types="Q4_K_M", seed=7)
    kv, read = _fields(path)
    tensors = {n: (t.tensor_type.name, tuple(int(d) for d in reversed(t.shape)))
               for n, t in read.items()}  # NumPy order
    assert kv["general.architecture"] == arch
    assert kv[f"{arch}.expert_count"] == 16 and kv[f"{arch}.expert_used_count"] == 4
    assert kv.get(f"{arch}.expert_feed_forward_length") == (None if arch == "olmoe" else 256)
    assert kv.get(f"{arch}.attention.causal", True) is (arch in ("qwen3moe", "olmoe",
                                                                   "bailingmoe2"))
    assert kv.get("diffusion.shift_logits") is (False if arch in ("llada-moe", "llada2")
                                                else None)
    name, shape = "blk.1.ffn_gate_exps.weight", (16, 256, 256)
    assert tensors[name] == ("Q4_K", shape)
    assert tensors["blk.1.ffn_down_exps.weight"][1] == (16, 256, 256)
    assert tensors["blk.1.ffn_gate_inp.weight"] == ("F32", (16, 256))
    q_norm = cfg.n_embd_q if arch == "olmoe" else cfg.head_dim
    assert tensors["blk.0.attn_q_norm.weight"] == ("F32", (q_norm,))
    # bailingmoe2 / llada2: layer 0 dense (leading_dense_block_count 1), Q/K/V fused
    bailing = arch in F.BAILING_ARCHS
    assert ("blk.0.ffn_gate.weight" in tensors) is bailing
    assert ("blk.0.attn_qkv.weight" in tensors) is bailing
    if bailing:
        assert kv[f"{arch}.leading_dense_block_count"] == 1
        assert kv[f"{arch}.rope.dimension_count"] == 64
        assert tensors["blk.1.exp_probs_b.bias"] == ("F32", (16,))
