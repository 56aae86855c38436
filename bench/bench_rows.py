"""The forward over chosen rows against the K/V store: partial steps, batches, causal decoding.

    python -m dllmc.bench.bench_rows [--parts partial batch decode] [--threads 2] [--rounds 5]
                                     [--out bench/results/DATE-rows.json]

* ``partial``: on the 1.5B (Dream) and the LLaDA-8B-width workload (bench_kernels.WORKLOADS),
  a 160-row canvas in a slot; the full step (every row recomputed) against 32 rows recomputed
  (a block, the others' keys and values from the slot, every key attended), both asking for
  the logits of the same 32 rows.  Medians of ``rounds`` interleaved pairs.
* ``batch``: rows per second of B = 1, 2, 4 sequences in one call against the same B in B
  calls, interleaved: whole 160-row canvases (logits of each one's last 32 rows), partial
  steps (each sequence's 32-row block recomputed against its slot) and single rows (a decoding
  step each: the memory-bound case, where one call streams the weights once for all B).
* ``decode``: ``dllmc run``'s loop (runtime/decoding/generate.py, the causal K/V cache) on the causal
  Qwen2.5-Coder-1.5B Q4_K_M, 128 new tokens, greedy, against llama.cpp's own K/V-cached greedy
  decoding (``bench/llama_greedy.cpp``) of the same file and prompt on the same threads,
  interleaved; tokens per second of the one-token steps (the prompt's batch excluded on both
  sides), whether the tokens agree, and the bandwidth of the M = 1 GEMMs: the bytes of the
  weights they stream per token over their time (the runtime's step timers), as a fraction
  of the machine's measured read bandwidth (bench/roofline.py, ``read``).
* ``regions``: the same decoding, dllmc alone, with the plan's parallel regions (Q, K, V and
  gate, up each one region: compiler/schedule.py, ``_join``) against the same plan with every
  join cleared, both artifacts of the target ``DLLMC_HOST_CPU`` picks; interleaved rounds, each
  opening its model afresh (the tokens must agree).
* ``rss``: peak RSS of ``dllmc run`` against the GGUF's size, with the K/V store it opens.

Every figure names the CPU.  Run on a quiet machine: llama.cpp's spinning threads collapse
when another process takes a core.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import os
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

import numpy as np

from dllmc.bench.bench_kernels import WORKLOADS, machine, workload_gguf
from dllmc.compiler.base.layouts import Form, kv_position_bytes
from dllmc.compiler.pipeline import compile_model
from dllmc.runtime.executor.loader import Artifact, Model, SeqRows

RESULTS = Path(__file__).resolve().parent / "results"
_QR8, _FR8 = (list(Form).index(f) for f in (Form.QR8, Form.FR8))  # the C enum's values
CANVAS, BLOCK = 160, 32


def _median_s(fn: Callable[[], object], reps: int = 1) -> float:
    t0 = time.perf_counter()
    for _ in range(reps):
        fn()
    return (time.perf_counter() - t0) / reps


def _open(gguf: Path, tmp: Path, threads: int, slots: int, max_canvas: int) -> Model:
    so = tmp / f"{gguf.stem}-{max_canvas}.so"
    if not so.exists():
        compile_model(gguf, so, max_canvas=max_canvas)
    return Artifact(so).open(gguf, threads=threads, slots=slots)


def _canvas(m: Model, seed: int) -> np.ndarray:
    return np.random.default_rng(seed).integers(100, min(m.artifact.info.n_vocab, 30000),
                                                CANVAS).astype(np.int32)


def partial(tmp: Path, threads: int, rounds: int) -> list[dict]:
    return [_partial(w, tmp, threads, rounds) for w in WORKLOADS
            if w.name != "smollm2-135m-llada"]


def _partial(w, tmp: Path, threads: int, rounds: int) -> dict:
    with _open(workload_gguf(w), tmp, threads, 1, CANVAS) as m:
        ids = _canvas(m, 1)
        block = np.arange(CANVAS - BLOCK, CANVAS)

        def full_step() -> np.ndarray:
            return m.forward_batch([SeqRows.canvas(0, ids)], block)

        def partial_step() -> np.ndarray:
            return m.forward_batch([SeqRows.subset(0, ids, block)])

        full_step()  # warm-up, and the slot holds the canvas
        full, part = [], []
        for _ in range(rounds):
            full.append(_median_s(full_step))
            part.append(_median_s(partial_step))
        same = np.array_equal(full_step(), partial_step())
    f, p = statistics.median(full), statistics.median(part)
    print(f"partial {w.name}: full {f * 1e3:.1f} ms, {BLOCK} rows {p * 1e3:.1f} ms "
          f"({p / f:.3f}x), identical {same}", flush=True)
    return {"workload": w.name, "canvas": CANVAS, "recomputed_rows": BLOCK, "full_step_s": f,
            "partial_step_s": p, "ratio": p / f, "full_samples_s": full,
            "partial_samples_s": part, "logits_identical": same}


def batch(tmp: Path, threads: int, rounds: int) -> list[dict]:
    w = next(w for w in WORKLOADS if w.name == "qwen2.5-coder-1.5b-dream")
    out = []
    with _open(workload_gguf(w), tmp, threads, 4, 4 * CANVAS) as m:
        canvases = [_canvas(m, s) for s in range(4)]
        block = np.arange(CANVAS - BLOCK, CANVAS)
        # the slots hold their canvases, for the partial steps
        m.forward_batch([SeqRows.canvas(s, canvases[s]) for s in range(4)], [])
        kinds = {
            # B whole canvases (rows = CANVAS each), logits of each one's last block
            "full": (CANVAS, lambda s: SeqRows.canvas(s, canvases[s]), CANVAS - BLOCK + np.arange(BLOCK)),
            # B blocks recomputed against their slots (rows = BLOCK each)
            "partial": (BLOCK, lambda s: SeqRows.subset(s, canvases[s], block), np.arange(BLOCK)),
            # one row each (a decoding step): where one call streams the weights once for B
            "one_row": (1, lambda s: SeqRows.subset(s, canvases[s], [CANVAS - 1]), np.arange(1)),
        }
        for kind, (rows, seq, logit_rows) in kinds.items():
            for b in (1, 2, 4):
                seqs = [seq(s) for s in range(b)]
                wanted = np.concatenate([s * rows + logit_rows for s in range(b)])

                def together(seqs=seqs, wanted=wanted) -> None:
                    m.forward_batch(seqs, wanted)

                def apart(seqs=seqs, logit_rows=logit_rows) -> None:
                    for sq in seqs:
                        m.forward_batch([sq], logit_rows)

                together()  # warm-up
                one, many = [], []
                for _ in range(rounds):
                    one.append(_median_s(together))
                    many.append(_median_s(apart))
                t1, tn = statistics.median(one), statistics.median(many)
                out.append({"workload": w.name, "step": kind, "sequences": b,
                            "rows_per_sequence": rows, "batched_s": t1, "sequential_s": tn,
                            "batched_rows_per_s": b * rows / t1,
                            "sequential_rows_per_s": b * rows / tn, "speedup": tn / t1})
                print(f"batch {kind} B={b}: {b * rows / t1:.0f} rows/s in one call, "
                      f"{b * rows / tn:.0f} rows/s in {b} calls ({tn / t1:.2f}x)", flush=True)
    return out


def _read_bandwidth(threads: int) -> float | None:
    from dllmc.bench import roofline

    try:
        return roofline.probe("read", threads)
    except Exception:  # the figure is optional context
        return None


DECODE_NEW = 128  # tokens decoded by the decode and regions parts


def _decode_case() -> tuple[Path, list[int]]:
    """The decode and regions parts' file and prompt: the causal 1.5B, a chat prompt."""
    from dllmc.bench.real_models import real_model
    from dllmc.runtime.text.chat import chat_ids, conversation
    from dllmc.runtime.text.tokenizer import Tokenizer

    gguf = real_model("qwen2.5-coder-1.5b")
    prompt = chat_ids(Tokenizer.from_gguf(gguf), conversation(
        "Write a Python function that checks whether a number is prime, with a docstring "
        "and tests."))
    return gguf, prompt


