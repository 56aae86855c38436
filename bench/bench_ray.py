"""`dllmc serve --ray`: aggregate tokens/s of 1 against 2 replicas (1 thread each) under the
same concurrent clients, in one run.

    python -m dllmc.bench.bench_ray [--clients 4] [--requests 4] [--tokens 64] [--steps 16]
                                    [--out bench/results/DATE-ray.json]

SmolLM2-135M as LLaDA (real weights), `dllmc serve --ray --replicas R --threads-per-replica 1
--slots clients` on a local Ray instance, R = 1 then 2; ``clients`` threads each send
``requests`` chat requests one after another (distinct prompts, temperature 0) through the
one endpoint. Recorded per R: answer tokens per second over the wall time, p50/p95 latency,
how many requests each replica served (``X-Dllmc-Replica``), every request completed, and the
answers equal across R (temperature 0). Loopback only, bounded in count and time. Run on a
quiet machine: on 2 cores, 2 one-thread replicas use both.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import os
import subprocess
import sys
import threading
import time
from collections import Counter
from pathlib import Path

from dllmc.bench.bench_kernels import machine
from dllmc.bench.bench_serve import PROMPTS, TIMEOUT_S, _ask, _phase
from dllmc.bench.live_server import start, stop

RESULTS = Path(__file__).resolve().parent / "results"
MODEL = "smollm2-135m-llada"


def _start(gguf: Path, replicas: int, slots: int, log: Path) -> tuple[subprocess.Popen, str]:
    return start(["--ray", "--replicas", str(replicas), "--threads-per-replica", "1", "-m",
                  str(gguf), "--slots", str(slots), "--name", "bench"], log, timeout=900,
                 group=True)


def run_replicas(gguf: Path, replicas: int, clients: int, requests: int, tokens: int,
                 steps: int) -> dict:
    log = Path(f"/tmp/dllmc-bench-ray-{os.getpid()}-{replicas}.log")
    proc, base = _start(gguf, replicas, clients, log)
    try:
        for i in range(2 * replicas):  # warm-up, each replica
            _ask(base, PROMPTS[i % len(PROMPTS)], 8, 8)
        results: list[dict] = []
        lock = threading.Lock()

        def client(c: int) -> None:
            for k in range(requests):
                r = _ask(base, PROMPTS[(c * requests + k) % len(PROMPTS)] + f" ({c}.{k})",
                         tokens, steps)
                r["key"] = (c, k)
                with lock:
                    results.append(r)

        threads = [threading.Thread(target=client, args=(c,)) for c in range(clients)]
        t0 = time.perf_counter()
        for t in threads:
            t.start()
        for t in threads:
            t.join(TIMEOUT_S)
        wall = time.perf_counter() - t0
    finally:
        stop(proc, timeout=90, group=True)
    row = {"replicas": replicas, **_phase(results, wall),
           "per_replica": dict(Counter(r["replica"] for r in results)),
           "all_completed": len(results) == clients * requests and all(
               r["status"] == 200 for r in results),
           "answers": {f"{c}.{k}": r["text"] for r in results for c, k in [r["key"]]}}
    print(f"{replicas} replica(s): {row['tokens_per_s']:.1f} tok/s, p50 "
          f"{row['latency_p50_s']:.2f} s, p95 {row['latency_p95_s']:.2f} s, served "
          f"{row['per_replica']}, completed {row['all_completed']}", flush=True)
    return row


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--clients", type=int, default=4)
    ap.add_argument("--requests", type=int, default=4)
    ap.add_argument("--tokens", type=int, default=64)
    ap.add_argument("--steps", type=int, default=16)
    ap.add_argument("--out", type=Path, default=RESULTS / f"{dt.date.today().isoformat()}-ray.json")
    a = ap.parse_args()
    from dllmc.bench.real_models import real_model

    gguf = real_model(MODEL)
    result: dict = {"what": "dllmc serve --ray: 1 vs 2 replicas (bench/bench_ray.py)",
                    "command": " ".join(["python -m dllmc.bench.bench_ray", *sys.argv[1:]]),
                    "machine": machine(), "model": MODEL, "clients": a.clients,
                    "requests_per_client": a.requests, "tokens": a.tokens, "steps": a.steps,
                    "date": dt.datetime.now().isoformat(timespec="seconds"),
                    "load_average_start": os.getloadavg()[0]}
    rows = [run_replicas(gguf, r, a.clients, a.requests, a.tokens, a.steps) for r in (1, 2)]
    same = rows[0]["answers"] == rows[1]["answers"]
    for r in rows:
        r.pop("answers")
    result.update(rows=rows, answers_equal_across_replicas=same,
                  speedup=rows[1]["tokens_per_s"] / rows[0]["tokens_per_s"],
                  load_average_end=os.getloadavg()[0])
    print(f"2 replicas / 1: {result['speedup']:.2f}x; answers equal {same}")
    a.out.parent.mkdir(parents=True, exist_ok=True)
    a.out.write_text(json.dumps(result, indent=1) + "\n")
    print(f"wrote {a.out}")


if __name__ == "__main__":
    main()
