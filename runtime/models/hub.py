"""Model download: ``-m owner/repo[:QUANT]`` -> a verified GGUF file in the local cache.

`resolve_model(spec)` turns what the user passed to ``-m`` into the path of a GGUF file:

* a local path (anything ending in ``.gguf``, anything that exists, anything that is not of the
  form ``owner/repo[:QUANT]``) is returned as is once it is checked to be a file;
* ``owner/repo[:QUANT]`` (``QUANT`` defaults to ``Q4_K_M``) names a Hugging Face model repo;
  the one ``.gguf`` file in it whose name carries the quant tag is downloaded once, checked
  against the hub's checksum and kept in the cache.

Before a download, the file's GGUF header (metadata and tensor table, at the start of the file)
is read from the hub with HTTP ``Range`` requests and validated as a local file is
(`check_header`: ``dllmc.compiler.base.reader.spec_from_file``), so a model dllmc cannot run (an
unknown pre-tokenizer or architecture, a quant type it does not compute) is refused before its
gigabytes are fetched.  A file already in the Hugging Face cache (``hf download``,
``HF_HUB_CACHE``/``HF_HOME``) is used where it lies (`hf_cached`).

Cache (our own; the Hugging Face cache is only read -- see docs/download.md for why)::

    <DLLMC_CACHE or ~/.cache/dllmc>/hub/models--OWNER--REPO/
        manifest.json            the repo's last file listing (names, sizes, sha256, commit)
        NAME.gguf                verified files, under their name in the repo
        NAME.gguf.incomplete     a download in progress or interrupted (resumed next time)
        NAME.gguf.lock           taken while NAME.gguf is being downloaded
        NAME.gguf.inuse          held (shared) while a loaded model reads NAME.gguf
                                 (compiler/base/cache.py "Locks"; `dllmc cache clean` waits)

A file only ever appears under its final name by ``os.replace`` after its sha256 matched, so
its presence means "complete and verified".  A cache hit costs no network request (and does
not import ``huggingface_hub``): the quant is resolved against the cached listing, the file's
size is checked, and its path is returned; the file is not re-hashed.

Network access goes through ``huggingface_hub`` (``HfApi.model_info(files_metadata=True)``
for the listing, ``hf_hub_url`` + ``get_session()`` for the file), so ``HF_ENDPOINT``
(mirrors), ``HF_TOKEN`` and proxies work as for every Hugging Face tool; both
``HF_ENDPOINT`` and ``HF_HUB_OFFLINE`` are read at call time.
"""

from __future__ import annotations

import contextlib
import hashlib
import importlib
import json
import os
import re
import shutil
import sys
import time
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any

from dllmc.compiler.base import settings
from dllmc.compiler.base.errors import DllmcError

DEFAULT_QUANT = "Q4_K_M"

# The community GGUF conversion of GSAI-ML/LLaDA-8B-Instruct that public projects name as the
# file to use, ``LLaDA-8B-Instruct.Q4_K_M.gguf`` (4.9 GB): agalimova/diffuse-rs (README),
# vladimirrott/mojo-dllm (docs/quickstart.md, with its sha256), gravitee-io/llamaj.cpp
# (DiffusionGeneratorTest) and kungfuai/CVlization (examples/generative/llm/llama_cpp_dllm).
# llama.cpp's converter writes its tokenizer as pre-tokenizer ``bailingmoe``, which dllmc
# reads (compiler/base/pretokenizers.py).  The file was never fetched from the machine this was
# written on (no internet); if the repo's file is not one dllmc runs, the header check below
# refuses it before the download.  See docs/download.md.
DEFAULT_MODEL = "mradermacher/LLaDA-8B-Instruct-GGUF:Q4_K_M"

DEFAULT_ENDPOINT = "https://huggingface.co"
MANIFEST_FORMAT = 1

# Seconds to wait before each automatic retry of a dropped download (it resumes where it
# stopped).  Tests set this to zeros.
RETRY_DELAYS: tuple[float, ...] = (1.0, 3.0, 10.0)
CHUNK = 1 << 20
CONNECT_TIMEOUT_S = 30.0
READ_TIMEOUT_S = 60.0  # no byte for this long -> the attempt counts as interrupted
DISK_MARGIN = 64 << 20  # keep this much free beyond the download
# The header check (`check_header`): the first range request asks for HEADER_FIRST bytes (the
# headers of LLaDA's 126k and Qwen's 152k vocabularies are 5-6 MB: one request), a longer header
# takes further ranges, each doubling what was asked; the bytes are parsed as they come, from
# HEADER_PARSE_FROM on, each time half as many again have come, and the read stops as soon as
# the header is whole.  A header longer than HEADER_CAP is not checked before the download.
HEADER_FIRST = 8 << 20
HEADER_PARSE_FROM = 64 << 10
HEADER_CAP = 256 << 20

_REPO_RE = re.compile(r"^(?P<repo>[A-Za-z0-9][\w.-]*/[\w.-]+)(?::(?P<quant>[\w.-]+))?$")
_SPLIT_RE = re.compile(r"^(?P<base>.*)-(?P<part>\d{5})-of-(?P<count>\d{5})\.gguf$", re.IGNORECASE)
_TOKEN_SPLIT_RE = re.compile(r"[-./]")
_OFFLINE_FIX = (
    'download it once while online, or point -m at a local GGUF file: '
    'dllmc run -m path/to/model.gguf "prompt"'
)


