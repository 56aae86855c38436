"""GPU kernel specs: one frozen dataclass per NVPTX kernel family (``templates/nvptx/``).

As in :mod:`dllmc.compiler.kernels`, a spec holds every compile-time decision (shape, quant
type, tiles, launch geometry) and the template only loops and branches over its fields.

The GPU kernel ABI (docs/gpu.md).  Every kernel is a PTX ``.entry`` whose seven parameters
are the fields of ``dllmc_args`` (runtime/dllmc_runtime.h), passed by value::

    .entry SYMBOL(.u64 w, .u64 x, .u64 x2, .u64 x3, .u64 y, .u64 rows, .u64 m)

(device pointers, ``rows`` an ``int32`` array or 0, ``m`` the rows of this call).  It is
launched with ``spec.threads`` threads per block (x only), no dynamic shared memory, and
``spec.grid(m)`` blocks; each output element is written by exactly one thread, so a launch
is deterministic.  ``symbol`` = family + specialization + target (``gemm_q4_K_sm_80_n4096_k4096``).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import ClassVar

from dllmc.compiler.kernels import (
    Q8_BLOCK,
    ROPE_STYLES,
    KernelSpec,
    _num,
    f32_hex,
    q8_row_bytes,
)
from dllmc.targets.gpu import MMA_F16_K16, MMA_S8_K16, MMA_S8_K32, GpuTarget

LOG2E = 1.4426950408889634


def _ceil_div(a: int, b: int) -> int:
    return -(-a // b)


# per grid dimension: (blocks, rows per block); rows per block 0 = a constant count of blocks
GridRule = tuple[tuple[int, int], tuple[int, int], tuple[int, int]]


def grid_of(rule: GridRule | list, m: int) -> tuple[int, int, int]:
    """The blocks of a launch over ``m`` rows under ``rule`` (see ``_GpuSpec.grid_rule``)."""
    x, y, z = (blocks if per == 0 else _ceil_div(m, per) for blocks, per in rule)
    return (x, y, z)


@dataclass(frozen=True, kw_only=True)
class _GpuSpec(KernelSpec):
    """Fields every GPU spec has.  ``target`` is the SM the kernel is compiled for."""

    target: GpuTarget
    threads: ClassVar[int] = 256  # threads per block

    @property
    def grid_rule(self) -> GridRule:
        """The launch grid as data, per dimension (x, y, z) a pair (blocks, rows per block):
        ``blocks`` when rows per block is 0, else ceil(m / rows per block).  What the GPU plan
        records so the runtime can size a launch without the spec."""
        raise NotImplementedError

    def grid(self, m: int) -> tuple[int, int, int]:
        """Blocks of a launch over ``m`` rows: (x, y, z)."""
        return grid_of(self.grid_rule, m)

    @property
    def grid_doc(self) -> str:
        """The grid formula, for the module's header comment."""
        raise NotImplementedError

    @property
    def warps(self) -> int:
        return self.threads // 32

    @staticmethod
    def hex(x: float) -> str:
        return f32_hex(x)


class _PerRow:
    """Mixin: one block per row (row-wise kernels), grid = (m, 1, 1)."""

    @property
    def grid_rule(self) -> GridRule:
        return ((0, 1), (1, 0), (1, 0))

    @property
    def grid_doc(self) -> str:
        return "(m, 1, 1): block r = row r"


# ----------------------------------------------------------------------------- activations


@dataclass(frozen=True, kw_only=True)
class QuantizeQ8G(_PerRow, _GpuSpec):
    """f32 rows [m][k] -> Q8 rows (docs/weight-layouts.md), bit-exact with the x86 kernel.
    Block r = row r (reading x row ``rows[r]`` when rows is set); warp w quantizes 32-blocks
    w, w + 8, ...; lane = element of the block."""

    k: int
    template: ClassVar[str] = "quantize_q8"

    def __post_init__(self) -> None:
        if self.k % Q8_BLOCK:
            raise ValueError(f"quantize_q8: K = {self.k} is not a multiple of 32")

    @property
    def name(self) -> str:
        return f"_k{self.k}"

    @property
    def blocks(self) -> int:
        return self.k // Q8_BLOCK

    @property
    def row_bytes(self) -> int:
        return q8_row_bytes(self.k)


