"""SentencePiece vocabularies (``tokenizer.ggml.model = "llama"``) against llama.cpp, id for id.

The reference is llama.cpp's own tokenizer (``tokenize_many``: the call ``llama-tokenize``
makes, one process for all cases, as in tests/test_tokenizer.py) on the real Gemma 3 270M GGUF
(262 144 tokens, ``add_space_prefix`` false, BOS added, 165 user-defined tokens: runs of spaces,
tabs and line feeds, HTML tags) and on llama.cpp's SentencePiece test vocabularies
(``ggml-vocab-llama-spm``: the Llama-2 vocabulary, ``add_space_prefix`` absent so true;
``phi-3``: RSTRIP special tokens; ``baichuan``: no ``tokenizer.ggml.pre``).  Decoding is checked
against llama.cpp's ``llama_detokenize`` and ``llama_token_to_piece`` through a 40-line program
built here against the reference build's static libraries (under a second).  The merge itself is
also checked, without any file, against a plain transcription of llama.cpp's loop on small
random vocabularies.
"""

from __future__ import annotations

import random
import subprocess
import sys
import time
from collections.abc import Sequence
from pathlib import Path

import numpy as np
import pytest
from click.testing import CliRunner

from dllmc.bench.llamacpp_greedy import tokenize_many
from dllmc.compiler.base.errors import DllmcError
from dllmc.compiler.face.tokenizer_cli import tokenize_command
from dllmc.runtime.text.spm import ESCAPED_SPACE, MissingByteToken, SpmVocab
from dllmc.runtime.text.tokenizer import (
    TokenAttr,
    Tokenizer,
    TokenizerError,
    _cache_root,
    _file_key,
)
from dllmc.tests import factory as F
from dllmc.tests.texts import CASES, mixed_text

GEMMA = "gemma3-270m"
SPM_VOCABS = ("llama-spm", "phi-3", "baichuan")  # llama.cpp's models/ggml-vocab-*.gguf

# Beyond CASES: Gemma's control and user-defined tokens in text, its one token that spans a
# word start (">▁</"), whitespace runs longer than Gemma's longest whitespace token (31),
# characters no token spells (byte fallback), scripts with combining marks, the ▁ character
# itself.
SPM_CASES: tuple[tuple[str, str], ...] = (
    ("g-chat", "<start_of_turn>user\nWhat is 2+2?<end_of_turn>\n<start_of_turn>model\n"),
    ("g-control-glued", "x<start_of_turn>y<end_of_turn><end_of_turn> z<eos>w"),
    ("g-bos-in-text", "<bos>hello <bos> <pad><mask><unk>"),
    ("g-unused", "<unused0> <unused6241>x<unused12><unused"),
    ("g-html", "<table><tr><td>a</td></tr></table> <b>bold</b> <s>x</s> <h1>T</h1>"),
    ("g-crossing", "a> </b> x>  </ >\u00a0</ > </ >▁</"),
    ("g-image", "<start_of_image> [multimodal] <end_of_image>"),
    ("ws-long-runs", " " * 40 + "x" + "\t" * 35 + "y" + "\n" * 33 + "z" + "  \t\t\n\n  "),
    ("ws-mixed", " \t \n \r\n\t\t  \u3000 \u00a0\u2009x \x0b\x0c"),
    ("lead-trail", "  hello  "),
    ("only-newlines", "\n\n\n"),
    ("only-tabs", "\t"),
    ("byte-fallback", "\U0002a6a5\U0001fae8\U000e0041 \u0378 \ufdd0 \U0010fffd \ue000"),
    ("cjk-ext", "𠀀𠀁𪚥 龘 㐀 﨑 ｶﾀｶﾅ"),
    ("devanagari", "क्षत्रिय ज्ञान श्री हिन्दी  संस्कृतम्"),
    ("arabic-diacritics", "بِسْمِ اللَّهِ الرَّحْمَٰنِ الرَّحِيمِ ١٢٣"),
    ("combining-stack", "Z̴̡̪͚̈́a̸̛l̷g̵o̶ e\u0301\u0301\u0301 \u0301x"),
    ("emoji-seq", "👩‍❤️‍💋‍👨 🧑🏾‍🚀 🏴󠁧󠁢󠁳󠁣󠁴󠁿 #️⃣ 1️⃣ ☺︎"),
    ("korean-jamo", "각 한국어"),
    ("mixed-code", "for (int i = 0; i < n; ++i) {\n\tsum += a[i];  // 累加\n}"),
    ("nul-controls", "\x00\x01\x7f\x1b[31m"),
    ("escaped-space", "▁ ▁▁x ▁"),
    ("single-char", "a"),
)
ALL_CASES = (*CASES, *SPM_CASES)


