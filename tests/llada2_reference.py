"""LLaDA2.x block decoding by the authors' own code, on logits from a Python callable.

Test-side only (it imports no dllmc): the reference functions in ``tests/llada2/`` (see its
README: dFactory's ``LLaDA2MoeModelLM.generate`` and SGLang 0.5.23's ``LowConfidence``,
``JointThreshold`` and the ``DllmAlgorithm`` base whose ``_run_sync`` drives them) are taken
out of the unmodified files by name with ``ast`` -- their hashes checked first -- and run with
PyTorch on CPU, so neither ``transformers`` nor ``sglang`` is needed.  The model is a callable::

    logits_of(ids int32 [L], key_end int32 [L]) -> float32 [L, V]

the logits of every row of the canvas ``ids[0:L]``, row ``i`` attending to keys
``[0, key_end[i])``.  Each entry point returns a :class:`Trace`.

Ties.  ``torch.topk`` leaves the order of equal values unspecified, so the reference code runs
with a ``torch`` whose ``topk`` is a stable descending sort (ties to the lower index).  Where
the reference uses ``torch.argmax`` (SGLang's LowConfidence fallback, every ``x0``) ties go to
the first index, as torch documents.

dFactory (:func:`dfactory_generate`)
------------------------------------
``generate`` (tests/llada2/dfactory_modeling_llada2_moe.py:1387-1549) runs as a method of a
stand-in model whose ``forward`` answers from ``logits_of``: it reads ``attention_mask`` (the
additive bf16 block mask the method builds, :1459-1468), asserts that every row's allowed keys
are a prefix ``[0, e)`` with ``e > row`` and that ``position_ids`` is ``arange(L)``, and calls
``logits_of(ids, e)``.  Every forward is a full recompute of ``x[:, :window_end]`` (no cache).

Sampling: the vendored ``_sample_with_temperature_topk_topp`` (:1364-1375) draws with
``torch.multinomial`` from ``softmax(logits)`` even at temperature 0 (temperature is only
applied when ``> 0``).  The Hugging Face copy (inclusionAI/LLaDA2.0-mini) reportedly has a
greedy branch for temperature 0, but no copy of it at commit 0c28d1a was reachable here, so
the harness overrides that one method: at ``temperature == 0`` it returns
``argmax(logits)`` and ``softmax(logits)[argmax]`` (top_k / top_p ignored, as the greedy
branches of the later copies of this file do); at any other temperature it calls the vendored
method unchanged.  Nothing else is patched.

Trace: the canvas (the whole ``x`` of ``num_blocks * block_length`` tokens: prompt, generated,
mask id where masked, and the tail of the last block beyond ``prompt + gen_length`` which the
method also decodes) is recorded after every step.  The method updates ``x`` in place through
the view ``cur_x`` (:1485, :1524) and runs exactly one forward per step (:1492-1500), so the
canvas after step ``k`` is ``x`` as the forward of step ``k+1`` finds it, and after the last
step ``x`` as ``generate`` leaves it.  ``final`` is what ``generate`` returns (row 0): the
generated tokens cut after the first EOS (:1540-1549), or, with ``eos_early_stop=True`` and an
EOS reached (:1525-1531), the prompt *and* the generated tokens through that EOS.

SGLang (:func:`sglang_generate`)
--------------------------------
The algorithm classes are built from the vendored files (``DllmAlgorithm`` from
sglang_base.py, then ``LowConfidence`` / ``JointThreshold`` on it) with ``_is_npu = False``
(a GPU server: JointThreshold's per-row path, joint_threshold.py:123-130, unless
``vectorized_decoding=True`` is passed), synchronous mode (no ``--dllm-fdfo``), one request.
Their ``algorithm_config`` holds only the keys given here, so the defaults are the files' own
(low_confidence.py:17; joint_threshold.py:117-122).  Each scheduler round is one call of the
vendored ``DllmAlgorithm.run`` -> ``_run_sync`` (sglang_base.py:132-181) on one block of
``block_length`` tokens, as SGLang's TP worker does (``sglang/srt/managers/tp_worker.py``
:593-608).  The rounds follow SGLang's scheduler (paths in the 0.5.23 wheel, ``sglang/srt/``):

* the request's tokens are ``prompt + outputs + [mask] * block`` (dllm/mixin/req.py:289-296);
  the cached prefix is a multiple of the block and never reaches past the committed tokens
  (managers/schedule_batch.py:1776-1785, dllm/mixin/req.py:304); each round extends it by
  exactly one block (managers/schedule_policy.py:1020-1038 and :775-783 with one running
  request), at positions ``block_offset .. block_offset + block``
  (model_executor/forward_batch_info.py:1187-1193): blocks are absolute, from position 0.
* a block that is all prompt (a prompt of ``>= block`` tokens: dllm/mixin/req.py:216-219,
  244-256) is a prefill round: ``_run_sync`` runs one forward, which stores its K/V, and
  returns no tokens (sglang_base.py:161-165).  These forwards are counted in ``forwards`` and
  also in ``prefill_forwards``; their logits are not used, so ``logits_of`` is not called.
* the block holding the prompt's tail (or, for a block-aligned prompt, the first all-mask
  block) is the first one denoised; the prompt's positions in it are not candidates (the
  "prompt mask": non-mask tokens at the round's start, sglang_base.py:142-151, or, when a
  committed token is literally the mask id, ``position < committed length``,
  model_executor/forward_batch_info.py:1195-1213).  The round's new tokens are the block
  after the prompt (sglang_base.py:177-180), appended to the outputs
  (dllm/mixin/scheduler.py:114-121).
* the request ends after a round whose new tokens hold an EOS, cut after the first one, or
  once ``len(outputs) >= gen_length`` (``max_new_tokens``), cut there
  (managers/schedule_batch.py:2007-2043, :1856-1876, :1995-2005; the emitted output is
  ``output_ids[:finished_len]``, :1509-1513).  ``final`` is that cut output (generated tokens
  only).  Stop strings, the context-length cap and the radix cache of other requests are not
  modelled (a fresh server).
* K/V: LLaDA2's attention is ``ENCODER_ONLY`` (models/llada2.py:1015-1023), so a block's rows
  attend to the cached prefix and to the whole block (non-causal within it;
  layers/attention/triton_backend.py:1747-1760).  Every forward rewrites the block's K/V
  slots; the round ends only on a forward of the block's final tokens (LowConfidence reports a
  block done on the forward *after* its last commit, low_confidence.py:33, so that forward
  stores the final K/V -- sglang_base.py:123-129; JointThreshold ends on a step that changes
  nothing, joint_threshold.py:305-312), and the request keeps that K/V as the next round's
  prefix (dllm/mixin/scheduler.py:207-220).  There is no extra store-only forward.

The adapter computes what that cache holds: it calls ``logits_of`` on the whole canvas up to
the block's end, every row ``i`` with ``key_end[i] = (i // block + 1) * block`` (block-causal:
earlier blocks' rows saw only their own prefix when their K/V was stored, and their tokens are
final), and hands the algorithm the block's rows.  The canvas after each step is the committed
tokens before the block, the block as the step left it, and mask ids after it, laid out like
dFactory's (``ceil((prompt + gen_length) / block) * block`` tokens).
"""

