"""Independent NumPy reference forward pass: the oracle the compiler is checked against.

It reads a GGUF file with `gguf.GGUFReader` (memory-mapped), dequantizes with
`gguf.quants.dequantize` and runs the transformer in float32, with float64 wherever it is
cheap (norms, RoPE angles, attention).  It deliberately shares no code with `dllmc.compiler`.

What it computes follows the pinned llama.cpp (llama-cpp-python 0.3.36,
`vendor/llama.cpp`), graph by graph:

* `llama`, `llada`: `src/models/llama.cpp`, `src/models/llada.cpp`; `qwen2`, `dream`:
  `src/models/qwen2.cpp`, `src/models/dream.cpp` (dream is "copied from qwen2").
* RoPE type (`src/llama-model.cpp`, `llama_model_rope_type`): LLAMA and LLADA are
  `LLAMA_ROPE_TYPE_NORM` (rotate adjacent pairs (2i, 2i+1)); QWEN2 and DREAM are
  `LLAMA_ROPE_TYPE_NEOX` (rotate (i, i + n_rot/2)).  Angle of pair i at position p:
  p * freq_scale * base^(-2i/n_rot) / freq_factor_i (ggml-cpu `ggml_rope_cache_init`).
* Attention scale 1/sqrt(head_dim) for all four (`llama.cpp` reads `f_attention_scale`,
  but only granite-family loaders set it, so it is 0 → 1/sqrt(head_dim)).
* Causality: llada and dream force `causal_attn = false` in `load_arch_hparams`; llama and
  qwen2 read `<arch>.attention.causal` (default true).
* Q/K/V biases are applied whenever present (`create_tensor_qkv` + `build_qkv`, all four).
  Other optional tensors are applied only where that architecture's graph uses them:
  `_OPTIONAL` below.  A tied output (no `output.weight`) reuses `token_embd.weight`.

Shapes: a GGUF weight with ggml ne = [K, N] dequantizes to a NumPy (N, K) matrix; y = x @ W.T.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
from gguf import GGUFReader
from gguf.quants import dequantize

ARCHS = ("llama", "llada", "qwen2", "dream")
NEOX_ARCHS = ("qwen2", "dream")  # LLAMA_ROPE_TYPE_NEOX; the others are LLAMA_ROPE_TYPE_NORM
BIDIRECTIONAL_ARCHS = ("llada", "dream")  # llama.cpp sets causal_attn = false for these

# Optional tensors each graph applies (besides Q/K/V biases, which all four apply).  llada
# loads attn_output.bias, ffn_*.bias and rope_freqs but passes NULL for them in its graph;
# dream loads output.bias but never adds it.
_OPTIONAL: dict[str, frozenset[str]] = {
    "llama": frozenset({"attn_output.bias", "ffn_up.bias", "ffn_gate.bias", "ffn_down.bias",
                        "rope_freqs.weight"}),
    "llada": frozenset(),
    "qwen2": frozenset({"output.bias"}),
    "dream": frozenset(),
}


# ----------------------------------------------------------------------------- the pieces


def rms_norm(x: np.ndarray, weight: np.ndarray, eps: float) -> np.ndarray:
    """x / sqrt(mean(x²) + eps) * weight, over the last axis (ggml_rms_norm, then ggml_mul)."""
    x64 = x.astype(np.float64)
    scale = 1.0 / np.sqrt(np.mean(x64 * x64, axis=-1, keepdims=True) + eps)
    return (x64 * scale * weight).astype(np.float32)


def rope_angles(positions: np.ndarray, n_rot: int, base: float, freq_scale: float = 1.0,
                freq_factors: np.ndarray | None = None) -> np.ndarray:
    """theta[p, i] = pos_p * freq_scale * base^(-2i/n_rot) / freq_factor_i, i < n_rot/2."""
    inv_freq = base ** (-np.arange(0, n_rot, 2, dtype=np.float64) / n_rot)
    if freq_factors is not None:
        inv_freq = inv_freq / freq_factors.astype(np.float64)
    return np.asarray(positions, np.float64)[:, None] * freq_scale * inv_freq[None, :]


def rope(x: np.ndarray, positions: np.ndarray, *, n_rot: int, base: float, neox: bool,
         freq_scale: float = 1.0, freq_factors: np.ndarray | None = None) -> np.ndarray:
    """Rotate x [n_tokens, n_heads, head_dim]; dims from n_rot on pass through unchanged.

    NORM pairs the adjacent values (2i, 2i+1); NEOX pairs i with i + n_rot/2."""
    theta = rope_angles(positions, n_rot, base, freq_scale, freq_factors)[:, None, :]
    cos, sin = np.cos(theta), np.sin(theta)
    out = x.astype(np.float64)  # a copy
    if neox:
        a, b = x[..., : n_rot // 2], x[..., n_rot // 2 : n_rot]
        out[..., : n_rot // 2] = a * cos - b * sin
        out[..., n_rot // 2 : n_rot] = a * sin + b * cos
    else:
        a, b = x[..., 0:n_rot:2], x[..., 1:n_rot:2]
        out[..., 0:n_rot:2] = a * cos - b * sin
        out[..., 1:n_rot:2] = a * sin + b * cos
    return out.astype(np.float32)


def attention(q: np.ndarray, k: np.ndarray, v: np.ndarray, *, causal: bool,
              scale: float | None = None) -> np.ndarray:
    """softmax(q kᵀ · scale + mask) v per head, with GQA.

    q [n, n_head, d], k and v [n, n_head_kv, d]; query head h reads K/V head
    h // (n_head / n_head_kv) (ggml's broadcast in mul_mat).  Returns [n, n_head, d]."""
    n, n_head, d = q.shape
    group = n_head // k.shape[1]
    scale = 1.0 / np.sqrt(d) if scale is None else scale
    k64 = np.repeat(k.astype(np.float64), group, axis=1)
    v64 = np.repeat(v.astype(np.float64), group, axis=1)
    scores = np.einsum("qhd,khd->hqk", q.astype(np.float64), k64) * scale
    if causal:
        scores = np.where(np.tril(np.ones((n, n), bool)), scores, -np.inf)
    scores -= scores.max(axis=-1, keepdims=True)
    p = np.exp(scores)
    p /= p.sum(axis=-1, keepdims=True)
    return np.einsum("hqk,khd->qhd", p, v64).astype(np.float32)


