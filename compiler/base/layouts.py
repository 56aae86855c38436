"""The data layouts, in one place: activation formats, weight forms, the QR8 / FR8 tables and
the GGUF block sizes (docs/weight-layouts.md).

Everything that reads or writes these bytes takes its numbers from here: the kernel specs
(:mod:`dllmc.compiler.kernels`), the lowering and the placement (``specialize``,
``schedule``) and the backends (:mod:`dllmc.targets.backend`).  The C runtime's copies (the
``dllmc_form`` / ``dllmc_rows`` / ``dllmc_sampler`` enums, the ``QTYPES`` table) are checked
against these by ``tests/test_layouts.py``, which fails on any drift; ``tests/layouts.py`` is
the independent oracle the kernels are checked against and does not import this module.
"""

from __future__ import annotations

import math
from enum import IntEnum, StrEnum
from functools import cache
from typing import NamedTuple

Q8_BLOCK = 32  # activation inputs per scale in the q8_0 format (the legacy types' vec_dot_type)
QK_K = 256  # inputs per super-block: K-quant weights and the q8_K activation format
# q8_Ks: the largest per-32 multiplier of the super-block's scale.  8 keeps every integer
# sum the K-quant kernels form exact: a block's code sum times s in int16 (8 * 32 * 127 =
# 32512), Q6_K's int32 tile sum (16 chunks x 16 x 63 x 127 x 128 x 8 < 2^31); on the Qwen
# files it keeps nearly all of per 32's accuracy (docs/correctness.md)
SUBSTEPS = 8


