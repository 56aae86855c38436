"""Unit tests of the NumPy reference (tests/reference.py), with hand-checkable numbers.

They need no llama.cpp: tiny F32 (and one Q8_0) GGUF files are written here with
`gguf.GGUFWriter`, so these tests do not depend on the model factory either."""

from __future__ import annotations

import math
from pathlib import Path

import numpy as np
import pytest
from gguf import GGMLQuantizationType, GGUFWriter
from gguf.quants import dequantize, quantize

from dllmc.tests.reference import ReferenceModel, attention, reference_logits, rms_norm, rope

# ----------------------------------------------------------------------------- tiny GGUFs

N_EMBD, N_HEAD, N_HEAD_KV, HEAD_DIM, N_FF, N_VOCAB, N_LAYER = 32, 4, 2, 8, 64, 64, 2
IDS = [3, 17, 5, 60, 22, 9, 41, 0, 33, 12]


def tiny_weights(seed: int = 0, *, n_head_kv: int = N_HEAD_KV, qkv_bias: bool = False,
                 tied: bool = True) -> dict[str, np.ndarray]:
    """Random weights, NumPy shapes (N, K) as the reference reads them."""
    rng = np.random.default_rng(seed)
    r = lambda *shape, s=0.3: (rng.standard_normal(shape) * s).astype(np.float32)  # noqa: E731
    kv = n_head_kv * HEAD_DIM
    w = {"token_embd.weight": r(N_VOCAB, N_EMBD, s=1.0),
         "output_norm.weight": 1.0 + r(N_EMBD, s=0.1)}
    if not tied:
        w["output.weight"] = r(N_VOCAB, N_EMBD)
    for il in range(N_LAYER):
        p = f"blk.{il}."
        w |= {p + "attn_norm.weight": 1.0 + r(N_EMBD, s=0.1),
              p + "attn_q.weight": r(N_HEAD * HEAD_DIM, N_EMBD),
              p + "attn_k.weight": r(kv, N_EMBD),
              p + "attn_v.weight": r(kv, N_EMBD),
              p + "attn_output.weight": r(N_EMBD, N_HEAD * HEAD_DIM),
              p + "ffn_norm.weight": 1.0 + r(N_EMBD, s=0.1),
              p + "ffn_gate.weight": r(N_FF, N_EMBD),
              p + "ffn_up.weight": r(N_FF, N_EMBD),
              p + "ffn_down.weight": r(N_EMBD, N_FF)}
        if qkv_bias:
            w |= {p + "attn_q.bias": r(N_HEAD * HEAD_DIM), p + "attn_k.bias": r(kv),
                  p + "attn_v.bias": r(kv)}
    return w


def write_gguf(path: Path, arch: str, weights: dict[str, np.ndarray], *,
               n_head_kv: int = N_HEAD_KV, extra: dict[str, object] | None = None,
               quant: dict[str, GGMLQuantizationType] | None = None) -> Path:
    wr = GGUFWriter(path, arch)
    wr.add_uint32(f"{arch}.block_count", N_LAYER)
    wr.add_uint32(f"{arch}.embedding_length", N_EMBD)
    wr.add_uint32(f"{arch}.feed_forward_length", N_FF)
    wr.add_uint32(f"{arch}.attention.head_count", N_HEAD)
    wr.add_uint32(f"{arch}.attention.head_count_kv", n_head_kv)
    wr.add_float32(f"{arch}.attention.layer_norm_rms_epsilon", 1e-5)
    wr.add_float32(f"{arch}.rope.freq_base", 10000.0)
    for key, value in (extra or {}).items():
        if isinstance(value, bool):
            wr.add_bool(key, value)
        else:
            wr.add_float32(key, float(value))  # type: ignore[arg-type]
    for name, w in weights.items():
        qtype = (quant or {}).get(name)
        if qtype is None:
            wr.add_tensor(name, w)
        else:
            wr.add_tensor(name, quantize(w, qtype), raw_dtype=qtype)
    wr.write_header_to_file()
    wr.write_kv_data_to_file()
    wr.write_tensors_to_file()
    wr.close()
    return path


