"""The denoising samplers of LLaDA (``generate.py``) and Dream (``diffusion_generate``), piece by
piece: transfer schedules, the per-row token choice and confidence, the choice of positions,
and the counter-based random numbers.  Pure functions over NumPy arrays; the generation loop
that strings them together is :mod:`dllmc.runtime.decoding.generate`.

Vocabulary-wide work (max, argmax, second max, softmax normalizer, entropy, Gumbel-max
sampling over 126 k - 152 k columns) goes through a :class:`VocabOps`: the model's compiled
kernels (:meth:`dllmc.runtime.executor.loader.Model.row_stats` / ``gumbel_sample``, see
compiler/kernels/sampler.py), or :class:`NumpyVocabOps`, the NumPy model of the same
kernels (used for artifacts without them and by the tests).  Only top-p stays in NumPy
(:func:`top_p_floor`): it looks at the few columns near each row's max.

Semantics (docs/diffusion-decoding.md; checked by tests/test_sampler.py):

LLaDA (``low_confidence``, ``random``)
    blocks of ``block_length``, ``steps / n_blocks`` steps each; a block's masked count is
    spread over its steps, ``n // k`` each and the remainder one more on the first steps
    (:func:`llada_transfer_counts`).  Token: argmax at temperature 0, else Gumbel-max of the
    logits with noise scale T (= ``argmax(exp(l) / (-log u)^T)``).  Confidence: softmax of
    the logits (no temperature) at the token, or uniform noise (``random``).  Positions
    after the current block are never chosen; the top ``k`` are committed.
Dream (``origin``, ``maskgit_plus``, ``topk_margin``, ``entropy``)
    ``ts = linspace(1, eps, steps + 1)`` in float32 as torch computes it
    (:func:`dream_timesteps`); at step i (t = ts[i], s = ts[i+1]) ``origin`` commits each
    masked position with probability ``1 - s/t`` (1 at the last step), the others commit
    ``int(masked * (1 - s/t))`` (all at the last step) chosen by confidence: ``p(token)``,
    ``p1 - p2``, ``sum p log(p + 1e-10)`` of the processed distribution (logits / T, then
    top-p, then top-k, then softmax), or drawn without replacement from
    ``softmax(confidence / alg_temp)``.

Ties in a confidence ranking go to the lower position (a stable sort), as in
``llama-diffusion-cli``; torch leaves them unspecified.

Random numbers are counter-based: every draw is a function of (seed, step, stream,
position[, column]) only (:func:`rng_keys`, splitmix64), so a run does not depend on the
thread count, on which rows were computed, or on an early stop.  Streams: token noise
(:data:`STREAM_TOKEN`, per column in the Gumbel kernel), LLaDA ``random`` remasking,
Dream ``origin`` transfers, and ``alg_temp`` position draws.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

import numpy as np

from dllmc.compiler.base.errors import DllmcError
from dllmc.runtime.executor.loader import ROW_SAMPLE, ROW_STATS

ALGS_LLADA = ("low_confidence", "random")
ALGS_DREAM = ("origin", "maskgit_plus", "topk_margin", "entropy")
ALGS = ALGS_LLADA + ALGS_DREAM

ENTROPY_EPS = 1e-10
NUCLEUS_NATS = 30.0  # top-p bins the columns within this many nats of the max finely
NUCLEUS_BINS = 1024
NUCLEUS_NEAR_NATS = 12.0  # top-p looks at the columns this close to the max first

STREAM_TOKEN = 0
STREAM_REMASK = 1
STREAM_ORIGIN = 2
STREAM_ALG_TEMP = 3

_M64 = (1 << 64) - 1


def schedule_of(alg: str) -> str:
    """``"llada"`` or ``"dream"``: whose transfer schedule an algorithm follows (not the model
    family, runtime/decoding/family.py: DiffuCoder decodes on Dream's schedule)."""
    if alg in ALGS_LLADA:
        return "llada"
    if alg in ALGS_DREAM:
        return "dream"
    raise DllmcError(f"unknown alg {alg!r}", f"use one of {', '.join(ALGS)}")


# ============================================================================ random numbers


def _mix64(z: np.ndarray) -> np.ndarray:
    """splitmix64's finalizer on uint64 (wrapping arithmetic)."""
    z = z ^ (z >> np.uint64(30))
    z = z * np.uint64(0xBF58476D1CE4E5B9)
    z = z ^ (z >> np.uint64(27))
    z = z * np.uint64(0x94D049BB133111EB)
    return z ^ (z >> np.uint64(31))


def rng_keys(seed: int, step: int, stream: int, positions: Sequence[int] | np.ndarray
             ) -> np.ndarray:
    """A 64-bit key per position: splitmix64 over (seed, step, stream, position)."""
    pos = np.asarray(positions, dtype=np.int64).astype(np.uint64)
    with np.errstate(over="ignore"):
        h = _mix64(np.uint64((int(seed) ^ 0x9E3779B97F4A7C15) & _M64))
        h = _mix64(h ^ np.uint64(((int(step) + 1) * 0xD1B54A32D192ED03) & _M64))
        h = _mix64(h ^ np.uint64(((int(stream) + 1) * 0x8CB92BA72F3D8DD7) & _M64))
        return _mix64(h ^ ((pos + np.uint64(1)) * np.uint64(0xABC98388FB8FAC03)))


def uniform(seed: int, step: int, stream: int, positions: Sequence[int] | np.ndarray
            ) -> np.ndarray:
    """float64 uniforms in (0, 1), 53 random bits, one per position."""
    k = rng_keys(seed, step, stream, positions)
    return ((k >> np.uint64(11)).astype(np.float64) + 0.5) * 2.0**-53


def _fmix32(h: np.ndarray) -> np.ndarray:
    h = h ^ (h >> np.uint32(16))
    h = h * np.uint32(0x85EBCA6B)
    h = h ^ (h >> np.uint32(13))
    h = h * np.uint32(0xC2B2AE35)
    return h ^ (h >> np.uint32(16))


def gumbel_numpy(key: int, n: int) -> np.ndarray:
    """The Gumbel noise the ``vocab_gumbel`` kernel adds to columns 0..n-1 of a row with
    ``key`` (float32; the kernel's logs differ in the last bits)."""
    c = np.arange(n, dtype=np.uint32)
    k1, k2 = np.uint32(int(key) & 0xFFFFFFFF), np.uint32(int(key) >> 32)
    with np.errstate(over="ignore"):
        h = _fmix32(_fmix32(c + k1) ^ k2)
    f = np.float32
    u = h.astype(f) * f(2.0**-32) + f(2.0**-33)
    series = u * (f(1) + u * (f(0.5) + u * (f(1 / 3) + u * (f(0.25) + u * f(0.2)))))
    with np.errstate(divide="ignore"):
        e = np.where(u < f(1 / 64), series, -np.log(f(1) - u)).astype(f)
        return (-np.log(e)).astype(f)


# ============================================================================ schedules


def llada_transfer_counts(mask_count: int, steps: int) -> list[int]:
    """LLaDA's ``get_num_transfer_tokens``: ``mask_count`` spread over ``steps``, the
    remainder one each on the first steps."""
    base, rem = divmod(int(mask_count), int(steps))
    return [base + (1 if i < rem else 0) for i in range(steps)]


def block_layout(gen_length: int, block_length: int, steps: int) -> tuple[int, int]:
    """(blocks, steps per block), as LLaDA's generate.py asserts them; a layout that does not
    fit raises a :class:`DllmcError` naming the nearest values that do."""
    if block_length < 1 or block_length > gen_length or gen_length % block_length:
        raise DllmcError(
            f"gen length {gen_length} is not a multiple of block length {block_length}",
            _block_fix(gen_length, block_length))
    n_blocks = gen_length // block_length
    if steps < 1 or steps % n_blocks:
        raise DllmcError(
            f"{steps} steps cannot be split evenly over {n_blocks} blocks of {block_length}",
            _steps_fix(gen_length, block_length, steps))
    return n_blocks, steps // n_blocks


def divisors(n: int) -> list[int]:
    """The divisors of n >= 1, ascending."""
    return [d for d in range(1, n + 1) if n % d == 0]


def _or(values: Sequence[int]) -> str:
    """``"a"`` or ``"a or b"`` (duplicates dropped, in order)."""
    return " or ".join(str(v) for v in dict.fromkeys(values))


def _block_fix(gen_length: int, block_length: int) -> str:
    """What to pass instead of a block length that does not divide the gen length: the
    nearest divisors of the gen length, the nearest multiples of the block length as gen
    lengths, or no block length (one block)."""
    one_block = "or no --block-length (one block)"
    if block_length < 1:
        return f"pass --block-length 1 or more that divides the gen length {gen_length}, {one_block}"
    if block_length > gen_length:
        return (f"pass --block-length {gen_length} or a divisor of it, --gen-length "
                f"{block_length} (a multiple of the block), {one_block}")
    divs = divisors(gen_length)
    below = max(d for d in divs if d < block_length)
    above = min(d for d in divs if d > block_length)
    lo = gen_length // block_length * block_length
    return (f"pass --block-length {_or([below, above])} (divisors of {gen_length}), "
            f"--gen-length {_or([lo, lo + block_length])} (multiples of {block_length}), "
            f"{one_block}")


def _steps_fix(gen_length: int, block_length: int, steps: int) -> str:
    """What to pass instead of a step count the blocks do not share evenly: the nearest
    multiples of the block count, or the block length nearest the given one whose block
    count divides the steps."""
    n = gen_length // block_length
    if steps < 1:
        return f"pass --steps {n} or a multiple of it (the {n} blocks share the steps evenly)"
    lo = steps // n * n
    fix = f"pass --steps {_or([v for v in (lo, lo + n) if v >= n])} (a multiple of the {n} blocks)"
    counts = divisors(math.gcd(gen_length, steps))
    b = min(counts, key=lambda c: (abs(gen_length // c - block_length), c))
    per = steps // b
    what = "one block" if b == 1 else f"{b} blocks of {per} step{'s' if per > 1 else ''}"
    return f"{fix}, or --block-length {gen_length // b} ({what})"


def dream_timesteps(steps: int, eps: float) -> np.ndarray:
    """``torch.linspace(1, eps, steps + 1)`` in float32, as torch's CPU kernel computes it:
    ``start + i*step`` for the first half, ``end - (n-1-i)*step`` for the rest."""
    n = steps + 1
    f = np.float32
    start, end = f(1.0), f(eps)
    if n == 1:
        return np.array([start], dtype=f)
    step = f((end - start) / f(n - 1))
    i = np.arange(n)
    half = n // 2
    lo = start + step * i[:half].astype(f)
    hi = end - step * (n - 1 - i[half:]).astype(f)
    return np.concatenate([lo, hi]).astype(f)


def dream_ratio(ts: np.ndarray, i: int) -> np.float32:
    """``1 - s/t`` at step i in float32 (1 at the last step)."""
    if i >= len(ts) - 2:
        return np.float32(1.0)
    return np.float32(np.float32(1.0) - ts[i + 1] / ts[i])


def dream_transfer_count(n_masked: int, ts: np.ndarray, i: int) -> int:
    """Dream's ``int(num_mask_token * (1 - s / t))``, all remaining at the last step."""
    if i >= len(ts) - 2:
        return int(n_masked)
    return int(np.float32(n_masked) * dream_ratio(ts, i))


# ============================================================================ vocabulary ops


class VocabOps(Protocol):
    """The vocabulary-wide reductions (the compiled kernels, or their NumPy model)."""

    def row_stats(self, logits: np.ndarray, *, floor: np.ndarray | None = None,
                  scale: float = 1.0, entropy: bool = False) -> np.ndarray: ...

    def gumbel_sample(self, logits: np.ndarray, keys: np.ndarray, noise: float, *,
                      floor: np.ndarray | None = None) -> np.ndarray: ...


class NumpyVocabOps:
    """The NumPy model of the ``vocab_stats`` / ``vocab_gumbel`` kernels (float64 sums)."""

    def row_stats(self, logits: np.ndarray, *, floor: np.ndarray | None = None,
                  scale: float = 1.0, entropy: bool = False) -> np.ndarray:
        lg = np.asarray(logits, dtype=np.float32)
        out = np.zeros(len(lg), dtype=ROW_STATS)
        for i, row in enumerate(lg):
            fl = -np.inf if floor is None else float(floor[i])
            r = np.where(row >= fl, row, np.float32(-np.inf))
            am = int(np.argmax(r))
            mx = r[am]
            top2 = np.partition(r, len(r) - 2)[-2] if len(r) > 1 else -np.inf
            with np.errstate(invalid="ignore"):
                e = np.exp((r.astype(np.float64) - mx) * scale)
            z = e.sum()
            h = 0.0
            if entropy:
                p = e / z
                h = float((p * np.log(p + ENTROPY_EPS)).sum())
            out[i] = (am, mx, top2, z, h, (0, 0, 0))
        return out

    def gumbel_sample(self, logits: np.ndarray, keys: np.ndarray, noise: float, *,
                      floor: np.ndarray | None = None) -> np.ndarray:
        lg = np.asarray(logits, dtype=np.float32)
        out = np.zeros(len(lg), dtype=ROW_SAMPLE)
        for i, row in enumerate(lg):
            fl = -np.inf if floor is None else float(floor[i])
            score = row + np.float32(noise) * gumbel_numpy(int(keys[i]), len(row))
            score = np.where(row >= fl, score, np.float32(-np.inf))
            tok = int(np.argmax(score))
            out[i] = (tok, row[tok])
        return out


def vocab_ops(model: object) -> VocabOps:
    """The model's compiled sampler kernels when it has them, else the NumPy model."""
    if getattr(model, "has_sampler", False):
        return model  # type: ignore[return-value]
    return NumpyVocabOps()


# ============================================================================ logit filters


def top_k_floor(logits: np.ndarray, k: int) -> np.ndarray:
    """Per row, the k-th largest logit: Dream's ``top_k_logits`` keeps ``l >= it``."""
    lg = np.asarray(logits, dtype=np.float32)
    if k >= lg.shape[1]:
        return np.full(len(lg), -np.inf, dtype=np.float32)
    return np.partition(lg, lg.shape[1] - k, axis=1)[:, lg.shape[1] - k].astype(np.float32)


def _top_p_near(row: np.ndarray, mx: float, z: float, top_p: float, scale: float,
                per_nat: np.float32) -> float | None:
    """:func:`top_p_floor` of one row from its columns within :data:`NUCLEUS_NEAR_NATS` of
    the max alone, or None when the nucleus may reach past them.  The same floor bit for bit:
    those columns are exactly the ones of the first ``NUCLEUS_BINS * NEAR / NATS`` bins (their
    bins and float32 probabilities computed by the same operations, each bin's mass summed
    over the same columns in the same order), and the bins' masses summed from the top pass
    ``top_p`` inside them, so the boundary bin is one of them; the farther columns (most of a
    152 k vocabulary) are then only compared once with a threshold instead of going through
    exp, binning and the bin count: a 3-5x faster floor on a language model's rows."""
    cut = int(NUCLEUS_BINS * NUCLEUS_NEAR_NATS / NUCLEUS_NATS)
    if cut < 1:
        return None
    # a superset (one more nat), then each candidate's bin exactly as the full path computes it;
    # a row with much of its vocabulary that close to the max takes the full path at once
    cand = np.flatnonzero(row >= np.float32(mx - (NUCLEUS_NEAR_NATS + 1.0) / scale))
    if len(cand) > len(row) // 8:
        return None
    p, bins = _nucleus_bins(row[cand], mx, scale, per_nat)
    keep = bins < cut
    cand, bins, p = cand[keep], bins[keep], p[keep]
    mass = np.bincount(bins, weights=p, minlength=cut) / z
    total = np.cumsum(mass)
    # a margin far above float64 rounding: the full path's masses of the same bins are these
    # numbers, but its "mass before" the first far bin is (total + m) - m, within an ulp
    if not total[-1] > top_p + 1e-9:
        return None
    before_bin = total - mass
    k = int(np.searchsorted(before_bin, top_p, side="right")) - 1  # >= 0: bin 0 has 0
    return _floor_in_bin(row, cand[bins == k], float(before_bin[k]), mx, z, top_p, scale)


def _nucleus_bins(logits: np.ndarray, mx: float, scale: float, per_nat: np.float32
                  ) -> tuple[np.ndarray, np.ndarray]:
    """(float32 exp(scale (l - max)), bin) of each logit: the same operations whether given a
    whole row or some of its columns, so a column's probability and bin do not depend on
    which (:func:`_top_p_near` relies on it)."""
    d = logits - np.float32(mx)  # <= 0 (-inf for a -inf logit)
    if scale != 1.0:
        d *= np.float32(scale)
    p = np.exp(d)  # float32 here; the boundary bin's columns get float64
    d *= -per_nat
    np.fmin(d, NUCLEUS_BINS, out=d)
    return p, d.astype(np.intp)


def _floor_in_bin(row: np.ndarray, members: np.ndarray, before_k: float, mx: float, z: float,
                  top_p: float, scale: float) -> float:
    """The floor from the boundary bin's columns ``members`` (column order) and the mass of
    the bins above it: the bin's columns ranked by float64 probability (ties in column order)
    and summed from the top until the mass before one passes ``top_p``."""
    pm = np.exp((row[members].astype(np.float64) - mx) * scale) / z
    order = np.argsort(-pm, kind="stable")
    ps = pm[order]
    before = before_k + np.cumsum(ps) - ps
    n_keep = int(np.searchsorted(before, top_p, side="right"))
    return float(row[members[order[max(n_keep, 1) - 1]]])


def top_p_floor(logits: np.ndarray, top_p: float, scale: float, stats: np.ndarray
                ) -> np.ndarray:
    """Per row, the smallest logit of the nucleus of softmax(scale * logits): Dream's
    ``top_p_logits`` keeps a column while the probability mass before it (columns sorted by
    probability, ties in column order) is at most ``top_p``.  A floor keeps every column tied
    with the last one of the nucleus.  ``stats`` (from ``row_stats`` at this scale, no floor)
    gives each row's max and normalizer.

    Without sorting the vocabulary: the columns are binned by their distance below the max
    (:data:`NUCLEUS_BINS` bins over :data:`NUCLEUS_NATS`, one more for everything farther),
    the bins' masses summed from the top find the one bin holding the column where the mass
    before it passes ``top_p`` (every column of a higher bin has less before it, every column
    of a lower bin more), and only that bin's columns are sorted.  The bins' masses are
    float32 probabilities summed in float64 (the reference's softmax is float32); the columns
    of the one bin are ranked and summed in float64.  About 1.4 ms per 152 k-column row; the
    sort of every row this replaced took 3-25 ms, more than the forward pass per step on
    flat rows (a diffusion model's early steps)."""
    lg = np.asarray(logits, dtype=np.float32)
    out = np.empty(len(lg), dtype=np.float32)
    per_nat = np.float32(NUCLEUS_BINS / NUCLEUS_NATS)
    for i, row in enumerate(lg):
        mx, z = float(stats["max"][i]), float(stats["z"][i])
        near = _top_p_near(row, mx, z, top_p, scale, per_nat)
        if near is not None:
            out[i] = near
            continue
        p, bins = _nucleus_bins(row, mx, scale, per_nat)
        mass = np.bincount(bins, weights=p, minlength=NUCLEUS_BINS + 1) / z
        before_bin = np.cumsum(mass) - mass
        k = int(np.searchsorted(before_bin, top_p, side="right")) - 1  # >= 0: bin 0 has 0
        members = np.flatnonzero(bins == k)
        if not len(members):  # every column is in the nucleus; k is the last, empty bin
            k = int(np.flatnonzero(mass)[-1]) if mass.any() else int(bins.max())
            members = np.flatnonzero(bins == k)
        out[i] = _floor_in_bin(row, members, float(before_bin[k]), mx, z, top_p, scale)
    return out


def combine_floors(*floors: np.ndarray | None) -> np.ndarray | None:
    given = [f for f in floors if f is not None]
    if not given:
        return None
    return np.maximum.reduce(given).astype(np.float32)


# ============================================================================ tokens and confidence


@dataclass(frozen=True)
class TokenChoice:
    """Per selected row: the proposed token and the confidence that ranks its position."""

    tokens: np.ndarray  # int32
    confidence: np.ndarray  # float64; higher = commit first


def llada_choose(ops: VocabOps, logits: np.ndarray, *, temperature: float, keys: np.ndarray,
                 top_p: float | None = None, top_k: int | None = None,
                 confidence_logits: np.ndarray | None = None,
                 random_confidence: np.ndarray | None = None) -> TokenChoice:
    """LLaDA's step on the rows it looks at: token = argmax (T = 0) or Gumbel-max with noise
    T; confidence = softmax(logits)[token] (``low_confidence``; computed from
    ``confidence_logits`` when given, e.g. with EOT at -inf for ``confidence_eos_eot_inf``)
    or the given uniforms (``random``).  ``top_p`` / ``top_k`` (not in the reference: an
    extension) cut both the token's distribution and the confidence's softmax."""
    floor = _floors(ops, logits, 1.0, top_p, top_k)
    stats = ops.row_stats(logits, floor=floor)
    if temperature > 0:
        tokens = ops.gumbel_sample(logits, keys, temperature, floor=floor)["token"]
    else:
        tokens = stats["argmax"]
    tokens = tokens.astype(np.int32)
    if random_confidence is not None:
        return TokenChoice(tokens, np.asarray(random_confidence, dtype=np.float64))
    if confidence_logits is not None:
        stats = ops.row_stats(confidence_logits, floor=floor)
        src = confidence_logits
    else:
        src = logits
    at = np.asarray(src, dtype=np.float32)[np.arange(len(tokens)), tokens].astype(np.float64)
    with np.errstate(invalid="ignore", over="ignore"):
        conf = np.exp(at - stats["max"]) / stats["z"]
    conf = np.where(np.isneginf(at), 0.0, conf)
    return TokenChoice(tokens, conf)


def dream_choose(ops: VocabOps, logits: np.ndarray, *, alg: str, temperature: float,
                 keys: np.ndarray, top_p: float | None = None, top_k: int | None = None
                 ) -> TokenChoice:
    """Dream's ``sample_tokens`` on the rows it looks at: the distribution is
    softmax(top_k(top_p(logits / T))); token = its argmax at T = 0, else a draw from it;
    confidence = p(token) (``maskgit_plus``, ``origin``), p1 - p2 (``topk_margin``) or
    sum p log(p + 1e-10) (``entropy``)."""
    scale = 1.0 / temperature if temperature > 0 else 1.0
    floor = _floors(ops, logits, scale, top_p, top_k)
    stats = ops.row_stats(logits, floor=floor, scale=scale, entropy=alg == "entropy")
    if temperature > 0:
        tokens = ops.gumbel_sample(logits, keys, temperature, floor=floor)["token"]
    else:
        tokens = stats["argmax"]
    tokens = tokens.astype(np.int32)
    mx, z = stats["max"].astype(np.float64), stats["z"].astype(np.float64)
    if alg == "entropy":
        conf = stats["neg_entropy"].astype(np.float64)
    elif alg == "topk_margin":
        with np.errstate(invalid="ignore"):
            p2 = np.exp((stats["max2"].astype(np.float64) - mx) * scale) / z
        conf = 1.0 / z - np.nan_to_num(p2, nan=0.0)
    else:  # maskgit_plus, origin: p(token)
        at = np.asarray(logits, dtype=np.float32)[np.arange(len(tokens)), tokens]
        conf = np.exp((at.astype(np.float64) - mx) * scale) / z
    return TokenChoice(tokens, conf)


def _floors(ops: VocabOps, logits: np.ndarray, scale: float, top_p: float | None,
            top_k: int | None) -> np.ndarray | None:
    fp = None
    if top_p is not None and top_p < 1:
        fp = top_p_floor(logits, top_p, scale, ops.row_stats(logits, scale=scale))
    fk = top_k_floor(logits, top_k) if top_k is not None else None
    return combine_floors(fp, fk)


# ============================================================================ positions


def top_positions(confidence: np.ndarray, k: int) -> np.ndarray:
    """Indices of the ``k`` highest confidences; ties to the lower index."""
    order = np.argsort(-np.asarray(confidence, dtype=np.float64), kind="stable")
    return np.sort(order[: max(0, int(k))])


def sample_positions(confidence: np.ndarray, k: int, alg_temp: float, u: np.ndarray
                     ) -> np.ndarray:
    """``k`` indices drawn without replacement from softmax(confidence / alg_temp) (Dream's
    ``torch.multinomial``), by Gumbel-top-k with the given uniforms."""
    c = np.asarray(confidence, dtype=np.float64) / alg_temp
    g = -np.log(-np.log(np.asarray(u, dtype=np.float64)))
    return top_positions(np.where(np.isneginf(c), -np.inf, c + g), k)


__all__ = [
    "ALGS",
    "ALGS_DREAM",
    "ALGS_LLADA",
    "STREAM_ALG_TEMP",
    "STREAM_ORIGIN",
    "STREAM_REMASK",
    "STREAM_TOKEN",
    "NumpyVocabOps",
    "TokenChoice",
    "VocabOps",
    "block_layout",
    "combine_floors",
    "divisors",
    "dream_choose",
    "dream_ratio",
    "dream_timesteps",
    "dream_transfer_count",
    "gumbel_numpy",
    "llada_choose",
    "llada_transfer_counts",
    "rng_keys",
    "sample_positions",
    "schedule_of",
    "top_k_floor",
    "top_p_floor",
    "top_positions",
    "uniform",
    "vocab_ops",
]