class ActFormat(StrEnum):
    """Activation row formats: ``q8_0`` (scale per 32, float32; what every CPU GEMM reads by
    default, and the GPU's), and llama.cpp's ``vec_dot_type`` of the K-quants, which a CPU
    GEMM reads when asked (`GemmQ.act`): ``q8_K`` for the K-quants with a min (scale per 256,
    integer block sums per 16 and per 32), and ``q8_Ku`` for Q6_K: q8_K with every code byte
    stored as q + 128 (unsigned), so that its signed weights u - 32 take the unsigned side of
    the byte product and the -32 offset needs no activation sums.  ``q8_Ks`` (substeps, for
    every K-quant): a scale D per 256 inputs, and per 32 inputs an integer multiplier s in
    [1, SUBSTEPS], the smallest whose step s D holds the block; codes round(x / (s D)), block
    sums times s.  The K-quant kernels fold s into the chunk's integer scale and keep one
    float update per 256 inputs, while a block far below its super-block's largest value
    keeps a fine step (docs/correctness.md, "Distance from the float model")."""

    Q8_0 = "q8_0"
    Q8_K = "q8_K"
    Q8_KU = "q8_Ku"
    Q8_KS = "q8_Ks"

    @property
    def qk(self) -> bool:
        """One scale per 256 inputs, integer block sums (q8_K, q8_Ku)."""
        return self is not ActFormat.Q8_0

    @property
    def block(self) -> int:
        """Inputs per scale."""
        return QK_K if self.qk else Q8_BLOCK

    @property
    def steps(self) -> int:
        """The largest per-32 multiplier s (q8_Ks: :data:`SUBSTEPS`; the others 0)."""
        return SUBSTEPS if self is ActFormat.Q8_KS else 0

    @property
    def suffix(self) -> str:
        """The mark of the format in buffer names (``x.q8K``) and symbols (``_q8K``)."""
        return {"q8_0": "q8", "q8_K": "q8K", "q8_Ku": "q8Ku", "q8_Ks": "q8Ks"}[self.value]

    # One row of k inputs (docs/weight-layouts.md): int8 q[K] | f32 d[K / block] | sums, then
    # q8_0: f32 s[K/16]; q8_K, q8_Ku: i16 s16[K/16] | i16 s32[K/32]; q8_Ks: as q8_K (its sums
    # times each block's s) | i32 m[K/32], the multiplier word s | s << 16 of each 32-input
    # block (s in both 16-bit halves).  q8_Ku's code bytes are q + 128.  Every kernel that
    # writes or reads a row takes its offsets from these methods.

    def d_offset(self, k: int) -> int:
        """The scales, f32 d[K / block]."""
        return k

    def s_offset(self, k: int) -> int:
        """The sums per 16 inputs: f32 s[K/16] (q8_0) or i16 s16[K/16]."""
        return k + 4 * (k // self.block)

    def s32_offset(self, k: int) -> int:
        """The integer sums per 32 inputs, i16 s32[K/32] (per-256 formats)."""
        return self.s_offset(k) + 2 * (k // 16)

    def m_offset(self, k: int) -> int:
        """q8_Ks: the multiplier words, i32 m[K/32]."""
        return self.s32_offset(k) + 2 * (k // 32)

    def row_bytes(self, k: int) -> int:
        """Bytes of one row of ``k`` inputs."""
        if not self.qk:
            return self.s_offset(k) + 4 * (k // 16)
        return self.m_offset(k) + (4 * (k // 32) if self.steps else 0)


Q8_FORMATS = tuple(f.value for f in ActFormat)
QK_FORMATS = tuple(f.value for f in ActFormat if f.qk)


def act(fmt: str) -> ActFormat:
    """An activation format by name, or a ValueError listing the formats."""
    try:
        return ActFormat(fmt)
    except ValueError:
        raise ValueError(f"no activation format {fmt!r} (formats: {', '.join(Q8_FORMATS)})") from None


def q8_row_bytes(k: int, fmt: str = "q8_0") -> int:
    """Bytes of one activation row of ``k`` inputs in format ``fmt``."""
    return act(fmt).row_bytes(k)


def q8_block(fmt: str) -> int:
    """Inputs per activation scale of a format."""
    return act(fmt).block


class Form(StrEnum):
    """How the runtime prepares a weight at load; the C enum ``dllmc_form`` has these values
    in this order."""

    RAW = "raw"  # GGUF blocks as stored (CPU: embedding lookups; GPU: the tensor-core GEMMs)
    F32 = "f32"  # vectors: norm weights, biases
    QR8 = "qr8"  # CPU: integer quant types, 8 rows interleaved
    FR8 = "fr8"  # CPU: F32 / F16 / BF16 matrices, 8 rows interleaved
    F16 = "f16"  # GPU: other quant types, dequantized to F16 row-major at upload

    @property
    def c_name(self) -> str:
        return f"DLLMC_FORM_{self.name}"


class Rows(IntEnum):
    """Which rows a step runs over and what its ``rows`` table holds (C enum ``dllmc_rows``).

    A forward computes M rows, the rows of one or more sequences stacked in order (each
    sequence's slot of the K/V store, its rows' positions and key ranges are run-time values:
    docs/runtime.md, "Rows and the K/V store")."""

    CANVAS = 0  # m = M, rows = NULL
    SELECTED = 1  # m = logit rows, rows = the logit rows (indices into the M rows)
    POSITION = 2  # m = M, rows = each row's absolute position (RoPE)
    STORE = 3  # m = M, rows = each row's store row, slot * max_canvas + position (K/V write)
    SEQUENCE = 4  # once per sequence, m = its rows, x/y = its rows, x2/x3 = its slot's K/V,
    #               rows = each row's key end: it attends to keys [0, key end) (attention);
    #               w = each row's key start (a sliding-window layer's keys: [start, end))
    # mixtures of experts: the routed rows, M x n_used, grouped by expert by the last ROUTE step
    ROUTED = 5  # m = M x n_used, rows = each routed row's canvas row (a gathering read)
    EXPERT = 6  # once per expert with routed rows, m = its rows, x/y = its rows, w = its matrix

    @property
    def c_name(self) -> str:
        return f"DLLMC_ROWS_{self.name}"


class StepKind(IntEnum):
    """What a plan step runs (C enum ``dllmc_step_kind``): a generated kernel, or one of the
    CPU runtime's builtins."""

    KERNEL = 0  # the step's kernel over its rows
    EMBED = 1  # y[i] = the embedding table's row ids[i], dequantized
    ROUTE = 2  # each row's experts from its router logits x (+ the bias w, for the choice only)
    COMBINE = 3  # y[m] = x[m] + sum of m's routed rows of x2, each times its expert's weight
    SOFT_EMBED = 4  # x2[m] = softmax(caller's self-conditioning logits m), y[m] = x2[m] . table

    @property
    def c_name(self) -> str:
        return f"DLLMC_STEP_{self.name}"


class Pass(IntEnum):
    """The passes of a plan (C enum ``dllmc_pass``): a forward call runs the steps of one.
    Every model has the forward; an encoder-decoder model (DiffusionGemma) also its decoder,
    on a canvas's first step (no self-conditioning signal) and on later steps (with it)."""

    FORWARD = 0  # the forward pass; DiffusionGemma's encoder
    DECODE = 1
    DECODE_SC = 2

    @property
    def c_name(self) -> str:
        return f"DLLMC_PASS_{self.name}"

    @property
    def bit(self) -> int:
        """The pass's bit in a step's ``passes``."""
        return 1 << self.value


class Sampler(IntEnum):
    """The sampler kernels of ``dllmc_sample`` (C enum ``dllmc_sampler``), in table order."""

    STATS = 0
    GUMBEL = 1

    @property
    def c_name(self) -> str:
        return f"DLLMC_SAMPLER_{self.name}"


SAMPLE_ENTROPY = 1  # dllmc_sample_params.flags: STATS also computes neg_entropy


# ----------------------------------------------------------------------------- K/V store

# The element type of the persistent K/V store: float32, so that attention reads the keys and
# values exactly as the projections wrote them (a full-canvas step over the store is the
# stateless forward, bit for bit).  The one place this is decided: the kernels' strides, the
# plan's kv_row_bytes and the runtime's store size follow from it.
class KvElement(NamedTuple):
    name: str  # as `dllmc inspect` says it
    ir: str  # the LLVM IR type the kernels read and write
    bytes: int


KV_ELEMENT = KvElement("float32", "float", 4)


def kv_row_bytes(n_embd_kv: int) -> int:
    """Bytes of one position's K (or V) of one layer in the store."""
    return n_embd_kv * KV_ELEMENT.bytes


def kv_position_bytes(n_layer: int, n_embd_kv: int) -> int:
    """Store bytes per position of one slot: K and V of every layer."""
    return 2 * n_layer * kv_row_bytes(n_embd_kv)


# ----------------------------------------------------------------------------- GGUF blocks


@cache
def gguf_block(type_name: str) -> tuple[int, int]:
    """(elements, bytes) of one block of a ggml type, from the ``gguf`` package's table."""
    import gguf

    return tuple(gguf.GGML_QUANT_SIZES[gguf.GGMLQuantizationType[type_name]])


# ----------------------------------------------------------------------------- QR8 / FR8


class QR8Format(NamedTuple):
    """How one ggml integer type is written in QR8 (the table of docs/weight-layouts.md)."""

    G: int  # inputs per chunk (one integer sub-block scale, or one f16 scale, per row)
    bits: int  # code width
    offset: int  # weight = scale * (u + offset) for the types without a stored min
    free_min: bool  # a stored min per chunk (legacy: f16 m; K-quants: 6-bit m times dmin)
    signed: bool  # codes are signed bytes (Q8_0)
    superblock: int  # K-quants: 256 inputs per tile with integer chunk scales; 0: legacy

    @property
    def chunk_bytes(self) -> int:
        """Code bytes of one chunk of 8 rows: the low (or byte) plane and the high plane."""
        return self.G * self.bits

    @property
    def tile_inputs(self) -> int:
        return self.superblock or self.G

    @property
    def tile_chunks(self) -> int:
        return self.tile_inputs // self.G

    @property
    def biased(self) -> bool:
        """A K-quant with an offset (Q6_K): its GEMM reads q8_Ku activations (x + 128) and
        multiplies them by the signed weights u + offset, and each tile stores the part of
        that product the bias adds, 128 * sum_c sc[c] * sum(u + offset), per row (int32)."""
        return bool(self.superblock) and self.offset != 0

    @property
    def tile_bytes(self) -> int:
        """Legacy: codes | f16 d[8] | (f16 m[8]).  K-quants: C chunks' codes | chunk scales
        (C x 8 bytes) | (chunk mins, C x 8 bytes) | f16 d[8] | (f16 dmin[8]) | (Q6_K: i32
        corr[8], corr[r] = 128 * sum_c sc[r][c] * sum of chunk c's u - 32 of row r)."""
        scales = 16 + (16 if self.free_min else 0) + (32 if self.biased else 0)
        if self.superblock:
            scales += self.tile_chunks * 8 * (2 if self.free_min else 1)
        return self.tile_chunks * self.chunk_bytes + scales

    @property
    def act_format(self) -> str:
        """The activation format the CPU kernel reads by default: q8_0 for every type, one
        scale per 32 inputs (for the K-quants, finer than llama.cpp's q8_K: the one scale per
        256 inputs of :attr:`superblock_act` loses the small values of a block that holds an
        outlier, the main error of Qwen-family models' FFN down projections against the float
        model: docs/correctness.md, "Distance from the float model")."""
        return ActFormat.Q8_0.value

    @property
    def substep_act(self) -> str | None:
        """The K-quants' per-256 format with per-32 multipliers (q8_Ks, every K-quant: Q6_K
        reads it unbiased, its offset from the block sums).  None for the legacy types."""
        return ActFormat.Q8_KS.value if self.superblock else None

    @property
    def superblock_act(self) -> str | None:
        """The K-quants' per-256 activation format, llama.cpp's vec_dot_type (q8_K; its
        biased form q8_Ku for Q6_K, whose tiles keep corr for it): the kernels' `act` option
        (one float update per tile instead of per 32 inputs).  None for the legacy types."""
        if not self.superblock:
            return None
        return (ActFormat.Q8_KU if self.biased else ActFormat.Q8_K).value


QR8_FORMATS: dict[str, QR8Format] = {
    "Q4_0": QR8Format(32, 4, -8, False, False, 0),
    "Q4_1": QR8Format(32, 4, 0, True, False, 0),
    "Q5_0": QR8Format(32, 5, -16, False, False, 0),
    "Q5_1": QR8Format(32, 5, 0, True, False, 0),
    "Q8_0": QR8Format(32, 8, 0, False, True, 0),
    "Q4_K": QR8Format(32, 4, 0, True, False, QK_K),
    "Q5_K": QR8Format(32, 5, 0, True, False, QK_K),
    "Q6_K": QR8Format(16, 6, -32, False, False, QK_K),
}

# the float matrices: type -> (LLVM IR element type on x86, bytes)
FR8_ELEMENTS = {"F32": ("float", 4), "F16": ("half", 2), "BF16": ("i16", 2)}


def qr8_weight_bytes(ggml_type: str, n: int, k: int) -> int:
    """Bytes of an (n, k) weight in QR8: ceil(n/8) groups x k/tile_inputs tiles."""
    f = QR8_FORMATS[ggml_type]
    return -(-n // 8) * (k // f.tile_inputs) * f.tile_bytes


def form_bytes(shape: tuple[int, ...], type_name: str, form: Form) -> int:
    """Bytes of a weight in ``form`` that the runtime builds (0 for RAW: the GGUF's bytes)."""
    numel = math.prod(shape)
    if form == Form.RAW:
        return 0
    if form in (Form.F32, Form.F16):
        return numel * (4 if form == Form.F32 else 2)
    n, k = numel // shape[-1], shape[-1]  # an expert stack (E, N, K): E x N rows
    if form == Form.FR8:
        return -(-n // 8) * 8 * k * FR8_ELEMENTS[type_name][1]
    return qr8_weight_bytes(type_name, n, k)


__all__ = ["FR8_ELEMENTS", "KV_ELEMENT", "Q8_BLOCK", "Q8_FORMATS", "QK_FORMATS", "QK_K", "QR8_FORMATS",
           "SAMPLE_ENTROPY", "SUBSTEPS", "ActFormat", "Form", "QR8Format", "Rows", "Sampler", "StepKind", "act",
           "form_bytes", "gguf_block", "kv_position_bytes", "kv_row_bytes", "q8_block", "q8_row_bytes",
           "qr8_weight_bytes"]
