"""What every kernel spec shares: :class:`KernelSpec` (the target, the template, the symbol
and both backends' schedules), the field metadata that marks a tile field as one backend's,
the GPU grid rules, the float-constant helpers the templates print with, and the GEMMs'
shared shape and tiles (:class:`_Tiled`).

The families are the other modules of :mod:`dllmc.compiler.kernels`; the package's docstring
says what a spec is and the ABI every kernel has.
"""

from __future__ import annotations

import struct
from dataclasses import dataclass, field, fields
from typing import Any, ClassVar

from dllmc.compiler.base.layouts import KV_ELEMENT

CPU = {"backend": "cpu"}  # field metadata: a tile field of one backend only
GPU = {"backend": "gpu"}

# exp and log without libm (templates/x86/_math.ll.j2 ``vexp``, templates/x86/vocab_math.ll.j2
# ``vlog``: Cephes' expf and logf; :class:`_VectorMath` hands them to the templates), and the
# GPU's exp through ex2.approx
LOG2E = 1.4426950408889634
LN2_C1 = 0.693359375  # ln 2 = C1 + C2 (Cody-Waite): C1 exact in 9 bits, so j * C1 is exact
LN2_C2 = -2.12194440e-4

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
    # reads only x (and its weight) and writes only y: consecutive steps of such kernels on the
    # same x can share one parallel region of the CPU runtime (``schedule``: a step's join)
    reads_x_only: ClassVar[bool] = False
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


def _check_kv_element(family: str) -> None:
    """The store kernels read and write float32 (layouts.KV_ELEMENT decides the store's type;
    another one needs these kernels to convert)."""
    if KV_ELEMENT.ir != "float":
        raise ValueError(f"{family}: the K/V store element {KV_ELEMENT.name} has no kernels")


class _VectorMath:
    """The constants of the x86 templates' vector exp (``_math.ll.j2``: ``vexp``,
    ``vexp_scalef``) and log (``vocab_math.ll.j2``: ``vlog``), for the families whose
    templates call them: exp(x) = 2^j e^r with j = round(x log2 e) and r = x - j (C1 + C2)."""

    @property
    def log2e_hex(self) -> str:
        return f32_hex(LOG2E)

    @property
    def ln2_c1_hex(self) -> str:
        return f32_hex(LN2_C1)

    @property
    def ln2_c2_hex(self) -> str:
        return f32_hex(LN2_C2)

    @property
    def neg_ln2_c2_hex(self) -> str:
        """-C2: exp's r = x - j C1 - j C2 as one fused multiply-add by -C2."""
        return f32_hex(-LN2_C2)


# ----------------------------------------------------------------------------- GEMM tiles


@dataclass(frozen=True, kw_only=True)
class _Tiled(KernelSpec):
    """A GEMM's shape and tiles: y[m][n] = x @ W.T, W with n rows and k inputs.  One item =
    ``MT`` activation rows x ``NC`` weight rows (NC a multiple of 8); the microkernel inside
    computes ``MR`` activation rows x one 8-row weight group.  0 = the target's default.
    (The GPU tiles are the families' own fields.)"""

    reads_x_only: ClassVar[bool] = True

    n: int
    k: int
    mr: int = field(default=0, metadata=CPU)
    mt: int = field(default=0, metadata=CPU)
    nc: int = field(default=0, metadata=CPU)
    # default register tiles, by the number of vector registers: MR activation rows per
    # microkernel (each family's own table), and MT = this many MR
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
