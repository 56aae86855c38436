"""The Gemma 4 body (issue 33): files as llama.cpp's converter writes them
(bench/converted_models.py ``gemma4-dense`` and ``gemma4-moe``: ``Gemma4ForCausalLM`` checkpoints
shaped like Gemma 4 26B-A4B on three layers, two sliding-window and one global, the real
262,144-token vocabulary) against llama.cpp's ``gemma4`` forward.

What the body adds to the one lowering, beyond Gemma 3's:

- **layers of two shapes**: the sliding-window layers' heads of ``key_length_swa`` with
  ``head_count_kv`` K/V heads each (a per-layer array), the global layers' wider heads with
  fewer K/V heads and no ``attn_v`` (V is the K projection); each shape has its own values, and
  the K/V store holds every layer in the widest layer's rows (``KvWrite.ld``,
  ``Attention.kv_ld``);
- **proportional RoPE** on the global layers: llama.cpp rotates all of the head as NEOX pairs
  with ``rope_freqs`` dividing each pair's frequency (1e30: the pair stays), so the RoPE table is
  built with those factors; the sliding layers' table has their own base and width;
- unscaled attention scores (``Attention.scale`` 1), V heads RMS-normalized without a weight,
  each layer's output times ``layer_output_scale``;
- **expert layers beside the dense FFN** (26B-A4B): the router reads the attention's residual
  RMS-normalized, times ``ffn_gate_inp.scale`` / sqrt(n_embd); softmax over 128 experts, top 8,
  renormalised; each chosen expert's weight times its ``ffn_down_exps.scale``; gate and up in one
  stack (``ffn_gate_up_exps``, a ``Swiglu`` over the two halves of each row); the experts' sum
  and the dense FFN post-normed apart, added, post-normed again.

Bounds as the dense converted files' (tests/test_converted_run.py): per row, max error <= 0.08
of the row's logit range, median <= 0.04 (Q4_K_M: 8-bit activations on both sides, each rounded
its own way).  On the F16 originals dllmc is the float model to float32 rounding
(tests/test_reference_gemma.py).  Greedy
decoding with the K/V cache gives llama.cpp's tokens, or a first difference at a near tie.
"""

from __future__ import annotations

import sys

import numpy as np
import pytest

from dllmc.bench.compare_logits import row_errors
from dllmc.runtime.executor.loader import Artifact
from dllmc.tests.test_converted_run import _prompt_ids, greedy_agrees
from dllmc.tests.test_moe import departures_are_the_rounding

pytestmark = [pytest.mark.llamacpp, pytest.mark.slow]

DENSE, MOE = "gemma4-dense", "gemma4-moe"
WINDOW = 64  # the files' sliding window (and the canvas most tests compile)


@pytest.fixture(scope="module")
def gemma4(converted_gguf, tmp_path_factory: pytest.TempPathFactory):
    """(name, f16) -> (GGUF, model.so) of the Q4_K_M file or its F16 original (the
    converter's output), compiled at a canvas of the window."""
    from dllmc.compiler.pipeline import compile_model

    d = tmp_path_factory.mktemp("gemma4")
    done = {}

    def get(name: str, f16: bool = False):
        if (name, f16) not in done:
            g = converted_gguf(name)
            if f16:
                g = g.with_name(g.stem + "-f16.gguf")
            compile_model(g, d / f"{g.stem}.so", max_canvas=WINDOW)
            done[name, f16] = (g, d / f"{g.stem}.so")
        return done[name, f16]

    return get


