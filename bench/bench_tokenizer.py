"""Tokenizer benchmark: load time (cold / warm) and encode throughput on 1 MiB of mixed text.

For each real vocabulary (SmolLM2-135M, Qwen2.5-Coder-0.5B):

- ``load_cold_s``: ``Tokenizer.from_gguf`` with an empty derived-data cache (reads the GGUF
  metadata, builds the BPE tables, writes the cache entry) -- the first load of a model;
- ``load_nocache_s``: the same without writing the cache (``cache=False``);
- ``load_warm_s``: from the cache entry (every later load);
- ``encode``: 1 MiB (2^20 bytes) of mixed text -- English prose, Python and C code with tabs
  and runs of spaces, numbers, CJK, Arabic, Hindi, Russian, emoji and ZWJ sequences and chat
  markup with control tokens -- encoded in one call (``Tokenizer.encode`` cuts long text at
  safe points and encodes the pieces in parallel), and without that cutting (``uncut_*``);
  MB/s = 10^6 bytes per second;
- ``decode_s``: those ids back to text (checked equal to the input);
- ``llamacpp``: llama.cpp's ``llama-tokenize`` on the same file (its wall time minus its time
  on a one-byte file, i.e. without process start and vocabulary load), and whether its ids
  equal ours on the whole megabyte.

Timings are medians of several runs (minimum for encode as well).  The machine is described
in the output (CPU, cores, load average: these machines are shared).  Writes
``bench/results/<date>-tokenizer.json``.

Run: ``python -m dllmc.bench.bench_tokenizer [--out FILE] [--runs N]``.
"""

from __future__ import annotations

import argparse
import datetime
import json
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from dllmc.tests.texts import CASES, VOCAB_FILES, mixed_text

VOCABS = ("smollm2-135m", "qwen2.5-coder-0.5b")


def _times(fn: Callable[[], Any], runs: int) -> list[float]:
    out = []
    for _ in range(runs):
        t0 = time.perf_counter()
        fn()
        out.append(time.perf_counter() - t0)
    return out


def machine() -> dict[str, Any]:
    cpu = platform.processor() or ""
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    import tokenizers

    return {
        "cpu": cpu,
        "logical_cpus": os.cpu_count(),
        "loadavg_1m_at_start": os.getloadavg()[0] if hasattr(os, "getloadavg") else None,
        "platform": platform.platform(),
        "python": platform.python_version(),
        "tokenizers": tokenizers.__version__,
    }


def _llamacpp(path: Path, text: str, runs: int) -> dict[str, Any]:
    from dllmc.bench.llamacpp import ensure_llamacpp

    exe = str(ensure_llamacpp().tokenize)
    with tempfile.TemporaryDirectory(prefix="dllmc-bench-tok-") as tmp:
        big, small = Path(tmp) / "big.txt", Path(tmp) / "small.txt"
        big.write_bytes(text.encode())
        small.write_bytes(b"a")

        def run(f: Path) -> str:
            return subprocess.run([exe, "-m", str(path), "-f", str(f), "--no-escape", "--ids",
                                   "--log-disable"], capture_output=True, text=True,
                                  check=True).stdout

        base = statistics.median(_times(lambda: run(small), runs))
        full = _times(lambda: run(big), runs)
        out = run(big)
    line = [ln for ln in out.splitlines() if ln.strip().startswith("[")][-1]
    ids = [int(x) for x in line.strip().strip("[]").split(",") if x.strip()]
    enc = max(statistics.median(full) - base, 1e-9)
    return {"startup_and_vocab_load_s": round(base, 4), "total_s": round(statistics.median(full), 4),
            "encode_s": round(enc, 4), "encode_MB_per_s": round(len(text.encode()) / enc / 1e6, 3),
            "ids": ids}


