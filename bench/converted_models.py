"""GGUF files as llama.cpp's own converter writes them, from synthetic Hugging Face checkpoints.

Every other GGUF the tests use was written by our code (tests/factory.py) or relabeled from a causal
model (bench/real_models.py), so it carries our assumptions. These are written by the vendored
``convert_hf_to_gguf.py`` (the llama-cpp-python sdist the reference is built from,
bench/llamacpp.py), run on a checkpoint shaped like the real model's:

- ``config.json``: the real model's, reduced for CI (2 layers, hidden 256, FFN 512, head dim 64;
  the MoE and Gemma 4 ones below) with everything else kept, the vocabulary size included
  (LLaDA 126464, Dream 152064), so the real special ids exist;
- ``model.safetensors``: seeded random weights, N(0, 0.02) (norms 1 + N(0, 0.02); Gemma 4's
  below), bfloat16 as the real checkpoints store them, under the real tensor names (LLaDA's
  ``model.transformer.*`` from its modeling code, with the untied
  ``model.transformer.ff_out.weight`` output; Dream's Qwen2 names with Q/K/V biases and an
  untied ``lm_head.weight``);
- a tokenizer (``tokenizer.json`` + ``tokenizer_config.json`` with the model's added tokens, special
  tokens and chat template). Dream family: Qwen2's byte-level BPE rebuilt from the vendored
  ``models/ggml-vocab-qwen2.gguf`` (its tokens and merges), so the converter's pre-tokenizer hash
  check answers ``qwen2`` by itself. LLaDA: its 126k vocabulary is not reachable here; the regular
  vocabulary is Qwen2's first 126080 tokens (merges whose parts or result fall outside dropped) and
  LLaDA's added tokens sit at their real ids 126080-126348. The converter has no hash entry for
  LLaDA's tokenizer and answers ``bailingmoe`` for the real one (Ling-lite's hash, vendored
  ``conversion/base.py``); a small wrapper imports the converter and monkeypatches
  ``LLaDAModel.get_vocab_base_pre`` to answer that. Nothing else is patched: the vendored files are
  not edited, and its own ``gguf-py`` comes first on the converter's path.

Mixture-of-experts bodies (:data:`MOE_MODEL_NAMES`; docs/moe-notes.md has how the vendored
llama.cpp reads each): LLaDA-MoE-7B-A1B-Instruct (``llada-moe``, diffusion), RND1-Base-0910
(``rnd1``, diffusion), Qwen3-30B-A3B (``qwen3moe``) and OLMoE-1B-7B-0924 (``olmoe``), causal. The
configs keep the real expert count and top-k (64/8, 128/8) with experts 256 wide, heads of 64
(LLaDA-MoE and OLMoE 4/4, RND1 and Qwen3 4/1), the real vocabulary. The checkpoints hold every
expert as its own ``model.layers.{L}.mlp.experts.{e}.{gate,up,down}_proj.weight`` (the converter
stacks them into ``ffn_{gate,up,down}_exps``), the router ``mlp.gate.weight`` [experts, hidden]
and ``self_attn.q_norm`` / ``k_norm`` (per head, [head_dim]; OLMoE's over the whole projection).
Tokenizers: RND1 and Qwen3 have Qwen2's BPE with Qwen3's added tokens (RND1's mask 151669 named
``<|mask|>``), and the hash check answers ``qwen2`` by itself. LLaDA-MoE's Ling-2.0 and OLMoE's
GPT-NeoX-style vocabularies are not reachable: Qwen2's regular tokens at the ids the real regular
tokens have (LLaDA-MoE's 151643-156890 left to the converter's ``[PAD<id>]``), the real special ids
(reconstructed where no source gave them; see each constant), and the wrapper patches
``LLaDAMoEModel`` / ``OlmoeModel``'s pre-tokenizer check to answer ``bailingmoe2`` / ``olmo``.
Q4_K_M makes the expert stacks Q4_K, the last layer's ``ffn_down_exps`` (and ``attn_v``) Q6_K,
like the output; the router stays F32 (the converter writes it F32, llama-quantize never
quantizes ``ffn_gate_inp``), as do the norms. Bench-only :data:`MOE_WIDE_NAMES`
(``llada-moe-7b-a1b-wide``, ``rnd1-wide``): the diffusion two at their real widths on 2 layers,
built on demand only (about 1 GB Q4_K_M and 3-4 GB F16 each, 2-3 minutes).

LLaDA2.0-mini (:data:`LLADA2_NAMES`, built by the tests with the MoE names; ``moe`` and ``all``
groups): BailingMoeV2 (Ling 2.0) with bidirectional attention, written by llama.cpp PR #17454
(not in the vendored llama.cpp) as architecture ``llada2``. Its config (:data:`LLADA2_MINI_CONFIG`)
is the real one with 1 dense + 2 MoE layers (first_k_dense_replace 1), hidden 256 as 2 heads of
128 (the real head and its 64 rotary dims) with 1 KV head, dense FFN 512, 256 experts top-8 in
8 groups (4 used) each 256 wide plus a 256-wide shared expert, sigmoid router with an expert
bias, routed_scaling_factor 2.5, the real vocabulary. Its checkpoint has the real names
(``model.word_embeddings``, the fused ``attention.query_key_value``, ``attention.dense``,
``attention.query_layernorm`` / ``key_layernorm``, ``mlp.gate.weight`` and the float32
``mlp.gate.expert_bias``, ``mlp.experts.{e}.*``, ``mlp.shared_experts.*``, ``lm_head``) and
LLaDA-MoE's Ling-2.0 tokenizer rebuild with Ling-2.0's chat template. The vendored converter
registers no LLaDA2 class, so it converts the checkpoint with ``architectures`` set to
``BailingMoeV2ForCausalLM`` (the class PR #17454's LLaDA2MoeModel subclasses): that is
``llada2-mini-bailingmoe2``, a ``bailingmoe2`` file the pinned llama.cpp loads and runs (the
reference forward), quantized as the others. ``llada2-mini`` is those two files relabeled as the
PR's converter writes them (:func:`relabel`, the vendored gguf-py): general.architecture
``llada2``, every ``bailingmoe2.*`` key ``llada2.*``, ``diffusion.shift_logits = false``
(unprefixed) added, ``tokenizer.ggml.mask_token_id`` 156895 (the converter writes it already,
from the tokenizer), no block-length key; the tensors byte for byte. Quantizing first and
relabeling both files is forced: the vendored llama-quantize refuses the unknown ``llada2``
(its type choices name no architecture but Falcon, BailingMoeV3 and GLM-5, src/llama-quant.cpp,
nor do the PR's, so the PR's build picks the same types). Bench-only :data:`LLADA2_WIDE_NAMES`
(``llada2-mini-wide`` and its bailingmoe2 twin, ``wide`` group): the real widths on 1 dense + 2
MoE layers, 1.5 GB Q4_K_M and 4.7 GB F16 each, about 3 minutes for the two (the checkpoint is
written in shards, SHARD_BYTES).

Gemma 4 (:data:`GEMMA4_NAMES`, ``gemma4`` and ``all`` groups; docs/diffusiongemma-notes.md
section 1 has what the vendored llama.cpp reads): ``Gemma4ForCausalLM`` checkpoints that the
converter's Gemma4Model writes as ``gemma4``. ``gemma4-moe`` is google/gemma-4-26B-A4B's text
config (:data:`GEMMA4_26B_A4B_CONFIG`) and ``gemma4-dense`` google/gemma-4-31B's structure
(:data:`GEMMA4_31B_CONFIG`: the same without experts), both reduced alike: 3 layers (sliding,
sliding, global) with window 64, hidden 256, 4 heads of the real 256 (sliding) / 512 (global)
dims with 2 / 1 K/V heads (per-layer head_count_kv [2, 2, 1]), K = V on the global layer (no
``attn_v``), proportional RoPE there (``rope_freqs``, 64 of 256 pairs turning, theta 1e6; 1e4
sliding), dense FFN 512 in every layer and, in the MoE one, 128 experts top-8 each 256 wide on
top (the fused ``ffn_gate_up_exps``, ``ffn_down_exps.scale`` from ``router.per_expert_scale``,
``ffn_gate_inp.scale`` from ``router.scale``), ``layer_output_scale``, no per-layer embeddings,
GELU-tanh, final_logit_softcapping 30, tied output; the real vocabulary (262144 tokens, 514906
merges: the vendored ``models/ggml-vocab-gemma-4.gguf``'s, rebuilt into an SPM-style BPE
``tokenizer.json``, which the converter writes back as ``tokenizer.ggml.model`` ``gemma4``
identical to that file: tokens, types, scores, merges; transformers tokenizes the file's 46
vocabulary tests as it expects) and a real Gemma 4 chat template each (:data:`GEMMA4_TEMPLATES`).
Their 1-D parameters are all random (:func:`_draw`: norms 1 + 0.3 N(0, 1), the scalars and
router scales uniform 0.5-1.5), q/k norms, router scale and the final norm also at a trained
model's scale, so that attention, routing and the softcap are well conditioned: the F16 file
and transformers (float32) then agree to 6e-4-1.6e-3 relative RMS on every logit row
(llama.cpp's float16 activations and GELU table). Q4_K_M: every matrix Q4_K but layer 1's
``attn_v`` (the second of the two) and the last layer's ``ffn_down`` / ``ffn_down_exps``, Q6_K
like ``token_embd`` (the tied output); the router F32. Bench-only
:data:`GEMMA4_WIDE_NAMES` (``gemma4-26b-a4b-wide``, ``wide`` group): the 26B-A4B's real widths
(hidden 2816, 16 heads, K/V 8 / 2, FFN 2112, 128 experts of 704, window 1024) on a sliding and
a global layer, written in shards; its 2112- and 704-wide rows fit no K-quant, so its
``ffn_down`` / ``ffn_down_exps`` are Q5_0 (Q8_0 in the last layer) in Q4_K_M.

The converter writes F16 (``<name>-f16.gguf``); ``llama-quantize`` of the same build makes the
Q4_K_M file (``<name>.gguf``), the one :func:`converted_model` returns.

Cache: ``<cache>/converted/`` (``<cache>`` is ``$DLLMC_CACHE`` or ``~/.cache/dllmc``): the two
files per name, ``<name>.convert.log`` (what the converter said; a relabeled name: the relabel) and
``<name>.key``, the recipe key (a hash of :data:`RECIPE_VERSION`, the configs, the tokenizer
specs, the seed, the quant type and the llama.cpp version; the MoE names' also of
:data:`MOE_RECIPE_VERSION`, their shapes, tokenizer layout and chat template; the LLaDA2 names'
also of :data:`LLADA2_RECIPE_VERSION` and a relabeled name's of its source's key and the
relabel; the Gemma 4 names' also of :data:`GEMMA4_RECIPE_VERSION`, their shapes, chat template
and 1-D draws); files whose key differs are rebuilt. Written to temp names and renamed;
``.<name>.lock`` fcntl locks. The five dense names: about 35 s on 2 cores (two converters at once)
once llama.cpp is built; ~1 GB on disk, three quarters of it the F16 files. The four MoE names:
about 60 s one at a time (8-23 s each), 35-91 MB Q4_K_M and 105-263 MB F16 each. The two
LLaDA2 names: about 50 s (the bailingmoe2 one 20 s, the relabel 29 s), 124 MB Q4_K_M and 372 MB
F16 each. The two Gemma 4 names: about 60 s one at a time (25-35 s each, most of it the
converter reading the 262k-token tokenizer): ``gemma4-moe`` 118 MB Q4_K_M and 309 MB F16,
``gemma4-dense`` 73 MB and 158 MB. ``gemma4-26b-a4b-wide``: 1.7 GB Q4_K_M and 4.8 GB F16 (and a
4.8 GB checkpoint while building), about 2.3 minutes.

CLI: ``python -m dllmc.bench.converted_models [NAME ...|all|dense|moe|gemma4|wide]`` prints
``name<TAB>path``; ``all`` (the default) is what the tests build, the dense, the MoE (LLaDA2's
included) and the Gemma 4 names.
"""

from __future__ import annotations

import copy
import dataclasses
import functools
import hashlib
import json
import math
import os
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .llamacpp import LLAMA_CPP_PYTHON_VERSION, LlamaCpp, cache_root, ensure_llamacpp, file_lock

# Bump when the recipe changes in a way the key below does not see (the code that writes the
# checkpoint, the wrapper, the converter's arguments). MOE_RECIPE_VERSION is the same for the MoE
# names only (their keys see both), so those can change without rebuilding the dense files;
# LLADA2_RECIPE_VERSION likewise for the LLaDA2 names (and the relabel, RELABEL).
RECIPE_VERSION = 1
MOE_RECIPE_VERSION = 1
LLADA2_RECIPE_VERSION = 1  # the LLaDA2 names' (their keys see all three)
GEMMA4_RECIPE_VERSION = 1  # the Gemma 4 names' (their keys see it and RECIPE_VERSION)
QUANT = "Q4_K_M"
SEED = 29  # issue 29
WEIGHT_STD = 0.02
GGUF_MAGIC = b"GGUF"

# --------------------------------------------------------------------------- reduction for CI

N_LAYERS = 2
HIDDEN = 256  # a multiple of 256, so every K-quant fits every matrix
FFN = 512
HEAD_DIM = 64
N_HEADS = HIDDEN // HEAD_DIM  # 4
# LLaDA is MHA (32/32): 4/4. Dream's real ratio is 28/4 = 7; 4 heads allow at most 4/1.
LLADA_KV_HEADS = N_HEADS
DREAM_KV_HEADS = 1
# The MoE bodies (llada-moe, rnd1, qwen3moe, olmoe) keep the real expert count and top-k (64/8,
# 128/8), so the router, its softmax and the top-k run at their real sizes; each expert is 256
# wide (a multiple of 256 again: llama-quantize K-quantizes the expert matrices row by row, and
# the down projection's rows are the expert width). Heads as above: LLaDA-MoE and OLMoE are MHA
# (16/16) -> 4/4; RND1 and Qwen3-30B-A3B are GQA 32/4 (ratio 8), of which 4 heads keep GQA at
# 4/1. A config's dense FFN width (LLaDA-MoE's dense_intermediate_size, Qwen3-MoE's
# intermediate_size; no layer of these models uses it) keeps its real ratio to the hidden width.
EXPERT_FFN = 256
MOE_KV_HEADS = {"llada-moe": N_HEADS, "olmoe": N_HEADS, "qwen3moe": 1}
# The bench-only "wide" variants (MOE_WIDE_NAMES) keep every real width and cut only the layers.
WIDE_LAYERS = 2
# LLaDA2.x (BailingMoeV2 body) keeps its real head shape: heads of 128 with RoPE on the first
# half (partial_rotary_factor 0.5), so hidden 256 is 2 heads, with 1 KV head (GQA; the real
# 16/4). Its first_k_dense_replace leading dense layer comes on top of the N_LAYERS MoE layers
# (so 1 + 2; the wide variant 1 + WIDE_LAYERS), dense FFN FFN, experts and the shared expert
# EXPERT_FFN wide; the real expert count, top-k, groups (256, 8, 8/4) and vocabulary.
LLADA2_HEAD_DIM = 128
LLADA2_HEADS = HIDDEN // LLADA2_HEAD_DIM  # 2
LLADA2_KV_HEADS = 1
# Gemma 4 (GEMMA4_NAMES) keeps its real head dims (256 on sliding layers, 512 on global ones,
# where RoPE turns only the first quarter: rope_freqs [1]*64 + [1e30]*192) and the real K/V
# layout: 4 heads with 2 K/V heads on sliding layers (the real 16/8 ratio) and 1 on global ones
# (GQA 4:1; the real 16/2), K = V on the global layers (attention_k_eq_v: no v_proj). Hidden
# HIDDEN, dense FFN FFN, experts EXPERT_FFN wide (128 top-8, the real count); 3 layers, two
# sliding then a global one (the real pattern's last three are 5:1's tail, and a global layer
# last, as Gemma4TextConfig forces), window 64 (so a canvas of 64 spans it; the real 1024).
# The wide variant: every real width on GEMMA4_WIDE_LAYER_TYPES.
GEMMA4_LAYER_TYPES = ("sliding_attention", "sliding_attention", "full_attention")
GEMMA4_WIDE_LAYER_TYPES = ("sliding_attention", "full_attention")
GEMMA4_HEADS = 4
GEMMA4_KV_HEADS = 2  # sliding layers
GEMMA4_GLOBAL_KV_HEADS = 1  # global layers (num_global_key_value_heads)
GEMMA4_WINDOW = 64
# Gemma 4's 1-D parameters, drawn so that no 1.0 hides a missing multiply: norm weights (stored
# as applied, no +1) 1 + GEMMA4_NORM_STD * N(0, 1); layer_scalar, router.scale and
# router.per_expert_scale uniform in GEMMA4_SCALE_RANGE. Two of them also at the scale a
# trained model has them, or the forward pass is ill-conditioned and llama.cpp's float16
# rounding moves whole attention rows and expert choices: Gemma 4 scales attention scores by
# 1 (no 1/sqrt(head dim)), so q_norm and k_norm carry it (times head_dim ** GEMMA4_QK_NORM_POWER:
# scores of unit spread; at 1 their spread is sqrt(head dim), 16-23, and the file differs from
# transformers by 1-2e-2 instead of 6e-4); the router's input is rms_norm(x) / sqrt(hidden) *
# router.scale, so with N(0, WEIGHT_STD) weights its logits spread WEIGHT_STD * scale: the
# scale is also times GEMMA4_ROUTER_LOGIT_STD / WEIGHT_STD, for logits of about that spread
# (top-1 probability ~0.2 of 128) whatever the width. At 1 the 128 router probabilities are
# all 1/128 within 1e-5, the top 8 are decided by rounding, and the file differs from
# transformers by 0.3; at sqrt(hidden) (logits N(0, 0.3)) by 2e-2 on some rows. And the final
# norm (model.norm) is also times GEMMA4_LOGIT_STD / (WEIGHT_STD * sqrt(hidden)), for output
# logits of about that spread before the softcap (30: a logit of 15 loses 8%, the top ones of
# 262144, 4.5 spreads, 15%; their RMS 1%), as a trained model's; at 1 they spread 0.3 and the
# cap changes them by 1e-5, below llama.cpp's rounding, so a missing cap would not show. (At
# 10 the cap squeezes the top tokens together and greedy choices come closer to rounding.)
GEMMA4_NORM_STD = 0.3
GEMMA4_SCALE_RANGE = (0.5, 1.5)
GEMMA4_QK_NORM_POWER = -0.25
GEMMA4_ROUTER_LOGIT_STD = 2.0
GEMMA4_LOGIT_STD = 5.0
# Checkpoints over ONE_FILE_MAX bytes are written in SHARD_BYTES shards (model-0000i-of-0000n.
# safetensors and model.safetensors.index.json, as Hugging Face writes large ones), each
# generated and saved in turn, so writing one holds about a shard (twice: safetensors copies it)
# in memory; smaller ones are one model.safetensors, as before.
ONE_FILE_MAX = 4 << 30
SHARD_BYTES = 2 << 30