# --------------------------------------------------------------------------- the spec


@dataclass(frozen=True)
class RepoSpec:
    """``owner/repo`` and the quant tag to look for in its ``.gguf`` file names."""

    repo: str
    quant: str

    def __str__(self) -> str:
        return f"{self.repo}:{self.quant}"


def parse_spec(spec: str) -> Path | RepoSpec:
    """What ``-m`` names: a local file (a `Path`) or a hub repo and quant (a `RepoSpec`)."""
    text = spec.strip()
    if not text:
        raise DllmcError("empty model name", "pass -m path/to/model.gguf or -m owner/repo[:QUANT]")
    path = Path(text).expanduser()
    if text.lower().endswith(".gguf") or path.exists() or text.startswith(("/", ".", "~")):
        return path
    m = _REPO_RE.match(text)
    if m is None:
        return path
    return RepoSpec(m["repo"], m["quant"] or DEFAULT_QUANT)


# --------------------------------------------------------------------------- hub listing


@dataclass(frozen=True)
class HubFile:
    """One file of a hub repo, with what the hub says its content is."""

    name: str
    size: int | None
    sha256: str | None  # the LFS object id (sha256 of the content)
    blob_id: str | None  # the git blob id (sha1 of "blob SIZE\\0" + content), non-LFS files


