"""Steps that share one parallel region (``compiler/schedule.py``, ``_join``; the runtime's
``run_region``): the GEMMs that read one input -- Q, K and V; gate and up -- run as one set of
work items with one barrier at its end.

- The plan: in every layer of a dense model K and V join Q's region and up joins gate's, where
  they read the same buffer (one activation format); a GEMM reading another format (V in Q6_K
  under ``--act-blocks 256``: q8_Ku) starts a region of its own; the experts' per-expert GEMMs
  and everything that is not a GEMM never join; GPU plans carry no join (each kernel is its
  own launch).
- The logits: the same kernels compute every output element from the same items, so the
  artifact's logits are those of the steps run one by one; the golden logits
  (tests/test_kv_store.py, tests/test_compile.py) are unchanged. Here: a compiled factory model
  against its NumPy reference, and the same artifact's C tables rendered without joins, bit
  for bit at 1 and 2 threads.
- The runtime's own checks of a join, and a region's bit-identity across threads with a 0-item
  member: tests/test_runtime.py (test_joined_steps_share_one_region, test_bad_plans).
"""

from __future__ import annotations

import dataclasses
from pathlib import Path

import numpy as np
import pytest

from dllmc.bench.accuracy import dllmc_rounding
from dllmc.compiler.base.layouts import Rows, StepKind
from dllmc.compiler.base.settings import DEFAULT_ACT_BLOCKS
from dllmc.compiler.pipeline import compile_planned, plan_model
from dllmc.compiler.schedule import Plan
from dllmc.runtime.executor.loader import Artifact
from dllmc.tests import factory as F
from dllmc.tests.reference import ReferenceModel
from dllmc.tests.test_act_blocks import assert_is_arithmetic

CANVAS = 32
MIXED = {"*": "Q4_K", "attn_v": "Q6_K", "ffn_gate": "Q5_K", "attn_output": "Q8_0",
         "ffn_down": "Q6_K", "output": "Q6_K"}


def regions(plan: Plan) -> list[list[str]]:
    """The plan's regions of more than one step, as step names (the layer prefix dropped)."""
    out: list[list[str]] = []
    for s in plan.steps:
        name = s.name.split(".", 2)[-1]
        if s.join:
            out[-1].append(name)
        else:
            out.append([name])
    return [r for r in out if len(r) > 1]


def test_dense_layers_join_qkv_and_gate_up(tmp_path: Path) -> None:
    g = F.write_model(tmp_path / "m.gguf", F.tiny("dream"), types="Q4_K_M", seed=3)
    plan = plan_model(g, "avx2", CANVAS).plan
    n_layer = F.tiny("dream").n_layer
    assert regions(plan) == [["attn_q", "attn_k", "attn_v"], ["ffn_gate", "ffn_up"]] * n_layer
    for i, s in enumerate(plan.steps):
        if s.join:
            first = plan.steps[i - 1]
            assert s.kind == first.kind == StepKind.KERNEL and s.x == first.x
            assert s.kernel is not None and s.kernel.reads_x_only
            assert (s.rows, s.passes) == (first.rows, first.passes) and s.y != s.x


def test_another_activation_format_is_another_region(tmp_path: Path) -> None:
    """--act-blocks 256: Q and K (Q4_K) read h in q8_K, V (Q6_K) in q8_Ku; gate (Q5_K) and
    up (Q4_K) both q8_K.  By default every K-quant reads q8_Ks: one region."""
    g = F.write_model(tmp_path / "mixed.gguf", F.tiny("dream"), types=MIXED, seed=7)
    plan = plan_model(g, "avx2", CANVAS, 256).plan
    n_layer = F.tiny("dream").n_layer
    assert regions(plan) == [["attn_q", "attn_k"], ["ffn_gate", "ffn_up"]] * n_layer
    assert regions(plan_model(g, "avx2", CANVAS).plan) == \
        [["attn_q", "attn_k", "attn_v"], ["ffn_gate", "ffn_up"]] * n_layer


@pytest.mark.parametrize("arch", ["llada-moe", "bailingmoe2"])
def test_experts_never_join(tmp_path: Path, arch: str) -> None:
    g = F.write_model(tmp_path / "moe.gguf", F.tiny(arch), types="Q4_K_M", seed=31)
    plan = plan_model(g, "avx2", CANVAS).plan
    assert any(s.join for s in plan.steps)  # Q, K, V at least
    assert not any(s.join for s in plan.steps if s.rows in (Rows.EXPERT, Rows.SEQUENCE))
    joined_names = {s.name.split(".", 2)[-1] for s in plan.steps if s.join}
    assert joined_names <= {"attn_k", "attn_v", "attn_qkv.k", "attn_qkv.v", "ffn_up",
                            "ffn_up_shexp"}, joined_names


def test_gpu_plans_have_no_join(tmp_path: Path) -> None:
    g = F.write_model(tmp_path / "m.gguf", F.tiny("llada"), types="Q4_K_M", seed=3)
    compiled = plan_model(g, "avx2,sm_80", CANVAS)
    assert any(s.join for s in compiled.plan.steps)
    assert not any(s.join for p in compiled.gpu for s in p.steps)


@pytest.mark.slow
def test_logits_are_those_of_the_steps_one_by_one(tmp_path: Path) -> None:
    """The artifact with regions against the same plan with every join cleared, linked and
    run: bit for bit at 1 and 2 threads; both are the NumPy reference with dllmc's rounding
    of the activations (tests/test_act_blocks.py's bound: assert_is_arithmetic)."""
    g = F.write_model(tmp_path / "m.gguf", F.tiny("dream"), types=MIXED, seed=5)
    compiled = plan_model(g, "avx2", CANVAS)
    assert any(s.join for s in compiled.plan.steps)
    apart = dataclasses.replace(compiled, plan=compiled.plan.without_joins())
    so = {"joined": compile_planned(compiled, tmp_path / "joined.so").output,
          "apart": compile_planned(apart, tmp_path / "apart.so").output}
    ids = np.random.default_rng(2).integers(0, 960, 24).astype(np.int32)
    logits = {}
    for threads in (1, 2):
        for name, path in so.items():
            assert path is not None
            with Artifact(path).open(g, threads=threads) as model:
                logits[name, threads] = model.forward(ids)
        assert logits["joined", threads].tobytes() == logits["apart", threads].tobytes(), threads
    emulated = ReferenceModel(g, rounding=lambda name, qtype: dllmc_rounding(qtype)) \
        .logits(ids.tolist())
    assert_is_arithmetic(logits["joined", 2], emulated, DEFAULT_ACT_BLOCKS)
