"""`dllmc serve` under load, on loopback: concurrent clients against the same requests run one
after another.

    python -m dllmc.bench.bench_serve [--workloads NAME ...] [--clients 1 2 4 8]
                                      [--tokens 64] [--threads 2] [--trees LABEL=DIR ...]
                                      [--out bench/results/DATE-serve.json]

For each workload (the 1.5B as Dream and SmolLM2-135M as LLaDA at 16 steps, and the causal
Qwen2.5-Coder-0.5B decoding one token a step; real weights, compiled and cached as `dllmc
serve` does it; and the converter-written LLaDA2.0-mini-width file's block diffusion) one live server process (`--slots` = the most clients,
`--threads`), and for each client count N: N distinct chat prompts, 64 new tokens each,
temperature 0, sent first one after another (each alone: the solo answers and latencies),
then all at once from N threads (continuous batching). Recorded: aggregate answer tokens
per second of each phase (answer tokens / its wall time), p50 and p95 request latency,
whether every concurrent answer equals its solo one, and whether every request completed
(status 200). Bounded: at most max(clients) requests in flight, 127.0.0.1 only, a timeout
per request. Every figure names the CPU; run on a quiet machine.

Each concurrent phase also reads the server's ``/metrics`` before and after it: the batched
forward calls, their seconds, and the engine's time outside them per call (``host_ms``:
sampling, committing, streaming and, before the one-thread engine, the wait for every
request's thread to ask for its pass).

``--trees LABEL=DIR ...`` compares checkouts of dllmc in one run (before and after a change:
``git worktree add /tmp/before <rev>``): one server per tree and workload, the levels
interleaved tree by tree, each server importing dllmc from its tree (a package folder of
links to the tree's parts, first on ``PYTHONPATH``).  The default is this tree alone.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import os
import statistics
import subprocess
import sys
import threading
import time
import urllib.request
from pathlib import Path

from dllmc.bench.bench_kernels import machine
from dllmc.bench.live_server import start

RESULTS = Path(__file__).resolve().parent / "results"
# workload -> (real model, steps: None = the model's default)
WORKLOADS = {"qwen2.5-coder-1.5b-dream": ("qwen2.5-coder-1.5b-dream", 16),
             "smollm2-135m-llada": ("smollm2-135m-llada", 16),
             # causal decoding: one row per sequence a step, where one batched call reads
             # the weights once for all
             "qwen2.5-coder-0.5b (causal)": ("qwen2.5-coder-0.5b", None),
             # block diffusion (LLaDA2.0-mini's widths, converter-written: random weights, one
             # token a step): a step's 32 rows per sequence, batched across sequences
             "llada2-mini-wide (block)": ("llada2-mini-wide", None)}
PROMPTS = [
    "Write a Python function that reverses a string.",
    "What is the capital of France? Answer in one sentence.",
    "List three prime numbers greater than 100.",
    "Explain what a hash map is in two sentences.",
    "Write a haiku about compilers.",
    "Give a SQL query that counts the rows of a table named users.",
    "What does HTTP status 429 mean?",
    "Name two sorting algorithms and their time complexity.",
]
TIMEOUT_S = 600


# the tree's folders that are parts of the package `dllmc` (pyproject.toml's package-dir)
PARTS = ("compiler", "targets", "templates", "runtime", "tests", "bench")


def tree_env(tree: Path, work: Path) -> dict[str, str]:
    """The environment of a server that imports dllmc from the checkout ``tree``: a package
    folder under ``work`` whose parts link to the tree's, first on PYTHONPATH (ahead of this
    environment's editable install)."""
    pkg = work / "dllmc"
    pkg.mkdir(parents=True, exist_ok=True)
    for name in ("__init__.py", "__main__.py"):
        (pkg / name).unlink(missing_ok=True)
        (pkg / name).symlink_to(tree / "compiler" / "_root" / name)
    for part in PARTS:
        (pkg / part).unlink(missing_ok=True)
        (pkg / part).symlink_to(tree / part, target_is_directory=True)
    return {**os.environ, "PYTHONPATH": str(work)}


