"""Test model factory: synthetic GGUF files that llama.cpp loads, for every test to use.

`write_model(path, config, types=..., seed=...)` writes a complete model of architecture
``llada``, ``dream``, ``llama`` or ``qwen2`` -- any widths, any layer count, any ggml quant
type per tensor among `QUANT_TYPES` -- with the metadata the pinned llama.cpp converters
write (llama-cpp-python 0.3.36, ``vendor/llama.cpp/conversion/{llada,dream,qwen,llama}.py``
and ``conversion/base.py``) and the tensors its loaders ask for (``src/models/*.cpp``
``load_arch_tensors``).

For ``llada`` and ``dream`` that metadata is checked against the converter itself:
tests/test_factory.py writes `LLADA_8B` / `DREAM_7B` at the widths of the files
bench/converted_models.py has llama.cpp's ``convert_hf_to_gguf.py`` + ``llama-quantize`` write
for LLaDA-8B-Instruct, LLaDA-1.5, Dream-v0-Instruct, Dream-Coder and DiffuCoder, and requires
the same keys, value types, values (names and the vocabulary's content aside), tensors and
types; `tiny` models the same, sizes and special ids (compared by their texts) aside.  So a
LLaDA file here has ``tokenizer.ggml.pre = "bailingmoe"``, forced BOS, ``add_eos`` false,
``diffusion.shift_logits`` false, LLaDA's chat template (BOS text first, assistant header
always appended), no end-of-turn key; a Dream file BOS ``<|beginoftext|>``, no
``diffusion.shift_logits`` and no ``dream.vocab_size`` keys, Qwen2.5's chat template.

Conventions (all from llama.cpp):

* A weight of N output rows and K inputs is a NumPy (N, K) array; in GGUF its ggml ``ne`` is
  [K, N] and rows are quantized along K, so K must be a multiple of the type's block size
  (32, or 256 for the K-quants).
* Tensors: ``token_embd``, ``blk.N.{attn_norm, attn_q, attn_k, attn_v, attn_output,
  ffn_norm, ffn_gate, ffn_up, ffn_down}``, ``output_norm``, ``output`` (all ``.weight``),
  plus ``blk.N.attn_{q,k,v}.bias`` when `ModelConfig.qkv_bias` (dream, qwen2).  ``output``
  is left out when `ModelConfig.tied_output` (llama.cpp then reuses ``token_embd``).
* ``qwen2``/``dream`` loaders size Q and ``attn_output`` by ``n_embd``, so for them
  ``n_head * head_dim == n_embd``.  RoPE layout comes from the architecture (llama/llada
  NORM, qwen2/dream NEOX); the factory's random weights need no permutation.

Weight data (per tensor, from ``seed`` and the tensor's name only, so it does not depend on
the order or the set of other tensors):

* matrices: N(0, 1/K) -- a forward pass keeps activations O(1); ``output`` uses
  N(0, 9/K) so logits have std ~3 and a clear top token; ``token_embd`` N(0, 1) (rows are
  looked up, not multiplied) unless tied, then it has the output's distribution;
* norm weights: N(1, 0.1^2); Q/K/V biases: N(0, 0.2^2).

Two ways to fill a quantized tensor (``fill=``):

* ``"quantize"``: draw the floats above and quantize them -- legacy types with
  ``gguf.quants.quantize``, K-quants with the NumPy encoders here (`quantize`);
* ``"random-blocks"``: draw valid blocks directly -- uniform random quants with f16/int8
  scales chosen so the dequantized values have the same mean (0) and std.  ~1-2 G values/s
  against 50-80 M/s for ``"quantize"`` (2 cores); this makes full-width 8B-class files cheap.
* ``"auto"`` (default): ``quantize`` for tensors up to `AUTO_QUANTIZE_MAX_ELEMENTS`
  elements, ``random-blocks`` above.
F32/F16/BF16 tensors are always the drawn floats, rounded.  Either way the file is the
truth: references read it back and dequantize with ``gguf.quants.dequantize``.

Measured on a 2-core machine (tests/test_factory.py prints these): Q4_K_M files at full
width, 1 layer: LLaDA-8B 0.86 GB, Dream-7B 0.91 GB; LLaDA-8B 2 layers 0.98 GB -- each in
2-6 s (this shared machine is noisy).  Tensor generation runs on a thread pool, overlapped
with writing; at most two tensors are in memory.  Tiny models take ~0.05 s.

Checked by hand against the pinned llama.cpp build: tiny models of all four architectures,
in every type of `QUANT_TYPES`, mixed, and Q4_K_M at full width load in ``llama-bench`` /
``llama-diffusion-cli`` without warnings, and llama.cpp's logits match tests/reference.py
exactly for F32 and within ~2% of the logit range for quantized files (ggml quantizes the
activations too).
"""

from __future__ import annotations

import fnmatch
import heapq
import math
import os
import re
import zlib
from collections.abc import Callable, Iterator, Mapping, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from functools import cache
from itertools import pairwise
from pathlib import Path
from typing import Literal

import numpy as np
from gguf import (
    GGML_QUANT_SIZES,
    GGML_QUANT_VERSION,
    GGMLQuantizationType,
    GGUFWriter,
    LlamaFileType,
    TokenType,
)
from gguf import quants as gguf_quants
from gguf.utility import size_label

__all__ = [
    "ARCHS",
    "AUTO_QUANTIZE_MAX_ELEMENTS",
    "DREAM_7B",
    "DREAM_CHAT_TEMPLATE",
    "LLADA_8B",
    "LLADA_CHAT_TEMPLATE",
    "QUANT_RMSE_BOUND",
    "QUANT_TYPES",
    "ModelConfig",
    "SpecialToken",
    "TensorSpec",
    "build_vocab",
    "bytes_to_unicode",
    "dequantize",
    "metadata_only",
    "q4_k_m_types",
    "quantize",
    "qwen25_chat_template",
    "random_blocks",
    "resolve_types",
    "tensor_data",
    "tensor_specs",
    "tiny",
    "write_model",
]

DENSE_ARCHS = ("llada", "dream", "llama", "qwen2")
ARCHS = (*DENSE_ARCHS, "llada-moe", "rnd1", "qwen3moe", "olmoe", "bailingmoe2", "llada2")
DIFFUSION_ARCHS = ("llada", "dream", "llada-moe", "rnd1", "llada2")
# mixtures of experts (docs/moe-notes.md): the FFNs are experts; Q/K RMS-normalized per
# head, or over the whole projection (olmoe)
MOE_ARCHS = ("llada-moe", "rnd1", "qwen3moe", "olmoe", "bailingmoe2", "llada2")
# BailingMoeV2 bodies (src/models/bailingmoe2.cpp; llada2 = LLaDA2.x as llama.cpp PR #17454
# writes it): a fused attn_qkv, partial RoPE, leading dense layers, a selection bias and a
# shared expert, sigmoid routing over groups (all from the file's keys)
BAILING_ARCHS = ("bailingmoe2", "llada2")
QUANT_TYPES = ("F32", "F16", "BF16", "Q4_0", "Q4_1", "Q5_0", "Q5_1", "Q8_0", "Q4_K", "Q5_K", "Q6_K")
QK_K = 256

# Relative RMS error bound of quantize -> dequantize on N(0, 1) data (rms(err) / rms(x)),
# asserted by tests/test_factory.py.  Measured on 8.4M values: F16 0.0002, BF16 0.0017,
# Q8_0 0.0053, Q6_K 0.0196, Q5_1 0.0379, Q5_K 0.0392, Q5_0 0.0427, Q4_1 0.0782, Q4_K
# 0.0798, Q4_0 0.0859.  Per element, the K-quant encoders here also guarantee
# |err| <= step / 2 with step = d * sc of the element's sub-block.
QUANT_RMSE_BOUND: dict[str, float] = {
    "F32": 0.0,
    "F16": 3e-4,
    "BF16": 2.5e-3,
    "Q8_0": 0.0065,
    "Q6_K": 0.024,
    "Q5_1": 0.046,
    "Q5_K": 0.048,
    "Q5_0": 0.052,
    "Q4_1": 0.094,
    "Q4_K": 0.096,
    "Q4_0": 0.10,
}

# "auto" fill: float-quantize tensors up to this many elements, random blocks above.
AUTO_QUANTIZE_MAX_ELEMENTS = 1 << 23

Fill = Literal["auto", "quantize", "random-blocks"]
TypeName = str | GGMLQuantizationType
Types = TypeName | Mapping[str, TypeName]


# ============================================================================ configuration


@dataclass(frozen=True)
class SpecialToken:
    """A token at a fixed id: text and GGUF token type (CONTROL, USER_DEFINED, ...)."""

    id: int
    text: str
    type: int = TokenType.CONTROL


