"""Render the README's and docs' tables from the JSON files in bench/results/.

Every number in README.md and docs/ that a benchmark measured sits between markers

    <!-- table:NAME -->
    ...generated...
    <!-- /table:NAME -->

and is rendered here from the newest ``bench/results/*-KIND.json`` of its kind.

    python -m dllmc.bench.tables          rewrite the tables in place
    python -m dllmc.bench.tables --check  exit 1 if any table differs from its file (a test runs this)
"""

from __future__ import annotations

import argparse
import json
import re
import statistics
import sys
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
RESULTS = ROOT / "bench" / "results"
DOCUMENTS = ("README.md", "docs/correctness.md", "docs/performance.md", "docs/tokenizer.md",
             "docs/diffusion-decoding.md", "docs/serve.md", "docs/moe.md",
             "docs/diffusiongemma.md")


def newest(kind: str) -> tuple[Path, dict]:
    files = sorted(RESULTS.glob(f"*-{kind}.json"))
    if not files:
        raise FileNotFoundError(f"no bench/results/*-{kind}.json")
    return files[-1], json.loads(files[-1].read_text())


def _table(header: list[str], rows: list[list[str]], align: str) -> str:
    out = ["| " + " | ".join(header) + " |", "|" + "|".join("---:" if a == "r" else "---" for a in align) + "|"]
    out += ["| " + " | ".join(r) + " |" for r in rows]
    return "\n".join(out)


def logits_table() -> str:
    path, data = newest("logits")
    rows = []
    for r in data["rows"]:
        ll, ref = r["vs_llamacpp"], r["vs_reference"]
        rows.append([
            r["model"], str(r["canvas"]),
            f"{ll['prompt_rel_max']:.2e}", f"{ll['prompt_top1']:.3f}", f"{ll['mask_rel_max']:.2e}",
            f"{r['reference_vs_llamacpp']['mask_rel_max']:.2e}",
            f"{ref['rel_max']:.2e}", f"{ref['rel_median']:.2e}", f"{ref['top1']:.3f}",
        ])  # fmt: skip
    header = ["model", "canvas", "vs llama.cpp: prompt rel max", "prompt top-1",
              "mask rows rel max", "(reference vs llama.cpp, mask rows)", "vs reference: rel max",
              "rel median", "top-1"]  # fmt: skip
    note = f"\n\nFrom `{path.relative_to(ROOT)}` ({data['date']}, `{data['command']}`)."
    return _table(header, rows, "lrrrrrrrr") + note


def compile_table() -> str:
    path, data = newest("compile")
    rows = [
        [r["model"], str(r["layers"]), r["cold"]["target"], str(r["cold"]["kernels"]),
         f"{r['cold']['seconds']:.2f} s", f"{r['warm']['seconds']:.2f} s"]
        for r in data["rows"]
    ]  # fmt: skip
    header = ["model (factory, Q4_K_M)", "layers", "target", "kernels", "cold cache", "warm cache"]
    note = f"\n\nFrom `{path.relative_to(ROOT)}` ({data['date']}, `{data['command']}`)."
    return _table(header, rows, "lrlrrr") + note


def _g(x: float) -> str:
    """A rate in G/s, 3 significant digits."""
    return f"{x / 1e9:,.0f}" if x >= 100e9 else f"{x / 1e9:.1f}"


def roofline_table() -> str:
    path, data = newest("roofline")
    threads = [str(t) for t in data["threads"]]
    rows = [[f"`{k}`", v["runs"], *(_g(v["rate"][t]) for t in threads), f"G{v['unit']}"]
            for k, v in data["kinds"].items()]  # fmt: skip
    header = ["kind", "what it runs", *(f"{t} thread{'s' if t != '1' else ''}" for t in threads),
              "unit"]  # fmt: skip
    note = (f"\n\nFrom `{path.relative_to(ROOT)}` ({data['date']}, `{data['command']}`; "
            f"{data['machine']['cpu']}, load average {data['load_average']:.1f}).")
    return _table(header, rows, "ll" + "r" * len(threads) + "l") + note


def _kernel_rows(data: dict, family: str) -> dict[tuple, dict[int, dict]]:
    out: dict[tuple, dict[int, dict]] = {}
    for r in data["rows"]:
        if r["family"] == family:
            out.setdefault((r["workload"], r["symbol"], r["m"]), {})[r["threads"]] = r
    return out


def _of_peak(r: dict | None, peak: float | None) -> str:
    """'best% (median%)' of a kernel row against the int8 peak (GOP/s)."""
    if r is None or peak is None:
        return "–"
    return f"{r['gops_best'] / peak:.0%} ({r['gops_median'] / peak:.0%})"


def _bounds_note(data: dict) -> str:
    """The AVX2 microkernel's instruction mix as probes (bench/roofline.c), when measured."""
    bounds = data.get("pattern_bounds_ops_per_s") or {}
    if not bounds:
        return ""
    rates = ", ".join(f"`{k}` {v['1'] / 1e9:,.0f}" for k, v in bounds.items())
    return (f" The kernels' own instruction mixes, run as probes in the same run (1 thread, "
            f"GOP/s; bench/roofline.c): {rates}.")


def kernels_table() -> str:
    path, data = newest("kernels")
    # the machine's int8 peak: the best int8 rate the roofline measured in the same run (the
    # zmm vpdpbusd rate on an AVX-512 VNNI machine, vpmaddubsw+vpmaddwd on an AVX2 one)
    peaks = data["peaks_ops_per_s"]
    kind = max(peaks, key=lambda k: peaks[k]["1"])
    peak = {t: v / 1e9 for t, v in peaks[kind].items()}
    base = bool(data.get("baseline"))
    rows = []
    streamed = []
    for (wl, _, m), by in _kernel_rows(data, "GemmQ").items():
        r1, r2 = by.get(1), by.get(2)
        any_r = r1 or r2
        if "fraction_of_read" in any_r:  # bench_kernels.M_STREAMED rows or fewer
            streamed.append((wl, m, any_r, r1, r2))
            continue
        roles = ", ".join(w.split(".")[-1] for w in any_r["weights"])
        row = [wl, f"{any_r['type']} {any_r['n']}×{any_r['k']} ({roles})", str(m),
               f"{r1['gops_median']:.0f}" if r1 else "–"]  # fmt: skip
        if base:
            row += [f"{r1['baseline']['gops_median']:.0f}" if r1 else "–",
                    f"{r1['gops_median'] / r1['baseline']['gops_median']:.2f}×" if r1 else "–"]
        row += [f"{r2['gops_median']:.0f}" if r2 else "–",
                _of_peak(r1, peak.get("1")), _of_peak(r2, peak.get("2"))]
        rows.append(row)
    header = ["workload", "GEMM: type N×K (weights)", "M", "GOP/s, 1 thread"]
    if base:
        header += ["before, 1 thread", "speed-up"]
    header += ["GOP/s, 2 threads", "% of int8 peak, 1 thread: best (median)",
               "% of int8 peak, 2 threads: best (median)"]
    commit = ((data.get("baseline") or {}).get("commit") or "?")[:10]
    before = (f" (before: the same kernel as commit `{commit}` renders it, timed in the same "
              "rounds)") if base else ""
    rates = ", ".join(f"{v:,.0f} GOP/s on {t} thread{'s' if t != '1' else ''}"
                      for t, v in peak.items())
    note = (f"\n\nGOP/s: medians of {data['rounds']} × {data['reps']} calls{before}. % of "
            "peak: the best call against the peak, which is the probe's best of 5 runs (the "
            "same statistic on both sides), and in brackets the median call against it. Target "
            f"`{data['target']}`, {data['machine']['cpu']} ({', '.join(data['machine']['flags'])}). "
            f"int8 peak = the roofline's best int8 rate (`{kind}`) measured at the start of the "
            f"same run: {rates}.{_bounds_note(data)} From "
            f"`{path.relative_to(ROOT)}` ({data['date']}, `{data['command']}`; load average "
            f"{data['load_average']:.1f}).")
    return (_table(header, rows, "lll" + "r" * (len(header) - 3)) + note
            + _streamed_table(data, streamed))


