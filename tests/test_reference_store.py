"""The K/V store: the reference's `ReferenceModel.forward_rows` against its own full forward,
and the compiled `Model.forward_batch` against `forward_rows`.

`forward_rows` (tests/reference.py) computes only the given rows of a sequence: in every
layer each row writes its K (after RoPE) and V at its position of a `KVStore`, then attends
to the store's keys [0, key_end).  The first tests show that it is the reference's forward
pass: a whole canvas gives `logits(canvas)`, any subset of rows recomputed against the
filled store gives those rows of `logits(canvas)`, and a causal model decoded one row at a
time gives the causal full forward.  These are float32 round-off comparisons
(`ROUNDOFF`, below), and a wrong mask or position is shown to be far outside them.

The compiled tests run factory models (tests/factory.py, compiled with
`dllmc.compiler.pipeline.compile_model` as in tests/test_compile.py) through
`forward_batch` with a store of two slots: (a) two sequences of different lengths in one
call, (b) then a recomputation of some rows of each against the store, (c) in a causal
model, a prompt prefilled and then decoded one row at a time.  Compiled against reference
they must meet the bounds tests/test_compile.py derives in its docstring and uses against
the reference (imported from there, not loosened here): max |Δ| ≤ `INT_TOLERANCE` (3 %) of
each row's logit range for integer-quantized weights, where activations are rounded to int8,
and ≤ `FLOAT_TOLERANCE` (1e-3) for float weights, with the top-1 token agreeing on every row
without a near-tie (`compare`).  Compiled against compiled, a row recomputed against the
store must be bit for bit the row of the full canvas: each row's arithmetic does not depend
on which other rows share its forward.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import numpy as np
import pytest

from dllmc.compiler.pipeline import compile_model
from dllmc.runtime.executor.loader import Artifact, Model, SeqRows
from dllmc.tests.factory import tiny, write_model
from dllmc.tests.reference import KVStore, ReferenceModel
from dllmc.tests.test_compile import FLOAT_TOLERANCE, INT_TOLERANCE, compare

MAX_CANVAS = 48  # the rows of one forward, all sequences together (24 + 17 in (a))
VOCAB = 1024

# Reference against reference.  The two computations run the same float64/float32 formulas
# on the same rows; only the row counts of the float32 matrix products (BLAS blocking, hence
# summation order) and the length of the float64 attention sums differ.  Each float32 GEMM
# of K <= 512 terms then differs by about sqrt(K) * 2^-24 ≈ 1.4e-6 of its terms' magnitude
# (K * 2^-24 ≈ 3e-5 at worst); through two layers and the output projection that stays near
# 1e-6 of the logit range (measured: 3e-7 to 5e-7).  The bound, 1e-5 of each row's range, is
# several times that, and three orders of magnitude below what a wrong key end or position
# does (checked: > 1e-2).
ROUNDOFF = 1e-5


def _ids(n: int, seed: int) -> list[int]:
    return [int(i) for i in np.random.default_rng(seed).integers(0, VOCAB - 64, n)]


def _rel(a: np.ndarray, ref: np.ndarray) -> float:
    """max |a - ref| over each row / that row's logit range, the worst row."""
    spread = ref.max(axis=1) - ref.min(axis=1)
    return float((np.abs(a - ref).max(axis=1) / spread).max())


def _canvas_ends(n: int, causal: bool) -> np.ndarray:
    return np.arange(1, n + 1) if causal else np.full(n, n)


# ----------------------------------------------------------------------------- the reference


@pytest.fixture(scope="module")
def ggufs(tmp_path_factory: pytest.TempPathFactory) -> Callable[[str, str], Path]:
    """(arch, types) -> a factory GGUF (4 query heads on 2 K/V heads: GQA), written once."""
    d = tmp_path_factory.mktemp("store-ggufs")
    done: dict[tuple[str, str], Path] = {}

    def get(arch: str, types: str) -> Path:
        if (arch, types) not in done:
            done[arch, types] = write_model(d / f"{arch}-{types}.gguf", tiny(arch, n_head_kv=2),
                                            types=types, seed=11)
        return done[arch, types]

    return get