def bench_vocab(name: str, text: str, runs: int, with_llamacpp: bool) -> dict[str, Any]:
    from dllmc.bench.real_models import real_model
    from dllmc.runtime.text.tokenizer import Tokenizer

    path = real_model(name)
    path.read_bytes()  # the file in the page cache: "cold" means no derived-data cache
    old = os.environ.get("DLLMC_CACHE")
    with tempfile.TemporaryDirectory(prefix="dllmc-bench-cache-") as cache:
        os.environ["DLLMC_CACHE"] = cache
        try:
            cold = []
            for k in range(runs):
                os.environ["DLLMC_CACHE"] = str(Path(cache) / str(k))
                cold += _times(lambda: Tokenizer.from_gguf(path), 1)
            nocache = _times(lambda: Tokenizer.from_gguf(path, cache=False), runs)
            warm = _times(lambda: Tokenizer.from_gguf(path), max(runs, 5))
            tok = Tokenizer.from_gguf(path)
        finally:
            if old is None:
                os.environ.pop("DLLMC_CACHE", None)
            else:
                os.environ["DLLMC_CACHE"] = old
    ids: list[int] = []

    def enc() -> None:
        ids[:] = tok.encode(text)

    enc_t = _times(enc, runs)
    # uncut: each special-token-free fragment in one piece (no cutting into parallel chunks)
    chunk = tok._CHUNK
    tok._CHUNK = 1 << 62
    try:
        one_t = _times(enc, runs)
    finally:
        tok._CHUNK = chunk
    dec_t = _times(lambda: tok.decode(ids), runs)
    part_t = _times(lambda: tok._partition(text, True), runs)  # the hand-written step
    n_bytes = len(text.encode())
    result: dict[str, Any] = {
        "gguf": path.name,
        "pre": tok.pre,
        "n_vocab": tok.n_vocab,
        "load_cold_s": round(statistics.median(cold), 4),
        "load_nocache_s": round(statistics.median(nocache), 4),
        "load_warm_s": round(statistics.median(warm), 4),
        "encode": {
            "bytes": n_bytes,
            "tokens": len(ids),
            "median_s": round(statistics.median(enc_t), 4),
            "min_s": round(min(enc_t), 4),
            "MB_per_s_median": round(n_bytes / statistics.median(enc_t) / 1e6, 3),
            "MB_per_s_best": round(n_bytes / min(enc_t) / 1e6, 3),
            "uncut_median_s": round(statistics.median(one_t), 4),
            "uncut_MB_per_s_median": round(n_bytes / statistics.median(one_t) / 1e6, 3),
        },
        "decode_s": round(statistics.median(dec_t), 4),
        "special_partition_s": round(statistics.median(part_t), 4),
        "roundtrip_equal": tok.decode(ids) == text,
    }
    if with_llamacpp:
        ref = _llamacpp(path, text, runs)
        result["llamacpp"] = {k: v for k, v in ref.items() if k != "ids"}
        result["llamacpp"]["ids_equal"] = ref["ids"] == ids
    return result


def agreement(families: bool) -> dict[str, Any]:
    """How many of the test cases agree with llama.cpp: tokenizer ids, chat renderings.

    The cases are those of ``tests/test_tokenizer.py`` and ``tests/test_chat.py`` (which assert
    that all agree); ``families`` adds llama.cpp's vocab-only test files of the other
    pre-tokenizer families (the ``slow`` test).
    """
    from dllmc.bench.llamacpp import ensure_llamacpp
    from dllmc.bench.llamacpp_chat import compare_with_llamacpp
    from dllmc.bench.llamacpp_greedy import tokenize_many
    from dllmc.bench.real_models import real_model
    from dllmc.runtime.text.chat import CHATML_TEMPLATE, LLADA_TEMPLATE, QWEN2_TEMPLATE
    from dllmc.runtime.text.tokenizer import Tokenizer

    def count(path: Path, cases: list[tuple[str, str]], **kw: bool) -> dict[str, Any]:
        tok = Tokenizer.from_gguf(path)
        ref = tokenize_many(path, [t for _, t in cases], **kw)
        bad = [n for (n, t), r in zip(cases, ref, strict=True) if tok.encode(t, **kw) != r]
        return {"pre": tok.pre, "n_vocab": tok.n_vocab, "cases": len(cases),
                "agree": len(cases) - len(bad), "disagree": bad}

    out: dict[str, Any] = {"tokenize": {}, "chat": {}}
    for name in VOCABS:
        path = real_model(name)
        tok = Tokenizer.from_gguf(path)
        r = count(path, list(CASES))
        r["roundtrip"] = sum(tok.decode(tok.encode(t)) == t for _, t in CASES)
        special = [c for c in CASES if "<" in c[1]] + [CASES[0]]
        r["no_parse_special"] = {k: v for k, v in count(path, special, parse_special=False)
                                 .items() if k in ("cases", "agree")}
        out["tokenize"][name] = r
    if families:
        source = ensure_llamacpp().source
        for vocab in VOCAB_FILES:
            path = source / "models" / f"ggml-vocab-{vocab}.gguf"
            inp = (path.parent / f"{path.name}.inp").read_text(encoding="utf-8")
            cases = list(CASES) + [(f"inp{i}", t) for i, t in
                                   enumerate(inp.split("\n__ggml_vocab_test__\n"))]
            out["tokenize"][f"ggml-vocab-{vocab}"] = count(path, cases)
    llama3 = ensure_llamacpp().source / "models" / "ggml-vocab-llama-bpe.gguf"
    for label, path, template in (
            ("smollm2-135m (GGUF template)", real_model("smollm2-135m"), None),
            ("qwen2.5-coder-0.5b (GGUF template)", real_model("qwen2.5-coder-0.5b"), None),
            ("llada default on ggml-vocab-llama-bpe", llama3, LLADA_TEMPLATE),
            ("dream default on qwen2.5-coder-0.5b-dream", real_model("qwen2.5-coder-0.5b-dream"),
             QWEN2_TEMPLATE),
            ("chatml default on smollm2-135m-llada", real_model("smollm2-135m-llada"),
             CHATML_TEMPLATE)):
        ok, n, _ = compare_with_llamacpp(path, template)
        out["chat"][label] = {"renderings": n, "equal": ok}
    return out


