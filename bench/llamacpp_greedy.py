"""llama.cpp references built against the static libraries of the reference build.

- ``llama-greedy`` (``bench/llama_greedy.cpp``): greedy autoregressive decoding of prompt ids
  by libllama (:func:`greedy`) -- the other side of dllmc's AR identity (one token per step,
  left to right, on a causal model).
- ``llama-diffusion`` (``bench/llama_diffusion.cpp``): llama.cpp's own diffusion sampler,
  ``diffusion_generate`` from ``examples/diffusion`` (the ``libllama-diffusion.a`` that
  ``llama-diffusion-cli`` links), set up as the CLI sets it up, on given prompt ids
  (:func:`diffusion`), so it can be compared with dllmc token for token.
- ``llama-tokens`` (``bench/llama_tokens.cpp``): ``llama-tokenize``'s call on a list of texts
  in one process (:func:`tokenize_many`): the vocabulary is loaded once, not once per text.

Each is built on first use into the selected build's folder (``<cache>/llama.cpp-<version>/``,
or ``llama.cpp-<version>-avx2/`` with ``DLLMC_LLAMACPP_CPU=avx2``) next to ``llama-logits``,
with a ``.stamp`` fingerprint of the source, the shared ``bench/llama_common.h`` and the
libraries (:mod:`dllmc.bench.llamacpp`).

CLI: ``python -m dllmc.bench.llamacpp_greedy MODEL.gguf "user message" [-n 64]``.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
from collections.abc import Sequence
from pathlib import Path

import numpy as np

from .llamacpp import (
    TOOL_INCLUDE,
    LlamaCpp,
    LlamaCppUnavailable,
    build_root,
    ensure_llamacpp,
    file_lock,
    log,
    tool_fingerprint,
)

HERE = Path(__file__).parent
ALGORITHMS = {"origin": 0, "entropy": 1, "margin": 2, "random": 3, "confidence": 4}


def _libs(paths: LlamaCpp, *, diffusion: bool) -> list[Path]:
    build = paths.build_dir
    libs = [build / "src" / "libllama.a", *sorted((build / "ggml" / "src").rglob("libggml*.a"))]
    if diffusion:
        libs = [build / "examples" / "diffusion" / "libllama-diffusion.a",
                build / "common" / "libllama-common.a",
                build / "common" / "libllama-common-base.a",
                build / "vendor" / "cpp-httplib" / "libcpp-httplib.a", *libs]
    missing = [str(p) for p in libs if not p.exists()]
    if missing:
        raise LlamaCppUnavailable(f"static libs missing: {', '.join(missing)}")
    return libs


def ensure_tool(name: str) -> Path:
    """Build (or reuse) ``llama-<name>`` from ``bench/llama_<name>.cpp``; returns its path."""
    paths = ensure_llamacpp()
    source = HERE / f"llama_{name}.cpp"
    diffusion = name == "diffusion"
    libs = _libs(paths, diffusion=diffusion)
    fp = tool_fingerprint(source, libs)
    exe = build_root() / f"llama-{name}"
    stamp = exe.with_name(f"llama-{name}.stamp")

    def current() -> bool:
        return exe.exists() and stamp.exists() and stamp.read_text().strip() == fp

    if current():
        return exe
    with file_lock(build_root() / f".{name}.lock"):
        if current():
            return exe
        cxx = os.environ.get("CXX") or shutil.which("g++") or shutil.which("c++")
        if cxx is None:
            raise LlamaCppUnavailable(f"no C++ compiler (g++) for llama-{name}")
        src = paths.source
        includes = [f"-I{src / 'include'}", f"-I{src / 'ggml' / 'include'}", TOOL_INCLUDE]
        if diffusion:
            includes += [f"-I{src / 'examples' / 'diffusion'}", f"-I{src / 'common'}"]
        tmp = exe.with_name(f".llama-{name}.tmp")
        cmd = [cxx, "-O2", "-std=c++17", *includes, str(source), "-o", str(tmp),
               "-Wl,--start-group", *map(str, libs), "-Wl,--end-group",
               "-fopenmp", "-lpthread", "-ldl", "-lm"]
        log(f"compiling llama-{name}")
        res = subprocess.run(cmd, capture_output=True, text=True)
        if res.returncode != 0:
            raise LlamaCppUnavailable(
                f"compiling llama-{name} failed:\n{' '.join(cmd)}\n{res.stderr[-4000:]}")
        tmp.replace(exe)
        stamp.write_text(fp + "\n")
    return exe


def _run(exe: Path, gguf: str | os.PathLike[str], ids: Sequence[int], args: Sequence[object]
         ) -> list[int]:
    return _run_timed(exe, gguf, ids, args)[0]


def _run_timed(exe: Path, gguf: str | os.PathLike[str], ids: Sequence[int],
               args: Sequence[object]) -> tuple[list[int], list[int]]:
    """(ids, the numbers of its "ns" line: nanoseconds, [] if it prints none)."""
    with tempfile.TemporaryDirectory(prefix="dllmc-decode-") as tmp:
        ids_file = Path(tmp) / "ids.bin"
        np.asarray(ids, dtype="<i4").tofile(ids_file)
        stdout = _call(exe, [gguf, ids_file, *args])
    line = next((ln for ln in stdout.splitlines() if ln.startswith("ids")), None)
    if line is None:
        raise RuntimeError(f"{exe.name} printed no ids:\n{stdout[-2000:]}")
    ns = next((ln for ln in stdout.splitlines() if ln.startswith("ns ")), "ns")
    return [int(x) for x in line.split()[1:]], [int(x) for x in ns.split()[1:]]


def _call(exe: Path, args: Sequence[object]) -> str:
    """``exe args...``'s standard output; RuntimeError with its stderr's end if it fails."""
    res = subprocess.run([str(exe), *map(str, args)], capture_output=True, text=True)
    if res.returncode != 0:
        raise RuntimeError(f"{exe.name} failed (rc {res.returncode}):\n{res.stderr[-4000:]}")
    return res.stdout


def greedy(gguf: str | os.PathLike[str], ids: Sequence[int], n_predict: int, *,
           threads: int = 2, flash_attn: bool | None = False) -> list[int]:
    """llama.cpp's greedy decoding: ``n_predict`` ids after ``ids`` (not stopping at EOS).
    ``flash_attn`` False: no flash attention, float32 K/V (llama.cpp's most exact path);
    None: llama.cpp's auto; True: on."""
    return greedy_timed(gguf, ids, n_predict, threads=threads, flash_attn=flash_attn)[0]


def greedy_timed(gguf: str | os.PathLike[str], ids: Sequence[int], n_predict: int, *,
                 threads: int = 2, flash_attn: bool | None = False
                 ) -> tuple[list[int], float, float]:
    """:func:`greedy` and its wall times: (ids, prompt batch seconds, seconds of the
    ``n_predict - 1`` one-token steps after it)."""
    fa = -1 if flash_attn is None else int(flash_attn)
    out, ns = _run_timed(ensure_tool("greedy"), gguf, ids, [n_predict, threads, fa])
    return out, ns[0] / 1e9, ns[1] / 1e9


def diffusion(gguf: str | os.PathLike[str], ids: Sequence[int], *, canvas: int, steps: int,
              block_length: int = 0, eps: float = 0.0, algorithm: str = "confidence",
              top_k: int = 1, top_p: float = 1.0, temperature: float = 0.0, seed: int = 0,
              threads: int = 2, flash_attn: bool | None = False) -> list[int]:
    """llama.cpp's ``diffusion_generate`` on ``ids``: the ``canvas - len(ids)`` generated ids.

    Exactly one of ``eps`` (Dream's timestep schedule) and ``block_length`` (its block
    schedule, which counts the prompt: ``canvas / block_length`` blocks, ``steps`` split
    over all of them).  ``top_k 1`` makes it greedy (every confidence is then 1.0, so it
    unmasks left to right); ``flash_attn`` as in :func:`greedy` (the CLI's default is None).
    """
    fa = -1 if flash_attn is None else int(flash_attn)
    return _run(ensure_tool("diffusion"), gguf, ids,
                [canvas, steps, block_length, eps, ALGORITHMS[algorithm], top_k, top_p,
                 temperature, seed, threads, fa])


def tokenize_many(gguf: str | os.PathLike[str], texts: Sequence[str], *, add_bos: bool = True,
                  parse_special: bool = True) -> list[list[int]]:
    """:func:`dllmc.bench.llamacpp.tokenize` of every text (the same flags), by one
    ``llama-tokens`` process."""
    with tempfile.TemporaryDirectory(prefix="dllmc-tokens-") as tmp:
        texts_file = Path(tmp) / "texts.bin"
        with texts_file.open("wb") as fh:
            for text in texts:
                data = text.encode("utf-8")
                fh.write(len(data).to_bytes(4, "little") + data)
        stdout = _call(ensure_tool("tokens"), [gguf, texts_file, int(add_bos), int(parse_special)])
    lines = [ln.split()[1:] for ln in stdout.splitlines() if ln.startswith("ids")]
    if len(lines) != len(texts):
        raise RuntimeError(f"llama-tokens printed {len(lines)} id lines for {len(texts)} texts")
    return [[int(x) for x in ln] for ln in lines]


def main(argv: Sequence[str] | None = None) -> int:
    import argparse

    from dllmc.runtime.text.chat import chat_ids, conversation
    from dllmc.runtime.text.tokenizer import Tokenizer

    ap = argparse.ArgumentParser(prog="python -m dllmc.bench.llamacpp_greedy",
                                 description="llama.cpp greedy decoding of a chat prompt")
    ap.add_argument("model")
    ap.add_argument("message")
    ap.add_argument("-n", type=int, default=64)
    args = ap.parse_args(argv)
    tok = Tokenizer.from_gguf(args.model)
    out = greedy(args.model, chat_ids(tok, conversation(args.message)), args.n)
    print(tok.decode(out))
    print(f"--- {len(out)} ids: {out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
