"""DiffusionGemma's block decoding on a compiled model (transformers 5.23.0's
``DiffusionGemmaGenerationMixin.generate``, batch 1; docs/diffusiongemma-notes.md §2.5-2.8).

The model's plan has three passes over one set of weights (compiler/graph.py): the forward is
the *encoder* (causal, its K/V kept in the sequence's slot), the *decoder* runs on a canvas of
``C`` tokens at the positions right after everything encoded, every row attending to the whole
canvas and to the kept prefix (all of it on global layers, its last ``n_swa - 1`` positions on
sliding-window layers: the row's key start), with the previous step's processed logits as the
self-conditioning input after a canvas's first step.  Per canvas:

1. the canvas starts as uniform random tokens;
2. each step (``entropy_bound.denoise_canvas``): the decoder's logits, the temperature, the
   sampled canvas, the entropy-bound acceptance, re-noising, the stable-and-confident stop;
3. the kept canvas (the last step's argmax) is encoded at its positions (overwriting the
   decoder's own K/V there) and the next canvas starts after it;
4. generation ends after the canvas that holds an end-of-sequence token (the tokens after the
   first one become padding) or after ``ceil(max_new_tokens / C)`` canvases.

The random draws are inputs: dllmc's counter-based streams by default (canvas ``b``'s initial
tokens at counter ``b * (N + 1)``, its step ``k`` at ``b * (N + 1) + 1 + k``), or any
:class:`BlockDraws` a caller injects (tests/test_diffusion_gemma.py hands the same draws to
transformers' own code).
"""

from __future__ import annotations

import dataclasses
import time
from collections.abc import Callable, Generator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from dllmc.compiler.base.errors import DllmcError
from dllmc.compiler.base.layouts import Pass as PlanPass
from dllmc.runtime.decoding import entropy_bound as eb
from dllmc.runtime.decoding.generate import (
    GenerateOptions,
    GenerateResult,
    Pass,
    Resumable,
    StepEvent,
    TextStream,
    checked_prompt,
    end_ids,
    run_pass,
)
from dllmc.runtime.executor.loader import SeqRows

# the GGUF's sampler defaults (llama.cpp PR #24423's converter: diffusion.eb_*) -> knob
_KNOB_KEYS = {
    "diffusion.eb_max_steps": "max_steps",
    "diffusion.eb_t_min": "t_min",
    "diffusion.eb_t_max": "t_max",
    "diffusion.eb_entropy_bound": "entropy_bound",
    "diffusion.eb_stability_threshold": "stability_threshold",
    "diffusion.eb_confidence_threshold": "confidence_threshold",
}


def knobs_of(spec: Any, **overrides: Any) -> eb.EntropyBoundKnobs:
    """The sampler knobs ``spec``'s file carries (``diffusion.eb_*``, read with the spec; each
    absent key the reference's default), with ``overrides`` (knob name -> value, None values
    ignored) on top."""
    kv = dict(spec.hparams.sampler_keys)
    values: dict[str, Any] = {knob: kv[key] for key, knob in _KNOB_KEYS.items() if key in kv}
    values.update({k: v for k, v in overrides.items() if v is not None})
    return eb.EntropyBoundKnobs(**values)


def knobs_from_gguf(path: str | Path, **overrides: Any) -> eb.EntropyBoundKnobs:
    """:func:`knobs_of` the file at ``path``."""
    from dllmc.compiler.base.reader import read_gguf

    return knobs_of(read_gguf(Path(path)), **overrides)


@dataclass(frozen=True)
class BlockDraws:
    """One canvas's random draws: its initial tokens, and each step's (``step(k)``)."""

    initial: np.ndarray  # int64 [C]
    step: Callable[[int], eb.StepDraws]


def counter_block_draws(seed: int, max_steps: int, canvas: int, vocab: int
                        ) -> Callable[[int], BlockDraws]:
    """Canvas ``b``'s draws from dllmc's counter-based streams (the layout above)."""
    def block(b: int) -> BlockDraws:
        base = b * (max_steps + 1)
        return BlockDraws(eb.uniform_tokens(seed, base, canvas, vocab),
                          lambda k: eb.counter_draws(seed, base + 1 + k, canvas, vocab))
    return block


@dataclass
class DiffusionGemmaResult:
    prompt: list[int]
    tokens: list[int]  # the kept canvases, padded after the first end-of-sequence token
    blocks: list[list[eb.StepResult]] = field(default_factory=list)  # each canvas's steps
    finished: bool = False  # an end-of-sequence token ended it

    @property
    def sequence(self) -> list[int]:
        return self.prompt + self.tokens


