"""The generation knobs a user sets, as one table (:data:`KNOBS`).

Each knob is a :class:`~dllmc.runtime.decoding.generate.GenerateOptions` field, but ``mode``,
a preset of two of them (LLaDA2.1's thresholds) that ``GenerateOptions.for_model`` resolves.  From the
table come ``dllmc run``'s options (compiler/face/cli.py, :func:`request_knobs`' types), the
fields a served request may carry (an OpenAI body or its ``extra_body``; Ollama's
``options``) and their type checks (runtime/serving/server.py).  The values themselves are
checked once, by ``GenerateOptions``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from dllmc.runtime.decoding.family import BLOCK_MODES

CACHES = ("none", "prefix", "dual")  # GenerateOptions.cache: Fast-dLLM's K/V reuse, or none


@dataclass(frozen=True)
class Knob:
    """One knob: its field name, its type (int, float or str; a float knob takes an int),
    help, the values it may take (``choices``, where they are few), the default ``dllmc
    run`` shows (None: the model family's, ``GenerateOptions.for_model``), and whether a
    served request may set it."""

    name: str
    kind: type
    help: str
    choices: tuple[str, ...] = ()
    default: Any = None
    served: bool = True

    @property
    def flag(self) -> str:
        return "--" + self.name.replace("_", "-")

    @property
    def types(self) -> tuple[type, ...]:
        return (int, float) if self.kind is float else (self.kind,)


KNOBS: tuple[Knob, ...] = (
    Knob("steps", int, "Denoising steps (default: the gen length; block diffusion: the most "
         "steps a block takes, default 32)."),
    # a served request's gen length is OpenAI's max_tokens, Ollama's num_predict
    Knob("gen_length", int, "Tokens to generate (default 128).", served=False),
    Knob("block_length", int, "Semi-autoregressive block length."),
    Knob("temperature", float, "Sampling temperature (default: the model family's; 0: greedy)."),
    Knob("top_p", float, "Keep the most likely tokens up to this probability mass."),
    Knob("top_k", int, "Keep the K most likely tokens."),
    Knob("alg", str, "low_confidence, random (LLaDA); origin, maskgit_plus, topk_margin, "
         "entropy (Dream)."),
    Knob("alg_temp", float, "Dream: draw the positions to commit, weighted by confidence at "
         "this temperature (0: the most confident)."),
    # not served: a guided request runs two forward passes a step (dllmc run only)
    Knob("cfg", float, "Classifier-free guidance scale.", served=False),
    Knob("threshold", float, "Approximate (Fast-dLLM): commit every mask of the block with "
         "confidence >= TAU, at least one, per step (0.9 in the paper); block diffusion "
         "(LLaDA2): its own rule, above TAU (0.95)."),
    Knob("cache", str, "Approximate (Fast-dLLM): reuse the K/V of the rows a step does not "
         "recompute, cached at each block's start.", choices=CACHES, default="none"),
    Knob("seed", int, "The seed of every random draw.", default=0),
    # block diffusion (LLaDA2.x; runtime/decoding/block.py): threshold, block_length and
    # steps (per block) above, and
    Knob("mode", str, "LLaDA2.1: quality (threshold 0.7, edit 0.5) or speed (0.5, 0.0).",
         choices=tuple(BLOCK_MODES)),
    Knob("edit_threshold", float, "LLaDA2.1: replace a committed token of the block whose "
         "prediction changed above this probability."),
    Knob("max_post_steps", int, "LLaDA2.1: editing steps a block may take once it has no "
         "masks (default 16)."),
    # DiffusionGemma (runtime/decoding/diffusion_gemma.py): steps (per canvas) above, and
    Knob("entropy_bound", float, "DiffusionGemma: accept a step's lowest-entropy positions "
         "while their entropies' sum minus the largest stays within this (default: the "
         "file's, 0.1)."),
)
SERVED: tuple[Knob, ...] = tuple(k for k in KNOBS if k.served)

__all__ = ["CACHES", "KNOBS", "SERVED", "Knob"]