@pytest.mark.parametrize("arch", ["llada", "qwen2"])
def test_reference_subsets_against_store_equal_full_canvas(ggufs, arch: str) -> None:
    ref = ReferenceModel(ggufs(arch, "Q8_0"))
    causal = ref.hp.causal
    ids = _ids(24, seed=1)
    n = len(ids)
    full = ref.logits(ids)
    store = KVStore.for_model(ref, MAX_CANVAS)
    canvas = ref.forward_rows(ids, np.arange(n), _canvas_ends(n, causal), store)
    assert _rel(canvas, full) <= ROUNDOFF
    k0, v0 = [k.copy() for k in store.k], [v.copy() for v in store.v]
    assert all(not k[n:].any() and not v[n:].any() for k, v in zip(k0, v0, strict=True))

    rng = np.random.default_rng(2)
    for rows in ([5], [0, n - 1], [17, 3, 9, 22, 11], rng.permutation(n)[:12]):
        rows = np.asarray(rows)
        sub = ref.forward_rows(np.asarray(ids)[rows], rows, _canvas_ends(n, causal)[rows], store)
        assert _rel(sub, full[rows]) <= ROUNDOFF, rows
    # the rows rewrote their own K and V, equal to round-off, and nothing else
    for got, was in zip(store.k + store.v, k0 + v0, strict=True):
        np.testing.assert_allclose(got, was, rtol=0, atol=ROUNDOFF * np.abs(was).max())

    # the mask matters: one key fewer (or a row at the wrong position) is far off
    short = ref.forward_rows([ids[5]], [5], [n - 1 if not causal else 5], store)
    assert _rel(short, full[[5]]) > 1e-2
    moved = ref.forward_rows([ids[5]], [6], [n if not causal else 7],
                             KVStore.for_model(ref, MAX_CANVAS))
    assert _rel(moved, full[[5]]) > 1e-2


@pytest.mark.parametrize("arch", ["llama", "qwen2"])
def test_reference_causal_decode_equals_causal_forward(ggufs, arch: str) -> None:
    ref = ReferenceModel(ggufs(arch, "Q8_0"))
    assert ref.hp.causal
    ids = _ids(20, seed=3)
    full = ref.logits(ids)
    # one row at a time from position 0, and a prompt prefilled then decoded
    store = KVStore.for_model(ref, MAX_CANVAS)
    steps = np.concatenate([ref.forward_rows([t], [p], [p + 1], store) for p, t in enumerate(ids)])
    assert _rel(steps, full) <= ROUNDOFF
    store = KVStore.for_model(ref, MAX_CANVAS)
    prefill = ref.forward_rows(ids[:12], np.arange(12), np.arange(1, 13), store)
    decode = [ref.forward_rows([ids[p]], [p], [p + 1], store) for p in range(12, len(ids))]
    assert _rel(np.concatenate([prefill, *decode]), full) <= ROUNDOFF


def test_reference_forward_rows_rejects_bad_rows(ggufs) -> None:
    ref = ReferenceModel(ggufs("llada", "Q8_0"))
    store = KVStore.for_model(ref, 8)
    for ids, pos, ends in (([1, 2], [0, 0], [2, 2]), ([1], [8], [8]), ([1], [0], [9]),
                           ([1], [0], [0]), ([1, 2], [0], [1])):
        with pytest.raises(ValueError):
            ref.forward_rows(ids, pos, ends, store)


# ----------------------------------------------------------------------------- compiled


CONFIGS = [  # (arch, weight types): bidirectional and causal, float and integer GEMMs
    ("llada", "F16"),
    ("llada", "Q4_K_M"),
    ("qwen2", "F16"),
    ("llama", "Q4_K_M"),
]


@pytest.fixture(scope="module")
def compiled(ggufs, tmp_path_factory: pytest.TempPathFactory
             ) -> Callable[[str, str], tuple[Path, Path]]:
    """(arch, types) -> (GGUF, model.so), compiled once with a canvas of MAX_CANVAS."""
    d = tmp_path_factory.mktemp("store-compiled")
    done: dict[tuple[str, str], tuple[Path, Path]] = {}

    def get(arch: str, types: str) -> tuple[Path, Path]:
        if (arch, types) not in done:
            gguf = ggufs(arch, types)
            so = d / f"{arch}-{types}.so"
            compile_model(gguf, so, max_canvas=MAX_CANVAS)
            done[arch, types] = gguf, so
        return done[arch, types]

    return get


def _bound(types: str) -> float:
    return FLOAT_TOLERANCE if types in ("F16", "BF16", "F32") else INT_TOLERANCE


def _check(ours: np.ndarray, ref: np.ndarray, bound: float, what: str,
           measured: dict[str, float]) -> None:
    rel, top1 = compare(ours, ref, bound)
    measured[what] = rel
    assert rel <= bound and top1 == 1.0, (what, rel, top1)


def _open(so: Path, gguf: Path) -> Model:
    return Artifact(so).open(gguf, threads=2, slots=2)


