"""End to end: `dllmc run` vs `llama-diffusion-cli`, same GGUF, canvas, steps and schedule.

    python -m dllmc.bench.bench_e2e [--workloads NAME ...] [--threads 2] [--prompts 3]
                                    [--runs 3] [--quick] [--append] [--act-blocks 256/32 [32 256]]
                                    [--out FILE]

For each workload of `bench_kernels.WORKLOADS` and each prompt, `runs` times, interleaved
A B A B (so both see the same machine load):

* A: `dllmc run GGUF PROMPT --json --quiet --threads T --gen-length 128 --steps 32
  --block-length 128 --alg maskgit_plus --temperature 0 --no-early-stop` (eps 0.001 is its
  default): greedy,
  one block, Dream's timestep schedule (`linspace(1, eps, steps + 1)`), confidence = p(token);
  the chat template is applied.  Early stop is off so both sides run the same forward passes.
* B: `llama-diffusion-cli -m GGUF -p PROMPT -t T -ub CANVAS --diffusion-steps 32
  --diffusion-eps 0.001 --seed 42 --top-k 1` (CANVAS = the prompt tokens dllmc reports + 128;
  `-ub` is the whole canvas), chat template applied (its default), greedy (`--top-k 1`),
  confidence-based unmasking (its default algorithm 4) on the timestep schedule.

The `llada` workload runs the same single-block timestep schedule on both sides: llama.cpp's
block mode counts the prompt into the blocks (`num_blocks = canvas / block_length`, and
`steps % num_blocks == 0`), which cannot express LLaDA's 4 blocks of 32 over 128 new tokens at
32 steps.

Recorded per run: ms/step (ours: the generation loop's seconds / steps run; llama.cpp: its
printed total time / forward passes actually run, counted from its step log), tokens/s,
startup (process start to the first step: ours = wall time − the loop's seconds, which
includes loading the cached artifact and tokenizing; llama.cpp = the log timestamp of its
first `diffusion step` line, and wall − total time as a cross-check), peak RSS of each process
(`os.wait4`'s rusage), and the ratio ours / llama.cpp of each A B pair.  Before the timed runs
one untimed `dllmc run` per prompt with early stop on fills the compile cache and records what
early stop saves (steps run, seconds).
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import os
import platform
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from dllmc.bench.bench_kernels import WORKLOADS, Workload, machine, workload_gguf
from dllmc.bench.llamacpp import ensure_llamacpp
from dllmc.compiler.base.settings import ACT_BLOCKS, DEFAULT_ACT_BLOCKS

RESULTS = Path(__file__).resolve().parent / "results"
GEN = 128
STEPS = 32
EPS = 0.001
PROMPTS = (
    "Write a Python function that reverses a string.",
    "Explain what a hash table is in two sentences.",
    "List three uses of the Fourier transform.",
)


def dllmc_exe() -> list[str]:
    exe = Path(sys.executable).with_name("dllmc")
    return [str(exe)] if exe.is_file() else [sys.executable, "-m", "dllmc.compiler.face.cli"]


def timed(cmd: list[str], timeout: float = 1800) -> tuple[int, str, str, float, int]:
    """Run `cmd`; (rc, stdout, stderr, wall seconds, peak RSS bytes of that process alone)."""
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        t0 = time.perf_counter()
        p = subprocess.Popen(cmd, stdout=out, stderr=err)
        deadline = t0 + timeout
        while True:
            pid, status, ru = os.wait4(p.pid, os.WNOHANG)
            if pid:
                break
            if time.perf_counter() > deadline:
                p.kill()
            time.sleep(0.02)
        wall = time.perf_counter() - t0
        p.returncode = os.waitstatus_to_exitcode(status)
        out.seek(0)
        err.seek(0)
        return (p.returncode, out.read().decode(errors="replace"),
                err.read().decode(errors="replace"), wall, ru.ru_maxrss * 1024)


def run_ours(gguf: Path, prompt: str, threads: int, early_stop: bool,
             act_blocks: str = DEFAULT_ACT_BLOCKS) -> dict:
    cmd = [*dllmc_exe(), "run", str(gguf), prompt, "--json", "--quiet", "--threads", str(threads),
           "--gen-length", str(GEN), "--steps", str(STEPS), "--block-length", str(GEN),
           "--alg", "maskgit_plus", "--temperature", "0", "--act-blocks", act_blocks]
    if not early_stop:
        cmd.append("--no-early-stop")
    rc, out, err, wall, rss = timed(cmd)
    if rc != 0:
        raise RuntimeError(f"dllmc run failed ({rc}): {err[-2000:]}")
    j = json.loads(out.strip().splitlines()[-1])
    return {"ms_per_step": j["ms_per_step"], "tokens_per_s": j["tokens_per_s"],
            "steps_run": j["steps_run"], "forward_passes": j["forward_passes"],
            "stop_reason": j["stop_reason"], "tokens": len(j["tokens"]),
            "prompt_tokens": j["prompt_tokens"], "loop_s": j["seconds"], "wall_s": wall,
            "startup_s": wall - j["seconds"], "peak_rss_mib": rss / 2**20,
            "text": j["text"][:200]}


# ggml's log prefix: minutes.seconds.milliseconds.microseconds since the log started
_STEP = re.compile(r"(\d+)\.(\d+)\.(\d+)\.(\d+) I\s+diffusion step: (\d+)/(\d+)")
_TOTAL = re.compile(r"total time: ([\d.]+)ms")


def run_llama(exe: Path, gguf: Path, prompt: str, threads: int, canvas: int) -> dict:
    cmd = [str(exe), "-m", str(gguf), "-p", prompt, "-t", str(threads), "-ub", str(canvas),
           "--diffusion-steps", str(STEPS), "--diffusion-eps", str(EPS), "--seed", "42",
           "--top-k", "1"]
    rc, out, err, wall, rss = timed(cmd)
    if rc != 0:
        raise RuntimeError(f"llama-diffusion-cli failed ({rc}): {err[-2000:]}")
    steps = _STEP.findall(err)
    total = _TOTAL.search(err)
    if not steps or not total:
        raise RuntimeError(f"cannot parse llama-diffusion-cli's log: {err[-2000:]}")
    passes = max(int(s[4]) for s in steps) + 1
    mi, se, ms, us = (int(x) for x in steps[0][:4])
    first_step_s = mi * 60 + se + ms / 1e3 + us / 1e6
    total_s = float(total.group(1)) / 1000
    text = out.strip()
    return {"ms_per_step": 1000 * total_s / passes, "forward_passes": passes,
            "total_s": total_s, "wall_s": wall, "startup_s": first_step_s,
            "startup_wall_minus_total_s": wall - total_s,
            "tokens_per_s": GEN / total_s, "peak_rss_mib": rss / 2**20, "text": text[:200]}


def stats(xs: list[float]) -> dict:
    return {"median": statistics.median(xs), "min": min(xs), "max": max(xs), "samples": xs}


def run_workload(w: Workload, exe: Path, threads: int, prompts: list[str], runs: int,
                 act_blocks: tuple[str, ...] = (DEFAULT_ACT_BLOCKS,)) -> dict:
    """The A B pairs of one workload; with several ``act_blocks`` (--act-blocks 256/32 32), each
    run of ours is one artifact per value, run back to back before llama.cpp's (A A' B): the
    first value's is the pair's `dllmc`, the others' go to `dllmc_act_blocks`."""
    gguf = workload_gguf(w)
    early = []
    for ab in act_blocks[1:]:  # untimed: fills the compile cache
        run_ours(gguf, prompts[0], threads, early_stop=True, act_blocks=ab)
    for p in prompts:  # untimed: fills the compile cache; what early stop saves
        r = run_ours(gguf, p, threads, early_stop=True, act_blocks=act_blocks[0])
        early.append({k: r[k] for k in ("steps_run", "stop_reason", "loop_s", "ms_per_step",
                                        "tokens")})
        print(f"{w.name} early stop: {r['steps_run']}/{STEPS} steps, {r['loop_s']:.1f} s",
              flush=True)
    pairs = []
    for p in prompts:
        for i in range(runs):
            a = run_ours(gguf, p, threads, early_stop=False, act_blocks=act_blocks[0])
            others = {str(ab): run_ours(gguf, p, threads, early_stop=False, act_blocks=ab)
                      for ab in act_blocks[1:]}
            b = run_llama(exe, gguf, p, threads, a["prompt_tokens"] + GEN)
            pairs.append({"prompt": p, "run": i, "canvas": a["prompt_tokens"] + GEN,
                          "dllmc": a, "llamacpp": b, "ratio": a["ms_per_step"] / b["ms_per_step"],
                          "dllmc_act_blocks": others,
                          "ratio_act_blocks": {k: o["ms_per_step"] / b["ms_per_step"]
                                               for k, o in others.items()}})
            print(f"{w.name} [{prompts.index(p)}.{i}] ours {a['ms_per_step']:8.1f} ms/step "
                  f"(startup {a['startup_s']:.2f} s, {a['peak_rss_mib']:.0f} MiB)  llama.cpp "
                  f"{b['ms_per_step']:8.1f} ms/step (startup {b['startup_s']:.2f} s, "
                  f"{b['peak_rss_mib']:.0f} MiB)  ratio {pairs[-1]['ratio']:.2f}", flush=True)
    col = lambda side, k: [q[side][k] for q in pairs]  # noqa: E731
    no_early_loop = statistics.median(col("dllmc", "loop_s"))
    by_blocks = {str(ab): {
        "ms_per_step": stats([q["dllmc_act_blocks"][str(ab)]["ms_per_step"] for q in pairs]),
        "ratio_by_run": [q["ratio_act_blocks"][str(ab)] for q in pairs],
        "ratio_median": statistics.median(q["ratio_act_blocks"][str(ab)] for q in pairs),
        "same_text_as_first": sum(q["dllmc_act_blocks"][str(ab)]["text"] == q["dllmc"]["text"]
                                     for q in pairs),
    } for ab in act_blocks[1:]}
    return {
        "workload": w.name, "note": w.note, "gguf": gguf.name,
        "act_blocks": act_blocks[0], "other_act_blocks": by_blocks,
        "gguf_mib": gguf.stat().st_size / 2**20,
        "canvases": sorted({q["canvas"] for q in pairs}),
        "dllmc": {k: stats(col("dllmc", k)) for k in
                  ("ms_per_step", "tokens_per_s", "startup_s", "peak_rss_mib")},
        "llamacpp": {k: stats(col("llamacpp", k)) for k in
                     ("ms_per_step", "tokens_per_s", "startup_s", "peak_rss_mib")},
        "ratio_by_run": [q["ratio"] for q in pairs],
        "ratio_median": statistics.median(q["ratio"] for q in pairs),
        "early_stop": {"runs": early,
                       "steps_run_median": statistics.median(e["steps_run"] for e in early),
                       "loop_s_median": statistics.median(e["loop_s"] for e in early),
                       "loop_s_no_early_stop_median": no_early_loop},
        "pairs": pairs,
    }


