"""How far each quantized forward pass is from the float model, and which op puts it there.

    python -m dllmc.bench.accuracy [--models NAME ...] [--targets T ...] [--canvases 6]
                                   [--out bench/results/DATE-accuracy.json] [--merge]

The float model is the NumPy reference (tests/reference.py) on the GGUF's weights dequantized
exactly, every activation exact in float32: what llama.cpp computes on the file dequantized to
F32 (they agree to 2e-6 of a row's span, docs/correctness.md).  Against it, on diffusion
canvases of 40 prompt tokens + 24 masks (one per seed), each row group (prompt rows, mask
rows) gets rel-RMS = ‖x − float‖ / ‖float‖ for:

* dllmc, compiled for each CPU target this machine can run (`--targets`);
* llama.cpp (bench/llamacpp.py, bidirectional, flash attention off: its most exact path);
* the reference with the activations of some matmuls rounded in one scheme and nothing else
  (`layouts.quantize_rows`): one emulation per group of matmuls (the Q/K/V projections, the
  attention output, the FFN's gate and up, its down, the output head) and one with all of
  them.  Schemes, by dllmc's ``--act-blocks`` for the K-quants (the legacy types read q8_0
  in every one): `substeps`, the default 256/32 (q8_Ks: one scale per 256 inputs times an
  integer step of 1 to 8 per 32); `per32`, 32 (q8_0: a float32 scale per 32 inputs, every
  weight type; the default from issue 34 until q8_Ks); `per256`, 256 (the K-quants'
  activations in q8_K, one scale per 256 inputs, as llama.cpp blocks them; the default until
  2026-12-05); `llamacpp` (`reference.llamacpp_rounding`: per256 with q8_0's scale as
  float16).  The all-matmul emulation is that arithmetic up to float32
  summation order; what it does not explain is attention, norms, RoPE and the vector exp.

`--jitter N` adds N copies of the `llamacpp` emulation whose matmul inputs are each first
multiplied by 1 + 1e-6·N(0, 1): llama.cpp's arithmetic again, up to a summation-order
difference.  How far those copies land from llama.cpp itself, paired on the same canvases,
is the floor under any comparison of two implementations.

The canvases' spread is the noise floor.  Quantization error is a pseudo-random draw: any
change of float summation order flips some int8 roundings that sat near a half step, and on
one canvas two implementations of the same scheme land as far from each other as from the
float model (SmolLM2: dllmc against the NumPy emulation of its own scheme, 0.015-0.025 of
rel-RMS, the error itself 0.02-0.075).  So a scheme is judged by its mean over canvases, and
dllmc against llama.cpp by the paired difference on the same canvases, each with its
standard error (the JSON keeps every canvas).
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

import numpy as np
from gguf import GGMLQuantizationType

from dllmc.bench.bench_kernels import machine
from dllmc.bench.compare_logits import MODELS, canvas
from dllmc.bench.llamacpp import llama_logits
from dllmc.bench.real_models import real_model
from dllmc.compiler.base.settings import DEFAULT_ACT_BLOCKS
from dllmc.compiler.pipeline import compile_model
from dllmc.runtime.executor.loader import Artifact
from dllmc.targets import CPU_TARGETS, host_features, missing_features
from dllmc.tests import layouts
from dllmc.tests.reference import ReferenceModel, llamacpp_rounding

RESULTS = Path(__file__).resolve().parent / "results"
PROMPT, MASKS = 40, 24

# the groups of matmuls an emulation rounds, by the tensor name's ending
GROUPS: dict[str, tuple[str, ...]] = {
    "qkv": ("attn_q.weight", "attn_k.weight", "attn_v.weight"),
    "attn_out": ("attn_output.weight",),
    "gate_up": ("ffn_gate.weight", "ffn_up.weight"),
    "down": ("ffn_down.weight",),
    "head": ("output.weight", "token_embd.weight"),
}

Rounding = Callable[[np.ndarray], np.ndarray]


def _via(fmt: str) -> Rounding:
    """x -> the values dllmc's activation rows in format `fmt` stand for."""
    def r(x: np.ndarray) -> np.ndarray:
        shape = x.shape
        rows = np.ascontiguousarray(x, np.float32).reshape(-1, shape[-1])
        return layouts.dequantize_rows(layouts.quantize_rows(rows, fmt), shape[-1], fmt
                                       ).astype(np.float32).reshape(shape)
    return r


