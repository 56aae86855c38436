"""Processes killed mid-write, and processes that build the same thing at once.

Every file dllmc writes into its cache (and `dllmc compile -o`'s output) is written under a
temporary name and renamed, so SIGKILL at any moment leaves nothing under the final name and
the next run builds it again; two processes building the same artifact or weight cache take
its build lock (compiler/base/cache.py "Locks"): one builds, the other waits and reuses the result.
Each test kills or races real processes and asserts the files left behind and what the next
run does.
"""

from __future__ import annotations

import os
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from pathlib import Path

import numpy as np
import pytest

from dllmc.runtime.executor.loader import Artifact
from dllmc.tests.factory import tiny, write_model

DLLMC = [sys.executable, "-m", "dllmc.compiler.face.cli"]
if Path(sys.executable).with_name("dllmc").exists():
    DLLMC = [str(Path(sys.executable).with_name("dllmc"))]


def _env(cache: Path) -> dict[str, str]:
    return {**os.environ, "DLLMC_CACHE": str(cache), "HF_HUB_OFFLINE": "1"}


def _kill_when(proc: subprocess.Popen, seen: Callable[[], bool], timeout: float = 120) -> bool:
    """SIGKILL ``proc`` as soon as ``seen()`` (polled every millisecond); whether it was seen
    before the process ended by itself."""
    end = time.monotonic() + timeout
    while time.monotonic() < end and proc.poll() is None:
        if seen():
            proc.kill()
            proc.wait(30)
            return True
        time.sleep(0.001)
    proc.kill()
    proc.wait(30)
    return False


