"""Fast-dLLM's decoding, dllmc's loop against the authors' own functions on the same logits.

The authors' functions (``tests/fastdllm/``: LLaDA's ``generate``,
``generate_with_prefix_cache``, ``generate_with_dual_cache``; Dream's block-wise ``_sample``)
run unmodified with PyTorch on top of :class:`Adapter`, which answers their ``model(...)``
calls from dllmc's row-set forward: a call without ``past_key_values`` is one full forward of
the canvas into K/V slot 0; a cached call computes only the rows it is given (the rows after
the cached prefix, or ``replace_position``'s rows for the dual cache), against the K/V the
last full forward left in the slot.  dllmc's own loop (``dllmc.runtime.decoding.generate``) runs on
the same model at temperature 0.  Both see logits of the same forward, so the decisions must
be identical: the same canvas, token for token, and the same forward passes.

Ties: ``torch.topk`` leaves the order of equal values unspecified (and Dream's top-p makes
ties common: every position whose nucleus is one token has entropy exactly 0), so the
reference functions run with a ``torch`` whose ``topk`` breaks ties to the lower index, the
rule dllmc documents (docs/diffusion-decoding.md); everything else is torch's own.

One difference is by design and is asserted as such: the reference loops run some forward
passes that cannot change the canvas (LLaDA's cached loops always run one cached pass after
the block's first, even when that one committed the whole block; Dream's scheduled steps
run theirs where the schedule commits no token); dllmc skips a forward that cannot change
the canvas, so it runs exactly the reference's passes (and rows) less those after which the
canvas did not change.

The models: a relabeled real model of each kind (their text is not a diffusion model's, but
their confidences spread over (0, 1), so the thresholds decide something) and a factory model
of each kind (random weights: every confidence is small, so the threshold path commits one
token a step and the caches are exercised with many steps).
"""

from __future__ import annotations

import ast
import hashlib
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import numpy as np
import pytest

torch = pytest.importorskip("torch")  # a test dependency (pyproject: .[test])

from dllmc.compiler.pipeline import compile_model  # noqa: E402
from dllmc.runtime.decoding.generate import GenerateOptions, generate  # noqa: E402
from dllmc.runtime.executor.loader import Artifact, SeqRows  # noqa: E402
from dllmc.tests.factory import tiny, write_model  # noqa: E402

HERE = Path(__file__).parent / "fastdllm"
SHA256 = {  # tests/fastdllm/README.md: the files as fetched at 24cc59e
    "llada_generate.py": "dcfa589b591175a6e4f51d369245cdfba1cdb482d2d9780a8ef1caf54496c359",
    "dream_generation_utils_block.py":
        "20ec315d3509835542d579f73c939d51521e4afd65c5a2444c79a75dec4c5819",
}
GEN = 32
REAL_PROMPT = "Write a Python function that returns the sum of a list of numbers."


class _TieStableTorch:
    """``torch``, but ``topk`` orders ties by index (a stable descending sort)."""

    def __getattr__(self, name: str) -> Any:
        return getattr(torch, name)

    @staticmethod
    def topk(values: Any, k: Any, dim: int = -1) -> tuple[Any, Any]:
        v, i = torch.sort(values, dim=dim, descending=True, stable=True)
        return v.narrow(dim, 0, int(k)), i.narrow(dim, 0, int(k))


def _functions(name: str, wanted: dict[str, str | None]) -> SimpleNamespace:
    """The functions ``wanted`` (name -> class holding it, or None) of reference file
    ``name``, compiled from its source without running its imports."""
    path = HERE / name
    text = path.read_bytes()
    assert hashlib.sha256(text).hexdigest() == SHA256[name], f"{path} is not the fetched file"
    tree = ast.parse(text)
    defs: list[ast.stmt] = []
    for node in tree.body:
        if isinstance(node, ast.FunctionDef) and wanted.get(node.name, "") is None:
            defs.append(node)
        elif isinstance(node, ast.ClassDef):
            defs += [f for f in node.body
                     if isinstance(f, ast.FunctionDef) and wanted.get(f.name) == node.name]
    assert {d.name for d in defs} == set(wanted), f"{name}: not all of {sorted(wanted)} found"
    import torch.distributions as dists
    import torch.nn.functional as F

    scope: dict[str, Any] = dict(torch=_TieStableTorch(), np=np, F=F, dists=dists, Any=Any,
                                 Optional=Any, Union=Any, Tuple=Any, Dict=Any,
                                 DreamGenerationConfig=Any, DreamModelOutput=Any)
    exec(compile(ast.Module(body=defs, type_ignores=[]), str(path), "exec"), scope)
    return SimpleNamespace(**{k: scope[k] for k in wanted})


