"""The forward over any set of rows against the K/V store, on the real models: the exact modes
stay exact, bit for bit.

- A full-canvas step is the forward before the store existed: its logits hash to what commit
  a6916c0 computed (tests/golden/full_step_logits.json), for every x86 target this CPU runs,
  up to the intended changes the golden file lists; with ``--act-blocks 32`` the Qwen files'
  logits are still the hashes of before the default became q8_Ks (``act_blocks_32``).
- Several sequences in one call: each gets the logits it gets alone.  The rows of all of them
  go through the projections, norms and FFN as one matrix, so this holds only because no
  kernel's per-row arithmetic depends on the rows beside it (tile remainders included).
- Recomputing a subset of a canvas whose slot holds that canvas's K/V gives the full forward's
  logits for those rows, bidirectional and causal.
- Causal decoding with the cache, one row per token, gives the causal full forward's logits.

Every comparison here is np.array_equal: no tolerance, because nothing is approximated.
Agreement with the independent NumPy reference (within the kernel tests' bounds) is
tests/test_reference_store.py's.
"""

from __future__ import annotations

import hashlib
import json
import re
from pathlib import Path

import numpy as np
import pytest

from dllmc.compiler.base.errors import DllmcError
from dllmc.runtime.executor.loader import Artifact, Model, SeqRows

GOLDEN = Path(__file__).with_name("golden") / "full_step_logits.json"
MODELS = ("smollm2-135m-llada", "qwen2.5-coder-0.5b-dream", "qwen2.5-coder-0.5b")
pytestmark = [pytest.mark.realmodel]


def _canvas(n_vocab: int, n: int = 150, seed: int = 16) -> np.ndarray:
    return np.random.default_rng(seed).integers(0, min(n_vocab, 32000), n).astype(np.int32)


@pytest.fixture(scope="module")
def compiled(real_gguf, tmp_path_factory: pytest.TempPathFactory):
    """``compiled(name, target[, act_blocks])`` -> (GGUF, model.so) with --max-canvas 192."""
    from dllmc.compiler.base.settings import DEFAULT_ACT_BLOCKS
    from dllmc.compiler.pipeline import compile_model

    d = tmp_path_factory.mktemp("kv-store")
    done: dict[tuple[str, str, str], tuple[Path, Path]] = {}

    def get(name: str, target: str, act_blocks: str = DEFAULT_ACT_BLOCKS) -> tuple[Path, Path]:
        if (name, target, act_blocks) not in done:
            g = real_gguf(name)
            so = d / f"{name}-{target}-a{act_blocks.replace('/', '-')}.so"
            compile_model(g, so, target=target, max_canvas=192, act_blocks=act_blocks)
            done[name, target, act_blocks] = (g, so)
        return done[name, target, act_blocks]

    return get


def _targets() -> list[str]:
    """The golden file's targets this CPU runs (every x86-64 machine the suite runs on has AVX2)."""
    from dllmc.targets import CPU_TARGETS, missing_features

    found = [t for t in ("avx2", "avx512vnni") if not missing_features(CPU_TARGETS[t])]
    assert found, "this CPU runs neither avx2 nor avx512vnni code"
    return found


@pytest.mark.parametrize("name", MODELS)
def test_full_canvas_step_is_the_previous_forward(compiled, name: str) -> None:
    golden = json.loads(GOLDEN.read_text())["logits_sha256"][name]
    for target in _targets():
        g, so = compiled(name, target)
        with Artifact(so).open(g, threads=2) as m:
            logits = m.forward(_canvas(m.artifact.info.n_vocab))
            assert hashlib.sha256(logits.tobytes()).hexdigest() == golden[target], target
            # the same canvas as one sequence of a batched call, in a persistent slot
        with Artifact(so).open(g, threads=2, slots=1) as m:
            ids = _canvas(m.artifact.info.n_vocab)
            batch = m.forward_batch([SeqRows.canvas(0, ids, m.artifact.info.causal)])
            assert np.array_equal(batch, logits), target


@pytest.mark.parametrize("name", [n for n in MODELS if n.startswith("qwen")])
def test_act_blocks_32_is_the_previous_default(compiled, name: str) -> None:
    """--act-blocks 32 (q8_0 for every GEMM) computes, bit for bit, what the default computed
    before it became q8_Ks for the K-quants."""
    golden = json.loads(GOLDEN.read_text())["act_blocks_32"][name]
    for target in _targets():
        g, so = compiled(name, target, "32")
        with Artifact(so).open(g, threads=2) as m:
            logits = m.forward(_canvas(m.artifact.info.n_vocab))
        assert hashlib.sha256(logits.tobytes()).hexdigest() == golden[target], target


def _open(compiled, name: str, slots: int) -> Model:
    g, so = compiled(name, _targets()[-1])
    return Artifact(so).open(g, threads=2, slots=slots)