def silu(x: np.ndarray) -> np.ndarray:
    return (x / (1.0 + np.exp(-x.astype(np.float64)))).astype(np.float32)


# ----------------------------------------------------------------------------- the model


@dataclass(frozen=True)
class HParams:
    arch: str
    n_layer: int
    n_embd: int
    n_head: int
    n_head_kv: int
    head_dim: int
    n_rot: int
    n_ff: int
    n_vocab: int
    rms_eps: float
    rope_base: float
    rope_freq_scale: float
    neox: bool
    causal: bool


class ReferenceModel:
    """A GGUF model, run layer by layer in NumPy.

    Dequantized weights are cached up to `cache_bytes` (oldest dropped first); a single
    tensor bigger than a quarter of that is dequantized on every use and never kept."""

    def __init__(self, path: str | Path, *, cache_bytes: int = 3 << 30) -> None:
        self.path = Path(path)
        self.reader = GGUFReader(self.path)
        self.tensors = {t.name: t for t in self.reader.tensors}
        self.hp = self._read_hparams()
        self.cache_bytes = cache_bytes
        self._cache: dict[str, np.ndarray] = {}

    # -- metadata and weights

    def meta(self, key: str, default: Any = None) -> Any:
        field = self.reader.get_field(key)
        return default if field is None else field.contents()

    def _read_hparams(self) -> HParams:
        arch = self.meta("general.architecture")
        if arch not in ARCHS:
            raise NotImplementedError(f"architecture {arch!r} (supported: {', '.join(ARCHS)})")
        a = lambda key, default=None: self.meta(f"{arch}.{key}", default)  # noqa: E731
        scaling = a("rope.scaling.type", "linear")
        if scaling not in ("none", "linear"):
            raise NotImplementedError(f"rope scaling {scaling!r}")
        factor = a("rope.scaling.factor", 0.0) or 0.0
        n_embd, n_head = int(a("embedding_length")), int(a("attention.head_count"))
        head_dim = int(a("attention.key_length", n_embd // n_head))
        causal = False if arch in BIDIRECTIONAL_ARCHS else bool(a("attention.causal", True))
        return HParams(
            arch=arch,
            n_layer=int(a("block_count")),
            n_embd=n_embd,
            n_head=n_head,
            n_head_kv=int(a("attention.head_count_kv", n_head)),
            head_dim=head_dim,
            n_rot=int(a("rope.dimension_count", head_dim)),
            n_ff=int(a("feed_forward_length")),
            n_vocab=int(self.tensors["token_embd.weight"].shape[-1]),
            rms_eps=float(a("attention.layer_norm_rms_epsilon")),
            rope_base=float(a("rope.freq_base", 10000.0)),
            rope_freq_scale=1.0 if scaling == "none" or factor == 0.0 else 1.0 / factor,
            neox=arch in NEOX_ARCHS,
            causal=causal,
        )

    def has(self, name: str) -> bool:
        return name in self.tensors

    def _optional(self, name: str, key: str) -> np.ndarray | None:
        """An optional tensor, only if this architecture's llama.cpp graph applies it."""
        return self.weight(name) if key in _OPTIONAL[self.hp.arch] and self.has(name) else None

    def weight(self, name: str) -> np.ndarray:
        """The tensor dequantized to float32, NumPy shape = reversed ggml ne."""
        w = self._cache.get(name)
        if w is not None:
            return w
        t = self.tensors[name]
        w = dequantize(t.data, t.tensor_type).astype(np.float32, copy=False)
        w = w.reshape(tuple(int(x) for x in reversed(t.shape)))
        if w.nbytes <= self.cache_bytes // 4:
            while self._cache and self._cached_bytes() + w.nbytes > self.cache_bytes:
                del self._cache[next(iter(self._cache))]
            self._cache[name] = w
        return w

    def _cached_bytes(self) -> int:
        return sum(w.nbytes for w in self._cache.values())

    def embed(self, ids: Sequence[int]) -> np.ndarray:
        """Token embeddings [n, n_embd]; only the rows needed are dequantized."""
        t = self.tensors["token_embd.weight"]
        ids = np.asarray(ids, np.int64)
        uniq, inverse = np.unique(ids, return_inverse=True)
        rows = dequantize(np.asarray(t.data[uniq]), t.tensor_type).astype(np.float32, copy=False)
        return rows.reshape(len(uniq), self.hp.n_embd)[inverse]

    # -- the forward pass

    def _linear(self, x: np.ndarray, name: str, bias: np.ndarray | None = None) -> np.ndarray:
        y = x @ self.weight(name).T
        return y if bias is None else y + bias

    def layer(self, h: np.ndarray, il: int, *, causal: bool | None = None,
              positions: np.ndarray | None = None,
              trace: dict[str, np.ndarray] | None = None) -> np.ndarray:
        """One transformer block on h [n, n_embd] → [n, n_embd].

        `trace`, when given, receives the intermediates under llama.cpp's callback names
        (attn_norm, Qcur/Kcur after RoPE and Vcur as [n, heads, head_dim], kqv_out, attn_out,
        ffn_inp, ffn_norm, ffn_out, l_out)."""
        hp, p = self.hp, f"blk.{il}."
        causal = hp.causal if causal is None else causal
        n = h.shape[0]
        positions = np.arange(n) if positions is None else positions
        opt = lambda name: self._optional(p + name, name)  # noqa: E731
        bias = lambda name: self.weight(p + name) if self.has(p + name) else None  # noqa: E731

        x = rms_norm(h, self.weight(p + "attn_norm.weight"), hp.rms_eps)
        q = self._linear(x, p + "attn_q.weight", bias("attn_q.bias"))
        k = self._linear(x, p + "attn_k.weight", bias("attn_k.bias"))
        v = self._linear(x, p + "attn_v.weight", bias("attn_v.bias"))
        freq_factors = self._optional("rope_freqs.weight", "rope_freqs.weight")
        rot = dict(n_rot=hp.n_rot, base=hp.rope_base, neox=hp.neox,
                   freq_scale=hp.rope_freq_scale, freq_factors=freq_factors)
        q = rope(q.reshape(n, hp.n_head, hp.head_dim), positions, **rot)
        k = rope(k.reshape(n, hp.n_head_kv, hp.head_dim), positions, **rot)
        v = v.reshape(n, hp.n_head_kv, hp.head_dim)
        kqv = attention(q, k, v, causal=causal).reshape(n, hp.n_head * hp.head_dim)
        attn_out = self._linear(kqv, p + "attn_output.weight", opt("attn_output.bias"))
        ffn_inp = attn_out + h

        y = rms_norm(ffn_inp, self.weight(p + "ffn_norm.weight"), hp.rms_eps)
        gate = self._linear(y, p + "ffn_gate.weight", opt("ffn_gate.bias"))
        up = self._linear(y, p + "ffn_up.weight", opt("ffn_up.bias"))
        ffn_out = self._linear(silu(gate) * up, p + "ffn_down.weight", opt("ffn_down.bias"))
        out = ffn_out + ffn_inp
        if trace is not None:
            trace.update(attn_norm=x, Qcur=q, Kcur=k, Vcur=v, kqv_out=kqv, attn_out=attn_out,
                         ffn_inp=ffn_inp, ffn_norm=y, ffn_out=ffn_out, l_out=out)
        return out

    def hidden_states(self, ids: Sequence[int], *, causal: bool | None = None) -> list[np.ndarray]:
        """[embeddings, output of layer 0, …, output of the last layer], each [n, n_embd]."""
        states = [self.embed(ids)]
        for il in range(self.hp.n_layer):
            states.append(self.layer(states[-1], il, causal=causal))
        return states

    def output_norm(self, h: np.ndarray) -> np.ndarray:
        return rms_norm(h, self.weight("output_norm.weight"), self.hp.rms_eps)

    def lm_head(self, h_normed: np.ndarray) -> np.ndarray:
        """Logits [n, n_vocab] from normed hidden states (tied output → token_embd)."""
        name = "output.weight" if self.has("output.weight") else "token_embd.weight"
        return self._linear(h_normed, name, self._optional("output.bias", "output.bias"))

    def logits(self, ids: Sequence[int], *, rows: Sequence[int] | None = None,
               causal: bool | None = None) -> np.ndarray:
        """Raw logits [len(rows), n_vocab] of positions `rows` (default: all), unshifted."""
        h = self.hidden_states(ids, causal=causal)[-1]
        if rows is not None:
            h = h[np.asarray(rows, np.int64)]
        return self.lm_head(self.output_norm(h)).astype(np.float32)


def reference_logits(gguf_path: str | Path, ids: Sequence[int], *,
                     rows: Sequence[int] | None = None, causal: bool | None = None) -> np.ndarray:
    """float32 logits [len(rows), vocab] of the model at `gguf_path` for token ids `ids`
    at positions 0..n-1; `causal=None` uses the architecture's own attention."""
    return ReferenceModel(gguf_path).logits(ids, rows=rows, causal=causal)
