"""LLaDA2.x block diffusion (runtime/decoding/block.py) against its authors' own code.

The references (tests/llada2/, run by tests/llada2_reference.py under torch): dFactory's
``generate`` for LLaDA2.0 (threshold commits, the step quota, stop after a block with EOS) and
SGLang 0.5.23's ``LowConfidence`` and ``JointThreshold`` (LLaDA2.1's token editing), each fed
logits of dllmc's compiled forward of the same model: the whole canvas up to the block's end,
every row attending to its block's end (block-causal), recomputed from scratch at each call --
no cache on their side.  dllmc's decoder runs its own passes, the block's rows only against the
slot's finished blocks.  That those rows equal a full recomputation bit for bit is
tests/test_moe.py's ``test_llada2_block_steps_on_the_store_are_the_full_pass``, so both sides
decide on identical logits, and must decide identically: the canvas after every step, the
edits, the answer, and the forward passes.

Forward passes.  dFactory runs one a step, as dllmc does.  SGLang runs one more a block where
dllmc does not need it: a block's K/V are stored by the forward that sees its final tokens, so
LowConfidence reports a block done on the forward after its last commit, and JointThreshold
ends a block on a step that changes nothing (when the edit budget runs out it runs that step's
forward and drops its edits); and one forward per block that is all prompt.  dllmc writes the
finished block's K/V in the next block's first call instead (its rows computed beside the new
block's), skips the dropped step, and computes the prompt's blocks in the first call.  So
``sglang forwards == dllmc forwards + blocks whose last dllmc step changed something + prompt
blocks``, and its extra steps leave the canvas as it was.

The model is the factory's tiny llada2 (tests/factory.py: LLaDA2.0-mini's body on 16 experts,
vocabulary 1024), Q4_K_M; blocks of 8 and 16 over gen lengths of 16-40 so that prompts are
not block-aligned, blocks end mid-generation and thresholds bind both ways.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import numpy as np
import pytest

from dllmc.runtime.decoding.generate import GenerateOptions, StepEvent, generate
from dllmc.runtime.executor.loader import Artifact, SeqRows
from dllmc.tests import factory as F

pytest.importorskip("torch")
from dllmc.tests import llada2_reference as R

CANVAS = 96


@pytest.fixture(scope="module")
def llada2(tmp_path_factory: pytest.TempPathFactory):
    """(model with one slot, logits_of for the references, eos id, mask id)."""
    from dllmc.compiler.pipeline import compile_model

    d = tmp_path_factory.mktemp("llada2")
    g = F.write_model(d / "llada2.gguf", F.tiny("llada2"), types="Q4_K_M", seed=32)
    so = d / "llada2.so"
    compile_model(g, so, max_canvas=CANVAS)
    with Artifact(so).open(g, 2, slots=1) as m:
        yield m, m.spec.tokenizer.eos_id, m.spec.tokenizer.mask_id


def _logits_of(model) -> Callable[[np.ndarray, np.ndarray], np.ndarray]:
    """The references' model: every row of the canvas, recomputed in the scratch slot."""
    def logits_of(ids: np.ndarray, key_end: np.ndarray) -> np.ndarray:
        pos = np.arange(len(ids), dtype=np.int32)
        return model.forward_batch([SeqRows(-1, ids, pos, key_end)], pos)
    return logits_of


def _ours(model, prompt: list[int], **knobs) -> tuple[object, list[np.ndarray], list[list[int]],
                                                     list[StepEvent]]:
    events: list[StepEvent] = []
    o = GenerateOptions.for_model(model.spec, **knobs)
    assert o.decoder == "block"
    r = generate(model, None, prompt, o, on_step=events.append)
    P = len(prompt)
    canvases = [np.concatenate([prompt, e.canvas]) for e in events]
    edits = [sorted((e.edited + P).tolist()) for e in events]
    return r, canvases, edits, events


def _distinct(canvases: list[np.ndarray]) -> list[np.ndarray]:
    out: list[np.ndarray] = []
    for c in canvases:
        if not out or not np.array_equal(out[-1], c):
            out.append(np.asarray(c))
    return out


def _prompt(n: int, seed: int) -> list[int]:
    return np.random.default_rng(seed).integers(0, 960, n).tolist()


