"""PTX emission: GPU kernel specs -> LLVM IR (templates/nvptx) -> one PTX module per SM.

The stages, each printable, are the CPU's (:mod:`dllmc.compiler.codegen`): ``render`` (the
spec's template, :mod:`dllmc.compiler.render`) gives LLVM IR text; ``parse`` (llvmlite)
verifies it; ``optimize`` runs O3 for the NVPTX target machine of the
:class:`~dllmc.targets.gpu.GpuTarget` and ``emit_assembly`` prints PTX.
All kernels of one SM are linked into one LLVM module first, so ``ptx_module`` is one PTX
text with one ``.version``/``.target`` header and one ``.entry`` per kernel: what the
runtime hands to ``cuModuleLoadDataEx`` and what ``dllmc ir model.so --ptx --sm sm_80``
prints.  ``ptxas`` (CUDA toolkit, optional) can assemble it: :func:`ptxas`.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import tempfile
from collections.abc import Iterable
from pathlib import Path
from typing import Any

import llvmlite.binding as llvm

from dllmc.compiler import codegen
from dllmc.compiler.base.files import write_atomic
from dllmc.compiler.codegen import parse
from dllmc.compiler.render import render
from dllmc.targets.gpu import GpuTarget


def kernel_ir(spec: Any) -> str:
    """LLVM IR text of one GPU kernel (its spec carries its target)."""
    return render(spec, spec.target)


def _check_targets(specs: list[Any], target: GpuTarget) -> None:
    for s in specs:
        if s.target != target:
            raise ValueError(f"{s.symbol} is specialized for {s.target.name}, not {target.name}")


def linked_module(specs: Iterable[Any], target: GpuTarget) -> llvm.ModuleRef:
    """Every distinct kernel of ``specs`` (by symbol) in one verified, optimized module."""
    unique = {s.symbol: s for s in specs}
    _check_targets(list(unique.values()), target)
    if not unique:
        raise ValueError("ptx_module: no kernels")
    module: llvm.ModuleRef | None = None
    for symbol, spec in unique.items():
        part = parse(kernel_ir(spec), symbol)
        if module is None:
            module = part
        else:
            module.link_in(part)
    assert module is not None
    module.name = f"dllmc_{target.name}"
    module.verify()
    return codegen.optimize(module, target)


def ptx_module(specs: Iterable[Any], target: GpuTarget) -> str:
    """The PTX text of all ``specs``' kernels for one SM (one module, one entry each)."""
    return codegen.machine(target).emit_assembly(linked_module(specs, target))


def cached_ptx_module(specs: Iterable[Any], target: GpuTarget) -> tuple[str, bool]:
    """``ptx_module`` through the object cache (keyed by every kernel's IR, the target and
    LLVM's version, as CPU objects are): (PTX text, whether it came from the cache)."""
    unique = {s.symbol: s for s in specs}
    irs = "\0".join(kernel_ir(s) for s in unique.values())
    path = codegen.cache_dir() / f"{codegen.object_key(irs, target)}.ptx"
    if path.is_file():
        return path.read_text(), True
    text = ptx_module(unique.values(), target)
    write_atomic(path, text.encode())
    return text, False


def ptx_kernel(spec: Any) -> str:
    """The PTX of one kernel alone (``dllmc ir --ptx --kernel NAME``)."""
    return ptx_module([spec], spec.target)


_ENTRY = re.compile(r"^(?:\.visible\s+|\.weak\s+)?\.entry\s+(\w+)\s*\(", re.M)


def module_entries(text: str) -> list[str]:
    """The ``.entry`` symbols of a PTX module, in order."""
    return _ENTRY.findall(text)


def module_kernel(text: str, symbol: str) -> str:
    """One kernel of a PTX module as a module of its own (what ``dllmc ir --ptx --kernel``
    prints): everything outside the entries (the ``.version``/``.target`` header and any
    module-level declaration) and that one entry.  An entry runs from its ``.entry`` line to
    the next top-level ``.entry`` (LLVM emits shared memory inside the entry's body)."""
    starts = [(m.start(), m.group(1)) for m in _ENTRY.finditer(text)]
    if symbol not in (name for _, name in starts):
        raise KeyError(symbol)
    bounds = [*(at for at, _ in starts), len(text)]
    head = text[:bounds[0]]
    body = next(text[a:b] for (a, name), b in zip(starts, bounds[1:], strict=True)
                if name == symbol)
    return head + body


def ptxas_path() -> str | None:
    return shutil.which("ptxas") or next(
        (str(p) for p in (Path("/usr/local/cuda/bin/ptxas"),) if p.is_file()), None)


def ptxas(ptx: str, target: GpuTarget, *, extra: tuple[str, ...] = ()) -> subprocess.CompletedProcess:
    """Assemble PTX with ``ptxas -arch=sm_XX`` (needs the CUDA toolkit): the returncode and
    ptxas's messages (``-v`` adds register/shared-memory use per kernel)."""
    exe = ptxas_path()
    if exe is None:
        raise FileNotFoundError("ptxas not found (install the CUDA toolkit or put ptxas on PATH)")
    with tempfile.TemporaryDirectory() as d:
        src = Path(d) / "module.ptx"
        src.write_text(ptx)
        return subprocess.run([exe, f"-arch={target.cpu}", *extra, str(src), "-o",
                               str(Path(d) / "module.cubin")],
                              capture_output=True, text=True, check=False)


__all__ = ["cached_ptx_module", "kernel_ir", "linked_module", "module_entries", "module_kernel", "parse", "ptx_kernel",
           "ptx_module", "ptxas", "ptxas_path"]
