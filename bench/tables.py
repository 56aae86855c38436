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
import sys
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
RESULTS = ROOT / "bench" / "results"
DOCUMENTS = ("README.md", "docs/correctness.md", "docs/performance.md", "docs/tokenizer.md")


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


RENDERERS: dict[str, Callable[[], str]] = {"logits": logits_table, "compile": compile_table}
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