@pytest.mark.parametrize("threshold", [0.95, 0.5, 0.2])
@pytest.mark.parametrize("block,gen,steps,P", [
    (16, 32, 16, 11),  # two blocks and the prompt's tail in the first
    (8, 20, 8, 13),  # a prompt block before the first denoised one; the last block past gen
    (16, 16, 16, 5),  # one block, steps shrunk to the gen length
    (8, 24, 4, 8),  # a block-aligned prompt; two commits a step
])
def test_llada2_0_decisions_are_dfactorys(llada2, threshold, block, gen, steps, P) -> None:
    model, eos, mask = llada2
    prompt = _prompt(P, P + gen)
    theirs = R.dfactory_generate(_logits_of(model), prompt, gen_length=gen, block_length=block,
                                 steps=steps, threshold=threshold, eos_id=eos, mask_id=mask)
    r, canvases, _, _ = _ours(model, prompt, gen_length=gen, block_length=block, steps=steps,
                              threshold=threshold)
    assert len(canvases) == len(theirs.canvases) == r.forward_passes == theirs.forwards
    for i, (a, b) in enumerate(zip(canvases, theirs.canvases, strict=True)):
        assert np.array_equal(a, b), f"step {i}"
    final = theirs.final.tolist()
    cut = final[:final.index(eos)] if eos in final else final
    assert r.tokens == cut
    assert r.blocks == -(-(P + gen) // block) - P // block


@pytest.mark.parametrize("algorithm,knobs", [
    ("low_confidence", dict(threshold=0.5)),
    ("joint_threshold", dict(threshold=0.7, edit_threshold=0.5, max_post_steps=16)),  # quality
    ("joint_threshold", dict(threshold=0.5, edit_threshold=0.0, max_post_steps=16)),  # speed
    ("joint_threshold", dict(threshold=0.5, edit_threshold=0.0, max_post_steps=1)),  # budget
], ids=["low-confidence", "quality", "speed", "budget"])
@pytest.mark.parametrize("block,gen,P", [(16, 32, 11), (8, 24, 13)])
def test_llada2_decisions_are_sglangs(llada2, algorithm, knobs, block, gen, P) -> None:
    model, eos, mask = llada2
    prompt = _prompt(P, P * gen)
    theirs = R.sglang_generate(algorithm, _logits_of(model), prompt, gen_length=gen,
                               block_length=block, eos_id=eos, mask_id=mask, **knobs)
    r, canvases, edits, events = _ours(model, prompt, gen_length=gen, block_length=block,
                                       steps=block, **knobs)
    assert [np.asarray(c).tolist() for c in _distinct(canvases)] == \
        [c.tolist() for c in _distinct(theirs.canvases)]
    assert [e for e in edits if e] == [e for e in theirs.edits if e]
    final = theirs.final.tolist()
    assert r.tokens == (final[:final.index(eos)] if eos in final else final)
    # the forwards dllmc saves (module doc)
    last_changed = 0
    for b in sorted({e.block for e in events}):
        last = [e for e in events if e.block == b][-1]
        last_changed += bool(len(last.committed) or len(last.edited))
    assert theirs.forwards == r.forward_passes + last_changed + P // block
    if algorithm == "joint_threshold":
        assert r.edits == sum(len(e) for e in edits)


def test_block_steps_compute_the_block_only(llada2) -> None:
    """The exact prefix cache at work: after the first call (the prompt's blocks and the first
    block), a step computes its block's rows, plus the finished block's once."""
    model, _, _ = llada2
    P, gen, block = 21, 40, 8
    r, _, _, events = _ours(model, _prompt(P, 3), gen_length=gen, block_length=block, steps=8,
                            threshold=0.5)
    blocks = len({e.block for e in events})
    first = (P // block + 1) * block
    # every forward computes its block; the first also the prompt's blocks, each later
    # block's first one the block before it
    assert r.rows_computed == r.forward_passes * block + (first - block) + (blocks - 1) * block
    assert r.rows_computed < r.forward_passes * (P + gen) // 2


def test_block_options_are_checked(llada2) -> None:
    from dllmc.compiler.base.errors import DllmcError

    model, _, _ = llada2
    spec = model.spec
    o = GenerateOptions.for_model(spec)
    assert (o.decoder, o.block_length, o.steps, o.threshold, o.edit_threshold) == \
        ("block", 32, 32, 0.95, None)  # LLaDA2.0's card (the tiny file is not named 2.1)
    short = GenerateOptions.for_model(spec, block_length=16)  # the card's 32 steps: 16
    assert (short.block_length, short.steps) == (16, 16) and short.notes
    for bad, match in ((dict(steps=33), "steps per block"), (dict(cache="dual"), "--cache"),
                       (dict(threshold=1.5), "threshold"), (dict(mode="speed"), "not"),
                       (dict(edit_threshold=-1.0), "edit threshold"),
                       (dict(edit_threshold=0.5, temperature=0.7), "greedy")):
        with pytest.raises(DllmcError, match=match):
            GenerateOptions.for_model(spec, **bad)
    # options built for another kind of model are refused, not run on the wrong canvas
    from dllmc.runtime.decoding.generate import open_decoder

    canvas_options = GenerateOptions(gen_length=16, steps=16)
    with pytest.raises(DllmcError, match="does not decode a llada2 model"):
        open_decoder(model, None, [1, 2, 3], canvas_options)


def test_a_block_model_needs_a_slot(llada2, tmp_path: Path) -> None:
    from dllmc.compiler.base.errors import DllmcError

    model, _, _ = llada2
    so, g = model.artifact.path, model.spec.path
    with Artifact(so).open(g, 1) as bare, pytest.raises(DllmcError, match="slot"):
        generate(bare, None, [1, 2, 3], GenerateOptions.for_model(bare.spec))


@pytest.mark.parametrize("editing", [False, True])
def test_generation_ends_after_the_block_with_eos(llada2, editing: bool) -> None:
    """The random model never writes its EOS, so both sides are told that a token it does
    write ends the answer (the references take ``eos_id``; the decoder's end ids are set
    before its first block ends): they stop after the block that holds it and cut before it."""
    from dllmc.runtime.decoding.block import BlockDecoder
    from dllmc.runtime.decoding.generate import run_pass

    model, _, mask = llada2
    P, gen, block = 11, 48, 8
    prompt = _prompt(P, 7)
    knobs = dict(threshold=0.5, edit_threshold=0.5, max_post_steps=2) if editing else \
        dict(threshold=0.5)
    o = GenerateOptions.for_model(model.spec, gen_length=gen, block_length=block, steps=block,
                                  **knobs)
    full = generate(model, None, prompt, o)
    end = full.canvas[2 * block]  # a token of the third generated block
    d = BlockDecoder(model, None, prompt, o)
    d.end_ids = {end}
    while (p := d.wanted()) is not None:
        d.advance(run_pass(model, p))
    r = d.result
    first = full.canvas.index(end)
    assert r.stop_reason == "eos" and r.tokens == full.canvas[:first]
    assert r.blocks < full.blocks
    if editing:
        theirs = R.sglang_generate("joint_threshold", _logits_of(model), prompt, gen_length=gen,
                                   block_length=block, eos_id=end, mask_id=mask, **knobs)
    else:
        theirs = R.dfactory_generate(_logits_of(model), prompt, gen_length=gen,
                                     block_length=block, steps=block, eos_id=end, mask_id=mask,
                                     threshold=0.5)
    final = theirs.final.tolist()
    assert final[:final.index(end)] == r.tokens


def test_run_and_serve_a_block_model(llada2, tmp_path: Path) -> None:
    """`dllmc run --json` reports blocks and edits; `dllmc serve` answers the openai client
    the same text for the same request (LLaDA2.1's speed mode, a short edit budget)."""
    import json
    import subprocess
    import sys

    import openai

    from dllmc.bench.live_server import start, stop

    model, _, _ = llada2
    so, g = model.artifact.path, model.spec.path
    knobs = ["--gen-length", "24", "--threshold", "0.5", "--edit-threshold", "0",
             "--max-post-steps", "2"]
    r = subprocess.run([sys.executable, "-m", "dllmc", "run", str(so), "--gguf", str(g),
                        "Write a haiku.", "--json", *knobs], capture_output=True, text=True,
                       timeout=300)
    assert r.returncode == 0, r.stderr
    out = json.loads(r.stdout)
    assert out["blocks"] >= 1 and out["edits"] >= 0 and out["threshold"] == 0.5
    assert out["forward_passes"] == out["steps_run"] and out["text"]
    proc, base = start(["-m", str(so), "--gguf", str(g), "--threads", "2"], tmp_path / "serve.log")
    try:
        client = openai.OpenAI(base_url=base + "/v1", api_key="none", max_retries=0, timeout=120)
        served = client.models.list().data[0].id
        chat = client.chat.completions.create(
            model=served,
            messages=[{"role": "user", "content": "Write a haiku."}], max_tokens=24,
            extra_body={"threshold": 0.5, "edit_threshold": 0.0, "max_post_steps": 2})
        assert chat.choices[0].message.content == out["text"]
        with pytest.raises(openai.BadRequestError, match="steps per block"):
            client.chat.completions.create(
                model=served, messages=[{"role": "user", "content": "hi"}], max_tokens=8,
                extra_body={"steps": 64})
        # whole blocks must fit the canvas (96): a 40-token answer in blocks of 64 would take
        # 128 positions, so it is capped at the room the prompt leaves in one block (as any
        # max_tokens past the room), and a prompt that leaves no whole block is refused
        short = client.chat.completions.create(
            model=served, messages=[{"role": "user", "content": "hi"}], max_tokens=40,
            extra_body={"block_length": 64, "steps": 64})
        u = short.usage
        assert u.prompt_tokens + 40 > 64 and u.prompt_tokens + u.completion_tokens <= 64, u
        with pytest.raises(openai.BadRequestError, match="leaves no whole block of 64"):
            client.chat.completions.create(
                model=served, messages=[{"role": "user", "content": "hi " * 22}], max_tokens=8,
                extra_body={"block_length": 64, "steps": 8})
        # the page's stream: each step's canvas event says what it committed and edited
        events = _canvas_events(base, served, {"threshold": 0.5, "edit_threshold": 0.0,
                                               "max_post_steps": 2})
        assert events and all({"committed", "edited"} <= set(e) for e in events)
        assert sum(len(e["edited"]) for e in events) == out["edits"] > 0  # `dllmc run`'s
    finally:
        stop(proc)


def _canvas_events(base: str, model: str, extra: dict) -> list[dict]:
    """The canvas events of a streamed chat request (``dllmc_canvas``), as the page reads them."""
    import json
    import urllib.request

    body = {"model": model, "messages": [{"role": "user", "content": "Write a haiku."}],
            "max_tokens": 24, "stream": True, "dllmc_canvas": True, **extra}
    req = urllib.request.Request(base + "/v1/chat/completions", json.dumps(body).encode(),
                                 {"Content-Type": "application/json"})
    events, kind = [], None
    with urllib.request.urlopen(req, timeout=120) as r:
        for raw in r:
            line = raw.decode().rstrip("\n")
            if line.startswith("event:"):
                kind = line.split(":", 1)[1].strip()
            elif line.startswith("data:") and kind == "canvas":
                events.append(json.loads(line[5:]))
                kind = None
    return events


def test_llada2_1_is_detected_by_name(tmp_path: Path) -> None:
    """A file named LLaDA2.1 gets LLaDA2.1's card (quality mode: threshold 0.7, editing above
    0.5, 16 post steps); `bailingmoe2` with llama.cpp's diffusion keys reads as llada2."""
    from dllmc.compiler.base.errors import DllmcError
    from dllmc.compiler.base.reader import read_gguf
    from dllmc.runtime.decoding.family import detect_family

    g = F.write_model(tmp_path / "l21.gguf", F.tiny("llada2", name="LLaDA2.1-mini"),
                      types="F32")
    spec = read_gguf(g)
    assert detect_family(spec)[0].name == "LLaDA2.1"
    o = GenerateOptions.for_model(spec)
    assert (o.threshold, o.edit_threshold, o.max_post_steps) == (0.7, 0.5, 16)
    q = GenerateOptions.for_model(spec, mode="speed")
    assert (q.threshold, q.edit_threshold) == (0.5, 0.0)
    assert GenerateOptions.for_model(spec, mode="quality", threshold=0.8).threshold == 0.8
    with pytest.raises(DllmcError, match="unknown mode"):
        GenerateOptions.for_model(spec, mode="fast")
    twin = F.write_model(tmp_path / "b.gguf", F.tiny("bailingmoe2", shift_logits=False, mask_token_id=1015),
                         types="F32")
    assert read_gguf(twin).arch.name == "llada2"
    assert read_gguf(F.write_model(tmp_path / "c.gguf", F.tiny("bailingmoe2"),
                                   types="F32")).arch.name == "bailingmoe2"


def test_a_block_that_never_settles_still_ends(llada2) -> None:
    """Logits that keep choosing the mask id at one position (a commit that leaves it masked)
    and flip another committed token every step: with editing, the block still ends after
    SGLang's cap (block + post-edit budget + 1 steps), the next block goes on."""
    from dllmc.runtime.decoding.block import BlockDecoder

    model, _, mask = llada2
    o = GenerateOptions.for_model(model.spec, gen_length=16, block_length=8, steps=8,
                                  threshold=0.5, edit_threshold=0.0, max_post_steps=2)
    d = BlockDecoder(model, None, [1, 2, 3, 4, 5, 6, 7, 8], o)  # one prompt block
    V, steps = model.spec.hparams.n_vocab, 0
    while (p := d.wanted()) is not None:
        rows = len(p.rows)
        logits = np.zeros((rows, V), np.float32)
        logits[:, 10 + steps % 2] = 5.0  # every looked-at position: 10 or 11, flipping
        logits[0, :] = 0.0
        logits[0, mask] = 9.0  # the block's first position keeps predicting the mask
        d.advance(logits)
        steps += 1
        assert steps < 100
    assert d.result is not None and d.result.blocks == 2
    assert steps == 2 * (8 + 2 + 1)  # each block: the cap