# --------------------------------------------------------------------------- the real configs

# GSAI-ML/LLaDA-8B-Instruct config.json, as published (read from a copy of the HF repo's files on
# GitHub: yinj66/support_basis@66e6761, "LLaDA-8B-Instruct-B&S-light/config.json"; the same values
# appear in several other public copies: d_model 4096, 32/32 heads, mlp_hidden_size 12288,
# rope_theta 500000, rms_norm_eps 1e-5, vocab 126464, eos/pad 126081, mask 126336, weight_tying
# false). Its tensor names are from the same copy's model.safetensors.index.json.
LLADA_8B_INSTRUCT_CONFIG: dict[str, Any] = {
    "activation_type": "silu",
    "alibi": False,
    "alibi_bias_max": 8.0,
    "architectures": ["LLaDAModelLM"],
    "attention_dropout": 0.0,
    "attention_layer_norm": False,
    "attention_layer_norm_with_affine": True,
    "auto_map": {
        "AutoConfig": "configuration_llada.LLaDAConfig",
        "AutoModelForCausalLM": "modeling_llada.LLaDAModelLM",
        "AutoModel": "modeling_llada.LLaDAModelLM",
    },
    "bias_for_layer_norm": False,
    "block_group_size": 1,
    "block_type": "llama",
    "d_model": 4096,
    "embedding_dropout": 0.0,
    "embedding_size": 126464,
    "eos_token_id": 126081,
    "flash_attention": False,
    "include_bias": False,
    "include_qkv_bias": False,
    "init_cutoff_factor": None,
    "init_device": "meta",
    "init_fn": "mitchell",
    "init_std": 0.02,
    "input_emb_norm": False,
    "layer_norm_type": "rms",
    "layer_norm_with_affine": True,
    "mask_token_id": 126336,
    "max_sequence_length": 4096,
    "mlp_hidden_size": 12288,
    "mlp_ratio": 4,
    "model_type": "llada",
    "multi_query_attention": None,
    "n_heads": 32,
    "n_kv_heads": 32,
    "n_layers": 32,
    "pad_token_id": 126081,
    "precision": "amp_bf16",
    "residual_dropout": 0.0,
    "rms_norm_eps": 1e-05,
    "rope": True,
    "rope_full_precision": True,
    "rope_theta": 500000.0,
    "scale_logits": False,
    "transformers_version": "4.46.3",
    "use_cache": False,
    "vocab_size": 126464,
    "weight_tying": False,
}

# GSAI-ML/LLaDA-1.5 is LLaDA-8B-Instruct after VRPO preference training (its model card): the same
# architecture and tokenizer. Its own config.json was not found in any reachable copy; taken to be
# LLaDA-8B-Instruct's.
LLADA_15_CONFIG = copy.deepcopy(LLADA_8B_INSTRUCT_CONFIG)

# Dream-org/Dream-v0-Instruct-7B config.json. The shape (28 layers, hidden 3584, 28/4 heads, FFN
# 18944, vocab 152064, rope_theta 1e6, rms eps 1e-6, untied output, Q/K/V biases) is in the
# project's field notes (/work/shared/docs/field-notes.md, "Model shapes") and in public
# re-implementations (e.g. a Rust test parsing Dream's config: hidden 3584, 28 layers, 28/4 heads,
# FFN 18944, vocab 152064, rms eps 1e-6, rope_theta 1e6, tie_word_embeddings false). The special
# ids (mask 151666, eos/pad 151643, end of turn 151645) are in a public model registry that pins
# the HF revision 05334cb9fa. Context length: Qwen2.5-7B's 131072 (as tests/factory.py). The
# remaining keys are the Qwen2 config keys Dream's configuration_dream.py carries; not read from
# the file itself.
DREAM_V0_INSTRUCT_CONFIG: dict[str, Any] = {
    "architectures": ["DreamModel"],
    "attention_dropout": 0.0,
    "auto_map": {
        "AutoConfig": "configuration_dream.DreamConfig",
        "AutoModel": "modeling_dream.DreamModel",
    },
    "bos_token_id": 151643,
    "eos_token_id": 151643,
    "hidden_act": "silu",
    "hidden_size": 3584,
    "initializer_range": 0.02,
    "intermediate_size": 18944,
    "mask_token_id": 151666,
    "max_position_embeddings": 131072,
    "max_window_layers": 28,
    "model_type": "Dream",
    "num_attention_heads": 28,
    "num_hidden_layers": 28,
    "num_key_value_heads": 4,
    "pad_token_id": 151643,
    "rms_norm_eps": 1e-06,
    "rope_scaling": None,
    "rope_theta": 1000000.0,
    "sliding_window": None,
    "tie_word_embeddings": False,
    "torch_dtype": "bfloat16",
    "transformers_version": "4.46.2",
    "use_cache": False,
    "use_sliding_window": False,
    "vocab_size": 152064,
}

# Dream-org/Dream-Coder-v0-Instruct-7B: Dream's architecture on Qwen2.5-Coder-7B. The public model
# registry above (HF revision 5d9e88c723) gives bos 151665 (<|beginoftext|>), eos/pad 151643, mask
# 151666; context 32768 is Qwen2.5-Coder-7B's (not read from the file).
DREAM_CODER_CONFIG = copy.deepcopy(DREAM_V0_INSTRUCT_CONFIG)
DREAM_CODER_CONFIG.update(bos_token_id=151665, max_position_embeddings=32768)

# apple/DiffuCoder-7B-Instruct: Dream's architecture and code on Qwen2.5-Coder-7B (its model card).
# The registry above (HF revision 4fdd458006): config pad 151643, eos 151643, mask 151666; the
# tokenizer's pad is <|dlm_pad|> 151667 (also docs/diffusion-decoding.md). Context as Dream-Coder.
DIFFUCODER_CONFIG = copy.deepcopy(DREAM_V0_INSTRUCT_CONFIG)
DIFFUCODER_CONFIG.update(max_position_embeddings=32768)

# --- mixture-of-experts bodies (docs/moe-notes.md: how the vendored llama.cpp reads them)

# inclusionAI/LLaDA-MoE-7B-A1B-Instruct. Its config.json was not reachable; the values are those
# public ports of the model give (docs/moe-notes.md section 3: hidden 2048, 16 layers, 16/16
# heads, 64 experts top-8 each 1024 wide, dense_intermediate_size 8192, moe_layer_freq all 1,
# rope_theta 50000, context 8192, qk_layernorm true, silu, vocab 157184, no shared experts) and
# the remaining keys those of its configuration_lladamoe.py (class LLaDAConfig, model_type "llada",
# rms_norm_eps 1e-5, attention_bias false, router_aux_loss_coef 0.01; norm_topk_prob false as the
# ports hard-code it). EOS/pad 156892 (<|endoftext|>) as public LLaDA-MoE scripts pass it; the
# mask id 156895 is not in config.json (the model card passes it to generate(); the converter
# hard-codes it, vendored conversion/llada.py). Reconstructed, not read: the file's key order,
# auto_map's module names, use_cache, torch_dtype.
LLADA_MOE_7B_A1B_INSTRUCT_CONFIG: dict[str, Any] = {
    "architectures": ["LLaDAMoEModelLM"],
    "attention_bias": False,
    "attention_dropout": 0.0,
    "auto_map": {
        "AutoConfig": "configuration_lladamoe.LLaDAConfig",
        "AutoModel": "modeling_lladamoe.LLaDAMoEModelLM",
        "AutoModelForCausalLM": "modeling_lladamoe.LLaDAMoEModelLM",
    },
    "clip_qkv": None,
    "dense_intermediate_size": 8192,
    "eos_token_id": 156892,
    "expert_intermediate_size": 1024,
    "hidden_act": "silu",
    "hidden_size": 2048,
    "initializer_range": 0.02,
    "max_position_embeddings": 8192,
    "model_type": "llada",
    "moe_layer_freq": [1] * 16,
    "norm_topk_prob": False,
    "num_attention_heads": 16,
    "num_experts": 64,
    "num_experts_per_tok": 8,
    "num_hidden_layers": 16,
    "num_key_value_heads": 16,
    "output_router_logits": False,
    "pad_token_id": 156892,
    "qk_layernorm": True,
    "rms_norm_eps": 1e-05,
    "rope_scaling": None,
    "rope_theta": 50000,
    "router_aux_loss_coef": 0.01,
    "shared_expert_intermediate_size": None,
    "tie_word_embeddings": False,
    "torch_dtype": "bfloat16",
    "use_cache": False,
    "vocab_size": 157184,
}

# radicalnumerics/RND1-Base-0910: its configuration_rnd.py (a public copy of the RND1 repository;
# docs/moe-notes.md section 3): CONFIG_DEFAULTS, "derived from Qwen/Qwen3-30B-A3B", which
# RND1Config sets over whatever config.json says, plus mask_token_id 151669,
# num_diffusion_steps 256, is_causal false, use_cache false and the auto_map its to_dict() writes.
# rope_theta sits in rope_parameters (the converter reads it there, conversion/base.py).
RND1_BASE_CONFIG: dict[str, Any] = {
    "architectures": ["RND1"],
    "attention_bias": False,
    "attention_dropout": 0.0,
    "auto_map": {
        "AutoConfig": "configuration_rnd.RND1Config",
        "AutoModel": "modeling_rnd.RND1Model",
        "AutoModelForMaskedLM": "modeling_rnd.RND1LM",
    },
    "decoder_sparse_step": 1,
    "dtype": "bfloat16",
    "eos_token_id": 151645,
    "head_dim": 128,
    "hidden_act": "silu",
    "hidden_size": 2048,
    "initializer_range": 0.02,
    "intermediate_size": 6144,
    "is_causal": False,
    "mask_token_id": 151669,
    "max_position_embeddings": 40960,
    "max_window_layers": 48,
    "mlp_only_layers": [],
    "model_type": "rnd1",
    "moe_intermediate_size": 768,
    "norm_topk_prob": True,
    "num_attention_heads": 32,
    "num_diffusion_steps": 256,
    "num_experts": 128,
    "num_experts_per_tok": 8,
    "num_hidden_layers": 48,
    "num_key_value_heads": 4,
    "output_router_logits": False,
    "pad_token_id": 151643,
    "rms_norm_eps": 1e-06,
    "rope_parameters": {"rope_type": "default", "rope_theta": 1000000.0},
    "router_aux_loss_coef": 0.001,
    "sliding_window": False,
    "tie_word_embeddings": False,
    "use_cache": False,
    "use_sliding_window": False,
    "vocab_size": 151936,
}

# Qwen/Qwen3-30B-A3B config.json (the values RND1's CONFIG_DEFAULTS copy, with bos 151643 and the
# Qwen3-MoE model_type; the same shape in public training scripts for it: hidden 2048, 48 layers,
# 32/4 heads of 128, FFN 6144, experts 128 top-8 of 768, rms eps 1e-6, rope_theta 1e6, vocab
# 151936, untied output). Causal: no is_causal key.
QWEN3_30B_A3B_CONFIG: dict[str, Any] = {
    "architectures": ["Qwen3MoeForCausalLM"],
    "attention_bias": False,
    "attention_dropout": 0.0,
    "bos_token_id": 151643,
    "decoder_sparse_step": 1,
    "eos_token_id": 151645,
    "head_dim": 128,
    "hidden_act": "silu",
    "hidden_size": 2048,
    "initializer_range": 0.02,
    "intermediate_size": 6144,
    "max_position_embeddings": 40960,
    "max_window_layers": 48,
    "mlp_only_layers": [],
    "model_type": "qwen3_moe",
    "moe_intermediate_size": 768,
    "norm_topk_prob": True,
    "num_attention_heads": 32,
    "num_experts": 128,
    "num_experts_per_tok": 8,
    "num_hidden_layers": 48,
    "num_key_value_heads": 4,
    "output_router_logits": False,
    "rms_norm_eps": 1e-06,
    "rope_scaling": None,
    "rope_theta": 1000000.0,
    "router_aux_loss_coef": 0.001,
    "sliding_window": None,
    "tie_word_embeddings": False,
    "torch_dtype": "bfloat16",
    "transformers_version": "4.51.0",
    "use_cache": True,
    "use_sliding_window": False,
    "vocab_size": 151936,
}

# allenai/OLMoE-1B-7B-0924 config.json, from public copies (docs/moe-notes.md section 3: hidden
# 2048, 16 layers, 16/16 heads, intermediate_size 1024 per expert, 64 experts top-8,
# norm_topk_prob false, vocab 50304, context 4096, untied; OlmoeConfig's rope_theta 10000 and
# rms eps 1e-5; eos 50279, pad 1, no BOS; torch_dtype float32 as uploaded). The weights here are
# bfloat16 like the others' (the converter writes F16 from either).
OLMOE_1B_7B_CONFIG: dict[str, Any] = {
    "architectures": ["OlmoeForCausalLM"],
    "attention_bias": False,
    "attention_dropout": 0.0,
    "bos_token_id": None,
    "clip_qkv": None,
    "eos_token_id": 50279,
    "hidden_act": "silu",
    "hidden_size": 2048,
    "initializer_range": 0.02,
    "intermediate_size": 1024,
    "max_position_embeddings": 4096,
    "model_type": "olmoe",
    "norm_topk_prob": False,
    "num_attention_heads": 16,
    "num_experts": 64,
    "num_experts_per_tok": 8,
    "num_hidden_layers": 16,
    "num_key_value_heads": 16,
    "output_router_logits": False,
    "pad_token_id": 1,
    "rms_norm_eps": 1e-05,
    "rope_scaling": None,
    "rope_theta": 10000.0,
    "router_aux_loss_coef": 0.01,
    "tie_word_embeddings": False,
    "torch_dtype": "float32",
    "transformers_version": "4.43.0.dev0",
    "use_cache": True,
    "vocab_size": 50304,
}

