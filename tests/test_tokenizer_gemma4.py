"""Gemma 4's vocabulary (``tokenizer.ggml.model = "gemma4"``) against llama.cpp, id for id.

The reference is llama.cpp's own tokenizer (``tokenize_many``, one ``llama-tokens`` process per
call, as in tests/test_tokenizer.py) on llama.cpp's ``models/ggml-vocab-gemma-4.gguf`` (262 144
tokens, 514 906 merges, 17 control and 7 user-defined tokens) and its ``.inp`` / ``.out`` pairs,
plus multilingual, whitespace, byte-fallback and control-token texts.  Decoding is checked
against llama.cpp's ``llama_token_to_piece`` and ``llama_detokenize`` (with its
``clean_spaces``) through tests/test_tokenizer_spm.py's small program.  The merge itself is
checked, without any file, against a plain transcription of llama.cpp's BPE loop on small random
vocabularies; and the file handling on small GGUFs written here.
"""

from __future__ import annotations

import random
import sys
import time
from collections.abc import Sequence
from pathlib import Path

import pytest
from click.testing import CliRunner

from dllmc.bench.llamacpp_greedy import tokenize_many
from dllmc.compiler.base.errors import DllmcError
from dllmc.compiler.face.tokenizer_cli import tokenize_command
from dllmc.runtime.text.gemma4 import Gemma4Vocab, spanning_results
from dllmc.runtime.text.spm import ESCAPED_SPACE
from dllmc.runtime.text.tokenizer import (
    TokenAttr,
    Tokenizer,
    TokenizerError,
    _cache_root,
    _clean_spaces,
    _file_key,
)
from dllmc.tests import factory as F
from dllmc.tests import test_tokenizer_spm as spm_tests
from dllmc.tests.texts import CASES, mixed_text

detok = spm_tests.detok  # the llama_detokenize / llama_token_to_piece program, shared

# Beyond CASES and the SentencePiece cases: Gemma 4's turn, tool, channel and thinking tokens,
# its ordinary "</s>", line-feed runs around its longest line-feed token (31), the ▁ character,
# texts for llama_detokenize's clean_spaces.
GEMMA4_CASES: tuple[tuple[str, str], ...] = (
    ("g4-chat", "<bos><|turn>system\nBe brief.<turn|>\n<|turn>user\nWhat is 2+2?<turn|>\n"
                "<|turn>model\n"),
    ("g4-think", "<|turn>model\n<|channel>thought\nhmm<channel|>4<turn|><|think|>"),
    ("g4-tool", '<|tool>declaration:f{x:<|"|>STRING<|"|>}<tool|><|tool_call>call:f{x:<|"|>a b'
                '<|"|>}<tool_call|><|tool_response>response:f{ok}<tool_response|>'),
    ("g4-tool-malformed", "<|tool <tool|x> <|turn|> <turn> |> <|\"|"),
    ("g4-html-s", "a</s>b </s> <s>x</s> <eos>"),
    ("g4-unused", "<unused0> <unused85>x<unused12><unused [multimodal]"),
    ("g4-nl-runs", "a" + "\n" * 31 + "b" + "\n" * 32 + "c" + "\n" * 45 + "d\n\n\n"),
    ("g4-nl-only", "\n" * 40),
    ("g4-crlf", "x\r\n\r\n\r\ny\r\r\n"),
    ("g4-space-runs", " " * 31 + "x" + " " * 32 + "y" + " " * 70),
    ("g4-tab-runs", "\t" * 31 + "x" + "\t" * 40 + "y \t \t"),
    ("g4-clean-spaces", "Hello , world ! It 's a ' quoted ' thing . I 've I 'm we 're don 't "
                        "we 'll he 'd ' ' ' x ? y"),
    ("g4-escaped", "▁▁ x▁y ▁ ▁▁▁▁"),
    ("g4-long-word", "Pneumonoultramicroscopicsilicovolcanoconiosis " * 3),
)
ALL_CASES = (*CASES, *spm_tests.SPM_CASES, *GEMMA4_CASES)


