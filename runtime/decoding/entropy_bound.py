"""DiffusionGemma's sampler (transformers 5.23.0, ``generation_diffusion_gemma.py``; short
name ``DGG``, vendored unmodified in tests/diffusion_gemma/) as pure functions on logits,
independent of any model.  docs/diffusiongemma-notes.md §2.5-2.7 describe the reference.

One canvas of ``C`` tokens is denoised in steps ``cur_step = N, N-1, ..., 1`` (``cur_step``
counts the steps *remaining*, DGG:758).  Each step, on the step's raw logits ``[C, V]``
(float32):

* ``processed = raw / T(cur_step)``, an f32 division, with
  ``T = t_min + (t_max - t_min) * (cur_step / N)`` evaluated as torch does with an int32
  ``cur_step`` tensor (DGG:315-316, 1024): ``t_max - t_min`` in float64, rounded to f32;
  ``cur_step / N`` an f32 division; the product and the sum in f32 (:func:`temperature`).
  The last step runs at ``T(1)``, never at ``t_min``.
* the denoised canvas: ``torch.multinomial(softmax_f32(processed), 1)`` (DGG:1041-1046),
  which torch's CPU kernel computes as ``argmax(p / E)`` with one Exp(1) ``E`` per
  (position, column), ties to the first column: here :func:`sample_denoiser` with ``E``
  given (:func:`exp1_numpy` draws it from dllmc's counter-based stream).
* ``argmax(processed)`` per position, first index on ties (DGG:1047).
* the entropies ``H`` of ``Categorical(logits=processed)``: ``l = processed - logsumexp``,
  ``H = -sum(clamp(l, f32.min) * softmax(l))``, here ``log z - sum(d e) / z`` from the f32
  softmax terms ``d = x - max``, ``e = exp(d)`` with float64 sums (:func:`entropies`), within
  an ulp or two of torch's f32 reduction.  The softmax, the sample, the argmax and the
  entropies are one pass over each few rows (:func:`step_stats`): at 256 x 262,144, 0.2 s.
* acceptance (``EntropyBoundSampler.accept_canvas``, DGG:437-447): positions sorted by ``H``
  ascending (:439), ``cum`` = their cumulative sum (:440; a float64 accumulator, each output
  rounded to f32, as torch's CPU ``cumsum``), and sorted position ``k`` is kept iff
  ``f32(cum[k] - H[k]) <= f32(entropy_bound)`` (:443): ``sum - max`` of the first ``k + 1``
  (the order being ascending, the max is ``H[k]``), computed as ``cum - own``, not as an
  exclusive sum.  The kept set is a prefix of the order; the lowest entropy is always kept.
  Ties: the reference's ``torch.sort`` is unstable; here equal entropies go in position order
  (a stable sort).  Only ties that straddle the bound can differ (ties at ``H = 0`` are all
  kept).  Kept positions take the sampled token, the others keep the *current* token
  (:func:`accept_mask`).
* re-noising (``renoise_canvas``, DGG:450-469): every position not kept gets a fresh uniform
  token, drawn as a whole ``[C]`` canvas each step even when all are kept (given here).
* stopping (``StableAndConfidentStoppingCriteria``, DGG:484-540; :class:`StopState`): stable
  iff ``stability_threshold == 0``, or the new argmax canvas equals each of the last
  ``stability_threshold`` argmax canvases (a history initialised to -1, so the first
  ``stability_threshold`` steps of a canvas are never stable), and the history then takes it;
  confident iff ``f32(mean_C(H)) < f32(confidence_threshold)``, strictly.  Stop iff both.  The
  criterion exists only when both thresholds are set (DGG:1214-1221); it is evaluated after
  acceptance and re-noising, and the loop breaks after the step that stops (DGG:789-790).
  The canvas the sequence keeps is that step's argmax (DGG:793), or after ``N`` steps the
  last step's.
* the next step's self-conditioning input is this step's ``processed`` (DGG:1068-1069).

The draws are inputs, so the same function runs on dllmc's counter-based draws or on the
draws a test hands to the reference.  The reference consumes them per canvas as one
``randint`` canvas (the initial canvas, DGG:985-987), then per step one ``[C, V]`` Exp(1)
block (multinomial) and one ``randint`` canvas (re-noise).
"""

from __future__ import annotations

import os
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass

