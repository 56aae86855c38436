"""Compilation targets, as data: ``CPU_TARGETS`` (x86-64) and ``GPU_TARGETS`` (NVPTX).

``host_target()`` picks the best target the running CPU supports; ``get_target(name)`` looks
one up by name (CPU or GPU); ``parse_targets(text)`` reads ``--target``: a comma-separated
list of at most one CPU target and any GPU targets (``avx2,sm_80,sm_90``).  An artifact always
has a CPU part, so a list of GPU targets alone gets the host's best CPU target beside it.

``DLLMC_HOST_CPU=<target>`` makes the running CPU look like one of that target's level: the
features some CPU target needs and that one does not are hidden from everything that asks
(the default target, ``dllmc doctor``, the load-time check, the tests' choice of what they run).
CI runs the kernel and compile tests with ``DLLMC_HOST_CPU=avx2`` so that an AVX-512-only
assumption fails on an AVX-512 machine too.
"""

from __future__ import annotations

from dataclasses import dataclass

from dllmc.compiler.base import settings
from dllmc.compiler.base.errors import DllmcError
from dllmc.targets.cpu import CPU_TARGETS, CpuTarget
from dllmc.targets.gpu import GPU_TARGETS, GpuTarget, gpu_target_for

# best first: the first one whose requirements the host meets is the default.  avx512bf16 is
# not here: its attention rounds to bf16 (approximate), so it runs only when --target names it
_PREFERENCE = ("avx512vnni", "avxvnni", "avx2", "generic")

TARGETS: dict[str, CpuTarget | GpuTarget] = {**CPU_TARGETS, **GPU_TARGETS}


HOST_CPU_ENV = settings.HOST_CPU.name


def host_cpu_mask() -> CpuTarget | None:
    """The target ``DLLMC_HOST_CPU`` names (None when unset)."""
    name = settings.HOST_CPU.raw()
    if name is None:
        return None
    if name not in CPU_TARGETS:
        raise DllmcError(f"{HOST_CPU_ENV}={name!r} is not a CPU target",
                         f"use one of {', '.join(CPU_TARGETS)}, or unset it")
    return CPU_TARGETS[name]


def host_features() -> set[str]:
    """The running CPU's features, by LLVM's names (e.g. ``avx2``, ``avxvnni``), less those
    ``DLLMC_HOST_CPU`` hides."""
    import llvmlite.binding as llvm

    have = {name for name, on in llvm.get_host_cpu_features().items() if on}
    if (cap := host_cpu_mask()) is not None:
        have -= {f for t in CPU_TARGETS.values() for f in t.requires} - set(cap.requires)
    return have


def missing_features(target: CpuTarget, features: set[str] | None = None) -> list[str]:
    have = host_features() if features is None else features
    return [f for f in target.requires if f not in have]


def host_target() -> CpuTarget:
    have = host_features()
    for name in _PREFERENCE:
        if not missing_features(CPU_TARGETS[name], have):
            return CPU_TARGETS[name]
    return CPU_TARGETS["generic"]


def _unknown(name: str) -> DllmcError:
    return DllmcError(
        f"unknown target {name!r}",
        f"use one of {', '.join(CPU_TARGETS)} (CPU) or {', '.join(GPU_TARGETS)} (NVIDIA GPU), "
        "comma separated (or leave --target out to use this CPU's best)",
    )


def get_target(name: str) -> CpuTarget:
    """A CPU target by name (what an artifact's CPU part is compiled for)."""
    if name not in CPU_TARGETS:
        if name in GPU_TARGETS or "," in name:
            raise DllmcError(f"{name!r} is not one CPU target",
                             f"use one of {', '.join(CPU_TARGETS)} here")
        raise _unknown(name)
    return CPU_TARGETS[name]


@dataclass(frozen=True)
class TargetSet:
    """What ``--target`` asked for: the CPU target and the GPU targets (in SM order)."""

    cpu: CpuTarget
    gpus: tuple[GpuTarget, ...] = ()

    @property
    def names(self) -> str:
        return ",".join(t.name for t in (self.cpu, *self.gpus))


def parse_targets(text: str | None) -> TargetSet:
    """``--target`` -> :class:`TargetSet`; None or empty = this CPU's best, no GPU."""
    names = [n.strip() for n in (text or "").split(",") if n.strip()]
    for n in names:
        if n not in TARGETS:
            raise _unknown(n)
    cpus = [CPU_TARGETS[n] for n in dict.fromkeys(names) if n in CPU_TARGETS]
    if len(cpus) > 1:
        raise DllmcError(f"--target names {len(cpus)} CPU targets ({', '.join(t.name for t in cpus)})",
                         "an artifact has one CPU part: name at most one CPU target")
    gpus = sorted({GPU_TARGETS[n] for n in names if n in GPU_TARGETS}, key=lambda t: t.sm)
    return TargetSet(cpus[0] if cpus else host_target(), tuple(gpus))


__all__ = ["CPU_TARGETS", "GPU_TARGETS", "HOST_CPU_ENV", "TARGETS", "CpuTarget", "GpuTarget",
           "TargetSet", "get_target", "gpu_target_for", "host_cpu_mask", "host_features",
           "host_target", "missing_features", "parse_targets"]
