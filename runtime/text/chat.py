"""Chat templates: render a conversation into the prompt text a model was trained on.

The template is the GGUF's ``tokenizer.chat_template`` (Jinja), rendered the way the models'
own tooling renders it -- Hugging Face ``transformers``' ``apply_chat_template``:

- a sandboxed, immutable Jinja environment (``jinja2.sandbox.ImmutableSandboxedEnvironment``)
  with ``trim_blocks`` and ``lstrip_blocks``, the ``loopcontrols`` extension, and the globals
  ``raise_exception`` and ``strftime_now`` and a ``tojson`` filter that keeps non-ASCII text,
  as transformers sets them up; ``{% generation %}`` blocks render their body;
- the context holds ``messages`` (a list of ``{"role", "content"}``), ``add_generation_prompt``,
  ``bos_token``, ``eos_token`` (the texts of the model's BOS/EOS tokens), and
  ``tools = documents = None``.

One step follows llama.cpp (``common_chat_template_direct_apply_impl``): when the model adds BOS
itself (``tokenizer.ggml.add_bos_token``) a BOS text that the template put at the start is
removed (and likewise a trailing EOS when it adds EOS), so that encoding the prompt with the
model's BOS gives one BOS, exactly the ids ``llama-diffusion-cli`` runs on.

When the GGUF has no template, :data:`DEFAULT_TEMPLATES` gives each architecture's own: LLaDA's
Llama-3-style headers, Dream's Qwen2 template, and chatml for the causal ``llama``/``qwen2``
stand-ins and ``gemma3`` (what llama.cpp falls back to for every model).

Any problem with a template -- it does not parse, it uses something the sandbox forbids or that
is not defined, it raises an exception itself -- is a :class:`ChatTemplateError` (a
:class:`DllmcError`): one line naming the problem.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping, Sequence
from datetime import datetime
from functools import lru_cache
from typing import Any

import jinja2
import jinja2.ext
import jinja2.sandbox
from jinja2 import nodes

from dllmc.compiler.base.errors import DllmcError
from dllmc.runtime.text.tokenizer import Tokenizer

# LLaDA-8B-Instruct's tokenizer_config.json template: Llama-3 headers, content trimmed, BOS text
# before the first message.
LLADA_TEMPLATE = (
    "{% set loop_messages = messages %}{% for message in loop_messages %}"
    "{% set content = '<|start_header_id|>' + message['role'] + '<|end_header_id|>\n\n'"
    "+ message['content'] | trim + '<|eot_id|>' %}"
    "{% if loop.index0 == 0 %}{% set content = bos_token + content %}{% endif %}"
    "{{ content }}{% endfor %}"
    "{% if add_generation_prompt %}{{ '<|start_header_id|>assistant<|end_header_id|>\n\n' }}"
    "{% endif %}"
)

# Qwen2-Instruct's template (Dream-v0-Instruct-7B ships Qwen2's): a default system turn.
QWEN2_TEMPLATE = (
    "{% for message in messages %}"
    "{% if loop.first and messages[0]['role'] != 'system' %}"
    "{{ '<|im_start|>system\nYou are a helpful assistant.<|im_end|>\n' }}{% endif %}"
    "{{ '<|im_start|>' + message['role'] + '\n' + message['content'] + '<|im_end|>' + '\n' }}"
    "{% endfor %}"
    "{% if add_generation_prompt %}{{ '<|im_start|>assistant\n' }}{% endif %}"
)

# llama.cpp's fallback for a model without a template (common/chat.cpp CHATML_TEMPLATE_SRC).
CHATML_TEMPLATE = (
    "{%- for message in messages -%}\n"
    "  {{- '<|im_start|>' + message.role + '\n' + message.content + '<|im_end|>\n' -}}\n"
    "{%- endfor -%}\n"
    "{%- if add_generation_prompt -%}\n"
    "  {{- '<|im_start|>assistant\n' -}}\n"
    "{%- endif -%}"
)

DEFAULT_TEMPLATES: dict[str, str] = {
    "llada": LLADA_TEMPLATE,
    "dream": QWEN2_TEMPLATE,
    "llama": CHATML_TEMPLATE,
    "qwen2": CHATML_TEMPLATE,
    "gemma3": CHATML_TEMPLATE,
}

_FIX = "fix tokenizer.chat_template in the GGUF or pass a template of your own"


class ChatTemplateError(DllmcError):
    """A chat template cannot be rendered."""


class _TemplateRaised(Exception):
    """``raise_exception(...)`` called by a template."""


def _raise_exception(message: str) -> None:
    raise _TemplateRaised(message)


def _strftime_now(fmt: str) -> str:
    return datetime.now().strftime(fmt)


def _tojson(value: Any, indent: int | None = None, separators: Any = None,
            sort_keys: bool = False) -> str:
    return json.dumps(value, ensure_ascii=False, indent=indent, separators=separators,
                      sort_keys=sort_keys)


class _Generation(jinja2.ext.Extension):
    """``{% generation %}...{% endgeneration %}`` (transformers marks assistant text with it)."""

    tags = frozenset({"generation"})

    def parse(self, parser: jinja2.parser.Parser) -> nodes.Node:
        lineno = next(parser.stream).lineno
        body = parser.parse_statements(("name:endgeneration",), drop_needle=True)
        return nodes.Scope(body, lineno=lineno)


@lru_cache(maxsize=1)
def _environment() -> jinja2.sandbox.ImmutableSandboxedEnvironment:
    env = jinja2.sandbox.ImmutableSandboxedEnvironment(
        trim_blocks=True, lstrip_blocks=True,
        extensions=[jinja2.ext.loopcontrols, _Generation],
    )  # fmt: skip
    env.filters["tojson"] = _tojson
    env.globals["raise_exception"] = _raise_exception
    env.globals["strftime_now"] = _strftime_now
    return env


def _one_line(text: str) -> str:
    return " ".join(str(text).split())


class ChatTemplate:
    """A compiled chat template and the token texts it is given.

    ``strip_bos`` / ``strip_eos``: remove a leading BOS / trailing EOS text from the output
    (set when the tokenizer adds those tokens itself, as llama.cpp does).
    """

    def __init__(self, source: str, *, bos_token: str = "", eos_token: str = "",
                 strip_bos: bool = False, strip_eos: bool = False,
                 origin: str = "chat template") -> None:
        self.source = source
        self.bos_token = bos_token
        self.eos_token = eos_token
        self.strip_bos = strip_bos
        self.strip_eos = strip_eos
        self.origin = origin
        try:
            self._template = _environment().from_string(source)
        except jinja2.TemplateSyntaxError as e:
            raise ChatTemplateError(
                f"{origin} does not parse: {_one_line(e.message or e)} (template line {e.lineno})",
                _FIX) from None

    @classmethod
    def for_tokenizer(cls, tokenizer: Tokenizer, *, template: str | None = None,
                      architecture: str | None = None) -> ChatTemplate:
        """The template to use with ``tokenizer``'s model.

        ``template`` overrides the GGUF's; otherwise the GGUF's ``tokenizer.chat_template``, or
        the default of ``architecture`` (by default the GGUF's ``general.architecture``).
        """
        arch = architecture or tokenizer.architecture
        if template is not None:
            source, origin = template, "the given chat template"
        elif tokenizer.chat_template:
            source, origin = tokenizer.chat_template, "the GGUF's tokenizer.chat_template"
        elif arch in DEFAULT_TEMPLATES:
            source, origin = DEFAULT_TEMPLATES[arch], f"the default {arch} chat template"
        else:
            raise ChatTemplateError(
                f"the GGUF has no tokenizer.chat_template and {arch!r} has no default one",
                "pass a chat template of your own", path=tokenizer.path)
        special = tokenizer.special

        def text(tid: int | None) -> str:
            return "" if tid is None else tokenizer.piece(tid).decode("utf-8", errors="replace")

        return cls(source, bos_token=text(special.bos), eos_token=text(special.eos),
                   strip_bos=tokenizer.add_bos and special.bos is not None,
                   strip_eos=tokenizer.add_eos and special.eos is not None, origin=origin)

    def render(self, messages: Iterable[Mapping[str, Any]], *,
               add_generation_prompt: bool = True, **extra: Any) -> str:
        """The prompt text for ``messages`` (``{"role": ..., "content": ...}`` mappings)."""
        msgs = [_message(m, i) for i, m in enumerate(messages)]
        context: dict[str, Any] = {
            "tools": None, "documents": None, **extra,
            "messages": msgs, "add_generation_prompt": add_generation_prompt,
            "bos_token": self.bos_token, "eos_token": self.eos_token,
        }  # fmt: skip
        try:
            out = self._template.render(**context)
        except _TemplateRaised as e:
            raise ChatTemplateError(f"{self.origin} refused the messages: {_one_line(e)}",
                                    "change the messages (roles, order) to what the model "
                                    "accepts") from None
        except jinja2.exceptions.SecurityError as e:
            raise ChatTemplateError(f"{self.origin} uses something the sandbox does not allow: "
                                    f"{_one_line(e)}", _FIX) from None
        except jinja2.UndefinedError as e:
            raise ChatTemplateError(f"{self.origin} uses something undefined: {_one_line(e)}",
                                    _FIX) from None
        except jinja2.TemplateError as e:
            raise ChatTemplateError(f"{self.origin} failed: {_one_line(e)}", _FIX) from None
        except (TypeError, ValueError, AttributeError, KeyError, IndexError,
                ZeroDivisionError) as e:
            raise ChatTemplateError(
                f"{self.origin} failed: {type(e).__name__}: {_one_line(e)}", _FIX) from None
        if self.strip_bos and self.bos_token and out.startswith(self.bos_token):
            out = out[len(self.bos_token):]
        if self.strip_eos and self.eos_token and out.endswith(self.eos_token):
            out = out[: -len(self.eos_token)]
        return out


def _message(m: Mapping[str, Any], i: int) -> dict[str, Any]:
    if not isinstance(m, Mapping) or not isinstance(m.get("role"), str) \
            or "content" not in m:
        raise ChatTemplateError(f"message {i} is not a {{'role': str, 'content': ...}} mapping",
                                "pass messages as role/content pairs")
    return dict(m)


def conversation(prompt: str, *, system: str | None = None) -> list[dict[str, str]]:
    """A one-turn conversation: an optional system message, then the user's ``prompt``."""
    msgs = [{"role": "system", "content": system}] if system is not None else []
    return [*msgs, {"role": "user", "content": prompt}]


def render_chat(tokenizer: Tokenizer, messages: Sequence[Mapping[str, Any]], *,
                add_generation_prompt: bool = True, template: str | None = None) -> str:
    """The prompt text for ``messages`` with ``tokenizer``'s model template (see module doc)."""
    return ChatTemplate.for_tokenizer(tokenizer, template=template).render(
        messages, add_generation_prompt=add_generation_prompt)


def chat_ids(tokenizer: Tokenizer, messages: Sequence[Mapping[str, Any]], *,
             add_generation_prompt: bool = True, template: str | None = None) -> list[int]:
    """Token ids of the rendered prompt: special tokens parsed, BOS as the model says.

    These are the ids ``llama-diffusion-cli`` runs on for the same messages.
    """
    text = render_chat(tokenizer, messages, add_generation_prompt=add_generation_prompt,
                       template=template)
    return tokenizer.encode(text, parse_special=True)


__all__ = ["CHATML_TEMPLATE", "DEFAULT_TEMPLATES", "LLADA_TEMPLATE", "QWEN2_TEMPLATE",
           "ChatTemplate", "ChatTemplateError", "chat_ids", "conversation", "render_chat"]