def dllmc_rounding(qtype: GGMLQuantizationType, act_blocks: str = DEFAULT_ACT_BLOCKS
                   ) -> Rounding | None:
    """dllmc's activation rounding for a weight of type `qtype` under ``--act-blocks``
    (targets/backend.py's int_formats, through the layouts' NumPy model): for the K-quants,
    q8_Ks at 256/32 (a scale per 256 inputs times an integer step per 32), q8_0 at 32 (a
    float32 scale per 32, as every legacy type), q8_K at 256 (one scale per 256, llama.cpp's
    blocks; q8_Ku holds q8_K's values)."""
    if qtype in (GGMLQuantizationType.F32, GGMLQuantizationType.F16, GGMLQuantizationType.BF16):
        return None
    return _via(layouts.act_format(qtype, act_blocks))


# the schemes attributed group by group (--act-blocks 256, 32 and 256/32)
ATTRIBUTED = ("per256", "per32", "substeps")

SCHEMES: dict[str, Callable[[GGMLQuantizationType], Rounding | None]] = {
    "per32": lambda qtype: dllmc_rounding(qtype, "32"),
    "per256": lambda qtype: dllmc_rounding(qtype, "256"),
    "substeps": lambda qtype: dllmc_rounding(qtype, "256/32"),
    "llamacpp": llamacpp_rounding,
}


def emulation(scheme: str, groups: tuple[str, ...]
              ) -> Callable[[str, GGMLQuantizationType], Rounding | None]:
    """A `ReferenceModel(rounding=...)` hook: `scheme`'s rounding on the matmuls of `groups`."""
    ends = tuple(e for g in groups for e in GROUPS[g])

    def hook(name: str, qtype: GGMLQuantizationType) -> Rounding | None:
        return SCHEMES[scheme](qtype) if name.endswith(ends) else None
    return hook


JITTER = 1e-6  # relative: about 8 float32 ulps, the size of a summation-order difference


def jittered(scheme: str, seed: int) -> Callable[[str, GGMLQuantizationType], Rounding | None]:
    """`scheme`'s rounding on every matmul, each activation first multiplied by
    1 + JITTER * N(0, 1) (seeded): the same arithmetic as `emulation(scheme, all)` up to a
    float32 summation-order difference.  Copies with different seeds land as far apart as
    the arithmetic's own realization noise, which is the floor under any comparison of two
    implementations on the same canvases."""
    rng = np.random.default_rng(seed)
    ends = tuple(e for g in GROUPS.values() for e in g)

    def hook(name: str, qtype: GGMLQuantizationType) -> Rounding | None:
        if not name.endswith(ends):
            return None
        inner = SCHEMES[scheme](qtype) or (lambda a: a)

        def r(x: np.ndarray) -> np.ndarray:
            noise = rng.standard_normal(x.shape).astype(np.float32)
            return inner((x * (np.float32(1) + np.float32(JITTER) * noise)).astype(np.float32))
        return r
    return hook


def rel_rms(x: np.ndarray, ref: np.ndarray) -> dict[str, float]:
    """‖x − ref‖ / ‖ref‖ over the prompt rows and over the mask rows."""
    out = {}
    for group, rows in (("prompt", slice(0, PROMPT)), ("mask", slice(PROMPT, None))):
        d = x[rows].astype(np.float64) - ref[rows]
        out[group] = float(np.sqrt((d * d).sum() / (ref[rows].astype(np.float64) ** 2).sum()))
    return out


def summarise(vals: list[dict[str, float]], llama: list[dict[str, float]]
              ) -> dict[str, dict[str, float]]:
    """Per row group: the median and mean over canvases with the mean's standard error, and
    the mean of the paired difference from llama.cpp on the same canvases with its standard
    error (negative: closer to the float model than llama.cpp)."""
    out = {}
    for g in ("prompt", "mask"):
        x = np.array([v[g] for v in vals])
        d = x - np.array([v[g] for v in llama])
        sem = lambda a: float(a.std(ddof=1) / np.sqrt(len(a))) if len(a) > 1 else float("nan")  # noqa: E731
        out[g] = {"median": float(np.median(x)), "mean": float(x.mean()), "sem": sem(x),
                  "minus_llamacpp": float(d.mean()), "minus_llamacpp_sem": sem(d)}
    return out


def runnable_targets() -> list[str]:
    have = host_features()
    return [n for n, t in CPU_TARGETS.items() if n != "avx512bf16" and not missing_features(t, have)]


