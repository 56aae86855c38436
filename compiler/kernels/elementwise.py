"""The elementwise families over rows: :class:`Add`, :class:`AddBias`, :class:`Swiglu`,
:class:`Exp`, and :class:`KvWrite`, the copy of rows into the K/V store."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from dllmc.compiler.kernels.quantize import _Q8Rows
from dllmc.compiler.kernels.spec import (
    LOG2E,
    GridRule,
    KernelSpec,
    _check_kv_element,
    _elementwise_grid,
    _VectorMath,
    f32_hex,
)


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
class Swiglu(_Q8Rows, _VectorMath, KernelSpec):
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
class Exp(_VectorMath, _RowsOfN):
    """y = exp(x) over rows of n: the vector exp of softmax and silu, as a kernel of its own
    so its accuracy is tested directly."""

    template: ClassVar[str] = "exp"


@dataclass(frozen=True, kw_only=True)
class KvWrite(_RowsOfN):
    """y[rows[r]] = x[r] for rows of n floats: the keys (or values) the rows of this forward
    computed, into the K/V store of their layer (y = slot 0's first position; rows = each
    row's store row, slot * max_canvas + position: ``Rows.STORE``)."""

    template: ClassVar[str] = "kv_write"

    def __post_init__(self) -> None:
        super().__post_init__()
        _check_kv_element("kv_write")
