"""SentencePiece vocabularies (``tokenizer.ggml.model = "llama"``: Gemma, Llama-2, Mistral-v1),
merged as llama.cpp merges them (``llm_tokenizer_spm_session`` in ``src/llama-vocab.cpp`` of the
pinned llama-cpp-python 0.3.36 tree); and the merge machinery they share with Gemma 4's
``▁``-spaced BPE (:mod:`dllmc.runtime.text.gemma4`).

What llama.cpp does to one text fragment (special tokens are split out before, in
:mod:`dllmc.runtime.text.tokenizer`, as for BPE):

1. With ``add_space_prefix`` a space is put in front of the fragment (llama.cpp does it for the
   first fragment and for every fragment that follows a special token: since two text fragments
   are never adjacent, that is every fragment).  Then every space (U+0020 only: tabs and line
   feeds stay as they are) becomes ``▁`` (U+2581).
2. The fragment is cut into its UTF-8 characters, one symbol each.  Every adjacent pair whose
   text is a token (any token: normal, control, byte, user-defined alike) is queued with that
   token's score.  The queued pair of highest score is merged, the leftmost of equal scores
   first; a queued pair whose symbols have changed since it was queued is dropped; after a
   merge the new symbol's pairs with its neighbours are queued.  Until the queue is empty.
3. Each remaining symbol that is a token gives its id; any other (a single character no token
   spells) gives one ``<0xXX>`` byte token per UTF-8 byte (llama.cpp's ``byte_to_token``: the
   token ``<0xXX>`` with upper-case hex, else the token whose text is that byte).  llama.cpp's
   ``resegment`` also looks a leftover symbol up in the merges it made, but every symbol that was
   merged is a token, so for valid UTF-8 that branch never runs; it is left out.

Gemma 4's BPE runs the same loop with another priority: a pair is queued when ``left right`` is
one of the file's merges, lowest rank first (:class:`SymbolMerger` holds the loop, the word cuts
and the byte fallback; the two vocabularies differ only in the pair priorities and the bytes).

**Words.**  Merging is quadratic-ish in Python for a long fragment and gives nothing to reuse, so
fragments are cut before each ``▁`` that follows another character (where a word starts), and
each piece is merged alone, with a memo.  That is exact when no symbol can ever span a cut: a
symbol spanning one would be a token containing ``x▁`` (``x`` not ``▁``) found in the text at
that place (for BPE: the result of a merge, since only merges make symbols longer than one
character).  The vocabulary's few such tokens (Gemma 3 and 4 have one, ``>▁</``) are found when
the tables are built; a cut inside any occurrence of one of them in the text is not made.  Merges
in different pieces never meet (no pair across a cut is a token, or a merge), and within a piece
their order is the order llama.cpp's single queue gives them, so the ids are the same.

Everything here is built once per tokenizer, on the first encode: the text -> id dictionary of
the whole vocabulary (about 0.1 s for Gemma's 262 144 tokens), the pair priorities, the 256
byte-fallback ids and the tokens that contain ``x▁``.
"""

from __future__ import annotations

import heapq
import re
from collections.abc import Iterable, Sequence

import numpy as np

ESCAPED_SPACE = "\u2581"  # ▁, SentencePiece's space
_WORD_START = re.compile(f"(?<=[^{ESCAPED_SPACE}]){ESCAPED_SPACE}")
_MEMO_LIMIT = 1 << 16  # words remembered before the memo is cleared
_MAX_CROSSING = 256  # more tokens containing "x▁" than this: fragments are merged whole


class MissingByteToken(LookupError):
    """A character no token spells, and no ``<0xXX>`` token for one of its bytes."""

    def __init__(self, byte: int, char: str) -> None:
        super().__init__(byte, char)
        self.byte, self.char = byte, char