from __future__ import annotations
import __future__ as _future

import ast
import hashlib
from collections import namedtuple
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import numpy as np
import torch
import torch.nn.functional as F

HERE = Path(__file__).parent / "llada2"
SHA256 = {  # tests/llada2/README.md: the files as fetched
    "dfactory_modeling_llada2_moe.py":
        "10ed48939cbbd344689e52f2abf18637826e83f2b4682d46ae69238fd029e64c",
    "sglang_base.py": "44e9d9abe2b8f4237f4954cbd2acdc348e2acc312fef72bac2b6e68f977a1b38",
    "sglang_low_confidence.py":
        "ed67bed6dfa37aadd8fe264d8c50a0242c96490b53f8869252c6b46ef038e502",
    "sglang_joint_threshold.py":
        "ec89f36a37f284a52ebfadde14359b31ec3dfed8c2ffaee24b293903c3422280",
}
EOS_ID = 156892
MASK_ID = 156895

LogitsOf = Callable[[np.ndarray, np.ndarray], np.ndarray]


@dataclass
class Trace:
    """What a reference run did."""

    canvases: list[np.ndarray]  # the whole sequence after every step (mask id where masked)
    forwards: int  # model calls the reference made (SGLang: prefill rounds included)
    edits: list[list[int]]  # per step, absolute positions whose committed token was replaced
    final: np.ndarray  # the sequence as the reference returns it (cut where it cuts)
    prefill_forwards: int = 0  # SGLang: forwards of all-prompt blocks (their logits unused)
    key_ends: list[np.ndarray] = field(default_factory=list)  # each logits_of call's key_end


