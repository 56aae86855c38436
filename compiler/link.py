"""Link stage: kernel objects + the rendered plan + the C runtime -> one shared library.

The C compiler (``$CC``, default ``cc``; compiler/base/toolchain.py) builds the plan and the runtime and links everything;
the result is written under a temporary name and renamed into place, so a failed link never
leaves a half-written artifact behind.
"""

from __future__ import annotations

import os
import subprocess
import tempfile
from collections.abc import Sequence
from importlib.resources import files
from pathlib import Path

from dllmc.compiler.base.toolchain import CFLAGS, GPU_LIBS, LIBS, c_compiler

RUNTIME_SOURCES = ("dllmc_runtime.c",)
# an artifact with GPU targets also links the CUDA driver loader (dlopen of libcuda.so.1)
GPU_RUNTIME_SOURCES = ("dllmc_cuda.c",)


def runtime_dir() -> Path:
    """The C runtime's sources (runtime/executor/): compiled into every artifact."""
    return Path(str(files("dllmc.runtime.executor")))


def link(
    output: Path,
    plan_source: str,
    objects: Sequence[Path],
    *,
    extra_cflags: Sequence[str] = (),
    gpu_source: str | None = None,
) -> Path:
    """Compile ``plan_source`` and the runtime, link with ``objects`` into ``output``;
    ``gpu_source`` (a rendered gpu_plan.c) adds it and the CUDA driver loader."""
    cc = c_compiler()
    rt = runtime_dir()
    output = Path(output)
    output.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="dllmc-link-") as tmp:
        plan_c = Path(tmp) / "plan.c"
        plan_c.write_text(plan_source)
        sources = [plan_c, *(rt / s for s in RUNTIME_SOURCES)]
        libs = LIBS
        if gpu_source is not None:
            (Path(tmp) / "gpu_plan.c").write_text(gpu_source)
            sources += [Path(tmp) / "gpu_plan.c", *(rt / s for s in GPU_RUNTIME_SOURCES)]
            libs = (*LIBS, *GPU_LIBS)
        fd, partial = tempfile.mkstemp(dir=output.parent, prefix=f".{output.name}.", suffix=".so")
        os.close(fd)
        cmd = [
            cc, *CFLAGS, *extra_cflags, "-shared", "-I", str(rt), "-o", partial,
            *map(str, sources), *map(str, objects), *libs,
        ]  # fmt: skip
        try:
            result = subprocess.run(cmd, capture_output=True, text=True)
            if result.returncode != 0:
                raise RuntimeError(f"linking {output.name} failed:\n{result.stderr[-4000:]}")
            os.replace(partial, output)
        finally:
            Path(partial).unlink(missing_ok=True)
    return output
