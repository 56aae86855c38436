"""The DiffusionGemma files and the transformers 5.23.0 reference harness, on their own.

``dllmc.bench.diffusion_gemma_models`` writes tiny DiffusionGemma checkpoints with
transformers 5.23.0 and converts them with llama.cpp PR #24423's converter (vendored);
tests/diffusion_gemma/reference_harness.py runs that transformers' own model and ``generate``
on them.  These tests check the two against docs/diffusiongemma-notes.md (sections 2-4): the
files' keys, tensors and shapes, the tensors equal to the checkpoint's, the encoder's and the
decoder's scalars differing; the harness's logits (shape, finite, softcap, not flat, the
cached K/V the notes describe, the decoder not writing the cache, self-conditioning acting)
and its ``generate`` with injected draws (deterministic, following the sampler's documented
rules step by step, agreeing with the logits path).  dllmc's own compiler is not involved.
"""

from __future__ import annotations

import hashlib
import json
import math
import re
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import numpy as np
import pytest

from dllmc.bench import diffusion_gemma_models as dgm

pytestmark = pytest.mark.slow

pytest.importorskip("torch")  # the harness's subprocess runs it (pyproject: .[test])
pytest.importorskip("safetensors")

from dllmc.tests.diffusion_gemma import reference_harness as ref  # noqa: E402

NAMES = dgm.NAMES
F32 = np.float32


# ------------------------------------------------------------------------ fixtures


@pytest.fixture(scope="module")
def files() -> dict[str, dgm.Files]:
    dgm.transformers_523()
    with ThreadPoolExecutor(max_workers=2) as pool:
        built = list(pool.map(dgm.diffusion_gemma_model, NAMES))
    return dict(zip(NAMES, built, strict=True))


@pytest.fixture(scope="module")
def summaries(files: dict[str, dgm.Files]) -> dict[tuple[str, str], dict[str, Any]]:
    paths = {(n, t): f.gguf(t) for n, f in files.items() for t in dgm.OUTTYPES}
    got = dgm.gguf_summary(list(paths.values()))
    return {k: got[str(p)] for k, p in paths.items()}


def _prompt(name: str, n: int, seed: int) -> list[int]:
    """<bos> then ``n - 1`` ordinary tokens (no specials)."""
    V = dgm.recipe(name).vocab_size
    rng = np.random.default_rng(seed)
    return [dgm.BOS, *rng.integers(len(dgm.SPECIALS), V, n - 1).tolist()]


def _canvas(name: str, seed: int) -> np.ndarray:
    r = dgm.recipe(name)
    return np.random.default_rng(seed).integers(0, r.vocab_size, r.canvas)


def _blocks(name: str) -> int:
    r = dgm.recipe(name)
    return math.ceil(r.knobs.max_new_tokens / r.canvas)


def _draws(name: str, seed: int) -> ref.Draws:
    r = dgm.recipe(name)
    return ref.counter_draws(seed, _blocks(name), r.knobs.max_denoising_steps, r.canvas,
                             r.vocab_size)


def _gen_call(name: str, seed: int) -> ref.GenerateCall:
    r = dgm.recipe(name)
    return ref.GenerateCall(name, _prompt(name, 7 + seed % 6, seed), r.knobs.max_new_tokens,
                            r.knobs.max_denoising_steps, _draws(name, seed))


@pytest.fixture(scope="module")
def reference(files: dict[str, dgm.Files]) -> dict[str, Any]:
    """One reference subprocess: per name a logits call (two canvases, the first repeated
    with self-conditioning logits; K/V), dg-a also over an appended canvas, and ``generate``
    twice with the same draws."""
    calls: list[ref.LogitsCall | ref.GenerateCall] = []
    index: dict[str, Any] = {}
    for i, n in enumerate(NAMES):
        r = dgm.recipe(n)
        c0, c1 = _canvas(n, 10 + i), _canvas(n, 20 + i)
        sc = np.random.default_rng(30 + i).normal(0, 2, (r.canvas, r.vocab_size)).astype(F32)
        index[n, "logits"] = len(calls)
        calls.append(ref.LogitsCall(n, _prompt(n, 10, i), [c0, c1, c0, c0], [None, None, None, sc],
                                    kv=True))
        index[n, "gen"] = len(calls)
        calls += [_gen_call(n, 40 + i), _gen_call(n, 40 + i)]
    index["appended"] = len(calls)
    calls.append(ref.LogitsCall("dg-a", _prompt("dg-a", 9, 7), [_canvas("dg-a", 8)],
                                appended=[_canvas("dg-a", 9)], kv=True))
    results = ref.run(calls)
    return {"calls": calls, "results": results, "index": index}