def template_collection() -> dict[str, Any]:
    """Every template in llama.cpp's ``models/templates`` rendered by both, for information.

    Three conversations each (one user turn; user/assistant/user; system + user), with the
    generation prompt, on llama.cpp's Qwen2 vocabulary.  dllmc renders as transformers does;
    llama.cpp adds context of its own (``enable_thinking: true``, today's date, its system
    message and reasoning workarounds), so templates that use those differ by design.
    """
    from dllmc.bench.llamacpp import ensure_llamacpp
    from dllmc.bench.llamacpp_chat import llama_chat
    from dllmc.runtime.text.chat import ChatTemplateError, render_chat
    from dllmc.runtime.text.tokenizer import Tokenizer

    source = ensure_llamacpp().source / "models"
    host = source / "ggml-vocab-qwen2.gguf"
    tok = Tokenizer.from_gguf(host)
    convs = [[{"role": "user", "content": "Hi"}],
             [{"role": "user", "content": "Hi"}, {"role": "assistant", "content": "Hello!"},
              {"role": "user", "content": "More"}],
             [{"role": "system", "content": "S"}, {"role": "user", "content": "Hi"}]]
    equal, differ, failed = [], [], []
    for f in sorted((source / "templates").glob("*.jinja")):
        src = f.read_text(encoding="utf-8")
        try:
            ref = llama_chat(host, [{"messages": c, "add_generation_prompt": True,
                                     "template": src} for c in convs])
        except RuntimeError:
            failed.append(f.name)
            continue
        try:
            same = all(render_chat(tok, c, template=src) == r.prompt
                       for c, r in zip(convs, ref, strict=True))
        except ChatTemplateError:
            same = False
        (equal if same else differ).append(f.name)
    return {"templates": len(equal) + len(differ), "equal": len(equal), "differ": differ,
            "llamacpp_failed": failed}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m dllmc.bench.bench_tokenizer",
                                 description=__doc__.splitlines()[0] if __doc__ else None)
    ap.add_argument("--out", type=Path, default=None,
                    help="output JSON (default bench/results/<date>-tokenizer.json)")
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--no-llamacpp", action="store_true",
                    help="skip everything that needs llama.cpp (its figures, the agreement)")
    ap.add_argument("--families", action="store_true",
                    help="also count agreement on llama.cpp's vocab-only files (~2 min)")
    ap.add_argument("--templates", action="store_true",
                    help="also render llama.cpp's template collection with both (~1 min)")
    args = ap.parse_args(argv)
    text = mixed_text()
    report: dict[str, Any] = {
        "benchmark": "tokenizer",
        "date": datetime.datetime.now().astimezone().isoformat(timespec="seconds"),
        "machine": machine(),
        "text": {"bytes": len(text.encode()), "chars": len(text), "seed": 0},
        "runs": args.runs,
        "notes": "load_cold_s: no derived-data cache yet (the GGUF itself in the OS page "
                 "cache); load_warm_s: from the cache entry; MB = 1e6 bytes",
        "vocabularies": {},
    }
    for name in VOCABS:
        r = bench_vocab(name, text, args.runs, not args.no_llamacpp)
        report["vocabularies"][name] = r
        e = r["encode"]
        print(f"{name}: load cold {r['load_cold_s']:.3f} s, warm {r['load_warm_s']:.3f} s; "
              f"encode {e['bytes']} B -> {e['tokens']} tokens in {e['median_s']:.3f} s "
              f"({e['MB_per_s_median']:.2f} MB/s)"
              + (f"; llama.cpp {r['llamacpp']['encode_MB_per_s']:.2f} MB/s, ids equal "
                 f"{r['llamacpp']['ids_equal']}" if "llamacpp" in r else ""), file=sys.stderr)
    if not args.no_llamacpp:
        report["agreement"] = agreement(args.families)
        for name, r in report["agreement"]["tokenize"].items():
            print(f"agreement {name}: {r['agree']}/{r['cases']}", file=sys.stderr)
        for name, r in report["agreement"]["chat"].items():
            print(f"chat {name}: {r['equal']}/{r['renderings']}", file=sys.stderr)
        if args.templates:
            tc = report["agreement"]["template_collection"] = template_collection()
            print(f"llama.cpp's template collection: {tc['equal']}/{tc['templates']} equal",
                  file=sys.stderr)
    out = args.out or (Path(__file__).with_name("results")
                       / f"{datetime.date.today().isoformat()}-tokenizer.json")
    out.parent.mkdir(parents=True, exist_ok=True)
    tmp = out.with_name(f".{out.name}.tmp")
    tmp.write_text(json.dumps(report, indent=1, ensure_ascii=False) + "\n")
    tmp.replace(out)
    print(out)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
