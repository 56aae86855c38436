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
    Resumable,
    StepEvent,
    TextStream,
    checked_prompt,
    end_ids,
)
from dllmc.runtime.executor.loader import SeqRows

_EMPTY = np.zeros(0, dtype=np.int64)


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
        more a step.  SGLang's JointThreshold (editing) has no steps: one forced commit a step,
        the quota of the default ``steps = block`` (fewer steps, dllmc's extension, force more)."""
        assert o.threshold is not None and o.block_length is not None
        if o.edit_threshold is None:
            return cls(o.block_length, min(o.steps, o.gen_length), o.threshold)
        return cls(o.block_length, o.steps, o.threshold, o.edit_threshold, o.max_post_steps)

    @property
    def max_steps(self) -> int:
        """The most steps a block takes: its quotas, or with editing SGLang's cap (block +
        post-edit budget + 1: a model that keeps predicting the mask id, or edits forever,
        still ends the block)."""
        if self.edit_threshold is None:
            return self.steps
        return self.block + self.max_post_steps + 1

    @property
    def quotas(self) -> list[int]:
        """The fewest commits of each step of a block (its positions spread over ``steps``)."""
        return S.llada_transfer_counts(self.block, self.steps)


class BlockDecoder(Resumable):
    """One sequence's block diffusion as resumable state (module doc).  ``slot``: the K/V slot
    holding its finished blocks (a model opened with ``slots >= 1``)."""

    def __init__(self, model: Any, tokenizer: Any, prompt_ids: Sequence[int],
                 options: GenerateOptions, *, slot: int = 0,
                 on_step: Callable[[StepEvent], None] | None = None,
                 on_text: Callable[[str], None] | None = None) -> None:
        if getattr(model, "slots", 0) < 1:
            raise DllmcError("block diffusion keeps the finished blocks' K/V in a slot",
                             "open the model with slots=1 (dllmc.load and dllmc run do)")
        prompt, self.mask_id = checked_prompt(model, prompt_ids, options)
        self.rule = rule = BlockRule.of(options)
        P, B = len(prompt), rule.block
        # the blocks that hold the prompt and gen_length more tokens: generation may run up to
        # the last block's end (the authors' canvas)
        total = options.positions(P)
        self.n_blocks = total // B
        self.o, self.P, self.slot = options, P, slot
        self.tokenizer, self.on_step = tokenizer, on_step
        # the end-of-text ids of every decoder (EOS, EOT, the tokenizer's end-of-generation
        # set; the references take one eos_id)
        self.end_ids = end_ids(model, tokenizer)
        self.ops = S.vocab_ops(model)
        self.canvas = np.array(prompt + [self.mask_id] * (total - P), dtype=np.int32)
        self.stream = TextStream(tokenizer, on_text)
        self.forwards = self.rows_computed = self.edits = 0
        self.blocks_run = 0
        # at most this many steps (BlockRule.max_steps a block)
        self.steps_bound = (self.n_blocks - P // B) * rule.max_steps
        self._start(self._run())

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
        return Pass(SeqRows(self.slot, self.canvas[first:hi].copy(), pos, ends),
                    (lo - first + look).astype(np.int64))

    def _choose(self, step: int, lo: int, look: np.ndarray, logits: np.ndarray
                ) -> tuple[np.ndarray, np.ndarray]:
        """(token, its probability) for every position of the block (-1, -inf where it did not
        look)."""
        o = self.o
        keys = S.rng_keys(o.seed, step, S.STREAM_TOKEN, lo + look)
        # at temperature 0 the references rank by the whole softmax (no top-p / top-k)
        sampled = o.temperature > 0
        c = S.dream_choose(self.ops, np.ascontiguousarray(logits, dtype=np.float32),
                           alg="maskgit_plus", temperature=o.temperature, keys=keys,
                           top_p=o.top_p if sampled else None,
                           top_k=o.top_k if sampled else None)
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
        editing = rule.edit_threshold is not None
        stored = 0  # the slot holds the final K/V of positions [0, stored)
        for b in range(P // B, self.n_blocks):
            lo, hi = b * B, (b + 1) * B
            self.blocks_run += 1
            post = 0  # mask-free steps taken (editing)
            i = 0
            while i < rule.max_steps:
                masked = canvas[lo:hi] == mask
                if not masked.any() and (not editing or post >= rule.max_post_steps):
                    break
                t0 = time.perf_counter()
                # the positions a step reads: its masks, and with editing the generated
                # tokens committed before it
                generated = np.arange(lo, hi) >= P
                look = np.flatnonzero(masked | (editing & generated))
                logits = yield self._request(stored, lo, hi, look)
                self.forwards += 1
                stored = lo  # the rows before the block are final in the slot now
                tokens, prob = self._choose(step, lo, look, logits)
                del logits
                commit = _EMPTY
                if masked.any():
                    conf = np.where(masked, prob, -np.inf)
                    high = np.flatnonzero(conf > rule.threshold)
                    quota = quotas[i] if i < len(quotas) else 1
                    if len(high) >= quota:
                        commit = high
                    else:
                        commit = S.top_positions(conf, min(quota, int(masked.sum())))
                edit = _EMPTY
                if editing:
                    edit = np.flatnonzero(~masked & generated & (tokens != canvas[lo:hi])
                                          & (prob > rule.edit_threshold))
                    if not masked.any():
                        post += 1
                canvas[lo + commit] = tokens[commit]
                canvas[lo + edit] = tokens[edit]
                self.edits += len(edit)
                ms = 1000.0 * (time.perf_counter() - t0)
                step_ms.append(ms)
                if self.on_step is not None:
                    self.on_step(StepEvent(step, self.steps_bound, b - P // B, canvas[P:].copy(),
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