def _rows(slot: int, ids: Sequence[int] | np.ndarray, start: int, *, causal: bool,
          key_start: int | None = None) -> SeqRows:
    """``ids`` at positions start..: causal rows (the encoder's), or every row attending to
    the whole canvas and the prefix before it, from ``key_start`` on sliding-window layers."""
    n = len(ids)
    pos = np.arange(start, start + n, dtype=np.int32)
    if causal:
        return SeqRows(slot, np.asarray(ids), pos, pos + 1)
    return SeqRows(slot, np.asarray(ids), pos, np.full(n, start + n, np.int32),
                   np.full(n, key_start or 0, np.int32))


class EntropyBoundDecoder(Resumable):
    """One sequence's DiffusionGemma generation as resumable state (``wanted`` / ``advance`` /
    ``result``, like :class:`~dllmc.runtime.decoding.generate.Decoder`, so ``generate``,
    ``dllmc run`` and the server run it unchanged).  ``slot``: the K/V slot holding the encoded
    prefix (a model opened with ``slots >= 1``).

    ``options``: ``gen_length`` new tokens (whole canvases of ``block_length``), at most
    ``steps`` steps a canvas, ``entropy_bound`` (None: the file's), ``early_stop`` False: every
    canvas runs all its steps, ``seed``: the draws.  ``knobs`` / ``draws`` replace the file's
    knobs and dllmc's counter draws (tests inject the reference's)."""

    def __init__(self, model: Any, tokenizer: Any, prompt_ids: Sequence[int],
                 options: GenerateOptions, *, slot: int = 0,
                 on_step: Callable[[StepEvent], None] | None = None,
                 on_text: Callable[[str], None] | None = None,
                 knobs: eb.EntropyBoundKnobs | None = None,
                 draws: Callable[[int], BlockDraws] | None = None,
                 eos_ids: Sequence[int] | None = None, pad_id: int | None = None) -> None:
        spec = model.spec
        if not spec.arch.encoder_decoder:
            raise DllmcError(f"{spec.arch.name} is not an encoder-decoder model",
                             "use this decoder for DiffusionGemma files")
        if getattr(model, "slots", 0) < 1:
            raise DllmcError("DiffusionGemma keeps the encoded prefix's K/V in a slot",
                             "open the model with slots=1 (dllmc.load and dllmc run do)")
        self.prompt, _ = checked_prompt(model, prompt_ids, options)
        hp = spec.hparams
        self.C, self.n_vocab, self.n_swa = hp.canvas_length, hp.n_vocab, hp.n_swa
        if options.block_length != self.C:
            raise DllmcError(f"canvas length {options.block_length} is not the model's {self.C}",
                             "build the options with GenerateOptions.for_model(model.spec)")
        self.knobs = knobs or knobs_of(spec, max_steps=options.steps,
                                       entropy_bound=options.entropy_bound)
        if not options.early_stop:  # no stopping rule: every canvas runs all its steps
            self.knobs = dataclasses.replace(self.knobs, stability_threshold=None,
                                             confidence_threshold=None)
        self.n_blocks = -(-options.gen_length // self.C)
        self.draws = draws or counter_block_draws(options.seed, self.knobs.max_steps, self.C,
                                                  self.n_vocab)
        self.end = np.asarray(sorted(end_ids(model, tokenizer) if eos_ids is None else eos_ids),
                              np.int64)
        self.pad_id = spec.tokenizer.pad_id if pad_id is None and eos_ids is None else pad_id
        self.o, self.slot, self.on_step = options, slot, on_step
        self.tokenizer = tokenizer
        self.stream = TextStream(tokenizer, on_text)
        self.blocks: list[list[eb.StepResult]] = []
        self.tokens: list[int] = []
        self.finished = False
        self._start(self._run())

    def _run(self) -> Generator[Pass, np.ndarray, GenerateResult]:
        t0 = time.perf_counter()
        P, C, knobs = len(self.prompt), self.C, self.knobs
        step_ms: list[float] = []
        forwards = rows = 0
        yield Pass(_rows(self.slot, self.prompt, 0, causal=True), _NO_ROWS)  # the encoder
        forwards, rows = forwards + 1, rows + P
        steps_total = self.n_blocks * knobs.max_steps
        for b in range(self.n_blocks):
            start = P + len(self.tokens)
            d = self.draws(b)
            canvas = np.asarray(d.initial, np.int64)
            key_start = max(0, start - self.n_swa + 1) if self.n_swa else 0
            state, sc, steps = eb.StopState(), None, []
            for k, cur_step in enumerate(range(knobs.max_steps, 0, -1)):
                t1 = time.perf_counter()
                seq = _rows(self.slot, canvas, start, causal=False, key_start=key_start)
                mode = PlanPass.DECODE if sc is None else PlanPass.DECODE_SC
                logits = yield Pass(seq, np.arange(C), mode, sc)
                forwards, rows = forwards + 1, rows + C
                sd = d.step(k)
                r = eb.denoise_step(logits, canvas, cur_step, knobs, sd.exp_noise,
                                    sd.renoise_tokens, state)
                steps.append(r)
                canvas, state, sc = r.canvas, r.stop_state, r.processed
                ms = 1000 * (time.perf_counter() - t1)
                step_ms.append(ms)
                if self.on_step is not None:
                    self.on_step(StepEvent(
                        len(step_ms) - 1, steps_total, b, np.concatenate(
                            [np.asarray(self.tokens, np.int64), r.canvas]),
                        # no masks: every position shows its token, random until accepted
                        np.zeros(len(self.tokens) + C, bool),
                        len(self.tokens) + np.flatnonzero(r.accepted_mask), -1, ms, True))
                if r.stop:
                    break
            self.blocks.append(steps)
            kept = np.asarray(steps[-1].argmax, np.int64)
            is_end = np.isin(kept, self.end)
            if is_end.any():
                first = int(np.argmax(is_end))
                if self.pad_id is not None:
                    kept[first + 1:] = self.pad_id
                self.tokens += kept.tolist()
                self.finished = True
                break
            self.tokens += kept.tolist()
            self.stream.advance(self.tokens, final=False)
            if b + 1 < self.n_blocks:  # the kept canvas into the prefix (no logits read)
                yield Pass(_rows(self.slot, kept, start, causal=True), _NO_ROWS)
                forwards, rows = forwards + 1, rows + C
        answer = self.tokens
        if self.finished:
            first = int(np.argmax(np.isin(np.asarray(answer), self.end)))
            answer = answer[:first]
        self.stream.advance(answer, final=True)
        return GenerateResult(
            text=self.stream.text if self.tokenizer is not None else "",
            tokens=[int(t) for t in answer],
            canvas=[int(t) for t in self.tokens],
            steps_run=len(step_ms),
            steps_total=steps_total,
            forward_passes=forwards,
            stop_reason="eos" if self.finished else "length",
            seconds=time.perf_counter() - t0,
            step_ms=step_ms,
            prompt_tokens=P,
            rows_computed=rows,
            blocks=len(self.blocks),
        )


_NO_ROWS = np.zeros(0, dtype=np.int64)


class DiffusionGemmaDecoder:
    """The two passes on ``model`` (an open :class:`~dllmc.runtime.executor.loader.Model` of a
    ``diffusion-gemma`` artifact) one call at a time, for tests and tools: ``encode``,
    ``decode`` and a whole ``generate`` in slot ``slot``."""

    def __init__(self, model: Any, *, slot: int = 0) -> None:
        if not model.spec.arch.encoder_decoder:
            raise ValueError(f"{model.spec.arch.name} is not an encoder-decoder model")
        hp = model.spec.hparams
        self.model, self.slot = model, slot
        self.canvas, self.n_swa = hp.canvas_length, hp.n_swa

    def encode(self, ids: Sequence[int] | np.ndarray, start: int) -> None:
        """The encoder pass over ``ids`` at positions start..: their K/V into the slot."""
        run_pass(self.model, Pass(_rows(self.slot, ids, start, causal=True), _NO_ROWS))

    def decode(self, canvas: np.ndarray, start: int, sc_logits: np.ndarray | None) -> np.ndarray:
        """The decoder's logits [C, V] of ``canvas`` at positions start.. after the encoded
        prefix [0, start), with the previous step's processed logits (None: the first step)."""
        key_start = max(0, start - self.n_swa + 1) if self.n_swa else 0
        seq = _rows(self.slot, canvas, start, causal=False, key_start=key_start)
        mode = PlanPass.DECODE if sc_logits is None else PlanPass.DECODE_SC
        return run_pass(self.model, Pass(seq, np.arange(len(canvas)), mode, sc_logits))

    def generate(self, prompt: Sequence[int], knobs: eb.EntropyBoundKnobs, *,
                 max_new_tokens: int, eos_ids: Sequence[int] = (), pad_id: int | None = None,
                 draws: Callable[[int], BlockDraws] | None = None, seed: int = 0
                 ) -> DiffusionGemmaResult:
        """Canvases after ``prompt`` until an end-of-sequence token in ``eos_ids`` or
        ``max_new_tokens`` (rounded up to whole canvases), with these knobs and draws."""
        options = GenerateOptions(gen_length=max_new_tokens, steps=knobs.max_steps,
                                  block_length=self.canvas, decoder="entropy_bound", seed=seed)
        dec = EntropyBoundDecoder(self.model, None, prompt, options, slot=self.slot,
                                  knobs=knobs, draws=draws, eos_ids=eos_ids, pad_id=pad_id)
        while (p := dec.wanted()) is not None:
            dec.advance(run_pass(self.model, p))
        return DiffusionGemmaResult(list(dec.prompt), dec.tokens, dec.blocks, dec.finished)


__all__ = ["BlockDraws", "DiffusionGemmaDecoder", "DiffusionGemmaResult", "EntropyBoundDecoder",
           "counter_block_draws", "knobs_from_gguf", "knobs_of"]
