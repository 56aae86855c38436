"""The tokenizer, built from a GGUF's own metadata, id for id with llama.cpp.

What llama.cpp does (``src/llama-vocab.cpp``, ``src/unicode.cpp`` in the pinned
llama-cpp-python 0.3.36 tree) and how it is reproduced here:

1. **Special tokens first.**  Every token whose type is CONTROL, USER_DEFINED or UNKNOWN is
   looked for in the text, longest first; each occurrence splits the text into fragments
   (``tokenizer_st_partition``).  With special-token parsing off, only USER_DEFINED tokens
   are split out.  This is reimplemented in :meth:`Tokenizer._partition` (a few hundred
   ``str`` searches; the texts of those tokens are short).
2. **Pre-tokenization.**  Each text fragment is split by the regular expressions that
   ``tokenizer.ggml.pre`` names (:data:`PRE_TOKENIZERS`), then every byte is mapped to GPT-2's
   printable byte symbols.
3. **BPE.**  Pairs are merged lowest rank first (``tokenizer.ggml.merges`` order), ties to the
   left; with ``ignore_merges`` (the llama-3 family) a pre-token that is itself a token is
   taken whole.

Step 2 runs in Hugging Face ``tokenizers`` (a ``Split`` pre-tokenizer per regex and a
``ByteLevel`` byte map), the library the models' tokenizers were trained and shipped with.
Step 3 runs in two places.  Short texts (prompts: up to :attr:`Tokenizer.SHORT` characters)
are merged in Python from sorted tables that load in milliseconds (:mod:`dllmc.runtime.text.bpe`,
about 0.6 M characters/s).  Longer texts go to a ``tokenizers`` ``BPE`` model built from the
GGUF's tokens and merges, which encodes at several MB/s but takes 0.3–0.45 s to build for a
150 k vocabulary, so it is built on first use.  Both give llama.cpp's ids.

SentencePiece vocabularies (``tokenizer.ggml.model = "llama"``: Gemma, Llama-2) go through
step 1 the same way and then :mod:`dllmc.runtime.text.spm` (llama.cpp's score-ordered merges,
with ``add_space_prefix`` and ``<0xXX>`` byte fallback) instead of steps 2 and 3.  Gemma 4's
(``"gemma4"``: Gemma 4, DiffusionGemma) go to :mod:`dllmc.runtime.text.gemma4`: rank-ordered
BPE merges over ``▁``-escaped UTF-8 in runs split at line feeds, the same merge loop, ``<0xXX>``
byte fallback; always with BOS, and ``clean_spaces`` in :meth:`Tokenizer.detokenize`.

Decoding concatenates each token's bytes as llama.cpp's ``token_to_piece`` gives them
(byte-level symbols mapped back to bytes, or ``▁`` as a space for SentencePiece; byte tokens as
their byte; control and user-defined tokens as their text; unused slots as nothing) and decodes
UTF-8 with replacement characters for invalid bytes; :meth:`Tokenizer.detokenize` is
llama.cpp's ``llama_detokenize`` (the space prefix of the first piece dropped).

Loading a 150 k vocabulary from the GGUF takes about a second (reading the metadata, building
the BPE tables), so the derived data -- the token texts and merges for the ``tokenizers`` model,
the sorted BPE tables, every token's decoded bytes, the token attributes and the special-token
table -- is cached under
``$DLLMC_CACHE/tokenizer/<key>/`` (``~/.cache/dllmc`` by default), keyed by the file's
identity (resolved path, size, modification time, inode), :data:`CACHE_FORMAT` and the Python
version.  A warm
load reads only the cache.
"""

from __future__ import annotations

import contextlib
import enum
import hashlib
import json
import marshal
import os
import shutil
import sys
import tempfile
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path
from typing import Any

import numpy as np
from tokenizers import Regex
from tokenizers import Tokenizer as HFTokenizer
from tokenizers import models as hf_models
from tokenizers import pre_tokenizers as hf_pre

from dllmc.compiler.base.errors import DllmcError
from dllmc.compiler.base.gguf_file import GGUFFile
from dllmc.compiler.base.pretokenizers import (
    GEMMA4_MODEL,
    PRE_TOKENIZERS,
    RECONVERT,
    SPM_MODEL,
    PreTokenizer,
    tokenizer_problem,
)
from dllmc.runtime.text.bpe import BpeTables
from dllmc.runtime.text.gemma4 import Gemma4Vocab, spanning_results
from dllmc.runtime.text.spm import (
    MissingByteToken,
    SpmVocab,
    SymbolMerger,
    byte_of_token,
    unescape,
)

CACHE_FORMAT = 3  # bump when the cached files or what is derived into them change



class TokenizerError(DllmcError):
    """The GGUF's tokenizer cannot be built, or ids/text given to it are invalid."""


class TokenAttr(enum.IntFlag):
    """llama.cpp's ``llama_token_attr`` bits."""

    UNDEFINED = 0
    UNKNOWN = 1 << 0
    UNUSED = 1 << 1
    NORMAL = 1 << 2
    CONTROL = 1 << 3
    USER_DEFINED = 1 << 4
    BYTE = 1 << 5
    NORMALIZED = 1 << 6
    LSTRIP = 1 << 7  # whitespace before the token is dropped when it is split out of text
    RSTRIP = 1 << 8  # whitespace after it likewise
    SINGLE_WORD = 1 << 9


# tokenizer.ggml.token_type (llama_token_type) -> attribute, as llama_vocab::load maps it
_TYPE_TO_ATTR = {
    0: TokenAttr.UNDEFINED,
    1: TokenAttr.NORMAL,
    2: TokenAttr.UNKNOWN,
    3: TokenAttr.CONTROL,
    4: TokenAttr.USER_DEFINED,
    5: TokenAttr.UNUSED,
    6: TokenAttr.BYTE,
}
_SPECIAL = TokenAttr.CONTROL | TokenAttr.USER_DEFINED | TokenAttr.UNKNOWN


# ----------------------------------------------------------------------------- byte symbols


