"""The tokenizer against llama.cpp's ``llama-tokenize``, id for id, on the real vocabularies.

The reference is the real ``llama-tokenize`` of the harness build (special-token parsing on,
BOS as the model says) -- its call, made on every case by one ``llama-tokens`` process
(``tokenize_many``, held equal to ``llama-tokenize`` in tests/test_harness.py) -- on the real
GGUFs: SmolLM2-135M (``smollm`` pre-tokenizer, 49 152 tokens) and Qwen2.5-Coder-0.5B
(``qwen2``, 151 936 tokens, the Dream / Dream-Coder / DiffuCoder vocabulary).  Each agreement test prints how many of the cases agree;
the bar is all of them.  The other pre-tokenizer families dllmc knows (the Llama-3 family that
LLaDA's converter writes, qwen35, gpt-2, starcoder) are checked on llama.cpp's own vocab-only
test files (``vendor/llama.cpp/models/ggml-vocab-*.gguf``) in the ``slow`` test.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from collections.abc import Callable, Sequence
from pathlib import Path

import gguf
import pytest
from click.testing import CliRunner

from dllmc.bench.llamacpp_greedy import tokenize_many
from dllmc.compiler.base.errors import DllmcError
from dllmc.compiler.face.tokenizer_cli import detokenize_command, show_piece, tokenize_command
from dllmc.runtime.text.tokenizer import (
    PRE_TOKENIZERS,
    TokenAttr,
    Tokenizer,
    TokenizerError,
    _cache_root,
    _file_key,
)
from dllmc.tests import factory as F
from dllmc.tests.factory import tiny, write_model
from dllmc.tests.texts import CASES, VOCAB_FILES, mixed_text

REAL_VOCABS = ("smollm2-135m", "qwen2.5-coder-0.5b")

def agreement(tok: Tokenizer, ref: Sequence[Sequence[int]], cases: Sequence[tuple[str, str]],
              label: str, **kw: bool) -> tuple[int, list[str]]:
    bad = []
    for (name, text), want in zip(cases, ref, strict=True):
        got = tok.encode(text, **kw)
        if got != list(want):
            bad.append(f"{name}: ours {got[:12]}... llama.cpp {list(want)[:12]}...")
    ok = len(cases) - len(bad)
    print(f"\n{label}: {ok}/{len(cases)} cases agree with llama-tokenize", file=sys.stderr)
    return ok, bad


@pytest.fixture(scope="module")
def real(real_gguf, llamacpp) -> Callable[[str], tuple[Tokenizer, list[list[int]]]]:
    """name -> (our tokenizer, llama-tokenize's ids for every case); computed once per name."""
    memo: dict[str, tuple[Tokenizer, list[list[int]]]] = {}

    def get(name: str) -> tuple[Tokenizer, list[list[int]]]:
        if name not in memo:
            path = real_gguf(name)
            memo[name] = (Tokenizer.from_gguf(path),
                          tokenize_many(path, [t for _, t in CASES]))
        return memo[name]

    return get


def test_cases_cover_the_brief() -> None:
    assert len(CASES) >= 40
    assert len({n for n, _ in CASES}) == len(CASES)
    assert ("empty", "") in CASES


# ------------------------------------------------------------------------- agreement


@pytest.mark.llamacpp
@pytest.mark.realmodel
@pytest.mark.parametrize("name", REAL_VOCABS)
def test_agrees_with_llama_tokenize(real, name: str) -> None:
    tok, ref = real(name)
    ok, bad = agreement(tok, ref, CASES, f"{name} ({tok.pre}, {tok.n_vocab} tokens)")
    assert ok == len(CASES), "\n".join(bad)


@pytest.mark.llamacpp
@pytest.mark.realmodel
@pytest.mark.parametrize("name", REAL_VOCABS)
def test_agrees_without_special_parsing(real_gguf, llamacpp, name: str) -> None:
    """--no-parse-special: control-token texts are plain text; user-defined ones still match."""
    path = real_gguf(name)
    tok = Tokenizer.from_gguf(path)
    cases = [c for c in CASES if "<" in c[1]] + [("prose", CASES[0][1])]
    ref = tokenize_many(path, [t for _, t in cases], parse_special=False)
    ok, bad = agreement(tok, ref, cases, f"{name} without special parsing",
                        parse_special=False)
    assert ok == len(cases), "\n".join(bad)


@pytest.mark.llamacpp
@pytest.mark.realmodel
def test_dream_mask_token(real_gguf, llamacpp) -> None:
    """The Dream relabel: <|mask|> (151666, CONTROL) is one token, as llama.cpp parses it."""
    path = real_gguf("qwen2.5-coder-0.5b-dream")
    tok = Tokenizer.from_gguf(path)
    assert tok.special.mask == 151666 and tok.is_control(151666)
    texts = ["fill <|mask|> here", "<|mask|><|mask|>x<|mask|>", "<|im_start|>user\n<|mask|>"]
    ref = tokenize_many(path, texts)
    assert [tok.encode(t) for t in texts] == ref
    assert tok.encode("<|mask|>") == [151666]


@pytest.mark.realmodel
@pytest.mark.parametrize("name", REAL_VOCABS)
def test_decode_encode_roundtrip(real_gguf, name: str) -> None:
    tok = Tokenizer.from_gguf(real_gguf(name))
    bad = [n for n, t in CASES if tok.decode(tok.encode(t)) != t]
    print(f"\n{name}: decode(encode(text)) == text for {len(CASES) - len(bad)}/{len(CASES)}",
          file=sys.stderr)
    assert not bad




@pytest.mark.llamacpp
@pytest.mark.slow
@pytest.mark.parametrize("vocab", VOCAB_FILES)
def test_pre_tokenizer_families(llamacpp, vocab: str) -> None:
    path = llamacpp.source / "models" / f"ggml-vocab-{vocab}.gguf"
    tok = Tokenizer.from_gguf(path)
    inp = (path.parent / f"{path.name}.inp").read_text(encoding="utf-8")
    cases = list(CASES) + [(f"inp{i}", t) for i, t in enumerate(
        inp.split("\n__ggml_vocab_test__\n"))]
    ref = tokenize_many(path, [t for _, t in cases])
    ok, bad = agreement(tok, ref, cases, f"ggml-vocab-{vocab} ({tok.pre})")
    assert ok == len(cases), "\n".join(bad)
    if tok.add_bos:  # the Llama-3 vocabulary: BOS as llama.cpp adds it
        assert all(r[0] == tok.special.bos for r in ref)


# Beyond CASES, what LLaDA's users type and where splitters go wrong: digit runs, prices,
# decimals, whitespace runs, runs of line feeds.
BAILINGMOE_CASES: tuple[tuple[str, str], ...] = (
    ("digits-run", "12345678901234567890 007 0.5 1/3"),
    ("prices", "$1,299.99 €15 ¥3000 £0.99 USD 49.95/mo (-12.5%)"),
    ("decimals", "3.14159 2.71828 -0.001 1e9 6.022e23 .5 5."),
    ("ws-runs", "a  b   c    d\t\te \t \t f      "),
    ("newline-runs", "x\n\ny\n\n\nz\r\n\r\nw \n \n\n  v\n"),
    ("code-newlines", "def f():\n\n\n    return 1\n\n\nprint(f())\n"),
    ("trailing-newlines", "end.\n\n\n\n"),
    ("contractions-mixed", "I'M You'Re THEY'LL she'D it'S we'Ve"),
)


@pytest.mark.llamacpp
def test_bailingmoe_on_a_real_vocabulary(llamacpp, tmp_path_factory) -> None:
    """LLaDA-8B / LLaDA-1.5 files carry ``tokenizer.ggml.pre = "bailingmoe"`` (the converter's
    name for their tokenizer's hash).  LLaDA's own 126k vocabulary is not reachable here, so the
    closest real one, Qwen2's byte-level BPE (llama.cpp's ggml-vocab-qwen2.gguf), is rewritten
    with that name and both sides tokenize it.  llama.cpp maps ``bailingmoe2`` and
    ``llada-moe`` to the same splitter (src/llama-vocab.cpp), and so does dllmc."""
    from dllmc.bench.real_models import rewrite_gguf

    name = "bailingmoe"
    assert PRE_TOKENIZERS["bailingmoe2"] is PRE_TOKENIZERS["llada-moe"] is PRE_TOKENIZERS[name]

    src = llamacpp.source / "models" / "ggml-vocab-qwen2.gguf"
    path = rewrite_gguf(src, tmp_path_factory.mktemp("vocab") / f"{name}.gguf", keys={
        gguf.Keys.Tokenizer.PRE: (name, gguf.GGUFValueType.STRING)})
    tok = Tokenizer.from_gguf(path)
    assert tok.pre == name and PRE_TOKENIZERS[name].group == "BAILINGMOE" and not tok.add_bos
    inp = (src.parent / f"{src.name}.inp").read_text(encoding="utf-8")
    cases = [*CASES, *BAILINGMOE_CASES, *((f"inp{i}", t) for i, t in enumerate(
        inp.split("\n__ggml_vocab_test__\n")))]
    ref = tokenize_many(path, [t for _, t in cases])
    ok, bad = agreement(tok, ref, cases, f"ggml-vocab-qwen2 as {name}")
    assert ok == len(cases), "\n".join(bad)
    assert tok.encode("2024") == [tok.encode(d)[0] for d in "2024"]  # digits one by one


def test_pre_table_is_consistent() -> None:
    assert PRE_TOKENIZERS["qwen2"].group == "QWEN2"
    assert PRE_TOKENIZERS["smollm"].regexes[0] == r"\p{N}"
    assert PRE_TOKENIZERS["llama-bpe"].ignore_merges and PRE_TOKENIZERS["llama-bpe"].add_bos
    assert not PRE_TOKENIZERS["qwen2"].ignore_merges


@pytest.mark.realmodel
@pytest.mark.llamacpp
@pytest.mark.parametrize("name", REAL_VOCABS + VOCAB_FILES)
def test_long_text_cut_into_parallel_chunks(real_gguf, llamacpp, name: str) -> None:
    """Long text is cut after line feeds and encoded in parallel: the ids do not change."""

    path = (real_gguf(name) if name in REAL_VOCABS
            else llamacpp.source / "models" / f"ggml-vocab-{name}.gguf")
    tok = Tokenizer.from_gguf(path)
    text = mixed_text(1 << 17, seed=1) + "\n\n  tail \n" + CASES[3][1] * 50
    whole = tok.encode(text, add_bos=False)
    tok._CHUNK = 97  # every safe cut point is used
    try:
        assert tok.encode(text, add_bos=False) == whole
    finally:
        del tok._CHUNK
    assert tok.decode(whole) == text


@pytest.mark.realmodel
@pytest.mark.llamacpp
@pytest.mark.parametrize("name", REAL_VOCABS + VOCAB_FILES)
def test_short_and_long_paths_agree(real_gguf, llamacpp, name: str) -> None:
    """The BPE tables (texts up to SHORT) and the tokenizers model give the same ids.

    Every case and 40 slices of mixed text (prose, code, numbers, many scripts, emoji),
    encoded once with SHORT = 0 (every text to the tokenizers model) and once with SHORT
    above their length; the Llama-3 vocabulary covers ignore_merges.
    """

    path = (real_gguf(name) if name in REAL_VOCABS
            else llamacpp.source / "models" / f"ggml-vocab-{name}.gguf")
    tok = Tokenizer.from_gguf(path)
    mixed = mixed_text(1 << 15, seed=7)
    texts = [t for _, t in CASES] + [mixed[i * 800: i * 800 + 700] for i in range(40)]
    tok.SHORT = 1 << 20
    short = [tok.encode(t, add_bos=False) for t in texts]
    tok.SHORT = 0
    long = [tok.encode(t, add_bos=False) for t in texts]
    bad = [t[:40] for t, a, b in zip(texts, short, long, strict=True) if a != b]
    assert not bad, bad


# ------------------------------------------------------------------------- decode


@pytest.mark.realmodel
def test_decode_bytes_and_invalid_utf8(real_gguf) -> None:
    tok = Tokenizer.from_gguf(real_gguf("qwen2.5-coder-0.5b"))
    # a CJK character split across byte tokens: each alone is not valid UTF-8
    ids = tok.encode("\U0002a6a5")  # a rare ideograph: no token, so byte-level pieces
    assert len(ids) > 1
    assert tok.decode_bytes(ids) == "\U0002a6a5".encode()
    assert tok.decode(ids[:1]) == "\ufffd" and tok.decode_bytes(ids[:1]) == tok.piece(ids[0])
    # control tokens: rendered by default, dropped with special=False (llama.cpp's flag)
    ids = tok.encode("<|im_start|>user\nhi<|im_end|>")
    assert tok.decode(ids) == "<|im_start|>user\nhi<|im_end|>"
    assert tok.decode(ids, special=False) == "user\nhi"
    # unused slots ([PAD...], type UNUSED) decode to nothing, as in llama.cpp
    assert tok.attr(151935) & TokenAttr.UNUSED and tok.piece(151935) == b""
    assert tok.special.eos == 151645 and tok.special.bos == 151643
    assert 151645 in tok.special.eog and 151643 in tok.special.eog


@pytest.mark.realmodel
def test_ids_out_of_range(real_gguf) -> None:
    tok = Tokenizer.from_gguf(real_gguf("smollm2-135m"))
    for bad in ([-1], [49152], [1, 2, 10**12]):
        with pytest.raises(TokenizerError, match="out of range"):
            tok.decode(bad)


# ------------------------------------------------------------------------- the cache


@pytest.mark.realmodel
def test_cache_entry_is_keyed_by_the_file(real_gguf, tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setenv("DLLMC_CACHE", str(tmp_path / "cache"))
    src = real_gguf("smollm2-135m")
    path = tmp_path / "model.gguf"
    shutil.copyfile(src, path)  # a copy: its mtime is changed below
    entry = _cache_root() / _file_key(path)
    assert not entry.exists()
    cold = Tokenizer.from_gguf(path)
    assert sorted(p.name for p in entry.iterdir()) == [
        "attrs.npy", "bpe", "bpe.marshal", "meta.json", "offsets.npy", "pieces.bin"]
    warm = Tokenizer._load_cached(entry, path)
    assert warm is not None and warm.identity == cold.identity
    for _, text in CASES:
        assert warm.encode(text) == cold.encode(text)
    long = CASES[3][1] * (Tokenizer.SHORT // len(CASES[3][1]) + 1)  # the tokenizers model
    assert warm.encode(long) == cold.encode(long)
    assert warm.decode_bytes(range(warm.n_vocab)) == cold.decode_bytes(range(cold.n_vocab))
    assert warm.special == cold.special and warm.chat_template == cold.chat_template
    # a changed file is a new key; a broken entry is rebuilt, not trusted
    os.utime(path, ns=(0, 12345))
    assert _file_key(path) != entry.name
    (_cache_root() / _file_key(path)).mkdir(parents=True)
    (_cache_root() / _file_key(path) / "meta.json").write_text("{broken")
    assert Tokenizer.from_gguf(path).encode("hello world") == cold.encode("hello world")


# ------------------------------------------------------------------------- bad input


def _vocab_only(path: Path, **kv: object) -> Path:
    """A GGUF with no tensors and the given metadata (strings, ints, bools, string lists)."""
    return F.metadata_only(path, "llada", **kv)


def _cli(command, *args: str) -> tuple[int, str]:
    res = CliRunner().invoke(command, list(args))
    return res.exit_code, res.output


def _assert_one_line(code: int, output: str, *needles: str) -> None:
    assert code == 2, output
    lines = output.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("dllmc: error: "), output
    assert "Traceback" not in output
    for n in needles:
        assert n in lines[0], output


def test_bad_input_no_tokenizer(tmp_path: Path) -> None:
    path = _vocab_only(tmp_path / "no-tokenizer.gguf", **{"general.name": "x"})
    _assert_one_line(*_cli(tokenize_command, str(path), "hi"), "no tokenizer",
                     "tokenizer.ggml.model")
    _assert_one_line(*_cli(detokenize_command, str(path), "1"), "no tokenizer")


def test_bad_input_unknown_pre(tmp_path: Path) -> None:
    path = write_model(tmp_path / "martian.gguf", tiny("llada", tokenizer_pre="martian"))
    _assert_one_line(*_cli(tokenize_command, str(path), "hi"),
                     "unknown pre-tokenizer tokenizer.ggml.pre = 'martian'", "llama-bpe")
    with pytest.raises(DllmcError, match="martian"):
        Tokenizer.from_gguf(path)


def test_bad_input_other_tokenizer_models(tmp_path: Path) -> None:
    spm = _vocab_only(tmp_path / "spm.gguf", **{
        "tokenizer.ggml.model": "llama", "tokenizer.ggml.tokens": ["<unk>", "<s>", "</s>"]})
    _assert_one_line(*_cli(tokenize_command, str(spm), "hi"), "'llama' is not supported")
    missing = _vocab_only(tmp_path / "nopre.gguf", **{
        "tokenizer.ggml.model": "gpt2", "tokenizer.ggml.tokens": ["a", "b"],
        "tokenizer.ggml.merges": ["a b"]})
    _assert_one_line(*_cli(tokenize_command, str(missing), "hi"), "tokenizer.ggml.pre is missing")
    _assert_one_line(*_cli(tokenize_command, str(tmp_path / "absent.gguf"), "hi"), "no such file")
    notgguf = tmp_path / "text.gguf"
    notgguf.write_text("hello, this is not a model at all")
    _assert_one_line(*_cli(tokenize_command, str(notgguf), "hi"), "not a GGUF")


@pytest.fixture(scope="module")
def tiny_llada(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return write_model(tmp_path_factory.mktemp("tok") / "tiny-llada.gguf", tiny("llada"))


def test_bad_input_ids_out_of_range(tiny_llada: Path) -> None:
    _assert_one_line(*_cli(detokenize_command, str(tiny_llada), "5", "1024"),
                     "token id 1024 is out of range", "0 to 1023")
    _assert_one_line(*_cli(detokenize_command, str(tiny_llada), "-3"), "token id -3")
    _assert_one_line(*_cli(detokenize_command, str(tiny_llada), "1", "x2"), "'x2' is not a token")


def test_bad_input_text_not_utf8(tiny_llada: Path) -> None:
    bad = b"caf\xe9".decode("utf-8", errors="surrogateescape")  # what argv holds for it
    _assert_one_line(*_cli(tokenize_command, str(tiny_llada), bad), "not valid Unicode")


def test_bad_input_cli_exit_code_in_a_subprocess(tiny_llada: Path) -> None:
    """The commands on their own (not yet registered in the dllmc group): one line, exit 2."""
    code = ("import sys; from dllmc.compiler.face.tokenizer_cli import detokenize_command as c; "
            "c.main(sys.argv[1:], prog_name='dllmc detokenize')")
    res = subprocess.run([sys.executable, "-c", code, str(tiny_llada), "99999"],
                         capture_output=True, text=True, timeout=120)
    assert res.returncode == 2 and res.stdout == ""
    assert res.stderr.strip().startswith("dllmc: error: ") and len(res.stderr.splitlines()) == 1


# ------------------------------------------------------------------------- the commands


def test_factory_model_tokenizer(tiny_llada: Path) -> None:
    """The factory's LLaDA vocabulary, as llama.cpp's converter writes LLaDA: bailingmoe,
    add_bos, LLaDA's added tokens (Llama-3 style headers)."""
    tok = Tokenizer.from_gguf(tiny_llada)
    cfg = tiny("llada")
    assert tok.pre == "bailingmoe" and tok.add_bos and tok.special.bos == cfg.bos_token_id
    assert tok.special.mask == cfg.mask_token_id
    ids = tok.encode("<|start_header_id|>user<|end_header_id|>\n\nthe model")
    assert ids[:2] == [cfg.bos_token_id, cfg.token("<|start_header_id|>")]
    assert tok.decode(ids) == "<|startoftext|><|start_header_id|>user<|end_header_id|>\n\nthe model"
    assert tok.encode("", add_bos=False) == [] and tok.encode("") == [cfg.bos_token_id]


@pytest.mark.realmodel
def test_tokenize_command(real_gguf) -> None:
    path = str(real_gguf("qwen2.5-coder-0.5b"))
    code, out = _cli(tokenize_command, path, "Hello 你好\n<|im_end|>", "--ids-only")
    assert code == 0 and out == "9707 220 108386 198 151645\n"
    code, out = _cli(tokenize_command, path, "Hello\t<|im_end|>")
    assert code == 0
    assert out.splitlines()[:3] == ["   9707 -> 'Hello'", "    197 -> '\\t'",
                                    " 151645 -> '<|im_end|>'"]
    code, out = _cli(tokenize_command, path, "Hi", "--chat", "--ids-only")
    tok = Tokenizer.from_gguf(path)
    assert code == 0 and tok.decode([int(x) for x in out.split()]) == (
        "<|im_start|>system\nYou are Qwen, created by Alibaba Cloud. You are a helpful "
        "assistant.<|im_end|>\n<|im_start|>user\nHi<|im_end|>\n<|im_start|>assistant\n")
    code, out = _cli(tokenize_command, path, "<|im_end|>", "--ids-only", "--no-parse-special")
    assert code == 0 and len(out.split()) > 1
    code, out = _cli(detokenize_command, path, "[9707, 220, 108386, 151645]")
    assert code == 0 and out == "Hello 你好<|im_end|>\n"
    code, out = _cli(detokenize_command, path, "9707,151645", "--no-special")
    assert code == 0 and out == "Hello\n"


def test_show_piece() -> None:
    assert show_piece(b"a\nb\t'") == "a\\nb\\t\\'"
    assert show_piece(b"\xe4\xbd") == "\\xe4\\xbd"
    assert show_piece("你".encode()) == "你"


def test_cli_reads_stdin(tiny_llada: Path) -> None:
    res = CliRunner().invoke(tokenize_command, [str(tiny_llada), "--ids-only"], input="the")
    tok = Tokenizer.from_gguf(tiny_llada)
    assert res.exit_code == 0 and res.output.split() == [str(i) for i in tok.encode("the")]
    res = CliRunner().invoke(tokenize_command, [str(tiny_llada), "x", "--system", "s"])
    assert res.exit_code == 2 and "--system needs --chat" in res.output


def test_meta_json_is_plain_json(tiny_llada: Path, tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setenv("DLLMC_CACHE", str(tmp_path))
    Tokenizer.from_gguf(tiny_llada)
    meta = json.loads((_cache_root() / _file_key(tiny_llada) / "meta.json").read_text())
    assert meta["pre"] == "bailingmoe" and meta["add_bos"] is True