def _ref(path: Path, texts: Sequence[str], **kw: bool) -> list[list[int]]:
    return tokenize_many(path, list(texts), **kw)


def _agreement(tok: Tokenizer, path: Path, cases: Sequence[tuple[str, str]], label: str,
               **kw: bool) -> None:
    ref = _ref(path, [t for _, t in cases], **kw)
    bad = []
    for (name, text), want in zip(cases, ref, strict=True):
        got = tok.encode(text, **kw)
        if got != want:
            bad.append(f"{name}: ours {got[:12]}... llama.cpp {want[:12]}...")
    print(f"\n{label} {kw}: {len(cases) - len(bad)}/{len(cases)} cases agree with "
          "llama-tokenize", file=sys.stderr)
    assert not bad, "\n".join(bad)


def _inp_cases(path: Path) -> list[tuple[str, str]]:
    inp = path.with_name(path.name + ".inp")
    if not inp.exists():
        return []
    texts = inp.read_text(encoding="utf-8").split("\n__ggml_vocab_test__\n")
    return [(f"inp{i}", t) for i, t in enumerate(texts)]


_SIZES = {0: 1, 1: 1, 2: 2, 3: 2, 4: 4, 5: 4, 6: 4, 7: 1, 10: 8, 11: 8, 12: 8}  # GGUF scalars


def _skip_value(data: bytes, pos: int, vtype: int) -> int:
    """The offset after a GGUF value of type ``vtype`` at ``pos``."""
    if vtype == 8:  # string
        return pos + 8 + int.from_bytes(data[pos: pos + 8], "little")
    if vtype == 9:  # array
        sub = int.from_bytes(data[pos: pos + 4], "little")
        count = int.from_bytes(data[pos + 4: pos + 12], "little")
        pos += 12
        if sub in _SIZES:
            return pos + count * _SIZES[sub]
        for _ in range(count):
            pos = _skip_value(data, pos, sub)
        return pos
    return pos + _SIZES[vtype]


def _bool_kv(key: str, value: bool) -> bytes:
    k = key.encode()
    return len(k).to_bytes(8, "little") + k + (7).to_bytes(4, "little") + bytes([value])


def _vocab_only(src: Path, dest: Path, **keys: bool | None) -> Path:
    """``src``'s metadata (tokenizer and all) without its tensors, byte for byte, with boolean
    ``keys`` (dots written as ``__``) set, or removed when None.  Written from the raw header
    (the ``gguf`` package's reader and writer take seconds over 262 144 token strings)."""
    changes = {k.replace("__", "."): v for k, v in keys.items()}
    with open(src, "rb") as fh:
        head = fh.read(24)
        assert head[:4] == b"GGUF"
        n_kv = int.from_bytes(head[16:24], "little")
        data = head + fh.read(64 << 20)  # the metadata: Gemma's is 6 MB
    pos, kvs, done = 24, [], set()
    for _ in range(n_kv):
        n = int.from_bytes(data[pos: pos + 8], "little")
        key = data[pos + 8: pos + 8 + n].decode()
        vtype = int.from_bytes(data[pos + 8 + n: pos + 12 + n], "little")
        end = _skip_value(data, pos + 12 + n, vtype)
        if key not in changes:
            kvs.append(data[pos:end])
        elif changes[key] is not None:
            kvs.append(_bool_kv(key, bool(changes[key])))
        done.add(key)
        pos = end
    kvs += [_bool_kv(k, v) for k, v in changes.items() if v is not None and k not in done]
    body = head[:8] + (0).to_bytes(8, "little") + len(kvs).to_bytes(8, "little") + b"".join(kvs)
    dest.write_bytes(body + b"\0" * (-len(body) % 32))
    return dest


