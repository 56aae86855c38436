"""Independent NumPy reference forward pass: the oracle the compiler is checked against.

It reads a GGUF file with `gguf.GGUFReader` (memory-mapped; `_Reader` reads arrays in one piece
and skips the string arrays, the vocabulary), dequantizes with
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

Mixture-of-experts architectures (`MOE_ARCHS`): `qwen3moe`, `olmoe` (causal) and `llada-moe`,
`rnd1` (diffusion: `load_arch_hparams` forces `causal_attn = false`, llada-moe.cpp:8,
rnd1.cpp:13), graphs `src/models/{qwen3moe,olmoe,llada-moe,rnd1}.cpp` and `build_moe_ffn`
(`src/llama-graph.cpp:2007-2373`).  All four are `LLAMA_ROPE_TYPE_NEOX`
(`src/llama-model.cpp:3121-3125`, 3177).

* Q/K RMSNorm (weight only, eps = layer_norm_rms_epsilon) after the projections (and their
  biases), before RoPE.  qwen3moe, rnd1, llada-moe: per head, weights [head_dim]
  (qwen3moe.cpp:35-36, 97, 106; rnd1.cpp:37-38, 99, 108; llada-moe.cpp:35-36, 87-90).
  olmoe: over the whole projection, weights [n_embd], before splitting into heads
  (olmoe.cpp:28-29, 82-101: `build_qkv(..., reshape = false)`).
* head_dim = `<arch>.attention.key_length` (default n_embd/n_head): qwen3moe and rnd1 have
  `wq {n_embd, head_dim·n_head}` and `wo {head_dim·n_head, n_embd}` (qwen3moe.cpp:32-33), so
  the Q width may differ from n_embd.  No attention output bias: qwen3moe and rnd1 pass
  `wo_b` (qwen3moe.cpp:120, rnd1.cpp:122) but never load it; olmoe and llada-moe pass NULL.
  Q/K/V biases, when a file has them, as for the dense archs (`create_tensor_qkv`).
* The FFN of every layer is `build_moe_ffn` on the normed ffn input x (see `route` and
  `moe_ffn`): router logits x·ffn_gate_inpᵀ (F32 in every file: the converter and
  llama-quantize keep it F32), softmax, top-k, weights = the softmax at the chosen experts,
  renormalised to sum 1 for qwen3moe and rnd1 only (`norm_w` true at qwen3moe.cpp:144,
  rnd1.cpp:146; false at olmoe.cpp:143, llada-moe.cpp:133), each chosen expert's
  down(silu(gate x) · up x) times its weight, summed over the chosen experts.  None of the four
  reads `expert_weights_scale` / `_norm` / `expert_gating_func` (their graph calls hard-code
  softmax and norm_w, and pass `hparams.expert_weights_scale`, which stays 0 = off), but the
  generic loader reads `expert_group_count` / `expert_group_used_count` for every arch
  (`src/llama-model.cpp:1334-1335`), so group-limited top-k applies when a file has them.
* Expert weights: `ffn_{gate,up}_exps` ne {n_embd, n_ff_exp, n_expert} and `ffn_down_exps`
  ne {n_ff_exp, n_embd, n_expert} → NumPy (E, n_ff_exp, n_embd) / (E, n_embd, n_ff_exp); each
  expert is dequantized on its own (`ReferenceModel.expert`).  n_ff_exp is read off the tensor.
* For the MoE architectures to come (LLaDA2 = bailingmoe2, bailingmoe2.cpp:54-71, 153-184):
  a layer with `ffn_gate/ffn_up/ffn_down` instead of `ffn_gate_inp` is a dense SwiGLU layer
  (leading dense blocks); `ffn_{gate,up,down}_shexp` add a dense SwiGLU shared expert to the
  MoE output; `exp_probs_b.bias` biases the expert selection only.  They are applied where the
  file has them: llama.cpp refuses a file with a tensor its architecture does not create
  (`llama_model_loader::done_getting_tensors`, src/llama-model-loader.cpp:1391-1398), so for
  the four archs here they never occur in a file llama.cpp runs.  The gating function and
  `expert_weights_scale` / `_norm` are per-architecture constants (`MOE_ARCHS`), except where
  the file has the keys `expert_gating_func` / `expert_weights_scale` / `expert_weights_norm`:
  the converters of the four never write them (so on their files this is llama.cpp's graph),
  LLaDA2's (bailingmoe2) does and its graph reads them; a file that has them is followed, as
  dllmc's spec follows it (the oracle for the compiler's router fields).
* Logits are per row, unshifted, for the diffusion MoE archs too (llada-moe files say
  `diffusion.shift_logits` false; rnd1 files have no key, which llama-diffusion-cli reads as
  true: shifting is the sampler's business, not the forward pass's).

Gemma (`GEMMA_ARCHS`: `gemma3`, `gemma4`, causal), graphs `src/models/gemma3.cpp` and
`src/models/gemma4.cpp`; both `LLAMA_ROPE_TYPE_NEOX` (`src/llama-model.cpp:3134-3137`).

* Embeddings times sqrtf(n_embd) (float32, gemma3.cpp:98, gemma4.cpp:165).  RMS norms with the
  weights as stored (gemma3's converter already adds its +1).  Per-head Q and K RMS norms
  (attn_q_norm / attn_k_norm) before RoPE; post-norms: attn_post_norm on the attention output
  before its residual, ffn_post_norm on the FFN output before its.  FFN: GEGLU
  (`LLM_FFN_GELU, LLM_FFN_PAR`: down(gelu(gate x) · up x), llama-graph.cpp:1872-1876) with
  GELU's tanh form 0.5·x·(1 + tanh(sqrt(2/π)·(x + 0.044715·x³))) computed in float64
  (`gelu_tanh`), NOT llama.cpp's CPU table (ggml-cpu/vec.h:46, 1000-1013, 1446-1459: x rounded
  to float16, the result looked up as a float16), which moves each activation by up to ~1e-3
  relative; `gelu_table=True` (the default under `llamacpp_rounding=True`) emulates the table
  (`gelu_tanh_fp16_table`).
* Sliding-window layers: a query at position p sees the keys (p - n_swa, p]
  (`LLAMA_SWA_TYPE_STANDARD`, llama-hparams.h:475-487) and uses `rope.freq_base_swa` (default
  10000, llama-hparams.h:151) with freq_scale 1 (`rope_freq_scale_train_swa`, never read);
  global layers `rope.freq_base` and `rope.scaling.factor`.  Which layers slide: gemma3, only
  when `attention.sliding_window` > 0, `load_swa_pattern(ml, 6)` (llama-model.cpp:3434-3441:
  the `attention.sliding_window_pattern` bool array, else that key as a period, default 6;
  layer il slides iff il % period < period - 1, llama-hparams.cpp:8-17); gemma4 the required
  bool array.
* gemma3 (gemma3.cpp): one head shape (key_length, rope.dimension_count) on every layer; Q
  times 1/sqrt(head_dim) (1/sqrt(n_embd/n_head) for the 62-layer 27B) before attention at
  scale 1; `final_logit_softcapping` when the key is there.
* gemma4 (gemma4.cpp:155-437, docs/diffusiongemma-notes.md section 1): per layer type head
  dims, RoPE widths and bases (sliding: `attention.key_length_swa`,
  `rope.dimension_count_swa`, `rope.freq_base_swa`; global: `attention.key_length`,
  `rope.dimension_count`, `rope.freq_base` and the `rope_freqs.weight` factors, which divide
  each pair's frequency: proportional RoPE), `attention.head_count_kv` scalar or per layer.
  Attention scale 1.0.  V is the raw K projection when `attn_v` is absent, RMS-normed per head
  without a weight.  Each layer has the dense GEGLU FFN; a layer with `ffn_gate_inp` adds the
  experts (`ReferenceModel._gemma_moe`): router logits = (rms_norm(residual) / sqrtf(n_embd) ·
  ffn_gate_inp.scale) · ffn_gate_inpᵀ, softmax over all experts, top-k, renormalised (clamp
  6.1035e-5), each chosen expert's down(gelu(gate x) · up x) (x = pre_ffw_norm_2 of the
  residual; gate the first half of `ffn_gate_up_exps`' rows) times `ffn_down_exps.scale[e]`
  times its weight, summed; the dense output post-normed with post_ffw_norm_1, the experts'
  sum with post_ffw_norm_2, added, then post_ffw_norm and the residual;
  `layer_output_scale` multiplies the layer output; logits capped c·tanh(x/c) when
  `final_logit_softcapping` is there.  No per-layer embeddings (`embedding_length_per_layer_input`
  0) and no K/V-sharing layers (`shared_kv_layers` 0): others are refused.
* Bidirectional Gemma (llama.cpp's non-causal SWA_ONLY mode) is not modelled: causal only.
* `ReferenceModel.logits(..., traces=[])` (and `hidden_states`, `reference_logits`) appends
  each layer's intermediates; a gemma4 expert layer's include `ffn_moe_logits` and
  `ffn_moe_probs` (float64 softmax over all experts), the router's view of every row.

`ReferenceModel(path, llamacpp_rounding=True)` rounds the activations of every matmul with a file
weight the way llama.cpp's CPU backend does (to the weight type's `vec_dot_type`: F16, q8_0, q8_K,
...): an emulation for checking the reference against llama.cpp on quantized files, not the
oracle for the compiler (which multiplies exact activations).

`ReferenceModel.forward_rows` is the same forward pass over chosen rows of a sequence against
a `KVStore` (the reference of the runtime's K/V store and `dllmc_seq`): each row writes its K
(after RoPE) and V at its absolute position, then attends to the store's keys [0, key_end).
"""