def _streamed_table(data: dict, streamed: list) -> str:
    """The GEMMs at M <= bench_kernels.M_STREAMED (causal decoding): each weight byte is read
    once per call, so the figure is the weights' bytes per second against `read`."""
    if not streamed:
        return ""
    read = data["read_bytes_per_s"]

    def cell(r: dict | None) -> str:
        if r is None:
            return "–"
        return f"{r['weight_gbps_median']:.1f} ({r['fraction_of_read']:.0%})"

    rows = [[wl, f"{r['type']} {r['n']}×{r['k']} ({', '.join(w.split('.')[-1] for w in r['weights'])})",
             str(m), f"{r['weight_bytes'] / 2**20:,.1f}", cell(r1), cell(r2)]
            for wl, m, r, r1, r2 in streamed]  # fmt: skip
    header = ["workload", "GEMM: type N×K (weights)", "M", "weights, MiB",
              "GB/s, 1 thread (% of read)", "GB/s, 2 threads (% of read)"]
    rates = ", ".join(f"{v / 1e9:.1f} GB/s on {t} thread{'s' if t != '1' else ''}"
                      for t, v in read.items())
    note = ("\n\nM = 1 (causal decoding): the weights' bytes over the median call's time. "
            f"`read` = the roofline's memory read rate measured at the start of the same run: "
            f"{rates}.  A matrix that fits the L3 cache (32 MiB here) is read from it by the "
            "repeated calls and can pass 100 %; in a forward pass every matrix is streamed from "
            "memory once per token, so the shapes above the L3 size are the figure that counts.")
    return "\n\n" + _table(header, rows, "lllrrr") + note


def attention_table() -> str:
    path, data = newest("kernels")
    base = bool(data.get("baseline"))
    rows = []
    for (wl, sym, m), by in _kernel_rows(data, "Attention").items():
        r1, r2 = by.get(1), by.get(2)
        row = [wl, sym.split("_", 2)[2], str(m), f"{r1['gops_median']:.0f}" if r1 else "–"]
        if base:
            row += [f"{r1['baseline']['gops_median']:.0f}" if r1 else "–",
                    f"{r1['gops_median'] / r1['baseline']['gops_median']:.2f}×" if r1 else "–"]
        row += [f"{r2['gops_median']:.0f}" if r2 else "–"]
        rows.append(row)
    header = ["workload", "attention", "M", "GFLOP/s, 1 thread"]
    if base:
        header += ["before, 1 thread", "speed-up"]
    header += ["GFLOP/s, 2 threads"]
    note = (f"\n\nFLOP = 4 · M · keys · head_dim · heads. From `{path.relative_to(ROOT)}` "
            f"({data['date']}).")
    return _table(header, rows, "lll" + "r" * (len(header) - 3)) + note


def _ms(st: dict) -> str:
    return f"{st['median_ms']:,.0f} ({st['min_ms']:,.0f}–{st['max_ms']:,.0f})"


def forward_table() -> str:
    path, data = newest("forward")
    base = data.get("baseline")
    rows = []
    for r in data["rows"]:
        row = [r["workload"], str(r["canvas"]), _ms(r["ours_last_row"]), _ms(r["llamacpp"]),
               f"{r['ratio_median']:.2f}",
               " ".join(f"{x:.2f}" for x in r["ratio_by_round"])]  # fmt: skip
        if base:
            row += [_ms(r["baseline"]), f"{r['speedup_vs_baseline']:.2f}×"]
        row += [_ms(r["ours_masked_rows"])]
        rows.append(row)
    header = ["workload", "canvas", "dllmc ms", "llama.cpp ms", "ratio", "ratio by round"]
    if base:
        header += ["dllmc before, ms", "speed-up"]
    header += ["dllmc + logits of 128 masked rows, ms"]
    note = (f"\n\nMedian (min–max) of {data['rounds']} rounds × {data['reps']} passes, "
            f"{data['rows'][0]['threads']} threads, interleaved round by round"
            + (f"; before = commit `{(base.get('commit') or '?')[:10]}`" if base else "")
            + f". llama.cpp: `{data['rows'][0]['llamacpp_command'].split(' -m ')[0]} -m MODEL "
            f"-p CANVAS -ub CANVAS -b CANVAS -t {data['rows'][0]['threads']} -n 0 -r "
            f"{data['reps']}`. From `{path.relative_to(ROOT)}` ({data['date']}, "
            f"`{data['command']}`; load average {data['load_average'][0]:.1f} at the start, "
            f"{data['load_average'][1]:.1f} at the end).")
    return _table(header, rows, "lrrrrl" + ("rr" if base else "") + "r") + note


def profile_table() -> str:
    path, data = newest("forward")
    fams: list[str] = []
    for r in data["rows"]:
        for f in r["profile"]["by_family_ms"]:
            if f not in fams:
                fams.append(f)
    rows = []
    for f in fams:
        row = [f"`{f}`"]
        for r in data["rows"]:
            p = r["profile"]
            ms = p["by_family_ms"].get(f, 0.0)
            row.append(f"{ms:.1f} ({ms / p['total_ms']:.0%})")
        rows.append(row)
    rows.append(["total"] + [f"{r['profile']['total_ms']:.1f}" for r in data["rows"]])
    header = ["kernel family", *(f"{r['workload']}, ms (share)" for r in data["rows"])]
    note = ("\n\nEach step's median over the timed passes (the runtime's step timers), summed "
            f"by family. From `{path.relative_to(ROOT)}` ({data['date']}).")
    return _table(header, rows, "l" + "r" * len(data["rows"])) + note


def gemm_profile_table() -> str:
    path, data = newest("forward")
    rows = []
    for r in data["rows"]:
        for role, v in r["profile"]["gemm_by_role"].items():
            rows.append([r["workload"], role, f"{v['ms']:.1f}", f"{v['gops']:.0f}"])
    header = ["workload", "GEMM (role, type, N, K)", "ms per forward", "GOP/s"]
    note = (f"\n\nInside the forward passes of the table above ({data['rows'][0]['threads']} "
            f"threads; the output projection runs on 1 row). From `{path.relative_to(ROOT)}`.")
    return _table(header, rows, "llrr") + note


def _med(st: dict, fmt: str = "{:,.0f}") -> str:
    return (f"{fmt.format(st['median'])} ({fmt.format(st['min'])}–{fmt.format(st['max'])})"
            if st["min"] != st["max"] else fmt.format(st["median"]))