class SymbolMerger:
    """llama.cpp's symbol-merge loop over ``▁``-escaped text, with word cuts and a memo.

    A subclass says which pairs merge and in what order (:meth:`_priorities`: a dictionary from
    a pair's key -- its joined text with :attr:`_SEP` between the halves -- to a number, the
    lowest merged first, ties to the leftmost pair), which strings merges can make
    (:meth:`_made`: for the word cuts) and how a leftover character falls back to bytes.
    """

    _SEP = ""  # between a pair's halves in its key ("": the key is the joined text)
    _ASCII_BYTES = True  # a byte with no <0xXX> token may be the token spelling that byte
    _STRICT_BYTES = True  # a byte with no token raises MissingByteToken (else it is dropped)

    def __init__(self, texts: Sequence[str], add_space_prefix: bool) -> None:
        self.add_space_prefix = add_space_prefix
        self._texts = texts
        self._built = False
        self._words: dict[str, list[int]] = {}

    # ------------------------------------------------------------------ lookup structures

    def _priorities(self, texts: list[str]) -> dict[str, float] | dict[str, int]:
        raise NotImplementedError

    def _made(self, texts: list[str]) -> Iterable[str]:
        """Every string a merge can make (a superset does no harm)."""
        return texts

    def _build(self) -> None:
        texts = list(self._texts)
        # llama.cpp's token_to_id: later ids win on duplicate texts (the tokenizer refuses
        # vocabularies with duplicates before this is built)
        self._index: dict[str, int] = dict(zip(texts, range(len(texts)), strict=True))
        self._prio = self._priorities(texts)
        self._byte_ids: list[int | None] = []
        for b in range(256):
            tid = self._index.get(f"<0x{b:02X}>")
            if tid is None and b < 0x80 and self._ASCII_BYTES:
                tid = self._index.get(chr(b))
            self._byte_ids.append(tid)
        crossing: list[tuple[str, tuple[int, ...]]] = []
        for t in self._made(texts):
            if ESCAPED_SPACE in t[1:]:
                at = tuple(j for j in range(1, len(t))
                           if t[j] == ESCAPED_SPACE and t[j - 1] != ESCAPED_SPACE)
                if at:
                    crossing.append((t, at))
        self._crossing = crossing
        self._split = len(crossing) <= _MAX_CROSSING
        self._built = True

    # ------------------------------------------------------------------ encoding

    def _encode_escaped(self, text: str, ids: list[int]) -> None:
        """Append the ids of ``▁``-escaped ``text`` (non-empty), merged in words."""
        memo = self._words
        for word in self._cut(text):
            got = memo.get(word)
            if got is None:
                got = self._merge(word)
                if len(memo) >= _MEMO_LIMIT:
                    memo.clear()
                memo[word] = got
            ids += got

    def _cut(self, text: str) -> list[str]:
        """``text`` cut before each word-starting ``▁`` where no symbol can span the cut."""
        if not self._split:
            return [text]
        cuts = [m.start() for m in _WORD_START.finditer(text)]
        if not cuts:
            return [text]
        keep: set[int] = set()
        for token, at in self._crossing:
            start = text.find(token)
            while start != -1:
                keep.update(start + j for j in at)
                start = text.find(token, start + 1)
        words, prev = [], 0
        for c in cuts:
            if c not in keep:
                words.append(text[prev:c])
                prev = c
        words.append(text[prev:])
        return words

    def _merge(self, word: str) -> list[int]:
        """llama.cpp's merge loop on one piece (symbols are characters; sizes in characters,
        which orders and compares as llama.cpp's byte sizes do).  A queued pair is stale when
        either symbol's size has changed: sizes only grow, so that is llama.cpp's test that the
        two texts still join to the queued text."""
        prio, sep = self._prio, self._SEP
        n = len(word)
        size = [1] * n  # characters in symbol i (0: merged into its left neighbour)
        prev = list(range(-1, n - 1))
        nxt = list(range(1, n + 1))
        nxt[-1] = -1
        # (priority, left, right, size): the lowest priority first, then the leftmost
        queue = []
        for i in range(n - 1):
            p = prio.get(word[i: i + 2] if not sep else word[i] + sep + word[i + 1])
            if p is not None:
                queue.append((p, i, i + 1, 2))
        heapq.heapify(queue)
        push, pop = heapq.heappush, heapq.heappop
        while queue:
            _, left, right, total = pop(queue)
            a, b = size[left], size[right]
            if a == 0 or b == 0 or a + b != total:
                continue  # one of them changed since this pair was queued
            size[left], size[right] = total, 0
            after = nxt[right]
            nxt[left] = after
            if after >= 0:
                prev[after] = left
            end = left + total
            before = prev[left]
            if before >= 0:
                p = prio.get(word[before: end] if not sep
                             else word[before: left] + sep + word[left: end])
                if p is not None:
                    push(queue, (p, before, left, end - before))
            if after >= 0:
                stop = after + size[after]
                p = prio.get(word[left: stop] if not sep
                             else word[left: after] + sep + word[after: stop])
                if p is not None:
                    push(queue, (p, left, after, stop - left))
        out: list[int] = []
        index = self._index
        i = 0
        while i != -1:
            text = word[i: i + size[i]]
            tid = index.get(text)
            if tid is not None:
                out.append(tid)
            else:  # a symbol no token spells: its bytes
                for byte in text.encode("utf-8"):
                    bid = self._byte_ids[byte]
                    if bid is not None:
                        out.append(bid)
                    elif self._STRICT_BYTES:
                        raise MissingByteToken(byte, text)
            i = nxt[i]
        return out


class SpmVocab(SymbolMerger):
    """A SentencePiece vocabulary's tokens and scores, merged as llama.cpp merges them."""

    def __init__(self, texts: Sequence[str], scores: np.ndarray, add_space_prefix: bool) -> None:
        if len(scores) < len(texts):
            raise ValueError(f"{len(scores)} scores for {len(texts)} tokens")
        super().__init__(texts, add_space_prefix)
        self._scores_array = scores

    def _priorities(self, texts: list[str]) -> dict[str, float]:
        # a pair merges into the token that spells it; the highest score first.  float32
        # scores widened to float: the same order and the same ties
        neg = (-self._scores_array[: len(texts)].astype(np.float64)).tolist()
        return dict(zip(texts, neg, strict=True))

    def encode(self, fragment: str) -> list[int]:
        """Ids of one special-token-free text fragment (non-empty)."""
        if not self._built:
            self._build()
        text = (" " + fragment) if self.add_space_prefix else fragment
        ids: list[int] = []
        self._encode_escaped(text.replace(" ", ESCAPED_SPACE), ids)
        return ids


def byte_of_token(text: str) -> int:
    """The byte of a BYTE token ``<0xXX>`` as llama.cpp reads it (``strtol`` of the two
    characters after ``<0x``, base 16: the leading hex digits, 0 when there are none)."""
    digits = re.match(r"[0-9A-Fa-f]*", text[3:5])
    return int(digits.group(), 16) if digits and digits.group() else 0


def unescape(text: str) -> str:
    """A normal token's text as llama.cpp's ``token_to_piece`` gives it: ``▁`` -> space."""
    return text.replace(ESCAPED_SPACE, " ")


__all__ = ["ESCAPED_SPACE", "MissingByteToken", "SpmVocab", "SymbolMerger", "byte_of_token",
           "unescape"]
