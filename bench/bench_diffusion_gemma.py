"""DiffusionGemma's decoder step at DiffusionGemma 26B-A4B's widths, against llama.cpp decoding
the same body autoregressively.

Files (built on first use, Q4_K_M both):

- ``dg-26b-a4b-wide`` (bench/diffusion_gemma_models.py): a DiffusionGemma checkpoint at the
  26B-A4B's text widths (hidden 2816, 16 heads of 256 over 8 K/V heads on the sliding layer, of
  512 over 2 on the global one with K = V, dense FFN 2112, 128 experts top-8 of 704, the
  262144-token vocabulary, canvas 256, window 1024) on two layers, converted by llama.cpp
  PR #24423's converter and quantized by llama-quantize;
- ``gemma4-26b-a4b-wide`` (bench/converted_models.py): the same body as a ``gemma4`` file
  (Gemma 4 26B-A4B's widths on a sliding and a global layer), which the pinned llama.cpp runs.

dllmc (the model compiled for the host with max canvas = prompt + canvas, opened with one slot
on ``--threads`` threads): a ``--prompt``-token prompt is encoded, then on a canvas of 256
random tokens after it

- ``decode``: the decoder pass without self-conditioning (a canvas's first step),
- ``decode_sc``: the decoder pass with the previous step's logits (every later step),
- ``encode_canvas``: the encoder pass over the kept canvas (once a canvas),
- ``sampler``: the entropy-bound step in NumPy on the logits (the counter-based draws of a
  step, temperature, softmax, Gumbel-max sample, entropies, acceptance, re-noising, stop),

and ``llama-bench -p 0 -n 64 -d PROMPT`` on the gemma4 file: autoregressive decoding's tokens/s
after the same prompt length.  A round is the first SUBSTEPS (3) steps of a canvas as the
decoder runs them (``decode``, sampler, ``decode_sc`` on its processed logits, sampler,
``decode_sc``, sampler), the kept canvas's encoder pass, the prompt's encoder pass, then
llama-bench; rounds repeat after an untimed warm-up of each pass, and the figures are medians
over all samples with their min-max (the sampler's first call after llama-bench is the slow
one: NumPy asks for huge pages for its [256 x 262144] arrays and the kernel compacts memory
for them).  The SOFT_EMBED before/after of ``--baseline`` compares the self-conditioned logits
of the same inputs bit for bit (sha256).  The profile is the runtime's
per-step timers (``Model.step_times``) around every timed pass, each step's median, summed
into: the LM head (the tied output GEMM, 256 x 262144 x 2816), the self-conditioning product
(SOFT_EMBED: softmax of the 256 x 262144 logits and the float32 product with the Q6_K
embedding table, 256 x 262144 x 2816 multiply-adds), the experts (router, routing, the expert
GEMMs, their combine), attention (its projections, norms, RoPE, K/V writes and the attention
kernel), and the rest (embedding, the self-conditioning MLP, the dense FFN, norms, softcap).
The GEMMs' rates are set against this machine's int8 peak (bench/roofline.py, measured at the
start of the same run), SOFT_EMBED's against its float32 FMA peak.

Tokens per second, DiffusionGemma: canvas tokens per denoising time for S steps a canvas,
``256 / (decode + (S - 1) decode_sc + S sampler + encode_canvas)``, for S = 8, 16, 48 (48 is
the reference's default maximum; the entropy bound and the stop rule end a canvas earlier on
a trained model); the same without the sampler (the compiled passes alone).  And measured:
one canvas of MEASURED_STEPS (8) steps decoded by the decoder's own loop (``generate``, no
early stop: its steps' wall time, plus the canvas's encoder pass from the rounds).

``--baseline TREE`` (another commit's source tree: ``git archive COMMIT | tar -x -C TREE``)
also times one ``decode_sc`` pass as that tree compiles the model (in a subprocess of that
tree, once: the builtin before this change takes about a minute a pass): the SOFT_EMBED step's
before/after.

Results: ``bench/results/<date>-diffusion_gemma.json`` (the CPU named, AVX-512 or not) and the
table rendered from it (bench/tables.py ``diffusion_gemma_table``) as
``bench/results/<date>-diffusion_gemma.md``.

    python -m dllmc.bench.bench_diffusion_gemma [--threads 2] [--rounds 5] [--prompt 64]
                                                [--baseline TREE] [--out PATH]
"""