LLADA = _functions("llada_generate.py", dict.fromkeys(
    ["add_gumbel_noise", "get_num_transfer_tokens", "get_transfer_index", "generate",
     "generate_with_prefix_cache", "generate_with_dual_cache"]))
DREAM = _functions("dream_generation_utils_block.py", {
    "get_num_transfer_tokens": None, "top_p_logits": None, "top_k_logits": None,
    "sample_tokens": None, "_sample": "DreamGenerationMixin"})


class Adapter:
    """Answers the reference loops' ``model(...)`` calls from dllmc's row-set forward.

    Their caches are opaque to them except for slicing the sequence axis (LLaDA's
    ``[:, :, :start]``, Dream's ``[:, :start, :]``): the cache handed back is one tensor of
    that shape per K and V, whose length tells the next call where its rows start; the keys
    and values themselves stay in dllmc's slot.  ``calls`` counts the forward passes and
    ``busy`` those after which the canvas changed (the next call's canvas, or the final one,
    differs from this call's)."""

    device = torch.device("cpu")

    def __init__(self, model: Any, seq_axis: int) -> None:
        self.model, self.seq_axis = model, seq_axis
        self.canvas = np.zeros(0, np.int32)  # the last full forward's, updated by each call
        self.seen: list[np.ndarray] = []  # each call's whole canvas
        self.rows: list[int] = []  # each call's rows computed

    def __call__(self, x: Any, *_: Any, past_key_values: Any = None,
                 replace_position: Any = None, **__: Any) -> SimpleNamespace:
        ids = x[0].numpy().astype(np.int32)
        if past_key_values is None:
            self.canvas = ids.copy()
            seq = SeqRows.canvas(0, ids)
        else:
            if replace_position is not None:
                rows = np.flatnonzero(replace_position[0].numpy())
            else:
                start = past_key_values[0][0].shape[self.seq_axis]
                rows = np.arange(start, start + len(ids))
            assert len(rows) == len(ids)
            self.canvas[rows] = ids
            seq = SeqRows.subset(0, self.canvas, rows)
        self.seen.append(self.canvas.copy())
        self.rows.append(len(seq.ids))
        logits = self.model.forward_batch([seq])
        shape = [1, 1, 1]
        shape[self.seq_axis] = len(self.canvas)
        cache = [(torch.zeros(shape), torch.zeros(shape))]
        return SimpleNamespace(logits=torch.from_numpy(logits)[None], past_key_values=cache)

    @property
    def calls(self) -> int:
        return len(self.seen)

    def busy(self, final: np.ndarray) -> tuple[int, int]:
        """(calls, rows) after which the canvas changed (``final``: the returned one)."""
        after = [*self.seen[1:], final]
        changed = [not np.array_equal(a, b) for a, b in zip(self.seen, after, strict=True)]
        return sum(changed), sum(r for r, c in zip(self.rows, changed, strict=True) if c)


# ---------------------------------------------------------------------------------- models


@pytest.fixture(scope="module")
def factory(tmp_path_factory) -> dict[str, tuple[Path, Path]]:
    d = tmp_path_factory.mktemp("fastdllm")
    out = {}
    for kind, seed in (("llada", 31), ("dream", 32)):
        g = write_model(d / f"{kind}.gguf", tiny(kind), types="Q4_K_M", seed=seed)
        so = d / f"{kind}.so"
        compile_model(g, so, max_canvas=64)
        out[kind] = (g, so)
    return out


def _real(compiled_real, name: str) -> tuple[Path, Path, list[int]]:
    from dllmc.runtime.text.chat import chat_ids, conversation
    from dllmc.runtime.text.tokenizer import Tokenizer

    g, so = compiled_real(name)
    return g, so, chat_ids(Tokenizer.from_gguf(g), conversation(REAL_PROMPT))


FACTORY_PROMPT = [5, 17, 99, 300, 42, 7, 256, 61, 9]


def _models(request, compiled_real, factory, kind: str, real: str):
    if request.param == "real":
        return _real(compiled_real, real)
    g, so = factory[kind]
    return g, so, FACTORY_PROMPT


@pytest.fixture(scope="module")
def weights(tmp_path_factory: pytest.TempPathFactory):
    """``weights(so)`` -> a weight cache file for that artifact: every case opens its model
    anew, and the first open's repacked weights are then mapped instead of repacked."""
    d = tmp_path_factory.mktemp("weights")
    return lambda so: d / f"{Path(so).stem}.bin"