# ------------------------------------------------------------------------ loading the files

_TopK = namedtuple("_TopK", ["values", "indices"])


class _TieStableTorch:
    """``torch``, but ``topk`` orders ties by index (a stable descending sort)."""

    def __getattr__(self, name: str) -> Any:
        return getattr(torch, name)

    @staticmethod
    def topk(values: Any, k: Any, dim: int = -1, largest: bool = True,
             sorted: bool = True) -> _TopK:
        assert largest, "only the largest-k form is used by the reference"
        v, i = torch.sort(values, dim=dim, descending=True, stable=True)
        return _TopK(v.narrow(dim, 0, int(k)), i.narrow(dim, 0, int(k)))


def _check(name: str) -> bytes:
    path = HERE / name
    text = path.read_bytes()
    assert hashlib.sha256(text).hexdigest() == SHA256[name], f"{path} is not the fetched file"
    return text


def _exec(name: str, functions: set[str], classes: set[str], methods: dict[str, set[str]],
          scope: dict[str, Any]) -> None:
    """Compile into ``scope`` the module-level ``functions`` and ``classes`` of reference file
    ``name`` and the ``methods`` (class -> names) of other classes, as module-level
    functions, without running the file's imports.  Annotations are not evaluated."""
    tree = ast.parse(_check(name))
    body: list[ast.stmt] = []
    for node in tree.body:
        if ((isinstance(node, ast.FunctionDef) and node.name in functions)
                or (isinstance(node, ast.ClassDef) and node.name in classes)):
            body.append(node)
        elif isinstance(node, ast.ClassDef) and node.name in methods:
            body += [f for f in node.body
                     if isinstance(f, ast.FunctionDef) and f.name in methods[node.name]]
    found = {n.name for n in body}  # type: ignore[attr-defined]
    wanted = functions | classes | {m for ms in methods.values() for m in ms}
    assert found == wanted, f"{name}: missing {sorted(wanted - found)}"
    code = compile(ast.Module(body=body, type_ignores=[]), str(HERE / name), "exec",
                   flags=_future.annotations.compiler_flag, dont_inherit=True)
    exec(code, scope)


def _scope() -> dict[str, Any]:
    return {"torch": _TieStableTorch(), "F": F, "np": np, "Any": Any, "Optional": Any,
            "List": list, "Tuple": tuple, "Union": Any, "_is_npu": False}


_DF_METHODS = {"_top_k_logits", "_top_p_logits", "_sample_with_temperature_topk_topp",
               "_get_num_transfer_tokens", "generate"}
_DF: dict[str, Any] = _scope()
_exec("dfactory_modeling_llada2_moe.py", set(), set(), {"LLaDA2MoeModelLM": _DF_METHODS}, _DF)
_DFactoryMethods = type("LLaDA2MoeModelLM", (), {m: _DF[m] for m in _DF_METHODS})

