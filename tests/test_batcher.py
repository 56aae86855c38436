"""Continuous batching (runtime/serving/batcher.py): several requests' decoders, one forward per step
(block diffusion's too: llada2's block steps of a few rows each are what batching pays for).

At temperature 0 and at a seed, a request's answer under load is its answer alone, bit for
bit (a row's logits do not depend on the rows beside it); the engine's forward passes are
fewer than the requests' together (they ran batched); the queue's bound, cancellation and a
failing request leave the other requests to finish.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from dllmc.compiler.pipeline import compile_model
from dllmc.runtime.decoding.generate import GenerateOptions, generate
from dllmc.runtime.executor.loader import Artifact
from dllmc.runtime.serving.batcher import Cancelled, Engine, QueueFull
from dllmc.tests.factory import tiny, write_model

PROMPTS = [[5, 17, 99, 300, 42], [7, 256, 61, 9, 11, 12, 13], [400, 401], [33] * 12]


@pytest.fixture(scope="module", params=["llada", "dream", "llada-moe", "llada2"])
def model_files(request, tmp_path_factory) -> tuple[str, Path, Path]:
    d = tmp_path_factory.mktemp("batch")
    g = write_model(d / f"{request.param}.gguf", tiny(request.param), types="Q4_K_M", seed=8)
    so = d / f"{request.param}.so"
    compile_model(g, so, max_canvas=64)
    return request.param, g, so


def _options(spec, i: int, **kw) -> GenerateOptions:
    # a mix per request: lengths, blocks, temperature with a seed, a cache
    mixes = [dict(gen_length=16, steps=16), dict(gen_length=24, steps=12, temperature=0.7, seed=3),
             dict(gen_length=8, steps=8), dict(gen_length=16, steps=8, block_length=8,
                                               cache="dual")]
    mix = {**mixes[i % len(mixes)], **kw}
    if spec.arch.name == "dream" and mix.get("cache"):
        mix["block_length"] = mix.get("block_length", 8)
    if spec.arch.name == "llada2" and mix.pop("cache", None):  # block diffusion: its own cache
        mix.update(threshold=0.5, edit_threshold=0.0, max_post_steps=4)  # and token editing
    return GenerateOptions.for_model(spec, early_stop=False, **mix)


def test_batched_answers_are_the_solo_answers(model_files) -> None:
    _, g, so = model_files
    with Artifact(so).open(g, threads=2, slots=1) as m:
        solo = [generate(m, None, p, _options(m.spec, i)) for i, p in enumerate(PROMPTS)]
    with Artifact(so).open(g, threads=2, slots=4) as m:
        engine = Engine(m, queue=4)
        jobs = [engine.submit(p, _options(m.spec, i)) for i, p in enumerate(PROMPTS)]
        batched = [j.wait(60) for j in jobs]
        passes = engine.stats["forward_passes"]
        engine.close()
    for a, b in zip(solo, batched, strict=True):
        assert a.canvas == b.canvas and a.forward_passes == b.forward_passes
        assert a.rows_computed == b.rows_computed
    assert passes < sum(r.forward_passes for r in solo)  # they ran together
    assert passes >= max(r.forward_passes for r in solo)


def test_queue_bound_cancel_and_failure(model_files) -> None:
    _, g, so = model_files
    with Artifact(so).open(g, threads=2, slots=1) as m:
        engine = Engine(m, queue=1)
        long = engine.submit(PROMPTS[0], _options(m.spec, 0, gen_length=32, steps=32))
        queued = engine.submit(PROMPTS[1], _options(m.spec, 2))
        with pytest.raises(QueueFull):
            engine.submit(PROMPTS[2], _options(m.spec, 2))
        long.cancel()
        with pytest.raises(Cancelled):
            long.wait(60)
        assert queued.wait(60).canvas  # the queued request ran once the slot was free
        # a request whose canvas does not fit fails alone; the next one runs
        bad = engine.submit([1] * 60, _options(m.spec, 0, gen_length=16, steps=16))
        with pytest.raises(Exception, match="exceeds the compiled canvas"):
            bad.wait(60)
        good = engine.submit(PROMPTS[2], _options(m.spec, 2))
        assert len(good.wait(60).canvas) == 8
        stats = dict(engine.stats)
        engine.close()
    assert stats["cancelled"] == 1 and stats["rejected"] == 1 and stats["failed"] == 1
    assert stats["completed"] == 2


def test_one_engine_thread_and_a_failing_callback_fails_alone(model_files) -> None:
    """Every request runs on the engine's one thread (no thread per request); a request
    whose text callback raises fails with that error, and the request beside it finishes
    with its solo answer."""
    import threading

    _, g, so = model_files
    with Artifact(so).open(g, threads=2, slots=1) as m:
        solo = generate(m, None, PROMPTS[1], _options(m.spec, 0))
    with Artifact(so).open(g, threads=2, slots=2) as m:
        engine = Engine(m, queue=2)
        seen: set[str] = set()

        def broken(_: object) -> None:
            seen.add(threading.current_thread().name)
            raise RuntimeError("the client's callback broke")

        def watch(_: object) -> None:
            seen.add(threading.current_thread().name)

        bad = engine.submit(PROMPTS[0], _options(m.spec, 0), on_step=broken)
        good = engine.submit(PROMPTS[1], _options(m.spec, 0), on_step=watch)
        with pytest.raises(RuntimeError, match="callback broke"):
            bad.wait(60)
        assert good.wait(60).canvas == solo.canvas
        stats = dict(engine.stats)
        engine.close()
    assert seen == {"dllmc-engine"}
    assert stats["failed"] == 1 and stats["completed"] == 1
    assert stats["steps"] >= 1 and stats["host_seconds"] > 0