# ------------------------------------------------------------------------- fixtures


@pytest.fixture(scope="module")
def gemma(real_gguf) -> tuple[Path, Tokenizer]:
    path = real_gguf(GEMMA)
    return path, Tokenizer.from_gguf(path)


@pytest.fixture(scope="module")
def gemma_vocab(gemma, tmp_path_factory) -> Path:
    """Gemma 3's vocabulary alone (a few MB; the variants below are rewritten from it)."""
    return _vocab_only(gemma[0], tmp_path_factory.mktemp("gemma") / "gemma3-vocab.gguf")


def _spm_vocab(llamacpp, name: str) -> Path:
    return llamacpp.source / "models" / f"ggml-vocab-{name}.gguf"


_DETOK_SOURCE = r"""
// llama_detokenize and llama_token_to_piece on lists of ids, for tests/test_tokenizer_spm.py.
// Usage: detok MODEL.gguf IDS.bin REMOVE_SPECIAL UNPARSE_SPECIAL   (IDS.bin: lists, each a
// little-endian uint32 count and its int32 ids). Prints per list "text HEX" (llama_detokenize)
// and "pieces HEX ..." (llama_token_to_piece, lstrip 0); "-" is an empty string.
#include "llama.h"
#include "llama_common.h"
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

static void hex(const char * s, int n) {
    if (n <= 0) { fputs(" -", stdout); return; }
    fputc(' ', stdout);
    for (int i = 0; i < n; i++) { printf("%02x", (unsigned char) s[i]); }
}

int main(int argc, char ** argv) {
    if (argc != 5) { fprintf(stderr, "usage: %s MODEL IDS RS US\n", argv[0]); return 2; }
    FILE * f = fopen(argv[2], "rb");
    if (!f) { return 1; }
    llama_model * model = dllmc::load_model(argv[1], false, true);
    if (!model) { return 1; }
    const llama_vocab * vocab = llama_model_get_vocab(model);
    const bool rs = atoi(argv[3]) != 0, us = atoi(argv[4]) != 0;
    uint32_t n;
    while (fread(&n, 4, 1, f) == 1) {
        std::vector<llama_token> ids(n);
        if (n && fread(ids.data(), 4, n, f) != n) { return 1; }
        std::string text(16 * n + 16, '\0');
        int32_t k = llama_detokenize(vocab, ids.data(), (int32_t) n, text.data(),
                                     (int32_t) text.size(), rs, us);
        if (k < 0) {
            text.resize(-k);
            k = llama_detokenize(vocab, ids.data(), (int32_t) n, text.data(),
                                 (int32_t) text.size(), rs, us);
        }
        fputs("text", stdout); hex(text.data(), k); fputc('\n', stdout);
        fputs("pieces", stdout);
        for (llama_token t : ids) {
            char buf[1024];
            hex(buf, llama_token_to_piece(vocab, t, buf, sizeof(buf), 0, us));
        }
        fputc('\n', stdout);
    }
    fclose(f);
    dllmc::free_all(nullptr, model);
    return 0;
}
"""