@dataclass(frozen=True)
class ModelConfig:
    """Everything `write_model` needs to know about a model.  Use `dataclasses.replace`."""

    arch: str
    n_layer: int
    n_embd: int
    n_ff: int
    n_head: int
    n_head_kv: int
    head_dim: int
    n_vocab: int
    n_ctx: int
    rope_theta: float
    norm_eps: float
    qkv_bias: bool
    bos_token_id: int
    eos_token_id: int
    special_tokens: tuple[SpecialToken, ...]
    chat_template: str
    tokenizer_pre: str
    add_bos: bool
    pad_token_id: int | None = None
    mask_token_id: int | None = None
    # not written to the file (llama.cpp finds it by its text); for the tests' convenience
    eot_token_id: int | None = None
    tied_output: bool = False
    # None: the architecture's own (llada/dream bidirectional, llama/qwen2 causal).
    # <arch>.attention.causal is written only when False, as the converters do.
    causal: bool | None = None
    # diffusion.shift_logits: None leaves the key out (llama.cpp then reads true)
    shift_logits: bool | None = None
    # tokenizer.ggml.add_eos_token: None leaves the key out (the llada/dream converters write false)
    add_eos: bool | None = None
    # general.name and the converter's other naming keys (general.version / finetune / basename,
    # each left out when None); general.size_label is derived from the parameter count, as the
    # converters do (gguf.utility.size_label)
    name: str = "dllmc test model"
    version: str | None = None
    finetune: str | None = None
    basename: str | None = None
    # a mixture of experts (MOE_ARCHS): n_expert experts of n_ff_exp, n_expert_used per token
    n_expert: int = 0
    n_expert_used: int = 0
    n_ff_exp: int = 0
    # the routing keys LLaDA2-style (bailingmoe2) files carry and these four architectures'
    # converters do not write (llama.cpp's graphs for them ignore them): for checking dllmc's
    # router against the NumPy reference only; None leaves a key out
    expert_gating: int | None = None  # 1 softmax, 2 sigmoid
    expert_groups: tuple[int, int] | None = None  # (expert_group_count, expert_group_used_count)
    expert_weights_scale: float | None = None
    expert_weights_norm: bool | None = None
    expert_probs_bias: bool = False  # blk.N.exp_probs_b.bias: a per-expert selection bias
    n_ff_shexp: int = 0  # a shared expert of this width (ffn_{gate,up,down}_shexp)
    # RoPE over the first n_rot dimensions of a head (None: all; written as
    # rope.dimension_count where the converter writes it)
    n_rot: int | None = None
    n_dense_lead: int = 0  # leading_dense_block_count: the first layers' FFNs are dense

    def __post_init__(self) -> None:
        if self.arch not in ARCHS:
            raise ValueError(f"unknown architecture {self.arch!r}; expected one of {ARCHS}")
        if min(self.n_layer, self.n_embd, self.n_ff, self.n_head, self.n_head_kv,
               self.head_dim, self.n_vocab, self.n_ctx) <= 0:
            raise ValueError(f"{self.arch}: every size must be positive")
        if self.n_head % self.n_head_kv:
            raise ValueError(f"n_head {self.n_head} is not a multiple of n_head_kv {self.n_head_kv}")
        if self.head_dim % 2:
            raise ValueError(f"head_dim {self.head_dim} must be even (RoPE rotates pairs)")
        if self.n_dense_lead and self.arch not in BAILING_ARCHS:
            raise ValueError(f"{self.arch}: leading dense layers are for {BAILING_ARCHS}")
        if (self.arch in MOE_ARCHS) != (self.n_expert > 0) or (
                self.n_expert and not 0 < self.n_expert_used <= self.n_expert):
            raise ValueError(f"{self.arch}: experts are for {MOE_ARCHS}, n_expert_used of n_expert")
        if self.arch in ("qwen2", "dream", "olmoe", "llada-moe") and (
                self.n_head * self.head_dim != self.n_embd):
            raise ValueError(
                f"{self.arch}: llama.cpp sizes attn_q/attn_output by n_embd, so n_head * "
                f"head_dim ({self.n_head} * {self.head_dim}) must equal n_embd ({self.n_embd})")
        if self.is_diffusion and self.mask_token_id is None:
            raise ValueError(f"{self.arch}: a diffusion model needs mask_token_id")
        ids = [t.id for t in self.special_tokens]
        if len(set(ids)) != len(ids):
            raise ValueError("special token ids must be unique")
        if ids and (min(ids) < 256 or max(ids) >= self.n_vocab):
            raise ValueError(f"special token ids must lie in [256, n_vocab={self.n_vocab})")
        for field in ("bos_token_id", "eos_token_id", "pad_token_id", "mask_token_id",
                      "eot_token_id"):
            tid = getattr(self, field)
            if tid is not None and tid not in ids:
                raise ValueError(f"{field} = {tid} is not one of the special tokens")

    @property
    def is_diffusion(self) -> bool:
        return self.arch in DIFFUSION_ARCHS

    @property
    def is_causal(self) -> bool:
        return (not self.is_diffusion) if self.causal is None else self.causal

    @property
    def n_embd_q(self) -> int:
        return self.n_head * self.head_dim

    @property
    def n_embd_kv(self) -> int:
        return self.n_head_kv * self.head_dim

    def token(self, text: str) -> int:
        """Id of a special token by its text."""
        for t in self.special_tokens:
            if t.text == text:
                return t.id
        raise KeyError(text)


# ---------------------------------------------------------------- chat templates, specials

# LLaDA-8B-Instruct's template (its tokenizer_config.json), as the converter copies it into
# tokenizer.chat_template: Llama-3 style headers and <|eot_id|>, the BOS text written before the
# first message, and the assistant header always appended (there is no add_generation_prompt
# test).  Note the escaped "\\n\\n": Jinja string literals, not Python newlines.
LLADA_CHAT_TEMPLATE = (
    "{% set loop_messages = messages %}{% for message in loop_messages %}{% set content = "
    "'<|start_header_id|>' + message['role'] + '<|end_header_id|>\\n\\n'+ message['content'] | trim "
    "+ '<|eot_id|>' %}{% if loop.index0 == 0 %}{% set content = bos_token + content %}{% endif %}"
    "{{ content }}{% endfor %}{{ '<|start_header_id|>assistant<|end_header_id|>\\n\\n' }}"
)

# A Llama-3 style template for the causal ``llama`` models (with add_generation_prompt).
LLAMA3_CHAT_TEMPLATE = (
    "{% set loop_messages = messages %}{% for message in loop_messages %}"
    "{% set content = '<|start_header_id|>' + message['role'] + '<|end_header_id|>\n\n'"
    " + message['content'] | trim + '<|eot_id|>' %}"
    "{% if loop.index0 == 0 %}{% set content = bos_token + content %}{% endif %}"
    "{{ content }}{% endfor %}"
    "{% if add_generation_prompt %}{{ '<|start_header_id|>assistant<|end_header_id|>\n\n' }}"
    "{% endif %}"
)

# Qwen2 / ChatML, short form (the causal ``qwen2`` models).
CHATML_CHAT_TEMPLATE = (
    "{% for message in messages %}"
    "{% if loop.first and messages[0]['role'] != 'system' %}"
    "{{ '<|im_start|>system\nYou are a helpful assistant.<|im_end|>\n' }}{% endif %}"
    "{{ '<|im_start|>' + message['role'] + '\n' + message['content'] + '<|im_end|>' + '\n' }}"
    "{% endfor %}"
    "{% if add_generation_prompt %}{{ '<|im_start|>assistant\n' }}{% endif %}"
)

QWEN_SYSTEM = "You are Qwen, created by Alibaba Cloud. You are a helpful assistant."

# Qwen2.5-7B-Instruct's chat template, byte for byte the llama.cpp copy
# (models/templates/Qwen-Qwen2.5-7B-Instruct.jinja, trailing newline included).
_QWEN25_CHAT_TEMPLATE = r"""{%- if tools %}
    {{- '<|im_start|>system\n' }}
    {%- if messages[0]['role'] == 'system' %}
        {{- messages[0]['content'] }}
    {%- else %}
        {{- 'You are Qwen, created by Alibaba Cloud. You are a helpful assistant.' }}
    {%- endif %}
    {{- "\n\n# Tools\n\nYou may call one or more functions to assist with the user query.\n\nYou are provided with function signatures within <tools></tools> XML tags:\n<tools>" }}
    {%- for tool in tools %}
        {{- "\n" }}
        {{- tool | tojson }}
    {%- endfor %}
    {{- "\n</tools>\n\nFor each function call, return a json object with function name and arguments within <tool_call></tool_call> XML tags:\n<tool_call>\n{\"name\": <function-name>, \"arguments\": <args-json-object>}\n</tool_call><|im_end|>\n" }}
{%- else %}
    {%- if messages[0]['role'] == 'system' %}
        {{- '<|im_start|>system\n' + messages[0]['content'] + '<|im_end|>\n' }}
    {%- else %}
        {{- '<|im_start|>system\nYou are Qwen, created by Alibaba Cloud. You are a helpful assistant.<|im_end|>\n' }}
    {%- endif %}
{%- endif %}
{%- for message in messages %}
    {%- if (message.role == "user") or (message.role == "system" and not loop.first) or (message.role == "assistant" and not message.tool_calls) %}
        {{- '<|im_start|>' + message.role + '\n' + message.content + '<|im_end|>' + '\n' }}
    {%- elif message.role == "assistant" %}
        {{- '<|im_start|>' + message.role }}
        {%- if message.content %}
            {{- '\n' + message.content }}
        {%- endif %}
        {%- for tool_call in message.tool_calls %}
            {%- if tool_call.function is defined %}
                {%- set tool_call = tool_call.function %}
            {%- endif %}
            {{- '\n<tool_call>\n{"name": "' }}
            {{- tool_call.name }}
            {{- '", "arguments": ' }}
            {{- tool_call.arguments | tojson }}
            {{- '}\n</tool_call>' }}
        {%- endfor %}
        {{- '<|im_end|>\n' }}
    {%- elif message.role == "tool" %}
        {%- if (loop.index0 == 0) or (messages[loop.index0 - 1].role != "tool") %}
            {{- '<|im_start|>user' }}
        {%- endif %}
        {{- '\n<tool_response>\n' }}
        {{- message.content }}
        {{- '\n</tool_response>' }}
        {%- if loop.last or (messages[loop.index0 + 1].role != "tool") %}
            {{- '<|im_end|>\n' }}
        {%- endif %}
    {%- endif %}
{%- endfor %}
{%- if add_generation_prompt %}
    {{- '<|im_start|>assistant\n' }}
{%- endif %}
"""