def e2e_table(kind: str = "e2e") -> str:
    path, data = newest(kind)

    def tps(side: dict) -> float:  # new tokens (the whole generated region) per loop second
        return data["gen_length"] / (data["steps"] * side["ms_per_step"]["median"] / 1e3)

    rows = []
    for r in data["rows"]:
        d, ll, es = r["dllmc"], r["llamacpp"], r["early_stop"]
        rows.append([
            r["workload"], "/".join(str(c) for c in r["canvases"]), str(len(r["pairs"])),
            _med(d["ms_per_step"]), _med(ll["ms_per_step"]), f"{r['ratio_median']:.2f}",
            " ".join(f"{x:.2f}" for x in r["ratio_by_run"]),
            f"{tps(d):.2f} / {tps(ll):.2f}",
            f"{d['startup_s']['median']:.2f} / {ll['startup_s']['median']:.2f}",
            f"{d['peak_rss_mib']['median']:,.0f} / {ll['peak_rss_mib']['median']:,.0f}",
            f"{r['gguf_mib']:,.0f}",
            f"{es['steps_run_median']:g}/{data['steps']} ({es['loop_s_median']:.1f} s vs "
            f"{es['loop_s_no_early_stop_median']:.1f} s)",
        ])  # fmt: skip
        for ab, o in r.get("other_act_blocks", {}).items():  # bench_e2e --act-blocks 32 256
            rows.append([f"{r['workload']}, `--act-blocks {ab}`", rows[-1][1], str(len(r["pairs"])),
                         _med(o["ms_per_step"]), _med(ll["ms_per_step"]), f"{o['ratio_median']:.2f}",
                         " ".join(f"{x:.2f}" for x in o["ratio_by_run"]),
                         "", "", "", "", ""])
    header = ["workload", "canvas", "A B pairs", "dllmc ms/step", "llama.cpp ms/step", "ratio",
              "ratio by run",
              "new tokens/s (dllmc / llama.cpp)", "startup s (dllmc / llama.cpp)",
              "peak RSS MiB (dllmc / llama.cpp)", "GGUF MiB", "dllmc with early stop: steps (loop)"]
    notes = {r["workload"]: r["note"] for r in data["rows"]}
    factory = [w for w, n in notes.items() if "factory" in n]
    m = data["machine"]
    note = (f"\n\nMedian (min–max) over the A B pairs (first {data['prompts']} prompt(s) of "
            f"the script), {data['threads']} threads, `dllmc run` and `llama-diffusion-cli` interleaved run by "
            f"run (A B A B); {data['gen_length']} new tokens, {data['steps']} steps, Dream timestep "
            f"schedule (eps {data['eps']:g}) in one block on both sides (also for `llada`: "
            "llama.cpp's block mode cannot express LLaDA's blocks), greedy, chat template, dllmc "
            "early stop off. "
            + (f"`{'`, `'.join(factory)}`: factory model at LLaDA-8B widths with 4 layers "
               "(the per-layer work of the real 8B, random weights). " if factory else "")
            + "Startup = process start to the first step (dllmc: wall − loop time, artifact "
            "cached; llama.cpp: the log time of its first step). ms/step for llama.cpp = its "
            "printed total ÷ forward passes run. "
            + ("**Quick run** (`--quick`) on a shared 2-core machine that was running other jobs "
               "at the same time: noisy, indicative only. " if data.get("quick") else "")
            + f"Ours: `{data['ours_command']}`; llama.cpp: `{data['llamacpp_command']}`. "
            f"{m['cpu']} ({', '.join(m['flags'])})"
            + (f"; dllmc's code for `{m['dllmc_host_cpu']}` (`DLLMC_HOST_CPU`)"
               if m.get("dllmc_host_cpu") else "")
            + (f"; llama.cpp's `{m['llamacpp']['variant']}` build (`DLLMC_LLAMACPP_CPU`)"
               if m.get("llamacpp", {}).get("variant", "native") != "native" else "")
            + f". From `{path.relative_to(ROOT)}` "
            f"({data['date']}, `{data['command']}`; "
            f"load average {data['load_average'][0]:.1f} at the start, "
            f"{data['load_average'][1]:.1f} at the end).")
    return _table(header, rows, "lr" + "r" * (len(header) - 2)) + note


def tokenizer_table() -> str:
    path, data = newest("tokenizer")
    vocabs = data["vocabularies"]
    names = list(vocabs)
    lines = [
        ("first load (reads the GGUF, builds and caches)", lambda v: f"{v['load_cold_s']:.2f} s"),
        ("later loads (from the cache)", lambda v: f"{v['load_warm_s']:.3g} s"),
        ("encode 1 MiB mixed text, median", lambda v: f"{v['encode']['MB_per_s_median']:.2f} MB/s"),
        ("llama.cpp `llama-tokenize`, same text (without its start-up)",
         lambda v: f"{v['llamacpp']['encode_MB_per_s']:.2f} MB/s"),
        ("ids equal to llama.cpp's on that megabyte", lambda v: "yes" if v["llamacpp"]["ids_equal"] else "no"),
        ("decode those ids", lambda v: f"{v['decode_s']:.3f} s"),
    ]  # fmt: skip
    rows = [[label, *(fmt(vocabs[n]) for n in names)] for label, fmt in lines]
    m = data["machine"]
    note = (f"\n\n{m['logical_cpus']} logical cores of an {m['cpu']} (load average "
            f"{m['loadavg_1m_at_start']:.1f} at the start). From `{path.relative_to(ROOT)}` "
            f"({data['date'][:10]}, `python -m dllmc.bench.bench_tokenizer`).")
    return _table(["", *names], rows, "l" + "r" * len(names)) + note


def startup_table() -> str:
    path, data = newest("startup")
    rows = []
    for r in data["rows"]:
        for state, label in (("repack", "repacked at every start"), ("cached", "weight cache mapped")):
            st = r[state]
            rows.append([r["workload"], label, f"{st['startup_s_median']:.2f} s",
                         f"{st['peak_rss_mib_median']:,.0f} MiB", f"{st['rss_over_gguf']:.2f}×",
                         f"{r['gguf_mib']:,.0f} MiB"])
    la = data["load_average"]
    note = (f"\n\nMedians of {len(data['rows'][0]['cached']['runs'])} runs of `dllmc run GGUF "
            f"PROMPT --steps 1` ({data['threads']} threads), artifact compiled and cached. "
            f"{data['machine']['cpu']} ({', '.join(data['machine']['flags'])}). From "
            f"`{path.relative_to(ROOT)}` ({data['date']}, `{data['command']}`; load average "
            f"{la[0]:.1f} at the start, {la[1]:.1f} at the end).")
    header = ["workload", "weights", "start-up", "peak RSS", "RSS / GGUF", "GGUF"]
    return _table(header, rows, "llrrrr") + note


# agreement rows: (key prefix, what was compared) -- tests/test_llamacpp_agreement.py writes them
_AGREEMENT = {
    "ar_identity": "AR identity: {gen_length} tokens one per step vs llama.cpp greedy "
                   "(`bench/llama_greedy.cpp`)",
    "dream_schedule": "Dream schedule, {gen_length} tokens, {steps} steps, top-k 1: maskgit_plus / "
                      "entropy / topk_margin vs `diffusion_generate` confidence / entropy / margin",
    "llada_blocks": "LLaDA blocks aligned (prompt a multiple of the block, one step per block), "
                    "low_confidence vs block mode, {gen_length} tokens",
}


