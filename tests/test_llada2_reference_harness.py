"""The LLaDA2.x reference harness (``tests/llada2_reference.py``) on a toy model.

The toy's logits are a seeded hash of (the keys a row may see, the row, its key_end), so they
depend on nothing the row may not attend to; over V = 64 with random scales, confidences
spread over (0, 1) and EOS (62) turns up now and then.  The checks are the harness's own: the
vendored files are the ones the README names, every call is block-causal, every mask of every
decoded block is committed, the trace agrees with the returned tokens, and only the 2.1
algorithm edits committed tokens.  The comparison with dllmc's decoder lives elsewhere.
"""

from __future__ import annotations

import hashlib
import re

import numpy as np
import pytest

torch = pytest.importorskip("torch")  # a test dependency (pyproject: .[test])

from dllmc.tests import llada2_reference as ref  # noqa: E402

V, MASK, EOS, BS = 64, 63, 62, 32


def toy(ids: np.ndarray, key_end: np.ndarray) -> np.ndarray:
    out = np.empty((len(ids), V), np.float32)
    for i in range(len(ids)):
        h = hashlib.blake2b(ids[:key_end[i]].tobytes() + np.int64([i, key_end[i]]).tobytes(),
                            digest_size=8).digest()
        rng = np.random.default_rng(int.from_bytes(h, "little"))
        out[i] = rng.standard_normal(V) * rng.uniform(0.5, 12.0)
        out[i, MASK] = -1e9  # a model never proposes the mask
    return out


def test_vendored_files_are_the_readmes() -> None:
    readme = (ref.HERE / "README.md").read_text()
    table = dict(re.findall(r"^\| `([\w.]+\.py)` \| .* \| `([0-9a-f]{64})` \|$", readme, re.M))
    assert table == ref.SHA256
    for name, sha in table.items():
        assert hashlib.sha256((ref.HERE / name).read_bytes()).hexdigest() == sha, name
    assert (ref.HERE / "LICENSE").read_text().lstrip().startswith("Apache License")


def test_prefix_ends_fails_loudly() -> None:
    block_causal = np.kron(np.tril(np.ones((2, 2), bool)), np.ones((3, 3), bool))
    assert ref.prefix_ends(block_causal).tolist() == [3, 3, 3, 6, 6, 6]
    hole = block_causal.copy()
    hole[4, 1] = False
    with pytest.raises(AssertionError, match="not a prefix"):
        ref.prefix_ends(hole)
    with pytest.raises(AssertionError, match="attend to itself"):
        ref.prefix_ends(np.tril(np.ones((4, 4), bool), k=-1) | np.eye(4, k=-1, dtype=bool))


RUNS = {
    "dfactory": lambda p, g, t: ref.dfactory_generate(toy, p, gen_length=g, threshold=t,
                                                      eos_id=EOS, mask_id=MASK),
    "low_confidence": lambda p, g, t: ref.sglang_generate(
        "low_confidence", toy, p, gen_length=g, threshold=t, eos_id=EOS, mask_id=MASK),
    "joint_threshold": lambda p, g, t: ref.sglang_generate(
        "joint_threshold", toy, p, gen_length=g, threshold=t, max_post_steps=4, eos_id=EOS,
        mask_id=MASK),
}
# (prompt length, gen length, threshold): a prompt inside the first block, block-aligned,
# straddling blocks; a generation shorter than a block (dFactory: 2 tokens a step)
CASES = [(5, 64, 0.9), (32, 40, 0.5), (40, 16, 0.9), (70, 48, 0.7)]


@pytest.mark.parametrize("kind", RUNS)
@pytest.mark.parametrize("plen,gen,threshold", CASES)
def test_toy_run_is_sane(kind: str, plen: int, gen: int, threshold: float) -> None:
    prompt = [int(t) for t in (np.arange(plen) * 7 + 3) % 60]
    tr = RUNS[kind](prompt, gen, threshold)
    total = -(-(plen + gen) // BS) * BS

    # block causality: every row saw exactly the blocks up to its own
    for key_end in tr.key_ends:
        rows = np.arange(len(key_end))
        assert key_end.tolist() == ((rows // BS + 1) * BS).tolist()
    assert tr.forwards == len(tr.canvases) + tr.prefill_forwards
    assert tr.prefill_forwards == (plen // BS if kind != "dfactory" else 0)
    assert len(tr.edits) == len(tr.canvases)

    last = tr.canvases[-1]
    for c in tr.canvases:
        assert len(c) == total and c[:plen].tolist() == prompt
    # every mask of every decoded block committed; all blocks decoded unless an EOS ended it
    end = -(-(int(np.flatnonzero(last != MASK).max()) + 1) // BS) * BS
    assert not (last[:end] == MASK).any()
    final = tr.final.tolist()
    assert final == last[plen:plen + len(final)].tolist()
    if EOS in final:
        assert final.index(EOS) == len(final) - 1
        assert EOS in last[plen:end].tolist() and EOS not in last[plen:end - BS].tolist()
    else:
        assert len(final) == gen and end == total

    before = np.where(np.arange(total) < plen, np.resize(prompt, total), MASK)
    changed_nothing = 0
    for step, c in enumerate(tr.canvases):
        kept = before != MASK
        if kind == "joint_threshold":  # edits: committed, not prompt, in the current block
            moved = np.flatnonzero(kept & (c != before))
            assert tr.edits[step] == moved.tolist()
            assert all(p >= plen for p in moved)
            assert len({p // BS for p in np.flatnonzero(c != before)}) <= 1
        else:  # committed tokens stay
            assert tr.edits[step] == []
            assert (c[kept] == before[kept]).all()
        changed_nothing += np.array_equal(c, before)
        before = c
    if kind == "low_confidence":  # one forward per block after its last commit
        assert changed_nothing == -(-end // BS) - plen // BS
    if kind == "dfactory":
        assert changed_nothing == 0
    if kind == "joint_threshold":
        assert sum(map(len, tr.edits)) > 0  # the toy keeps changing its mind