# inclusionAI/LLaDA2.0-mini config.json (LLaDA2MoeModelLM, model_type llada2_moe, its remote
# code's BailingMoeV2 body). The file itself was not reachable; this is it as a fine-tune of it
# re-saves it (Zigeng/DMax-Math-16B config.json: the same keys in the same order, without that
# repository's own "_moe_implementation"), its values confirmed against inclusionAI's own copy
# in dFactory (configs/model_configs/llada2_mini/config.json: 20 layers, hidden 2048, FFN 5120,
# 16/4 heads of 128, rotary_dim 64 / partial_rotary_factor 0.5, rope_theta 600000, context
# 16384, rms eps 1e-6, 256 experts top-8 of 512, n_group 8 / topk_group 4, sigmoid,
# routed_scaling_factor 2.5, norm_topk_prob, 1 shared expert, first_k_dense_replace 1,
# expert bias, router fp32, vocab 157184, pad 156892, untied, no Q/K/V bias, use_rmsnorm) and
# LLaDA2.1-mini's config.json (the same keys and values but context 32768). No
# num_nextn_predict_layers (no MTP layer), no eos_token_id, no mask_token_id, no use_qk_norm
# (LLaDA2MoeConfig's default true: Q/K RMS norms per head). Not read from LLaDA2.0-mini's own
# file: dtype and transformers_version (the fine-tune's), and the tail after "use_cache"
# (use_qkv_bias, use_rmsnorm, use_sliding_window, vocab_size: dFactory's values, placed where
# the sorted order puts them).
LLADA2_MINI_CONFIG: dict[str, Any] = {
    "architectures": ["LLaDA2MoeModelLM"],
    "attention_dropout": 0.0,
    "auto_map": {
        "AutoConfig": "configuration_llada2_moe.LLaDA2MoeConfig",
        "AutoModel": "modeling_llada2_moe.LLaDA2MoeModel",
        "AutoModelForCausalLM": "modeling_llada2_moe.LLaDA2MoeModelLM",
    },
    "dtype": "bfloat16",
    "embedding_dropout": 0.0,
    "first_k_dense_replace": 1,
    "head_dim": 128,
    "hidden_act": "silu",
    "hidden_size": 2048,
    "initializer_range": 0.02,
    "intermediate_size": 5120,
    "max_position_embeddings": 16384,
    "max_window_layers": 28,
    "model_type": "llada2_moe",
    "moe_intermediate_size": 512,
    "moe_router_enable_expert_bias": True,
    "n_group": 8,
    "norm_head": False,
    "norm_softmax": False,
    "norm_topk_prob": True,
    "num_attention_heads": 16,
    "num_experts": 256,
    "num_experts_per_tok": 8,
    "num_hidden_layers": 20,
    "num_key_value_heads": 4,
    "num_shared_experts": 1,
    "output_dropout": 0.0,
    "output_router_logits": False,
    "pad_token_id": 156892,
    "partial_rotary_factor": 0.5,
    "rms_norm_eps": 1e-06,
    "rope_scaling": None,
    "rope_theta": 600000,
    "rotary_dim": 64,
    "routed_scaling_factor": 2.5,
    "router_dtype": "fp32",
    "score_function": "sigmoid",
    "sliding_window": 4096,
    "tie_word_embeddings": False,
    "topk_group": 4,
    "transformers_version": "4.56.0",
    "use_bias": False,
    "use_cache": False,
    "use_qkv_bias": False,
    "use_rmsnorm": True,
    "use_sliding_window": False,
    "vocab_size": 157184,
}
# The vendored converter has no LLaDA2 class (conversion/__init__.py registers
# BailingMoeV2ForCausalLM, not LLaDA2MoeModelLM, and gguf-py has no llada2 architecture). Its
# BailingMoeV2Model is the class llama.cpp PR #17454 subclasses for LLaDA2 (it changes only
# the architecture and adds diffusion.shift_logits), so the checkpoint handed to the converter
# names that class: the same config and weights, written as bailingmoe2 (Ling-mini-2.0's
# architecture, which the pinned llama.cpp runs, causally).
LLADA2_MINI_BAILINGMOE2_CONFIG: dict[str, Any] = {
    **LLADA2_MINI_CONFIG, "architectures": ["BailingMoeV2ForCausalLM"]}

# --- Gemma 4 (docs/diffusiongemma-notes.md section 1: what the vendored llama.cpp reads)

# google/gemma-4-26B-A4B's text config, as a Gemma4ForCausalLM checkpoint has it (the real
# repositories are Gemma4ForConditionalGeneration with this under text_config and a vision
# tower; the converter reads either, conversion/gemma.py Gemma4Model). Not read from the
# repository itself: its values are those public copies of its text_config agree on (several
# MLX / Rust / TensorRT-LLM ports and the vendored models/ggml-vocab-gemma-4.gguf's header, which
# the 26B-A4B wrote: hidden 2816, 30 layers, 16 heads, K/V heads 8 sliding and 2 global
# (num_global_key_value_heads), head_dim 256 / global_head_dim 512, FFN 2112, 128 experts top-8
# of 704, enable_moe_block (every layer a dense MLP and the experts), attention_k_eq_v,
# hidden_size_per_layer_input 0, num_kv_shared_layers 0, sliding window 1024 on a 5:1 pattern,
# RoPE theta 1e4 sliding and 1e6 "proportional" (partial_rotary_factor 0.25) global,
# final_logit_softcapping 30, GELU-tanh, rms eps 1e-6, context 262144, vocab 262144, tied
# output, eos [1, 106] (<eos>, <turn|>)). The remaining keys are Gemma4TextConfig's defaults
# (transformers 5.24), in its order.
_GEMMA4_26B_LAYER_TYPES = (["sliding_attention"] * 5 + ["full_attention"]) * 5
GEMMA4_26B_A4B_CONFIG: dict[str, Any] = {
    "architectures": ["Gemma4ForCausalLM"],
    "attention_bias": False,
    "attention_dropout": 0.0,
    "attention_k_eq_v": True,
    "bos_token_id": 2,
    "dtype": "bfloat16",
    "enable_moe_block": True,
    "eos_token_id": [1, 106],
    "final_logit_softcapping": 30.0,
    "global_head_dim": 512,
    "head_dim": 256,
    "hidden_activation": "gelu_pytorch_tanh",
    "hidden_size": 2816,
    "hidden_size_per_layer_input": 0,
    "initializer_range": 0.02,
    "intermediate_size": 2112,
    "layer_types": _GEMMA4_26B_LAYER_TYPES,
    "max_position_embeddings": 262144,
    "model_type": "gemma4_text",
    "moe_intermediate_size": 704,
    "num_attention_heads": 16,
    "num_experts": 128,
    "num_global_key_value_heads": 2,
    "num_hidden_layers": 30,
    "num_key_value_heads": 8,
    "num_kv_shared_layers": 0,
    "pad_token_id": 0,
    "rms_norm_eps": 1e-06,
    "rope_parameters": {
        "full_attention": {"partial_rotary_factor": 0.25, "rope_theta": 1000000.0,
                           "rope_type": "proportional"},
        "sliding_attention": {"rope_theta": 10000.0, "rope_type": "default"},
    },
    "sliding_window": 1024,
    "tie_word_embeddings": True,
    "top_k_experts": 8,
    "use_bidirectional_attention": None,
    "use_cache": True,
    "use_double_wide_mlp": False,
    "vocab_size": 262144,
    "vocab_size_per_layer_input": 262144,
}
# google/gemma-4-31B: the dense Gemma 4, the same keys with enable_moe_block false and no
# experts; its widths as public copies give them (hidden 5376, 60 layers, 32 heads, K/V 16
# sliding / 4 global, head dims 256/512, FFN 21504, window 1024, K = V on global layers).
GEMMA4_31B_CONFIG: dict[str, Any] = {
    **GEMMA4_26B_A4B_CONFIG,
    "enable_moe_block": False, "hidden_size": 5376, "intermediate_size": 21504,
    "layer_types": (["sliding_attention"] * 5 + ["full_attention"]) * 10,
    "moe_intermediate_size": None, "num_attention_heads": 32, "num_experts": None,
    "num_global_key_value_heads": 4, "num_hidden_layers": 60, "num_key_value_heads": 16,
    "top_k_experts": None,
}

# --------------------------------------------------------------------------- tokenizers

# LLaDA-8B-Instruct's tokenizer_config.json (same copy as the config): PreTrainedTokenizerFast, no
# BOS/EOS added by the tokenizer (the chat template writes the BOS text), added tokens 126080-126348
# all special: <|startoftext|> BOS, <|endoftext|> EOS/pad, [CLS], [gMASK], <|reserved_token_N|>
# at 126084 + N (N = 0..255, where N = 252, id 126336, is <|mdm_mask|>), <role>, </role>,
# <|arithmetic_start|>, <|arithmetic_end|>, <|number_start|>, <|number_end|>, then
# <|start_header_id|> 126346, <|end_header_id|> 126347, <|eot_id|> 126348.
LLADA_CHAT_TEMPLATE = (
    "{% set loop_messages = messages %}{% for message in loop_messages %}{% set content = "
    "'<|start_header_id|>' + message['role'] + '<|end_header_id|>\\n\\n'+ message['content'] | trim "
    "+ '<|eot_id|>' %}{% if loop.index0 == 0 %}{% set content = bos_token + content %}{% endif %}"
    "{{ content }}{% endfor %}{{ '<|start_header_id|>assistant<|end_header_id|>\\n\\n' }}"
)
LLADA_N_REGULAR = 126080  # ids below are the byte-level BPE vocabulary, above the added tokens


def _llada_added() -> list[tuple[int, str, bool]]:
    added = [(126080, "<|startoftext|>", True), (126081, "<|endoftext|>", True),
             (126082, "[CLS]", True), (126083, "[gMASK]", True)]
    for n in range(256):
        added.append((126084 + n, "<|mdm_mask|>" if n == 252 else f"<|reserved_token_{n}|>", True))
    for i, text in enumerate(("<role>", "</role>", "<|arithmetic_start|>", "<|arithmetic_end|>",
                              "<|number_start|>", "<|number_end|>", "<|start_header_id|>",
                              "<|end_header_id|>", "<|eot_id|>")):
        added.append((126340 + i, text, True))
    return added


# Qwen2.5's added tokens (151643-151664; the tool-call and FIM ones are not special), which Dream,
# Dream-Coder and DiffuCoder keep, as Qwen2.5's tokenizer_config.json lists them.
QWEN25_ADDED: tuple[tuple[int, str, bool], ...] = tuple(
    (151643 + i, text, special) for i, (text, special) in enumerate((
        ("<|endoftext|>", True), ("<|im_start|>", True), ("<|im_end|>", True),
        ("<|object_ref_start|>", True), ("<|object_ref_end|>", True), ("<|box_start|>", True),
        ("<|box_end|>", True), ("<|quad_start|>", True), ("<|quad_end|>", True),
        ("<|vision_start|>", True), ("<|vision_end|>", True), ("<|vision_pad|>", True),
        ("<|image_pad|>", True), ("<|video_pad|>", True), ("<tool_call>", False),
        ("</tool_call>", False), ("<|fim_prefix|>", False), ("<|fim_middle|>", False),
        ("<|fim_suffix|>", False), ("<|fim_pad|>", False), ("<|repo_name|>", False),
        ("<|file_sep|>", False),
    )))
# Dream's tokenizer adds <|beginoftext|> (151665, its BOS text) and <|mask|> (151666); DiffuCoder
# also <|dlm_pad|> (151667, its tokenizer's pad). Dream-Coder's config names 151665 as BOS. The real
# Dream tokenizers are a remote-code slow class (tokenization_dream.py: vocab.json + merges.txt,
# Qwen2's pre-tokenizer regex and NFC); here they are the same BPE as a fast tokenizer.json. Their
# tokenizer_config.json (bos_token <|beginoftext|>, eos <|endoftext|>, mask_token <|mask|>, pad
# <|endoftext|>, DiffuCoder's pad <|dlm_pad|>) and the chat templates' default system prompts are
# reconstructed (from the ids above and public code using these texts), not read from the files:
# the converter takes BOS from tokenizer_config.json before config.json, so this decides
# tokenizer.ggml.bos_token_id (151665 here, where config.json says 151643).
DREAM_ADDED = (*QWEN25_ADDED, (151665, "<|beginoftext|>", True), (151666, "<|mask|>", True))
DIFFUCODER_ADDED = (*DREAM_ADDED, (151667, "<|dlm_pad|>", True))
QWEN_N_REGULAR = 151643

QWEN_SYSTEM = "You are Qwen, created by Alibaba Cloud. You are a helpful assistant."


@functools.cache
def qwen25_chat_template(system: str = QWEN_SYSTEM) -> str:
    """Qwen2.5-Instruct's chat template (the vendored ``models/templates`` copy), with the default
    system prompt replaced by ``system`` (Dream's and DiffuCoder's say "You are a helpful
    assistant.")."""
    templates = _llamacpp().source / "models" / "templates"
    text = (templates / "Qwen-Qwen2.5-7B-Instruct.jinja").read_text()
    return text.replace(QWEN_SYSTEM, system)


# --- the MoE models' tokenizers

# LLaDA-MoE: the Ling-2.0 vocabulary (157184 ids), not reachable here. The regular tokens are
# Qwen2's 151643 (the converter writes the ids 151643-156890 Ling has and Qwen2 lacks as
# "[PAD<id>]", UNUSED, as it does for any id the tokenizer lacks); the added tokens sit at
# 156891-157183, all special. Read from public LLaDA-MoE / LLaDA2.0 code: <|endoftext|> 156892
# (EOS), the mask 156895, <|role_end|> 156900 (the end of each turn). Reconstructed: the mask's text
# <|mask|>, <|startoftext|> 156891, [CLS] 156893, [gMASK] 156894 (Ling-lite's order, the dense
# LLaDA's above, one id before EOS and two after), <role> 156896 and </role> 156897, and
# <|reserved_token_N|> for every other id up to 157183.
LLADA_MOE_FIRST_ADDED = 156891
LLADA_MOE_NAMED = {156891: "<|startoftext|>", 156892: "<|endoftext|>", 156893: "[CLS]",
                   156894: "[gMASK]", 156895: "<|mask|>", 156896: "<role>", 156897: "</role>",
                   156900: "<|role_end|>"}


def _llada_moe_added() -> tuple[tuple[int, str, bool], ...]:
    added, n = [], 0
    for i in range(LLADA_MOE_FIRST_ADDED, LLADA_MOE_7B_A1B_INSTRUCT_CONFIG["vocab_size"]):
        if i not in LLADA_MOE_NAMED:
            added.append((i, f"<|reserved_token_{n}|>", True))
            n += 1
        else:
            added.append((i, LLADA_MOE_NAMED[i], True))
    return tuple(added)


# LLaDA-MoE's chat template is not reachable either. Reconstructed as llama.cpp renders the Ling-2.0
# ("bailing2") format it detects from these very strings (vendored src/llama-chat.cpp, the
# LLM_CHAT_TEMPLATE_BAILING2 branch): a default system turn "detailed thinking off", each turn
# <role>ROLE</role>content<|role_end|> with user as HUMAN, then <role>ASSISTANT</role>.
LLADA_MOE_CHAT_TEMPLATE = (
    "{%- if not messages or messages[0]['role'] != 'system' %}"
    "{{- '<role>SYSTEM</role>detailed thinking off<|role_end|>' }}{%- endif %}"
    "{%- for message in messages %}"
    "{%- if message['role'] == 'user' %}{{- '<role>HUMAN</role>' }}"
    "{%- elif message['role'] == 'assistant' %}{{- '<role>ASSISTANT</role>' }}"
    "{%- else %}{{- '<role>' + message['role'] | upper + '</role>' }}{%- endif %}"
    "{{- message['content'] + '<|role_end|>' }}{%- endfor %}"
    "{%- if add_generation_prompt %}{{- '<role>ASSISTANT</role>' }}{%- endif %}"
)

