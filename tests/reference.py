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

`ReferenceModel.forward_rows` is the same forward pass over chosen rows of a sequence against
a `KVStore` (the reference of the runtime's K/V store and `dllmc_seq`): each row writes its K
(after RoPE) and V at its absolute position, then attends to the store's keys [0, key_end).
"""

from __future__ import annotations

import functools
import hashlib
import os
from collections import OrderedDict
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
from gguf import GGMLQuantizationType, GGUFReader
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


# ----------------------------------------------------------------------------- dequantizing

_WORKERS = os.cpu_count() or 1
_PARALLEL_BYTES = 8 << 20  # raw tensors this big are dequantized in row chunks on every core


def dequantize_rows(data: np.ndarray, qtype: Any) -> np.ndarray:
    """``gguf.quants.dequantize`` of a tensor's raw rows, in chunks of rows on every core:
    each row's blocks are dequantized independently, so the values are the same as one call's
    (NumPy releases the GIL inside the chunks' array operations)."""
    data = np.asarray(data)
    if data.nbytes < _PARALLEL_BYTES or _WORKERS == 1 or data.ndim < 2 or len(data) < 8:
        return dequantize(data, qtype)
    parts = np.array_split(data, 4 * _WORKERS)
    with ThreadPoolExecutor(_WORKERS) as pool:
        return np.concatenate(list(pool.map(lambda p: dequantize(p, qtype), parts)))


@functools.lru_cache(maxsize=4)
def _reader(path: str, size: int, mtime_ns: int) -> GGUFReader:
    """One ``GGUFReader`` per file (and version of it) for the last few files: parsing a
    152k-token vocabulary takes ~8 s, and the suite builds several references of one file."""
    return GGUFReader(path)


def forget_files() -> None:
    """Drops the kept parses (and so their maps): a file deleted while one is kept holds its
    disk space until then."""
    _reader.cache_clear()


class _Dequantized:
    """Dequantized tensors kept by their contents (a digest of the raw bytes and the type),
    up to a byte budget, oldest dropped first, shared by every ReferenceModel of a process:
    the test factory writes the same tensor into many files (the same seed and name), and the
    digest costs ~1/50 of the dequantization it saves."""

    def __init__(self, budget: int) -> None:
        self.budget = budget
        self.held: OrderedDict[tuple[bytes, int], np.ndarray] = OrderedDict()

    @staticmethod
    def key(data: np.ndarray, qtype: Any) -> tuple[bytes, int]:
        raw = memoryview(np.ascontiguousarray(data)).cast("B")
        return hashlib.sha1(raw, usedforsecurity=False).digest(), int(qtype)

    def get(self, key: tuple[bytes, int], data: np.ndarray, qtype: Any) -> np.ndarray:
        w = self.held.get(key)
        if w is None:
            w = dequantize_rows(data, qtype).astype(np.float32, copy=False)
            if w.nbytes <= self.budget:
                while self.held and sum(a.nbytes for a in self.held.values()) + w.nbytes > self.budget:
                    self.held.popitem(last=False)
                self.held[key] = w
        else:
            self.held.move_to_end(key)
        return w


def _budget() -> int:
    """12 GiB (the 1.5B real model's 6.2 GB with the 0.5B ones beside it, which several test
    modules reference in turn; two full-width layers of LLaDA-8B or Dream-7B and their output
    matrix), or a quarter of the available memory."""
    from dllmc.runtime.executor.loader import memory_available

    avail = memory_available()
    return 3 << 30 if avail is None else min(12 << 30, avail // 4)


DEQUANTIZED = _Dequantized(_budget())


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


def attention_rows(q: np.ndarray, k: np.ndarray, v: np.ndarray, key_end: np.ndarray, *,
                   scale: float | None = None) -> np.ndarray:
    """softmax(q kᵀ · scale + mask) v per head, with GQA, where query row r sees only the
    keys [0, key_end[r]) (the store's rows: ``dllmc_seq``'s key ends).

    q [n, n_head, d]; k and v [n_keys, n_head_kv, d] (the first n_keys positions of a
    store, n_keys >= max(key_end)); key_end [n] in [1, n_keys].  `attention(causal=True)`
    is the case key_end[r] = r + 1, `causal=False` key_end[r] = n.  Returns [n, n_head, d]."""
    n, n_head, d = q.shape
    n_keys = k.shape[0]
    key_end = np.asarray(key_end, np.int64)
    if key_end.shape != (n,) or key_end.min(initial=1) < 1 or key_end.max(initial=1) > n_keys:
        raise ValueError(f"key_end must be {n} ends in [1, {n_keys}]")
    group = n_head // k.shape[1]
    scale = 1.0 / np.sqrt(d) if scale is None else scale
    k64 = np.repeat(k.astype(np.float64), group, axis=1)
    v64 = np.repeat(v.astype(np.float64), group, axis=1)
    scores = np.einsum("qhd,khd->hqk", q.astype(np.float64), k64) * scale
    visible = np.arange(n_keys)[None, :] < key_end[:, None]  # [n, n_keys]
    scores = np.where(visible, scores, -np.inf)
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


class KVStore:
    """The keys (after RoPE) and values of one sequence, per layer and position: the
    reference's model of one slot of the runtime's K/V store (runtime/executor/dllmc_runtime.h,
    "arena and K/V store").  ``k[il]`` and ``v[il]`` are float32 [max_positions, n_head_kv,
    head_dim], zero until a row at that position is computed (`ReferenceModel.forward_rows`)."""

    def __init__(self, n_layer: int, max_positions: int, n_head_kv: int, head_dim: int) -> None:
        shape = (max_positions, n_head_kv, head_dim)
        self.k = [np.zeros(shape, np.float32) for _ in range(n_layer)]
        self.v = [np.zeros(shape, np.float32) for _ in range(n_layer)]

    @classmethod
    def for_model(cls, model: ReferenceModel, max_positions: int) -> KVStore:
        hp = model.hp
        return cls(hp.n_layer, max_positions, hp.n_head_kv, hp.head_dim)

    @property
    def max_positions(self) -> int:
        return self.k[0].shape[0] if self.k else 0

    def write(self, il: int, positions: np.ndarray, k: np.ndarray, v: np.ndarray) -> None:
        """Layer il's K and V [n, n_head_kv, head_dim] of the rows at `positions`."""
        self.k[il][positions] = k
        self.v[il][positions] = v


class ReferenceModel:
    """A GGUF model, run layer by layer in NumPy.

    Dequantized weights are kept by :data:`DEQUANTIZED` (by content, for the whole process,
    up to 12 GiB)."""

    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)
        st = self.path.stat()
        self.reader = _reader(str(self.path.resolve()), st.st_size, st.st_mtime_ns)
        self.tensors = {t.name: t for t in self.reader.tensors}
        self.hp = self._read_hparams()
        self._keys: dict[str, tuple[bytes, int]] = {}  # tensor name -> its DEQUANTIZED key

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
        t = self.tensors[name]
        if t.tensor_type == GGMLQuantizationType.F32:  # the file's own bytes, mapped
            return np.asarray(t.data).reshape(tuple(int(x) for x in reversed(t.shape)))
        key = self._keys.get(name)
        if key is None:
            key = self._keys[name] = DEQUANTIZED.key(t.data, t.tensor_type)
        w = DEQUANTIZED.get(key, t.data, t.tensor_type)
        return w.reshape(tuple(int(x) for x in reversed(t.shape)))

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

    def _qkv(self, h: np.ndarray, il: int, positions: np.ndarray
             ) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
        """attn_norm of h [n, n_embd] and its Q, K (both after RoPE at `positions`) and V,
        as [n, heads, head_dim]."""
        hp, p = self.hp, f"blk.{il}."
        n = h.shape[0]
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
        return x, q, k, v

    def _block_out(self, h: np.ndarray, kqv: np.ndarray, il: int) -> dict[str, np.ndarray]:
        """The rest of block il after attention: output projection, residual, FFN, residual.
        Returns the intermediates by llama.cpp's callback names (l_out is the block output)."""
        hp, p = self.hp, f"blk.{il}."
        opt = lambda name: self._optional(p + name, name)  # noqa: E731
        attn_out = self._linear(kqv, p + "attn_output.weight", opt("attn_output.bias"))
        ffn_inp = attn_out + h
        y = rms_norm(ffn_inp, self.weight(p + "ffn_norm.weight"), hp.rms_eps)
        gate = self._linear(y, p + "ffn_gate.weight", opt("ffn_gate.bias"))
        up = self._linear(y, p + "ffn_up.weight", opt("ffn_up.bias"))
        ffn_out = self._linear(silu(gate) * up, p + "ffn_down.weight", opt("ffn_down.bias"))
        out = ffn_out + ffn_inp
        return dict(attn_out=attn_out, ffn_inp=ffn_inp, ffn_norm=y, ffn_out=ffn_out, l_out=out)

    def layer(self, h: np.ndarray, il: int, *, causal: bool | None = None,
              positions: np.ndarray | None = None,
              trace: dict[str, np.ndarray] | None = None) -> np.ndarray:
        """One transformer block on h [n, n_embd] → [n, n_embd].

        `trace`, when given, receives the intermediates under llama.cpp's callback names
        (attn_norm, Qcur/Kcur after RoPE and Vcur as [n, heads, head_dim], kqv_out, attn_out,
        ffn_inp, ffn_norm, ffn_out, l_out)."""
        hp = self.hp
        causal = hp.causal if causal is None else causal
        n = h.shape[0]
        positions = np.arange(n) if positions is None else positions
        x, q, k, v = self._qkv(h, il, positions)
        kqv = attention(q, k, v, causal=causal).reshape(n, hp.n_head * hp.head_dim)
        parts = self._block_out(h, kqv, il)
        if trace is not None:
            trace.update(attn_norm=x, Qcur=q, Kcur=k, Vcur=v, kqv_out=kqv, **parts)
        return parts["l_out"]

    def layer_rows(self, h: np.ndarray, il: int, positions: np.ndarray, key_end: np.ndarray,
                   store: KVStore) -> np.ndarray:
        """Block il on the rows h [n, n_embd] at absolute `positions` against a K/V store:
        the rows' K (after RoPE) and V are written at their positions of layer il, then row
        r attends to the store's keys [0, key_end[r]) (written now or by an earlier call)."""
        hp = self.hp
        n = h.shape[0]
        _, q, k, v = self._qkv(h, il, positions)
        store.write(il, positions, k, v)
        end = int(key_end.max())
        kqv = attention_rows(q, store.k[il][:end], store.v[il][:end], key_end)
        return self._block_out(h, kqv.reshape(n, hp.n_head * hp.head_dim), il)["l_out"]

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

    def forward_rows(self, ids: Sequence[int], positions: Sequence[int],
                     key_end: Sequence[int], store: KVStore) -> np.ndarray:
        """Logits [len(ids), n_vocab] of the rows `ids` at absolute `positions` of the
        sequence whose keys and values `store` holds (the reference of one ``dllmc_seq``).

        Only these rows are computed: in every layer each writes its K and V at its position
        of the store, then row r attends to the store's keys [0, key_end[r]).  A whole canvas
        (positions 0..n-1, key_end n, or i + 1 in a causal model) gives `logits(ids)`; later
        calls can recompute any subset of rows, or extend the sequence, against the store."""
        ids_a = np.asarray(ids, np.int64)
        pos = np.asarray(positions, np.int64)
        ends = np.asarray(key_end, np.int64)
        n, cap = len(ids_a), store.max_positions
        if not (ids_a.ndim == pos.ndim == ends.ndim == 1 and n == len(pos) == len(ends) > 0):
            raise ValueError("ids, positions and key_end must be 1-D, one entry per row")
        if pos.min() < 0 or pos.max() >= cap or len(np.unique(pos)) != n:
            raise ValueError(f"positions must be distinct, in [0, {cap})")
        if ends.min() < 1 or ends.max() > cap:
            raise ValueError(f"key_end must be in [1, {cap}]")
        h = self.embed(ids_a)
        for il in range(self.hp.n_layer):
            h = self.layer_rows(h, il, pos, ends, store)
        return self.lm_head(self.output_norm(h)).astype(np.float32)


def reference_logits(gguf_path: str | Path, ids: Sequence[int], *,
                     rows: Sequence[int] | None = None, causal: bool | None = None) -> np.ndarray:
    """float32 logits [len(rows), vocab] of the model at `gguf_path` for token ids `ids`
    at positions 0..n-1; `causal=None` uses the architecture's own attention."""
    return ReferenceModel(gguf_path).logits(ids, rows=rows, causal=causal)
