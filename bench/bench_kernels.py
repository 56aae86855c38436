"""Every GEMM specialization of the three workloads, alone: GOP/s and fraction of the int8 peak.

    python -m dllmc.bench.bench_kernels [--threads 1 2] [--reps 5] [--rounds 3]
                                        [--workloads NAME ...] [--baseline TREE]
                                        [--out bench/results/DATE-kernels.json]

The workloads (`WORKLOADS`): Qwen2.5-Coder-1.5B Q4_K_M relabeled `dream` (real Q4_K/Q6_K
weights), SmolLM2-135M relabeled `llada` (Q4_1, Q8_0 output), and a factory LLaDA-8B-width
Q4_K_M model with 4 layers (the per-layer work of the real 8B).  Each is planned for the host
target exactly as `dllmc compile` plans it; every distinct integer GEMM (and the attention
kernel) is compiled, linked with `bench/kernel_driver.c` (the runtime pool's work split) and
timed on random QR8 weights and activation rows (q8_0 or q8_K, as the weight type reads) at
M = 160 and at the workload's canvas (prompt + 128 tokens), at M = 32 (a dual-cache block step)
and M = 1 (causal decoding: there the weights' bytes per second against the roofline's `read`
rate is the figure), on 1 and 2 threads.  The output projection runs over the selected rows
only; it is timed at M = 128 (every generated position masked: the first step), 32 and 1.

Peaks come from the roofline probe (bench/roofline.py), measured at the start of the same
run, on the same threads: ``vpmaddubsw+vpmaddwd`` (AVX2), the same with int16 sums, and
``vpdpbusd`` on ymm and zmm.  GOP = 2 M N K (attention: 4 M keys head_dim heads).  Times are
the median of `rounds` x `reps` calls, each batch after a warm-up call (and the best, for the
noise); the machine is shared, so compare within one file.  `--baseline TREE` times the same
kernels as another commit renders them (its default tiles), interleaved round by round with
ours: the before/after of a change, under the same load (each with inputs in its own tree's
data layouts, tests/layouts.py).
"""

from __future__ import annotations

import argparse
import ctypes
import datetime as dt
import importlib.util
import json
import os
import platform
import statistics
import subprocess
import sys
import tempfile
from dataclasses import dataclass, replace
from pathlib import Path
from types import ModuleType

import numpy as np

from dllmc.bench import llamacpp, roofline
from dllmc.compiler.base import settings
from dllmc.compiler.base.toolchain import c_compiler
from dllmc.compiler.codegen import compile_object
from dllmc.compiler.kernels import Attention, GemmQ
from dllmc.compiler.link import runtime_dir
from dllmc.compiler.pipeline import plan_model
from dllmc.compiler.render import render
from dllmc.tests.layouts import quantize_rows, random_qr8_bytes

RESULTS = Path(__file__).resolve().parent / "results"
DRIVER = Path(__file__).with_name("kernel_driver.c")
M_PROBE = 160
M_SELECTED = 128  # the output projection's rows: every generated position masked
M_BLOCK = 32  # a dual-cache block step (Fast-dLLM) recomputes 32 rows
M_DECODE = 1  # causal decoding: one row per token, the weights streamed once (bandwidth)
M_STREAMED = 4  # up to this many rows every weight byte is read once a call: GB/s is the figure


def case_ms(c: Case, canvas: int) -> list[int]:
    """The row counts a case is timed at: a whole-canvas step (M = 160 and the canvas), a
    32-row block and one decoded row for the GEMMs; the output projection at the masked rows
    of a first step (128), a block and one row; attention over whole canvases."""
    if isinstance(c.spec, Attention):
        return sorted({M_PROBE, canvas})
    if c.rows == "expert":  # an expert's rows: a canvas's n_used rows per row over the experts
        return sorted({M_DECODE, max(1, round(canvas * c.expert_share))})
    if c.rows == "selected":
        return [M_DECODE, M_BLOCK, M_SELECTED]
    return sorted({M_DECODE, M_BLOCK, M_PROBE, canvas})