def _bytes_to_unicode() -> dict[int, str]:
    """GPT-2's byte -> printable symbol map (llama.cpp's unicode_byte_to_utf8_map)."""
    bs = [*range(0x21, 0x7F), *range(0xA1, 0xAD), *range(0xAE, 0x100)]
    table = {b: chr(b) for b in bs}
    n = 0
    for b in range(256):
        if b not in table:
            table[b] = chr(256 + n)
            n += 1
    return table


_BYTE_OF_SYMBOL = {s: b for b, s in _bytes_to_unicode().items()}
_ASCII_SPACE = " \t\n\v\f\r"  # C's isspace, what LSTRIP / RSTRIP drop

# llama.cpp's auto-detected special tokens (llama_vocab::load): a token with one of these
# texts is made CONTROL when the GGUF typed it otherwise.
_EOG_TEXTS = frozenset((
    "<|eot_id|>", "<|im_end|>", "<|end|>", "<|return|>", "<|call|>", "<|flush|>", "<|calls|>",
    "<end_of_turn>", "<|endoftext|>", "</s>", "<|eom_id|>", "<EOT>", "_<EOT>", "[EOT]", "[EOS]",
    "<|end_of_text|>", "<end_of_utterance>", "<eos>", "<turn|>", "<|tool_response>",
    "<｜end▁of▁sentence｜>", "[e~[",
))  # fmt: skip
_EOT_TEXTS = ("<|eot_id|>", "<|im_end|>", "<|end|>", "<end_of_turn>", "<|endoftext|>",
              "<|end_of_text|>", "<EOT>", "_<EOT>", "[EOT]", "<｜end▁of▁sentence｜>",
              "<end_of_utterance>")
_FIM_TEXTS: dict[str, tuple[str, ...]] = {
    "tokenizer.ggml.fim_pre_token_id": ("<|fim_prefix|>", "<fim-prefix>", "<fim_prefix>",
                                        "<｜fim▁begin｜>", "<PRE>", "▁<PRE>", "<|code_prefix|>",
                                        "<|prefix|>"),
    "tokenizer.ggml.fim_suf_token_id": ("<|fim_suffix|>", "<fim-suffix>", "<fim_suffix>",
                                        "<｜fim▁hole｜>", "<SUF>", "▁<SUF>", "<|code_suffix|>",
                                        "<|suffix|>"),
    "tokenizer.ggml.fim_mid_token_id": ("<|fim_middle|>", "<fim-middle>", "<fim_middle>",
                                        "<｜fim▁end｜>", "<MID>", "▁<MID>", "<|code_middle|>",
                                        "<|middle|>"),
    "tokenizer.ggml.fim_pad_token_id": ("<|fim_pad|>", "<fim-pad>", "<fim_pad>", "<PAD>",
                                        "[PAD]"),
    "tokenizer.ggml.fim_rep_token_id": ("<|fim_repo|>", "<|repo_name|>", "<fim-repo>", "<REPO>",
                                        "<reponame>"),
    "tokenizer.ggml.fim_sep_token_id": ("<|file_sep|>",),
}
_GPT_OSS_USER_DEFINED = ("<|channel|>", "<|message|>", "<|start|>", "<|constrain|>")


# ----------------------------------------------------------------------------- metadata


@dataclass(frozen=True)
class SpecialIds:
    """The ids llama.cpp reads (``tokenizer.ggml.*_token_id``), None where the model has none."""

    bos: int | None
    eos: int | None
    eot: int | None
    pad: int | None
    mask: int | None
    unk: int | None
    eog: tuple[int, ...]  # every end-of-generation id (eos, eot and llama.cpp's list)


def _cache_root() -> Path:
    from dllmc.compiler.base.cache import cache_dir

    return cache_dir("tokenizer")


def _file_key(path: Path) -> str:
    st = path.stat()
    py = f"{sys.version_info.major}.{sys.version_info.minor}"  # marshal's format may change
    ident = f"{CACHE_FORMAT}\0{py}\0{path.resolve()}\0{st.st_size}\0{st.st_mtime_ns}\0{st.st_ino}"
    return hashlib.sha256(ident.encode()).hexdigest()[:32]


class _Derived:
    """Everything the tokenizer needs, derived from the GGUF metadata once, then cached."""

    def __init__(self, meta: dict[str, Any], attrs: np.ndarray, pieces: bytes,
                 offsets: np.ndarray, scores: np.ndarray | None = None) -> None:
        self.meta = meta
        self.attrs = attrs
        self.pieces = pieces
        self.offsets = offsets
        self.scores = scores  # SentencePiece: every token's score (float32); BPE: None