@dataclass(frozen=True, kw_only=True)
class RmsNormG(_PerRow, _GpuSpec):
    """y = x / sqrt(mean(x^2) + eps) * w; ``out_q8``: y is Q8 rows.  Block r = row r; the sum
    of squares is reduced over the block (per-thread chains, warp butterfly, shared memory)."""

    k: int
    eps: float
    out_q8: bool = False
    template: ClassVar[str] = "rmsnorm"

    def __post_init__(self) -> None:
        if self.k % 32:
            raise ValueError(f"rmsnorm: K = {self.k} is not a multiple of 32")

    @property
    def name(self) -> str:
        return f"_k{self.k}_eps{_num(self.eps)}{'_q8' if self.out_q8 else ''}"

    @property
    def blocks(self) -> int:
        return self.k // 32

    @property
    def eps_hex(self) -> str:
        return f32_hex(self.eps)

    @property
    def inv_k_hex(self) -> str:
        return f32_hex(1.0 / self.k)

    @property
    def row_bytes(self) -> int:
        return q8_row_bytes(self.k) if self.out_q8 else 4 * self.k


@dataclass(frozen=True, kw_only=True)
class SwigluG(_PerRow, _GpuSpec):
    """y = x / (1 + exp(-x)) * x2 over rows of n; ``out_q8``: y is Q8 rows.  exp through
    ``ex2.approx`` (relative error ~2^-22)."""

    n: int
    out_q8: bool = False
    template: ClassVar[str] = "swiglu"

    def __post_init__(self) -> None:
        if self.n % 32:
            raise ValueError(f"swiglu: width {self.n} is not a multiple of 32")

    @property
    def name(self) -> str:
        return f"_n{self.n}{'_q8' if self.out_q8 else ''}"

    @property
    def blocks(self) -> int:
        return self.n // 32

    @property
    def row_bytes(self) -> int:
        return q8_row_bytes(self.n) if self.out_q8 else 4 * self.n

    @property
    def neg_log2e_hex(self) -> str:
        return f32_hex(-LOG2E)


@dataclass(frozen=True, kw_only=True)
class AddG(_GpuSpec):
    """y = x + x2 over rows of n (y may alias either).  One thread per element."""

    n: int
    template: ClassVar[str] = "add"

    @property
    def name(self) -> str:
        return f"_n{self.n}"

    @property
    def grid_rule(self) -> GridRule:
        return ((_ceil_div(self.n, self.threads), 0), (0, 1), (1, 0))

    @property
    def grid_doc(self) -> str:
        return f"(ceil({self.n}/{self.threads}), m, 1): thread = one element"


@dataclass(frozen=True, kw_only=True)
class AddBiasG(AddG):
    """y = x + w per row (w a float32 vector of n; in place allowed)."""

    template: ClassVar[str] = "add_bias"


