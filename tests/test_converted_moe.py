"""dllmc on mixture-of-experts files as llama.cpp's converter writes them, against llama.cpp.

The files (bench/converted_models.py ``MOE_MODEL_NAMES``): the vendored ``convert_hf_to_gguf.py``
on synthetic checkpoints of LLaDA-MoE-7B-A1B-Instruct (``llada-moe``), RND1-Base (``rnd1``),
Qwen3-30B-A3B (causal ``qwen3moe``) and OLMoE-1B-7B (causal ``olmoe``) -- the real expert counts
and top-k (64 or 128 experts, 8 per token), 2 layers at hidden 256 -- quantized to Q4_K_M by
``llama-quantize``.

- **Logits**: a canvas of the chat prompt (and, for the diffusion models, mask tokens) through
  the compiled forward against ``llama-logits``, with the dense converted files' bounds (tests/
  test_converted_run.py: per row, max error <= 0.08 of the row's logit range, median <= 0.04).
- **Generation**: llada-moe (unshifted) with LLaDA's blocks at temperature 0 against llama.cpp's
  block schedule, top_k 1; rnd1 (shifted: its converter writes no ``diffusion.shift_logits``,
  which llama.cpp reads as true) with Dream's timestep schedule against llama.cpp's confidence
  algorithm; identical tokens or a divergence at a near tie, as the dense files.
- **Causal**: qwen3moe and olmoe decoded one token per step with the K/V cache against
  llama.cpp's greedy decoding.
- **Served**: ``dllmc serve`` answers the openai client on the llada-moe file.
"""

from __future__ import annotations

import sys
from pathlib import Path

import numpy as np
import pytest

from dllmc.bench.compare_logits import row_errors
from dllmc.runtime.decoding.generate import GenerateOptions, StepEvent, generate
from dllmc.runtime.executor.loader import Artifact
from dllmc.runtime.text.chat import chat_ids, conversation
from dllmc.runtime.text.tokenizer import Tokenizer

pytestmark = [pytest.mark.llamacpp, pytest.mark.slow]

LLADA_MOE = "llada-moe-7b-a1b-instruct"
RND1 = "rnd1-base"
CAUSAL = ("qwen3-30b-a3b", "olmoe-1b-7b")
NAMES = (LLADA_MOE, RND1, *CAUSAL)
PROMPT = "Write a Python function that reverses a string."
GEN = 32


@pytest.fixture(scope="module")
def compiled(converted_gguf, tmp_path_factory: pytest.TempPathFactory):
    """``compiled(name)`` -> (GGUF, model.so), compiled once per module (canvas 128)."""
    from dllmc.compiler.pipeline import compile_model

    d = tmp_path_factory.mktemp("converted-moe-so")
    done: dict[str, tuple[Path, Path]] = {}

    def get(name: str) -> tuple[Path, Path]:
        if name not in done:
            g = converted_gguf(name)
            compile_model(g, d / f"{name}.so", max_canvas=128)
            done[name] = (g, d / f"{name}.so")
        return done[name]

    return get


def _prompt_ids(g: Path) -> tuple[Tokenizer, list[int]]:
    """The chat-formatted prompt; OLMoE-1B-7B (a base model) has no template: the text."""
    tok = Tokenizer.from_gguf(g)
    if "olmoe" in g.name:
        return tok, list(tok.encode(PROMPT))
    return tok, chat_ids(tok, conversation(PROMPT))


@pytest.mark.parametrize("name", NAMES)
def test_logits_are_llama_cpps(compiled, llamacpp, name: str) -> None:
    from dllmc.bench.llamacpp import llama_logits

    g, so = compiled(name)
    tok, ids = _prompt_ids(g)
    causal = name in CAUSAL
    canvas = np.asarray(ids if causal else ids + [tok.special.mask] * GEN, np.int32)
    with Artifact(so).open(g, 2) as m:
        ex = m.spec.hparams.experts
        assert ex is not None and ex.n_used == 8 and ex.n_expert in (64, 128)
        assert m.spec.hparams.causal == causal
        ours = m.forward(canvas)
    llama = llama_logits(g, canvas.tolist(), causal=causal)
    err = row_errors(ours, llama)
    print(f"\n{name}: rel max vs llama.cpp {err.max():.3g} (median {np.median(err):.3g})",
          file=sys.stderr)
    assert err.max() <= 0.08 and np.median(err) <= 0.04, err