def _derive(gf: GGUFFile) -> tuple[_Derived, list[str], list[str]]:
    """(derived data, token texts, merges: empty for SentencePiece) from an open GGUF."""
    path = gf.path
    kv = gf.kv
    if (problem := tokenizer_problem(kv)) is not None:
        raise TokenizerError(*problem, path=path)
    tokens = kv["tokenizer.ggml.tokens"]
    spm = kv["tokenizer.ggml.model"] == SPM_MODEL
    gemma4 = kv["tokenizer.ggml.model"] == GEMMA4_MODEL
    # SentencePiece has no pre-tokenizer: llama.cpp reads tokenizer.ggml.pre for BPE only;
    # for Gemma 4 llama.cpp sets it to "gemma4" whatever the file says
    pre_name = (kv.get("tokenizer.ggml.pre") if spm else GEMMA4_MODEL if gemma4
                else kv["tokenizer.ggml.pre"])
    if spm and not isinstance(pre_name, str):
        pre_name = None
    merges = [] if spm else list(kv["tokenizer.ggml.merges"])
    n = len(tokens)
    scores = (np.asarray(kv["tokenizer.ggml.scores"])[:n].astype(np.float32) if spm
              else None)
    types = kv.get("tokenizer.ggml.token_type")
    if types is None:
        attrs = np.full(n, int(TokenAttr.NORMAL), np.int32)
    else:
        tarr = np.asarray(types)
        if tarr.ndim != 1 or tarr.size < n or not np.issubdtype(tarr.dtype, np.integer):
            raise TokenizerError(f"tokenizer.ggml.token_type has {tarr.size} entries for {n} "
                                 "tokens", RECONVERT, path=path)
        lut = np.zeros(max(7, int(tarr[:n].max(initial=0)) + 1), np.int32)
        for t, a in _TYPE_TO_ATTR.items():
            lut[t] = int(a)
        attrs = lut[np.clip(tarr[:n].astype(np.int64), 0, len(lut) - 1)]

    # llama.cpp names an empty token "[EMPTY_<id>]"; token texts must be unique
    texts = [t if t else f"[EMPTY_{i}]" for i, t in enumerate(tokens)]
    index: dict[str, int] = {}
    for i, t in enumerate(texts):
        if index.setdefault(t, i) != i:
            raise TokenizerError(f"token {t!r} appears twice (ids {index[t]} and {i})",
                                 RECONVERT, path=path)

    def ident(key: str) -> int | None:
        value = kv.get(key)
        if value is None:
            return None
        if isinstance(value, bool) or not isinstance(value, int | np.integer):
            raise TokenizerError(f"metadata {key} is not an integer token id", RECONVERT,
                                 path=path)
        if not 0 <= int(value) < n:
            raise TokenizerError(f"{key} = {int(value)} is outside the {n}-token vocabulary",
                                 RECONVERT, path=path)
        return int(value)

    def flag(key: str, default: bool) -> bool:
        value = kv.get(key)
        return default if value is None else bool(value)

    # llama.cpp's defaults unless the file says otherwise (llama_vocab::impl::load): BPE BOS
    # and EOS 11; SentencePiece BOS 1, EOS 2, UNK 0; Gemma 4 none; a default outside the
    # vocabulary is none
    default_bos, default_eos, default_unk = ((1, 2, 0) if spm else (None, None, None) if gemma4
                                             else (11, 11, None))
    bos = ident("tokenizer.ggml.bos_token_id")
    eos = ident("tokenizer.ggml.eos_token_id")
    unk = ident("tokenizer.ggml.unknown_token_id")
    if "tokenizer.ggml.bos_token_id" not in kv:
        bos = default_bos if default_bos is not None and default_bos < n else None
    if "tokenizer.ggml.eos_token_id" not in kv:
        eos = default_eos if default_eos is not None and default_eos < n else None
    if "tokenizer.ggml.unknown_token_id" not in kv and default_unk is not None:
        unk = default_unk if default_unk < n else None
    eot = ident("tokenizer.ggml.eot_token_id")
    eom = ident("tokenizer.ggml.eom_token_id")
    pad = ident("tokenizer.ggml.padding_token_id")
    mask = ident("tokenizer.ggml.mask_token_id")

    # llama.cpp's by-text auto-detection of end-of-turn / FIM tokens, which are made CONTROL.
    # Where several candidate texts exist llama.cpp takes whichever its hash map yields first;
    # here the first in its list (this only matters for a candidate the GGUF typed NORMAL).
    control = int(TokenAttr.CONTROL)
    if eot is None:
        eot = next((index[t] for t in _EOT_TEXTS if t in index), None)
        if eot is not None:
            attrs[eot] |= control
    if eom is None and "<|eom_id|>" in index:
        eom = index["<|eom_id|>"]
        attrs[eom] |= control
    fim: dict[str, int] = {}
    for key, candidates in _FIM_TEXTS.items():
        tid = ident(key)
        if tid is None:
            tid = next((index[t] for t in candidates if t in index), None)
            if tid is not None:
                attrs[tid] |= control
        if tid is not None:
            fim[key] = tid
    eog = {fim[k] for k in ("tokenizer.ggml.fim_pad_token_id",
                            "tokenizer.ggml.fim_rep_token_id",
                            "tokenizer.ggml.fim_sep_token_id") if k in fim}
    for t in _EOG_TEXTS:
        if t in index:
            eog.add(index[t])
            attrs[index[t]] |= control
    for t in _GPT_OSS_USER_DEFINED:
        if t in index:
            attrs[index[t]] = int(TokenAttr.USER_DEFINED)
    eog |= {i for i in (eos, eot, eom) if i is not None}
    # Gemma 4 (and PLaMo) have an ordinary "</s>" (an HTML tag's start): when the end-of-
    # generation tokens include "<|tool_response>" or "<|plamo:eos|>", llama.cpp takes "</s>"
    # out of them and makes it NORMAL again, matched in text by the merges like any word
    eog_texts = {texts[i] for i in eog}
    if "</s>" in eog_texts and eog_texts & {"<|tool_response>", "<|plamo:eos|>"}:
        s_id = next(i for i in eog if texts[i] == "</s>")
        eog.discard(s_id)
        attrs[s_id] = int(TokenAttr.NORMAL)
    # llama.cpp's auto-detected unused tokens: a CONTROL token whose text says "unused"
    unused = int(TokenAttr.UNUSED)
    for i in np.flatnonzero(attrs & control).tolist():
        if "unused" in texts[i]:
            attrs[i] |= unused

    # special tokens, longest text first (llama.cpp's cache_special_tokens; stable on ties)
    special_ids = [i for i in np.flatnonzero(attrs & int(_SPECIAL)).tolist()]
    special_ids.sort(key=lambda i: -len(texts[i].encode()))
    _strip_attrs(kv, attrs, index, special_ids)

    # Gemma 4: llama.cpp's BPE token_to_piece with escape_whitespaces, which is SentencePiece's
    pieces, offsets = _pieces(texts, attrs, spm=spm or gemma4)
    meta = {
        "format": CACHE_FORMAT,
        "path": str(path),
        "identity": hashlib.sha256(gf.data[: gf.data_offset]).hexdigest(),
        "architecture": kv.get("general.architecture"),
        "model": kv["tokenizer.ggml.model"],
        "pre": pre_name,
        "n_tokens": n,
        "bos": bos, "eos": eos, "eot": eot, "pad": pad, "mask": mask, "unk": unk,
        "eog": sorted(eog),
        # Gemma 4: llama.cpp adds BOS even where the file says not to (its "workaround for
        # Gemma 4"); BPE otherwise adds none unless the pre-tokenizer or the file says so
        "add_bos": True if gemma4 else flag("tokenizer.ggml.add_bos_token",
                                            True if spm else PRE_TOKENIZERS[pre_name].add_bos),
        "add_eos": flag("tokenizer.ggml.add_eos_token", False),
        # llama.cpp: true for SentencePiece unless the file says otherwise, false for BPE; Gemma
        # 4 reads the key too (it then only changes llama_detokenize: its encoding never adds
        # the space)
        "add_space_prefix": ((spm or gemma4)
                             and flag("tokenizer.ggml.add_space_prefix", spm)),
        # llama.cpp's clean_spaces in llama_detokenize: on for BPE unless the pre-tokenizer
        # turns it off; applied here for Gemma 4 only (see Tokenizer.detokenize)
        "clean_spaces": gemma4,
        "n_merges": len(merges) if gemma4 else None,
        # Gemma 4: the merge results that can span a word start (see runtime/text/spm.py)
        "spanning": spanning_results(merges) if gemma4 else None,
        "chat_template": kv.get("tokenizer.chat_template"),
        "specials": special_ids,
        "special_texts": [texts[i] for i in special_ids],
    }  # fmt: skip
    if meta["chat_template"] is not None and not isinstance(meta["chat_template"], str):
        raise TokenizerError("tokenizer.chat_template is not a string", RECONVERT, path=path)
    return _Derived(meta, attrs, pieces, offsets, scores), texts, merges


