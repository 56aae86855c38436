"""Model download (`dllmc.runtime.hub`) against a local server speaking the hub's file API.

The server (`FakeHub`, ``http.server`` in a thread, ephemeral port) answers what the
installed ``huggingface_hub`` asks, read from its source:

* ``GET /api/models/{repo}[/revision/{rev}]?blobs=True`` (``HfApi.model_info(...,
  files_metadata=True)``): JSON with ``id``, ``sha`` and ``siblings`` of ``rfilename``,
  ``size``, ``blobId`` and, for LFS files, ``lfs: {sha256, size, pointerSize}``; an unknown
  repo is a 404 with ``X-Error-Code: RepoNotFound``, a gated one a 403 ``GatedRepo``.
* ``GET|HEAD /{repo}/resolve/{rev}/{filename}``: for LFS files a 302 to ``/cdn/...`` (as the
  hub redirects to its CDN) carrying ``X-Repo-Commit``, ``X-Linked-Etag`` (the sha256),
  ``X-Linked-Size`` and ``ETag``; the CDN answers ``Range: bytes=N-`` with a 206.
  Knobs per file: serve altered bytes, close the connection part-way, ignore ``Range``, delay.

``HF_ENDPOINT`` points at the server, ``DLLMC_CACHE`` at the test's own folder, and every
request is logged so a cache hit can be shown to make none.
"""

from __future__ import annotations

import hashlib
import io
import json
import socket
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from urllib.parse import parse_qs, unquote, urlsplit

import gguf
import pytest

from dllmc.compiler.errors import DllmcError
from dllmc.runtime import hub
from dllmc.runtime.hub import (
    DEFAULT_MODEL,
    RepoSpec,
    parse_spec,
    repo_cache_dir,
    resolve_model,
    select_gguf,
)
from dllmc.tests.factory import tiny, write_model

COMMIT = "0123456789abcdef0123456789abcdef01234567"
REPO = "dllmc-test/tiny-llada-GGUF"


def _git_blob_id(data: bytes) -> str:
    return hashlib.sha1(b"blob %d\0" % len(data) + data, usedforsecurity=False).hexdigest()


@dataclass
class FakeFile:
    data: bytes
    lfs: bool = True
    serve: bytes | None = None  # bytes actually sent (altered content), None: `data`
    drop_at: int | None = None  # close the connection once the body reaches this offset
    drops: int = 0  # how many more requests drop (-1: all)
    ranges: bool = True  # honour Range
    delay: float = 0.0  # seconds before sending the body
    blob_id: str | None = None  # listed git blob id, None: the true one
    pause_at: int | None = None  # hold the body at this offset while this is set ...
    pause: float = 0.0  # ... for up to this many seconds (the client killed meanwhile)

    @property
    def sha256(self) -> str:
        return hashlib.sha256(self.data).hexdigest()


