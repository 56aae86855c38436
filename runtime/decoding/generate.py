"""The generation loop: a canvas of prompt + masks, denoised step by step by the model's own
sampler (:mod:`dllmc.runtime.decoding.sampler`), computing logits only where the sampler looks, and
stopping as soon as the answer is final.

Entry point::

    generate(model, tokenizer, prompt_ids, GenerateOptions.for_model(model.spec, ...),
             on_step=None, on_text=None) -> GenerateResult

``model`` is a :class:`dllmc.runtime.executor.loader.Model` (anything with ``spec``, ``max_canvas``
and ``forward(ids, rows)``; its compiled sampler kernels are used when it has them).
``prompt_ids`` are the ids of the already formatted prompt (chat template applied).

**Logits only where the sampler looks.**  Each step asks the model for the rows it can
commit: LLaDA, the masked positions of the current block (``random`` remasking: only the
positions it drew); Dream, every masked position (``origin``: only those its coin flips
commit), with shifted logits read one row up (row j-1 predicts position j; row 0 predicts
itself).  A step that commits nothing (a transfer count of 0) runs no forward pass: it could
not change the canvas.

**Stop when the answer is final.**  Committed tokens are never changed by any of these
samplers (a position leaves the mask once and for all; committing the mask id itself keeps it
masked, as the references' ``x == mask_id`` does).  The printed answer is the generated text
up to the first end-of-text token (the tokenizer's end-of-generation set: EOS, EOT,
``<|im_end|>``...; and DiffuCoder's ``<|dlm_pad|>``, runtime/decoding/family.py's
``ANSWER_END_TEXTS``).  So once an end-of-text token is committed and every position before
it is committed, no later step can change the answer, at any temperature and for every
algorithm: the loop stops there and returns exactly what running every step would return
(``stop_reason`` ``"eos"``; tests/test_generate.py checks it).

**Streaming.**  ``on_text(delta)`` receives text as it becomes final: the committed prefix of
the answer grows from the left, and its newly final characters are passed on (a UTF-8
sequence split across tokens waits for its end).  The deltas concatenate to
``result.text``.  ``on_step(event)`` receives each step's canvas (:class:`StepEvent`), for a
``--visual`` renderer and progress.

**Causal models keep their K/V cache.**  A causal row depends only on the tokens at and
before it, so with a model opened with a K/V slot (``slots >= 1``) the loop computes only the
rows past the longest prefix its slot already holds (:class:`CausalCache`): one row per token
in left-to-right decoding.  The logits are the full forward's, bit for bit
(tests/test_kv_store.py), so every output is unchanged.

**Block diffusion** (LLaDA2.x: ``options.decoder == "block"``) has its own resumable decoder,
:class:`dllmc.runtime.decoding.block.BlockDecoder`, over an exact prefix K/V;
:func:`open_decoder` picks it.

**Fast-dLLM's decoding, approximate and opt-in** (``threshold``, ``cache``;
docs/diffusion-decoding.md): a threshold commits every mask of the block that the model is
sure enough of (:class:`_Threshold`); the prefix and dual caches recompute only part of the
canvas against the K/V of the block's first forward (:class:`BlockCache`); Dream's
block-wise steps commit only the block's first position on that forward
(:class:`_DreamBlock`).  tests/test_fastdllm_reference.py runs the authors' own functions on
the same forward and checks the same decisions.
"""

from __future__ import annotations

import codecs
import time
from collections.abc import Callable, Generator, Sequence
from dataclasses import asdict, dataclass, field, replace
from typing import Any

import numpy as np

from dllmc.compiler.base.errors import DllmcError
from dllmc.compiler.base.layouts import Pass as PlanPass
from dllmc.runtime.decoding import sampler as S
from dllmc.runtime.decoding.family import (
    ANSWER_END_TEXTS,
    BLOCK_MODES,
    detect_family,
    family_kind,
    vocab_ids,
)
from dllmc.runtime.decoding.knobs import CACHES
from dllmc.runtime.executor.loader import SeqRows

DEFAULT_GEN_LENGTH = 128
# GenerateOptions.decoder: the whole canvas, block diffusion, or DiffusionGemma's canvases of
# uniform noise (runtime/decoding/diffusion_gemma.py)
DECODERS = ("canvas", "block", "entropy_bound")

