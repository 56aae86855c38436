"""Mixture-of-experts GGUF files written by llama.cpp's own converter (bench/converted_models.py).

The vendored ``convert_hf_to_gguf.py`` runs on synthetic checkpoints of LLaDA-MoE-7B-A1B-Instruct,
RND1-Base-0910 (both diffusion), Qwen3-30B-A3B and OLMoE-1B-7B (both causal): 2 layers of width
256, heads of 64, the real expert count and top-k with experts 256 wide, the real vocabulary;
``llama-quantize`` makes Q4_K_M. These tests pin what the converter writes, read back with
``gguf.GGUFReader``, against what the vendored llama.cpp reads (docs/moe-notes.md), and that
llama.cpp loads and evaluates each file:

- every layer is MoE: ``ffn_gate_inp`` (the router, F32: the converter writes it F32 and
  llama-quantize leaves it) and the stacked experts ``ffn_{gate,up,down}_exps``, 3-D with the
  expert index last (ggml order: ``{n_embd, n_ff_exp, n_expert}`` for gate/up,
  ``{n_ff_exp, n_embd, n_expert}`` for down), Q4_K (Q6_K for the last layer's down);
- ``<arch>.expert_count`` / ``expert_used_count`` as the real models (64/8, 128/8);
  ``expert_feed_forward_length`` written by all but OLMoE (whose experts are
  ``feed_forward_length`` wide);
- Q/K norms: per head (``{head_dim}``) for llada-moe, rnd1, qwen3moe; OLMoE's over the whole
  projection (``{n_head * head_dim}``);
- diffusion: ``tokenizer.ggml.mask_token_id`` (LLaDA-MoE's hard-coded 156895, RND1's 151669 from
  its config), ``attention.causal`` false written for both; ``diffusion.shift_logits`` false for
  LLaDA-MoE and absent for RND1 (llama.cpp reads absence as shifted, Dream-style);
- the causal two write no ``attention.causal``;
- ``tokenizer.ggml.pre``: ``bailingmoe2`` (LLaDA-MoE) and ``olmo`` (OLMoE) by the converter's
  hash check patched to what it answers for the real tokenizers, ``qwen2`` by its own check.

The files build on first use (about a minute for the four on 2 cores) and are cached under
``<cache>/converted``; the wide bench-only variants (``MOE_WIDE_NAMES``) are never built here.
"""

from __future__ import annotations

import gguf
import numpy as np
import pytest

from dllmc.bench import converted_models as cm
from dllmc.bench import llamacpp
from dllmc.tests.test_converted_models import _read

LLADA_MOE, RND1, QWEN3, OLMOE = cm.MOE_MODEL_NAMES
ARCH = {LLADA_MOE: "llada-moe", RND1: "rnd1", QWEN3: "qwen3moe", OLMOE: "olmoe"}
EXPERTS = {LLADA_MOE: (64, 8), RND1: (128, 8), QWEN3: (128, 8), OLMOE: (64, 8)}  # count, top-k
VOCAB = {LLADA_MOE: 157184, RND1: 151936, QWEN3: 151936, OLMOE: 50304}
KV_HEADS = {LLADA_MOE: 4, RND1: 1, QWEN3: 1, OLMOE: 4}
MASK = {LLADA_MOE: 156895, RND1: 151669}  # the diffusion ones
PRE = {LLADA_MOE: "bailingmoe2", RND1: "qwen2", QWEN3: "qwen2", OLMOE: "olmo"}
DENSE_FFN = {LLADA_MOE: 1024, RND1: 768, QWEN3: 768, OLMOE: 256}  # feed_forward_length
T = gguf.TokenType

moe = pytest.mark.parametrize("name", cm.MOE_MODEL_NAMES)


# --------------------------------------------------------------------------- the recipes (fast)


