"""The sampler's vocabulary-wide reductions, as compiled kernels (one per family and vocabulary).

A denoising step looks at a few hundred rows of logits, each as wide as the vocabulary
(126 464 columns for LLaDA, 152 064 for Dream).  Everything the samplers of
:mod:`dllmc.runtime.decoding.sampler` need from a row is a handful of reductions over it, computed
here in one to three passes by code specialized for the vocabulary width:

``vocab_stats`` (:class:`VocabStats`), per row, over the columns kept (logit >= the row's
floor, the top-k / top-p cut; every column when no floor is given):

- ``argmax``: the first column holding the largest logit, and that logit ``max``;
- ``max2``: the second largest logit, counted with multiplicity (``max`` again on a tie);
- ``z`` = sum exp(scale * (l - max)) (>= 1), so p(col) = exp(scale * (l[col] - max)) / z,
  p(top-1) = 1 / z, p(top-2) = exp(scale * (max2 - max)) / z, log-sum-exp = scale*max + log z;
- with ``DLLMC_SAMPLE_ENTROPY``: ``neg_entropy`` = sum p log(p + 1e-10), Dream's entropy
  confidence exactly as its ``sample_tokens`` writes it (a third pass, one log per column).

``vocab_gumbel`` (:class:`VocabGumbel`), per row: ``token`` = argmax over kept columns of
``l + noise * g(key, col)`` with g a standard Gumbel variate, i.e. one draw from
softmax(l / noise) restricted to the kept columns (Gumbel-max), and ``logit`` = l[token].
The noise is counter-based: ``g`` is a function of the row's 64-bit key and the column only
(two rounds of MurmurHash3's 32-bit finalizer, ``fmix32(fmix32(col + k1) ^ k2)``), so a row
gets the same draw whatever the thread count, the vectorization or the other rows.  The
uniform u = (h + 0.5) 2^-32 becomes E = -log(1 - u) (a series below 1/64, so the small E that
make the largest Gumbel values keep full relative precision) and g = -log E.  The row keys
come from :func:`dllmc.runtime.decoding.sampler.rng_keys` (splitmix64 of seed, step, stream,
position).  :func:`dllmc.runtime.decoding.sampler.gumbel_numpy` is the NumPy model of the same noise.

Both kernels take ``dllmc_args`` as every kernel does (runtime/executor/dllmc_runtime.h): ``w`` = the
``dllmc_sample_params``, ``x`` = logits ``[m][n]`` float32, ``y`` = one output record per
row, ``m`` = rows; item i = row i, reduced by one thread in column order.  ``dllmc_sample``
runs them on the model's thread pool over logits the caller holds.

Nucleus (top-p) selection stays in NumPy (:func:`dllmc.runtime.decoding.sampler.top_p_floor`): it
bins each row's probability mass by distance below the max and sorts only the one bin where
the nucleus ends (no sort of the vocabulary); its result is the floor these kernels apply.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from dllmc.compiler.base.layouts import SAMPLE_ENTROPY, Sampler
from dllmc.compiler.kernels.spec import KernelSpec, _VectorMath, f32_hex
from dllmc.targets.cpu import CpuTarget

# which-indices of dllmc_sample (enum dllmc_sampler: compiler/base/layouts.py)
SAMPLER_STATS = Sampler.STATS
SAMPLER_GUMBEL = Sampler.GUMBEL

ENTROPY_EPS = 1e-10  # Dream's sample_tokens: log(probs + 1e-10)
SERIES_BELOW = 1.0 / 64  # E = -log(1 - u) by its series below this u

# Cephes' logf (x = m 2^e, m in [sqrt(1/2), sqrt(2)), log(1 + f) = f - f^2/2 + f^3 P(f));
# ln 2 = C1 + C2 as exp splits it (spec.LN2_C1, spec.LN2_C2: :class:`_VectorMath`)
LOG_P = (7.0376836292e-2, -1.1514610310e-1, 1.1676998740e-1, -1.2420140846e-1,
         1.4249322787e-1, -1.6668057665e-1, 2.0000714765e-1, -2.4999993993e-1,
         3.3333331174e-1)


@dataclass(frozen=True, kw_only=True)
class _Vocab(_VectorMath, KernelSpec):
    """One row of ``n`` logits per item; ``VW`` columns per vector step, the last
    ``n % VW`` through a masked load."""

    n: int

    def __post_init__(self) -> None:
        if self.n < 1 or self.n >= 2**31:
            raise ValueError(f"{self.template}: vocabulary {self.n} out of range")

    @property
    def name(self) -> str:
        return f"_n{self.n}"

    @property
    def VW(self) -> int:
        return 16

    @property
    def full(self) -> int:
        """Whole vectors per row."""
        return self.n // self.VW

    @property
    def tail(self) -> int:
        """Columns after the whole vectors (read with a masked load)."""
        return self.n % self.VW

    @staticmethod
    def hex(x: float) -> str:
        return f32_hex(x)

    @property
    def log_p_hex(self) -> list[str]:
        return [f32_hex(c) for c in LOG_P]


@dataclass(frozen=True, kw_only=True)
class VocabStats(_Vocab):
    """argmax, max, max2, z and (with the entropy flag) neg_entropy of each row."""

    template: ClassVar[str] = "vocab_stats"

    @property
    def entropy_eps(self) -> float:
        return ENTROPY_EPS

    @property
    def entropy_eps_hex(self) -> str:
        return f32_hex(ENTROPY_EPS)


@dataclass(frozen=True, kw_only=True)
class VocabGumbel(_Vocab):
    """Gumbel-max sampling of each row with counter-based noise."""

    template: ClassVar[str] = "vocab_gumbel"

    @property
    def series_below_hex(self) -> str:
        """u below which E = -log(1 - u) is taken from its series."""
        return f32_hex(SERIES_BELOW)


SAMPLER_SPECS = (VocabStats, VocabGumbel)  # in enum dllmc_sampler order (layouts.Sampler)
assert [s.template.removeprefix("vocab_").upper() for s in SAMPLER_SPECS] == [s.name for s in Sampler]


def sampler_kernels(n_vocab: int, target: CpuTarget) -> tuple[_Vocab, ...]:
    """The sampler kernels every artifact carries, in ``dllmc_sample``'s which-order."""
    return tuple(cls(target=target, n=n_vocab) for cls in SAMPLER_SPECS)


__all__ = ["ENTROPY_EPS", "SAMPLER_GUMBEL", "SAMPLER_SPECS", "SAMPLER_STATS", "SAMPLE_ENTROPY",
           "VocabGumbel", "VocabStats", "sampler_kernels"]
