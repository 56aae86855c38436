"""The exact diffusion step, profiled, and the floor the roofline's probes put under it.

    python -m dllmc.bench.bench_step [--workloads NAME ...] [--threads 2] [--rounds 3]
                                     --roofline bench/results/DATE-roofline-HOST.json
                                     [--e2e bench/results/DATE-e2e-TARGET.json]
                                     [--out bench/results/DATE-step-TARGET.json]

For each workload of `bench_kernels.WORKLOADS`, the generation `bench_e2e` times (its first
prompt, chat template, 128 new tokens, 32 steps in one block, `maskgit_plus`, greedy, early stop
off), run `rounds` times on the model as `dllmc run` compiles it (the cached artifact; the
target is the host's, or `DLLMC_HOST_CPU`'s).  Each generate records its wall time, its forward
passes' time and logit rows, and the runtime's step timers (`Model.step_times()`), giving per
step:

* the profile: ms by kernel family, the GEMMs by weight role and type with their GOP/s;
* the sampler: the generate's wall time less its forward passes (ranking, unmasking, the
  statistics over the logits);
* the GEMM work: 2 · rows · N · K per GEMM and pass, rows the canvas, or for the output head
  the pass's logit rows (the masked rows, fewer each step);
* the floor: each quant type's GEMM work at the rate of the roofline probe of its own
  instruction mix on this target (`roofline.GEMM_PROBES`; `bench/roofline.c`), plus everything the
  profile puts outside the GEMMs and the sampler.  The probes are loops of a kernel's
  products and unpack with no loads, tile ends or scale folds, a ceiling no call reaches, so
  no step of this formulation is faster than the floor on this machine.

With `--e2e` (a `bench_e2e` result of the same workloads), llama.cpp's ms/step beside ours:
the ratio now, the floor's ratio, and the share of the probes the GEMMs would need for a step
of :data:`GOAL` × llama.cpp's (issue 34's AVX2 goal).  The medians are over the rounds.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import os
import statistics
import sys
import time
from collections import defaultdict
from pathlib import Path

from dllmc.bench.bench_e2e import EPS, GEN, PROMPTS, STEPS
from dllmc.bench.bench_forward import family, gemm_ops, gemm_role
from dllmc.bench.bench_kernels import WORKLOADS, machine, workload_gguf
from dllmc.bench.roofline import GEMM_PROBES
from dllmc.compiler.kernels import GemmQ
from dllmc.compiler.pipeline import plan_model
from dllmc.runtime.models.api import LoadedModel, artifact_for

# The step ratio issue 34 asks of the AVX2 code (≤ 0.33 × llama.cpp's step).
GOAL = 0.33


def probe_of(target: str, ggml_type: str) -> str:
    """The roofline kind bounding a GEMM of this type on this target, or a one-line error."""
    if target not in GEMM_PROBES:
        raise SystemExit(f"bench_step: no roofline probe for target {target} "
                         f"(targets: {', '.join(GEMM_PROBES)}); set DLLMC_HOST_CPU to one of them")
    kinds = GEMM_PROBES[target]
    return kinds.get(ggml_type, kinds["*"])


def probe_rate(roofline: dict, kind: str, threads: int) -> float:
    """op/s of a roofline kind at `threads` threads."""
    try:
        return float(roofline["kinds"][kind]["rate"][str(threads)])
    except KeyError:
        raise SystemExit(f"bench_step: the roofline file has no {kind} at {threads} threads; "
                         f"run `python -m dllmc.bench.roofline --threads {threads}`") from None


def llamacpp_ms(e2e: dict, workload: str) -> float | None:
    """llama.cpp's median ms/step of a workload in a bench_e2e result (None if absent)."""
    for r in e2e["rows"]:
        if r["workload"] == workload:
            return float(r["llamacpp"]["ms_per_step"]["median"])
    return None