def decode(tmp: Path, threads: int, rounds: int) -> dict:
    from dllmc.bench.llamacpp_greedy import greedy_timed
    from dllmc.runtime.decoding.generate import GenerateOptions, generate

    gguf, prompt = _decode_case()
    n_new = DECODE_NEW
    ours_tps, theirs_tps, agree = [], [], []
    with _open(gguf, tmp, threads, 1, len(prompt) + n_new) as m:
        opts = GenerateOptions.for_model(m.spec, gen_length=n_new, early_stop=False)
        assert opts.block_length == 1 and opts.temperature == 0
        gemm_bytes = _gemm_bytes(m)
        gemm_s: list[float] = []
        for _ in range(rounds):
            before = dict(m.step_times())
            r = generate(m, None, prompt, opts)
            after = m.step_times()
            ours = r.canvas
            decode_s = sum(r.step_ms[1:]) / 1e3  # step 0 is the prompt's batch
            ours_tps.append((n_new - 1) / decode_s)
            gemm_s.append(sum(ns - before.get(name, 0) for name, ns in after
                              if _is_weight_gemm(m, name)) / 1e9 / n_new)
            theirs, _, llama_decode_s = greedy_timed(gguf, prompt, n_new, threads=threads,
                                                     flash_attn=None)
            theirs_tps.append((n_new - 1) / llama_decode_s)
            agree.append(sum(a == b for a, b in zip(ours, theirs, strict=True)))
    read = _read_bandwidth(threads)
    per_token_gemm_s = statistics.median(gemm_s)
    bw = gemm_bytes / per_token_gemm_s
    res = {"model": "qwen2.5-coder-1.5b (Q4_K_M, causal)", "prompt_tokens": len(prompt),
           "new_tokens": n_new, "threads": threads,
           "ours_tokens_per_s": statistics.median(ours_tps), "ours_samples": ours_tps,
           "llamacpp_tokens_per_s": statistics.median(theirs_tps), "llamacpp_samples": theirs_tps,
           "ratio": statistics.median(ours_tps) / statistics.median(theirs_tps),
           "tokens_equal_per_run": agree,
           "gemm_weight_bytes_per_token": gemm_bytes,
           "gemm_seconds_per_token": per_token_gemm_s,
           "gemm_bandwidth_B_per_s": bw, "read_bandwidth_B_per_s": read,
           "gemm_bandwidth_of_read": bw / read if read else None,
           "llamacpp_flash_attn": "auto"}
    print(f"decode: ours {res['ours_tokens_per_s']:.1f} tok/s, llama.cpp "
          f"{res['llamacpp_tokens_per_s']:.1f} tok/s ({res['ratio']:.2f}x); tokens equal "
          f"{agree}/{n_new}; M=1 GEMMs {bw / 1e9:.1f} GB/s"
          + (f" = {bw / read:.2f} of read {read / 1e9:.1f} GB/s" if read else ""), flush=True)
    return res


