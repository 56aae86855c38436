"""Compilation targets, as data: ``CPU_TARGETS`` (x86-64) and, later, GPU targets.

``host_target()`` picks the best target the running CPU supports; ``get_target(name)`` looks
one up for ``--target``.
"""

from __future__ import annotations

from dllmc.compiler.errors import DllmcError
from dllmc.targets.cpu import CPU_TARGETS, CpuTarget

# best first: the first one whose requirements the host meets is the default
_PREFERENCE = ("avx512vnni", "avxvnni", "avx2", "generic")


def host_features() -> set[str]:
    """The running CPU's features, by LLVM's names (e.g. ``avx2``, ``avxvnni``)."""
    import llvmlite.binding as llvm

    return {name for name, on in llvm.get_host_cpu_features().items() if on}


def missing_features(target: CpuTarget, features: set[str] | None = None) -> list[str]:
    have = host_features() if features is None else features
    return [f for f in target.requires if f not in have]


def host_target() -> CpuTarget:
    have = host_features()
    for name in _PREFERENCE:
        if not missing_features(CPU_TARGETS[name], have):
            return CPU_TARGETS[name]
    return CPU_TARGETS["generic"]


def get_target(name: str) -> CpuTarget:
    if name not in CPU_TARGETS:
        raise DllmcError(
            f"unknown target {name!r}",
            f"use one of {', '.join(CPU_TARGETS)} (or leave --target out to use this CPU's best)",
        )
    return CPU_TARGETS[name]


__all__ = ["CPU_TARGETS", "CpuTarget", "get_target", "host_features", "host_target"]