def run(names: list[str], targets: list[str], canvases: dict[str, int], threads: int,
        attribution: bool, jitter: int = 0) -> dict:
    rows = []
    for name in names:
        seeds = list(range(11, 11 + canvases[name]))
        gguf = real_model(name)
        inputs = [canvas(gguf, PROMPT, MASKS, seed) for seed in seeds]
        per: dict[str, list[dict[str, float]]] = {}

        def add(key: str, logits: np.ndarray, float_logits: np.ndarray,
                per: dict[str, list[dict[str, float]]] = per) -> None:
            per.setdefault(key, []).append(rel_rms(logits, float_logits))

        floats = [ReferenceModel(gguf).logits(ids) for ids in inputs]
        for target in targets:
            with tempfile.TemporaryDirectory() as tmp:
                compiled = compile_model(gguf, Path(tmp) / "m.so", target=target,
                                         max_canvas=PROMPT + MASKS)
                with Artifact(compiled.output).open(gguf, threads) as model:
                    for ids, f in zip(inputs, floats, strict=True):
                        add(f"dllmc:{target}", model.forward(ids), f)
        for ids, f in zip(inputs, floats, strict=True):
            add("llamacpp", llama_logits(gguf, ids, causal=False, threads=threads), f)
        emulations = {f"emulate:{s}": (s, tuple(GROUPS)) for s in SCHEMES}
        if attribution:  # each of dllmc's schemes on one group of matmuls at a time
            emulations |= {f"emulate:{sch}:{g}": (sch, (g,)) for sch in ATTRIBUTED for g in GROUPS}
        hooks = {key: emulation(scheme, groups) for key, (scheme, groups) in emulations.items()}
        hooks |= {f"jitter:llamacpp:{j}": jittered("llamacpp", j) for j in range(jitter)}
        for key, hook in hooks.items():
            t0 = time.perf_counter()
            ref = ReferenceModel(gguf, rounding=hook)
            for ids, f in zip(inputs, floats, strict=True):
                add(key, ref.logits(ids), f)
            print(f"  {name} {key}: {time.perf_counter() - t0:.1f} s", flush=True)
        summary = {key: summarise(vals, per["llamacpp"]) for key, vals in per.items()}
        rows.append({"model": name, "seeds": seeds, "summary": summary, "per_canvas": per})
        print(json.dumps({"model": name, "summary": summary}, indent=1), flush=True)
    return {
        "what": "rel-RMS of each quantized forward pass from the float model, per row group "
                "(40 prompt rows, 24 mask rows), over canvases: median, mean and its standard "
                "error, and the paired difference from llama.cpp; emulations attribute it",
        "command": " ".join(["python -m dllmc.bench.accuracy", *sys.argv[1:]]),
        "date": dt.date.today().isoformat(),
        "machine": machine() | {"threads": threads, "targets": targets},
        "rows": rows,
    }


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--models", nargs="*", default=list(MODELS))
    ap.add_argument("--targets", nargs="*", default=None,
                    help="CPU targets (default: every one this machine runs)")
    ap.add_argument("--canvases", type=int, default=6, help="canvases (seeds 11, 12, ...)")
    ap.add_argument("--canvases-for", nargs="*", default=[], metavar="NAME=N",
                    help="another count for a model (the 1.5B's reference runs are slow)")
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--no-attribution", dest="attribution", action="store_false")
    ap.add_argument("--jitter", type=int, default=0, metavar="N",
                    help="N copies of the llamacpp emulation with 1e-6 input jitter: the noise "
                         "floor of a comparison on these canvases")
    ap.add_argument("--out", type=Path)
    ap.add_argument("--merge", action="store_true",
                    help="replace only this run's models' rows in --out (each row keeps the "
                         "command that measured it)")
    args = ap.parse_args()
    counts = {name: args.canvases for name in args.models}
    counts |= {k: int(v) for k, v in (item.split("=", 1) for item in args.canvases_for)}
    result = run(args.models, args.targets or runnable_targets(), counts, args.threads,
                 args.attribution, args.jitter)
    out = args.out or RESULTS / f"{result['date']}-accuracy.json"
    for row in result["rows"]:
        row["command"] = result["command"]
    if args.merge and out.is_file():
        old = json.loads(out.read_text())
        names = {r["model"] for r in result["rows"]}
        kept = [r | {"command": r.get("command", old["command"])} for r in old["rows"]
                if r["model"] not in names]
        result["rows"] = kept + result["rows"]
        result["command"] = old["command"] + "; " + result["command"]
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(result, indent=2) + "\n")
    print(f"wrote {out}")


if __name__ == "__main__":
    main()
