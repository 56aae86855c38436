"""The float GEMM: :class:`GemmF`, y = x @ W.T with x float32 rows and W in F32, F16 or BF16
(CPU: the FR8 layout, docs/weight-layouts.md; GPU: the fallback GEMM, docs/gpu.md)."""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import ClassVar

from dllmc.compiler.base.layouts import FR8_ELEMENTS
from dllmc.compiler.kernels.spec import GPU, GridRule, _ceil_div, _Tiled

# Default register tiles, by the number of vector registers: MR activation rows per
# microkernel.  MR float accumulators + weights + broadcast must fit.
_GEMM_F_MR = {16: 6, 32: 12}


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