def test_the_moe_names_stand_apart_from_the_dense_ones() -> None:
    assert cm.MODEL_NAMES == ("llada-8b-instruct", "llada-1.5", "dream-v0-instruct-7b",
                              "dream-coder-7b", "diffucoder-7b")
    assert cm.MOE_MODEL_NAMES == (LLADA_MOE, RND1, QWEN3, OLMOE)
    assert cm.MOE_WIDE_NAMES == ("llada-moe-7b-a1b-wide", "rnd1-wide")
    assert cm.LLADA2_NAMES == ("llada2-mini-bailingmoe2", "llada2-mini")
    assert cm.LLADA2_WIDE_NAMES == ("llada2-mini-wide-bailingmoe2", "llada2-mini-wide")
    assert cm.GEMMA4_NAMES == ("gemma4-moe", "gemma4-dense")
    assert cm.GEMMA4_WIDE_NAMES == ("gemma4-26b-a4b-wide",)
    wide = {*cm.MOE_WIDE_NAMES, *cm.LLADA2_WIDE_NAMES, *cm.GEMMA4_WIDE_NAMES}
    assert set(cm.ALL_NAMES) == {*cm.MODEL_NAMES, *cm.MOE_MODEL_NAMES, *cm.LLADA2_NAMES,
                                 *cm.GEMMA4_NAMES, *wide}
    # the wide ones are bench only: in no group the tests build
    assert not wide & set(cm.GROUPS["all"])
    assert set(cm.GROUPS["wide"]) == wide
    assert cm.GROUPS["all"] == (cm.MODEL_NAMES + cm.MOE_MODEL_NAMES + cm.LLADA2_NAMES
                                + cm.GEMMA4_NAMES)
    for name in cm.ALL_NAMES:
        assert cm.model_path(name).name == f"{name}.gguf"
        assert cm.f16_path(name).name == f"{name}-f16.gguf"
    with pytest.raises(KeyError):
        cm.hf_config("mixtral")


@moe
def test_reduced_configs_keep_experts_vocabulary_and_ids(name: str) -> None:
    cfg = cm.hf_config(name)
    real = cm.RECIPES[name].real_config
    assert cfg["architectures"] == real["architectures"]
    assert cm.RECIPES[name].arch == ARCH[name]
    assert cfg["vocab_size"] == real["vocab_size"] == VOCAB[name]
    assert (cfg["num_experts"], cfg["num_experts_per_tok"]) == EXPERTS[name]
    assert (cfg["num_hidden_layers"], cfg["hidden_size"]) == (2, 256)
    assert (cfg["num_attention_heads"], cfg["num_key_value_heads"]) == (4, KV_HEADS[name])
    expert_key = {LLADA_MOE: "expert_intermediate_size", OLMOE: "intermediate_size"}.get(
        name, "moe_intermediate_size")
    assert cfg[expert_key] == 256
    assert not cfg["tie_word_embeddings"]
    if name == LLADA_MOE:
        assert cfg["dense_intermediate_size"] == 1024 and cfg["moe_layer_freq"] == [1, 1]
        assert cfg["qk_layernorm"] and not cfg["norm_topk_prob"] and "mask_token_id" not in cfg
    elif name == OLMOE:
        assert not cfg["norm_topk_prob"] and "head_dim" not in cfg
    else:
        assert cfg["norm_topk_prob"] and cfg["head_dim"] == 64
        assert cfg["intermediate_size"] == 768 and cfg["max_window_layers"] == 2
    if name == RND1:
        assert cfg["mask_token_id"] == 151669 and cfg["is_causal"] is False
    cfg["num_experts"] = 1
    assert cm.hf_config(name)["num_experts"] == real["num_experts"]  # a copy each time