@pytest.mark.parametrize(("arch", "types"), CONFIGS)
def test_two_sequences_then_subsets(compiled, arch: str, types: str) -> None:
    gguf, so = compiled(arch, types)
    ref = ReferenceModel(gguf)
    causal = ref.hp.causal
    bound, measured = _bound(types), {}
    ids0, ids1 = _ids(24, seed=4), _ids(17, seed=5)
    n0, n1 = len(ids0), len(ids1)
    s0, s1 = KVStore.for_model(ref, MAX_CANVAS), KVStore.for_model(ref, MAX_CANVAS)
    with _open(so, gguf) as model:
        assert model.artifact.info.causal == causal
        # (a) two sequences of different lengths, slots 0 and 1, one call
        seqs = [SeqRows.canvas(0, ids0, causal), SeqRows.canvas(1, ids1, causal)]
        both = model.forward_batch(seqs)
        full0, full1 = both[:n0], both[n0:]
        r0 = ref.forward_rows(ids0, np.arange(n0), _canvas_ends(n0, causal), s0)
        r1 = ref.forward_rows(ids1, np.arange(n1), _canvas_ends(n1, causal), s1)
        _check(full0, r0, bound, "slot 0 canvas", measured)
        _check(full1, r1, bound, "slot 1 canvas", measured)
        # each sequence as if alone: the stateless forward of its canvas
        np.testing.assert_array_equal(model.forward(ids0), full0)
        np.testing.assert_array_equal(model.forward(ids1), full1)
        # selected logit rows of the stacked rows
        pick = [n0 + 3, 0, n0 - 1, n0 + n1 - 1]
        np.testing.assert_array_equal(model.forward_batch(seqs, rows=pick), both[pick])

        # (b) some rows of slot 0 recomputed, the others' K/V from the store
        rows0 = np.array([17, 2, 9, 23, 0])
        sub0 = model.forward_batch([SeqRows.subset(0, ids0, rows0, causal)])
        assert np.array_equal(sub0, full0[rows0])
        rs0 = ref.forward_rows(np.asarray(ids0)[rows0], rows0, _canvas_ends(n0, causal)[rows0], s0)
        _check(sub0, rs0, bound, "slot 0 subset", measured)
        # and rows of both slots in one call: slot 1's store was left alone by slot 0's rows
        rows1 = np.array([16, 4])
        sub = model.forward_batch([SeqRows.subset(1, ids1, rows1, causal),
                                   SeqRows.subset(0, ids0, rows0[:2], causal)])
        assert np.array_equal(sub, np.concatenate([full1[rows1], full0[rows0[:2]]]))
        rs1 = ref.forward_rows(np.asarray(ids1)[rows1], rows1, _canvas_ends(n1, causal)[rows1], s1)
        _check(sub[:2], rs1, bound, "slot 1 subset", measured)
    print(f"{arch} {types}: max |Δ| / range vs reference", measured, "bound", bound)


@pytest.mark.parametrize(("arch", "types"), [c for c in CONFIGS if c[0] in ("llama", "qwen2")])
def test_causal_prefill_then_decode(compiled, arch: str, types: str) -> None:
    gguf, so = compiled(arch, types)
    ref = ReferenceModel(gguf)
    assert ref.hp.causal
    bound, measured = _bound(types), {}
    prompt = _ids(12, seed=6)
    store = KVStore.for_model(ref, MAX_CANVAS)
    with _open(so, gguf) as model:
        # (c) prefill, then 4 greedy decode steps, each one row attending to [0, p]
        ids = list(prompt)
        pre = model.forward_batch([SeqRows.canvas(0, prompt, causal=True)])
        _check(pre, ref.forward_rows(prompt, np.arange(12), np.arange(1, 13), store), bound,
               "prefill", measured)
        steps = []
        last = pre[-1]
        for p in range(12, 16):
            ids.append(int(last.argmax()))
            out = model.forward_batch([SeqRows(0, [ids[p]], [p], [p + 1])])
            _check(out, ref.forward_rows([ids[p]], [p], [p + 1], store), bound,
                   f"decode {p}", measured)
            steps.append(out)
            last = out[0]
        # decode rows == the rows of the full causal canvas of the final sequence, bit for bit
        full = model.forward_batch([SeqRows.canvas(1, ids, causal=True)])
        assert np.array_equal(np.concatenate([pre, *steps]), full)
        np.testing.assert_array_equal(model.forward(ids), full)
        _check(full, ref.logits(ids), bound, "full causal", measured)
    print(f"{arch} {types}: max |Δ| / range vs reference", measured, "bound", bound)