def agreement_table() -> str:
    path, data = newest("agreement")
    rows = []
    for key, r in data["rows"].items():
        kind = next(k for k in _AGREEMENT if key.startswith(k))
        runs = r.get("per_prompt") or r.get("per_run")
        equal = sum(x["tokens_equal"] for x in runs)
        total = sum(x.get("gen_length", r["gen_length"]) for x in runs)
        rows.append([_AGREEMENT[kind].format(**r), f"`{key[len(kind) + 1:]}`",
                     f"{r['identical']} / {len(runs)}", f"{equal} / {total}"])
    note = (f"\n\nFrom `{path.relative_to(ROOT)}` ({data['date']}, `{data['command']}`), "
            f"{data['threads']} threads.")
    return _table(["comparison", "model", "identical generations", "tokens equal"], rows, "llrr") + note


def rows_table() -> str:
    """bench/bench_rows.py: partial steps, batches, causal decoding."""
    path, data = newest("rows")
    out = []
    if "partial" in data:
        rows = [[r["workload"], f"{r['full_step_s'] * 1e3:,.0f} ms",
                 f"{r['partial_step_s'] * 1e3:,.0f} ms", f"{r['ratio']:.3f}",
                 "yes" if r["logits_identical"] else "**no**"] for r in data["partial"]]
        out.append(_table(["workload", f"full step ({data['partial'][0]['canvas']} rows)",
                           f"{data['partial'][0]['recomputed_rows']} rows recomputed", "ratio",
                           "same logits"], rows, "lrrrl"))
    if "batch" in data:
        rows = [[r["step"].replace("_", " "), str(r["sequences"]), str(r["rows_per_sequence"]),
                 f"{r['batched_rows_per_s']:,.0f}", f"{r['sequential_rows_per_s']:,.0f}",
                 f"{r['speedup']:.2f}×"] for r in data["batch"]]
        out.append(_table(["step", "sequences B", "rows each", "rows/s, one call",
                           "rows/s, B calls", "one call's gain"], rows, "lrrrrr"))
    if "decode" in data:
        d = data["decode"]
        bw = (f"{d['gemm_bandwidth_B_per_s'] / 1e9:.1f} GB/s = "
              f"{d['gemm_bandwidth_of_read']:.2f} of the read roofline "
              f"({d['read_bandwidth_B_per_s'] / 1e9:.1f} GB/s)" if d.get("read_bandwidth_B_per_s")
              else f"{d['gemm_bandwidth_B_per_s'] / 1e9:.1f} GB/s")
        out.append(_table(["causal decoding", "dllmc", "llama.cpp", "ratio", "M = 1 GEMMs"],
                          [[f"{d['model']}, {d['new_tokens']} tokens greedy",
                            f"{d['ours_tokens_per_s']:.1f} tok/s",
                            f"{d['llamacpp_tokens_per_s']:.1f} tok/s", f"{d['ratio']:.2f}×", bw]],
                          "lrrrl"))
    if "rss" in data:
        rows = [[r["model"], str(r["slots"]), f"{r['kv_bytes_per_position'] / 1024:.0f} KiB",
                 f"{(r['store_bytes'] + r['scratch_bytes']) / 2**20:.1f} MiB",
                 f"{r['peak_rss_bytes'] / 2**20:,.0f} MiB", f"{r['gguf_bytes'] / 2**20:,.0f} MiB",
                 f"{r['rss_over_gguf']:.2f}×"] for r in data["rss"]]
        out.append(_table(["`dllmc run`, 128 tokens, canvas 256", "slots", "K/V per position",
                           "store + scratch", "peak RSS", "GGUF", "RSS / GGUF"], rows, "lrrrrrr"))
    note = (f"\n\nMedians of {data['rounds']} interleaved rounds, {data['threads']} threads, "
            f"{data['machine']['cpu']} ({', '.join(data['machine']['flags'])}). From "
            f"`{path.relative_to(ROOT)}` ({data['date']}, `{data.get('command', '')}`).")
    return "\n\n".join(out) + note


def decode_table() -> str:
    """bench/bench_rows.py --parts decode, once per pairing of instruction sets on one host:
    dllmc's code for a target (`DLLMC_HOST_CPU`) against the llama.cpp build for the same
    instructions (`DLLMC_LLAMACPP_CPU`), one results file each (`*-decode-<target>.json`)."""
    rows, notes = [], []
    for kind in sorted({f.name.split("-decode-")[1][:-5] for f in RESULTS.glob("*-decode-*.json")}):
        path, data = newest(f"decode-{kind}")
        d, m = data["decode"], data["machine"]
        build = m.get("llamacpp", {}).get("variant", "native")
        span = lambda xs: f"{min(xs):.1f}–{max(xs):.1f}"  # noqa: E731
        rows.append([kind + ("" if m.get("dllmc_host_cpu") else " (the host's)"), build,
                     f"{d['ours_tokens_per_s']:.1f} ({span(d['ours_samples'])})",
                     f"{d['llamacpp_tokens_per_s']:.1f} ({span(d['llamacpp_samples'])})",
                     f"{d['ratio']:.2f}×",
                     f"{d['gemm_bandwidth_B_per_s'] / 1e9:.1f} GB/s",
                     f"{d['read_bandwidth_B_per_s'] / 1e9:.1f} GB/s",
                     f"{d['gemm_bandwidth_of_read']:.2f}",
                     " ".join(str(t) for t in d["tokens_equal_per_run"]) + f" of {d['new_tokens']}"])
        notes.append(f"`{path.relative_to(ROOT)}` ({data['date']}, `{data['command']}`, load "
                     f"average {data['load_average_start']:.1f} → {data['load_average_end']:.1f})")
    table = _table(["dllmc's code", "llama.cpp build", "dllmc tok/s", "llama.cpp tok/s", "ratio",
                    "M = 1 GEMMs", "`read`", "GEMMs / read", "tokens equal"], rows, "llrrrrrrl")
    return (table + f"\n\n{data['decode']['model']}, {data['decode']['new_tokens']} tokens "
            f"greedy after a {data['decode']['prompt_tokens']}-token prompt, the prompt's batch "
            f"left out on both sides; medians (min–max) of {data['rounds']} interleaved rounds, "
            f"{data['threads']} threads, {data['machine']['cpu']} "
            f"({', '.join(data['machine']['flags'])}). M = 1 GEMMs: the weights' bytes they "
            "stream per token over their time in the loop (the runtime's step timers); `read`: "
            "the roofline's read probe after the rounds. From " + "; ".join(notes) + ".")


