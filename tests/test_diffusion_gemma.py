"""DiffusionGemma in dllmc (issue 33): the encoder and decoder passes of one compiled plan and
the block decoder (runtime/decoding/diffusion_gemma.py), step by step against transformers
5.23.0's own ``DiffusionGemmaForBlockDiffusion.generate`` on converter-written files.

Files: bench/diffusion_gemma_models.py writes tiny random checkpoints with transformers 5.23.0
and converts them with llama.cpp PR #24423's converter (vendored): ``dg-a`` (3 layers, sliding
window 4 below the canvas of 8, 4 experts top-2), ``dg-b`` (top-1, the dense FFN's output zero:
"without the shared FFN"), ``dg-c`` (7 layers in the 5:1 pattern, 8 experts top-3, three
canvases of 16), ``dg-peaky`` (sharp distributions: several positions accepted a step, early
stops).  The F32 files, so neither side rounds a weight.

The reference runs with the random draws injected (tests/diffusion_gemma/reference_harness.py:
dllmc's counter-based streams, the layout runtime/decoding/diffusion_gemma.py uses), recording
every step: its input canvas, the self-conditioning input, the raw logits, the decisions.

* **Logits** (teacher-forced: each step's canvas and self-conditioning logits as the reference
  had them, the kept canvases encoded as it encoded them): dllmc's decoder logits against the
  reference's, max |difference| over the row's logit range <= 1e-5 (float32 rounding of
  different summation orders; measured 0.6e-6 - 2.4e-6 over 107 steps), and the NumPy reference
  (tests/reference.py ``encode`` / ``decode``) the same.
* **Decisions** (teacher-forced): the sampler on dllmc's logits with the same draws makes the
  reference's decisions: sampled tokens, accepted positions, argmax, the next canvas, the stop.
  A decision may differ only where it is a near tie (its margin within 1e-4 of its scale);
  none did on these files.
* **Free running**: the whole generation from the same draws.  Self-conditioning feeds each
  step's logits into the next, and on these random models it amplifies a difference about
  fivefold a step (float32 noise of 1e-6 becomes 1e-3 in five steps), so two exact
  implementations part after a few steps unless the distributions are sharp: measured, the
  first 8 (dg-a), 9 (dg-b, dg-c) and all 15 (dg-peaky) steps agree, and dg-b and dg-peaky
  end with the same tokens; asserted, the first three steps, and the same tokens on those two.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

import numpy as np
import pytest

from dllmc.bench.compare_logits import row_errors
from dllmc.compiler.base.layouts import Pass
from dllmc.runtime.decoding import entropy_bound as eb
from dllmc.runtime.decoding.diffusion_gemma import (
    BlockDraws,
    DiffusionGemmaDecoder,
    knobs_from_gguf,
)
from dllmc.runtime.executor.loader import Artifact

pytestmark = [pytest.mark.slow]

NAMES = ("dg-a", "dg-b", "dg-c", "dg-peaky")
MAX_CANVAS = 64
SEED = 7
LOGIT_BOUND = 1e-5
TIE = 1e-4


def _prompt(vocab: int) -> list[int]:
    return [int(t) for t in np.random.default_rng(1).integers(3, vocab, 9)]


@pytest.fixture(scope="module")
def dg(tmp_path_factory: pytest.TempPathFactory):
    """name -> (F32 GGUF, model.so, recipe), compiled once."""
    from dllmc.bench.diffusion_gemma_models import diffusion_gemma_model, recipe
    from dllmc.compiler.pipeline import compile_model

    d = tmp_path_factory.mktemp("dg")
    done: dict[str, tuple[Path, Path, object]] = {}

    def get(name: str):
        if name not in done:
            g = diffusion_gemma_model(name).f32
            so = d / f"{name}.so"
            compile_model(g, so, max_canvas=MAX_CANVAS)
            done[name] = (g, so, recipe(name))
        return done[name]

    return get


@pytest.fixture(scope="module")
def reference(dg):
    """name -> (prompt, knobs, draws, the reference's generate trace), all four names' runs in
    one reference process."""
    from dllmc.tests.diffusion_gemma import reference_harness as H

    calls, meta = [], {}
    for name in NAMES:
        g, _, r = dg(name)
        knobs = knobs_from_gguf(g)
        prompt = _prompt(r.vocab_size)
        n_blocks = -(-r.knobs.max_new_tokens // r.canvas)
        draws = H.counter_draws(SEED, n_blocks, knobs.max_steps, r.canvas, r.vocab_size)
        calls.append(H.GenerateCall(name, prompt, r.knobs.max_new_tokens, knobs.max_steps, draws))
        meta[name] = (prompt, knobs, draws)
    results = dict(zip(NAMES, H.run(calls), strict=True))
    return {name: (*meta[name], results[name]) for name in NAMES}


def test_the_file_reads_as_diffusion_gemma(dg) -> None:
    g, so, r = dg("dg-a")
    with Artifact(so).open(g, 2) as m:
        spec, info = m.spec, m.artifact.info
    hp = spec.hparams
    assert (spec.arch.name, spec.arch.encoder_decoder, hp.canvas_length, hp.n_swa,
            hp.final_logit_softcap) == ("diffusion-gemma", True, 8, 4, 30.0)
    assert hp.swa_layers == (0, 1) and hp.experts is not None and hp.experts.n_used == 2
    assert spec.self_cond is not None
    for L in spec.layers:  # the two passes' scalars are both there, and differ
        assert L.layer_output_scale is not None and L.enc_layer_output_scale is not None
    assert info.max_canvas == MAX_CANVAS
    # the file's sampler knobs (generation_config.json through the converter)
    k = knobs_from_gguf(g)
    assert (k.max_steps, k.stability_threshold) == (r.knobs.max_denoising_steps,
                                                    r.knobs.stability_threshold)
    assert np.float32(k.entropy_bound) == np.float32(r.knobs.entropy_bound)


def test_the_plan_has_three_passes(dg) -> None:
    from dllmc.compiler.pipeline import plan_model

    g, _, _ = dg("dg-a")
    plan = plan_model(g, max_canvas=MAX_CANVAS).plan
    assert plan.n_passes == 3
    runs = {p: [s.name for s in plan.steps if s.passes & p.bit] for p in Pass}
    # the decoder's input: the soft embedding and its MLP only with the self-conditioning
    # logits, the input norm in both decoder passes; each pass its own layer scalars
    assert "self_cond.soft_embed" in runs[Pass.DECODE_SC]
    assert "self_cond.soft_embed" not in runs[Pass.DECODE] + runs[Pass.FORWARD]
    assert "x.norm" in runs[Pass.DECODE] and "x.norm" not in runs[Pass.FORWARD]
    assert "blk.0.enc_layer_output_scale" in runs[Pass.FORWARD]
    assert "blk.0.enc_layer_output_scale" not in runs[Pass.DECODE]
    assert "blk.0.layer_output_scale" in runs[Pass.DECODE]
    assert "blk.0.layer_output_scale" not in runs[Pass.FORWARD]
    assert "passes=decode_sc" in plan.describe()


def _teacher_forced(dg, reference, name: str):
    """Per reference step: (block, step, dllmc's logits, the NumPy reference's logits, the
    reference's raw logits), each pass fed what the reference's was."""
    from dllmc.tests.reference import KVStore, ReferenceModel

    g, so, r = dg(name)
    prompt, _, _, hf = reference[name]
    ref = ReferenceModel(g)
    store = KVStore.for_model(ref, MAX_CANVAS)
    ref.encode(prompt, 0, store)
    out = []
    with Artifact(so).open(g, 2, slots=1) as m:
        dec = DiffusionGemmaDecoder(m)
        dec.encode(prompt, 0)
        start, block, prev = len(prompt), 0, None
        for s in hf.steps:
            if s.block != block:  # the previous canvas was kept: encode it as the reference did
                kept = hf.sequences[start:start + r.canvas]
                dec.encode(kept, start)
                ref.encode(kept, start, store)
                start, block, prev = start + r.canvas, s.block, None
            assert (prev is None) == s.sc_none
            ours = dec.decode(s.canvas_in, start, prev)
            theirs = ref.decode(s.canvas_in, start, store, prev)
            out.append((s.block, s, ours, theirs))
            prev = s.processed
    return out


@pytest.mark.parametrize("name", NAMES)
def test_logits_are_transformers(dg, reference, name: str) -> None:
    trace = _teacher_forced(dg, reference, name)
    worst = max(row_errors(ours, s.raw_logits).max() for _, s, ours, _ in trace)
    worst_ref = max(row_errors(theirs, s.raw_logits).max() for _, s, _, theirs in trace)
    blocks = len({b for b, *_ in trace})
    print(f"\n{name}: {len(trace)} decoder steps in {blocks} canvases; rel max vs "
          f"transformers: dllmc {worst:.3g}, NumPy reference {worst_ref:.3g}", file=sys.stderr)
    assert worst <= LOGIT_BOUND and worst_ref <= LOGIT_BOUND
    assert any(s.sc_none for _, s, *_ in trace) and not all(s.sc_none for _, s, *_ in trace)


def _margins(raw: np.ndarray, step: eb.StepResult, exp_noise: np.ndarray,
             knobs: eb.EntropyBoundKnobs) -> dict[str, np.ndarray]:
    """How far each decision of a step is from going the other way, relative to its scale."""
    p = eb.softmax_f32(step.processed) / exp_noise
    top2 = np.sort(p, axis=1)[:, -2:]
    h = step.entropy.astype(np.float64)
    order = np.argsort(h, kind="stable")
    cum = np.cumsum(h[order])
    argmax2 = np.sort(step.processed, axis=1)[:, -2:]
    return {
        "sampled": (top2[:, 1] - top2[:, 0]) / top2[:, 1],
        "accepted": np.abs(cum - h[order] - knobs.entropy_bound) / max(knobs.entropy_bound, 1e-9),
        "argmax": (argmax2[:, 1] - argmax2[:, 0]) / np.ptp(raw, axis=1),
        "confident": np.array([abs(h.mean() - (knobs.confidence_threshold or 0.0))]),
    }


@pytest.mark.parametrize("name", NAMES)
def test_decisions_are_transformers(dg, reference, name: str) -> None:
    _, knobs, draws, _ = reference[name]
    trace = _teacher_forced(dg, reference, name)
    state, block, differ, near = eb.StopState(), 0, [], 0
    for k, (b, s, ours, _) in enumerate(trace):
        if b != block:
            state, block = eb.StopState(), b
        i = s.cur_step  # steps remaining: the k-th step of its canvas is N - cur_step
        j = knobs.max_steps - i
        mine = eb.denoise_step(ours, s.canvas_in, i, knobs, draws.exp_noise[b, j],
                               draws.renoise[b, j], state)
        state = mine.stop_state
        same = {"sampled": (mine.denoised == s.sampled).all(),
                "accepted": (mine.accepted_mask == s.accepted).all(),
                "argmax": (mine.argmax == s.argmax).all(),
                "canvas": (mine.canvas == s.canvas_out).all(),
                "finished": mine.stop == s.finished}
        if not all(same.values()):
            m = _margins(ours, mine, draws.exp_noise[b, j], knobs)
            near += 1
            differ.append((k, [w for w, ok in same.items() if not ok],
                           {w: float(v.min()) for w, v in m.items()}))
    print(f"\n{name}: {len(trace)} steps, decisions differ at {differ or 'none'}",
          file=sys.stderr)
    for _, _, margins in differ:  # only near ties may go the other way
        assert min(margins.values()) < TIE, differ
    assert near <= 1, differ


@pytest.mark.parametrize("name", NAMES)
def test_generation_follows_transformers(dg, reference, name: str) -> None:
    """The whole generation from the same draws, free running (see the module's docstring)."""
    g, so, r = dg(name)
    prompt, knobs, draws, hf = reference[name]

    def block_draws(b: int) -> BlockDraws:
        return BlockDraws(draws.initial[b], lambda k: eb.StepDraws(draws.exp_noise[b, k],
                                                                   draws.renoise[b, k]))

    with Artifact(so).open(g, 2, slots=1) as m:
        res = DiffusionGemmaDecoder(m).generate(
            prompt, knobs, max_new_tokens=r.knobs.max_new_tokens, eos_ids=[1], pad_id=0,
            draws=block_draws)
    ours = [s for block in res.blocks for s in block]
    agree = 0
    for a, b in zip(ours, hf.steps, strict=False):
        if not ((a.canvas == b.canvas_out).all() and (a.accepted_mask == b.accepted).all()
                and a.stop == b.finished):
            break
        agree += 1
    same_tokens = res.sequence == hf.sequences.tolist()
    print(f"\n{name}: the first {agree} of {len(hf.steps)} steps agree; same tokens: "
          f"{same_tokens}", file=sys.stderr)
    assert agree >= 3
    if name in ("dg-b", "dg-peaky"):
        assert same_tokens and len(ours) == len(hf.steps)
    # the decoder's own draws (dllmc's counter streams) are the harness's counter_draws
    with Artifact(so).open(g, 2, slots=1) as m:
        again = DiffusionGemmaDecoder(m).generate(
            prompt, knobs, max_new_tokens=r.knobs.max_new_tokens, eos_ids=[1], pad_id=0,
            seed=SEED)
    assert again.sequence == res.sequence


def test_sc_logits_are_checked(dg) -> None:
    g, so, r = dg("dg-a")
    from dllmc.compiler.base.errors import DllmcError
    from dllmc.runtime.executor.loader import SeqRows

    with Artifact(so).open(g, 2, slots=1) as m:
        dec = DiffusionGemmaDecoder(m)
        dec.encode([5, 6, 7], 0)
        canvas = np.arange(8)
        seq = SeqRows(0, canvas, np.arange(3, 11), np.full(8, 11), np.zeros(8))
        with pytest.raises(DllmcError, match="missing"):
            m.forward_batch([seq], pass_=Pass.DECODE_SC)
        with pytest.raises(DllmcError, match="not read"):
            m.forward_batch([seq], pass_=Pass.DECODE, sc_logits=np.zeros((8, r.vocab_size)))
        bad = np.zeros((8, r.vocab_size), np.float32)
        bad[3, 5] = np.nan
        with pytest.raises(DllmcError, match="row 3 are not finite"):
            m.forward_batch([seq], pass_=Pass.DECODE_SC, sc_logits=bad)
        with pytest.raises(ValueError, match="sc_logits must be"):
            m.forward_batch([seq], pass_=Pass.DECODE_SC, sc_logits=bad[:4])
        # and the model still runs
        assert np.isfinite(dec.decode(canvas, 3, None)).all()


# ----------------------------------------------------------------------------- as users run it


def test_run_prints_an_answer(dg, tmp_path) -> None:
    """``dllmc run`` on the converter-written file: the answer and its step line."""
    import os
    import subprocess

    g, _, _ = dg("dg-c")
    r = subprocess.run([sys.executable, "-m", "dllmc", "run", "-m", str(g), "--gen-length", "32",
                        "--max-canvas", "64", "hello world"], capture_output=True, text=True,
                       timeout=300, env={**os.environ, "DLLMC_CACHE": str(tmp_path)})
    assert r.returncode == 0, r.stderr
    # two canvases of 16: the prompt's encoder pass, each canvas's decoder steps, the first
    # canvas's encoder pass (the last one is not encoded: nothing follows it)
    m = re.search(r"-- (\d+) tokens, (\d+)/32 steps \((\d+) forward passes", r.stderr)
    assert m, r.stderr
    tokens, steps, passes = map(int, m.groups())
    assert tokens <= 32 and passes == steps + 2 and r.stdout.strip()


@pytest.fixture(scope="module")
def dg_server(dg, tmp_path_factory: pytest.TempPathFactory):
    """A live ``dllmc serve`` of dg-c (2 slots) on loopback: its base URL."""
    from dllmc.bench import live_server

    g, so, _ = dg("dg-c")
    log = tmp_path_factory.mktemp("dg-serve") / "server.log"
    proc, base = live_server.start(["-m", str(so), "--gguf", str(g), "--slots", "2",
                                    "--threads", "2", "--max-tokens", "32", "--name", "m"], log)
    yield base
    live_server.stop(proc)


def test_served_requests_are_the_solo_runs(dg_server) -> None:
    """Two requests at once (their encoder and decoder passes batched, each call one pass)
    give what each gives alone; the OpenAI client streams what it gets in one answer."""
    import concurrent.futures

    import openai

    client = openai.OpenAI(base_url=dg_server + "/v1", api_key="x", max_retries=0, timeout=120)

    def complete(seed: int) -> str:
        c = client.completions.create(model="m", prompt="hello world", max_tokens=32, seed=seed)
        return c.choices[0].text

    with concurrent.futures.ThreadPoolExecutor(2) as pool:
        texts = list(pool.map(complete, (3, 4)))
    assert texts == [complete(3), complete(4)]
    chunks = client.chat.completions.create(
        model="m", messages=[{"role": "user", "content": "hi"}], max_tokens=16, stream=True,
        seed=5)
    streamed = "".join(c.choices[0].delta.content or "" for c in chunks if c.choices)
    again = client.chat.completions.create(
        model="m", messages=[{"role": "user", "content": "hi"}], max_tokens=16, seed=5)
    assert streamed == again.choices[0].message.content


def test_page_shows_random_tokens_settling(dg_server, browser, tmp_path) -> None:
    """The served page in headless Chromium: every step's canvas arrives with every position a
    token (random until accepted, no masks), and the answer is the API's."""
    import os

    import openai
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait

    browser.get(dg_server + "/")
    tokens = browser.find_element(By.ID, "max_tokens")
    tokens.clear()
    tokens.send_keys("32")
    browser.find_element(By.ID, "prompt").send_keys("hello world")
    browser.find_element(By.ID, "send").click()
    status = browser.find_element(By.ID, "status")
    WebDriverWait(browser, 90).until(lambda _: status.get_attribute("data-done") == "1")
    seen = int(status.get_attribute("data-steps-seen"))
    cells = browser.find_elements(By.CSS_SELECTOR, "#canvas span")
    masked = browser.find_elements(By.CSS_SELECTOR, "#canvas span.masked")
    text = browser.find_elements(By.CSS_SELECTOR, ".turn.assistant")[-1].get_attribute(
        "textContent")
    shot = Path(os.environ.get("DLLMC_TEST_ARTIFACTS", tmp_path)) / "diffusiongemma-page.png"
    shot.parent.mkdir(parents=True, exist_ok=True)
    browser.save_screenshot(str(shot))
    client = openai.OpenAI(base_url=dg_server + "/v1", api_key="x", max_retries=0, timeout=120)
    want = client.chat.completions.create(
        model="m", messages=[{"role": "user", "content": "hello world"}], max_tokens=32)
    assert seen >= 2 and cells and not masked
    assert text == want.choices[0].message.content
