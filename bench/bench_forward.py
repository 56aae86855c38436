"""One forward pass over a diffusion canvas: ours vs `llama-bench`, interleaved, with a profile.

    python -m dllmc.bench.bench_forward [--workloads NAME ...] [--threads 2] [--rounds 4]
                                        [--reps 3] [--baseline TREE]
                                        [--out bench/results/DATE-forward.json]

For each workload of `bench_kernels.WORKLOADS` (canvas = prompt + 128 tokens):

* ours: the model compiled for the host (max canvas = the canvas), opened on `threads`
  threads; one forward over the canvas with the logits of the last row only — what
  `llama-bench` computes for a prompt (its batch asks for the last token's logits) — and, as
  a second figure, with the logits of the 128 masked rows (what a diffusion step needs);
* llama.cpp: `llama-bench -p <canvas> -ub <canvas> -b <canvas> -t <threads> -n 0 -r <reps>`
  on the same GGUF.  For `llada`/`dream` files llama.cpp reads
  `<arch>.attention.causal = false` and processes the canvas bidirectionally in one ubatch,
  as `llama-diffusion-cli` does.

The two run interleaved, A B A B, `rounds` times (`reps` passes each, after one untimed warm-up
pass of ours; llama-bench warms up by itself), so both see the same machine load; the table
gives medians, ranges and the ratio of medians.  The profile is `Model.step_times()` (the
runtime's per-step timers) read around every timed pass of ours: each step's median over the
passes, summed by kernel family and, for the GEMMs, by weight role and quant type.
`--baseline TREE` adds, to every round, the forward passes of the model as another commit's
source tree compiles it (run in a subprocess of that tree): the before/after of a change.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path

import numpy as np

from dllmc.bench.bench_kernels import (
    WORKLOADS,
    Workload,
    _commit_of,
    in_tree,
    machine,
    workload_gguf,
)
from dllmc.bench.llamacpp import ensure_llamacpp
from dllmc.compiler.base.layouts import Rows
from dllmc.compiler.base.reader import read_gguf
from dllmc.compiler.kernels import GemmQ
from dllmc.compiler.pipeline import compile_model
from dllmc.runtime.executor.loader import Artifact

RESULTS = Path(__file__).resolve().parent / "results"
GENERATED = 128


def canvas_ids(gguf: Path, canvas: int, seed: int = 3) -> list[int]:
    """Random prompt tokens + GENERATED mask tokens (the step's content does not change its
    cost)."""
    spec = read_gguf(gguf)
    rng = np.random.default_rng(seed)
    prompt = rng.integers(100, min(spec.hparams.n_vocab, 30000), canvas - GENERATED)
    return [int(t) for t in prompt] + [spec.tokenizer.mask_id] * GENERATED


def llama_bench(exe: Path, gguf: Path, canvas: int, threads: int, reps: int) -> dict:
    cmd = [str(exe), "-m", str(gguf), "-p", str(canvas), "-ub", str(canvas), "-b", str(canvas),
           "-t", str(threads), "-n", "0", "-r", str(reps), "-o", "json"]
    res = subprocess.run(cmd, capture_output=True, text=True, timeout=1800)
    if res.returncode != 0:
        raise RuntimeError(f"llama-bench failed ({res.returncode}): {res.stderr[-2000:]}")
    data = json.loads(res.stdout)[0]
    return {"samples_s": [v * 1e-9 for v in data["samples_ns"]], "command": " ".join(cmd[1:]),
            "build_commit": data.get("build_commit"), "cpu_info": data.get("cpu_info"),
            "model_type": data.get("model_type")}


_BASELINE_PASSES = """
import json, time
from pathlib import Path
from dllmc.compiler.pipeline import compile_model
from dllmc.runtime.executor.loader import Artifact
so = Path({so!r})
if not so.is_file():
    compile_model({gguf!r}, so, max_canvas={canvas})
out = []
with Artifact(so).open({gguf!r}, {threads}) as model:
    model.forward({ids!r}, [{last}])
    for _ in range({reps}):
        t = time.perf_counter()
        model.forward({ids!r}, [{last}])
        out.append(time.perf_counter() - t)