@dataclass(frozen=True)
class Workload:
    name: str  # as in the tables
    model: str  # real_models name, "factory:llada-8b-4l" for the factory model, or
    # "converted:NAME" for a bench/converted_models.py file
    canvas: int  # prompt + 128 generated tokens
    note: str


WORKLOADS = (
    Workload("qwen2.5-coder-1.5b-dream", "qwen2.5-coder-1.5b-dream", 167,
             "real Q4_K/Q6_K weights, Dream's architecture; canvas = 39-token chat prompt + 128"),
    Workload("smollm2-135m-llada", "smollm2-135m-llada", 168,
             "real Q4_1 weights (Q8_0 tied output), LLaDA's architecture; canvas = 40 + 128"),
    Workload("llada-8b-width-4l-q4km", "factory:llada-8b-4l", 168,
             "factory model at LLaDA-8B widths, 4 layers, Q4_K_M: the per-layer work of the "
             "real 8B (32 layers)"),
    Workload("llada-moe-7b-a1b-width-2l", "converted:llada-moe-7b-a1b-wide", 168,
             "converter-written LLaDA-MoE-7B-A1B at its real widths (hidden 2048, 64 experts "
             "of 1024, top 8, vocabulary 157184), 2 of its 16 layers, Q4_K_M by llama-quantize"),
)


def workload_gguf(w: Workload) -> Path:
    """The workload's GGUF (the factory model is written once into the dllmc cache, a converted
    one converted once)."""
    if w.model.startswith("converted:"):
        from dllmc.bench.converted_models import converted_model

        return converted_model(w.model.split(":", 1)[1])
    if w.model.startswith("factory:"):
        from dllmc.bench.llamacpp import cache_root, file_lock
        from dllmc.tests.factory import LLADA_8B, write_model

        path = cache_root() / "models" / "factory-llada-8b-width-4l-q4km.gguf"
        with file_lock(path.with_name(".factory-llada-8b-4l.lock")):
            if not path.is_file():
                tmp = path.with_name(".partial-" + path.name)
                write_model(tmp, replace(LLADA_8B, n_layer=4), types="Q4_K_M")
                os.replace(tmp, path)
        return path
    from dllmc.bench.real_models import real_model

    return real_model(w.model)


def machine() -> dict:
    model = ""
    for line in Path("/proc/cpuinfo").read_text().splitlines():
        if line.startswith("model name"):
            model = line.split(":", 1)[1].strip()
            break
    try:  # the llama.cpp build a comparison runs ($DLLMC_LLAMACPP_CPU), and dllmc's CPU mask
        lcpp: dict = llamacpp.describe()
    except llamacpp.UnknownVariant as e:
        lcpp = {"variant": None, "error": str(e)}
    return {"cpu": model or platform.processor() or platform.machine(),
            "cores": os.cpu_count(), "flags": sorted(roofline.cpu_flags() & roofline.FLAGS_OF_NOTE),
            "dllmc_host_cpu": settings.HOST_CPU.raw(), "llamacpp": lcpp}


# ----------------------------------------------------------------------------- kernels to time


@dataclass(frozen=True)
class Case:
    spec: object
    calls: int  # calls per forward pass
    rows: str  # the step's rows mode: "canvas", "selected", "sequence" (attention), "expert"
    weights: tuple[str, ...]  # the tensors it multiplies (first few)
    expert_share: float = 0.0  # an expert's rows per canvas row on average: n_used / n_expert


def gemm_cases(gguf: Path) -> list[Case]:
    """Distinct integer GEMMs (and attention) of the model's plan, in plan order."""
    plan = plan_model(gguf).plan
    seen: dict[str, dict] = {}
    for s in plan.steps:
        k = s.kernel
        if not isinstance(k, GemmQ | Attention):
            continue
        e = seen.setdefault(k.symbol, {"spec": k, "calls": 0, "rows": s.rows.name.lower(),
                                       "weights": []})
        e["calls"] += 1
        role = s.name.split(".")[-1]
        if role not in [w.split(".")[-1] for w in e["weights"]]:
            e["weights"].append(s.name)
    ex = plan.experts
    share = ex.n_used / ex.n_expert if ex else 0.0
    return [Case(e["spec"], e["calls"], e["rows"], tuple(e["weights"]), share)
            for e in seen.values()]


