"""Model download (`dllmc.runtime.models.hub`) against a local server speaking the hub's file API.

The server (`FakeHub`, ``http.server`` in a thread, ephemeral port) answers what the
installed ``huggingface_hub`` asks, read from its source:

* ``GET /api/models/{repo}[/revision/{rev}]?blobs=True`` (``HfApi.model_info(...,
  files_metadata=True)``): JSON with ``id``, ``sha`` and ``siblings`` of ``rfilename``,
  ``size``, ``blobId`` and, for LFS files, ``lfs: {sha256, size, pointerSize}``; an unknown
  repo is a 404 with ``X-Error-Code: RepoNotFound``, a gated one a 403 ``GatedRepo``.
* ``GET|HEAD /{repo}/resolve/{rev}/{filename}``: for LFS files a 302 to ``/cdn/...`` (as the
  hub redirects to its CDN) carrying ``X-Repo-Commit``, ``X-Linked-Etag`` (the sha256),
  ``X-Linked-Size`` and ``ETag``; the CDN answers ``Range: bytes=N-`` and ``bytes=N-M`` with a
  206.  Knobs per file: serve altered bytes, close the connection part-way, ignore ``Range``,
  delay, hold the body.  The knobs that break a body (drop, pause, delay) act on downloads
  only (no ``Range``, or ``bytes=N-``), not on the header check's closed ranges
  (``bytes=0-M``): the tests that use them are about resuming a download.

``HF_ENDPOINT`` points at the server, ``DLLMC_CACHE`` at the test's own folder, and every
request is logged, with the body bytes the server managed to send, so a cache hit can be shown
to make none and the header check to read only the header.
"""

from __future__ import annotations

import hashlib
import io
import json
import os
import re
import shutil
import socket
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from urllib.parse import parse_qs, unquote, urlsplit

import gguf
import pytest