# ------------------------------------------------------------------------ the vendored files


def test_vendored_converter_is_as_fetched() -> None:
    readme = (dgm.VENDOR / "README.md").read_text()
    assert dgm.PR_COMMIT in readme and dgm.PR_REPOSITORY in readme and "MIT" in readme
    total = 0
    for f, digest in dgm.vendored_hashes().items():
        assert re.search(rf"\| `{re.escape(f)}` \| [\d,]+ \| `{digest}` \|", readme), f
        total += (dgm.VENDOR / f).stat().st_size
    assert (dgm.VENDOR / "LICENSE").read_text().startswith("MIT License")
    assert total < 3_000_000, total
    listed = set(re.findall(r"^\| `([^`]+)` \|", readme, re.M))
    assert listed == set(dgm.VENDORED_FILES)


# ------------------------------------------------------------------------ the files


@pytest.mark.parametrize("outtype", dgm.OUTTYPES)
@pytest.mark.parametrize("name", NAMES)
def test_keys_and_tensors(name: str, outtype: str,
                          summaries: dict[tuple[str, str], dict[str, Any]]) -> None:
    s = summaries[name, outtype]
    assert dgm.check_gguf(name, outtype, s) == []
    kv, tensors, r = s["kv"], s["tensors"], dgm.recipe(name)
    # the notes' headline items, spelled out
    assert kv["general.architecture"] == "diffusion-gemma"
    assert kv["diffusion.canvas_length"] == r.canvas
    assert kv["diffusion-gemma.final_logit_softcapping"] == 30.0
    assert kv["diffusion-gemma.attention.causal"] is False
    assert {k for k in kv if k.startswith("diffusion.eb_")} == {
        "diffusion.eb_max_steps", "diffusion.eb_t_min", "diffusion.eb_t_max",
        "diffusion.eb_entropy_bound", "diffusion.eb_stability_threshold",
        "diffusion.eb_confidence_threshold"}
    assert kv["diffusion.eb_max_steps"] == r.knobs.max_denoising_steps
    assert kv["diffusion.eb_confidence_threshold"] == float(F32(r.knobs.confidence_threshold))
    assert kv["tokenizer.ggml.model"] == "gemma4" and kv["tokenizer.ggml.merges"]
    types = r.resolved_layer_types()
    assert kv["diffusion-gemma.attention.head_count_kv"] == [
        r.n_kv_heads if t == dgm.SLIDING else r.global_kv_heads for t in types]
    for i, t in enumerate(types):
        assert (f"blk.{i}.attn_v.weight" in tensors) == (t == dgm.SLIDING)  # K = V when full
        enc = tensors[f"blk.{i}.enc_layer_output_scale.weight"]["values"]
        dec = tensors[f"blk.{i}.layer_output_scale.weight"]["values"]
        assert len(enc) == len(dec) == 1 and enc != dec
    assert "output.weight" not in tensors  # tied to token_embd
    assert not any("vision" in t or t.startswith("enc.") for t in tensors)


def test_recipes(summaries: dict[tuple[str, str], dict[str, Any]]) -> None:
    """What sets the recipes apart (notes section 4.1)."""
    kv = {n: summaries[n, "f32"]["kv"] for n in NAMES}
    a = "diffusion-gemma"
    assert kv["dg-a"][f"{a}.attention.sliding_window"] < kv["dg-a"]["diffusion.canvas_length"]
    assert kv["dg-b"][f"{a}.expert_used_count"] == 1
    assert kv["dg-c"][f"{a}.attention.sliding_window_pattern"] == [True] * 5 + [False] * 2
    assert kv["dg-c"][f"{a}.attention.head_count_kv"] == [2] * 5 + [1] * 2
    assert kv["dg-c"][f"{a}.expert_count"] == 8 and kv["dg-c"][f"{a}.expert_used_count"] == 3
    tokens = kv["dg-c"]["tokenizer.ggml.tokens"]
    assert all(f"<0x{b:02X}>" in tokens for b in range(256))
    assert not any(t.startswith("<0x") for t in kv["dg-a"]["tokenizer.ggml.tokens"])
    # dg-b: dg-a's weights, the dense down projection zero ("without shared FFN")
    ta, tb = (summaries[n, "f32"]["tensors"] for n in ("dg-a", "dg-b"))
    r = dgm.recipe("dg-b")
    zeros = hashlib.sha256(np.zeros(r.ffn * r.hidden, F32).tobytes()).hexdigest()
    for i in range(3):
        assert tb[f"blk.{i}.ffn_down.weight"]["sha256"] == zeros != ta[f"blk.{i}.ffn_down.weight"][
            "sha256"]
        assert tb[f"blk.{i}.ffn_gate.weight"]["sha256"] == ta[f"blk.{i}.ffn_gate.weight"]["sha256"]