_SG: dict[str, Any] = _scope()
_exec("sglang_base.py", set(), {"DllmAlgorithm"}, {}, _SG)
_exec("sglang_low_confidence.py", set(), {"LowConfidence"}, {}, _SG)
_exec("sglang_joint_threshold.py", {"joint_threshold_update_step_vectorized"},
      {"JointThreshold"}, {}, _SG)
ALGORITHMS = {"low_confidence": _SG["LowConfidence"], "joint_threshold": _SG["JointThreshold"]}


# ----------------------------------------------------------------------------- the adapter


def prefix_ends(allowed: np.ndarray) -> np.ndarray:
    """``key_end`` of a boolean [L, K] attention pattern, asserting each row's allowed keys
    are a prefix ``[0, e)`` that includes the row itself."""
    allowed = np.asarray(allowed, dtype=bool)
    ends = allowed.sum(axis=1)
    prefix = np.arange(allowed.shape[1])[None, :] < ends[:, None]
    bad = np.flatnonzero((allowed != prefix).any(axis=1))
    if len(bad):
        r = int(bad[0])
        raise AssertionError(f"row {r}'s allowed keys are not a prefix [0, e): "
                             f"{np.flatnonzero(allowed[r]).tolist()}")
    rows = np.arange(allowed.shape[0])
    low = np.flatnonzero(ends <= rows)
    if len(low):
        raise AssertionError(f"row {int(low[0])} does not attend to itself "
                             f"(key_end {int(ends[low[0]])})")
    return ends.astype(np.int32)


def _call(logits_of: LogitsOf, ids: np.ndarray, key_end: np.ndarray,
          trace_key_ends: list[np.ndarray]) -> torch.Tensor:
    ids = np.ascontiguousarray(ids, dtype=np.int32)
    key_end = np.ascontiguousarray(key_end, dtype=np.int32)
    trace_key_ends.append(key_end.copy())
    logits = np.asarray(logits_of(ids, key_end))
    assert logits.ndim == 2 and logits.shape[0] == len(ids), logits.shape
    assert logits.dtype == np.float32, f"logits_of must return float32, got {logits.dtype}"
    return torch.from_numpy(np.array(logits, copy=True))


def _edits(before: np.ndarray, after: np.ndarray, mask_id: int) -> list[int]:
    """Positions whose committed (non-mask) token a step replaced."""
    n = min(len(before), len(after))
    return np.flatnonzero((before[:n] != mask_id) & (before[:n] != after[:n])).tolist()


class _DFactoryModel(_DFactoryMethods):  # type: ignore[misc, valid-type]
    """Stands in for ``LLaDA2MoeModelLM``: the vendored ``generate`` and its helpers are
    methods; ``forward`` answers from ``logits_of``."""

    device = torch.device("cpu")

    def __init__(self, logits_of: LogitsOf) -> None:
        self.logits_of = logits_of
        self.x: torch.Tensor | None = None  # generate's x, found as the base of cur_x
        self.canvases: list[np.ndarray] = []
        self.key_ends: list[np.ndarray] = []
        self.forwards = 0

    def forward(self, input_ids: torch.Tensor, attention_mask: torch.Tensor | None = None,
                position_ids: torch.Tensor | None = None, **kw: Any) -> SimpleNamespace:
        assert not kw, f"unexpected forward arguments {sorted(kw)}"
        assert input_ids.shape[0] == 1, "one sequence"
        length = input_ids.shape[1]
        x = input_ids._base if input_ids._base is not None else input_ids
        assert x.shape[0] == 1 and x.shape[1] >= length and torch.equal(x[:, :length], input_ids)
        if self.x is not None:  # the canvas after the previous step
            assert x is self.x, "generate's canvas changed identity"
            self.canvases.append(x[0].numpy().copy())
        self.x = x
        assert attention_mask is not None and attention_mask.shape == (1, 1, length, length)
        m = attention_mask[0, 0].float()
        assert bool(((m == 0) | (m == float("-inf"))).all()), "mask is not 0 / -inf"
        key_end = prefix_ends((m == 0).numpy())
        assert position_ids is not None
        assert torch.equal(position_ids[0], torch.arange(length)), "positions are not arange"
        self.forwards += 1
        logits = _call(self.logits_of, input_ids[0].numpy(), key_end, self.key_ends)
        return SimpleNamespace(logits=logits[None])

    def _sample_with_temperature_topk_topp(self, logits: torch.Tensor, temperature: float = 1.0,
                                           top_k: Any = 0, top_p: Any = 1.0) -> Any:
        if temperature == 0:  # the greedy branch the vendored file lacks (module docstring)
            orig_shape = logits.shape[:-1]
            flat = logits.reshape(-1, logits.shape[-1])
            token = torch.argmax(flat, dim=-1, keepdim=True)
            prob = torch.gather(F.softmax(flat, dim=-1), -1, token)
            return token.view(*orig_shape), prob.view(*orig_shape)
        return super()._sample_with_temperature_topk_topp(logits, temperature, top_k, top_p)