@dataclass(frozen=True)
class Listing:
    repo: str
    commit: str | None
    files: dict[str, HubFile]

    def to_json(self) -> dict[str, Any]:
        return {
            "format": MANIFEST_FORMAT,
            "repo": self.repo,
            "commit": self.commit,
            "files": {
                f.name: {"size": f.size, "sha256": f.sha256, "blob_id": f.blob_id}
                for f in self.files.values()
            },
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Listing:
        files = {
            name: HubFile(name, meta.get("size"), meta.get("sha256"), meta.get("blob_id"))
            for name, meta in data["files"].items()
        }
        return cls(str(data["repo"]), data.get("commit"), files)


def _endpoint() -> str:
    return (settings.HF_ENDPOINT.raw() or DEFAULT_ENDPOINT).rstrip("/")


def _env_offline() -> bool:
    return any(s.switch(False, strict=False)
               for s in (settings.HF_HUB_OFFLINE, settings.TRANSFORMERS_OFFLINE))


def _http_module() -> Any:
    """The HTTP library huggingface_hub's session is built on (httpx2 in 2.x, httpx in 1.x)."""
    from huggingface_hub.utils import get_session

    return importlib.import_module(type(get_session()).__module__.split(".")[0])


def _user_agent() -> tuple[str, str]:
    from dllmc.compiler.base.version import __version__

    return "dllmc", __version__


def fetch_listing(repo: str, *, endpoint: str | None = None) -> Listing:
    """The repo's files with sizes and checksums (one request: ``GET /api/models/{repo}``)."""
    from huggingface_hub import HfApi

    endpoint = endpoint or _endpoint()
    name, version = _user_agent()
    api = HfApi(endpoint=endpoint, library_name=name, library_version=version)
    with _hub_errors(repo, endpoint):
        info = api.model_info(repo, files_metadata=True, timeout=CONNECT_TIMEOUT_S)
    files: dict[str, HubFile] = {}
    for s in info.siblings or []:
        lfs = s.lfs
        files[s.rfilename] = HubFile(
            s.rfilename,
            lfs.size if lfs is not None else s.size,
            lfs.sha256 if lfs is not None else None,
            s.blob_id,
        )
    return Listing(repo, info.sha, files)


@contextlib.contextmanager
def _hub_errors(repo: str, endpoint: str) -> Iterator[None]:
    """Turn huggingface_hub's and httpx's exceptions into one-line `DllmcError`s."""
    from huggingface_hub.errors import (
        GatedRepoError,
        HfHubHTTPError,
        HFValidationError,
        OfflineModeIsEnabled,
        RepositoryNotFoundError,
    )

    try:
        yield
    except GatedRepoError:
        raise DllmcError(
            f"{repo} on {endpoint} is gated: its files need an accepted licence",
            f"accept the terms on {endpoint}/{repo} and set HF_TOKEN (or run `hf auth login`)",
        ) from None
    except RepositoryNotFoundError:
        raise DllmcError(
            f"no model repo {repo} on {endpoint}",
            "check the owner/repo name (for a private repo set HF_TOKEN), "
            "or pass -m path/to/model.gguf",
        ) from None
    except HFValidationError as e:
        raise DllmcError(f"{repo!r} is not a valid repo name ({e})",
                         "pass -m owner/repo[:QUANT] or a path to a .gguf file") from None
    except OfflineModeIsEnabled:
        raise DllmcError(f"cannot fetch {repo}: huggingface_hub is in offline mode",
                         _OFFLINE_FIX) from None
    except HfHubHTTPError as e:
        status = e.response.status_code if e.response is not None else "?"
        raise DllmcError(
            f"the hub at {endpoint} answered HTTP {status} for {repo}",
            "try again later, or pass -m path/to/model.gguf",
        ) from None
    except (_http_module().TransportError, OSError) as e:
        raise DllmcError(
            f"cannot reach the hub at {endpoint} for {repo} ({type(e).__name__}: {e})",
            "check the network (HF_ENDPOINT for a mirror), or point -m at a local GGUF file: "
            'dllmc run -m path/to/model.gguf "prompt"',
        ) from None


# --------------------------------------------------------------------------- quant selection


def _stem_tokens(name: str) -> list[str]:
    stem = name[: -len(".gguf")] if name.lower().endswith(".gguf") else name
    split = _SPLIT_RE.match(name)
    if split is not None:
        stem = split["base"]
    return [t.lower() for t in _TOKEN_SPLIT_RE.split(stem) if t]


def _group(names: Sequence[str]) -> dict[str, list[str]]:
    """``.gguf`` files grouped into models: a plain file alone, split parts together."""
    groups: dict[str, list[str]] = {}
    for name in sorted(names):
        if not name.lower().endswith(".gguf"):
            continue
        split = _SPLIT_RE.match(name)
        key = f"{split['base']}-*-of-{split['count']}.gguf" if split else name
        groups.setdefault(key, []).append(name)
    return groups


def select_gguf(names: Sequence[str], quant: str, repo: str, *,
                allow_split: bool = False) -> list[str]:
    """The file(s) of the one model in `names` whose name carries `quant`.

    A name matches when one of its ``-``/``.``/``/``-separated words equals the tag
    (case-insensitively); only when no name does, names merely containing it match.  So
    ``Q4_0`` picks ``x-Q4_0.gguf`` over ``x-Q4_0_4_4.gguf``, while ``Q4_K`` (contained in
    both ``Q4_K_M`` and ``Q4_K_S``) is ambiguous.  Returns a plain file as ``[name]`` and a
    split model (``-00001-of-00003.gguf``) as its parts in order.
    """
    groups = _group(names)
    if not groups:
        raise DllmcError(f"{repo} has no .gguf file",
                         "pass a repo of GGUF conversions (often named ...-GGUF), "
                         "or -m path/to/model.gguf")
    tag = quant.lower()
    exact = [k for k, parts in groups.items() if tag in _stem_tokens(parts[0])]
    found = exact or [k for k, parts in groups.items() if tag in parts[0].lower()]
    available = ", ".join(groups)
    if not found:
        raise DllmcError(f"no .gguf file in {repo} matches quant {quant} (files: {available})",
                         f"pick one with -m {repo}:QUANT")
    if len(found) > 1:
        raise DllmcError(
            f"quant {quant} matches several files in {repo}: {', '.join(found)}",
            f"name one more precisely with -m {repo}:QUANT",
        )
    parts = groups[found[0]]
    split = _SPLIT_RE.match(parts[0])
    if split is not None:
        count = int(split["count"])
        numbers = [int(m["part"]) for m in map(_SPLIT_RE.match, parts) if m is not None]
        if numbers != list(range(1, count + 1)):
            raise DllmcError(f"{found[0]} in {repo} is a split GGUF with parts missing",
                             "pick another quant, or pass -m path/to/model.gguf")
        if not allow_split:
            raise DllmcError(
                f"{found[0]} in {repo} is split into {count} files, which dllmc cannot read yet",
                "merge the parts with llama.cpp's `llama-gguf-split --merge` and pass "
                "-m merged.gguf, or pick a quant stored as one file",
            )
    return parts


# --------------------------------------------------------------------------- the cache


def cache_root(cache_dir: Path | None = None) -> Path:
    """``<cache_dir>`` or ``<DLLMC_CACHE or ~/.cache/dllmc>/hub``."""
    from dllmc.compiler.base import cache

    if cache_dir is not None:
        return Path(cache_dir).expanduser()
    return cache.cache_dir("hub")


def repo_cache_dir(repo: str, cache_dir: Path | None = None) -> Path:
    return cache_root(cache_dir) / ("models--" + repo.replace("/", "--"))


def _local_name(repo_dir: Path, name: str) -> Path:
    parts = Path(name).parts
    if not parts or Path(name).is_absolute() or ".." in parts:
        raise DllmcError(f"the hub listed an unsafe file name {name!r}",
                         "report it to the repo owner; pass -m path/to/model.gguf")
    return repo_dir.joinpath(*parts)


def _read_manifest(repo_dir: Path, repo: str) -> Listing | None:
    try:
        data = json.loads((repo_dir / "manifest.json").read_text())
        if data.get("format") != MANIFEST_FORMAT or data.get("repo") != repo:
            return None
        return Listing.from_json(data)
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        return None


def _is_cached(path: Path, f: HubFile | None) -> bool:
    try:
        size = path.stat().st_size
    except OSError:
        return False
    return path.is_file() and (f is None or f.size is None or size == f.size)


def _cached_parts(repo_dir: Path, listing: Listing, spec: RepoSpec,
                  allow_split: bool) -> list[Path] | None:
    parts = select_gguf(list(listing.files), spec.quant, spec.repo, allow_split=allow_split)
    paths = [_local_name(repo_dir, p) for p in parts]
    if all(_is_cached(p, listing.files.get(n)) for p, n in zip(paths, parts, strict=True)):
        return paths
    return None


# --------------------------------------------------------------------------- resolve


def resolve_model(spec: str, *, offline: bool = False, cache_dir: Path | None = None,
                  progress: bool = True, allow_split: bool = False) -> Path:
    """The GGUF file `spec` names, downloading it first if it is a hub repo not yet cached.

    `spec`: a path to a ``.gguf`` file, or ``owner/repo[:QUANT]`` (quant ``Q4_K_M`` by
    default).  `offline` (or ``HF_HUB_OFFLINE=1``): never touch the network; a model not in
    the cache is an error saying how to pass a local file.  `cache_dir`: the hub cache folder
    (default ``<DLLMC_CACHE or ~/.cache/dllmc>/hub``).  `progress`: one progress line on
    stderr while downloading.  `allow_split`: accept split GGUFs (``-00001-of-0000N``): all
    parts are downloaded and the first returned, as llama.cpp loads them; off by default
    because dllmc's reader takes one file.

    Before downloading, the file's header is read from the hub and validated
    (`check_header`); a file already in the Hugging Face cache is returned where it lies
    (`hf_cached`, offline `hf_cached_offline`).

    Raises `DllmcError` for every user-facing failure (missing file, unknown repo, no or
    several matching quants, offline without the file, network failure, bad checksum, a
    model dllmc cannot run: a `GGUFError` from the header).
    """
    target = parse_spec(spec)
    if isinstance(target, Path):
        return _check_local(target)
    offline = offline or _env_offline()
    repo_dir = repo_cache_dir(target.repo, cache_dir)

    manifest = _read_manifest(repo_dir, target.repo)
    if manifest is not None:
        try:
            cached = _cached_parts(repo_dir, manifest, target, allow_split)
        except DllmcError:
            if offline:
                raise
            cached = None  # the cached listing may be stale: ask the hub
        if cached is not None:
            return cached[0]
    if offline:
        hf = hf_cached_offline(target, manifest, allow_split)
        if hf is not None:
            _note_hf(hf, progress)
            return hf[0]
        raise DllmcError(
            f"model {target} is not in the download cache ({repo_dir}) nor in the Hugging Face "
            "cache, and offline mode is on",
            _OFFLINE_FIX,
        )

    endpoint = _endpoint()
    listing = fetch_listing(target.repo, endpoint=endpoint)
    parts = select_gguf(list(listing.files), target.quant, target.repo, allow_split=allow_split)
    from dllmc.compiler.base.files import write_atomic

    _mkdir(repo_dir)
    write_atomic(repo_dir / "manifest.json",
                 (json.dumps(listing.to_json(), indent=1) + "\n").encode())
    files = [listing.files[p] for p in parts]
    paths = [_local_name(repo_dir, p) for p in parts]
    if any(not _is_cached(p, f) for f, p in zip(files, paths, strict=True)):
        hf = hf_cached(listing, parts)
        if hf is not None:
            _note_hf(hf, progress)
            return hf[0]
        if not _is_cached(paths[0], files[0]):
            check_header(target.repo, listing.commit, files[0], endpoint=endpoint,
                         split=len(parts) > 1, progress=progress)
    _check_space(repo_dir, [(f, p) for f, p in zip(files, paths, strict=True)
                            if not _is_cached(p, f)])
    for f, p in zip(files, paths, strict=True):
        if not _is_cached(p, f):
            download_file(target.repo, listing.commit, f, p, endpoint=endpoint, progress=progress)
    return paths[0]


def _check_local(path: Path) -> Path:
    if not path.exists():
        raise DllmcError("no such model file",
                         "pass the path of a .gguf file, or a Hugging Face repo as "
                         "-m owner/repo[:QUANT]", path=path)
    if not path.is_file():
        raise DllmcError("is not a file", "pass the path of a .gguf model file", path=path)
    return path


def _mkdir(folder: Path) -> None:
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as e:
        raise DllmcError(f"cannot create the download cache {folder} ({e.strerror})",
                         "set DLLMC_CACHE to a writable folder") from None


def _check_space(repo_dir: Path, todo: Sequence[tuple[HubFile, Path]]) -> None:
    need = 0
    for f, p in todo:
        part = p.with_name(p.name + ".incomplete")
        have = part.stat().st_size if part.is_file() else 0
        need += max(0, (f.size or 0) - have)
    if not need:
        return
    free = shutil.disk_usage(repo_dir).free
    if free < need + DISK_MARGIN:
        raise DllmcError(
            f"not enough disk space for the download: {_fmt_bytes(need)} needed, "
            f"{_fmt_bytes(free)} free under {repo_dir}",
            "free some space, or set DLLMC_CACHE to a folder on a larger disk",
        )


# --------------------------------------------------------------------------- the HF cache


def hf_cache_dir() -> Path:
    """``huggingface_hub``'s cache folder, from the environment at call time, by the rules of
    its ``constants.py`` (read there once, at import): ``HF_HUB_CACHE``, else the legacy
    ``HUGGINGFACE_HUB_CACHE``, else ``<HF_HOME>/hub`` with ``HF_HOME`` defaulting to
    ``<XDG_CACHE_HOME or ~/.cache>/huggingface``."""
    def expand(text: str) -> str:
        return os.path.expandvars(os.path.expanduser(text))

    home = expand(settings.HF_HOME.raw() or os.path.join(
        settings.XDG_CACHE_HOME.raw() or os.path.join(os.path.expanduser("~"), ".cache"),
        "huggingface"))
    return Path(expand(settings.HF_HUB_CACHE.raw() or settings.HUGGINGFACE_HUB_CACHE.raw()
                       or os.path.join(home, "hub")))


def _hf_repo_dir(repo: str) -> Path:
    return hf_cache_dir() / ("models--" + repo.replace("/", "--"))


def _hf_revisions(repo_dir: Path, first: str | None) -> list[str]:
    """Snapshot folders to look in: `first` (the listed commit), the one ``refs/main`` names,
    then the others, newest first."""
    snapshots = repo_dir / "snapshots"
    try:
        found = sorted(snapshots.iterdir(), key=lambda d: d.stat().st_mtime, reverse=True)
    except OSError:
        return []
    order = [first]
    with contextlib.suppress(OSError):
        order.append((repo_dir / "refs" / "main").read_text().strip())
    names = [d.name for d in found if d.is_dir()]
    return list(dict.fromkeys([r for r in order if r in names] + names))


def _hf_file_ok(path: Path, f: HubFile | None, at_listed_commit: bool) -> bool:
    """`path` (in a snapshot folder) holds `f`: the right size, and -- as huggingface_hub
    stores it, a link to ``blobs/<etag>`` -- the blob named by the hub's sha256 (git blob id
    for a small file in git).  A plain copy (no symlinks) is trusted at the listed commit."""
    try:
        size = path.stat().st_size
    except OSError:
        return False
    if not path.is_file():
        return False
    if f is None:
        return True  # offline, nothing listed to compare with
    if f.size is not None and size != f.size:
        return False
    if path.is_symlink():
        etag = f.sha256 or f.blob_id
        return etag is not None and Path(os.path.realpath(path)).name.lower() == etag.lower()
    return at_listed_commit


def hf_cached(listing: Listing, parts: Sequence[str]) -> list[Path] | None:
    """`parts` of ``listing.repo`` as they lie in the Hugging Face cache, all in one snapshot
    folder and each matching the listing (`_hf_file_ok`); None when they are not all there."""
    repo_dir = _hf_repo_dir(listing.repo)
    for rev in _hf_revisions(repo_dir, listing.commit):
        folder = repo_dir / "snapshots" / rev
        try:
            paths = [_local_name(folder, p) for p in parts]
        except DllmcError:
            return None
        if all(_hf_file_ok(p, listing.files.get(n), rev == listing.commit)
               for p, n in zip(paths, parts, strict=True)):
            return paths
    return None


def hf_cached_offline(spec: RepoSpec, manifest: Listing | None,
                      allow_split: bool) -> list[Path] | None:
    """Offline: the model in the Hugging Face cache.  With dllmc's cached listing the quant is
    resolved against it and the file checked as online (`hf_cached`); without one, against the
    ``.gguf`` names in each snapshot folder, a whole-word match only (``:Q4_K`` does not take
    the one cached ``Q4_K_M`` file), the file not checked beyond being there."""
    if manifest is not None:
        with contextlib.suppress(DllmcError):
            return hf_cached(manifest, select_gguf(list(manifest.files), spec.quant, spec.repo,
                                                   allow_split=allow_split))
        return None
    repo_dir = _hf_repo_dir(spec.repo)
    for rev in _hf_revisions(repo_dir, None):
        folder = repo_dir / "snapshots" / rev
        names = [p.relative_to(folder).as_posix() for p in folder.rglob("*")
                 if p.name.lower().endswith(".gguf") and p.is_file()]
        try:
            parts = select_gguf(names, spec.quant, spec.repo, allow_split=allow_split)
        except DllmcError:
            continue
        if spec.quant.lower() in _stem_tokens(parts[0]):
            return [_local_name(folder, p) for p in parts]
    return None


def _note_hf(paths: Sequence[Path], progress: bool) -> None:
    if progress:
        print(f"dllmc: {paths[0].name}: using the copy in the Hugging Face cache, nothing to "
              f"download ({paths[0].parent})", file=sys.stderr, flush=True)


# --------------------------------------------------------------------------- the header check


@dataclass(frozen=True)
class HeaderRead:
    """What `check_header` fetched: HTTP requests made (a redirect to the CDN not counted),
    body bytes received, and the header's length (up to the aligned start of the data)."""

    requests: int
    received: int
    header_bytes: int


class _HeaderSkipped(Exception):
    """The header could not be read (network, server); the download goes ahead and the file
    is checked when it is read."""


def check_header(repo: str, commit: str | None, f: HubFile, *, endpoint: str | None = None,
                 split: bool = False, progress: bool = True) -> HeaderRead | None:
    """Read `f`'s GGUF header from the hub and validate it as a local file is, before its
    download: a `GGUFError` (one line: what, how to fix, and that it was the hub file's
    header) for a model dllmc cannot run.

    The header's length is not known in advance: one ``Range: bytes=0-{HEADER_FIRST-1}``
    request, parsed as the bytes come (from ``HEADER_PARSE_FROM`` on, each time 1.5 times as
    many have come) and closed as soon as the header is whole; a longer header takes further
    ranges, each doubling what was asked, up to ``HEADER_CAP``.  A server that ignores
    ``Range`` (200, the whole file) is read only as far as the header.  Nothing is written to
    disk.  `split`: `f` is the first part of a
    split GGUF, which has the metadata but not every tensor, so a missing tensor is expected.

    Returns what was fetched, or None when the check was skipped: no size listed, the header
    longer than ``HEADER_CAP``, or the hub not answering (the download then says so, and the
    file is checked when it is read, before compiling)."""
    from dllmc.compiler.base.errors import GGUFError
    from dllmc.compiler.base.gguf_file import GGUFFile, HeaderIncomplete
    from dllmc.compiler.base.reader import spec_from_file

    size = f.size
    if size is None:
        return None
    where = f"{repo}/{f.name}"
    reader = _HeaderReader(repo, endpoint or _endpoint(), commit, f)
    target = min(HEADER_PARSE_FROM, size)
    try:
        with reader:
            while True:
                reader.fill(target)
                try:
                    gf = GGUFFile.from_header(bytes(reader.buf), size, where)
                    break
                except HeaderIncomplete as e:
                    have, need = len(reader.buf), e.need or 0
                    target = max(have * 3 // 2, need)
                    if have < reader.asked < target and need <= reader.asked:
                        target = reader.asked  # the range asked for first, then another
                    target = min(target, size, HEADER_CAP)
                    if have >= target:
                        if progress:
                            print(f"dllmc: {f.name}: the GGUF header is longer than "
                                  f"{_fmt_bytes(HEADER_CAP)}; it is checked after the download",
                                  file=sys.stderr, flush=True)
                        return None
    except _HeaderSkipped as e:
        if progress:
            print(f"dllmc: {f.name}: could not read its header from the hub ({e}); it is "
                  "checked after the download", file=sys.stderr, flush=True)
        return None
    except GGUFError as e:
        raise _refusal(e, where) from None
    try:
        spec_from_file(gf)
    except GGUFError as e:
        if not (split and e.what.startswith("missing tensor ")):
            raise _refusal(e, where) from None
    return HeaderRead(reader.requests, reader.received, gf.data_offset)


def _refusal(e: DllmcError, where: str) -> DllmcError:
    from dllmc.compiler.base.errors import GGUFError

    return GGUFError(e.what, f"{e.fix} (checked on the file's header, read from the hub "
                             "before downloading it)", path=where)


class _HeaderReader:
    """The first bytes of a hub file, fetched with range requests as `fill` asks for them."""

    def __init__(self, repo: str, endpoint: str, commit: str | None, f: HubFile) -> None:
        from huggingface_hub import hf_hub_url
        from huggingface_hub.utils import build_hf_headers

        self.repo, self.endpoint, self.file = repo, endpoint, f
        self.url = hf_hub_url(repo, f.name, revision=commit or "main", endpoint=endpoint)
        name, version = _user_agent()
        self.headers = build_hf_headers(library_name=name, library_version=version)
        self.headers["Accept-Encoding"] = "identity"
        self.buf = bytearray()
        self.requests = self.received = 0
        self.asked = 0  # the end (exclusive) of the last range asked for
        self._stack = contextlib.ExitStack()
        self._body: Iterator[bytes] | None = None

    def __enter__(self) -> _HeaderReader:
        return self

    def __exit__(self, *exc: object) -> None:
        self._stack.close()  # a body not read to its end: the connection is closed

    def fill(self, n: int) -> None:
        """At least `n` bytes (the file's first) in `buf`."""
        http = _http_module()
        try:
            while len(self.buf) < n:
                if self._body is None:
                    self._open(max(n, min(max(HEADER_FIRST, 2 * self.asked), self.file.size or n)))
                    assert self._body is not None
                chunk = next(self._body, None)
                if chunk is None:
                    self._body = None
                    if len(self.buf) < self.asked:
                        raise _HeaderSkipped(f"the body ended at byte {len(self.buf)}")
                    continue
                self.received += len(chunk)
                self.buf += chunk
        except (http.TransportError, OSError) as e:
            raise _HeaderSkipped(type(e).__name__) from None

    def _open(self, want: int) -> None:
        from huggingface_hub.utils import get_session, hf_raise_for_status

        http = _http_module()
        self._stack.close()
        start = len(self.buf)
        end = max(want, start + 1)
        if self.file.size is not None:
            end = min(end, self.file.size)
        headers = dict(self.headers, Range=f"bytes={start}-{end - 1}")
        timeout = http.Timeout(READ_TIMEOUT_S, connect=CONNECT_TIMEOUT_S)
        r = self._stack.enter_context(
            get_session().stream("GET", self.url, headers=headers, timeout=timeout))
        self.requests += 1
        if r.status_code == 200:  # Range ignored: the whole file, read only as far as needed
            self.buf.clear()
            self.asked = self.file.size or end
        elif r.status_code == 206 and _range_starts_at(r.headers, start):
            self.asked = end
        elif 400 <= r.status_code < 500 and r.status_code not in (408, 416, 429):
            r.read()
            with _hub_errors(self.repo, self.endpoint):
                hf_raise_for_status(r)
            raise _HeaderSkipped(f"HTTP {r.status_code}")
        else:
            raise _HeaderSkipped(f"HTTP {r.status_code}")
        self._body = r.iter_bytes()


# --------------------------------------------------------------------------- download


class _Interrupted(Exception):
    """One download attempt stopped early; resumable."""


class _Checker:
    """The running checksum of a download: sha256 (LFS files) or git's blob sha1."""

    def __init__(self, f: HubFile) -> None:
        self.file = f
        self.reset()

    def reset(self) -> None:
        f = self.file
        if f.sha256:
            self.h = hashlib.sha256()
        elif f.blob_id and f.size is not None:
            self.h = hashlib.sha1(usedforsecurity=False)
            self.h.update(f"blob {f.size}\0".encode())
        else:
            raise DllmcError(
                f"the hub gives no checksum for {f.name}, so its download cannot be verified",
                "download it yourself and pass -m path/to/model.gguf",
            )

    def update(self, data: bytes) -> None:
        self.h.update(data)

    def check(self) -> tuple[bool, str, str]:
        """(ok, kind, got) for the error message."""
        got = self.h.hexdigest()
        if self.file.sha256:
            return got == self.file.sha256.lower(), "sha256", got
        return got == (self.file.blob_id or "").lower(), "git blob sha1", got


def download_file(repo: str, commit: str | None, f: HubFile, dest: Path, *,
                  endpoint: str | None = None, progress: bool = True) -> None:
    """Download `f` of `repo` to `dest`, verified; never a partial file under `dest`.

    The bytes go to ``dest.incomplete``; a dropped connection is retried (``RETRY_DELAYS``)
    with an HTTP ``Range`` request from where it stopped, and after the last retry the
    partial file is kept so the next call resumes it.  Only after the checksum matched does
    ``os.replace`` put the file under `dest`; a mismatch deletes it.
    """
    from huggingface_hub import hf_hub_url
    from huggingface_hub.utils import build_hf_headers

    endpoint = endpoint or _endpoint()
    _mkdir(dest.parent)
    from dllmc.compiler.base.cache import building

    note = f"waiting for another download of {dest.name} to finish" if progress else None
    with building(dest, note=note):
        if _is_cached(dest, f):  # another process finished it while we waited
            return
        part = dest.with_name(dest.name + ".incomplete")
        checker = _Checker(f)
        start = _resume_point(part, f, checker)
        name, version = _user_agent()
        headers = build_hf_headers(library_name=name, library_version=version)
        headers["Accept-Encoding"] = "identity"  # sizes and ranges are in stored bytes
        with open(part, "ab") as out:
            job = _Download(repo, endpoint, f, out, checker, start,
                            hf_hub_url(repo, f.name, revision=commit or "main", endpoint=endpoint),
                            headers, _Progress(f.name, repo, f.size, enabled=progress, start=start))
            try:
                retries = iter(RETRY_DELAYS)
                while True:
                    try:
                        job.attempt()
                        break
                    except _Interrupted as e:
                        delay = next(retries, None)
                        if delay is None:
                            raise DllmcError(
                                f"the download of {f.name} from {repo} was interrupted at "
                                f"{_fmt_bytes(job.done)} of {_fmt_bytes(f.size)} ({e})",
                                "run the same command again to resume it (the part already "
                                f"downloaded is kept in {part.name}), or pass "
                                "-m path/to/model.gguf",
                            ) from None
                        job.bar.note(f"connection lost ({e}); resuming in {delay:g} s")
                        time.sleep(delay)
                out.flush()
                os.fsync(out.fileno())
            finally:
                job.bar.close()
        ok, kind, got = checker.check()
        if not ok:
            part.unlink(missing_ok=True)
            want = f.sha256 or f.blob_id
            raise DllmcError(
                f"the download of {f.name} from {repo} is corrupt: its {kind} is {got}, "
                f"the hub says {want}; the file was deleted",
                "run the same command again; if it keeps failing, the mirror or a proxy "
                "alters the file (check HF_ENDPOINT)",
            )
        os.replace(part, dest)
        if progress:
            print(f"dllmc: {f.name}: {kind} ok, saved to {dest}", file=sys.stderr, flush=True)


def _resume_point(part: Path, f: HubFile, checker: _Checker) -> int:
    """Bytes of `part` to keep (hashed into `checker`); a useless partial file is removed."""
    try:
        have = part.stat().st_size
    except OSError:
        return 0
    if f.size is None or have > f.size or have == 0:
        part.unlink(missing_ok=True)
        return 0
    with open(part, "rb") as fh:
        while chunk := fh.read(CHUNK):
            checker.update(chunk)
    return have


@dataclass
class _Download:
    """One file's download in progress: `done` bytes are in `out` and in `checker`."""

    repo: str
    endpoint: str
    file: HubFile
    out: IO[bytes]
    checker: _Checker
    done: int
    url: str
    headers: dict[str, str]
    bar: _Progress

    def attempt(self) -> None:
        """One GET from byte `done` to the end; `_Interrupted` if it stops early."""
        from huggingface_hub.utils import get_session, hf_raise_for_status

        http = _http_module()

        f = self.file
        headers = dict(self.headers)
        if self.done:
            headers["Range"] = f"bytes={self.done}-"
        timeout = http.Timeout(READ_TIMEOUT_S, connect=CONNECT_TIMEOUT_S)
        try:
            with get_session().stream("GET", self.url, headers=headers, timeout=timeout) as r:
                if r.status_code == 416 and self.done and self.done == f.size:
                    return  # it was complete already
                if r.status_code in (408, 429) or r.status_code >= 500:
                    raise _Interrupted(f"HTTP {r.status_code}")
                if r.status_code >= 400:
                    r.read()
                    with _hub_errors(self.repo, self.endpoint):
                        hf_raise_for_status(r)
                if self.done and r.status_code != 206:  # the server ignored Range: start over
                    self.out.seek(0)
                    self.out.truncate()
                    self.checker.reset()
                    self.done = 0
                    self.bar.restart()
                elif r.status_code == 206 and not _range_starts_at(r.headers, self.done):
                    raise DllmcError(
                        f"the hub answered a resumed download of {f.name} with the wrong "
                        f"range ({r.headers.get('Content-Range')})",
                        f"delete {self.out.name} and run the same command again",
                    )
                for chunk in r.iter_bytes():
                    self.out.write(chunk)
                    self.checker.update(chunk)
                    self.done += len(chunk)
                    self.bar.update(self.done)
                    if f.size is not None and self.done > f.size:
                        break
        except http.TransportError as e:
            raise _Interrupted(type(e).__name__) from None
        if f.size is not None and self.done < f.size:
            raise _Interrupted(f"connection closed after {_fmt_bytes(self.done)}")
        if f.size is not None and self.done > f.size:
            Path(self.out.name).unlink(missing_ok=True)
            raise DllmcError(
                f"the hub sent more than the {_fmt_bytes(f.size)} it lists for {f.name}; "
                "the download was deleted",
                "run the same command again; if it keeps failing, check HF_ENDPOINT",
            )


def _range_starts_at(headers: Mapping[str, str], start: int) -> bool:
    m = re.match(r"bytes\s+(\d+)-", headers.get("Content-Range", ""))
    return m is not None and int(m.group(1)) == start


# --------------------------------------------------------------------------- progress


def _fmt_bytes(n: int | None) -> str:
    if n is None:
        return "? B"
    for unit, scale in (("GB", 1e9), ("MB", 1e6), ("kB", 1e3)):
        if n >= scale:
            return f"{n / scale:.2f} {unit}"
    return f"{n} B"


class _Progress:
    """One line on stderr: rewritten in place on a terminal, start and end lines otherwise."""

    def __init__(self, name: str, repo: str, total: int | None, *, enabled: bool,
                 start: int = 0, stream: IO[str] | None = None) -> None:
        self.name, self.total, self.enabled = name, total, enabled
        self.stream = stream or sys.stderr
        self.tty = enabled and self.stream.isatty()
        self.t0 = self.last = time.monotonic()
        self.start = self.done = start
        self.shown = False
        if enabled and not self.tty:
            resumed = f", resuming at {_fmt_bytes(start)}" if start else ""
            self._print(f"dllmc: downloading {name} ({_fmt_bytes(total)}) from {repo}{resumed}")

    def _print(self, line: str) -> None:
        print(line, file=self.stream, flush=True)

    def _line(self) -> str:
        elapsed = max(time.monotonic() - self.t0, 1e-6)
        rate = (self.done - self.start) / elapsed
        pct = f" {100 * self.done / self.total:3.0f}%" if self.total else ""
        return (f"dllmc: {self.name}: {_fmt_bytes(self.done)} / {_fmt_bytes(self.total)}"
                f"{pct}  {_fmt_bytes(int(rate))}/s")

    def update(self, done: int) -> None:
        self.done = done
        if not self.tty:
            return
        now = time.monotonic()
        if now - self.last >= 0.2 or done == self.total:
            self.last = now
            self.stream.write("\r" + self._line() + "\x1b[K")
            self.stream.flush()
            self.shown = True

    def restart(self) -> None:
        self.start = self.done = 0
        self.t0 = time.monotonic()

    def note(self, text: str) -> None:
        if not self.enabled:
            return
        if self.shown:
            self.stream.write("\n")
            self.shown = False
        self._print(f"dllmc: {self.name}: {text}")

    def close(self) -> None:
        if not self.enabled:
            return
        if self.tty:
            self.stream.write("\r" + self._line() + "\x1b[K\n")
            self.stream.flush()
        else:
            self._print(self._line())