@dataclass(frozen=True, kw_only=True)
class RopeG(_GpuSpec):
    """Rotate x [m][n_heads*head_dim] by position = row, table x2 = (cos, sin) float32
    [max_canvas][head_dim/2][2] (the CPU ``rope_table``'s output, uploaded); ``norm`` pairs
    (2i, 2i+1), ``neox`` (i, i + hd/2); ``bias``: add w first.  One thread per pair."""

    n_heads: int
    head_dim: int
    style: str
    bias: bool = False
    template: ClassVar[str] = "rope"

    def __post_init__(self) -> None:
        if self.style not in ROPE_STYLES:
            raise ValueError(f"rope: style {self.style!r} is not one of {ROPE_STYLES}")
        if self.head_dim % 2:
            raise ValueError(f"rope: head_dim {self.head_dim} is odd")

    @property
    def name(self) -> str:
        return f"_{self.style}_h{self.n_heads}_d{self.head_dim}{'_bias' if self.bias else ''}"

    @property
    def pairs(self) -> int:
        return self.n_heads * self.head_dim // 2

    @property
    def half(self) -> int:
        return self.head_dim // 2

    @property
    def grid_rule(self) -> GridRule:
        return ((_ceil_div(self.pairs, self.threads), 0), (0, 1), (1, 0))

    @property
    def grid_doc(self) -> str:
        return f"(ceil({self.pairs}/{self.threads}), m, 1): thread = one rotated pair"


# ----------------------------------------------------------------------------- integer GEMM

# GGUF super-block formats read in place by gemm_q: (block bytes, inputs per scale, mma shape)
GGUF_BLOCKS: dict[str, tuple[int, int, str]] = {
    "Q4_K": (144, 32, MMA_S8_K32),
    "Q6_K": (210, 16, MMA_S8_K16),
}
QK_K = 256


@dataclass(frozen=True, kw_only=True)
class GemmQG(_GpuSpec):
    """y[m][n] = x @ W.T on the int8 tensor cores: x Q8 rows, W the GGUF tensor's own blocks
    (Q4_K or Q6_K, row r of W = K/256 super-blocks, read in place), y float32 [m][n].

    A block is ``warps_n`` warps side by side over columns; a warp computes ``mf`` x 16
    activation rows by ``nf`` x 8 weight rows with ``mf * nf`` mma tiles (default 4 x 1:
    187 registers on sm_80, no spills; 4 x 2 spills).  Q4_K: one
    ``mma.m16n8k32.s8`` per 32-input sub-block (its 4-bit codes u are the s8 operand); Q6_K:
    one ``mma.m16n8k16.s8`` per 16-input scale group (u - 32 as s8).  Each int32 tile result
    is scaled into float32 accumulators per sub-block (docs/gpu.md)."""

    ggml_type: str
    n: int
    k: int
    mf: int = 4
    nf: int = 1
    warps_n: int = 4
    template: ClassVar[str] = "gemm_q"

    def __post_init__(self) -> None:
        if self.ggml_type not in GGUF_BLOCKS:
            raise ValueError(f"gemm_q (gpu): no tensor-core kernel for {self.ggml_type} "
                             f"(types: {', '.join(GGUF_BLOCKS)}; others use gemm_f)")
        if self.k % QK_K or self.n <= 0:
            raise ValueError(f"gemm_q (gpu): K = {self.k} is not a multiple of {QK_K}")
        if self.mma not in self.target.mma:
            raise ValueError(f"gemm_q (gpu): {self.target.name} has no {self.mma}")

    @property
    def threads(self) -> int:  # type: ignore[override]
        return 32 * self.warps_n

    @property
    def symbol(self) -> str:
        t = self.ggml_type
        return f"gemm_{t[0].lower()}{t[1:]}_{self.target.name}{self.name}"

    @property
    def name(self) -> str:
        tiles = "" if (self.mf, self.nf, self.warps_n) == (4, 1, 4) else \
            f"_mf{self.mf}_nf{self.nf}_w{self.warps_n}"
        return f"_n{self.n}_k{self.k}{tiles}"

    @property
    def block_bytes(self) -> int:
        return GGUF_BLOCKS[self.ggml_type][0]

    @property
    def mma(self) -> str:
        return GGUF_BLOCKS[self.ggml_type][2]

    @property
    def superblocks(self) -> int:
        return self.k // QK_K

    @property
    def w_row_bytes(self) -> int:
        return self.superblocks * self.block_bytes

    @property
    def weight_bytes(self) -> int:
        return self.n * self.w_row_bytes

    @property
    def x_row_bytes(self) -> int:
        return q8_row_bytes(self.k)

    @property
    def d_offset(self) -> int:
        return self.k

    @property
    def s_offset(self) -> int:
        return self.k + self.k // 8

    @property
    def rows_per_block(self) -> int:
        return 16 * self.mf

    @property
    def cols_per_block(self) -> int:
        return 8 * self.nf * self.warps_n

    @property
    def grid_rule(self) -> GridRule:
        return ((_ceil_div(self.n, self.cols_per_block), 0), (0, self.rows_per_block), (1, 0))

    # --- Q4_K: the 12 scale bytes as three little-endian words S0 S1 S2, byte i in word i/4
    @property
    def q4k_scale_terms(self) -> list[tuple[list[tuple[int, int, int, int]], list[tuple[int, int, int, int]]]]:
        """Per sub-block j: the (word, shift right, mask, shift left) terms OR-ed into its
        6-bit scale and 6-bit min (ggml's get_scale_min_k4)."""
        out = []
        for j in range(8):
            if j < 4:
                out.append(([(0, 8 * j, 63, 0)], [(1, 8 * j, 63, 0)]))
            else:
                b = 8 * (j - 4)
                out.append(([(2, b, 0xF, 0), (0, b + 6, 3, 4)], [(2, b + 4, 0xF, 0), (1, b + 6, 3, 4)]))
        return out

    # --- Q6_K: where the 4 codes of lane t live for 16-input group h of a super-block
    @property
    def q6k_groups(self) -> list[tuple[int, int, int, int, int]]:
        """Per group h (0..15): (h, ql byte offset - 4t, ql nibble shift, qh byte offset - 4t,
        qh shift): value v = 16h + 4t + i is in half v/128, quarter q = (v%128)/32, position
        l = v%32; its low 4 bits are ql[64 half + 32 (q&1) + l] >> 4 (q>>1), its high 2 bits
        qh[32 half + l] >> 2q (ggml's dequantize_row_q6_K)."""
        out = []
        for h in range(16):
            half, q, sub = h // 8, (h % 8) // 2, h % 2
            out.append((h, 64 * half + 32 * (q & 1) + 16 * sub, 4 * (q >> 1),
                        128 + 32 * half + 16 * sub, 2 * q))
        return out

    @property
    def grid_doc(self) -> str:
        return (f"(ceil({self.n}/{self.cols_per_block}), ceil(m/{self.rows_per_block}), 1): "
                f"warp = {self.rows_per_block} rows x {8 * self.nf} columns")