import numpy as np

from dllmc.runtime.decoding.sampler import STREAM_TOKEN, _fmix32, rng_keys, uniform

F32 = np.float32

STREAM_RENOISE = 4  # the uniform tokens of initial and re-noised canvases (sampler.py: 0-3)

# DGG:226-234, the defaults when neither generation_config.json nor the call sets them
DEFAULT_MAX_STEPS = 48
DEFAULT_T_MIN = 0.4
DEFAULT_T_MAX = 0.8
DEFAULT_ENTROPY_BOUND = 0.1
DEFAULT_STABILITY_THRESHOLD = 1
DEFAULT_CONFIDENCE_THRESHOLD = 0.005


@dataclass(frozen=True)
class EntropyBoundKnobs:
    """The sampler's knobs (DGG:115-157; the GGUF's ``diffusion.eb_*``).  A threshold of
    None disables the stopping criterion, as the reference does when either is None."""

    max_steps: int = DEFAULT_MAX_STEPS
    t_min: float = DEFAULT_T_MIN
    t_max: float = DEFAULT_T_MAX
    entropy_bound: float = DEFAULT_ENTROPY_BOUND
    stability_threshold: int | None = DEFAULT_STABILITY_THRESHOLD
    confidence_threshold: float | None = DEFAULT_CONFIDENCE_THRESHOLD

    def __post_init__(self) -> None:  # the reference's validation, DGG:159-195, 332-334
        if int(self.max_steps) != self.max_steps or self.max_steps < 1:
            raise ValueError(f"max_steps must be an int > 0 (got {self.max_steps})")
        if not self.entropy_bound > 0:
            raise ValueError(f"entropy_bound must be > 0 (got {self.entropy_bound})")
        if not 0 <= self.t_min < self.t_max:
            raise ValueError(f"need 0 <= t_min < t_max (got {self.t_min}, {self.t_max})")
        if self.stability_threshold is not None and self.stability_threshold < 0:
            raise ValueError(f"stability_threshold must be >= 0 (got {self.stability_threshold})")
        if self.confidence_threshold is not None and not self.confidence_threshold > 0:
            raise ValueError(
                f"confidence_threshold must be > 0 (got {self.confidence_threshold})")

    @property
    def stops(self) -> bool:
        return self.stability_threshold is not None and self.confidence_threshold is not None


# ============================================================================ temperature


def temperature(cur_step: int, max_steps: int, t_min: float, t_max: float) -> np.float32:
    """``T(cur_step)`` bit for bit as DGG:315 computes it on an int32 ``cur_step`` tensor
    (``cur_step`` = steps remaining, ``max_steps`` .. 1)."""
    frac = F32(F32(cur_step) / F32(max_steps))
    return F32(F32(t_min) + F32(F32(t_max - t_min) * frac))


def step_temperatures(max_steps: int, t_min: float, t_max: float) -> np.ndarray:
    """The temperatures of the steps in the order they run (``cur_step = N .. 1``), f32."""
    return np.array([temperature(s, max_steps, t_min, t_max) for s in range(max_steps, 0, -1)],
                    dtype=F32)


def scale_logits(raw: np.ndarray, temp: np.float32) -> np.ndarray:
    """``raw / T`` as an f32 division (DGG:316), not a multiply by ``1/T``."""
    return np.divide(np.asarray(raw, dtype=F32), F32(temp), dtype=F32)


# ============================================================================ vocabulary-wide


# Rows of [C, V] logits go through the vocabulary-wide steps a few at a time (each block's
# temporaries stay in the caches: at 256 x 262,144 one fused pass over 8-row blocks on two
# threads takes 0.2 s where whole-array NumPy passes took 7 s), on a pool of the CPU's threads
# (NumPy's loops release the GIL); every row's arithmetic is its own, so the result does not
# depend on the block size or the threads.
_ROW_BLOCK = 8
_POOL: ThreadPoolExecutor | None = None


def _row_blocks(n: int, work: Callable[[int, int], None]) -> None:
    """``work(lo, hi)`` over the rows [0, n) in blocks, on the pool."""
    global _POOL
    blocks = [(lo, min(lo + _ROW_BLOCK, n)) for lo in range(0, n, _ROW_BLOCK)]
    if len(blocks) <= 1:
        for lo, hi in blocks:
            work(lo, hi)
        return
    if _POOL is None:
        _POOL = ThreadPoolExecutor(max(1, os.cpu_count() or 1), thread_name_prefix="dllmc-eb")
    for f in [_POOL.submit(work, lo, hi) for lo, hi in blocks]:
        f.result()