class FakeHub:
    def __init__(self) -> None:
        self.repos: dict[str, dict[str, FakeFile]] = {}
        self.gated: set[str] = set()
        self.log: list[tuple[str, str, dict[str, str]]] = []
        self.lock = threading.Lock()
        hub_ = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args: object) -> None:
                pass

            def do_GET(self) -> None:
                hub_.handle(self, head=False)

            def do_HEAD(self) -> None:
                hub_.handle(self, head=True)

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.server.daemon_threads = True
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}"
        self.thread = threading.Thread(target=self.server.serve_forever, args=(0.05,), daemon=True)
        self.thread.start()

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()

    def add(self, repo: str, files: dict[str, FakeFile]) -> None:
        self.repos[repo] = files

    def paths(self, prefix: str = "") -> list[str]:
        with self.lock:
            return [p for _, p, _ in self.log if p.startswith(prefix)]

    # -- request handling

    def handle(self, h: BaseHTTPRequestHandler, *, head: bool) -> None:
        url = urlsplit(h.path)
        path = unquote(url.path)
        with self.lock:
            self.log.append((h.command, path, dict(h.headers)))
        if path.startswith("/api/models/"):
            self.api(h, path[len("/api/models/"):], parse_qs(url.query))
        elif path.startswith("/cdn/"):
            self.cdn(h, path[len("/cdn/"):], head=head)
        elif "/resolve/" in path:
            self.resolve(h, path, head=head)
        else:
            self.error(h, 404, "EntryNotFound")

    def error(self, h: BaseHTTPRequestHandler, status: int, code: str) -> None:
        body = json.dumps({"error": code}).encode()
        h.send_response(status)
        h.send_header("X-Error-Code", code)
        h.send_header("Content-Type", "application/json")
        h.send_header("Content-Length", str(len(body)))
        h.end_headers()
        if h.command != "HEAD":
            h.wfile.write(body)

    def find(self, repo: str) -> dict[str, FakeFile] | None:
        return self.repos.get(repo)

    def api(self, h: BaseHTTPRequestHandler, rest: str, query: dict[str, list[str]]) -> None:
        repo, _, rev = rest.partition("/revision/")
        files = self.find(repo)
        if files is None:
            return self.error(h, 404, "RepoNotFound")
        if repo in self.gated:
            return self.error(h, 403, "GatedRepo")
        if rev and rev not in ("main", COMMIT):
            return self.error(h, 404, "RevisionNotFound")
        blobs = query.get("blobs", ["false"])[0].lower() == "true"
        siblings = []
        for name, f in files.items():
            s: dict[str, object] = {"rfilename": name}
            if blobs:
                s["size"] = len(f.data)
                s["blobId"] = f.blob_id or _git_blob_id(f.data)
                if f.lfs:
                    s["lfs"] = {"sha256": f.sha256, "size": len(f.data), "pointerSize": 134}
            siblings.append(s)
        body = json.dumps({"id": repo, "modelId": repo, "sha": COMMIT, "private": False,
                           "siblings": siblings}).encode()
        h.send_response(200)
        h.send_header("Content-Type", "application/json")
        h.send_header("Content-Length", str(len(body)))
        h.end_headers()
        h.wfile.write(body)

    def resolve(self, h: BaseHTTPRequestHandler, path: str, *, head: bool) -> None:
        repo, _, rest = path.lstrip("/").partition("/resolve/")
        rev, _, name = rest.partition("/")
        files = self.find(repo)
        if files is None:
            return self.error(h, 404, "RepoNotFound")
        if rev not in ("main", COMMIT):
            return self.error(h, 404, "RevisionNotFound")
        f = files.get(name)
        if f is None:
            return self.error(h, 404, "EntryNotFound")
        blob = f.blob_id or _git_blob_id(f.data)
        if f.lfs:
            h.send_response(302)
            h.send_header("Location", f"{self.url}/cdn/{repo}/{name}")  # absolute, as the CDN
            h.send_header("X-Repo-Commit", COMMIT)
            h.send_header("X-Linked-Etag", f'"{f.sha256}"')
            h.send_header("X-Linked-Size", str(len(f.data)))
            h.send_header("ETag", f'"{blob}"')
            h.send_header("Content-Length", "0")
            h.end_headers()
            return None
        # a small file stored in git, served directly
        return self.body(h, f, head=head, etag=blob)

    def cdn(self, h: BaseHTTPRequestHandler, rest: str, *, head: bool) -> None:
        repo, _, name = rest.partition("/")
        parts = name.split("/", 1)
        repo, name = f"{repo}/{parts[0]}", parts[1]
        f = (self.find(repo) or {}).get(name)
        if f is None:
            return self.error(h, 404, "EntryNotFound")
        return self.body(h, f, head=head, etag=f.sha256)

    def body(self, h: BaseHTTPRequestHandler, f: FakeFile, *, head: bool, etag: str) -> None:
        data = f.serve if f.serve is not None else f.data
        start = 0
        rng = h.headers.get("Range")
        if rng and f.ranges:
            start = int(rng.removeprefix("bytes=").split("-")[0])
            if start >= len(data):
                h.send_response(416)
                h.send_header("Content-Range", f"bytes */{len(data)}")
                h.send_header("Content-Length", "0")
                h.end_headers()
                return
            h.send_response(206)
            h.send_header("Content-Range", f"bytes {start}-{len(data) - 1}/{len(data)}")
        else:
            h.send_response(200)
        h.send_header("Content-Length", str(len(data) - start))
        h.send_header("Accept-Ranges", "bytes")
        h.send_header("ETag", f'"{etag}"')
        h.send_header("X-Repo-Commit", COMMIT)
        h.end_headers()
        if head:
            return
        if f.delay:
            time.sleep(f.delay)
        with self.lock:
            drop = f.drop_at is not None and f.drops != 0
            if drop and f.drops > 0:
                f.drops -= 1
        at = f.pause_at
        if at is not None and at > start:
            h.wfile.write(data[start:at])
            h.wfile.flush()
            end = time.monotonic() + f.pause
            while f.pause_at is not None and time.monotonic() < end:
                time.sleep(0.02)
            start = at
        if drop:
            assert f.drop_at is not None
            h.wfile.write(data[start:max(start, f.drop_at)])
            h.wfile.flush()
            h.close_connection = True
            h.connection.shutdown(socket.SHUT_RDWR)
            return
        h.wfile.write(data[start:])