from __future__ import annotations

import argparse
import datetime as dt
import hashlib
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections import defaultdict
from functools import partial
from pathlib import Path
from typing import Any

import numpy as np

RESULTS = Path(__file__).resolve().parent / "results"
NAME = "dg-26b-a4b-wide"
STEPS_PER_CANVAS = (8, 16, 48)
LLAMA_GEN = 64
SUBSTEPS = 3  # decoder steps a round: one DECODE, then DECODE_SC
MEASURED_STEPS = 8  # the canvas decoded whole by the decoder's own loop
PARTS = ("lm_head", "soft_embed", "experts", "attention", "rest")


def stats(xs: list[float]) -> dict[str, Any]:
    return {"median": statistics.median(xs), "min": min(xs), "max": max(xs),
            "samples": list(xs)}


def rss() -> dict[str, int]:
    """This process's resident and peak resident bytes (VmRSS, VmHWM)."""
    out = {}
    for line in Path("/proc/self/status").read_text().splitlines():
        key, _, value = line.partition(":")
        if key in ("VmRSS", "VmHWM"):
            out[key] = int(value.split()[0]) * 1024
    return out


def part_of(step: Any) -> str:
    """A step's profile part (see the module docstring)."""
    from dllmc.compiler.base.layouts import Rows
    from dllmc.compiler.schedule import StepKind

    name = step.name
    if step.kind == StepKind.SOFT_EMBED:
        return "soft_embed"
    if name == "token_embd" and step.kernel is not None:
        return "lm_head"
    role = name.split(".", 2)[-1] if name.startswith("blk.") else ""
    if (step.rows in (Rows.EXPERT, Rows.ROUTED) or step.kind in (StepKind.ROUTE, StepKind.COMBINE)
            or role.startswith(("ffn_gate_inp", "router_in", "moe_"))):
        return "experts"
    if role.startswith(("attn_", "q_", "k_", "v_", "attention")):
        return "attention"
    return "rest"


def gemm_ops(step: Any, m: int, n_used: int) -> float:
    """2 M N K of a GEMM step over m canvas rows (an expert GEMM: its routed rows)."""
    from dllmc.compiler.base.layouts import Rows
    from dllmc.compiler.kernels import GemmQ

    k = step.kernel
    if not isinstance(k, GemmQ):
        return 0.0
    rows = m * n_used if step.rows == Rows.EXPERT else m
    return 2.0 * rows * k.n * k.k


def profile(plan: Any, bit: int, per_pass: list[list[int]], m: int) -> dict[str, Any]:
    """The pass's steps (those with ``bit``): each step's median over the passes, summed by
    part and by kernel family; the LM head's and the expert GEMMs' rates."""
    from dllmc.bench.bench_forward import family

    med = [statistics.median(p[i] for p in per_pass) * 1e-6 for i in range(len(plan.steps))]
    parts: dict[str, float] = dict.fromkeys(PARTS, 0.0)
    fams: dict[str, float] = defaultdict(float)
    gemm: dict[str, list[float]] = {"lm_head": [0.0, 0.0], "experts": [0.0, 0.0]}
    n_used = plan.experts.n_used if plan.experts else 1
    for s, ms in zip(plan.steps, med, strict=True):
        if not s.passes & bit:
            continue
        part = part_of(s)
        parts[part] += ms
        fams[family(s.kernel) if s.kernel is not None else str(s.kind.name).lower()] += ms
        ops = gemm_ops(s, m, n_used)
        if part in gemm and ops:
            gemm[part][0] += ms
            gemm[part][1] += ops
    return {
        "total_ms": sum(parts.values()), "parts_ms": parts,
        "by_family_ms": dict(sorted(fams.items(), key=lambda kv: -kv[1])),
        "gemm": {k: {"ms": v[0], "gop": v[1] * 1e-9, "gops": v[1] / v[0] * 1e-6 if v[0] else 0.0}
                 for k, v in gemm.items()},
    }