# LLaDA2.x: the same Ling-2.0 vocabulary and layout as LLaDA-MoE (LLADA_MOE_NAMED; the mask
# <|mask|> at 156895 as LLaDA2.0-Uni's inference code checks it, EOS/pad <|endoftext|> 156892
# as config.json's pad_token_id and LLaDA2's samplers' eos_id). Its tokenizer_config (BOS, EOS,
# pad, CLS, [gMASK]) is taken to be LLaDA-MoE's, with the mask named, so the converter writes
# tokenizer.ggml.mask_token_id as PR #17454's converter needs it to (its diffusion-cli asserts a
# mask id and reads it from the vocabulary). Its chat template is Ling-2.0's: the text
# LLaDA2.1-flash's tokenizer_config.json has (its Hugging Face page), in full as a public
# llama-server log of Ling-1T prints it (its rendering of a system + two-turn chat is
# reproduced exactly). A default system turn "detailed thinking off", <role>HUMAN</role>,
# <role>ASSISTANT</role>, <|role_end|> after each turn, tools and thinking handled.
LLADA2_CHAT_TEMPLATE = "\n".join((
    "{% set thinking_option = 'off' %}",
    "{{- '<role>SYSTEM</role>' }}",
    "{%- if messages[0].role == 'system' %}",
    r"    {{- messages[0].content + '\n' }}",
    "{%- endif %}",
    "{%- if tools %}",
    r'    {{- "# Tools\n\nYou may call one or more functions to assist with the user query.\n\n'
    r'You are provided with function signatures within <tools></tools> XML tags:\n<tools>" }}',
    "    {%- for tool in tools %}",
    r'        {{- "\n" }}',
    "        {{- tool | tojson }}",
    "    {%- endfor %}",
    r'    {{- "\n</tools>\n\nFor each function call, return a json object with function name and '
    r'arguments within <tool_call></tool_call> XML tags:\n<tool_call>\n{\"name\": '
    r'<function-name>, \"arguments\": <args-json-object>}\n</tool_call>\n" }}',
    "{%- endif %}",
    "{{- 'detailed thinking ' + thinking_option + '<|role_end|>' }}",
    "{%- set ns = namespace(multi_step_tool=true, last_query_index=messages|length - 1) %}",
    "{%- for message in messages[::-1] %}",
    "    {%- set index = (messages|length - 1) - loop.index0 %}",
    '    {%- if ns.multi_step_tool and message.role == "user" and message.content is string and '
    "not(message.content.startswith('<tool_response>') and "
    "message.content.endswith('</tool_response>')) %}",
    "        {%- set ns.multi_step_tool = false %}",
    "        {%- set ns.last_query_index = index %}",
    "    {%- endif %}",
    "{%- endfor %}",
    "{%- for message in messages %}",
    "    {%- if message.content is string %}",
    "        {%- set content = message.content %}",
    "    {%- else %}",
    "        {%- set content = '' %}",
    "    {%- endif %}",
    '    {%- if message.role == "user" %}',
    "        {{- '<role>HUMAN</role>' + message.content + '<|role_end|>' }}",
    '    {%- elif message.role == "system" and not loop.first %}',
    "        {{- '<role>SYSTEM</role>' + message.content + '<|role_end|>' }}",
    '    {%- elif message.role == "assistant" %}',
    "        {%- set reasoning_content = '' %}",
    "        {%- if message.reasoning_content is string %}",
    "            {%- set reasoning_content = message.reasoning_content %}",
    "        {%- else %}",
    "            {%- if '</think>' in content %}",
    r"                {%- set reasoning_content = content.split('</think>')[0].rstrip('\n')"
    r".split('<think>')[-1].lstrip('\n') %}",
    r"                {%- set content = content.split('</think>')[-1].lstrip('\n') %}",
    "            {%- endif %}",
    "        {%- endif %}",
    "        {%- if loop.index0 > ns.last_query_index %}",
    "            {%- if reasoning_content %}",
    r"                {{- '<role>ASSISTANT</role>' + '\n<think>\n' + reasoning_content.strip('\n')"
    r" + '\n</think>\n\n' + content.lstrip('\n') }}",
    "            {%- else %}",
    "                {{- '<role>ASSISTANT</role>' + content }}",
    "            {%- endif %}",
    "        {%- else %}",
    "            {{- '<role>ASSISTANT</role>' + content }}",
    "        {%- endif %}",
    "        {%- if message.tool_calls %}",
    "            {%- for tool_call in message.tool_calls %}",
    "                {%- if (loop.first and content) or (not loop.first) %}",
    r"                    {{- '\n' }}",
    "                {%- endif %}",
    "                {%- if tool_call.function %}",
    "                    {%- set tool_call = tool_call.function %}",
    "                {%- endif %}",
    r"""                {{- '<tool_call>\n{"name": "' }}""",
    "                {{- tool_call.name }}",
    """                {{- '", "arguments": ' }}""",
    "                {%- if tool_call.arguments is string %}",
    "                    {{- tool_call.arguments }}",
    "                {%- else %}",
    "                    {{- tool_call.arguments | tojson }}",
    "                {%- endif %}",
    r"                {{- '}\n</tool_call>' }}",
    "            {%- endfor %}",
    "        {%- endif %}",
    "        {{- '<|role_end|>' }}",
    '    {%- elif message.role == "tool" %}',
    '        {%- if loop.first or (messages[loop.index0 - 1].role != "tool") %}',
    "            {{- '<role>OBSERVATION</role>' }}",
    "        {%- endif %}",
    r"        {{- '\n<tool_response>\n' }}",
    "        {{- content }}",
    r"        {{- '\n</tool_response>' }}",
    '        {%- if loop.last or (messages[loop.index0 + 1].role != "tool") %}',
    "            {{- '<|role_end|>' }}",
    "        {%- endif %}",
    "    {%- endif %}",
    "{%- endfor %}",
    "{%- if add_generation_prompt %}",
    "    {{- '<role>ASSISTANT</role>' }}",
    "{%- endif %}",
))

# Qwen3's added tokens: Qwen2.5's, then <tool_response>, </tool_response>, <think>, </think>
# (151665-151668, not special), as Qwen3's tokenizer_config.json lists them. Its tokenizer_config:
# no BOS, eos <|im_end|>, pad <|endoftext|>, Qwen2.5's additional_special_tokens.
QWEN3_ADDED = (*QWEN25_ADDED, (151665, "<tool_response>", False),
               (151666, "</tool_response>", False), (151667, "<think>", False),
               (151668, "</think>", False))
# RND1 is Qwen3-30B-A3B continued as a diffusion model: Qwen3's tokenizer and a mask id 151669 one
# past its last added token (RND1Config's default, its demo's --mask_token_id). Whether RND1's
# tokenizer names that id was not found: here it is <|mask|> (special), so the id has a text. Its
# tokenizer_config is taken to be Qwen3-30B-A3B's (RND1's config has that model's eos 151645).
RND1_ADDED = (*QWEN3_ADDED, (151669, "<|mask|>", True))
QWEN3_TOKENIZER_EXTRA: dict[str, Any] = {
    "additional_special_tokens": [t for _, t, s in QWEN25_ADDED[1:] if s],
    "errors": "replace", "split_special_tokens": False}


@functools.cache
def qwen3_chat_template() -> str:
    """Qwen3's chat template (the vendored ``models/templates/Qwen-Qwen3-0.6B.jinja``; the Qwen3
    models, Qwen3-30B-A3B included, ship one template)."""
    return (_llamacpp().source / "models" / "templates" / "Qwen-Qwen3-0.6B.jinja").read_text()


# OLMoE: OLMo's GPT-NeoX-20B-derived tokenizer (50280 ids, the embedding padded to 50304), not
# reachable here. Its special ids from the config: eos 50279, pad 1, no BOS. The layout is
# reconstructed from GPT-NeoX-20B's and OLMo's PII masks: |||IP_ADDRESS||| at 0 (where NeoX has
# its <|endoftext|>), <|padding|> 1, |||EMAIL_ADDRESS||| 50277, |||PHONE_NUMBER||| 50278,
# <|endoftext|> 50279; between them Qwen2's first 50275 regular tokens (ids 2-50276, so NeoX's
# 23 whitespace-run tokens at 50254-50276 are regular tokens here). GPT-2's pre-tokenizer
# (ByteLevel with its own regex, as NeoX's tokenizer.json has it). No chat template (a base model).
OLMOE_ADDED = ((0, "|||IP_ADDRESS|||", True), (1, "<|padding|>", True),
               (50277, "|||EMAIL_ADDRESS|||", False), (50278, "|||PHONE_NUMBER|||", False),
               (50279, "<|endoftext|>", True))

# Gemma 4: the real vocabulary, from the vendored models/ggml-vocab-gemma-4.gguf (written by the
# converter from the 26B-A4B's tokenizer: 262144 tokens, 514906 merges, every score -1000): its
# tokens and merges rebuilt into the SPM-style BPE tokenizer.json (byte fallback, spaces as
# "▁", the components transformers' GemmaTokenizer builds) that the converter's Gemma4Model
# reads with gguf.LlamaHfVocab. Its special tokens, as that file types them: CONTROL (special
# here, so the converter's all_special_ids check types them CONTROL again) and USER_DEFINED (the
# seven the converter always makes USER_DEFINED, "visible" for the chat parser; not special
# here). Checked against the file when the tokenizer is written.
GEMMA4_N_VOCAB = 262144
GEMMA4_ADDED: tuple[tuple[int, str, bool], ...] = (
    (0, "<pad>", True), (1, "<eos>", True), (2, "<bos>", True), (3, "<unk>", True),
    (4, "<mask>", True), (46, "<|tool>", True), (47, "<tool|>", True),
    (48, "<|tool_call>", False), (49, "<tool_call|>", False), (50, "<|tool_response>", False),
    (51, "<tool_response|>", False), (52, '<|"|>', False), (98, "<|think|>", True),
    (100, "<|channel>", False), (101, "<channel|>", False), (105, "<|turn>", True),
    (106, "<turn|>", True), (255999, "<|image>", True), (256000, "<|audio>", True),
    (258880, "<|image|>", True), (258881, "<|audio|>", True), (258882, "<image|>", True),
    (258883, "<audio|>", True), (258884, "<|video|>", True))
# tokenizer_config.json beyond the named tokens (reconstructed, not read: the real file was not
# reachable): the other CONTROL tokens as extra special tokens, so that transformers lists them
# in all_special_ids.
GEMMA4_TOKENIZER_EXTRA: dict[str, Any] = {
    "extra_special_tokens": [t for i, t, s in GEMMA4_ADDED if s and i > 4],
    "padding_side": "left", "spaces_between_special_tokens": False}
# Chat templates: the 26B-A4B's is the one models/ggml-vocab-gemma-4.gguf carries (that file's
# header is the 26B-A4B's); the 31B's the vendored models/templates/google-gemma-4-31B-it.jinja
# (a later revision of the same template). Written as chat_template.jinja, as transformers 5
# saves it.
GEMMA4_TEMPLATES = {"google/gemma-4-26B-A4B": None,  # None: the vocabulary file's
                    "google/gemma-4-31B": "google-gemma-4-31B-it.jinja"}


def gemma4_chat_template(repo: str) -> str:
    """The Gemma 4 chat template of ``repo`` (:data:`GEMMA4_TEMPLATES`)."""
    fname = GEMMA4_TEMPLATES[repo]
    if fname is None:
        return gemma4_vocab().chat_template
    return (_llamacpp().source / "models" / "templates" / fname).read_text()


# --------------------------------------------------------------------------- families


@dataclass(frozen=True)
class MoeLayout:
    """Where a MoE family's config keeps its widths (the keys the converter reads) and how its
    checkpoint differs: the attention's hidden/layers/heads keys are the common
    ``hidden_size``, ``num_hidden_layers``, ``num_attention_heads``, ``num_key_value_heads``."""

    ffn: str  # the dense FFN width (feed_forward_length; OLMoE: the expert width itself)
    expert_ffn: str  # each expert's width
    qk_norm: str  # "head": q_norm/k_norm [head_dim], per head; "full": over all heads at once
    head_dim: str | None = None  # the config's head-dim key, where it has one
    per_layer: tuple[str, ...] = ()  # per-layer lists, cut to the layer count
    layer_count: tuple[str, ...] = ()  # other keys that count layers
    dense_lead: str | None = None  # the count of leading dense layers, kept on top of the MoE ones


@dataclass(frozen=True)
class Family:
    """How the converter reads one family's checkpoint, and what this module writes for it."""

    name: str
    pre: str  # the tokenizer.ggml.pre the converter answers for the real tokenizer
    patch: str | None  # "module:Class" whose get_vocab_base_pre the wrapper makes answer `pre`
    regular: tuple[int, int]  # (first id, count) of the regular tokens, Qwen2's first `count`
    template: str | None  # the chat template's name in TEMPLATES (None: the model has none)
    # tokenizer.json's: Qwen2's Split + ByteLevel, "gpt2", or "gemma4" (SPM-style BPE, its own
    # writer, _write_gemma4_tokenizer)
    pre_tokenizer: str = "qwen2"
    moe: MoeLayout | None = None


FAMILIES: dict[str, Family] = {f.name: f for f in (
    # the converter has no hash for LLaDA's tokenizer; for the real one it answers Ling-lite's
    Family("llada", "bailingmoe", "conversion.llada:LLaDAModel", (0, LLADA_N_REGULAR), "llada"),
    Family("dream", "qwen2", None, (0, QWEN_N_REGULAR), "qwen25"),
    # nor for Ling-2.0's as this tokenizer rebuilds it; the real one hashes like Ling-mini-2.0
    # ("bailingmoe2", conversion/base.py), the name llama.cpp also reads as "llada-moe"
    Family("llada-moe", "bailingmoe2", "conversion.llada:LLaDAMoEModel", (0, QWEN_N_REGULAR),
           "llada-moe", moe=MoeLayout("dense_intermediate_size", "expert_intermediate_size",
                                      "head", per_layer=("moe_layer_freq",))),
    # Qwen3's tokenizer is Qwen2's BPE: the hash check answers qwen2 by itself
    Family("qwen3moe", "qwen2", None, (0, QWEN_N_REGULAR), "qwen3",
           moe=MoeLayout("intermediate_size", "moe_intermediate_size", "head", "head_dim",
                         layer_count=("max_window_layers",))),
    # OLMo's NeoX-style tokenizer hashes as OLMo-1.7's ("olmo"); this rebuild does not
    Family("olmoe", "olmo", "conversion.olmo:OlmoeModel", (2, 50275), None, "gpt2",
           moe=MoeLayout("intermediate_size", "intermediate_size", "full")),
    # LLaDA2.x, converted as BailingMoeV2 (Ling 2.0): the Ling-2.0 tokenizer as LLaDA-MoE's
    Family("llada2", "bailingmoe2", "conversion.bailingmoe:BailingMoeV2Model",
           (0, QWEN_N_REGULAR), "llada2",
           moe=MoeLayout("intermediate_size", "moe_intermediate_size", "head", "head_dim",
                         dense_lead="first_k_dense_replace")),
    # Gemma 4 (dense or MoE by the config's enable_moe_block): the real vocabulary, SPM-style
    # BPE. The converter writes no tokenizer.ggml.pre for it; llama.cpp takes "gemma4" from
    # tokenizer.ggml.model. Its own reducer, tensors and weights (not MoeLayout's).
    Family("gemma4", "gemma4", None, (0, GEMMA4_N_VOCAB), "gemma4", "gemma4"),
)}

# general.architecture, by the config's architectures[0] (the converter's registered classes)
ARCHS = {"LLaDAModelLM": "llada", "DreamModel": "dream", "LLaDAMoEModelLM": "llada-moe",
         "RND1": "rnd1", "Qwen3MoeForCausalLM": "qwen3moe", "OlmoeForCausalLM": "olmoe",
         "BailingMoeV2ForCausalLM": "bailingmoe2", "Gemma4ForCausalLM": "gemma4",
         # not the converter's: what PR #17454's would write, made by relabel() (no converter
         # class is registered for it here)
         "LLaDA2MoeModelLM": "llada2"}


@dataclass(frozen=True)
class Shape:
    """The widths a checkpoint is written at."""

    n_layers: int
    hidden: int
    n_heads: int
    n_kv_heads: int
    head_dim: int
    ffn: int  # the dense FFN width (MoE configs: their dense key's, used by LLaDA2's lead only)
    expert_ffn: int = 0
    n_experts: int = 0