def _strip_attrs(kv: Any, attrs: np.ndarray, index: dict[str, int],
                 special_ids: Sequence[int]) -> None:
    """llama.cpp's per-model LSTRIP / RSTRIP attributes, set by name (end of
    llama_vocab::impl::load): Phi-3's special tokens eat the whitespace after them; the
    ``<mask>`` of the Jina-v2 / nomic-bert-moe / jina-bert-v3 families and ModernBERT's
    ``[MASK]`` eat the whitespace before."""
    name = str(kv.get("general.name") or "").lower()
    pre = str(kv.get("tokenizer.ggml.pre") or "")
    arch = str(kv.get("general.architecture") or "")
    lstrip, rstrip = int(TokenAttr.LSTRIP), int(TokenAttr.RSTRIP)
    if (any(p in pre for p in ("jina-v2-de", "jina-v2-es", "jina-v2-code"))
            or any(a in arch for a in ("nomic-bert-moe", "jina-bert-v3"))):
        if "<mask>" in index:
            attrs[index["<mask>"]] |= lstrip
    elif "phi-3" in name or "phi3" in name:
        for i in special_ids:
            attrs[i] |= rstrip
        if "</s>" in index:
            attrs[index["</s>"]] |= rstrip
        for t in ("<unk>", "<s>", "<|endoftext|>"):
            if t in index:
                attrs[index[t]] &= ~rstrip
    elif "modern-bert" in name and "[MASK]" in index:
        attrs[index["[MASK]"]] |= lstrip


def _pieces(texts: Sequence[str], attrs: np.ndarray, *, spm: bool) -> tuple[bytes, np.ndarray]:
    """Every token's bytes as llama.cpp's token_to_piece(special=true) gives them.

    Control, unknown and user-defined tokens: their text; normal tokens: byte-level symbols
    mapped back to bytes (BPE) or ``▁`` as a space (SentencePiece); byte tokens ``<0xXX>``: that
    byte; unused and undefined tokens: nothing.
    """
    out: list[bytes] = []
    normal, special = int(TokenAttr.NORMAL), int(TokenAttr.UNKNOWN | TokenAttr.CONTROL
                                                   | TokenAttr.USER_DEFINED)
    byte_attr = int(TokenAttr.BYTE)
    for text, attr in zip(texts, attrs.tolist(), strict=True):
        if attr & special:
            out.append(text.encode("utf-8", errors="surrogateescape"))
        elif attr & normal:
            out.append(unescape(text).encode("utf-8", errors="surrogateescape") if spm
                       else _decode_symbols(text))
        elif attr & byte_attr:
            if spm:
                out.append(bytes([byte_of_token(text)]))
                continue
            try:
                out.append(bytes([int(text[3:5], 16)]))
            except ValueError:
                out.append(b"")
        else:  # unused / undefined: nothing
            out.append(b"")
    offsets = np.zeros(len(out) + 1, np.int64)
    np.cumsum([len(p) for p in out], out=offsets[1:])
    return b"".join(out), offsets


def _decode_symbols(text: str) -> bytes:
    """llama_decode_text: byte-level symbols -> bytes (unmapped symbols as llama.cpp marks them)."""
    table = _BYTE_OF_SYMBOL
    try:
        return bytes(table[c] for c in text)
    except KeyError:
        out = bytearray()
        for c in text:
            b = table.get(c)
            if b is not None:
                out.append(b)
            else:
                out += b"[UNK_BYTE_0x" + c.encode().hex().encode() + text.encode() + b"]"
        return bytes(out)


def _valid_merges(texts: Sequence[str], merges: Iterable[str]) -> list[tuple[str, str]]:
    """Merges as llama.cpp parses them (split at the first space after position 0).

    A merge whose parts or result are not tokens can never produce a token, and Hugging Face's
    BPE refuses it, so it is left out; duplicates keep their first (lowest) rank.
    """
    vocab = set(texts)
    out: list[tuple[str, str]] = []
    seen: set[tuple[str, str]] = set()
    for m in merges:
        pos = m.find(" ", 1)
        if pos < 0:
            continue
        a, b = m[:pos], m[pos + 1 :]
        if a in vocab and b in vocab and a + b in vocab and (a, b) not in seen:
            seen.add((a, b))
            out.append((a, b))
    return out


def _bpe(texts: Sequence[str], merges: Sequence[tuple[str, str]],
         pre: PreTokenizer) -> hf_models.BPE:
    vocab = dict(zip(texts, range(len(texts)), strict=True))
    return hf_models.BPE(vocab=vocab, merges=list(merges), ignore_merges=pre.ignore_merges)