def one_generate(lm: LoadedModel, plan, prompt: str) -> dict:
    """One timed generate: wall and forward time per step, per-step timer deltas and GEMM
    operations per forward, summed over its passes."""
    model = lm.model
    passes: list[tuple[int, int]] = []  # (canvas, logit rows) of each forward
    spent = [0.0]
    forward = model.forward

    def timed_forward(ids, rows=None):
        t = time.perf_counter()
        out = forward(ids, rows)
        spent[0] += time.perf_counter() - t
        passes.append((len(ids), len(ids) if rows is None else len(rows)))
        return out

    before = [ns for _, ns in model.step_times()]
    model.forward = timed_forward
    try:
        t0 = time.perf_counter()
        lm.generate(prompt, gen_length=GEN, steps=STEPS, block_length=GEN, eps=EPS,
                    alg="maskgit_plus", temperature=0.0, early_stop=False)
        wall = time.perf_counter() - t0
    finally:
        del model.forward
    after = [ns for _, ns in model.step_times()]
    n = len(passes)
    ops = [sum(gemm_ops(plan, s, canvas, rows) for canvas, rows in passes) for s in plan.steps]
    return {"passes": n, "canvas": passes[0][0],
            "logit_rows_mean": sum(r for _, r in passes) / n,
            "wall_ms": 1e3 * wall / n, "forward_ms": 1e3 * spent[0] / n,
            "step_ms": [(b - a) * 1e-6 / n for a, b in zip(before, after, strict=True)],
            "ops": [o / n for o in ops]}


def summarize(plan, runs: list[dict], roofline: dict, threads: int,
              llama_ms: float | None) -> dict:
    """The medians over the runs: profile, sampler, GEMM work by type, the floor."""
    med = statistics.median
    steps = plan.steps
    step_ms = [med(r["step_ms"][i] for r in runs) for i in range(len(steps))]
    ops = runs[0]["ops"]  # the same passes every run (greedy, no early stop)
    fam: dict[str, float] = defaultdict(float)
    roles: dict[str, list[float]] = defaultdict(lambda: [0.0, 0.0])
    by_type: dict[str, list[float]] = defaultdict(lambda: [0.0, 0.0])
    for s, ms, op in zip(steps, step_ms, ops, strict=True):
        fam[family(s.kernel)] += ms
        if isinstance(s.kernel, GemmQ):
            e = roles[gemm_role(s.name, s.kernel)]
            e[0] += ms
            e[1] += op
            t = by_type[s.kernel.ggml_type]
            t[0] += ms
            t[1] += op
    gemm_ms = sum(v[0] for v in by_type.values())
    forward_ms = med(r["forward_ms"] for r in runs)
    wall_ms = med(r["wall_ms"] for r in runs)
    outside_ms = sum(step_ms) - gemm_ms  # the forward's other kernels, by their timers
    sampler_ms = wall_ms - forward_ms
    target = plan.target.name
    types = {}
    for t, (ms, op) in sorted(by_type.items()):
        kind = probe_of(target, t)
        rate = probe_rate(roofline, kind, threads)
        types[t] = {"ms": ms, "gop": op * 1e-9, "gops": op / ms * 1e-6 if ms else 0.0,
                    "probe": kind, "probe_gops": rate * 1e-9, "at_probe_ms": op / rate * 1e3,
                    "share_of_probe": (op / ms * 1e3) / rate if ms else 0.0}
    gemm_floor = sum(v["at_probe_ms"] for v in types.values())
    floor = gemm_floor + outside_ms + sampler_ms
    out = {
        "canvas": runs[0]["canvas"], "passes": runs[0]["passes"],
        "logit_rows_mean": runs[0]["logit_rows_mean"],
        "wall_ms": wall_ms, "wall_ms_by_run": [r["wall_ms"] for r in runs],
        "forward_ms": forward_ms, "sampler_ms": sampler_ms,
        "gemm_ms": gemm_ms, "outside_gemm_ms": outside_ms,
        "by_family_ms": dict(sorted(fam.items(), key=lambda kv: -kv[1])),
        "gemm_by_role": {k: {"ms": v[0], "gops": v[1] / v[0] * 1e-6 if v[0] else 0.0}
                         for k, v in sorted(roles.items(), key=lambda kv: -kv[1][0])},
        "gemm_by_type": types, "gemm_floor_ms": gemm_floor, "floor_ms": floor,
    }
    if llama_ms:
        budget = GOAL * llama_ms - outside_ms - sampler_ms  # what the GEMMs may take at GOAL
        out |= {"llamacpp_ms": llama_ms, "ratio": wall_ms / llama_ms,
                "floor_ratio": floor / llama_ms, "goal": GOAL,
                "probe_share_for_goal": gemm_floor / budget if budget > 0 else None}
    return out