@pytest.mark.parametrize("name", [LLADA_MOE, RND1])
def test_generation_is_llama_cpps(compiled, llamacpp, name: str) -> None:
    from dllmc.bench.llamacpp_greedy import diffusion
    from dllmc.tests.reference import ReferenceModel
    from dllmc.tests.test_llamacpp_agreement import NEAR_TIE, _divergence

    g, so = compiled(name)
    tok, ids = _prompt_ids(g)
    gen = 24
    with Artifact(so).open(g, 2) as m:
        assert m.spec.hparams.shift_logits == (name == RND1)
        if name == LLADA_MOE:
            b = next(d for d in (8, 6, 4, 3, 2, 1) if len(ids) % d == 0)  # llama.cpp's blocks
            o = GenerateOptions(gen_length=gen, steps=gen // b, block_length=b,
                                alg="low_confidence", temperature=0.0, early_stop=False)
            theirs_kw = {"steps": (len(ids) + gen) // b, "block_length": b}
        else:
            o = GenerateOptions(gen_length=gen, steps=16, alg="maskgit_plus", top_k=1,
                                temperature=0.0, early_stop=False)
            theirs_kw = {"steps": 16, "eps": 1e-3}
        events: list[StepEvent] = []
        ours = generate(m, tok, ids, o, on_step=events.append).canvas
        theirs = diffusion(g, ids, canvas=len(ids) + gen, flash_attn=False, top_k=1,
                           algorithm="confidence", **theirs_kw)
        same = sum(x == y for x, y in zip(ours, theirs, strict=True))
        print(f"\n{name}: {same}/{gen} tokens equal llama.cpp's", file=sys.stderr)
        if ours != theirs:  # a numerics divergence: a near tie on both sides
            div = _divergence(m, g, ids, events, ours, theirs, ReferenceModel)
            assert 0 <= div["our_margin"] < NEAR_TIE, div
            assert abs(div["llamacpp_full_pass_margin"]) < NEAR_TIE, div


@pytest.mark.parametrize("name", CAUSAL)
def test_greedy_is_llama_cpps(compiled, llamacpp, name: str) -> None:
    """One token per step from the K/V cache = llama.cpp's greedy decoding, or a near tie."""
    from dllmc.bench.llamacpp_greedy import greedy

    g, so = compiled(name)
    tok, ids = _prompt_ids(g)
    gen = 24
    with Artifact(so).open(g, 2, slots=1) as m:
        o = GenerateOptions.for_model(m.spec, gen_length=gen, early_stop=False)
        assert (o.block_length, o.steps, o.temperature) == (1, gen, 0.0)
        ours = generate(m, tok, ids, o).canvas
        theirs = greedy(g, ids, gen)
        same = sum(a == b for a, b in zip(ours, theirs, strict=True))
        print(f"\n{name}: {same}/{gen} tokens equal llama.cpp's", file=sys.stderr)
        if ours != theirs:  # the first difference must be a near tie in both implementations
            j = next(i for i, (a, b) in enumerate(zip(ours, theirs, strict=True)) if a != b)
            row = m.forward(np.asarray(ids + ours[:j], np.int32))[-1]
            assert row[ours[j]] - row[theirs[j]] < 0.05 * (row.max() - row.min()), (j, ours, theirs)
            assert j >= 4, (j, ours, theirs)


def test_run_and_serve(compiled, tmp_path: Path) -> None:
    """`dllmc serve` on an MoE model answers the openai client with `dllmc run`'s text."""
    import json
    import subprocess

    import openai

    from dllmc.bench.live_server import start, stop

    g, so = compiled(LLADA_MOE)
    args = ["--gen-length", "16", "--steps", "8", "--block-length", "8", "--temperature", "0"]
    r = subprocess.run([sys.executable, "-m", "dllmc", "run", str(so), "--gguf", str(g), PROMPT,
                        "--json", *args], capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, r.stderr
    out = json.loads(r.stdout)
    assert len(out["tokens"]) == 16 and out["prompt_tokens"] > 10
    proc, base = start(["-m", str(so), "--gguf", str(g), "--threads", "2"], tmp_path / "serve.log")
    try:
        client = openai.OpenAI(base_url=base + "/v1", api_key="none", max_retries=0, timeout=120)
        chat = client.chat.completions.create(
            model=client.models.list().data[0].id, messages=[{"role": "user", "content": PROMPT}],
            max_tokens=16, temperature=0, extra_body={"steps": 8, "block_length": 8})
        assert chat.choices[0].message.content == out["text"]
    finally:
        stop(proc)
