"""What tokenizers dllmc reads, as data: byte-level BPE (``tokenizer.ggml.model = "gpt2"``)
with one of llama.cpp's pre-tokenizer names, SentencePiece (``"llama"``: Gemma, Llama-2,
Mistral-v1; merged by the tokens' scores, no pre-tokenizer) and Gemma 4's ``▁``-spaced BPE
(``"gemma4"``: Gemma 4, DiffusionGemma; merged by rank, its pre-tokenizer fixed); and the one check of a file's
tokenizer metadata that both the spec reader (compiler/base/reader.py: refused before anything is
compiled) and the tokenizer (runtime/text/tokenizer.py) make; and the fix most bad files get,
RECONVERT.

Light on purpose: metadata only, no ``tokenizers`` import.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

import numpy as np

from dllmc.compiler.base.gguf_file import StringArray

MODEL = "gpt2"  # tokenizer.ggml.model of a byte-level BPE vocabulary
SPM_MODEL = "llama"  # tokenizer.ggml.model of a SentencePiece vocabulary (llama.cpp's SPM)
# tokenizer.ggml.model of Gemma 4's vocabulary: BPE merges over ▁-escaped UTF-8 with <0xXX>
# byte tokens; llama.cpp reads it as BPE with the pre-tokenizer "gemma4" whatever
# tokenizer.ggml.pre says
GEMMA4_MODEL = "gemma4"
MODELS = (MODEL, SPM_MODEL, GEMMA4_MODEL)
RECONVERT = "re-convert the model with llama.cpp's convert_hf_to_gguf.py"

# The regexes as llama.cpp writes them (llm_tokenizer_bpe's constructor).  llama.cpp runs its
# hand-written splitters for GPT2, LLAMA3, QWEN2 and QWEN35 and std::regex for the rest;
# ``tests/test_tokenizer.py`` checks every group below against llama-tokenize.
_CONTRACTIONS = "(?:'[sS]|'[tT]|'[rR][eE]|'[vV][eE]|'[mM]|'[lL][lL]|'[dD])"
_GPT2 = r"'s|'t|'re|'ve|'m|'ll|'d| ?\p{L}+| ?\p{N}+| ?[^\s\p{L}\p{N}]+|\s+(?!\S)|\s+"
_LLAMA3 = (_CONTRACTIONS + r"|[^\r\n\p{L}\p{N}]?\p{L}+|\p{N}{1,3}| ?[^\s\p{L}\p{N}]+[\r\n]*"
           r"|\s*[\r\n]+|\s+(?!\S)|\s+")
_QWEN2 = (_CONTRACTIONS + r"|[^\r\n\p{L}\p{N}]?\p{L}+|\p{N}| ?[^\s\p{L}\p{N}]+[\r\n]*"
          r"|\s*[\r\n]+|\s+(?!\S)|\s+")
_QWEN35 = (_CONTRACTIONS + r"|[^\r\n\p{L}\p{N}]?[\p{L}\p{M}]+|\p{N}"
           r"| ?[^\s\p{L}\p{M}\p{N}]+[\r\n]*|\s*[\r\n]+|\s+(?!\S)|\s+")
# BailingMoE (Ling), which LLaDA-8B / LLaDA-1.5 files carry too: llama.cpp has no hash for LLaDA's
# tokenizer and its converter answers Ling-lite's name.  The same language as Qwen2's regex
# (`\s*[\r\n]` matches what `\s*[\r\n]+` does), which llama.cpp runs through std::regex instead
# of its hand-written Qwen2 splitter.
_BAILINGMOE = (r"'(?:[sSdDmMtT]|[lL][lL]|[vV][eE]|[rR][eE])|[^\r\n\p{L}\p{N}]?\p{L}+|\p{N}"
               r"| ?[^\s\p{L}\p{N}]+[\r\n]*|\s*[\r\n]|\s+(?!\S)|\s+")
# llama.cpp's GPT-2 splitter ends in `\s+` although its regex string does not; written in full.


@dataclass(frozen=True)
class PreTokenizer:
    """What one ``tokenizer.ggml.pre`` name means in llama.cpp."""

    group: str  # llama.cpp's LLAMA_VOCAB_PRE_TYPE_*
    regexes: tuple[str, ...]  # applied in order; each splits every piece so far
    ignore_merges: bool = False  # a pre-token that is a whole token is taken as is
    add_bos: bool = False  # llama.cpp's default when tokenizer.ggml.add_bos_token is absent


_PRE_GROUPS: dict[str, tuple[PreTokenizer, tuple[str, ...]]] = {
    "LLAMA3": (PreTokenizer("LLAMA3", (_LLAMA3,), ignore_merges=True, add_bos=True),
               ("llama3", "llama-v3", "llama-bpe", "falcon3", "falcon-h1", "pixtral",
                "midm-2.0", "lfm2", "jina-v5-nano")),
    "DBRX": (PreTokenizer("DBRX", (_LLAMA3,)), ("dbrx", "smaug-bpe")),
    "QWEN2": (PreTokenizer("QWEN2", (_QWEN2,)),
              ("qwen2", "deepseek-r1-qwen", "kormo", "f2llmv2", "stablelm2", "megrez")),
    "QWEN35": (PreTokenizer("QWEN35", (_QWEN35,)), ("qwen35",)),
    "BAILINGMOE": (PreTokenizer("BAILINGMOE", (_BAILINGMOE,)),
                   ("bailingmoe", "bailingmoe2", "llada-moe")),
    "SMOLLM": (PreTokenizer("SMOLLM", (r"\p{N}", _GPT2)),
               ("smollm", "starcoder", "refact", "command-r", "codeshell", "exaone",
                "minerva-7b", "mellum2")),
    "GPT2": (PreTokenizer("GPT2", (_GPT2,)),
             ("gpt-2", "phi-2", "jina-es", "jina-de", "gigachat", "a.x-4.0", "mellum", "mpt",
              "olmo", "jais", "trillion", "granite-docling", "exaone4")),
}

PRE_TOKENIZERS: dict[str, PreTokenizer] = {
    name: pre for pre, names in _PRE_GROUPS.values() for name in names
}


def _strings(value: object) -> bool:
    """Whether a metadata value is an array of strings."""
    return isinstance(value, StringArray) or (
        isinstance(value, list) and all(isinstance(v, str) for v in value))


def tokenizer_problem(kv: Mapping[str, Any]) -> tuple[str, str] | None:
    """(what is wrong, how to fix it) with a file's tokenizer metadata, or None when dllmc
    reads it: the model type; for BPE the pre-tokenizer name and the merges, for SentencePiece
    the scores (one number per token), for Gemma 4 the merges (llama.cpp refuses a file
    without them)."""
    model = kv.get("tokenizer.ggml.model")
    tokens = kv.get("tokenizer.ggml.tokens")
    if model is None or tokens is None:
        missing = "tokenizer.ggml.model" if model is None else "tokenizer.ggml.tokens"
        return (f"no tokenizer in this GGUF ({missing} is missing)",
                f"use a complete model file; {RECONVERT}")
    if not isinstance(model, str) or not _strings(tokens) or not tokens:
        return "tokenizer.ggml.model / tokenizer.ggml.tokens have the wrong type", RECONVERT
    if model not in MODELS:
        return (f"tokenizer model {model!r} is not supported",
                f"dllmc reads byte-level BPE vocabularies (tokenizer.ggml.model = {MODEL!r}), "
                "as LLaDA, Dream and the Qwen/Llama-3 families use, and SentencePiece ones "
                f"({SPM_MODEL!r}), as Gemma 3's, and Gemma 4's ({GEMMA4_MODEL!r})")
    if model == SPM_MODEL:
        scores = kv.get("tokenizer.ggml.scores")
        if scores is None:
            return (f"tokenizer model {model!r} is not supported without tokenizer.ggml.scores "
                    "(a SentencePiece vocabulary is merged by its tokens' scores)", RECONVERT)
        arr = np.asarray(scores) if isinstance(scores, np.ndarray | list) else None
        if arr is None or arr.ndim != 1 or arr.dtype.kind not in "fiu":
            return "tokenizer.ggml.scores is not an array of numbers", RECONVERT
        if len(arr) < len(tokens):
            return (f"tokenizer.ggml.scores has {len(arr)} entries for {len(tokens)} tokens",
                    RECONVERT)
        return None
    if model == GEMMA4_MODEL:
        if not _strings(kv.get("tokenizer.ggml.merges")):
            return ("tokenizer model 'gemma4' needs tokenizer.ggml.merges (a list of strings): "
                    "its vocabulary is merged by them", RECONVERT)
        return None
    pre = kv.get("tokenizer.ggml.pre")
    if not isinstance(pre, str) or pre not in PRE_TOKENIZERS:
        what = ("no pre-tokenizer (tokenizer.ggml.pre is missing)" if pre is None
                else f"unknown pre-tokenizer tokenizer.ggml.pre = {pre!r}")
        return what, (f"dllmc knows the pre-tokenizers llama.cpp names "
                      f"{', '.join(sorted(PRE_TOKENIZERS))}; a file with another was converted "
                      "for a model dllmc does not run (see docs/tokenizer.md)")
    if not _strings(kv.get("tokenizer.ggml.merges")):
        return "tokenizer.ggml.merges is missing or not a list of strings", RECONVERT
    return None