def _pre_tokenizer(pre: PreTokenizer) -> hf_pre.PreTokenizer:
    """The regex splits, then GPT-2's byte -> symbol map."""
    steps: list[hf_pre.PreTokenizer] = [hf_pre.Split(Regex(r), behavior="isolated")
                                        for r in pre.regexes]
    steps.append(hf_pre.ByteLevel(add_prefix_space=False, trim_offsets=False, use_regex=False))
    return hf_pre.Sequence(steps)


# ----------------------------------------------------------------------------- the tokenizer


class Tokenizer:
    """A GGUF's tokenizer: ``encode`` text to ids and ``decode`` ids to text, as llama.cpp does.

    Build one with :meth:`from_gguf`.
    """

    # Fragments longer than this are cut at safe points and encoded in parallel.
    _CHUNK = 1 << 16
    # Texts of up to this many characters (per encode call) are merged by the BPE tables; the
    # tokenizers model, 0.3-0.45 s to build, is built for the first longer one.
    SHORT = 1 << 14

    def __init__(self, derived: _Derived, tables: BpeTables | None,
                 hf_model: Callable[[], hf_models.BPE] | None, path: Path | None, *,
                 spm: SymbolMerger | None = None) -> None:
        m = derived.meta
        self.path = path
        self.pre: str | None = m["pre"]  # None: a SentencePiece file without the key
        self.model: str = m["model"]
        self.architecture: str | None = m["architecture"]
        self.identity: str = m["identity"]
        self.n_vocab: int = m["n_tokens"]
        self.add_bos: bool = m["add_bos"]
        self.add_eos: bool = m["add_eos"]
        self.add_space_prefix: bool = m["add_space_prefix"]
        self.clean_spaces: bool = m.get("clean_spaces", False)
        self.chat_template: str | None = m["chat_template"]
        self.special = SpecialIds(m["bos"], m["eos"], m["eot"], m["pad"], m["mask"], m["unk"],
                                  tuple(m["eog"]))
        self._spm = spm  # SentencePiece or Gemma 4: the ▁-escaped merge (None for byte BPE)
        self._pre_tokenizer = (None if spm is not None
                               else _pre_tokenizer(PRE_TOKENIZERS[m["pre"]]))
        self._tables = tables
        self._hf_model = hf_model
        self._attrs = derived.attrs
        self._pieces = derived.pieces
        self._offsets = derived.offsets
        self._specials: list[tuple[str, int]] = list(
            zip(m["special_texts"], m["specials"], strict=True))
        # without special-token parsing llama.cpp still splits out the specials that are
        # neither CONTROL nor UNKNOWN (user-defined tokens)
        skip = int(TokenAttr.CONTROL | TokenAttr.UNKNOWN)
        self._user_defined = [(t, i) for t, i in self._specials if not int(self._attrs[i]) & skip]
        strip = int(TokenAttr.LSTRIP | TokenAttr.RSTRIP)
        self._strips: dict[int, int] = {i: int(self._attrs[i]) & strip for _, i in self._specials
                                        if int(self._attrs[i]) & strip}

    # ------------------------------------------------------------------ construction

    @classmethod
    def from_gguf(cls, path: str | os.PathLike[str], *, cache: bool = True) -> Tokenizer:
        """The tokenizer of the GGUF at ``path`` (from the derived-data cache when it is there).

        Raises :class:`TokenizerError` (a :class:`DllmcError`) when the file has no usable
        tokenizer.
        """
        path = Path(path)
        if not path.is_file():
            raise TokenizerError("no such file" if not path.exists() else "not a regular file",
                                 "pass the path of a .gguf model file", path=path)
        entry = _cache_root() / _file_key(path) if cache else None
        if entry is not None:
            loaded = cls._load_cached(entry, path)
            if loaded is not None:
                return loaded
        gf = GGUFFile.open(path)
        derived, texts, merges = _derive(gf)
        if derived.meta["model"] == GEMMA4_MODEL:
            tok = cls(derived, None, None, path,
                      spm=Gemma4Vocab(texts, merges, derived.meta["spanning"]))
            if entry is not None:
                with contextlib.suppress(OSError):
                    _store(entry, derived, texts, merges, None)
            return tok
        if derived.scores is not None:  # SentencePiece
            spm = SpmVocab(texts, derived.scores, derived.meta["add_space_prefix"])
            tok = cls(derived, None, None, path, spm=spm)
            if entry is not None:
                with contextlib.suppress(OSError):
                    _store(entry, derived, texts, [], None)
            return tok
        pre = PRE_TOKENIZERS[derived.meta["pre"]]
        pairs = _valid_merges(texts, merges)
        tables = BpeTables.build(texts, pairs, pre.ignore_merges)
        tok = cls(derived, tables, lambda: _bpe(texts, pairs, pre), path)
        if entry is not None:
            with contextlib.suppress(OSError):
                _store(entry, derived, texts, pairs, tables)
        return tok

    @classmethod
    def _load_cached(cls, entry: Path, path: Path) -> Tokenizer | None:
        try:
            meta = json.loads((entry / "meta.json").read_text(encoding="utf-8"))
            if meta.get("format") != CACHE_FORMAT:
                return None
            attrs = np.load(entry / "attrs.npy")
            offsets = np.load(entry / "offsets.npy")
            pieces = (entry / "pieces.bin").read_bytes()
            if meta["model"] == SPM_MODEL:
                return cls._load_cached_spm(entry, path, meta, attrs, pieces, offsets)
            if meta["model"] == GEMMA4_MODEL:
                return cls._load_cached_gemma4(entry, path, meta, attrs, pieces, offsets)
            pre = PRE_TOKENIZERS[meta["pre"]]
            tables = BpeTables.load(entry / "bpe", pre.ignore_merges)
            if tables.n_vocab != meta["n_tokens"]:
                return None
            # read now (a few ms), unmarshalled only for a long text: the entry may be gone then
            bpe_bytes = (entry / "bpe.marshal").read_bytes()
        except Exception:  # a missing or broken entry is rebuilt
            return None

        def hf_model() -> hf_models.BPE:
            try:
                texts, merges = marshal.loads(bpe_bytes)
            except (ValueError, EOFError, TypeError) as e:
                raise TokenizerError(f"the tokenizer cache entry {entry} is damaged ({e})",
                                     f"delete {entry}; it is rebuilt on the next load",
                                     path=path) from None
            return _bpe(texts, merges, pre)

        return cls(_Derived(meta, attrs, pieces, offsets), tables, hf_model, path)

    @classmethod
    def _load_cached_spm(cls, entry: Path, path: Path, meta: dict[str, Any], attrs: np.ndarray,
                         pieces: bytes, offsets: np.ndarray) -> Tokenizer | None:
        """A SentencePiece entry: the token texts (unmarshalled on the first encode, which
        builds the lookup structures from them) and the scores."""
        scores = np.load(entry / "scores.npy")
        texts_bytes = (entry / "spm.marshal").read_bytes()
        if len(scores) != meta["n_tokens"] or len(attrs) != meta["n_tokens"]:
            return None
        derived = _Derived(meta, attrs, pieces, offsets, scores)
        return cls(derived, None, None, path, spm=SpmVocab(
            _LazyTexts(texts_bytes, meta["n_tokens"], entry, path), scores,
            meta["add_space_prefix"]))

    @classmethod
    def _load_cached_gemma4(cls, entry: Path, path: Path, meta: dict[str, Any],
                            attrs: np.ndarray, pieces: bytes,
                            offsets: np.ndarray) -> Tokenizer | None:
        """A Gemma 4 entry: the token texts and the merge lines, both unmarshalled on the
        first encode (which builds the lookup structures from them)."""
        texts_bytes = (entry / "spm.marshal").read_bytes()
        merges_bytes = (entry / "merges.marshal").read_bytes()
        n = meta["n_tokens"]
        if (len(attrs) != n or not isinstance(meta.get("n_merges"), int)
                or not isinstance(meta.get("spanning"), list)):
            return None
        derived = _Derived(meta, attrs, pieces, offsets)
        return cls(derived, None, None, path, spm=Gemma4Vocab(
            _LazyTexts(texts_bytes, n, entry, path),
            _LazyTexts(merges_bytes, meta["n_merges"], entry, path), meta["spanning"]))

    # ------------------------------------------------------------------ encode

    def encode(self, text: str, *, add_bos: bool | None = None, add_eos: bool | None = None,
               parse_special: bool = True) -> list[int]:
        """Token ids of ``text``.

        ``add_bos`` / ``add_eos``: None follows the GGUF (``tokenizer.ggml.add_bos_token``,
        ``add_eos_token``), as llama.cpp does; True/False force it.  ``parse_special``: control
        tokens written in the text (``<|im_start|>``) become their ids, as llama.cpp does for
        prompts; user-defined tokens are always matched whole.
        """
        try:
            text.encode("utf-8")
        except UnicodeEncodeError as e:
            raise TokenizerError(f"the text is not valid Unicode ({e.reason} at {e.start})",
                                 "pass UTF-8 text") from None
        ids: list[int] = []
        if add_bos if add_bos is not None else self.add_bos:
            if self.special.bos is None:
                raise TokenizerError("this model has no BOS token to add",
                                     "encode without add_bos", path=self.path)
            ids.append(self.special.bos)
        frags = self._partition(text, parse_special)
        raw = [f for f in frags if isinstance(f, str)]
        encoded = iter(self._encode_texts(raw))
        for f in frags:
            if isinstance(f, str):
                ids += next(encoded)
            else:
                ids.append(f)
        if add_eos if add_eos is not None else self.add_eos:
            if self.special.eos is None:
                raise TokenizerError("this model has no EOS token to add",
                                     "encode without add_eos", path=self.path)
            ids.append(self.special.eos)
        return ids

    def _partition(self, text: str, parse_special: bool) -> list[str | int]:
        """Split out special tokens, longest first, as llama.cpp's tokenizer_st_partition.

        A token with LSTRIP / RSTRIP (:func:`_strip_attrs`) also drops the ASCII whitespace
        before / after it in the text around it.
        """
        frags: list[str | int] = [text] if text else []
        if not text:
            return frags
        present = self._special_trie.present(text)
        rstrip, lstrip = int(TokenAttr.RSTRIP), int(TokenAttr.LSTRIP)
        for token, tid in self._specials if parse_special else self._user_defined:
            if token not in present or not any(isinstance(f, str) and token in f
                                               for f in frags):
                continue
            strip = self._strips.get(tid, 0)
            out: list[str | int] = []
            for f in frags:
                if isinstance(f, int) or token not in f:
                    out.append(f)
                    continue
                parts = f.split(token)
                for k, part in enumerate(parts):
                    if k:
                        out.append(tid)
                        if strip & rstrip:
                            part = part.lstrip(_ASCII_SPACE)
                    if k < len(parts) - 1 and strip & lstrip:
                        part = part.rstrip(_ASCII_SPACE)
                    if part:
                        out.append(part)
            frags = out
        return frags

    def _encode_texts(self, texts: list[str]) -> list[list[int]]:
        """BPE ids of special-token-free texts; long texts are cut where no pre-token spans.

        SentencePiece: :mod:`dllmc.runtime.text.spm` (every fragment with the space prefix
        when the model asks for it: each follows the start or a special token); Gemma 4:
        :mod:`dllmc.runtime.text.gemma4`."""
        if not texts:
            return []
        if self._spm is not None:
            try:
                return [self._spm.encode(t) for t in texts]
            except MissingByteToken as e:
                raise TokenizerError(
                    f"no token spells {e.char!r} and the vocabulary has no byte token "
                    f"<0x{e.byte:02X}> to spell it with", RECONVERT, path=self.path) from None
        if sum(map(len, texts)) <= self.SHORT:
            short = self._encode_short(texts)
            if short is not None:
                return short
        pieces: list[str] = []
        owner: list[int] = []
        for k, t in enumerate(texts):
            chunks = _safe_chunks(t, self._CHUNK) if len(t) > self._CHUNK else [t]
            pieces += chunks
            owner += [k] * len(chunks)
        # encode_batch_fast skips the character offsets `encode` tracks: half the CPU time
        encs = self._hf.encode_batch_fast(pieces, add_special_tokens=False)
        out: list[list[int]] = [[] for _ in texts]
        for k, e in zip(owner, encs, strict=True):
            out[k] += e.ids
        return out

    def _encode_short(self, texts: list[str]) -> list[list[int]] | None:
        """The BPE tables' ids of ``texts``.

        None if a byte symbol is not a token; no byte-level vocabulary has such a gap, but if
        one did, the tokenizers model would decide.
        """
        assert self._tables is not None and self._pre_tokenizer is not None
        out: list[list[int]] = []
        for text in texts:
            ids: list[int] = []
            for word, _ in self._pre_tokenizer.pre_tokenize_str(text):
                got = self._tables.encode_word(word)
                if got is None:
                    return None
                ids += got
            out.append(ids)
        return out

    @cached_property
    def _special_trie(self) -> _Trie:
        return _Trie(t for t, _ in self._specials)

    @cached_property
    def _hf(self) -> HFTokenizer:
        """The tokenizers model for long texts, built on first use."""
        assert self._hf_model is not None and self._pre_tokenizer is not None
        tok = HFTokenizer(self._hf_model())
        tok.pre_tokenizer = self._pre_tokenizer
        return tok

    # ------------------------------------------------------------------ decode

    def piece(self, token_id: int, *, special: bool = True) -> bytes:
        """The bytes token ``token_id`` stands for (llama.cpp's ``token_to_piece``)."""
        self._check_ids([token_id])
        if not special and int(self._attrs[token_id]) & int(TokenAttr.CONTROL
                                                           | TokenAttr.UNKNOWN):
            return b""
        return self._pieces[self._offsets[token_id]: self._offsets[token_id + 1]]

    def decode_bytes(self, ids: Sequence[int], *, special: bool = True) -> bytes:
        """The bytes of ``ids`` concatenated; ``special=False`` drops control tokens."""
        arr = self._check_ids(ids)
        if not special:
            keep = (self._attrs[arr] & int(TokenAttr.CONTROL | TokenAttr.UNKNOWN)) == 0
            arr = arr[keep]
        starts, ends = self._offsets[arr].tolist(), self._offsets[arr + 1].tolist()
        p = self._pieces
        return b"".join([p[s:e] for s, e in zip(starts, ends, strict=True)])

    def decode(self, ids: Sequence[int], *, special: bool = True) -> str:
        """Text of ``ids``; bytes that are not valid UTF-8 become U+FFFD."""
        return self.decode_bytes(ids, special=special).decode("utf-8", errors="replace")

    def detokenize(self, ids: Sequence[int], *, special: bool = True,
                   remove_special: bool = False) -> str:
        """Text of ``ids`` as llama.cpp's ``llama_detokenize`` gives it.

        :meth:`decode` concatenates the tokens' pieces (so that text streams piece by piece);
        llama.cpp also drops one leading space of the first piece when the model adds a space
        prefix (SentencePiece's ``add_space_prefix``), so that detokenize(encode(text)) gives
        the text back.  ``remove_special``: a leading BOS (and trailing EOS) the model adds is
        dropped -- and then, as in llama.cpp, the leading space is kept.  ``special``: control
        tokens rendered (llama.cpp's ``unparse_special``).  llama.cpp's ``clean_spaces`` (the
        space before ``?!.,`` and ``'s`` / ``'m`` / ``'re`` / ``'ve`` dropped, `` ' `` made
        ``'``) is applied for Gemma 4, where llama.cpp applies it; for the byte-level BPE
        families, where llama.cpp also applies it unless the pre-tokenizer turns it off, it is
        not yet; SentencePiece never.
        """
        arr = self._check_ids(ids).tolist()
        strip = self.add_space_prefix
        if remove_special and self.add_bos and arr and arr[0] == self.special.bos:
            strip, arr = False, arr[1:]
        if remove_special and self.add_eos and arr and arr[-1] == self.special.eos:
            arr = arr[:-1]
        data = self.decode_bytes(arr, special=special)
        if strip and arr and self.piece(arr[0], special=special).startswith(b" "):
            data = data[1:]  # the first piece's leading space (none if that piece is empty)
        if self.clean_spaces:
            data = _clean_spaces(data)
        return data.decode("utf-8", errors="replace")

    def _check_ids(self, ids: Sequence[int]) -> np.ndarray:
        try:
            arr = np.asarray(ids, dtype=np.int64).reshape(-1)
        except (TypeError, ValueError, OverflowError):
            raise TokenizerError("token ids must be integers", "pass integer ids") from None
        if arr.size and (arr.min() < 0 or arr.max() >= self.n_vocab):
            bad = int(arr[(arr < 0) | (arr >= self.n_vocab)][0])
            raise TokenizerError(f"token id {bad} is out of range",
                                 f"ids run from 0 to {self.n_vocab - 1} for this model",
                                 path=self.path)
        return arr

    # ------------------------------------------------------------------ queries

    def attr(self, token_id: int) -> TokenAttr:
        self._check_ids([token_id])
        return TokenAttr(int(self._attrs[token_id]))

    def is_control(self, token_id: int) -> bool:
        return bool(self.attr(token_id) & TokenAttr.CONTROL)

    @cached_property
    def special_tokens(self) -> dict[str, int]:
        """Text -> id of every token matched whole in text (control, user-defined, unknown)."""
        return {t: i for t, i in self._specials}

    def __repr__(self) -> str:
        return (f"Tokenizer({self.path}, pre={self.pre!r}, n_vocab={self.n_vocab}, "
                f"add_bos={self.add_bos})")


