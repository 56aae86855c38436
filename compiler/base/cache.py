"""The cache, in one place: its root, its folders, and the keys of compiled artifacts.

``cache_root()`` is ``$DLLMC_CACHE`` (``~`` expanded) or ``~/.cache/dllmc``; every cache of
dllmc is a folder of it (:data:`FOLDERS`), named by :func:`cache_dir`.

An artifact is keyed by what was generated (:func:`content_digest`): the rendered LLVM IR of
every kernel of every target (the GPU's PTX is a function of its IR, its target and the LLVM
version, all hashed), the rendered plan tables, the runtime's C sources and dllmc's version.
Any change that changes the code gives a new key, and one that does not keeps it.  The key is
also the artifact's options hash (``dllmc_plan.options_hash``).  Its repacked weights have a
key of their own (:func:`weights_digest`, ``dllmc_plan.weights_hash``), which names and checks
its weight cache: what the runtime repacks (the weight table) and how (its sources), so the
artifacts of one model for other CPU targets, canvases or ``--act-blocks`` share one.
Finding a cached artifact without rendering everything again goes through a small index
(:func:`recipe_digest` -> content key): the recipe is the model, the options and every source
file of the compiler, so an unchanged recipe has an unchanged content key, and a changed one
is rendered and keyed anew (reusing the artifact when the code came out the same).

**Locks.**  Every cached file ``X`` is guarded by two advisory locks beside it (``flock``,
between processes), taken by its writers and readers and by ``dllmc cache clean``:

- ``X.lock``, exclusive while ``X`` is built (compiled, repacked, downloaded): a second
  process building the same ``X`` waits, then finds it and reuses it (:func:`building`);
- ``X.inuse``, shared while ``X`` is open (an artifact loaded, weights mapped, a downloaded
  GGUF read; :func:`hold`): clean removes ``X`` only when it can take this lock exclusively.

Files are written under a temporary name and renamed, so a process killed while writing
leaves no file under the final name, only a temporary one that the next build overwrites and
clean removes.  The lock files themselves are never deleted: removing one that a waiting
process holds would let two builders in at once.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import sys
import time
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from functools import cache
from importlib.resources import files
from pathlib import Path
from typing import BinaryIO

from dllmc.compiler.base import settings
from dllmc.compiler.base.version import __version__

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
    return settings.CACHE.path() or Path.home() / ".cache" / "dllmc"


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
    rt = files("dllmc.runtime.executor")
    return [rt.joinpath(name).read_bytes() for name in RUNTIME_SOURCES]


def content_digest(generated: Iterable[str]) -> str:
    """The key of an artifact: the generated texts (kernel IR, plan tables), the runtime's
    sources, dllmc's and LLVM's versions."""
    import llvmlite.binding as llvm

    llvm_version = ".".join(map(str, llvm.llvm_version_info))
    return _digest([__version__, llvm_version, *runtime_sources(), *generated])


def weights_digest(table: Iterable[str]) -> str:
    """The key of an artifact's repacked weights: its plan's weight table (each entry's tensor,
    form, type, shape, file range and packed size, as text), the runtime's sources (which do
    the repacking: a change to a layout changes them) and dllmc's version."""
    return _digest([__version__, *runtime_sources(), *table])


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


# ============================================================================ locks

try:  # advisory locks between processes (POSIX)
    import fcntl
except ImportError:  # pragma: no cover - Windows: no locks; concurrent builds are the user's
    fcntl = None  # type: ignore[assignment]

LOCK_SUFFIXES = (".lock", ".inuse")


def _lock_file(path: Path, suffix: str) -> Path:
    return path.with_name(path.name + suffix)


def _open_lock(path: Path, suffix: str) -> BinaryIO:
    lock = _lock_file(path, suffix)
    lock.parent.mkdir(parents=True, exist_ok=True)
    return open(lock, "a+b")