def fast_table() -> str:
    """bench/bench_fast.py: Fast-dLLM's modes against exact decoding."""
    path, data = newest("fast")
    rows = []
    for w in data["rows"]:
        for name, r in w["modes"].items():
            cached = r["cached_over_full_step"]
            if name == "threshold" and r["options"].get("cache", "none") != "none":
                name += f" + {r['options']['cache']}"  # Dream's reference always caches
            rows.append([w["workload"] if name == "exact" else "", name,
                         str(r["forward_passes"]), f"{r['rows_computed']:,}",
                         f"{r['ms_per_forward']:,.0f}",
                         f"{cached:.3f}" if cached is not None else "",
                         f"{r['seconds']:.1f}", f"{r['speedup_vs_exact']:.2f}×",
                         f"{r['tokens_equal_to_exact']} / {data['gen_length']}"])
    table = _table(["workload", "mode", "forward passes", "rows computed", "ms / forward",
                    "cached step / full step", "seconds", "vs exact", "tokens as exact"],
                   rows, "llrrrrrrr")
    peers = []
    for w in data["rows"]:
        ll = w.get("llamacpp", {})
        if ll.get("ms_per_step"):
            peers.append(f"{w['workload']}: llama.cpp's `llama-diffusion-cli` (no cache, no "
                         f"threshold) {ll['ms_per_step']:,.0f} ms per full forward of the same "
                         f"canvas, ours {w['modes']['exact']['ms_per_forward']:,.0f} ms "
                         f"({w['exact_over_llamacpp_step']:.2f}×)")
        elif ll:
            peers.append(f"{w['workload']}: llama.cpp not run ({next(iter(ll.values()))})")
    note = (f"\n\n{data['gen_length']} new tokens, blocks of {data['block_length']}, "
            f"{data['steps']} steps, threshold {data['threshold']}, temperature 0, early stop off, "
            f"{data['threads']} threads, {data['machine']['cpu']} "
            f"({', '.join(data['machine']['flags'])}); one run each. " + "; ".join(peers)
            + f". From `{path.relative_to(ROOT)}` ({data['date']}, "
            f"`{data['command'].strip()}`).")
    return table + note


def serve_table() -> str:
    """bench/bench_serve.py: concurrent clients against the same requests one by one."""
    path, data = newest("serve")
    rows = []
    for w in data["rows"]:
        for i, lv in enumerate(w["levels"]):
            c, q = lv["concurrent"], lv["sequential"]
            label = w["workload"] + (f", {w['steps']} steps" if w["steps"] else
                                     ", one token a step")
            rows.append([label if i == 0 else "", str(lv["clients"]),
                         f"{c['tokens_per_s']:.1f}", f"{q['tokens_per_s']:.1f}",
                         f"{lv['throughput_gain']:.2f}×",
                         f"{c['latency_p50_s']:.1f} / {c['latency_p95_s']:.1f}",
                         f"{q['latency_p50_s']:.1f} / {q['latency_p95_s']:.1f}",
                         "yes" if lv["identical_to_solo"] else "**no**",
                         f"{c['completed'] + q['completed']} / {2 * lv['clients']}"])
    table = _table(["workload", "clients", "tok/s together", "tok/s one by one", "gain",
                    "latency p50 / p95, s (together)", "one by one", "answers = solo",
                    "completed"], rows, "lrrrrrrlr")
    note = (f"\n\nUp to {data['tokens']} new tokens a request (the answer ends at its first "
            f"end-of-text token: tok/s counts answer tokens), temperature 0, chat prompts, `dllmc serve --slots {data['rows'][0]['slots']}` on "
            f"{data['threads']} threads, {data['machine']['cpu']} "
            f"({', '.join(data['machine']['flags'])}), 127.0.0.1. From "
            f"`{path.relative_to(ROOT)}` ({data['date']}, `{data['command']}`).")
    return table + note


def serve_engine_table() -> str:
    """bench/bench_serve.py --trees: the engine before and after a change, in one run."""
    path, data = newest("serve-engine")
    labels = list(data["trees"])
    by = {(w["workload"], w["tree"]): w for w in data["rows"]}
    rows = []
    for name in dict.fromkeys(w["workload"] for w in data["rows"]):
        runs = [by[(name, t)]["levels"] for t in labels]
        for i, levels in enumerate(zip(*runs, strict=True)):
            c = [lv["concurrent"] for lv in levels]
            rows.append([name if i == 0 else "", str(levels[0]["clients"]),
                         " / ".join(f"{x['tokens_per_s']:.1f}" for x in c),
                         " / ".join(f"{x['latency_p50_s']:.1f}" for x in c),
                         " / ".join(f"{x['latency_p95_s']:.1f}" for x in c),
                         " / ".join(f"{x['host_ms_per_call']:.1f}" for x in c),
                         " / ".join("yes" if lv["identical_to_solo"] and lv["all_completed"]
                                    else "**no**" for lv in levels)])
    both = " / ".join(labels)
    table = _table(["workload", "clients", f"tok/s together ({both})", f"p50 s ({both})",
                    f"p95 s ({both})", f"host ms per forward call ({both})",
                    "answers = solo, all completed"], rows, "lrrrrrl")
    trees = "; ".join(f"{k}: `{v}`" for k, v in data["trees"].items())
    note = (f"\n\nOne run, the trees' servers interleaved level by level ({trees}); up to "
            f"{data['tokens']} new tokens a request, temperature 0, `--slots "
            f"{data['rows'][0]['slots']}` on {data['threads']} threads, {data['machine']['cpu']} "
            f"({', '.join(data['machine']['flags'])}), 127.0.0.1. Host ms per forward call: "
            f"the concurrent phase's wall time outside the batched forward calls, per call "
            f"(sampling, committing, streaming, and before, the wait for every request's "
            f"thread). From `{path.relative_to(ROOT)}` ({data['date']}, `{data['command']}`).")
    return table + note


def moe_table() -> str:
    """Mixtures of experts (docs/moe.md): the diffusion step against llama-diffusion-cli
    (bench_e2e), the forward against llama-bench with the expert GEMMs' share (bench_forward),
    and the expert GEMMs alone at an expert's rows per canvas (bench_kernels), each from its own
    ``*-moe_KIND.json``."""
    step = e2e_table("moe_e2e")
    fpath, fwd = newest("moe_forward")
    kpath, kern = newest("moe_kernels")
    rows = []
    for r in fwd["rows"]:
        prof = r["profile"]
        experts = {k: v for k, v in prof["gemm_by_role"].items() if "_exps " in k}
        ms = sum(v["ms"] for v in experts.values())
        rows.append([r["workload"], _ms(r["ours_last_row"]), _ms(r["ours_masked_rows"]),
                     _ms(r["llamacpp"]), f"{r['ratio_median']:.2f}",
                     f"{ms:.1f} ({ms / prof['total_ms']:.0%})",
                     ", ".join(f"{' '.join(k.split()[:2])} {v['gops']:,.0f}"
                               for k, v in experts.items())])
    forward = _table(["workload", "dllmc forward, last row's logits, ms",
                      "dllmc, the 128 masked rows' logits, ms", "llama-bench ms", "ratio",
                      "expert GEMMs in our forward, ms (share)", "their GOP/s in the forward"],
                     rows, "lrrrrrl")
    peak = kern["peaks_ops_per_s"]
    vnni = max(max(v.values()) for v in peak.values())
    krows = [[r["workload"], f"{r['type']} n{r['n']} k{r['k']}", str(r["m"]), str(r["threads"]),
              f"{r['gops_median']:,.0f}", f"{r['gops_median'] * 1e9 / vnni:.0%}"]
             for r in kern["rows"] if r["rows"] == "expert" and r["m"] > 1]
    kernels = _table(["workload", "expert GEMM", "rows per expert", "threads", "GOP/s (median)",
                      "of the int8 peak"], krows, "llrrrr")
    m = kern["machine"]
    note = (f"\n\nForward: interleaved with `llama-bench -p CANVAS -ub CANVAS` (which asks for the "
            f"last row's logits), median (min–max) of {fwd['rounds']} rounds x {fwd['reps']} passes; "
            f"the profile is the runtime's per-step timers, GOP/s over every routed row. Expert "
            f"GEMMs alone: the kernel on random weights and activations at an expert's average rows "
            f"in a canvas (canvas x top-k / experts), the pool's work split, against this machine's "
            f"measured int8 peak ({vnni / 1e9:,.0f} GOP/s, bench/roofline.py). {m['cpu']} "
            f"({', '.join(m['flags'])}). From `{fpath.relative_to(ROOT)}` (`{fwd['command']}`) and "
            f"`{kpath.relative_to(ROOT)}` (`{kern['command']}`).")
    return step + "\n\n" + forward + "\n\n" + kernels + note