@pytest.fixture(scope="module")
def gguf(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return write_model(tmp_path_factory.mktemp("crash") / "m.gguf", tiny("llada"),
                       types="Q4_K_M", seed=11)


def test_kill_during_compile_leaves_no_artifact(gguf: Path, tmp_path: Path) -> None:
    """SIGKILL while `dllmc compile` links: no output under its name, the kernel objects it
    wrote whole, and the next compile reuses them and writes a working artifact."""
    out = tmp_path / "out" / "m.so"
    out.parent.mkdir()
    cmd = [*DLLMC, "compile", str(gguf), "-o", str(out), "--max-canvas", "64"]
    proc = subprocess.Popen(cmd, env=_env(tmp_path / "cache"), stderr=subprocess.PIPE)
    killed = _kill_when(proc, lambda: any(p.name.startswith(".m.so.")
                                          for p in out.parent.iterdir()))
    assert killed, "the compile ended before its link started"
    assert not out.exists()
    objects = sorted((tmp_path / "cache" / "objects").glob("*.o"))
    assert objects and not list((tmp_path / "cache" / "objects").glob(".*"))  # whole or absent

    again = subprocess.run(cmd, env=_env(tmp_path / "cache"), capture_output=True, text=True,
                           timeout=300)
    assert again.returncode == 0, again.stderr
    assert f"{len(objects)} cached" in again.stderr, again.stderr  # none built twice
    with Artifact(out).open(gguf, 1) as m:
        assert np.isfinite(m.forward(np.arange(8, dtype=np.int32))).all()
    # the killed link's temporary file is its own: harmless, and overwritten by nobody
    assert [p.name for p in out.parent.iterdir() if p.name == "m.so"] == ["m.so"]


def test_kill_during_cached_compile_then_clean(gguf: Path, tmp_path: Path) -> None:
    """The same for `dllmc run` compiling into the cache: the next run compiles again, and
    `dllmc cache clean` removes the killed one's temporary file."""
    env = _env(tmp_path / "cache")
    arts = tmp_path / "cache" / "artifacts"
    run = [*DLLMC, "run", "-m", str(gguf), "hi", "--gen-length", "4", "--steps", "4",
           "--max-canvas", "64", "--quiet"]
    proc = subprocess.Popen(run, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert _kill_when(proc, lambda: arts.is_dir() and any(p.name.startswith(".")
                                                          for p in arts.iterdir()))
    assert not list(arts.glob("[!.]*.so"))
    listing = subprocess.run([*DLLMC, "cache", "list"], env=env, capture_output=True,
                             text=True, timeout=60)
    assert "temporary (unfinished compile)" in listing.stdout, listing.stdout

    first = subprocess.run(run, env=env, capture_output=True, text=True, timeout=300)
    assert first.returncode == 0, first.stderr
    assert len(list(arts.glob("[!.]*.so"))) == 1
    cleaned = subprocess.run([*DLLMC, "cache", "clean"], env=env, capture_output=True,
                             text=True, timeout=60)
    assert cleaned.returncode == 0 and "removed" in cleaned.stdout, cleaned
    assert not [p for p in arts.glob("*.so")] and not list(arts.glob(".*.so*"))
    left = [p.name for p in (tmp_path / "cache" / "weights").iterdir()]
    assert all(n.endswith((".lock", ".inuse")) for n in left), left  # locks stay, never data
    second = subprocess.run(run, env=env, capture_output=True, text=True, timeout=300)
    assert second.returncode == 0 and second.stdout == first.stdout, second.stderr


_OPEN = """
import sys
from dllmc.runtime.executor.loader import Artifact
m = Artifact(sys.argv[1]).open(sys.argv[2], 1, weight_cache=sys.argv[3])
print("open", flush=True)
sys.stdin.read()
"""


@pytest.mark.realmodel
@pytest.mark.slow
def test_kill_during_weight_cache_write(compiled_real, tmp_path: Path) -> None:
    """SIGKILL while the repacked weights (SmolLM2-135M: 97 MB) are being written: no cache
    under its name, and the next open repacks, writes it whole and computes the same logits."""
    g, so = compiled_real("smollm2-135m-llada")
    cache = tmp_path / "w.bin"
    for _attempt in range(5):  # the write takes ~0.1 s: poll for it, again if it was missed
        proc = subprocess.Popen([sys.executable, "-c", _OPEN, str(so), str(g), str(cache)],
                                stdin=subprocess.PIPE, stdout=subprocess.PIPE)
        caught = _kill_when(proc, lambda: any(p.name.startswith("w.bin.") and
                                              p.name.endswith(".tmp")
                                              for p in tmp_path.iterdir()))
        if caught:
            break
        cache.unlink(missing_ok=True)
    assert caught, "the cache write was never caught in progress"
    assert not cache.exists()
    ids = np.arange(16, dtype=np.int32)
    with Artifact(so).open(g, 1) as m:
        want = m.forward(ids)
    with Artifact(so).open(g, 1, weight_cache=cache) as m:  # repacks, writes the cache
        assert np.array_equal(m.forward(ids), want)
    assert cache.is_file()
    with Artifact(so).open(g, 1, weight_cache=cache) as m:  # maps it
        assert np.array_equal(m.forward(ids), want)


def test_two_processes_build_once(gguf: Path, tmp_path: Path) -> None:
    """Two `dllmc run`s of a model not yet compiled, started together with one cache: one
    compiles and repacks, the other waits for it and reuses both; the answers are equal."""
    env = _env(tmp_path / "cache")
    run = [*DLLMC, "run", "-m", str(gguf), "hi", "--gen-length", "4", "--steps", "4",
           "--max-canvas", "64"]
    procs = [subprocess.Popen(run, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                              text=True) for _ in range(2)]
    outs = [p.communicate(timeout=300) for p in procs]
    assert all(p.returncode == 0 for p in procs), outs
    errs = [e for _, e in outs]
    assert sum("dllmc: compiling" in e for e in errs) == 1, errs
    assert sum("waiting for another process compiling" in e for e in errs) == 1, errs
    assert outs[0][0] == outs[1][0]
    assert len(list((tmp_path / "cache" / "artifacts").glob("*.so"))) == 1
    assert len(list((tmp_path / "cache" / "weights").glob("*.bin"))) == 1


def test_weights_built_once_by_concurrent_opens(gguf: Path, tmp_path: Path) -> None:
    """Two processes opening one artifact whose weight cache does not exist yet: one repacks
    and writes it, the other waits on its build lock and maps the finished file."""
    from dllmc.compiler.pipeline import compile_model

    so = compile_model(gguf, tmp_path / "m.so", max_canvas=64).output
    cache = tmp_path / "w.bin"
    lock = cache.with_name("w.bin.lock")
    from dllmc.compiler.base.cache import building

    procs: list[subprocess.Popen] = []
    with building(cache):  # hold the build lock so both start waiting on it
        procs = [subprocess.Popen([sys.executable, "-c", _OPEN, str(so), str(gguf), str(cache)],
                                  stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                  stderr=subprocess.PIPE, text=True) for _ in range(2)]
        time.sleep(1.0)
        assert all(p.poll() is None for p in procs) and not cache.exists()
    for p in procs:
        assert p.stdout is not None and p.stdout.readline() == "open\n"
    mtime = cache.stat().st_mtime_ns
    outs = [p.communicate("", timeout=60) for p in procs]
    assert all(p.returncode == 0 for p in procs), outs
    assert cache.stat().st_mtime_ns == mtime and lock.exists()  # written once, then mapped
    assert not list(tmp_path.glob("w.bin.*.tmp"))


def test_clean_keeps_what_another_process_has_open(gguf: Path, tmp_path: Path) -> None:
    """`dllmc cache clean` while a process has the model loaded: its artifact and weight
    cache are kept (and said to be in use); once it exits they are removed."""
    env = _env(tmp_path / "cache")
    script = ("import sys, dllmc\n"
              f"p = dllmc.load({str(gguf)!r}, max_canvas=64, progress=False)\n"
              "print('loaded', flush=True)\nsys.stdin.read()\np.close()\n")
    holder = subprocess.Popen([sys.executable, "-c", script], env=env, stdin=subprocess.PIPE,
                              stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout is not None and holder.stdout.readline() == "loaded\n"
        kept = subprocess.run([*DLLMC, "cache", "clean", "--all"], env=env, capture_output=True,
                              text=True, timeout=60)
        assert kept.returncode == 0, kept.stderr
        assert kept.stderr.count("in use by another process") == 2, kept.stderr
        assert len(list((tmp_path / "cache" / "artifacts").glob("*.so"))) == 1
        assert len(list((tmp_path / "cache" / "weights").glob("*.bin"))) == 1
        assert not list((tmp_path / "cache" / "objects").glob("*.o"))  # not in use: gone
    finally:
        holder.communicate("", timeout=60)
    gone = subprocess.run([*DLLMC, "cache", "clean", "--all"], env=env, capture_output=True,
                          text=True, timeout=60)
    assert "in use" not in gone.stderr and "removed 2 entries" in gone.stdout, gone
    assert not list((tmp_path / "cache" / "artifacts").glob("*.so"))
    assert not list((tmp_path / "cache" / "weights").glob("*.bin"))


def test_kill_during_download_then_resume(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """SIGKILL of a process downloading a model from the hub (a local fake hub, the body held
    half-way): nothing under the final name, the half kept as ``.incomplete``; the next
    resolve resumes from it with a Range request and verifies the whole file."""
    from dllmc.runtime.models import hub
    from dllmc.tests import test_hub as th

    data = write_model(tmp_path / "t.gguf", tiny("llada", n_layer=1)).read_bytes()
    server = th.FakeHub()
    try:
        half = len(data) // 2
        f = th.FakeFile(data, pause_at=half, pause=60.0)
        server.add(th.REPO, {"tiny-llada.Q8_0.gguf": f})
        env = {**_env(tmp_path / "cache"), "HF_ENDPOINT": server.url, "HF_HUB_OFFLINE": "0",
               "NO_PROXY": "127.0.0.1,localhost", "no_proxy": "127.0.0.1,localhost",
               "HF_HUB_DISABLE_TELEMETRY": "1"}
        folder = tmp_path / "cache" / "hub" / ("models--" + th.REPO.replace("/", "--"))
        final = folder / "tiny-llada.Q8_0.gguf"
        part = final.with_name(final.name + ".incomplete")
        code = ("from dllmc.runtime.models.hub import resolve_model\n"
                f"resolve_model({th.REPO + ':Q8_0'!r}, progress=False)\n")
        proc = subprocess.Popen([sys.executable, "-c", code], env=env)
        assert _kill_when(proc, lambda: part.is_file() and part.stat().st_size >= half, 60)
        assert not final.exists() and part.read_bytes() == data[:half]

        f.pause_at = None
        for k, v in env.items():
            monkeypatch.setenv(k, v)
        from huggingface_hub import constants
        from huggingface_hub.utils import close_session

        monkeypatch.setattr(constants, "HF_HUB_OFFLINE", False)
        close_session()
        path = hub.resolve_model(f"{th.REPO}:Q8_0", progress=False)
        assert path == final and final.read_bytes() == data and not part.exists()
        last = {k.lower(): v for k, v in server.log[-1][2].items()}
        assert last["range"] == f"bytes={half}-"
    finally:
        threading.Thread(target=server.close, daemon=True).start()
        from huggingface_hub.utils import close_session

        close_session()
