"""The weight cache (runtime/executor/dllmc_runtime.c, dllmc_open_cached): a second open of the same
artifact and GGUF maps the repacked weights from the file the first open wrote, with the same
logits; a cache that does not match (another GGUF file, a damaged header, a short file, bytes
changed in the middle: the header's content hash) is rebuilt, and a cache that cannot be
written is skipped.  The content hash is checked here against a Python statement of it
(XXH64 per 8 MiB chunk, merged in order), itself checked against XXH64's published values."""

from __future__ import annotations

import os
import struct
from pathlib import Path

import numpy as np
import pytest

from dllmc.compiler.pipeline import compile_model
from dllmc.runtime.executor.loader import Artifact, Model, _ffi
from dllmc.tests.factory import tiny, write_model

IDS = [3, 17, 5, 9, 30, 2, 11, 8]

# the cache file (runtime/executor/dllmc_runtime.c, cache_header): a 4096-byte header, then the packed
# weights; the header's last field, the content hash, is at byte 256 (magic 8, versions 8,
# weights hash 64, identity 128, five u64 of the GGUF and the size, the chunk size)
HEADER = 4096
HASH_AT = 256
CHUNK = 8 << 20

# ---------------------------------------------------------------- the content hash, in Python
M64 = (1 << 64) - 1
P1, P2, P3, P4, P5 = (0x9E3779B185EBCA87, 0xC2B2AE3D27D4EB4F, 0x165667B19E3779F9,
                      0x85EBCA77C2B2AE63, 0x27D4EB2F165667C5)  # fmt: skip


def _rotl(x: int, r: int) -> int:
    return ((x << r) | (x >> (64 - r))) & M64


def _round(acc: int, x: int) -> int:
    return _rotl((acc + x * P2) & M64, 31) * P1 & M64


def _merge(h: int, v: int) -> int:
    return (_rotl(h ^ _round(0, v), 27) * P1 + P4) & M64


def _avalanche(h: int) -> int:
    h = (h ^ (h >> 33)) * P2 & M64
    h = (h ^ (h >> 29)) * P3 & M64
    return h ^ (h >> 32)


def xxh64(data: bytes, seed: int = 0) -> int:
    """XXH64 (xxHash's 64-bit hash), as its specification states it."""
    n, p = len(data), 0
    if n >= 32:
        v1, v2, v3, v4 = (seed + P1 + P2) & M64, (seed + P2) & M64, seed, (seed - P1) & M64
        words = struct.unpack_from(f"<{n // 32 * 4}Q", data)
        for i in range(0, len(words), 4):
            v1, v2 = _round(v1, words[i]), _round(v2, words[i + 1])
            v3, v4 = _round(v3, words[i + 2]), _round(v4, words[i + 3])
        p = n // 32 * 32
        h = (_rotl(v1, 1) + _rotl(v2, 7) + _rotl(v3, 12) + _rotl(v4, 18)) & M64
        for v in (v1, v2, v3, v4):
            h = ((h ^ _round(0, v)) * P1 + P4) & M64
    else:
        h = (seed + P5) & M64
    h = (h + n) & M64
    for q in range(p, n - 7, 8):
        h = _merge(h, int.from_bytes(data[q : q + 8], "little"))
    p += (n - p) // 8 * 8
    if n - p >= 4:
        h = (_rotl(h ^ (int.from_bytes(data[p : p + 4], "little") * P1 & M64), 23) * P2 + P3) & M64
        p += 4
    for b in data[p:]:
        h = _rotl(h ^ (b * P5 & M64), 11) * P1 & M64
    return _avalanche(h)


def content_hash(packed: bytes) -> int:
    """The cache's content hash: XXH64 of each CHUNK, merged in order, then avalanched."""
    h = (P5 + len(packed)) & M64
    for at in range(0, len(packed), CHUNK):
        h = _merge(h, xxh64(packed[at : at + CHUNK]))
    return _avalanche(h)


def header_hash_validates(cache: Path) -> bool:
    data = cache.read_bytes()
    (stored,) = struct.unpack_from("<Q", data, HASH_AT)
    return stored == content_hash(data[HEADER:])