def _start(gguf: Path, slots: int, threads: int, log: Path,
           env: dict[str, str] | None) -> tuple[subprocess.Popen, str]:
    return start(["-m", str(gguf), "--slots", str(slots), "--queue", "0", "--threads",
                  str(threads), "--name", "bench"], log,
                 timeout=1800, env=env)  # a first run compiles the model


def _metrics(base: str) -> dict[str, float]:
    with urllib.request.urlopen(base + "/metrics", timeout=30) as r:
        text = r.read().decode()
    return {k.removeprefix("dllmc_"): float(v) for k, v in
            (line.split() for line in text.splitlines() if line and not line.startswith("#"))}


def _ask(base: str, prompt: str, tokens: int, steps: int | None) -> dict:
    """One chat completion: status, latency, text, completion tokens and the replica that
    answered (``X-Dllmc-Replica``, under ``serve --ray``)."""
    fields = {"model": "bench", "messages": [{"role": "user", "content": prompt}],
              "max_tokens": tokens, "temperature": 0}
    if steps is not None:
        fields["steps"] = steps
    body = json.dumps(fields).encode()
    req = urllib.request.Request(base + "/v1/chat/completions", data=body, method="POST",
                                 headers={"Content-Type": "application/json"})
    t0 = time.perf_counter()
    try:
        with urllib.request.urlopen(req, timeout=TIMEOUT_S) as r:
            out = json.loads(r.read())
            status, replica = r.status, r.headers.get("X-Dllmc-Replica")
    except urllib.error.HTTPError as e:
        return {"status": e.code, "latency_s": time.perf_counter() - t0, "text": None,
                "tokens": 0, "replica": None}
    return {"status": status, "latency_s": time.perf_counter() - t0,
            "text": out["choices"][0]["message"]["content"],
            "tokens": out["usage"]["completion_tokens"], "replica": replica}


def _phase(results: list[dict], wall: float) -> dict:
    lat = sorted(r["latency_s"] for r in results)
    p95 = lat[min(len(lat) - 1, round(0.95 * (len(lat) - 1)))]
    return {"wall_s": wall, "tokens": sum(r["tokens"] for r in results),
            "tokens_per_s": sum(r["tokens"] for r in results) / wall,
            "latency_p50_s": statistics.median(lat), "latency_p95_s": p95,
            "completed": sum(r["status"] == 200 for r in results)}