from __future__ import annotations

import functools
import hashlib
import os
from collections import OrderedDict
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
from gguf import GGMLQuantizationType, GGUFReader, GGUFValueType
from gguf.quants import dequantize

ARCHS = ("llama", "llada", "qwen2", "dream", "qwen3moe", "olmoe", "llada-moe", "rnd1",
         "bailingmoe2", "llada2", "gemma3", "gemma4", "diffusion-gemma")
# LLAMA_ROPE_TYPE_NEOX; llama and llada are LLAMA_ROPE_TYPE_NORM
NEOX_ARCHS = ("qwen2", "dream", "qwen3moe", "olmoe", "llada-moe", "rnd1", "bailingmoe2", "llada2",
              "gemma3", "gemma4", "diffusion-gemma")
GEMMA_ARCHS = ("gemma3", "gemma4", "diffusion-gemma")  # their own block (`ReferenceModel._gemma_*`)
# the Gemma 4 body: DiffusionGemma's backbone is Gemma 4's under the same tensor names
GEMMA4_ARCHS = ("gemma4", "diffusion-gemma")
# llama.cpp sets causal_attn = false for these in load_arch_hparams; llada2 (LLaDA2.x, llama.cpp
# PR #17454) attends block-causally, which `forward_rows`' key ends express (a plain forward
# attends to every key)
BIDIRECTIONAL_ARCHS = ("llada", "dream", "llada-moe", "rnd1", "llada2")


@dataclass(frozen=True)
class MoeArch:
    """What an MoE architecture's graph hard-codes: the Q/K norm ("head": RMSNorm of each
    head, weights [head_dim]; "full": of the whole projection, weights [n_embd]), and the
    `build_moe_ffn` arguments gating function, norm_w (renormalise the chosen weights) and
    w_scale (0 = none)."""

    qk_norm: str
    norm_w: bool
    gating: str = "softmax"
    w_scale: float = 0.0


MOE_ARCHS: dict[str, MoeArch] = {
    "qwen3moe": MoeArch(qk_norm="head", norm_w=True),    # qwen3moe.cpp:97,106,137-151
    "olmoe": MoeArch(qk_norm="full", norm_w=False),      # olmoe.cpp:91-101,136-146
    "llada-moe": MoeArch(qk_norm="head", norm_w=False),  # llada-moe.cpp:87-90,126-136
    "rnd1": MoeArch(qk_norm="head", norm_w=True),        # rnd1.cpp:99,108,139-149
    # bailingmoe2.cpp:5-11, 132-146: the gating function, norm and scale from the file's keys
    "bailingmoe2": MoeArch(qk_norm="head", norm_w=False),
    "llada2": MoeArch(qk_norm="head", norm_w=False),
}

# Optional tensors each graph applies (besides Q/K/V biases, which every arch here applies).
# llada loads attn_output.bias, ffn_*.bias and rope_freqs but passes NULL for them in its graph;
# dream loads output.bias but never adds it; qwen3moe and rnd1 pass wo_b, which their loaders
# never create (qwen3moe.cpp:27-55, rnd1.cpp:29-57), so it is always NULL.
_OPTIONAL: dict[str, frozenset[str]] = {
    "llama": frozenset({"attn_output.bias", "ffn_up.bias", "ffn_gate.bias", "ffn_down.bias",
                        "rope_freqs.weight"}),
    "llada": frozenset(),
    "qwen2": frozenset({"output.bias"}),
    "dream": frozenset(),
    "qwen3moe": frozenset(),
    "olmoe": frozenset(),
    "llada-moe": frozenset(),
    "rnd1": frozenset(),
    "bailingmoe2": frozenset(),
    "llada2": frozenset(),
    # the Gemma blocks read their optional tensors themselves (rope_freqs on gemma4's global
    # layers, attn_v, layer_output_scale); neither has an output bias
    "gemma3": frozenset(),
    "gemma4": frozenset(),
    "diffusion-gemma": frozenset(),
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


class _Reader(GGUFReader):
    """``GGUFReader`` without its per-element parse of arrays (one or two NumPy views per
    element: ~10 s for a 152k-token vocabulary and its merges).  An array of numbers is one
    view of all its elements (``contents()`` as before, ``contents(i)`` not supported); an
    array of strings keeps its types and one byte array of its data, and its ``contents()`` is
    empty: the reference reads no string array."""

    def _get_field_parts(self, orig_offs: int, raw_type: int
                         ) -> tuple[int, list[np.ndarray], list[int], list[GGUFValueType]]:
        if raw_type == GGUFValueType.ARRAY and self.byte_order != "S":
            itype = self._get(orig_offs, np.uint32)
            count = self._get(orig_offs + 4, np.uint64)
            n, sub = int(count[0]), GGUFValueType(int(itype[0]))
            types = [GGUFValueType.ARRAY, sub]
            start = orig_offs + 12
            scalar = self.gguf_scalar_to_np.get(sub)
            if scalar is not None:
                values = self._get(start, scalar, n)
                return 12 + int(values.nbytes), [itype, count, values], [2], types
            if sub == GGUFValueType.STRING:
                offs, buf = start, memoryview(self.data)
                for _ in range(n):  # each string: its uint64 length, then its bytes
                    offs += 8 + int.from_bytes(buf[offs : offs + 8], "little")
                return offs - orig_offs, [itype, count, self._get(start, np.uint8, offs - start)], [], types
        return super()._get_field_parts(orig_offs, raw_type)


@functools.lru_cache(maxsize=4)
def _reader(path: str, size: int, mtime_ns: int) -> GGUFReader:
    """One parse per file (and version of it) for the last few files: the suite builds several
    references of one file."""
    return _Reader(path)


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


def rms_norm(x: np.ndarray, weight: np.ndarray | None, eps: float) -> np.ndarray:
    """x / sqrt(mean(x²) + eps) * weight, over the last axis (ggml_rms_norm, then ggml_mul);
    weight None: the bare ggml_rms_norm."""
    x64 = x.astype(np.float64)
    scale = 1.0 / np.sqrt(np.mean(x64 * x64, axis=-1, keepdims=True) + eps)
    y = x64 * scale
    return (y if weight is None else y * weight).astype(np.float32)


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
              scale: float | None = None, window: int = 0) -> np.ndarray:
    """softmax(q kᵀ · scale + mask) v per head, with GQA.

    q [n, n_head, d], k and v [n, n_head_kv, d]; query head h reads K/V head
    h // (n_head / n_head_kv) (ggml's broadcast in mul_mat).  `window` > 0: a sliding window,
    query i sees only the keys j with i - j < window (`LLAMA_SWA_TYPE_STANDARD`,
    llama-hparams.h:475-487).  Returns [n, n_head, d]."""
    n, n_head, d = q.shape
    group = n_head // k.shape[1]
    scale = 1.0 / np.sqrt(d) if scale is None else scale
    k64 = np.repeat(k.astype(np.float64), group, axis=1)
    v64 = np.repeat(v.astype(np.float64), group, axis=1)
    scores = np.einsum("qhd,khd->hqk", q.astype(np.float64), k64) * scale
    if causal:
        scores = np.where(np.tril(np.ones((n, n), bool)), scores, -np.inf)
    if window > 0:
        idx = np.arange(n)
        scores = np.where(idx[:, None] - idx[None, :] < window, scores, -np.inf)
    scores -= scores.max(axis=-1, keepdims=True)
    p = np.exp(scores)
    p /= p.sum(axis=-1, keepdims=True)
    return np.einsum("hqk,khd->qhd", p, v64).astype(np.float32)


def attention_rows(q: np.ndarray, k: np.ndarray, v: np.ndarray, key_end: np.ndarray, *,
                   scale: float | None = None, key_start: np.ndarray | None = None) -> np.ndarray:
    """softmax(q kᵀ · scale + mask) v per head, with GQA, where query row r sees only the
    keys [0, key_end[r]) (the store's rows: ``dllmc_seq``'s key ends), or
    [key_start[r], key_end[r]) when `key_start` is given (a sliding window).

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
    if key_start is not None:
        visible &= np.arange(n_keys)[None, :] >= np.asarray(key_start, np.int64)[:, None]
    scores = np.where(visible, scores, -np.inf)
    scores -= scores.max(axis=-1, keepdims=True)
    p = np.exp(scores)
    p /= p.sum(axis=-1, keepdims=True)
    return np.einsum("hqk,khd->qhd", p, v64).astype(np.float32)


def silu(x: np.ndarray) -> np.ndarray:
    return (x / (1.0 + np.exp(-x.astype(np.float64)))).astype(np.float32)


_SQRT_2_OVER_PI = float(np.sqrt(2.0 / np.pi))
_GELU_COEF_A = 0.044715


def gelu_tanh(x: np.ndarray) -> np.ndarray:
    """GELU's tanh form 0.5·x·(1 + tanh(sqrt(2/π)·x·(1 + 0.044715·x²))) (`ggml_gelu_f32`,
    ggml-cpu/vec.h:963-970; transformers' gelu_pytorch_tanh), in float64, rounded to float32."""
    x64 = np.asarray(x, np.float64)
    t = np.tanh(_SQRT_2_OVER_PI * x64 * (1.0 + _GELU_COEF_A * x64 * x64))
    return (0.5 * x64 * (1.0 + t)).astype(np.float32)