def qwen25_chat_template(system: str = QWEN_SYSTEM) -> str:
    """Qwen2.5-Instruct's chat template with its default system prompt replaced by `system`.

    The Dream family's tokenizers carry it: Dream-v0-Instruct and DiffuCoder say "You are a
    helpful assistant.", Dream-Coder keeps Qwen's (bench/converted_models.py)."""
    return _QWEN25_CHAT_TEMPLATE.replace(QWEN_SYSTEM, system)


DREAM_CHAT_TEMPLATE = qwen25_chat_template("You are a helpful assistant.")

_C, _U = int(TokenType.CONTROL), int(TokenType.USER_DEFINED)

# Qwen2.5's added tokens, in order from 151643, typed as Qwen2's converter types them (special
# ones and those that look special, <|...|>, CONTROL: conversion/base.py get_vocab_base).
_QWEN_SPECIALS: tuple[tuple[str, int], ...] = (
    ("<|endoftext|>", _C), ("<|im_start|>", _C), ("<|im_end|>", _C),
    ("<|object_ref_start|>", _C), ("<|object_ref_end|>", _C), ("<|box_start|>", _C),
    ("<|box_end|>", _C), ("<|quad_start|>", _C), ("<|quad_end|>", _C),
    ("<|vision_start|>", _C), ("<|vision_end|>", _C), ("<|vision_pad|>", _C),
    ("<|image_pad|>", _C), ("<|video_pad|>", _C), ("<tool_call>", _U), ("</tool_call>", _U),
    ("<|fim_prefix|>", _C), ("<|fim_middle|>", _C), ("<|fim_suffix|>", _C),
    ("<|fim_pad|>", _C), ("<|repo_name|>", _C), ("<|file_sep|>", _C),
)
# Dream's converter (conversion/dream.py get_vocab_base) types an added token CONTROL only when
# the tokenizer marks it special: Qwen2.5's tool-call, FIM, repo and file tokens are not, so in
# a dream file they are USER_DEFINED.
_DREAM_NOT_SPECIAL = frozenset({"<tool_call>", "</tool_call>", "<|fim_prefix|>", "<|fim_middle|>",
                                "<|fim_suffix|>", "<|fim_pad|>", "<|repo_name|>", "<|file_sep|>"})
# Dream adds these two after Qwen's.
_DREAM_EXTRA: tuple[tuple[str, int], ...] = (("<|beginoftext|>", _C), ("<|mask|>", _C))


def _qwen_specials(first: int, dream: bool) -> tuple[SpecialToken, ...]:
    table = _QWEN_SPECIALS + (_DREAM_EXTRA if dream else ())
    return tuple(SpecialToken(first + i, text, _U if dream and text in _DREAM_NOT_SPECIAL else typ)
                 for i, (text, typ) in enumerate(table))


# LLaDA-8B-Instruct's added tokens (tokenizer_config.json), all special (CONTROL), in order from
# its BOS: <|startoftext|> (BOS), <|endoftext|> (EOS and pad), [CLS], [gMASK], 256 reserved
# tokens <|reserved_token_N|> of which N = 252 is <|mdm_mask|>, then these nine.
_LLADA_HEAD = ("<|startoftext|>", "<|endoftext|>", "[CLS]", "[gMASK]")
_LLADA_TAIL = ("<role>", "</role>", "<|arithmetic_start|>", "<|arithmetic_end|>",
               "<|number_start|>", "<|number_end|>", "<|start_header_id|>", "<|end_header_id|>",
               "<|eot_id|>")


def _llada_specials(first: int, n_reserved: int = 256, mask_index: int = 252
                    ) -> tuple[SpecialToken, ...]:
    """LLaDA's added tokens from `first` (the BOS id): the real layout by default (BOS 126080 ->
    mask 126336, <|eot_id|> 126348); fewer reserved tokens for a small vocabulary."""
    reserved = tuple("<|mdm_mask|>" if n == mask_index else f"<|reserved_token_{n}|>"
                     for n in range(n_reserved))
    texts = _LLADA_HEAD + reserved + _LLADA_TAIL
    return tuple(SpecialToken(first + i, text) for i, text in enumerate(texts))


def _llama3_specials(first: int) -> tuple[SpecialToken, ...]:
    names = ("<|begin_of_text|>", "<|end_of_text|>", "<|start_header_id|>",
             "<|end_header_id|>", "<|eot_id|>")
    return tuple(SpecialToken(first + i, n) for i, n in enumerate(names))


# ------------------------------------------------------------------------------- presets

# LLaDA-8B-Instruct, with the metadata llama.cpp's converter writes for it (conversion/llada.py;
# tests/test_factory.py compares it with a converted checkpoint): pre-tokenizer "bailingmoe"
# (the converter has no hash entry for LLaDA's tokenizer and answers Ling-lite's), BOS forced
# on, add_eos false, diffusion.shift_logits false, no end-of-turn key (<|eot_id|> 126348 is
# found by its text), MHA, untied output, LLaDA's 269 added tokens at their real ids.
LLADA_8B = ModelConfig(
    arch="llada", n_layer=32, n_embd=4096, n_ff=12288, n_head=32, n_head_kv=32, head_dim=128,
    n_vocab=126464, n_ctx=4096, rope_theta=500000.0, norm_eps=1e-5, qkv_bias=False,
    bos_token_id=126080, eos_token_id=126081, pad_token_id=126081, mask_token_id=126336,
    eot_token_id=126348, special_tokens=_llada_specials(126080),
    chat_template=LLADA_CHAT_TEMPLATE, tokenizer_pre="bailingmoe", add_bos=True, add_eos=False,
    shift_logits=False, name="LLaDA-8B-Instruct (dllmc factory)", finetune="Instruct",
    basename="LLaDA",
)

# Dream-v0-Instruct-7B (Qwen2.5-7B body), as conversion/dream.py writes it: pre "qwen2", BOS
# <|beginoftext|> 151665 (its tokenizer's bos_token; config.json says 151643), EOS and pad
# <|endoftext|> 151643, mask 151666, add_bos / add_eos false, no diffusion.shift_logits key
# (llama.cpp reads absence as shifted), no dream.vocab_size, Qwen2.5's chat template with
# Dream's system prompt.  context_length: Qwen2.5-7B's 131072.
DREAM_7B = ModelConfig(
    arch="dream", n_layer=28, n_embd=3584, n_ff=18944, n_head=28, n_head_kv=4, head_dim=128,
    n_vocab=152064, n_ctx=131072, rope_theta=1e6, norm_eps=1e-6, qkv_bias=True,
    bos_token_id=151665, eos_token_id=151643, pad_token_id=151643, mask_token_id=151666,
    eot_token_id=151645, special_tokens=_qwen_specials(151643, dream=True),
    chat_template=DREAM_CHAT_TEMPLATE, tokenizer_pre="qwen2", add_bos=False, add_eos=False,
    shift_logits=None, name="Dream-v0-Instruct-7B (dllmc factory)", finetune="Instruct",
    basename="Dream-v0",
)

# tiny("llada"): LLaDA's added tokens with one reserved token, the mask (14 tokens, BOS first).
_TINY_LLADA_SPECIALS = 14