def _vocab(llamacpp) -> Path:
    return llamacpp.source / "models" / "ggml-vocab-gemma-4.gguf"


def _out_cases(path: Path) -> list[tuple[str, list[int]]]:
    """llama.cpp's .inp texts with the ids its .out file gives (no BOS: test-tokenizer-0)."""
    texts = [t for _, t in spm_tests._inp_cases(path)]
    lines = path.with_name(path.name + ".out").read_text(encoding="utf-8").split("\n")
    assert len(lines) >= len(texts)
    return [(t, [int(x) for x in ln.split()]) for t, ln in zip(texts, lines, strict=False)]


@pytest.fixture(scope="module")
def gemma4(llamacpp) -> tuple[Path, Tokenizer]:
    path = _vocab(llamacpp)
    return path, Tokenizer.from_gguf(path, cache=False)


# ------------------------------------------------------------------------- llama.cpp's file


@pytest.mark.llamacpp
def test_gemma4_vocabulary_as_llama_cpp_reads_it(gemma4) -> None:
    _, tok = gemma4
    assert tok.model == "gemma4" and tok.pre == "gemma4" and tok.n_vocab == 262144
    assert tok.add_bos and not tok.add_eos and not tok.add_space_prefix and tok.clean_spaces
    assert (tok.special.bos, tok.special.eos, tok.special.unk) == (2, 1, 3)
    assert (tok.special.pad, tok.special.mask, tok.special.eot) == (0, 4, None)
    # <eos>, <|tool_response>, <turn|> by their texts; "</s>" taken out again (and NORMAL)
    assert set(tok.special.eog) == {1, 50, 106}
    assert tok.attr(212) == TokenAttr.NORMAL and tok.piece(212) == b"</s>"
    assert tok.is_control(105) and tok.attr(48) == TokenAttr.USER_DEFINED  # <|tool_call>
    assert tok.attr(50) == TokenAttr.USER_DEFINED | TokenAttr.CONTROL  # <|tool_response>
    assert tok.attr(6) == TokenAttr.NORMAL  # <unused0>: typed NORMAL, so not "unused"
    assert tok.attr(107) == TokenAttr.NORMAL and tok.piece(108) == b"\n\n"
    byte0 = tok.special_tokens.get("<0x00>")
    assert byte0 is None  # byte tokens are not special
    assert tok.piece(9259) == b"Hello" and tok.piece(1902) == b" world"
    assert tok.encode("Hello world") == [2, 9259, 1902]
    assert tok.encode("\n" * 31, add_bos=False) == [tok.encode("\n" * 31, add_bos=False)[0]]


@pytest.mark.llamacpp
def test_gemma4_inp_out_files(gemma4) -> None:
    """llama.cpp's own expected ids for its .inp texts (special tokens parsed, no BOS)."""
    path, tok = gemma4
    cases = _out_cases(path)
    assert len(cases) >= 40
    bad = [(t, tok.encode(t, add_bos=False), want) for t, want in cases
           if tok.encode(t, add_bos=False) != want]
    assert not bad, bad[:3]


@pytest.mark.llamacpp
@pytest.mark.parametrize("kw", [{}, {"parse_special": False}, {"add_bos": False}],
                         ids=["default", "no-parse-special", "no-bos"])
def test_gemma4_agrees_with_llama_tokenize(gemma4, kw: dict[str, bool]) -> None:
    path, tok = gemma4
    cases = [*ALL_CASES, *spm_tests._inp_cases(path)]
    spm_tests._agreement(tok, path, cases, f"gemma-4 ({tok.n_vocab} tokens)", **kw)