@pytest.fixture
def llama_path(tmp_path: Path) -> Path:
    return write_gguf(tmp_path / "llama.gguf", "llama", tiny_weights())


# ----------------------------------------------------------------------------- the pieces


def test_rms_norm_by_hand() -> None:
    # rms([3, 4]) = sqrt(12.5) = 3.5355…; [3, 4] / 3.5355 * [1, 2] = [0.8485, 2.2627]
    out = rms_norm(np.array([[3.0, 4.0]], np.float32), np.array([1.0, 2.0], np.float32), 0.0)
    np.testing.assert_allclose(out, [[0.848528, 2.262742]], rtol=1e-6)
    # eps is added to the mean square: [1, 1] with eps 3 → 1 / sqrt(4) = 0.5
    out = rms_norm(np.ones((1, 2), np.float32), np.ones(2, np.float32), 3.0)
    np.testing.assert_allclose(out, [[0.5, 0.5]], rtol=1e-7)


def test_rope_by_hand() -> None:
    # n_rot 4, base 10000: pair 0 turns by pos·1 rad, pair 1 by pos·0.01 rad.
    x = np.array([[[1.0, 0.0, 1.0, 0.0]]], np.float32)
    c1, s1, c01, s01 = math.cos(1), math.sin(1), math.cos(0.01), math.sin(0.01)
    norm = rope(x, np.array([1]), n_rot=4, base=10000.0, neox=False)  # pairs (0,1), (2,3)
    np.testing.assert_allclose(norm[0, 0], [c1, s1, c01, s01], rtol=1e-6)
    neox = rope(x, np.array([1]), n_rot=4, base=10000.0, neox=True)  # pairs (0,2), (1,3)
    np.testing.assert_allclose(neox[0, 0], [c1 - s1, 0.0, s1 + c1, 0.0], atol=1e-6)
    # position 0 is the identity; linear scaling 0.5 at position 2 = position 1
    np.testing.assert_array_equal(rope(x, np.array([0]), n_rot=4, base=1e4, neox=False), x)
    half = rope(x, np.array([2]), n_rot=4, base=1e4, neox=False, freq_scale=0.5)
    np.testing.assert_allclose(half, norm, rtol=1e-6)