def tiny(arch: str = "llada", **overrides: object) -> ModelConfig:
    """A small model of `arch` (2 layers, 256 wide, FFN 512, 4 heads of 64, vocab 1024).

    Widths are multiples of 256 so every quant type fits.  Special tokens sit at the top of
    the vocabulary, as in the real models; any field can be overridden, e.g.
    ``tiny("dream", n_layer=1, n_vocab=2048)`` (special ids follow ``n_vocab``).

    ``llada`` and ``dream`` carry the metadata of `LLADA_8B` / `DREAM_7B` (what llama.cpp's
    converter writes) on the small vocabulary: LLaDA's added tokens in their real order from
    ``n_vocab - 16`` (BOS, EOS/pad, [CLS], [gMASK], <|mdm_mask|> at ``n_vocab - 12``, <role> ...
    <|eot_id|>; 2 unused ids above), Dream's from ``n_vocab - 32`` (Qwen2.5's 22, then
    <|beginoftext|> = BOS, <|mask|>; 8 unused above).
    """
    n_vocab = int(overrides.get("n_vocab", 1024))  # type: ignore[call-overload]
    base: dict[str, object] = dict(
        arch=arch, n_layer=2, n_embd=256, n_ff=512, n_head=4, n_head_kv=4, head_dim=64,
        n_vocab=n_vocab, n_ctx=2048, rope_theta=10000.0, norm_eps=1e-5, qkv_bias=False,
        name=f"tiny {arch} (dllmc factory)",
    )
    if arch == "llada":
        first = n_vocab - 16
        specials = _llada_specials(first, n_reserved=1, mask_index=0)
        assert len(specials) == _TINY_LLADA_SPECIALS
        base.update(
            special_tokens=specials, bos_token_id=first, eos_token_id=first + 1,
            pad_token_id=first + 1, mask_token_id=first + 4, eot_token_id=first + 13,
            chat_template=LLADA_CHAT_TEMPLATE, tokenizer_pre="bailingmoe", add_bos=True,
            add_eos=False, rope_theta=500000.0, shift_logits=False, basename="tiny-llada",
            finetune="Instruct",
        )
    elif arch == "llama":
        first = n_vocab - 8
        base.update(
            special_tokens=_llama3_specials(first), bos_token_id=first,
            eos_token_id=first + 4, eot_token_id=first + 4,
            chat_template=LLAMA3_CHAT_TEMPLATE, tokenizer_pre="llama-bpe", add_bos=True,
            rope_theta=500000.0,
        )
    elif arch == "dream":
        first = n_vocab - 32
        base.update(
            n_head_kv=2, qkv_bias=True, rope_theta=1e6, norm_eps=1e-6,
            special_tokens=_qwen_specials(first, dream=True), bos_token_id=first + 22,
            eos_token_id=first, pad_token_id=first, eot_token_id=first + 2,
            mask_token_id=first + 23, chat_template=DREAM_CHAT_TEMPLATE, tokenizer_pre="qwen2",
            add_bos=False, add_eos=False, basename="tiny-dream", finetune="Instruct",
        )
    elif arch == "qwen2":
        first = n_vocab - 32
        base.update(
            n_head_kv=2, qkv_bias=True, rope_theta=1e6, norm_eps=1e-6,
            special_tokens=_qwen_specials(first, dream=False), bos_token_id=first,
            eos_token_id=first + 2, pad_token_id=first, eot_token_id=first + 2,
            chat_template=CHATML_CHAT_TEMPLATE, tokenizer_pre="qwen2", add_bos=False,
        )
    elif arch in MOE_ARCHS:
        # widths as the CI converted files (bench/converted_models.py); experts 16 of top 4
        # (the real 64-128 of top 8 are in those files); Qwen-style specials at the top
        first = n_vocab - 32
        base.update(
            n_expert=16, n_expert_used=4, n_ff_exp=256, n_ff=512, norm_eps=1e-6,
            rope_theta=1e6 if arch in ("rnd1", "qwen3moe") else 50000.0,
            special_tokens=_qwen_specials(first, dream=True), bos_token_id=first,
            eos_token_id=first, pad_token_id=first, eot_token_id=first + 2,
            chat_template=CHATML_CHAT_TEMPLATE, tokenizer_pre="qwen2", add_bos=False,
        )
        if arch in ("rnd1", "qwen3moe"):  # head_dim 128 over a narrower residual, GQA
            base.update(n_head=4, n_head_kv=1, head_dim=128)
        if arch in DIFFUSION_ARCHS:
            base.update(mask_token_id=first + 23)
        if arch == "llada-moe":
            base.update(shift_logits=False)
        if arch == "olmoe":
            base.update(n_ff=256)  # OLMoE's experts are its feed_forward_length wide
        if arch in BAILING_ARCHS:
            # LLaDA2.0-mini's routing on 16 experts (the real 256 are in the converted files):
            # sigmoid scores, a selection bias, 4 groups of which 2 are kept, top 4, weights
            # renormalised x 2.5, a shared expert; layer 0 dense; 2 heads of 128 rotating 64
            # dimensions (the real head), 1 K/V head
            base.update(n_head=2, n_head_kv=1, head_dim=128, n_rot=64, rope_theta=600000.0,
                        n_dense_lead=1, expert_gating=2, expert_groups=(4, 2),
                        expert_weights_scale=2.5, expert_weights_norm=True,
                        expert_probs_bias=True, n_ff_shexp=256)
        if arch == "llada2":
            base.update(shift_logits=False)
    else:
        raise ValueError(f"unknown architecture {arch!r}; expected one of {ARCHS}")
    base.update(overrides)
    return ModelConfig(**base)  # type: ignore[arg-type]


# ============================================================================ tensors


@dataclass(frozen=True)
class TensorSpec:
    """One tensor: GGUF name, NumPy shape ((N, K) for a weight: ggml ne = [K, N]), init."""

    name: str
    shape: tuple[int, ...]
    mean: float
    std: float

    @property
    def n_elements(self) -> int:
        return math.prod(self.shape)

    @property
    def role(self) -> str:
        """Name without ``blk.N.`` and ``.weight``: ``attn_q``, ``attn_q.bias``, ``output``."""
        return _role(self.name)


def _role(name: str) -> str:
    stem = name.removesuffix(".weight")
    return re.sub(r"^blk\.\d+\.", "", stem)


def tensor_specs(config: ModelConfig) -> list[TensorSpec]:
    """Every tensor of the model, in file order (the converters' order)."""
    c = config
    out_std = 3.0 / math.sqrt(c.n_embd)

    def mat(name: str, n: int, k: int, std: float | None = None) -> TensorSpec:
        return TensorSpec(name, (n, k), 0.0, 1.0 / math.sqrt(k) if std is None else std)

    def norm(name: str) -> TensorSpec:
        return TensorSpec(name, (c.n_embd,), 1.0, 0.1)

    def bias(name: str, n: int) -> TensorSpec:
        return TensorSpec(name, (n,), 0.0, 0.2)

    specs = [mat("token_embd.weight", c.n_vocab, c.n_embd, out_std if c.tied_output else 1.0)]
    for i in range(c.n_layer):
        b = f"blk.{i}."
        specs.append(norm(b + "attn_norm.weight"))
        if c.arch in BAILING_ARCHS:  # Q, K and V's rows in one matrix (create_tensor_qkv)
            specs.append(mat(b + "attn_qkv.weight", c.n_embd_q + 2 * c.n_embd_kv, c.n_embd))
        else:
            for proj, n in (("attn_q", c.n_embd_q), ("attn_k", c.n_embd_kv),
                            ("attn_v", c.n_embd_kv)):
                specs.append(mat(b + proj + ".weight", n, c.n_embd))
                if c.qkv_bias:
                    specs.append(bias(b + proj + ".bias", n))
        if c.arch in MOE_ARCHS:  # RMS norms of Q and K: per head, or (olmoe) whole
            full = c.arch == "olmoe"
            specs.append(TensorSpec(b + "attn_q_norm.weight",
                                    (c.n_embd_q if full else c.head_dim,), 1.0, 0.1))
            specs.append(TensorSpec(b + "attn_k_norm.weight",
                                    (c.n_embd_kv if full else c.head_dim,), 1.0, 0.1))
        specs.append(mat(b + "attn_output.weight", c.n_embd, c.n_embd_q))
        specs.append(norm(b + "ffn_norm.weight"))
        if c.n_expert and i >= c.n_dense_lead:  # the router, then the experts stacked (E, N, K)
            specs.append(mat(b + "ffn_gate_inp.weight", c.n_expert, c.n_embd))
            if c.expert_probs_bias:
                specs.append(TensorSpec(b + "exp_probs_b.bias", (c.n_expert,), 0.0, 0.05))
            if c.n_ff_shexp:
                specs.append(mat(b + "ffn_gate_shexp.weight", c.n_ff_shexp, c.n_embd))
                specs.append(mat(b + "ffn_up_shexp.weight", c.n_ff_shexp, c.n_embd))
                specs.append(mat(b + "ffn_down_shexp.weight", c.n_embd, c.n_ff_shexp))
            for stack, n, k in (("ffn_gate_exps", c.n_ff_exp, c.n_embd),
                                ("ffn_up_exps", c.n_ff_exp, c.n_embd),
                                ("ffn_down_exps", c.n_embd, c.n_ff_exp)):
                specs.append(TensorSpec(f"{b}{stack}.weight", (c.n_expert, n, k), 0.0,
                                        1.0 / math.sqrt(k)))
            continue
        specs.append(mat(b + "ffn_gate.weight", c.n_ff, c.n_embd))
        specs.append(mat(b + "ffn_up.weight", c.n_ff, c.n_embd))
        specs.append(mat(b + "ffn_down.weight", c.n_embd, c.n_ff))
    specs.append(norm("output_norm.weight"))
    if not c.tied_output:
        specs.append(mat("output.weight", c.n_vocab, c.n_embd, out_std))
    return specs