def block_table() -> str:
    """bench/bench_block.py: LLaDA2.0-mini widths, block steps against llama.cpp's decode."""
    path, data = newest("llada2_block")
    s = data["summary"]
    span = lambda st, f: f"{st['median']:{f}} ({st['min']:{f}}–{st['max']:{f}})"  # noqa: E731
    rows = [[span(s["block_step_ms"], ".1f"), span(s["first_step_ms"], ".0f"),
             f"{s['tokens_per_forward']:.2f}", span(s["answer_tokens_per_s"], ".1f"),
             span(s["llamacpp_decode_tokens_per_s"], ".1f"), f"{s['ratio_tokens_per_s']:.2f}",
             f"{s['break_even_tokens_per_step']:.1f}"]]
    m = data["machine"]
    note = (f"\n\n{data['gen_length']}-token answers after a {data['prompt']}-token prompt, "
            f"LLaDA2.0's defaults at temperature 0, {len(data['runs']['dllmc'])} runs interleaved "
            f"with `llama-bench -p 0 -n 64` on the bailingmoe2 twin (median (min–max)), "
            f"{data['threads']} threads. {m['cpu']} ({', '.join(m['flags'])}). From "
            f"`{path.relative_to(ROOT)}` (`{data['command']}`).")
    out = _table(["block step, ms", "first step (prompt + block), ms", "tokens per forward",
                  "dllmc answer tokens/s", "llama.cpp decode tokens/s", "ratio",
                  "break-even tokens per step"], rows, "rrrrrrr") + note
    try:
        spath, serve = newest("llada2_serve")
    except FileNotFoundError:
        return out
    srows = [[str(lv["clients"]), f"{lv['sequential']['tokens_per_s']:.1f}",
              f"{lv['concurrent']['tokens_per_s']:.1f}", f"{lv['throughput_gain']:.2f}",
              f"{lv['concurrent']['latency_p50_s']:.1f}",
              "yes" if lv["identical_to_solo"] and lv["all_completed"] else "no"]
             for row in serve["rows"] for lv in row["levels"]]
    snote = (f"\n\n`dllmc serve` with N clients at once against the same requests one by one "
             f"({serve['tokens']}-token answers; from `{spath.relative_to(ROOT)}`, "
             f"`{serve['command']}`).")
    return out + "\n\n" + _table(["clients", "one by one, tokens/s", "together, tokens/s",
                                   "gain", "p50 latency, s", "answers = solo answers"],
                                  srows, "rrrrrl") + snote


def ray_table() -> str:
    """bench/bench_ray.py: 1 vs 2 Ray Serve replicas under the same clients."""
    path, data = newest("ray")
    rows = [[str(r["replicas"]), f"{r['tokens_per_s']:.1f}",
             f"{r['latency_p50_s']:.2f} / {r['latency_p95_s']:.2f}",
             ", ".join(str(n) for n in sorted(r["per_replica"].values(), reverse=True)),
             "yes" if r["all_completed"] else "**no**"] for r in data["rows"]]
    table = _table(["replicas (1 thread each)", "tok/s", "latency p50 / p95, s",
                    "requests per replica", "all completed"], rows, "rrrll")
    note = (f"\n\n{data['model']}, {data['clients']} concurrent clients x "
            f"{data['requests_per_client']} chat requests, up to {data['tokens']} tokens, "
            f"{data['steps']} steps, temperature 0; 2 replicas / 1 = {data['speedup']:.2f}×, "
            f"answers equal across the two runs: "
            f"{'yes' if data['answers_equal_across_replicas'] else 'no'}. "
            f"{data['machine']['cpu']} ({data['machine']['cores']} cores). From "
            f"`{path.relative_to(ROOT)}` ({data['date']}, `{data['command']}`).")
    return table + note