def _clean_spaces(data: bytes) -> bytes:
    """llama.cpp's ``clean_spaces`` passes over detokenized bytes (end of
    ``llama_vocab::impl::detokenize``), run as llama.cpp runs them: in place, each pass
    rewriting the buffer from its second byte on.

    1. A space before ``?``, ``!``, ``.`` or ``,`` is dropped.
    2. A ``'`` with a space on both sides loses both; the byte after it is overwritten with NUL
       and skipped, so the next byte sees a NUL, not a space, before it.
    3. A space before ``'s``, ``'m`` (a byte after the ``'`` needed) or ``'re``, ``'ve`` is
       dropped; not before ``'t``, ``'d``, ``'ll``.
    """
    text = bytearray(data)
    total = len(text)
    sp, quote = 0x20, 0x27
    # pass 1
    n, total = total, 1 if total else 0
    for i in range(1, n):
        x = text[i]
        if text[i - 1] == sp and x in b"?!.,":
            total -= 1
        text[total] = x
        total += 1
    # pass 2
    n, total = total, 1 if total else 0
    i = 1
    while i < n:
        x = text[i]
        if x == quote and i + 1 < n and text[i - 1] == sp and text[i + 1] == sp:
            total -= 1
            i += 1
            text[i] = 0
        text[total] = x
        total += 1
        i += 1
    # pass 3
    n, total = total, 1 if total else 0
    for i in range(1, n):
        x = text[i]
        if text[i - 1] == sp and x == quote and i + 1 < n:
            x1 = text[i + 1]
            if x1 in b"sm" or (i + 2 < n and (x1, text[i + 2]) in ((0x72, 0x65), (0x76, 0x65))):
                total -= 1
        text[total] = x
        total += 1
    return bytes(text[:total])