def _qtype(t: TypeName) -> GGMLQuantizationType:
    if isinstance(t, GGMLQuantizationType):
        q = t
    else:
        try:
            q = GGMLQuantizationType[str(t).upper().strip()]
        except KeyError:
            raise ValueError(f"unknown quant type {t!r}; expected one of {QUANT_TYPES}") from None
    if q.name not in QUANT_TYPES:
        raise ValueError(f"quant type {q.name} is not supported by the factory ({QUANT_TYPES})")
    return q


def q4_k_m_types(config: ModelConfig) -> dict[str, str]:
    """llama.cpp's Q4_K_M mix (``src/llama-quant.cpp``) as a `types` mapping.

    Q4_K everywhere; ``output`` Q6_K; ``attn_v`` and ``ffn_down`` Q6_K on the layers where
    ``use_more_bits`` holds (first and last eighth, every third between); a tied
    ``token_embd`` takes the output's Q6_K; norms and biases F32.
    """
    n = config.n_layer

    def more_bits(i: int) -> bool:
        return i < n // 8 or i >= 7 * n // 8 or (i - n // 8) % 3 == 2

    types = {"*": "Q4_K", "output": "Q6_K", "ffn_gate_inp": "F32"}  # routers stay F32
    if config.tied_output:
        types["token_embd"] = "Q6_K"
    for i in range(n):
        if more_bits(i):
            types[f"blk.{i}.attn_v"] = "Q6_K"
            types[f"blk.{i}.ffn_down"] = "Q6_K"
            types[f"blk.{i}.ffn_down_exps"] = "Q6_K"
    return types


_FILE_TYPES: dict[str, int] = {
    "F32": LlamaFileType.ALL_F32, "F16": LlamaFileType.MOSTLY_F16,
    "BF16": LlamaFileType.MOSTLY_BF16, "Q4_0": LlamaFileType.MOSTLY_Q4_0,
    "Q4_1": LlamaFileType.MOSTLY_Q4_1, "Q5_0": LlamaFileType.MOSTLY_Q5_0,
    "Q5_1": LlamaFileType.MOSTLY_Q5_1, "Q8_0": LlamaFileType.MOSTLY_Q8_0,
    "Q4_K": LlamaFileType.MOSTLY_Q4_K_S, "Q5_K": LlamaFileType.MOSTLY_Q5_K_S,
    "Q6_K": LlamaFileType.MOSTLY_Q6_K, "Q4_K_M": LlamaFileType.MOSTLY_Q4_K_M,
}


def resolve_types(config: ModelConfig, types: Types | None = None
                  ) -> dict[str, GGMLQuantizationType]:
    """The ggml type of every tensor.

    `types` is one type name (every 2-D weight; 1-D norms/biases stay F32), ``"Q4_K_M"``
    (`q4_k_m_types`), or a mapping of fnmatch patterns to types.  In a mapping, ``"*"`` is
    the default for 2-D weights, and every other pattern may match any tensor by its full
    name (``blk.0.attn_q.weight``), its name without ``.weight`` (``blk.0.attn_q``,
    ``output``) or its role (``attn_q``, ``attn_q.bias``, ``ffn_norm``); the last matching
    pattern wins.  So ``{"*": "Q4_K", "output": "Q6_K", "*norm*": "F16"}``.
    """
    if types is None:
        types = "F32"
    if isinstance(types, str) and types.upper() == "Q4_K_M":
        types = q4_k_m_types(config)
    if not isinstance(types, Mapping):
        types = {"*": types}
    default = _qtype(types.get("*", "F32"))
    patterns = [(p, _qtype(t)) for p, t in types.items() if p != "*"]
    out: dict[str, GGMLQuantizationType] = {}
    for spec in tensor_specs(config):
        q = default if len(spec.shape) >= 2 else GGMLQuantizationType.F32
        keys = (spec.name, spec.name.removesuffix(".weight"), spec.role)
        for pattern, qt in patterns:
            if any(fnmatch.fnmatchcase(k, pattern) for k in keys):
                q = qt
        block = GGML_QUANT_SIZES[q][0]
        if spec.shape[-1] % block:
            raise ValueError(
                f"{spec.name}: row length {spec.shape[-1]} is not a multiple of the "
                f"{q.name} block size {block}")
        out[spec.name] = q
    return out


def _file_type(types: Types | None) -> int:
    if types is None:
        return LlamaFileType.ALL_F32
    if isinstance(types, str | GGMLQuantizationType):
        key = types.name if isinstance(types, GGMLQuantizationType) else types.upper()
    else:
        t = types.get("*", "F32")
        key = t.name if isinstance(t, GGMLQuantizationType) else str(t).upper()
    return int(_FILE_TYPES.get(key, LlamaFileType.GUESSED))


# ============================================================================ K-quant encoders
#
# Block layouts (ggml-common.h), QK_K = 256 values per super-block, little-endian:
#
#   block_q4_K (144 B): d f16 | dmin f16 | scales[12] | qs[128]
#   block_q5_K (176 B): d f16 | dmin f16 | scales[12] | qh[32] | qs[128]
#   block_q6_K (210 B): ql[128] | qh[64] | scales[16] int8 | d f16
#
# Q4_K/Q5_K: 8 sub-blocks of 32; value = d*sc[j]*q - dmin*m[j], sc/m 6-bit, packed in
# scales[12] as
#   byte j    (j<4): sc[j]   | (sc[j+4] >> 4) << 6
#   byte j+4  (j<4): m[j]    | (m[j+4]  >> 4) << 6
#   byte j+8  (j<4): (sc[j+4] & 15) | (m[j+4] & 15) << 4
# qs: for each 64-value chunk c (32 bytes): low nibble = sub-block 2c, high = 2c+1.
# Q5_K: the 5th bit of value l of sub-block j is bit j of qh[l].
# Q6_K: 16 sub-blocks of 16, value = d*sc[j]*(q-32), q 6-bit.  Per 128-value half h (ql
# bytes 64h.., qh bytes 32h..), quarter r, lane l (0..31): value 128h+32r+l has its low 4
# bits in ql[64h + 32(r&1) + l] (low nibble if r<2, else high) and its top 2 bits at bit
# 2r of qh[32h + l].
#
# The encoders below are not ggml's search (make_qkx2_quants): per sub-block they take the
# range, round scales up so it is covered, and round to nearest -- max error half a step.


def _f16(x: np.ndarray) -> np.ndarray:
    """Round to f16 (returned as f32), then nudge up where rounding went down."""
    h = x.astype(np.float16)
    low = h.astype(np.float32) < x
    h[low] = np.nextafter(h[low], np.float16(np.inf))
    return h


def _pack_scales_k4(sc: np.ndarray, m: np.ndarray) -> np.ndarray:
    """(nb, 8) 6-bit scales and mins -> (nb, 12) bytes, ggml's get_scale_min_k4 layout."""
    out = np.empty((sc.shape[0], 12), np.uint8)
    out[:, 0:4] = sc[:, :4] | ((sc[:, 4:] >> 4) << 6)
    out[:, 4:8] = m[:, :4] | ((m[:, 4:] >> 4) << 6)
    out[:, 8:12] = (sc[:, 4:] & 15) | ((m[:, 4:] & 15) << 4)
    return out


def _pack_nibbles_k4(q: np.ndarray) -> np.ndarray:
    """(nb, 8, 32) values 0..15 -> (nb, 128): chunk c low nibble sub-block 2c, high 2c+1."""
    q = q.astype(np.uint8)
    return (q[:, 0::2] | (q[:, 1::2] << 4)).reshape(q.shape[0], 128)


def _affine_k(x: np.ndarray, nmax: int) -> tuple[np.ndarray, ...]:
    """Shared Q4_K/Q5_K encoder: (nb, 256) -> d, dmin (f16), sc, m (uint8), q (nb, 8, 32)."""
    xs = x.reshape(-1, 8, 32).astype(np.float32)
    lo = np.minimum(xs.min(axis=-1), 0.0)  # mins are stored as a subtracted positive offset
    hi = xs.max(axis=-1)
    mins = -lo
    dmin = _f16(mins.max(axis=-1) / 63.0)
    dmin32 = dmin.astype(np.float32)[:, None]
    with np.errstate(divide="ignore", invalid="ignore"):
        m = np.where(dmin32 > 0, np.ceil(mins / dmin32), 0.0)
    m = np.clip(m, 0, 63)
    offset = dmin32 * m  # >= -lo: the range starts at or below the smallest value
    need = (hi + offset) / nmax  # step that reaches the largest value
    d = _f16(need.max(axis=-1) / 63.0)
    d32 = d.astype(np.float32)[:, None]
    with np.errstate(divide="ignore", invalid="ignore"):
        sc = np.where(d32 > 0, np.ceil(need / d32), 0.0)
    sc = np.clip(sc, 0, 63)
    step = (d32 * sc)[..., None]
    with np.errstate(divide="ignore", invalid="ignore"):
        q = np.where(step > 0, np.rint((xs + offset[..., None]) / step), 0.0)
    q = np.clip(q, 0, nmax)
    return d, dmin, sc.astype(np.uint8), m.astype(np.uint8), q.astype(np.uint8)