@contextlib.contextmanager
def building(path: Path, *, note: str | None = None) -> Iterator[None]:
    """Holds ``path``'s build lock (exclusive); ``note`` is printed on stderr when another
    process holds it and this one waits."""
    if fcntl is None:  # pragma: no cover
        yield
        return
    with _open_lock(path, ".lock") as fh:
        try:
            fcntl.flock(fh.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            if note:
                print(f"dllmc: {note}", file=sys.stderr, flush=True)
            fcntl.flock(fh.fileno(), fcntl.LOCK_EX)
        yield


class Hold:
    """``path``'s in-use lock, held shared until :meth:`release` (or the process ends);
    a no-op for files outside the cache (a user's own GGUF gets no lock file beside it)."""

    def __init__(self, path: Path) -> None:
        self._fh: BinaryIO | None = None
        path = Path(path)
        if fcntl is None or not _inside(path, cache_root()):
            return
        self._fh = _open_lock(path, ".inuse")
        fcntl.flock(self._fh.fileno(), fcntl.LOCK_SH)
        os.utime(self._fh.fileno())  # the lock file's mtime says when the file was last used

    def release(self) -> None:
        if self._fh is not None:
            self._fh.close()
            self._fh = None


def hold(path: Path) -> Hold:
    return Hold(path)


def _inside(path: Path, root: Path) -> bool:
    try:
        path.resolve().relative_to(root.resolve())
    except (OSError, ValueError):
        return False
    return True


@contextlib.contextmanager
def _try_exclusive(path: Path, suffix: str) -> Iterator[bool]:
    """Whether ``path``'s ``suffix`` lock could be taken exclusively now (held meanwhile; the
    lock file is made if it was not there, so that a process starting to use ``path`` meanwhile
    waits on the same file)."""
    if fcntl is None:  # pragma: no cover
        yield True
        return
    with _open_lock(path, suffix) as fh:
        try:
            fcntl.flock(fh.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            yield False
            return
        yield True


# ============================================================================ list and clean


@dataclass
class Entry:
    """One cached thing: a file (and its temporary siblings) of one folder."""

    folder: str
    path: Path
    what: str  # the model it belongs to, or what it is
    bytes: int
    last_used: float  # seconds since the epoch
    partial: bool = False  # a temporary or interrupted file, not a finished one
    lock: Path | None = None  # the file whose locks guard it (None: the folder's)

    @contextlib.contextmanager
    def unused(self) -> Iterator[bool]:
        """Whether no process has this entry open or is building it; while the answer is
        True, both its locks are held here, so none can start to."""
        target = self.lock or self.path
        with _try_exclusive(target, ".inuse") as free_use, \
                _try_exclusive(target, ".lock") as free_build:
            yield free_use and free_build


def _size(path: Path) -> int:
    try:
        return path.stat().st_size
    except OSError:
        return 0


def _used(path: Path) -> float:
    stamps = [path, _lock_file(path, ".inuse")]
    return max((p.stat().st_mtime for p in stamps if p.exists()), default=0.0)


def _artifact_meta(so: Path) -> dict:
    import json

    try:
        return json.loads(so.with_suffix(".json").read_text())
    except (OSError, ValueError):
        return {}


def artifact_stem(path: Path) -> str:
    """``<identity>-<targets>-c<canvas>[-a256]`` of a cached artifact ``<stem>-<key>.so``: the name
    its build lock goes by (the key is known only once the model is planned)."""
    return path.name.rsplit("-", 1)[0]


def entries(folder: str | None = None) -> list[Entry]:
    """What the cache holds, folder by folder (all of :data:`FOLDERS` when ``folder`` is None);
    lock files and the artifacts' small side files are not entries of their own."""
    out: list[Entry] = []
    for name in [folder] if folder else list(FOLDERS):
        root = cache_dir(name)
        if root.is_dir():
            out += _ENTRIES.get(name, _plain_entries)(name, root)
    return out


def _plain_entries(name: str, root: Path) -> list[Entry]:
    files = [p for p in root.rglob("*") if p.is_file() and p.suffix not in LOCK_SUFFIXES]
    if not files:
        return []
    return [Entry(name, root, f"{len(files)} files", sum(map(_size, files)),
                  max(p.stat().st_mtime for p in files))]


def _artifact_entries(name: str, root: Path) -> list[Entry]:
    out = []
    for so in sorted(root.glob("*.so")):
        meta = _artifact_meta(so)
        partial = so.name.startswith(".")
        stem = so.parent / artifact_stem(so.with_name(so.name.lstrip(".").split(".so")[0]))
        # <identity>-<targets>-c<canvas>: the name says what the side file does not
        identity, targets, canvas = [*stem.name.split("-"), "?", "c?"][:3]
        what = f"{meta.get('model', 'model ' + identity)} for " \
               f"{meta.get('targets', targets.replace('+', ','))}, canvas " \
               f"{meta.get('canvas', canvas.removeprefix('c'))}" + \
               (f", act blocks {meta['act_blocks']}" if "act_blocks" in meta else "")
        out.append(Entry(name, so, "temporary (unfinished compile)" if partial else what,
                         _size(so) + _size(so.with_suffix(".json")), _used(so), partial,
                         lock=stem if partial else so))
    return out


def _weight_entries(name: str, root: Path) -> list[Entry]:
    users: dict[str, tuple[str, list[str]]] = {}  # weights hash -> (model, the artifacts' targets)
    for so in sorted(cache_dir("artifacts").glob("*.so")):
        meta = _artifact_meta(so)
        if meta.get("model") and meta.get("weights"):
            targets = users.setdefault(meta["weights"], (meta["model"], []))[1]
            targets.append(meta.get("targets", "?"))
    models = {key: f"{model} for {', '.join(dict.fromkeys(targets))}"
              for key, (model, targets) in users.items()}
    out = []
    for f in sorted(root.iterdir()):
        if f.suffix in LOCK_SUFFIXES or not f.is_file():
            continue
        final = f.name.split(".bin")[0] + ".bin"
        partial = f.name != final
        key = final[:-4].rsplit("-", 1)[-1]
        what = models.get(key, f"model {final.split('-')[0]} (weights {key})")
        out.append(Entry(name, f, f"temporary ({what})" if partial else what, _size(f), _used(f),
                         partial, lock=f.with_name(final)))
    return out


def _hub_entries(name: str, root: Path) -> list[Entry]:
    out = []
    for repo in sorted(root.glob("models--*")):
        owner_repo = repo.name.removeprefix("models--").replace("--", "/", 1)
        for f in sorted(repo.rglob("*")):
            if not f.is_file() or f.suffix in LOCK_SUFFIXES or f.name == "manifest.json":
                continue
            partial = f.name.endswith(".incomplete")
            final = f.with_name(f.name.removesuffix(".incomplete"))
            rel = final.relative_to(repo).as_posix()
            out.append(Entry(name, f, f"{owner_repo}/{rel}" + (" (interrupted download)"
                                                               if partial else ""),
                             _size(f), _used(f), partial, lock=final))
    return out


_ENTRIES = {"artifacts": _artifact_entries, "weights": _weight_entries, "hub": _hub_entries}
CLEAN_GROUPS = {
    "artifacts": ("artifacts", "objects"),
    "weights": ("weights",),
    "downloads": ("hub",),
    "tokenizer": ("tokenizer",),
}


def clean(folders: Iterable[str]) -> tuple[list[Entry], list[Entry]]:
    """Removes the entries of ``folders`` that no process has open or is building:
    (removed, skipped because in use)."""
    removed: list[Entry] = []
    skipped: list[Entry] = []
    for name in folders:
        for e in entries(name):
            with e.unused() as free:
                if not free:
                    skipped.append(e)
                    continue
                if e.path.is_dir():  # a folder of shared files (objects, tokenizer tables)
                    for p in e.path.rglob("*"):
                        if p.is_file() and p.suffix not in LOCK_SUFFIXES:
                            p.unlink(missing_ok=True)
                else:
                    e.path.unlink(missing_ok=True)
                    if name == "artifacts":
                        e.path.with_suffix(".json").unlink(missing_ok=True)
                removed.append(e)
    return removed, skipped


def remove_unused(path: Path) -> bool:
    """Deletes ``path`` unless a process has it open or is building it; whether it did."""
    with Entry("", path, "", 0, 0.0).unused() as free:
        if free:
            path.unlink(missing_ok=True)
        return free


def age(seconds: float) -> str:
    """``seconds`` since the epoch as "3 min ago", "2 days ago"."""
    d = max(0.0, time.time() - seconds)
    for unit, n in (("day", 86400), ("h", 3600), ("min", 60)):
        if d >= n:
            k = int(d // n)
            return f"{k} {unit}{'s' if unit == 'day' and k > 1 else ''} ago"
    return "just now"


__all__ = [
    "CLEAN_GROUPS",
    "FOLDERS",
    "RUNTIME_SOURCES",
    "Entry",
    "Hold",
    "age",
    "artifact_stem",
    "building",
    "cache_dir",
    "cache_root",
    "clean",
    "content_digest",
    "entries",
    "hold",
    "recipe_digest",
    "remove_unused",
    "runtime_sources",
    "source_digest",
]