def diffusion_gemma_table(path: Path | None = None) -> str:
    """bench/bench_diffusion_gemma.py: DiffusionGemma's decoder step at the 26B-A4B's widths,
    its profile, memory and tokens/s against llama.cpp's autoregressive decoding."""
    if path is None:
        path, data = newest("diffusion_gemma")
    else:
        data = json.loads(Path(path).read_text())
    ms, prof, r = data["ms"], data["profile"], data["rates"]
    span = lambda st, f: f"{st['median']:{f}} ({st['min']:{f}}–{st['max']:{f}})"  # noqa: E731
    mib = lambda n: f"{n / 2**20:,.0f}"  # noqa: E731
    C = data["canvas"]
    steps = _table(
        ["pass (canvas 256)", "ms, median (min–max)", "weights read, MiB", "GB/s of weights"],
        [["decoder, first step of a canvas (DECODE)", span(ms["decode"], ".0f"),
          mib(data["weight_bytes"]["decode"]["total"]),
          f"{data['weight_bytes_per_s']['decode'] / 1e9:.1f}"],
         ["decoder, self-conditioned (DECODE_SC)", span(ms["decode_sc"], ".0f"),
          mib(data["weight_bytes"]["decode_sc"]["total"]),
          f"{data['weight_bytes_per_s']['decode_sc'] / 1e9:.1f}"],
         ["encoder, the kept canvas", span(ms["encode_canvas"], ".0f"),
          mib(data["weight_bytes"]["encode"]["total"]), "–"],
         [f"encoder, the {data['prompt']}-token prompt", span(ms["encode_prompt"], ".0f"), "–",
          "–"],
         ["sampler step (NumPy: draws, softmax, entropies, acceptance)", span(ms["sampler"], ".0f"),
          "–", "–"],
         ["of it the Exp(1) and re-noise draws", span(ms["sampler_draws"], ".0f"), "–", "–"]],
        "lrrr")
    names = {"lm_head": f"LM head (Q6_K GEMM {C}×{data['n_vocab']}×{data['n_embd']})",
             "soft_embed": "self-conditioning product (SOFT_EMBED: softmax + f32 product)",
             "experts": "experts (router, routing, expert GEMMs, combine)",
             "attention": "attention (projections, norms, RoPE, K/V, kernel)",
             "rest": "rest (embedding, SC MLP, dense FFN, norms, softcap)"}
    parts = []
    for k, label in names.items():
        a, b = prof["decode"]["parts_ms"][k], prof["decode_sc"]["parts_ms"][k]
        parts.append([label, f"{a:,.0f} ({a / prof['decode']['total_ms']:.0%})",
                      f"{b:,.0f} ({b / prof['decode_sc']['total_ms']:.0%})",
                      mib(data["weight_bytes"]["decode_sc"][k])])
    parts.append(["total of the step timers", f"{prof['decode']['total_ms']:,.0f}",
                  f"{prof['decode_sc']['total_ms']:,.0f}",
                  mib(data["weight_bytes"]["decode_sc"]["total"])])
    profile = _table(["part", "DECODE ms (share)", "DECODE_SC ms (share)",
                      "weights read, MiB"], parts, "lrrr")
    peak, fma = r["int8_peak_gops"], r["fp32_fma_gflops"]
    rates = _table(["GEMM", "rate", f"of the int8 peak ({r['int8_peak_kind']}, {peak:,.0f} GOP/s)"],
                   [["LM head", f"{r['lm_head_gops']:,.0f} GOP/s", f"{r['lm_head_gops'] / peak:.0%}"],
                    ["expert GEMMs", f"{r['experts_gops']:,.0f} GOP/s",
                     f"{r['experts_gops'] / peak:.0%}"],
                    ["SOFT_EMBED product (float32 multiply, add)",
                     f"{r['soft_embed_gflops']:,.0f} GFLOP/s",
                     f"{r['soft_embed_gflops'] / fma:.0%} of the {r['fp32_fma_kind']} peak "
                     f"({fma:,.0f} GFLOP/s)"]], "lrr")
    m = data["memory"]
    big = ", ".join(f"`{b['name']}` {mib(b['bytes'])}" for b in m["canvas_by_vocab_buffers"])
    memory = _table(["memory", "MiB"], [
        ["GGUF, mapped", mib(m["gguf_mapped"])],
        ["of it read in place (the RAW embedding table: the embedding and SOFT_EMBED)",
         mib(m["gguf_read_in_place"])],
        ["repacked weights", mib(m["repacked_weights"])],
        [f"activation arena (of it [{C} x {data['n_vocab']}] float buffers: {big})",
         mib(m["arena"])],
        ["K/V store (1 slot + scratch)", mib(m["kv_store"])],
        ["process peak RSS (incl. Python's logits and sampler arrays)",
         mib(m["rss_end"]["VmHWM"])]], "lr")
    ll = data["llamacpp"]["tokens_per_s"]
    tps = [[str(s), f"{v['canvas_ms'] / 1e3:.1f}", f"{v['tokens_per_s']:.1f}",
            f"{v['passes_only_tokens_per_s']:.1f}", f"{data['ratio_vs_llamacpp'][s]:.2f}"]
           for s, v in data["diffusion_gemma_tokens_per_s"].items()]
    mc = data.get("measured_canvas")
    if mc:
        tps.append([f"{mc['steps']}, measured (the decoder's loop)",
                    f"{mc['steps_s'] + ms['encode_canvas']['median'] / 1e3:.1f}",
                    f"{mc['tokens_per_s']:.1f}", "–",
                    f"{mc['tokens_per_s'] / statistics.median(ll['samples']):.2f}"])
    speed = _table(["steps per canvas", "s per canvas", "DiffusionGemma tokens/s",
                    "(compiled passes only)", "vs llama.cpp AR"], tps, "rrrrr")
    base = data.get("baseline")
    before = ""
    if base:
        after = prof["decode_sc"]["parts_ms"]["soft_embed"]
        before = (f" SOFT_EMBED before this change (commit `{(base.get('commit') or '?')[:10]}`, "
                  f"one pass): {base['soft_embed_ms']:,.0f} ms (its DECODE_SC pass "
                  f"{base['decode_sc_ms']:,.0f} ms), now {after:,.0f} ms: "
                  f"{base['soft_embed_ms'] / after:.1f}× faster; the pass's logits from the same "
                  f"inputs {'bit for bit the same' if base.get('same_logits') else '**differ**'}.")
    mach = data["machine"]
    note = (f"\n\n`{data['files']['dllmc']['name']}` (Q4_K_M, {mib(data['files']['dllmc']['bytes'])} "
            f"MiB) after a {data['prompt']}-token prompt, canvas {C}, {data['threads']} threads; "
            f"medians (min–max) of {data['rounds']} interleaved rounds. Tokens/s: {C} tokens per "
            f"(DECODE + (S-1) DECODE_SC + S sampler steps + the canvas's encoder pass); "
            f"llama.cpp: `{data['files']['llama.cpp']['name']}` (the same body as `gemma4`, "
            f"Q4_K_M), `{data['llamacpp']['command'].split(' -m ')[0]} -p 0 -n 64 -d "
            f"{data['prompt']}`, {span(ll, '.1f')} tokens/s.{before} {mach['cpu']} "
            f"({', '.join(mach['flags'])}; AVX-512: "
            f"{'yes' if any(f.startswith('avx512') for f in mach['flags']) else 'no'}), load "
            f"average {data['load_average'][0]:.1f}. From `{_rel(path)}` ({data['date']}, "
            f"`{data['command']}`).")
    return "\n\n".join([steps, profile, rates, memory, speed]) + note


def accuracy_tables() -> str:
    """bench/accuracy.py: each arithmetic's rel-RMS from the float model (mean ± standard error
    over canvases, per row group), and the per-op attribution of the two activation schemes."""
    path, data = newest("accuracy")
    targets = [f"dllmc:{t}" for t in data["machine"]["targets"]]

    def cell(st: dict) -> str:
        return f"{st['mean']:.4f} ± {st['sem']:.4f}"

    def diff(st: dict) -> str:
        return f"{st['minus_llamacpp']:+.4f} ± {st['minus_llamacpp_sem']:.4f}"

    rows, parts = [], []
    for r in data["rows"]:
        s = r["summary"]
        for key in [*targets, "llamacpp", "emulate:substeps", "emulate:per32", "emulate:per256",
                    "emulate:llamacpp"]:
            if key in s:
                rows.append([r["model"], key, cell(s[key]["prompt"]), cell(s[key]["mask"]),
                             "" if key == "llamacpp" else diff(s[key]["prompt"]),
                             "" if key == "llamacpp" else diff(s[key]["mask"])])
        jit = [s[k] for k in s if k.startswith("jitter:")]
        if jit:  # bench/accuracy.py --jitter: llama.cpp's arithmetic, perturbed by 1e-6

            def spread(g: str, field: str, sts: list[dict] = jit) -> str:
                vals = [st[g][field] for st in sts]
                return f"{min(vals):+.4f} … {max(vals):+.4f}".replace("+", "" if field == "mean" else "+")
            rows.append([r["model"], f"llama.cpp's arithmetic, 1e-6 jitter ({len(jit)} copies)",
                         spread("prompt", "mean"), spread("mask", "mean"),
                         spread("prompt", "minus_llamacpp"), spread("mask", "minus_llamacpp")])
        groups = [k.rsplit(":", 1)[1] for k in s if k.startswith("emulate:per256:")]
        for g in groups:
            parts.append([r["model"], str(len(r["seeds"])), g, *(
                f"{s[key][rg]['mean']:.4f}" if (key := f"emulate:{sch}:{g}") in s else "–"
                for sch in ("per256", "per32", "substeps") for rg in ("prompt", "mask"))])
    main = _table(["model", "arithmetic", "prompt rows", "mask rows", "prompt: minus llama.cpp",
                   "mask: minus llama.cpp"], rows, "llrrrr")
    attribution = _table(["model", "canvases", "only these matmuls rounded", "per256: prompt",
                          "per256: mask", "per32: prompt", "per32: mask", "substeps: prompt",
                          "substeps: mask"], parts, "lrlrrrrrr")
    cpu = data["machine"]["cpu"]
    note = (f"\n\nFrom `{path.relative_to(ROOT)}` ({data['date']}, `{data['command']}`; {cpu}, "
            f"{data['machine']['cores']} cores; ±: the standard error of the mean over canvases; "
            "minus llama.cpp: the mean paired difference, negative = nearer the float model; "
            "–: not run).")
    return main + "\n\nPer op (the reference with only one group of matmuls' activations rounded, "\
        "mean over the same canvases):\n\n" + attribution + note