def run_level(base: str, n: int, tokens: int, steps: int | None) -> dict:
    prompts = PROMPTS[:n]
    t0 = time.perf_counter()
    solo = [_ask(base, p, tokens, steps) for p in prompts]
    solo_wall = time.perf_counter() - t0
    together: list[dict | None] = [None] * n

    def client(i: int) -> None:
        together[i] = _ask(base, prompts[i], tokens, steps)

    threads = [threading.Thread(target=client, args=(i,)) for i in range(n)]
    before = _metrics(base)
    t0 = time.perf_counter()
    for t in threads:
        t.start()
    for t in threads:
        t.join(TIMEOUT_S)
    wall = time.perf_counter() - t0
    after = _metrics(base)
    calls = after["forward_passes_total"] - before["forward_passes_total"]
    forward_s = after["forward_seconds_total"] - before["forward_seconds_total"]
    batched = [r for r in together if r is not None]
    row = {"clients": n, "sequential": _phase(solo, solo_wall),
           "concurrent": {**_phase(batched, wall), "forward_calls": calls,
                          "forward_s": forward_s,
                          "host_ms_per_call": 1000 * (wall - forward_s) / max(calls, 1)},
           "identical_to_solo": len(batched) == n and all(
               a["text"] == b["text"] for a, b in zip(solo, batched, strict=True)),
           "all_completed": len(batched) == n and all(
               r["status"] == 200 for r in solo + batched)}
    row["throughput_gain"] = (row["concurrent"]["tokens_per_s"]
                              / row["sequential"]["tokens_per_s"])
    print(f"  {n} clients: {row['concurrent']['tokens_per_s']:.1f} tok/s together vs "
          f"{row['sequential']['tokens_per_s']:.1f} one by one ({row['throughput_gain']:.2f}x), "
          f"p50 {row['concurrent']['latency_p50_s']:.1f} s, p95 "
          f"{row['concurrent']['latency_p95_s']:.1f} s, host "
          f"{row['concurrent']['host_ms_per_call']:.1f} ms/call, identical {row['identical_to_solo']}, "
          f"completed {row['all_completed']}", flush=True)
    return row


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--workloads", nargs="+", default=list(WORKLOADS))
    ap.add_argument("--clients", nargs="+", type=int, default=[1, 2, 4, 8])
    ap.add_argument("--tokens", type=int, default=64)
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--trees", nargs="+", default=[], metavar="LABEL=DIR",
                    help="checkouts of dllmc to compare, interleaved (default: this one)")
    ap.add_argument("--out", type=Path,
                    default=RESULTS / f"{dt.date.today().isoformat()}-serve.json")
    a = ap.parse_args()
    if max(a.clients) > len(PROMPTS) or min(a.clients) < 1:
        ap.error(f"--clients between 1 and {len(PROMPTS)}")
    from dllmc.bench.converted_models import ALL_NAMES as CONVERTED
    from dllmc.bench.converted_models import converted_model
    from dllmc.bench.real_models import real_model

    result: dict = {"what": "dllmc serve under load on loopback (bench/bench_serve.py)",
                    "command": " ".join(["python -m dllmc.bench.bench_serve", *sys.argv[1:]]),
                    "machine": machine(), "threads": a.threads, "tokens": a.tokens,
                    "date": dt.datetime.now().isoformat(timespec="seconds"),
                    "load_average_start": os.getloadavg()[0], "rows": []}
    unknown = [n for n in a.workloads if n not in WORKLOADS]
    if unknown:
        ap.error(f"unknown workload {unknown[0]!r}; known: {', '.join(WORKLOADS)}")
    trees: list[tuple[str, Path | None]] = [("this tree", None)]
    if a.trees:
        try:
            trees = [(label, Path(d).resolve()) for label, d in
                     (t.split("=", 1) for t in a.trees)]
        except ValueError:
            ap.error("--trees takes LABEL=DIR pairs")
    result["trees"] = {label: str(d) if d else None for label, d in trees}
    for name in a.workloads:
        model, steps = WORKLOADS[name]
        gguf = converted_model(model) if model in CONVERTED else real_model(model)
        servers = []
        try:
            for i, (label, tree) in enumerate(trees):
                env = None if tree is None else tree_env(
                    tree, Path(f"/tmp/dllmc-bench-serve-{os.getpid()}-tree{i}"))
                log = Path(f"/tmp/dllmc-bench-serve-{os.getpid()}-{model}-{i}.log")
                proc, base = _start(gguf, max(a.clients), a.threads, log, env)
                servers.append((label, proc, base))
                print(f"{name} ({label}): serving at {base}", flush=True)
                _ask(base, PROMPTS[0], a.tokens, steps)  # warm-up
            levels: dict[str, list] = {label: [] for label, _, _ in servers}
            for n in a.clients:
                for label, _, base in servers:
                    print(f"  [{label}]", end="", flush=True)
                    levels[label].append(run_level(base, n, a.tokens, steps))
        finally:
            for _, proc, _ in servers:
                proc.terminate()
                proc.wait(timeout=60)
        for label, rows in levels.items():
            result["rows"].append({"workload": name, "tree": label, "steps": steps,
                                   "slots": max(a.clients), "levels": rows})
    result["load_average_end"] = os.getloadavg()[0]
    a.out.parent.mkdir(parents=True, exist_ok=True)
    a.out.write_text(json.dumps(result, indent=1) + "\n")
    print(f"wrote {a.out}")


if __name__ == "__main__":
    main()
