"""Compiled logits vs llama.cpp and vs the NumPy reference on real models.

    python -m dllmc.bench.compare_logits [--models NAME ...] [--out bench/results/...json]

For each model: compile it (host target), run one forward pass over a canvas of 40 prompt
tokens + 24 masks, and compare every row with llama.cpp (bench/llamacpp.py, bidirectional as
llama-diffusion-cli runs it) and with tests/reference.py.  Writes one JSON file.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import platform
import tempfile
import time
from pathlib import Path

import numpy as np

from dllmc.bench.llamacpp import describe, llama_logits
from dllmc.bench.real_models import real_model
from dllmc.compiler.base.reader import read_gguf
from dllmc.compiler.pipeline import compile_model
from dllmc.runtime.executor.loader import Artifact
from dllmc.tests.reference import reference_logits

MODELS = ("smollm2-135m-llada", "qwen2.5-coder-0.5b-dream", "qwen2.5-coder-1.5b-dream")
RESULTS = Path(__file__).resolve().parent / "results"


def canvas(path: Path, prompt: int = 40, masks: int = 24, seed: int = 11) -> list[int]:
    """`prompt` random token ids (100 up to the vocabulary or 30000) then `masks` mask ids."""
    spec = read_gguf(path)
    rng = np.random.default_rng(seed)
    ids = rng.integers(100, min(spec.hparams.n_vocab, 30000), prompt).tolist()
    return [int(t) for t in ids] + [spec.tokenizer.mask_id] * masks


def row_errors(ours: np.ndarray, other: np.ndarray) -> np.ndarray:
    """Per row: max |ours - other| / (max - min of other's row)."""
    span = other.max(axis=1) - other.min(axis=1)
    return np.abs(ours.astype(np.float64) - other).max(axis=1) / span


def metrics(ours: np.ndarray, other: np.ndarray, prompt: int = 40) -> dict[str, float]:
    rel = row_errors(ours, other)
    top1 = ours.argmax(1) == other.argmax(1)
    return {
        "rel_max": float(rel.max()),
        "rel_median": float(np.median(rel)),
        "prompt_rel_max": float(rel[:prompt].max()),
        "mask_rel_max": float(rel[prompt:].max()),
        "top1": float(top1.mean()),
        "prompt_top1": float(top1[:prompt].mean()),
    }


def run(names: list[str], threads: int) -> dict:
    rows = []
    for name in names:
        gguf = real_model(name)
        ids = canvas(gguf)
        with tempfile.TemporaryDirectory() as tmp:
            t0 = time.perf_counter()
            compiled = compile_model(gguf, Path(tmp) / "m.so", max_canvas=len(ids))
            t1 = time.perf_counter()
            with Artifact(compiled.output).open(gguf, threads) as model:
                t2 = time.perf_counter()
                ours = model.forward(ids)
                t3 = time.perf_counter()
        llama = llama_logits(gguf, ids, causal=False, threads=threads)
        ref = reference_logits(gguf, ids)
        rows.append({
            "model": name,
            "canvas": len(ids),
            "target": compiled.plan.target.name,
            "vs_llamacpp": metrics(ours, llama),
            "vs_reference": metrics(ours, ref),
            "reference_vs_llamacpp": metrics(ref, llama),
            "compile_s": t1 - t0,
            "load_s": t2 - t1,
            "forward_s": t3 - t2,
        })
        print(json.dumps(rows[-1]))
    return {
        "what": "compiled logits vs llama.cpp and the NumPy reference",
        "command": "python -m dllmc.bench.compare_logits",
        "date": dt.date.today().isoformat(),
        "machine": {"cpu": platform.processor() or platform.machine(), "threads": threads,
                    "llamacpp": describe()},
        "rows": rows,
    }


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--models", nargs="*", default=list(MODELS))
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--out", type=Path)
    args = ap.parse_args()
    result = run(args.models, args.threads)
    out = args.out or RESULTS / f"{result['date']}-logits.json"
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(result, indent=2) + "\n")
    print(f"wrote {out}")


if __name__ == "__main__":
    main()
