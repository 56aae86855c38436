"""The C runtime (runtime/executor/dllmc_runtime.c): repacking, the embedding builtin, the executor and
its thread pool, and bad input.

Each test links the runtime with a plan written here (what the compiler's plan.c.j2 renders:
weight, buffer and step tables for a factory GGUF) and the hand-written kernels of
tests/runtime_c/kernels.c, compiles it with ``cc -O2 -fPIC -Wall -Wextra -Werror -shared``
and loads it through cffi in ABI mode.  References are independent of the C code: the
``gguf`` package's dequantization and the NumPy layout model in tests/layouts.py.

Sanitizers, two ways (both are tests here, so the suite checks itself):

* the whole file runs again in a subprocess with ``DLLMC_RUNTIME_SANITIZE=1``: every library
  is built with ``-fsanitize=address,undefined -fno-sanitize-recover=all`` and Python runs
  with libasan in ``LD_PRELOAD`` (ASan must be the first library loaded) and
  ``detect_leaks=0`` (CPython itself does not free everything at exit);
* leaks are checked by a plain executable (tests/runtime_c/driver.c) built with the same
  flags, where LeakSanitizer runs at exit: open/forward/close on good and bad input.
"""

from __future__ import annotations

import gc
import os
import re
import subprocess
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from functools import cache
from pathlib import Path
from typing import Any

import cffi
import numpy as np
import pytest
from gguf import GGMLQuantizationType, quants
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from dllmc.compiler.base.errors import GGUFError
from dllmc.compiler.base.gguf_file import GGUFFile
from dllmc.compiler.base.spec import SUPPORTED_TYPES
from dllmc.tests import layouts
from dllmc.tests import test_weight_cache as cache_format
from dllmc.tests.factory import LLADA_8B, tiny, write_model
from dllmc.tests.test_bad_input import FUZZ_EXAMPLES, mutate_table, refusal, table_entries

ROOT = Path(__file__).resolve().parent.parent
RUNTIME_C = ROOT / "runtime" / "executor" / "dllmc_runtime.c"
HEADER = ROOT / "runtime" / "executor" / "dllmc_runtime.h"
TEST_C = ROOT / "tests" / "runtime_c"

CC = os.environ.get("CC", "cc")
SANITIZE = os.environ.get("DLLMC_RUNTIME_SANITIZE") == "1"
WARNINGS = ["-Wall", "-Wextra", "-Werror"]
SAN_FLAGS = ["-O1", "-g", "-fno-omit-frame-pointer", "-fsanitize=address,undefined",
             "-fno-sanitize-recover=all"]
CFLAGS = [*(SAN_FLAGS if SANITIZE else ["-O2"]), "-fPIC", *WARNINGS]

# the header's enums and special buffer ids
RAW, F32, QR8, FR8 = 0, 1, 2, 3
BUF_NONE, BUF_IDS, BUF_LOGITS = -1, -2, -3
KERNEL, EMBED = 0, 1
CANVAS, SELECTED = 0, 1

LEGACY = ("Q4_0", "Q4_1", "Q5_0", "Q5_1", "Q8_0")
K_QUANTS = ("Q4_K", "Q5_K", "Q6_K")
FLOATS = ("F32", "F16", "BF16")
ALL_TYPES = FLOATS + LEGACY + K_QUANTS


def _cdef() -> str:
    """The header as cffi reads it (preprocessor lines dropped) + the test kernels' globals."""
    text = "\n".join(ln for ln in HEADER.read_text().splitlines() if not ln.startswith("#"))
    return text + "\nextern int32_t dllmc_test_tally[65536];\nextern int32_t dllmc_test_none_calls;\n"


ffi = cffi.FFI()
ffi.cdef(_cdef())


# ============================================================================ plans


@dataclass(frozen=True)
class Weight:
    """One row of the plan's weight table."""

    name: str
    form: int
    ggml_type: int
    n: int
    k: int
    offset: int
    nbytes: int
    packed_bytes: int


@dataclass(frozen=True)
class Step:
    name: str
    fn: str | None = None  # kernel symbol (its item counter is fn + "_items")
    kind: int = KERNEL
    weight: int = -1
    x: int = BUF_NONE
    x2: int = BUF_NONE
    x3: int = BUF_NONE
    y: int = BUF_NONE
    rows: int = CANVAS
    join: int = 0  # 1: in the parallel region of the step before


@dataclass(frozen=True)
class Plan:
    weights: tuple[Weight, ...]
    gguf_size: int
    n_vocab: int
    n_embd: int
    max_canvas: int = 16
    buffers: tuple[tuple[str, int], ...] = ()  # (name, bytes), laid out 64-byte aligned
    init_steps: tuple[Step, ...] = ()
    steps: tuple[Step, ...] = ()

    def index(self, name: str) -> int:
        return next(i for i, w in enumerate(self.weights) if w.name == name)


def packed_bytes(form: int, qtype: GGMLQuantizationType, n: int, k: int) -> int:
    """The form's size by tests/layouts.py (the C runtime computes it too; they must agree)."""
    if form == QR8:
        return layouts.qr8_bytes(n, k, qtype.name)
    if form == FR8:
        return layouts.fr8_bytes(n, k, qtype.name)
    return n * k * 4 if form == F32 else 0


def default_form(qtype: GGMLQuantizationType, shape: tuple[int, ...]) -> int:
    if len(shape) == 1:
        return F32
    return FR8 if qtype.name in FLOATS else QR8


def weight_table(path: Path, forms: Sequence[tuple[str, int]] | None = None) -> tuple[Weight, ...]:
    """Weight rows for tensors of a GGUF: (name, form) pairs, or every tensor in its default
    form with token_embd RAW.  The file's mapping is released before returning."""
    g = GGUFFile.open(path)
    if forms is None:
        forms = [(t.name, RAW if t.name == "token_embd.weight" else default_form(t.ggml_type, t.shape))
                 for t in g.tensors.values()]
    rows = []
    for name, form in forms:
        t = g.tensors[name]
        n, k = (t.shape[0], t.shape[1]) if len(t.shape) == 2 else (t.shape[0], 1)
        rows.append(Weight(name, form, int(t.ggml_type), n, k, t.offset, t.nbytes,
                           packed_bytes(form, t.ggml_type, n, k)))
    del g
    gc.collect()  # unmap: tests look at the runtime's own mapping in /proc/self/smaps
    return tuple(rows)


