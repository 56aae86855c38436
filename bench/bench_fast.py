"""Fast-dLLM's approximate decoding against exact decoding: what the caches and the threshold
cost and save, in one run.

    python -m dllmc.bench.bench_fast [--workloads NAME ...] [--threads 2] [--threshold 0.9]
                                     [--llama-passes 16] [--out bench/results/DATE-fast.json]

On the 1.5B-as-Dream and the LLaDA-8B-width workloads (``bench_kernels.WORKLOADS``; a
39/40-token prompt), 128 new tokens in blocks of 32, 128 steps, temperature 0, early stop off
(every mode generates the whole canvas), 2 threads, the generation loop run in process
(``runtime/decoding/generate.py``, as ``dllmc run`` runs it), one mode after another:

* ``exact``: one full-canvas forward per step, one token a step (the default);
* ``prefix`` / ``dual``: ``--cache prefix|dual`` with the exact schedule;
* ``threshold``: ``--threshold 0.9`` (Dream: with the prefix cache, as its block-wise
  reference always runs; LLaDA: full forwards);
* ``threshold+dual``.

Per mode: forward passes, rows computed, the loop's seconds, ms per forward pass (the
median over the steps that ran one, and separately over the block-start full forwards and
the cached steps), and how many of the 128 tokens equal exact decoding's.  The cached step's
cost is its median against exact decoding's median full step.  The forward passes under a
threshold depend on how confident the model is; these stand-ins are not trained diffusion
models (the 1.5B is a causal coder relabeled, the 8B-width model has random weights, so its
confidences never reach 0.9), so those counts say nothing about a real LLaDA or Dream.

The peer: llama.cpp's ``llama-diffusion-cli`` has no cache and no threshold; its ms per
full-canvas forward pass on the same GGUF, canvas and threads (``--llama-passes`` steps of one
block) is recorded beside our exact step.  Every figure names the CPU.  Run on a quiet
machine.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import os
import statistics
import sys
import tempfile
from pathlib import Path

import numpy as np

from dllmc.bench.bench_kernels import WORKLOADS, machine, workload_gguf
from dllmc.compiler.pipeline import compile_model
from dllmc.runtime.decoding.generate import GenerateOptions, StepEvent, generate
from dllmc.runtime.executor.loader import Artifact

RESULTS = Path(__file__).resolve().parent / "results"
GEN, BLOCK, STEPS = 128, 32, 128
MAX_CANVAS = 256  # the prompt + 128
PROMPT = "Write a Python function that checks whether a number is prime, with a docstring."
NAMES = ("qwen2.5-coder-1.5b-dream", "llada-8b-width-4l-q4km")


def modes(family: str, threshold: float) -> dict[str, dict]:
    thr_cache = "prefix" if family == "dream" else "none"
    return {"exact": {}, "prefix": dict(cache="prefix"), "dual": dict(cache="dual"),
            "threshold": dict(threshold=threshold, cache=thr_cache),
            "threshold+dual": dict(threshold=threshold, cache="dual")}


def _prompt(gguf: Path, n_vocab: int) -> tuple[object | None, list[int]]:
    """The chat prompt's ids where the GGUF has a real vocabulary; else 40 fixed ids."""
    from dllmc.runtime.text.chat import chat_ids, conversation
    from dllmc.runtime.text.tokenizer import Tokenizer

    try:
        tok = Tokenizer.from_gguf(gguf)
        return tok, chat_ids(tok, conversation(PROMPT))
    except Exception:  # the factory model: no usable tokenizer
        ids = np.random.default_rng(7).integers(100, min(n_vocab, 30000), 40)
        return None, [int(i) for i in ids]


def _med(xs: list[float]) -> float | None:
    return statistics.median(xs) if xs else None


