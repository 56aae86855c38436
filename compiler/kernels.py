"""Kernel specs: one frozen dataclass per kernel family, the context a template renders.

A spec holds every compile-time decision for one kernel: its shape (widths, quant type), the
target it is built for and everything derived from the two (tile sizes, chunk size, code
width, byte offsets).  Templates (``templates/x86/<spec.template>.ll.j2``) only loop and
branch over these fields; they never compute a decision themselves.

Every kernel has the ABI of ``runtime/dllmc_runtime.h``::

    void SYMBOL(const dllmc_args *a, int64_t begin, int64_t end);   // items [begin, end)
    int64_t SYMBOL_items(int64_t m);                                 // items for m rows

and every family's item count has the form ``ceil(m / item_rows) * item_cols``
(:meth:`items`).  ``symbol`` is the template stem + the specialization + the target name, so
one symbol is one piece of machine code: kernels of equal shape are shared between layers.

The data layouts (Q8 activation rows, QR8 / FR8 weights) are docs/weight-layouts.md; what
each family computes, its tile design and its tested accuracy are docs/kernels.md.
"""

from __future__ import annotations

import math
import struct
from dataclasses import dataclass, fields
from typing import ClassVar

from dllmc.targets.cpu import CpuTarget

# ----------------------------------------------------------------------------- shared pieces

Q8_BLOCK = 32  # activation inputs per Q8 scale


def q8_row_bytes(k: int) -> int:
    """Bytes of one Q8 activation row: int8 q[K], f32 d[K/32], f32 s[K/16]."""
    return k + k // 8 + k // 4


def vector_registers(target: CpuTarget) -> int:
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
class _Spec:
    """Fields every spec has.  ``target`` is the CPU target the kernel is compiled for."""

    target: CpuTarget
    template: ClassVar[str]
    item_rows: ClassVar[int] = 1  # items = ceil(m / item_rows) * item_cols

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
    def name(self) -> str:
        """The specialization part of the symbol (without family and target)."""
        raise NotImplementedError

    @property
    def symbol(self) -> str:
        return f"{self.template}_{self.target.name}{self.name}"

    @property
    def describe(self) -> str:
        """The spec in one line, for the comment that opens every rendered module."""
        parts = [f"{f.name}={getattr(self, f.name)!r}" for f in fields(self) if f.name != "target"]
        return f"{type(self).__name__}({', '.join(parts)}, target={self.target.name!r})"

    @property
    def attrs(self) -> str:
        """Function attributes: the target's CPU and features, so the IR says what it is for."""
        return (f'nounwind "target-cpu"="{self.target.cpu}" '
                f'"target-features"="{self.target.features}"')


class _Q8Rows:
    """Byte offsets of one Q8 row of ``q8_width`` values (docs/weight-layouts.md), for the
    families that write Q8 rows: ``quantize_q8``, and ``rmsnorm`` / ``swiglu`` with out_q8."""

    @property
    def q8_width(self) -> int:
        raise NotImplementedError

    @property
    def blocks(self) -> int:
        return self.q8_width // Q8_BLOCK

    @property
    def d_offset(self) -> int:
        return self.q8_width

    @property
    def s_offset(self) -> int:
        return self.q8_width + self.q8_width // 8

    @property
    def out_row_bytes(self) -> int:
        """Bytes of one output row: a Q8 row when quantizing, else float32 values."""
        return q8_row_bytes(self.q8_width) if getattr(self, "out_q8", True) else 4 * self.q8_width


# ----------------------------------------------------------------------------- activation quantization


@dataclass(frozen=True, kw_only=True)
class QuantizeQ8(_Q8Rows, _Spec):
    """f32 rows [m][k] -> Q8 rows (docs/weight-layouts.md).  ``a->rows`` non-NULL: item i
    reads x row ``rows[i]`` (a gather of selected rows); x row stride is ``k`` floats."""

    k: int
    template: ClassVar[str] = "quantize_q8"

    def __post_init__(self) -> None:
        if self.k % Q8_BLOCK:
            raise ValueError(f"quantize_q8: K = {self.k} is not a multiple of {Q8_BLOCK}")

    @property
    def name(self) -> str:
        return f"_k{self.k}"

    @property
    def q8_width(self) -> int:
        return self.k

    @property
    def row_bytes(self) -> int:
        return q8_row_bytes(self.k)


# ----------------------------------------------------------------------------- integer GEMM