class _Args(ctypes.Structure):
    """struct dllmc_args (runtime/executor/dllmc_runtime.h)."""

    _fields_ = [("w", ctypes.c_void_p), ("x", ctypes.c_void_p), ("x2", ctypes.c_void_p),
                ("x3", ctypes.c_void_p), ("y", ctypes.c_void_p), ("rows", ctypes.c_void_p),
                ("m", ctypes.c_int64)]


class Driver:
    """Kernels (symbol -> LLVM IR) compiled and linked with bench/kernel_driver.c into one
    library."""

    def __init__(self, modules: dict[str, str], target, tmp: Path) -> None:
        objects = [str(compile_object(ir, target, sym).path) for sym, ir in modules.items()]
        tmp.mkdir(parents=True, exist_ok=True)
        lib = tmp / "kernels.so"
        cmd = [c_compiler(), "-O2", "-fPIC", "-shared", "-I", str(runtime_dir()), "-o", str(lib),
               str(DRIVER), *objects, "-lpthread"]
        subprocess.run(cmd, check=True, capture_output=True, text=True)
        self.lib = ctypes.CDLL(str(lib))
        self.lib.dllmc_bench_kernel.restype = ctypes.c_int
        self.lib.dllmc_bench_kernel.argtypes = [ctypes.c_void_p, ctypes.c_void_p, ctypes.c_void_p,
                                                ctypes.c_int, ctypes.c_int,
                                                ctypes.POINTER(ctypes.c_uint64)]

    def time(self, symbol: str, arrays: dict[str, np.ndarray | None], m: int, threads: int,
             reps: int) -> list[float]:
        """Seconds of each of `reps` calls over all items for m rows."""
        fn = ctypes.cast(getattr(self.lib, symbol), ctypes.c_void_p)
        items = ctypes.cast(getattr(self.lib, symbol + "_items"), ctypes.c_void_p)
        ptr = [None if arrays.get(n) is None else arrays[n].ctypes.data
               for n in ("w", "x", "x2", "x3", "y")]
        rows = arrays.get("rows")
        args = _Args(*ptr, None if rows is None else rows.ctypes.data, m)
        ns = (ctypes.c_uint64 * reps)()
        rc = self.lib.dllmc_bench_kernel(fn, items, ctypes.addressof(args), threads, reps, ns)
        if rc:
            raise RuntimeError(f"{symbol}: the driver could not start {threads} threads")
        return [v * 1e-9 for v in ns]


def operands(rng: np.random.Generator, spec, m: int, layouts: ModuleType | None = None
             ) -> tuple[dict, float]:
    """Inputs for one call over m rows, and the call's operation count.  ``layouts``: another
    tree's tests/layouts.py (:func:`tree_layouts`), whose data layouts the inputs then have."""
    if isinstance(spec, GemmQ):
        x = rng.standard_normal((m, spec.k)).astype(np.float32)
        w, xq = _gemm_inputs(layouts, rng, spec, x) if layouts else (
            random_qr8_bytes(rng, spec.n, spec.k, spec.ggml_type),
            quantize_rows(x, spec.act_format))
        return {"w": w, "x": xq, "y": np.zeros((m, spec.n), np.float32)}, 2.0 * m * spec.n * spec.k
    a: Attention = spec
    q = rng.standard_normal((m, a.q_stride)).astype(np.float32)
    k = rng.standard_normal((m, a.kv_stride)).astype(np.float32)
    v = rng.standard_normal((m, a.kv_stride)).astype(np.float32)
    # every row attends to the whole canvas (a diffusion step): rows[r] = m keys
    rows = np.full(m, m, np.int32)
    return ({"x": q, "x2": k, "x3": v, "y": np.zeros_like(q), "rows": rows},
            4.0 * m * m * a.head_dim * a.n_head)  # q k^T and p v: 2 flops per MAC each