def test_the_wide_variants_keep_the_real_widths() -> None:
    llada = cm.hf_config("llada-moe-7b-a1b-wide")
    assert (llada["num_hidden_layers"], llada["hidden_size"], llada["num_attention_heads"],
            llada["num_key_value_heads"], llada["expert_intermediate_size"],
            llada["num_experts"], llada["num_experts_per_tok"], llada["vocab_size"]) == (
        2, 2048, 16, 16, 1024, 64, 8, 157184)
    rnd1 = cm.hf_config("rnd1-wide")
    assert (rnd1["num_hidden_layers"], rnd1["hidden_size"], rnd1["num_attention_heads"],
            rnd1["num_key_value_heads"], rnd1["head_dim"], rnd1["moe_intermediate_size"],
            rnd1["num_experts"], rnd1["num_experts_per_tok"]) == (2, 2048, 32, 4, 128, 768, 128, 8)
    shapes = cm.tensor_shapes(cm.RECIPES["rnd1-wide"], rnd1)
    assert shapes["model.layers.1.self_attn.q_proj.weight"] == (4096, 2048)  # 32 heads of 128
    assert shapes["model.layers.1.self_attn.q_norm.weight"] == (128,)


@moe
def test_the_checkpoint_has_one_tensor_per_expert(name: str) -> None:
    cfg = cm.hf_config(name)
    shapes = cm.tensor_shapes(cm.RECIPES[name], cfg)
    n_exp = EXPERTS[name][0]
    assert len(shapes) == 3 + 2 * (9 + 3 * n_exp)
    b = "model.layers.1"
    assert shapes[f"{b}.mlp.gate.weight"] == (n_exp, 256)
    assert shapes[f"{b}.mlp.experts.{n_exp - 1}.gate_proj.weight"] == (256, 256)
    assert shapes[f"{b}.mlp.experts.0.down_proj.weight"] == (256, 256)
    kv = KV_HEADS[name] * 64
    assert shapes[f"{b}.self_attn.k_proj.weight"] == (kv, 256)
    per_head = name != OLMOE
    assert shapes[f"{b}.self_attn.q_norm.weight"] == ((64,) if per_head else (256,))
    assert shapes[f"{b}.self_attn.k_norm.weight"] == ((64,) if per_head else (kv,))
    assert shapes["lm_head.weight"] == shapes["model.embed_tokens.weight"] == (VOCAB[name], 256)


def test_added_tokens_sit_at_their_ids() -> None:
    llada = {i: t for i, t, _ in cm.RECIPES[LLADA_MOE].added}
    assert min(llada) == 156891 and max(llada) == 157183 and len(llada) == 293
    assert (llada[156892], llada[156895], llada[156900]) == (
        "<|endoftext|>", "<|mask|>", "<|role_end|>")
    assert len(set(llada.values())) == 293
    rnd1 = {i: t for i, t, _ in cm.RECIPES[RND1].added}
    assert rnd1[151669] == "<|mask|>" and rnd1[151667] == "<think>" and min(rnd1) == 151643
    assert 151669 not in {i for i, _, _ in cm.RECIPES[QWEN3].added}
    olmoe = {i: t for i, t, _ in cm.RECIPES[OLMOE].added}
    assert (olmoe[0], olmoe[1], olmoe[50279]) == ("|||IP_ADDRESS|||", "<|padding|>",
                                                  "<|endoftext|>")


def test_the_moe_keys_leave_the_dense_keys_alone(monkeypatch: pytest.MonkeyPatch) -> None:
    names = cm.MODEL_NAMES + cm.MOE_MODEL_NAMES + cm.MOE_WIDE_NAMES
    before = {n: cm.recipe_key(n) for n in names}
    assert len(set(before.values())) == len(before)
    monkeypatch.setattr(cm, "MOE_RECIPE_VERSION", cm.MOE_RECIPE_VERSION + 1)
    after = {n: cm.recipe_key(n) for n in names}
    assert all(after[n] == before[n] for n in cm.MODEL_NAMES)
    assert all(after[n] != before[n] for n in cm.MOE_MODEL_NAMES + cm.MOE_WIDE_NAMES)
    monkeypatch.setattr(cm, "EXPERT_FFN", 512)
    assert all(cm.recipe_key(n) != after[n] for n in cm.MOE_MODEL_NAMES)
    assert all(cm.recipe_key(n) == after[n] for n in cm.MOE_WIDE_NAMES + cm.MODEL_NAMES)