def regions(tmp: Path, threads: int, rounds: int) -> dict:
    import dataclasses

    from dllmc.compiler.pipeline import compile_planned, plan_model
    from dllmc.runtime.decoding.generate import GenerateOptions, generate

    gguf, prompt = _decode_case()
    n_new = DECODE_NEW
    joined = plan_model(gguf, None, len(prompt) + n_new)
    apart = dataclasses.replace(joined, plan=joined.plan.without_joins())
    so = {"joined": compile_planned(joined, tmp / "joined.so").output,
          "apart": compile_planned(apart, tmp / "apart.so").output}
    tps: dict[str, list[float]] = {k: [] for k in so}
    tokens: dict[str, list[int]] = {}
    for r in range(rounds):
        for k in (("joined", "apart") if r % 2 == 0 else ("apart", "joined")):
            path = so[k]
            assert path is not None
            with Artifact(path).open(gguf, threads=threads, slots=1) as m:
                opts = GenerateOptions.for_model(m.spec, gen_length=n_new, early_stop=False)
                out = generate(m, None, prompt, opts)
            tps[k].append((n_new - 1) / (sum(out.step_ms[1:]) / 1e3))
            tokens[k] = list(out.canvas)
    assert tokens["joined"] == tokens["apart"], "a region changed the tokens"
    res = {"model": "qwen2.5-coder-1.5b (Q4_K_M, causal)", "target": joined.plan.target.name,
           "new_tokens": n_new, "threads": threads,
           "joined_steps": sum(s.join for s in joined.plan.steps),
           "steps": len(joined.plan.steps),
           **{f"{k}_tokens_per_s": statistics.median(v) for k, v in tps.items()},
           **{f"{k}_samples": v for k, v in tps.items()},
           "ratio": statistics.median(tps["joined"]) / statistics.median(tps["apart"]),
           "ratio_per_pair": [a / b for a, b in zip(tps["joined"], tps["apart"], strict=True)]}
    print(f"regions ({res['target']}): joined {res['joined_tokens_per_s']:.2f} tok/s, apart "
          f"{res['apart_tokens_per_s']:.2f} ({res['ratio']:.3f}x)", flush=True)
    return res


