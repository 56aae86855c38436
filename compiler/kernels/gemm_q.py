"""The integer GEMM: :class:`GemmQ`, y = x @ W.T with x activation rows and W in a ggml
integer type (CPU: the QR8 layout, docs/weight-layouts.md; GPU: the GGUF super-blocks read in
place by the tensor cores, docs/gpu.md)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar

from dllmc.compiler.base.layouts import (
    QK_K,
    QR8_FORMATS,
    ActFormat,
    QR8Format,
    act,
    gguf_block,
    q8_row_bytes,
    qr8_weight_bytes,
)
from dllmc.compiler.kernels.spec import CPU, GPU, GridRule, _ceil_div, _Tiled, vector_registers
from dllmc.targets.gpu import MMA_S8_K16, MMA_S8_K32


def act_format(ggml_type: str) -> str:
    """The activation format a GEMM over weights of this type reads."""
    return QR8_FORMATS[ggml_type].act_format


# Default register tiles, by the number of vector registers: MR activation rows per
# microkernel.  MR int accumulators + MR float accumulators + the weight sub-entry, the
# broadcast and the scales must fit.
_GEMM_Q_MR = {16: 4, 32: 8}

# How far ahead of the bytes it multiplies a CPU microkernel prefetches its weights: about
# the bytes a core streams during a DRAM round trip, so that each line is on its way when
# needed and no earlier.  Measured, causal decoding of the 1.5B on the Xeon of 2026-12-05
# (docs/performance.md, "Two weight streams, prefetched 3 KB ahead"): 1, 1.5, 2, 3, 4, 6, 10
# KB and the next group (7-41 KB) ahead; 3 KB was best on ymm and zmm.  For the microkernels
# of a few rows (:meth:`GemmQ.streams`).
PREFETCH_AHEAD = 3072

# the GGUF super-block types the GPU's tensor-core GEMM reads in place, and its mma shape
GPU_MMA = {"Q4_K": MMA_S8_K32, "Q6_K": MMA_S8_K16}


@dataclass(frozen=True, kw_only=True)
class GemmQ(_Tiled):
    """y[m][n] = x @ W.T with x activation rows (:attr:`act_format`), W in QR8 (a ggml integer
    type), y float32 with row stride n.  The microkernel unpacks each weight chunk once for its
    MR rows; with AVX-512 (:attr:`wide`) it covers two 8-row groups per zmm register.

    Legacy types: one float update per row and 32-input chunk (f16 d, m).  K-quants
    (:attr:`kquant`) read q8_0 when ``act`` is unset (:attr:`per32`; a compile passes q8_Ks
    unless ``--act-blocks`` says otherwise): each chunk's exact integer dot
    product times its integer scale, then one float update per row and 32-input activation
    block with the block's scale (Q6_K: its two 16-input chunks' scaled sums added in int32
    first, :attr:`block_chunks`), and the min (Q6_K: the offset, -32 sc) times the chunk's
    float sum, as a legacy chunk would.  With ``act`` set to the type's per-256 format
    (``QR8Format.superblock_act``: q8_K, q8_Ku), llama.cpp's arithmetic: per row and 256-input
    tile the scaled chunk sums add in int32, the min / offset term comes from the activation's
    integer block sums, and one float update converts the two with d and dmin.  With q8_Ks
    (``QR8Format.substep_act``, :attr:`steps`), the same per-256 arithmetic with each
    activation row's per-32 multiplier s folded into the chunk scale (sc * s), and Q6_K
    unbiased, its offset term from the activation's block sums (as the min term)."""

    ggml_type: str
    act: str = field(default="", metadata=CPU)  # "": the backend's format (q8_0 on the CPU)
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
        reads = (self.fmt.act_format, self.fmt.superblock_act, self.fmt.substep_act)
        if self.act not in ("", *reads):
            formats = ", ".join(f for f in reads if f)
            raise ValueError(f"gemm_q: {self.ggml_type} reads {formats} activations, "
                             f"not {self.act}")
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
    def _tiles_cpu(self) -> str:
        """The tiles (see :class:`_Tiled`), and a per-256 activation format's mark."""
        mark = f"_{act(self.act).suffix}" if self.act and self.act != self.fmt.act_format else ""
        return super()._tiles_cpu + mark

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
        accumulators + 8 unpacked sub-entries + scales fit 32 registers), 8 for G = 16.  Q6_K
        on ymm (AVX2, AVX-VNNI): 8 (the 6-bit unpack amortized over twice the rows).  Q4_K and
        Q5_K on AVX2: 8 (the unpack is a sixth of the chunk's vector µops at 4 rows; with 8,
        LLVM keeps a few row sums on the stack), with MT = 32.  Other ymm and SSE kernels: 4.
        The measurements behind each: docs/performance.md, "Kernel decisions and their
        measurements"."""
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
        format's, :attr:`QR8Format.act_format`, or ``act``; GPU: q8_0)."""
        return self.act or self.target.backend.int_gemm[self.ggml_type]

    @property
    def per32(self) -> bool:
        """A K-quant reading q8_0: a float update per 32-input activation block, with the
        block's scale.  G = 32 (Q4_K, Q5_K): one chunk per block.  G = 16 (Q6_K): the block's
        two chunks' sums sc_c * isum_c are added in int32 first (exact: |u| <= 63, |x| <= 127,
        |sc| <= 128, so each is at most 16 * 63 * 127 * 128 = 16386048 and the pair at most
        32772096 < 2^31), so one conversion and one (d * dx) fused add serve both; the min
        term stays per chunk, mn_c * sx_c (two fused adds).  See :attr:`block_chunks`."""
        return self.kquant and not act(self.act_format).qk

    @property
    def steps(self) -> int:
        """q8_Ks activations: the largest per-32 multiplier s, which the microkernel folds
        into each chunk's integer scale per activation row (0: another format)."""
        return act(self.act_format).steps

    @property
    def min_term(self) -> bool:
        """A per-256 K-quant kernel takes a term from the activation's integer block sums once
        per tile: the min (Q4_K, Q5_K: sum_c mn[c] * s32[c]) or, with q8_Ks, Q6_K's offset
        (-32 * sum_c sc[c] * s16[c]; q8_Ku's bias needs none)."""
        return self.kquant and not self.per32 and (self.free_min or bool(self.steps))

    @property
    def block_chunks(self) -> int:
        """per32: chunks per 32-input activation block, one step of the chunk loop and one
        float update (2 for Q6_K's G = 16, else 1)."""
        return 32 // self.G if self.per32 else 1

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
        is stored per row and tile (:attr:`corr_offset`), subtracted once per tile.  Only
        with q8_Ku: per32 Q6_K multiplies its unsigned codes u by q8_0's signed bytes and
        takes the offset as a min (-32 sc per chunk, times the block's float sum)."""
        return self.fmt.biased and self.act_format == ActFormat.Q8_KU

    @property
    def unpack_passes(self) -> int:
        """Q6_K on AVX2: each chunk is unpacked and multiplied in two passes of two
        sub-entries (the two vpmaddubsw results one vpmaddwd takes), so that two unpacked
        sub-entries, not four, are live beside the 8 row sums and the constants.  With q8_Ks
        one pass: each row's folded chunk scale (:attr:`steps`) would be live across the
        second, 8 registers more, or loaded again (measured on the Xeon of 2026-12-05, 160
        rows, 1536 x 8960: one pass 317.7 GOP/s, two with the multiplier loaded again in the
        second 289.9, with the 8 folded scales kept 285.3)."""
        return 2 if self.bits == 6 and self.dot == "maddubs" and not self.steps else 1

    @property
    def reads_block_sums(self) -> bool:
        """The kernel reads the activation's block sums: for the min (Q4_1, Q5_1, Q4_K,
        Q5_K) or the offset (Q4_0, Q5_0; Q6_K on q8_0 or q8_Ks) term."""
        return self.free_min or (bool(self.offset) and (self.per32 or not self.kquant
                                                        or bool(self.steps)))

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
        return act(self.act_format).d_offset(self.k)

    @property
    def x_s_offset(self) -> int:
        """The block sums the kernel reads (:attr:`reads_block_sums`): q8_0, f32 s[K/16];
        q8_K and q8_Ks, i16 s32[K/32] (the sums of Q4_K's and Q5_K's 32-input chunks), or
        i16 s16[K/16] for Q6_K's 16-input chunks (q8_Ks)."""
        fmt = act(self.act_format)
        return fmt.s_offset(self.k) if not fmt.qk or self.G == 16 else fmt.s32_offset(self.k)

    @property
    def x_m_offset(self) -> int:
        """q8_Ks: the multiplier words, i32 m[K/32]."""
        return act(self.act_format).m_offset(self.k)

    @property
    def dot(self) -> str:
        return self.target.dot

    @property
    def prefetch(self) -> int:
        """The llvm.prefetch locality of the microkernels that do not :meth:`streams` (their
        prefetch: the next group's bytes, the next call's weights, from DRAM, L3 or L2 the
        first time): 3 (into L1) for the wide microkernel (a pair of groups), 2 (into L2)
        for the ymm ones, every type (measured: docs/performance.md, "Kernel decisions and
        their measurements": the ymm kernels decoded 6-40 % faster prefetching the next group
        into L2 than into L1 or not at all; the wide ones the same either way).  Those that
        stream: :meth:`prefetch_locality`."""
        return 3 if self.wide else 2

    def prefetch_locality(self, rows: int) -> int:
        """The locality of a microkernel of `rows` activation rows' prefetches: into L1 (3)
        where it :meth:`streams` (its prefetch :data:`PREFETCH_AHEAD` on; causal decoding of
        the 1.5B with avx2 code on the Xeon of 2026-12-05: 26.8 against 26.1 tokens/s into
        L2, 4 interleaved rounds), else :attr:`prefetch`."""
        return 3 if self.streams(rows) else self.prefetch

    @property
    def step_bytes(self) -> int:
        """Weight code bytes one loop step of the microkernel reads per group: a chunk and
        its scales (legacy), a chunk's codes (K-quants; per32 Q6_K, the two chunks of a
        32-input block, :attr:`block_chunks`)."""
        return self.block_chunks * self.chunk_bytes if self.kquant else self.tile_bytes

    def streams(self, rows: int) -> bool:
        """Whether a microkernel of `rows` activation rows streams its weights from memory:
        one of at most 4 rows below MR (causal decoding, a served batch of a few single
        rows, a last block), each weight byte multiplied by so few rows that the loads set
        the pace."""
        return rows <= 4 and rows < self.MR

    def prefetch_offsets(self, rows: int) -> list[int]:
        """Byte offsets, from the current step's bytes, of one prefetch per 64-byte line of
        the step's bytes further on in the weight stream (a group's bytes are followed by the
        next group's; a pair's microkernel prefetches in both of its streams): in a
        microkernel that :meth:`streams`, :data:`PREFETCH_AHEAD` on; in the others a group
        on, the next call's weights (the first row block streams them; the later ones find
        them in cache), which the 160-row GEMMs measured 2-3 % faster on AVX2 than 3 KB
        ahead."""
        ahead = PREFETCH_AHEAD if self.streams(rows) else self.group_bytes
        return [ahead + line for line in range(0, self.step_bytes, 64)]

    @property
    def pair_groups(self) -> int:
        """H: the groups between a pair's two (:attr:`group_pairs`), half a column tile's."""
        return self.groups_per_item // 2

    @property
    def pair_bytes(self) -> int:
        """The bytes from a pair's first group to its second."""
        return self.pair_groups * self.group_bytes

    @property
    def group_pairs(self) -> str:
        """Where the driver hands the microkernel a pair of 8-row groups, g and g+H (H: half
        a column tile's groups), so that two weight streams, H groups apart, are in flight:
        "all" (:attr:`wide`: the pair in one zmm register, every row block), "m1" (K-quants
        on AVX2 and AVX-VNNI at M = 1, causal decoding: the pair in two ymm registers, one
        activation row), "" (never).  One stream per core, with the arithmetic between its
        loads, leaves memory idle: docs/performance.md, "Two weight streams"."""
        if not self.pair_groups:
            return ""
        if self.wide:
            return "all"
        if self.kquant and self.dot in ("maddubs", "vnni"):
            return "m1"
        return ""

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
    # rows by ``nf`` x 8 weight rows with ``mf * nf`` mma tiles (default 4 x 1: no spills,
    # where 4 x 2 spills; the register counts are docs/performance.md, "Kernel decisions and
    # their measurements").  Q4_K: one ``mma.m16n8k32.s8`` per 32-input sub-block (its 4-bit
    # codes u are the s8 operand); Q6_K: one ``mma.m16n8k16.s8`` per 16-input scale group
    # (u - 32 as s8).  Each int32 tile result is scaled into float32 accumulators per
    # sub-block (docs/gpu.md).

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
