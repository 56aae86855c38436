"""Kernel specs: one frozen dataclass per kernel family, the context a template renders.

A spec holds every compile-time decision for one kernel: its shape (widths, quant type), the
target it is built for and everything derived from the two (tile sizes, chunk size, code
width, byte offsets).  Templates (``templates/<target.template_dir>/<spec.template>.ll.j2``)
only loop and branch over these fields; they never compute a decision themselves.

A family is defined once, for every backend: its shape fields and checks are shared; what
differs per backend is its schedule (CPU: work items of ``MT`` rows x ``NC`` columns; GPU:
threads per block and the launch grid), a few tile fields marked with the backend they
belong to (``field(metadata=CPU)`` / ``GPU``: left out of the other backend's symbol and
description), the checks of that backend (``_check_cpu`` / ``_check_gpu``) and the template.

On the CPU every kernel has the ABI of ``runtime/dllmc_runtime.h``::

    void SYMBOL(const dllmc_args *a, int64_t begin, int64_t end);   // items [begin, end)
    int64_t SYMBOL_items(int64_t m);                                 // items for m rows

and every family's item count has the form ``ceil(m / item_rows) * item_cols``
(:meth:`items`).  ``symbol`` is the template stem + the specialization + the target name, so
one symbol is one piece of machine code: kernels of equal shape are shared between layers.

On the GPU every kernel is a PTX ``.entry`` whose seven parameters are the fields of
``dllmc_args`` by value (device pointers w, x, x2, x3, y, rows, and m), launched with
``spec.threads`` threads per block (x only), no dynamic shared memory and ``spec.grid(m)``
blocks; each output element is written by exactly one thread (docs/gpu.md).

The data layouts (Q8 activation rows, QR8 / FR8 weights) are :mod:`dllmc.compiler.layouts`
and docs/weight-layouts.md; what each family computes, its tile design and its tested
accuracy are docs/kernels.md and docs/gpu.md.
"""

from __future__ import annotations

import math
import struct
from dataclasses import dataclass, field, fields
from typing import Any, ClassVar

from dllmc.compiler.layouts import (
    FR8_ELEMENTS,
    KV_ELEMENT,
    Q8_BLOCK,
    Q8_FORMATS,
    QK_FORMATS,
    QK_K,
    QR8_FORMATS,
    QR8Format,
    act,
    gguf_block,
    q8_block,
    q8_row_bytes,
    qr8_weight_bytes,
)
from dllmc.targets.gpu import MMA_F16_K16, MMA_S8_K16, MMA_S8_K32

# ----------------------------------------------------------------------------- shared pieces

CPU = {"backend": "cpu"}  # field metadata: a tile field of one backend only
GPU = {"backend": "gpu"}
LOG2E = 1.4426950408889634

# per grid dimension: (blocks, rows per block); rows per block 0 = a constant count of blocks
GridRule = tuple[tuple[int, int], tuple[int, int], tuple[int, int]]


def grid_of(rule: GridRule | list, m: int) -> tuple[int, int, int]:
    """The blocks of a GPU launch over ``m`` rows under ``rule`` (see
    :attr:`KernelSpec.grid_rule`)."""
    x, y, z = (blocks if per == 0 else _ceil_div(m, per) for blocks, per in rule)
    return (x, y, z)


def vector_registers(target: Any) -> int:
    """Architectural vector registers the code may use: 32 with AVX-512 (ymm0-31 through
    AVX512VL), 16 otherwise.  Tile sizes are chosen from this."""
    return 32 if "+avx512vl" in target.features.split(",") else 16


