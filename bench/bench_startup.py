"""Start-up and memory of `dllmc run`: process start to the first denoising step, and peak RSS.

For each workload (the artifact compiled and cached first), `dllmc run GGUF PROMPT --json
--quiet --steps 1 --gen-length 32` is run `--runs` times in each of two states:

* repack: no weight cache (`DLLMC_WEIGHT_CACHE=0`): every start repacks the weights;
* cached: the weight cache written by an untimed first run is mapped (runtime/executor/dllmc_runtime.c,
  "the weight cache").

Python bytecode is written first (``compileall`` over the package, and the children run
without ``PYTHONDONTWRITEBYTECODE``), as a ``pip install`` leaves it: otherwise every start
would compile dllmc's own sources again (0.15 s on the 2-core machine).

Start-up = wall time of the process − the generation loop's own seconds (as bench_e2e
measures it); peak RSS = the process's ru_maxrss, also as a multiple of the GGUF's size (the
issue's target: ≤ 1.15×; start-up ≤ 1.5 s for the 1.5B model with the artifact cached).

    python -m dllmc.bench.bench_startup [--workloads ...] [--runs 3] [--threads 2]

Writes bench/results/<date>-startup.json.
"""

from __future__ import annotations

import argparse
import compileall
import datetime as dt
import json
import os
import statistics
import sys
from pathlib import Path

import dllmc
import dllmc.compiler
import dllmc.runtime
import dllmc.targets
from dllmc.bench.bench_e2e import dllmc_exe, timed
from dllmc.bench.bench_kernels import WORKLOADS, machine, workload_gguf

RESULTS = Path(__file__).resolve().parent / "results"
PROMPT = "Write a Python function that reverses a string."
STATES = {"repack": {"DLLMC_WEIGHT_CACHE": "0"}, "cached": {"DLLMC_WEIGHT_CACHE": "1"}}


def one_run(gguf: Path, threads: int, env: dict[str, str]) -> dict:
    cmd = [*dllmc_exe(), "run", str(gguf), PROMPT, "--json", "--quiet", "--threads",
           str(threads), "--steps", "1", "--gen-length", "32", "--device", "cpu"]
    old = {k: os.environ.get(k) for k in env}
    os.environ.update(env)
    try:
        rc, out, err, wall, rss = timed(cmd)
    finally:
        for k, v in old.items():
            if v is None:
                os.environ.pop(k, None)
            else:
                os.environ[k] = v
    if rc != 0:
        raise RuntimeError(f"dllmc run failed ({rc}): {err[-2000:]}")
    j = json.loads(out.strip().splitlines()[-1])
    return {"wall_s": wall, "loop_s": j["seconds"], "startup_s": wall - j["seconds"],
            "peak_rss_mib": rss / 2**20}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--workloads", nargs="*", default=["qwen2.5-coder-1.5b-dream"],
                    choices=[w.name for w in WORKLOADS])
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--out", type=Path)
    args = ap.parse_args(argv)
    os.environ.pop("PYTHONDONTWRITEBYTECODE", None)
    for part in (dllmc, dllmc.compiler, dllmc.runtime, dllmc.targets):
        compileall.compile_dir(Path(part.__file__).parent, quiet=1)
    rows = []
    load0 = os.getloadavg()[0]
    for w in (w for w in WORKLOADS if w.name in args.workloads):
        gguf = workload_gguf(w)
        one_run(gguf, args.threads, STATES["cached"])  # compiles, writes the weight cache
        row: dict = {"workload": w.name, "gguf_mib": gguf.stat().st_size / 2**20}
        for state, env in STATES.items():
            runs = [one_run(gguf, args.threads, env) for _ in range(args.runs)]
            row[state] = {
                "runs": runs,
                "startup_s_median": statistics.median(r["startup_s"] for r in runs),
                "peak_rss_mib_median": statistics.median(r["peak_rss_mib"] for r in runs),
            }
            row[state]["rss_over_gguf"] = row[state]["peak_rss_mib_median"] / row["gguf_mib"]
            print(f"{w.name} {state}: start-up {row[state]['startup_s_median']:.2f} s, peak RSS "
                  f"{row[state]['peak_rss_mib_median']:.0f} MiB "
                  f"({row[state]['rss_over_gguf']:.2f}x the GGUF)", flush=True)
        rows.append(row)
    today = dt.date.today().isoformat()
    data = {
        "what": "dllmc run start-up (process start to the first step) and peak RSS, "
                "weights repacked at every start vs mapped from the weight cache",
        "command": "python -m dllmc.bench.bench_startup",
        "date": today, "threads": args.threads, "bytecode_cached": True, "machine": machine(),
        "load_average": [load0, os.getloadavg()[0]], "rows": rows,
    }
    out = args.out or RESULTS / f"{today}-startup.json"
    out.parent.mkdir(parents=True, exist_ok=True)
    tmp = out.with_suffix(".tmp")
    tmp.write_text(json.dumps(data, indent=1) + "\n")
    tmp.replace(out)
    print(f"wrote {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
