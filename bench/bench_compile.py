"""How long `dllmc compile` takes at real model widths, cold and with the object cache warm.

    python -m dllmc.bench.bench_compile [--layers 2] [--out bench/results/DATE-compile.json]

Writes 2-layer factory models at LLaDA-8B and Dream-7B widths (Q4_K_M mix; the kernels of a
2-layer and a 32-layer model are the same set, only the plan is longer), compiles each into
an empty object cache (cold: every kernel built) and again (warm: all cached), and records
the time per stage.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import os
import platform
import tempfile
import time
from dataclasses import replace
from pathlib import Path

from dllmc.compiler.pipeline import compile_model
from dllmc.tests.factory import DREAM_7B, LLADA_8B, write_model

RESULTS = Path(__file__).resolve().parent / "results"


def measure(name: str, config, layers: int, tmp: Path) -> dict:
    gguf = write_model(tmp / f"{name}.gguf", replace(config, n_layer=layers), types="Q4_K_M")
    row: dict = {"model": name, "layers": layers}
    os.environ["DLLMC_CACHE"] = str(tmp / "cache")
    for run in ("cold", "warm"):
        t0 = time.perf_counter()
        c = compile_model(gguf, tmp / f"{name}.so", max_canvas=512)
        row[run] = {
            "seconds": time.perf_counter() - t0,
            "stages": c.seconds,
            "kernels": len(c.plan.kernels),
            "built": c.objects_built,
            "cached": c.objects_cached,
            "target": c.plan.target.name,
        }
    return row


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--layers", type=int, default=2)
    ap.add_argument("--out", type=Path)
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as d:
        rows = [measure(n, c, args.layers, Path(d))
                for n, c in (("llada-8b-width", LLADA_8B), ("dream-7b-width", DREAM_7B))]
    result = {
        "what": "dllmc compile time at LLaDA-8B / Dream-7B widths (Q4_K_M), cold and cached",
        "command": "python -m dllmc.bench.bench_compile",
        "date": dt.date.today().isoformat(),
        "machine": {"cpu": platform.processor() or platform.machine(), "cores": os.cpu_count()},
        "rows": rows,
    }
    out = args.out or RESULTS / f"{result['date']}-compile.json"
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(result, indent=2) + "\n")
    print(json.dumps(result, indent=2))


if __name__ == "__main__":
    main()