def render(plan: Plan) -> str:
    """plan.c for `plan` (the shape of templates/plan.c.j2)."""
    kernels = sorted({s.fn for s in plan.init_steps + plan.steps if s.fn})
    out = ['#include "dllmc_runtime.h"']
    out += [f"void {k}(const dllmc_args *a, int64_t begin, int64_t end);\n"
            f"int64_t {k}_items(int64_t m);" for k in kernels]
    out.append("static const dllmc_weight WEIGHTS[] = {")
    out += [f'  {{"{w.name}", {w.form}, {w.ggml_type}, {w.n}, {w.k}, {w.offset}ull, '
            f"{w.nbytes}ull, {w.packed_bytes}ull}}," for w in plan.weights] or ["  {0}"]
    out.append("};\nstatic const dllmc_buffer BUFFERS[] = {")
    at = 0
    for name, size in plan.buffers:
        out.append(f'  {{"{name}", {at}ull, {size}ull, {size // plan.max_canvas}ull}},')
        at += -(-size // 64) * 64
    out.append("  {0}\n};")
    for table, steps in (("INIT_STEPS", plan.init_steps), ("STEPS", plan.steps)):
        out.append(f"static const dllmc_step {table}[] = {{")
        for s in steps:
            fn, items = (s.fn, f"{s.fn}_items") if s.fn else ("0", "0")
            out.append(f'  {{"{s.name}", {s.kind}, {fn}, {items}, {s.weight}, {s.x}, {s.x2}, '
                       f"{s.x3}, {s.y}, {s.rows}, -1, -1, 1, {s.join}}},")
        out.append('  {"none", 0, 0, 0, -1, -1, -1, -1, -1, 0, -1, -1, 1, 0}\n};')
    out.append(f"""const dllmc_plan dllmc_artifact_plan = {{
    .magic = DLLMC_MAGIC, .format_version = DLLMC_FORMAT_VERSION,
    .target = "test", .target_features = "", .model_identity = "test", .options_hash = "test",
    .gguf_size = {plan.gguf_size}ull, .max_canvas = {plan.max_canvas},
    .n_vocab = {plan.n_vocab}, .n_embd = {plan.n_embd},
    .n_weights = {len(plan.weights)}, .n_buffers = {len(plan.buffers)},
    .n_steps = {len(plan.steps)}, .n_init_steps = {len(plan.init_steps)},
    .weights = WEIGHTS, .buffers = BUFFERS, .arena_bytes = {at}ull,
    .init_steps = INIT_STEPS, .steps = STEPS, .n_passes = 1,
}};""")
    return "\n".join(out) + "\n"


# ============================================================================ building, loading


@pytest.fixture(scope="session")
def build_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("runtime-build")


@cache
def _runtime_object(build_dir: Path, flags: tuple[str, ...]) -> Path:
    """runtime/executor/dllmc_runtime.c compiled once per flag set."""
    obj = build_dir / f"dllmc_runtime-{abs(hash(flags)):x}.o"
    subprocess.run([CC, *flags, "-c", str(RUNTIME_C), "-o", str(obj)], check=True)
    return obj


_builds = 0


def build(build_dir: Path, plan: Plan, *, flags: Sequence[str] = CFLAGS, exe: bool = False) -> Path:
    """Link the runtime + plan.c + kernels.c into a shared library (or, with exe, the driver)."""
    global _builds
    _builds += 1
    d = build_dir / f"model{_builds}"
    d.mkdir()
    (d / "plan.c").write_text(render(plan))
    flags = tuple(flags)
    out = d / ("driver" if exe else "model.so")
    sources = [d / "plan.c", TEST_C / "kernels.c"] + ([TEST_C / "driver.c"] if exe else [])
    cmd = [CC, *flags, *([] if exe else ["-shared"]), f"-I{HEADER.parent}",
           f"-DE={plan.n_embd}", f"-DV={plan.n_vocab}", *map(str, sources),
           str(_runtime_object(build_dir, flags)), "-o", str(out), "-lm", "-pthread"]
    subprocess.run(cmd, check=True)
    return out


class Model:
    """An open dllmc_model; forward() returns logits for the selected rows."""

    def __init__(self, lib: Any, ptr: Any, plan: Plan) -> None:
        self.lib, self.ptr, self.plan = lib, ptr, plan

    def forward(self, ids: Sequence[int], rows: Sequence[int] | None = None) -> np.ndarray:
        ids_a = np.ascontiguousarray(ids, np.int32)
        rows_a = np.arange(len(ids_a), dtype=np.int32) if rows is None else np.asarray(rows, np.int32)
        logits = np.full((len(rows_a), self.plan.n_vocab), np.nan, np.float32)
        rc, msg = forward_raw(self, ids_a, rows_a, logits)
        assert rc == 0, msg
        return logits

    def weight(self, i: int, nbytes: int) -> np.ndarray:
        ptr = self.lib.dllmc_weight_data(self.ptr, i)
        assert ptr != ffi.NULL
        return np.frombuffer(ffi.buffer(ptr, nbytes), np.uint8).copy()

    def close(self) -> None:
        if self.ptr is not None:
            self.lib.dllmc_close(self.ptr)
            self.ptr = None


def load(lib_path: Path) -> Any:
    return ffi.dlopen(str(lib_path))


def open_raw(lib: Any, path: Path | str | None, threads: int = 2) -> tuple[int, Any, str]:
    out = ffi.new("dllmc_model **")
    err = ffi.new("char[]", 512)
    rc = lib.dllmc_open(ffi.NULL if path is None else str(path).encode(), threads, out, err, 512)
    return rc, out[0], ffi.string(err).decode()


def open_cached_raw(lib: Any, path: Path, cache: Path, threads: int = 2) -> tuple[int, Any, str]:
    out = ffi.new("dllmc_model **")
    err = ffi.new("char[]", 512)
    rc = lib.dllmc_open_cached(str(path).encode(), str(cache).encode(), threads, out, err, 512)
    return rc, out[0], ffi.string(err).decode()


def open_model(lib: Any, path: Path, plan: Plan, threads: int = 2) -> Model:
    rc, ptr, msg = open_raw(lib, path, threads)
    assert rc == 0, msg
    return Model(lib, ptr, plan)


def _ptr(ctype: str, a: np.ndarray | None) -> Any:
    return ffi.NULL if a is None else ffi.cast(ctype, a.ctypes.data)


def forward_raw(model: Model, ids: np.ndarray | None, rows: np.ndarray | None,
                logits: np.ndarray | None, n: int | None = None,
                n_rows: int | None = None) -> tuple[int, str]:
    err = ffi.new("char[]", 512)
    n = len(ids) if n is None and ids is not None else (n or 0)
    n_rows = len(rows) if n_rows is None and rows is not None else (n_rows or 0)
    rc = model.lib.dllmc_forward(model.ptr, _ptr("int32_t *", ids), n, _ptr("int32_t *", rows),
                                 n_rows, _ptr("float *", logits), err, 512)
    return rc, ffi.string(err).decode()


def one_line(msg: str) -> bool:
    return bool(msg) and "\n" not in msg


# ============================================================================ factory models


def qtype(name: str) -> GGMLQuantizationType:
    return GGMLQuantizationType[name]


Built = tuple[Path, Plan, Any]  # (gguf, plan, loaded library)


@pytest.fixture(scope="session")
def typed_models(build_dir: Path) -> Callable[[str], Built]:
    """typed_models("Q4_K") -> (gguf, plan, lib): a 1-layer tiny llada, every tensor (norms
    too) in that type, vocabulary 1020 (not a multiple of 8: padded groups).  The plan has
    every tensor in its default form, token_embd RAW *and* in matrix form (a tied output's
    copy), and two steps: the embedding builtin and a copy of its rows to the logits."""

    @cache
    def make(type_name: str) -> Built:
        path = write_model(build_dir / f"tiny-{type_name}.gguf",
                           tiny("llada", n_layer=1, n_vocab=1020),
                           types={"*": type_name, "*norm*": type_name}, seed=7)
        table = weight_table(path)
        embd = table[0]
        form = default_form(qtype(type_name), (embd.n, embd.k))
        tied = replace(embd, form=form,
                       packed_bytes=packed_bytes(form, qtype(type_name), embd.n, embd.k))
        plan = Plan((*table, tied), path.stat().st_size, n_vocab=1020, n_embd=256,
                    buffers=(("h", 16 * 256 * 4),),
                    steps=(Step("embed", kind=EMBED, weight=0, x=BUF_IDS, y=0),
                           Step("copy", "copy_rows", x=0, y=BUF_LOGITS, rows=SELECTED)))
        return path, plan, load(build(build_dir, plan))

    return make


def dequantized(path: Path, name: str) -> np.ndarray:
    g = GGUFFile.open(path)
    t = g.tensors[name]
    raw = np.array(g.tensor_data(name))
    return quants.dequantize(raw, t.ggml_type).reshape(t.shape if len(t.shape) == 2 else (-1, 1))


def k_quant_scales(raw: np.ndarray, type_name: str) -> tuple[np.ndarray, np.ndarray]:
    """From GGUF K-quant blocks: per chunk D = d * sc and Mn = -dmin * mn (float32, exact)."""
    if type_name == "Q6_K":
        b = raw.reshape(-1, 210)
        d = b[:, 208:210].copy().view(np.float16).astype(np.float32)
        sc = b[:, 192:208].copy().view(np.int8).astype(np.float32)
        return d * sc, np.zeros_like(sc)
    b = raw.reshape(-1, 144 if type_name == "Q4_K" else 176)
    d = b[:, 0:2].copy().view(np.float16).astype(np.float32)
    dmin = b[:, 2:4].copy().view(np.float16).astype(np.float32)
    sc, mn = quants.Q4_K.get_scale_min(b[:, 4:16].copy())
    return d * sc.astype(np.float32), -(dmin * mn.astype(np.float32))


# ============================================================================ (a) repacking


@pytest.mark.parametrize("type_name", ALL_TYPES)
def test_repack_matches_gguf(type_name: str, typed_models: Callable[[str], Built]) -> None:
    path, plan, lib = typed_models(type_name)
    g = GGUFFile.open(path)
    model = open_model(lib, path, plan, threads=2)
    try:
        for i, w in enumerate(plan.weights):
            ref = dequantized(path, w.name)
            raw = np.array(g.tensor_data(w.name))
            if w.form == RAW:
                assert np.array_equal(model.weight(i, w.nbytes), raw), w.name
                continue
            got = model.weight(i, w.packed_bytes)
            if w.form == F32:
                assert np.array_equal(got.view(np.float32), ref.reshape(-1)), w.name
            elif w.form == FR8:
                assert np.array_equal(layouts.decode_fr8(got, w.n, w.k, type_name), ref), w.name
                n_pad = -(-w.n // 8) * 8  # rows past N up to the group of 8 are zeros
                assert not layouts.decode_fr8(got, n_pad, w.k, type_name)[w.n:].any(), w.name
            else:
                check_qr8(got, w, type_name, raw, ref)
    finally:
        model.close()


def check_qr8(got: np.ndarray, w: Weight, type_name: str, raw: np.ndarray,
              ref: np.ndarray) -> None:
    t = layouts.qr8_type(type_name)
    dec = layouts.decode_qr8(got, w.n, w.k, type_name)
    # the weight the tiles stand for is GGUF's, bit for bit: legacy tiles keep GGUF's own half
    # d and m; K-quant tiles keep its half d, dmin and integer chunk scales and mins, and
    # d*sc*u - dmin*mn (d*sc*(u - 32)) rounds once to float32, as gguf's dequantizer does
    assert np.array_equal(dec, ref), w.name
    if type_name in K_QUANTS:  # the per-chunk view: D = d * sc, Mn = -dmin * mn, exactly
        big_d, big_m = (a.reshape(w.n, w.k // t.G) for a in k_quant_scales(raw, type_name))
        _, d, m = layouts.decode_qr8_parts(got, w.n, w.k, type_name)
        assert np.array_equal(d, big_d), w.name
        assert np.array_equal(m if m is not None else np.zeros_like(big_m), big_m), w.name
    # rows past N up to the group of 8 are zeros: codes, d and m
    n_pad = -(-w.n // 8) * 8
    if n_pad != w.n:
        u, d, m = layouts.decode_qr8_parts(got, n_pad, w.k, type_name)
        assert not u[w.n:].any() and not d[w.n:].any(), w.name
        assert m is None or not m[w.n:].any(), w.name


# ============================================================================ (b) embedding


@pytest.mark.parametrize("type_name", ALL_TYPES)
def test_embed_rows_match_gguf(type_name: str, typed_models: Callable[[str], Built]) -> None:
    path, plan, lib = typed_models(type_name)
    table = dequantized(path, "token_embd.weight")
    model = open_model(lib, path, plan, threads=2)
    try:
        rng = np.random.default_rng(1)
        for ids in ([0, 1019, 5], rng.integers(0, 1020, 16), [1019] * 16, [42]):
            logits = model.forward(ids)
            assert np.array_equal(logits[:, :256], table[np.asarray(ids)]), type_name
            assert not logits[:, 256:].any()
        rows = [3, 0, 3]  # selected rows, any order, repeats allowed
        logits = model.forward(list(range(100, 116)), rows)
        assert np.array_equal(logits[:, :256], table[np.asarray(rows) + 100])
    finally:
        model.close()


# ============================================================================ (c) the executor


E, V, MAX_CANVAS = 256, 1024, 32


@pytest.fixture(scope="session")
def executor(build_dir: Path) -> Built:
    """A little model over a float32 factory GGUF, in hand-written kernels (kernels.c):
    init pos; h = embed(ids) + pos; hn = rmsnorm(h) * w; h2 = h + hn @ Wq.T;
    logits = h2[rows] @ Wo.T; plus a 'tally' step (101 items a row) and a 0-item step."""
    path = write_model(build_dir / "executor.gguf", tiny("llada", n_layer=1), types="F32", seed=3)
    table = weight_table(path, [("token_embd.weight", RAW), ("blk.0.attn_norm.weight", F32),
                                ("blk.0.attn_q.weight", FR8), ("output.weight", FR8)])
    act = MAX_CANVAS * E * 4
    h, pos, hn, q, h2 = range(5)
    plan = Plan(table, path.stat().st_size, n_vocab=V, n_embd=E, max_canvas=MAX_CANVAS,
                buffers=(("h", act), ("pos", act), ("hn", act), ("q", act), ("h2", act)),
                init_steps=(Step("pos", "init_pos", y=pos),),
                steps=(Step("embed", kind=EMBED, weight=0, x=BUF_IDS, y=h),
                       Step("add_pos", "add", x=h, x2=pos, y=h),
                       Step("norm", "rmsnorm", weight=1, x=h, y=hn),
                       Step("attn_q", "matmul_q", weight=2, x=hn, y=q),
                       Step("tally", "tally"),
                       Step("residual", "add", x=h, x2=q, y=h2),
                       Step("nothing", "none", x=h2, y=q),
                       Step("output", "matmul_out", weight=3, x=h2, y=BUF_LOGITS,
                            rows=SELECTED)))
    return path, plan, load(build(build_dir, plan))


def reference_logits(path: Path, ids: np.ndarray, rows: np.ndarray) -> np.ndarray:
    emb = dequantized(path, "token_embd.weight").astype(np.float64)
    w = dequantized(path, "blk.0.attn_norm.weight").reshape(-1).astype(np.float64)
    wq = dequantized(path, "blk.0.attn_q.weight").astype(np.float64)
    wo = dequantized(path, "output.weight").astype(np.float64)
    i = np.arange(len(ids))[:, None]
    j = np.arange(E)[None, :]
    h = emb[ids] + (i % 7) * 0.5 - (j % 5) * 0.25
    hn = h / np.sqrt((h * h).mean(axis=1, keepdims=True) + 1e-5) * w
    return ((h + hn @ wq.T)[rows] @ wo.T).astype(np.float32)


def tally(lib: Any) -> np.ndarray:
    return np.frombuffer(ffi.buffer(lib.dllmc_test_tally), np.int32)


def test_executor_bit_identical_across_threads_and_matches_numpy(executor: Built) -> None:
    path, plan, lib = executor
    rng = np.random.default_rng(5)
    cases = [(rng.integers(0, V, MAX_CANVAS), rng.permutation(MAX_CANVAS)[:20]),
             (rng.integers(0, V, 1), [0]),
             (rng.integers(0, V, 17), [16, 0, 3, 3]),
             (rng.integers(0, V, 9), [])]
    results: dict[int, list[np.ndarray]] = {}
    for threads in (1, 2, 4):
        model = open_model(lib, path, plan, threads)
        try:
            results[threads] = []
            for ids, rows in cases:
                tally(lib)[:] = 0
                lib.dllmc_test_none_calls = 0
                logits = model.forward(ids, rows)
                results[threads].append(logits)
                # every item of the 'tally' step ran exactly once; the 0-item step never ran
                counts = tally(lib)
                assert (counts[: len(ids) * 101] == 1).all() and not counts[len(ids) * 101 :].any()
                assert lib.dllmc_test_none_calls == 0
        finally:
            model.close()
    for threads in (2, 4):
        for a, b in zip(results[1], results[threads], strict=True):
            assert a.tobytes() == b.tobytes(), f"{threads} threads differ from 1"
    for (ids, rows), got in zip(cases, results[1], strict=True):
        ref = reference_logits(path, np.asarray(ids), np.asarray(rows, dtype=np.int64))
        np.testing.assert_allclose(got, ref, rtol=1e-4, atol=1e-4 * max(1.0, np.abs(ref).max(initial=0)))


def test_step_times_accumulate(executor: Built) -> None:
    path, plan, lib = executor
    model = open_model(lib, path, plan)
    try:
        ns = ffi.new("uint64_t[]", 16)
        assert lib.dllmc_step_times(model.ptr, ns, 16) == len(plan.steps)
        assert all(ns[i] == 0 for i in range(len(plan.steps)))
        model.forward(list(range(MAX_CANVAS)), [1, 2])
        assert lib.dllmc_step_times(model.ptr, ns, 16) == len(plan.steps)
        assert all(ns[i] > 0 for i in range(len(plan.steps)))
        assert lib.dllmc_step_times(ffi.NULL, ns, 16) < 0
    finally:
        model.close()


def joined(plan: Plan) -> Plan:
    """``plan`` with a 'tally' step (101 items a row) and the 0-item step joined to attn_q's
    parallel region: the same x (hn), each a y of its own."""
    st = list(plan.steps)
    at = next(i for i, s in enumerate(st) if s.name == "attn_q")
    q = st[at]
    region = (q, Step("tally", "tally", x=q.x, y=BUF_NONE, join=1),
              Step("nothing", "none", x=q.x, y=4, join=1))
    rest = [s for s in st[at + 1:] if s.name not in ("tally", "nothing")]
    return replace(plan, steps=(*st[:at], *region, *rest))


def test_joined_steps_share_one_region(executor: Built, build_dir: Path) -> None:
    """Steps joined into one parallel region (compiler/schedule.py, _join) give the logits of
    the same steps run one by one, bit for bit at 1, 2 and 4 threads; every item of each runs
    exactly once (a 0-item member never), and the region's time is shared by items."""
    path, plan, lib = executor
    lib_j = load(build(build_dir, joined(plan)))
    rng = np.random.default_rng(9)
    cases = [(rng.integers(0, V, MAX_CANVAS), rng.permutation(MAX_CANVAS)[:20]),
             (rng.integers(0, V, 1), [0]), (rng.integers(0, V, 17), [16, 0, 3])]
    expected = []
    model = open_model(lib, path, plan, 1)
    try:
        expected = [model.forward(ids, rows) for ids, rows in cases]
    finally:
        model.close()
    for threads in (1, 2, 4):
        model = open_model(lib_j, path, joined(plan), threads)
        try:
            for (ids, rows), want in zip(cases, expected, strict=True):
                tally(lib_j)[:] = 0
                lib_j.dllmc_test_none_calls = 0
                got = model.forward(ids, rows)
                assert got.tobytes() == want.tobytes(), f"{threads} threads"
                counts = tally(lib_j)
                assert (counts[: len(ids) * 101] == 1).all() and not counts[len(ids) * 101:].any()
                assert lib_j.dllmc_test_none_calls == 0
            names = [s.name for s in joined(plan).steps]
            ns = ffi.new("uint64_t[]", 16)
            assert lib_j.dllmc_step_times(model.ptr, ns, 16) == len(names)
            times = dict(zip(names, (ns[i] for i in range(len(names))), strict=True))
            assert times["nothing"] == 0 and times["attn_q"] > 0 and times["tally"] > 0
            # one region's time, split 32 : 101 (attn_q's items m * 256 / 8, tally's m * 101)
            # at every call, to the nanosecond: run one by one, the two would not keep it
            assert abs(times["attn_q"] * 101 - times["tally"] * 32) <= 133 * len(cases)
        finally:
            model.close()


# ============================================================================ (f) the pool


def _threads() -> int:
    return len(os.listdir("/proc/self/task"))


def test_pool_threads_and_default_count(executor: Built) -> None:
    path, plan, lib = executor
    before = _threads()
    for asked, extra in ((1, 0), (3, 2), (0, os.cpu_count() - 1), (-5, os.cpu_count() - 1)):
        model = open_model(lib, path, plan, asked)
        try:
            assert _threads() == before + extra, asked
            model.forward([1, 2, 3])
        finally:
            model.close()
        assert _threads() == before


def _cpu_ns(tids: set[str]) -> int:
    """CPU time of these threads of this process (/proc/self/task/*/schedstat), in ns."""
    return sum(int(Path(f"/proc/self/task/{t}/schedstat").read_text().split()[0]) for t in tids)


def test_idle_workers_sleep(executor: Built) -> None:
    """Between forward passes the workers sleep: their CPU time stands still.  (The process's
    own CPU time would also count numpy's BLAS threads, which spin after a matmul.)"""
    path, plan, lib = executor
    before = set(os.listdir("/proc/self/task"))
    model = open_model(lib, path, plan, threads=4)
    try:
        workers = set(os.listdir("/proc/self/task")) - before
        assert len(workers) == 3
        for _ in range(3):
            model.forward(list(range(MAX_CANVAS)), [0])
        time.sleep(0.02)  # past the spin
        cpu0 = _cpu_ns(workers)
        time.sleep(0.2)
        idle = (_cpu_ns(workers) - cpu0) / 1e9
        assert idle < 0.005, f"{idle:.4f} s of CPU in 0.2 s idle: workers are spinning"
        # and they wake up again.  The caller takes items too, so on a busy 2-core machine it
        # can finish a tiny pass before a woken worker is scheduled: wait for that, up to 2 s.
        model.forward(list(range(MAX_CANVAS)), [0])
        deadline = time.monotonic() + 2.0
        while _cpu_ns(workers) == cpu0 and time.monotonic() < deadline:
            time.sleep(0.005)
        assert _cpu_ns(workers) > cpu0
    finally:
        model.close()


# ============================================================================ memory


def gguf_rss(path: Path) -> list[int]:
    """Resident bytes of each mapping of `path` in this process (/proc/self/smaps)."""
    out: list[int] = []
    current = False
    for line in Path("/proc/self/smaps").read_text().splitlines():
        if re.match(r"^[0-9a-f]+-[0-9a-f]+ ", line):
            current = line.rstrip().endswith(str(path))
        elif current and line.startswith("Rss:"):
            out.append(int(line.split()[1]) * 1024)
    return out


def test_repacked_file_pages_are_released(executor: Built) -> None:
    """After open, the GGUF mapping holds (almost) nothing resident: repacked tensors' pages
    are dropped; only the RAW embedding table stays mapped (and is not read until used)."""
    path, plan, lib = executor
    model = open_model(lib, path, plan)
    try:
        gc.collect()
        (rss,) = gguf_rss(path)
        # the kernel maps up to 64 KiB around a fault ("fault-around"): a little at each
        # tensor's edges and the header may stay
        bound = (2 * len(plan.weights) + 1) * 65536
        repacked = sum(w.nbytes for w in plan.weights if w.form != RAW)
        assert repacked > 2 * bound
        assert rss <= bound, rss
        model.forward([1, 2, 3])  # the embedding rows fault back in from the file
    finally:
        model.close()
    assert gguf_rss(path) == []  # unmapped at close


# ============================================================================ (d) bad input


def test_bad_forward_arguments(executor: Built) -> None:
    path, plan, lib = executor
    model = open_model(lib, path, plan)
    ids = np.arange(8, dtype=np.int32)
    rows = np.arange(4, dtype=np.int32)
    logits = np.zeros((MAX_CANVAS + 1, V), np.float32)
    big = np.zeros(MAX_CANVAS + 1, np.int32)
    try:
        cases = [
            ((big, rows, logits), "compiled for 1 to 32"),
            ((ids[:0], rows[:0], logits, 0), "compiled for 1 to 32"),
            ((np.array([0, V], np.int32), rows[:1], logits), "token id 1024 at position 1"),
            ((np.array([-1], np.int32), rows[:1], logits), "token id -1"),
            ((ids, np.array([8], np.int32), logits), "logit row 8"),
            ((ids, np.array([-2], np.int32), logits), "logit row -2"),
            ((ids, np.zeros(9, np.int32), logits), "9 logit rows"),
            ((ids, rows, logits, 8, -1), "-1 logit rows"),
            ((None, rows, logits, 8), "NULL"),
            ((ids, None, logits, 8, 4), "NULL"),
            ((ids, rows, None), "NULL"),
        ]
        for args, needle in cases:
            rc, msg = forward_raw(model, *args)
            assert rc != 0 and one_line(msg) and needle in msg, (needle, msg)
        rc, msg = forward_raw(Model(lib, ffi.NULL, plan), ids, rows, logits)
        assert rc != 0 and "no model" in msg
        model.forward([1, 2, 3], [0])  # still usable
    finally:
        model.close()


def test_bad_gguf_files(executor: Built, tmp_path: Path) -> None:
    path, _, lib = executor
    data = path.read_bytes()
    (tmp_path / "longer.gguf").write_bytes(data + b"\0")
    (tmp_path / "shorter.gguf").write_bytes(data[:-1])
    (tmp_path / "zeros.gguf").write_bytes(bytes(len(data)))
    cases = [
        (tmp_path / "missing.gguf", "cannot open"),
        (tmp_path, "not a regular file"),
        (tmp_path / "longer.gguf",
         f"is {len(data) + 1} bytes but this artifact was compiled for a file of {len(data)} "
         "bytes; pass the GGUF it was compiled from"),
        (tmp_path / "shorter.gguf", f"is {len(data) - 1} bytes"),
        (tmp_path / "zeros.gguf", "is not a GGUF file"),
        (tmp_path / "new\nline.gguf", "cannot open"),  # still one line
        (None, "no GGUF path"),
    ]
    for bad, needle in cases:
        rc, ptr, msg = open_raw(lib, bad)
        assert rc != 0 and ptr == ffi.NULL and one_line(msg) and needle in msg, (needle, msg)
    assert lib.dllmc_open(str(path).encode(), 1, ffi.NULL, ffi.NULL, 0) != 0
    lib.dllmc_close(ffi.NULL)


def _put(path: Path, at: int, value: bytes) -> None:
    with path.open("r+b") as f:
        f.seek(at)
        f.write(value)


def _u64(value: int) -> bytes:
    return value.to_bytes(8, "little")


def test_bad_tensor_tables(executor: Built, tmp_path: Path) -> None:
    """A GGUF of the right size whose tensor table is broken, or is another file's: the open
    fails with one line, having read nothing out of bounds (the sanitized run checks that)."""
    path, _, lib = executor
    entries = {e.name: e for e in table_entries(path)}
    q, k = entries["blk.0.attn_q.weight"], entries["blk.0.attn_k.weight"]
    cases: list[tuple[str, list[tuple[int, bytes]], tuple[str, ...]]] = [
        ("outside", [(q.offset_at, _u64(1 << 40))],
         ("corrupt tensor table: tensor blk.0.attn_q.weight's data offset", "lies outside the")),
        ("huge", [(q.offset_at, _u64(2**64 - 32))], ("blk.0.attn_q.weight", "lies outside the")),
        ("overlap", [(k.offset_at, _u64(q.rel))], ("blk.0.attn_q.weight", "blk.0.attn_k.weight", "overlap")),
        ("misaligned", [(q.offset_at, _u64(q.rel + 4))],
         ("blk.0.attn_q.weight's data offset", "not a multiple of general.alignment 32")),
        ("ends past", [(q.dims_at + 8, _u64(1 << 20))], ("truncated file: tensor blk.0.attn_q.weight",)),
        ("swapped", [(q.offset_at, _u64(k.rel)), (k.offset_at, _u64(q.rel))],  # a sound table
         ("tensor blk.0.attn_q.weight is [", "which does not hold the rows [", "this artifact reads")),
        ("renamed", [(q.name_len_at + 8, b"X")], ("has no tensor blk.0.attn_q.weight",)),
        ("dimensions", [(q.n_dims_at, (7).to_bytes(4, "little"))], ("has 7 dimensions",)),
        ("type", [(q.type_at, (99).to_bytes(4, "little"))],
         ("blk.0.attn_q.weight has ggml type 99", "does not support")),
        ("count", [(8, _u64(2**62))], ("truncated or corrupt GGUF header",)),
        ("version", [(4, (1).to_bytes(4, "little"))], ("unsupported GGUF version 1",)),
    ]
    for name, patches, needles in cases:
        bad = tmp_path / f"{name}.gguf"
        bad.write_bytes(path.read_bytes())
        for at, value in patches:
            _put(bad, at, value)
        rc, ptr, msg = open_raw(lib, bad)
        assert rc != 0 and ptr == ffi.NULL and one_line(msg), (name, msg)
        assert all(n in msg for n in needles), (name, needles, msg)
        if name not in ("swapped", "renamed"):  # sound tables, of another file than the plan's
            with pytest.raises(GGUFError):  # the Python reader says no as well
                GGUFFile.open(bad)


def test_data_cut_short(executor: Built, build_dir: Path, tmp_path: Path) -> None:
    """A file cut inside the tensor data, opened by a plan made for a file of that size."""
    path, plan, _ = executor
    cut = tmp_path / "cut.gguf"
    cut.write_bytes(path.read_bytes()[:-1000])
    lib = load(build(build_dir, replace(plan, gguf_size=plan.gguf_size - 1000)))
    rc, ptr, msg = open_raw(lib, cut)
    assert rc != 0 and ptr == ffi.NULL and one_line(msg), msg
    assert "lies outside the" in msg or "truncated file" in msg, msg


def _with_values(path: Path, tmp_path: Path, name: str, at: int, value: bytes) -> Path:
    bad = tmp_path / f"{name}.gguf"
    bad.write_bytes(path.read_bytes())
    _put(bad, at, value)
    return bad


def test_nan_and_inf_weights(executor: Built, tmp_path: Path) -> None:
    """NaN/Inf in a repacked weight fails the open (the repack reads every value anyway); in the
    RAW embedding table, the forward that reads such a row; finite weights whose forward
    overflows float32, the logits check."""
    path, plan, lib = executor
    g = GGUFFile.open(path)
    t = g.tensors
    nan, inf = np.array([np.nan], np.float32).tobytes(), np.array([-np.inf], np.float32).tobytes()
    for name, at, value in (("blk.0.attn_norm.weight", t["blk.0.attn_norm.weight"].offset + 40, nan),
                            ("blk.0.attn_q.weight", t["blk.0.attn_q.weight"].offset + 4 * 1000, inf),
                            ("output.weight", t["output.weight"].nbytes - 4 + t["output.weight"].offset, nan)):
        rc, ptr, msg = open_raw(lib, _with_values(path, tmp_path, name, at, value))
        assert rc != 0 and ptr == ffi.NULL and one_line(msg), msg
        assert f"tensor {name} holds NaN/Inf values" in msg and "re-download" in msg, msg
    row = t["token_embd.weight"].nbytes // V
    model = open_model(lib, _with_values(path, tmp_path, "embd", t["token_embd.weight"].offset + 5 * row + 8, nan),
                       plan)
    try:
        ids, rows = np.array([1, 2, 5, 5], np.int32), np.arange(4, dtype=np.int32)
        logits = np.zeros((4, V), np.float32)
        rc, msg = forward_raw(model, ids, rows, logits)
        assert rc != 0 and one_line(msg), msg
        assert "the embedding of token 5 (token_embd.weight) holds NaN/Inf values" in msg, msg
        model.forward([1, 2, 3])  # rows that are fine still are
    finally:
        model.close()
    norm = t["blk.0.attn_norm.weight"]
    big = np.full(norm.nbytes // 4, 3e38, np.float32).tobytes()  # finite, but hn @ Wq.T overflows
    model = open_model(lib, _with_values(path, tmp_path, "overflow", norm.offset, big), plan)
    try:
        rc, msg = forward_raw(model, np.arange(8, dtype=np.int32), np.array([0, 7], np.int32),
                              np.zeros((2, V), np.float32))
        assert rc != 0 and one_line(msg), msg
        assert "the logits are not finite (NaN/Inf) in row 0 of 2" in msg, msg
    finally:
        model.close()
    del g


@pytest.mark.parametrize("type_name", ["Q4_K", "Q6_K", "Q8_0", "Q4_1", "F16", "BF16"])
def test_non_finite_block_scales_and_floats(type_name: str, typed_models: Callable[[str], Built],
                                            tmp_path: Path) -> None:
    """Every form's repack sees NaN/Inf: QR8 (a block's d, or m), FR8 (an element), F32."""
    path, _, lib = typed_models(type_name)
    t = GGUFFile.open(path).tensors["blk.0.ffn_up.weight"]
    # the first field of each block is d (f16), except Q6_K's, last; F16/BF16: the element
    at = {"Q6_K": 208}.get(type_name, 0) + t.offset + 3 * (t.nbytes // t.shape[0])
    value = (b"\x80\x7f" if type_name == "BF16" else np.array([np.inf], np.float16).tobytes())
    rc, ptr, msg = open_raw(lib, _with_values(path, tmp_path, type_name, at, value))
    assert rc != 0 and ptr == ffi.NULL and one_line(msg), msg
    assert "tensor blk.0.ffn_up.weight holds NaN/Inf values" in msg, msg


def _py_accepts(path: Path, plan: Plan) -> bool:
    """The file the C runtime should open: the Python reader's table, of supported types, of this
    size, holding the plan's weights where the plan has them."""
    try:
        g = GGUFFile.open(path)
    except GGUFError:
        return False
    t = g.tensors
    ok = (g.file_size == plan.gguf_size and all(x.ggml_type in SUPPORTED_TYPES for x in t.values())
          and all(w.name in t and (t[w.name].offset, t[w.name].nbytes) == (w.offset, w.nbytes)
                  for w in plan.weights))  # fmt: skip
    del g, t
    return ok


@settings(max_examples=FUZZ_EXAMPLES, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(data=st.data())
def test_fuzzed_tensor_tables_open_only_if_valid(executor: Built, tmp_path: Path,
                                                 data: st.DataObject) -> None:
    """The tensor table mutated field by field (tests/test_bad_input.py's mutate_table): the C
    runtime opens the file exactly when the Python reader finds it sound and the plan's, and
    otherwise fails with one line (under the sanitizers: with no report)."""
    path, plan, lib = executor
    g = GGUFFile.open(path)
    data_offset = g.data_offset
    del g
    raw = mutate_table(data, bytearray(path.read_bytes()), table_entries(path), data_offset)
    bad = tmp_path / "fuzzed.gguf"
    bad.write_bytes(bytes(raw))
    rc, ptr, msg = open_raw(lib, bad, threads=1)
    if rc == 0:
        lib.dllmc_close(ptr)
    else:
        assert ptr == ffi.NULL and one_line(msg), msg
    event("opened" if rc == 0 else refusal(msg.split(": ", 1)[-1]))
    assert (rc == 0) == _py_accepts(bad, plan), msg


def test_weight_cache_hash_over_chunks(build_dir: Path, tmp_path: Path) -> None:
    """A cache of more than one hashed chunk: its header holds the content hash as the Python
    statement of it computes it (chunks merged in order), the same with 1 and 3 threads; a byte
    changed in the second chunk is found, and the cache rebuilt as it was."""
    path = write_model(tmp_path / "wide.gguf", tiny("llada", n_layer=1, n_vocab=8400), types="F32",
                       seed=2)
    table = weight_table(path, [("token_embd.weight", RAW), ("output.weight", FR8),
                                ("blk.0.attn_norm.weight", F32)])
    plan = Plan(table, path.stat().st_size, n_vocab=8400, n_embd=256)
    lib = load(build(build_dir, plan))
    packed = sum(-(-w.packed_bytes // 64) * 64 for w in table)
    assert packed > cache_format.CHUNK  # two chunks
    caches = []
    for threads in (1, 3):
        cache = tmp_path / f"w{threads}.bin"
        for _ in range(2):  # written, then mapped
            rc, ptr, msg = open_cached_raw(lib, path, cache, threads)
            assert rc == 0, msg
            lib.dllmc_close(ptr)
        caches.append(cache.read_bytes())
    data = caches[0]
    assert caches[1] == data and len(data) == cache_format.HEADER + packed
    cache = tmp_path / "w1.bin"
    assert cache_format.header_hash_validates(cache)
    at = cache_format.HEADER + cache_format.CHUNK + 12345  # in the second chunk
    _put(cache, at, bytes([data[at] ^ 1]))
    ino = cache.stat().st_ino
    rc, ptr, msg = open_cached_raw(lib, path, cache, 2)
    assert rc == 0, msg
    lib.dllmc_close(ptr)
    assert cache.read_bytes() == data and cache.stat().st_ino != ino  # rewritten, renamed over


def test_bad_plans(executor: Built, build_dir: Path) -> None:
    """A plan the runtime cannot honour fails at open, with a line naming what is wrong."""
    path, plan, _ = executor
    w = list(plan.weights)
    q = w[2]
    st = list(plan.steps)
    cases = [
        (replace(plan, weights=(*w[:2], replace(q, offset=plan.gguf_size - 8), w[3])),
         "tensor blk.0.attn_q.weight [", "outside the"),
        (replace(plan, weights=(*w[:2], replace(q, packed_bytes=q.packed_bytes + 64), w[3])),
         "blk.0.attn_q.weight (F32) takes", "the plan says"),
        (replace(plan, weights=(*w[:2], replace(q, ggml_type=10), w[3])),
         "tensor blk.0.attn_q.weight has ggml type 10", "not support"),
        (replace(plan, weights=(*w[:2], replace(q, nbytes=q.nbytes - 4), w[3])),
         "blk.0.attn_q.weight (F32, 256x256) is", "expected"),
        (replace(plan, weights=(*w[:2], replace(q, form=QR8), w[3])), "cannot take form 2", ""),
        (replace(plan, steps=(replace(st[0], weight=1), *st[1:])), "embedding step embed", ""),
        (replace(plan, steps=(st[0], replace(st[1], x2=9), *st[2:])), "step add_pos names buffer 9",
         ""),
        (replace(plan, steps=(st[0], replace(st[1], y=BUF_IDS), *st[2:])), "names buffer -2", ""),
        (replace(plan, steps=(st[0], replace(st[1], weight=4), *st[2:])), "names weight 4 of 4",
         ""),
        (replace(plan, init_steps=(Step("pos", "init_pos", y=BUF_LOGITS),)), "buffer -3", ""),
        (replace(plan, steps=(*st[:-1], replace(st[-1], rows=CANVAS))),
         "step output uses the logits over the whole canvas", ""),
        (replace(plan, init_steps=(Step("broken", "bad", y=1),)),
         "step broken: its kernel reports -1 items", ""),
        # a join with nothing before it, on another input, or onto a y already written
        (replace(plan, steps=(replace(st[0], join=1), *st[1:])),
         "step embed cannot share the parallel region", ""),
        (replace(plan, steps=(*st[:4], replace(st[4], x=0, join=1), *st[5:])),
         "step tally cannot share the parallel region", ""),
        (replace(plan, steps=(*st[:4], replace(st[4], x=st[3].x, y=st[3].y, join=1), *st[5:])),
         "step tally cannot share the parallel region", ""),
    ]
    for bad, *needles in cases:
        lib = load(build(build_dir, bad))
        rc, ptr, msg = open_raw(lib, path)
        assert rc != 0 and ptr == ffi.NULL and one_line(msg), msg
        assert all(n in msg for n in needles), (needles, msg)


# ============================================================================ (e) sanitizers


def _san_env() -> dict[str, str]:
    libasan = subprocess.run([CC, "-print-file-name=libasan.so"], capture_output=True,
                             text=True, check=True).stdout.strip()
    assert os.path.isabs(libasan), f"{CC} has no AddressSanitizer runtime (libasan)"
    return {**os.environ, "DLLMC_RUNTIME_SANITIZE": "1", "LD_PRELOAD": libasan,
            "ASAN_OPTIONS": "detect_leaks=0:abort_on_error=1",
            "UBSAN_OPTIONS": "print_stacktrace=1:halt_on_error=1"}


SANITIZER_ERRORS = ("ERROR: AddressSanitizer", "ERROR: LeakSanitizer", "runtime error:")


def sanitizer_report(out: str) -> bool:
    return any(s in out for s in SANITIZER_ERRORS)


def excerpt(out: str) -> str:
    """The first sanitizer report in `out` (or its end)."""
    at = min((out.find(s) for s in SANITIZER_ERRORS if s in out), default=-1)
    return out[max(0, at - 200) : at + 4000] if at >= 0 else out[-4000:]


@pytest.mark.skipif(not SANITIZE, reason="only in the sanitized run")
def test_sanitized_run_is_instrumented(executor: Built) -> None:
    maps = Path("/proc/self/maps").read_text()
    assert "libasan" in maps and "libubsan" in maps


@pytest.mark.slow
@pytest.mark.skipif(SANITIZE, reason="this is the sanitized run")
def test_suite_under_address_and_undefined_sanitizers(tmp_path: Path) -> None:
    result = subprocess.run(
        [sys.executable, "-m", "pytest", "-v", "-s", "-x", "-p", "no:cacheprovider", "-n", "0", "-m", "not slow",
         "--basetemp", str(tmp_path / "t"), __file__],
        env=_san_env(), cwd=ROOT, capture_output=True, text=True, timeout=900,
    )  # fmt: skip
    out = result.stdout + result.stderr
    assert result.returncode == 0, excerpt(out)
    assert "passed" in out and not sanitizer_report(out), excerpt(out)
    assert "test_sanitized_run_is_instrumented PASSED" in out


@pytest.mark.skipif(SANITIZE, reason="this is the sanitized run")
def test_driver_under_sanitizers_has_no_leaks(executor: Built, build_dir: Path,
                                              tmp_path: Path) -> None:
    path, plan, _ = executor
    driver = build(build_dir, plan, flags=[*SAN_FLAGS, *WARNINGS], exe=True)
    (tmp_path / "short.gguf").write_bytes(path.read_bytes()[:-100])
    # the tensor table's failures (its entries read, then freed) and the repack's (NaN)
    q = next(e for e in table_entries(path) if e.name == "blk.0.attn_q.weight")
    overlap = _with_values(path, tmp_path, "overlap", q.offset_at, _u64(0))
    norm = GGUFFile.open(path).tensors["blk.0.attn_norm.weight"]
    nan = _with_values(path, tmp_path, "nan", norm.offset, np.array([np.nan], np.float32).tobytes())
    env = {**os.environ, "ASAN_OPTIONS": "detect_leaks=1",
           "UBSAN_OPTIONS": "print_stacktrace=1:halt_on_error=1"}
    env.pop("LD_PRELOAD", None)
    result = subprocess.run(
        [str(driver), str(path), str(tmp_path / "missing.gguf"), str(tmp_path / "short.gguf"),
         str(tmp_path), str(overlap), str(nan)], env=env, capture_output=True, text=True,
        timeout=300,
    )  # fmt: skip
    out = result.stdout + result.stderr
    assert result.returncode == 0 and "driver: ok" in out, excerpt(out)
    assert not sanitizer_report(out), excerpt(out)
    # a plan that fails at its init step: open undoes the pool, the repack and the arena
    broken = replace(plan, init_steps=(Step("broken", "bad", y=1),))
    driver = build(build_dir, broken, flags=[*SAN_FLAGS, *WARNINGS], exe=True)
    result = subprocess.run([str(driver), "--fail", str(path)], env=env, capture_output=True,
                            text=True, timeout=300)
    out = result.stdout + result.stderr
    assert result.returncode == 0 and "driver: ok (step broken" in out, excerpt(out)
    assert not sanitizer_report(out), excerpt(out)


def test_runtime_compiles_clean_with_extra_warnings(tmp_path: Path) -> None:
    """Beyond -Wall -Wextra: pedantic C11, shadowing and implicit conversions."""
    flags = ["-std=c11", "-O2", "-Wall", "-Wextra", "-Wpedantic", "-Wshadow", "-Wconversion",
             "-Werror"]
    subprocess.run([CC, *flags, "-c", str(RUNTIME_C), "-o", str(tmp_path / "rt.o")], check=True)


# ============================================================================ full width


@pytest.mark.slow
@pytest.mark.skipif(SANITIZE, reason="timing and 1 GB of memory: not under the sanitizers")
def test_repack_llada_8b_width_q4_k_m(build_dir: Path, tmp_path: Path) -> None:
    """A 1-layer LLaDA-8B-width Q4_K_M model (0.86 GB): open (repack) with 1 and 2 threads,
    spot-check the Q6_K output projection and a Q4_K matrix, and check the file pages of the
    repacked tensors were released.  Prints the load times."""
    config = replace(LLADA_8B, n_layer=1)
    path = write_model(tmp_path / "llada8b-1l.gguf", config, types="Q4_K_M", seed=1)
    table = weight_table(path)
    plan = Plan(table, path.stat().st_size, n_vocab=config.n_vocab, n_embd=config.n_embd,
                max_canvas=4)
    lib = load(build(build_dir, plan))
    times = {}
    for threads in (1, 2):
        t0 = time.perf_counter()
        model = open_model(lib, path, plan, threads)
        times[threads] = time.perf_counter() - t0
        try:
            (rss,) = gguf_rss(path)
            assert rss < 64 << 20, f"{rss >> 20} MiB of the GGUF still resident after repacking"
            if threads == 2:
                g = GGUFFile.open(path)
                for name, n_rows in (("output.weight", 64), ("blk.0.ffn_gate.weight", 16)):
                    i = plan.index(name)
                    w = plan.weights[i]
                    t = layouts.qr8_type(w.ggml_type)
                    part = n_rows // 8 * layouts.qr8_bytes(8, w.k, t)  # first n_rows rows
                    ptr = lib.dllmc_weight_data(model.ptr, i)
                    got = np.frombuffer(ffi.buffer(ptr, part), np.uint8)
                    raw = np.array(g.tensor_data(name)[: w.nbytes // w.n * n_rows])
                    ref = quants.dequantize(raw, GGMLQuantizationType(w.ggml_type))
                    check_qr8(got, replace(w, n=n_rows), t.name, raw,
                              ref.reshape(n_rows, w.k))
                del g
        finally:
            model.close()
    packed = sum(w.packed_bytes for w in table) / 2**30
    print(f"\nrepack of {path.stat().st_size / 2**30:.2f} GiB GGUF -> {packed:.2f} GiB packed: "
          + ", ".join(f"{n} thread{'s' * (n > 1)} {s:.2f} s" for n, s in times.items()))
