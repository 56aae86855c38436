"""The GGUF reader and ``dllmc inspect`` on real models: shapes, types and flags."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys

import pytest

from dllmc.compiler.base.reader import read_gguf
from dllmc.compiler.face.report import inspect_model
from dllmc.compiler.graph import build_graph

pytestmark = pytest.mark.realmodel


def inspect_json(path) -> dict:
    out = subprocess.run(
        [sys.executable, "-m", "dllmc", "inspect", "--json", "--canvas", "168", str(path)],
        capture_output=True, text=True, check=True,
    )  # fmt: skip
    return json.loads(out.stdout)


@pytest.mark.parametrize(
    ("name", "arch", "causal", "shift", "mask"),
    [
        ("smollm2-135m", "llama", True, True, None),
        ("smollm2-135m-llada", "llada", False, False, 16),
    ],
)
def test_inspect_smollm2(real_gguf, name, arch, causal, shift, mask) -> None:
    r = inspect_json(real_gguf(name))
    hp = r["hyperparameters"]
    assert r["architecture"] == arch and r["body"] == "llama" and r["rope"] == "norm"
    assert (r["causal"], r["shift_logits"]) == (causal, shift)
    assert hp[f"{arch}.block_count"] == 30
    assert hp[f"{arch}.embedding_length"] == 576
    assert hp[f"{arch}.feed_forward_length"] == 1536
    assert (hp[f"{arch}.attention.head_count"], hp[f"{arch}.attention.head_count_kv"]) == (9, 3)
    assert hp[f"{arch}.attention.key_length"] == 64
    assert hp[f"{arch}.rope.freq_base"] == 100000.0
    assert hp[f"{arch}.vocab_size"] == 49152
    tok = r["tokens"]
    assert (tok["bos"], tok["eos"], tok["mask"], tok["pre"], tok["count"]) == (
        1, 2, mask, "smollm", 49152,
    )  # fmt: skip
    assert r["tied_output"] is True
    assert {k: v["tensors"] for k, v in r["tensor_types"].items()} == {
        "F32": 61, "Q4_1": 210, "Q8_0": 1,
    }  # fmt: skip
    kernels = {(k["op"], k["type"], k["N"], k["K"]) for k in r["kernels"]}
    assert ("matmul", "Q4_1", 192, 576) in kernels  # attn_k / attn_v: 3 KV heads x 64
    assert ("matmul", "Q4_1", 576, 1536) in kernels  # ffn_down
    assert ("logits", "Q8_0", 49152, 576) in kernels  # tied output = token_embd
    assert r["memory"]["weights_bytes"] == sum(v["bytes"] for v in r["tensor_types"].values())


@pytest.mark.parametrize("name", ["qwen2.5-coder-1.5b", "qwen2.5-coder-1.5b-dream"])
def test_inspect_qwen_coder_1_5b(real_gguf, name) -> None:
    path = real_gguf(name)
    spec = read_gguf(path)
    hp = spec.hparams
    dream = name.endswith("dream")
    assert spec.arch.name == ("dream" if dream else "qwen2")
    assert spec.arch.rope.value == "neox"
    assert (hp.n_layer, hp.n_embd, hp.n_ff, hp.n_head, hp.n_head_kv, hp.head_dim) == (
        28, 1536, 8960, 12, 2, 128,
    )  # fmt: skip
    assert hp.n_vocab == 151936
    assert hp.causal is not dream and hp.shift_logits is True
    assert spec.tokenizer.mask_id == (151666 if dream else None)
    assert spec.tokenizer.pre == "qwen2"
    for layer in spec.layers:
        assert layer.attn_q_bias is not None and layer.attn_q_bias.shape == (1536,)
        assert layer.attn_k_bias is not None and layer.attn_k_bias.shape == (256,)
        assert layer.attn_q.shape == (1536, 1536) and layer.attn_k.shape == (256, 1536)
        assert layer.ffn_down.shape == (1536, 8960)
    proj_types = {t.type_name for layer in spec.layers for t in layer.projections}
    assert proj_types == {"Q4_K", "Q6_K"}  # a Q4_K_M file
    r = inspect_model(spec, build_graph(spec), 168)
    assert set(r["tensor_types"]) == {"F32", "Q4_K", "Q6_K"}
    kernels = {(k["op"], k["type"], k["N"], k["K"]) for k in r["kernels"]}
    assert ("matmul", "Q4_K", 8960, 1536) in kernels
    assert any(k[0] == "matmul" and k[1] == "Q6_K" for k in kernels)


@pytest.fixture(scope="module")
def full_width(tmp_path_factory: pytest.TempPathFactory):
    """2-layer factory models at the real LLaDA-8B and Dream-7B widths, Q4_K_M mix."""
    from dataclasses import replace

    from dllmc.tests.factory import DREAM_7B, LLADA_8B, write_model

    out = tmp_path_factory.mktemp("full")
    yield {
        name: write_model(out / f"{name}.gguf", replace(cfg, n_layer=2), types="Q4_K_M", seed=3)
        for name, cfg in (("llada", LLADA_8B), ("dream", DREAM_7B))
    }
    shutil.rmtree(out, ignore_errors=True)  # 1.9 GB, not kept for the rest of the session


@pytest.mark.slow
@pytest.mark.parametrize(
    ("arch", "dims", "vocab", "mask", "shift", "bias"),
    [
        ("llada", (4096, 12288, 32, 32, 128), 126464, 126336, False, False),
        ("dream", (3584, 18944, 28, 4, 128), 152064, 151666, True, True),
    ],
)
def test_inspect_factory_full_width(full_width, arch, dims, vocab, mask, shift, bias) -> None:
    r = inspect_json(full_width[arch])
    hp = r["hyperparameters"]
    assert r["architecture"] == arch and r["diffusion"] is True and r["causal"] is False
    assert r["shift_logits"] is shift
    assert r["rope"] == ("norm" if arch == "llada" else "neox")
    assert (
        hp[f"{arch}.embedding_length"],
        hp[f"{arch}.feed_forward_length"],
        hp[f"{arch}.attention.head_count"],
        hp[f"{arch}.attention.head_count_kv"],
        hp[f"{arch}.attention.key_length"],
    ) == dims
    assert hp[f"{arch}.block_count"] == 2 and hp[f"{arch}.vocab_size"] == vocab
    assert r["tokens"]["mask"] == mask
    assert set(r["tensor_types"]) <= {"F32", "Q4_K", "Q6_K"} and "Q4_K" in r["tensor_types"]
    n_embd, n_ff, n_head, n_kv, hd = dims
    kernels = {(k["op"], k["type"], k["N"], k["K"]) for k in r["kernels"]}
    assert {(n, k) for op, _, n, k in kernels if op == "matmul"} == {
        (n_head * hd, n_embd), (n_kv * hd, n_embd), (n_embd, n_head * hd),
        (n_ff, n_embd), (n_embd, n_ff),
    }  # fmt: skip
    assert any(op == "logits" and n == vocab and k == n_embd for op, _, n, k in kernels)
    assert any(op == "add_bias" for op, *_ in kernels) is bias