# ----------------------------------------------------------------------------- a baseline tree


def tree_layouts(tree: Path) -> ModuleType:
    """Another tree's NumPy layout model (tests/layouts.py, which imports only NumPy), loaded
    apart from ours: a baseline's kernels read the baseline's layouts."""
    spec = importlib.util.spec_from_file_location(f"_layouts_{abs(hash(tree))}",
                                                  tree / "tests" / "layouts.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up
    spec.loader.exec_module(module)
    return module


def _gemm_inputs(layouts: ModuleType, rng: np.random.Generator, spec: GemmQ, x: np.ndarray
                 ) -> tuple[np.ndarray, np.ndarray]:
    """Random weights and quantized activations in another tree's layouts."""
    if hasattr(layouts, "random_qr8_bytes"):
        return (layouts.random_qr8_bytes(rng, spec.n, spec.k, spec.ggml_type),
                layouts.quantize_rows(x, layouts.act_format(spec.ggml_type)))
    # trees before the q8_K activation format (up to commit 8ce6b9b): one activation format,
    # and every tile is codes | f16 d[8] | f16 m[8] with a free min
    t = layouts.QR8_TYPES[spec.ggml_type]
    buf = rng.integers(0, 256, layouts.qr8_bytes(spec.n, spec.k, spec.ggml_type), dtype=np.uint8)
    tiles = buf.reshape(-1, t.tile_bytes)
    at = t.low_bytes + t.high_bytes
    d = (rng.uniform(0.5, 1.5, (tiles.shape[0], 8)) * 0.02 / 16).astype(np.float16)
    tiles[:, at : at + 16] = d.view(np.uint8)
    if t.free_min:
        m = (-rng.uniform(0, 8, (tiles.shape[0], 8)) * d.astype(np.float32)).astype(np.float16)
        tiles[:, at + 16 : at + 32] = m.view(np.uint8)
    return buf, layouts.quantize_q8_rows(x)

_BOOT = """
import importlib.util, sys
ROOT = {root!r}
MAP = {{"dllmc": ROOT + "/compiler/_root", "dllmc.compiler": ROOT + "/compiler",
        "dllmc.targets": ROOT + "/targets", "dllmc.templates": ROOT + "/templates",
        "dllmc.runtime": ROOT + "/runtime", "dllmc.tests": ROOT + "/tests",
        "dllmc.bench": ROOT + "/bench"}}
class Finder:
    @classmethod
    def find_spec(cls, name, path=None, target=None):
        if name in MAP:
            return importlib.util.spec_from_file_location(
                name, MAP[name] + "/__init__.py", submodule_search_locations=[MAP[name]])
        return None
sys.meta_path.insert(0, Finder)
"""


def in_tree(tree: Path, code: str) -> str:
    """Run Python `code` in a subprocess whose `dllmc` package is the source tree `tree` (e.g.
    another commit, exported with `git archive COMMIT | tar -x -C TREE`); returns its stdout."""
    res = subprocess.run([sys.executable, "-c", _BOOT.format(root=str(tree)) + code],
                         capture_output=True, text=True)
    if res.returncode != 0:
        raise RuntimeError(f"baseline tree {tree}: {res.stderr[-3000:]}")
    return res.stdout


def baseline_ir(tree: Path, specs: list) -> dict[str, str]:
    """The baseline tree's IR for the same kernels (same family, shape and target; the
    baseline's default tiles), keyed by our symbol."""
    wanted = []
    for s in specs:
        if isinstance(s, GemmQ):
            wanted.append((s.symbol, "GemmQ", {"ggml_type": s.ggml_type, "n": s.n, "k": s.k}))
        else:
            wanted.append((s.symbol, "Attention", {"n_head": s.n_head, "n_head_kv": s.n_head_kv,
                                                   "head_dim": s.head_dim}))
    code = f"""
import json
from dllmc.compiler import kernels as K
from dllmc.compiler.render import render
from dllmc.targets import CPU_TARGETS
t = CPU_TARGETS[{specs[0].target.name!r}]
out = {{}}
for ours, fam, kw in {wanted!r}:
    spec = getattr(K, fam)(target=t, **kw)
    out[ours] = (spec.symbol, render(spec, t))
print(json.dumps(out))
"""
    return {k: v for k, v in json.loads(in_tree(tree, code)).items()}


# ----------------------------------------------------------------------------- the run


def _timing(times: list[float], ops: float) -> dict:
    med, best = statistics.median(times), min(times)
    return {"seconds_median": med, "seconds_best": best, "gops_median": ops / med * 1e-9,
            "gops_best": ops / best * 1e-9}


def run(workloads: list[Workload], threads: list[int], reps: int, rounds: int,
        baseline: Path | None, ms: list[int] | None = None, only: list[str] | None = None
        ) -> dict:
    peaks = roofline.measure(threads, kinds=roofline.INT8_KINDS, seconds=1.0)
    read = roofline.measure(threads, kinds=("read",), seconds=1.0)["read"]
    bounds = roofline.measure(threads, kinds=roofline.PATTERN_KINDS, seconds=1.0)
    rows = []
    rng = np.random.default_rng(0)
    with tempfile.TemporaryDirectory() as tmp:
        for w in workloads:
            cases = gemm_cases(workload_gguf(w))
            specs = [c.spec for c in cases]
            target = specs[0].target
            driver = Driver({s.symbol: render(s, target) for s in specs}, target,
                            Path(tmp) / w.name)
            base_sym: dict[str, str] = {}
            base_layouts = tree_layouts(baseline) if baseline is not None else None
            if baseline is not None:
                irs = baseline_ir(baseline, specs)
                base_sym = {ours: sym for ours, (sym, _) in irs.items()}
                base = Driver(dict(irs.values()), target, Path(tmp) / (w.name + ".baseline"))
            for c in cases:
                if only and not any(o in c.spec.symbol for o in only):
                    continue
                for m in [m for m in case_ms(c, w.canvas) if not ms or m in ms]:
                    arrays, ops = operands(rng, c.spec, m)
                    base_arrays = arrays if base_layouts is None or not isinstance(
                        c.spec, GemmQ) else operands(rng, c.spec, m, base_layouts)[0]
                    for th in threads:
                        # rounds of ours then the baseline's, so both see the same load
                        ours: list[float] = []
                        old: list[float] = []
                        for _ in range(rounds):
                            ours += driver.time(c.spec.symbol, arrays, m, th, reps)
                            if baseline is not None:
                                old += base.time(base_sym[c.spec.symbol], base_arrays, m, th,
                                                 reps)
                        row = {
                            "workload": w.name, "symbol": c.spec.symbol,
                            "family": type(c.spec).__name__, "type": getattr(c.spec, "ggml_type", ""),
                            "n": getattr(c.spec, "n", 0), "k": getattr(c.spec, "k", 0),
                            "tiles": ({"MR": c.spec.MR, "MT": c.spec.MT, "NC": c.spec.NC,
                                       "wide": c.spec.wide} if isinstance(c.spec, GemmQ) else
                                      {"qt": c.spec.qt}),
                            "weights": list(c.weights), "calls_per_forward": c.calls,
                            "rows": c.rows, "m": m, "threads": th,
                        } | _timing(ours, ops)  # fmt: skip
                        if isinstance(c.spec, GemmQ) and m <= M_STREAMED:
                            # the weights streamed per call against the machine's read rate
                            row["weight_bytes"] = c.spec.weight_bytes
                            row["weight_gbps_median"] = c.spec.weight_bytes / row["seconds_median"] * 1e-9
                            row["fraction_of_read"] = (c.spec.weight_bytes / row["seconds_median"]
                                                       / read[str(th)])
                        if isinstance(c.spec, GemmQ):
                            # the peak is the probe's best run: the kernel's best run is the
                            # like-for-like figure; the median shows what host noise takes
                            row["fraction_of_peak"] = {
                                k: ops / row["seconds_median"] / v[str(th)] for k, v in peaks.items()}
                            row["fraction_of_peak_best"] = {
                                k: ops / row["seconds_best"] / v[str(th)] for k, v in peaks.items()}
                        line = (f"{w.name:26} {c.spec.symbol:44} m={m:4} t={th} "
                                f"{row['gops_median']:7.1f} GOP/s (best {row['gops_best']:.1f})")
                        if baseline is not None:
                            row["baseline"] = _timing(old, ops)
                            line += (f"   baseline {row['baseline']['gops_median']:7.1f} "
                                     f"(best {row['baseline']['gops_best']:.1f})")
                        if "fraction_of_read" in row:
                            line += (f"  weights {row['weight_gbps_median']:.1f} GB/s = "
                                     f"{row['fraction_of_read']:.0%} of read")
                        rows.append(row)
                        print(line, flush=True)
    return {
        "what": "integer GEMM (and attention) kernels of each workload, alone, GOP/s and "
                "fraction of the measured int8 peak",
        "command": " ".join(["python -m dllmc.bench.bench_kernels", *sys.argv[1:]]),
        "date": dt.date.today().isoformat(),
        "machine": machine(),
        "target": _host_target(),
        "workloads": [{"name": w.name, "canvas": w.canvas, "note": w.note} for w in workloads],
        "peaks_ops_per_s": peaks,
        "pattern_bounds_ops_per_s": bounds,
        "read_bytes_per_s": read,
        "reps": reps,
        "rounds": rounds,
        "baseline": None if baseline is None else {"tree": str(baseline),
                                                   "commit": _commit_of(baseline)},
        "load_average": os.getloadavg()[0],
        "rows": rows,
    }


def _commit_of(tree: Path) -> str | None:
    """The commit a tree was exported from, if it says (a file COMMIT at its root)."""
    f = tree / "COMMIT"
    return f.read_text().strip() if f.is_file() else None


def _host_target() -> str:
    from dllmc.targets import host_target

    return host_target().name


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--threads", type=int, nargs="+", default=[1, 2])
    ap.add_argument("--reps", type=int, default=5)
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--baseline", type=Path,
                    help="a source tree of another commit (git archive COMMIT | tar -x -C DIR; "
                         "a file COMMIT in it names the commit): its kernels are timed too, "
                         "interleaved with ours")
    ap.add_argument("--workloads", nargs="*", default=[w.name for w in WORKLOADS])
    ap.add_argument("--m", type=int, nargs="*", dest="ms",
                    help="time only these row counts (of those case_ms gives each kernel)")
    ap.add_argument("--only", nargs="*",
                    help="time only the kernels whose symbol contains one of these strings")
    ap.add_argument("--merge", action="store_true",
                    help="add this run's rows to the output file's (a kernel's row of the same "
                         "workload, M and threads replaced); the file keeps its peaks")
    ap.add_argument("--out", type=Path)
    args = ap.parse_args()
    chosen = [w for w in WORKLOADS if w.name in args.workloads]
    result = run(chosen, args.threads, args.reps, args.rounds, args.baseline, args.ms, args.only)
    result["command"] += "".join(f" --{k} {' '.join(v)}" for k, v in
                                 (("only", args.only or []), ("m", [str(m) for m in args.ms or []]))
                                 if v)
    out = args.out or RESULTS / f"{result['date']}-kernels.json"
    if args.merge and out.is_file():
        old = json.loads(out.read_text())
        key = lambda r: (r["workload"], r["symbol"], r["m"], r["threads"])  # noqa: E731
        new = {key(r) for r in result["rows"]}
        old["rows"] = [r for r in old["rows"] if key(r) not in new] + result["rows"]
        old["command"] += f"; then {result['command']} --merge (load average "
        old["command"] += f"{result['load_average']:.1f})"
        result = old
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(result, indent=2) + "\n")
    print(f"wrote {out}")


if __name__ == "__main__":
    main()