@pytest.mark.parametrize("name", NAMES)
def test_tensors_are_the_checkpoints(name: str, files: dict[str, dgm.Files],
                                     summaries: dict[tuple[str, str], dict[str, Any]]) -> None:
    """The f32 file holds the checkpoint's values: the embedding (byte for byte), the final
    norm, and per layer both scalars, the router scale and the per-expert scale.  The
    checkpoint is in the hub's form (notes section 4.2)."""
    from safetensors.numpy import load_file

    ckpt = files[name].checkpoint
    w = load_file(str(ckpt / "model.safetensors"))
    t = summaries[name, "f32"]["tensors"]
    r = dgm.recipe(name)

    def sha(a: np.ndarray) -> str:
        return hashlib.sha256(np.ascontiguousarray(a, dtype=F32).tobytes()).hexdigest()

    assert t["token_embd.weight"]["sha256"] == sha(w["model.decoder.embed_tokens.weight"])
    assert t["output_norm.weight"]["values"] == w["model.decoder.norm.weight"].tolist()
    for i in range(r.n_layers):
        p = f"model.decoder.layers.{i}"
        assert t[f"blk.{i}.layer_output_scale.weight"]["values"] == w[
            f"{p}.layer_scalar"].tolist()
        assert t[f"blk.{i}.enc_layer_output_scale.weight"]["values"] == w[
            f"model.encoder.language_model.layers.{i}.layer_scalar"].tolist()
        assert t[f"blk.{i}.ffn_gate_inp.scale"]["values"] == w[f"{p}.router.scale"].tolist()
        assert t[f"blk.{i}.ffn_down_exps.scale"]["values"] == w[
            f"{p}.router.per_expert_scale"].tolist()
    # no 1-D parameter left at one
    for k, v in w.items():
        if v.ndim == 1 and "vision" not in k:
            assert not np.any(v == 1.0), k
    config = json.loads((ckpt / "config.json").read_text())
    text = config["text_config"]
    assert "per_layer_config" not in text and text["final_logit_softcapping"] == 30.0
    assert text["global_head_dim"] == r.global_head_dim
    assert text["num_global_key_value_heads"] == r.global_kv_heads
    assert config["canvas_length"] == r.canvas
    gen = json.loads((ckpt / "generation_config.json").read_text())
    assert gen["sampler_config"] == {"entropy_bound": r.knobs.entropy_bound,
                                     "_cls_name": "EntropyBoundSamplerConfig"}


# ------------------------------------------------------------------------ the harness: logits


def _entropy(x: np.ndarray) -> np.ndarray:
    z = x.astype(np.float64) - x.max(-1, keepdims=True)
    p = np.exp(z)
    p /= p.sum(-1, keepdims=True)
    return -(p * np.log(np.maximum(p, 1e-300))).sum(-1)


