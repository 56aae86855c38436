"""Gemma 4's vocabulary (``tokenizer.ggml.model = "gemma4"``: Gemma 4, DiffusionGemma), encoded as
llama.cpp encodes it (``src/llama-vocab.cpp`` of the pinned llama-cpp-python 0.3.36 tree).

It is BPE with SentencePiece's clothes: the merges of ``tokenizer.ggml.merges`` decide, in rank
order, but over raw UTF-8 characters with spaces written ``▁`` and ``<0xXX>`` byte tokens for what
no token spells -- not GPT-2's byte symbols, and not Gemma 3's score-ordered SentencePiece merges.
What llama.cpp does with one special-token-free fragment (special tokens are split out before,
in :mod:`dllmc.runtime.text.tokenizer`, as for every vocabulary):

1. Every space (U+0020 only) becomes ``▁`` (``escape_whitespaces``, set for the ``gemma4``
   pre-tokenizer).  No space is put in front: ``add_space_prefix`` is never applied to BPE
   text, whatever the file says (it only makes ``llama_detokenize`` drop a leading space).
2. The fragment is split into runs of line feeds and runs of anything else (the pre-tokenizer
   regex ``[^\\n]+|[\\n]+``; no GPT-2 byte map).  A run of line feeds that is itself a token is
   taken whole (Gemma 4 has tokens for up to 31 line feeds); any other run is merged.
3. Merging: the run's characters are symbols; each adjacent pair ``(left, right)`` for which
   ``"left right"`` is a merge is queued with the merge's rank (its first index in the list).
   The lowest rank is merged first, the leftmost of equal ranks; stale pairs are dropped; the
   new symbol's pairs with its neighbours are queued; until the queue is empty.  This is
   :class:`dllmc.runtime.text.spm.SymbolMerger`'s loop, the one SentencePiece uses with
   scores, so the runs are also cut at word starts and memoised the same way.
4. Each symbol that is a token gives its id; any other gives the ``<0xXX>`` token (upper-case
   hex) of each of its UTF-8 bytes -- and a byte with no such token is silently dropped
   (llama.cpp skips it; Gemma 4 has all 256).  Unlike SentencePiece, a byte is never looked up
   as a one-character token.

The merge key ``"left right"`` is the merge line itself: llama.cpp splits a line at its first
space after position 0, and symbols never hold a space (they are escaped), so looking the
joined key up among the lines, first occurrence winning, is looking the pair up among llama.cpp's
``bpe_ranks``.  A merge whose result is not a token still merges (step 4 then spells it in
bytes); a merge whose halves are not tokens can still apply.  Nothing is filtered.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

from dllmc.runtime.text.spm import ESCAPED_SPACE, SymbolMerger

_RUNS = re.compile(r"[^\n]+|\n+")  # llama.cpp's gemma4 pre-tokenizer regex


class Gemma4Vocab(SymbolMerger):
    """Gemma 4's tokens and merges, merged as llama.cpp's BPE session merges them."""

    _SEP = " "  # a pair's key is llama.cpp's merge line, "left right"
    _ASCII_BYTES = False  # byte fallback is <0xXX> only
    _STRICT_BYTES = False  # and a missing byte token is dropped, as llama.cpp drops it

    def __init__(self, texts: Sequence[str], merges: Sequence[str],
                 spanning: Sequence[str] | None = None) -> None:
        """``spanning``: :func:`spanning_results` of ``merges`` when known (the tokenizer
        cache keeps it: finding it takes 0.1 s of the first encode's 0.3 s)."""
        super().__init__(texts, add_space_prefix=False)
        self._merges = merges
        self._spanning = spanning

    def _priorities(self, texts: list[str]) -> dict[str, int]:
        lines = list(self._merges)
        # the first occurrence of a line keeps its rank (llama.cpp's bpe_ranks.emplace)
        return dict(zip(reversed(lines), range(len(lines) - 1, -1, -1), strict=True))

    def _made(self, texts: list[str]) -> Iterable[str]:
        if self._spanning is not None:
            return self._spanning
        return spanning_results(self._prio)

    def encode(self, fragment: str) -> list[int]:
        """Ids of one special-token-free text fragment (non-empty)."""
        if not self._built:
            self._build()
        ids: list[int] = []
        index = self._index
        for run in _RUNS.findall(fragment.replace(" ", ESCAPED_SPACE)):
            if run[0] == "\n":
                whole = index.get(run)
                if whole is not None:
                    ids.append(whole)
                    continue
            self._encode_escaped(run, ids)
        return ids


def spanning_results(merges: Iterable[str]) -> list[str]:
    """The results of ``merges`` (lines ``"left right"``) that hold ``x▁`` (``x`` not ``▁``):
    only merges make symbols of more than one character, so these are the only symbols that
    can span a word start (Gemma 4 has one, ``>▁</``)."""
    out = []
    for line in merges:
        if ESCAPED_SPACE not in line:
            continue
        at = line.find(" ", 1)
        if at > 0:
            made = line[:at] + line[at + 1:]
            if _SPANS.search(made):
                out.append(made)
    return out


_SPANS = re.compile(f"[^{ESCAPED_SPACE}]{ESCAPED_SPACE}")

__all__ = ["Gemma4Vocab", "spanning_results"]