@pytest.mark.parametrize("name", MODELS)
def test_batched_sequences_each_as_alone(compiled, name: str) -> None:
    """B = 1, 2, 4 sequences of different lengths (not multiples of any row tile) in one call."""
    with _open(compiled, name, 4) as m:
        causal = m.artifact.info.causal
        lens = (37, 50, 9, 64)
        canvases = [_canvas(m.artifact.info.n_vocab, n, seed) for seed, n in enumerate(lens)]
        alone = [m.forward(c) for c in canvases]
        for b in (1, 2, 4):
            out = m.forward_batch([SeqRows.canvas(s, canvases[s], causal) for s in range(b)])
            starts = np.cumsum((0, *lens[:b]))
            for s in range(b):
                assert np.array_equal(out[starts[s]:starts[s + 1]], alone[s]), (b, s)
        # logit rows of a batch: any rows of the stacked M, in any order
        rows = [90, 3, 40, 87, 95]
        out = m.forward_batch([SeqRows.canvas(s, canvases[s], causal) for s in range(3)], rows)
        stacked = np.concatenate(alone[:3])
        assert np.array_equal(out, stacked[rows])


@pytest.mark.parametrize("name", MODELS)
def test_subset_recompute_is_the_full_forward(compiled, name: str) -> None:
    """Rows recomputed against a slot holding the same canvas's K/V: the full forward's rows,
    one row, a contiguous block (a Fast-dLLM dual-cache block) and a scattered set."""
    with _open(compiled, name, 2) as m:
        causal = m.artifact.info.causal
        canvas = _canvas(m.artifact.info.n_vocab, 160, 7)
        full = m.forward(canvas)
        m.forward_batch([SeqRows.canvas(1, canvas, causal)], rows=[])
        scattered = np.sort(np.random.default_rng(3).choice(160, 32, replace=False))
        for rows in ([159], list(range(64, 96)), scattered):
            out = m.forward_batch([SeqRows.subset(1, canvas, rows, causal)])
            assert np.array_equal(out, full[rows]), rows


def test_causal_decoding_with_the_cache(compiled) -> None:
    """Prefill a prompt, then one row per token at its position (keys [0, pos]): each step's
    logits are the causal full forward's row, and the greedy tokens are its tokens."""
    with _open(compiled, "qwen2.5-coder-0.5b", 1) as m:
        assert m.artifact.info.causal
        prompt = _canvas(m.artifact.info.n_vocab, 23, 5)
        first = m.forward_batch([SeqRows.canvas(0, prompt, causal=True)], rows=[len(prompt) - 1])
        tokens = [int(first[0].argmax())]
        steps = [first[0]]
        for _ in range(11):
            p = len(prompt) + len(tokens) - 1
            out = m.forward_batch([SeqRows(0, [tokens[-1]], [p], [p + 1])])
            steps.append(out[0])
            tokens.append(int(out[0].argmax()))
        canvas = np.concatenate([prompt, tokens[:-1]]).astype(np.int32)
        full = m.forward(canvas, rows=range(len(prompt) - 1, len(canvas)))
        assert np.array_equal(np.stack(steps), full)
        assert tokens == [int(t) for t in full.argmax(-1)]


def test_bad_batches_are_one_line_errors(compiled) -> None:
    with _open(compiled, "smollm2-135m-llada", 2) as m:
        ok = SeqRows.canvas(0, [1, 2, 3])
        cases = {
            "slot 2": [SeqRows.canvas(2, [1, 2])],
            "both use K/V slot 0": [ok, SeqRows.canvas(0, [4])],
            "position 5 twice": [SeqRows(0, [1, 2], [5, 5], [6, 6])],
            "position 192 is outside": [SeqRows(0, [1], [192], [1])],
            "key end 0 is outside": [SeqRows(0, [1], [0], [0])],
            "scratch slot (-1) takes one sequence": [SeqRows.canvas(-1, [1]), ok],
            "1 to 192 rows": [SeqRows.canvas(0, np.ones(150, np.int32)),
                              SeqRows.canvas(1, np.ones(43, np.int32))],
            "outside the vocabulary": [SeqRows.canvas(0, [1, 10**8])],
        }
        for what, seqs in cases.items():
            with pytest.raises(DllmcError, match=re.escape(what)):
                m.forward_batch(seqs)
        with pytest.raises(DllmcError, match="logit row 3"):
            m.forward_batch([ok], rows=[3])
        # the model is still usable after each refusal
        assert np.array_equal(m.forward_batch([ok]), m.forward([1, 2, 3]))
    g, so = compiled("smollm2-135m-llada", _targets()[-1])
    with pytest.raises(DllmcError, match="slot"), Artifact(so).open(g, slots=-1):
        pass