def gelu_tanh_fp16_table(x: np.ndarray) -> np.ndarray:
    """llama.cpp's CPU GELU (`GGML_GELU_FP16`, ggml-cpu/vec.h:46, 1000-1013; geglu :1446-1459):
    0 for x <= -10, x for x >= 10, otherwise x rounded to float16 and looked up in a table of
    float16(ggml_gelu_f32(·)) (ggml-cpu.c:3883).  The `llamacpp_rounding` emulation only."""
    x = np.asarray(x, np.float32)
    with np.errstate(over="ignore", invalid="ignore"):
        table = gelu_tanh(x.astype(np.float16).astype(np.float32)).astype(np.float16)
    return np.where(x <= -10.0, np.float32(0), np.where(x >= 10.0, x, table.astype(np.float32)))


Rounding = Callable[[np.ndarray], np.ndarray]  # what a matmul does to its activations first


def swiglu(x: np.ndarray, gate: np.ndarray, up: np.ndarray, down: np.ndarray,
           rounding: tuple[Rounding | None, Rounding | None, Rounding | None] | None = None
           ) -> np.ndarray:
    """down(silu(x gateᵀ) · x upᵀ): a dense SwiGLU FFN (an expert, a shared expert).
    `rounding`: the activations' rounding before the gate, up and down matmuls (llama.cpp
    emulation, `llamacpp_rounding`; None, or a None entry, multiplies the float32 activations
    as they are)."""
    if rounding is None:
        return (silu(x @ gate.T) * (x @ up.T)) @ down.T
    r_gate, r_up, r_down = (r or (lambda a: a) for r in rounding)
    return r_down(silu(r_gate(x) @ gate.T) * (r_up(x) @ up.T)) @ down.T


# ----------------------------------------------------------------------------- llama.cpp's rounding

# ggml-cpu's vec_dot_type per weight type (ggml/src/ggml-cpu/ggml-cpu.c:214-412): a matmul
# converts its F32 activations to this type first.  Q8_1 (for Q4_1 / Q5_1) has the same values
# as Q8_0 plus a float16 block sum s = fp16(d * sum q) that is not modelled here: it adds a
# little error to each matmul (docs/correctness.md, the SmolLM2 paragraph).
_T = GGMLQuantizationType
_VEC_DOT = {_T.F32: "f32", _T.F16: "f16", _T.BF16: "bf16",
            **dict.fromkeys((_T.Q4_0, _T.Q5_0, _T.Q8_0, _T.IQ4_NL, _T.Q4_1, _T.Q5_1), "q8_0"),
            **dict.fromkeys((_T.Q2_K, _T.Q3_K, _T.Q4_K, _T.Q5_K, _T.Q6_K, _T.IQ2_XXS,
                             _T.IQ2_XS, _T.IQ2_S, _T.IQ3_XXS, _T.IQ3_S, _T.IQ1_S, _T.IQ1_M,
                             _T.IQ4_XS, _T.TQ1_0, _T.TQ2_0), "q8_K")}


