"""Roofline probe: this machine's peak int8 multiply-accumulate, fp32 FMA and read bandwidth.

    python -m dllmc.bench.roofline [--threads 1 2] [--seconds 1] [--out bench/results/DATE-roofline.json]

Builds `bench/roofline.c` (inline-assembly loops of independent chains; see its header for
exactly what each kind executes) with the system C compiler and runs every kind this CPU
supports on 1 and 2 threads.  Each figure is the best of 5 timed runs of about SECONDS / 5.
Ops count 2 per multiply-accumulate, as a GEMM's GOP = 2 M N K; bandwidth is bytes read per
second.  The kernel and forward benchmarks call `measure` at their start, so their fractions
of peak come from the same run.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import os
import platform
import subprocess
import tempfile
from functools import cache
from pathlib import Path

from dllmc.compiler.base.toolchain import c_compiler

RESULTS = Path(__file__).resolve().parent / "results"
SOURCE = Path(__file__).with_name("roofline.c")

# kind -> (what it runs, unit, /proc/cpuinfo flags it needs)
KINDS: dict[str, tuple[str, str, tuple[str, ...]]] = {
    "maddubs256": ("vpmaddubsw + vpmaddwd(ones) + vpaddd, ymm (AVX2 int8)", "op/s", ("avx2",)),
    "maddubs256x2": ("2 vpmaddubsw + vpaddw + vpmaddwd + vpaddd, ymm (int16 sums of two products)",
                     "op/s", ("avx2",)),
    "maddubs512": ("vpmaddubsw + vpmaddwd + vpaddd, zmm", "op/s", ("avx512bw",)),
    "maddubs512x2": ("2 vpmaddubsw + vpaddw + vpmaddwd + vpaddd, zmm", "op/s", ("avx512bw",)),
    "bcast256": ("the AVX2 gemm_q pattern without the unpack: 8 x (vpbroadcastd m32 + "
                 "vpmaddubsw) + 7 vpaddw + vpmaddwd + vpaddd per row, 4 rows (a bound of the "
                 "kernel's formulation, not a peak)", "op/s", ("avx2",)),
    "q4k256": ("bcast256 plus the Q4_K 4-bit unpack: the whole AVX2 Q4_K chunk (a bound of "
               "the kernel's formulation, not a peak)", "op/s", ("avx2",)),
    "q6k256": ("the whole AVX2 Q6_K chunk: 6-bit unpack, then 4 x (vpbroadcastd + vpmaddubsw) "
               "+ 2 vpaddw + 2 vpmaddwd + 2 vpaddd per row, 8 rows (a bound of the kernel's "
               "formulation, not a peak)", "op/s", ("avx2",)),
    "q4k512": ("the AVX-512 Q4_K chunk's products: per row (10) a vpdpbusd chain from zero "
               "over 8 sub-entries (embedded broadcasts), vpmulld by the chunk scale, vpaddd "
               "(a bound of the kernel's formulation, not a peak)", "op/s", ("avx512_vnni",)),
    "q6k512": ("the AVX-512 Q6_K chunk's products: per row (8) 4 x (vpbroadcastd + vpdpbusd), "
               "vpmulld, vpaddd (a bound of the kernel's formulation, not a peak)", "op/s",
               ("avx512_vnni",)),
    "vnni256": ("{vex} vpdpbusd ymm (AVX-VNNI)", "op/s", ("avx_vnni",)),
    "vnni256e": ("EVEX vpdpbusd ymm (AVX512-VNNI + VL)", "op/s", ("avx512_vnni", "avx512vl")),
    "vnni512": ("vpdpbusd zmm (AVX512-VNNI)", "op/s", ("avx512_vnni",)),
    "fma256": ("vfmadd231ps ymm", "flop/s", ("fma",)),
    "fma512": ("vfmadd231ps zmm", "flop/s", ("avx512f",)),
    "read": ("memory read, 512 MiB split between the threads, one pass", "B/s", ("avx2",)),
    "l2read": ("cache-resident read, 256 KiB per thread", "B/s", ("avx2",)),
    "clock": ("dependent 64-bit adds: about the core clock", "cycles/s", ()),
}
INT8_KINDS = ("maddubs256", "maddubs256x2", "maddubs512x2", "vnni256e", "vnni512")
# what the AVX2 gemm_q microkernel's instruction mix can reach (bounds, never the peak)
PATTERN_KINDS = ("bcast256", "q4k256", "q6k256", "q4k512", "q6k512")
# target -> quant type -> the kind that runs that type's gemm_q microkernel mix on the target
# ("*": the other types; the product pattern without an unpack, above every type's): the rate
# no GEMM of the type exceeds there (bench_step's floor)
GEMM_PROBES: dict[str, dict[str, str]] = {
    "avx2": {"Q4_K": "q4k256", "Q6_K": "q6k256", "*": "bcast256"},
    "avxvnni": {"*": "vnni256"},
    "avx512vnni": {"Q4_K": "q4k512", "Q6_K": "q6k512", "*": "vnni512"},
}
GEMM_PROBES["avx512bf16"] = GEMM_PROBES["avx512vnni"]  # the same integer GEMMs
FLAGS_OF_NOTE = frozenset({"avx2", "fma", "f16c", "avx_vnni", "avx512f", "avx512bw", "avx512vl",
                           "avx512_vnni", "avx512_bf16", "avx512vbmi"})


@cache
def cpu_flags() -> frozenset[str]:
    for line in Path("/proc/cpuinfo").read_text().splitlines():
        if line.startswith("flags"):
            return frozenset(line.split(":", 1)[1].split())
    return frozenset()


def supported(kind: str) -> bool:
    return set(KINDS[kind][2]) <= cpu_flags()


@cache
def binary() -> Path:
    out = Path(tempfile.mkdtemp(prefix="dllmc-roofline-")) / "roofline"
    subprocess.run([c_compiler(), "-O2", "-pthread", "-o", str(out), str(SOURCE)], check=True,
                   capture_output=True, text=True)
    return out


def probe(kind: str, threads: int, seconds: float = 1.0) -> float:
    """Best rate of `kind` on `threads` threads (ops, flops, bytes or cycles per second)."""
    r = subprocess.run([str(binary()), kind, str(threads), str(seconds)], check=True,
                       capture_output=True, text=True)
    return float(r.stdout.split()[0])


def measure(threads: list[int], kinds: tuple[str, ...] | None = None,
            seconds: float = 1.0) -> dict[str, dict[str, float]]:
    """{kind: {str(threads): rate}} for every supported kind; thread counts interleaved."""
    out: dict[str, dict[str, float]] = {}
    for kind in kinds or tuple(KINDS):
        if not supported(kind):
            continue
        out[kind] = {str(t): probe(kind, t, seconds) for t in threads}
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--threads", type=int, nargs="+", default=[1, 2])
    ap.add_argument("--seconds", type=float, default=1.0)
    ap.add_argument("--out", type=Path)
    args = ap.parse_args()
    rates = measure(args.threads, seconds=args.seconds)
    from dllmc.bench.bench_kernels import machine

    result = {
        "what": "peak int8 multiply-accumulate, fp32 FMA and memory read bandwidth of this machine",
        "command": "python -m dllmc.bench.roofline",
        "date": dt.date.today().isoformat(),
        "machine": machine() | {"python_platform": platform.platform()},
        "threads": args.threads,
        "kinds": {k: {"runs": KINDS[k][0], "unit": KINDS[k][1], "rate": v}
                  for k, v in rates.items()},
        "load_average": os.getloadavg()[0],
    }
    out = args.out or RESULTS / f"{result['date']}-roofline.json"
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(result, indent=2) + "\n")
    for k, v in rates.items():
        print(f"{k:14} " + "  ".join(f"{t} thr: {r / 1e9:8.1f} G{KINDS[k][1]}" for t, r in v.items()))
    print(f"wrote {out}")


if __name__ == "__main__":
    main()