# ----------------------------------------------------------------------------- float GEMM

GPU_FLOAT_WEIGHTS = {"F32": ("float", 4), "F16": ("half", 2), "BF16": ("bfloat", 2)}


@dataclass(frozen=True, kw_only=True)
class GemmFG(_GpuSpec):
    """The fallback GEMM: y[m][n] = x @ W.T with x float32 [m][k] and W row-major [n][k] in
    F32, F16 or BF16 (every other quant type is dequantized to F16 at upload).  Warp w of a
    block owns weight row (column of y) 8*bx + w and ``rt`` activation rows; lanes stride
    over K (coalesced), each with ``rt`` fused multiply-add chains, then a butterfly sum."""

    dtype: str
    n: int
    k: int
    rt: int = 8
    template: ClassVar[str] = "gemm_f"

    def __post_init__(self) -> None:
        if self.dtype not in GPU_FLOAT_WEIGHTS:
            raise ValueError(f"gemm_f (gpu): no kernel for {self.dtype} (F32, F16, BF16)")
        if self.k % 32:
            raise ValueError(f"gemm_f (gpu): K = {self.k} is not a multiple of 32")

    @property
    def symbol(self) -> str:
        return f"gemm_{self.dtype.lower()}_{self.target.name}{self.name}"

    @property
    def name(self) -> str:
        return f"_n{self.n}_k{self.k}"

    @property
    def elem(self) -> str:
        return GPU_FLOAT_WEIGHTS[self.dtype][0]

    @property
    def elem_bytes(self) -> int:
        return GPU_FLOAT_WEIGHTS[self.dtype][1]

    @property
    def steps(self) -> int:
        return self.k // 32

    @property
    def grid_rule(self) -> GridRule:
        return ((_ceil_div(self.n, self.warps), 0), (0, self.rt), (1, 0))

    @property
    def grid_doc(self) -> str:
        return f"(ceil({self.n}/{self.warps}), ceil(m/{self.rt}), 1): warp = 1 column x {self.rt} rows"


