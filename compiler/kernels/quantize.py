"""Activation rows: :class:`_Q8Rows`, the byte offsets of one row in a Q8 format (for every
family that writes them), and :class:`QuantizeQ8`, the kernel that quantizes f32 rows into
them (docs/weight-layouts.md)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from dllmc.compiler.base.layouts import (
    Q8_BLOCK,
    Q8_FORMATS,
    QK_FORMATS,
    act,
    q8_block,
    q8_row_bytes,
)
from dllmc.compiler.kernels.spec import KernelSpec


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
        """q8_K, q8_Ku or q8_Ks: one scale per 256 inputs, integer block sums."""
        return self.q8 in QK_FORMATS

    @property
    def steps(self) -> int:
        """q8_Ks: the largest per-32 multiplier (0 for the other formats)."""
        return act(self.q8).steps

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
        return act(self.q8).d_offset(self.q8_width)

    @property
    def s_offset(self) -> int:
        """q8_0: f32 s[K/16]; q8_K: i16 s16[K/16]."""
        return act(self.q8).s_offset(self.q8_width)

    @property
    def s32_offset(self) -> int:
        """q8_K: i16 s32[K/32]."""
        return act(self.q8).s32_offset(self.q8_width)

    @property
    def m_offset(self) -> int:
        """q8_Ks: i32 m[K/32], the multiplier words."""
        return act(self.q8).m_offset(self.q8_width)

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