@pytest.fixture(scope="module")
def detok(llamacpp, tmp_path_factory):
    """(gguf, id lists, remove_special, unparse_special) -> [(text bytes, [piece bytes])]."""
    from dllmc.bench.llamacpp import TOOL_INCLUDE
    from dllmc.bench.llamacpp_greedy import _libs

    d = tmp_path_factory.mktemp("detok")
    src, exe = d / "detok.cpp", d / "detok"
    src.write_text(_DETOK_SOURCE)
    inc = llamacpp.source
    cmd = ["g++", "-O1", "-std=c++17", f"-I{inc / 'include'}", f"-I{inc / 'ggml' / 'include'}",
           TOOL_INCLUDE, str(src), "-o", str(exe), "-Wl,--start-group",
           *map(str, _libs(llamacpp, diffusion=False)), "-Wl,--end-group", "-fopenmp",
           "-lpthread", "-ldl", "-lm"]
    subprocess.run(cmd, check=True, capture_output=True)

    def run(path: Path, lists: Sequence[Sequence[int]], remove_special: bool,
            special: bool) -> list[tuple[bytes, list[bytes]]]:
        ids = d / "ids.bin"
        ids.write_bytes(b"".join(len(x).to_bytes(4, "little") + np.asarray(x, "<i4").tobytes()
                                 for x in lists))
        out = subprocess.run([str(exe), str(path), str(ids), str(int(remove_special)),
                              str(int(special))], check=True, capture_output=True,
                             text=True).stdout.splitlines()

        def unhex(h: str) -> bytes:
            return b"" if h == "-" else bytes.fromhex(h)

        texts = [unhex(ln.split()[1]) for ln in out if ln.startswith("text")]
        pieces = [[unhex(h) for h in ln.split()[1:]] for ln in out if ln.startswith("pieces")]
        assert len(texts) == len(pieces) == len(lists)
        return list(zip(texts, pieces, strict=True))

    return run


# ------------------------------------------------------------------------- the real Gemma 3


@pytest.mark.realmodel
def test_gemma3_vocabulary_as_llama_cpp_reads_it(gemma) -> None:
    _, tok = gemma
    assert tok.model == "llama" and tok.n_vocab == 262144
    assert tok.add_bos and not tok.add_eos and not tok.add_space_prefix
    assert tok.special.bos == 2 and tok.special.eos == 1 and tok.special.unk == 3
    assert tok.special.eot == 106  # <end_of_turn>, found by its text as llama.cpp does
    assert set(tok.special.eog) == {1, 106, 212}  # <eos>, <end_of_turn>, </s> (by its text)
    assert tok.is_control(105) and tok.attr(107) == TokenAttr.USER_DEFINED  # "\n"
    assert tok.attr(6) == TokenAttr.CONTROL | TokenAttr.UNUSED  # <unused0>
    assert tok.attr(212) == TokenAttr.USER_DEFINED | TokenAttr.CONTROL  # </s>
    assert tok.attr(238) == TokenAttr.BYTE and tok.piece(238) == b"\x00"  # <0x00>
    assert tok.piece(9259) == b"Hello" and tok.piece(1902) == b" world"
    assert tok.encode("Hello world") == [2, 9259, 1902]


@pytest.mark.llamacpp
@pytest.mark.realmodel
@pytest.mark.parametrize("kw", [{}, {"parse_special": False}, {"add_bos": False}],
                         ids=["default", "no-parse-special", "no-bos"])
def test_gemma3_agrees_with_llama_tokenize(gemma, llamacpp, kw: dict[str, bool]) -> None:
    path, tok = gemma
    _agreement(tok, path, ALL_CASES, f"{GEMMA} ({tok.n_vocab} tokens)", **kw)


@pytest.mark.llamacpp
@pytest.mark.realmodel
def test_gemma3_long_mixed_text(gemma, llamacpp) -> None:
    """64 KB of mixed text (prose, code, numbers, many scripts, emoji, control tokens of
    another family): one text, llama.cpp's ids; and the encode speed, printed."""
    path, tok = gemma
    text = mixed_text(1 << 16, seed=5) + "<start_of_turn>model\n" + mixed_text(4096, seed=6)
    ref = _ref(path, [text])[0]
    tok._spm._words.clear()  # the memo of merged words: measure a cold encode
    t0 = time.perf_counter()
    ids = tok.encode(text)
    dt = time.perf_counter() - t0
    print(f"\n{GEMMA}: {len(text.encode()) / dt / 1e6:.2f} MB/s encoding "
          f"{len(text.encode())} bytes", file=sys.stderr)
    assert ids == ref
    assert tok.decode(ids[1:]) == text


