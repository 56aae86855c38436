"""Codegen stage: LLVM IR text -> verified, optimized module -> object code (cached).

``compile_object`` is the only place that talks to LLVM.  Objects are cached on disk by a hash
of everything that changes the bytes: the IR text, the target (triple, CPU, features), the
optimization level and the LLVM version.  A second compile of the same kernels is a lookup.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

import llvmlite.binding as llvm

from dllmc.compiler.base import cache as cache_folders
from dllmc.compiler.base.files import write_atomic

OPT_LEVEL = 3


def cache_dir() -> Path:
    return cache_folders.cache_dir("objects")


@cache
def _init() -> None:
    llvm.initialize_native_target()
    llvm.initialize_native_asmprinter()
    llvm.initialize_all_targets()
    llvm.initialize_all_asmprinters()


@cache
def target_machine(triple: str, cpu: str, features: str) -> llvm.TargetMachine:
    _init()
    return llvm.Target.from_triple(triple).create_target_machine(
        cpu=cpu, features=features, opt=OPT_LEVEL, reloc="pic", codemodel="default"
    )


def machine(target: Any) -> llvm.TargetMachine:
    """The LLVM target machine of a CPU or GPU target (one per triple, CPU and features)."""
    return target_machine(target.triple, target.cpu, target.features)


def parse(ir_text: str, name: str = "<kernel>", target: Any = None) -> llvm.ModuleRef:
    """Parse and verify; a failure here is a bug in a template, reported with its name.  With
    ``target``, also that its machine can select every intrinsic the IR calls (LLVM would
    abort the process instead of raising)."""
    _init()
    if target is not None and (missing := target.cannot_select(ir_text)):
        calls = ", ".join(f"{i} (needs {need})" for i, need in missing.items())
        raise RuntimeError(f"generated IR for {name} calls what target {target.name} "
                           f"cannot select: {calls}")
    try:
        module = llvm.parse_assembly(ir_text)
        module.verify()
    except RuntimeError as e:
        raise RuntimeError(f"generated IR for {name} is invalid: {e}") from None
    module.name = name
    return module


def optimize(module: llvm.ModuleRef, target: Any) -> llvm.ModuleRef:
    tm = machine(target)
    module.triple = target.triple
    module.data_layout = str(tm.target_data)
    pto = llvm.create_pipeline_tuning_options(speed_level=OPT_LEVEL)
    if target.backend.vectorize:
        pto.loop_vectorization = True
        pto.slp_vectorization = True
    pb = llvm.create_pass_builder(tm, pto)
    pm = pb.getModulePassManager()
    pm.run(module, pb)
    return module


def optimized_ir(ir_text: str, target: Any, name: str = "<kernel>") -> str:
    return str(optimize(parse(ir_text, name, target), target))


def assembly(ir_text: str, target: Any, name: str = "<kernel>") -> str:
    return machine(target).emit_assembly(optimize(parse(ir_text, name, target), target))


@dataclass(frozen=True)
class ObjectFile:
    path: Path
    cached: bool  # True when it came from the cache


def object_key(ir_text: str, target: Any) -> str:
    h = hashlib.sha256()
    for part in (
        ir_text, target.triple, target.cpu, target.features, str(OPT_LEVEL),
        ".".join(map(str, llvm.llvm_version_info)),
    ):  # fmt: skip
        h.update(part.encode())
        h.update(b"\0")
    return h.hexdigest()


def compile_object(ir_text: str, target: Any, name: str = "<kernel>") -> ObjectFile:
    """Object code for one rendered module, from the cache when it is there."""
    path = cache_dir() / f"{object_key(ir_text, target)}.o"
    if path.is_file():
        return ObjectFile(path, cached=True)
    module = optimize(parse(ir_text, name, target), target)
    data = machine(target).emit_object(module)
    write_atomic(path, data)
    return ObjectFile(path, cached=False)
