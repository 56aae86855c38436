"""Block diffusion (LLaDA2.x): the canvas decoded one block at a time over an exact prefix
K/V, with threshold commits and, for LLaDA2.1, token editing.

The canvas is cut into absolute blocks of ``block_length`` from position 0, the prompt's
included: the prompt's tail shares the first generated block, nothing is padded.  Attention
is block-causal -- a row sees its own block and every block before it -- so once a block is
final its keys and values never change: they stay in the sequence's K/V slot, and each step
of the next block computes that block's rows only (``SeqRows`` with each row's key end at its
block's end).  This is exact, not Fast-dLLM's approximation: tests/test_moe.py checks that a
block's rows against the store are bit for bit the rows of one block-causal pass over the
whole canvas.

A finished block's keys and values must come from its final tokens, which its last step had
not yet seen.  They are not computed by a separate pass: the next block's first forward
computes the finished block's rows too (each attending to its own block's end), so one call
writes them and denoises the new block.  The very first forward computes the whole prompt the
same way.  (The rows of the finished block cost one block of rows in that call, the separate
pass SGLang makes would cost a call.)

Each step (:class:`BlockRule`, the authors' ``generate`` for LLaDA2.0 at
``inclusionAI/dFactory@92b6890 models/llada2_moe/modeling_llada2_moe.py``, SGLang 0.5.23's
``JointThreshold`` for LLaDA2.1's editing; tests/test_llada2_decoding.py runs both on the same
logits):

- a token and its probability for every position of the block (``maskgit_plus``'s
  distribution: the argmax at temperature 0, else a draw from softmax(logits / T) after top-k /
  top-p; the probability of that token under it);
- **commits**: the masked positions whose probability is above ``threshold``; if fewer than
  the step's quota (the block's ``block_length`` spread over ``steps`` as LLaDA's
  ``get_num_transfer_tokens``), the quota's most probable masked positions instead;
- **edits** (``edit_threshold`` set): a generated, already committed position of the block
  whose token differs from the step's and whose probability is above ``edit_threshold`` takes
  the step's token, in the same step;
- a block ends when it has no masks (2.0), or (editing) when a step with no masks left
  changes nothing or ``max_post_steps`` mask-free steps have run;
- generation ends after a finished block that holds an end-of-text token in the generated
  part; the answer is the generated text before the first one.

Entry point: :class:`BlockDecoder`, resumable like :class:`~.generate.Decoder` (``wanted()``,
``advance(logits)``, ``result``), so ``generate`` and the serving engine run it unchanged.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Generator, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

from dllmc.compiler.base.errors import DllmcError
from dllmc.runtime.decoding import sampler as S
from dllmc.runtime.decoding.generate import (
    GenerateOptions,
    GenerateResult,
    Pass,
    StepEvent,
    _end_ids,
    _mask_id,
    _Stream,
)
from dllmc.runtime.executor.loader import SeqRows

NONE = np.zeros(0, dtype=np.int64)


@dataclass(frozen=True)
class BlockRule:
    """What block-diffusion decoders differ in (LLaDA2.0, LLaDA2.1; SDAR and Fast-dLLM v2 are
    the same grid with other values: docs/diffusion-decoding.md)."""

    block: int  # block length
    steps: int  # the most steps a block's masks take: its quota schedule
    threshold: float  # commit every masked position above this probability
    edit_threshold: float | None = None  # None: no token editing (LLaDA2.0)
    max_post_steps: int = 0  # editing: mask-free steps a block may still take

    @classmethod
    def of(cls, o: GenerateOptions) -> BlockRule:
        """The rule of ``o``.  Without editing, dFactory's ``generate`` takes ``min(steps,
        gen_length)`` steps a block (:1452, ``minimal_topk`` 1): a short generation commits
        more a step.  SGLang's JointThreshold (editing) has no steps: one forced commit a step
        at most, the quota of ``steps = block``."""
        assert o.threshold is not None and o.block_length is not None
        if o.edit_threshold is None:
            return cls(o.block_length, min(o.steps, o.gen_length), o.threshold)
        return cls(o.block_length, o.steps, o.threshold, o.edit_threshold, o.max_post_steps)

    @property
    def quotas(self) -> list[int]:
        """The fewest commits of each step of a block (its positions spread over ``steps``)."""
        return S.llada_transfer_counts(self.block, self.steps)


class BlockDecoder:
    """One sequence's block diffusion as resumable state (module doc).  ``slot``: the K/V slot
    holding its finished blocks (a model opened with ``slots >= 1``)."""

    def __init__(self, model: Any, tokenizer: Any, prompt_ids: Sequence[int],
                 options: GenerateOptions, *, slot: int = 0,
                 on_step: Callable[[StepEvent], None] | None = None,
                 on_text: Callable[[str], None] | None = None) -> None:
        spec = model.spec
        prompt = [int(i) for i in prompt_ids]
        if not prompt:
            raise DllmcError("the prompt is empty", "pass a non-empty prompt")
        n_vocab = spec.hparams.n_vocab
        bad = [i for i in prompt if not 0 <= i < n_vocab]
        if bad:
            raise DllmcError(f"prompt token id {bad[0]} is outside the vocabulary [0, {n_vocab})",
                             "tokenize the prompt with this model's tokenizer")
        if getattr(model, "slots", 0) < 1:
            raise DllmcError("block diffusion keeps the finished blocks' K/V in a slot",
                             "open the model with slots=1 (dllmc.load and dllmc run do)")
        self.rule = rule = BlockRule.of(options)
        self.mask_id = _mask_id(model)
        if self.mask_id in prompt:
            raise DllmcError("the prompt contains the mask token", "remove it from the prompt")
        P, B = len(prompt), rule.block
        # the blocks that hold the prompt and gen_length more tokens: generation may run up to
        # the last block's end (the authors' canvas)
        total = options.positions(P)
        self.n_blocks = total // B
        if total > model.max_canvas:
            raise DllmcError(
                f"prompt ({P} tokens) + gen length {options.gen_length}, in blocks of {B}, "
                f"take {total} positions, which exceeds the compiled canvas of {model.max_canvas}",
                f"shorten the prompt, lower --gen-length, or recompile with --max-canvas {total}")
        self.o, self.P, self.slot = options, P, slot
        self.tokenizer, self.on_step = tokenizer, on_step
        self.end_ids = _end_ids(model, tokenizer)
        self.ops = S.vocab_ops(model)
        self.canvas = np.array(prompt + [self.mask_id] * (total - P), dtype=np.int32)
        self.stream = _Stream(tokenizer, on_text)
        self.forwards = self.rows_computed = self.edits = 0
        self.blocks_run = 0
        # at most this many steps: each block's masks take at most ``steps``, then the
        # mask-free edit steps and the one that finds nothing to change
        self.steps_bound = (self.n_blocks - P // B) * (
            rule.steps + (rule.max_post_steps + 1 if rule.edit_threshold is not None else 0))
        self.result: GenerateResult | None = None
        self._pass: Pass | None = None
        self._steps = self._run()
        self._resume(None)

    # -- the resumable interface (as Decoder's)

    def wanted(self) -> Pass | None:
        return self._pass

    def advance(self, logits: np.ndarray) -> None:
        if self._pass is None:
            raise RuntimeError("the decoder has finished")
        self._resume(logits)

    @property
    def done(self) -> bool:
        return self.result is not None

    def _resume(self, logits: np.ndarray | None) -> None:
        try:
            self._pass = self._steps.send(logits)  # type: ignore[arg-type]
        except StopIteration as end:
            self._pass, self.result = None, end.value

    # -- the loop

    def _request(self, first: int, lo: int, hi: int, look: np.ndarray) -> Pass:
        """The pass computing rows [first, hi) -- the block [lo, hi) and before it the rows
        whose K/V the slot lacks -- each attending to its block's end; logits of the block's
        positions ``look`` (offsets in the block): the output projection, the largest GEMM of
        a step, runs on those rows only."""
        B = self.rule.block
        pos = np.arange(first, hi, dtype=np.int32)
        ends = np.minimum((pos // B + 1) * B, hi).astype(np.int32)
        self.rows_computed += hi - first
        return Pass(SeqRows(self.slot, self.canvas[first:hi], pos, ends),
                    (lo - first + look).astype(np.int64))

    def _choose(self, step: int, lo: int, look: np.ndarray, logits: np.ndarray
                ) -> tuple[np.ndarray, np.ndarray]:
        """(token, its probability) for every position of the block (-1, -inf where it did not
        look)."""
        o = self.o
        keys = S.rng_keys(o.seed, step, S.STREAM_TOKEN, lo + look)
        c = S.dream_choose(self.ops, np.ascontiguousarray(logits, dtype=np.float32),
                           alg="maskgit_plus", temperature=o.temperature, keys=keys,
                           top_p=o.top_p, top_k=o.top_k)
        tokens = np.full(self.rule.block, -1, dtype=np.int32)
        prob = np.full(self.rule.block, -np.inf)
        tokens[look], prob[look] = c.tokens, c.confidence
        return tokens, prob

    def _answer(self, upto: int) -> tuple[list[int], bool]:
        """(the answer's final prefix within [P, upto), whether an end token closed it); the
        answer is at most gen_length tokens (the last block may decode past them)."""
        gen = self.canvas[self.P:min(upto, self.P + self.o.gen_length)].tolist()
        for j, tok in enumerate(gen):
            if tok in self.end_ids:
                return gen[:j], True
        return gen, False

    def _run(self) -> Generator[Pass, np.ndarray, GenerateResult]:
        rule, P, canvas, mask = self.rule, self.P, self.canvas, self.mask_id
        B, quotas = rule.block, rule.quotas
        step_ms: list[float] = []
        t_start = time.perf_counter()
        step, stop = 0, ""
        stored = 0  # the slot holds the final K/V of positions [0, stored)
        for b in range(P // B, self.n_blocks):
            lo, hi = b * B, (b + 1) * B
            self.blocks_run += 1
            post = 0  # mask-free steps taken (editing)
            i = 0
            while True:
                masked = canvas[lo:hi] == mask
                if not masked.any() and (rule.edit_threshold is None
                                         or post >= rule.max_post_steps):
                    break
                if masked.any() and i >= rule.steps and rule.edit_threshold is None:
                    break  # not reached: the quotas fill the block within its steps
                t0 = time.perf_counter()
                # the positions a step reads: its masks, and with editing the generated
                # tokens committed before it
                look = np.flatnonzero(masked | ((rule.edit_threshold is not None)
                                                & (np.arange(lo, hi) >= P)))
                logits = yield self._request(stored, lo, hi, look)
                self.forwards += 1
                stored = lo  # the rows before the block are final in the slot now
                tokens, prob = self._choose(step, lo, look, logits)
                del logits
                commit = NONE
                if masked.any():
                    conf = np.where(masked, prob, -np.inf)
                    high = np.flatnonzero(conf > rule.threshold)
                    quota = quotas[i] if i < len(quotas) else 1
                    if len(high) >= quota:
                        commit = high
                    else:
                        commit = S.top_positions(conf, min(quota, int(masked.sum())))
                edit = NONE
                if rule.edit_threshold is not None:
                    mine = (~masked) & (np.arange(lo, hi) >= P)
                    edit = np.flatnonzero(mine & (tokens != canvas[lo:hi])
                                          & (prob > rule.edit_threshold))
                    if not masked.any():
                        post += 1
                canvas[lo + commit] = tokens[commit]
                canvas[lo + edit] = tokens[edit]
                self.edits += len(edit)
                ms = 1000.0 * (time.perf_counter() - t0)
                step_ms.append(ms)
                if self.on_step is not None:
                    self.on_step(StepEvent(step, self.steps_bound, b, canvas[P:].copy(),
                                           canvas[P:] == mask, commit + lo - P, mask, ms, True,
                                           edited=edit + lo - P))
                step += 1
                i += 1
                if not len(commit) and not len(edit):
                    # a mask-free step that changed nothing: the block is final, and the
                    # K/V this forward wrote are its final tokens
                    stored = hi
                    break
            answer, ended = self._answer(hi)
            self.stream.advance(answer, final=False)
            if ended:
                stop = "eos" if b + 1 < self.n_blocks else "end"
                break
        seconds = time.perf_counter() - t_start
        answer, ended = self._answer(len(canvas))
        self.stream.advance(answer, final=True)
        if not stop:
            stop = "end" if ended else "length"
        return GenerateResult(
            text=self.stream.text if self.tokenizer is not None else "",
            tokens=[int(t) for t in answer],
            canvas=[int(t) for t in canvas[P:P + self.o.gen_length]],  # StepEvents: all
            steps_run=step,
            steps_total=step,
            forward_passes=self.forwards,
            stop_reason=stop,
            seconds=seconds,
            step_ms=step_ms,
            prompt_tokens=P,
            rows_computed=self.rows_computed,
            threshold=self.o.threshold,
            blocks=self.blocks_run,
            edits=self.edits,
        )


__all__ = ["BlockDecoder", "BlockRule"]
