"""x86-64 CPU targets, as data.

A target says which LLVM triple, CPU and features to compile for, which host CPU features an
artifact built for it needs, and which variant of each kernel family the templates render
(``dot``: how an int8 dot product is spelled).  Nothing else in the compiler asks "which
target is this": it reads these fields.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from dllmc.targets.backend import CPU_BACKEND, Backend


@dataclass(frozen=True)
class CpuTarget:
    name: str  # what --target takes
    triple: str
    cpu: str  # LLVM CPU name
    features: str  # LLVM feature string
    requires: tuple[str, ...]  # host features (LLVM names) the generated code uses
    dot: str  # int8 dot-product spelling in templates: "maddubs" | "vnni" | "generic"
    f16c: bool  # half <-> float conversions in hardware
    template_dir: str = "x86"
    description: str = ""
    bf16: bool = False  # AVX512_BF16: attention runs P V on vdpbf16ps (bf16 in, float32 sums)

    @property
    def kind(self) -> str:
        return "cpu"

    @property
    def backend(self) -> Backend:
        return CPU_BACKEND

    def cannot_select(self, ir: str) -> dict[str, str]:
        """The x86 intrinsics ``ir`` calls that this target's features do not cover, each with
        what it needs (see :func:`unselectable`)."""
        return unselectable(ir, self.requires)


X86_TRIPLE = "x86_64-unknown-linux-gnu"

# What each x86 intrinsic the templates call needs of the CPU (LLVM feature names): any one of
# the alternatives.  A kernel may call only what its target's ``requires`` covers, and code is
# run only on a CPU with those features: LLVM aborts the process, rather than raising, when
# its machine cannot select an intrinsic.  A template calling one not listed here is refused
# until it is added (tests/test_kernels.py renders every kernel for every target).
X86_INTRINSICS: dict[str, tuple[tuple[str, ...], ...]] = {
    "llvm.x86.avx2.pmadd.ub.sw": (("avx2",),),
    "llvm.x86.avx2.pmadd.wd": (("avx2",),),
    "llvm.x86.avx2.psign.b": (("avx2",),),
    # the 256-bit form: VEX (AVX-VNNI) or EVEX (AVX512-VNNI with VL)
    "llvm.x86.avx512.vpdpbusd.256": (("avxvnni",), ("avx512vnni", "avx512vl")),
    "llvm.x86.avx512.vpdpbusd.512": (("avx512vnni",),),
    "llvm.x86.avx512.pmaddw.d.512": (("avx512bw",),),
    "llvm.x86.avx512.mask.scalef.ps.512": (("avx512f",),),
    "llvm.x86.avx512bf16.dpbf16ps.512": (("avx512bf16",),),
}
_INTRINSIC_CALL = re.compile(r"@(llvm\.x86\.[\w.]+)\(")


def x86_intrinsics(ir: str) -> set[str]:
    """The x86 intrinsics an IR module calls (or declares)."""
    return set(_INTRINSIC_CALL.findall(ir))


def unselectable(ir: str, features: Iterable[str]) -> dict[str, str]:
    """The x86 intrinsics ``ir`` calls that a machine with ``features`` cannot select, each
    with what it needs: ``{"llvm.x86.avx512.mask.scalef.ps.512": "avx512f"}``."""
    have = set(features)
    out = {}
    for name in sorted(x86_intrinsics(ir)):
        if name not in X86_INTRINSICS:
            out[name] = "unknown to dllmc (add it to targets/cpu.py X86_INTRINSICS)"
        elif not any(set(alt) <= have for alt in X86_INTRINSICS[name]):
            out[name] = " or ".join("+".join(alt) for alt in X86_INTRINSICS[name])
    return out

CPU_TARGETS: dict[str, CpuTarget] = {
    t.name: t
    for t in (
        CpuTarget(
            name="avx2",
            triple=X86_TRIPLE,
            cpu="haswell",
            features="+avx2,+fma,+f16c,+bmi2",
            requires=("avx2", "fma", "f16c"),
            dot="maddubs",  # vpmaddubsw + vpmaddwd
            f16c=True,
            description="x86-64 AVX2 + FMA: int8 dot products with vpmaddubsw/vpmaddwd",
        ),
        CpuTarget(
            name="avxvnni",
            triple=X86_TRIPLE,
            cpu="alderlake",
            # the CPU name alone would also enable GFNI/VAES, which some AVX-VNNI parts
            # lack; the code may only use what `requires` checks
            features="+avx2,+fma,+f16c,+bmi2,+avxvnni,-gfni,-vaes,-vpclmulqdq,-sha",
            requires=("avx2", "fma", "f16c", "avxvnni"),
            dot="vnni",  # {vex} vpdpbusd on 256-bit registers
            f16c=True,
            description="x86-64 AVX-VNNI: int8 dot products with 256-bit vpdpbusd",
        ),
        CpuTarget(
            name="avx512vnni",
            triple=X86_TRIPLE,
            cpu="cascadelake",  # the first AVX-512 VNNI CPU: no GFNI, no VBMI
            features="+avx2,+fma,+f16c,+bmi2,+avx512f,+avx512bw,+avx512vl,+avx512vnni",
            requires=("avx2", "fma", "f16c", "avx512f", "avx512bw", "avx512vl", "avx512vnni"),
            dot="vnni",  # EVEX vpdpbusd (AVX512VL form)
            f16c=True,
            description="x86-64 AVX-512 VNNI: int8 dot products with EVEX vpdpbusd",
        ),
        CpuTarget(
            name="avx512bf16",
            triple=X86_TRIPLE,
            cpu="cooperlake",  # cascadelake + AVX512_BF16
            features="+avx2,+fma,+f16c,+bmi2,+avx512f,+avx512bw,+avx512vl,+avx512vnni,"
                     "+avx512bf16",
            requires=("avx2", "fma", "f16c", "avx512f", "avx512bw", "avx512vl", "avx512vnni",
                      "avx512bf16"),
            dot="vnni",
            f16c=True,
            bf16=True,
            description="avx512vnni with attention's P V on vdpbf16ps (weights and V rounded "
                        "to bf16: approximate, never chosen unless asked for)",
        ),
        CpuTarget(
            name="generic",
            triple=X86_TRIPLE,
            cpu="x86-64",
            features="",
            requires=(),
            dot="generic",  # widen and multiply; LLVM picks SSE2 instructions
            f16c=False,
            description="portable x86-64 (SSE2): runs on any 64-bit x86 CPU",
        ),
    )
}