def dfactory_generate(logits_of: LogitsOf, prompt: Sequence[int], *, gen_length: int,
                      block_length: int = 32, steps: int = 32, threshold: float = 0.95,
                      eos_id: int = EOS_ID, mask_id: int = MASK_ID, temperature: float = 0.0,
                      **kw: Any) -> Trace:
    """dFactory's ``LLaDA2MoeModelLM.generate`` on ``logits_of`` (``kw``: its other arguments,
    ``top_p``, ``top_k``, ``eos_early_stop``, ``minimal_topk``)."""
    model = _DFactoryModel(logits_of)
    out = model.generate(inputs=torch.tensor([list(prompt)], dtype=torch.long),
                         temperature=temperature, block_length=block_length, steps=steps,
                         gen_length=gen_length, threshold=threshold, eos_id=eos_id,
                         mask_id=mask_id, **kw)
    canvases = list(model.canvases)
    if model.x is not None:
        canvases.append(model.x[0].numpy().copy())
    start = np.full(len(canvases[0]) if canvases else 0, mask_id, np.int64)
    start[:len(prompt)] = list(prompt)
    edits = [_edits(b, a, mask_id) for b, a in zip([start, *canvases[:-1]], canvases,
                                                     strict=True)]
    return Trace(canvases=canvases, forwards=model.forwards, edits=edits,
                 final=out[0].numpy().copy(), key_ends=model.key_ends)


# ----------------------------------------------------------------------------------- SGLang


class _ForwardBatch:
    """The fields of SGLang's ``ForwardBatch`` that ``_run_sync`` and the algorithms read."""

    def __init__(self, block: list[int], prompt_mask: torch.Tensor | None) -> None:
        self.batch_size = 1
        self.input_ids = torch.tensor(block, dtype=torch.long)
        self.dllm_prompt_mask = prompt_mask

    def mark_forward_metadata_ready(self, replan_equivalent: bool = True) -> None:
        pass