@pytest.mark.llamacpp
@pytest.mark.realmodel
@pytest.mark.parametrize("variant", ["space-prefix", "no-space-prefix-key", "no-bos"])
def test_gemma3_flags(gemma_vocab, llamacpp, tmp_path, variant: str) -> None:
    """``add_space_prefix`` true (also when the key is absent: llama.cpp's default for SPM) and
    ``add_bos_token`` false, on Gemma's vocabulary, as llama.cpp reads them."""
    keys = {"space-prefix": {"tokenizer__ggml__add_space_prefix": True},
            "no-space-prefix-key": {"tokenizer__ggml__add_space_prefix": None},
            "no-bos": {"tokenizer__ggml__add_bos_token": False}}[variant]
    path = _vocab_only(gemma_vocab, tmp_path / f"{variant}.gguf", **keys)
    tok = Tokenizer.from_gguf(path, cache=False)
    assert tok.add_space_prefix == (variant != "no-bos") and tok.add_bos == (variant != "no-bos")
    _agreement(tok, path, ALL_CASES, f"{GEMMA} {variant}")
    if variant != "no-bos":
        assert tok.decode(tok.encode("Hi", add_bos=False)) == " Hi"
        assert tok.detokenize(tok.encode("Hi", add_bos=False)) == "Hi"


@pytest.mark.realmodel
def test_gemma3_decode_roundtrip(gemma) -> None:
    """decode(encode(text)) == text whenever the text has no ▁ (which SentencePiece turns into
    a space): Gemma adds no space prefix and llama.cpp does not normalize."""
    _, tok = gemma
    cases = [(n, t) for n, t in ALL_CASES if ESCAPED_SPACE not in t]
    bad = [n for n, t in cases if tok.decode(tok.encode(t, add_bos=False)) != t
           or tok.detokenize(tok.encode(t, add_bos=False)) != t]
    print(f"\n{GEMMA}: decode(encode(text)) == text for {len(cases) - len(bad)}/{len(cases)}",
          file=sys.stderr)
    assert not bad
    assert tok.decode(tok.encode("▁x ▁", add_bos=False)) == " x  "  # ▁ is a space to SPM
    ids = tok.encode("\U0002a6a5")  # no token: four byte tokens
    assert len(ids) == 5 and all(tok.attr(i) == TokenAttr.BYTE for i in ids[1:])
    assert tok.decode(ids[1:3]) == "\ufffd" and tok.decode_bytes(ids[1:]) == "\U0002a6a5".encode()
    assert tok.decode(tok.encode("<start_of_turn>hi"), special=False) == "hi"


@pytest.mark.llamacpp
@pytest.mark.realmodel
def test_gemma3_pieces_and_detokenize_as_llama_cpp(gemma, detok) -> None:
    """Every token's piece (special on and off) and llama_detokenize on every case's ids with
    and without BOS, for both of its flags."""
    path, tok = gemma
    everything = list(range(tok.n_vocab))
    for special in (True, False):
        ((_, pieces),) = detok(path, [everything], False, special)
        bad = [i for i, p in zip(everything, pieces, strict=True)
               if tok.piece(i, special=special) != p]
        assert not bad, bad[:20]
    _detok_agreement(tok, path, detok)


def _detok_agreement(tok: Tokenizer, path: Path, detok) -> None:
    lists = [tok.encode(t) for _, t in ALL_CASES] + [tok.encode(t, add_bos=False)
                                                     for _, t in ALL_CASES]
    for remove_special in (False, True):
        for special in (True, False):
            ref = detok(path, lists, remove_special, special)
            bad = [ids[:8] for ids, (text, _) in zip(lists, ref, strict=True)
                   if tok.detokenize(ids, special=special, remove_special=remove_special)
                   != text.decode("utf-8", errors="replace")]
            assert not bad, (remove_special, special, bad[:5])