@dataclass(frozen=True)
class Gemma4Shape(Shape):
    """Gemma 4's widths: :class:`Shape`'s (head_dim and n_kv_heads those of the sliding layers)
    and the global layers' head dim and K/V heads, the layer types, the window."""

    global_head_dim: int = 0
    global_kv_heads: int = 0
    layer_types: tuple[str, ...] = ()
    window: int = 0


@dataclass(frozen=True)
class Recipe:
    """One synthetic checkpoint: the real config, the tokenizer's specs, the reductions."""

    name: str
    repo: str  # the real Hugging Face repository; its basename names the checkpoint folder
    family: str  # a key of FAMILIES: "llada", "dream", "llada-moe", "qwen3moe", "olmoe", "llada2",
    # "gemma4"
    real_config: dict[str, Any]
    added: tuple[tuple[int, str, bool], ...]
    special: dict[str, str | None]  # tokenizer_config's bos/eos/pad/mask_token (None: no such)
    add_bos: bool
    system_prompt: str | None = None  # Dream family: the chat template's default system prompt
    extra_tokenizer_config: dict[str, Any] = field(default_factory=dict)
    wide: bool = False  # MoE, Gemma 4: every real width kept, only the layers cut (bench only)
    # the name whose two files this one's are, relabeled as PR #17454 writes LLaDA2 (relabel());
    # None: converted from the checkpoint
    relabel_of: str | None = None

    @property
    def spec(self) -> Family:
        return FAMILIES[self.family]

    @property
    def pre(self) -> str:
        """The ``tokenizer.ggml.pre`` the converter answers for the real tokenizer."""
        return self.spec.pre

    @property
    def arch(self) -> str:
        """The ``general.architecture`` the converter writes (a relabeled name: the relabel)."""
        return ARCHS[self.real_config["architectures"][0]]

    def chat_template(self) -> str | None:
        name = self.spec.template
        return None if name is None else TEMPLATES[name](self)

    def shape(self) -> Shape:
        """The widths of the checkpoint: the CI reduction (module constants), or for a wide MoE
        variant the real widths on WIDE_LAYERS layers (MoE layers; a family's leading dense
        layers come on top)."""
        real, moe = self.real_config, self.spec.moe
        if self.family == "gemma4":
            return self._gemma4_shape()
        if moe is None:
            kv = LLADA_KV_HEADS if self.family == "llada" else DREAM_KV_HEADS
            return Shape(N_LAYERS, HIDDEN, N_HEADS, kv, HEAD_DIM, FFN)
        n_experts = real["num_experts"]
        lead = real[moe.dense_lead] if moe.dense_lead else 0
        if self.wide:
            heads = real["num_attention_heads"]
            head_dim = real[moe.head_dim] if moe.head_dim else real["hidden_size"] // heads
            return Shape(lead + WIDE_LAYERS, real["hidden_size"], heads,
                         real["num_key_value_heads"], head_dim, real[moe.ffn],
                         real[moe.expert_ffn], n_experts)
        if self.family == "llada2":  # the real head shape; its dense FFN is used (layer 0)
            return Shape(lead + N_LAYERS, HIDDEN, LLADA2_HEADS, LLADA2_KV_HEADS,
                         LLADA2_HEAD_DIM, FFN, EXPERT_FFN, n_experts)
        ffn = (EXPERT_FFN if moe.ffn == moe.expert_ffn
               else real[moe.ffn] * HIDDEN // real["hidden_size"])  # the real ratio kept
        return Shape(N_LAYERS, HIDDEN, N_HEADS, MOE_KV_HEADS[self.family], HEAD_DIM, ffn,
                     EXPERT_FFN, n_experts)

    def _gemma4_shape(self) -> Gemma4Shape:
        """Gemma 4: the real head dims always; CI: GEMMA4_* heads on GEMMA4_LAYER_TYPES at
        HIDDEN, FFN and EXPERT_FFN; wide: every real width on GEMMA4_WIDE_LAYER_TYPES."""
        real = self.real_config
        moe = bool(real["enable_moe_block"])
        n_experts = real["num_experts"] if moe else 0
        if self.wide:
            types = GEMMA4_WIDE_LAYER_TYPES
            return Gemma4Shape(len(types), real["hidden_size"], real["num_attention_heads"],
                               real["num_key_value_heads"], real["head_dim"],
                               real["intermediate_size"],
                               real["moe_intermediate_size"] if moe else 0, n_experts,
                               real["global_head_dim"], real["num_global_key_value_heads"],
                               types, real["sliding_window"])
        return Gemma4Shape(len(GEMMA4_LAYER_TYPES), HIDDEN, GEMMA4_HEADS, GEMMA4_KV_HEADS,
                           real["head_dim"], FFN, EXPERT_FFN if moe else 0, n_experts,
                           real["global_head_dim"], GEMMA4_GLOBAL_KV_HEADS, GEMMA4_LAYER_TYPES,
                           GEMMA4_WINDOW)


TEMPLATES = {
    "llada": lambda r: LLADA_CHAT_TEMPLATE,
    "qwen25": lambda r: qwen25_chat_template(r.system_prompt or QWEN_SYSTEM),
    "llada-moe": lambda r: LLADA_MOE_CHAT_TEMPLATE,
    "qwen3": lambda r: qwen3_chat_template(),
    "llada2": lambda r: LLADA2_CHAT_TEMPLATE,
    "gemma4": lambda r: gemma4_chat_template(r.repo),
}


_LLADA_8B_INSTRUCT = Recipe(
    "llada-8b-instruct", "GSAI-ML/LLaDA-8B-Instruct", "llada", LLADA_8B_INSTRUCT_CONFIG,
    tuple(_llada_added()),
    {"bos_token": "<|startoftext|>", "eos_token": "<|endoftext|>",
     "pad_token": "<|endoftext|>", "cls_token": "[CLS]"}, add_bos=False,
    extra_tokenizer_config={"gmask_token": "[gMASK]", "additional_special_tokens": [
        "<role>", "</role>", "<|arithmetic_start|>", "<|arithmetic_end|>", "<|number_start|>",
        "<|number_end|>"]})

RECIPES: dict[str, Recipe] = {
    "llada-8b-instruct": _LLADA_8B_INSTRUCT,
    # LLaDA-1.5: LLaDA-8B-Instruct preference-tuned, the same tokenizer
    "llada-1.5": dataclasses.replace(_LLADA_8B_INSTRUCT, name="llada-1.5",
                                     repo="GSAI-ML/LLaDA-1.5", real_config=LLADA_15_CONFIG),
    "dream-v0-instruct-7b": Recipe(
        "dream-v0-instruct-7b", "Dream-org/Dream-v0-Instruct-7B", "dream",
        DREAM_V0_INSTRUCT_CONFIG, DREAM_ADDED,
        {"bos_token": "<|beginoftext|>", "eos_token": "<|endoftext|>",
         "pad_token": "<|endoftext|>", "mask_token": "<|mask|>"}, add_bos=False,
        system_prompt="You are a helpful assistant."),
    "dream-coder-7b": Recipe(
        "dream-coder-7b", "Dream-org/Dream-Coder-v0-Instruct-7B", "dream", DREAM_CODER_CONFIG,
        DREAM_ADDED,
        {"bos_token": "<|beginoftext|>", "eos_token": "<|endoftext|>",
         "pad_token": "<|endoftext|>", "mask_token": "<|mask|>"}, add_bos=False),
    "diffucoder-7b": Recipe(
        "diffucoder-7b", "apple/DiffuCoder-7B-Instruct", "dream", DIFFUCODER_CONFIG,
        DIFFUCODER_ADDED,
        {"bos_token": "<|beginoftext|>", "eos_token": "<|endoftext|>",
         "pad_token": "<|dlm_pad|>", "mask_token": "<|mask|>"}, add_bos=False,
        system_prompt="You are a helpful assistant."),
}
MODEL_NAMES: tuple[str, ...] = tuple(RECIPES)  # the five dense ones

_LLADA_MOE = Recipe(
    "llada-moe-7b-a1b-instruct", "inclusionAI/LLaDA-MoE-7B-A1B-Instruct", "llada-moe",
    LLADA_MOE_7B_A1B_INSTRUCT_CONFIG, _llada_moe_added(),
    {"bos_token": "<|startoftext|>", "eos_token": "<|endoftext|>", "pad_token": "<|endoftext|>",
     "cls_token": "[CLS]", "mask_token": "<|mask|>"}, add_bos=False,
    extra_tokenizer_config={"gmask_token": "[gMASK]"})
_RND1 = Recipe(
    "rnd1-base", "radicalnumerics/RND1-Base-0910", "qwen3moe", RND1_BASE_CONFIG, RND1_ADDED,
    {"bos_token": None, "eos_token": "<|im_end|>", "pad_token": "<|endoftext|>",
     "mask_token": "<|mask|>"}, add_bos=False, extra_tokenizer_config=QWEN3_TOKENIZER_EXTRA)
MOE_RECIPES: dict[str, Recipe] = {
    "llada-moe-7b-a1b-instruct": _LLADA_MOE,
    "rnd1-base": _RND1,
    "qwen3-30b-a3b": Recipe(
        "qwen3-30b-a3b", "Qwen/Qwen3-30B-A3B", "qwen3moe", QWEN3_30B_A3B_CONFIG, QWEN3_ADDED,
        {"bos_token": None, "eos_token": "<|im_end|>", "pad_token": "<|endoftext|>"},
        add_bos=False, extra_tokenizer_config=QWEN3_TOKENIZER_EXTRA),
    "olmoe-1b-7b": Recipe(
        "olmoe-1b-7b", "allenai/OLMoE-1B-7B-0924", "olmoe", OLMOE_1B_7B_CONFIG, OLMOE_ADDED,
        {"bos_token": None, "eos_token": "<|endoftext|>", "pad_token": "<|padding|>",
         "unk_token": None}, add_bos=False),
}
MOE_MODEL_NAMES: tuple[str, ...] = tuple(MOE_RECIPES)  # what the test suite builds
# bench only: the diffusion MoE bodies at their real widths (2 layers), ~1 GB Q4_K_M each
MOE_WIDE_RECIPES: dict[str, Recipe] = {
    "llada-moe-7b-a1b-wide": dataclasses.replace(_LLADA_MOE, name="llada-moe-7b-a1b-wide",
                                                 wide=True),
    "rnd1-wide": dataclasses.replace(_RND1, name="rnd1-wide", wide=True),
}
MOE_WIDE_NAMES: tuple[str, ...] = tuple(MOE_WIDE_RECIPES)

# LLaDA2.0-mini: the converter's bailingmoe2 file (what the pinned llama.cpp runs, causally) and
# the llada2 file relabeled from it (as PR #17454 writes LLaDA2.x); each name has both files.
_LLADA2_MINI_BAILINGMOE2 = Recipe(
    "llada2-mini-bailingmoe2", "inclusionAI/LLaDA2.0-mini", "llada2",
    LLADA2_MINI_BAILINGMOE2_CONFIG, _llada_moe_added(), _LLADA_MOE.special, add_bos=False,
    extra_tokenizer_config=_LLADA_MOE.extra_tokenizer_config)
_LLADA2_MINI_WIDE_BAILINGMOE2 = dataclasses.replace(
    _LLADA2_MINI_BAILINGMOE2, name="llada2-mini-wide-bailingmoe2", wide=True)
LLADA2_RECIPES: dict[str, Recipe] = {
    "llada2-mini-bailingmoe2": _LLADA2_MINI_BAILINGMOE2,
    "llada2-mini": dataclasses.replace(_LLADA2_MINI_BAILINGMOE2, name="llada2-mini",
                                       real_config=LLADA2_MINI_CONFIG,
                                       relabel_of="llada2-mini-bailingmoe2"),
}
LLADA2_NAMES: tuple[str, ...] = tuple(LLADA2_RECIPES)  # the tests build these too
# bench only: the real widths on 1 dense + 2 MoE layers
LLADA2_WIDE_RECIPES: dict[str, Recipe] = {
    "llada2-mini-wide-bailingmoe2": _LLADA2_MINI_WIDE_BAILINGMOE2,
    "llada2-mini-wide": dataclasses.replace(_LLADA2_MINI_WIDE_BAILINGMOE2, name="llada2-mini-wide",
                                            real_config=LLADA2_MINI_CONFIG,
                                            relabel_of="llada2-mini-wide-bailingmoe2"),
}
LLADA2_WIDE_NAMES: tuple[str, ...] = tuple(LLADA2_WIDE_RECIPES)

# Gemma 4: the 26B-A4B (MoE) and the 31B's structure (dense), Gemma4ForCausalLM checkpoints
_GEMMA4_SPECIAL: dict[str, str | None] = {
    "bos_token": "<bos>", "eos_token": "<eos>", "unk_token": "<unk>", "pad_token": "<pad>",
    "mask_token": "<mask>"}
_GEMMA4_MOE = Recipe(
    "gemma4-moe", "google/gemma-4-26B-A4B", "gemma4", GEMMA4_26B_A4B_CONFIG, GEMMA4_ADDED,
    _GEMMA4_SPECIAL, add_bos=True, extra_tokenizer_config=GEMMA4_TOKENIZER_EXTRA)
GEMMA4_RECIPES: dict[str, Recipe] = {
    "gemma4-moe": _GEMMA4_MOE,
    "gemma4-dense": dataclasses.replace(_GEMMA4_MOE, name="gemma4-dense",
                                        repo="google/gemma-4-31B", real_config=GEMMA4_31B_CONFIG),
}
GEMMA4_NAMES: tuple[str, ...] = tuple(GEMMA4_RECIPES)  # the tests build these too
# bench only: the 26B-A4B's real widths on 2 layers (a sliding and a global one)
GEMMA4_WIDE_RECIPES: dict[str, Recipe] = {
    "gemma4-26b-a4b-wide": dataclasses.replace(_GEMMA4_MOE, name="gemma4-26b-a4b-wide",
                                               wide=True),
}
GEMMA4_WIDE_NAMES: tuple[str, ...] = tuple(GEMMA4_WIDE_RECIPES)
RECIPES.update(MOE_RECIPES)
RECIPES.update(MOE_WIDE_RECIPES)
RECIPES.update(LLADA2_RECIPES)
RECIPES.update(LLADA2_WIDE_RECIPES)
RECIPES.update(GEMMA4_RECIPES)
RECIPES.update(GEMMA4_WIDE_RECIPES)
ALL_NAMES: tuple[str, ...] = tuple(RECIPES)


def log(msg: str) -> None:
    print(f"[dllmc.converted_models] {msg}", file=sys.stderr, flush=True)


def hf_config(name: str) -> dict[str, Any]:
    """The reduced ``config.json`` written for ``name`` (a fresh copy): the real config with
    2 layers, hidden 256, heads of 64 (LLaDA 4/4, Dream 4/1, LLaDA-MoE and OLMoE 4/4, RND1 and
    Qwen3-MoE 4/1), FFN 512 (dense) or experts 256 wide (MoE: the real expert count and top-k);
    vocabulary and every other key as the real model has them. LLaDA2: 1 dense + 2 MoE layers,
    2/1 heads of 128, dense FFN 512, experts and shared expert 256. Gemma 4: 3 layers (sliding,
    sliding, global; window 64), hidden 256, 4 heads of 256 (global 512) with 2 K/V heads
    (global 1), FFN 512, experts 256 wide. Wide variants: the real widths on 2 MoE layers
    (LLaDA2: and its dense one; Gemma 4: a sliding and a global one)."""
    r = _recipe(name)
    cfg = copy.deepcopy(r.real_config)
    (_reduce_moe if r.spec.moe else _DENSE_REDUCERS[r.family])(r, cfg)
    return cfg


def _reduce_llada(r: Recipe, cfg: dict[str, Any]) -> None:
    cfg.update(d_model=HIDDEN, n_layers=N_LAYERS, n_heads=N_HEADS, n_kv_heads=LLADA_KV_HEADS,
               mlp_hidden_size=FFN, mlp_ratio=FFN // HIDDEN)


def _reduce_dream(r: Recipe, cfg: dict[str, Any]) -> None:
    cfg.update(hidden_size=HIDDEN, num_hidden_layers=N_LAYERS, num_attention_heads=N_HEADS,
               num_key_value_heads=DREAM_KV_HEADS, intermediate_size=FFN,
               max_window_layers=N_LAYERS)


def _reduce_gemma4(r: Recipe, cfg: dict[str, Any]) -> None:
    """Gemma 4 (:meth:`Recipe.shape`): the widths, the layer types and the window; the
    global head dim and K/V heads as the real config.json has them (global_head_dim,
    num_global_key_value_heads; transformers turns them into per_layer_config on load)."""
    s = r.shape()
    assert isinstance(s, Gemma4Shape)
    cfg.update(hidden_size=s.hidden, num_hidden_layers=s.n_layers, num_attention_heads=s.n_heads,
               num_key_value_heads=s.n_kv_heads, head_dim=s.head_dim, intermediate_size=s.ffn,
               global_head_dim=s.global_head_dim, num_global_key_value_heads=s.global_kv_heads,
               layer_types=list(s.layer_types), sliding_window=s.window)
    if cfg["enable_moe_block"]:
        cfg["moe_intermediate_size"] = s.expert_ffn


# the families without a MoeLayout (Gemma 4's experts are its own, by enable_moe_block)
_DENSE_REDUCERS = {"llada": _reduce_llada, "dream": _reduce_dream, "gemma4": _reduce_gemma4}


def _reduce_moe(r: Recipe, cfg: dict[str, Any]) -> None:
    moe, s = r.spec.moe, r.shape()
    assert moe is not None
    cfg.update(hidden_size=s.hidden, num_hidden_layers=s.n_layers, num_attention_heads=s.n_heads,
               num_key_value_heads=s.n_kv_heads)
    cfg[moe.ffn] = s.ffn
    cfg[moe.expert_ffn] = s.expert_ffn
    if moe.head_dim:
        cfg[moe.head_dim] = s.head_dim
    for key in moe.per_layer:
        cfg[key] = cfg[key][:s.n_layers]
    for key in moe.layer_count:
        cfg[key] = s.n_layers


def hf_configs(names: Sequence[str] = MODEL_NAMES) -> dict[str, dict[str, Any]]:
    """Each name's reduced config (see :func:`hf_config`), fresh copies; the dense five unless
    told."""
    return {n: hf_config(n) for n in names}


def _recipe(name: str) -> Recipe:
    if name not in RECIPES:
        raise KeyError(f"unknown converted model {name!r}; known: {', '.join(ALL_NAMES)}")
    return RECIPES[name]


# --------------------------------------------------------------------------- paths and keys


def converted_dir() -> Path:
    d = cache_root() / "converted"
    d.mkdir(parents=True, exist_ok=True)
    return d


def model_path(name: str) -> Path:
    """Where the Q4_K_M file of ``name`` is (or would be) cached; builds nothing."""
    _recipe(name)
    return converted_dir() / f"{name}.gguf"


def f16_path(name: str) -> Path:
    """The converter's own F16 output for ``name`` (written alongside the Q4_K_M file)."""
    _recipe(name)
    return converted_dir() / f"{name}-f16.gguf"


def recipe_key(name: str) -> str:
    """A hash of everything that decides the files of ``name``."""
    r = _recipe(name)
    data = {
        "recipe_version": RECIPE_VERSION, "llama_cpp_python": LLAMA_CPP_PYTHON_VERSION,
        "quant": QUANT, "seed": SEED, "std": WEIGHT_STD, "name": name, "repo": r.repo,
        "config": hf_config(name), "added": r.added, "special": r.special, "add_bos": r.add_bos,
        "system_prompt": r.system_prompt, "extra": r.extra_tokenizer_config,
        "n_regular": r.spec.regular[1],
    }
    if r.spec.moe:  # what the dense keys leave to RECIPE_VERSION and the family's code
        data.update(moe_recipe_version=MOE_RECIPE_VERSION, regular=r.spec.regular, pre=r.pre,
                    patch=r.spec.patch, pre_tokenizer=r.spec.pre_tokenizer, wide=r.wide,
                    chat_template=r.chat_template(), shape=dataclasses.asdict(r.shape()))
    if r.family == "gemma4":  # its own version, tokenizer, template, shapes and 1-D draws
        data.update(gemma4_recipe_version=GEMMA4_RECIPE_VERSION, arch=r.arch, wide=r.wide,
                    chat_template=r.chat_template(), shape=dataclasses.asdict(r.shape()),
                    shard_bytes=SHARD_BYTES, norm_std=GEMMA4_NORM_STD,
                    scale_range=GEMMA4_SCALE_RANGE, qk_norm_power=GEMMA4_QK_NORM_POWER,
                    router_logit_std=GEMMA4_ROUTER_LOGIT_STD,
                    logit_std=GEMMA4_LOGIT_STD)
    if r.family == "llada2":  # its own version; a relabeled name's key sees its source's
        data.update(llada2_recipe_version=LLADA2_RECIPE_VERSION, arch=r.arch,
                    shard_bytes=SHARD_BYTES)
        if r.relabel_of:
            data.update(relabel_of=recipe_key(r.relabel_of), relabel=relabel_spec(r))
    return hashlib.sha256(json.dumps(data, sort_keys=True).encode()).hexdigest()[:16]


def _current(name: str) -> bool:
    key_file = converted_dir() / f"{name}.key"
    try:
        key_ok = key_file.read_text().strip() == recipe_key(name)
    except OSError:
        return False
    return key_ok and all(_looks_gguf(p) for p in (model_path(name), f16_path(name)))


def _looks_gguf(path: Path) -> bool:
    try:
        with open(path, "rb") as fh:
            return fh.read(4) == GGUF_MAGIC
    except OSError:
        return False


@functools.cache
def _llamacpp() -> LlamaCpp:
    return ensure_llamacpp()


# --------------------------------------------------------------------------- public API


def converted_model(name: str) -> Path:
    """Path of the Q4_K_M GGUF of ``name``, converted and quantized on first use (file-locked)."""
    path = model_path(name)
    if _current(name):
        return path
    with file_lock(converted_dir() / f".{name}.lock"):
        if _current(name):
            return path
        t0 = time.monotonic()
        build(name)
        log(f"{name}: ready at {path} in {time.monotonic() - t0:.1f} s")
    return path


def build(name: str) -> Path:
    """Write the checkpoint, convert it, quantize it; replace the cached files (caller locks).
    A relabeled name (LLaDA2): its source's files, built first, relabeled."""
    r = _recipe(name)
    if r.relabel_of:
        return _build_relabeled(r)
    tools = _llamacpp()
    out_dir = converted_dir()
    key_file = out_dir / f"{name}.key"
    key_file.unlink(missing_ok=True)
    with tempfile.TemporaryDirectory(prefix=f".{name}-", dir=out_dir) as tmp:
        ckpt = Path(tmp) / r.repo.split("/")[-1]
        t0 = time.monotonic()
        write_checkpoint(name, ckpt)
        t1 = time.monotonic()
        f16_tmp = Path(tmp) / f"{name}-f16.gguf"
        converter_log = run_converter(tools, ckpt, f16_tmp, patch=r.spec.patch, pre=r.pre)
        t2 = time.monotonic()
        q_tmp = Path(tmp) / f"{name}.gguf"
        quantize(tools, f16_tmp, q_tmp)
        t3 = time.monotonic()
        (out_dir / f"{name}.convert.log").write_text(converter_log)
        f16_tmp.replace(f16_path(name))
        q_tmp.replace(model_path(name))
    key_file.write_text(recipe_key(name) + "\n")
    log(f"{name}: checkpoint {t1 - t0:.1f} s, convert {t2 - t1:.1f} s, quantize {t3 - t2:.1f} s")
    return model_path(name)


def _build_relabeled(r: Recipe) -> Path:
    """``r.relabel_of``'s F16 and Q4_K_M files (converted first, under their own lock),
    relabeled by :func:`relabel`; its log is ``<name>.convert.log``."""
    assert r.relabel_of is not None
    converted_model(r.relabel_of)
    tools = _llamacpp()
    out_dir = converted_dir()
    key_file = out_dir / f"{r.name}.key"
    key_file.unlink(missing_ok=True)
    t0 = time.monotonic()
    with tempfile.TemporaryDirectory(prefix=f".{r.name}-", dir=out_dir) as tmp:
        f16_tmp, q_tmp = Path(tmp) / f"{r.name}-f16.gguf", Path(tmp) / f"{r.name}.gguf"
        logs = [relabel(tools, f16_path(r.relabel_of), f16_tmp, relabel_spec(r)),
                relabel(tools, model_path(r.relabel_of), q_tmp, relabel_spec(r))]
        (out_dir / f"{r.name}.convert.log").write_text("".join(logs))
        f16_tmp.replace(f16_path(r.name))
        q_tmp.replace(model_path(r.name))
    key_file.write_text(recipe_key(r.name) + "\n")
    log(f"{r.name}: relabeled {r.relabel_of}'s files in {time.monotonic() - t0:.1f} s")
    return model_path(r.name)


# --------------------------------------------------------------------------- the checkpoint


def write_checkpoint(name: str, ckpt: Path) -> None:
    """The synthetic Hugging Face checkpoint of ``name`` in folder ``ckpt``."""
    r = _recipe(name)
    ckpt.mkdir(parents=True, exist_ok=True)
    cfg = hf_config(name)
    (ckpt / "config.json").write_text(json.dumps(cfg, indent=2) + "\n")
    write_tokenizer(r, ckpt)
    write_weights(r, cfg, ckpt)


@functools.cache
def qwen2_vocab() -> tuple[tuple[str, ...], tuple[str, ...]]:
    """Qwen2's regular tokens (ids 0..151642) and merges from the vendored
    ``models/ggml-vocab-qwen2.gguf``."""
    arrays = _gguf_string_arrays(_llamacpp().source / "models" / "ggml-vocab-qwen2.gguf",
                                 ("tokenizer.ggml.tokens", "tokenizer.ggml.merges"))
    return (tuple(arrays["tokenizer.ggml.tokens"][:QWEN_N_REGULAR]),
            tuple(arrays["tokenizer.ggml.merges"]))


@dataclass(frozen=True)
class Gemma4Vocab:
    """The vendored ``models/ggml-vocab-gemma-4.gguf`` (the converter's output for the real
    Gemma 4 tokenizer): tokens, their types (gguf.TokenType values), merges ("a b"; no token has
    a space), its chat template."""

    tokens: tuple[str, ...]
    types: tuple[int, ...]
    merges: tuple[str, ...]
    chat_template: str


@functools.cache
def gemma4_vocab() -> Gemma4Vocab:
    """:class:`Gemma4Vocab`, read once."""
    keys = ("tokenizer.ggml.tokens", "tokenizer.ggml.token_type", "tokenizer.ggml.merges",
            "tokenizer.chat_template")
    v = _gguf_values(_llamacpp().source / "models" / "ggml-vocab-gemma-4.gguf", keys)
    return Gemma4Vocab(*(tuple(v[k]) for k in keys[:3]), v[keys[3]])


def _gguf_string_arrays(path: Path, keys: Sequence[str]) -> dict[str, list[str]]:
    """The string-array values of ``keys`` in a GGUF's header (gguf.GGUFReader takes ~8 s on the
    300k strings of a vocabulary file; this reads them in a fraction of a second)."""
    out = _gguf_values(path, keys)
    bad = [k for k, v in out.items() if not (isinstance(v, list) and all(
        isinstance(x, str) for x in v))]
    if bad:
        raise RuntimeError(f"{path}: {', '.join(bad)} not string arrays")
    return out


def _gguf_values(path: Path, keys: Sequence[str]) -> dict[str, Any]:
    """The values of ``keys`` in a GGUF's header: strings, string arrays (lists of str) and
    integer or float arrays (lists); other scalars are not read (:func:`_gguf_string_arrays`)."""
    import struct

    import numpy as np

    data = path.read_bytes()
    if data[:4] != GGUF_MAGIC:
        raise RuntimeError(f"{path}: not a GGUF file")
    _version, _n_tensors, n_kv = struct.unpack_from("<IQQ", data, 4)
    pos = 24
    scalar = {0: 1, 1: 1, 2: 2, 3: 2, 4: 4, 5: 4, 6: 4, 7: 1, 10: 8, 11: 8, 12: 8}

    def string(p: int) -> tuple[bytes, int]:
        (n,) = struct.unpack_from("<Q", data, p)
        return data[p + 8:p + 8 + n], p + 8 + n

    def skip(vtype: int, p: int) -> int:
        if vtype in scalar:
            return p + scalar[vtype]
        if vtype == 8:
            return string(p)[1]
        if vtype == 9:
            sub, count = struct.unpack_from("<IQ", data, p)
            p += 12
            if sub in scalar:
                return p + count * scalar[sub]
            for _ in range(count):
                p = skip(sub, p)
            return p
        raise RuntimeError(f"{path}: unknown GGUF value type {vtype}")

    numeric = {0: "<u1", 1: "<i1", 2: "<u2", 3: "<i2", 4: "<u4", 5: "<i4", 6: "<f4", 7: "<u1",
               10: "<u8", 11: "<i8", 12: "<f8"}
    out: dict[str, Any] = {}
    for _ in range(n_kv):
        key, pos = string(pos)
        (vtype,) = struct.unpack_from("<I", data, pos)
        pos += 4
        name = key.decode()
        if name in keys and vtype == 8:
            raw, pos = string(pos)
            out[name] = raw.decode("utf-8")
        elif name in keys and vtype == 9:
            sub, count = struct.unpack_from("<IQ", data, pos)
            p = pos + 12
            if sub == 8:
                items = []
                for _ in range(count):
                    raw, p = string(p)
                    items.append(raw.decode("utf-8"))
                out[name] = items
            elif sub in numeric:
                out[name] = np.frombuffer(data, numeric[sub], count, p).tolist()
                p += count * scalar[sub]
            else:
                raise RuntimeError(f"{path}: {name} is an array of arrays")
            pos = p
        else:
            pos = skip(vtype, pos)
    missing = [k for k in keys if k not in out]
    if missing:
        raise RuntimeError(f"{path}: no {', '.join(missing)}")
    return out


def _bpe_vocab(n_regular: int, first: int = 0) -> tuple[dict[str, int], list[list[str]]]:
    """Qwen2's first ``n_regular`` tokens at ids ``first``... and the merges among them (parts
    and result kept)."""
    tokens, merges = qwen2_vocab()
    vocab = {t: first + i for i, t in enumerate(tokens[:n_regular])}
    pairs = []
    for m in merges:
        a, b = m.split(" ")
        if a in vocab and b in vocab and a + b in vocab:
            pairs.append([a, b])
    return vocab, pairs


# tokenizer.json's pre-tokenizers: Qwen2's (its tokenizer.json), which the converter's hash check
# recognizes; GPT-2's (ByteLevel's own regex, as GPT-NeoX's tokenizer.json has it)
_QWEN2_SPLIT = {"type": "Split", "pattern": {"Regex": (
    "(?i:'s|'t|'re|'ve|'m|'ll|'d)|[^\\r\\n\\p{L}\\p{N}]?\\p{L}+|\\p{N}| ?[^\\s\\p{L}"
    "\\p{N}]+[\\r\\n]*|\\s*[\\r\\n]+|\\s+(?!\\S)|\\s+")},
    "behavior": "Isolated", "invert": False}


def write_tokenizer(r: Recipe, ckpt: Path) -> None:
    if r.spec.pre_tokenizer == "gemma4":
        return _write_gemma4_tokenizer(r, ckpt)
    first, n_regular = r.spec.regular
    vocab, merges = _bpe_vocab(n_regular, first)
    added_ids = [i for i, _, _ in r.added]
    if first != 0 or added_ids != list(range(n_regular, n_regular + len(added_ids))):
        # The tokenizers library numbers added tokens it does not find in the model's vocabulary
        # from the vocabulary's size on; tokens at other ids (OLMoE's at 0 and 1, LLaDA-MoE's past
        # a hole) must be in the BPE vocabulary too, as GPT-NeoX's tokenizer.json has them.
        vocab.update({text: i for i, text, _ in r.added})
    added = [{"id": i, "content": text, "single_word": False, "lstrip": False, "rstrip": False,
              "normalized": False, "special": special} for i, text, special in r.added]
    byte_level = {"type": "ByteLevel", "add_prefix_space": False, "trim_offsets": False,
                  "use_regex": False}
    if r.spec.pre_tokenizer == "gpt2":
        pre_tokenizer: dict[str, Any] = {**byte_level, "trim_offsets": True, "use_regex": True}
    else:
        pre_tokenizer = {"type": "Sequence", "pretokenizers": [_QWEN2_SPLIT, byte_level]}
    tokenizer = {
        "version": "1.0",
        "truncation": None,
        "padding": None,
        "added_tokens": added,
        "normalizer": {"type": "NFC"},
        "pre_tokenizer": pre_tokenizer,
        "post_processor": byte_level,
        "decoder": byte_level,
        "model": {"type": "BPE", "dropout": None, "unk_token": None,
                  "continuing_subword_prefix": "", "end_of_word_suffix": "", "fuse_unk": False,
                  "byte_fallback": False, "ignore_merges": False, "vocab": vocab,
                  "merges": merges},
    }
    (ckpt / "tokenizer.json").write_text(json.dumps(tokenizer, ensure_ascii=False))
    config: dict[str, Any] = {
        "add_bos_token": r.add_bos,
        "add_eos_token": False,
        "added_tokens_decoder": {
            str(i): {"content": text, "lstrip": False, "normalized": False, "rstrip": False,
                     "single_word": False, "special": special} for i, text, special in r.added},
        **r.special,
        "chat_template": r.chat_template(),
        "clean_up_tokenization_spaces": False,
        "model_max_length": r.real_config.get("max_position_embeddings",
                                              r.real_config.get("max_sequence_length")),
        "tokenizer_class": "PreTrainedTokenizerFast",
        **r.extra_tokenizer_config,
    }
    if config["chat_template"] is None:
        del config["chat_template"]
    if r.family == "dream":
        config["additional_special_tokens"] = [t for _, t, s in QWEN25_ADDED[1:] if s]
        config["errors"] = "replace"
        config["split_special_tokens"] = False
    (ckpt / "tokenizer_config.json").write_text(json.dumps(config, indent=2, ensure_ascii=False))


def _write_gemma4_tokenizer(r: Recipe, ckpt: Path) -> None:
    """Gemma 4's tokenizer (:data:`GEMMA4_ADDED`): ``tokenizer.json`` as transformers'
    GemmaTokenizer builds it (BPE with byte fallback and <unk>, spaces normalized to "▁", no
    real pre-split, decoder "▁" -> " " + ByteFallback + Fuse; a BOS post-processor) holding the
    vendored vocabulary file's 262144 tokens at their ids and its merges, the special tokens
    also as added tokens; ``tokenizer_config.json`` (GemmaTokenizer, BOS added);
    ``chat_template.jinja``. The converter's Gemma4Model reads it with gguf.LlamaHfVocab and
    writes tokenizer.ggml.model "gemma4", the tokens, scores -1000, types, merges."""
    v = gemma4_vocab()
    if len(v.tokens) != GEMMA4_N_VOCAB or r.real_config["vocab_size"] != GEMMA4_N_VOCAB:
        raise RuntimeError(f"Gemma 4 vocabulary: {len(v.tokens)} tokens, expected "
                           f"{GEMMA4_N_VOCAB}")
    kinds = {int(gguf_type): special for gguf_type, special in ((3, True), (4, False))}
    have = tuple((i, t, kinds[ty]) for i, (t, ty) in enumerate(zip(v.tokens, v.types,
                                                                   strict=True)) if ty in kinds)
    if have != r.added:  # CONTROL (3) and USER_DEFINED (4), in id order
        raise RuntimeError("models/ggml-vocab-gemma-4.gguf's special tokens differ from "
                           "GEMMA4_ADDED")
    replace = {"type": "Replace", "pattern": {"String": " "}, "content": "▁"}
    bos = r.special["bos_token"]
    bos_id = v.tokens.index(bos)
    tokenizer = {
        "version": "1.0",
        "truncation": None,
        "padding": None,
        "added_tokens": [{"id": i, "content": text, "single_word": False, "lstrip": False,
                          "rstrip": False, "normalized": False, "special": special}
                         for i, text, special in r.added],
        "normalizer": replace,
        "pre_tokenizer": {"type": "Split", "pattern": {"String": " "},
                          "behavior": "MergedWithPrevious", "invert": False},
        "post_processor": {
            "type": "TemplateProcessing",
            "single": [{"SpecialToken": {"id": bos, "type_id": 0}},
                       {"Sequence": {"id": "A", "type_id": 0}}],
            "pair": [{"SpecialToken": {"id": bos, "type_id": 0}},
                     {"Sequence": {"id": "A", "type_id": 0}},
                     {"Sequence": {"id": "B", "type_id": 1}}],
            "special_tokens": {bos: {"id": bos, "ids": [bos_id], "tokens": [bos]}}},
        "decoder": {"type": "Sequence", "decoders": [
            {**replace, "pattern": {"String": "▁"}, "content": " "}, {"type": "ByteFallback"},
            {"type": "Fuse"}]},
        "model": {"type": "BPE", "dropout": None, "unk_token": r.special["unk_token"],
                  "continuing_subword_prefix": None, "end_of_word_suffix": None,
                  "fuse_unk": True, "byte_fallback": True, "ignore_merges": False,
                  "vocab": {t: i for i, t in enumerate(v.tokens)},
                  "merges": [m.split(" ") for m in v.merges]},
    }
    (ckpt / "tokenizer.json").write_text(json.dumps(tokenizer, ensure_ascii=False))
    config: dict[str, Any] = {
        "add_bos_token": r.add_bos,
        "add_eos_token": False,
        "added_tokens_decoder": {
            str(i): {"content": text, "lstrip": False, "normalized": False, "rstrip": False,
                     "single_word": False, "special": special} for i, text, special in r.added},
        **r.special,
        "clean_up_tokenization_spaces": False,
        "model_max_length": r.real_config["max_position_embeddings"],
        "tokenizer_class": "GemmaTokenizer",
        **r.extra_tokenizer_config,
    }
    (ckpt / "tokenizer_config.json").write_text(json.dumps(config, indent=2, ensure_ascii=False))
    template = r.chat_template()
    assert template is not None
    (ckpt / "chat_template.jinja").write_text(template)


def tensor_shapes(r: Recipe, cfg: dict[str, Any]) -> dict[str, tuple[int, ...]]:
    """The checkpoint's tensors under the real Hugging Face names, with their shapes."""
    if r.spec.moe:
        return _MOE_TENSORS.get(r.family, _moe_tensors)(r, cfg)
    return _DENSE_TENSORS[r.family](r, cfg)


def _llada_tensors(r: Recipe, cfg: dict[str, Any]) -> dict[str, tuple[int, ...]]:
    """LLaDA's modeling_llada.py (OLMo-style names)."""
    vocab, kv = cfg["vocab_size"], LLADA_KV_HEADS * HEAD_DIM
    p = "model.transformer"
    shapes: dict[str, tuple[int, ...]] = {f"{p}.wte.weight": (vocab, HIDDEN)}
    for n in range(N_LAYERS):
        b = f"{p}.blocks.{n}"
        shapes.update({
            f"{b}.attn_norm.weight": (HIDDEN,), f"{b}.q_proj.weight": (HIDDEN, HIDDEN),
            f"{b}.k_proj.weight": (kv, HIDDEN), f"{b}.v_proj.weight": (kv, HIDDEN),
            f"{b}.attn_out.weight": (HIDDEN, HIDDEN), f"{b}.ff_norm.weight": (HIDDEN,),
            f"{b}.ff_proj.weight": (FFN, HIDDEN), f"{b}.up_proj.weight": (FFN, HIDDEN),
            f"{b}.ff_out.weight": (HIDDEN, FFN),
        })
    shapes[f"{p}.ln_f.weight"] = (HIDDEN,)
    shapes[f"{p}.ff_out.weight"] = (vocab, HIDDEN)  # the untied output (weight_tying false)
    return shapes


def _dream_tensors(r: Recipe, cfg: dict[str, Any]) -> dict[str, tuple[int, ...]]:
    """Dream's modeling_dream.py (Qwen2 names)."""
    vocab, kv = cfg["vocab_size"], DREAM_KV_HEADS * HEAD_DIM
    shapes: dict[str, tuple[int, ...]] = {"model.embed_tokens.weight": (vocab, HIDDEN)}
    for n in range(N_LAYERS):
        b = f"model.layers.{n}"
        shapes.update({
            f"{b}.input_layernorm.weight": (HIDDEN,),
            f"{b}.self_attn.q_proj.weight": (HIDDEN, HIDDEN),
            f"{b}.self_attn.q_proj.bias": (HIDDEN,),
            f"{b}.self_attn.k_proj.weight": (kv, HIDDEN), f"{b}.self_attn.k_proj.bias": (kv,),
            f"{b}.self_attn.v_proj.weight": (kv, HIDDEN), f"{b}.self_attn.v_proj.bias": (kv,),
            f"{b}.self_attn.o_proj.weight": (HIDDEN, HIDDEN),
            f"{b}.post_attention_layernorm.weight": (HIDDEN,),
            f"{b}.mlp.gate_proj.weight": (FFN, HIDDEN),
            f"{b}.mlp.up_proj.weight": (FFN, HIDDEN),
            f"{b}.mlp.down_proj.weight": (HIDDEN, FFN),
        })
    shapes["model.norm.weight"] = (HIDDEN,)
    shapes["lm_head.weight"] = (vocab, HIDDEN)  # tie_word_embeddings false
    return shapes


def _gemma4_tensors(r: Recipe, cfg: dict[str, Any]) -> dict[str, tuple[int, ...]]:
    """Gemma4ForCausalLM's names (transformers 5.24's modeling_gemma4.py, in its order; the
    real checkpoints, Gemma4ForConditionalGeneration, have them under model.language_model):
    ``model.embed_tokens`` (tied output: no lm_head); per layer the ``layer_scalar`` buffer [1],
    ``self_attn.{q,k,v,o}_proj`` (no v_proj on global layers with attention_k_eq_v: V is the K
    projection), ``self_attn.q_norm`` / ``k_norm`` [head dim] (v_norm has no weight), the dense
    ``mlp.{gate,up,down}_proj``, ``input_layernorm``, ``post_attention_layernorm``,
    ``pre_feedforward_layernorm``, ``post_feedforward_layernorm``; with enable_moe_block also
    ``router.scale`` [hidden], ``router.per_expert_scale`` [experts], ``router.proj``
    [experts, hidden], the fused ``experts.gate_up_proj`` [experts, 2 x expert width, hidden]
    (gate the first half) and ``experts.down_proj`` [experts, hidden, expert width] (no
    .weight suffix), ``post_feedforward_layernorm_1`` / ``_2`` and
    ``pre_feedforward_layernorm_2``; ``model.norm``."""
    s, vocab = r.shape(), cfg["vocab_size"]
    assert isinstance(s, Gemma4Shape)
    h, e, ff = s.hidden, s.n_experts, s.expert_ffn
    shapes: dict[str, tuple[int, ...]] = {"model.embed_tokens.weight": (vocab, h)}
    for n, kind in enumerate(s.layer_types):
        b = f"model.layers.{n}"
        full = kind == "full_attention"
        hd, kv = (s.global_head_dim, s.global_kv_heads) if full else (s.head_dim, s.n_kv_heads)
        q = s.n_heads * hd
        shapes.update({
            f"{b}.layer_scalar": (1,),
            f"{b}.self_attn.q_proj.weight": (q, h),
            f"{b}.self_attn.q_norm.weight": (hd,),
            f"{b}.self_attn.k_norm.weight": (hd,),
            f"{b}.self_attn.k_proj.weight": (kv * hd, h),
        })
        if not (full and cfg["attention_k_eq_v"]):
            shapes[f"{b}.self_attn.v_proj.weight"] = (kv * hd, h)
        shapes.update({
            f"{b}.self_attn.o_proj.weight": (h, q),
            f"{b}.mlp.gate_proj.weight": (s.ffn, h),
            f"{b}.mlp.up_proj.weight": (s.ffn, h),
            f"{b}.mlp.down_proj.weight": (h, s.ffn),
            f"{b}.input_layernorm.weight": (h,),
            f"{b}.post_attention_layernorm.weight": (h,),
            f"{b}.pre_feedforward_layernorm.weight": (h,),
            f"{b}.post_feedforward_layernorm.weight": (h,),
        })
        if cfg["enable_moe_block"]:
            shapes.update({
                f"{b}.router.scale": (h,),
                f"{b}.router.per_expert_scale": (e,),
                f"{b}.router.proj.weight": (e, h),
                f"{b}.experts.gate_up_proj": (e, 2 * ff, h),
                f"{b}.experts.down_proj": (e, h, ff),
                f"{b}.post_feedforward_layernorm_1.weight": (h,),
                f"{b}.post_feedforward_layernorm_2.weight": (h,),
                f"{b}.pre_feedforward_layernorm_2.weight": (h,),
            })
    shapes["model.norm.weight"] = (h,)
    return shapes


# the families without a MoeLayout (Gemma 4: its experts by enable_moe_block)
_DENSE_TENSORS = {"llada": _llada_tensors, "dream": _dream_tensors, "gemma4": _gemma4_tensors}


def _moe_tensors(r: Recipe, cfg: dict[str, Any]) -> dict[str, tuple[int, ...]]:
    """The MoE bodies' Qwen2-MoE-style names, shared by the three families (the converter maps
    them through gguf-py's tensor_mapping.py): Q/K/V/O without biases, ``self_attn.q_norm`` /
    ``k_norm`` (the head dim wide, per head; OLMoE: the whole projection wide), the router
    ``mlp.gate`` [experts, hidden] and every expert's own ``mlp.experts.{e}.{gate,up,down}_proj``
    (the converter stacks them into ffn_{gate,up,down}_exps), an untied ``lm_head``. LLaDA-MoE's
    checkpoint uses these names too (its modeling_lladamoe.py, OLMoE-derived, as public ports
    load it); RND1's is Qwen3-MoE's."""
    moe, s, vocab = r.spec.moe, r.shape(), cfg["vocab_size"]
    assert moe is not None
    h, ff, q, kv = s.hidden, s.expert_ffn, s.n_heads * s.head_dim, s.n_kv_heads * s.head_dim
    q_norm, k_norm = (s.head_dim, s.head_dim) if moe.qk_norm == "head" else (q, kv)
    shapes: dict[str, tuple[int, ...]] = {"model.embed_tokens.weight": (vocab, h)}
    for n in range(s.n_layers):
        b = f"model.layers.{n}"
        shapes.update({
            f"{b}.input_layernorm.weight": (h,),
            f"{b}.self_attn.q_proj.weight": (q, h),
            f"{b}.self_attn.k_proj.weight": (kv, h),
            f"{b}.self_attn.v_proj.weight": (kv, h),
            f"{b}.self_attn.o_proj.weight": (h, q),
            f"{b}.self_attn.q_norm.weight": (q_norm,),
            f"{b}.self_attn.k_norm.weight": (k_norm,),
            f"{b}.post_attention_layernorm.weight": (h,),
            f"{b}.mlp.gate.weight": (s.n_experts, h),
        })
        for e in range(s.n_experts):
            x = f"{b}.mlp.experts.{e}"
            shapes.update({f"{x}.gate_proj.weight": (ff, h), f"{x}.up_proj.weight": (ff, h),
                           f"{x}.down_proj.weight": (h, ff)})
    shapes["model.norm.weight"] = (h,)
    shapes["lm_head.weight"] = (vocab, h)  # untied in all four
    return shapes


def _llada2_tensors(r: Recipe, cfg: dict[str, Any]) -> dict[str, tuple[int, ...]]:
    """LLaDA2's modeling_llada2_moe.py (BailingMoeV2's names, as gguf-py's tensor_mapping.py
    maps them for bailingmoe2 and public LLaDA2 converters read them): the embedding
    ``model.word_embeddings``; per layer ``input_layernorm``, the fused
    ``attention.query_key_value`` [(heads + 2 kv heads) x head_dim, hidden] (Q, K, V rows in
    that order, no bias), ``attention.query_layernorm`` / ``key_layernorm`` [head_dim],
    ``attention.dense``, ``post_attention_layernorm``; the first_k_dense_replace leading layers
    a dense ``mlp.{gate,up,down}_proj``, the others the router ``mlp.gate.weight`` [experts,
    hidden], its selection bias ``mlp.gate.expert_bias`` [experts] (float32), every expert's
    ``mlp.experts.{e}.{gate,up,down}_proj`` and the shared expert
    ``mlp.shared_experts.{gate,up,down}_proj`` (moe_intermediate_size x num_shared_experts
    wide); ``model.norm``, the untied ``lm_head``."""
    s, vocab = r.shape(), cfg["vocab_size"]
    h, ff, hd = s.hidden, s.expert_ffn, s.head_dim
    q, kv = s.n_heads * hd, s.n_kv_heads * hd
    shared = cfg["moe_intermediate_size"] * cfg["num_shared_experts"]
    shapes: dict[str, tuple[int, ...]] = {"model.word_embeddings.weight": (vocab, h)}
    for n in range(s.n_layers):
        b = f"model.layers.{n}"
        shapes.update({
            f"{b}.input_layernorm.weight": (h,),
            f"{b}.attention.query_key_value.weight": (q + 2 * kv, h),
            f"{b}.attention.query_layernorm.weight": (hd,),
            f"{b}.attention.key_layernorm.weight": (hd,),
            f"{b}.attention.dense.weight": (h, q),
            f"{b}.post_attention_layernorm.weight": (h,),
        })
        if n < cfg["first_k_dense_replace"]:
            shapes.update({f"{b}.mlp.gate_proj.weight": (s.ffn, h),
                           f"{b}.mlp.up_proj.weight": (s.ffn, h),
                           f"{b}.mlp.down_proj.weight": (h, s.ffn)})
            continue
        shapes.update({f"{b}.mlp.gate.weight": (s.n_experts, h),
                       f"{b}.mlp.gate.expert_bias": (s.n_experts,)})
        for e in range(s.n_experts):
            x = f"{b}.mlp.experts.{e}"
            shapes.update({f"{x}.gate_proj.weight": (ff, h), f"{x}.up_proj.weight": (ff, h),
                           f"{x}.down_proj.weight": (h, ff)})
        x = f"{b}.mlp.shared_experts"
        shapes.update({f"{x}.gate_proj.weight": (shared, h), f"{x}.up_proj.weight": (shared, h),
                       f"{x}.down_proj.weight": (h, shared)})
    shapes["model.norm.weight"] = (h,)
    shapes["lm_head.weight"] = (vocab, h)  # tie_word_embeddings false
    return shapes


_MOE_TENSORS = {"llada2": _llada2_tensors}
# the tensors real checkpoints keep in float32 (LLaDA2's router bias, router_dtype fp32)
F32_TENSORS = (".mlp.gate.expert_bias",)


def write_weights(r: Recipe, cfg: dict[str, Any], ckpt: Path) -> None:
    """Seeded random weights in folder ``ckpt``: N(0, 0.02); norm weights 1 + N(0, 0.02)
    (Gemma 4's 1-D parameters: :func:`_draw`); bfloat16 (F32_TENSORS float32). One
    ``model.safetensors``, or past ONE_FILE_MAX bytes shards of SHARD_BYTES and
    ``model.safetensors.index.json`` (the values do not depend on the split: one generator, the
    tensors in order)."""
    import torch
    from safetensors.torch import save_file

    seed = SEED + int(hashlib.sha256(r.name.encode()).hexdigest()[:8], 16)
    gen = torch.Generator().manual_seed(seed)
    shapes = tensor_shapes(r, cfg)
    nbytes = {n: math.prod(shape) * (4 if n.endswith(F32_TENSORS) else 2)
              for n, shape in shapes.items()}
    shards: list[list[str]] = [[]]
    if sum(nbytes.values()) > ONE_FILE_MAX:
        size = 0
        for tname in shapes:
            if shards[-1] and size + nbytes[tname] > SHARD_BYTES:
                shards.append([])
                size = 0
            shards[-1].append(tname)
            size += nbytes[tname]
    else:
        shards = [list(shapes)]
    files = (["model.safetensors"] if len(shards) == 1 else
             [f"model-{i + 1:05d}-of-{len(shards):05d}.safetensors" for i in range(len(shards))])
    for fname, names in zip(files, shards, strict=True):
        tensors = {}
        for tname in names:
            t = _draw(r, tname, shapes[tname], gen)
            tensors[tname] = t if tname.endswith(F32_TENSORS) else t.to(torch.bfloat16)
        save_file(tensors, str(ckpt / fname), metadata={"format": "pt"})
        del tensors
    if len(files) > 1:
        weight_map = {n: f for f, names in zip(files, shards, strict=True) for n in names}
        index = {"metadata": {"total_size": sum(nbytes.values())}, "weight_map": weight_map}
        (ckpt / "model.safetensors.index.json").write_text(json.dumps(index, indent=2) + "\n")


def _draw(r: Recipe, tname: str, shape: tuple[int, ...], gen: Any) -> Any:
    """One tensor's float32 values from ``gen``: N(0, WEIGHT_STD), norm weights 1 + that.
    Gemma 4: norm weights 1 + GEMMA4_NORM_STD * N(0, 1) (its norms apply the weight as stored;
    q_norm / k_norm also times head_dim ** GEMMA4_QK_NORM_POWER, model.norm times
    GEMMA4_LOGIT_STD / (WEIGHT_STD * sqrt(hidden))), ``layer_scalar``,
    ``router.scale`` (also times GEMMA4_ROUTER_LOGIT_STD / WEIGHT_STD) and
    ``router.per_expert_scale`` uniform in GEMMA4_SCALE_RANGE (positive; ones in an untrained
    model, so a missing multiply would not show)."""
    import torch

    if r.family == "gemma4":
        if tname.endswith(("layer_scalar", "router.scale", "router.per_expert_scale")):
            lo, hi = GEMMA4_SCALE_RANGE
            t = lo + (hi - lo) * torch.rand(shape, generator=gen, dtype=torch.float32)
            return t * (GEMMA4_ROUTER_LOGIT_STD / WEIGHT_STD) if tname.endswith(
                "router.scale") else t
        if "norm" in tname:
            t = 1.0 + GEMMA4_NORM_STD * torch.randn(shape, generator=gen, dtype=torch.float32)
            if tname.endswith(("q_norm.weight", "k_norm.weight")):
                return t * shape[0] ** GEMMA4_QK_NORM_POWER
            if tname == "model.norm.weight":
                return t * (GEMMA4_LOGIT_STD / (WEIGHT_STD * math.sqrt(shape[0])))
            return t
    t = torch.randn(shape, generator=gen, dtype=torch.float32) * WEIGHT_STD
    if "norm" in tname or tname.endswith("ln_f.weight"):
        t += 1.0
    return t


# --------------------------------------------------------------------------- converter, quantizer

# Imports the vendored converter as a module (its own gguf-py first on the path), optionally
# makes one converter class's pre-tokenizer check answer a name ("module:Class=name"), and runs
# its main() on the given argv.
WRAPPER = """\
import importlib, sys
source, patch = sys.argv[1], sys.argv[2]
sys.path[:0] = [source + "/gguf-py", source]
sys.argv = ["convert_hf_to_gguf.py", *sys.argv[3:]]
import convert_hf_to_gguf
if patch:
    target, pre = patch.rsplit("=", 1)
    module, name = target.split(":")
    # llama.cpp has no hash entry for this tokenizer; answer what it answers for the real one
    setattr(getattr(importlib.import_module(module), name), "get_vocab_base_pre",
            lambda self, tokenizer: pre)
convert_hf_to_gguf.main()
"""


def run_converter(tools: LlamaCpp, ckpt: Path, out: Path, *, patch: str | None,
                  pre: str) -> str:
    """``convert_hf_to_gguf.py ckpt --outtype f16 --outfile out`` (vendored, unedited); its log.

    ``patch``: the converter class ("conversion.llada:LLaDAModel") whose pre-tokenizer check is
    made to answer ``pre``; None leaves the converter's own hash check."""
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(
        [str(tools.source / "gguf-py"), str(tools.source)]
        + ([env["PYTHONPATH"]] if env.get("PYTHONPATH") else []))
    env.setdefault("HF_HUB_OFFLINE", "1")
    env.setdefault("TRANSFORMERS_OFFLINE", "1")
    env.setdefault("TOKENIZERS_PARALLELISM", "false")
    cmd = [sys.executable, "-c", WRAPPER, str(tools.source), f"{patch}={pre}" if patch else "",
           str(ckpt), "--outtype", "f16", "--outfile", str(out)]
    res = subprocess.run(cmd, capture_output=True, text=True, env=env, cwd=ckpt.parent)
    if res.returncode != 0 or not _looks_gguf(out):
        raise RuntimeError(f"convert_hf_to_gguf.py failed on {ckpt.name} (rc {res.returncode}):\n"
                           f"{res.stdout[-2000:]}\n{res.stderr[-6000:]}")
    return res.stderr


def quantize(tools: LlamaCpp, src: Path, out: Path, *, threads: int | None = None) -> None:
    """``llama-quantize src out Q4_K_M``."""
    n = threads or min(os.cpu_count() or 2, 4)
    res = subprocess.run([str(tools.quantize), str(src), str(out), QUANT, str(n)],
                         capture_output=True, text=True)
    if res.returncode != 0 or not _looks_gguf(out):
        raise RuntimeError(f"llama-quantize failed on {src.name} (rc {res.returncode}):\n"
                           f"{res.stdout[-2000:]}\n{res.stderr[-4000:]}")


# --------------------------------------------------------------------------- relabel (LLaDA2)

# Rewrites a GGUF's metadata with the vendored gguf-py (its GGUFReader / GGUFWriter, first on the
# path as for the converter; the loop gguf-py's scripts/gguf_new_metadata.py runs): the spec's
# "from" architecture becomes "arch" (general.architecture and every "<from>." key renamed,
# values and types kept, order kept), each "kv" key is added where the converter would have
# written it (after the last "<arch>." key; a token id after the last token id; one already
# there must hold that value), and the tensors are copied byte for byte (same names, types,
# shapes and order), which it then checks by reading both files back.
RELABEL = """\
import json, sys
source, src, dst, spec = sys.argv[1], sys.argv[2], sys.argv[3], json.loads(sys.argv[4])
sys.path[:0] = [source + "/gguf-py"]
import gguf
old, new = spec["from"], spec["arch"]
reader = gguf.GGUFReader(src)
arch = reader.get_field("general.architecture").contents()
if arch != old:
    sys.exit(f"{src}: architecture {arch!r}, expected {old!r}")
fields = [f for f in reader.fields.values()
          if f.name != "general.architecture" and not f.name.startswith("GGUF.")]
kv = [[f.name, f.contents(), f.types[0], f.types[-1] if len(f.types) > 1 else None]
      for f in fields]
for item in kv:
    if item[0].startswith(old + "."):
        item[0] = new + item[0][len(old):]
renamed = sum(1 for f in fields if f.name.startswith(old + "."))
for key, (value, vtype) in spec["kv"].items():
    have = [item for item in kv if item[0] == key]
    if have:
        if have[0][1] != value:
            sys.exit(f"{src}: {key} = {have[0][1]!r}, expected {value!r}")
        print(f"kept {key} = {value!r}")
        continue
    if key.startswith("tokenizer.ggml.") and key.endswith("_token_id"):
        after = [i for i, item in enumerate(kv)
                 if item[0].startswith("tokenizer.ggml.") and item[0].endswith("_token_id")]
    else:
        after = [i for i, item in enumerate(kv) if item[0].startswith(new + ".")]
    kv.insert(after[-1] + 1, [key, value, gguf.GGUFValueType[vtype], None])
    print(f"added {key} = {value!r}")
writer = gguf.GGUFWriter(dst, new, endianess=reader.endianess)
for key, value, vtype, sub in kv:
    writer.add_key_value(key, value, vtype, sub_type=sub)
for t in reader.tensors:
    writer.add_tensor_info(t.name, t.data.shape, t.data.dtype, t.data.nbytes, t.tensor_type)
writer.write_header_to_file()
writer.write_kv_data_to_file()
writer.write_ti_data_to_file()
for t in reader.tensors:
    writer.write_tensor_data(t.data, tensor_endianess=reader.endianess)
writer.close()
check = gguf.GGUFReader(dst)
assert check.get_field("general.architecture").contents() == new
assert [(t.name, t.tensor_type, list(t.shape)) for t in check.tensors] == [
    (t.name, t.tensor_type, list(t.shape)) for t in reader.tensors]
step = 1 << 26
for a, b in zip(reader.tensors, check.tensors):
    x, y = a.data.reshape(-1).view("u1"), b.data.reshape(-1).view("u1")
    assert x.size == y.size and all(x[i:i + step].tobytes() == y[i:i + step].tobytes()
                                    for i in range(0, x.size, step)), a.name
print(f"{src} -> {dst}: general.architecture {old} -> {new}, {renamed} {old}.* keys renamed, "
      f"{len(reader.tensors)} tensors copied byte for byte")
"""


def relabel_spec(r: Recipe) -> dict[str, Any]:
    """What :func:`relabel` makes of ``r.relabel_of``'s files for ``r``: the file llama.cpp
    PR #17454's converter writes for LLaDA2.x (its LLaDA2MoeModel is BailingMoeV2Model with
    model_arch LLADA2, "llada2", and set_gguf_parameters adding
    add_diffusion_shift_logits(False), the unprefixed ``diffusion.shift_logits``; the mask id
    its diffusion-cli needs is the tokenizer's, tokenizer.ggml.mask_token_id)."""
    assert r.relabel_of is not None
    return {"from": _recipe(r.relabel_of).arch, "arch": r.arch,
            "kv": {"diffusion.shift_logits": [False, "BOOL"],
                   "tokenizer.ggml.mask_token_id": [_token_id(r, "<|mask|>"), "UINT32"]}}


def _token_id(r: Recipe, text: str) -> int:
    return next(i for i, t, _ in r.added if t == text)


def relabel(tools: LlamaCpp, src: Path, out: Path, spec: dict[str, Any]) -> str:
    """Write ``src`` relabeled by ``spec`` (:func:`relabel_spec`) to ``out``: metadata only, the
    tensor data byte for byte (RELABEL, with the vendored gguf-py); its log."""
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(
        [str(tools.source / "gguf-py")] + ([env["PYTHONPATH"]] if env.get("PYTHONPATH") else []))
    res = subprocess.run([sys.executable, "-c", RELABEL, str(tools.source), str(src), str(out),
                          json.dumps(spec)], capture_output=True, text=True, env=env)
    if res.returncode != 0 or not _looks_gguf(out):
        raise RuntimeError(f"relabeling {src.name} failed (rc {res.returncode}):\n"
                           f"{res.stdout[-2000:]}\n{res.stderr[-4000:]}")
    return res.stdout


# --------------------------------------------------------------------------- CLI


# the CLI's group names
GROUPS = {"all": MODEL_NAMES + MOE_MODEL_NAMES + LLADA2_NAMES + GEMMA4_NAMES,
          "dense": MODEL_NAMES, "moe": MOE_MODEL_NAMES + LLADA2_NAMES, "gemma4": GEMMA4_NAMES,
          "wide": MOE_WIDE_NAMES + LLADA2_WIDE_NAMES + GEMMA4_WIDE_NAMES}


def main(argv: Sequence[str] | None = None) -> int:
    import argparse

    ap = argparse.ArgumentParser(prog="python -m dllmc.bench.converted_models",
                                 description="GGUF files written by llama.cpp's converter (cached)")
    ap.add_argument("names", nargs="*", default=["all"],
                    help=f"model names: {', '.join(ALL_NAMES)}; or groups: all (what the tests "
                         "build: dense + moe + gemma4), dense, moe (with LLaDA2), gemma4, wide "
                         "(bench only, 1-2 GB each)")
    ap.add_argument("-j", "--jobs", type=int, default=2,
                    help="models built at once (each is a converter process); default 2")
    args = ap.parse_args(argv)
    names: list[str] = []
    for n in args.names:
        if n not in GROUPS and n not in RECIPES:
            ap.error(f"unknown model {n!r}; known: {', '.join(ALL_NAMES)} "
                     f"(groups: {', '.join(GROUPS)})")
        names += [m for m in GROUPS.get(n, (n,)) if m not in names]
    _llamacpp()
    qwen2_vocab()  # read once before the threads (functools.cache does not lock)
    if any(RECIPES[n].family == "gemma4" for n in names):
        gemma4_vocab()
    t0 = time.monotonic()
    with ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        paths = list(pool.map(converted_model, names))
    for n, p in zip(names, paths, strict=True):
        print(f"{n}\t{p}", flush=True)
    log(f"{len(names)} file(s) in {time.monotonic() - t0:.1f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
