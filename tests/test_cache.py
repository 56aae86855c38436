"""The cache (compiler/base/cache.py): one root for every folder, and artifacts keyed by content.

The artifact key covers everything that determines the generated code (the kernels' IR, the
plan tables, the runtime sources, the versions): a change to a kernel-spec decision moves it,
a change of the compiler's sources that generates the same code keeps it (and the cached
artifact is reused, not rebuilt).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from dllmc.compiler import kernels
from dllmc.compiler.base import cache
from dllmc.compiler.pipeline import plan_model
from dllmc.runtime.executor.loader import Artifact
from dllmc.runtime.models import api
from dllmc.tests.factory import tiny, write_model


@pytest.fixture(scope="module")
def gguf(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return write_model(tmp_path_factory.mktemp("cache") / "m.gguf", tiny("dream"),
                       types="Q4_K_M", seed=3)


def test_one_root(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    from dllmc.bench.llamacpp import cache_root as bench_root
    from dllmc.compiler.codegen import cache_dir as objects
    from dllmc.runtime.models.hub import cache_root as hub_root
    from dllmc.runtime.text.tokenizer import _cache_root as tokenizer_root

    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.setenv("DLLMC_CACHE", "~/dllmc-cache")
    root = tmp_path / "dllmc-cache"
    assert cache.cache_root() == root  # ~ expanded
    assert objects() == root / "objects" and hub_root() == root / "hub"
    assert tokenizer_root() == root / "tokenizer" and bench_root() == root
    monkeypatch.delenv("DLLMC_CACHE")
    assert cache.cache_root() == tmp_path / ".cache" / "dllmc"
    with pytest.raises(ValueError, match="no cache folder"):
        cache.cache_dir("nope")


def test_key_is_the_generated_code(gguf: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    key = plan_model(gguf, "avx2", 64).plan.options_hash
    assert plan_model(gguf, "avx2", 64).plan.options_hash == key  # deterministic
    assert plan_model(gguf, "avx2", 96).plan.options_hash != key  # the canvas sizes the arena
    assert plan_model(gguf, "avx2,sm_80", 64).plan.options_hash not in (key, plan_model(
        gguf, "avx2,sm_90", 64).plan.options_hash)  # the SMs embedded
    # a kernel-spec decision (the Q4_K GEMM's row tile on AVX2) changes the code and the key
    mr = kernels.GemmQ.MR
    monkeypatch.setattr(kernels.GemmQ, "MR", property(lambda k: 4 if k.dot == "maddubs"
                                                      else mr.fget(k)))
    moved = plan_model(gguf, "avx2", 64)
    assert moved.plan.options_hash != key
    monkeypatch.undo()
    # a change of the compiler that generates the same code keeps it
    monkeypatch.setattr(kernels.GemmQ, "__doc__", "edited")
    assert plan_model(gguf, "avx2", 64).plan.options_hash == key


def test_cached_artifacts_follow_the_key(gguf: Path, monkeypatch: pytest.MonkeyPatch,
                                         tmp_path: Path) -> None:
    monkeypatch.setenv("DLLMC_CACHE", str(tmp_path / "c"))
    path = api.artifact_for(gguf, target="avx2", max_canvas=64)
    info = Artifact(path).info
    assert path.name.endswith(f"-{info.options_hash}.so")
    assert info.options_hash == plan_model(gguf, "avx2", 64).plan.options_hash
    stamp = path.stat().st_mtime_ns
    assert api.artifact_for(gguf, target="avx2", max_canvas=64) == path  # from the index
    # the compiler's sources change (a new recipe) but the code does not: the same artifact
    monkeypatch.setattr(cache, "source_digest", lambda: "another-compiler")
    assert api.artifact_for(gguf, target="avx2", max_canvas=64) == path
    assert path.stat().st_mtime_ns == stamp  # reused, not rebuilt
    # a decision that changes the code: a new artifact, never the stale one
    monkeypatch.setattr(cache, "source_digest", lambda: "a-third-compiler")
    mr = kernels.GemmQ.MR
    monkeypatch.setattr(kernels.GemmQ, "MR", property(lambda k: 4 if k.dot == "maddubs"
                                                      else mr.fget(k)))
    moved = api.artifact_for(gguf, target="avx2", max_canvas=64)
    assert moved != path and moved.is_file()
    assert Artifact(moved).info.options_hash != info.options_hash
