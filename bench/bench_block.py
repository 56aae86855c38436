"""Block diffusion at LLaDA2.0-mini widths: dllmc's block steps against llama.cpp's
autoregressive decode of the same body.

The files are converter-written (bench/converted_models.py ``LLADA2_WIDE_NAMES``): LLaDA2.0-mini's
real config at its real widths on 3 layers (layer 0 dense, then 2 of experts): hidden 2048, 16
heads of 128 over 4 K/V heads rotating 64 dimensions, 256 experts of 512 (top 8 from 4 of 8
groups, sigmoid, selection bias, x 2.5) and a shared expert of 512, dense FFN 5120, the real
157,184-token vocabulary; Q4_K_M by ``llama-quantize``.  ``llada2-mini-wide`` is the
``bailingmoe2`` file relabeled (the tensors byte for byte), so dllmc and the pinned llama.cpp
(which has no llada2) read the same bytes.

- dllmc: ``generate`` of a 256-token answer after a 32-token prompt, LLaDA2.0's defaults
  (blocks of 32, threshold 0.95, 32 steps a block) at temperature 0; the random weights are
  never sure, so every step commits one token (the slowest case: 256 block steps).  Reported:
  the median block step (32 rows against the prefix) and the answer's tokens/s.
- llama.cpp: ``llama-bench -p 0 -n 64`` on the bailingmoe2 file: autoregressive decoding with
  its K/V cache, tokens/s.

Runs interleave (ours, theirs, ours, theirs ...); medians and the spread are written to
``bench/results/<date>-llada2_block.json`` with the CPU's name.

    python -m dllmc.bench.bench_block [--reps 2] [--threads N]
"""

from __future__ import annotations

import argparse
import datetime
import json
import os
import statistics
import subprocess
import tempfile
import time
from pathlib import Path

import numpy as np

from dllmc.bench.bench_kernels import machine
from dllmc.bench.converted_models import converted_model
from dllmc.bench.llamacpp import ensure_llamacpp

PROMPT, GEN, CANVAS = 32, 256, 320
NAMES = ("llada2-mini-wide", "llada2-mini-wide-bailingmoe2")  # dllmc's, llama.cpp's


def ours(so: Path, gguf: Path, threads: int) -> dict:
    from dllmc.runtime.decoding.generate import GenerateOptions, generate
    from dllmc.runtime.executor.loader import Artifact

    prompt = np.random.default_rng(1).integers(0, 150000, PROMPT).tolist()
    with Artifact(so).open(gguf, threads, slots=1) as m:
        o = GenerateOptions.for_model(m.spec, gen_length=GEN)
        t = time.perf_counter()
        r = generate(m, None, prompt, o)
        seconds = time.perf_counter() - t
    return {"seconds": seconds, "tokens_per_s": GEN / seconds,
            "step_ms_median": statistics.median(r.step_ms[1:]), "first_step_ms": r.step_ms[0],
            "forward_passes": r.forward_passes, "rows_computed": r.rows_computed,
            "blocks": r.blocks}


def theirs(exe: Path, gguf: Path, threads: int) -> dict:
    cmd = [str(exe), "-m", str(gguf), "-p", "0", "-n", "64", "-t", str(threads), "-r", "2",
           "-o", "json"]
    res = subprocess.run(cmd, capture_output=True, text=True, timeout=1800)
    if res.returncode != 0:
        raise RuntimeError(f"llama-bench failed ({res.returncode}): {res.stderr[-2000:]}")
    data = json.loads(res.stdout)[0]
    return {"tokens_per_s": data["avg_ts"], "command": " ".join(cmd[1:]),
            "build_commit": data.get("build_commit")}


def main(argv: list[str] | None = None) -> int:
    from dllmc.compiler.pipeline import compile_model

    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--reps", type=int, default=2)
    ap.add_argument("--threads", type=int, default=os.cpu_count() or 1)
    a = ap.parse_args(argv)
    llada2, bailing = (converted_model(n) for n in NAMES)
    so = Path(tempfile.mkdtemp()) / "llada2.so"  # compiled by this dllmc, every run
    compile_model(llada2, so, max_canvas=CANVAS)
    exe = ensure_llamacpp().bench
    runs: dict[str, list[dict]] = {"dllmc": [], "llama.cpp": []}
    for _ in range(a.reps):
        runs["dllmc"].append(ours(so, llada2, a.threads))
        runs["llama.cpp"].append(theirs(exe, bailing, a.threads))
    def stats(side: str, key: str) -> dict:
        v = [r[key] for r in runs[side]]
        return {"median": statistics.median(v), "min": min(v), "max": max(v)}

    step, theirs_ts = stats("dllmc", "step_ms_median"), stats("llama.cpp", "tokens_per_s")
    summary = {
        "block_step_ms": step,
        "first_step_ms": stats("dllmc", "first_step_ms"),
        "answer_tokens_per_s": stats("dllmc", "tokens_per_s"),
        "tokens_per_forward": GEN / statistics.median(r["forward_passes"] for r in runs["dllmc"]),
        "llamacpp_decode_tokens_per_s": theirs_ts,
        "ratio_tokens_per_s": stats("dllmc", "tokens_per_s")["median"] / theirs_ts["median"],
        # a block step costs this many of llama.cpp's decoded tokens: block decoding is the
        # faster one once a step commits more tokens than this
        "break_even_tokens_per_step": step["median"] * theirs_ts["median"] / 1000.0,
    }
    result = {"machine": machine(), "threads": a.threads, "files": list(NAMES),
        "prompt": PROMPT, "gen_length": GEN, "summary": summary, "runs": runs,
        "command": "python -m dllmc.bench.bench_block " + " ".join(argv or [])}
    out = Path(__file__).parent / "results" / f"{datetime.date.today()}-llada2_block.json"
    out.write_text(json.dumps(result, indent=1) + "\n")
    print(json.dumps(summary, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