# --------------------------------------------------------------------------- the converted files




@pytest.mark.llamacpp
@pytest.mark.slow
@moe
def test_metadata_is_what_llama_cpp_reads(converted_gguf, name: str) -> None:
    meta, _, tokens, types = _read(converted_gguf(name))
    arch = ARCH[name]
    n_exp, top_k = EXPERTS[name]
    assert meta["general.architecture"] == arch
    assert meta["general.file_type"] == gguf.LlamaFileType.MOSTLY_Q4_K_M
    assert meta["tokenizer.ggml.model"] == "gpt2"
    assert meta["tokenizer.ggml.pre"] == PRE[name]
    assert len(tokens) == len(types) == VOCAB[name]
    assert meta[f"{arch}.block_count"] == 2
    assert meta[f"{arch}.embedding_length"] == 256
    assert meta[f"{arch}.attention.head_count"] == 4
    assert meta[f"{arch}.attention.head_count_kv"] == KV_HEADS[name]
    assert meta[f"{arch}.expert_count"] == n_exp
    assert meta[f"{arch}.expert_used_count"] == top_k
    assert meta[f"{arch}.feed_forward_length"] == DENSE_FFN[name]
    if name == OLMOE:  # olmoe's experts are feed_forward_length wide; no expert key is written
        assert f"{arch}.expert_feed_forward_length" not in meta
        assert meta[f"{arch}.attention.layer_norm_rms_epsilon"] == pytest.approx(1e-5)
    else:
        assert meta[f"{arch}.expert_feed_forward_length"] == 256
    # no key for what llama.cpp hard-codes per arch (renormalized top-k, gating, scale, groups)
    for key in ("expert_weights_norm", "expert_weights_scale", "expert_gating_func",
                "expert_group_count", "expert_shared_count", "leading_dense_block_count"):
        assert f"{arch}.{key}" not in meta
    if name in (RND1, QWEN3):  # head dim from the config
        assert meta[f"{arch}.attention.key_length"] == meta[f"{arch}.attention.value_length"] == 64
    else:
        assert f"{arch}.attention.key_length" not in meta
    if name in MASK:
        assert meta["tokenizer.ggml.mask_token_id"] == MASK[name]
        assert meta[f"{arch}.attention.causal"] is False
        assert (tokens[MASK[name]], types[MASK[name]]) == ("<|mask|>", T.CONTROL)
    else:
        assert "tokenizer.ggml.mask_token_id" not in meta
        assert f"{arch}.attention.causal" not in meta
    if name == LLADA_MOE:
        assert meta["diffusion.shift_logits"] is False
        assert meta["tokenizer.ggml.eos_token_id"] == meta["tokenizer.ggml.padding_token_id"]
        assert meta["tokenizer.ggml.eos_token_id"] == 156892
        assert (tokens[156900], types[156900]) == ("<|role_end|>", T.CONTROL)
        # Ling-2.0's ids that Qwen2's vocabulary lacks: the converter's padding
        assert (tokens[151643], types[151643]) == ("[PAD151643]", T.UNUSED)
        assert (tokens[157183], types[157183]) == ("<|reserved_token_284|>", T.CONTROL)
    else:
        assert "diffusion.shift_logits" not in meta  # RND1: llama.cpp reads absence as shifted
    if name in (RND1, QWEN3):
        assert meta["tokenizer.ggml.eos_token_id"] == 151645
        assert (tokens[151667], types[151667]) == ("<think>", T.USER_DEFINED)
        assert "<|im_start|>" in meta["tokenizer.chat_template"]
    if name == OLMOE:
        assert meta["tokenizer.ggml.eos_token_id"] == 50279
        assert meta["tokenizer.ggml.padding_token_id"] == 1
        assert "tokenizer.ggml.bos_token_id" not in meta and "tokenizer.chat_template" not in meta
        assert (tokens[50280], types[50280]) == ("[PAD50280]", T.UNUSED)