print(json.dumps(out))
"""


def baseline_passes(tree: Path, so: Path, gguf: Path, ids: list[int], threads: int,
                    reps: int) -> list[float]:
    """`reps` timed forward passes (last row's logits) of the model as the source tree `tree`
    compiles it (compiled into `so` on the first call), in a subprocess of that tree."""
    code = _BASELINE_PASSES.format(so=str(so), gguf=str(gguf), canvas=len(ids), threads=threads,
                                   ids=ids, last=len(ids) - 1, reps=reps)
    return json.loads(in_tree(tree, code).strip().splitlines()[-1])


def stats(xs: list[float]) -> dict:
    return {"median_ms": 1e3 * statistics.median(xs), "min_ms": 1e3 * min(xs),
            "max_ms": 1e3 * max(xs), "samples_ms": [1e3 * x for x in xs]}


def family(kernel: object | None) -> str:
    """A step's profile bucket: the kernel family, GEMMs split by weight role and type."""
    if kernel is None:
        return "embed"
    return getattr(kernel, "template", type(kernel).__name__)


def gemm_role(step_name: str, kernel: GemmQ) -> str:
    role = step_name.split(".")[-1] if step_name.startswith("blk.") else step_name
    return f"{role} {kernel.ggml_type} n{kernel.n} k{kernel.k}"


def gemm_ops(plan, step, m: int, rows: int) -> float:
    """The operations, 2 · rows · N · K, of one GEMM step in a forward over m canvas rows with
    `rows` selected (logit) rows; 0 for the other steps."""
    if not isinstance(step.kernel, GemmQ):
        return 0.0
    n_rows = (rows if step.rows == Rows.SELECTED else  # an expert GEMM: its routed rows
              m * plan.experts.n_used if step.rows == Rows.EXPERT else m)
    return 2.0 * n_rows * step.kernel.n * step.kernel.k


def profile(plan, names: list[str], per_pass_ns: list[list[int]], m: int, rows: int) -> dict:
    """Each step's median time over the passes (a median per step resists the passes that
    another process on the machine slowed down), summed by family and, for the GEMMs, by
    weight role with their GOP/s (m canvas rows, or `rows` selected rows)."""
    steps = plan.steps
    assert [s.name for s in steps] == names
    med = [statistics.median(p[i] for p in per_pass_ns) * 1e-6 for i in range(len(steps))]
    fam: dict[str, float] = defaultdict(float)
    gemm: dict[str, list[float]] = defaultdict(lambda: [0.0, 0.0])
    for s, ms in zip(steps, med, strict=True):
        fam[family(s.kernel)] += ms
        if isinstance(s.kernel, GemmQ):
            e = gemm[gemm_role(s.name, s.kernel)]
            e[0] += ms
            e[1] += gemm_ops(plan, s, m, rows)
    by = lambda d: dict(sorted(d.items(), key=lambda kv: -kv[1]))  # noqa: E731
    roles = {k: {"ms": v[0], "gops": v[1] / v[0] * 1e-6 if v[0] else 0.0}
             for k, v in sorted(gemm.items(), key=lambda kv: -kv[1][0])}
    return {"total_ms": sum(fam.values()), "passes": len(per_pass_ns),
            "by_family_ms": by(fam), "gemm_by_role": roles}


def run_workload(w: Workload, threads: int, rounds: int, reps: int, exe: Path,
                 baseline: Path | None = None) -> dict:
    gguf = workload_gguf(w)
    ids = canvas_ids(gguf, w.canvas)
    masked = list(range(w.canvas - GENERATED, w.canvas))
    with tempfile.TemporaryDirectory() as tmp:
        t0 = time.perf_counter()
        compiled = compile_model(gguf, Path(tmp) / "m.so", max_canvas=w.canvas)
        compile_s = time.perf_counter() - t0
        ours_1: list[float] = []
        ours_masked: list[float] = []
        base: list[float] = []
        llama: list[float] = []
        ratios: list[float] = []
        info: dict = {}
        with Artifact(compiled.output).open(gguf, threads) as model:
            model.forward(ids, [w.canvas - 1])  # warm-up (page faults, caches)
            names = [n for n, _ in model.step_times()]
            per_pass: list[list[int]] = []
            for r in range(rounds):
                a = []
                for _ in range(reps):
                    before = [ns for _, ns in model.step_times()]
                    t = time.perf_counter()
                    model.forward(ids, [w.canvas - 1])
                    a.append(time.perf_counter() - t)
                    after = [ns for _, ns in model.step_times()]
                    per_pass.append([y - x for x, y in zip(before, after, strict=True)])
                ours_1 += a
                if baseline is not None:
                    base += baseline_passes(baseline, Path(tmp) / "baseline.so", gguf, ids,
                                            threads, reps)
                b = llama_bench(exe, gguf, w.canvas, threads, reps)
                llama += b["samples_s"]
                info = b
                ratios.append(statistics.median(a) / statistics.median(b["samples_s"]))
                print(f"{w.name} round {r}: ours {1e3 * statistics.median(a):8.1f} ms  "
                      f"llama.cpp {1e3 * statistics.median(b['samples_s']):8.1f} ms", flush=True)
            for _ in range(reps):
                t = time.perf_counter()
                model.forward(ids, masked)
                ours_masked.append(time.perf_counter() - t)
        prof = profile(compiled.plan, names, per_pass, w.canvas, 1)
    return {
        "workload": w.name, "note": w.note, "canvas": w.canvas, "threads": threads,
        "target": compiled.plan.target.name, "compile_s": compile_s,
        "ours_last_row": stats(ours_1),
        "ours_masked_rows": stats(ours_masked),
        "llamacpp": stats(llama),
        "ratio_median": statistics.median(ours_1) / statistics.median(llama),
        "ratio_by_round": ratios,
        "llamacpp_command": "llama-bench " + info.get("command", ""),
        "llamacpp_build": info.get("build_commit"),
        "llamacpp_model_type": info.get("model_type"),
        "profile": prof,
    } | ({"baseline": stats(base),
          "speedup_vs_baseline": statistics.median(base) / statistics.median(ours_1)}
         if baseline is not None else {})  # fmt: skip


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--workloads", nargs="*", default=[w.name for w in WORKLOADS])
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--rounds", type=int, default=4)
    ap.add_argument("--reps", type=int, default=3)
    ap.add_argument("--baseline", type=Path,
                    help="a source tree of another commit (git archive COMMIT | tar -x -C DIR; "
                         "a file COMMIT in it names the commit): its compiled forward is timed "
                         "too, in the same rounds")
    ap.add_argument("--out", type=Path)
    args = ap.parse_args()
    exe = ensure_llamacpp().bench
    load0 = os.getloadavg()[0]
    rows = [run_workload(w, args.threads, args.rounds, args.reps, exe, args.baseline)
            for w in WORKLOADS if w.name in args.workloads]
    result = {
        "what": "one forward pass over the canvas: dllmc vs llama-bench (same GGUF, threads, "
                "canvas), interleaved",
        "command": " ".join(["python -m dllmc.bench.bench_forward", *sys.argv[1:]]),
        "date": dt.date.today().isoformat(),
        "machine": machine(),
        "load_average": [load0, os.getloadavg()[0]],
        "rounds": args.rounds,
        "reps": args.reps,
        "baseline": None if args.baseline is None else {
            "tree": str(args.baseline), "commit": _commit_of(args.baseline)},
        "rows": rows,
    }
    out = args.out or RESULTS / f"{result['date']}-forward.json"
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(result, indent=2) + "\n")
    for r in rows:
        print(f"{r['workload']:26} ours {r['ours_last_row']['median_ms']:8.1f} ms  llama.cpp "
              f"{r['llamacpp']['median_ms']:8.1f} ms  ratio {r['ratio_median']:.2f}")
    print(f"wrote {out}")


if __name__ == "__main__":
    main()