def test_the_file_reads_as_gemma4(gemma4) -> None:
    g, so = gemma4(MOE)
    with Artifact(so).open(g, 2) as m:
        spec = m.spec
    hp = spec.hparams
    assert (spec.arch.name, hp.n_swa, hp.swa_layers, hp.final_logit_softcap) == \
        ("gemma4", WINDOW, (0, 1), 30.0)
    local, glob = hp.attention(0), hp.attention(2)
    assert (local.swa, local.head_dim, local.n_rot, local.rope_base, local.freq_factors) == \
        (True, 256, 256, 1e4, ())
    assert (glob.swa, glob.head_dim, glob.n_rot, glob.rope_base) == (False, 512, 512, 1e6)
    assert local.n_head_kv > glob.n_head_kv and hp.n_embd_kv == local.n_embd_kv
    # proportional RoPE: a quarter of the pairs turn, the rest carry 1e30
    factors = np.asarray(glob.freq_factors)
    assert factors.size == 256 and (factors[:64] == 1).all() and (factors[64:] > 1e29).all()
    assert spec.layers[2].attn_v is None and spec.layers[0].attn_v is not None
    ex = hp.experts
    assert ex is not None and (ex.n_expert, ex.n_used, ex.norm, ex.weight_scales) == \
        (128, 8, True, True)
    assert all(L.ffn_gate_up_exps is not None and L.ffn_gate is not None for L in spec.layers)


@pytest.mark.parametrize("name", [DENSE, MOE])
def test_logits_are_llama_cpps(gemma4, llamacpp, name: str) -> None:
    from dllmc.bench.llamacpp import llama_logits

    g, so = gemma4(name)
    _, ids = _prompt_ids(g)
    assert len(ids) <= WINDOW
    with Artifact(so).open(g, 2) as m:
        ours = m.forward(np.asarray(ids, np.int32))
    theirs = llama_logits(g, ids, causal=True)
    err = row_errors(ours, theirs)
    print(f"\n{name}: rel max vs llama.cpp {err.max():.3g} (median {np.median(err):.3g})",
          file=sys.stderr)
    assert np.median(err) <= 0.04, err
    departures_are_the_rounding(ours, theirs, err > 0.08, g, ids, True)


@pytest.mark.parametrize("name", [DENSE, MOE])
def test_greedy_is_llama_cpps(gemma4, llamacpp, name: str) -> None:
    """One token per step from the K/V cache (two row shapes in one store) = llama.cpp's
    greedy decoding, or a first difference at a near tie.  On the F16 files: random weights
    give flat rows, and 128 experts chosen from close router scores turn Q4_K_M's activation
    rounding into different experts within a few tokens."""
    g, so = gemma4(name, f16=True)
    greedy_agrees(g, so, min(24, WINDOW - len(_prompt_ids(g)[1])))


def test_past_the_window_is_llama_cpps(converted_gguf, llamacpp, tmp_path) -> None:
    """A canvas of 152 rows through the window of 64: the sliding layers' rows attend to the 64
    keys up to themselves (the runtime's default key starts), as llama.cpp's.  The F16 file
    (no weight rounding on either side: the differences are the fp16 GELU table's) within
    0.03 of the row's range; key starts moved by one key either way are 10x further off, so
    the bound sees the window's edge."""
    from dllmc.bench.llamacpp import llama_logits
    from dllmc.compiler.pipeline import compile_model
    from dllmc.runtime.executor.loader import SeqRows
    from dllmc.runtime.text.tokenizer import Tokenizer
    from dllmc.tests.texts import mixed_text

    q4 = converted_gguf(DENSE)
    g = q4.with_name(q4.stem + "-f16.gguf")
    so = tmp_path / "long.so"
    compile_model(g, so, max_canvas=160)
    ids = Tokenizer.from_gguf(g).encode(mixed_text(2000, seed=3))[:152]
    assert len(ids) == 152
    theirs = llama_logits(g, ids, causal=True)
    pos = np.arange(len(ids), dtype=np.int32)
    errors = {}
    with Artifact(so).open(g, 2, slots=1) as m:
        for window in (None, WINDOW - 1, WINDOW + 1):
            starts = None if window is None else np.maximum(pos + 1 - window, 0)
            ours = m.forward_batch([SeqRows(0, np.asarray(ids), pos, pos + 1, starts)], pos)
            errors[window] = row_errors(ours, theirs).max()
    print(f"\npast the window: rel max {errors}", file=sys.stderr)
    assert errors[None] <= 0.03
    assert min(errors[WINDOW - 1], errors[WINDOW + 1]) >= 10 * errors[None]