# --------------------------------------------------------------------------- fixtures


@pytest.fixture(scope="module")
def model_bytes(tmp_path_factory: pytest.TempPathFactory) -> bytes:
    path = tmp_path_factory.mktemp("model") / "tiny.gguf"
    write_model(path, tiny("llada", n_layer=1))
    return path.read_bytes()


@pytest.fixture
def fake_hub(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Iterator[FakeHub]:
    from huggingface_hub import constants
    from huggingface_hub.utils import close_session

    server = FakeHub()
    # huggingface_hub reads these at import: keep its own extra request (the agent-harness
    # registry it fetches from constants.ENDPOINT for the user agent) off the real hub, and
    # its offline switch off whatever the environment said then.
    monkeypatch.setattr(constants, "HF_HUB_DISABLE_TELEMETRY", True)
    monkeypatch.setattr(constants, "HF_HUB_OFFLINE", False)
    monkeypatch.setenv("HF_ENDPOINT", server.url)
    monkeypatch.setenv("DLLMC_CACHE", str(tmp_path / "cache"))
    monkeypatch.setenv("NO_PROXY", "127.0.0.1,localhost")
    monkeypatch.setenv("no_proxy", "127.0.0.1,localhost")
    for var in ("HF_HUB_OFFLINE", "TRANSFORMERS_OFFLINE"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setattr(hub, "RETRY_DELAYS", (0.0, 0.0))
    close_session()  # a fresh client, built with this environment
    yield server
    server.close()
    close_session()


@pytest.fixture
def tiny_repo(fake_hub: FakeHub, model_bytes: bytes) -> dict[str, FakeFile]:
    files = {
        "tiny-llada.Q8_0.gguf": FakeFile(model_bytes),
        "tiny-llada.Q4_K_M.gguf": FakeFile(model_bytes[::-1]),
        "tiny-llada.Q4_K_S.gguf": FakeFile(b"GGUF" + b"s" * 1000),
        "README.md": FakeFile(b"# tiny\n", lfs=False),
    }
    fake_hub.add(REPO, files)
    return files


def cache_dir(tmp_path: Path) -> Path:
    folder = tmp_path / "cache" / "hub" / "models--dllmc-test--tiny-llada-GGUF"
    assert repo_cache_dir(REPO) == folder  # DLLMC_CACHE/hub/models--OWNER--REPO
    return folder


def cached_names(tmp_path: Path) -> list[str]:
    folder = cache_dir(tmp_path)
    return sorted(p.name for p in folder.iterdir()) if folder.is_dir() else []


# --------------------------------------------------------------------------- tests


def test_download_by_quant_then_cache_hit_without_http(
    fake_hub: FakeHub, tiny_repo: dict[str, FakeFile], model_bytes: bytes, tmp_path: Path,
    capfd: pytest.CaptureFixture[str],
) -> None:
    path = resolve_model(f"{REPO}:Q8_0")
    assert path == cache_dir(tmp_path) / "tiny-llada.Q8_0.gguf"
    assert path.read_bytes() == model_bytes
    reader = gguf.GGUFReader(path)
    assert bytes(reader.fields["general.architecture"].parts[-1]).decode() == "llada"
    assert fake_hub.paths("/api/") == [f"/api/models/{REPO}"]  # nothing else
    assert fake_hub.paths(f"/{REPO}/resolve/") == [f"/{REPO}/resolve/{COMMIT}/tiny-llada.Q8_0.gguf"]
    assert fake_hub.paths("/cdn/") == [f"/cdn/{REPO}/tiny-llada.Q8_0.gguf"]
    assert cached_names(tmp_path) == ["manifest.json", "tiny-llada.Q8_0.gguf",
                                      "tiny-llada.Q8_0.gguf.lock"]
    err = capfd.readouterr().err
    assert "downloading tiny-llada.Q8_0.gguf" in err and "sha256 ok" in err

    # What huggingface_hub sent: its headers, our user agent, no compression.
    _, _, headers = fake_hub.log[-1]
    lower = {k.lower(): v for k, v in headers.items()}
    assert "dllmc/" in lower["user-agent"] and lower["accept-encoding"] == "identity"

    n = len(fake_hub.log)
    assert resolve_model(f"{REPO}:Q8_0") == path
    assert resolve_model(f"{REPO}:q8_0", offline=True) == path
    assert len(fake_hub.log) == n  # cache hits: no request at all
    assert capfd.readouterr().err == ""


def test_offline_env_uses_cache(fake_hub: FakeHub, tiny_repo: dict[str, FakeFile],
                                monkeypatch: pytest.MonkeyPatch) -> None:
    path = resolve_model(f"{REPO}:Q8_0", progress=False)
    n = len(fake_hub.log)
    monkeypatch.setenv("HF_HUB_OFFLINE", "1")
    assert resolve_model(f"{REPO}:Q8_0") == path
    assert len(fake_hub.log) == n


@pytest.mark.parametrize("how", ["argument", "env"])
def test_offline_without_cache_says_how_to_use_a_local_file(
    fake_hub: FakeHub, tiny_repo: dict[str, FakeFile], monkeypatch: pytest.MonkeyPatch,
    how: str,
) -> None:
    if how == "env":
        monkeypatch.setenv("HF_HUB_OFFLINE", "1")
    with pytest.raises(DllmcError) as e:
        resolve_model(f"{REPO}:Q8_0", offline=how == "argument")
    line = str(e.value)
    assert "\n" not in line and "offline" in line and "-m path/to/model.gguf" in line
    assert fake_hub.log == []


def test_offline_cache_has_listing_but_not_this_quant(
    fake_hub: FakeHub, tiny_repo: dict[str, FakeFile],
) -> None:
    resolve_model(f"{REPO}:Q8_0", progress=False)
    n = len(fake_hub.log)
    with pytest.raises(DllmcError, match="not in the download cache"):
        resolve_model(f"{REPO}:Q4_K_M", offline=True)
    with pytest.raises(DllmcError, match="matches several files"):
        resolve_model(f"{REPO}:Q4_K", offline=True)  # same selection rules on the cached list
    assert len(fake_hub.log) == n


def test_default_quant_is_q4_k_m(fake_hub: FakeHub, tiny_repo: dict[str, FakeFile],
                                 model_bytes: bytes) -> None:
    path = resolve_model(REPO, progress=False)
    assert path.name == "tiny-llada.Q4_K_M.gguf"
    assert path.read_bytes() == model_bytes[::-1]


def test_quant_errors_list_the_files(fake_hub: FakeHub, tiny_repo: dict[str, FakeFile],
                                     tmp_path: Path) -> None:
    with pytest.raises(DllmcError) as e:
        resolve_model(f"{REPO}:Q5_K_M")
    msg = str(e.value)
    assert "matches quant Q5_K_M" in msg
    assert "tiny-llada.Q8_0.gguf" in msg and "tiny-llada.Q4_K_M.gguf" in msg
    assert "README.md" not in msg
    with pytest.raises(DllmcError) as e:
        resolve_model(f"{REPO}:q4_k")
    assert "several files" in str(e.value)
    assert "tiny-llada.Q4_K_M.gguf" in str(e.value) and "tiny-llada.Q4_K_S.gguf" in str(e.value)
    assert fake_hub.paths("/cdn/") == []
    assert [n for n in cached_names(tmp_path) if n.endswith(".gguf")] == []


def test_quant_selection_rules() -> None:
    names = ["m-Q4_0.gguf", "m-Q4_0_4_4.gguf", "m.IQ4_XS.gguf", "m.Q4_K_S.gguf",
             "sub/m-Q6_K.gguf", "notes.txt"]
    assert select_gguf(names, "q4_0", "r") == ["m-Q4_0.gguf"]  # a whole word wins
    assert select_gguf(names, "IQ4_XS", "r") == ["m.IQ4_XS.gguf"]
    assert select_gguf(names, "Q6_K", "r") == ["sub/m-Q6_K.gguf"]
    assert select_gguf(names, "4_4", "r") == ["m-Q4_0_4_4.gguf"]  # else a substring
    with pytest.raises(DllmcError, match=r"has no \.gguf file"):
        select_gguf(["model.safetensors"], "Q4_K_M", "r")
    split = ["m-Q8_0-00002-of-00002.gguf", "m-Q8_0-00001-of-00002.gguf", "m-Q4_K_M.gguf"]
    with pytest.raises(DllmcError, match="split into 2 files"):
        select_gguf(split, "Q8_0", "r")
    assert select_gguf(split, "Q8_0", "r", allow_split=True) == split[1::-1]
    with pytest.raises(DllmcError, match="parts missing"):
        select_gguf(split[:1], "Q8_0", "r", allow_split=True)


def test_split_gguf_refused_or_downloaded_whole(fake_hub: FakeHub, tmp_path: Path) -> None:
    parts = {"m-Q8_0-00001-of-00002.gguf": FakeFile(b"GGUF" + b"1" * 500),
             "m-Q8_0-00002-of-00002.gguf": FakeFile(b"GGUF" + b"2" * 300)}
    fake_hub.add(REPO, parts)
    with pytest.raises(DllmcError, match="llama-gguf-split --merge"):
        resolve_model(f"{REPO}:Q8_0")
    assert fake_hub.paths("/cdn/") == []
    path = resolve_model(f"{REPO}:Q8_0", allow_split=True, progress=False)
    assert path.name == "m-Q8_0-00001-of-00002.gguf"
    for name, f in parts.items():
        assert (path.parent / name).read_bytes() == f.data


def test_bad_checksum_deletes_the_download(fake_hub: FakeHub, tiny_repo: dict[str, FakeFile],
                                           model_bytes: bytes, tmp_path: Path) -> None:
    f = tiny_repo["tiny-llada.Q8_0.gguf"]
    altered = bytearray(model_bytes)
    altered[len(altered) // 2] ^= 0xFF
    f.serve = bytes(altered)
    with pytest.raises(DllmcError) as e:
        resolve_model(f"{REPO}:Q8_0", progress=False)
    assert "corrupt" in str(e.value) and "sha256" in str(e.value) and f.sha256 in str(e.value)
    assert not any(n.endswith((".gguf", ".incomplete")) for n in cached_names(tmp_path))
    f.serve = None  # the hub is fixed: the next try downloads it whole
    path = resolve_model(f"{REPO}:Q8_0", progress=False)
    assert path.read_bytes() == model_bytes
    assert [p for p in fake_hub.paths("/cdn/")] == [f"/cdn/{REPO}/tiny-llada.Q8_0.gguf"] * 2
    assert "Range" not in fake_hub.log[-1][2]


def test_interrupted_download_leaves_nothing_final_then_resumes(
    fake_hub: FakeHub, tiny_repo: dict[str, FakeFile], model_bytes: bytes, tmp_path: Path,
) -> None:
    f = tiny_repo["tiny-llada.Q8_0.gguf"]
    half = len(model_bytes) // 2
    f.drop_at, f.drops = half, -1
    with pytest.raises(DllmcError) as e:
        resolve_model(f"{REPO}:Q8_0", progress=False)
    assert "interrupted" in str(e.value) and "resume" in str(e.value)
    assert len(fake_hub.paths("/cdn/")) == 1 + len(hub.RETRY_DELAYS)
    final = cache_dir(tmp_path) / "tiny-llada.Q8_0.gguf"
    assert not final.exists()
    partial = final.with_name(final.name + ".incomplete")
    assert partial.read_bytes() == model_bytes[:half]

    f.drops = 0  # the connection holds now: the next call resumes from the kept half
    path = resolve_model(f"{REPO}:Q8_0", progress=False)
    assert path == final and path.read_bytes() == model_bytes
    assert not partial.exists()
    last = {k.lower(): v for k, v in fake_hub.log[-1][2].items()}
    assert last["range"] == f"bytes={half}-"


def test_dropped_connection_is_retried_within_one_call(
    fake_hub: FakeHub, tiny_repo: dict[str, FakeFile], model_bytes: bytes,
    capfd: pytest.CaptureFixture[str],
) -> None:
    f = tiny_repo["tiny-llada.Q8_0.gguf"]
    f.drop_at, f.drops = len(model_bytes) // 3, 1
    path = resolve_model(f"{REPO}:Q8_0")
    assert path.read_bytes() == model_bytes
    assert len(fake_hub.paths("/cdn/")) == 2
    assert "connection lost" in capfd.readouterr().err


def test_server_ignoring_range_restarts_cleanly(
    fake_hub: FakeHub, tiny_repo: dict[str, FakeFile], model_bytes: bytes,
) -> None:
    f = tiny_repo["tiny-llada.Q8_0.gguf"]
    f.drop_at, f.drops, f.ranges = len(model_bytes) // 2, 1, False
    path = resolve_model(f"{REPO}:Q8_0", progress=False)
    assert path.read_bytes() == model_bytes


def test_stale_partial_file_is_verified_like_the_rest(
    fake_hub: FakeHub, tiny_repo: dict[str, FakeFile], model_bytes: bytes, tmp_path: Path,
) -> None:
    """A leftover .incomplete with wrong bytes fails the checksum, is deleted, then works."""
    folder = cache_dir(tmp_path)
    folder.mkdir(parents=True)
    (folder / "tiny-llada.Q8_0.gguf.incomplete").write_bytes(b"\0" * 1000)
    with pytest.raises(DllmcError, match="corrupt"):
        resolve_model(f"{REPO}:Q8_0", progress=False)
    assert not any(n.endswith((".gguf", ".incomplete")) for n in cached_names(tmp_path))
    assert resolve_model(f"{REPO}:Q8_0", progress=False).read_bytes() == model_bytes


def test_non_lfs_file_checked_by_git_blob_id(fake_hub: FakeHub, model_bytes: bytes,
                                             tmp_path: Path) -> None:
    f = FakeFile(model_bytes, lfs=False)
    fake_hub.add(REPO, {"small-F32.gguf": f})
    path = resolve_model(f"{REPO}:F32", progress=False)
    assert path.read_bytes() == model_bytes
    assert fake_hub.paths("/cdn/") == []  # served by /resolve/ directly

    fake_hub.add("dllmc-test/other", {"small-F32.gguf": FakeFile(model_bytes, lfs=False,
                                                                 blob_id="0" * 40)})
    with pytest.raises(DllmcError, match="git blob sha1"):
        resolve_model("dllmc-test/other:F32", progress=False)


def test_concurrent_downloads_of_one_file_fetch_it_once(
    fake_hub: FakeHub, tiny_repo: dict[str, FakeFile], model_bytes: bytes,
) -> None:
    tiny_repo["tiny-llada.Q8_0.gguf"].delay = 0.5
    results: list[Path | BaseException] = []

    def run() -> None:
        try:
            results.append(resolve_model(f"{REPO}:Q8_0", progress=False))
        except BaseException as e:
            results.append(e)

    threads = [threading.Thread(target=run) for _ in range(2)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(30)
    assert len(results) == 2 and all(isinstance(r, Path) for r in results), results
    assert results[0] == results[1]
    assert Path(results[0]).read_bytes() == model_bytes  # type: ignore[arg-type]
    assert len(fake_hub.paths("/cdn/")) == 1


def test_unknown_gated_and_unreachable_repos(fake_hub: FakeHub, tiny_repo: dict[str, FakeFile],
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    with pytest.raises(DllmcError, match="no model repo dllmc-test/nope"):
        resolve_model("dllmc-test/nope")
    fake_hub.gated.add(REPO)
    with pytest.raises(DllmcError, match=r"gated.*HF_TOKEN"):
        resolve_model(REPO)
    with socket.socket() as s:  # a port nobody listens on
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    monkeypatch.setenv("HF_ENDPOINT", f"http://127.0.0.1:{port}")
    with pytest.raises(DllmcError) as e:
        resolve_model(REPO)
    assert "cannot reach the hub" in str(e.value) and "-m path/to/model.gguf" in str(e.value)


def test_not_enough_disk_space(fake_hub: FakeHub, tiny_repo: dict[str, FakeFile],
                               monkeypatch: pytest.MonkeyPatch) -> None:
    import shutil

    class Usage:
        total = used = 0
        free = 1000

    monkeypatch.setattr(shutil, "disk_usage", lambda _: Usage)
    with pytest.raises(DllmcError, match=r"not enough disk space.*DLLMC_CACHE"):
        resolve_model(f"{REPO}:Q8_0")
    assert fake_hub.paths("/cdn/") == []


def test_progress_off_is_silent(fake_hub: FakeHub, tiny_repo: dict[str, FakeFile],
                                capfd: pytest.CaptureFixture[str]) -> None:
    tiny_repo["tiny-llada.Q8_0.gguf"].drop_at = 1000
    tiny_repo["tiny-llada.Q8_0.gguf"].drops = 1  # a retry note would show too
    resolve_model(f"{REPO}:Q8_0", progress=False)
    out = capfd.readouterr()
    assert out.err == "" and out.out == ""


def test_progress_on_a_terminal_is_one_rewritten_line() -> None:
    class Tty(io.StringIO):
        def isatty(self) -> bool:
            return True

    stream = Tty()
    bar = hub._Progress("m.gguf", REPO, 3_000_000, enabled=True, stream=stream)
    for done in (1_000_000, 2_000_000, 3_000_000):
        bar.update(done)
    bar.close()
    text = stream.getvalue()
    assert text.startswith("\r") and text.endswith("\n") and text.count("\n") == 1
    last = text.rsplit("\r", 1)[1]
    assert "m.gguf: 3.00 MB / 3.00 MB 100%" in last


def test_local_paths(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    model = tmp_path / "m.gguf"
    model.write_bytes(b"GGUF")
    assert resolve_model(str(model), offline=True) == model
    monkeypatch.chdir(tmp_path)
    assert resolve_model("m.gguf") == Path("m.gguf")
    (tmp_path / "models").mkdir()
    (tmp_path / "models" / "llada").write_bytes(b"GGUF")
    assert resolve_model("models/llada") == Path("models/llada")  # exists: a path, not a repo
    with pytest.raises(DllmcError) as e:
        resolve_model(str(tmp_path / "missing.gguf"))
    assert "missing.gguf: no such model file" in str(e.value)
    assert "owner/repo[:QUANT]" in str(e.value)
    with pytest.raises(DllmcError, match="is not a file"):
        resolve_model(str(tmp_path / "models"))


def test_parse_spec() -> None:
    assert parse_spec("owner/repo") == RepoSpec("owner/repo", "Q4_K_M")
    assert parse_spec("GSAI-ML/LLaDA-8B-Instruct:Q8_0") == RepoSpec(
        "GSAI-ML/LLaDA-8B-Instruct", "Q8_0")
    assert parse_spec("a/b.gguf") == Path("a/b.gguf")
    assert parse_spec("./a/b") == Path("./a/b")
    assert parse_spec("/abs/model") == Path("/abs/model")
    assert parse_spec("a/b/c") == Path("a/b/c")
    default = parse_spec(DEFAULT_MODEL)
    assert isinstance(default, RepoSpec) and default.quant == "Q4_K_M"
    assert "LLaDA-8B-Instruct" in default.repo
    with pytest.raises(DllmcError, match="empty model name"):
        parse_spec(" ")


def test_fake_hub_speaks_huggingface_hub(fake_hub: FakeHub, tiny_repo: dict[str, FakeFile],
                                         model_bytes: bytes, tmp_path: Path) -> None:
    """The server is faithful enough for huggingface_hub's own downloader (HEAD + GET)."""
    from huggingface_hub import hf_hub_download

    got = hf_hub_download(REPO, "tiny-llada.Q8_0.gguf", cache_dir=tmp_path / "hf",
                          endpoint=fake_hub.url)
    assert Path(got).read_bytes() == model_bytes
    # HEAD on /resolve/ (X-Repo-Commit, X-Linked-Etag/-Size read from it; 2.x follows a
    # redirect to the same host with HEAD, not one to a CDN host), then a GET of the file.
    log = [(m, p) for m, p, _ in fake_hub.log]
    assert log[0] == ("HEAD", f"/{REPO}/resolve/main/tiny-llada.Q8_0.gguf")
    assert log[-1] == ("GET", f"/cdn/{REPO}/tiny-llada.Q8_0.gguf")
