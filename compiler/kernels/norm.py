"""RMS normalization: :class:`RmsNorm`, optionally quantizing its output rows in the same
pass."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from dllmc.compiler.kernels.quantize import _Q8Rows
from dllmc.compiler.kernels.spec import KernelSpec, _num, f32_hex


@dataclass(frozen=True, kw_only=True)
class RmsNorm(_Q8Rows, KernelSpec):
    """y = x / sqrt(mean(x^2) + eps) * w over rows of k.  ``out_q8``: y is activation rows
    in format ``q8`` (the normalized row quantized in the same pass).  ``a->rows`` non-NULL: row i reads x row
    ``rows[i]``.  ``heads`` > 1: each row of the call is ``heads`` rows of k, normalized
    apart with the same k weights (per-head Q/K norms); items = m x heads."""

    k: int
    eps: float
    out_q8: bool = False
    q8: str = "q8_0"  # the output format with out_q8
    heads: int = 1
    weighted: bool = True
    template: ClassVar[str] = "rmsnorm"

    def __post_init__(self) -> None:
        if self.k % 32:
            raise ValueError(f"rmsnorm: K = {self.k} is not a multiple of 32")
        if self.out_q8:
            self._check_q8()
        if self.heads < 1 or (self.heads > 1 and self.out_q8):
            raise ValueError(f"rmsnorm: {self.heads} heads (a per-head norm writes float rows)")
        self._check_backend()

    @property
    def name(self) -> str:
        heads = f"_h{self.heads}" if self.heads > 1 else ""
        plain = "" if self.weighted else "_now"
        return (f"_k{self.k}{heads}{plain}_eps{_num(self.eps)}"
                f"{self.q8_suffix if self.out_q8 else ''}")

    @property
    def item_cols(self) -> int:
        return self.heads

    def _check_gpu(self) -> None:
        if self.heads > 1 or not self.weighted:
            raise ValueError("rmsnorm: the GPU template normalizes whole rows by a weight")

    @property
    def eps_hex(self) -> str:
        return f32_hex(self.eps)

    @property
    def inv_k_hex(self) -> str:
        return f32_hex(1.0 / self.k)

    @property
    def q8_width(self) -> int:
        return self.k