def _quantize_q4_k(x: np.ndarray) -> np.ndarray:
    d, dmin, sc, m, q = _affine_k(x, 15)
    nb = q.shape[0]
    out = np.empty((nb, 144), np.uint8)
    out[:, 0:2] = d.view(np.uint8).reshape(nb, 2)
    out[:, 2:4] = dmin.view(np.uint8).reshape(nb, 2)
    out[:, 4:16] = _pack_scales_k4(sc, m)
    out[:, 16:144] = _pack_nibbles_k4(q)
    return out


def _pack_qh_k5(q: np.ndarray) -> np.ndarray:
    """(nb, 8, 32) 5-bit values -> (nb, 32): bit j of byte l = bit 4 of sub-block j, lane l."""
    hbits = (q >> 4) & 1
    weights = (1 << np.arange(8, dtype=np.uint8))[None, :, None]
    return (hbits * weights).sum(axis=1, dtype=np.uint8)


def _quantize_q5_k(x: np.ndarray) -> np.ndarray:
    d, dmin, sc, m, q = _affine_k(x, 31)
    nb = q.shape[0]
    out = np.empty((nb, 176), np.uint8)
    out[:, 0:2] = d.view(np.uint8).reshape(nb, 2)
    out[:, 2:4] = dmin.view(np.uint8).reshape(nb, 2)
    out[:, 4:16] = _pack_scales_k4(sc, m)
    out[:, 16:48] = _pack_qh_k5(q)
    out[:, 48:176] = _pack_nibbles_k4(q & 15)
    return out


