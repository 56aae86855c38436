"""Model families (runtime/decoding/family.py ``FAMILIES``): detection from ``general.name`` and the
vocabulary, each family's recommended defaults in ``GenerateOptions.for_model`` and in
``dllmc inspect``, and DiffuCoder's ``<|dlm_pad|>`` ending the answer."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path
from types import SimpleNamespace

import numpy as np
import pytest

from dllmc.compiler.base.reader import read_gguf
from dllmc.compiler.face.report import inspect_model, render_text
from dllmc.compiler.graph import build_graph
from dllmc.runtime.decoding.family import DLM_PAD, FAMILIES, detect_family, vocab_ids
from dllmc.runtime.decoding.generate import GenerateOptions, generate
from dllmc.runtime.text.tokenizer import Tokenizer
from dllmc.tests.factory import SpecialToken, tiny, write_model

N_VOCAB = 1024
PAD = N_VOCAB - 32 + 24  # after tiny("dream")'s Qwen2.5 + Dream specials, as in DiffuCoder


def _diffucoder_config(name: str = "tiny dream (dllmc factory)"):
    """A Dream-architecture model whose vocabulary holds <|dlm_pad|> (and nothing in its name
    says DiffuCoder: the vocabulary alone identifies it)."""
    base = tiny("dream", n_layer=1)
    assert all(t.id != PAD for t in base.special_tokens)
    return replace(base, name=name,
                   special_tokens=(*base.special_tokens, SpecialToken(PAD, DLM_PAD)))


@pytest.fixture(scope="module")
def diffucoder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    d = tmp_path_factory.mktemp("family")
    return write_model(d / "diffucoder-like.gguf", _diffucoder_config(), seed=3)


def _spec(arch: str, name: str | None, causal: bool = False) -> SimpleNamespace:
    return SimpleNamespace(
        arch=SimpleNamespace(name=arch, diffusion=arch in ("llada", "dream")),
        hparams=SimpleNamespace(causal=causal), name=name, path=SimpleNamespace(name="x.gguf"))


# ============================================================================ detection


def test_the_family_table_is_data() -> None:
    names = [f.name for f in FAMILIES]
    assert len(set(names)) == len(names)
    for f in FAMILIES:
        assert f.kind in ("llada", "dream", "block", "entropy_bound", "causal") and f.card
        assert f.source.startswith("https://") or f.kind == "causal"
        GenerateOptions(**f.defaults)  # every default set is valid options
    # each kind has a fallback (no name, no token), after that kind's refinements
    for kind in ("llada", "dream", "block", "entropy_bound", "causal"):
        of_kind = [f for f in FAMILIES if f.kind == kind]
        assert not of_kind[-1].names and not of_kind[-1].tokens


def test_diffucoder_is_detected_by_its_pad_token(diffucoder: Path) -> None:
    spec = read_gguf(diffucoder)
    family, how = detect_family(spec)
    assert family.name == "DiffuCoder" and how == f"the vocabulary has {DLM_PAD} (id {PAD})"
    assert vocab_ids(spec, (DLM_PAD, "<|nope|>")) == {DLM_PAD: PAD}
    tok = Tokenizer.from_gguf(diffucoder)
    assert detect_family(spec, tok)[0].name == "DiffuCoder"
    assert vocab_ids(spec, (DLM_PAD,), tok) == {DLM_PAD: PAD}


def test_names_pick_the_family() -> None:
    cases = {
        ("dream", "Dream-Coder-v0-Instruct-7B"): ("Dream-Coder", 0.1),
        ("dream", "DreamCoder 7B Instruct"): ("Dream-Coder", 0.1),
        ("dream", "DiffuCoder 7B cpGRPO"): ("DiffuCoder", 0.4),
        ("dream", "DiffuCoder-7B-Instruct"): ("DiffuCoder", 0.4),
        ("dream", "DiffuCoder 7B Base"): ("DiffuCoder-Base", 0.2),
        ("dream", "Dream-v0-Instruct-7B"): ("Dream", 0.2),
        ("dream", "Qwen2.5 Coder 0.5B Instruct"): ("Dream", 0.2),  # a Coder, not Dream-Coder
        ("dream", None): ("Dream", 0.2),
        ("llada", "LLaDA 1.5"): ("LLaDA-1.5", 0.0),
        ("llada", "LLaDA-8B-Instruct"): ("LLaDA", 0.0),
        ("rnd1", "RND1 Base 0910"): ("RND1", 0.0),  # shifted: Dream's kind of sampler
        ("llada-moe", "LLaDA MoE 7B A1B Instruct"): ("LLaDA", 0.0),
    }
    for (arch, name), (family, temperature) in cases.items():
        spec = _spec(arch, name)
        assert detect_family(spec)[0].name == family, name
        assert GenerateOptions.for_model(spec).temperature == temperature, name
    # a family refines its own kind only: a causal model named DiffuCoder stays causal
    assert detect_family(_spec("qwen2", "DiffuCoder", causal=True))[0].name == "causal"
    assert GenerateOptions.for_model(_spec("llada", "LLaDA 1.5")) == \
        GenerateOptions.for_model(_spec("llada", "LLaDA-8B-Instruct"))


def test_a_dream_coder_gguf_gets_its_temperature(tmp_path: Path) -> None:
    path = write_model(tmp_path / "dc.gguf", tiny("dream", n_layer=1,
                                                    name="Dream-Coder-v0-Instruct-7B"), seed=1)
    spec = read_gguf(path)
    assert detect_family(spec) == (FAMILIES[2], "general.name contains 'Dream-Coder'")
    o = GenerateOptions.for_model(spec, gen_length=32)
    assert (o.alg, o.temperature, o.top_p, o.alg_temp, o.block_length, o.steps) == \
        ("entropy", 0.1, 0.95, 0.0, None, 32)
    assert GenerateOptions.for_model(spec, temperature=0.7).temperature == 0.7  # the user's


# ============================================================================ defaults


def test_diffucoder_defaults_and_the_users_values(diffucoder: Path) -> None:
    spec = read_gguf(diffucoder)
    o = GenerateOptions.for_model(spec, gen_length=64)
    assert (o.alg, o.temperature, o.top_p, o.alg_temp, o.block_length, o.steps, o.notes) == \
        ("entropy", 0.4, 0.95, 0.0, None, 64, ())
    mine = GenerateOptions.for_model(spec, gen_length=64, temperature=0.0, top_p=None,
                                     alg="maskgit_plus", steps=32)
    assert (mine.alg, mine.temperature, mine.top_p, mine.steps) == ("maskgit_plus", 0.0, 0.95, 32)


def test_inspect_shows_the_family(diffucoder: Path) -> None:
    spec = read_gguf(diffucoder)
    r = inspect_model(spec, build_graph(spec), 96)
    f = r["family"]
    assert f["name"] == "DiffuCoder" and DLM_PAD in f["detected_by"]
    assert f["defaults"] == {"alg": "entropy", "temperature": 0.4, "top_p": 0.95, "top_k": None,
                             "alg_temp": 0.0, "block_length": None, "gen_length": 128,
                             "steps": 128}
    assert f["answer_ends_at"] == {DLM_PAD: PAD}
    assert "huggingface.co/apple/DiffuCoder" in f["source"]
    assert json.loads(json.dumps(r))["family"] == f
    text = render_text(r)
    assert (f"family  DiffuCoder (the vocabulary has {DLM_PAD} (id {PAD})): alg entropy, "
            "temperature 0.4, top-p 0.95, alg temp 0, one block, 128 steps for 128 tokens") in text
    assert f"the answer also ends at {DLM_PAD} (id {PAD})" in text


def test_inspect_of_a_plain_llada(tmp_path: Path) -> None:
    path = write_model(tmp_path / "l.gguf", tiny("llada", n_layer=1), seed=2)
    spec = read_gguf(path)
    f = inspect_model(spec, build_graph(spec), 64)["family"]
    assert (f["name"], f["detected_by"], f["answer_ends_at"]) == ("LLaDA", "architecture llada", {})
    assert (f["defaults"]["alg"], f["defaults"]["block_length"]) == ("low_confidence", 32)


# ============================================================================ <|dlm_pad|>


class ScriptModel:
    """Logits that put every generated position's token beyond doubt: ``script[j]`` at answer
    position j, then ``<|dlm_pad|>``; Dream's shifted rows (row r predicts position r + 1)."""

    has_sampler = False
    max_canvas = 64

    def __init__(self, spec, prompt_len: int, script: list[int], pad: int = PAD) -> None:
        self.spec, self.P, self.script, self.pad = spec, prompt_len, script, pad

    def forward(self, ids, rows=None) -> np.ndarray:
        rows = np.arange(len(ids)) if rows is None else np.asarray(rows)
        out = np.zeros((len(rows), self.spec.hparams.n_vocab), dtype=np.float32)
        for i, r in enumerate(rows):
            j = int(r) + 1 - self.P
            out[i, self.script[j] if 0 <= j < len(self.script) else self.pad] = 12.0
        return out


