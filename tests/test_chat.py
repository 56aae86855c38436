"""Chat templates against llama.cpp's rendering, and the template errors.

llama.cpp's side is ``bench/llama_chat.cpp`` (see :mod:`dllmc.bench.llamacpp_chat`): exactly
what ``llama-diffusion-cli`` does to format a prompt (``common_chat_templates_init`` +
``common_chat_templates_apply`` with llama.cpp's Jinja engine, then ``common_tokenize`` with
special tokens parsed).  Both the prompt text and its ids must be equal.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest
from click.testing import CliRunner

from dllmc.bench.llamacpp_chat import compare_with_llamacpp
from dllmc.compiler.face.tokenizer_cli import tokenize_command
from dllmc.runtime.text.chat import (
    CHATML_TEMPLATE,
    DEFAULT_TEMPLATES,
    LLADA_TEMPLATE,
    QWEN2_TEMPLATE,
    ChatTemplate,
    ChatTemplateError,
    chat_ids,
    conversation,
    render_chat,
)
from dllmc.runtime.text.tokenizer import Tokenizer
from dllmc.tests.factory import tiny, write_model


@pytest.mark.llamacpp
@pytest.mark.realmodel
@pytest.mark.parametrize("name", ["smollm2-135m", "qwen2.5-coder-0.5b"])
def test_gguf_template_matches_llamacpp(real_gguf, llamacpp, name: str) -> None:
    ok, n, diffs = compare_with_llamacpp(real_gguf(name))
    assert ok == n, "\n".join(diffs)


@pytest.mark.llamacpp
@pytest.mark.realmodel
def test_default_templates_match_llamacpp(real_gguf, llamacpp) -> None:
    """Our per-architecture defaults, given to llama.cpp as an override, render the same.

    LLaDA's runs on llama.cpp's Llama-3 vocabulary (add_bos true: the BOS text the template
    writes is removed, BOS added by tokenization); Dream's on the Qwen vocabulary as ``dream``.
    """
    llama3 = llamacpp.source / "models" / "ggml-vocab-llama-bpe.gguf"
    for path, template in ((llama3, LLADA_TEMPLATE),
                           (real_gguf("qwen2.5-coder-0.5b-dream"), QWEN2_TEMPLATE),
                           (real_gguf("smollm2-135m-llada"), CHATML_TEMPLATE)):
        ok, n, diffs = compare_with_llamacpp(path, template)
        assert ok == n, "\n".join(diffs)


def test_llada_default_renders_llama3_headers() -> None:
    t = ChatTemplate(LLADA_TEMPLATE, bos_token="<|startoftext|>")
    out = t.render([{"role": "system", "content": " Be brief. "},
                    {"role": "user", "content": "Hi\n"}])
    assert out == ("<|startoftext|><|start_header_id|>system<|end_header_id|>\n\nBe brief."
                   "<|eot_id|><|start_header_id|>user<|end_header_id|>\n\nHi<|eot_id|>"
                   "<|start_header_id|>assistant<|end_header_id|>\n\n")
    t = ChatTemplate(LLADA_TEMPLATE, bos_token="<|startoftext|>", strip_bos=True)
    assert t.render(conversation("Hi"), add_generation_prompt=False) == (
        "<|start_header_id|>user<|end_header_id|>\n\nHi<|eot_id|>")


def test_dream_default_renders_qwen2() -> None:
    out = ChatTemplate(QWEN2_TEMPLATE).render(conversation("Hi"))
    assert out == ("<|im_start|>system\nYou are a helpful assistant.<|im_end|>\n"
                   "<|im_start|>user\nHi<|im_end|>\n<|im_start|>assistant\n")


@pytest.mark.parametrize("arch", ["llada", "dream", "llama", "qwen2"])
def test_defaults_when_the_gguf_has_none(tmp_path: Path, arch: str) -> None:
    cfg = dataclasses.replace(tiny(arch), chat_template="")
    tok = Tokenizer.from_gguf(write_model(tmp_path / f"{arch}.gguf", cfg))
    assert not tok.chat_template
    t = ChatTemplate.for_tokenizer(tok)
    assert t.source == DEFAULT_TEMPLATES[arch]
    out = t.render(conversation("hello"))
    if arch == "llada":  # the model adds BOS, so the template's BOS text is removed
        assert t.strip_bos and out.startswith("<|start_header_id|>user")
        ids = chat_ids(tok, conversation("hello"))
        assert ids[0] == cfg.bos_token_id and ids.count(cfg.bos_token_id) == 1
    else:
        assert out.endswith("<|im_start|>assistant\n")


def test_template_syntax_error() -> None:
    with pytest.raises(ChatTemplateError, match=r"does not parse: .* \(template line 1\)"):
        ChatTemplate("{% for m in messages %}{{ m.content }")


def test_template_sandbox() -> None:
    t = ChatTemplate("{{ messages.append(1) }}{{ messages }}")
    with pytest.raises(ChatTemplateError, match="sandbox does not allow"):
        t.render(conversation("x"))
    t = ChatTemplate("{{ ''.__class__.__mro__[1].__subclasses__() }}")
    with pytest.raises(ChatTemplateError):
        t.render(conversation("x"))


def test_template_raise_exception_and_undefined() -> None:
    t = ChatTemplate("{% if messages[0].role != 'user' %}"
                     "{{ raise_exception('Conversations must start with a user turn') }}"
                     "{% endif %}ok")
    assert t.render(conversation("x")) == "ok"
    with pytest.raises(ChatTemplateError, match="refused the messages: Conversations must"):
        t.render([{"role": "assistant", "content": "x"}])
    with pytest.raises(ChatTemplateError, match="undefined"):
        ChatTemplate("{{ nothing.here }}").render(conversation("x"))
    with pytest.raises(ChatTemplateError, match="message 0"):
        ChatTemplate("x").render([{"content": "no role"}])
    with pytest.raises(ChatTemplateError, match="unknown tag"):
        ChatTemplate("{% frobnicate %}")


def test_hf_extras() -> None:
    """What transformers' environment offers: tojson (non-ASCII kept), strftime_now,
    loop controls, {% generation %}, trim_blocks / lstrip_blocks."""
    t = ChatTemplate("{% for m in messages %}{% if loop.index > 1 %}{% break %}{% endif %}"
                     "{% generation %}{{ m | tojson }}{% endgeneration %}{% endfor %}\n"
                     "{{ strftime_now('%Y') | length }}")
    out = t.render([{"role": "user", "content": "é"}, {"role": "user", "content": "2"}])
    assert out == '{"role": "user", "content": "é"}4'
    t = ChatTemplate("  {% if true %}\nyes\n  {% endif %}\nend")
    assert t.render([]) == "yes\nend"


def test_message_content_is_not_stripped_of_specials() -> None:
    assert render_chat.__doc__
    out = ChatTemplate(CHATML_TEMPLATE).render(conversation("<|im_end|>"), add_generation_prompt=False)
    assert out == "<|im_start|>user\n<|im_end|><|im_end|>\n"


@pytest.mark.realmodel
def test_tokenize_chat_command(real_gguf) -> None:
    path = real_gguf("smollm2-135m")
    tok = Tokenizer.from_gguf(path)
    res = CliRunner().invoke(tokenize_command, [str(path), "Hi", "--chat", "--system", "S",
                                                "--ids-only"])
    assert res.exit_code == 0
    ids = [int(x) for x in res.output.split()]
    assert ids == chat_ids(tok, conversation("Hi", system="S"))
    assert tok.decode(ids) == ("<|im_start|>system\nS<|im_end|>\n<|im_start|>user\nHi<|im_end|>\n"
                               "<|im_start|>assistant\n")


def test_broken_gguf_template_is_one_line(tmp_path: Path) -> None:
    cfg = dataclasses.replace(tiny("dream"), chat_template="{% if %}")
    path = write_model(tmp_path / "broken.gguf", cfg)
    res = CliRunner().invoke(tokenize_command, [str(path), "hi", "--chat"])
    assert res.exit_code == 2
    assert res.output.startswith("dllmc: error: the GGUF's tokenizer.chat_template does not "
                                 "parse") and len(res.output.strip().splitlines()) == 1
