"""The weight cache (runtime/dllmc_runtime.c, dllmc_open_cached): a second open of the same
artifact and GGUF maps the repacked weights from the file the first open wrote, with the same
logits; a cache that does not match (another GGUF file, a damaged header, a short file) is
rebuilt, and a cache that cannot be written is skipped."""

from __future__ import annotations

import os
from pathlib import Path

import numpy as np
import pytest

from dllmc.compiler.pipeline import compile_model
from dllmc.runtime.loader import Artifact, Model, _ffi
from dllmc.tests.factory import tiny, write_model

IDS = [3, 17, 5, 9, 30, 2, 11, 8]


@pytest.fixture(scope="module")
def compiled(tmp_path_factory) -> tuple[Path, Path]:
    d = tmp_path_factory.mktemp("weight-cache")
    gguf = write_model(d / "tiny.gguf", tiny("llada"), types="Q4_K_M", seed=3)
    so = d / "tiny.so"
    compile_model(gguf, so, max_canvas=16)
    return so, gguf


def _mapped_from(model: Model, path: Path) -> bool:
    """Is the first repacked weight's memory a mapping of ``path`` (/proc/self/maps)?"""
    lib, ffi = model.artifact.lib, _ffi()
    plan = lib.dllmc_plan_info()
    index = next(i for i in range(plan.n_weights) if plan.weights[i].form != lib.DLLMC_FORM_RAW)
    address = int(ffi.cast("uintptr_t", lib.dllmc_weight_data(model._handle, index)))
    for line in Path("/proc/self/maps").read_text().splitlines():
        fields = line.split()
        lo, hi = (int(x, 16) for x in fields[0].split("-"))
        if lo <= address < hi:
            return len(fields) >= 6 and fields[5] == str(path.resolve())
    return False


def _logits(so: Path, gguf: Path, cache: Path | None) -> tuple[np.ndarray, bool]:
    model = Artifact(so).open(gguf, threads=2, weight_cache=cache)
    try:
        return model.forward(IDS), cache is not None and _mapped_from(model, cache)
    finally:
        model.close()


def test_second_open_maps_the_cache_with_the_same_logits(compiled, tmp_path) -> None:
    so, gguf = compiled
    cache = tmp_path / "w.bin"
    plain, _ = _logits(so, gguf, None)
    first, mapped_first = _logits(so, gguf, cache)
    assert cache.is_file() and not mapped_first  # repacked, then written
    second, mapped_second = _logits(so, gguf, cache)
    assert mapped_second
    np.testing.assert_array_equal(first, plain)
    np.testing.assert_array_equal(second, plain)  # the same bytes: bit-identical


@pytest.mark.parametrize("damage", ["header", "short", "gguf-touched"])
def test_a_cache_that_does_not_match_is_rebuilt(compiled, tmp_path, damage) -> None:
    so, gguf0 = compiled
    gguf = tmp_path / "model.gguf"
    gguf.write_bytes(gguf0.read_bytes())
    cache = tmp_path / "w.bin"
    plain, _ = _logits(so, gguf, cache)
    size = cache.stat().st_size
    if damage == "header":
        with cache.open("r+b") as f:
            f.seek(20)
            f.write(b"X")
    elif damage == "short":
        with cache.open("r+b") as f:
            f.truncate(size - 64)
    else:  # the GGUF rewritten in place (same header, so the same model identity)
        st = gguf.stat()
        os.utime(gguf, ns=(st.st_atime_ns, st.st_mtime_ns + 10**9))
    again, mapped = _logits(so, gguf, cache)
    assert not mapped  # rebuilt from the GGUF ...
    np.testing.assert_array_equal(again, plain)
    assert cache.stat().st_size == size  # ... and written again
    _, mapped = _logits(so, gguf, cache)
    assert mapped


def test_an_unwritable_cache_is_skipped(compiled, tmp_path) -> None:
    so, gguf = compiled
    cache = tmp_path / "no-such-dir" / "w.bin"
    plain, _ = _logits(so, gguf, None)
    got, mapped = _logits(so, gguf, cache)
    assert not mapped and not cache.exists()
    np.testing.assert_array_equal(got, plain)
