"""The Gemma 3 body (issue 33's first body): the real Gemma 3 270M (Q4_K_M mix from PyPI:
bench/real_models.py ``gemma3-270m``) against llama.cpp's ``gemma3`` forward.

What the body adds to the one lowering: the embedding scaled by sqrt(n_embd) (a ``Scale``
kernel, ggml_scale's float product), RMS norms of the attention's and the FFN's outputs before
their residual adds (``post_attention_norm``, ``post_ffw_norm``), GEGLU (``Swiglu`` with
``act="gelu_tanh"``), per-head Q/K norms, and five of every six layers sliding-window with their
own RoPE base (10,000 by default; the global layers use ``rope.freq_base``, 1e6 here: a second
RoPE table).  The window (512 keys) is computed only up to a canvas of its size, where it is the
whole causal prefix; a longer canvas is refused at compile time with that fix.

Bounds as the real dense files' (tests/test_compile_real.py): per row, max error <= 0.08 of the
row's logit range and median <= 0.04, and the top token the same on every row (llama.cpp's CPU
GELU reads an fp16 table, dllmc computes the tanh form in float32: measured 0.031 / 0.022).
Greedy decoding with the K/V cache gives llama.cpp's tokens.
"""

from __future__ import annotations

import sys

import numpy as np
import pytest

from dllmc.bench.compare_logits import row_errors
from dllmc.runtime.decoding.generate import GenerateOptions, generate
from dllmc.runtime.executor.loader import Artifact

pytestmark = [pytest.mark.realmodel, pytest.mark.llamacpp, pytest.mark.slow]

PROMPT = "The capital of France is Paris. The capital of Germany is"


@pytest.fixture(scope="module")
def gemma3(real_gguf, tmp_path_factory: pytest.TempPathFactory):
    """(GGUF, model.so, tokenizer, prompt ids) of Gemma 3 270M, compiled at a canvas of 256."""
    from dllmc.compiler.pipeline import compile_model
    from dllmc.runtime.text.tokenizer import Tokenizer

    g = real_gguf("gemma3-270m")
    so = tmp_path_factory.mktemp("gemma3") / "gemma3.so"
    compile_model(g, so, max_canvas=256)
    tok = Tokenizer.from_gguf(g)
    return g, so, tok, tok.encode(PROMPT)


def test_logits_are_llama_cpps(gemma3, llamacpp) -> None:
    from dllmc.bench.llamacpp import llama_logits

    g, so, _, ids = gemma3
    with Artifact(so).open(g, 2) as m:
        hp = m.spec.hparams
        assert (m.spec.arch.name, hp.n_swa, hp.swa_layers[:6]) == ("gemma3", 512,
                                                                   (0, 1, 2, 3, 4, 6))
        assert (hp.rope_freq_base, hp.rope_freq_base_swa) == (1e6, 1e4)
        ours = m.forward(np.asarray(ids, np.int32))
    theirs = llama_logits(g, ids, causal=True)
    err = row_errors(ours, theirs)
    print(f"\ngemma3-270m: rel max vs llama.cpp {err.max():.3g} (median {np.median(err):.3g})",
          file=sys.stderr)
    assert err.max() <= 0.08 and np.median(err) <= 0.04, err
    assert (ours.argmax(1) == theirs.argmax(1)).all()


def test_greedy_is_llama_cpps(gemma3, llamacpp) -> None:
    from dllmc.bench.llamacpp_greedy import greedy

    g, so, tok, ids = gemma3
    gen = 32
    with Artifact(so).open(g, 2, slots=1) as m:
        o = GenerateOptions.for_model(m.spec, gen_length=gen, early_stop=False)
        r = generate(m, tok, ids, o)
    assert r.canvas == greedy(g, ids, gen)
    assert "Berlin" in r.text


def test_the_window_bounds_the_canvas(gemma3, tmp_path) -> None:
    from dllmc.compiler.base.errors import DllmcError
    from dllmc.compiler.base.reader import read_gguf
    from dllmc.compiler.pipeline import compile_model

    g = gemma3[0]
    assert read_gguf(g).max_canvas == 512  # what `dllmc run` and dllmc.load compile
    with pytest.raises(DllmcError, match=r"sliding window of 512 keys.*--max-canvas 512"):
        compile_model(g, tmp_path / "long.so", max_canvas=1024)


def test_the_final_softcap_is_llama_cpps(gemma3, llamacpp, tmp_path) -> None:
    """Gemma 3 270M has no final_logit_softcapping; the same file with Gemma's 30 against
    llama.cpp's graph, which applies it (gemma3.cpp: scale, tanh, scale), and against dllmc's
    own uncapped logits capped in float64 (the capped rows are those, to the kernel's bound)."""
    import gguf

    from dllmc.bench.llamacpp import llama_logits
    from dllmc.bench.real_models import rewrite_gguf
    from dllmc.compiler.pipeline import compile_model

    g, so, _, ids = gemma3
    cap = 30.0
    capped = rewrite_gguf(g, tmp_path / "capped.gguf", keys={
        "gemma3.final_logit_softcapping": (cap, gguf.GGUFValueType.FLOAT32)})
    capped_so = tmp_path / "capped.so"
    compile_model(capped, capped_so, max_canvas=64)
    canvas = np.asarray(ids, np.int32)
    with Artifact(so).open(g, 2) as m:
        plain = m.forward(canvas).astype(np.float64)
    with Artifact(capped_so).open(capped, 2) as m:
        assert m.spec.hparams.final_logit_softcap == cap
        ours = m.forward(canvas)
    # test_kernels.py test_softcap's bound
    bound = cap * (2.0**-22 + 2 * 2.0**-24 * np.abs(2 * plain / cap) + 6 * 2.0**-24)
    assert (np.abs(ours - cap * np.tanh(plain / cap)) <= bound).all()
    theirs = llama_logits(capped, ids, causal=True)
    assert np.abs(ours).max() <= cap and np.abs(theirs).max() <= cap
    err = row_errors(ours, theirs)
    assert err.max() <= 0.08 and np.median(err) <= 0.04, err
    assert (ours.argmax(1) == theirs.argmax(1)).all()
