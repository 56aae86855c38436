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

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from dllmc.compiler.base.layouts import Pass
from dllmc.runtime.decoding import entropy_bound as eb
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


def knobs_from_gguf(path: str | Path, **overrides: Any) -> eb.EntropyBoundKnobs:
    """The sampler knobs the file carries (``diffusion.eb_*``; each absent key the reference's
    default), with ``overrides`` (knob name -> value, None values ignored) on top."""
    from dllmc.compiler.base.gguf_file import GGUFFile

    kv = GGUFFile.open(Path(path)).kv
    values: dict[str, Any] = {knob: kv[key] for key, knob in _KNOB_KEYS.items() if key in kv}
    values.update({k: v for k, v in overrides.items() if v is not None})
    return eb.EntropyBoundKnobs(**values)


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

    @property
    def decoder_passes(self) -> int:
        return sum(len(b) for b in self.blocks)


class DiffusionGemmaDecoder:
    """Block decoding of one sequence in slot ``slot`` of ``model`` (an open
    :class:`~dllmc.runtime.executor.loader.Model` of a ``diffusion-gemma`` artifact)."""

    def __init__(self, model: Any, *, slot: int = 0) -> None:
        spec = model.spec
        if not spec.arch.encoder_decoder:
            raise ValueError(f"{spec.arch.name} is not an encoder-decoder model")
        hp = spec.hparams
        self.model, self.slot = model, slot
        self.canvas, self.n_vocab, self.n_swa = hp.canvas_length, hp.n_vocab, hp.n_swa
        self.max_positions = model.artifact.info.max_canvas

    def encode(self, ids: Sequence[int] | np.ndarray, start: int) -> None:
        """The encoder pass over ``ids`` at positions start..: their K/V into the slot."""
        pos = np.arange(start, start + len(ids), dtype=np.int32)
        self.model.forward_batch([SeqRows(self.slot, np.asarray(ids), pos, pos + 1)], [])

    def decode(self, canvas: np.ndarray, start: int, sc_logits: np.ndarray | None) -> np.ndarray:
        """The decoder's logits [C, V] of ``canvas`` at positions start.. after the encoded
        prefix [0, start), with the previous step's processed logits (None: the first step)."""
        c = len(canvas)
        pos = np.arange(start, start + c, dtype=np.int32)
        ends = np.full(c, start + c, np.int32)
        # a sliding layer sees the prefix's last n_swa - 1 keys (and the whole canvas)
        starts = np.full(c, max(0, start - self.n_swa + 1) if self.n_swa else 0, np.int32)
        seq = SeqRows(self.slot, np.asarray(canvas), pos, ends, starts)
        if sc_logits is None:
            return self.model.forward_batch([seq], pass_=Pass.DECODE)
        return self.model.forward_batch([seq], pass_=Pass.DECODE_SC, sc_logits=sc_logits)

    def generate(self, prompt: Sequence[int], knobs: eb.EntropyBoundKnobs, *,
                 max_new_tokens: int, eos_ids: Sequence[int] = (), pad_id: int | None = None,
                 draws: Callable[[int], BlockDraws] | None = None, seed: int = 0,
                 on_step: Callable[[int, eb.StepResult], None] | None = None
                 ) -> DiffusionGemmaResult:
        """Canvases after ``prompt`` until an end-of-sequence token or ``max_new_tokens``
        (rounded up to whole canvases); ``on_step(block, step)`` sees every step."""
        c = self.canvas
        n_blocks = math.ceil(max_new_tokens / c)
        prompt = [int(t) for t in prompt]
        if not prompt:
            raise ValueError("the prompt is empty (DiffusionGemma encodes at least one token)")
        need = len(prompt) + n_blocks * c
        if need > self.max_positions:
            raise ValueError(f"{len(prompt)} prompt tokens and {n_blocks} canvases of {c} need "
                             f"{need} positions; the model is compiled for {self.max_positions} "
                             "(recompile with a larger --max-canvas)")
        draws = draws or counter_block_draws(seed, knobs.max_steps, c, self.n_vocab)
        self.encode(prompt, 0)
        result = DiffusionGemmaResult(prompt, [])
        eos = np.asarray(list(eos_ids), np.int64)
        for b in range(n_blocks):
            start = len(prompt) + len(result.tokens)
            d = draws(b)
            steps: list[eb.StepResult] = []

            def logits_of(canvas: np.ndarray, sc: np.ndarray | None, start: int = start
                          ) -> np.ndarray:
                return self.decode(canvas, start, sc)

            kept, steps = eb.denoise_canvas(logits_of, d.initial, knobs, d.step)
            if on_step is not None:
                for s in steps:
                    on_step(b, s)
            result.blocks.append(steps)
            kept = np.asarray(kept, np.int64)
            is_eos = np.isin(kept, eos)
            if is_eos.any():
                first = int(np.argmax(is_eos))
                if pad_id is not None:
                    kept[first + 1:] = pad_id
                result.tokens += kept.tolist()
                result.finished = True
                break
            result.tokens += kept.tolist()
            if b + 1 < n_blocks:
                self.encode(kept, start)
        return result


__all__ = ["BlockDraws", "DiffusionGemmaDecoder", "DiffusionGemmaResult", "counter_block_draws",
           "knobs_from_gguf"]