# ----------------------------------------------------------------------------- attention


@dataclass(frozen=True, kw_only=True)
class AttentionG(_GpuSpec):
    """softmax(q k^T / sqrt(hd) [+ causal mask]) v per head on the f16 tensor cores, GQA.

    x = q [m][n_head*hd], x2 = k, x3 = v [m][n_head_kv*hd] (float32), y [m][n_head*hd].
    Block (bx, h): ``warps`` warps, each a tile of 16 queries of head h; the block streams
    tiles of ``kt`` keys of K (as f16 [kt][hd]) and V (transposed, f16 [hd][kt]) through
    shared memory; per warp S = Q K^T with mma.m16n8k16 (f16 in, f32 out), an online softmax
    in registers (exp2 with log2(e)/sqrt(hd) folded into the scale), P (f16) reused in
    registers as the A operand of O += P V."""

    n_head: int
    n_head_kv: int
    head_dim: int
    causal: bool
    warps_q: int = 4
    kt: int = 32
    template: ClassVar[str] = "attention"

    def __post_init__(self) -> None:
        if self.n_head % self.n_head_kv:
            raise ValueError("attention: n_head must be a multiple of n_head_kv")
        if self.head_dim % 16 or self.kt % 16:
            raise ValueError("attention (gpu): head_dim and kt must be multiples of 16")
        if MMA_F16_K16 not in self.target.mma:
            raise ValueError(f"attention (gpu): {self.target.name} has no {MMA_F16_K16}")
        if self.smem_bytes > self.target.smem_per_block:
            raise ValueError("attention (gpu): K/V tiles exceed the shared memory per block")

    @property
    def threads(self) -> int:  # type: ignore[override]
        return 32 * self.warps_q

    @property
    def name(self) -> str:
        return (f"_h{self.n_head}_kv{self.n_head_kv}_d{self.head_dim}"
                f"{'_causal' if self.causal else ''}")

    @property
    def group(self) -> int:
        return self.n_head // self.n_head_kv

    @property
    def q_stride(self) -> int:
        return self.n_head * self.head_dim

    @property
    def kv_stride(self) -> int:
        return self.n_head_kv * self.head_dim

    @property
    def dsteps(self) -> int:
        """k-steps of 16 over the head dimension (S = Q K^T)."""
        return self.head_dim // 16

    @property
    def dfrags(self) -> int:
        """n-fragments of 8 over the head dimension (O)."""
        return self.head_dim // 8

    @property
    def kfrags(self) -> int:
        """n-fragments of 8 keys per tile (S)."""
        return self.kt // 8

    @property
    def ksteps(self) -> int:
        """k-steps of 16 keys per tile (O += P V)."""
        return self.kt // 16

    @property
    def tile_elems(self) -> int:
        return self.kt * self.head_dim

    @property
    def loads_per_thread(self) -> int:
        return _ceil_div(self.tile_elems, self.threads)

    @property
    def smem_bytes(self) -> int:
        return 2 * 2 * self.tile_elems

    @property
    def rows_per_block(self) -> int:
        return 16 * self.warps_q

    @property
    def scale_log2_hex(self) -> str:
        return f32_hex(LOG2E / math.sqrt(self.head_dim))

    @property
    def grid_rule(self) -> GridRule:
        return ((0, self.rows_per_block), (self.n_head, 0), (1, 0))

    @property
    def grid_doc(self) -> str:
        return f"(ceil(m/{self.rows_per_block}), {self.n_head}, 1): warp = 16 queries of head by"