def versions(exe: Path) -> dict:
    import dllmc

    v = {"python": platform.python_version(), "dllmc": getattr(dllmc, "__version__", None)}
    try:
        v["dllmc_commit"] = subprocess.run(
            ["git", "rev-parse", "HEAD"], capture_output=True, text=True,
            cwd=Path(__file__).resolve().parent, timeout=10).stdout.strip() or None
    except OSError:
        v["dllmc_commit"] = None
    res = subprocess.run([str(exe), "--version"], capture_output=True, text=True, timeout=60)
    v["llamacpp"] = (res.stdout + res.stderr).strip().splitlines()[-2:]
    v["llamacpp_source"] = "llama-cpp-python 0.3.36 sdist (vendor/llama.cpp)"
    cc = shutil.which("cc")
    v["cc"] = subprocess.run([cc, "--version"], capture_output=True, text=True).stdout.split(
        "\n")[0] if cc else None
    return v


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--workloads", nargs="*", default=[w.name for w in WORKLOADS])
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--prompts", type=int, default=3)
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--quick", action="store_true", help="1 prompt x 2 runs")
    ap.add_argument("--append", action="store_true",
                    help="add the rows to --out (or today's file) instead of replacing it")
    ap.add_argument("--act-blocks", nargs="+", default=[DEFAULT_ACT_BLOCKS],
                    choices=ACT_BLOCKS, help="dllmc's --act-blocks; several: each is timed in "
                    "every pair (the first is the table's dllmc column)")
    ap.add_argument("--out", type=Path)
    args = ap.parse_args()
    n_prompts, runs = (1, 2) if args.quick else (args.prompts, args.runs)
    if args.quick and "--runs" in sys.argv:
        runs = args.runs
    exe = ensure_llamacpp().diffusion_cli
    date = dt.date.today().isoformat()
    out = args.out or RESULTS / f"{date}-e2e.json"
    load0 = os.getloadavg()[0]
    t0 = time.perf_counter()
    rows = [run_workload(w, exe, args.threads, list(PROMPTS[:n_prompts]), runs,
                         tuple(args.act_blocks))
            for w in WORKLOADS if w.name in args.workloads]
    result = {
        "what": "end to end: dllmc run vs llama-diffusion-cli (same GGUF, threads, canvas = "
                "prompt + 128, 32 steps, Dream timestep schedule eps 0.001, one block, greedy, "
                "chat template), interleaved A B per run",
        "command": "python -m dllmc.bench.bench_e2e " + " ".join(sys.argv[1:]),
        "date": date, "quick": args.quick, "threads": args.threads, "prompts": n_prompts,
        "runs": runs, "gen_length": GEN, "steps": STEPS, "eps": EPS,
        "machine": machine() | {"threads": args.threads},
        "versions": versions(exe),
        "ours_command": "dllmc run GGUF PROMPT --json --quiet --threads T --gen-length 128 "
                        "--steps 32 --block-length 128 --alg maskgit_plus --temperature 0 "
                        "--act-blocks N --no-early-stop",
        "llamacpp_command": f"llama-diffusion-cli -m GGUF -p PROMPT -t T -ub CANVAS "
                            f"--diffusion-steps {STEPS} --diffusion-eps {EPS} --seed 42 --top-k 1",
        "load_average": [load0, os.getloadavg()[0]],
        "seconds": time.perf_counter() - t0,
        "rows": rows,
    }
    if args.append and out.is_file():
        old = json.loads(out.read_text())
        names = {r["workload"] for r in rows}
        result["rows"] = [r for r in old["rows"] if r["workload"] not in names] + rows
        result["load_average"] = [old["load_average"][0], result["load_average"][1]]
        result["seconds"] += old.get("seconds", 0.0)
        result["command"] = old["command"] + "; " + result["command"]
        result["quick"] = old.get("quick", False) or args.quick
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(result, indent=2) + "\n")
    for r in rows:
        print(f"{r['workload']:26} ours {r['dllmc']['ms_per_step']['median']:8.1f} ms/step  "
              f"llama.cpp {r['llamacpp']['ms_per_step']['median']:8.1f}  ratio "
              f"{r['ratio_median']:.2f}"
              + "".join(f"; act-blocks {ab}: {o['ms_per_step']['median']:.1f} ms/step, ratio "
                        f"{o['ratio_median']:.2f}" for ab, o in r["other_act_blocks"].items()))
    print(f"wrote {out}")


if __name__ == "__main__":
    main()