# ggml type -> (G, bits, offset, free min, signed), the table of docs/weight-layouts.md
QR8_FORMATS: dict[str, tuple[int, int, int, bool, bool]] = {
    "Q4_0": (32, 4, -8, False, False),
    "Q4_1": (32, 4, 0, True, False),
    "Q5_0": (32, 5, -16, False, False),
    "Q5_1": (32, 5, 0, True, False),
    "Q8_0": (32, 8, 0, False, True),
    "Q4_K": (32, 4, 0, True, False),
    "Q5_K": (32, 5, 0, True, False),
    "Q6_K": (16, 6, -32, False, False),
}

# Default register tiles, by the number of vector registers: MR activation rows per
# microkernel.  gemm_q: MR int accumulators + MR float accumulators + the weight sub-entry,
# the broadcast and the scales must fit; gemm_f: MR float accumulators + weights + broadcast.
_GEMM_Q_MR = {16: 4, 32: 8}
_GEMM_F_MR = {16: 6, 32: 12}


@dataclass(frozen=True, kw_only=True)
class _Tiled(_Spec):
    """A GEMM's shape and tiles: y[m][n] = x @ W.T, W with n rows and k inputs.  One item =
    ``MT`` activation rows x ``NC`` weight rows (NC a multiple of 8); the microkernel inside
    computes ``MR`` activation rows x one 8-row weight group.  0 = the target's default."""

    n: int
    k: int
    mr: int = 0
    mt: int = 0
    nc: int = 0
    _mr_default: ClassVar[dict[int, int]]
    _mt_per_mr: ClassVar[int]

    def __post_init__(self) -> None:
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
        tiles = "" if (self.mr, self.mt, self.nc) == (0, 0, 0) else \
            f"_mr{self.MR}_mt{self.MT}_nc{self.NC}"
        return f"_n{self.n}_k{self.k}{tiles}"