@dataclass(frozen=True)
class GenerateOptions:
    """Everything that decides a generation.  Invalid values raise :class:`DllmcError`.

    ``block_length`` None = one block (the whole generated region).  ``steps`` is the total
    over all blocks.  ``alg`` picks both the ranking and the transfer schedule: LLaDA's
    (``low_confidence``, ``random``) or Dream's (``origin``, ``maskgit_plus``,
    ``topk_margin``, ``entropy``, with timesteps ``linspace(1, eps, steps_per_block + 1)``
    in each block).  ``top_p`` / ``top_k`` None = off.  ``alg_temp`` None or 0 = rank by
    confidence.  ``cfg`` > 0: classifier-free guidance with a second forward pass over the
    canvas with the prompt masked.  ``logits_eos_inf`` / ``confidence_eos_eot_inf``: LLaDA's
    evaluation switches, as its generate.py applies them.
    """

    gen_length: int = DEFAULT_GEN_LENGTH
    steps: int = DEFAULT_GEN_LENGTH
    block_length: int | None = None
    alg: str = "low_confidence"
    temperature: float = 0.0
    top_p: float | None = None
    top_k: int | None = None
    alg_temp: float | None = None
    cfg: float = 0.0
    eps: float = 1e-3
    seed: int = 0
    logits_eos_inf: bool = False
    confidence_eos_eot_inf: bool = False
    early_stop: bool = True
    # approximate, opt-in (Fast-dLLM, arXiv 2505.22618; docs/diffusion-decoding.md): commit
    # every mask of the block whose confidence is >= threshold, and always the most confident;
    # reuse the K/V of the rows a step does not recompute (prefix: the rows before the block;
    # dual: every row outside it), cached by the block's first, full forward
    threshold: float | None = None
    cache: str = "none"
    # block diffusion (LLaDA2.x; runtime/decoding/block.py): ``decoder`` "block" decodes the
    # canvas block by block over an exact prefix K/V, committing above ``threshold`` (or each
    # step's quota of ``block_length`` over ``steps``, which count per block); editing
    # (LLaDA2.1) replaces committed tokens above ``edit_threshold``, for at most
    # ``max_post_steps`` steps once a block has no masks.  for_model sets it from the family.
    decoder: str = "canvas"
    edit_threshold: float | None = None
    max_post_steps: int = 16
    # DiffusionGemma (``decoder`` "entropy_bound"): canvases of ``block_length`` (the file's
    # canvas length), each denoised in at most ``steps`` steps (the file's
    # diffusion.eb_max_steps) with the file's temperature schedule and stopping rule; the
    # entropy bound of the acceptance (None: the file's diffusion.eb_entropy_bound)
    entropy_bound: float | None = None
    # one-line notes for the user on how for_model adapted what was asked (the CLI and the
    # server print them); they do not decide anything, so they are not compared
    notes: tuple[str, ...] = field(default=(), compare=False)

    def __post_init__(self) -> None:
        S.schedule_of(self.alg)  # unknown alg -> DllmcError
        if not isinstance(self.gen_length, int) or self.gen_length < 1:
            raise DllmcError(f"gen length {self.gen_length} is not a positive integer",
                             "pass --gen-length N with N >= 1")
        if not isinstance(self.steps, int) or self.steps < 1:
            raise DllmcError(f"steps {self.steps} is not a positive integer",
                             "pass --steps N with N >= 1")
        if self.decoder not in DECODERS:
            raise DllmcError(f"unknown decoder {self.decoder!r}",
                             f"use one of {', '.join(DECODERS)}")
        if self.decoder == "block":
            self._check_block()
        elif self.decoder == "entropy_bound":
            self._check_entropy_bound()
        else:
            if self.edit_threshold is not None:
                raise DllmcError("--edit-threshold edits tokens in block diffusion (LLaDA2.1)",
                                 "drop it for this model")
            S.block_layout(self.gen_length, self.block_length or self.gen_length, self.steps)
        if not self.temperature >= 0:
            raise DllmcError(f"temperature {self.temperature} is negative",
                             "pass --temperature 0 (greedy) or more")
        if self.top_p is not None and not 0 < self.top_p <= 1:
            raise DllmcError(f"top-p {self.top_p} is not in (0, 1]", "pass --top-p in (0, 1]")
        if self.top_k is not None and (not isinstance(self.top_k, int) or self.top_k < 1):
            raise DllmcError(f"top-k {self.top_k} is not a positive integer",
                             "pass --top-k N with N >= 1")
        if self.alg_temp is not None and not self.alg_temp >= 0:
            raise DllmcError(f"alg temp {self.alg_temp} is negative", "pass --alg-temp 0 or more")
        if not self.cfg >= 0:
            raise DllmcError(f"cfg scale {self.cfg} is negative", "pass --cfg 0 or more")
        if not 0 < self.eps < 1:
            raise DllmcError(f"eps {self.eps} is not in (0, 1)", "pass an eps such as 1e-3")
        if self.confidence_eos_eot_inf and self.alg != "low_confidence":
            raise DllmcError("confidence_eos_eot_inf is LLaDA's low_confidence switch",
                             "use it with --alg low_confidence")
        if self.cache not in CACHES:
            raise DllmcError(f"unknown cache {self.cache!r}", f"use one of {', '.join(CACHES)}")
        if self.threshold is not None and not 0 < self.threshold <= 1:
            raise DllmcError(f"threshold {self.threshold} is not in (0, 1]",
                             "pass --threshold 0.9 (Fast-dLLM's) or another value in (0, 1]")
        if self.approximate:
            self._check_fast_dllm()

    def _check_entropy_bound(self) -> None:
        """DiffusionGemma's own fields; the masked-diffusion knobs do not apply."""
        if not isinstance(self.block_length, int) or self.block_length < 1:
            raise DllmcError(f"canvas length {self.block_length} is not a positive integer",
                             "build the options with GenerateOptions.for_model(model.spec)")
        if self.entropy_bound is not None and not self.entropy_bound > 0:
            raise DllmcError(f"entropy bound {self.entropy_bound} is not positive",
                             "pass --entropy-bound 0.1 (DiffusionGemma's default) or more")
        for name, value, off in (("--threshold", self.threshold, None),
                                 ("--cache", self.cache, "none"),
                                 ("--edit-threshold", self.edit_threshold, None),
                                 ("--cfg", self.cfg, 0.0)):
            if value != off:
                raise DllmcError(f"{name} does not apply to DiffusionGemma (its canvases start "
                                 "as random tokens, not masks)", f"drop {name}")

    def _check_block(self) -> None:
        """Block diffusion's own fields: a block, a threshold, steps per block."""
        bl = self.block_length
        if not isinstance(bl, int) or bl < 1:
            raise DllmcError(f"block length {bl} is not a positive integer",
                             "pass --block-length 32 (LLaDA2's)")
        if self.steps > bl:
            raise DllmcError(f"{self.steps} steps per block of {bl}: a step commits at least "
                             "one token", f"pass --steps {bl} or fewer")
        if self.threshold is None or not 0 < self.threshold <= 1:
            raise DllmcError(f"threshold {self.threshold} is not in (0, 1]",
                             "pass --threshold 0.95 (LLaDA2.0's) or another value in (0, 1]")
        if self.edit_threshold is not None and not 0 <= self.edit_threshold <= 1:
            raise DllmcError(f"edit threshold {self.edit_threshold} is not in [0, 1]",
                             "pass --edit-threshold 0.5 (LLaDA2.1's quality mode) or 0 (speed)")
        if not isinstance(self.max_post_steps, int) or self.max_post_steps < 0:
            raise DllmcError(f"max post steps {self.max_post_steps} is not a count",
                             "pass --max-post-steps 16 (LLaDA2.1's) or another count >= 0")
        if self.edit_threshold is not None and self.temperature > 0:
            raise DllmcError("token editing compares the greedy predictions (SGLang's "
                             "JointThreshold); it is not defined with sampling",
                             "use --temperature 0, or drop --edit-threshold / --mode")
        for name, bad in (("--cache", self.cache != "none"), ("--cfg", self.cfg > 0),
                          ("--alg-temp", bool(self.alg_temp))):
            if bad:
                raise DllmcError(f"{name} does not apply to block diffusion (its prefix K/V is "
                                 "exact and always kept)", f"drop {name}")

    def _check_fast_dllm(self) -> None:
        """The combinations Fast-dLLM's code defines: LLaDA's ``llada/generate.py`` (the
        threshold with or without a cache, either remasking), Dream's
        ``dream/model/generation_utils_block.py`` (block-wise, always cached: the threshold
        ranks by p(token), the scheduled steps by entropy)."""
        if self.cfg:
            raise DllmcError("--threshold / --cache do not combine with --cfg (Fast-dLLM's "
                             "loops have no guidance)", "drop --cfg")
        if self.schedule == "llada":
            if self.alg_temp or self.confidence_eos_eot_inf:
                raise DllmcError("--threshold / --cache follow Fast-dLLM's LLaDA remasking, "
                                 "without alg temp or confidence_eos_eot_inf",
                                 "drop --alg-temp and confidence_eos_eot_inf")
            return
        if self.cache == "none":
            raise DllmcError("Fast-dLLM's Dream decoding is block-wise with a cache",
                             "add --cache prefix or --cache dual")
        if self.threshold is not None:
            if self.alg not in ("entropy", "maskgit_plus") or self.alg_temp:
                raise DllmcError("Dream's --threshold ranks by the token's probability "
                                 "(Fast-dLLM's confidence_threshold), without alg temp",
                                 "use --alg entropy (the default) or maskgit_plus, no --alg-temp")
            return
        if self.alg != "entropy":
            raise DllmcError("Dream's cached steps rank by entropy (Fast-dLLM's block-wise "
                             f"reference), not {self.alg}", "use --alg entropy, or add --threshold")
        bl, n, spb = self.blocks
        if spb < 2:
            longer = [b for b in S.divisors(self.gen_length)
                      if b > bl and self.steps % (self.gen_length // b) == 0
                      and self.steps // (self.gen_length // b) >= 2]
            raise DllmcError("Dream's cached decoding needs 2 or more steps per block (its "
                             f"first step commits only the block's first position); "
                             f"{self.steps} steps over {n} blocks of {bl} give {spb}",
                             f"pass --steps {2 * n} or more (a multiple of {n})"
                             + (f", or --block-length {longer[0]}" if longer else ""))

    @property
    def schedule(self) -> str:
        """``"llada"`` or ``"dream"``: whose transfer schedule ``alg`` follows."""
        return S.schedule_of(self.alg)

    @property
    def approximate(self) -> bool:
        """Fast-dLLM's decoding (threshold or cache): not the references' exact steps.  (Block
        diffusion's threshold is its authors' own rule, not an approximation.)"""
        if self.decoder in ("block", "entropy_bound"):
            return False
        return self.threshold is not None or self.cache != "none"

    def positions(self, prompt_len: int) -> int:
        """The canvas positions a generation after ``prompt_len`` tokens takes: prompt + gen
        length, or with block diffusion the whole blocks that hold them."""
        n = prompt_len + self.gen_length
        if self.decoder == "entropy_bound":  # whole canvases after the prompt
            assert self.block_length is not None
            return prompt_len + -(-self.gen_length // self.block_length) * self.block_length
        if self.decoder == "block":
            assert self.block_length is not None
            return -(-n // self.block_length) * self.block_length
        return n

    @property
    def blocks(self) -> tuple[int, int, int]:
        """(block length, blocks, steps per block)."""
        bl = self.block_length or self.gen_length
        n, spb = S.block_layout(self.gen_length, bl, self.steps)
        return bl, n, spb

    @classmethod
    def for_model(cls, spec: Any, *, tokenizer: Any = None, **overrides: Any) -> GenerateOptions:
        """The defaults of ``spec``'s family (:data:`FAMILIES`, :func:`detect_family`; the
        ``tokenizer``, when given, saves reading the GGUF's vocabulary), then ``overrides``
        (None values skipped), adapted to what the model can run, each adaptation in
        ``notes``:

        - LLaDA (and LLaDA-1.5): low_confidence, blocks of 32, temperature 0 (LLaDA's
          chat.py); a default block that does not divide the gen length gives one block, one
          that does not share the given steps evenly the most blocks that do (longer ones);
        - Dream: entropy, temperature 0.2, top-p 0.95, alg_temp 0, one block (the
          Dream-v0-Instruct card); Dream-Coder the same at temperature 0.1, DiffuCoder at
          0.4 (their cards);
        - causal models (``llama``, ``qwen2``): one token per step left to right, whatever
          ``steps`` / ``block_length`` say (block 1, steps = gen length), temperature 0:
          plain greedy decoding.
        ``steps`` defaults to the gen length (one token per step, as the cards run).
        """
        given = {k: v for k, v in overrides.items() if v is not None}
        notes: list[str] = list(given.pop("notes", ()))
        family, _ = detect_family(spec, tokenizer)
        base: dict[str, Any] = dict(family.defaults)
        mode = given.pop("mode", None)
        if mode is not None and base.get("edit_threshold") is None:
            raise DllmcError(f"--mode {mode} chooses the thresholds of a model trained to edit "
                             f"(LLaDA2.1); {family.name} is not",
                             "drop it, or set --threshold / --edit-threshold yourself")
        if family.kind == "entropy_bound":
            # the file's canvas and sampler knobs (diffusion.canvas_length, diffusion.eb_*)
            from dllmc.runtime.decoding.diffusion_gemma import knobs_of

            base.update(block_length=spec.hparams.canvas_length,
                        steps=knobs_of(spec).max_steps)
            for name in ("temperature", "alg", "top_p", "top_k", "block_length"):
                if name in given:
                    notes.append(f"--{name.replace('_', '-')} does not apply to DiffusionGemma "
                                 "(its temperature schedule and canvas are the file's): ignored")
                    given.pop(name)
            base.update(given)
            base.setdefault("gen_length", DEFAULT_GEN_LENGTH)
            return cls(**base, notes=tuple(notes))
        if family.kind == "block":
            if mode is not None:  # a preset of the thresholds, under what was given
                if mode not in BLOCK_MODES:
                    raise DllmcError(f"unknown mode {mode!r}",
                                     f"use one of {', '.join(BLOCK_MODES)}")
                base.update(zip(("threshold", "edit_threshold"), BLOCK_MODES[mode], strict=True))
            base.update(given)
            base.setdefault("gen_length", DEFAULT_GEN_LENGTH)
            bl = base["block_length"]
            if "steps" not in given and isinstance(bl, int) and base["steps"] > bl:
                base["steps"] = bl  # a shorter block than the card's: at most a step a position
                notes.append(f"blocks of {bl}: at most {bl} steps a block")
            return cls(**base, notes=tuple(notes))
        base.update(given)
        gen = int(base.get("gen_length", DEFAULT_GEN_LENGTH))
        base["gen_length"] = gen
        if family.kind == "causal":
            # a causal row sees only what is before it: the next position is the only one
            # whose prediction is real, so every step commits exactly that one
            steps, bl = given.get("steps"), given.get("block_length")
            took, ignored = [], []
            if steps is not None and steps != gen:
                took.append(f"{gen} steps")
                ignored.append(f"--steps {steps}")
            if bl is not None and bl != 1:
                took.append("blocks of 1")
                ignored.append(f"--block-length {bl}")
            if took:
                notes.append(f"a causal model commits one token per step, left to right: "
                             f"{', '.join(took)} ({', '.join(ignored)} ignored)")
            base.update(steps=gen, block_length=1)
        base.setdefault("steps", gen)
        bl = base.get("block_length")
        if bl is not None and "block_length" not in given and isinstance(base["steps"], int):
            steps = base["steps"]
            if gen % bl:
                # the default block does not fit: one block (quietly: as documented)
                base["block_length"] = None
            elif steps >= 1 and steps % (gen // bl):
                # the default block does not share the given steps evenly: the most blocks
                # that do, no more than the default's (fewer blocks: longer ones)
                n = max(b for b in range(1, gen // bl + 1) if gen % b == 0 and steps % b == 0)
                base["block_length"] = None if n == 1 else gen // n
                notes.append(f"{family.name}'s blocks of {bl} do not share {steps} steps evenly: "
                             + ("one block" if n == 1 else f"{n} blocks of {gen // n}")
                             + " (pass --block-length to choose)")
        return cls(**base, notes=tuple(notes))

    def with_(self, **changes: Any) -> GenerateOptions:
        return replace(self, **changes)


@dataclass(frozen=True)
class StepEvent:
    """One denoising step, for ``on_step`` (a ``--visual`` renderer, progress)."""

    step: int  # 0-based, over all blocks
    steps: int  # total steps
    block: int
    canvas: np.ndarray  # the generated region's ids (mask_id where still masked)
    masked: np.ndarray  # bool, the generated region's masked positions
    committed: np.ndarray  # positions (in the generated region) committed this step
    mask_id: int
    ms: float  # this step's wall time
    forward: bool  # a forward pass ran
    # block diffusion with editing: positions (as ``committed``) whose committed token changed
    edited: np.ndarray = field(default_factory=lambda: np.zeros(0, dtype=np.int64))


@dataclass
class GenerateResult:
    text: str  # the answer: generated text before the first end-of-text token
    tokens: list[int]  # its ids
    canvas: list[int]  # the generated region when the loop ended (mask id where masked)
    steps_run: int
    steps_total: int
    forward_passes: int
    stop_reason: str  # "eos": stopped early, answer final; "end": all steps, ends with an
    # end-of-text token; "length": all steps, no end-of-text token
    seconds: float
    step_ms: list[float] = field(default_factory=list)
    prompt_tokens: int = 0
    rows_computed: int = 0  # canvas rows the forward passes computed, all together
    threshold: float | None = None
    cache: str = "none"
    blocks: int = 0  # block diffusion: blocks decoded
    edits: int = 0  # block diffusion with editing: committed tokens replaced

    @property
    def steps_saved(self) -> int:
        return self.steps_total - self.steps_run

    @property
    def ms_per_step(self) -> float:
        return 1000.0 * self.seconds / self.steps_run if self.steps_run else 0.0

    @property
    def tokens_per_s(self) -> float:
        """Answer tokens per second of the whole loop."""
        return len(self.tokens) / self.seconds if self.seconds > 0 else 0.0

    def to_json(self) -> dict[str, Any]:
        d = asdict(self)
        d.update(ms_per_step=self.ms_per_step, tokens_per_s=self.tokens_per_s,
                 steps_saved=self.steps_saved)
        return d


class TextStream:
    """Text of the final prefix, passed on as it grows (UTF-8 safe)."""

    def __init__(self, tokenizer: Any, on_text: Callable[[str], None] | None) -> None:
        self.tokenizer, self.on_text = tokenizer, on_text
        self.sent = 0  # tokens of the answer already decoded
        self.decoder = codecs.getincrementaldecoder("utf-8")(errors="replace")
        self.parts: list[str] = []

    def advance(self, answer: Sequence[int], final: bool) -> None:
        if self.tokenizer is None:
            return
        new = answer[self.sent:]
        self.sent = len(answer)
        text = self.decoder.decode(self.tokenizer.decode_bytes(list(new), special=False)
                                   if new else b"", final=final)
        if text:
            self.parts.append(text)
            if self.on_text is not None:
                self.on_text(text)

    @property
    def text(self) -> str:
        return "".join(self.parts)


SCRATCH = -1  # the slot of a stateless pass: the model's scratch slot (solo), the request's (served)


@dataclass(frozen=True)
class Pass:
    """One forward pass a decoder needs: one sequence's rows (``SeqRows``; slot
    :data:`SCRATCH` for a stateless one) and which of them, indices into its rows, it reads
    the logits of; in which of the plan's passes (``mode``: an encoder-decoder model's
    decoder, with its rows' self-conditioning logits ``sc_logits``)."""

    seq: SeqRows
    rows: np.ndarray
    mode: PlanPass = PlanPass.FORWARD
    sc_logits: np.ndarray | None = None


def run_pass(model: Any, p: Pass) -> np.ndarray:
    """``p``'s logits, alone: a stateless pass is the model's plain forward."""
    if p.seq.slot == SCRATCH and p.mode == PlanPass.FORWARD:
        return model.forward(p.seq.ids, p.rows)
    return model.forward_batch([p.seq], p.rows, pass_=p.mode, sc_logits=p.sc_logits)


class Stateless:
    """What a decoder's passes run on: ``request(canvas, rows)`` is the :class:`Pass` that
    gives the logits of ``rows`` (counting the canvas rows it computes in ``rows_computed``);
    ``begin_block`` is told each block's range.  This one, the exact stateless forward,
    computes every row of the canvas."""

    def __init__(self, causal: bool = False) -> None:
        self.causal, self.rows_computed = causal, 0

    def begin_block(self, start: int, end: int) -> None:
        pass

    def prediction_rows(self, positions: np.ndarray, shift: bool) -> np.ndarray:
        """The logits row that predicts each position: its own, or with shifted logits the
        row before it (row 0 predicts itself)."""
        return np.maximum(positions - 1, 0) if shift else positions

    def request(self, canvas: np.ndarray, rows: np.ndarray) -> Pass:
        self.rows_computed += len(canvas)
        return Pass(SeqRows.canvas(SCRATCH, canvas, causal=self.causal),
                    np.asarray(rows, dtype=np.int64))


class CausalCache(Stateless):
    """The exact K/V-cached forward of a causal model in one slot: its pass's logits equal
    the stateless forward's, and it computes only the rows from the first one whose prefix
    changed since the last pass (or the first row asked for, if earlier) to the last row
    asked for."""

    def __init__(self, slot: int) -> None:
        super().__init__(causal=True)
        self.slot = slot
        self.ids = np.zeros(0, dtype=np.int32)  # the prefix whose keys and values the slot holds

    def request(self, canvas: np.ndarray, rows: np.ndarray) -> Pass:
        rows = np.asarray(rows, dtype=np.int64)
        hi = int(rows.max()) + 1
        n = min(hi, len(self.ids))
        differ = np.flatnonzero(self.ids[:n] != canvas[:n])
        lo = min(int(differ[0]) if len(differ) else n, int(rows.min()))
        self.rows_computed += hi - lo
        self.ids = np.array(canvas[:hi], dtype=np.int32)
        return Pass(SeqRows.subset(self.slot, canvas, np.arange(lo, hi), causal=True), rows - lo)


class BlockCache(Stateless):
    """Fast-dLLM's prefix and dual caches in one slot (approximate): a block's first forward
    computes the whole canvas (its K/V fill the slot); the next ones recompute only the rows
    from the block's start to the canvas's end (``prefix``) or the block's rows (``dual``),
    attending to every key, the others' K/V taken from the slot as the first forward left
    it."""

    def __init__(self, mode: str, slot: int) -> None:
        super().__init__()
        self.mode, self.slot = mode, slot
        self.start = self.end = 0
        self.fresh = True

    def begin_block(self, start: int, end: int) -> None:
        self.start, self.end, self.fresh = start, end, True

    def prediction_rows(self, positions: np.ndarray, shift: bool) -> np.ndarray:
        rows = super().prediction_rows(positions, shift)
        if shift and not self.fresh:
            # Dream's cached steps shift the rows they compute, as its block-wise reference
            # does (`cat([logits[:, :1], logits[:, :-1]])`): the block's first row predicts
            # its own position
            rows = np.where(positions == self.start, self.start, rows)
        return rows

    def request(self, canvas: np.ndarray, rows: np.ndarray) -> Pass:
        rows = np.asarray(rows, dtype=np.int64)
        if self.fresh:
            self.fresh = False
            self.rows_computed += len(canvas)
            return Pass(SeqRows.canvas(self.slot, canvas), rows)
        hi = len(canvas) if self.mode == "prefix" else self.end
        if len(rows) and (rows.min() < self.start or rows.max() >= hi):
            raise AssertionError("a cached step asks for rows outside the rows it computes")
        self.rows_computed += hi - self.start
        return Pass(SeqRows.subset(self.slot, canvas, np.arange(self.start, hi)),
                    rows - self.start)


def _passes(model: Any, options: GenerateOptions, slot: int) -> Stateless:
    """What a decoder's passes run on: Fast-dLLM's block cache when asked for, the causal
    K/V cache where the model has a slot for it, else the stateless forward."""
    causal = bool(model.spec.hparams.causal)
    if options.cache != "none":
        if getattr(model, "slots", 0) < 1:
            raise DllmcError(f"--cache {options.cache} needs a model opened with a K/V slot",
                             "open it with slots=1 (dllmc.load and dllmc run do)")
        return BlockCache(options.cache, slot)
    if causal and getattr(model, "slots", 0) >= 1 and options.cfg == 0:
        return CausalCache(slot)
    return Stateless(causal)


def end_ids(model: Any, tokenizer: Any) -> set[int]:
    """The ids that end the answer: the tokenizer's end-of-generation set, the GGUF's EOS and
    EOT, and :data:`ANSWER_END_TEXTS` where the vocabulary has them."""
    ids: set[int] = set()
    if tokenizer is not None:
        ids.update(int(i) for i in tokenizer.special.eog)
    t = model.spec.tokenizer
    ids.update(i for i in (t.eos_id, t.eot_id) if i is not None)
    ids.update(vocab_ids(model.spec, ANSWER_END_TEXTS, tokenizer).values())
    return ids


def mask_id_of(model: Any) -> int:
    spec = model.spec
    t = spec.tokenizer
    if t.mask_id is not None:
        return int(t.mask_id)
    if spec.hparams.causal:
        # a causal model has no mask token and needs none: a placeholder after the position
        # being predicted is never seen by it (the canvas tracks what is masked by itself)
        for i in (t.pad_id, t.eos_id, t.bos_id):
            if i is not None:
                return int(i)
        return 0
    raise DllmcError(f"{spec.path.name} is bidirectional but has no mask token",
                     "use a diffusion model (tokenizer.ggml.mask_token_id set) or a causal one")


class LladaSchedule:
    """LLaDA's transfer schedule: a block's masks spread evenly over its steps, the first
    ``masks % steps`` steps taking one more (``get_num_transfer_tokens``)."""

    def __init__(self, steps_per_block: int) -> None:
        self.steps = steps_per_block
        self.counts: list[int] = []

    def begin_block(self, masks: int) -> None:
        self.counts = S.llada_transfer_counts(masks, self.steps)

    def count(self, i: int, candidates: int) -> int:
        return min(self.counts[i], candidates)


class DreamSchedule:
    """Dream's: timesteps ``linspace(1, eps, steps + 1)`` in each block; step i commits the
    fraction ``1 - t[i+1] / t[i]`` of the masks left (``origin``: each mask with that
    probability)."""

    def __init__(self, steps_per_block: int, eps: float) -> None:
        self.ts = S.dream_timesteps(steps_per_block, eps)

    def begin_block(self, masks: int) -> None:
        pass

    def count(self, i: int, candidates: int) -> int:
        return S.dream_transfer_count(candidates, self.ts, i)

    def ratio(self, i: int) -> float:
        return float(S.dream_ratio(self.ts, i))


NONE = np.zeros(0, dtype=np.int64)


@dataclass
class _Step:
    """What one denoising step sees: its index over all blocks and in its block, and the
    masked positions it may commit."""

    step: int
    i: int
    start: int  # the block's first position
    cand: np.ndarray


class _Chooser:
    """One algorithm's decision of a step, in two halves around the forward pass:
    ``positions(step)``, the positions whose logits it needs (None: it commits nothing and
    no forward runs), then ``decide(step, positions, logits)``, (positions committed, their
    tokens)."""

    def __init__(self, o: GenerateOptions, ops: Any, schedule: Any, eot: int | None) -> None:
        self.o, self.ops, self.schedule, self.eot = o, ops, schedule, eot

    def keys(self, st: _Step, positions: np.ndarray) -> np.ndarray:
        return S.rng_keys(self.o.seed, st.step, S.STREAM_TOKEN, positions)

    def positions(self, st: _Step) -> np.ndarray | None:
        return st.cand

    def decide(self, st: _Step, positions: np.ndarray,
               logits: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        raise NotImplementedError


class _Origin(_Chooser):
    """Dream ``origin``: each mask committed with the step's probability (its own coin, drawn
    before any logits), then a token for each committed one."""

    def positions(self, st: _Step) -> np.ndarray | None:
        u = S.uniform(self.o.seed, st.step, S.STREAM_ORIGIN, st.cand)
        chosen = st.cand[u < self.schedule.ratio(st.i)]
        return chosen if len(chosen) else None

    def decide(self, st: _Step, positions: np.ndarray,
               logits: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        o = self.o
        tokens = S.dream_choose(self.ops, logits, alg="origin", temperature=o.temperature,
                                keys=self.keys(st, positions), top_p=o.top_p,
                                top_k=o.top_k).tokens
        return positions, tokens


class _Random(_Chooser):
    """LLaDA ``random`` remasking: the step's count of masks drawn first (only their rows are
    needed), each given a token."""

    def positions(self, st: _Step) -> np.ndarray | None:
        k = self.schedule.count(st.i, len(st.cand))
        if k <= 0:
            return None
        u = S.uniform(self.o.seed, st.step, S.STREAM_REMASK, st.cand)
        return st.cand[S.top_positions(u, k)]

    def decide(self, st: _Step, positions: np.ndarray,
               logits: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        o = self.o
        choice = S.llada_choose(self.ops, logits, temperature=o.temperature,
                                keys=self.keys(st, positions), top_p=o.top_p, top_k=o.top_k,
                                random_confidence=np.ones(len(positions)))
        return positions, choice.tokens


class _Ranked(_Chooser):
    """The confidence-ranked algorithms (LLaDA ``low_confidence``; Dream ``maskgit_plus``,
    ``topk_margin``, ``entropy``): a token and a confidence for every mask, then the step's
    count of the most confident (or, with ``alg_temp``, a draw weighted by confidence)."""

    def positions(self, st: _Step) -> np.ndarray | None:
        return st.cand if self.schedule.count(st.i, len(st.cand)) > 0 else None

    def decide(self, st: _Step, positions: np.ndarray,
               logits: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        o = self.o
        k = self.schedule.count(st.i, len(st.cand))
        keys = self.keys(st, st.cand)
        if o.schedule == "dream":
            choice = S.dream_choose(self.ops, logits, alg=o.alg, temperature=o.temperature,
                                    keys=keys, top_p=o.top_p, top_k=o.top_k)
        else:
            conf_logits = None
            if o.confidence_eos_eot_inf and self.eot is not None:
                # generate.py: `logits_with_noise[:, :, EOS] = logits[:, :, EOT] = -inf` after
                # x0: only EOT's logit reaches the confidence softmax
                conf_logits = logits.copy()
                conf_logits[:, self.eot] = -np.inf
            choice = S.llada_choose(self.ops, logits, temperature=o.temperature, keys=keys,
                                    top_p=o.top_p, top_k=o.top_k,
                                    confidence_logits=conf_logits)
        if o.alg_temp:
            u = S.uniform(o.seed, st.step, S.STREAM_ALG_TEMP, st.cand)
            pick = S.sample_positions(choice.confidence, k, o.alg_temp, u)
        else:
            pick = S.top_positions(choice.confidence, k)
        return st.cand[pick], choice.tokens[pick]


class _Threshold(_Chooser):
    """Fast-dLLM's parallel decoding: a token and a confidence for every mask of the block,
    then every one whose confidence is >= the threshold, and always the most confident.
    The confidence is p(token) (LLaDA's ``low_confidence``, Dream's ``confidence_threshold``)
    or, with LLaDA's ``random`` remasking, a uniform draw (``get_transfer_index``)."""

    def decide(self, st: _Step, positions: np.ndarray,
               logits: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        o = self.o
        keys = self.keys(st, st.cand)
        if o.schedule == "dream":
            choice = S.dream_choose(self.ops, logits, alg="maskgit_plus",
                                    temperature=o.temperature, keys=keys, top_p=o.top_p,
                                    top_k=o.top_k)
        else:
            choice = S.llada_choose(self.ops, logits, temperature=o.temperature, keys=keys,
                                    top_p=o.top_p, top_k=o.top_k)
        conf = choice.confidence
        if o.alg == "random":
            conf = S.uniform(o.seed, st.step, S.STREAM_REMASK, st.cand)
        keep = conf >= np.float64(o.threshold)
        keep[S.top_positions(conf, 1)] = True
        return st.cand[keep], choice.tokens[keep]


class _DreamBlock(_Chooser):
    """Dream's block-wise steps (Fast-dLLM's ``generation_utils_block.py``): a block's first
    step, its full forward, commits only the block's first position; the later ones, on the
    cache, are ``rest``'s (the threshold, or entropy ranking on Dream's schedule from the
    block's step 1)."""

    def __init__(self, o: GenerateOptions, ops: Any, schedule: Any, eot: int | None,
                 rest: _Chooser) -> None:
        super().__init__(o, ops, schedule, eot)
        self.rest = rest

    def positions(self, st: _Step) -> np.ndarray | None:
        if st.i > 0:
            return self.rest.positions(st)
        return np.array([st.start], dtype=np.int64)

    def decide(self, st: _Step, positions: np.ndarray,
               logits: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        if st.i > 0:
            return self.rest.decide(st, positions, logits)
        o = self.o
        choice = S.dream_choose(self.ops, logits, alg="maskgit_plus",
                                temperature=o.temperature, keys=self.keys(st, positions),
                                top_p=o.top_p, top_k=o.top_k)
        return positions, choice.tokens


def _chooser(o: GenerateOptions, ops: Any, eot: int | None) -> _Chooser:
    """The transfer schedule the algorithm follows (LLaDA's or Dream's) and its chooser."""
    _, _, spb = o.blocks
    schedule = DreamSchedule(spb, o.eps) if o.schedule == "dream" else LladaSchedule(spb)
    if o.threshold is not None:
        chooser: _Chooser = _Threshold(o, ops, schedule, eot)
    else:
        kind = {"origin": _Origin, "random": _Random}.get(o.alg, _Ranked)
        chooser = kind(o, ops, schedule, eot)
    if o.schedule == "dream" and o.cache != "none":
        return _DreamBlock(o, ops, schedule, eot, chooser)
    return chooser


class Resumable:
    """A decoding loop suspended at each forward pass it needs: ``wanted()`` is that pass (a
    :class:`Pass`; None once finished), ``advance(logits)`` hands it the pass's logits and runs
    on to the next pass it needs; ``result`` once finished.  A subclass's ``_run`` is the loop
    (a generator yielding passes, returning the :class:`GenerateResult`)."""

    result: GenerateResult | None = None
    _pass: Pass | None = None

    def _start(self, loop: Generator[Pass, np.ndarray, GenerateResult]) -> None:
        self._steps = loop
        self._resume(None)

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


def checked_prompt(model: Any, prompt_ids: Sequence[int], options: GenerateOptions
                   ) -> tuple[list[int], int]:
    """(the prompt's ids, the model's mask id); a :class:`DllmcError` for an empty prompt, an
    id outside the vocabulary, the mask token in it, or a generation past the compiled canvas
    (whole blocks, for block diffusion: :meth:`GenerateOptions.positions`)."""
    spec = model.spec
    prompt = [int(i) for i in prompt_ids]
    if not prompt:
        raise DllmcError("the prompt is empty", "pass a non-empty prompt")
    n_vocab = spec.hparams.n_vocab
    bad = [i for i in prompt if not 0 <= i < n_vocab]
    if bad:
        raise DllmcError(f"prompt token id {bad[0]} is outside the vocabulary [0, {n_vocab})",
                         "tokenize the prompt with this model's tokenizer")
    mask_id = mask_id_of(model)
    if spec.tokenizer.mask_id is not None and mask_id in prompt:
        raise DllmcError("the prompt contains the mask token", "remove it from the prompt")
    P, G = len(prompt), options.gen_length
    need = options.positions(P)
    if need > model.max_canvas:
        blocks = f" in blocks of {options.block_length}" if options.decoder == "block" else ""
        raise DllmcError(
            f"prompt ({P} tokens) + gen length {G}{blocks} take {need} positions, which "
            f"exceeds the compiled canvas of {model.max_canvas}",
            f"shorten the prompt, lower --gen-length, or recompile with --max-canvas {need}")
    return prompt, mask_id


class Decoder(Resumable):
    """One sequence's denoising as resumable state (see the module doc).

    ``wanted()`` is the forward pass the next step needs (a :class:`Pass`; None once
    finished), ``advance(logits)`` hands it that pass's logits and runs the step, and the
    ones after it that need no forward, up to the next pass it needs.  ``result`` is the
    :class:`GenerateResult` once finished.  The decoder never calls the forward itself:
    :func:`generate` runs its passes one by one, the serving engine
    (:mod:`dllmc.runtime.serving.batcher`) every running request's together.  Its sampler calls go
    to ``model``'s compiled kernels (or NumPy's), on the caller's thread.

    ``slot``: the K/V slot of its cached passes (a causal model's cache, Fast-dLLM's);
    stateless passes name :data:`SCRATCH`.  Bad input (an empty prompt, a canvas past the
    compiled one) raises :class:`DllmcError` here.
    """

    def __init__(self, model: Any, tokenizer: Any, prompt_ids: Sequence[int],
                 options: GenerateOptions, *, slot: int = 0,
                 on_step: Callable[[StepEvent], None] | None = None,
                 on_text: Callable[[str], None] | None = None) -> None:
        spec = model.spec
        prompt, mask_id = checked_prompt(model, prompt_ids, options)
        P, G = len(prompt), options.gen_length
        self.o, self.P, self.G, self.mask_id = options, P, G, mask_id
        self.tokenizer, self.on_step = tokenizer, on_step
        self.real_mask = spec.tokenizer.mask_id is not None
        self.shift = bool(spec.hparams.shift_logits)
        self.end_ids = end_ids(model, tokenizer)
        self.eos = spec.tokenizer.eos_id
        eot = spec.tokenizer.eot_id
        if tokenizer is not None and eot is None:
            eot = tokenizer.special.eot
        self.choose = _chooser(options, S.vocab_ops(model), eot)
        self.passes = _passes(model, options, slot)
        self.canvas = np.array(prompt + [mask_id] * G, dtype=np.int32)
        self.masked = np.zeros(P + G, dtype=bool)
        self.masked[P:] = True
        self.stream = TextStream(tokenizer, on_text)
        self.forwards = 0
        self._start(self._run())

    def _logits(self, positions: np.ndarray) -> Generator[Pass, np.ndarray, np.ndarray]:
        """The logits of ``positions``' prediction rows: one pass, two with classifier-free
        guidance (the second over the canvas with the prompt masked)."""
        o, canvas = self.o, self.canvas
        rows = self.passes.prediction_rows(positions, self.shift)
        logits = yield self.passes.request(canvas, rows)
        self.forwards += 1
        if o.cfg > 0:
            un = canvas.copy()
            un[:self.P] = self.mask_id
            un_logits = yield Pass(SeqRows.canvas(SCRATCH, un, causal=self.passes.causal),
                                   np.asarray(rows, dtype=np.int64))
            self.forwards += 1
            self.passes.rows_computed += len(un)
            logits = un_logits + np.float32(o.cfg + 1) * (logits - un_logits)
        if o.logits_eos_inf and self.eos is not None:
            logits[:, self.eos] = -np.inf
        return np.ascontiguousarray(logits, dtype=np.float32)

    def _answer(self) -> tuple[list[int], bool]:
        """(final prefix of the answer, whether the answer is complete)."""
        P, G = self.P, self.G
        gm = self.masked[P:]
        first_masked = int(np.argmax(gm)) if gm.any() else G
        prefix = self.canvas[P:P + first_masked].tolist()
        for j, tok in enumerate(prefix):
            if tok in self.end_ids:
                return prefix[:j], True
        return prefix, first_masked == G

    def _run(self) -> Generator[Pass, np.ndarray, GenerateResult]:
        """The denoising loop, suspended at each forward pass it needs."""
        o, P, G = self.o, self.P, self.G
        canvas, masked, choose = self.canvas, self.masked, self.choose
        block_len, n_blocks, spb = o.blocks
        step_ms: list[float] = []
        stop = ""
        t_start = time.perf_counter()
        step = 0
        # with a threshold a block takes as many steps as it needs (at most one per position)
        steps_total = o.steps if o.threshold is None else G
        block_steps = spb if o.threshold is None else block_len
        for b in range(n_blocks):
            block_end = P + (b + 1) * block_len
            choose.schedule.begin_block(int(masked[block_end - block_len:block_end].sum()))
            self.passes.begin_block(block_end - block_len, block_end)
            for i in range(block_steps):
                if o.threshold is not None and not masked[block_end - block_len:block_end].any():
                    break
                t0 = time.perf_counter()
                cand = np.flatnonzero(masked[:block_end])
                before = self.forwards
                st = _Step(step, i, block_end - block_len, cand)
                positions = choose.positions(st) if len(cand) else None
                chosen, tokens = NONE, NONE
                if positions is not None:
                    logits = yield from self._logits(positions)
                    chosen, tokens = choose.decide(st, positions, logits)
                    # the logits may be a view of a whole batch's output (the engine's):
                    # let it go before the next forward allocates the next one
                    del logits
                if len(chosen):
                    canvas[chosen] = tokens
                    # committing the mask id leaves the position masked (the references test
                    # x == mask_id); a causal model's placeholder id is an ordinary token
                    masked[chosen] = (tokens == self.mask_id) & self.real_mask
                ms = 1000.0 * (time.perf_counter() - t0)
                step_ms.append(ms)
                step += 1
                answer, complete = self._answer()
                self.stream.advance(answer, final=False)
                if self.on_step is not None:
                    self.on_step(StepEvent(step - 1, steps_total, b, canvas[P:].copy(),
                                           masked[P:].copy(), np.sort(chosen) - P,
                                           self.mask_id, ms, self.forwards > before))
                if o.early_stop and complete and step < steps_total:
                    stop = "eos" if _has_end(canvas[P:], masked[P:], self.end_ids) else "length"
                    break
            if stop:
                break
        seconds = time.perf_counter() - t_start
        answer, _ = self._answer()
        self.stream.advance(answer, final=True)
        if not stop:
            stop = "end" if _has_end(canvas[P:], masked[P:], self.end_ids) else "length"
        return GenerateResult(
            text=self.stream.text if self.tokenizer is not None else "",
            tokens=[int(t) for t in answer],
            canvas=[int(t) for t in canvas[P:]],
            steps_run=step,
            steps_total=steps_total,
            forward_passes=self.forwards,
            stop_reason=stop,
            seconds=seconds,
            step_ms=step_ms,
            prompt_tokens=P,
            rows_computed=self.passes.rows_computed,
            threshold=o.threshold,
            cache=o.cache,
        )


def open_decoder(model: Any, tokenizer: Any, prompt_ids: Sequence[int],
                 options: GenerateOptions, *, slot: int = 0,
                 on_step: Callable[[StepEvent], None] | None = None,
                 on_text: Callable[[str], None] | None = None) -> Any:
    """The decoder ``options.decoder`` names: a :class:`Decoder` over the whole canvas, or
    block diffusion's :class:`~dllmc.runtime.decoding.block.BlockDecoder`; both resumable
    (``wanted`` / ``advance`` / ``result``)."""
    kind = family_kind(model.spec)
    own = {"block": "block", "entropy_bound": "entropy_bound"}.get(kind, "canvas")
    if own != options.decoder:
        raise DllmcError(
            f"decoder {options.decoder!r} does not decode a {model.spec.arch.name} model "
            f"(its decoder is {own!r})",
            "build the options with GenerateOptions.for_model(model.spec, ...)")
    if options.decoder == "entropy_bound":
        from dllmc.runtime.decoding.diffusion_gemma import EntropyBoundDecoder

        return EntropyBoundDecoder(model, tokenizer, prompt_ids, options, slot=slot,
                                   on_step=on_step, on_text=on_text)
    if options.decoder == "block":
        from dllmc.runtime.decoding.block import BlockDecoder  # it builds on this module

        return BlockDecoder(model, tokenizer, prompt_ids, options, slot=slot, on_step=on_step,
                            on_text=on_text)
    return Decoder(model, tokenizer, prompt_ids, options, slot=slot, on_step=on_step,
                   on_text=on_text)


def generate(model: Any, tokenizer: Any, prompt_ids: Sequence[int], options: GenerateOptions,
             on_step: Callable[[StepEvent], None] | None = None,
             on_text: Callable[[str], None] | None = None) -> GenerateResult:
    """Denoise ``options.gen_length`` masks after ``prompt_ids``, alone: the decoder
    :func:`open_decoder` gives, its passes run one by one on ``model``; see the module doc."""
    decoder = open_decoder(model, tokenizer, prompt_ids, options, on_step=on_step,
                           on_text=on_text)
    while (p := decoder.wanted()) is not None:
        decoder.advance(run_pass(model, p))
    assert decoder.result is not None
    return decoder.result


def _has_end(gen: np.ndarray, gmasked: np.ndarray, end_ids: set[int]) -> bool:
    return bool(np.isin(gen[~gmasked], list(end_ids)).any()) if end_ids else False


__all__ = ["CACHES", "DECODERS", "SCRATCH", "BlockCache", "CausalCache", "Decoder",
           "DreamSchedule", "GenerateOptions", "GenerateResult", "LladaSchedule", "Pass",
           "Resumable", "Stateless", "StepEvent", "TextStream", "checked_prompt", "end_ids",
           "generate", "mask_id_of", "open_decoder", "run_pass"]
