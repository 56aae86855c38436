"""Byte-level BPE for short texts, from sorted tables that load in a millisecond.

Hugging Face's ``tokenizers`` builds its BPE model by hashing every token and every merge
into its own maps: 0.3–0.45 s for a 150 k vocabulary, more than the rest of ``dllmc run``'s
start-up.  A prompt is a few hundred characters, and merging those needs a few hundred table
lookups, not 300 k insertions.  So :class:`BpeTables` keeps the vocabulary and the merges as
sorted NumPy arrays, saved in the tokenizer's cache entry and read back whole, and merges in
Python; :mod:`dllmc.runtime.text.tokenizer` uses it for short texts and builds the ``tokenizers``
model only when a long one arrives.

The tables:

* **vocabulary** -- a 64-bit BLAKE2b hash of each token's text (its byte-level symbols, as
  ``tokenizer.ggml.tokens`` stores them), sorted, with the ids in the same order.  A hit is
  confirmed against the token's text (all texts are kept as one UTF-8 blob with offsets), so a
  hash collision can cost a second probe but never a wrong id.
* **merges** -- ``first_id * n_vocab + second_id`` of every merge, sorted, with its rank (its
  index in ``tokenizer.ggml.merges``) and the id of the token it makes.

The merge loop is llama.cpp's (``llm_tokenizer_bpe_session``) and ``tokenizers``': the
adjacent pair of lowest rank is merged, the leftmost of equal ranks first, until no adjacent
pair is a merge; with ``ignore_merges`` (the Llama-3 family) a pre-token that is itself a token
is taken whole.  ``tests/test_tokenizer.py`` checks this path against llama.cpp and against
the ``tokenizers`` path on every pre-tokenizer family.
"""

from __future__ import annotations

import hashlib
import itertools
from collections.abc import Sequence
from pathlib import Path

import numpy as np

_ARRAYS = ("vocab_hash", "vocab_id", "text_blob", "text_offsets", "merge_key", "merge_rank",
           "merge_out")
_MEMO_LIMIT = 1 << 16  # words remembered before the memo is cleared


def _hash(text: bytes) -> int:
    return int.from_bytes(hashlib.blake2b(text, digest_size=8).digest(), "little")


class BpeTables:
    """A byte-level BPE vocabulary and merge list as sorted arrays; see the module docstring."""

    def __init__(self, arrays: dict[str, np.ndarray], ignore_merges: bool) -> None:
        self.ignore_merges = ignore_merges
        self.n_vocab = len(arrays["text_offsets"]) - 1
        self._hash = arrays["vocab_hash"]
        self._hash_id = arrays["vocab_id"]
        self._blob = arrays["text_blob"]
        self._offsets = arrays["text_offsets"]
        self._merge_key = arrays["merge_key"]
        self._merge_rank = arrays["merge_rank"]
        self._merge_out = arrays["merge_out"]
        self._arrays = arrays
        self._ids: dict[str, int | None] = {}
        self._pairs: dict[int, tuple[int, int] | None] = {}
        self._words: dict[str, list[int] | None] = {}

    # ------------------------------------------------------------------ building and storing

    @classmethod
    def build(cls, texts: Sequence[str], merges: Sequence[tuple[str, str]],
              ignore_merges: bool) -> BpeTables:
        """Tables for unique token ``texts`` and ``merges`` whose parts and result are tokens."""
        encoded = [t.encode() for t in texts]
        hashes = np.fromiter((_hash(t) for t in encoded), np.uint64, len(encoded))
        order = np.argsort(hashes, kind="stable")
        offsets = np.zeros(len(encoded) + 1, np.int64)
        np.cumsum([len(t) for t in encoded], out=offsets[1:])
        index = {t: i for i, t in enumerate(texts)}
        n = len(texts)
        keys = np.fromiter((index[a] * n + index[b] for a, b in merges), np.int64, len(merges))
        outs = np.fromiter((index[a + b] for a, b in merges), np.int32, len(merges))
        by_key = np.argsort(keys, kind="stable")
        arrays = {
            "vocab_hash": hashes[order],
            "vocab_id": order.astype(np.int32),
            "text_blob": np.frombuffer(b"".join(encoded), np.uint8),
            "text_offsets": offsets,
            "merge_key": keys[by_key],
            "merge_rank": by_key.astype(np.int32),
            "merge_out": outs[by_key],
        }
        return cls(arrays, ignore_merges)

    def save(self, folder: Path) -> None:
        """One ``.npy`` file per array in ``folder`` (created)."""
        folder.mkdir()
        for name in _ARRAYS:
            np.save(folder / f"{name}.npy", self._arrays[name])

    @classmethod
    def load(cls, folder: Path, ignore_merges: bool) -> BpeTables:
        """The tables :meth:`save` wrote, mapped rather than read (a prompt touches few pages)."""
        return cls({k: np.load(folder / f"{k}.npy", mmap_mode="r") for k in _ARRAYS},
                   ignore_merges)

    # ------------------------------------------------------------------ lookups

    def token_id(self, text: str) -> int | None:
        """The id of the token whose text is ``text``, None when there is none."""
        if text in self._ids:
            return self._ids[text]
        raw = text.encode()
        h = np.uint64(_hash(raw))
        i = int(np.searchsorted(self._hash, h))
        found = None
        while i < len(self._hash) and self._hash[i] == h:
            tid = int(self._hash_id[i])
            start, end = int(self._offsets[tid]), int(self._offsets[tid + 1])
            if self._blob[start:end].tobytes() == raw:
                found = tid
                break
            i += 1
        self._ids[text] = found
        return found

    def _pair(self, a: int, b: int) -> tuple[int, int] | None:
        """(rank, merged id) of the merge of tokens ``a`` and ``b``, None when it is none."""
        key = a * self.n_vocab + b
        if key in self._pairs:
            return self._pairs[key]
        i = int(np.searchsorted(self._merge_key, key))
        hit = None
        if i < len(self._merge_key) and int(self._merge_key[i]) == key:
            hit = (int(self._merge_rank[i]), int(self._merge_out[i]))
        self._pairs[key] = hit
        return hit

    # ------------------------------------------------------------------ merging

    def encode_word(self, word: str) -> list[int] | None:
        """Ids of one pre-token (byte-level symbols); None if a symbol is not a token."""
        memo = self._words.get(word)
        if memo is not None:
            return memo
        out = self._merge(word)
        if len(self._words) >= _MEMO_LIMIT:
            self._words.clear()
        self._words[word] = out
        return out

    def _merge(self, word: str) -> list[int] | None:
        if self.ignore_merges:
            whole = self.token_id(word)
            if whole is not None:
                return [whole]
        ids: list[int] = []
        for symbol in word:
            tid = self.token_id(symbol)
            if tid is None:
                return None
            ids.append(tid)
        pairs = [self._pair(a, b) for a, b in itertools.pairwise(ids)]
        while True:
            best, at = None, -1
            for i, p in enumerate(pairs):
                if p is not None and (best is None or p[0] < best[0]):
                    best, at = p, i
            if best is None:
                return ids
            merged = best[1]
            ids[at: at + 2] = [merged]
            del pairs[at]
            if at > 0:
                pairs[at - 1] = self._pair(ids[at - 1], merged)
            if at < len(ids) - 1:
                pairs[at] = self._pair(merged, ids[at + 1])