def test_xxh64_reference_matches_published_values() -> None:
    """Values of the xxhash package (C xxHash 0.8): the Python statement is XXH64."""
    assert xxh64(b"") == 0xEF46DB3751D8E999
    assert xxh64(b"abc") == 0x44BC2CF5AD770999
    assert xxh64(bytes(range(37))) == 0xD93FA2DFEE5C24C9
    assert xxh64(bytes(range(100))) == 0x6AC1E58032166597
    assert xxh64(bytes(range(100)), seed=1) == 0x3D19A3A2098A7023


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
    assert cache.read_bytes()[:8] == b"DLLMCW02" and header_hash_validates(cache)
    second, mapped_second = _logits(so, gguf, cache)
    assert mapped_second
    np.testing.assert_array_equal(first, plain)
    np.testing.assert_array_equal(second, plain)  # the same bytes: bit-identical


def test_artifacts_that_repack_alike_share_one_cache(compiled, tmp_path) -> None:
    """Another canvas, target or --act-blocks of the same model repacks the same bytes: its
    plan's weights hash is the same, so it maps the cache the first artifact wrote, with its
    own logits bit for bit; its options hash (the code) differs."""
    so, gguf = compiled
    cache = tmp_path / "w.bin"
    _logits(so, gguf, cache)
    assert cache.is_file()
    for target, canvas, act_blocks in (("avx2", 16, 256), ("generic", 24, 32)):
        other = tmp_path / f"other-{target}.so"
        compile_model(gguf, other, target, canvas, act_blocks)
        info, mine = Artifact(other).info, Artifact(so).info
        assert info.weights_hash == mine.weights_hash
        assert info.options_hash != mine.options_hash
        plain, _ = _logits(other, gguf, None)
        logits, mapped = _logits(other, gguf, cache)
        assert mapped, (target, canvas, act_blocks)
        np.testing.assert_array_equal(logits, plain)


def _flip(cache: Path, at: int, n: int = 1) -> None:
    """Inverts n bytes of the file at `at`, in place (the same size, the same inode)."""
    with cache.open("r+b") as f:
        f.seek(at)
        old = f.read(n)
        f.seek(at)
        f.write(bytes(b ^ 0xFF for b in old))


@pytest.mark.parametrize("damage", ["header", "short", "middle", "hash-field", "gguf-touched"])
def test_a_cache_that_does_not_match_is_rebuilt(compiled, tmp_path, damage) -> None:
    so, gguf0 = compiled
    gguf = tmp_path / "model.gguf"
    gguf.write_bytes(gguf0.read_bytes())
    cache = tmp_path / "w.bin"
    plain, _ = _logits(so, gguf, cache)
    fresh = cache.read_bytes()
    size = len(fresh)
    if damage == "header":
        _flip(cache, 20)
    elif damage == "short":
        with cache.open("r+b") as f:
            f.truncate(size - 64)
    elif damage == "middle":  # a few bytes of the packed weights: only the content hash sees it
        middle = HEADER + (size - HEADER) // 2
        for at in (middle, middle + 1, middle + 4097, size - 1):
            _flip(cache, at)
        assert not header_hash_validates(cache)
    elif damage == "hash-field":
        _flip(cache, HASH_AT + 3)
    else:  # the GGUF rewritten in place (same header, so the same model identity)
        st = gguf.stat()
        os.utime(gguf, ns=(st.st_atime_ns, st.st_mtime_ns + 10**9))
    again, mapped = _logits(so, gguf, cache)
    assert not mapped  # rebuilt from the GGUF ...
    np.testing.assert_array_equal(again, plain)  # ... with the clean run's logits, exactly
    assert cache.stat().st_size == size and header_hash_validates(cache)  # ... and written again
    if damage != "gguf-touched":  # the same GGUF file: the fresh build's bytes, exactly
        assert cache.read_bytes() == fresh
    _, mapped = _logits(so, gguf, cache)
    assert mapped


def test_an_unwritable_cache_is_skipped(compiled, tmp_path) -> None:
    """A directory in the cache file's place: it cannot be mapped, nor renamed over."""
    so, gguf = compiled
    cache = tmp_path / "in-the-way"
    cache.mkdir()
    plain, _ = _logits(so, gguf, None)
    got, mapped = _logits(so, gguf, cache)
    assert not mapped and cache.is_dir() and not list(tmp_path.glob("in-the-way.*.tmp"))
    np.testing.assert_array_equal(got, plain)