def _ceil_div(a: int, b: int) -> int:
    return -(-a // b)


def _num(x: float) -> str:
    """A float as a C-identifier-safe token: 1e-06 -> 1em06, 500000.0 -> 500000, 0.5 -> 0p5."""
    text = repr(float(x))
    if text.endswith(".0"):
        text = text[:-2]
    return text.replace("-", "m").replace("+", "").replace(".", "p")


def f32_hex(x: float) -> str:
    """An IR float constant that is exactly the float32 nearest ``x`` (IR float literals are
    written as the hex of the double with the same value)."""
    f32 = struct.unpack("<f", struct.pack("<f", x))[0]
    return f"0x{struct.unpack('<Q', struct.pack('<d', f32))[0]:016X}"


def f64_hex(x: float) -> str:
    return f"0x{struct.unpack('<Q', struct.pack('<d', float(x)))[0]:016X}"


@dataclass(frozen=True, kw_only=True)
class KernelSpec:
    """What every kernel spec has: the target it is compiled for (a CPU or a GPU target), its
    template, the symbol and description derived from them, and both backends' schedules:
    CPU work items (:meth:`items`) and the GPU launch (:attr:`threads`, :attr:`grid_rule`)."""

    target: Any  # a CpuTarget or a GpuTarget
    template: ClassVar[str]
    item_rows: ClassVar[int] = 1  # CPU: items = ceil(m / item_rows) * item_cols
    threads: ClassVar[int] = 256  # GPU: threads per block

    def _check_backend(self) -> None:
        """The checks of this target's backend (``_check_cpu`` / ``_check_gpu``), if any."""
        check = getattr(self, f"_check_{self.target.kind}", None)
        if check is not None:
            check()

    def _fields(self) -> list[Any]:
        """The fields of this backend: shape fields and its own tile fields."""
        kind = self.target.kind
        return [f for f in fields(self)
                if f.name != "target" and f.metadata.get("backend", kind) == kind]

    @property
    def name(self) -> str:
        """The specialization part of the symbol (without family and target)."""
        raise NotImplementedError

    @property
    def symbol(self) -> str:
        return f"{self.template}_{self.target.name}{self.name}"

    @property
    def describe(self) -> str:
        """The spec in one line, for the comment that opens every rendered module."""
        parts = [f"{f.name}={getattr(self, f.name)!r}" for f in self._fields()]
        return f"{type(self).__name__}({', '.join(parts)}, target={self.target.name!r})"

    # --- CPU schedule
    @property
    def item_cols(self) -> int:
        return 1

    def items(self, m: int) -> int:
        """Work items of a call over ``m`` rows (what ``SYMBOL_items(m)`` returns)."""
        return _ceil_div(m, self.row_tile) * self.item_cols

    @property
    def row_tile(self) -> int:
        """Rows one item covers (``item_rows`` unless a family tiles rows itself)."""
        return self.item_rows

    @property
    def attrs(self) -> str:
        """Function attributes: the target's CPU and features, so the IR says what it is for."""
        return (f'nounwind "target-cpu"="{self.target.cpu}" '
                f'"target-features"="{self.target.features}"')

    # --- GPU schedule
    @property
    def grid_rule(self) -> GridRule:
        """The launch grid as data, per dimension (x, y, z) a pair (blocks, rows per block):
        ``blocks`` when rows per block is 0, else ceil(m / rows per block).  What the GPU plan
        records so the runtime can size a launch without the spec.  Default: one block per
        row (the row-wise families)."""
        return ((0, 1), (1, 0), (1, 0))

    def grid(self, m: int) -> tuple[int, int, int]:
        """Blocks of a launch over ``m`` rows: (x, y, z)."""
        return grid_of(self.grid_rule, m)

    @property
    def grid_doc(self) -> str:
        """The grid formula, for the PTX module's header comment."""
        return "(m, 1, 1): block r = row r"

    @property
    def warps(self) -> int:
        return self.threads // 32

    @staticmethod
    def hex(x: float) -> str:
        return f32_hex(x)


def _elementwise_grid(spec: KernelSpec, n: int) -> GridRule:
    """One thread per element of a row of ``n``: (ceil(n / threads), m, 1)."""
    return ((_ceil_div(n, spec.threads), 0), (0, 1), (1, 0))


class _Q8Rows:
    """Byte offsets of one activation row of ``q8_width`` values in format ``q8``
    (docs/weight-layouts.md), for the families that write them: ``quantize_q8``, and
    ``rmsnorm`` / ``swiglu`` with out_q8."""

    q8: str

    @property
    def q8_width(self) -> int:
        raise NotImplementedError

    @property
    def qk(self) -> bool:
        """q8_K or q8_Ku: one scale per 256 inputs, integer block sums."""
        return self.q8 in QK_FORMATS

    @property
    def biased(self) -> bool:
        """q8_Ku: the code bytes are stored as q + 128."""
        return self.q8 == "q8_Ku"

    @property
    def q8_block(self) -> int:
        """Inputs per scale: 32 (q8_0) or 256 (q8_K)."""
        return q8_block(self.q8)

    @property
    def blocks(self) -> int:
        """32-input blocks of a row (the unit the row-wise kernels compute in)."""
        return self.q8_width // Q8_BLOCK

    @property
    def scale_blocks(self) -> int:
        """Blocks of one scale: K/32 (q8_0) or K/256 (q8_K)."""
        return self.q8_width // self.q8_block

    @property
    def d_offset(self) -> int:
        return self.q8_width

    @property
    def s_offset(self) -> int:
        """q8_0: f32 s[K/16]; q8_K: i16 s16[K/16]."""
        return self.q8_width + 4 * self.scale_blocks

    @property
    def s32_offset(self) -> int:
        """q8_K: i16 s32[K/32]."""
        return self.s_offset + self.q8_width // 8

    @property
    def q8_suffix(self) -> str:
        """The symbol's mark of the output format: ``_q8`` (q8_0), ``_q8K``, ``_q8Ku``."""
        return "_" + act(self.q8).suffix

    @property
    def out_row_bytes(self) -> int:
        """Bytes of one output row: an activation row when quantizing, else float32 values."""
        if getattr(self, "out_q8", True):
            return q8_row_bytes(self.q8_width, self.q8)
        return 4 * self.q8_width

    def _check_q8(self) -> None:
        if self.q8 not in Q8_FORMATS:
            raise ValueError(f"{self.template}: no activation format {self.q8!r}")
        if self.q8_width % self.q8_block:
            raise ValueError(f"{self.template}: width {self.q8_width} is not a multiple of "
                             f"{self.q8_block} ({self.q8})")


# ----------------------------------------------------------------------------- activation quantization


@dataclass(frozen=True, kw_only=True)
class QuantizeQ8(_Q8Rows, KernelSpec):
    """f32 rows [m][k] -> activation rows in format ``q8`` (docs/weight-layouts.md).
    ``a->rows`` non-NULL: item i reads x row ``rows[i]`` (a gather of selected rows); x row
    stride is ``k`` floats."""

    k: int
    q8: str = "q8_0"
    template: ClassVar[str] = "quantize_q8"

    def __post_init__(self) -> None:
        self._check_q8()
        self._check_backend()

    @property
    def name(self) -> str:
        return f"_k{self.k}" + (self.q8_suffix if self.qk else "")

    @property
    def q8_width(self) -> int:
        return self.k

    @property
    def row_bytes(self) -> int:
        return q8_row_bytes(self.k, self.q8)


# ----------------------------------------------------------------------------- integer GEMM

def act_format(ggml_type: str) -> str:
    """The activation format a GEMM over weights of this type reads."""
    return QR8_FORMATS[ggml_type].act_format


# Default register tiles, by the number of vector registers: MR activation rows per
# microkernel.  gemm_q: MR int accumulators + MR float accumulators + the weight sub-entry,
# the broadcast and the scales must fit; gemm_f: MR float accumulators + weights + broadcast.
_GEMM_Q_MR = {16: 4, 32: 8}
_GEMM_F_MR = {16: 6, 32: 12}


@dataclass(frozen=True, kw_only=True)
class _Tiled(KernelSpec):
    """A GEMM's shape and tiles: y[m][n] = x @ W.T, W with n rows and k inputs.  One item =
    ``MT`` activation rows x ``NC`` weight rows (NC a multiple of 8); the microkernel inside
    computes ``MR`` activation rows x one 8-row weight group.  0 = the target's default.
    (The GPU tiles are the families' own fields.)"""

    n: int
    k: int
    mr: int = field(default=0, metadata=CPU)
    mt: int = field(default=0, metadata=CPU)
    nc: int = field(default=0, metadata=CPU)
    _mr_default: ClassVar[dict[int, int]]
    _mt_per_mr: ClassVar[int]

    def __post_init__(self) -> None:
        self._check_backend()

    def _check_tiles(self) -> None:
        if self.n <= 0 or self.k <= 0 or self.k % 32:
            raise ValueError(f"{self.template}: K = {self.k} must be a positive multiple of 32")
        if self.MT % self.MR or self.NC % 8:
            raise ValueError(f"{self.template}: mt must be a multiple of mr, nc of 8")

    @property
    def MR(self) -> int:
        return self.mr or self._mr_default[vector_registers(self.target)]

    @property
    def MT(self) -> int:
        return self.mt or self._mt_per_mr * self.MR

    @property
    def NC(self) -> int:
        return self.nc or 64

    @property
    def row_tile(self) -> int:
        return self.MT

    @property
    def item_cols(self) -> int:
        return _ceil_div(self.n, self.NC)

    @property
    def tail_rows(self) -> tuple[int, ...]:
        """Row counts of the extra microkernels for a last, partial block of rows (a block of
        at most r rows takes the r-row one, not MR rows with the rest repeated).  Each row's
        arithmetic is the same in every form: results do not depend on the block a row is
        in (tests/test_kv_store.py)."""
        return ()

    @property
    def groups(self) -> int:
        """8-row weight groups (N padded to a multiple of 8)."""
        return _ceil_div(self.n, 8)

    @property
    def groups_per_item(self) -> int:
        return self.NC // 8

    @property
    def tail_cols(self) -> int:
        """Valid columns of the last group (0: N is a multiple of 8, every group is full)."""
        return self.n % 8

    @property
    def name(self) -> str:
        return f"_n{self.n}_k{self.k}{getattr(self, '_tiles_' + self.target.kind)}"

    @property
    def _tiles_cpu(self) -> str:
        if (self.mr, self.mt, self.nc) == (0, 0, 0):
            return ""
        return f"_mr{self.MR}_mt{self.MT}_nc{self.NC}"

    @property
    def _tiles_gpu(self) -> str:
        return ""


@dataclass(frozen=True, kw_only=True)
class GemmQ(_Tiled):
    """y[m][n] = x @ W.T with x activation rows (:attr:`act_format`), W in QR8 (a ggml integer
    type), y float32 with row stride n.  The microkernel unpacks each weight chunk once for its
    MR rows; with AVX-512 (:attr:`wide`) it covers two 8-row groups per zmm register.

    Legacy types: one float update per row and 32-input chunk (f16 d, m).  K-quants
    (:attr:`kquant`): per row and 256-input tile, the chunks' exact integer dot products times
    the integer chunk scales are summed in int32, the min / offset term comes from the
    activation's integer block sums, and one float update converts the two with d and dmin."""

    ggml_type: str
    mf: int = field(default=4, metadata=GPU)
    nf: int = field(default=1, metadata=GPU)
    warps_n: int = field(default=4, metadata=GPU)
    template: ClassVar[str] = "gemm_q"
    _mr_default: ClassVar[dict[int, int]] = _GEMM_Q_MR
    _mt_per_mr: ClassVar[int] = 8

    def _check_cpu(self) -> None:
        if self.ggml_type not in QR8_FORMATS:
            raise ValueError(f"gemm_q: no QR8 kernel for {self.ggml_type} "
                             f"(types: {', '.join(QR8_FORMATS)})")
        self._check_tiles()
        if self.k % self.fmt.tile_inputs:
            raise ValueError(f"gemm_q: K = {self.k} is not a multiple of {self.fmt.tile_inputs} "
                             f"({self.ggml_type})")

    def _check_gpu(self) -> None:
        if self.ggml_type not in GPU_MMA:
            raise ValueError(f"gemm_q (gpu): no tensor-core kernel for {self.ggml_type} "
                             f"(types: {', '.join(GPU_MMA)}; others use gemm_f)")
        if self.k % QK_K or self.n <= 0:
            raise ValueError(f"gemm_q (gpu): K = {self.k} is not a multiple of {QK_K}")
        if self.mma not in self.target.mma:
            raise ValueError(f"gemm_q (gpu): {self.target.name} has no {self.mma}")

    @property
    def tail_rows(self) -> tuple[int, ...]:
        return tuple(r for r in (1, 2, 4, 8) if r < self.MR)

    @property
    def _tiles_gpu(self) -> str:
        if (self.mf, self.nf, self.warps_n) == (4, 1, 4):
            return ""
        return f"_mf{self.mf}_nf{self.nf}_w{self.warps_n}"

    @property
    def symbol(self) -> str:
        t = self.ggml_type
        return f"gemm_{t[0].lower()}{t[1:]}_{self.target.name}{self.name}"

    @property
    def MR(self) -> int:
        """Activation rows per microkernel.  Wide (zmm) kernels: 10 for G = 32 (10 float
        accumulators + 8 unpacked sub-entries + scales fit 32 registers), 8 for G = 16;
        measured on Zen 5 with the per-chunk float layout, docs/performance.md.  Q6_K on ymm
        (AVX2, AVX-VNNI): 8 (the 6-bit unpack amortized over twice the rows; measured +16 %
        on Zen 3 at 1536 x 8960).  Q4_K and Q5_K on AVX2: 8 (the unpack is a sixth of the
        chunk's vector µops at 4 rows; with 8, LLVM keeps a few row sums on the stack, and the
        best of 15 runs on Zen 3 gained 3-9 %, with MT = 32).  Other ymm and SSE kernels: 4."""
        if self.mr:
            return self.mr
        if self.wide:
            return 10 if self.G == 32 else 8
        if self.kquant and self.G == 16 and self.dot != "generic":
            return 8  # Q6_K, ymm: a chunk is 4 sub-entries, so 8 int32 row sums fit beside them
        if self._maddubs_kquant32:
            return 8
        return self._mr_default[vector_registers(self.target)]

    @property
    def MT(self) -> int:
        """Activation rows per item: 8 microkernel blocks, 4 for Q4_K/Q5_K on AVX2 (MR = 8)."""
        if self.mt:
            return self.mt
        return (4 if self._maddubs_kquant32 else self._mt_per_mr) * self.MR

    @property
    def _maddubs_kquant32(self) -> bool:
        """A K-quant with 32-input chunks (Q4_K, Q5_K) on ymm with vpmaddubsw (AVX2)."""
        return self.kquant and self.G == 32 and self.dot == "maddubs" and not self.wide

    # the weight format
    @property
    def fmt(self) -> QR8Format:
        return QR8_FORMATS[self.ggml_type]

    @property
    def G(self) -> int:
        return self.fmt.G

    @property
    def bits(self) -> int:
        return self.fmt.bits

    @property
    def offset(self) -> int:
        """weight = scale * (u + offset) for types without a stored min (0 when it has one)."""
        return self.fmt.offset

    @property
    def free_min(self) -> bool:
        return self.fmt.free_min

    @property
    def signed(self) -> bool:
        return self.fmt.signed

    @property
    def kquant(self) -> bool:
        """256-input tiles with integer chunk scales (Q4_K, Q5_K, Q6_K)."""
        return bool(self.fmt.superblock)

    @property
    def act_format(self) -> str:
        """The activation rows' format: the backend's for this weight type (CPU: the QR8
        format's, :attr:`QR8Format.act_format`; GPU: q8_0)."""
        return self.target.backend.int_gemm[self.ggml_type]

    @property
    def sc_signed(self) -> bool:
        """Q6_K's chunk scales are signed bytes; Q4_K/Q5_K's 6-bit scales and mins unsigned."""
        return self.kquant and not self.free_min

    @property
    def subs(self) -> int:
        """Sub-entries per chunk: 4 inputs x 8 rows each."""
        return self.G // 4

    @property
    def low_bytes(self) -> int:
        """b = 4, 5: the low-nibble plane (b = 8: the bytes; b = 6: the chunk's entries)."""
        return self.G * 4 if self.bits in (4, 5) else self.G * self.bits

    @property
    def high_bytes(self) -> int:
        """b = 5: the plane of bit 4."""
        return self.G if self.bits == 5 else 0

    @property
    def chunk_bytes(self) -> int:
        return self.fmt.chunk_bytes

    @property
    def tile_inputs(self) -> int:
        return self.fmt.tile_inputs

    @property
    def tiles(self) -> int:
        """Tiles per 8-row group: K/32 (legacy) or K/256 (K-quants)."""
        return self.k // self.tile_inputs

    @property
    def tile_chunks(self) -> int:
        return self.fmt.tile_chunks

    @property
    def pairs(self) -> int:
        """K-quants: chunk pairs per tile (the min term takes two chunks per vpmaddwd)."""
        return self.tile_chunks // 2

    @property
    def biased(self) -> bool:
        """Q6_K: the activations are q8_Ku (x + 128, unsigned) and the weights the signed
        codes u - 32, so the product needs no offset term from the activation's block sums:
        what the bias adds, 128 * sum_c sc[c] * sum(u - 32), depends on the weights only and
        is stored per row and tile (:attr:`corr_offset`), subtracted once per tile."""
        return self.fmt.biased

    @property
    def unpack_passes(self) -> int:
        """Q6_K on AVX2: each chunk is unpacked and multiplied in two passes of two
        sub-entries (the two vpmaddubsw results one vpmaddwd takes), so that two unpacked
        sub-entries, not four, are live beside the 8 row sums and the constants."""
        return 2 if self.bits == 6 and self.dot == "maddubs" else 1

    @property
    def reads_block_sums(self) -> bool:
        """The kernel reads the activation's block sums: for the min (Q4_1, Q5_1, Q4_K,
        Q5_K) or the offset (Q4_0, Q5_0) term."""
        return self.free_min or (bool(self.offset) and not self.kquant)

    @property
    def sc_offset(self) -> int:
        """K-quants: the chunk scales (row c, 8 bytes: byte r = row r's scale of chunk c)."""
        return self.tile_chunks * self.chunk_bytes

    @property
    def mn_offset(self) -> int:
        """K-quants with a min: the chunk mins, laid out as the scales."""
        return self.sc_offset + self.tile_chunks * 8

    @property
    def d_offset(self) -> int:
        """f16 d[8]: legacy, the chunk's scale; K-quants, the super-block's d."""
        if self.kquant:
            return self.sc_offset + self.tile_chunks * 8 * (2 if self.free_min else 1)
        return self.chunk_bytes

    @property
    def m_offset(self) -> int:
        """f16 m[8] (legacy free-min types) or f16 dmin[8] (Q4_K, Q5_K)."""
        return self.d_offset + 16

    @property
    def corr_offset(self) -> int:
        """Q6_K: i32 corr[8], after d (see :attr:`biased`)."""
        return self.d_offset + 16

    @property
    def tile_bytes(self) -> int:
        return self.fmt.tile_bytes

    @property
    def group_bytes(self) -> int:
        return self.tiles * self.tile_bytes

    @property
    def weight_bytes(self) -> int:
        return qr8_weight_bytes(self.ggml_type, self.n, self.k)

    # the activation format
    @property
    def q8_row_bytes(self) -> int:
        return q8_row_bytes(self.k, self.act_format)

    @property
    def x_d_offset(self) -> int:
        return self.k

    @property
    def x_s_offset(self) -> int:
        """The block sums the kernel reads (:attr:`reads_block_sums`): q8_0, f32 s[K/16];
        q8_K, i16 s32[K/32] (the sums of Q4_K's and Q5_K's 32-input chunks)."""
        if not act(self.act_format).qk:
            return self.k + self.k // 8
        return self.k + self.k // 64 + self.k // 8

    @property
    def dot(self) -> str:
        return self.target.dot

    # vpdpbusd dependency chains per row and chunk in the wide microkernel: 1 (2 = even and
    # odd sub-entries, added once per chunk, +3 % on Zen 5 with the per-chunk float layout).
    # With the integer chunk scales each chunk's chain starts from zero, so the next chunk's
    # chains already overlap a chain's latency; a second chain cost every row a zeroing and
    # an add per chunk and 10 registers, and one chain measured 1.10-1.20x on Zen 5
    # (docs/performance.md, "gemm_q on AVX-512, round 2").
    chains: ClassVar[int] = 1

    @property
    def prefetch(self) -> int:
        """Prefetch the next call's groups' code bytes of the step the microkernel is at
        (llvm.prefetch locality 3, into L1): those weights come from DRAM, L3 or L2 the first
        time; 0 = no prefetch.  The wide microkernel (a pair of groups) does, and so do the
        AVX2 K-quant ones (best of 7 runs on Zen 3: Q4_K/Q5_K +0-9 %; Q6_K, with its 3-entry
        chunks, best of 15: +4-5 % at 1536 x 1536 and 1536 x 8960, where it had lost 19 %
        with the 2-plane chunks)."""
        return 3 if self.wide or (self.kquant and self.dot == "maddubs") else 0

    @property
    def prefetch_groups(self) -> int:
        """Groups per prefetching microkernel call: a pair (wide), else one."""
        return 2 if self.wide else 1

    @property
    def step_bytes(self) -> int:
        """Weight code bytes one loop step of the microkernel reads per group: a chunk and
        its scales (legacy), a chunk's codes (K-quants)."""
        return self.chunk_bytes if self.kquant else self.tile_bytes

    @property
    def prefetch_offsets(self) -> list[int]:
        """Byte offsets, from the current step's bytes in group g, of one prefetch per 64-byte
        line of the next call's groups' bytes of the same step (g+1; a pair: g+2, g+3)."""
        step, p = self.step_bytes, self.prefetch_groups
        return [(p + line // step) * self.group_bytes + line % step
                for line in range(0, p * step, 64)]

    @property
    def wide(self) -> bool:
        """Two groups (16 weight rows) per zmm register: AVX-512 VNNI (32 registers).  A last
        odd group uses the ymm microkernel.  Q8_0's signed bytes: there is no 512-bit vpsignb,
        so the zmm kernel multiplies x + 128 (unsigned) by w (signed) and subtracts 128 sum w
        (an exact integer per weight row and chunk) instead of the sign trick."""
        return vector_registers(self.target) == 32 and self.dot == "vnni"

    @property
    def sign_trick(self) -> bool:
        """Q8_0's signed weights with an unsigned x signed byte product: |w| times sign(w)*x."""
        return self.signed and self.dot in ("maddubs", "vnni")

    @property
    def madd_scale(self) -> bool:
        """K-quants on AVX2: the chunk scale is the multiplier of vpmaddwd (in place of ones),
        so applying it costs nothing; other targets multiply the chunk's int32 sum."""
        return self.kquant and self.dot == "maddubs"

    @property
    def i16_terms(self) -> int:
        """vpmaddubsw results summed in int16 before widening with vpmaddwd: each is at most
        2 * max|w| * max|x|, and the sum must stay <= 32767 (no saturation, exact).  max|x| is
        127 (q8_0, q8_K) or 255 (q8_Ku, whose weights are u - 32: max|w| = 32)."""
        if self.dot != "maddubs":
            return 1
        if self.biased:
            wmax, xmax = -self.offset, 255
        else:
            wmax, xmax = 128 if self.signed else (1 << self.bits) - 1, 127
        n = 32767 // (2 * wmax * xmax)
        while self.subs % n:
            n -= 1
        return max(1, min(n, self.subs))

    @property
    def high_shifts(self) -> list[tuple[int, int, str, int]]:
        """For b = 5: per sub-entry q, (q, high-plane entry, shift op, amount) that moves its
        high bit to bit 4."""
        out = []
        for q in range(self.subs):
            e, s = divmod(q, 8)
            amount = 4 - s
            out.append((q, e, "shl" if amount >= 0 else "lshr", abs(amount)))
        return out

    @property
    def high_mask(self) -> int:
        return 0x10 if self.bits == 5 else 0

    @property
    def high_entries(self) -> int:
        return self.G // 32 if self.bits == 5 else 0

    # --- GPU schedule (templates/nvptx/gemm_q.ll.j2): the int8 tensor cores, on the GGUF
    # tensor's own blocks (row r of W = K/256 super-blocks, read in place).  A block is
    # ``warps_n`` warps side by side over columns; a warp computes ``mf`` x 16 activation
    # rows by ``nf`` x 8 weight rows with ``mf * nf`` mma tiles (default 4 x 1: 187
    # registers on sm_80, no spills; 4 x 2 spills).  Q4_K: one ``mma.m16n8k32.s8`` per
    # 32-input sub-block (its 4-bit codes u are the s8 operand); Q6_K: one
    # ``mma.m16n8k16.s8`` per 16-input scale group (u - 32 as s8).  Each int32 tile result is
    # scaled into float32 accumulators per sub-block (docs/gpu.md).

    @property
    def threads(self) -> int:  # type: ignore[override]
        return 32 * self.warps_n

    @property
    def mma(self) -> str:
        return GPU_MMA[self.ggml_type]

    @property
    def block_bytes(self) -> int:
        """Bytes of one GGUF super-block of the weight type."""
        return gguf_block(self.ggml_type)[1]

    @property
    def superblocks(self) -> int:
        return self.k // QK_K

    @property
    def w_row_bytes(self) -> int:
        return self.superblocks * self.block_bytes

    @property
    def rows_per_block(self) -> int:
        return 16 * self.mf

    @property
    def cols_per_block(self) -> int:
        return 8 * self.nf * self.warps_n

    @property
    def grid_rule(self) -> GridRule:
        return ((_ceil_div(self.n, self.cols_per_block), 0), (0, self.rows_per_block), (1, 0))

    @property
    def grid_doc(self) -> str:
        return (f"(ceil({self.n}/{self.cols_per_block}), ceil(m/{self.rows_per_block}), 1): "
                f"warp = {self.rows_per_block} rows x {8 * self.nf} columns")

    # Q4_K: the 12 scale bytes as three little-endian words S0 S1 S2, byte i in word i/4
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

    # Q6_K: where the 4 codes of lane t live for 16-input group h of a super-block
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


# the GGUF super-block types the GPU's tensor-core GEMM reads in place, and its mma shape
GPU_MMA = {"Q4_K": MMA_S8_K32, "Q6_K": MMA_S8_K16}


# ----------------------------------------------------------------------------- float GEMM



@dataclass(frozen=True, kw_only=True)
class GemmF(_Tiled):
    """y[m][n] = x @ W.T with x float32 rows [m][k] (no quantization), y float32 with row
    stride n.  CPU: W in FR8 (F32, F16 or BF16).  GPU (the fallback GEMM): W row-major [n][k]
    as stored in F32, F16 or BF16 (other quant types are dequantized to F16 at upload); warp
    w of a block owns weight row 8*bx + w and ``rt`` activation rows; lanes stride over K
    (coalesced), each with ``rt`` fused multiply-add chains, then a butterfly sum."""

    dtype: str
    rt: int = field(default=8, metadata=GPU)
    template: ClassVar[str] = "gemm_f"
    _mr_default: ClassVar[dict[int, int]] = _GEMM_F_MR
    _mt_per_mr: ClassVar[int] = 4

    def __post_init__(self) -> None:
        if self.dtype not in FR8_ELEMENTS:
            raise ValueError(f"gemm_f: no FR8 kernel for {self.dtype} (types: F32, F16, BF16)")
        self._check_backend()

    def _check_cpu(self) -> None:
        self._check_tiles()

    def _check_gpu(self) -> None:
        if self.k % 32:
            raise ValueError(f"gemm_f (gpu): K = {self.k} is not a multiple of 32")

    @property
    def symbol(self) -> str:
        return f"gemm_{self.dtype.lower()}_{self.target.name}{self.name}"

    @property
    def elem(self) -> str:
        """IR type of one stored weight element (the backend's: BF16 is i16 on x86)."""
        return self.target.backend.float_elems[self.dtype]

    @property
    def elem_bytes(self) -> int:
        return FR8_ELEMENTS[self.dtype][1]

    @property
    def group_bytes(self) -> int:
        return self.k * 8 * self.elem_bytes

    @property
    def unroll(self) -> int:
        """Inputs per loop iteration."""
        return math.gcd(self.k, 4)

    # --- GPU schedule
    @property
    def steps(self) -> int:
        return self.k // 32

    @property
    def grid_rule(self) -> GridRule:
        return ((_ceil_div(self.n, self.warps), 0), (0, self.rt), (1, 0))

    @property
    def grid_doc(self) -> str:
        return (f"(ceil({self.n}/{self.warps}), ceil(m/{self.rt}), 1): warp = 1 column x "
                f"{self.rt} rows")


# ----------------------------------------------------------------------------- row-wise ops


@dataclass(frozen=True, kw_only=True)
class RmsNorm(_Q8Rows, KernelSpec):
    """y = x / sqrt(mean(x^2) + eps) * w over rows of k.  ``out_q8``: y is activation rows
    in format ``q8`` (the normalized row quantized in the same pass).  ``a->rows`` non-NULL: row i reads x row
    ``rows[i]``."""

    k: int
    eps: float
    out_q8: bool = False
    q8: str = "q8_0"  # the output format with out_q8
    template: ClassVar[str] = "rmsnorm"

    def __post_init__(self) -> None:
        if self.k % 32:
            raise ValueError(f"rmsnorm: K = {self.k} is not a multiple of 32")
        if self.out_q8:
            self._check_q8()

    @property
    def name(self) -> str:
        return f"_k{self.k}_eps{_num(self.eps)}{self.q8_suffix if self.out_q8 else ''}"

    @property
    def eps_hex(self) -> str:
        return f32_hex(self.eps)

    @property
    def inv_k_hex(self) -> str:
        return f32_hex(1.0 / self.k)

    @property
    def q8_width(self) -> int:
        return self.k


@dataclass(frozen=True, kw_only=True)
class _RowsOfN(KernelSpec):
    """An elementwise family over rows of n floats: one CPU item per row (8-float vectors),
    one GPU thread per element."""

    n: int

    def __post_init__(self) -> None:
        if self.n % 8:
            raise ValueError(f"{self.template}: width {self.n} is not a multiple of 8")

    @property
    def name(self) -> str:
        return f"_n{self.n}"

    @property
    def vectors(self) -> int:
        return self.n // 8

    @property
    def grid_rule(self) -> GridRule:
        return _elementwise_grid(self, self.n)

    @property
    def grid_doc(self) -> str:
        return f"(ceil({self.n}/{self.threads}), m, 1): thread = one element"


@dataclass(frozen=True, kw_only=True)
class Add(_RowsOfN):
    """y = x + x2 over rows of n (y may be x or x2)."""

    template: ClassVar[str] = "add"


@dataclass(frozen=True, kw_only=True)
class AddBias(Add):
    """y = x + w per row (w a float32 vector of n; in place allowed)."""

    template: ClassVar[str] = "add_bias"


@dataclass(frozen=True, kw_only=True)
class Swiglu(_Q8Rows, KernelSpec):
    """y = silu(x) * x2 = x / (1 + exp(-x)) * x2 over rows of n.  ``out_q8``: y is
    activation rows in format ``q8``."""

    n: int
    out_q8: bool = False
    q8: str = "q8_0"  # the output format with out_q8
    template: ClassVar[str] = "swiglu"

    def __post_init__(self) -> None:
        if self.n % 32:
            raise ValueError(f"swiglu: width {self.n} is not a multiple of 32")
        if self.out_q8:
            self._check_q8()

    @property
    def name(self) -> str:
        return f"_n{self.n}{self.q8_suffix if self.out_q8 else ''}"

    @property
    def q8_width(self) -> int:
        return self.n

    @property
    def neg_log2e_hex(self) -> str:
        """GPU: exp through ex2.approx (relative error ~2^-22)."""
        return f32_hex(-LOG2E)


@dataclass(frozen=True, kw_only=True)
class Exp(KernelSpec):
    """y = exp(x) over rows of n: the vector exp of softmax and silu, as a kernel of its own
    so its accuracy is tested directly."""

    n: int
    template: ClassVar[str] = "exp"

    def __post_init__(self) -> None:
        if self.n % 8:
            raise ValueError(f"exp: width {self.n} is not a multiple of 8")

    @property
    def name(self) -> str:
        return f"_n{self.n}"

    @property
    def vectors(self) -> int:
        return self.n // 8


# ----------------------------------------------------------------------------- RoPE

ROPE_STYLES = ("norm", "neox")


@dataclass(frozen=True, kw_only=True)
class RopeTable(KernelSpec):
    """y = table float32 [max_canvas][head_dim/2][2]: (cos, sin) of p * base^(-2i/head_dim)
    for position p = row.  Run once at load with m = max_canvas; items = rows."""

    head_dim: int
    freq_base: float
    max_canvas: int
    template: ClassVar[str] = "rope_table"

    def __post_init__(self) -> None:
        if self.head_dim % 2:
            raise ValueError(f"rope_table: head_dim {self.head_dim} is odd")

    @property
    def name(self) -> str:  # max_canvas sizes the buffer, it does not change the code
        return f"_d{self.head_dim}_b{_num(self.freq_base)}"

    @property
    def pairs(self) -> int:
        return self.head_dim // 2

    @property
    def inv_freq_hex(self) -> list[str]:
        """base^(-2i/head_dim) for each pair i, as double constants (computed here, once)."""
        return [f64_hex(self.freq_base ** (-2.0 * i / self.head_dim)) for i in range(self.pairs)]

    @property
    def table_bytes(self) -> int:
        return self.max_canvas * self.head_dim * 4


@dataclass(frozen=True, kw_only=True)
class Rope(KernelSpec):
    """Rotate row r of x [m][n_heads*head_dim] by its absolute position rows[r] (y may be x).
    x2 is the table of :class:`RopeTable`.  style ``norm`` rotates adjacent pairs (2i, 2i+1) (llama, llada);
    ``neox`` rotates (i, i + head_dim/2) (qwen2, dream).  ``bias``: w is a float32 vector of
    n_heads*head_dim added to x before the rotation (the Q/K bias fused in)."""

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
        self._check_backend()

    def _check_cpu(self) -> None:
        if self.head_dim % 16:
            raise ValueError(f"rope: head_dim {self.head_dim} is not a multiple of 16")

    @property
    def name(self) -> str:
        return f"_{self.style}_h{self.n_heads}_d{self.head_dim}{'_bias' if self.bias else ''}"

    @property
    def width(self) -> int:
        return self.n_heads * self.head_dim

    @property
    def norm_vectors(self) -> int:
        """8-float vectors per head (norm: 4 pairs each)."""
        return self.head_dim // 8

    @property
    def neox_vectors(self) -> int:
        """8-pair vectors per head half (neox)."""
        return self.head_dim // 16

    # --- GPU schedule: one thread per rotated pair
    @property
    def pairs(self) -> int:
        return self.n_heads * self.head_dim // 2

    @property
    def half(self) -> int:
        return self.head_dim // 2

    @property
    def grid_rule(self) -> GridRule:
        return _elementwise_grid(self, self.pairs)

    @property
    def grid_doc(self) -> str:
        return f"(ceil({self.pairs}/{self.threads}), m, 1): thread = one rotated pair"


def _check_kv_element(family: str) -> None:
    """The store kernels read and write float32 (layouts.KV_ELEMENT decides the store's type;
    another one needs these kernels to convert)."""
    if KV_ELEMENT.ir != "float":
        raise ValueError(f"{family}: the K/V store element {KV_ELEMENT.name} has no kernels")


@dataclass(frozen=True, kw_only=True)
class KvWrite(_RowsOfN):
    """y[rows[r]] = x[r] for rows of n floats: the keys (or values) the rows of this forward
    computed, into the K/V store of their layer (y = slot 0's first position; rows = each
    row's store row, slot * max_canvas + position: ``Rows.STORE``)."""

    template: ClassVar[str] = "kv_write"

    def __post_init__(self) -> None:
        super().__post_init__()
        _check_kv_element("kv_write")


# ----------------------------------------------------------------------------- attention


@dataclass(frozen=True, kw_only=True)
class Attention(KernelSpec):
    """y = softmax(q k^T / sqrt(head_dim)) v per head over each row's keys, with GQA.

    One call per sequence (``Rows.SEQUENCE``): x = q [m][n_head*hd] of its m rows, x2 = K and
    x3 = V of its slot of the store [max_canvas][n_head_kv*hd], y [m][n_head*hd]; row r
    attends to the keys [0, rows[r]) (the whole canvas for bidirectional rows, [0, pos] for
    causal ones), every key it reads written.  Query head h reads K/V head h // (n_head /
    n_head_kv).  Keys past a row's end get -inf and weigh exactly 0; a tile's keys run to the
    largest end of its rows, so a row's result does not depend on the rows beside it.  Two
    designs (:attr:`rows_in_lanes`):

    * AVX-512 (32 registers): one item = one head x ``tiles`` tiles of 16 query rows, one row
      per zmm lane, a head's items in a row; keys in blocks of ``kb``, each block's K and V
      rows packed into contiguous stack buffers once for the item's tiles (and reused by the
      call's next item when it reads the same K/V head and keys), with an online softmax
      computed lane-wise, and P V with the dims in lanes; per tile Q^T and acc (2 x hd x 16
      floats), the block's scores and the packed K/V ((kb + kg) x (16 + 2 hd) floats) live on
      the stack.  With the target's
      ``bf16`` (AVX512_BF16), P V runs on vdpbf16ps: the weights and V rounded to bf16
      (relative 2^-8 each), products exact, sums in float32, so the output moves by at most
      (2^-7 + 2^-16) max|v| beyond the float32 kernel's bound (tests/test_kernels.py); Q K^T
      stays float32 (see :attr:`bf16`).
    * otherwise: one item = one head x ``qt`` query rows; the keys are visited in tiles of
      ``kt`` with an online (running max) softmax; the qt x hd accumulators live on the
      stack."""

    n_head: int
    n_head_kv: int
    head_dim: int
    qt: int = field(default=4, metadata=CPU)
    kt: int = field(default=8, metadata=CPU)
    warps_q: int = field(default=4, metadata=GPU)
    key_tile: int = field(default=32, metadata=GPU)
    template: ClassVar[str] = "attention"

    def __post_init__(self) -> None:
        if self.n_head % self.n_head_kv:
            raise ValueError("attention: n_head must be a multiple of n_head_kv")
        _check_kv_element("attention")
        self._check_backend()

    def _check_cpu(self) -> None:
        if self.head_dim % 8 or self.kt != 8:
            raise ValueError("attention: head_dim must be a multiple of 8 and kt 8")

    def _check_gpu(self) -> None:
        if self.head_dim % 16 or self.key_tile % 16:
            raise ValueError("attention (gpu): head_dim and key_tile must be multiples of 16")
        if MMA_F16_K16 not in self.target.mma:
            raise ValueError(f"attention (gpu): {self.target.name} has no {MMA_F16_K16}")
        if self.smem_bytes > self.target.smem_per_block:
            raise ValueError("attention (gpu): K/V tiles exceed the shared memory per block")

    @property
    def name(self) -> str:
        return f"_h{self.n_head}_kv{self.n_head_kv}_d{self.head_dim}"

    # rows-in-lanes design (AVX-512; see templates/x86/attention.ll.j2): keys per block (a
    # multiple of kg: only the item's last block has a score group past its end)
    kb: ClassVar[int] = 252
    # software prefetch distance of the store's rows (rows-in-lanes design): keys ahead of the
    # one the block's packing copies
    pack_prefetch: ClassVar[int] = 8
    # tiles of 16 query rows per item (rows-in-lanes design): each packed K/V block serves them all
    tiles: ClassVar[int] = 4

    @property
    def vchunk(self) -> int:
        """Floats per chunk of dc dims of the packed V block (rows-in-lanes design)."""
        return (self.kb + self.kg) * self.dc

    @property
    def lanes(self) -> int:
        """Query rows per tile in the rows-in-lanes design: one lane per row."""
        return 16 if vector_registers(self.target) == 32 else 8

    @property
    def bf16(self) -> bool:
        """P V on vdpbf16ps (the target's ``bf16``; rows-in-lanes design only): V and the
        softmax weights rounded to bf16, products exact, sums in float32.  Q K^T stays on
        float32 FMAs: with Q and K in bf16 the scores move by up to 2^-7 sum|q k| / sqrt(hd),
        which exp turns into weights off by percents, and the real models' logits moved by
        up to 0.38 of a row's span (Qwen2.5-Coder-1.5B), far past llama.cpp's f16 K."""
        return self.rows_in_lanes and getattr(self.target, "bf16", False)

    @property
    def kg(self) -> int:
        """Keys per score group: kg x chains accumulators (bf16: even, the weights go by pairs
        of keys)."""
        if vector_registers(self.target) != 32:
            return 1
        return 6 if self.bf16 else 3

    @property
    def chains(self) -> int:
        """Partial dot-product chains per score (dim d into chain d mod chains).  Float32: 8,
        the sums (and so the bits) of the kernel before bf16."""
        return 4 if self.bf16 else 8

    @property
    def dc(self) -> int:
        """Dims per P V pass (rows-in-lanes design: pv_rows x dc / 16 accumulators)."""
        return 32 if vector_registers(self.target) == 32 else 8

    # query rows per P V pass (rows-in-lanes design)
    pv_rows: ClassVar[int] = 8

    @property
    def rows_in_lanes(self) -> bool:
        """The design with query rows in vector lanes (AVX-512's 32 registers hold a key group's
        kg x chains dot-product chains): one item = one head x ``tiles`` x 16 query rows, K and
        V packed once per item, softmax lane-wise.  Otherwise the tiled design: one item = one
        head x ``qt`` rows, keys in tiles of ``kt``."""
        return vector_registers(self.target) == 32 and self.head_dim % self.lanes == 0

    @property
    def row_tile(self) -> int:
        return self.lanes * self.tiles if self.rows_in_lanes else self.qt

    @property
    def item_cols(self) -> int:
        return self.n_head

    @property
    def d_blocks(self) -> int:
        """Blocks of `lanes` dims (the Q and output transposes)."""
        return self.head_dim // self.lanes

    @property
    def transpose_stages(self) -> list[int]:
        """Butterfly strides of a lanes x lanes transpose."""
        return [1 << i for i in range(self.lanes.bit_length() - 1)]

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
    def vectors(self) -> int:
        return self.head_dim // 8

    @property
    def scale_hex(self) -> str:
        return f32_hex(1.0 / math.sqrt(self.head_dim))

    # --- GPU schedule (templates/nvptx/attention.ll.j2): block (bx, h) = ``warps_q`` warps,
    # each a tile of 16 queries of head h; the block streams tiles of ``key_tile`` keys of K
    # (as f16 [kt][hd]) and V (transposed, f16 [hd][kt]) through shared memory; per warp
    # S = Q K^T with mma.m16n8k16 (f16 in, f32 out), an online softmax in registers (exp2 with
    # log2(e)/sqrt(hd) folded into the scale), P (f16) reused in registers as the A operand
    # of O += P V.
    @property
    def threads(self) -> int:  # type: ignore[override]
        return 32 * self.warps_q

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
        return self.key_tile // 8

    @property
    def ksteps(self) -> int:
        """k-steps of 16 keys per tile (O += P V)."""
        return self.key_tile // 16

    @property
    def tile_elems(self) -> int:
        return self.key_tile * self.head_dim

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


@dataclass(frozen=True, kw_only=True)
class Embed(KernelSpec):
    """y[i] = dequant(W row x[i]) for i < m: x = token ids (int32), W = token_embd in its GGUF
    blocks (a type of the backend's ``embed_types``), y float32 [m][n_embd].  GPU: one thread
    per output element.  (The CPU backend has no embedding kernel: its runtime's builtin
    decodes every type.)"""

    ggml_type: str
    n_embd: int
    template: ClassVar[str] = "embed"

    def __post_init__(self) -> None:
        types = self.target.backend.embed_types or ()
        if self.ggml_type not in types:
            raise ValueError(f"embed ({self.target.kind}): no decoder for {self.ggml_type} "
                             f"(types: {', '.join(types)})")
        if self.n_embd % self.per_block:
            raise ValueError(f"embed ({self.target.kind}): n_embd {self.n_embd} is not a "
                             f"multiple of the {self.ggml_type} block")

    @property
    def name(self) -> str:
        return f"_{self.ggml_type.lower()}_n{self.n_embd}"

    @property
    def block_bytes(self) -> int:
        return gguf_block(self.ggml_type)[1]

    @property
    def per_block(self) -> int:
        return gguf_block(self.ggml_type)[0]

    @property
    def row_bytes(self) -> int:
        return self.n_embd // self.per_block * self.block_bytes

    @property
    def grid_rule(self) -> GridRule:
        return _elementwise_grid(self, self.n_embd)

    @property
    def grid_doc(self) -> str:
        return f"(ceil({self.n_embd}/{self.threads}), m, 1): thread = one element"


KERNEL_SPECS = (QuantizeQ8, GemmQ, GemmF, RmsNorm, Add, AddBias, Swiglu, Exp, RopeTable, Rope,
                KvWrite,
                Attention, Embed)

__all__ = [
    "FR8_ELEMENTS",
    "GPU_MMA",
    "KERNEL_SPECS",
    "Q8_FORMATS",
    "QK_K",
    "QR8_FORMATS",
    "ROPE_STYLES",
    "Add",
    "AddBias",
    "Attention",
    "Embed",
    "Exp",
    "GemmF",
    "GemmQ",
    "GridRule",
    "QR8Format",
    "QuantizeQ8",
    "RmsNorm",
    "Rope",
    "RopeTable",
    "Swiglu",
    "act_format",
    "grid_of",
    "q8_block",
    "q8_row_bytes",
    "qr8_weight_bytes",
    "vector_registers",
]