def test_the_answer_ends_at_dlm_pad(diffucoder: Path) -> None:
    spec = read_gguf(diffucoder)
    tok = Tokenizer.from_gguf(diffucoder)
    hello, world = tok.encode("hello"), tok.encode(" world")
    # the answer, the pad, then text the pad must cut off (control tokens print as nothing,
    # so without the rule the text would read "hello world")
    script = [*hello, PAD, *world]
    prompt = tok.encode("say hello")
    m = ScriptModel(spec, len(prompt), script)
    o = GenerateOptions.for_model(spec, tokenizer=tok, gen_length=16)
    assert o.temperature == 0.4  # DiffuCoder's, sampled: the logits leave no doubt
    streamed: list[str] = []
    r = generate(m, tok, prompt, o, on_text=streamed.append)
    assert r.text == "hello" and "".join(streamed) == "hello"
    assert r.tokens == hello and r.stop_reason == "eos" and r.steps_run < r.steps_total
    full = generate(m, tok, prompt, o.with_(early_stop=False))
    assert (full.text, full.tokens, full.stop_reason) == ("hello", hello, "end")
    assert full.canvas[: len(script)] == script
    # without a tokenizer the GGUF's vocabulary gives the pad id
    bare = generate(m, None, prompt, o)
    assert (bare.tokens, bare.stop_reason) == (hello, "eos")


def test_dlm_pad_is_found_by_text_in_any_vocabulary() -> None:
    """Not DiffuCoder's id: whatever id the tokenizer gives the text."""
    from dllmc.tests.test_sampler import FakeModel

    fake = FakeModel(arch="dream", shift=True)
    tok = SimpleNamespace(special=SimpleNamespace(eog=(37,), eot=None),
                          special_tokens={DLM_PAD: 36},
                          decode_bytes=lambda ids, special=True: bytes(97 + i % 26 for i in ids))
    m = ScriptModel(fake.spec, 3, [1, 2, 36, 3, 4], pad=36)
    r = generate(m, tok, [5, 6, 7], GenerateOptions(gen_length=8, steps=8, alg="maskgit_plus"))
    assert (r.tokens, r.text, r.stop_reason) == ([1, 2], "bc", "eos")
    no_pad = SimpleNamespace(**{**vars(tok), "special_tokens": {}})
    r = generate(m, no_pad, [5, 6, 7], GenerateOptions(gen_length=8, steps=8, alg="maskgit_plus",
                                                       early_stop=False))
    assert r.tokens[:5] == [1, 2, 36, 3, 4] and r.stop_reason == "length"