class _ModelRunner:
    """Answers ``model_runner.forward(forward_batch)`` for the block at ``prefix``."""

    def __init__(self, logits_of: LogitsOf, block: int) -> None:
        self.logits_of, self.block = logits_of, block
        self.committed: list[int] = []
        self.prefix = 0
        self.denoise = True  # False in a prefill round: logits unused, not computed
        self.forwards = 0
        self.key_ends: list[np.ndarray] = []

    def forward(self, forward_batch: _ForwardBatch, pp_proxy_tensors: Any = None
                ) -> SimpleNamespace:
        self.forwards += 1
        if not self.denoise:
            return SimpleNamespace(logits_output=SimpleNamespace(full_logits=None),
                                   can_run_graph=False)
        end = self.prefix + self.block
        ids = np.array([*self.committed[:self.prefix], *forward_batch.input_ids.tolist()],
                       dtype=np.int32)
        key_end = ((np.arange(end) // self.block + 1) * self.block).astype(np.int32)
        logits = _call(self.logits_of, ids, key_end, self.key_ends)
        return SimpleNamespace(logits_output=SimpleNamespace(full_logits=logits[self.prefix:end]),
                               can_run_graph=False)


def sglang_generate(algorithm: str, logits_of: LogitsOf, prompt: Sequence[int], *,
                    gen_length: int, block_length: int = 32, threshold: float | None = None,
                    edit_threshold: float | None = None, max_post_steps: int | None = None,
                    eos_id: int | None = EOS_ID, mask_id: int = MASK_ID, **kw: Any) -> Trace:
    """SGLang's ``algorithm`` ("low_confidence" or "joint_threshold") on ``logits_of``, block by
    block as its scheduler drives it (module docstring).  ``threshold``, ``edit_threshold``,
    ``max_post_steps`` (``max_post_edit_steps``) and ``kw`` (e.g. ``penalty_lambda``,
    ``vectorized_decoding``) go into ``algorithm_config`` when given; otherwise the vendored
    defaults apply (LowConfidence 0.95; JointThreshold 0.5 / 0 / 16, penalty 0)."""
    cls = ALGORITHMS[algorithm]
    config: dict[str, Any] = dict(kw)
    for key, value in (("threshold", threshold), ("edit_threshold", edit_threshold),
                       ("max_post_edit_steps", max_post_steps)):
        if value is not None:
            config[key] = value
    bs = block_length
    algo = cls(SimpleNamespace(block_size=bs, mask_id=mask_id, algorithm_config=config,
                               first_done_first_out_mode=False))
    runner = _ModelRunner(logits_of, bs)
    prompt = [int(t) for t in prompt]
    total = -(-(len(prompt) + gen_length) // bs) * bs
    committed = list(prompt)
    outputs: list[int] = []
    canvases: list[np.ndarray] = []
    edits: list[list[int]] = []
    cached = 0  # tokens whose K/V the request holds
    prefill = 0
    finished_len: int | None = None

    def canvas(block_ids: torch.Tensor) -> np.ndarray:
        c = np.full(max(total, runner.prefix + bs), mask_id, np.int64)
        c[:runner.prefix] = committed[:runner.prefix]
        c[runner.prefix:runner.prefix + bs] = block_ids.numpy()
        return c

    step = algo.step

    def recorded_step(forward_batch: _ForwardBatch, full_logits: torch.Tensor,
                      states: list[Any]) -> list[bool]:
        before = canvas(forward_batch.input_ids)
        done = step(forward_batch, full_logits, states)
        after = canvas(forward_batch.input_ids)
        canvases.append(after)
        edits.append(_edits(before, after, mask_id))
        return done

    algo.step = recorded_step
    while finished_len is None and gen_length > 0:
        prefix = min(cached, len(committed) // bs * bs)
        block = [*committed, *[mask_id] * bs][prefix:prefix + bs]
        literal = mask_id in committed
        prompt_mask = (torch.arange(prefix, prefix + bs) < len(committed))[None] if literal \
            else None
        fb = _ForwardBatch(block, prompt_mask)
        runner.committed, runner.prefix = committed, prefix
        runner.denoise = prefix + bs > len(committed)
        _, next_ids, *_ = algo.run(runner, fb, None)
        cached = prefix + bs
        if not runner.denoise:
            assert not next_ids
            prefill += 1
            continue
        new = [int(t) for t in next_ids[0].tolist()]
        assert new, "a denoised block returned no tokens"
        committed += new
        outputs += new
        if eos_id is not None and eos_id in new:
            finished_len = min(len(outputs) - len(new) + new.index(eos_id) + 1, gen_length)
        elif len(outputs) >= gen_length:
            finished_len = gen_length
    return Trace(canvases=canvases, forwards=runner.forwards, edits=edits,
                 final=np.array(outputs[:finished_len or 0], dtype=np.int64),
                 prefill_forwards=prefill, key_ends=runner.key_ends)
