"""The system C compiler and the flags every C build of dllmc uses: the link of an artifact
(compiler/link.py), the CUDA probe (runtime/executor/gpu.py) and doctor's check."""

from __future__ import annotations

import shutil

from dllmc.compiler.base import settings
from dllmc.compiler.base.errors import DllmcError

CFLAGS = ("-O2", "-fPIC", "-std=gnu11", "-Wall", "-Wextra", "-fvisibility=default")
LIBS = ("-lm", "-lpthread")
# an artifact with GPU targets also links the CUDA driver loader (dlopen of libcuda.so.1)
GPU_LIBS = ("-ldl",)


def c_compiler() -> str:
    """``$CC`` (default ``cc``), found on PATH."""
    cc = settings.CC.raw() or "cc"
    if shutil.which(cc) is None:
        raise DllmcError(
            f"no C compiler found (looked for {cc!r})",
            "install one (e.g. apt install gcc) or set CC to its path; dllmc links models with it",
        )
    return cc


__all__ = ["CFLAGS", "GPU_LIBS", "LIBS", "c_compiler"]