def weight_bytes(plan: Any, bit: int, m: int, logits: bool = True) -> dict[str, int]:
    """The weight bytes a pass over m canvas rows reads (each weight once, in the form the
    runtime reads: repacked, or the GGUF's own bytes for the RAW embedding table, of which the
    embedding step reads m rows and SOFT_EMBED all), by part; ``logits`` False: no row's
    logits (the encoder), so no LM head.  Every expert counts: with 256 rows x top-8 of 128
    experts all of them get rows."""
    from dllmc.compiler.base.layouts import Rows
    from dllmc.compiler.schedule import StepKind

    touched: dict[int, tuple[int, str]] = {}
    for s in plan.steps:
        if not s.passes & bit or s.weight is None or s.weight < 0:
            continue
        if not logits and s.rows == Rows.SELECTED:
            continue
        w = plan.weights[s.weight]
        if s.kind == StepKind.EMBED:
            nbytes = min(m, int(w.n)) * int(w.nbytes) // int(w.n)
        else:
            nbytes = int(w.packed_bytes) or int(w.nbytes)
        if nbytes > touched.get(s.weight, (-1, ""))[0]:
            touched[s.weight] = (nbytes, part_of(s))
    out: dict[str, int] = dict.fromkeys(PARTS, 0)
    for nbytes, part in touched.values():
        out[part] += nbytes
    return out | {"total": sum(out.values())}


def llama_bench(exe: Path, gguf: Path, threads: int, depth: int, reps: int) -> dict[str, Any]:
    cmd = [str(exe), "-m", str(gguf), "-p", "0", "-n", str(LLAMA_GEN), "-d", str(depth),
           "-t", str(threads), "-r", str(reps), "-o", "json"]
    res = subprocess.run(cmd, capture_output=True, text=True, timeout=1800)
    if res.returncode != 0:
        raise RuntimeError(f"llama-bench failed ({res.returncode}): {res.stderr[-2000:]}")
    data = json.loads(res.stdout)[0]
    return {"tokens_per_s": [LLAMA_GEN / (ns * 1e-9) for ns in data["samples_ns"]],
            "command": "llama-bench " + " ".join(cmd[1:]),
            "build_commit": data.get("build_commit"), "model_type": data.get("model_type"),
            "model_size": data.get("model_size")}


_BASELINE = """
import hashlib, json, time
from pathlib import Path
import numpy as np
from dllmc.compiler.pipeline import compile_model
from dllmc.runtime.decoding.diffusion_gemma import DiffusionGemmaDecoder
from dllmc.runtime.executor.loader import Artifact
so, gguf, prompt, canvas = Path({so!r}), {gguf!r}, {prompt!r}, {canvas!r}
compile_model(gguf, so, max_canvas={max_canvas})
with Artifact(so).open(gguf, {threads}, slots=1) as m:
    d = DiffusionGemmaDecoder(m)
    d.encode(prompt, 0)
    raw = d.decode(np.asarray(canvas), len(prompt), None)
    sc = np.divide(raw, np.float32(0.8), dtype=np.float32)
    before = dict(m.step_times())
    t = time.perf_counter()
    out = d.decode(np.asarray(canvas), len(prompt), sc)
    wall = time.perf_counter() - t
    after = dict(m.step_times())
print(json.dumps({{"decode_sc_ms": 1e3 * wall,
                  "sc_logits_sha256": hashlib.sha256(np.ascontiguousarray(out).tobytes()).hexdigest(),
                  "soft_embed_ms": 1e-6 * (after["self_cond.soft_embed"]
                                           - before["self_cond.soft_embed"])}}))
"""


def baseline(tree: Path, tmp: Path, gguf: Path, prompt: list[int], canvas: list[int],
             max_canvas: int, threads: int) -> dict[str, Any]:
    """One decode_sc pass of the model as the source tree ``tree`` compiles it."""
    from dllmc.bench.bench_kernels import _commit_of, in_tree

    code = _BASELINE.format(so=str(tmp / "baseline.so"), gguf=str(gguf), prompt=prompt,
                            canvas=canvas, max_canvas=max_canvas, threads=threads)
    out = json.loads(in_tree(tree, code).strip().splitlines()[-1])
    return out | {"tree": str(tree), "commit": _commit_of(tree)}