@pytest.mark.parametrize("name", NAMES)
def test_logits(name: str, reference: dict[str, Any]) -> None:
    res = reference["results"][reference["index"][name, "logits"]]
    call = reference["calls"][reference["index"][name, "logits"]]
    r = dgm.recipe(name)
    assert isinstance(res, ref.LogitsResult)
    P = len(call.prompt)
    assert res.encoded == P
    for x, pos in zip(res.logits, res.positions, strict=True):
        assert x.shape == (r.canvas, r.vocab_size) and x.dtype == F32
        assert np.isfinite(x).all() and np.abs(x).max() < dgm.SOFTCAP
        assert pos.tolist() == list(range(P, P + r.canvas))
    # not flat: entropies (T = 1) well below ln V, and the logits spread a few units
    h = _entropy(res.logits[0])
    assert h.mean() < 0.75 * math.log(r.vocab_size), h
    assert 1.0 < float(res.logits[0].std(-1).mean()) < dgm.SOFTCAP
    # the canvas decides the logits; the decoder reads the cache and never writes it
    assert not np.array_equal(res.logits[0], res.logits[1])
    assert np.array_equal(res.logits[0], res.logits[2])
    assert not np.allclose(res.logits[0], res.logits[3], atol=1e-3)  # self-conditioning acts
    # the encoder's cache: a sliding layer keeps the last W - 1 positions, a full one all
    assert res.kv is not None and res.kv_layers is not None and res.kv_positions is not None
    types = r.resolved_layer_types()
    assert res.kv_layers == ["sliding" if t == dgm.SLIDING else "full" for t in types]
    for (k, v), t, pos in zip(res.kv, types, res.kv_positions, strict=True):
        d, kv = (r.head_dim, r.n_kv_heads) if t == dgm.SLIDING else (r.global_head_dim,
                                                                     r.global_kv_heads)
        T = min(P, r.window - 1) if t == dgm.SLIDING else P
        assert k.shape == v.shape == (kv, T, d) and np.isfinite(k).all()
        assert pos.tolist() == list(range(P - T, P))
        if t != dgm.SLIDING:  # V is the raw K projection normed: not the roped, normed K
            assert not np.allclose(k, v)


def test_logits_after_an_appended_canvas(reference: dict[str, Any]) -> None:
    """dg-a (W = 4 < C = 8): the encoder over a canvas appended to the prompt, then the
    decoder after it; the sliding layers keep the appended canvas's last W - 1 positions."""
    res = reference["results"][reference["index"]["appended"]]
    call = reference["calls"][reference["index"]["appended"]]
    r = dgm.recipe("dg-a")
    L = len(call.prompt) + r.canvas
    assert res.encoded == L and res.positions[0].tolist() == list(range(L, L + r.canvas))
    assert np.isfinite(res.logits[0]).all()
    for (k, _), t, pos in zip(res.kv, r.resolved_layer_types(), res.kv_positions, strict=True):
        T = r.window - 1 if t == dgm.SLIDING else L
        assert k.shape[1] == T and pos.tolist() == list(range(L - T, L))


# ------------------------------------------------------------------------ the harness: generate


@pytest.mark.parametrize("name", NAMES)
def test_generate_is_deterministic(name: str, reference: dict[str, Any]) -> None:
    i = reference["index"][name, "gen"]
    a, b = reference["results"][i], reference["results"][i + 1]
    assert np.array_equal(a.sequences, b.sequences) and len(a.steps) == len(b.steps)
    for s, t in zip(a.steps, b.steps, strict=True):
        for f in ("canvas_in", "raw_logits", "processed", "sampled", "accepted", "argmax",
                  "canvas_out"):
            assert np.array_equal(getattr(s, f), getattr(t, f)), f
        assert (s.temperature, s.finished, s.block, s.cur_step) == (
            t.temperature, t.finished, t.block, t.cur_step)


def _temperature(cur_step: int, n: int, t_min: float, t_max: float) -> F32:
    """DGG:315 on an int32 ``cur_step`` (notes section 2.6): f32 ``cur_step / n``, the
    difference ``t_max - t_min`` rounded to f32, f32 product and sum."""
    return F32(F32(t_min) + F32(F32(t_max - t_min) * F32(F32(cur_step) / F32(n))))