@pytest.mark.llamacpp
@pytest.mark.slow
@moe
def test_tensors_are_stacked_experts_and_an_f32_router(converted_gguf, name: str) -> None:
    _, tensors, _, _ = _read(converted_gguf(name))
    n_exp = EXPERTS[name][0]
    vocab = VOCAB[name]
    assert tensors["token_embd.weight"] == ("Q4_K", (256, vocab))
    assert tensors["output.weight"] == ("Q6_K", (256, vocab))  # untied in all four
    assert tensors["output_norm.weight"] == ("F32", (256,))
    assert {t for t, _ in tensors.values()} == {"Q4_K", "Q6_K", "F32"}
    assert len(tensors) == 3 + 2 * 12
    kv = KV_HEADS[name] * 64
    norm_q, norm_k = ((64,), (64,)) if name != OLMOE else ((256,), (kv,))
    for b in range(2):
        p = f"blk.{b}"
        assert tensors[f"{p}.attn_q.weight"][1] == (256, 256)
        assert tensors[f"{p}.attn_k.weight"][1] == (256, kv)
        assert tensors[f"{p}.attn_v.weight"][1] == (256, kv)
        assert tensors[f"{p}.attn_output.weight"][1] == (256, 256)
        assert tensors[f"{p}.attn_q_norm.weight"] == ("F32", norm_q)
        assert tensors[f"{p}.attn_k_norm.weight"] == ("F32", norm_k)
        assert tensors[f"{p}.attn_norm.weight"] == ("F32", (256,))
        assert tensors[f"{p}.ffn_norm.weight"] == ("F32", (256,))
        assert tensors[f"{p}.ffn_gate_inp.weight"] == ("F32", (256, n_exp))
        assert tensors[f"{p}.ffn_gate_exps.weight"] == ("Q4_K", (256, 256, n_exp))
        assert tensors[f"{p}.ffn_up_exps.weight"] == ("Q4_K", (256, 256, n_exp))
        # Q4_K_M's more bits for ffn_down (and attn_v) go to the last of the two layers
        down = "Q6_K" if b == 1 else "Q4_K"
        assert tensors[f"{p}.ffn_down_exps.weight"] == (down, (256, 256, n_exp))
        assert tensors[f"{p}.attn_v.weight"][0] == down
        assert not {f"{p}.ffn_gate.weight", f"{p}.ffn_down.weight", f"{p}.attn_q.bias"} & set(
            tensors)




PROMPTS = {
    LLADA_MOE: "<role>HUMAN</role>Add 12 and 345.<|role_end|><role>ASSISTANT</role><|mask|>",
    RND1: "Question: Add 12 and 345.\nAnswer:<|mask|>",
    QWEN3: "<|im_start|>user\nAdd 12 and 345.<|im_end|>\n<|im_start|>assistant\n",
    OLMOE: "Add 12 and 345.",
}


@pytest.mark.llamacpp
@pytest.mark.slow
@moe
def test_llama_cpp_evaluates_the_file(converted_gguf, name: str) -> None:
    path = converted_gguf(name)
    ids = llamacpp.tokenize(path, PROMPTS[name])
    if name == LLADA_MOE:
        assert ids[0] == 156896 and 156900 in ids and ids[-1] == 156895  # no BOS added
    elif name == RND1:
        assert ids[-1] == 151669
    elif name == QWEN3:
        assert ids[0] == 151644 and 151645 in ids
    diffusion = name in MASK
    logits = llamacpp.llama_logits(path, ids, causal=not diffusion)
    assert logits.shape == (len(ids), VOCAB[name])
    assert np.isfinite(logits).all()
    assert logits.std() > 0.01
    if diffusion:
        with pytest.raises(ValueError):  # diffusion archs cannot run causally in llama.cpp
            llamacpp.llama_logits(path, ids[:4], causal=True)
    else:  # a causal file: the first rows do not see the later tokens
        head = llamacpp.llama_logits(path, ids[:3], causal=True)
        np.testing.assert_allclose(head, logits[:3], atol=1e-2)