@pytest.mark.llamacpp
def test_gemma4_long_mixed_text(gemma4) -> None:
    """64 KB of mixed text and control tokens: one text, llama.cpp's ids; and the encode
    speed, printed (words memo cleared: a cold encode)."""
    path, tok = gemma4
    text = mixed_text(1 << 16, seed=7) + "<|turn>model\n" + mixed_text(4096, seed=8)
    ref = tokenize_many(path, [text])[0]
    tok.encode("x")  # the lookup structures: measured by test_gemma4_cache_entry
    assert tok._spm is not None
    tok._spm._words.clear()
    t0 = time.perf_counter()
    ids = tok.encode(text)
    dt = time.perf_counter() - t0
    print(f"\ngemma-4: {len(text.encode()) / dt / 1e6:.2f} MB/s encoding "
          f"{len(text.encode())} bytes", file=sys.stderr)
    assert ids == ref
    assert tok.decode(ids[1:]) == text


@pytest.mark.llamacpp
@pytest.mark.parametrize("variant", ["no-bos", "space-prefix"])
def test_gemma4_flags(gemma4, tmp_path, detok, variant: str) -> None:
    """``add_bos_token`` false is overridden (llama.cpp always adds BOS for Gemma 4);
    ``add_space_prefix`` true changes no id (BPE text never gets the space) but makes
    llama_detokenize drop the first piece's leading space."""
    keys = {"no-bos": {"tokenizer__ggml__add_bos_token": False},
            "space-prefix": {"tokenizer__ggml__add_space_prefix": True}}[variant]
    path = spm_tests._vocab_only(gemma4[0], tmp_path / f"{variant}.gguf", **keys)
    tok = Tokenizer.from_gguf(path, cache=False)
    assert tok.add_bos and tok.add_space_prefix == (variant == "space-prefix")
    cases = [c for c in ALL_CASES if c[0].startswith(("g4-", "prose", "chinese", "emoji"))]
    spm_tests._agreement(tok, path, cases, f"gemma-4 {variant}")
    lists = [tok.encode(t, add_bos=False) for _, t in cases]
    for (text, _), ids in zip(detok(path, lists, False, True), lists, strict=True):
        assert tok.detokenize(ids) == text.decode("utf-8", errors="replace")
    if variant == "space-prefix":
        assert tok.detokenize(tok.encode(" Hi", add_bos=False)) == "Hi"


@pytest.mark.llamacpp
def test_gemma4_pieces_and_detokenize_as_llama_cpp(gemma4, detok) -> None:
    """Every token's piece (special on and off), and llama_detokenize -- clean_spaces included
    -- on every case's ids with and without BOS, for both of its flags."""
    path, tok = gemma4
    everything = list(range(tok.n_vocab))
    for special in (True, False):
        ((_, pieces),) = detok(path, [everything], False, special)
        bad = [i for i, p in zip(everything, pieces, strict=True)
               if tok.piece(i, special=special) != p]
        assert not bad, bad[:20]
    lists = [tok.encode(t) for _, t in ALL_CASES] + [tok.encode(t, add_bos=False)
                                                     for _, t in ALL_CASES]
    for remove_special in (False, True):
        for special in (True, False):
            ref = detok(path, lists, remove_special, special)
            bad = [ids[:8] for ids, (text, _) in zip(lists, ref, strict=True)
                   if tok.detokenize(ids, special=special, remove_special=remove_special)
                   != text.decode("utf-8", errors="replace")]
            assert not bad, (remove_special, special, bad[:5])
    # clean_spaces is llama_detokenize's only: decode gives the pieces as they are
    ids = tok.encode("a , b 's", add_bos=False)
    assert tok.decode(ids) == "a , b 's" and tok.detokenize(ids) == "a, b's"