def run(threads: int, rounds: int, prompt_len: int, baseline_tree: Path | None) -> dict[str, Any]:
    from dllmc.bench import roofline
    from dllmc.bench.bench_kernels import machine
    from dllmc.bench.converted_models import converted_model
    from dllmc.bench.diffusion_gemma_models import GEMMA4_TWIN, wide_model
    from dllmc.bench.llamacpp import ensure_llamacpp
    from dllmc.compiler.base.layouts import Pass
    from dllmc.compiler.pipeline import compile_model
    from dllmc.runtime.decoding import entropy_bound as eb
    from dllmc.runtime.decoding.diffusion_gemma import DiffusionGemmaDecoder, knobs_from_gguf
    from dllmc.runtime.decoding.generate import GenerateOptions, generate
    from dllmc.runtime.executor.loader import Artifact, memory_needed

    files = wide_model(NAME)
    twin = converted_model(GEMMA4_TWIN)
    exe = ensure_llamacpp().bench
    load0 = os.getloadavg()[0]
    peaks = roofline.measure([threads], kinds=(*roofline.INT8_KINDS, "fma256", "fma512", "read"))
    out: dict[str, Any] = {
        "what": "DiffusionGemma's decoder step at the 26B-A4B's widths (2 layers), and its "
                "tokens/s against llama.cpp decoding the same body autoregressively",
        "command": " ".join(["python -m dllmc.bench.bench_diffusion_gemma", *sys.argv[1:]]),
        "date": dt.date.today().isoformat(),
        "machine": machine(), "threads": threads, "rounds": rounds, "prompt": prompt_len,
        "files": {"dllmc": {"name": NAME, "path": str(files.gguf),
                            "bytes": files.gguf.stat().st_size},
                  "llama.cpp": {"name": GEMMA4_TWIN, "path": str(twin),
                                "bytes": twin.stat().st_size}},
        "peaks": peaks,
    }
    with tempfile.TemporaryDirectory(prefix="dllmc-bench-dg-") as tmp_:
        tmp = Path(tmp_)
        t0 = time.perf_counter()
        compiled = compile_model(files.gguf, tmp / "dg.so", max_canvas=prompt_len + 256)
        out["compile_s"] = time.perf_counter() - t0
        plan = compiled.plan
        art = Artifact(compiled.output)
        rss0 = rss()
        t0 = time.perf_counter()
        with art.open(files.gguf, threads, slots=1) as m:
            out["open_s"] = time.perf_counter() - t0
            rss_open = rss()
            hp = m.spec.hparams
            C, V = hp.canvas_length, hp.n_vocab
            knobs = knobs_from_gguf(files.gguf)
            rng = np.random.default_rng(5)
            prompt = [int(t) for t in rng.integers(300, V, prompt_len)]
            canvas = rng.integers(0, V, C)
            dec = DiffusionGemmaDecoder(m)
            names = [n for n, _ in m.step_times()]
            assert names == [s.name for s in plan.steps]

            def timed(fn: Any, per_pass: list[list[int]] | None = None) -> tuple[float, Any]:
                before = [ns for _, ns in m.step_times()]
                t = time.perf_counter()
                r = fn()
                wall = time.perf_counter() - t
                if per_pass is not None:
                    after = [ns for _, ns in m.step_times()]
                    per_pass.append([b - a for a, b in zip(before, after, strict=True)])
                return wall, r

            def sampler(logits: np.ndarray, cur: np.ndarray, k: int) -> eb.StepResult:
                t = time.perf_counter()
                draws = eb.counter_draws(0, 1 + k, C, V)
                t1 = time.perf_counter()
                res = eb.denoise_step(logits, cur, knobs.max_steps - k, knobs,
                                      draws.exp_noise, draws.renoise_tokens)
                walls["sampler_draws"].append(t1 - t)
                walls["sampler_step"].append(time.perf_counter() - t1)
                return res

            walls: dict[str, list[float]] = defaultdict(list)
            # warm-up: every pass once (page faults, the repacked weights' first touch)
            enc_prompt, _ = timed(partial(dec.encode, prompt, 0))
            _, logits = timed(partial(dec.decode, canvas, prompt_len, None))
            sampler(logits, canvas, 0)
            # the self-conditioned logits the --baseline tree computes from the same inputs
            _, sc_logits = timed(partial(dec.decode, canvas, prompt_len,
                                         np.divide(logits, np.float32(0.8), dtype=np.float32)))
            sc_sha = hashlib.sha256(np.ascontiguousarray(sc_logits).tobytes()).hexdigest()
            timed(partial(dec.encode, canvas, prompt_len))
            rss_warm = rss()
            walls.clear()
            prof: dict[str, list[list[int]]] = {"decode": [], "decode_sc": []}
            llama: list[float] = []
            info: dict[str, Any] = {}
            for r in range(rounds):
                # a canvas's first SUBSTEPS steps as the decoder runs them (DECODE, then
                # DECODE_SC on the previous step's processed logits, each followed by the
                # sampler on its logits), the kept canvas's encoder pass; then llama.cpp
                cur, sc = canvas, None
                for k in range(SUBSTEPS):
                    mode = "decode" if sc is None else "decode_sc"
                    w, logits = timed(partial(dec.decode, cur, prompt_len, sc), prof[mode])
                    walls[mode].append(w)
                    w, res = timed(partial(sampler, logits, cur, k))
                    walls["sampler"].append(w)
                    sc, cur = res.processed, res.canvas
                w, _ = timed(partial(dec.encode, res.argmax, prompt_len))
                walls["encode_canvas"].append(w)
                w, _ = timed(partial(dec.encode, prompt, 0))
                walls["encode_prompt"].append(w)
                b = llama_bench(exe, twin, threads, prompt_len, 2)
                llama += b["tokens_per_s"]
                info = b
                print(f"round {r}: decode {1e3 * walls['decode'][-1]:7.0f} ms  decode_sc "
                      f"{1e3 * walls['decode_sc'][-1]:7.0f} ms  sampler "
                      f"{1e3 * walls['sampler'][-1]:6.0f} ms  encode canvas "
                      f"{1e3 * walls['encode_canvas'][-1]:6.0f} ms  llama.cpp "
                      f"{statistics.median(b['tokens_per_s']):5.1f} tok/s", flush=True)
            # a whole canvas as `dllmc run` decodes it: the decoder's own loop (passes,
            # sampler, Python), MEASURED_STEPS steps, no early stop
            opts = GenerateOptions.for_model(m.spec, gen_length=C, steps=MEASURED_STEPS,
                                             early_stop=False)
            t0 = time.perf_counter()
            gen = generate(m, None, prompt, opts)
            measured = {"steps": gen.steps_run, "seconds": time.perf_counter() - t0,
                        "step_ms": gen.step_ms, "prompt_tokens": gen.prompt_tokens}
            rss_end = rss()
            need = memory_needed(art, 1)
        big = [{"name": b.name, "bytes": int(b.bytes)} for b in plan.buffers
               if b.row_bytes >= 4 * V]
        out["baseline"] = (None if baseline_tree is None else baseline(
            baseline_tree, tmp, files.gguf, prompt, [int(t) for t in canvas],
            prompt_len + 256, threads))
        if out["baseline"] is not None:  # the same bits from the same inputs
            out["baseline"]["same_logits"] = out["baseline"]["sc_logits_sha256"] == sc_sha

    ms = {k: stats([1e3 * x for x in v]) for k, v in walls.items()}
    ms["encode_prompt_first"] = stats([1e3 * enc_prompt])
    bits = {"decode": Pass.DECODE.bit, "decode_sc": Pass.DECODE_SC.bit,
            "encode": Pass.FORWARD.bit}
    profiles = {k: profile(plan, bits[k], v, C) for k, v in prof.items()}
    weights = {k: weight_bytes(plan, b, C, k != "encode") for k, b in bits.items()}
    per_step = {k: weights[k]["total"] / (ms[k]["median"] * 1e-3) for k in ("decode", "decode_sc")}
    dg_tps: dict[str, Any] = {}
    for s in STEPS_PER_CANVAS:
        fwd = ms["decode"]["median"] + (s - 1) * ms["decode_sc"]["median"]
        full = fwd + s * ms["sampler"]["median"] + ms["encode_canvas"]["median"]
        dg_tps[str(s)] = {"canvas_ms": full, "tokens_per_s": C / (full * 1e-3),
                          "passes_only_tokens_per_s": C / ((fwd + ms["encode_canvas"]["median"])
                                                           * 1e-3)}
    llama_med = statistics.median(llama)
    int8 = {k: v[str(threads)] for k, v in peaks.items() if k in roofline.INT8_KINDS}
    int8_kind = max(int8, key=lambda k: int8[k])
    fma_kind = "fma512" if "fma512" in peaks else "fma256"
    soft_flop = 2.0 * C * V * hp.n_embd
    soft_ms = profiles["decode_sc"]["parts_ms"]["soft_embed"]
    out.update({
        "canvas": C, "n_vocab": V, "n_embd": hp.n_embd, "decode_sc_logits_sha256": sc_sha,
        "load_average": [load0, os.getloadavg()[0]],
        "knobs": {"max_steps": knobs.max_steps, "entropy_bound": knobs.entropy_bound},
        "ms": ms,
        "profile": profiles,
        "weight_bytes": weights,
        "weight_bytes_per_s": per_step,
        "memory": {
            "gguf_mapped": files.gguf.stat().st_size,
            "gguf_read_in_place": sum(int(w.nbytes) for w in plan.weights
                                      if not int(w.packed_bytes)),
            "repacked_weights": need["weights"], "arena": need["arena"],
            "kv_store": need["kv_store"], "canvas_by_vocab_buffers": big,
            "rss_before_open": rss0, "rss_after_open": rss_open, "rss_after_warmup": rss_warm,
            "rss_end": rss_end,
        },
        "rates": {
            "int8_peak_kind": int8_kind, "int8_peak_gops": int8[int8_kind] * 1e-9,
            "lm_head_gops": profiles["decode_sc"]["gemm"]["lm_head"]["gops"],
            "experts_gops": profiles["decode_sc"]["gemm"]["experts"]["gops"],
            "fp32_fma_kind": fma_kind, "fp32_fma_gflops": peaks[fma_kind][str(threads)] * 1e-9,
            "soft_embed_gflops": soft_flop / (soft_ms * 1e-3) * 1e-9 if soft_ms else 0.0,
        },
        "diffusion_gemma_tokens_per_s": dg_tps,
        "measured_canvas": measured | {
            "steps_s": sum(measured["step_ms"]) * 1e-3,
            # the canvas's steps and (as the next canvas would need it) its encoder pass
            "tokens_per_s": C / (sum(measured["step_ms"]) * 1e-3
                                 + ms["encode_canvas"]["median"] * 1e-3)},
        "llamacpp": {"tokens_per_s": stats(llama), "command": info.get("command"),
                     "build_commit": info.get("build_commit"),
                     "model_type": info.get("model_type"), "model_size": info.get("model_size")},
        "ratio_vs_llamacpp": {s: v["tokens_per_s"] / llama_med for s, v in dg_tps.items()},
    })
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--threads", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--prompt", type=int, default=64)
    ap.add_argument("--baseline", type=Path,
                    help="a source tree of another commit (git archive COMMIT | tar -x -C DIR): "
                         "one decode_sc pass as it compiles the model")
    ap.add_argument("--out", type=Path)
    a = ap.parse_args(argv)
    result = run(a.threads, a.rounds, a.prompt, a.baseline)
    out = a.out or RESULTS / f"{result['date']}-diffusion_gemma.json"
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(result, indent=1) + "\n")
    from dllmc.bench.tables import diffusion_gemma_table

    table = out.with_suffix(".md")
    table.write_text(diffusion_gemma_table(out) + "\n")
    print(table.read_text())
    print(f"wrote {out} and {table}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