@pytest.mark.parametrize("name", NAMES)
def test_generate_follows_the_sampler_rules(name: str, reference: dict[str, Any]) -> None:
    """Step by step (notes sections 2.5-2.7): the draws are taken where the harness says;
    the temperature schedule; ``processed = raw / T``; argmax; accepted positions keep their
    sampled tokens and the others take the re-noise draw; the accepted set is a prefix of the
    positions by entropy and holds the lowest; self-conditioning off exactly on a block's first
    step; a block ends with the step that finishes (stable and confident) or after N steps, and
    the sequence keeps that step's argmax."""
    i = reference["index"][name, "gen"]
    call, res = reference["calls"][i], reference["results"][i]
    r = dgm.recipe(name)
    k = r.knobs
    N, C = k.max_denoising_steps, r.canvas
    d = call.draws
    assert isinstance(res, ref.GenerateResult)
    P = len(call.prompt)
    assert res.sequences[:P].tolist() == list(call.prompt)
    n_blocks = (len(res.sequences) - P) // C
    assert len(res.sequences) == P + n_blocks * C and 1 <= n_blocks <= _blocks(name)
    assert res.used == {"initial": n_blocks, "renoise": len(res.steps),
                        "noise": len(res.steps)}
    by_block: dict[int, list[ref.Step]] = {}
    for s in res.steps:
        by_block.setdefault(s.block, []).append(s)
    assert sorted(by_block) == list(range(n_blocks))
    for b, steps in by_block.items():
        assert [s.cur_step for s in steps] == list(range(N, N - len(steps), -1))
        assert np.array_equal(steps[0].canvas_in, d.initial[b])
        assert [s.sc_none for s in steps] == [True] + [False] * (len(steps) - 1)
        assert [s.finished for s in steps[:-1]] == [False] * (len(steps) - 1)
        assert steps[-1].finished or len(steps) == N
        kept = steps[-1].argmax.copy()
        eos = np.flatnonzero(kept == dgm.EOS)
        if len(eos):  # the first EOS ends the sequence: pad after it (notes section 2.8)
            kept[eos[0] + 1:] = dgm.PAD
            assert b == n_blocks - 1
        assert np.array_equal(res.sequences[P + b * C:P + (b + 1) * C], kept)
        prev = None
        for j, s in enumerate(steps):
            T = _temperature(s.cur_step, N, k.t_min, k.t_max)
            assert F32(s.temperature) == T
            assert s.processed.tobytes() == (s.raw_logits / T).astype(F32).tobytes()
            assert np.array_equal(s.argmax, np.argmax(s.processed, axis=-1))
            acc = s.accepted
            assert acc.any()
            assert np.array_equal(s.canvas_out[acc], s.sampled[acc])  # kept: the sampled token
            assert np.array_equal(s.canvas_out[~acc], d.renoise[b, j][~acc])  # others re-noised
            h = _entropy(s.processed)
            assert h[acc].max() <= h[~acc].min() + 1e-5 if (~acc).any() else True
            assert h[acc].min() <= h.min() + 1e-6
            if j + 1 < len(steps):
                assert np.array_equal(steps[j + 1].canvas_in, s.canvas_out)
            if s.finished:  # stable (the last stability_threshold argmax canvases) and confident
                assert j >= k.stability_threshold
                assert all(np.array_equal(t.argmax, s.argmax)
                           for t in steps[j - k.stability_threshold:j])
                assert h.mean() < k.confidence_threshold + 1e-6
            prev = s
        assert prev is not None


def test_peaky_accepts_several_and_stops_early(reference: dict[str, Any]) -> None:
    res = reference["results"][reference["index"]["dg-peaky", "gen"]]
    N = dgm.recipe("dg-peaky").knobs.max_denoising_steps
    assert max(int(s.accepted.sum()) for s in res.steps) > 1
    assert any(s.finished and s.cur_step > 1 for s in res.steps)  # before the last step
    assert len(res.steps) < N * len({s.block for s in res.steps})


def test_generate_agrees_with_the_logits_path(reference: dict[str, Any]) -> None:
    """The logits call reproduces ``generate``'s own decoder passes bit for bit: a block's
    first two steps (the second with the first's processed logits as self-conditioning), and
    dg-c's second block after the first block's canvas is appended to the encoder."""
    calls: list[ref.LogitsCall] = []
    want: list[np.ndarray] = []
    for name in ("dg-a", "dg-c"):
        i = reference["index"][name, "gen"]
        call, res = reference["calls"][i], reference["results"][i]
        s0, s1 = res.steps[0], res.steps[1]
        calls.append(ref.LogitsCall(name, call.prompt, [s0.canvas_in, s1.canvas_in],
                                    [None, s0.processed]))
        want += [s0.raw_logits, s1.raw_logits]
        if name == "dg-c":
            C, P = dgm.recipe(name).canvas, len(call.prompt)
            first = next(s for s in res.steps if s.block == 1)
            calls.append(ref.LogitsCall(name, call.prompt, [first.canvas_in],
                                        appended=[res.sequences[P:P + C]]))
            want.append(first.raw_logits)
    got = [x for res in ref.run(calls) for x in res.logits]
    assert len(got) == len(want)
    for g, w in zip(got, want, strict=True):
        assert g.tobytes() == w.tobytes()