@pytest.mark.llamacpp
@pytest.mark.realmodel
def test_gemma_chat_template(gemma, llamacpp) -> None:
    """A Gemma chat template (llama.cpp's models/templates/google-gemma-2-2b-it.jinja: Gemma
    3's turn format; this GGUF carries none) rendered by runtime/text/chat.py and encoded: the
    text and ids llama.cpp's own Jinja engine gives (bench/llama_chat.cpp)."""
    from dllmc.bench.llamacpp_chat import llama_chat
    from dllmc.runtime.text.chat import chat_ids, render_chat

    path, tok = gemma
    template = (llamacpp.source / "models" / "templates" / "google-gemma-2-2b-it.jinja"
                ).read_text(encoding="utf-8")
    convs = [[{"role": "user", "content": "Hello!"}],
             [{"role": "user", "content": "Hi"},
              {"role": "assistant", "content": "Hello, how can I help?"},
              {"role": "user", "content": "Write a haiku about the sea."}],
             [{"role": "user", "content": "  spaces around\t\n\n"}],
             [{"role": "user", "content": "你好 👋 <start_of_turn> مرحبا\nनमस्ते <b>x</b>"}],
             [{"role": "user", "content": ""}]]
    requests, ours = [], []
    for conv in convs:
        for agp in (True, False):
            requests.append({"messages": conv, "add_generation_prompt": agp,
                             "template": template})
            ours.append((render_chat(tok, conv, add_generation_prompt=agp, template=template),
                         chat_ids(tok, conv, add_generation_prompt=agp, template=template)))
    ref = llama_chat(path, requests)
    assert [o[0] for o in ours] == [r.prompt for r in ref]
    assert [o[1] for o in ours] == [r.ids for r in ref]
    assert ours[0][1][:4] == [2, 105, 2364, 107]  # <bos><start_of_turn>user\n


# ------------------------------------------------------------------------- llama.cpp's files


@pytest.mark.llamacpp
@pytest.mark.parametrize("name", SPM_VOCABS)
def test_spm_test_vocabularies(llamacpp, detok, name: str) -> None:
    """llama.cpp's SentencePiece test vocabularies, with their own .inp texts: ids with and
    without special-token parsing, and llama_detokenize (which drops the space prefix of the
    first piece)."""
    path = _spm_vocab(llamacpp, name)
    tok = Tokenizer.from_gguf(path, cache=False)
    assert tok.model == "llama" and tok.add_space_prefix and tok.add_bos
    cases = [*ALL_CASES, *_inp_cases(path)]
    _agreement(tok, path, cases, f"ggml-vocab-{name}")
    _agreement(tok, path, cases, f"ggml-vocab-{name}", parse_special=False)
    _detok_agreement(tok, path, detok)
    # where SentencePiece guarantees it: no special token (each adds a space prefix) and no ▁
    plain = [t for _, t in ALL_CASES if ESCAPED_SPACE not in t
             and not any(s in t for s in tok.special_tokens)]
    assert all(tok.detokenize(tok.encode(t, add_bos=False)) == t for t in plain)
    assert tok.decode(tok.encode("Hi", add_bos=False)) == " Hi"  # the pieces, unstripped


@pytest.mark.llamacpp
def test_phi3_rstrip(llamacpp) -> None:
    """Phi-3's special tokens take the whitespace after them (llama.cpp sets RSTRIP by the
    model's name), so a space after <|user|> is not a token."""
    tok = Tokenizer.from_gguf(_spm_vocab(llamacpp, "phi-3"), cache=False)
    user = tok.special_tokens["<|user|>"]
    assert tok.attr(user) & TokenAttr.RSTRIP and not tok.attr(1) & TokenAttr.RSTRIP
    assert tok.encode("<|user|>  \n hi", add_bos=False) == tok.encode("<|user|>hi",
                                                                       add_bos=False)


# ------------------------------------------------------------------------- the merge itself


def _reference_merge(texts: Sequence[str], scores: Sequence[float], text: str,
                     prefix: bool) -> list[int]:
    """llama.cpp's SPM session transcribed plainly: the adjacent pair of highest score whose
    text is a token, leftmost on ties, merged until none is left; then bytes."""
    index = {t: i for i, t in enumerate(texts)}
    s = ((" " + text) if prefix else text).replace(" ", ESCAPED_SPACE)
    syms = list(s)
    while True:
        best = None
        for k in range(len(syms) - 1):
            tid = index.get(syms[k] + syms[k + 1])
            if tid is not None and (best is None or scores[tid] > best[0]):
                best = (scores[tid], k)
        if best is None:
            break
        k = best[1]
        syms[k: k + 2] = [syms[k] + syms[k + 1]]
    out = []
    for sym in syms:
        if sym in index:
            out.append(index[sym])
        else:
            out += [index[f"<0x{b:02X}>"] for b in sym.encode()]
    return out


