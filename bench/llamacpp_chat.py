"""llama.cpp's chat-template rendering, as ``llama-diffusion-cli`` formats a prompt.

``llama-diffusion-cli`` (``examples/diffusion/diffusion-cli.cpp``, ``format_input_text``)
renders the prompt with ``common_chat_templates_init(model, "")`` and
``common_chat_templates_apply`` with ``use_jinja`` on -- llama.cpp's own Jinja engine over the
GGUF's ``tokenizer.chat_template`` (chatml when the file has none), a leading BOS text removed
when the model adds BOS itself -- and then tokenizes it with special tokens parsed.  The small
program ``bench/llama_chat.cpp`` does exactly that for a batch of message lists, linked
against the static libraries of the reference build (:mod:`dllmc.bench.llamacpp`); it is built
on first use into ``<cache>/llama.cpp-<version>/llama-chat`` (with a ``llama-chat.stamp``
fingerprint of its source, the shared ``bench/llama_common.h`` and the libraries).

CLI: ``python -m dllmc.bench.llamacpp_chat MODEL.gguf "user message" [--system TEXT]``.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from dllmc.runtime.text.chat import chat_ids, render_chat
from dllmc.runtime.text.tokenizer import Tokenizer

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

CHAT_SOURCE = Path(__file__).with_name("llama_chat.cpp")


@dataclass(frozen=True)
class ChatRendering:
    """llama.cpp's answer for one message list: the prompt text and its token ids."""

    prompt: str
    ids: list[int]


def _libs(paths: LlamaCpp) -> list[Path]:
    build = paths.build_dir
    libs = [build / "common" / "libllama-common.a", build / "common" / "libllama-common-base.a",
            build / "vendor" / "cpp-httplib" / "libcpp-httplib.a", build / "src" / "libllama.a",
            *sorted((build / "ggml" / "src").rglob("libggml*.a"))]
    missing = [str(p) for p in libs if not p.exists()]
    if missing:
        raise LlamaCppUnavailable(f"static libs missing: {', '.join(missing)}")
    return libs


def _fingerprint(paths: LlamaCpp) -> str:
    return tool_fingerprint(CHAT_SOURCE, _libs(paths))


def chat_tool_path() -> Path:
    return build_root() / "llama-chat"


def ensure_chat_tool() -> Path:
    """Build (or reuse) ``llama-chat``; returns its path.  Raises LlamaCppUnavailable."""
    paths = ensure_llamacpp()
    exe = chat_tool_path()
    stamp = exe.with_name("llama-chat.stamp")
    fp = _fingerprint(paths)
    if exe.exists() and stamp.exists() and stamp.read_text().strip() == fp:
        return exe
    with file_lock(build_root() / ".chat.lock"):
        if exe.exists() and stamp.exists() and stamp.read_text().strip() == fp:
            return exe
        cxx = os.environ.get("CXX") or shutil.which("g++") or shutil.which("c++")
        if cxx is None:
            raise LlamaCppUnavailable("no C++ compiler (g++) for llama-chat")
        src = paths.source
        tmp = exe.with_name(".llama-chat.tmp")
        cmd = [cxx, "-O2", "-std=c++17", f"-I{src / 'include'}", f"-I{src / 'ggml' / 'include'}",
               f"-I{src / 'common'}", f"-I{src / 'vendor'}", TOOL_INCLUDE,
               str(CHAT_SOURCE), "-o", str(tmp),
               "-Wl,--start-group", *map(str, _libs(paths)), "-Wl,--end-group",
               "-fopenmp", "-lpthread", "-ldl", "-lm"]
        log("compiling llama-chat")
        res = subprocess.run(cmd, capture_output=True, text=True)
        if res.returncode != 0:
            raise LlamaCppUnavailable(
                f"compiling llama-chat failed:\n{' '.join(cmd)}\n{res.stderr[-4000:]}")
        tmp.replace(exe)
        stamp.write_text(fp + "\n")
    return exe


