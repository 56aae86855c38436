"""NVIDIA GPU targets (NVPTX), as data.

A GPU target says which LLVM triple, CPU (``sm_XX``) and PTX ISA version to emit, and what
the templates in ``templates/nvptx/`` may use: the tensor-core shapes, shared memory per
block, the warp size.  As with :mod:`dllmc.targets.cpu`, nothing in the compiler asks "which
GPU is this"; it reads these fields.

PTX versions are the lowest each SM accepts (sm_80: PTX 7.0, sm_86: 7.1, sm_89 and sm_90:
7.8), which is also what LLVM 22 emits for the bare CPU name; we name them explicitly
(``+ptx70`` ...) so the module text does not change when LLVM's default moves.  The PTX of
an sm_80 module runs on every later GPU (the driver JIT-compiles it); sm_86/89/90 modules
exist so each GPU gets code ``ptxas`` scheduled for it.
"""

from __future__ import annotations

from dataclasses import dataclass

from dllmc.targets.backend import GPU_BACKEND, Backend

NVPTX_TRIPLE = "nvptx64-nvidia-cuda"

# mma.sync shapes the GEMM and attention templates use; every one is in PTX ISA 7.0 / sm_80.
MMA_S8_K32 = "m16n8k32.s8"  # int8 x int8 -> int32: Q4_K projections (32-input sub-blocks)
MMA_S8_K16 = "m16n8k16.s8"  # int8 x int8 -> int32: Q6_K projections (16-input scales)
MMA_F16_K16 = "m16n8k16.f16"  # f16 x f16 -> f32: attention


@dataclass(frozen=True)
class GpuTarget:
    name: str  # what --target takes: "sm_80"
    sm: int  # compute capability x 10: 80, 86, 89, 90
    ptx: tuple[int, int]  # PTX ISA version the module declares
    mma: tuple[str, ...]  # tensor-core shapes the templates may emit
    smem_per_block: int  # bytes of static shared memory a block may use (48 KiB static)
    smem_max_dynamic: int  # bytes with the opt-in attribute (unused so far)
    warp_size: int = 32
    triple: str = NVPTX_TRIPLE
    template_dir: str = "nvptx"
    description: str = ""

    @property
    def kind(self) -> str:
        return "gpu"

    @property
    def backend(self) -> Backend:
        return GPU_BACKEND

    def cannot_select(self, ir: str) -> dict[str, str]:
        """Nothing to check before LLVM: the NVPTX backend emits any intrinsic as PTX text, and
        ``ptxas`` checks the PTX against the SM (tests/test_ptx.py)."""
        return {}

    @property
    def cpu(self) -> str:
        """LLVM's CPU name for the NVPTX target machine."""
        return f"sm_{self.sm}"

    @property
    def features(self) -> str:
        """LLVM's feature string: the PTX ISA version."""
        return f"+ptx{self.ptx[0]}{self.ptx[1]}"

    @property
    def ptx_version(self) -> str:
        return f"{self.ptx[0]}.{self.ptx[1]}"

    @property
    def compute_capability(self) -> tuple[int, int]:
        return divmod(self.sm, 10)


_MMA = (MMA_S8_K32, MMA_S8_K16, MMA_F16_K16)
_KIB = 1024

GPU_TARGETS: dict[str, GpuTarget] = {
    t.name: t
    for t in (
        GpuTarget(name="sm_80", sm=80, ptx=(7, 0), mma=_MMA, smem_per_block=48 * _KIB,
                  smem_max_dynamic=163 * _KIB,
                  description="NVIDIA Ampere A100 (compute capability 8.0)"),
        GpuTarget(name="sm_86", sm=86, ptx=(7, 1), mma=_MMA, smem_per_block=48 * _KIB,
                  smem_max_dynamic=99 * _KIB,
                  description="NVIDIA Ampere GA10x: RTX 30xx, A10, A40 (compute capability 8.6)"),
        GpuTarget(name="sm_89", sm=89, ptx=(7, 8), mma=_MMA, smem_per_block=48 * _KIB,
                  smem_max_dynamic=99 * _KIB,
                  description="NVIDIA Ada: RTX 40xx, L4, L40 (compute capability 8.9)"),
        GpuTarget(name="sm_90", sm=90, ptx=(7, 8), mma=_MMA, smem_per_block=48 * _KIB,
                  smem_max_dynamic=227 * _KIB,
                  description="NVIDIA Hopper H100/H200 (compute capability 9.0; mma.sync, "
                              "no wgmma yet)"),
    )
}


# The bench/results file of a device check (bench/gpu_check.py) that passed on a real GPU, or
# None while the GPU path has never been verified on hardware: until then `--device auto`
# runs on the CPU and `--device gpu` says so before it runs (runtime/executor/gpu.py: open_model).
# tests/test_gpu_cli.py checks this against bench/results/*-gpu.json.
GPU_VERIFIED: str | None = None


def gpu_target_for(major: int, minor: int) -> GpuTarget | None:
    """The best module for a device of compute capability (major, minor): the highest SM not
    above it (PTX is forward compatible), or None below 8.0."""
    cc = major * 10 + minor
    fits = [t for t in GPU_TARGETS.values() if t.sm <= cc]
    return max(fits, key=lambda t: t.sm) if fits else None


__all__ = ["GPU_TARGETS", "GPU_VERIFIED", "MMA_F16_K16", "MMA_S8_K16", "MMA_S8_K32", "NVPTX_TRIPLE", "GpuTarget",
           "gpu_target_for"]