@dataclass(frozen=True, kw_only=True)
class GemmQ(_Tiled):
    """y[m][n] = x @ W.T with x in Q8 rows, W in QR8 (a ggml integer type), y float32 with
    row stride n.  The microkernel unpacks each weight chunk once for its MR rows; with
    AVX-512 (:attr:`wide`) it covers two 8-row groups per zmm register."""

    ggml_type: str
    template: ClassVar[str] = "gemm_q"
    _mr_default: ClassVar[dict[int, int]] = _GEMM_Q_MR
    _mt_per_mr: ClassVar[int] = 8

    def __post_init__(self) -> None:
        if self.ggml_type not in QR8_FORMATS:
            raise ValueError(f"gemm_q: no QR8 kernel for {self.ggml_type} "
                             f"(types: {', '.join(QR8_FORMATS)})")
        super().__post_init__()

    @property
    def symbol(self) -> str:
        t = self.ggml_type
        return f"gemm_{t[0].lower()}{t[1:]}_{self.target.name}{self.name}"

    @property
    def MR(self) -> int:
        """Activation rows per microkernel.  Wide (zmm) kernels: 10 for G = 32 (10 float
        accumulators + 8 unpacked sub-entries + scales fit 32 registers), 8 for G = 16, whose
        block holds two chunks' scales; measured on Zen 5, docs/performance.md."""
        if self.mr:
            return self.mr
        if self.wide:
            return 10 if self.G == 32 else 8
        return self._mr_default[vector_registers(self.target)]

    # the weight format
    @property
    def G(self) -> int:
        return QR8_FORMATS[self.ggml_type][0]

    @property
    def bits(self) -> int:
        return QR8_FORMATS[self.ggml_type][1]

    @property
    def offset(self) -> int:
        """weight = d * (u + offset) for types without a stored min (0 when it has one)."""
        return QR8_FORMATS[self.ggml_type][2]

    @property
    def free_min(self) -> bool:
        return QR8_FORMATS[self.ggml_type][3]

    @property
    def signed(self) -> bool:
        return QR8_FORMATS[self.ggml_type][4]

    @property
    def chunks(self) -> int:
        return self.k // self.G

    @property
    def subs(self) -> int:
        """Sub-entries per chunk: 4 inputs x 8 rows each."""
        return self.G // 4

    @property
    def low_bytes(self) -> int:
        return self.G * 8 if self.bits == 8 else self.G * 4

    @property
    def high_bytes(self) -> int:
        return {5: self.G, 6: self.G * 2}.get(self.bits, 0)

    @property
    def d_offset(self) -> int:
        return self.low_bytes + self.high_bytes

    @property
    def m_offset(self) -> int:
        return self.d_offset + 16

    @property
    def tile_bytes(self) -> int:
        return self.G * self.bits + 16 + (16 if self.free_min else 0)

    @property
    def group_bytes(self) -> int:
        return self.chunks * self.tile_bytes

    @property
    def weight_bytes(self) -> int:
        return self.groups * self.group_bytes

    @property
    def q8_row_bytes(self) -> int:
        return q8_row_bytes(self.k)

    @property
    def unroll(self) -> int:
        """Chunks per loop iteration: 32 inputs (one activation scale) per iteration."""
        return 32 // self.G

    @property
    def dot(self) -> str:
        return self.target.dot

    # vpdpbusd dependency chains per row and chunk in the wide microkernel (even and odd
    # sub-entries, added once per chunk)
    chains: ClassVar[int] = 2

    @property
    def prefetch(self) -> int:
        """Wide microkernel: prefetch the next pair of groups' tiles of the block it is at
        (llvm.prefetch locality 3, into L1): the next call's weights come from DRAM or L3 the
        first time; 0 = no prefetch."""
        return 3 if self.wide else 0

    @property
    def prefetch_offsets(self) -> list[int]:
        """Byte offsets, from the current block's tiles in group g, of one prefetch per 64-byte
        line of the next pair's (groups g+2, g+3) tiles of the same block."""
        block = self.unroll * self.tile_bytes
        return [(2 + line // block) * self.group_bytes + line % block
                for line in range(0, 2 * block, 64)]

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
    def i16_terms(self) -> int:
        """vpmaddubsw results summed in int16 before widening with vpmaddwd: each is at most
        2 * max|u| * 127, and the sum must stay <= 32767 (no saturation, exact)."""
        if self.dot != "maddubs":
            return 1
        umax = 128 if self.signed else (1 << self.bits) - 1
        n = 32767 // (2 * umax * 127)
        while self.subs % n:
            n -= 1
        return max(1, min(n, self.subs))

    @property
    def high_shifts(self) -> list[tuple[int, int, str, int]]:
        """For b = 5, 6: per sub-entry q, (q, high-plane entry, shift op, amount) that moves its
        high bits to bit 4 (b = 5) or bits 4-5 (b = 6)."""
        out = []
        per = {5: 8, 6: 4}[self.bits]
        width = self.bits - 4
        for q in range(self.subs):
            e, s = divmod(q, per)
            amount = 4 - width * s
            out.append((q, e, "shl" if amount >= 0 else "lshr", abs(amount)))
        return out

    @property
    def high_mask(self) -> int:
        return {5: 0x10, 6: 0x30}.get(self.bits, 0)

    @property
    def high_entries(self) -> int:
        return {5: self.G // 32, 6: self.G // 16}.get(self.bits, 0)


# ----------------------------------------------------------------------------- float GEMM

FR8_ELEMENTS = {"F32": ("float", 4), "F16": ("half", 2), "BF16": ("i16", 2)}


@dataclass(frozen=True, kw_only=True)
class GemmF(_Tiled):
    """y[m][n] = x @ W.T with x float32 rows [m][k] (no quantization), W in FR8 (F32, F16 or
    BF16), y float32 with row stride n."""

    dtype: str
    template: ClassVar[str] = "gemm_f"
    _mr_default: ClassVar[dict[int, int]] = _GEMM_F_MR
    _mt_per_mr: ClassVar[int] = 4

    def __post_init__(self) -> None:
        if self.dtype not in FR8_ELEMENTS:
            raise ValueError(f"gemm_f: no FR8 kernel for {self.dtype} (types: F32, F16, BF16)")
        super().__post_init__()

    @property
    def symbol(self) -> str:
        return f"gemm_{self.dtype.lower()}_{self.target.name}{self.name}"

    @property
    def elem(self) -> str:
        """IR type of one stored weight element."""
        return FR8_ELEMENTS[self.dtype][0]

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


# ----------------------------------------------------------------------------- row-wise ops


@dataclass(frozen=True, kw_only=True)
class RmsNorm(_Q8Rows, _Spec):
    """y = x / sqrt(mean(x^2) + eps) * w over rows of k.  ``out_q8``: y is Q8 rows (the
    normalized row quantized in the same pass).  ``a->rows`` non-NULL: row i reads x row
    ``rows[i]``."""

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
    def eps_hex(self) -> str:
        return f32_hex(self.eps)

    @property
    def inv_k_hex(self) -> str:
        return f32_hex(1.0 / self.k)

    @property
    def q8_width(self) -> int:
        return self.k


@dataclass(frozen=True, kw_only=True)
class Add(_Spec):
    """y = x + x2 over rows of n (y may be x or x2)."""

    n: int
    template: ClassVar[str] = "add"

    def __post_init__(self) -> None:
        if self.n % 8:
            raise ValueError(f"add: width {self.n} is not a multiple of 8")

    @property
    def name(self) -> str:
        return f"_n{self.n}"

    @property
    def vectors(self) -> int:
        return self.n // 8


@dataclass(frozen=True, kw_only=True)
class AddBias(Add):
    """y = x + w per row (w a float32 vector of n; in place allowed)."""

    template: ClassVar[str] = "add_bias"


@dataclass(frozen=True, kw_only=True)
class Swiglu(_Q8Rows, _Spec):
    """y = silu(x) * x2 = x / (1 + exp(-x)) * x2 over rows of n.  ``out_q8``: y is Q8 rows."""

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
    def q8_width(self) -> int:
        return self.n


@dataclass(frozen=True, kw_only=True)
class Exp(_Spec):
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
class RopeTable(_Spec):
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
class Rope(_Spec):
    """Rotate x [m][n_heads*head_dim] by position = row (y may be x).  x2 is the table of
    :class:`RopeTable`.  style ``norm`` rotates adjacent pairs (2i, 2i+1) (llama, llada);
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


# ----------------------------------------------------------------------------- attention


@dataclass(frozen=True, kw_only=True)
class Attention(_Spec):
    """y = softmax(q k^T / sqrt(head_dim) [+ causal mask]) v per head, with GQA.

    x = q [m][n_head*hd], x2 = k and x3 = v [m][n_head_kv*hd], y [m][n_head*hd].  Query head
    h reads K/V head h // (n_head / n_head_kv).  Two designs (:attr:`rows_in_lanes`):

    * AVX-512 (32 registers): one item = one head x 16 query rows, one row per zmm lane;
      keys in blocks of ``kb`` with an online softmax computed lane-wise; Q^T, acc^T and the
      block's scores live on the stack (2 x hd x 16 + (kb + kg) x 16 floats).
    * otherwise: one item = one head x ``qt`` query rows; the keys are visited in tiles of
      ``kt`` with an online (running max) softmax; the qt x hd accumulators live on the
      stack."""

    n_head: int
    n_head_kv: int
    head_dim: int
    causal: bool
    qt: int = 4
    kt: int = 8
    template: ClassVar[str] = "attention"

    def __post_init__(self) -> None:
        if self.n_head % self.n_head_kv:
            raise ValueError("attention: n_head must be a multiple of n_head_kv")
        if self.head_dim % 8 or self.kt != 8:
            raise ValueError("attention: head_dim must be a multiple of 8 and kt 8")

    @property
    def name(self) -> str:
        return (f"_h{self.n_head}_kv{self.n_head_kv}_d{self.head_dim}"
                f"{'_causal' if self.causal else ''}")

    # rows-in-lanes design (AVX-512): keys per score block, the 8 partial dot-product chains
    # per score, keys per score group, dims per PV chunk (see templates/x86/attention.ll.j2)
    kb: ClassVar[int] = 256
    chains: ClassVar[int] = 8

    @property
    def lanes(self) -> int:
        """Query rows per item in the rows-in-lanes design: one lane per row."""
        return 16 if vector_registers(self.target) == 32 else 8

    @property
    def kg(self) -> int:
        """Keys per score group: kg x 8 chains of accumulators."""
        return 3 if vector_registers(self.target) == 32 else 1

    @property
    def dc(self) -> int:
        """Dims per PV chunk (dc accumulators)."""
        return 16 if vector_registers(self.target) == 32 else 8

    @property
    def rows_in_lanes(self) -> bool:
        """The design with query rows in vector lanes (AVX-512's 32 registers hold a key group's
        3 x 8 dot-product chains): one item = one head x 16 query rows, K and V read once per
        item, softmax lane-wise.  Otherwise the tiled design: one item = one head x ``qt`` rows,
        keys in tiles of ``kt``."""
        return vector_registers(self.target) == 32 and self.head_dim % self.lanes == 0

    @property
    def row_tile(self) -> int:
        return self.lanes if self.rows_in_lanes else self.qt

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


KERNEL_SPECS = (QuantizeQ8, GemmQ, GemmF, RmsNorm, Add, AddBias, Swiglu, Exp, RopeTable, Rope,
                Attention)

__all__ = [
    "FR8_ELEMENTS",
    "KERNEL_SPECS",
    "QR8_FORMATS",
    "ROPE_STYLES",
    "Add",
    "AddBias",
    "Attention",
    "Exp",
    "GemmF",
    "GemmQ",
    "QuantizeQ8",
    "RmsNorm",
    "Rope",
    "RopeTable",
    "Swiglu",
    "q8_row_bytes",
    "vector_registers",
]