class _Trie:
    """Which of many strings occur in a text, without searching the text for each one.

    A vocabulary has thousands of special tokens (Gemma: 6 414, most ``<unusedN>``) and a text
    holds a few; searching a few KB for each costs more than encoding it.  The strings form a
    character trie; a node is visited only when its parent's prefix occurs in the text, and is
    kept when its own prefix does (one ``str.__contains__`` each, in C).  Exact: a string
    occurs only if every prefix of it does.
    """

    def __init__(self, strings: Iterable[str]) -> None:
        self.root: dict[str, Any] = {}
        for s in strings:
            node = self.root
            for c in s:
                node = node.setdefault(c, {})
            node[""] = s  # "" marks the end of a string: no child is keyed by it

    def present(self, text: str) -> set[str]:
        found: set[str] = set()
        stack = [("", self.root)]
        while stack:
            prefix, node = stack.pop()
            for c, child in node.items():
                if not c:
                    found.add(child)
                    continue
                p = prefix + c
                if p in text:
                    stack.append((p, child))
        return found


def _safe_chunks(text: str, size: int) -> list[str]:
    """Cut ``text`` into pieces of about ``size`` characters where no pre-token can span.

    A line feed between two characters that are not whitespace (``x\\ny``) is a pre-token of
    its own or the end of one for every regex in :data:`PRE_TOKENIZERS` (no alternative
    matches a line feed and then a non-space character, and a lone line feed is not split by
    ``\\s+(?!\\S)``), so cutting right after it changes nothing.  Where no such point exists
    the text stays whole.  ``tests/test_tokenizer.py`` checks this with every point used.
    """
    out: list[str] = []
    start = 0
    n = len(text)
    while n - start > size:
        cut = text.find("\n", start + size)
        while cut != -1 and not (0 < cut < n - 1 and not text[cut - 1].isspace()
                                 and not text[cut + 1].isspace()):
            cut = text.find("\n", cut + 1)
        if cut == -1:
            break
        out.append(text[start: cut + 1])
        start = cut + 1
    out.append(text[start:])
    return out