def _softmax_block(x: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(x - max, exp(x - max), the row sums) of f32 rows, as torch's f32 softmax computes
    them: the difference and the exponential in f32, the sum accumulated in float64."""
    with np.errstate(invalid="ignore", over="ignore"):
        d = x - x.max(axis=-1, keepdims=True)
        e = np.exp(d)
    return d, e, e.sum(axis=-1, keepdims=True, dtype=np.float64)


def _entropy_of(d: np.ndarray, e: np.ndarray, z: np.ndarray) -> np.ndarray:
    """``Categorical(logits).entropy()`` from a block's softmax terms: log z - sum(d e) / z
    (= -sum(log p * p)); a -inf logit (e = 0) adds 0, as the reference's clamp makes it."""
    with np.errstate(invalid="ignore"):
        de = d * e
    if not np.isfinite(de).all():
        de = np.where(e > 0, de, F32(0))
    s = de.sum(axis=-1, dtype=np.float64)
    return (np.log(z[:, 0]) - s / z[:, 0]).astype(F32)


def softmax_f32(processed: np.ndarray) -> np.ndarray:
    """``softmax(processed)`` per row in f32 (``_softmax_block``, then an f32 division by the
    sum): torch's f32 softmax to a few ulps."""
    x = np.asarray(processed, dtype=F32)
    out = np.empty_like(x)

    def work(lo: int, hi: int) -> None:
        _, e, z = _softmax_block(x[lo:hi])
        np.divide(e, z.astype(F32), out=out[lo:hi])

    _row_blocks(len(x), work)
    return out


def entropies(processed: np.ndarray) -> np.ndarray:
    """``Categorical(logits=processed).entropy()`` per row (f32), within an ulp or two of
    the reference's f32 reduction."""
    x = np.asarray(processed, dtype=F32)
    out = np.empty(len(x), dtype=F32)

    def work(lo: int, hi: int) -> None:
        out[lo:hi] = _entropy_of(*_softmax_block(x[lo:hi]))

    _row_blocks(len(x), work)
    return out


def sample_denoiser(probs: np.ndarray, exp_noise: np.ndarray) -> np.ndarray:
    """torch CPU's ``multinomial(probs, 1)`` per row with its Exp(1) draws given:
    ``argmax(probs / E)`` in f32, the first column on ties (int64)."""
    q = np.asarray(probs, dtype=F32) / np.asarray(exp_noise, dtype=F32)
    return np.argmax(q, axis=-1).astype(np.int64)


def step_stats(processed: np.ndarray, exp_noise: np.ndarray
               ) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(entropies, the sampled canvas, argmax) of a step's processed logits in one pass over
    each block of rows: :func:`entropies`, :func:`sample_denoiser` of :func:`softmax_f32`,
    and the first index of each row's largest logit."""
    x = np.asarray(processed, dtype=F32)
    noise = np.asarray(exp_noise, dtype=F32)
    n = len(x)
    h, sampled, top = np.empty(n, F32), np.empty(n, np.int64), np.empty(n, np.int64)

    def work(lo: int, hi: int) -> None:
        xb = x[lo:hi]
        d, e, z = _softmax_block(xb)
        h[lo:hi] = _entropy_of(d, e, z)
        with np.errstate(divide="ignore"):
            sampled[lo:hi] = np.argmax(e / z.astype(F32) / noise[lo:hi], axis=-1)
        top[lo:hi] = np.argmax(xb, axis=-1)

    _row_blocks(n, work)
    return h, sampled, top


# ============================================================================ acceptance


def accept_mask(entropy: np.ndarray, entropy_bound: float) -> np.ndarray:
    """DGG:437-446: which positions a step keeps.  Positions in ascending entropy (equal
    entropies in position order), cumulative sums with a float64 accumulator rounded to f32
    per output, kept iff ``f32(cum - own) <= f32(entropy_bound)``."""
    h = np.asarray(entropy, dtype=F32)
    order = np.argsort(h, kind="stable")
    sh = h[order]
    cum = np.cumsum(sh.astype(np.float64)).astype(F32)
    keep = (cum - sh).astype(F32) <= F32(entropy_bound)
    mask = np.zeros(len(h), dtype=bool)
    mask[order] = keep
    return mask


def accept_and_renoise(canvas: np.ndarray, denoised: np.ndarray, mask: np.ndarray,
                       renoise_tokens: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """(accepted, next canvas): DGG:447 ``where(mask, denoised, canvas)``, then DGG:466-468
    ``where(~mask, renoise_tokens, accepted)``.  ``renoise_tokens`` is a whole [C] canvas,
    drawn even where every position is kept (the reference's ``randint``)."""
    accepted = np.where(mask, denoised, canvas).astype(np.int64)
    return accepted, np.where(mask, accepted, renoise_tokens).astype(np.int64)


# ============================================================================ stopping


@dataclass(frozen=True)
class StopState:
    """``StableAndConfidentStoppingCriteria``'s state for one canvas: the last
    ``stability_threshold`` argmax canvases, oldest first (None: not yet created; the
    reference creates it filled with -1 on the first call, DGG:521-527)."""

    history: np.ndarray | None = None


def stop_check(state: StopState, argmax: np.ndarray, entropy: np.ndarray,
               stability_threshold: int, confidence_threshold: float
               ) -> tuple[bool, StopState]:
    """DGG:503-537 for one canvas: (stop, the new state)."""
    a = np.asarray(argmax, dtype=np.int64)
    if stability_threshold == 0:
        stable = True
        new = state
    else:
        hist = state.history
        if hist is None:
            hist = np.full((stability_threshold, len(a)), -1, dtype=np.int64)
        stable = bool((hist == a[None, :]).all())
        hist = np.concatenate([hist[1:], a[None, :]])
        new = StopState(hist)
    mean = F32(np.asarray(entropy, dtype=F32).astype(np.float64).mean())
    confident = bool(mean < F32(confidence_threshold))
    return stable and confident, new


# ============================================================================ one step


@dataclass(frozen=True)
class StepResult:
    """What one denoising step computed."""

    temperature: np.float32
    processed: np.ndarray  # f32 [C, V]: raw / T, the next step's self-conditioning input
    entropy: np.ndarray  # f32 [C]
    denoised: np.ndarray  # int64 [C]: the sampled canvas
    argmax: np.ndarray  # int64 [C]
    accepted_mask: np.ndarray  # bool [C]
    accepted: np.ndarray  # int64 [C]: sampled where kept, the current token elsewhere
    canvas: np.ndarray  # int64 [C]: the next step's input (re-noised where not kept)
    stop: bool
    stop_state: StopState


def denoise_step(raw_logits: np.ndarray, canvas: np.ndarray, cur_step: int,
                 knobs: EntropyBoundKnobs, exp_noise: np.ndarray, renoise_tokens: np.ndarray,
                 stop_state: StopState | None = None) -> StepResult:
    """One step of DGG:1022-1069 for one canvas: ``raw_logits`` f32 [C, V] of the current
    ``canvas`` [C], ``cur_step`` the steps remaining (N .. 1), ``exp_noise`` f32 [C, V]
    Exp(1) draws (the multinomial's), ``renoise_tokens`` [C] uniform tokens in [0, V)."""
    raw = np.asarray(raw_logits, dtype=F32)
    assert raw.ndim == 2 and raw.shape[0] == len(canvas), raw.shape
    state = stop_state if stop_state is not None else StopState()
    temp = temperature(cur_step, knobs.max_steps, knobs.t_min, knobs.t_max)
    processed = scale_logits(raw, temp)
    h, denoised, argmax = step_stats(processed, exp_noise)
    mask = accept_mask(h, knobs.entropy_bound)
    accepted, nxt = accept_and_renoise(np.asarray(canvas), denoised, mask,
                                       np.asarray(renoise_tokens))
    stop = False
    if knobs.stops:
        stop, state = stop_check(state, argmax, h, int(knobs.stability_threshold or 0),
                                 float(knobs.confidence_threshold or 0.0))
    return StepResult(temp, processed, h, denoised, argmax, mask, accepted, nxt, stop, state)


# ============================================================================ one canvas


@dataclass(frozen=True)
class StepDraws:
    exp_noise: np.ndarray  # f32 [C, V]
    renoise_tokens: np.ndarray  # int64 [C]


def denoise_canvas(logits_of: Callable[[np.ndarray, np.ndarray | None], np.ndarray],
                   initial: np.ndarray, knobs: EntropyBoundKnobs,
                   draws: Callable[[int], StepDraws]) -> tuple[np.ndarray, list[StepResult]]:
    """The denoising loop of one canvas (DGG:758-793): ``logits_of(canvas, sc_logits)`` gives
    the step's raw logits (``sc_logits``: the previous step's processed logits, None on the
    first step); ``draws(k)`` the draws of step ``k = 0, 1, ...``.  Returns the canvas the
    sequence keeps (the last step's argmax) and every step's result."""
    canvas = np.asarray(initial, dtype=np.int64)
    state, sc, steps = StopState(), None, []
    for k, cur_step in enumerate(range(knobs.max_steps, 0, -1)):
        d = draws(k)
        r = denoise_step(logits_of(canvas, sc), canvas, cur_step, knobs, d.exp_noise,
                         d.renoise_tokens, state)
        steps.append(r)
        canvas, state, sc = r.canvas, r.stop_state, r.processed
        if r.stop:
            break
    return steps[-1].argmax, steps


# ============================================================================ dllmc's draws


def exp1_numpy(key: int, n: int) -> np.ndarray:
    """Exp(1) draws for columns 0..n-1 of a row with ``key``: the ``E`` whose ``-log`` is
    :func:`dllmc.runtime.decoding.sampler.gumbel_numpy` (the same hash, the same ``u``, the
    same series below u = 1/64), float32."""
    c = np.arange(n, dtype=np.uint32)
    k1, k2 = np.uint32(int(key) & 0xFFFFFFFF), np.uint32(int(key) >> 32)
    with np.errstate(over="ignore"):
        h = _fmix32(_fmix32(c + k1) ^ k2)
    u = h.astype(F32) * F32(2.0**-32) + F32(2.0**-33)
    series = u * (F32(1) + u * (F32(0.5) + u * (F32(1 / 3) + u * (F32(0.25) + u * F32(0.2)))))
    with np.errstate(divide="ignore"):  # u rounds to 1 in float32 now and then: E = inf
        return np.where(u < F32(1 / 64), series, -np.log(F32(1) - u)).astype(F32)


def uniform_tokens(seed: int, counter: int, length: int, vocab: int) -> np.ndarray:
    """``length`` tokens uniform in [0, vocab) from dllmc's counter-based stream (int64)."""
    u = uniform(seed, counter, STREAM_RENOISE, np.arange(length))
    return np.minimum((u * vocab).astype(np.int64), vocab - 1)


def counter_draws(seed: int, counter: int, length: int, vocab: int) -> StepDraws:
    """A step's draws from dllmc's counter-based streams: per position the token-noise key
    (:data:`STREAM_TOKEN`, so a Gumbel kernel on ``log p`` sees the same noise) expanded to
    Exp(1) per column, and the re-noise tokens.  ``counter`` must be unique per step of a
    run (e.g. one more per step across canvases; the initial canvas takes its own)."""
    keys = rng_keys(seed, counter, STREAM_TOKEN, np.arange(length))
    e = np.empty((length, vocab), dtype=F32)

    def work(lo: int, hi: int) -> None:
        for r in range(lo, hi):
            e[r] = exp1_numpy(int(keys[r]), vocab)

    _row_blocks(length, work)
    return StepDraws(e, uniform_tokens(seed, counter, length, vocab))


__all__ = [
    "DEFAULT_CONFIDENCE_THRESHOLD",
    "DEFAULT_ENTROPY_BOUND",
    "DEFAULT_MAX_STEPS",
    "DEFAULT_STABILITY_THRESHOLD",
    "DEFAULT_T_MAX",
    "DEFAULT_T_MIN",
    "STREAM_RENOISE",
    "EntropyBoundKnobs",
    "StepDraws",
    "StepResult",
    "StopState",
    "accept_and_renoise",
    "accept_mask",
    "counter_draws",
    "denoise_canvas",
    "denoise_step",
    "entropies",
    "exp1_numpy",
    "sample_denoiser",
    "scale_logits",
    "softmax_f32",
    "step_stats",
    "step_temperatures",
    "stop_check",
    "temperature",
    "uniform_tokens",
]