@pytest.mark.parametrize("neox", [False, True])
def test_rope_matches_complex_rotation(neox: bool) -> None:
    """RoPE as multiplication of complex numbers by e^{iθ}, written independently."""
    rng = np.random.default_rng(1)
    n, heads, d, n_rot, base = 7, 3, 12, 8, 500.0
    x = rng.standard_normal((n, heads, d)).astype(np.float32)
    pos = np.array([0, 1, 2, 5, 11, 40, 1000])
    if neox:  # pair i with i + n_rot/2
        z = x[..., : n_rot // 2] + 1j * x[..., n_rot // 2 : n_rot]
    else:  # pair 2i with 2i+1
        z = x[..., 0:n_rot:2] + 1j * x[..., 1:n_rot:2]
    freqs = np.array([base ** (-2 * i / n_rot) for i in range(n_rot // 2)])
    z = z * np.exp(1j * np.outer(pos, freqs))[:, None, :]
    want = x.astype(np.float64).copy()
    if neox:
        want[..., : n_rot // 2], want[..., n_rot // 2 : n_rot] = z.real, z.imag
    else:
        want[..., 0:n_rot:2], want[..., 1:n_rot:2] = z.real, z.imag
    got = rope(x, pos, n_rot=n_rot, base=base, neox=neox)
    np.testing.assert_allclose(got, want, atol=2e-6)
    np.testing.assert_array_equal(got[..., n_rot:], x[..., n_rot:])  # partial rotation


def test_rope_scores_depend_on_relative_position() -> None:
    rng = np.random.default_rng(2)
    q, k = rng.standard_normal((2, 1, 1, 16)).astype(np.float32)
    dot = lambda pq, pk: float(  # noqa: E731
        rope(q, np.array([pq]), n_rot=16, base=1e4, neox=True)[0, 0]
        @ rope(k, np.array([pk]), n_rot=16, base=1e4, neox=True)[0, 0])
    assert dot(3, 1) == pytest.approx(dot(10, 8), abs=1e-5)
    assert dot(3, 1) != pytest.approx(dot(3, 2), abs=1e-3)


def test_attention_by_hand() -> None:
    # q = 0 → uniform weights: causal gives running means, bidirectional the global mean.
    q = np.zeros((3, 1, 2), np.float32)
    k = np.ones((3, 1, 2), np.float32)
    v = np.array([1.0, 3.0, 5.0], np.float32).reshape(3, 1, 1).repeat(2, axis=2)
    np.testing.assert_allclose(attention(q, k, v, causal=True)[:, 0, 0], [1, 2, 3], rtol=1e-6)
    np.testing.assert_allclose(attention(q, k, v, causal=False)[:, 0, 0], [3, 3, 3], rtol=1e-6)
    # one key with score ln(3) above the other gets weight 3/4 (scale 1/sqrt(d) = 1/sqrt(2))
    q = np.array([[[math.log(3) * math.sqrt(2), 0.0]]] * 2, np.float32)
    k = np.array([[[1.0, 0.0]], [[0.0, 0.0]]], np.float32)
    v = np.array([[[4.0, 0.0]], [[0.0, 8.0]]], np.float32)
    np.testing.assert_allclose(attention(q, k, v, causal=False)[0, 0], [3.0, 2.0], rtol=1e-6)


def test_attention_gqa_equals_repeated_heads() -> None:
    rng = np.random.default_rng(3)
    q = rng.standard_normal((5, 6, 4)).astype(np.float32)
    k, v = rng.standard_normal((2, 5, 2, 4)).astype(np.float32)
    gqa = attention(q, k, v, causal=True)
    # query heads 0,1,2 read kv head 0; heads 3,4,5 read kv head 1
    full = attention(q, k[:, [0, 0, 0, 1, 1, 1]], v[:, [0, 0, 0, 1, 1, 1]], causal=True)
    np.testing.assert_array_equal(gqa, full)


# ----------------------------------------------------------------------------- the model


def test_identity_layers_by_hand(tmp_path: Path) -> None:
    """With every projection zero each block is the identity, so
    logits = rms_norm(e_tok) · output rows: e = [3, 4], output row [3, 4] → 5·sqrt(2)."""
    w = {k: np.zeros_like(v) if "norm" not in k else np.ones_like(v)
         for k, v in tiny_weights().items()}
    emb = np.zeros((N_VOCAB, N_EMBD), np.float32)
    emb[7, :2] = [3.0, 4.0]
    emb[8, :2] = [1.0, 0.0]
    w["token_embd.weight"] = emb
    path = write_gguf(tmp_path / "id.gguf", "llama", w)
    # rms over 32 dims: sqrt(25/32); normed e7 = [3, 4] · sqrt(32)/5
    logits = reference_logits(path, [7])
    scale = math.sqrt(N_EMBD) / 5.0
    assert logits.shape == (1, N_VOCAB)
    assert logits[0, 7] == pytest.approx(25 * scale, rel=1e-5)
    assert logits[0, 8] == pytest.approx(3 * scale, rel=1e-5)
    assert logits[0, 0] == 0.0


def test_hparams_and_default_causality(tmp_path: Path) -> None:
    w = tiny_weights()
    hp = ReferenceModel(write_gguf(tmp_path / "a.gguf", "llama", w)).hp
    assert (hp.n_layer, hp.n_head, hp.n_head_kv, hp.head_dim, hp.n_rot, hp.n_vocab) == (
        N_LAYER, N_HEAD, N_HEAD_KV, HEAD_DIM, HEAD_DIM, N_VOCAB)
    assert hp.causal and not hp.neox
    assert not ReferenceModel(write_gguf(tmp_path / "b.gguf", "llada", w)).hp.causal
    assert ReferenceModel(write_gguf(tmp_path / "c.gguf", "qwen2", w)).hp.neox
    dream = ReferenceModel(write_gguf(tmp_path / "d.gguf", "dream", w)).hp
    assert dream.neox and not dream.causal
    # llama honours <arch>.attention.causal; llada is bidirectional whatever the key says
    off = write_gguf(tmp_path / "e.gguf", "llama", w, extra={"llama.attention.causal": False})
    assert not ReferenceModel(off).hp.causal
    on = write_gguf(tmp_path / "f.gguf", "llada", w, extra={"llada.attention.causal": True})
    assert not ReferenceModel(on).hp.causal


def test_causal_mask(llama_path: Path) -> None:
    full = reference_logits(llama_path, IDS)
    prefix = reference_logits(llama_path, IDS[:4])
    np.testing.assert_allclose(prefix, full[:4], rtol=1e-5, atol=1e-5)
    bidir = reference_logits(llama_path, IDS, causal=False)
    # with two layers every row differs (even the last: layer 1 reads other rows' states)
    assert np.abs(bidir - full).max(axis=1).min() > 1e-2
    # bidirectional: a prefix is not the first rows of the whole
    bidir_prefix = reference_logits(llama_path, IDS[:4], causal=False)
    assert np.abs(bidir_prefix - bidir[:4]).max() > 1e-2


def test_rows_and_default_causality_of_diffusion_archs(tmp_path: Path) -> None:
    w = tiny_weights()
    llama = write_gguf(tmp_path / "llama.gguf", "llama", w)
    llada = write_gguf(tmp_path / "llada.gguf", "llada", w)
    full = reference_logits(llada, IDS)
    np.testing.assert_allclose(full, reference_logits(llama, IDS, causal=False), rtol=1e-6)
    np.testing.assert_allclose(reference_logits(llada, IDS, causal=True),
                               reference_logits(llama, IDS), rtol=1e-6)
    rows = [7, 2, 2]
    np.testing.assert_allclose(reference_logits(llada, IDS, rows=rows), full[rows],
                               rtol=1e-5, atol=1e-5)


def test_gqa_model_equals_duplicated_kv_heads(tmp_path: Path) -> None:
    w = tiny_weights(qkv_bias=True)
    dup = dict(w)
    group = N_HEAD // N_HEAD_KV
    for il in range(N_LAYER):
        for t in ("attn_k.weight", "attn_v.weight", "attn_k.bias", "attn_v.bias"):
            name = f"blk.{il}.{t}"
            heads = w[name].reshape(N_HEAD_KV, HEAD_DIM, -1)
            dup[name] = np.repeat(heads, group, axis=0).reshape(-1, *w[name].shape[1:])
    gqa = reference_logits(write_gguf(tmp_path / "g.gguf", "qwen2", w), IDS)
    mha = reference_logits(write_gguf(tmp_path / "m.gguf", "qwen2", dup, n_head_kv=N_HEAD), IDS)
    np.testing.assert_allclose(gqa, mha, rtol=1e-5, atol=1e-5)


def test_norm_rope_equals_neox_rope_on_permuted_rows(tmp_path: Path) -> None:
    """llama (NORM) with Q/K rows of each head in order 0..d-1 equals qwen2 (NEOX) with those
    rows reordered [0, 2, 4, …, 1, 3, 5, …]: the two RoPE styles differ only in the pairing."""
    w = tiny_weights()
    perm = np.r_[0:HEAD_DIM:2, 1:HEAD_DIM:2]
    neox = dict(w)
    for il in range(N_LAYER):
        for t, heads in (("attn_q.weight", N_HEAD), ("attn_k.weight", N_HEAD_KV)):
            name = f"blk.{il}.{t}"
            neox[name] = w[name].reshape(heads, HEAD_DIM, N_EMBD)[:, perm].reshape(-1, N_EMBD)
    a = reference_logits(write_gguf(tmp_path / "l.gguf", "llama", w), IDS)
    b = reference_logits(write_gguf(tmp_path / "q.gguf", "qwen2", neox), IDS)
    np.testing.assert_allclose(a, b, rtol=1e-5, atol=1e-5)
    # and without the permutation the styles really differ
    c = reference_logits(write_gguf(tmp_path / "q2.gguf", "qwen2", w), IDS)
    assert np.abs(a - c).max() > 1e-2


def test_qkv_bias_applied(tmp_path: Path) -> None:
    with_bias = tiny_weights(qkv_bias=True)
    without = {k: v for k, v in with_bias.items() if not k.endswith(".bias")}
    a = reference_logits(write_gguf(tmp_path / "b.gguf", "dream", with_bias), IDS)
    b = reference_logits(write_gguf(tmp_path / "n.gguf", "dream", without), IDS)
    assert np.abs(a - b).max() > 1e-2


def test_tied_output_uses_token_embd(tmp_path: Path) -> None:
    tied = tiny_weights()
    untied = tied | {"output.weight": tied["token_embd.weight"].copy()}
    a = reference_logits(write_gguf(tmp_path / "t.gguf", "llama", tied), IDS)
    b = reference_logits(write_gguf(tmp_path / "u.gguf", "llama", untied), IDS)
    np.testing.assert_array_equal(a, b)
    c = reference_logits(write_gguf(tmp_path / "o.gguf", "llama", tiny_weights(tied=False)), IDS)
    assert np.abs(a - c).max() > 1e-2


def test_quantized_weights_are_dequantized_exactly(tmp_path: Path) -> None:
    """Q8_0 weights: the model equals the F32 model built from their dequantized values,
    and the embedding path (rows only) equals the full-matrix dequantization."""
    w = tiny_weights()
    q8 = GGMLQuantizationType.Q8_0
    quant = {k: q8 for k, v in w.items() if v.ndim == 2}
    deq = {k: dequantize(quantize(v, q8), q8) if k in quant else v for k, v in w.items()}
    mq = ReferenceModel(write_gguf(tmp_path / "q.gguf", "llama", w, quant=quant))
    mf = ReferenceModel(write_gguf(tmp_path / "f.gguf", "llama", deq))
    np.testing.assert_array_equal(mq.embed(IDS), deq["token_embd.weight"][IDS])
    np.testing.assert_array_equal(mq.logits(IDS), mf.logits(IDS))


def test_trace_and_hidden_states(llama_path: Path) -> None:
    m = ReferenceModel(llama_path)
    states = m.hidden_states(IDS)
    assert len(states) == N_LAYER + 1 and states[0].shape == (len(IDS), N_EMBD)
    trace: dict[str, np.ndarray] = {}
    out = m.layer(states[0], 0, trace=trace)
    np.testing.assert_array_equal(out, states[1])
    np.testing.assert_array_equal(trace["l_out"], out)
    assert trace["Qcur"].shape == (len(IDS), N_HEAD, HEAD_DIM)
    assert trace["Kcur"].shape == (len(IDS), N_HEAD_KV, HEAD_DIM)
    np.testing.assert_allclose(trace["ffn_inp"], states[0] + trace["attn_out"], rtol=1e-6)
    np.testing.assert_allclose(out, trace["ffn_inp"] + trace["ffn_out"], rtol=1e-6)
    np.testing.assert_allclose(m.lm_head(m.output_norm(states[-1])), m.logits(IDS), rtol=1e-6)