class _LazyTexts(Sequence[str]):
    """A cached SentencePiece vocabulary's token texts, unmarshalled on first use."""

    def __init__(self, raw: bytes, n: int, entry: Path, path: Path) -> None:
        self._raw, self._n, self._entry, self._path = raw, n, entry, path
        self._items: list[str] | None = None

    def _list(self) -> list[str]:
        if self._items is None:
            try:
                items = marshal.loads(self._raw)
                if not isinstance(items, list) or len(items) != self._n:
                    raise ValueError("wrong length")
            except (ValueError, EOFError, TypeError) as e:
                raise TokenizerError(f"the tokenizer cache entry {self._entry} is damaged ({e})",
                                     f"delete {self._entry}; it is rebuilt on the next load",
                                     path=self._path) from None
            self._items = items
        return self._items

    def __len__(self) -> int:
        return self._n

    def __getitem__(self, index):  # type: ignore[no-untyped-def]
        return self._list()[index]

    def __iter__(self):  # type: ignore[no-untyped-def]
        return iter(self._list())


def _store(entry: Path, derived: _Derived, texts: Sequence[str],
           merges: Sequence[tuple[str, str]] | Sequence[str], tables: BpeTables | None) -> None:
    """Write a cache entry atomically (a temporary directory renamed into place)."""
    entry.parent.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(prefix=f".{entry.name}.", dir=entry.parent))
    try:
        # marshal: plain lists of str and tuples, the fastest to read back (~2x JSON)
        if derived.meta["model"] == GEMMA4_MODEL:  # the texts and the merge lines
            (tmp / "spm.marshal").write_bytes(marshal.dumps(list(texts)))
            (tmp / "merges.marshal").write_bytes(marshal.dumps(list(merges)))
        elif tables is None:  # SentencePiece: the texts and the scores
            (tmp / "spm.marshal").write_bytes(marshal.dumps(list(texts)))
            assert derived.scores is not None
            np.save(tmp / "scores.npy", derived.scores)
        else:
            (tmp / "bpe.marshal").write_bytes(marshal.dumps((list(texts), list(merges))))
            tables.save(tmp / "bpe")
        np.save(tmp / "attrs.npy", derived.attrs)
        np.save(tmp / "offsets.npy", derived.offsets)
        (tmp / "pieces.bin").write_bytes(derived.pieces)
        (tmp / "meta.json").write_text(json.dumps(derived.meta, ensure_ascii=False),
                                       encoding="utf-8")
        with contextlib.suppress(OSError):  # another process may have stored it first
            tmp.rename(entry)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def load_tokenizer(path: str | os.PathLike[str], *, cache: bool = True) -> Tokenizer:
    """Same as :meth:`Tokenizer.from_gguf`."""
    return Tokenizer.from_gguf(path, cache=cache)


__all__ = ["CACHE_FORMAT", "PRE_TOKENIZERS", "PreTokenizer", "SpecialIds", "TokenAttr",
           "Tokenizer", "TokenizerError", "load_tokenizer"]