@pytest.mark.llamacpp
def test_gemma4_decode_roundtrip(gemma4) -> None:
    """decode(encode(text)) == text for every text without ▁ (a space to this vocabulary)."""
    _, tok = gemma4
    cases = [(n, t) for n, t in ALL_CASES if ESCAPED_SPACE not in t]
    bad = [n for n, t in cases if tok.decode(tok.encode(t, add_bos=False)) != t]
    assert not bad
    assert tok.decode(tok.encode("▁x ▁", add_bos=False)) == " x  "
    ids = tok.encode("\U0002a6a5", add_bos=False)  # no token: four byte tokens
    assert len(ids) == 4 and all(tok.attr(i) == TokenAttr.BYTE for i in ids)
    assert tok.decode_bytes(ids) == "\U0002a6a5".encode()
    assert tok.decode(tok.encode("<|turn>hi"), special=False) == "hi"


@pytest.mark.llamacpp
def test_gemma4_word_cuts_change_nothing(gemma4) -> None:
    """Gemma 4's text merged in words (the fast path) and each line whole (llama.cpp's way)."""
    _, tok = gemma4
    fast = tok._spm
    assert isinstance(fast, Gemma4Vocab)
    tok.encode("x")
    assert [c[0] for c in fast._crossing] == [">▁</"]
    whole = Gemma4Vocab(fast._texts, fast._merges)
    whole._build()
    assert whole._crossing == fast._crossing  # found from the merges as from the cache
    whole._split = False
    mixed = mixed_text(1 << 14, seed=12)
    texts = [t for _, t in ALL_CASES if t] + [mixed[i: i + 700] for i in range(0, 14000, 700)]
    texts += ["a> </b", "x>  </y", "> </> </", ">" * 3 + " " + "</" * 3]
    for t in texts:
        assert fast.encode(t) == whole.encode(t), t[:40]


# ------------------------------------------------------------------------- the merge itself


def _reference_merge(texts: Sequence[str], merges: Sequence[str], text: str) -> list[int]:
    """llama.cpp's BPE session for the gemma4 pre-tokenizer, transcribed plainly: spaces as ▁,
    runs of line feeds and of the rest; a line-feed run that is a token taken whole; else the
    adjacent pair whose "left right" is the earliest merge line, leftmost on ties, merged until
    none is left; then tokens, else <0xXX> bytes, else nothing."""
    index = {t: i for i, t in enumerate(texts)}
    rank: dict[tuple[str, str], int] = {}
    for i, m in enumerate(merges):
        at = m.find(" ", 1)
        if at > 0:
            rank.setdefault((m[:at], m[at + 1:]), i)
    s = text.replace(" ", ESCAPED_SPACE)
    runs, i = [], 0
    while i < len(s):
        j = i
        while j < len(s) and (s[j] == "\n") == (s[i] == "\n"):
            j += 1
        runs.append(s[i:j])
        i = j
    out: list[int] = []
    for run in runs:
        if run[0] == "\n" and run in index:
            out.append(index[run])
            continue
        syms = list(run)
        while True:
            best = None
            for k in range(len(syms) - 1):
                r = rank.get((syms[k], syms[k + 1]))
                if r is not None and (best is None or r < best[0]):
                    best = (r, k)
            if best is None:
                break
            k = best[1]
            syms[k: k + 2] = [syms[k] + syms[k + 1]]
        for sym in syms:
            if sym in index:
                out.append(index[sym])
            else:
                out += [index[f"<0x{b:02X}>"] for b in sym.encode() if f"<0x{b:02X}>" in index]
    return out


def _random_vocab(rng: random.Random) -> tuple[list[str], list[str]]:
    alphabet = ["a", "b", "c", ESCAPED_SPACE, "é", "\n"]
    # some byte tokens missing: llama.cpp drops those bytes
    texts = [f"<0x{b:02X}>" for b in range(256) if b not in (0xA9, 0x62)]
    texts += ["a", "b", "c", ESCAPED_SPACE, "\n"]
    seen = set(texts)
    merges: list[str] = []
    while len(merges) < 60:
        left = "".join(rng.choice(alphabet) for _ in range(rng.randint(1, 3)))
        right = "".join(rng.choice(alphabet) for _ in range(rng.randint(1, 3)))
        merges.append(f"{left} {right}")  # halves and result need not be tokens
        if rng.random() < 0.8 and left + right not in seen:
            seen.add(left + right)
            texts.append(left + right)
    merges += merges[:5]  # duplicates: the first rank stands
    return texts, merges