def _blocks(x: np.ndarray, size: int) -> np.ndarray:
    if x.shape[-1] % size:
        raise ValueError(f"rows of {x.shape[-1]} do not split into blocks of {size}")
    return np.asarray(x, np.float32).reshape(*x.shape[:-1], x.shape[-1] // size, size)


def round_q8_0(x: np.ndarray) -> np.ndarray:
    """The values of x after ggml-cpu's x86 `quantize_row_q8_0` (ggml/src/ggml-cpu/arch/x86/
    quants.c:302-346): per block of 32, d = amax/127, q = round-half-even(x · 127/amax),
    value q · float16(d)."""
    b = _blocks(x, 32)
    amax = np.abs(b).max(axis=-1, keepdims=True)
    with np.errstate(divide="ignore", invalid="ignore"):
        inv = np.where(amax > 0, np.float32(127) / amax, np.float32(0)).astype(np.float32)
    d = (amax / np.float32(127)).astype(np.float16).astype(np.float32)
    return (np.rint(b * inv) * d).astype(np.float32).reshape(x.shape)


def round_q8_K(x: np.ndarray) -> np.ndarray:
    """The values of x after `quantize_row_q8_K_ref` (ggml/src/ggml-quants.c:2768-2805, which
    the x86 build calls): per block of 256, m = the value of largest magnitude (first of
    equals), iscale = -127/m, q = min(127, nearest(iscale · x)) (`nearest_int`: half to even,
    ggml-quants.c:621-626), value q · (1/iscale), all float32."""
    b = _blocks(x, 256)
    first = np.abs(b).argmax(axis=-1)[..., None]
    m = np.take_along_axis(b, first, axis=-1)
    with np.errstate(divide="ignore", invalid="ignore"):
        iscale = np.where(m != 0, np.float32(-127) / m, np.float32(0)).astype(np.float32)
        d = np.where(m != 0, np.float32(1) / iscale, np.float32(0)).astype(np.float32)
    q = np.minimum(np.rint(b * iscale), 127)
    return (q * d).astype(np.float32).reshape(x.shape)


def round_bf16(x: np.ndarray) -> np.ndarray:
    """float32 → bfloat16 (round half to even, `ggml_compute_fp32_to_bf16`,
    ggml/src/ggml-impl.h:623) → float32 (NaN not special-cased)."""
    u = np.ascontiguousarray(x, np.float32).view(np.uint32).astype(np.uint64)
    u = ((u + 0x7FFF + ((u >> 16) & 1)) & 0xFFFF0000).astype(np.uint32)
    return u.view(np.float32).reshape(np.shape(x))


_ROUND: dict[str, Rounding] = {
    "f32": lambda x: x, "f16": lambda x: np.asarray(x, np.float16).astype(np.float32),
    "bf16": round_bf16, "q8_0": round_q8_0, "q8_K": round_q8_K}


def llamacpp_rounding(qtype: Any) -> Rounding:
    """What ggml-cpu does to a matmul's F32 activations for a weight of type `qtype`: converts
    them to the type's vec_dot_type (F16 for F16, q8_0 for Q8_0/Q4_0/Q5_0, q8_K for the
    K-quants, ...) and multiplies those by the weights."""
    kind = _VEC_DOT.get(GGMLQuantizationType(qtype))
    if kind is None:
        raise NotImplementedError(f"llama.cpp's activation type for {GGMLQuantizationType(qtype).name}")
    return _ROUND[kind]


# ----------------------------------------------------------------------------- mixture of experts

GATING = {1: "softmax", 2: "sigmoid"}  # llama_expert_gating_func_type (src/llama-hparams.h:16-22)
_NORM_W_MIN = 6.103515625e-5  # the clamp of the weights' sum (llama-graph.cpp:2154-2155)


def _top(scores: np.ndarray, k: int) -> np.ndarray:
    """Indices of the k largest values of each row, largest first, ties lowest index first."""
    return np.argsort(-scores, axis=-1, kind="stable")[..., :k]


def route(logits: np.ndarray, *, n_used: int, gating: str | int = "softmax", norm: bool = False,
          scale: float = 0.0, bias: np.ndarray | None = None, n_group: int = 0,
          n_group_used: int = 0) -> tuple[np.ndarray, np.ndarray]:
    """The expert routing of `build_moe_ffn` (src/llama-graph.cpp:2007-2166) for router
    logits [M, n_expert]: (ids [M, n_used] int64, weights [M, n_used] float32), slot 0 the
    expert with the highest selection score.

    1. probs = softmax(logits) over all experts (:2055-2058), or sigmoid(logits) (:2059-2062);
       computed in float64, then rounded to float32 (llama.cpp's probs are float32).
    2. Selection scores = probs + `bias` [n_expert] (`exp_probs_b`, DeepSeek-V3 style, in
       float32), which only choose the experts: the weights stay the unbiased probs (:2076-2082).
    3. Group-limited top-k when n_group > 1 (:2095-2118): the experts are n_group contiguous
       groups of n_expert/n_group; a group's score is the sum of its two largest selection
       scores; only the n_group_used best groups stay, the others' experts are set to -inf.
    4. ids = the n_used largest selection scores, in descending order (`ggml_argsort_top_k`,
       ggml/src/ggml.c:5450-5463).  Ties go to the lowest expert index first.  llama.cpp does
       not define it: its CPU argsort is `std::sort` with `a > b` (ggml/src/ggml-cpu/ops.cpp:
       8706-8750), which is not stable, so among equal scores its order is whatever the
       introsort leaves.  Groups tie-break the same way.
    5. weights = probs at ids (:2137); with `norm`, divided by max(sum of the row's weights,
       6.103515625e-5) (:2148-2162); then times `scale` unless it is 0 or 1 (:2163-2166).

    `gating` is "softmax" / "sigmoid" or llama.cpp's enum value (1 / 2)."""
    logits = np.asarray(logits, np.float32)
    if logits.ndim != 2:
        raise ValueError("logits must be [n_tokens, n_expert]")
    m, n_expert = logits.shape
    gating = GATING.get(gating, gating) if isinstance(gating, int) else gating
    if not 0 < n_used <= n_expert:
        raise ValueError(f"n_used must be in [1, {n_expert}]")
    x = logits.astype(np.float64)
    if gating == "softmax":
        e = np.exp(x - x.max(axis=-1, keepdims=True))
        probs = e / e.sum(axis=-1, keepdims=True)
    elif gating == "sigmoid":
        probs = 0.5 * (1.0 + np.tanh(0.5 * x))  # 1 / (1 + e^-x), without overflow
    else:
        raise NotImplementedError(f"gating function {gating!r} (softmax, sigmoid)")
    probs = probs.astype(np.float32)
    select = probs if bias is None else probs + np.asarray(bias, np.float32).reshape(1, n_expert)
    if n_group > 1:
        if n_expert % n_group or n_expert // n_group < 2 or not 0 < n_group_used < n_group:
            raise ValueError(f"{n_expert} experts in {n_group} groups, {n_group_used} used")
        grouped = select.reshape(m, n_group, n_expert // n_group)
        best2 = np.take_along_axis(grouped, _top(grouped, 2), axis=-1)
        group_score = best2[..., 0] + best2[..., 1]  # float32, as ggml_sum_rows of two values
        keep = np.zeros((m, n_group), bool)
        np.put_along_axis(keep, _top(group_score, n_group_used), True, axis=-1)
        select = np.where(keep[..., None], grouped, np.float32(-np.inf)).reshape(m, n_expert)
    ids = _top(select, n_used)
    weights = np.take_along_axis(probs, ids, axis=-1)
    if norm:
        total = np.maximum(weights.sum(axis=-1, keepdims=True, dtype=np.float64), _NORM_W_MIN)
        weights = (weights / total).astype(np.float32)
    if scale not in (0.0, 1.0):
        weights = (weights * np.float32(scale)).astype(np.float32)
    return ids.astype(np.int64), weights


ExpertWeights = tuple[np.ndarray, np.ndarray, np.ndarray]  # gate, up [n_ff, n_embd]; down [n_embd, n_ff]


def moe_ffn(x: np.ndarray, router: np.ndarray, expert: Callable[[int], ExpertWeights], *,
            n_used: int, gating: str | int = "softmax", norm: bool = False, scale: float = 0.0,
            bias: np.ndarray | None = None, n_group: int = 0, n_group_used: int = 0,
            shared: ExpertWeights | None = None,
            rounding: tuple[Rounding | None, Rounding | None, Rounding | None] | None = None,
            shared_rounding: tuple[Rounding | None, Rounding | None, Rounding | None] | None = None,
            trace: dict[str, np.ndarray] | None = None) -> np.ndarray:
    """`build_moe_ffn` on x [M, n_embd] (the normed FFN input): router [n_expert, n_embd]
    (ffn_gate_inp), `expert(e)` → expert e's (gate, up, down) matrices, asked only for the
    experts some row chose.  Returns [M, n_embd] float32.

    Routing as `route` (logits = x routerᵀ, llama-graph.cpp:2039).  Each chosen expert's
    down(silu(gate x) · up x) (:2204-2261, 2318) is multiplied by its weight after the down
    projection (:2334-2337; llama4's weight-before-FFN is not among these archs), and the row's
    slots are summed (:2350-2363; here in float64).  `shared` (ffn_*_shexp, a dense SwiGLU on
    the same x) is added to the sum (bailingmoe2.cpp:174-184).  `rounding` / `shared_rounding`:
    `swiglu`'s, for the experts / the shared expert (the router is F32 × F32 in llama.cpp, never
    rounded).  `trace`, when given, receives ffn_moe_logits, ffn_moe_topk (ids),
    ffn_moe_weights and ffn_moe_out."""
    x = np.asarray(x, np.float32)
    logits = x @ np.asarray(router, np.float32).T
    ids, weights = route(logits, n_used=n_used, gating=gating, norm=norm, scale=scale, bias=bias,
                         n_group=n_group, n_group_used=n_group_used)
    out = np.zeros((x.shape[0], n_used, x.shape[1]), np.float64)
    for e in np.unique(ids):
        rows, slots = np.nonzero(ids == e)
        y = swiglu(x[rows], *expert(int(e)), rounding)
        out[rows, slots] = y.astype(np.float64) * weights[rows, slots, None]
    moe = out.sum(axis=1).astype(np.float32)
    if trace is not None:
        trace.update(ffn_moe_logits=logits, ffn_moe_topk=ids, ffn_moe_weights=weights,
                     ffn_moe_out=moe)
    return moe if shared is None else moe + swiglu(x, *shared, shared_rounding)


# ----------------------------------------------------------------------------- the model


@dataclass(frozen=True)
class LayerShape:
    """One layer's attention shape and RoPE (gemma4's two layer types differ in all of them;
    every other architecture here has one shape, `HParams`' scalars)."""

    n_head_kv: int
    head_dim: int
    n_rot: int
    rope_base: float
    rope_freq_scale: float
    swa: bool = False  # a sliding-window layer (`HParams.n_swa`)


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
    # mixture of experts (0 / defaults for the dense archs)
    n_expert: int = 0
    n_expert_used: tuple[int, ...] = ()  # per layer (`expert_used_count`: scalar or array)
    n_expert_groups: int = 0
    n_group_used: int = 0
    expert_gating: str = "softmax"
    expert_norm: bool = False
    expert_scale: float = 0.0
    qk_norm: str = "none"  # "none", "head" (weights [head_dim]), "full" (weights [n_embd])
    # Gemma: per-layer shapes (empty: every layer has the scalars' shape), the sliding window
    # (0: none), the final logit softcap (0: none), the attention scale (0: 1/sqrt(head_dim))
    layer_shapes: tuple[LayerShape, ...] = ()
    n_swa: int = 0
    final_softcap: float = 0.0
    attn_scale: float = 0.0

    def shape(self, il: int) -> LayerShape:
        """Layer il's attention shape and RoPE."""
        if self.layer_shapes:
            return self.layer_shapes[il]
        return LayerShape(self.n_head_kv, self.head_dim, self.n_rot, self.rope_base,
                          self.rope_freq_scale)


class KVStore:
    """The keys (after RoPE) and values of one sequence, per layer and position: the
    reference's model of one slot of the runtime's K/V store (runtime/executor/dllmc_runtime.h,
    "arena and K/V store").  ``k[il]`` and ``v[il]`` are float32 [max_positions, n_head_kv,
    head_dim], zero until a row at that position is computed (`ReferenceModel.forward_rows`).
    `n_head_kv` and `head_dim` may be per layer (sequences of n_layer: gemma4's layer types)."""

    def __init__(self, n_layer: int, max_positions: int, n_head_kv: int | Sequence[int],
                 head_dim: int | Sequence[int]) -> None:
        kv = [n_head_kv] * n_layer if isinstance(n_head_kv, int) else list(n_head_kv)
        hd = [head_dim] * n_layer if isinstance(head_dim, int) else list(head_dim)
        shapes = [(max_positions, kv[il], hd[il]) for il in range(n_layer)]
        self.k = [np.zeros(shape, np.float32) for shape in shapes]
        self.v = [np.zeros(shape, np.float32) for shape in shapes]

    @classmethod
    def for_model(cls, model: ReferenceModel, max_positions: int) -> KVStore:
        hp = model.hp
        shapes = [hp.shape(il) for il in range(hp.n_layer)]
        return cls(hp.n_layer, max_positions, [s.n_head_kv for s in shapes],
                   [s.head_dim for s in shapes])

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
    up to 12 GiB).

    `llamacpp_rounding`: round the activations of every matmul with a file weight as
    llama.cpp's CPU backend does (`llamacpp_rounding`: F16 for F16 weights, q8_0 blocks for
    Q8_0, q8_K for K-quants, ...) before multiplying them by the exactly dequantized weights.
    Off (the default) is the exact model the compiler is checked against; on, the reference
    reproduces llama.cpp's own arithmetic on quantized files to float32 rounding, router choices
    included (tests/test_reference_moe.py).

    `gelu_table` (Gemma's GEGLU): llama.cpp's CPU float16 GELU table (`gelu_tanh_fp16_table`)
    instead of the exact tanh form; None (the default) follows `llamacpp_rounding`.  Rounding on
    and the table off is the arithmetic of a CPU build that quantizes activations as llama.cpp
    does but computes GELU exactly (dllmc's on K-quant files).

    `rounding(name, type)`: the activation rounding of the matmul with tensor `name` (None:
    exact), in place of `llamacpp_rounding`'s: the hook for attributing a quantized forward
    pass's error op by op (bench/accuracy.py emulates dllmc's and llama.cpp's formats with it,
    one group of matmuls at a time).

    `forced_experts` (gemma4's expert layers): {(layer, row): expert ids} used at that row of
    that layer instead of the top-k, with the weights llama.cpp would give them (their
    probabilities, renormalised): what-if runs for a routing near tie."""

    def __init__(self, path: str | Path, *, llamacpp_rounding: bool = False,
                 gelu_table: bool | None = None,
                 rounding: Callable[[str, GGMLQuantizationType], Rounding | None] | None = None
                 ) -> None:
        self.path = Path(path)
        self.llamacpp_rounding = llamacpp_rounding
        self.rounding = rounding
        self.gelu_table = llamacpp_rounding if gelu_table is None else gelu_table
        self.forced_experts: dict[tuple[int, int], Sequence[int]] = {}
        # the per-layer output scalar the Gemma 4 block multiplies by (DiffusionGemma's encoder
        # pass reads enc_layer_output_scale instead: `encode`)
        self.layer_scale = "layer_output_scale.weight"
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
        if arch == "bailingmoe2" and self.reader.get_field("diffusion.shift_logits") is not None:
            arch = "llada2"  # LLaDA2.x written under bailingmoe2's name, with diffusion keys
        if arch not in ARCHS:
            raise NotImplementedError(f"architecture {arch!r} (supported: {', '.join(ARCHS)})")
        prefix = self.meta("general.architecture")  # the keys' (a twin keeps its name's)
        a = lambda key, default=None: self.meta(f"{prefix}.{key}", default)  # noqa: E731
        scaling = a("rope.scaling.type", "linear")
        if scaling not in ("none", "linear"):
            raise NotImplementedError(f"rope scaling {scaling!r}")
        factor = a("rope.scaling.factor", 0.0) or 0.0
        n_embd, n_head = int(a("embedding_length")), int(a("attention.head_count"))
        head_dim = int(a("attention.key_length", n_embd // n_head))
        causal = False if arch in BIDIRECTIONAL_ARCHS else bool(a("attention.causal", True))
        if arch in GEMMA_ARCHS:
            return self._gemma_hparams(arch, a)
        moe: dict[str, Any] = {}
        if arch in MOE_ARCHS:
            spec = MOE_ARCHS[arch]
            n_layer = int(a("block_count"))
            used = a("expert_used_count", 0)
            used = [int(u) for u in used] if isinstance(used, list) else [int(used)] * n_layer
            if len(set(used)) > 1:
                # These graphs pass llm_graph_context::n_expert_used, layer 0's count
                # (llama-graph.cpp:1477, hparams.n_expert_used() with il = 0), to the top-k and
                # the weights, and sum hparams.n_expert_used(il) slots (:2349-2363): a layer
                # with fewer would renormalise over layer 0's k but add only its own first slots.
                raise NotImplementedError(f"per-layer expert_used_count {used}")
            moe = dict(n_expert=int(a("expert_count", 0)), n_expert_used=tuple(used),
                       n_expert_groups=int(a("expert_group_count", 0)),
                       n_group_used=int(a("expert_group_used_count", 0)),
                       # the file's routing keys where it has them (see the docstring)
                       expert_gating=GATING.get(int(a("expert_gating_func", 0)), spec.gating),
                       expert_norm=bool(a("expert_weights_norm", spec.norm_w)),
                       expert_scale=float(a("expert_weights_scale", 0.0) or spec.w_scale),
                       qk_norm=spec.qk_norm)
        return HParams(
            arch=arch,
            # bailingmoe2's multi-token-prediction layers come last and are not run
            n_layer=int(a("block_count")) - int(a("nextn_predict_layers", 0)),
            n_embd=n_embd,
            n_head=n_head,
            n_head_kv=int(a("attention.head_count_kv", n_head)),
            head_dim=head_dim,
            n_rot=int(a("rope.dimension_count", head_dim)),
            n_ff=int(a("feed_forward_length", 0)),
            n_vocab=int(self.tensors["token_embd.weight"].shape[-1]),
            rms_eps=float(a("attention.layer_norm_rms_epsilon")),
            rope_base=float(a("rope.freq_base", 10000.0)),
            rope_freq_scale=1.0 if scaling == "none" or factor == 0.0 else 1.0 / factor,
            neox=arch in NEOX_ARCHS,
            causal=causal,
            **moe,
        )

    def _gemma_hparams(self, arch: str, a: Callable[..., Any]) -> HParams:
        """gemma3 / gemma4 hyperparameters as llama.cpp loads them (generic loader,
        src/llama-model.cpp:1321-1469, then gemma3.cpp:3-31 / gemma4.cpp:4-35)."""
        n_layer = int(a("block_count"))
        n_embd = int(a("embedding_length"))

        def per_layer(value: Any, what: str) -> list[int]:
            vals = [int(x) for x in value] if isinstance(value, list) else [int(value)] * n_layer
            if len(vals) != n_layer:
                raise ValueError(f"{what}: {len(vals)} values for {n_layer} layers")
            return vals

        heads = per_layer(a("attention.head_count"), "head_count")
        if len(set(heads)) > 1:
            raise NotImplementedError(f"per-layer head_count {heads}")
        n_head = heads[0]
        kv = per_layer(a("attention.head_count_kv", n_head), "head_count_kv")
        if not all(n > 0 and n_head % n == 0 for n in kv):
            raise NotImplementedError(f"K/V heads {kv} for {n_head} heads")
        hd_full = int(a("attention.key_length", n_embd // n_head))
        hd_swa = int(a("attention.key_length_swa", hd_full))
        values = (int(a("attention.value_length", hd_full)),
                  int(a("attention.value_length_swa", hd_swa)))
        if values != (hd_full, hd_swa):
            raise NotImplementedError("value_length != key_length")
        rot_full = int(a("rope.dimension_count", hd_full))
        rot_swa = int(a("rope.dimension_count_swa", rot_full))
        base_full = float(a("rope.freq_base", 10000.0))
        base_swa = float(a("rope.freq_base_swa", 10000.0))
        scaling = a("rope.scaling.type", "linear")
        if scaling not in ("none", "linear"):
            raise NotImplementedError(f"rope scaling {scaling!r}")
        factor = float(a("rope.scaling.factor", 0.0) or 0.0)
        scale_full = 1.0 if scaling == "none" or factor == 0.0 else 1.0 / factor
        n_swa = int(a("attention.sliding_window", 0) or 0)
        pattern = a("attention.sliding_window_pattern")
        if arch in GEMMA4_ARCHS:
            if not isinstance(pattern, list) or n_swa <= 0:
                raise ValueError("gemma4 needs attention.sliding_window and a bool "
                                 "attention.sliding_window_pattern")
            if int(a("embedding_length_per_layer_input", 0) or 0) or \
                    int(a("attention.shared_kv_layers", 0) or 0):
                raise NotImplementedError("gemma4 per-layer embeddings / K/V-sharing layers")
            swa = [bool(x) for x in pattern]
            attn_scale = 1.0  # gemma4.cpp:12
        else:
            if n_swa <= 0:  # graph<false>: no sliding layers
                swa = [False] * n_layer
            elif isinstance(pattern, list):
                swa = [bool(x) for x in pattern]
            else:  # a period (llama-hparams.cpp:8-17, dense_first false)
                period = 6 if pattern is None else int(pattern)
                swa = [period == 0 or il % period < period - 1 for il in range(n_layer)]
            if (hd_swa, rot_swa) != (hd_full, rot_full):
                # gemma3.cpp builds every layer with n_embd_head_k() and n_rot of layer 0
                raise NotImplementedError("gemma3 with per-type head dims")
            # gemma3.cpp:28-30: the 27B (62 layers) scales by n_embd / n_head
            attn_scale = 1.0 / np.sqrt(float(n_embd // n_head if n_layer == 62 else hd_full))
        if len(swa) != n_layer:
            raise ValueError(f"sliding_window_pattern: {len(swa)} values for {n_layer} layers")
        shapes = tuple(
            LayerShape(kv[il], hd_swa, rot_swa, base_swa, 1.0, True) if swa[il]
            else LayerShape(kv[il], hd_full, rot_full, base_full, scale_full, False)
            for il in range(n_layer))
        moe: dict[str, Any] = {}
        n_expert = int(a("expert_count", 0) or 0)
        if arch in GEMMA4_ARCHS and n_expert:
            used = per_layer(a("expert_used_count", 0), "expert_used_count")
            if len(set(used)) > 1:
                raise NotImplementedError(f"per-layer expert_used_count {used}")
            # gemma4.cpp:324-338: softmax, norm_w true, w_scale 1 (hard-coded)
            moe = dict(n_expert=n_expert, n_expert_used=tuple(used), expert_gating="softmax",
                       expert_norm=True, expert_scale=1.0)
        return HParams(
            arch=arch, n_layer=n_layer, n_embd=n_embd, n_head=n_head, n_head_kv=kv[0],
            head_dim=shapes[0].head_dim, n_rot=shapes[0].n_rot,
            n_ff=per_layer(a("feed_forward_length", 0), "feed_forward_length")[0],
            n_vocab=int(self.tensors["token_embd.weight"].shape[-1]),
            rms_eps=float(a("attention.layer_norm_rms_epsilon")),
            rope_base=shapes[0].rope_base, rope_freq_scale=shapes[0].rope_freq_scale,
            neox=True, causal=True, qk_norm="head", layer_shapes=shapes, n_swa=n_swa,
            # DiffusionGemma's cap is a class attribute transformers does not save, so a
            # converted file may lack the key: 30, as transformers computes (notes section 3.3)
            final_softcap=float(a("final_logit_softcapping",
                                  30.0 if arch == "diffusion-gemma" else 0.0) or 0.0),
            attn_scale=float(attn_scale), **moe)

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

    def expert(self, name: str, e: int) -> np.ndarray:
        """Expert e of a 3-D expert tensor (ffn_{gate,up,down}_exps), dequantized on its own
        to float32: NumPy shape = reversed ggml ne[:2] ((n_ff_exp, n_embd) for gate and up,
        (n_embd, n_ff_exp) for down).  Kept by :data:`DEQUANTIZED` like whole tensors."""
        t = self.tensors[name]
        shape = tuple(int(x) for x in reversed(t.shape[:2]))
        raw = t.data[e]  # the raw rows of expert e (GGUFReader maps ne[2] as the first axis)
        if t.tensor_type == GGMLQuantizationType.F32:
            return np.asarray(raw).reshape(shape)
        key = self._keys.get(f"{name}#{e}")
        if key is None:
            key = self._keys[f"{name}#{e}"] = DEQUANTIZED.key(raw, t.tensor_type)
        return DEQUANTIZED.get(key, raw, t.tensor_type).reshape(shape)

    def embed(self, ids: Sequence[int]) -> np.ndarray:
        """Token embeddings [n, n_embd]; only the rows needed are dequantized."""
        t = self.tensors["token_embd.weight"]
        ids = np.asarray(ids, np.int64)
        uniq, inverse = np.unique(ids, return_inverse=True)
        rows = dequantize(np.asarray(t.data[uniq]), t.tensor_type).astype(np.float32, copy=False)
        x = rows.reshape(len(uniq), self.hp.n_embd)[inverse]
        if self.hp.arch in GEMMA_ARCHS:  # ggml_scale by sqrtf(n_embd) (gemma3.cpp:98, gemma4.cpp:165)
            x = x * np.float32(np.sqrt(self.hp.n_embd))
        return x

    # -- the forward pass

    def _rounding(self, name: str) -> Rounding | None:
        """The activation rounding of a matmul with tensor `name` (None: none)."""
        qtype = self.tensors[name].tensor_type
        if self.rounding is not None:
            return self.rounding(name, GGMLQuantizationType(qtype))
        if not self.llamacpp_rounding:
            return None
        return llamacpp_rounding(qtype)

    def _linear(self, x: np.ndarray, name: str, bias: np.ndarray | None = None) -> np.ndarray:
        r = self._rounding(name)
        y = (x if r is None else r(x)) @ self.weight(name).T
        return y if bias is None else y + bias

    def _qkv(self, h: np.ndarray, il: int, positions: np.ndarray
             ) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
        """attn_norm of h [n, n_embd] and its Q, K (both after RoPE at `positions`) and V,
        as [n, heads, head_dim]."""
        hp, p = self.hp, f"blk.{il}."
        if hp.arch in GEMMA_ARCHS:
            return self._gemma_qkv(h, il, positions)
        n = h.shape[0]
        x = rms_norm(h, self.weight(p + "attn_norm.weight"), hp.rms_eps)
        q, k, v = self._project_qkv(x, il, hp.n_head * hp.head_dim, hp.n_head_kv * hp.head_dim)
        assert v is not None
        if hp.qk_norm == "full":  # olmoe: the whole projection, before the heads (olmoe.cpp:91-101)
            q = rms_norm(q, self.weight(p + "attn_q_norm.weight"), hp.rms_eps)
            k = rms_norm(k, self.weight(p + "attn_k_norm.weight"), hp.rms_eps)
        q = q.reshape(n, hp.n_head, hp.head_dim)
        k = k.reshape(n, hp.n_head_kv, hp.head_dim)
        if hp.qk_norm == "head":  # qwen3moe.cpp:97,106: each head over its head_dim values
            q = rms_norm(q, self.weight(p + "attn_q_norm.weight"), hp.rms_eps)
            k = rms_norm(k, self.weight(p + "attn_k_norm.weight"), hp.rms_eps)
        freq_factors = self._optional("rope_freqs.weight", "rope_freqs.weight")
        rot = dict(n_rot=hp.n_rot, base=hp.rope_base, neox=hp.neox,
                   freq_scale=hp.rope_freq_scale, freq_factors=freq_factors)
        q = rope(q, positions, **rot)
        k = rope(k, positions, **rot)
        v = v.reshape(n, hp.n_head_kv, hp.head_dim)
        return x, q, k, v

    def _project_qkv(self, x: np.ndarray, il: int, n_q: int, n_kv: int
                     ) -> tuple[np.ndarray, np.ndarray, np.ndarray | None]:
        """Q [n, n_q], K and V [n, n_kv] of the normed x, with their biases where the file has
        them (`create_tensor_qkv` + `build_qkv`); fused `attn_qkv` split as Q | K | V.  V is None
        when the layer has no `attn_v` (gemma4's K = V layers)."""
        p = f"blk.{il}."
        bias = lambda name: self.weight(p + name) if self.has(p + name) else None  # noqa: E731
        if self.has(p + "attn_qkv.weight"):  # fused (create_tensor_qkv, llama-model.cpp:3418-3426)
            qkv = self._linear(x, p + "attn_qkv.weight", bias("attn_qkv.bias"))
            q, k, v = qkv[:, :n_q], qkv[:, n_q : n_q + n_kv], qkv[:, n_q + n_kv :]
            for name, part in (("attn_q.bias", q), ("attn_k.bias", k), ("attn_v.bias", v)):
                if bias("attn_qkv.bias") is None and self.has(p + name):
                    part += self.weight(p + name)
            return q, k, v
        q = self._linear(x, p + "attn_q.weight", bias("attn_q.bias"))
        k = self._linear(x, p + "attn_k.weight", bias("attn_k.bias"))
        v = (self._linear(x, p + "attn_v.weight", bias("attn_v.bias"))
             if self.has(p + "attn_v.weight") else None)
        return q, k, v

    def _block_out(self, h: np.ndarray, kqv: np.ndarray, il: int) -> dict[str, np.ndarray]:
        """The rest of block il after attention: output projection, residual, FFN, residual.
        Returns the intermediates by llama.cpp's callback names (l_out is the block output)."""
        hp, p = self.hp, f"blk.{il}."
        if hp.arch in GEMMA_ARCHS:
            return self._gemma_block_out(h, kqv, il)
        opt = lambda name: self._optional(p + name, name)  # noqa: E731
        attn_out = self._linear(kqv, p + "attn_output.weight", opt("attn_output.bias"))
        ffn_inp = attn_out + h
        y = rms_norm(ffn_inp, self.weight(p + "ffn_norm.weight"), hp.rms_eps)
        parts: dict[str, np.ndarray] = {}
        if self.has(p + "ffn_gate_inp.weight"):
            ffn_out = self._moe(y, il, parts)
        else:  # a dense model, or a dense (leading) layer of an MoE model
            gate = self._linear(y, p + "ffn_gate.weight", opt("ffn_gate.bias"))
            up = self._linear(y, p + "ffn_up.weight", opt("ffn_up.bias"))
            ffn_out = self._linear(silu(gate) * up, p + "ffn_down.weight", opt("ffn_down.bias"))
        out = ffn_out + ffn_inp
        return dict(attn_out=attn_out, ffn_inp=ffn_inp, ffn_norm=y, **parts, ffn_out=ffn_out,
                    l_out=out)

    def _moe(self, y: np.ndarray, il: int, trace: dict[str, np.ndarray]) -> np.ndarray:
        """Layer il's `build_moe_ffn` on the normed FFN input y [n, n_embd] (`moe_ffn`)."""
        hp, p = self.hp, f"blk.{il}."
        if hp.arch not in MOE_ARCHS:
            raise NotImplementedError(f"{hp.arch}: expert tensors in a dense architecture")
        if self.has(p + "ffn_gate_inp_shexp.weight"):
            raise NotImplementedError("a gated shared expert (qwen2moe's ffn_gate_inp_shexp)")
        shexp = ("ffn_gate_shexp.weight", "ffn_up_shexp.weight", "ffn_down_shexp.weight")
        shared = (tuple(self.weight(p + t) for t in shexp)
                  if self.has(p + shexp[0]) else None)
        bias = self.weight(p + "exp_probs_b.bias") if self.has(p + "exp_probs_b.bias") else None
        names = (p + "ffn_gate_exps.weight", p + "ffn_up_exps.weight", p + "ffn_down_exps.weight")
        expert = lambda e: tuple(self.expert(name, e) for name in names)  # noqa: E731
        roundings = lambda ts: (  # noqa: E731
            tuple(self._rounding(t) for t in ts)
            if self.llamacpp_rounding or self.rounding is not None else None)
        return moe_ffn(y, self.weight(p + "ffn_gate_inp.weight"), expert,
                       n_used=hp.n_expert_used[il], gating=hp.expert_gating, norm=hp.expert_norm,
                       scale=hp.expert_scale, bias=bias, n_group=hp.n_expert_groups,
                       n_group_used=hp.n_group_used, shared=shared, rounding=roundings(names),
                       shared_rounding=roundings(p + t for t in shexp) if shared else None,
                       trace=trace)

    # -- Gemma (gemma3.cpp, gemma4.cpp)

    def _gelu(self, x: np.ndarray) -> np.ndarray:
        """GELU-tanh: exact (float64), or llama.cpp's float16 table (`gelu_table`)."""
        return gelu_tanh_fp16_table(x) if self.gelu_table else gelu_tanh(x)

    def _geglu(self, y: np.ndarray, gate: str, up: str, down: str) -> np.ndarray:
        """down(gelu(y gateᵀ) · y upᵀ): `build_ffn(LLM_FFN_GELU, LLM_FFN_PAR)`
        (llama-graph.cpp:1872-1876, ggml_geglu_split: the product in float32)."""
        return self._linear(self._gelu(self._linear(y, gate)) * self._linear(y, up), down)

    def _gemma_qkv(self, h: np.ndarray, il: int, positions: np.ndarray
                   ) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
        """gemma3.cpp:115-146 / gemma4.cpp:199-262: attn_norm, Q/K/V, per-head Q and K norms,
        gemma4's unweighted V norm (V = the raw K projection without attn_v), NEOX RoPE with the
        layer's width, base, scale and (gemma4 global layers) rope_freqs factors."""
        hp, p, s = self.hp, f"blk.{il}.", self.hp.shape(il)
        n = h.shape[0]
        x = rms_norm(h, self.weight(p + "attn_norm.weight"), hp.rms_eps)
        q, k, v = self._project_qkv(x, il, hp.n_head * s.head_dim, s.n_head_kv * s.head_dim)
        if v is None:
            if hp.arch not in GEMMA4_ARCHS:
                raise ValueError(f"{p}attn_v.weight missing")
            v = k  # gemma4.cpp:245-248: Vcur = Kcur, before the K norm
        q = rms_norm(q.reshape(n, hp.n_head, s.head_dim), self.weight(p + "attn_q_norm.weight"),
                     hp.rms_eps)
        k = rms_norm(k.reshape(n, s.n_head_kv, s.head_dim), self.weight(p + "attn_k_norm.weight"),
                     hp.rms_eps)
        v = v.reshape(n, s.n_head_kv, s.head_dim)
        if hp.arch in GEMMA4_ARCHS:
            v = rms_norm(v, None, hp.rms_eps)  # gemma4.cpp:257
        factors = None
        if hp.arch in GEMMA4_ARCHS and not s.swa and self.has("rope_freqs.weight"):
            factors = self.weight("rope_freqs.weight")  # gemma4.cpp:193-197, proportional RoPE
        rot = dict(n_rot=s.n_rot, base=s.rope_base, neox=True, freq_scale=s.rope_freq_scale,
                   freq_factors=factors)
        return x, rope(q, positions, **rot), rope(k, positions, **rot), v

    def _gemma_block_out(self, h: np.ndarray, kqv: np.ndarray, il: int
                         ) -> dict[str, np.ndarray]:
        """After attention (gemma3.cpp:156-196, gemma4.cpp:270-396): attn_output, its post-norm
        and residual; the FFN (gemma3: GEGLU; gemma4: GEGLU, with the experts beside it on a
        layer with ffn_gate_inp), its post-norm and residual; gemma4's layer_output_scale."""
        hp, p = self.hp, f"blk.{il}."
        w = lambda name: self.weight(p + name)  # noqa: E731
        eps = hp.rms_eps
        parts: dict[str, np.ndarray] = {}
        attn_wo = self._linear(kqv, p + "attn_output.weight")
        post = rms_norm(attn_wo, w("post_attention_norm.weight"), eps)
        res = post + h  # gemma3's "sa_out", gemma4's "attn_out"
        if self.has(p + "ffn_gate_inp.weight"):
            if hp.arch not in GEMMA4_ARCHS:
                raise NotImplementedError(f"{hp.arch}: expert tensors")
            y = rms_norm(res, w("ffn_norm.weight"), eps)
            mlp = self._geglu(y, p + "ffn_gate.weight", p + "ffn_up.weight", p + "ffn_down.weight")
            mlp = rms_norm(mlp, w("post_ffw_norm_1.weight"), eps)
            moe = rms_norm(self._gemma_moe(res, il, parts), w("post_ffw_norm_2.weight"), eps)
            ffn_out = mlp + moe
            parts.update(ffn_norm=y, ffn_mlp=mlp, ffn_moe=moe)
        else:
            y = rms_norm(res, w("ffn_norm.weight"), eps)
            ffn_out = self._geglu(y, p + "ffn_gate.weight", p + "ffn_up.weight",
                                  p + "ffn_down.weight")
            parts.update(ffn_norm=y)
        ffn_post = rms_norm(ffn_out, w("post_ffw_norm.weight"), eps)
        out = ffn_post + res
        if hp.arch in GEMMA4_ARCHS and self.has(p + self.layer_scale):
            out = out * w(self.layer_scale).reshape(-1)[0]  # gemma4.cpp:393-396
        return dict(attn_out=attn_wo, attn_post_norm=post, ffn_inp=res, **parts, ffn_out=ffn_out,
                    ffn_post_norm=ffn_post, l_out=out)

    def _gemma_moe(self, res: np.ndarray, il: int, trace: dict[str, np.ndarray]) -> np.ndarray:
        """gemma4.cpp:310-338 and `build_moe_ffn` on the residual `res` [n, n_embd]: the sum of
        the chosen experts' outputs (before post_ffw_norm_2).

        Router logits: rms_norm(res) (no weight) times float32 1/sqrtf(n_embd), times
        ffn_gate_inp.scale, times ffn_gate_inpᵀ (F32).  Routing: `route` with softmax, top
        n_used, renormalised (norm_w true, w_scale 1).  Experts on x = rms_norm(res) ·
        pre_ffw_norm_2: gate and up are the two halves of `ffn_gate_up_exps`' rows (or
        `ffn_gate_exps` / `ffn_up_exps`, each times its optional per-expert `.scale`), the down
        projection times `ffn_down_exps.scale[e]` (`build_lora_mm_id`, llama-graph.cpp:1566-1573),
        then times the weight; slots summed in float64."""
        hp, p = self.hp, f"blk.{il}."
        eps = hp.rms_eps
        x = rms_norm(res, self.weight(p + "pre_ffw_norm_2.weight"), eps)
        r_in = rms_norm(res, None, eps) * np.float32(1.0 / np.sqrt(np.float32(hp.n_embd)))
        r_in = (r_in * self.weight(p + "ffn_gate_inp.scale")).astype(np.float32)
        logits = self._linear(r_in, p + "ffn_gate_inp.weight")
        ids, weights = route(logits, n_used=hp.n_expert_used[il], gating="softmax", norm=True,
                             scale=1.0)
        l64 = logits.astype(np.float64)
        probs = np.exp(l64 - l64.max(axis=-1, keepdims=True))
        probs /= probs.sum(axis=-1, keepdims=True)
        for (layer, row), chosen in self.forced_experts.items():
            if layer == il:
                ids[row] = np.asarray(chosen, np.int64)
                w = probs[row, ids[row]].astype(np.float32)
                weights[row] = (w / max(float(w.sum(dtype=np.float64)), _NORM_W_MIN)).astype(np.float32)
        opt = lambda name: self.weight(p + name) if self.has(p + name) else None  # noqa: E731
        down_s, up_s, gate_s = (opt("ffn_down_exps.scale"), opt("ffn_up_exps.scale"),
                                opt("ffn_gate_exps.scale"))
        fused = self.has(p + "ffn_gate_up_exps.weight")
        out = np.zeros((x.shape[0], ids.shape[1], x.shape[1]), np.float64)
        for e in np.unique(ids):
            e = int(e)
            rows, slots = np.nonzero(ids == e)
            xe = x[rows]
            if fused:
                name = p + "ffn_gate_up_exps.weight"
                r = self._rounding(name)
                gu = (xe if r is None else r(xe)) @ self.expert(name, e).T
                n_ff = gu.shape[1] // 2
                gate, up = gu[:, :n_ff], gu[:, n_ff:]
            else:
                proj = []
                for name, sc in ((p + "ffn_gate_exps.weight", gate_s),
                                 (p + "ffn_up_exps.weight", up_s)):
                    r = self._rounding(name)
                    t = (xe if r is None else r(xe)) @ self.expert(name, e).T
                    proj.append(t if sc is None else t * sc[e])
                gate, up = proj
            act = (self._gelu(gate) * up).astype(np.float32)
            name = p + "ffn_down_exps.weight"
            r = self._rounding(name)
            y = (act if r is None else r(act)) @ self.expert(name, e).T
            if down_s is not None:
                y = y * down_s[e]
            out[rows, slots] = y.astype(np.float64) * weights[rows, slots, None]
        moe_out = out.sum(axis=1).astype(np.float32)
        trace.update(ffn_moe_logits=logits, ffn_moe_probs=probs, ffn_moe_topk=ids,
                     ffn_moe_weights=weights, ffn_moe_out=moe_out)
        return moe_out

    def layer(self, h: np.ndarray, il: int, *, causal: bool | None = None,
              positions: np.ndarray | None = None,
              trace: dict[str, np.ndarray] | None = None) -> np.ndarray:
        """One transformer block on h [n, n_embd] → [n, n_embd].

        `trace`, when given, receives the intermediates under llama.cpp's callback names
        (attn_norm, Qcur/Kcur after RoPE and Vcur as [n, heads, head_dim], kqv_out, attn_out,
        ffn_inp, ffn_norm, ffn_out, l_out)."""
        hp = self.hp
        causal = hp.causal if causal is None else causal
        if hp.arch in GEMMA_ARCHS and not causal:
            raise NotImplementedError("bidirectional Gemma (llama.cpp's non-causal SWA_ONLY)")
        n = h.shape[0]
        positions = np.arange(n) if positions is None else positions
        x, q, k, v = self._qkv(h, il, positions)
        shape = hp.shape(il)
        kqv = attention(q, k, v, causal=causal, scale=hp.attn_scale or None,
                        window=hp.n_swa if shape.swa else 0)
        kqv = kqv.reshape(n, hp.n_head * shape.head_dim)
        parts = self._block_out(h, kqv, il)
        if trace is not None:
            trace.update(attn_norm=x, Qcur=q, Kcur=k, Vcur=v, kqv_out=kqv, **parts)
        return parts["l_out"]

    def layer_rows(self, h: np.ndarray, il: int, positions: np.ndarray, key_end: np.ndarray,
                   store: KVStore, key_start: np.ndarray | None = None) -> np.ndarray:
        """Block il on the rows h [n, n_embd] at absolute `positions` against a K/V store:
        the rows' K (after RoPE) and V are written at their positions of layer il, then row
        r attends to the store's keys [0, key_end[r]) (written now or by an earlier call); on
        a sliding-window layer [key_start[r], key_end[r]), by default (p - n_swa, p]."""
        hp = self.hp
        n = h.shape[0]
        _, q, k, v = self._qkv(h, il, positions)
        store.write(il, positions, k, v)
        end = int(key_end.max())
        shape = hp.shape(il)
        # a sliding layer's row at position p sees (p - n_swa, p] of what it would see
        start = None
        if shape.swa:
            start = (np.maximum(np.asarray(positions, np.int64) - hp.n_swa + 1, 0)
                     if key_start is None else np.asarray(key_start, np.int64))
        kqv = attention_rows(q, store.k[il][:end], store.v[il][:end], key_end,
                             scale=hp.attn_scale or None, key_start=start)
        return self._block_out(h, kqv.reshape(n, hp.n_head * shape.head_dim), il)["l_out"]

    def hidden_states(self, ids: Sequence[int], *, causal: bool | None = None,
                      traces: list[dict[str, np.ndarray]] | None = None) -> list[np.ndarray]:
        """[embeddings, output of layer 0, …, output of the last layer], each [n, n_embd].
        `traces`, when given, receives one dict per layer (`layer`'s trace)."""
        states = [self.embed(ids)]
        for il in range(self.hp.n_layer):
            trace: dict[str, np.ndarray] | None = None if traces is None else {}
            states.append(self.layer(states[-1], il, causal=causal, trace=trace))
            if traces is not None and trace is not None:
                traces.append(trace)
        return states

    def output_norm(self, h: np.ndarray) -> np.ndarray:
        return rms_norm(h, self.weight("output_norm.weight"), self.hp.rms_eps)

    def lm_head(self, h_normed: np.ndarray) -> np.ndarray:
        """Logits [n, n_vocab] from normed hidden states (tied output → token_embd)."""
        name = "output.weight" if self.has("output.weight") else "token_embd.weight"
        logits = self._linear(h_normed, name, self._optional("output.bias", "output.bias"))
        cap = self.hp.final_softcap
        if cap:  # gemma: cap·tanh(logits / cap) (gemma3.cpp:222-226, gemma4.cpp:427-431)
            logits = (cap * np.tanh(logits.astype(np.float64) / cap)).astype(np.float32)
        return logits

    def logits(self, ids: Sequence[int], *, rows: Sequence[int] | None = None,
               causal: bool | None = None,
               traces: list[dict[str, np.ndarray]] | None = None) -> np.ndarray:
        """Raw logits [len(rows), n_vocab] of positions `rows` (default: all), unshifted.
        `traces`: as `hidden_states`' (every position's)."""
        h = self.hidden_states(ids, causal=causal, traces=traces)[-1]
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

    # -- DiffusionGemma's two passes over one set of weights

    def encode(self, ids: Sequence[int], start: int, store: KVStore) -> np.ndarray:
        """DiffusionGemma's encoder pass (transformers' `DiffusionGemmaEncoderTextModel`; PR
        #24423's PREFILL): the tokens `ids` at positions start, start + 1, ... written into the
        store, causal (a sliding layer's row at p sees (p - n_swa, p]), the input unnormed
        (embeddings times sqrt(n_embd)), each layer's output times `enc_layer_output_scale`.
        Returns the last layer's output [n, n_embd] (generation uses only the K/V)."""
        pos = start + np.arange(len(ids), dtype=np.int64)
        self.layer_scale = "enc_layer_output_scale.weight"
        try:
            h = self.embed(np.asarray(ids, np.int64))
            for il in range(self.hp.n_layer):
                h = self.layer_rows(h, il, pos, pos + 1, store)
        finally:
            self.layer_scale = "layer_output_scale.weight"
        return h

    def self_conditioning(self, sc_logits: np.ndarray) -> np.ndarray:
        """The self-conditioning signal of the previous step's (temperature-processed) logits
        [C, V]: the float32 softmax of each row times the embedding matrix as stored, times
        sqrt(n_embd), RMS-normed with `self_cond_pre_norm`, through the gated GELU MLP
        (`self_cond_gate` / `_up` / `_down`): [C, n_embd] (`DiffusionGemmaSelfConditioning`)."""
        z = np.asarray(sc_logits, np.float32)
        e = np.exp((z - z.max(axis=-1, keepdims=True)).astype(np.float64))
        probs = (e / e.sum(axis=-1, keepdims=True)).astype(np.float32)
        table = self.weight("token_embd.weight")  # [V, n_embd]
        soft = (probs.astype(np.float64) @ table.astype(np.float64)).astype(np.float32)
        soft = soft * np.float32(np.sqrt(self.hp.n_embd))
        normed = rms_norm(soft, self.weight("self_cond_pre_norm.weight"), self.hp.rms_eps)
        return self._geglu(normed, "self_cond_gate.weight", "self_cond_up.weight",
                           "self_cond_down.weight")

    def decode(self, canvas: Sequence[int], start: int, store: KVStore,
               sc_logits: np.ndarray | None = None) -> np.ndarray:
        """DiffusionGemma's decoder pass (`DiffusionGemmaDecoderModel`; PR #24423's DECODE):
        the canvas at positions start .. start + C - 1, bidirectional, attending to the store's
        prefix [0, start) on global layers and its last n_swa - 1 positions on sliding layers,
        plus the whole canvas (its K/V written at its positions, to be overwritten by the
        canvas's encoding).  Input: RMS-norm without weight of embeddings times sqrt(n_embd)
        plus the self-conditioning signal of `sc_logits` (none on a canvas's first step).
        Returns the softcapped logits [C, V]."""
        c = len(canvas)
        pos = start + np.arange(c, dtype=np.int64)
        e = self.embed(np.asarray(canvas, np.int64))
        if sc_logits is not None:
            e = e + self.self_conditioning(sc_logits)
        h = rms_norm(e, None, self.hp.rms_eps)
        ends = np.full(c, start + c, np.int64)
        starts = np.full(c, max(0, start - self.hp.n_swa + 1), np.int64)
        for il in range(self.hp.n_layer):
            h = self.layer_rows(h, il, pos, ends, store, starts)
        return self.lm_head(self.output_norm(h)).astype(np.float32)


def reference_logits(gguf_path: str | Path, ids: Sequence[int], *,
                     rows: Sequence[int] | None = None, causal: bool | None = None,
                     traces: list[dict[str, np.ndarray]] | None = None) -> np.ndarray:
    """float32 logits [len(rows), vocab] of the model at `gguf_path` for token ids `ids`
    at positions 0..n-1; `causal=None` uses the architecture's own attention.  `traces`, when
    given, receives each layer's intermediates (`ReferenceModel.layer`'s trace; a gemma4 expert
    layer's router logits and probabilities among them)."""
    return ReferenceModel(gguf_path).logits(ids, rows=rows, causal=causal, traces=traces)