def run_workload(w, tmp: Path, threads: int, threshold: float, llama_passes: int) -> dict:
    gguf = workload_gguf(w)
    so = tmp / f"{w.name}.so"
    compile_model(gguf, so, max_canvas=MAX_CANVAS)
    out: dict = {"workload": w.name, "note": w.note, "modes": {}}
    with Artifact(so).open(gguf, threads=threads, slots=1) as m:
        tok, ids = _prompt(gguf, m.artifact.info.n_vocab)
        family = "dream" if m.spec.arch.name == "dream" else "llada"
        out.update(prompt_tokens=len(ids), canvas=len(ids) + GEN, family=family)
        exact_canvas: list[int] | None = None
        for name, kw in modes(family, threshold).items():
            o = GenerateOptions.for_model(m.spec, gen_length=GEN, steps=STEPS,
                                          block_length=BLOCK, temperature=0.0,
                                          early_stop=False, **kw)
            events: list[StepEvent] = []
            r = generate(m, tok, ids, o, on_step=events.append)
            # with a cache, a block's first forward is of the whole canvas, the rest cached
            cache, blocks = kw.get("cache", "none"), set()
            full, cached = [], []
            for e in (e for e in events if e.forward):
                first = e.block not in blocks
                blocks.add(e.block)
                (full if cache == "none" or first else cached).append(e.ms)
            if exact_canvas is None:
                exact_canvas = r.canvas
            same = sum(a == b for a, b in zip(r.canvas, exact_canvas, strict=True))
            row = {"options": kw, "forward_passes": r.forward_passes,
                   "rows_computed": r.rows_computed, "seconds": r.seconds,
                   "ms_per_forward": _med([e.ms for e in events if e.forward]),
                   "full_forward_ms": _med(full), "cached_forward_ms": _med(cached),
                   "tokens_equal_to_exact": same, "tokens_per_s": GEN / r.seconds}
            out["modes"][name] = row
            print(f"{w.name} {name}: {r.forward_passes} forwards, {r.rows_computed} rows, "
                  f"{r.seconds:.1f} s, full {row['full_forward_ms']} ms, cached "
                  f"{row['cached_forward_ms']} ms, {same}/{GEN} as exact", flush=True)
    exact_ms = out["modes"]["exact"]["ms_per_forward"]
    for row in out["modes"].values():
        row["speedup_vs_exact"] = out["modes"]["exact"]["seconds"] / row["seconds"]
        c = row["cached_forward_ms"]
        row["cached_over_full_step"] = c / exact_ms if c is not None else None
    out["llamacpp"] = _llama(gguf, PROMPT if tok is not None else None, threads,
                             out["canvas"], llama_passes)
    if out["llamacpp"].get("ms_per_step"):
        out["exact_over_llamacpp_step"] = exact_ms / out["llamacpp"]["ms_per_step"]
    return out


def _llama(gguf: Path, prompt: str | None, threads: int, canvas: int, passes: int) -> dict:
    """llama-diffusion-cli's ms per full-canvas forward (one block, ``passes`` steps)."""
    if prompt is None:
        return {"skipped": "the factory model has no tokenizer to give llama.cpp a prompt"}
    from dllmc.bench import bench_e2e as e2e
    from dllmc.bench.llamacpp import ensure_llamacpp

    exe = ensure_llamacpp().diffusion_cli
    saved = e2e.STEPS
    e2e.STEPS = passes
    try:
        r = e2e.run_llama(exe, gguf, prompt, threads, canvas)
    except RuntimeError as err:
        return {"error": str(err)[:500]}
    finally:
        e2e.STEPS = saved
    return {k: r[k] for k in ("ms_per_step", "forward_passes", "total_s")}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--workloads", nargs="+", default=list(NAMES))
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--threshold", type=float, default=0.9)
    ap.add_argument("--llama-passes", type=int, default=16)
    ap.add_argument("--out", type=Path,
                    default=RESULTS / f"{dt.date.today().isoformat()}-fast.json")
    a = ap.parse_args()
    by_name = {w.name: w for w in WORKLOADS}
    unknown = [n for n in a.workloads if n not in by_name]
    if unknown:
        ap.error(f"unknown workload {unknown[0]!r}; known: {', '.join(by_name)}")
    result: dict = {"what": "Fast-dLLM's approximate decoding vs exact (bench/bench_fast.py)",
                    "command": " ".join(["python -m dllmc.bench.bench_fast", *sys.argv[1:]]),
                    "machine": machine(), "threads": a.threads, "threshold": a.threshold,
                    "gen_length": GEN, "block_length": BLOCK, "steps": STEPS,
                    "date": dt.datetime.now().isoformat(timespec="seconds"),
                    "load_average_start": os.getloadavg()[0], "rows": []}
    with tempfile.TemporaryDirectory(prefix="dllmc-fast-") as d:
        for n in a.workloads:
            result["rows"].append(run_workload(by_name[n], Path(d), a.threads, a.threshold,
                                               a.llama_passes))
    result["load_average_end"] = os.getloadavg()[0]
    a.out.parent.mkdir(parents=True, exist_ok=True)
    a.out.write_text(json.dumps(result, indent=1) + "\n")
    print(f"wrote {a.out}")


if __name__ == "__main__":
    main()