def _random_vocab(rng: random.Random) -> tuple[list[str], np.ndarray]:
    alphabet = ["a", "b", "c", ESCAPED_SPACE, "é", "\n"]
    texts = [f"<0x{b:02X}>" for b in range(256)] + ["a", "b", ESCAPED_SPACE]
    seen = set(texts)
    while len(texts) < 256 + 60:
        t = "".join(rng.choice(alphabet) for _ in range(rng.randint(2, 5)))
        if t not in seen:
            seen.add(t)
            texts.append(t)
    # few distinct scores: ties are common, so the leftmost-first rule is exercised
    scores = np.array([0.0] * 256 + [float(rng.randint(-4, 0)) for _ in texts[256:]],
                      np.float32)
    return texts, scores


def test_merge_matches_llama_cpp_loop_on_random_vocabularies() -> None:
    rng = random.Random(0)
    for _ in range(60):
        texts, scores = _random_vocab(rng)
        for prefix in (False, True):
            vocab = SpmVocab(texts, scores, prefix)
            for _ in range(20):
                text = "".join(rng.choice("abcé \n") for _ in range(rng.randint(1, 30)))
                want = _reference_merge(texts, scores.tolist(), text, prefix)
                assert vocab.encode(text) == want, (texts[256:], text)


def test_merge_rules() -> None:
    texts = [f"<0x{b:02X}>" for b in range(256)] + [
        "a", "b", "c", "aa", "ab", "bc", "abc", "ccc", "▁", "▁a", "x", ">▁", ">▁<", ">", "<"]
    scores = np.zeros(len(texts), np.float32)
    sc = {"aa": -1, "ab": -2, "bc": -1, "▁a": -3, ">▁": -2, ">▁<": -1}
    for t, v in sc.items():
        scores[texts.index(t)] = v
    scores[256:259] = -9  # a, b, c

    def enc(s: str, prefix: bool = False) -> list[str]:
        return [texts[i] for i in SpmVocab(texts, scores, prefix).encode(s)]

    assert enc("aaa") == ["aa", "a"]  # equal scores: the leftmost pair first
    assert enc("abc") == ["abc"]  # through "bc" (scores higher than "ab"), then "a" + "bc"
    assert enc("ab") == ["ab"] and enc("bca") == ["bc", "a"]
    assert enc("ccc") == ["c", "c", "c"]  # a token no pair of tokens reaches is never made
    assert enc("é") == ["<0xC3>", "<0xA9>"]  # byte fallback
    assert enc("a a", prefix=True) == ["▁a", "▁a"]
    assert enc("> <") == [">▁<"]  # a token across a word start: that cut is not made
    assert enc(">> <<") == [">", ">▁<", "<"]
    with pytest.raises(MissingByteToken):
        SpmVocab(["a"], np.zeros(1, np.float32), False).encode("b")


@pytest.mark.realmodel
def test_word_cuts_change_nothing_on_gemma(gemma) -> None:
    """Gemma's text merged in words (the fast path) and whole (llama.cpp's way)."""
    _, tok = gemma
    assert tok._spm is not None
    tok.encode("x")  # builds the lookup structures
    whole = SpmVocab(tok._spm._texts, tok._spm._scores_array, False)
    whole._build()
    whole._split = False
    assert [c[0] for c in tok._spm._crossing] == [">▁</"]
    mixed = mixed_text(1 << 14, seed=11)
    texts = [t for _, t in ALL_CASES if t] + [mixed[i: i + 700] for i in range(0, 14000, 700)]
    texts += ["a> </b", "x>  </y", "> </> </", ">" * 3 + " " + "</" * 3]
    for t in texts:
        assert tok._spm.encode(t) == whole.encode(t), t[:40]


# ------------------------------------------------------------------------- the cache


