"""LLaDA2.0-mini as llama.cpp's converter writes it (bench/converted_models.py ``LLADA2_NAMES``):
the real config on 1 dense + 2 expert layers at hidden 256 (256 experts, top 8 from 4 of 8
groups, sigmoid with a selection bias, x 2.5, a shared expert; fused QKV, RoPE on 64 of 128
dimensions), the real 157,184-token vocabulary, Q4_K_M by ``llama-quantize``; once as
``bailingmoe2`` (what the vendored converter writes for the checkpoint) and once relabeled
``llada2`` as llama.cpp PR #17454's converter writes it (the same tensors, byte for byte).

- **The body against llama.cpp**: the bailingmoe2 file's causal logits against
  ``llama-logits`` (the dense converted files' bounds, tests/test_converted_run.py: per row
  max error <= 0.08 of the row's logit range, median <= 0.04) and greedy decoding with the
  K/V cache against llama.cpp's (equal tokens, or a first difference at a near tie).
- **The two files are one model**: the llada2 file's rows with causal key ends give the
  bailingmoe2 file's logits bit for bit (the relabel changed nothing the forward reads).
- **llada2 as users run it**: read as block diffusion (LLaDA2.0's family, mask 156895, EOS
  156892, unshifted), ``dllmc run`` and ``dllmc serve`` give the same answer.
"""

from __future__ import annotations

import sys
from pathlib import Path

import numpy as np
import pytest

from dllmc.bench.compare_logits import row_errors
from dllmc.runtime.decoding.generate import GenerateOptions
from dllmc.runtime.executor.loader import Artifact, SeqRows
from dllmc.tests.test_converted_run import _prompt_ids, greedy_agrees, run_and_serve

pytestmark = [pytest.mark.llamacpp, pytest.mark.slow]

BAILING, LLADA2 = "llada2-mini-bailingmoe2", "llada2-mini"


def test_body_logits_are_llama_cpps(compiled_converted, llamacpp) -> None:
    from dllmc.bench.llamacpp import llama_logits

    g, so = compiled_converted(BAILING)
    _, ids = _prompt_ids(g)
    with Artifact(so).open(g, 2) as m:
        hp = m.spec.hparams
        assert (m.spec.arch.name, hp.causal, hp.n_rot, hp.head_dim) == ("bailingmoe2", True, 64, 128)
        ex = hp.experts
        assert ex is not None and (ex.n_expert, ex.n_used, ex.n_group, ex.n_group_used) == \
            (256, 8, 8, 4)
        assert (ex.gating.name, ex.scale, ex.norm, ex.n_shared, ex.n_dense_lead) == \
            ("SIGMOID", 2.5, True, 1, 1)
        assert m.spec.layers[1].attn_q.part_of == "blk.1.attn_qkv.weight"
        ours = m.forward(np.asarray(ids, np.int32))
    theirs = llama_logits(g, ids, causal=True)
    err = row_errors(ours, theirs)
    print(f"\nbailingmoe2: rel max vs llama.cpp {err.max():.3g} (median {np.median(err):.3g})",
          file=sys.stderr)
    assert err.max() <= 0.08 and np.median(err) <= 0.04, err


def test_greedy_is_llama_cpps(compiled_converted, llamacpp) -> None:
    """One token per step from the K/V cache = llama.cpp's greedy decoding, or a near tie."""
    greedy_agrees(*compiled_converted(BAILING), 24)


def test_the_relabeled_file_is_the_same_model(compiled_converted) -> None:
    g2, so2 = compiled_converted(LLADA2)
    gb, sob = compiled_converted(BAILING)
    _, ids = _prompt_ids(gb)
    canvas = np.asarray(ids, np.int32)
    pos = np.arange(len(canvas), dtype=np.int32)
    with Artifact(sob).open(gb, 2) as m:
        causal = m.forward(canvas)
    with Artifact(so2).open(g2, 2, slots=1) as m:
        spec = m.spec
        assert (spec.arch.name, spec.hparams.causal, spec.hparams.shift_logits) == \
            ("llada2", False, False)
        assert (spec.tokenizer.mask_id, spec.tokenizer.eos_id) == (156895, 156892)
        o = GenerateOptions.for_model(spec)
        assert (o.decoder, o.block_length, o.threshold, o.edit_threshold) == \
            ("block", 32, 0.95, None)  # general.name "LLaDA2.0 Mini": LLaDA2.0's card
        rows = m.forward_batch([SeqRows(0, canvas, pos, pos + 1)], pos)
    assert np.array_equal(rows, causal)


def test_run_and_serve(compiled_converted, tmp_path: Path) -> None:
    """`dllmc serve` on the llada2 file answers the openai client with `dllmc run`'s text."""
    run_and_serve(*compiled_converted(LLADA2), tmp_path)
