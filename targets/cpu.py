"""x86-64 CPU targets, as data.

A target says which LLVM triple, CPU and features to compile for, which host CPU features an
artifact built for it needs, and which variant of each kernel family the templates render
(``dot``: how an int8 dot product is spelled).  Nothing else in the compiler asks "which
target is this": it reads these fields.
"""

from __future__ import annotations

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


X86_TRIPLE = "x86_64-unknown-linux-gnu"

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