from dllmc.bench.real_models import field_value, rewrite_gguf
from dllmc.compiler.base.errors import DllmcError, GGUFError
from dllmc.compiler.base.gguf_file import GGUFFile, HeaderIncomplete
from dllmc.compiler.base.reader import read_gguf, spec_from_file
from dllmc.runtime.models import hub
from dllmc.runtime.models.hub import (
    DEFAULT_MODEL,
    HubFile,
    RepoSpec,
    check_header,
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
    probe_status: int | None = None  # answer the header check's ranges with this error

    @property
    def sha256(self) -> str:
        return hashlib.sha256(self.data).hexdigest()


class FakeHub:
    def __init__(self) -> None:
        self.repos: dict[str, dict[str, FakeFile]] = {}
        self.gated: set[str] = set()
        self.log: list[tuple[str, str, dict[str, str]]] = []
        self.sent: list[tuple[str, str | None, int]] = []  # (path, Range asked, body bytes sent)
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

    def ranges(self, prefix: str = "") -> list[str | None]:
        """The Range header of each GET under `prefix` (None: none sent)."""
        with self.lock:
            return [{k.lower(): v for k, v in h.items()}.get("range")
                    for m, p, h in self.log if m == "GET" and p.startswith(prefix)]

    def downloads(self, prefix: str = "/cdn/") -> list[str]:
        """GETs of a whole file or its rest (no Range or ``bytes=N-``): not header checks."""
        with self.lock:
            return [p for m, p, h in self.log if m == "GET" and p.startswith(prefix)
                    and not _is_probe({k.lower(): v for k, v in h.items()}.get("range"))]

    def sent_bytes(self, n: int, timeout: float = 5.0) -> list[int]:
        """Body bytes sent for each of the `n` bodies served so far (waiting for their threads
        to finish writing: the client may have gone already)."""
        end = time.monotonic() + timeout
        while len(self.sent) < n and time.monotonic() < end:
            time.sleep(0.01)
        with self.lock:
            return [sent for _, _, sent in self.sent]

    def probes(self, prefix: str = "/cdn/") -> list[str]:
        """The header check's closed ranges (``bytes=N-M``) asked under `prefix`."""
        return [r for r in self.ranges(prefix) if _is_probe(r)]  # type: ignore[misc]

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
        start, stop = 0, len(data)
        rng = h.headers.get("Range")
        probe = _is_probe(rng)
        if probe and f.probe_status is not None:
            return self.error(h, f.probe_status, "ServiceUnavailable")
        if rng and f.ranges:
            first, _, last = rng.removeprefix("bytes=").partition("-")
            start = int(first)
            if last:
                stop = min(stop, int(last) + 1)
            if start >= len(data):
                h.send_response(416)
                h.send_header("Content-Range", f"bytes */{len(data)}")
                h.send_header("Content-Length", "0")
                h.end_headers()
                return
            h.send_response(206)
            h.send_header("Content-Range", f"bytes {start}-{stop - 1}/{len(data)}")
        else:
            h.send_response(200)
        h.send_header("Content-Length", str(stop - start))
        h.send_header("Accept-Ranges", "bytes")
        h.send_header("ETag", f'"{etag}"')
        h.send_header("X-Repo-Commit", COMMIT)
        h.end_headers()
        if head:
            return
        sent = 0

        def send(chunk: bytes) -> None:
            nonlocal sent
            for i in range(0, len(chunk), 1 << 16):
                h.wfile.write(chunk[i : i + (1 << 16)])
                sent += len(chunk[i : i + (1 << 16)])

        try:
            if f.delay and not probe:
                time.sleep(f.delay)
            with self.lock:
                drop = f.drop_at is not None and f.drops != 0 and not probe
                if drop and f.drops > 0:
                    f.drops -= 1
            at = f.pause_at
            if at is not None and at > start and not probe:
                send(data[start:at])
                h.wfile.flush()
                end = time.monotonic() + f.pause
                while f.pause_at is not None and time.monotonic() < end:
                    time.sleep(0.02)
                start = at
            if drop:
                assert f.drop_at is not None
                send(data[start:max(start, f.drop_at)])
                h.wfile.flush()
                h.close_connection = True
                h.connection.shutdown(socket.SHUT_RDWR)
                return
            send(data[start:stop])
        except OSError:  # the client closed the connection: it had read enough
            h.close_connection = True
        finally:
            with self.lock:
                self.sent.append((urlsplit(h.path).path, rng, sent))


def _is_probe(rng: str | None) -> bool:
    """A closed range ``bytes=N-M``: what the header check asks for."""
    return rng is not None and re.fullmatch(r"bytes=\d+-\d+", rng) is not None


# --------------------------------------------------------------------------- fixtures


@pytest.fixture(scope="module")
def model_bytes(tmp_path_factory: pytest.TempPathFactory) -> bytes:
    path = tmp_path_factory.mktemp("model") / "tiny.gguf"
    write_model(path, tiny("llada", n_layer=1))
    return path.read_bytes()


@pytest.fixture(scope="module")
def other_model_bytes(tmp_path_factory: pytest.TempPathFactory) -> bytes:
    path = tmp_path_factory.mktemp("model") / "tiny-other.gguf"
    write_model(path, tiny("llada", n_layer=1), seed=1)
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
    monkeypatch.setenv("HF_HUB_CACHE", str(tmp_path / "hf"))  # never the user's own
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
def tiny_repo(fake_hub: FakeHub, model_bytes: bytes,
              other_model_bytes: bytes) -> dict[str, FakeFile]:
    files = {
        "tiny-llada.Q8_0.gguf": FakeFile(model_bytes),
        "tiny-llada.Q4_K_M.gguf": FakeFile(other_model_bytes),
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
    # the header check (one closed range from byte 0), then the download
    assert fake_hub.paths(f"/{REPO}/resolve/") == [
        f"/{REPO}/resolve/{COMMIT}/tiny-llada.Q8_0.gguf"] * 2
    assert fake_hub.paths("/cdn/") == [f"/cdn/{REPO}/tiny-llada.Q8_0.gguf"] * 2
    assert fake_hub.ranges("/cdn/") == [f"bytes=0-{len(model_bytes) - 1}", None]
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
                                 other_model_bytes: bytes) -> None:
    path = resolve_model(REPO, progress=False)
    assert path.name == "tiny-llada.Q4_K_M.gguf"
    assert path.read_bytes() == other_model_bytes


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


def first_split_part(src: Path, dest: Path, keep: Callable[[str], bool],
                     qtypes: dict[str, gguf.GGMLQuantizationType] | None = None) -> bytes:
    """`src` as the first part of a split GGUF (llama-gguf-split): every key, the split keys,
    and only the tensors `keep` selects (typed as `qtypes` says: the table, not the data)."""
    reader = gguf.GGUFReader(src)
    writer = gguf.GGUFWriter(dest, bytes(reader.fields["general.architecture"].parts[-1]).decode())
    for field in reader.fields.values():
        if field.name == "general.architecture" or field.name.startswith("GGUF."):
            continue
        sub = field.types[-1] if field.types[0] == gguf.GGUFValueType.ARRAY else None
        writer.add_key_value(field.name, field_value(field), field.types[0], sub_type=sub)
    tensors = [t for t in reader.tensors if keep(t.name)]
    writer.add_uint16("split.no", 0)
    writer.add_uint16("split.count", 2)
    writer.add_int32("split.tensors.count", len(reader.tensors))
    for t in tensors:
        qtype = (qtypes or {}).get(t.name, t.tensor_type)
        writer.add_tensor_info(t.name, t.data.shape, t.data.dtype, t.data.nbytes, qtype)
    writer.write_header_to_file()
    writer.write_kv_data_to_file()
    writer.write_ti_data_to_file()
    for t in tensors:
        writer.write_tensor_data(t.data)
    writer.close()
    return dest.read_bytes()


def test_split_gguf_refused_or_downloaded_whole(fake_hub: FakeHub, model_bytes: bytes,
                                                tmp_path: Path) -> None:
    src = tmp_path / "whole.gguf"
    src.write_bytes(model_bytes)
    first = first_split_part(src, tmp_path / "part1.gguf", lambda n: not n.startswith("blk."))
    parts = {"m-Q8_0-00001-of-00002.gguf": FakeFile(first),
             "m-Q8_0-00002-of-00002.gguf": FakeFile(b"GGUF" + b"2" * 300)}
    fake_hub.add(REPO, parts)
    with pytest.raises(DllmcError, match="llama-gguf-split --merge"):
        resolve_model(f"{REPO}:Q8_0")
    assert fake_hub.paths("/cdn/") == []
    # the first part's header is checked (its tensors are missing, as expected of a first part)
    path = resolve_model(f"{REPO}:Q8_0", allow_split=True, progress=False)
    assert path.name == "m-Q8_0-00001-of-00002.gguf"
    for name, f in parts.items():
        assert (path.parent / name).read_bytes() == f.data
    assert fake_hub.probes() == [f"bytes=0-{len(first) - 1}"]  # the first part only


def test_split_gguf_first_part_refused_before_download(fake_hub: FakeHub, model_bytes: bytes,
                                                       tmp_path: Path) -> None:
    src = tmp_path / "whole.gguf"
    src.write_bytes(model_bytes)
    first = first_split_part(src, tmp_path / "part1.gguf", lambda n: n != "blk.0.ffn_up.weight",
                             {"blk.0.ffn_gate.weight": gguf.GGMLQuantizationType.Q3_K})
    fake_hub.add(REPO, {"m-Q3_K_M-00001-of-00002.gguf": FakeFile(first),
                        "m-Q3_K_M-00002-of-00002.gguf": FakeFile(b"GGUF" + b"2" * 300)})
    with pytest.raises(GGUFError) as e:
        resolve_model(f"{REPO}:Q3_K_M", allow_split=True, progress=False)
    assert "Q3_K" in str(e.value) and "read from the hub before downloading" in str(e.value)
    assert fake_hub.downloads() == []


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
    assert fake_hub.downloads() == [f"/cdn/{REPO}/tiny-llada.Q8_0.gguf"] * 2
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
    assert len(fake_hub.downloads()) == 1 + len(hub.RETRY_DELAYS)
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
    assert len(fake_hub.downloads()) == 2
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
    assert len(fake_hub.downloads()) == 1


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
    assert fake_hub.downloads() == []


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


# --------------------------------------------------------------------------- the header check


def _unknown_pre(path: Path) -> None:
    rewrite_gguf(path, path, keys={"tokenizer.ggml.pre": ("x-unknown", gguf.GGUFValueType.STRING)})


def _q3_k(path: Path) -> None:
    from dllmc.tests.test_bad_input import _set_tensor_type

    _set_tensor_type(path, "blk.0.ffn_gate.weight", gguf.GGMLQuantizationType.Q3_K)


# what tests/test_bad_input.py checks on local files, here on hub files: (break it, words)
REFUSED: dict[str, tuple[Callable[[Path], object], tuple[str, ...]]] = {
    "unknown pre-tokenizer": (
        _unknown_pre, ("unknown pre-tokenizer tokenizer.ggml.pre = 'x-unknown'", "bailingmoe")),
    "diffuse-cpp's format": (
        lambda p: rewrite_gguf(p, p, arch="diffuse"),
        ("architecture 'diffuse' is diffuse-cpp's own format", "convert_hf_to_gguf.py")),
    "Q3_K tensor": (_q3_k, ("blk.0.ffn_gate.weight", "Q3_K", "Q4_K_M file instead")),
}


def broken(model_bytes: bytes, tmp_path: Path, case: str, pad: int = 0) -> tuple[bytes, list[str]]:
    """The tiny model broken (`REFUSED`), and the words its one-line error must hold; `pad`
    zero bytes appended (a file far longer than its header)."""
    path = tmp_path / "broken.gguf"
    path.write_bytes(model_bytes)
    breaker, words = REFUSED[case]
    breaker(path)
    return path.read_bytes() + b"\0" * pad, list(words)


@pytest.mark.parametrize("case", REFUSED)
def test_unrunnable_model_refused_from_its_header_before_download(
    fake_hub: FakeHub, model_bytes: bytes, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
    case: str,
) -> None:
    monkeypatch.setattr(hub, "HEADER_FIRST", 64 << 10)  # a file 70 times longer than this
    data, words = broken(model_bytes, tmp_path, case)
    fake_hub.add(REPO, {"tiny-llada.Q8_0.gguf": FakeFile(data)})
    with pytest.raises(GGUFError) as e:
        resolve_model(f"{REPO}:Q8_0", progress=False)
    line = str(e.value)
    assert "\n" not in line and line.startswith(f"{REPO}/tiny-llada.Q8_0.gguf: ")
    assert all(w in line for w in words), line
    assert line.endswith("(checked on the file's header, read from the hub before downloading "
                         "it)")
    # the same what and fix as the local reader gives for the file itself
    local = tmp_path / "local.gguf"
    local.write_bytes(data)
    with pytest.raises(GGUFError) as here:
        read_gguf(local)
    assert (e.value.what, e.value.fix.split(" (checked")[0]) == (here.value.what, here.value.fix)
    # the server saw one closed range from byte 0, and sent no more than it
    assert fake_hub.downloads() == [] and fake_hub.probes() == [f"bytes=0-{(64 << 10) - 1}"]
    assert fake_hub.sent_bytes(1) == [64 << 10]
    assert [n for n in cached_names(tmp_path) if not n.endswith(".json")] == []  # no part kept


def test_server_ignoring_range_is_read_only_as_far_as_the_header(
    fake_hub: FakeHub, model_bytes: bytes, tmp_path: Path,
) -> None:
    """A server answering the range with 200 and the whole file (64 MB here): the check reads
    what the header takes and closes the connection; the server could send only a part."""
    data, _ = broken(model_bytes, tmp_path, "unknown pre-tokenizer", pad=64 << 20)
    fake_hub.add(REPO, {"tiny-llada.Q8_0.gguf": FakeFile(data, ranges=False)})
    with pytest.raises(GGUFError, match="unknown pre-tokenizer"):
        resolve_model(f"{REPO}:Q8_0", progress=False)
    assert fake_hub.downloads() == [] and len(fake_hub.probes()) == 1
    (sent,) = fake_hub.sent_bytes(1)  # the server's write fails once the client has gone
    assert sent < 24 << 20, sent  # the header, what the sockets buffer, and no more

    # a good file from the same server: checked the same way, then downloaded whole
    good = model_bytes + b"\0" * (16 << 20)
    fake_hub.add(REPO, {"tiny-llada.Q8_0.gguf": FakeFile(good, ranges=False)})
    read = check_header(REPO, COMMIT, HubFile("tiny-llada.Q8_0.gguf", len(good),
                                              hashlib.sha256(good).hexdigest(), None))
    assert read is not None and read.requests == 1
    assert read.received < 1 << 20 and read.header_bytes == GGUFFile.open(
        _write(tmp_path / "good.gguf", model_bytes)).data_offset
    assert resolve_model(f"{REPO}:Q8_0", progress=False).read_bytes() == good


def _write(path: Path, data: bytes) -> Path:
    path.write_bytes(data)
    return path


def test_long_header_takes_doubling_ranges(fake_hub: FakeHub, model_bytes: bytes,
                                           monkeypatch: pytest.MonkeyPatch) -> None:
    header = GGUFFile.from_header(model_bytes, len(model_bytes), "m").data_offset  # 28 kB
    monkeypatch.setattr(hub, "HEADER_FIRST", 8 << 10)
    monkeypatch.setattr(hub, "HEADER_PARSE_FROM", 4 << 10)
    fake_hub.add(REPO, {"tiny-llada.Q8_0.gguf": FakeFile(model_bytes)})
    f = HubFile("tiny-llada.Q8_0.gguf", len(model_bytes), hashlib.sha256(model_bytes).hexdigest(),
                None)
    read = check_header(REPO, COMMIT, f)
    assert read is not None and read.header_bytes == header
    assert fake_hub.probes() == ["bytes=0-8191", "bytes=8192-16383", "bytes=16384-32767"]
    assert read.requests == 3 and read.received == 32 << 10

    monkeypatch.setattr(hub, "HEADER_CAP", 16 << 10)  # longer than the cap: not checked
    assert check_header(REPO, COMMIT, f, progress=False) is None


def test_real_size_header_in_one_request(fake_hub: FakeHub, tmp_path: Path) -> None:
    """A 126k-token vocabulary (LLaDA's size; 2.6 MB of header here, 4.7 MB in a file
    llama.cpp's converter writes): one request, closed once the header parsed."""
    path = write_model(tmp_path / "big.gguf", tiny("llada", n_layer=1, n_vocab=126464),
                       types="Q4_K_M")
    data = path.read_bytes()
    fake_hub.add(REPO, {"big.Q4_K_M.gguf": FakeFile(data)})
    read = check_header(REPO, COMMIT, HubFile("big.Q4_K_M.gguf", len(data), None, None))
    assert read is not None and read.header_bytes == GGUFFile.open(path).data_offset
    assert read.requests == 1 and fake_hub.probes() == [f"bytes=0-{hub.HEADER_FIRST - 1}"]
    assert read.header_bytes <= read.received < 2 * read.header_bytes + (1 << 20)


def test_unreachable_header_does_not_block_the_download(
    fake_hub: FakeHub, tiny_repo: dict[str, FakeFile], model_bytes: bytes,
    capfd: pytest.CaptureFixture[str],
) -> None:
    """A server error on the header's range: the download goes ahead (the file is checked when
    it is read); a 4xx is the hub's answer and says so."""
    tiny_repo["tiny-llada.Q8_0.gguf"].probe_status = 503
    assert resolve_model(f"{REPO}:Q8_0").read_bytes() == model_bytes
    assert "could not read its header from the hub (HTTP 503)" in capfd.readouterr().err
    assert len(fake_hub.probes()) == 1 and len(fake_hub.downloads()) == 1
    with pytest.raises(DllmcError, match=f"answered HTTP 404 for {REPO}"):
        check_header(REPO, COMMIT, HubFile("gone.gguf", len(model_bytes), None, None))


def test_from_header_is_the_file_as_far_as_its_header_tells(model_bytes: bytes,
                                                            tmp_path: Path) -> None:
    path = _write(tmp_path / "m.gguf", model_bytes)
    whole = GGUFFile.open(path)
    head = GGUFFile.from_header(model_bytes[: whole.data_offset], len(model_bytes), path)
    assert (head.kv_types, head.tensors, head.data_offset, head.file_size) == (
        whole.kv_types, whole.tensors, whole.data_offset, whole.file_size)
    assert spec_from_file(head) == read_gguf(path)  # identity included
    with pytest.raises(GGUFError, match="only the header was read"):
        head.tensor_data("token_embd.weight")
    # cut inside the vocabulary, the tensor table, the padding: read more
    vocab = model_bytes.index(b"tokenizer.ggml.tokens") + 200
    for cut in (10, vocab, whole.table_offset + 5, whole.data_offset - 1):
        with pytest.raises(HeaderIncomplete) as e:
            GGUFFile.from_header(model_bytes[:cut], len(model_bytes), path)
        assert e.value.have == cut and (e.value.need is None or e.value.need > cut)
    # the tensor table is checked against the file's real size
    with pytest.raises(GGUFError, match="truncated file"):
        GGUFFile.from_header(model_bytes, len(model_bytes) - 1000, path)


# --------------------------------------------------------------------------- the HF cache


def hf_download(fake_hub: FakeHub, tmp_path: Path, name: str) -> Path:
    """`name` fetched as ``hf download`` would, into the test's HF_HUB_CACHE; the log cleared."""
    from huggingface_hub import hf_hub_download

    got = Path(hf_hub_download(REPO, name, cache_dir=tmp_path / "hf", endpoint=fake_hub.url))
    with fake_hub.lock:
        fake_hub.log.clear()
        fake_hub.sent.clear()
    return got


def test_file_in_hf_cache_is_used_in_place(
    fake_hub: FakeHub, tiny_repo: dict[str, FakeFile], model_bytes: bytes, tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch, capfd: pytest.CaptureFixture[str],
) -> None:
    got = hf_download(fake_hub, tmp_path, "tiny-llada.Q8_0.gguf")
    assert got.parent.parent.parent == tmp_path / "hf" / "models--dllmc-test--tiny-llada-GGUF"
    path = resolve_model(f"{REPO}:Q8_0")
    assert path == got and path.read_bytes() == model_bytes
    assert fake_hub.paths() == [f"/api/models/{REPO}"]  # the listing, no file request
    assert "using the copy in the Hugging Face cache" in capfd.readouterr().err
    assert cached_names(tmp_path) == ["manifest.json"]  # nothing copied

    assert resolve_model(f"{REPO}:Q8_0", offline=True, progress=False) == got  # no request
    shutil.rmtree(tmp_path / "cache")  # offline without dllmc's listing: the snapshot's names
    assert resolve_model(f"{REPO}:q8_0", offline=True, progress=False) == got
    with pytest.raises(DllmcError, match="nor in the Hugging Face cache"):
        resolve_model(f"{REPO}:Q8", offline=True)  # a whole word only, as nothing else is known
    assert fake_hub.paths() == [f"/api/models/{REPO}"]

    # HF_HOME (no HF_HUB_CACHE) is <HF_HOME>/hub, read at call time
    monkeypatch.delenv("HF_HUB_CACHE")
    monkeypatch.setenv("HF_HOME", str(tmp_path / "elsewhere"))
    assert hub.hf_cache_dir() == tmp_path / "elsewhere" / "hub"
    (tmp_path / "elsewhere").mkdir()
    (tmp_path / "hf").rename(tmp_path / "elsewhere" / "hub")
    assert resolve_model(f"{REPO}:Q8_0", offline=True, progress=False) == (
        tmp_path / "elsewhere" / "hub" / got.relative_to(tmp_path / "hf"))


def test_hf_cache_copy_that_does_not_match_the_listing_is_not_used(
    fake_hub: FakeHub, tiny_repo: dict[str, FakeFile], model_bytes: bytes, tmp_path: Path,
) -> None:
    """The hub's file changed since ``hf download`` (another sha256 under the same name): the
    cached blob is not the listed one, so it is downloaded (into dllmc's cache)."""
    got = hf_download(fake_hub, tmp_path, "tiny-llada.Q8_0.gguf")
    tiny_repo["tiny-llada.Q8_0.gguf"] = FakeFile(model_bytes[:-4] + b"\1\2\3\4")
    path = resolve_model(f"{REPO}:Q8_0", progress=False)
    assert path != got and path == cache_dir(tmp_path) / "tiny-llada.Q8_0.gguf"
    assert fake_hub.downloads() == [f"/cdn/{REPO}/tiny-llada.Q8_0.gguf"]
    assert Path(os.path.realpath(got)).name == hashlib.sha256(model_bytes).hexdigest()