@pytest.mark.realmodel
def test_cache_entry(gemma_vocab, tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("DLLMC_CACHE", str(tmp_path / "cache"))
    cold = Tokenizer.from_gguf(gemma_vocab)
    entry = _cache_root() / _file_key(gemma_vocab)
    assert sorted(p.name for p in entry.iterdir()) == [
        "attrs.npy", "meta.json", "offsets.npy", "pieces.bin", "scores.npy", "spm.marshal"]
    t0 = time.perf_counter()
    warm = Tokenizer.from_gguf(gemma_vocab)
    t_warm = time.perf_counter() - t0
    print(f"\n{GEMMA} vocabulary: warm load {t_warm * 1e3:.1f} ms", file=sys.stderr)
    assert warm.special == cold.special and warm.add_space_prefix == cold.add_space_prefix
    for _, text in ALL_CASES:
        assert warm.encode(text) == cold.encode(text)
    assert warm.decode_bytes(range(warm.n_vocab)) == cold.decode_bytes(range(cold.n_vocab))
    (entry / "spm.marshal").write_bytes(b"broken")
    with pytest.raises(TokenizerError, match="damaged"):
        Tokenizer.from_gguf(gemma_vocab).encode("x")


# ------------------------------------------------------------------------- bad input


def _write(path: Path, **kv: object) -> Path:
    """A SentencePiece GGUF of the metadata ``kv`` (``__`` for the keys' dots), no tensors."""
    return F.metadata_only(path, "llama", **{k.replace("__", "."): v for k, v in kv.items()})


def _one_line_error(path: Path, *needles: str, text: str = "hi") -> None:
    res = CliRunner().invoke(tokenize_command, [str(path), text])
    lines = res.output.strip().splitlines()
    assert res.exit_code == 2 and len(lines) == 1, res.output
    assert lines[0].startswith("dllmc: error: ") and "Traceback" not in res.output
    for n in needles:
        assert n in lines[0], res.output
    with pytest.raises(DllmcError):
        Tokenizer.from_gguf(path, cache=False).encode(text)


def test_bad_input_spm_without_scores(tmp_path: Path) -> None:
    tokens = ["<unk>", "<s>", "</s>", "▁hi"]
    _one_line_error(_write(tmp_path / "noscores.gguf", tokenizer__ggml__model="llama",
                           tokenizer__ggml__tokens=tokens),
                    "tokenizer model 'llama' is not supported without tokenizer.ggml.scores",
                    "convert_hf_to_gguf.py")
    _one_line_error(_write(tmp_path / "short.gguf", tokenizer__ggml__model="llama",
                           tokenizer__ggml__tokens=tokens, tokenizer__ggml__scores=[0.0, 0.0]),
                    "tokenizer.ggml.scores has 2 entries for 4 tokens")
    _one_line_error(_write(tmp_path / "strings.gguf", tokenizer__ggml__model="llama",
                           tokenizer__ggml__tokens=tokens, tokenizer__ggml__scores=list("abcd")),
                    "tokenizer.ggml.scores is not an array of numbers")


def test_bad_input_no_byte_tokens(tmp_path: Path) -> None:
    """A character no token spells and no <0xXX> tokens: one line (llama.cpp aborts)."""
    path = _write(tmp_path / "nobytes.gguf", tokenizer__ggml__model="llama",
                  tokenizer__ggml__tokens=["<unk>", "<s>", "</s>", "▁h", "▁hi"],
                  tokenizer__ggml__scores=[0.0, 0.0, 0.0, -1.0, -1.0])
    tok = Tokenizer.from_gguf(path, cache=False)
    assert tok.encode("hi hi") == [1, 4, 4]
    _one_line_error(path, "no token spells 'o'", "<0x6F>", text="ho")


def test_token_merge_uses_every_token_type() -> None:
    """As llama.cpp: a pair is merged into whatever token spells it, control tokens too (with
    special-token parsing off, their texts can merge into them)."""
    texts = [f"<0x{b:02X}>" for b in range(256)] + ["<", ">", "x", "<x", "<x>"]
    scores = np.zeros(len(texts), np.float32)
    vocab = SpmVocab(texts, scores, False)
    assert [texts[i] for i in vocab.encode("<x>")] == ["<x>"]