_GEMM_ROLES = {"attn_q", "attn_k", "attn_v", "attn_output", "ffn_gate", "ffn_up", "ffn_down",
               "output"}


def _is_weight_gemm(m: Model, name: str) -> bool:
    return name.split(".")[-1] in _GEMM_ROLES


def _gemm_bytes(m: Model) -> int:
    """The bytes of the repacked matrices one forward's GEMMs stream (each once per call)."""
    plan = m.artifact.lib.dllmc_plan_info()
    return sum(int(w.packed_bytes) for w in (plan.weights[i] for i in range(plan.n_weights))
               if int(w.form) in (_QR8, _FR8))


def rss(threads: int) -> list[dict]:
    """Peak RSS of ``dllmc run`` (128 tokens, artifact cached: a warm-up run compiles it) against
    the GGUF's size, with the K/V store it opens: the causal 1.5B (one slot of the compiled
    canvas) and the 1.5B Dream (stateless: the scratch slot only)."""
    from dllmc.bench.bench_e2e import dllmc_exe, timed
    from dllmc.bench.real_models import real_model
    from dllmc.compiler.base.reader import read_gguf

    out = []
    for name, slots in (("qwen2.5-coder-1.5b", 1), ("qwen2.5-coder-1.5b-dream", 0)):
        gguf = real_model(name)
        cmd = [*dllmc_exe(), "run", str(gguf), "Write a function that reverses a string.",
               "--json", "--quiet", "--threads", str(threads), "--gen-length", "128",
               "--no-early-stop", "--max-canvas", "256"]
        timed(cmd)  # compiles and caches the artifact
        rc, _, err, wall, peak = timed(cmd)
        if rc != 0:
            raise RuntimeError(f"dllmc run failed: {err[-2000:]}")
        hp = read_gguf(gguf).hparams
        per_pos = kv_position_bytes(hp.n_layer, hp.n_embd_kv)
        size = gguf.stat().st_size
        out.append({"model": name, "slots": slots, "max_canvas": 256, "gguf_bytes": size,
                    "peak_rss_bytes": peak, "rss_over_gguf": peak / size,
                    "kv_bytes_per_position": per_pos, "store_bytes": slots * 256 * per_pos,
                    "scratch_bytes": 2 * 256 * hp.n_embd_kv * 4, "wall_s": wall})
        print(f"rss {name}: {peak / 2**20:,.0f} MiB = {peak / size:.2f}x the GGUF "
              f"({size / 2**20:,.0f} MiB); store {slots * 256 * per_pos / 2**20:.1f} MiB", flush=True)
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--parts", nargs="+", default=["partial", "batch", "decode", "rss"])
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--out", type=Path,
                    default=RESULTS / f"{dt.date.today().isoformat()}-rows.json")
    ap.add_argument("--merge", action="store_true",
                    help="keep the parts of --out that this run does not measure")
    a = ap.parse_args()
    result: dict = {"what": "forward over chosen rows against the K/V store (bench/bench_rows.py)",
                    "command": "python -m dllmc.bench.bench_rows " + " ".join(sys.argv[1:]),
                    "machine": machine(), "threads": a.threads, "rounds": a.rounds,
                    "date": dt.datetime.now().isoformat(timespec="seconds"),
                    "load_average_start": os.getloadavg()[0]}
    with tempfile.TemporaryDirectory(prefix="dllmc-rows-") as d:
        tmp = Path(d)
        # first, while this process is small: Linux starts a child's peak RSS (what wait4
        # reports) at the RSS of the process that forked it, and the other parts hold models
        if "rss" in a.parts:
            result["rss"] = rss(a.threads)
        if "partial" in a.parts:
            result["partial"] = partial(tmp, a.threads, a.rounds)
        if "batch" in a.parts:
            result["batch"] = batch(tmp, a.threads, a.rounds)
        if "decode" in a.parts:
            result["decode"] = decode(tmp, a.threads, a.rounds)
        if "regions" in a.parts:
            result["regions"] = regions(tmp, a.threads, a.rounds)
    result["load_average_end"] = os.getloadavg()[0]
    if a.merge and a.out.is_file():
        result = {**json.loads(a.out.read_text()), **result}
    a.out.parent.mkdir(parents=True, exist_ok=True)
    a.out.write_text(json.dumps(result, indent=1) + "\n")
    print(f"wrote {a.out}")


if __name__ == "__main__":
    main()
