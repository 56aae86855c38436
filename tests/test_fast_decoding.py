"""Fast-dLLM's approximate decoding (opt-in), LLaDA: the threshold and the prefix / dual caches.

What these tests pin down, on a compiled factory LLaDA model at temperature 0: the limits where
an approximation is no approximation (a threshold no confidence reaches commits one token a
step, as exact decoding with one step per token does; a cache used by blocks of one step only
runs full forwards), the forward passes and rows each mode computes (Fast-dLLM's counts: a
block's first forward is the whole canvas, then the rows from the block's start to the end,
or the block's rows), and the combinations that are refused.  The comparison with the
authors' own functions, for LLaDA and Dream, is tests/test_fastdllm_reference.py.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from dllmc.compiler.base.errors import DllmcError
from dllmc.compiler.pipeline import compile_model
from dllmc.runtime.decoding.generate import GenerateOptions, generate
from dllmc.runtime.executor.loader import Artifact
from dllmc.tests.factory import tiny, write_model

PROMPT = [5, 17, 99, 300, 42, 7, 256, 61, 9]
GEN = 32


@pytest.fixture(scope="module")
def llada(tmp_path_factory) -> tuple[Path, Path]:
    d = tmp_path_factory.mktemp("fast")
    g = write_model(d / "llada.gguf", tiny("llada"), types="Q4_K_M", seed=21)
    so = d / "llada.so"
    compile_model(g, so, max_canvas=64)
    return g, so


def _run(llada, slots: int = 1, **kw):
    g, so = llada
    with Artifact(so).open(g, threads=2, slots=slots) as m:
        o = GenerateOptions.for_model(m.spec, gen_length=GEN, early_stop=False, **kw)
        return generate(m, None, PROMPT, o)


def test_unreachable_threshold_is_one_token_a_step(llada) -> None:
    exact = _run(llada, block_length=8, steps=GEN)
    fast = _run(llada, block_length=8, threshold=1.0)
    assert fast.canvas == exact.canvas
    assert fast.forward_passes == exact.forward_passes == GEN


def test_low_threshold_commits_each_block_in_one_step(llada) -> None:
    r = _run(llada, block_length=8, threshold=1e-9)
    assert r.forward_passes == GEN // 8 and r.steps_run == GEN // 8
    assert r.threshold == 1e-9 and r.cache == "none"


@pytest.mark.parametrize("cache", ["prefix", "dual"])
def test_a_cache_with_one_step_a_block_is_exact(llada, cache: str) -> None:
    exact = _run(llada, block_length=8, steps=GEN // 8)
    cached = _run(llada, block_length=8, steps=GEN // 8, cache=cache)
    assert cached.canvas == exact.canvas and cached.forward_passes == exact.forward_passes
    assert cached.rows_computed == exact.rows_computed == (GEN // 8) * (len(PROMPT) + GEN)


@pytest.mark.parametrize("cache", ["prefix", "dual"])
def test_cached_steps_compute_the_rows_fast_dllm_computes(llada, cache: str) -> None:
    bl, spb = 8, 4
    r = _run(llada, block_length=bl, steps=GEN // bl * spb, cache=cache)
    n = len(PROMPT) + GEN
    starts = [len(PROMPT) + b * bl for b in range(GEN // bl)]
    per_block = [(n - s) if cache == "prefix" else bl for s in starts]
    assert r.forward_passes == GEN // bl * spb
    assert r.rows_computed == sum(n + (spb - 1) * rows for rows in per_block)
    assert r.cache == cache


def test_threshold_and_dual_cache_together(llada) -> None:
    r = _run(llada, block_length=8, threshold=0.9, cache="dual")
    n = len(PROMPT) + GEN
    # each block: one full forward, then as many 8-row steps as its masks need
    assert r.rows_computed == (GEN // 8) * n + (r.forward_passes - GEN // 8) * 8
    assert GEN // 8 <= r.forward_passes <= GEN


def test_threshold_with_random_remasking(llada) -> None:
    """LLaDA's ``random`` remasking under a threshold (get_transfer_index): a uniform draw per
    mask is its confidence, so with threshold 0.5 a step commits about half the masks."""
    r = _run(llada, block_length=8, alg="random", threshold=0.5)
    assert GEN // 8 <= r.forward_passes < GEN // 2
    assert r.canvas == _run(llada, block_length=8, alg="random", threshold=0.5).canvas


def test_refused_combinations(llada) -> None:
    g, so = llada
    with Artifact(so).open(g, threads=2, slots=1) as m:
        for kw, what in ((dict(cfg=0.5, cache="dual"), "cfg"),
                         (dict(alg_temp=0.3, threshold=0.9), "alg temp"),
                         (dict(confidence_eos_eot_inf=True, cache="prefix"), "eot"),
                         (dict(threshold=1.5), "not in (0, 1]"),
                         (dict(cache="triple"), "unknown cache"),
                         # Dream's block-wise reference: always cached, entropy or p(token)
                         (dict(alg="entropy", threshold=0.9), "block-wise with a cache"),
                         (dict(alg="origin", cache="prefix"), "rank by entropy"),
                         (dict(alg="topk_margin", threshold=0.9, cache="dual"),
                          "token's probability"),
                         (dict(alg="entropy", block_length=8, steps=GEN // 8, cache="dual"),
                          "2 or more steps")):
            with pytest.raises(DllmcError, match=re.escape(what)):
                GenerateOptions.for_model(m.spec, gen_length=GEN, **kw)
    with Artifact(so).open(g, threads=2) as m, pytest.raises(DllmcError, match="K/V slot"):
        generate(m, None, PROMPT, GenerateOptions.for_model(m.spec, gen_length=GEN, cache="dual"))


def test_a_dual_cache_step_is_the_reference_on_the_block_start_cache(llada) -> None:
    """A dual-cache step's logits: the block's rows of the step's canvas, every other row's K/V
    as the block's first forward computed them.  The NumPy reference's forward over the block
    rows against a store filled from the block-start canvas, within test_compile's bound for
    integer-quantized weights (INT_TOLERANCE of each row's logit range; top-1 agreeing where
    there is no near-tie)."""
    from dllmc.runtime.executor.loader import SeqRows
    from dllmc.tests.reference import KVStore, ReferenceModel
    from dllmc.tests.test_compile import INT_TOLERANCE, compare

    g, so = llada
    ref = ReferenceModel(g)
    with Artifact(so).open(g, threads=2, slots=1) as m:
        mask = m.spec.tokenizer.mask_id
        n, start, end = len(PROMPT) + GEN, len(PROMPT) + 8, len(PROMPT) + 16
        at_start = PROMPT + [11, 12, 13, 14, 15, 16, 17, 18] + [mask] * (GEN - 8)  # block 2
        step = list(at_start)
        step[start:start + 3] = [40, 41, 42]  # the block's first step committed three tokens
        pos = list(range(n))
        m.forward_batch([SeqRows.canvas(0, at_start)], rows=[])  # the block's first forward
        store = KVStore.for_model(ref, n)
        ref.forward_rows(at_start, pos, [n] * n, store)
        block = list(range(start, end))
        ours = m.forward_batch([SeqRows.subset(0, step, block)])
        theirs = ref.forward_rows([step[i] for i in block], block, [n] * len(block), store)
        rel, agree = compare(ours, theirs)
        assert rel <= INT_TOLERANCE and agree == 1.0, (rel, agree)
        print(f"dual-cache step vs reference: {rel:.2e} of the logit range")
        # and it is an approximation: the exact step (every row recomputed) differs
        exact = m.forward(step, block)
        assert not (exact == ours).all()