def _pack_q6_k(q: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """(nb, 256) values 0..63 -> ql (nb, 128), qh (nb, 64)."""
    nb = q.shape[0]
    q = q.astype(np.uint8).reshape(nb, 2, 4, 32)  # half, quarter, lane
    lo, hi = q & 15, q >> 4
    ql = np.concatenate([lo[:, :, 0] | (lo[:, :, 2] << 4), lo[:, :, 1] | (lo[:, :, 3] << 4)],
                        axis=-1)  # (nb, 2, 64)
    qh = hi[:, :, 0] | (hi[:, :, 1] << 2) | (hi[:, :, 2] << 4) | (hi[:, :, 3] << 6)
    return ql.reshape(nb, 128), qh.reshape(nb, 64)


def _quantize_q6_k(x: np.ndarray) -> np.ndarray:
    xs = x.reshape(-1, 16, 16).astype(np.float32)
    nb = xs.shape[0]
    need = np.abs(xs).max(axis=-1) / 31.0  # q in [-31, 31] (-32 unused)
    d = _f16(need.max(axis=-1) / 127.0)
    d32 = d.astype(np.float32)[:, None]
    with np.errstate(divide="ignore", invalid="ignore"):
        sc = np.where(d32 > 0, np.ceil(need / d32), 0.0)
    sc = np.clip(sc, 0, 127)
    step = (d32 * sc)[..., None]
    with np.errstate(divide="ignore", invalid="ignore"):
        q = np.where(step > 0, np.rint(xs / step), 0.0)
    q = (np.clip(q, -32, 31) + 32).astype(np.uint8).reshape(nb, 256)
    ql, qh = _pack_q6_k(q)
    out = np.empty((nb, 210), np.uint8)
    out[:, 0:128] = ql
    out[:, 128:192] = qh
    out[:, 192:208] = sc.astype(np.int8).view(np.uint8)
    out[:, 208:210] = d.view(np.uint8).reshape(nb, 2)
    return out


_K_ENCODERS: dict[GGMLQuantizationType, Callable[[np.ndarray], np.ndarray]] = {
    GGMLQuantizationType.Q4_K: _quantize_q4_k,
    GGMLQuantizationType.Q5_K: _quantize_q5_k,
    GGMLQuantizationType.Q6_K: _quantize_q6_k,
}


def quantize(x: np.ndarray, qtype: TypeName) -> np.ndarray:
    """Quantize a float array (last axis a multiple of the block size) to GGUF bytes.

    Returns uint8 of shape (..., row_bytes) for every type (F32/F16 too, as raw bytes).
    K-quants use this module's encoders; the rest ``gguf.quants.quantize``.
    """
    q = _qtype(qtype)
    x = np.asarray(x, dtype=np.float32)
    block, size = GGML_QUANT_SIZES[q]
    if x.shape[-1] % block:
        raise ValueError(f"row length {x.shape[-1]} is not a multiple of {q.name}'s {block}")
    lead = x.shape[:-1]
    row_bytes = x.shape[-1] // block * size
    if q in _K_ENCODERS:
        enc = _K_ENCODERS[q](x.reshape(-1, QK_K))
    elif q == GGMLQuantizationType.F32:
        enc = x
    else:
        enc = gguf_quants.quantize(x, q)
    return np.ascontiguousarray(enc).view(np.uint8).reshape(*lead, row_bytes)


def dequantize(data: np.ndarray, qtype: TypeName, shape: Sequence[int]) -> np.ndarray:
    """GGUF bytes -> float32 array of `shape` (``gguf.quants.dequantize``, the oracle)."""
    q = _qtype(qtype)
    raw = np.ascontiguousarray(data).view(np.uint8)
    if q == GGMLQuantizationType.F32:
        return raw.view(np.float32).reshape(shape).copy()
    if q == GGMLQuantizationType.F16:
        return raw.view(np.float16).astype(np.float32).reshape(shape)
    block, size = GGML_QUANT_SIZES[q]
    rows = raw.reshape(-1, shape[-1] // block * size)
    return gguf_quants.dequantize(rows, q).reshape(shape).astype(np.float32)


# ============================================================================ random blocks
#
# Uniform random quants with scales picked so the dequantized values have mean ~0 and the
# requested std.  Offsets cancel the quants' mean (Q4_1/Q5_1/Q4_K/Q5_K: min = -mean*d*sc)
# or the scale sign is random (Q4_0/Q5_0/Q6_K) so rows have no systematic bias.


def _raw_bytes(rng: np.random.Generator, nb: int, size: int) -> np.ndarray:
    n = nb * size
    words = rng.bit_generator.random_raw((n + 7) // 8)
    return words.view(np.uint8)[:n].reshape(nb, size)


def _jittered_f16(rng: np.random.Generator, nb: int, d: float) -> np.ndarray:
    """nb f16 block scales around d (x0.8..1.2), so blocks differ as in real files."""
    return (d * rng.uniform(0.8, 1.2, nb)).astype(np.float16)


def _e2(values: np.ndarray) -> float:
    return float(np.mean(values.astype(np.float64) ** 2))


_SC_K4 = np.arange(32, 64)  # 6-bit sub-block scales drawn from here
_SC_K6 = np.concatenate([np.arange(-127, -63), np.arange(64, 128)])


def random_blocks(rng: np.random.Generator, qtype: TypeName, nb: int, std: float) -> np.ndarray:
    """`nb` valid random blocks of `qtype` whose values have mean ~0 and std ~`std`."""
    q = _qtype(qtype)
    size = GGML_QUANT_SIZES[q][1]
    out = _raw_bytes(rng, nb, size)
    name = q.name
    if name in ("Q4_0", "Q5_0"):
        half = 8 if name == "Q4_0" else 16
        d = std / math.sqrt(_e2(np.arange(2 * half) - half))
        dv = _jittered_f16(rng, nb, d) * np.where(rng.random(nb) < 0.5, -1, 1).astype(np.float16)
        out[:, 0:2] = dv.view(np.uint8).reshape(nb, 2)
    elif name in ("Q4_1", "Q5_1"):
        levels = 16 if name == "Q4_1" else 32
        d = std / math.sqrt((levels * levels - 1) / 12)
        dv = _jittered_f16(rng, nb, d)
        out[:, 0:2] = dv.view(np.uint8).reshape(nb, 2)
        mv = (-(levels - 1) / 2 * dv.astype(np.float32)).astype(np.float16)
        out[:, 2:4] = mv.view(np.uint8).reshape(nb, 2)
    elif name == "Q8_0":
        qs = out[:, 2:].view(np.int8)
        np.maximum(qs, np.int8(-127), out=qs)  # ggml's quantizer stays in [-127, 127]
        d = std / math.sqrt(_e2(np.arange(-127, 128)))
        out[:, 0:2] = _jittered_f16(rng, nb, d).view(np.uint8).reshape(nb, 2)
    elif name in ("Q4_K", "Q5_K"):
        levels = 16 if name == "Q4_K" else 32
        sc = (out[:, 4:12] & 31) + np.uint8(32)  # uniform over _SC_K4, from the random bytes
        d = std / math.sqrt(_e2(_SC_K4) * (levels * levels - 1) / 12)
        dv = _jittered_f16(rng, nb, d)
        dmin = ((levels - 1) / 2 * dv.astype(np.float32)).astype(np.float16)
        out[:, 0:2] = dv.view(np.uint8).reshape(nb, 2)
        out[:, 2:4] = dmin.view(np.uint8).reshape(nb, 2)
        out[:, 4:16] = _pack_scales_k4(sc, sc)  # m = sc: offset = mean quant * d*sc
    elif name == "Q6_K":
        r = out[:, 192:208]  # random bytes -> scales uniform over _SC_K6: sign bit + 64..127
        mag = (r & 63).astype(np.int8) + np.int8(64)
        out[:, 192:208] = np.where(r & 128, -mag, mag).view(np.uint8)
        d = std / math.sqrt(_e2(_SC_K6) * _e2(np.arange(64) - 32))
        out[:, 208:210] = _jittered_f16(rng, nb, d).view(np.uint8).reshape(nb, 2)
    else:
        raise ValueError(f"random blocks are for block-quantized types, not {name}")
    return out


# ============================================================================ tokenizer


@cache
def bytes_to_unicode() -> dict[int, str]:
    """GPT-2's byte -> printable character map (byte-level BPE symbols)."""
    bs = list(range(ord("!"), ord("~") + 1)) + list(range(ord("¡"), ord("¬") + 1)) \
        + list(range(ord("®"), ord("ÿ") + 1))
    cs = bs[:]
    n = 0
    for b in range(256):
        if b not in bs:
            bs.append(b)
            cs.append(256 + n)
            n += 1
    return dict(zip(bs, map(chr, cs), strict=True))


# Common English words and code keywords, most frequent first (weights fall with rank).
_CORPUS_TEXT = """
the of and to a in is it you that he was for on are with as I his they be at one have this
from or had by not word but what some we can out other were all there when up use your how
said an each she which do their time if will way about many then them write would like so
these her long make thing see him two has look more day could go come did number sound no
most people my over know water than call first who may down side been now find any new work
part take get place made live where after back little only round man year came show every
good me give our under name very through just form sentence great think say help low line
differ turn cause much mean before move right boy old too same tell does set three want air
well also play small end put home read hand port large spell add even land here must big
high such follow act why ask men change went light kind off need house picture try us again
animal point mother world near build self earth father head stand own page should country
found answer school grow study still learn plant cover food sun four between state keep eye
never last let thought city tree cross farm hard start might story saw far sea draw left late
run while press close night real life few north open seem together next white children begin
got walk example ease paper group always music those both mark often letter until mile river
car feet care second book carry took science eat room friend began idea fish mountain stop
once base hear horse cut sure watch color face wood main enough plain girl usual young ready
above ever red list though feel talk bird soon body dog family direct pose leave song measure
door product black short numeral class wind question happen complete ship area half rock
order fire south problem piece told knew pass since top whole king space heard best hour
better true during hundred five remember step early hold west ground interest reach fast verb
sing listen six table travel less morning ten simple several vowel toward war lay against
pattern slow center love person money serve appear road map rain rule govern pull cold notice
voice unit power town fine certain fly fall lead cry dark machine note wait plan figure star
box noun field rest correct able pound done beauty drive stood contain front teach week final
gave green oh quick develop ocean warm free minute strong special mind behind clear tail
produce fact street inch multiply nothing course stay wheel full force blue object decide
surface deep moon island foot system busy test record boat common gold possible plane stead
dry wonder laugh thousand ago ran check game shape equate hot miss brought heat snow tire
bring yes distant fill east paint language among user assistant system model answer explain
def return self import class None True False print range len list dict str int float value
function string reverse input output result data file error const let var async await
"""


def _corpus() -> list[tuple[str, int]]:
    """(pre-token in byte-level symbols, weight): ' word' is 'Ġword', '\\n' is 'Ċ'."""
    items: dict[str, int] = {}
    for rank, w in enumerate(dict.fromkeys(_CORPUS_TEXT.split())):
        weight = 4000 // (rank + 10) + 1
        for form, f in (("Ġ" + w, weight), (w, weight // 3 + 1), ("Ġ" + w.capitalize(), 1)):
            items[form] = items.get(form, 0) + f
    for ws, f in (("ĊĊ", 300), ("Ċ", 200), ("ĠĠĠ", 120), ("ĠĠĠĠĠĠĠ", 60), ("ĊĠĠĠ", 40),
                  ("):", 40), ("()", 40), ("Ġ=", 80), ("Ġ==", 20), ("'s", 40), ("Ġ{", 20),
                  ("Ġ}", 20), ("\":", 20), ("...", 10), ("Ġ->", 10)):
        items[ws] = items.get(ws, 0) + f
    return sorted(items.items())


@cache
def _bpe_merges(max_merges: int = 4000) -> tuple[tuple[str, str], ...]:
    """Byte-level BPE merges learned from `_corpus` (deterministic; ties: smallest pair)."""
    words = [list(w) for w, _ in _corpus()]
    freq = [f for _, f in _corpus()]
    counts: dict[tuple[str, str], int] = {}
    where: dict[tuple[str, str], set[int]] = {}
    for i, w in enumerate(words):
        for pair in pairwise(w):
            counts[pair] = counts.get(pair, 0) + freq[i]
            where.setdefault(pair, set()).add(i)
    heap = [(-c, p) for p, c in counts.items()]
    heapq.heapify(heap)
    merges: list[tuple[str, str]] = []
    while heap and len(merges) < max_merges:
        neg, pair = heapq.heappop(heap)
        if counts.get(pair, 0) != -neg or -neg <= 0:
            continue  # stale entry
        merges.append(pair)
        new = pair[0] + pair[1]
        touched: set[tuple[str, str]] = set()
        for i in sorted(where.pop(pair, ())):
            w, f = words[i], freq[i]
            for p in pairwise(w):  # remove the word's old pairs
                counts[p] -= f
                touched.add(p)
            j, merged = 0, []
            while j < len(w):
                if j + 1 < len(w) and (w[j], w[j + 1]) == pair:
                    merged.append(new)
                    j += 2
                else:
                    merged.append(w[j])
                    j += 1
            words[i] = merged
            for p in pairwise(merged):
                counts[p] = counts.get(p, 0) + f
                where.setdefault(p, set()).add(i)
                touched.add(p)
        counts.pop(pair, None)
        for p in touched:
            if counts.get(p, 0) > 0 and p != pair:
                heapq.heappush(heap, (-counts[p], p))
    return tuple(merges)


@cache
def _vocab(n_vocab: int, specials: tuple[SpecialToken, ...]
           ) -> tuple[tuple[str, ...], tuple[int, ...], tuple[str, ...]]:
    first_special = min((t.id for t in specials), default=n_vocab)
    byte_syms = list(bytes_to_unicode().values())
    tokens: list[str] = list(byte_syms)
    seen = set(tokens)
    merges: list[str] = []
    for a, b in _bpe_merges():
        if len(tokens) >= first_special:
            break
        merged = a + b
        if merged in seen:
            continue
        tokens.append(merged)
        seen.add(merged)
        merges.append(f"{a} {b}")
    n_normal = first_special
    tokens += [f"[t{i}]" for i in range(len(tokens), n_normal)]  # filler: normal, decodable
    types = [int(TokenType.NORMAL)] * n_normal
    tokens += [f"[PAD{i}]" for i in range(n_normal, n_vocab)]  # the converters' filler
    types += [int(TokenType.UNUSED)] * (n_vocab - n_normal)
    for t in specials:
        tokens[t.id] = t.text
        types[t.id] = int(t.type)
    return tuple(tokens), tuple(types), tuple(merges)


def build_vocab(config: ModelConfig) -> tuple[list[str], list[int], list[str]]:
    """(tokens, token types, merges) as written to the GGUF (cached per vocabulary).

    Ids 0..255 are GPT-2's byte symbols, then BPE merges of common English words/subwords,
    then normal filler tokens ``[tN]`` up to the first special id; the special tokens at
    their ids; unassigned ids above the first special are ``[PADN]`` (type UNUSED), as the
    llada/dream converters write them.
    """
    if config.special_tokens and min(t.id for t in config.special_tokens) < 256:
        raise ValueError("special token ids must leave room for the 256 byte tokens")
    tokens, types, merges = _vocab(config.n_vocab, config.special_tokens)
    return list(tokens), list(types), list(merges)


# ============================================================================ writing

_POOL: ThreadPoolExecutor | None = None
_CHUNK_ELEMENTS = 1 << 22


def _pool() -> ThreadPoolExecutor:
    global _POOL
    if _POOL is None:
        _POOL = ThreadPoolExecutor(max_workers=max(1, os.cpu_count() or 1))
    return _POOL


def _row_chunks(n_rows: int, row_elements: int) -> Iterator[tuple[int, int, int]]:
    step = max(1, _CHUNK_ELEMENTS // max(1, row_elements))
    for idx, r0 in enumerate(range(0, n_rows, step)):
        yield idx, r0, min(n_rows, r0 + step)


class _Pending:
    """A tensor being generated on the pool: (rows, row_bytes) uint8 and its chunk jobs."""

    def __init__(self, spec: TensorSpec, q: GGMLQuantizationType, seed: int, fill: Fill):
        rows = math.prod(spec.shape[:-1])  # a vector: one row; an expert stack: E x N
        k = spec.shape[-1]
        block, size = GGML_QUANT_SIZES[q]
        row_bytes = k // block * size
        self.out = out = np.empty((rows, row_bytes), np.uint8)
        is_float = q.name in ("F32", "F16", "BF16")
        if fill == "auto":
            fill = "quantize" if spec.n_elements <= AUTO_QUANTIZE_MAX_ELEMENTS else "random-blocks"
        tag = zlib.crc32(spec.name.encode())

        def work(idx: int, r0: int, r1: int) -> None:
            rng = np.random.default_rng([seed, tag, idx])
            if fill == "random-blocks" and not is_float:
                nb = (r1 - r0) * (k // block)
                out[r0:r1] = random_blocks(rng, q, nb, spec.std).reshape(r1 - r0, row_bytes)
                return
            x = rng.standard_normal((r1 - r0, k), dtype=np.float32)
            x *= np.float32(spec.std)
            x += np.float32(spec.mean)
            out[r0:r1] = quantize(x, q)

        self.jobs = [_pool().submit(work, *c) for c in _row_chunks(rows, k)]

    def result(self) -> np.ndarray:
        for job in self.jobs:
            job.result()
        return self.out


def tensor_data(spec: TensorSpec, q: TypeName, seed: int = 0, fill: Fill = "auto"
                ) -> np.ndarray:
    """The bytes `write_model` writes for `spec` as `q`: (rows, row_bytes) uint8."""
    return _Pending(spec, _qtype(q), seed, fill).result()


def _write_metadata(w: GGUFWriter, c: ModelConfig, file_type: int,
                    specs: Sequence[TensorSpec]) -> None:
    """Every key/value pair, in the order of a llama.cpp-converted, llama-quantized file.

    general.* as the converter's prepare_metadata writes them (name, version, finetune,
    basename, size_label); <arch>.* as conversion/base.py TextModel.set_gguf_parameters plus
    the architecture's class (conversion/llada.py, dream.py; llama.py / qwen.py for the causal
    ones); tokenizer.* as _set_vocab_gpt2 + gguf.SpecialVocab; general.quantization_version and
    general.file_type last, where llama-quantize puts them.
    """
    w.add_type("model")
    w.add_name(c.name)
    if c.version is not None:
        w.add_version(c.version)
    if c.finetune is not None:
        w.add_finetune(c.finetune)
    if c.basename is not None:
        w.add_basename(c.basename)
    w.add_size_label(size_label(sum(s.n_elements for s in specs), 0, 0, 0))

    w.add_block_count(c.n_layer)
    w.add_context_length(c.n_ctx)
    if c.arch == "llada":  # LLaDAModel writes the widths after its own keys
        w.add_head_count(c.n_head)
        w.add_head_count_kv(c.n_head_kv)
        w.add_rope_freq_base(c.rope_theta)
        w.add_layer_norm_rms_eps(c.norm_eps)
    else:
        w.add_embedding_length(c.n_embd)
        w.add_feed_forward_length(c.n_ff)
        w.add_head_count(c.n_head)
        w.add_head_count_kv(c.n_head_kv)
        w.add_rope_freq_base(c.rope_theta)
        w.add_layer_norm_rms_eps(c.norm_eps)
    if c.head_dim * c.n_head != c.n_embd:  # converters write these when config has head_dim
        w.add_key_length(c.head_dim)
        w.add_value_length(c.head_dim)
    if c.arch in ("llada", "llama"):  # LLaDAModel / LlamaModel
        w.add_vocab_size(c.n_vocab)
        w.add_rope_dimension_count(c.head_dim)
    if c.arch in BAILING_ARCHS:  # BailingMoeV2Model.set_gguf_parameters
        w.add_rope_dimension_count(c.n_rot or c.head_dim)
        w.add_leading_dense_block_count(c.n_dense_lead)
        w.add_vocab_size(c.n_vocab)
    if c.n_expert:  # TextModel.set_gguf_parameters; olmoe's experts are feed_forward_length wide
        w.add_expert_count(c.n_expert)
        w.add_expert_used_count(c.n_expert_used)
        if c.arch != "olmoe":
            w.add_expert_feed_forward_length(c.n_ff_exp)
        if c.expert_gating is not None:
            w.add_uint32(f"{c.arch}.expert_gating_func", c.expert_gating)
        if c.expert_groups is not None:
            w.add_expert_group_count(c.expert_groups[0])
            w.add_expert_group_used_count(c.expert_groups[1])
        if c.expert_weights_scale is not None:
            w.add_expert_weights_scale(c.expert_weights_scale)
        if c.expert_weights_norm is not None:
            w.add_expert_weights_norm(c.expert_weights_norm)
        if c.n_ff_shexp:
            if c.arch in BAILING_ARCHS:
                w.add_expert_shared_feed_forward_length(c.n_ff_shexp)
            w.add_expert_shared_count(1)
    if c.arch == "llada":
        w.add_embedding_length(c.n_embd)
        w.add_feed_forward_length(c.n_ff)
    if not c.is_causal:
        w.add_causal_attention(False)
    if c.shift_logits is not None:
        w.add_diffusion_shift_logits(c.shift_logits)
    # DreamModel writes the mask id with its parameters (from config.json), before the vocabulary
    mask_first = c.arch == "dream" and c.mask_token_id is not None
    if mask_first:
        w.add_mask_token_id(c.mask_token_id)  # type: ignore[arg-type]

    tokens, toktypes, merges = build_vocab(c)
    w.add_tokenizer_model("gpt2")
    w.add_tokenizer_pre(c.tokenizer_pre)
    w.add_token_list(tokens)
    w.add_token_types(toktypes)
    w.add_token_merges(merges)
    w.add_bos_token_id(c.bos_token_id)
    w.add_eos_token_id(c.eos_token_id)
    if c.pad_token_id is not None:
        w.add_pad_token_id(c.pad_token_id)
    if c.mask_token_id is not None and not mask_first:
        w.add_mask_token_id(c.mask_token_id)
    w.add_add_bos_token(c.add_bos)
    if c.add_eos is not None:
        w.add_add_eos_token(c.add_eos)
    w.add_chat_template(c.chat_template)

    w.add_quantization_version(GGML_QUANT_VERSION)
    w.add_file_type(file_type)


def metadata_only(path: str | os.PathLike[str], arch: str = "llada", **kv: object) -> Path:
    """A GGUF of ``arch`` with no tensors and the given metadata (keys with their dots: strings,
    ints as uint32, bools, lists): for the readers' bad-input tests."""
    w = GGUFWriter(path, arch)
    for key, value in kv.items():
        if isinstance(value, bool):
            w.add_bool(key, value)
        elif isinstance(value, int):
            w.add_uint32(key, value)
        elif isinstance(value, str):
            w.add_string(key, value)
        else:
            w.add_array(key, list(value))  # type: ignore[call-overload]
    w.write_header_to_file()
    w.write_kv_data_to_file()
    w.write_ti_data_to_file()
    w.close()
    return Path(path)


def write_model(
    path: str | os.PathLike[str],
    config: ModelConfig,
    *,
    types: Types | None = None,
    seed: int = 0,
    fill: Fill = "auto",
    file_type: int | None = None,
) -> Path:
    """Write `config` as a GGUF file at `path`; returns the path.

    types: see `resolve_types` (default all F32); ``"Q4_K_M"`` gives llama.cpp's mix.
    seed: weights are a function of (seed, tensor name).
    fill: ``"quantize"`` floats, ``"random-blocks"`` or ``"auto"`` (see the module doc).
    file_type: ``general.file_type`` (LlamaFileType); by default derived from `types`.
    """
    if fill not in ("auto", "quantize", "random-blocks"):
        raise ValueError(f"fill must be 'auto', 'quantize' or 'random-blocks', not {fill!r}")
    path = Path(path)
    qtypes = resolve_types(config, types)
    specs = tensor_specs(config)
    c = config

    w = GGUFWriter(path, c.arch)
    ok = False
    try:
        _write_metadata(w, c, _file_type(types) if file_type is None else file_type, specs)

        for spec in specs:
            q = qtypes[spec.name]
            block, size = GGML_QUANT_SIZES[q]
            nbytes = spec.n_elements // block * size
            w.add_tensor_info(spec.name, spec.shape, np.dtype(np.float32), nbytes, raw_dtype=q)

        w.write_header_to_file()
        w.write_kv_data_to_file()
        w.write_ti_data_to_file()
        # generate tensor i+1 on the pool while tensor i is written: at most two in memory
        pending = _Pending(specs[0], qtypes[specs[0].name], seed, fill)
        for nxt in [*specs[1:], None]:
            current = pending
            if nxt is not None:
                pending = _Pending(nxt, qtypes[nxt.name], seed, fill)
            w.write_tensor_data(current.result())
        ok = True
    finally:
        w.close()
        if not ok:
            path.unlink(missing_ok=True)  # no half-written model left behind
    return path

