"""Rotary position embedding: :class:`RopeTable`, the (cos, sin) table computed once at load,
and :class:`Rope`, the rotation of query and key rows by it."""

from __future__ import annotations

import hashlib
import struct
from dataclasses import dataclass
from typing import ClassVar

from dllmc.compiler.kernels.spec import GridRule, KernelSpec, _elementwise_grid, _num, f64_hex

ROPE_STYLES = ("norm", "neox")


@dataclass(frozen=True, kw_only=True)
class RopeTable(KernelSpec):
    """y = table float32 [max_canvas][head_dim/2][2]: (cos, sin) of p * base^(-2i/head_dim)
    for position p = row.  Run once at load with m = max_canvas; items = rows.  ``factors``:
    pair i's frequency divided by factors[i] (llama.cpp's rope_freqs; Gemma 4's proportional
    RoPE leaves pairs still with a factor of 1e30)."""

    head_dim: int
    freq_base: float
    max_canvas: int
    factors: tuple[float, ...] = ()
    template: ClassVar[str] = "rope_table"

    def __post_init__(self) -> None:
        if self.head_dim % 2:
            raise ValueError(f"rope_table: head_dim {self.head_dim} is odd")
        if self.factors and (len(self.factors) != self.pairs or not all(
                f > 0 for f in self.factors)):
            raise ValueError(f"rope_table: {len(self.factors)} factors for {self.pairs} pairs")

    @property
    def name(self) -> str:  # max_canvas sizes the buffer, it does not change the code
        factors = ""
        if self.factors:
            digest = hashlib.sha256(struct.pack(f"<{len(self.factors)}d", *self.factors))
            factors = f"_f{digest.hexdigest()[:8]}"
        return f"_d{self.head_dim}_b{_num(self.freq_base)}{factors}"

    @property
    def pairs(self) -> int:
        return self.head_dim // 2

    @property
    def inv_freq_hex(self) -> list[str]:
        """base^(-2i/head_dim) (/ factor i) for each pair i, as double constants (computed
        here, once)."""
        factors = self.factors or (1.0,) * self.pairs
        return [f64_hex(self.freq_base ** (-2.0 * i / self.head_dim) / factors[i])
                for i in range(self.pairs)]

    @property
    def table_bytes(self) -> int:
        return self.max_canvas * self.head_dim * 4


@dataclass(frozen=True, kw_only=True)
class Rope(KernelSpec):
    """Rotate row r of x [m][n_heads*head_dim] by its absolute position rows[r] (y may be x).
    x2 is the table of :class:`RopeTable`.  style ``norm`` rotates adjacent pairs (2i, 2i+1) (llama, llada);
    ``neox`` rotates (i, i + rot/2) (qwen2, dream).  Only the first ``n_rot`` dimensions of a
    head rotate (0: all; bailingmoe2 rotates 64 of 128), the others are copied, and the table
    is :class:`RopeTable`'s for ``n_rot``.  ``bias``: w is a float32 vector of
    n_heads*head_dim added to x before the rotation (the Q/K bias fused in)."""

    n_heads: int
    head_dim: int
    style: str
    bias: bool = False
    n_rot: int = 0
    template: ClassVar[str] = "rope"

    def __post_init__(self) -> None:
        if self.style not in ROPE_STYLES:
            raise ValueError(f"rope: style {self.style!r} is not one of {ROPE_STYLES}")
        if self.head_dim % 2 or self.rot % 2 or not 0 < self.rot <= self.head_dim:
            raise ValueError(f"rope: {self.rot} of {self.head_dim} dimensions is not an even "
                             "part of the head")
        self._check_backend()

    def _check_cpu(self) -> None:
        if self.head_dim % 16 or self.rot % 16:
            raise ValueError(f"rope: {self.rot} of {self.head_dim} dimensions are not multiples "
                             "of 16")

    def _check_gpu(self) -> None:
        if self.rot != self.head_dim:
            raise ValueError(f"rope: the GPU kernel rotates whole heads, not {self.rot} of "
                             f"{self.head_dim} dimensions")

    @property
    def rot(self) -> int:
        """The rotated dimensions of a head (the table's width)."""
        return self.n_rot or self.head_dim

    @property
    def name(self) -> str:
        part = f"_r{self.rot}" if self.rot != self.head_dim else ""
        return f"_{self.style}_h{self.n_heads}_d{self.head_dim}{part}{'_bias' if self.bias else ''}"

    @property
    def width(self) -> int:
        return self.n_heads * self.head_dim

    @property
    def norm_vectors(self) -> int:
        """8-float vectors per head's rotated part (norm: 4 pairs each)."""
        return self.rot // 8

    @property
    def neox_vectors(self) -> int:
        """8-pair vectors per half of the rotated part (neox)."""
        return self.rot // 16

    @property
    def copy_vectors(self) -> int:
        """8-float vectors per head past the rotated part (copied, with the bias)."""
        return (self.head_dim - self.rot) // 8

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