@pytest.fixture(params=["real", "factory"])
def llada_model(request, compiled_real, factory):
    return _models(request, compiled_real, factory, "llada", "smollm2-135m-llada")


@pytest.fixture(params=["real", "factory"])
def dream_model(request, compiled_real, factory):
    return _models(request, compiled_real, factory, "dream", "qwen2.5-coder-0.5b-dream")


# ----------------------------------------------------------------------------------- LLaDA

LLADA_LOOPS = {"none": "generate", "prefix": "generate_with_prefix_cache",
               "dual": "generate_with_dual_cache"}
# 0.5 besides the paper's 0.9 and 0.7: the relabeled LLaDA stand-in is rarely that confident
LLADA_GRID = [(t, c, b) for t in (0.9, 0.7, 0.5, None) for c in LLADA_LOOPS for b in (8, 32)
              if (t, c) != (None, "none")]  # no threshold, no cache: exact decoding


@pytest.mark.realmodel
@pytest.mark.parametrize("threshold,cache,block", LLADA_GRID)
def test_llada_decisions_are_fast_dllms(llada_model, weights, threshold, cache, block) -> None:
    g, so, prompt = llada_model
    steps = GEN // 2  # without a threshold: two tokens a step
    with Artifact(so).open(g, threads=2, slots=1, weight_cache=weights(so)) as m:
        o = GenerateOptions.for_model(m.spec, gen_length=GEN, block_length=block, steps=steps,
                                      threshold=threshold, cache=cache, early_stop=False)
        ours = generate(m, None, prompt, o)
        ref_model = Adapter(m, seq_axis=2)
        x, nfe = getattr(LLADA, LLADA_LOOPS[cache])(
            ref_model, torch.tensor([prompt]), steps=steps, gen_length=GEN, block_length=block,
            temperature=0.0, remasking="low_confidence", mask_id=m.spec.tokenizer.mask_id,
            threshold=threshold)
    theirs = x[0, len(prompt):].tolist()
    assert ours.canvas == theirs
    assert nfe == ref_model.calls
    busy = ref_model.busy(x[0].numpy())
    assert (ours.forward_passes, ours.rows_computed) == busy
    if cache == "none":
        assert busy[0] == nfe  # this loop stops as soon as the block is done
    print(f"\nLLaDA threshold {threshold} cache {cache} block {block}: {nfe} forwards "
          f"({nfe - busy[0]} idle), ours {ours.forward_passes}, {ours.rows_computed} rows")


# ----------------------------------------------------------------------------------- Dream

# without a threshold, also one step per token in blocks of 8: then Dream's schedule has
# steps of no token (4 in each such run here)
DREAM_GRID = [(t, dual, b, steps) for t in (0.9, 0.7, None) for dual in (False, True)
              for b in (8, 32) for steps in ((GEN // 2, GEN) if t is None and b == 8
                                             else (GEN // 2,))]


@pytest.mark.realmodel
@pytest.mark.parametrize("threshold,dual,block,steps", DREAM_GRID)
def test_dream_decisions_are_fast_dllms(dream_model, weights, threshold, dual, block,
                                        steps) -> None:
    g, so, prompt = dream_model
    alg = "entropy" if threshold is None else "confidence_threshold"
    with Artifact(so).open(g, threads=2, slots=1, weight_cache=weights(so)) as m:
        o = GenerateOptions.for_model(m.spec, gen_length=GEN, block_length=block, steps=steps,
                                      temperature=0.0, top_p=0.95, threshold=threshold,
                                      cache="dual" if dual else "prefix", early_stop=False)
        ours = generate(m, None, prompt, o)
        ref_model = Adapter(m, seq_axis=1)
        config = SimpleNamespace(
            output_history=False, return_dict_in_generate=False, max_length=len(prompt) + GEN,
            mask_token_id=m.spec.tokenizer.mask_id, steps=steps, temperature=0.0, top_p=0.95,
            top_k=None, alg=alg, alg_temp=0.0, eps=o.eps)
        x = DREAM._sample(ref_model, torch.tensor([prompt]), None, config,
                          threshold=threshold, block_length=block, dual_cache=dual)
    theirs = x[0, len(prompt):].tolist()
    assert ours.canvas == theirs
    busy = ref_model.busy(x[0].numpy())
    assert (ours.forward_passes, ours.rows_computed) == busy
    idle = ref_model.calls - busy[0]
    print(f"\nDream threshold {threshold} dual {dual} block {block} steps {steps}: "
          f"{ref_model.calls} "
          f"forwards ({idle} idle), ours {ours.forward_passes}, {ours.rows_computed} rows")