def llama_chat(gguf: str | os.PathLike[str], requests: Sequence[Mapping[str, object]]
               ) -> list[ChatRendering]:
    """llama.cpp's prompt and ids for each request, in one process.

    A request is ``{"messages": [{"role": ..., "content": ...}, ...],
    "add_generation_prompt": bool, "template": str (optional override)}``.  A request that
    llama.cpp cannot render raises RuntimeError naming it.
    """
    exe = ensure_chat_tool()
    with tempfile.TemporaryDirectory(prefix="dllmc-chat-") as tmp:
        req = Path(tmp) / "requests.json"
        out = Path(tmp) / "out.json"
        req.write_text(json.dumps(list(requests), ensure_ascii=False), encoding="utf-8")
        res = subprocess.run([str(exe), str(gguf), str(req), str(out)], capture_output=True,
                             text=True)
        if res.returncode != 0:
            raise RuntimeError(f"llama-chat failed (rc {res.returncode}):\n{res.stderr[-4000:]}")
        answers = json.loads(out.read_text(encoding="utf-8"))
    results = []
    for i, a in enumerate(answers):
        if "error" in a:
            raise RuntimeError(f"llama.cpp could not render request {i}: {a['error']}")
        results.append(ChatRendering(a["prompt"], [int(x) for x in a["ids"]]))
    return results


def main(argv: Sequence[str] | None = None) -> int:
    import argparse

    ap = argparse.ArgumentParser(prog="python -m dllmc.bench.llamacpp_chat",
                                 description="llama.cpp's chat rendering of one user message")
    ap.add_argument("model")
    ap.add_argument("message")
    ap.add_argument("--system", default=None)
    args = ap.parse_args(argv)
    messages = ([{"role": "system", "content": args.system}] if args.system else []) + [
        {"role": "user", "content": args.message}]
    (r,) = llama_chat(args.model, [{"messages": messages, "add_generation_prompt": True}])
    print(r.prompt, end="")
    print(f"\n--- {len(r.ids)} ids: {r.ids}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())


CONVERSATIONS: tuple[list[dict[str, str]], ...] = (
    [{"role": "user", "content": "Write a Python function that reverses a string."}],
    [{"role": "system", "content": "You are terse."}, {"role": "user", "content": "Hi!"}],
    [{"role": "system", "content": "Be kind."}, {"role": "user", "content": "2+2?"},
     {"role": "assistant", "content": "4"}, {"role": "user", "content": "And 3+3?"}],
    [{"role": "user", "content": "  spaces around\t\n\n"}],
    [{"role": "user", "content": "你好 👋 <|im_start|> مرحبا\nनमस्ते"}],
    [{"role": "user", "content": ""}],
)


def compare_with_llamacpp(path: Path, template: str | None = None) -> tuple[int, int, list[str]]:
    """(agreeing, total, differences) over CONVERSATIONS x add_generation_prompt."""
    tok = Tokenizer.from_gguf(path)
    requests, ours = [], []
    for conv in CONVERSATIONS:
        for agp in (True, False):
            req: dict[str, object] = {"messages": conv, "add_generation_prompt": agp}
            if template is not None:
                req["template"] = template
            requests.append(req)
            ours.append((render_chat(tok, conv, add_generation_prompt=agp, template=template),
                         chat_ids(tok, conv, add_generation_prompt=agp, template=template)))
    ref = llama_chat(path, requests)
    diffs = [f"ours {p!r}\nllama.cpp {r.prompt!r}" for (p, i), r in zip(ours, ref, strict=True)
             if p != r.prompt or i != r.ids]
    ok = len(ours) - len(diffs)
    print(f"\n{path.name} ({'override' if template else 'GGUF template'}): {ok}/{len(ours)} "
          "renderings equal llama.cpp's (text and ids)", file=sys.stderr)
    return ok, len(ours), diffs