# ----------------------------------------------------------------------------- embedding

# element decoders of the embedding kernel: type -> (block bytes, elements per block)
EMBED_TYPES: dict[str, tuple[int, int]] = {
    "F32": (4, 1), "F16": (2, 1), "BF16": (2, 1), "Q8_0": (34, 32), "Q4_K": (144, 256),
    "Q6_K": (210, 256),
}


@dataclass(frozen=True, kw_only=True)
class EmbedG(_GpuSpec):
    """y[i] = dequant(W row x[i]) for i < m: x = token ids (int32), W = token_embd in its
    GGUF blocks, y float32 [m][n_embd].  One thread per output element."""

    ggml_type: str
    n_embd: int
    template: ClassVar[str] = "embed"

    def __post_init__(self) -> None:
        if self.ggml_type not in EMBED_TYPES:
            raise ValueError(f"embed (gpu): no decoder for {self.ggml_type} "
                             f"(types: {', '.join(EMBED_TYPES)})")
        if self.n_embd % self.per_block:
            raise ValueError(f"embed (gpu): n_embd {self.n_embd} is not a multiple of "
                             f"the {self.ggml_type} block")

    @property
    def name(self) -> str:
        return f"_{self.ggml_type.lower()}_n{self.n_embd}"

    @property
    def block_bytes(self) -> int:
        return EMBED_TYPES[self.ggml_type][0]

    @property
    def per_block(self) -> int:
        return EMBED_TYPES[self.ggml_type][1]

    @property
    def row_bytes(self) -> int:
        return self.n_embd // self.per_block * self.block_bytes

    @property
    def grid_rule(self) -> GridRule:
        return ((_ceil_div(self.n_embd, self.threads), 0), (0, 1), (1, 0))

    @property
    def grid_doc(self) -> str:
        return f"(ceil({self.n_embd}/{self.threads}), m, 1): thread = one element"


# ----------------------------------------------------------------------------- sampler


@dataclass(frozen=True, kw_only=True)
class VocabStatsG(_PerRow, _GpuSpec):
    """The sampler's row reductions (compiler/sampler_kernels.py: VocabStats), one block per
    row: argmax (first), max, max2 (with multiplicity), z = sum exp(scale (l - max)) (so
    logsumexp = scale max + log z) and, with DLLMC_SAMPLE_ENTROPY, neg_entropy; columns
    below the row's floor are left out.  w = dllmc_sample_params (device copy, its pointers
    device pointers), x = logits [m][n], y = dllmc_row_stats [m] (32 bytes each)."""

    n: int
    template: ClassVar[str] = "vocab_stats"
    threads: ClassVar[int] = 512

    @property
    def name(self) -> str:
        return f"_n{self.n}"

    @property
    def per_thread(self) -> int:
        return _ceil_div(self.n, self.threads)

    @property
    def log2e_hex(self) -> str:
        return f32_hex(LOG2E)

    @property
    def ln2_hex(self) -> str:
        return f32_hex(math.log(2.0))


GPU_KERNEL_SPECS = (QuantizeQ8G, RmsNormG, SwigluG, AddG, AddBiasG, RopeG, GemmQG, GemmFG,
                    AttentionG, EmbedG, VocabStatsG)

__all__ = ["EMBED_TYPES", "GGUF_BLOCKS", "GPU_FLOAT_WEIGHTS", "GPU_KERNEL_SPECS", "AddBiasG",
           "AddG", "AttentionG", "EmbedG", "GemmFG", "GemmQG", "GridRule", "QuantizeQ8G",
           "RmsNormG", "RopeG", "SwigluG", "VocabStatsG", "grid_of"]