def test_merge_matches_llama_cpp_loop_on_random_vocabularies() -> None:
    rng = random.Random(0)
    for _ in range(60):
        texts, merges = _random_vocab(rng)
        vocab = Gemma4Vocab(texts, merges)
        for _ in range(20):
            text = "".join(rng.choice("abcé \n") for _ in range(rng.randint(1, 30)))
            want = _reference_merge(texts, merges, text)
            assert vocab.encode(text) == want, (merges, text)


def test_merge_rules() -> None:
    texts = [f"<0x{b:02X}>" for b in range(256)] + [
        "a", "b", "c", "aa", "ab", "bc", "abc", "▁", "▁a", ">", "<", ">▁", ">▁<", "\n", "\n\n",
        "x"]
    merges = ["a a", "b c", "a b", "a bc", "▁ a", "> ▁", ">▁ <", "\n \n", "c c"]

    def enc(s: str) -> list[str]:
        return [texts[i] for i in Gemma4Vocab(texts, merges).encode(s)]

    assert enc("aaa") == ["aa", "a"]  # equal ranks: the leftmost pair first
    assert enc("abc") == ["abc"]  # "b c" ranks before "a b", then "a bc"
    assert enc("ab") == ["ab"] and enc("bca") == ["bc", "a"]  # "c a" is no merge line
    assert enc("a a") == ["a", "▁a"]  # no space prefix, ever
    assert enc("cc") == ["<0x63>", "<0x63>"]  # a merge whose result is no token: its bytes
    assert enc("é") == ["<0xC3>", "<0xA9>"]  # byte fallback
    assert enc("> <") == [">▁<"]  # a merge across a word start: that cut is not made
    assert enc(">> <<") == [">", ">▁<", "<"]
    assert enc("\n\n\n") == ["\n\n", "\n"]  # a line-feed run that is no token is merged
    assert enc("x\n\nx") == ["x", "\n\n", "x"]  # ... and one that is, taken whole
    assert Gemma4Vocab(["a"], ["a a"]).encode("ab") == [0]  # no byte token: dropped
    assert spanning_results(["> ▁", ">▁ <", "▁ a", "a ▁▁", "▁▁ ▁"]) == [">▁", ">▁<", "a▁▁"]


@pytest.mark.parametrize(("text", "want"), [
    ("Hello , world !", "Hello, world!"),
    ("a  .", "a ."),
    ("it 's I 'm we 're you 've", "it's I'm we're you've"),
    ("don 't we 'll he 'd", "don 't we 'll he 'd"),
    ("a ' b", "a'b"),
    ("a ' ' b", "a'' b"),  # the second quote sees the NUL llama.cpp left, not a space
    (" ,x", ",x"),  # a space first and "," second: the first byte goes too
    ("x ,", "x,"),
    ("x '", "x '"), ("x 's", "x's"), ("'", "'"), ("", ""),
])
def test_clean_spaces(text: str, want: str) -> None:
    assert _clean_spaces(text.encode()) == want.encode()


# ------------------------------------------------------------------------- small files


def _write(path: Path, **kv: object) -> Path:
    """A Gemma 4 GGUF of the metadata ``kv`` (``__`` for the keys' dots), no tensors."""
    return F.metadata_only(path, "gemma4", **{k.replace("__", "."): v for k, v in kv.items()})


_TOKENS = ["<pad>", "<eos>", "<bos>", "<unk>", "<|tool_response>", "</s>", "<|turn>",
           *(f"<0x{b:02X}>" for b in range(256)), "▁", "h", "i", "hi", "▁hi", "<", "/", "s", ">"]