def run_workload(name: str, threads: int, rounds: int, roofline: dict,
                 e2e: dict | None) -> dict:
    w = next(x for x in WORKLOADS if x.name == name)
    gguf = workload_gguf(w)
    artifact = artifact_for(gguf)  # what `dllmc run` loads: the default canvas and settings
    plan = plan_model(gguf, max_canvas=artifact_canvas(artifact)).plan
    with LoadedModel(artifact, gguf, threads) as lm:
        lm.generate(PROMPTS[0], gen_length=GEN, steps=2, block_length=GEN)  # warm-up
        names = [n for n, _ in lm.model.step_times()]
        if names != [s.name for s in plan.steps]:
            raise SystemExit(f"bench_step: the artifact of {name} is not the plan rebuilt here")
        runs = []
        for r in range(rounds):
            runs.append(one_generate(lm, plan, PROMPTS[0]))
            print(f"{name} round {r}: {runs[-1]['wall_ms']:.1f} ms/step "
                  f"(forward {runs[-1]['forward_ms']:.1f})", flush=True)
    llama = llamacpp_ms(e2e, name) if e2e else None
    return {"workload": name, "target": plan.target.name, "threads": threads,
            **summarize(plan, runs, roofline, threads, llama)}


def artifact_canvas(artifact: Path) -> int:
    """The canvas a cached artifact was compiled for (its metadata beside it)."""
    meta = json.loads(artifact.with_suffix(".json").read_text())
    return int(meta["canvas"])


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--workloads", nargs="*",
                    default=["qwen2.5-coder-1.5b-dream", "llada-8b-width-4l-q4km"])
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--roofline", type=Path, required=True,
                    help="a `python -m dllmc.bench.roofline` result of this machine")
    ap.add_argument("--e2e", type=Path, help="a bench_e2e result of the same workloads")
    ap.add_argument("--out", type=Path)
    args = ap.parse_args(argv)
    roofline = json.loads(args.roofline.read_text())
    e2e = json.loads(args.e2e.read_text()) if args.e2e else None
    load0 = os.getloadavg()[0]
    rows = [run_workload(n, args.threads, args.rounds, roofline, e2e) for n in args.workloads]
    out = {
        "what": "the exact diffusion step profiled, and its floor at the roofline's probes",
        "command": "".join(f"{v}={os.environ[v]} " for v in ("DLLMC_HOST_CPU",) if os.environ.get(v))
        + "python -m dllmc.bench.bench_step " + " ".join(argv if argv is not None else sys.argv[1:]),
        "date": dt.date.today().isoformat(), "machine": machine(),
        "roofline": str(args.roofline), "e2e": str(args.e2e) if args.e2e else None,
        "rounds": args.rounds, "gen_length": GEN, "steps": STEPS,
        "load_average": [load0, os.getloadavg()[0]], "rows": rows,
    }
    for r in rows:
        line = (f"{r['workload']:28s} {r['wall_ms']:8.1f} ms/step, floor {r['floor_ms']:7.1f}")
        if "ratio" in r:
            line += f"  ratio {r['ratio']:.2f}, floor {r['floor_ratio']:.2f}"
        print(line)
    if args.out:
        args.out.write_text(json.dumps(out, indent=1) + "\n")
        print(f"wrote {args.out}")


if __name__ == "__main__":
    main()
