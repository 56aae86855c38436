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
from dllmc.runtime.executor.loader import Artifact
from dllmc.tests.test_converted_run import (
    _prompt_ids,
    generation_agrees,
    greedy_agrees,
    run_and_serve,
)

pytestmark = [pytest.mark.llamacpp, pytest.mark.slow]

LLADA_MOE = "llada-moe-7b-a1b-instruct"
RND1 = "rnd1-base"
CAUSAL = ("qwen3-30b-a3b", "olmoe-1b-7b")
NAMES = (LLADA_MOE, RND1, *CAUSAL)
GEN = 32


@pytest.mark.parametrize("name", NAMES)
def test_logits_are_llama_cpps(compiled_converted, llamacpp, name: str) -> None:
    from dllmc.bench.llamacpp import llama_logits

    g, so = compiled_converted(name)
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
def test_generation_is_llama_cpps(compiled_converted, llamacpp, name: str) -> None:
    g, so = compiled_converted(name)
    with Artifact(so).open(g, 2) as m:
        assert m.spec.hparams.shift_logits == (name == RND1)
    generation_agrees(g, so, name, llada_blocks=name == LLADA_MOE)


@pytest.mark.parametrize("name", CAUSAL)
def test_greedy_is_llama_cpps(compiled_converted, llamacpp, name: str) -> None:
    """One token per step from the K/V cache = llama.cpp's greedy decoding, or a near tie."""
    same, gen = greedy_agrees(*compiled_converted(name), 24)
    print(f"\n{name}: {same}/{gen} tokens equal llama.cpp's", file=sys.stderr)


def test_run_and_serve(compiled_converted, tmp_path: Path) -> None:
    """`dllmc serve` on an MoE model answers the openai client with `dllmc run`'s text."""
    run_and_serve(*compiled_converted(LLADA_MOE), tmp_path)