_TYPES = [3, 3, 3, 2, 4, 1, 3, *([6] * 256), *([1] * (len(_TOKENS) - 263))]
_MERGES = ["h i", "▁ hi"]


def _small(tmp_path: Path, name: str = "g4.gguf", **kv: object) -> Path:
    base: dict[str, object] = {
        "tokenizer__ggml__model": "gemma4", "tokenizer__ggml__tokens": _TOKENS,
        "tokenizer__ggml__token_type": _TYPES, "tokenizer__ggml__merges": _MERGES,
        "tokenizer__ggml__bos_token_id": 2, "tokenizer__ggml__eos_token_id": 1,
        "tokenizer__ggml__add_bos_token": False}
    base.update(kv)
    return _write(tmp_path / name, **{k: v for k, v in base.items() if v is not None})


def test_small_file_as_llama_cpp_reads_it(tmp_path: Path) -> None:
    tok = Tokenizer.from_gguf(_small(tmp_path), cache=False)
    hi = _TOKENS.index("▁hi")
    assert tok.add_bos  # add_bos_token false is overridden for Gemma 4
    assert tok.encode("hi hi") == [2, _TOKENS.index("hi"), hi]
    assert tok.encode("<|turn> hi</s>") == [2, 6, hi, *(_TOKENS.index(c) for c in "</s>")]
    assert tok.attr(5) == TokenAttr.NORMAL and set(tok.special.eog) == {1, 4}
    assert tok.encode("x") == [2, _TOKENS.index("<0x78>")]
    assert tok.detokenize([hi, _TOKENS.index("<0x2C>")]) == " hi,"
    assert tok.detokenize([hi, _TOKENS.index("▁"), _TOKENS.index("<0x2C>")]) == " hi,"
    # no bos_token_id: none (llama.cpp's Gemma 4 default), so BOS cannot be added
    nobos = Tokenizer.from_gguf(_small(tmp_path, "nobos.gguf",
                                       tokenizer__ggml__bos_token_id=None), cache=False)
    assert nobos.special.bos is None and nobos.encode("hi", add_bos=False) == [_TOKENS.index("hi")]
    with pytest.raises(TokenizerError, match="no BOS"):
        nobos.encode("hi")


def test_gemma4_cache_entry(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setenv("DLLMC_CACHE", str(tmp_path / "cache"))
    path = _small(tmp_path)
    cold = Tokenizer.from_gguf(path)
    entry = _cache_root() / _file_key(path)
    assert sorted(p.name for p in entry.iterdir()) == [
        "attrs.npy", "merges.marshal", "meta.json", "offsets.npy", "pieces.bin", "spm.marshal"]
    warm = Tokenizer.from_gguf(path)
    assert warm.special == cold.special and warm.clean_spaces and warm.add_bos
    for text in ("hi hi", "<|turn> hi</s>", "x é", "> <"):
        assert warm.encode(text) == cold.encode(text)
    assert warm.decode_bytes(range(warm.n_vocab)) == cold.decode_bytes(range(cold.n_vocab))
    (entry / "merges.marshal").write_bytes(b"broken")
    with pytest.raises(TokenizerError, match="damaged"):
        Tokenizer.from_gguf(path).encode("x")


def test_bad_input_gemma4_without_merges(tmp_path: Path) -> None:
    path = _small(tmp_path, "nomerges.gguf", tokenizer__ggml__merges=None)
    res = CliRunner().invoke(tokenize_command, [str(path), "hi"])
    lines = res.output.strip().splitlines()
    assert res.exit_code == 2 and len(lines) == 1, res.output
    assert "'gemma4' needs tokenizer.ggml.merges" in lines[0] and "Traceback" not in res.output
    with pytest.raises(DllmcError):
        Tokenizer.from_gguf(path, cache=False)
