"""The cache, in one place: its root, its folders, and the keys of compiled artifacts.

``cache_root()`` is ``$DLLMC_CACHE`` (``~`` expanded) or ``~/.cache/dllmc``; every cache of
dllmc is a folder of it (:data:`FOLDERS`), named by :func:`cache_dir`.

An artifact is keyed by what was generated (:func:`content_digest`): the rendered LLVM IR of
every kernel of every target (the GPU's PTX is a function of its IR, its target and the LLVM
version, all hashed), the rendered plan tables, the runtime's C sources and dllmc's version.
Any change that changes the code gives a new key, and one that does not keeps it.  The key is
also the artifact's options hash (``dllmc_plan.options_hash``), which names its weight cache.
Finding a cached artifact without rendering everything again goes through a small index
(:func:`recipe_digest` -> content key): the recipe is the model, the options and every source
file of the compiler, so an unchanged recipe has an unchanged content key, and a changed one
is rendered and keyed anew (reusing the artifact when the code came out the same).
"""

from __future__ import annotations

import hashlib
import os
from collections.abc import Iterable
from functools import cache
from importlib.resources import files
from pathlib import Path

from dllmc import __version__

FOLDERS = {
    "objects": "compiled kernel objects and PTX modules (by their IR's hash)",
    "artifacts": "compiled models (.so) for GGUF files run without `dllmc compile`",
    "weights": "repacked weights, one file per compiled model",
    "hub": "models downloaded from the Hugging Face hub",
    "tokenizer": "tokenizer tables derived from GGUF files",
}
RUNTIME_SOURCES = ("dllmc_runtime.c", "dllmc_runtime.h", "dllmc_cuda.c", "dllmc_cuda.h")
# the packages whose files make the generated code
_SOURCE_PACKAGES = ("dllmc.compiler", "dllmc.targets", "dllmc.templates", "dllmc.runtime")


def cache_root() -> Path:
    """``$DLLMC_CACHE`` (``~`` expanded) or ``~/.cache/dllmc``."""
    env = os.environ.get("DLLMC_CACHE")
    return Path(env).expanduser() if env else Path.home() / ".cache" / "dllmc"


def cache_dir(folder: str) -> Path:
    """One of the cache's folders (:data:`FOLDERS`); not created here."""
    if folder not in FOLDERS:
        raise ValueError(f"no cache folder {folder!r} (folders: {', '.join(FOLDERS)})")
    return cache_root() / folder


def _digest(parts: Iterable[str | bytes]) -> str:
    h = hashlib.sha256()
    for part in parts:
        data = part.encode() if isinstance(part, str) else part
        h.update(len(data).to_bytes(8, "little"))
        h.update(data)
    return h.hexdigest()[:16]


def runtime_sources() -> list[bytes]:
    rt = files("dllmc.runtime")
    return [rt.joinpath(name).read_bytes() for name in RUNTIME_SOURCES]


def content_digest(generated: Iterable[str]) -> str:
    """The key of an artifact: the generated texts (kernel IR, plan tables), the runtime's
    sources, dllmc's and LLVM's versions."""
    import llvmlite.binding as llvm

    llvm_version = ".".join(map(str, llvm.llvm_version_info))
    return _digest([__version__, llvm_version, *runtime_sources(), *generated])


@cache
def source_digest() -> str:
    """A hash of every source file of the compiler (Python, templates, C), once a process."""
    parts: list[str | bytes] = [__version__]
    for package in _SOURCE_PACKAGES:
        root = Path(str(files(package)))
        for path in sorted(root.rglob("*")):
            if path.suffix in (".py", ".j2", ".c", ".h") and "__pycache__" not in path.parts:
                parts += [str(path.relative_to(root)), path.read_bytes()]
    return _digest(parts)


def recipe_digest(*facts: str) -> str:
    """The index key of a compile: its facts (model identity, targets, canvas) and the
    compiler's sources."""
    return _digest([source_digest(), *facts])


__all__ = ["FOLDERS", "RUNTIME_SOURCES", "cache_dir", "cache_root", "content_digest",
           "recipe_digest", "runtime_sources", "source_digest"]