def format_cost_table(kind: str, ours: str, before: str, commit: str) -> str:
    """The K-quant GEMMs reading activation format `ours` against the same kernels reading
    `before` (the baseline tree's, commit `commit`), one bench_kernels file per target
    (``*-<kind>-<target>.json``)."""
    rows, notes = [], []
    for target in ("avx512vnni", "avx2"):
        path, data = newest(f"{kind}-{target}")
        for r in data["rows"]:
            if r["family"] == "GemmQ" and "baseline" in r:
                rows.append([target, r["type"] + f" {r['n']}×{r['k']}", str(r["m"]),
                             f"{r['gops_median']:.0f}", f"{r['baseline']['gops_median']:.0f}",
                             f"{r['gops_median'] / r['baseline']['gops_median']:.2f}×"])
        notes.append(f"`{path.relative_to(ROOT)}` (load average {data['load_average']:.1f})")
    return (_table(["target", "kernel", "M", f"GOP/s, {ours}", f"GOP/s, {before} (before)",
                    "ratio"], rows, "llrrrr")
            + f"\n\nFrom {' and '.join(notes)}: `python -m dllmc.bench.bench_kernels --workloads "
              "qwen2.5-coder-1.5b-dream --threads 2 --rounds 3 --reps 3 --baseline TREE` (TREE: "
              f"commit {commit}; `DLLMC_HOST_CPU=avx2` for the avx2 rows), 2 threads, medians.")


def step_floor_table(kind: str = "step-avx2") -> str:
    path, data = newest(kind)
    rows = []
    for r in data["rows"]:
        types = ", ".join(f"{t} {v['gop']:.1f} GOP at {v['gops']:.0f} GOP/s = "
                          f"{v['share_of_probe']:.0%} of `{v['probe']}` {v['probe_gops']:.0f}"
                          for t, v in r["gemm_by_type"].items())
        share = r.get("probe_share_for_goal")
        rows.append([
            r["workload"], f"{r['canvas']} / {r['logit_rows_mean']:.0f}",
            f"{r['wall_ms']:,.0f}", f"{r['gemm_ms']:,.0f}", types,
            f"{r['outside_gemm_ms']:.0f} + {r['sampler_ms']:.0f}",
            f"{r['gemm_floor_ms']:,.0f} + {r['outside_gemm_ms'] + r['sampler_ms']:.0f} = "
            f"**{r['floor_ms']:,.0f}**",
            f"{r['llamacpp_ms']:,.0f}" if "llamacpp_ms" in r else "",
            f"{r['ratio']:.2f}" if "ratio" in r else "",
            f"**{r['floor_ratio']:.2f}**" if "floor_ratio" in r else "",
            f"{share:.0%}" if share else ("beyond reach" if "goal" in r else ""),
        ])
    m = data["machine"]
    goal = next((r["goal"] for r in data["rows"] if "goal" in r), None)
    header = ["workload", "canvas / logit rows", "dllmc ms/step", "GEMMs ms",
              "GEMM work per step, in-model rate, share of its probe", "outside GEMMs + sampler, ms",
              "floor ms (GEMMs at the probes + the rest)", "llama.cpp ms/step", "ratio",
              "floor ratio", f"probes' share the GEMMs need for {goal}"]
    note = (f"\n\nMedians of {data['rounds']} generates ({data['gen_length']} new tokens, "
            f"{data['steps']} steps, one block, greedy, early stop off; logit rows: the masked "
            f"rows' mean over the passes), {data['rows'][0]['threads']} threads, dllmc's code for "
            f"`{data['rows'][0]['target']}`; {m['cpu']} ({', '.join(m['flags'])}). Probes: "
            f"`{_rel(Path(data['roofline']))}`"
            + (f"; llama.cpp's ms/step: `{_rel(Path(data['e2e']))}` (another run of the same "
               "workloads, so the ratio column is not interleaved)" if data["e2e"] else "")
            + ". From "
            f"`{path.relative_to(ROOT)}` ({data['date']}, `{data['command']}`; load average "
            f"{data['load_average'][0]:.1f} at the start, {data['load_average'][1]:.1f} at "
            "the end).")
    return _table(header, rows, "lrrrlrrrrrr") + note


def _rel(path: Path) -> str:
    try:
        return str(Path(path).resolve().relative_to(ROOT))
    except ValueError:
        return str(path)


RENDERERS: dict[str, Callable[[], str]] = {
    "logits": logits_table,
    "accuracy": accuracy_tables,
    "per32-cost": lambda: format_cost_table("kernels-per32", "q8_0", "q8_K", "9753a7d"),
    "q8ks-cost": lambda: format_cost_table("kernels-q8ks", "q8_Ks", "q8_0", "570f4dc"),
    "compile": compile_table,
    "roofline": roofline_table,
    "kernels": kernels_table,
    "attention": attention_table,
    "forward": forward_table,
    "profile": profile_table,
    "gemm-profile": gemm_profile_table,
    "e2e": e2e_table,
    "e2e-avx2": lambda: e2e_table("e2e-avx2"),
    "step-avx2": step_floor_table,
    "decode": decode_table,
    "tokenizer": tokenizer_table,
    "agreement": agreement_table,
    "startup": startup_table,
    "rows": rows_table,
    "fast": fast_table,
    "serve": serve_table,
    "serve-engine": serve_engine_table,
    "ray": ray_table,
    "moe": moe_table,
    "block": block_table,
    "diffusion-gemma": diffusion_gemma_table,
}
_BLOCK = re.compile(r"(<!-- table:(\w[\w-]*) -->)(.*?)(<!-- /table:\2 -->)", re.S)


def render_document(text: str) -> str:
    def fill(m: re.Match[str]) -> str:
        name = m.group(2)
        if name not in RENDERERS:
            raise KeyError(f"unknown table {name!r}")
        return f"{m.group(1)}\n{RENDERERS[name]()}\n{m.group(4)}"

    return _BLOCK.sub(fill, text)


def documents() -> list[Path]:
    return [ROOT / d for d in DOCUMENTS if (ROOT / d).is_file()]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--check", action="store_true")
    args = ap.parse_args(argv)
    stale = []
    for doc in documents():
        old = doc.read_text()
        new = render_document(old)
        if new != old:
            stale.append(doc)
            if not args.check:
                doc.write_text(new)
    for doc in stale:
        print(f"{doc.relative_to(ROOT)}: {'out of date' if args.check else 'rewritten'}")
    return 1 if args.check and stale else 0


if __name__ == "__main__":
    sys.exit(main())
