"""The elementwise families over rows: :class:`Add`, :class:`AddBias`, :class:`Swiglu`,
:class:`Exp`, and :class:`KvWrite`, the copy of rows into the K/V store."""

from __future__ import annotations

import math
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
class Scale(_RowsOfN):
    """y = x * factor over rows of n (y may be x): Gemma's embedding scale, sqrt(n_embd).
    ``from_weight``: the factor is w[0], a float32 weight of one value (Gemma 4's per-layer
    output scale)."""

    factor: float = 1.0
    from_weight: bool = False
    template: ClassVar[str] = "scale"

    def __post_init__(self) -> None:
        super().__post_init__()
        self._check_backend()

    def _check_gpu(self) -> None:
        raise ValueError("scale: no GPU kernel yet")

    @property
    def name(self) -> str:
        return f"_n{self.n}_w" if self.from_weight else f"_n{self.n}_x{f32_hex(self.factor)[2:]}"

    @property
    def factor_hex(self) -> str:
        return f32_hex(self.factor)


@dataclass(frozen=True, kw_only=True)
class AddBias(Add):
    """y = x + w per row (w a float32 vector of n; in place allowed)."""

    template: ClassVar[str] = "add_bias"


GLU_ACTS = ("silu", "gelu_tanh")  # Swiglu's gate activations


@dataclass(frozen=True, kw_only=True)
class Swiglu(_Q8Rows, _VectorMath, KernelSpec):
    """y = act(x) * x2 over rows of n, the gated FFN's activation: ``silu`` (SwiGLU:
    x / (1 + exp(-x))) or ``gelu_tanh`` (GEGLU, Gemma's: 0.5 x (1 + tanh(sqrt(2/pi) (x +
    0.044715 x^3))), computed as x / (1 + exp(-2 sqrt(2/pi) (x + 0.044715 x^3))), the same
    function since 0.5 (1 + tanh z) = 1 / (1 + exp(-2z))).  ``out_q8``: y is activation rows
    in format ``q8``.  ``split``: gate and up are the two halves of one row of 2n in x (a
    fused gate/up projection's output: Gemma 4's experts), x2 unused."""

    n: int
    out_q8: bool = False
    q8: str = "q8_0"  # the output format with out_q8
    act: str = "silu"
    split: bool = False
    template: ClassVar[str] = "swiglu"

    def __post_init__(self) -> None:
        if self.n % 32:
            raise ValueError(f"swiglu: width {self.n} is not a multiple of 32")
        if self.act not in GLU_ACTS:
            raise ValueError(f"swiglu: activation {self.act!r} is not one of {GLU_ACTS}")
        if self.out_q8:
            self._check_q8()
        self._check_backend()

    def _check_gpu(self) -> None:
        if self.act != "silu" or self.split:
            raise ValueError("swiglu: the GPU kernel computes silu of separate gate and up rows")

    @property
    def name(self) -> str:
        act = "" if self.act == "silu" else f"_{self.act}"
        split = "_split" if self.split else ""
        return f"_n{self.n}{act}{split}{self.q8_suffix if self.out_q8 else ''}"

    @property
    def x_stride(self) -> int:
        """Floats from one row of x (and x2) to the next."""
        return 2 * self.n if self.split else self.n

    @property
    def gelu_cubic_hex(self) -> str:
        """0.044715 (float32), the tanh GELU's cubic coefficient."""
        return f32_hex(0.044715)

    @property
    def gelu_scale_hex(self) -> str:
        """-2 sqrt(2/pi) (float32): the exponent's factor of the sigmoid form."""
        return f32_hex(-2.0 * math.sqrt(2.0 / math.pi))

    @property
    def q8_width(self) -> int:
        return self.n

    @property
    def neg_log2e_hex(self) -> str:
        """GPU: exp through ex2.approx (relative error ~2^-22)."""
        return f32_hex(-LOG2E)


@dataclass(frozen=True, kw_only=True)
class Softcap(_VectorMath, KernelSpec):
    """y = cap * tanh(x / cap) over rows of n (y may be x): the final logits' soft cap
    (Gemma).  tanh(u) = sign(u) (1 - e) / (1 + e) with e = exp(-2|u|), in float32 as ggml's."""

    n: int
    cap: float
    template: ClassVar[str] = "softcap"

    def __post_init__(self) -> None:
        if self.n % 32:
            raise ValueError(f"softcap: width {self.n} is not a multiple of 32")
        if not self.cap > 0:
            raise ValueError(f"softcap: cap {self.cap} is not positive")
        self._check_backend()

    def _check_gpu(self) -> None:
        raise ValueError("softcap: no GPU kernel yet")

    @property
    def name(self) -> str:
        return f"_n{self.n}_c{f32_hex(self.cap)[2:]}"

    @property
    def cap_hex(self) -> str:
        return f32_hex(self.cap)

    @property
    def neg_two_over_cap_hex(self) -> str:
        """-2 / cap: e = exp(-2|x| / cap)."""
        return f32_hex(-2.0 / self.cap)


@dataclass(frozen=True, kw_only=True)
class Exp(_VectorMath, _RowsOfN):
    """y = exp(x) over rows of n: the vector exp of softmax and silu, as a kernel of its own
    so its accuracy is tested directly."""

    template: ClassVar[str] = "exp"


@dataclass(frozen=True, kw_only=True)
class KvWrite(_RowsOfN):
    """y[rows[r]] = x[r] for rows of n floats: the keys (or values) the rows of this forward
    computed, into the K/V store of their layer (y = slot 0's first position; rows = each
    row's store row, slot * max_canvas + position: ``Rows.STORE``).  The store's rows are
    ``ld`` floats apart (0: n; a model whose layers differ stores each in the widest's rows)."""

    ld: int = 0
    template: ClassVar[str] = "kv_write"

    def __post_init__(self) -> None:
        super().__post_init__()
        _check_kv_element("kv_write")
        if self.ld and self.ld < self.n:
            raise ValueError(f"kv_write: store rows of {self.ld} cannot hold {self.n} floats")

    @property
    def name(self) -> str:
        return f"_n{self.n}" + (f"_ld{self.ld}" if self.ld and self.ld != self.n else "")

    @property
    def store_stride(self) -> int:
        return self.ld or self.n
