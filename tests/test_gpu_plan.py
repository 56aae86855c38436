"""The GPU plan (compiler/gpu_plan.py) and its executor (runtime/gpu.py), without a GPU.

- structure: every graph node is lowered to a launch, every launch reads only values written
  before it (or uploaded: ids, rows, the RoPE table), every operand is a buffer of the size
  its kernel reads or writes at the largest canvas, buffers do not overlap, weights have the
  size of their GPU form;
- the artifact embeds the plan and one PTX module per requested SM, and the plan read back
  from the artifact is the one compiled;
- data flow: :class:`~dllmc.runtime.gpu.GpuModel` itself (weight upload with its F16/F32
  conversions, the RoPE table from the CPU kernel, launch arguments, rows, the logits copy)
  runs on ``NumpyDevice``, which executes each launch with NumPy reference semantics of its
  kernel family, and its logits must match the CPU model's.  What this leaves to the device
  check (bench/gpu_check.py) is the PTX kernels themselves against those same semantics.
"""

from __future__ import annotations

import bisect
import itertools
import math
from collections import Counter
from pathlib import Path
from typing import Any

import gguf
import numpy as np
import pytest

from dllmc.compiler.errors import DllmcError
from dllmc.compiler.gpu_kernels import GGUF_BLOCKS, grid_of
from dllmc.compiler.gpu_plan import ROWS, gpu_plan, spec_of
from dllmc.compiler.graph import Op, build_graph
from dllmc.compiler.kernels import q8_row_bytes
from dllmc.compiler.pipeline import compile_model
from dllmc.compiler.reader import read_gguf
from dllmc.compiler.specialize import IDS, LOGITS, ROPE_TABLE, ROWS_SELECTED
from dllmc.runtime.gpu import GpuDevice, GpuModel, gpu_blob
from dllmc.runtime.loader import Artifact
from dllmc.targets.gpu import GPU_TARGETS
from dllmc.tests.factory import tiny, write_model
from dllmc.tests.layouts import dequantize_q8_rows, quantize_q8_rows

SM80 = GPU_TARGETS["sm_80"]

# a mix that takes every path: tensor-core GEMMs (Q4_K, Q6_K), float GEMMs as stored (F16,
# BF16), the F16 fallback (Q5_0, Q8_0), an F16 norm vector (f32 form), an RMSNorm whose
# readers disagree (f32 output + an explicit quantize_q8), a Q5_0 embedding table (F16)
MIXED = {"*": "Q4_K", "attn_q": "Q5_0", "attn_v": "Q6_K", "ffn_up": "F16", "ffn_gate": "BF16",
         "output": "Q8_0", "token_embd": "Q5_0", "*norm*": "F16"}
MODELS = {
    "dream-q4km": ("dream", {}, "Q4_K_M"),
    "dream-tied": ("dream", {"tied_output": True}, "Q4_K_M"),
    "llada-mixed": ("llada", {}, MIXED),
}


@pytest.fixture(scope="module", params=sorted(MODELS))
def model(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory
          ) -> tuple[Path, Path]:
    arch, over, types = MODELS[request.param]
    d = tmp_path_factory.mktemp(request.param)
    path = write_model(d / "m.gguf", tiny(arch, **over), types=types, seed=5)
    so = d / "m.so"
    compile_model(path, so, target="sm_80,sm_90", max_canvas=40)
    return path, so


# ----------------------------------------------------------------------------- structure


def operand_rows(entry: dict[str, Any]) -> dict[str, int]:
    """Bytes per row each operand of a kernel reads or writes (derived here from the
    kernel's fields, independently of the plan)."""
    f, fam = entry["fields"], entry["family"]
    q8 = lambda k, on=True: q8_row_bytes(k) if on else 4 * k  # noqa: E731
    if fam == "QuantizeQ8G":
        return {"x": 4 * f["k"], "y": q8(f["k"])}
    if fam == "RmsNormG":
        return {"x": 4 * f["k"], "y": q8(f["k"], f["out_q8"])}
    if fam == "SwigluG":
        return {"x": 4 * f["n"], "x2": 4 * f["n"], "y": q8(f["n"], f["out_q8"])}
    if fam in ("AddG", "AddBiasG"):
        return {"x": 4 * f["n"], "y": 4 * f["n"]} | ({"x2": 4 * f["n"]} if fam == "AddG" else {})
    if fam == "RopeG":
        w = 4 * f["n_heads"] * f["head_dim"]
        return {"x": w, "x2": 4 * f["head_dim"], "y": w}
    if fam == "GemmQG":
        return {"x": q8(f["k"]), "y": 4 * f["n"]}
    if fam == "GemmFG":
        return {"x": 4 * f["k"], "y": 4 * f["n"]}
    if fam == "AttentionG":
        q, kv = 4 * f["n_head"] * f["head_dim"], 4 * f["n_head_kv"] * f["head_dim"]
        return {"x": q, "x2": kv, "x3": kv, "y": q}
    if fam == "EmbedG":
        return {"x": 4, "y": 4 * f["n_embd"]}
    raise AssertionError(fam)


def weight_bytes(w: dict[str, Any]) -> int:
    numel = math.prod(w["shape"])
    if w["form"] == "raw":
        return int(w["nbytes"])
    return numel * (2 if w["form"] == "f16" else 4)


def test_plan_structure(model: tuple[Path, Path]) -> None:
    path, so = model
    spec = read_gguf(path)
    graph = build_graph(spec)
    plan = gpu_blob(Artifact(so))["plan"]
    mc = plan["max_canvas"]
    kernels = plan["kernels"]["sm_80"]
    launches = plan["launches"]
    fam = [kernels[s["kernel"]]["family"] for s in launches]

    # every node becomes a launch: counts per op (Q8 quantizations and fusions accounted)
    ops = Counter(n.op for n in graph.nodes)
    got = Counter(fam)
    fused = sum(1 for s, f in zip(launches, fam, strict=True)
                if f == "RopeG" and kernels[s["kernel"]]["fields"]["bias"])
    assert got["EmbedG"] == ops[Op.EMBED] == 1
    assert got["RmsNormG"] == ops[Op.RMSNORM]
    assert got["GemmQG"] + got["GemmFG"] == ops[Op.MATMUL] + ops[Op.LOGITS]
    assert got["RopeG"] == ops[Op.ROPE]
    assert got["AddBiasG"] + fused == ops[Op.ADD_BIAS]
    assert got["AttentionG"] == ops[Op.ATTENTION]
    assert got["AddG"] == ops[Op.ADD]
    assert got["SwigluG"] == ops[Op.SWIGLU]
    # every weight of the graph is read by a launch, in its GPU form
    used = {plan["weights"][s["weight"]]["name"] for s in launches if s["weight"] >= 0}
    assert used == {n.weight.name for n in graph.nodes if n.weight is not None}
    for s, f in zip(launches, fam, strict=True):
        if f == "GemmQG":
            w = plan["weights"][s["weight"]]
            assert w["type_name"] in GGUF_BLOCKS and w["form"] == "raw", w
        if f == "GemmFG":
            w = plan["weights"][s["weight"]]
            dtype = kernels[s["kernel"]]["fields"]["dtype"]
            assert dtype == ("F16" if w["form"] == "f16" else w["type_name"]), (w, dtype)
    for w in plan["weights"]:
        assert w["bytes"] == weight_bytes(w), w
    assert plan["weight_bytes"] == sum(w["bytes"] for w in plan["weights"])

    # buffers: aligned, disjoint, inside the arena, each as large as its kernels need
    bufs = plan["buffers"]
    spans = sorted((b["offset"], b["offset"] + b["bytes"]) for b in bufs)
    assert all(a % 256 == 0 for a, _ in spans)
    assert all(e <= a for (_, e), (a, _) in itertools.pairwise(spans))
    assert spans[-1][1] <= plan["arena_bytes"]
    special = plan["special"]
    assert bufs[special[IDS]]["bytes"] >= 4 * mc and bufs[special[ROWS]]["bytes"] >= 4 * mc
    assert bufs[special[LOGITS]]["bytes"] >= 4 * mc * plan["n_vocab"]
    assert bufs[special[ROPE_TABLE]]["bytes"] >= 4 * mc * spec.hparams.head_dim
    for s in launches:
        k = kernels[s["kernel"]]
        for operand, row in operand_rows(k).items():
            assert s[operand] >= 0, (s["name"], operand)
            assert bufs[s[operand]]["bytes"] >= row * mc, (s["name"], operand, row)
        for operand in ("x", "x2", "x3", "y"):
            assert (s[operand] >= 0) == (operand in operand_rows(k)), (s["name"], operand)

    # order: every launch reads values already written (or uploaded); the logits come last
    written = {special[IDS], special[ROWS], special[ROPE_TABLE]}
    for s in launches:
        for operand in ("x", "x2", "x3"):
            if s[operand] >= 0:
                assert s[operand] in written, (s["name"], bufs[s[operand]]["name"])
        written.add(s["y"])
    assert launches[-1]["y"] == special[LOGITS] and launches[-1]["rows"] == ROWS_SELECTED
    # the selected-rows launches: the final norm (gathering rows), then the logits
    selected = [s for s in launches if s["rows"] == ROWS_SELECTED]
    assert kernels[selected[0]["kernel"]]["family"] == "RmsNormG"
    assert all(s["y"] == special[LOGITS] for s in selected[1:])

    # kernel tables: the same specs per SM, rebuilt from the data
    for sm in ("sm_80", "sm_90"):
        for entry in plan["kernels"][sm]:
            k = spec_of(entry, GPU_TARGETS[sm])
            assert k.symbol == entry["symbol"] and entry["symbol"].split("_sm_")[1][:2] == sm[3:]
            assert [list(d) for d in k.grid_rule] == entry["grid"] and k.threads == entry["threads"]


def test_plan_matches_compiled(model: tuple[Path, Path]) -> None:
    """What the artifact embeds is the plan of the GGUF, with a module per SM holding every
    kernel of that SM's table."""
    from dllmc.compiler.ptx import module_entries

    path, so = model
    spec = read_gguf(path)
    again = gpu_plan(spec, build_graph(spec), (SM80, GPU_TARGETS["sm_90"]), 40).to_json()
    blob = gpu_blob(Artifact(so))
    assert blob["plan"] == again
    assert sorted(blob["ptx"]) == ["sm_80", "sm_90"]
    for sm, text in blob["ptx"].items():
        assert f".target {sm}" in text
        assert set(module_entries(text)) == {k["symbol"] for k in again["kernels"][sm]}


def test_grid_rules_are_the_specs_grids(tmp_path: Path) -> None:
    spec = read_gguf(write_model(tmp_path / "t.gguf", tiny("dream"), types="Q4_K_M"))
    plan = gpu_plan(spec, build_graph(spec), (SM80,), 64)
    for k in plan.kernels["sm_80"]:
        for m in (1, 15, 16, 17, 63, 64):
            assert grid_of(k.grid_rule, m) == k.grid(m)
            assert all(g >= 1 for g in k.grid(m))


# ----------------------------------------------------------------------------- data flow


class NumpyDevice:
    """A device whose memory is host arrays and whose kernels are NumPy reference semantics
    of each family (fields from the plan's kernel table): the stand-in for the driver and the
    PTX, to run :class:`GpuModel`'s own code paths here."""

    def __init__(self, plan: dict[str, Any], sm: str) -> None:
        self.kernels = {k["symbol"]: k for k in plan["kernels"][sm]}
        self.bases: list[int] = []
        self.mem: list[np.ndarray] = []
        self.next = 1 << 32
        self.launched: list[str] = []
        self.device = GpuDevice(0, "NumPy", 8, 0, 1 << 40, 1 << 40)

    def _at(self, addr: int, nbytes: int) -> np.ndarray:
        i = bisect.bisect_right(self.bases, addr) - 1
        off = addr - self.bases[i]
        assert i >= 0 and off + nbytes <= len(self.mem[i]), "out of bounds"
        return self.mem[i][off:off + nbytes]

    def alloc(self, nbytes: int) -> int:
        addr = self.next
        self.bases.append(addr)
        self.mem.append(np.full(nbytes, 0xA5, np.uint8))  # garbage, as cuMemAlloc gives
        self.next += (nbytes + (1 << 20)) // 256 * 256 + 256
        return addr

    def upload(self, dst: int, data: Any, nbytes: int) -> None:
        self._at(dst, nbytes)[:] = np.frombuffer(memoryview(data).cast("B"), np.uint8, nbytes)

    def download(self, out: np.ndarray, src: int) -> None:
        out.view(np.uint8).reshape(-1)[:] = self._at(src, out.nbytes)

    def load_ptx(self, text: str) -> None:
        assert ".entry" in text

    def function(self, symbol: str) -> str:
        assert symbol in self.kernels
        return symbol

    def sync(self) -> None:
        pass

    def free(self, ptr: int) -> None:
        pass

    def close(self) -> None:
        pass

    def f32(self, addr: int, rows: int, cols: int) -> np.ndarray:
        return self._at(addr, 4 * rows * cols).view(np.float32).reshape(rows, cols)

    def launch(self, symbol: str, grid: Any, threads: int, a: Any) -> None:
        k = self.kernels[symbol]
        f, fam, m = k["fields"], k["family"], int(a.m)
        assert tuple(grid) == grid_of(k["grid"], m) and threads == k["threads"]
        self.launched.append(symbol)
        if m == 0:
            return
        src = (self._at(a.rows, 4 * m).view(np.int32) if a.rows else np.arange(m))

        def store(y: np.ndarray, out_q8: bool, width: int) -> None:
            if out_q8:
                self._at(a.y, m * q8_row_bytes(width))[:] = quantize_q8_rows(
                    y.astype(np.float32)).reshape(-1)
            else:
                self.f32(a.y, m, width)[:] = y

        if fam == "EmbedG":
            ids = self._at(a.x, 4 * m).view(np.int32)
            qt = gguf.GGMLQuantizationType[f["ggml_type"]]
            bs, tb = gguf.GGML_QUANT_SIZES[qt]
            row = f["n_embd"] // bs * tb
            table = np.stack([self._at(a.w + int(i) * row, row) for i in ids])
            self.f32(a.y, m, f["n_embd"])[:] = gguf.quants.dequantize(table, qt)
        elif fam in ("RmsNormG", "QuantizeQ8G"):
            kk = f["k"]
            x = self.f32(a.x, int(src.max()) + 1, kk)[src].astype(np.float64)
            if fam == "RmsNormG":
                w = self.f32(a.w, 1, kk)[0]
                x = x / np.sqrt(np.mean(x * x, axis=1, keepdims=True) + f["eps"]) * w
            store(x, fam == "QuantizeQ8G" or f["out_q8"], kk)
        elif fam == "GemmQG":
            n, kk = f["n"], f["k"]
            rb = kk // 256 * GGUF_BLOCKS[f["ggml_type"]][0]
            w = gguf.quants.dequantize(self._at(a.w, n * rb).reshape(n, rb),
                                       gguf.GGMLQuantizationType[f["ggml_type"]])
            x = dequantize_q8_rows(self._at(a.x, m * q8_row_bytes(kk)).reshape(m, -1), kk)
            self.f32(a.y, m, n)[:] = x @ w.astype(np.float64).T
        elif fam == "GemmFG":
            n, kk = f["n"], f["k"]
            raw = self._at(a.w, n * kk * (4 if f["dtype"] == "F32" else 2))
            w = (raw.view(np.float32) if f["dtype"] == "F32" else raw.view(np.float16)
                 if f["dtype"] == "F16" else
                 (raw.view(np.uint16).astype(np.uint32) << 16).view(np.float32))
            x = self.f32(a.x, m, kk).astype(np.float64)
            self.f32(a.y, m, n)[:] = x @ w.reshape(n, kk).astype(np.float64).T
        elif fam == "AddG":
            self.f32(a.y, m, f["n"])[:] = self.f32(a.x, m, f["n"]) + self.f32(a.x2, m, f["n"])
        elif fam == "AddBiasG":
            self.f32(a.y, m, f["n"])[:] = self.f32(a.x, m, f["n"]) + self.f32(a.w, 1, f["n"])
        elif fam == "SwigluG":
            g = self.f32(a.x, m, f["n"]).astype(np.float64)
            store(g / (1 + np.exp(-g)) * self.f32(a.x2, m, f["n"]), f["out_q8"], f["n"])
        elif fam == "RopeG":
            h, hd = f["n_heads"], f["head_dim"]
            x = self.f32(a.x, m, h * hd).astype(np.float64)
            if f["bias"]:
                x = x + self.f32(a.w, 1, h * hd)
            x = x.reshape(m, h, hd)
            tab = self.f32(a.x2, m, hd).reshape(m, 1, hd // 2, 2)
            c, s = tab[..., 0], tab[..., 1]
            sl = ((slice(None), slice(None), slice(0, None, 2)),
                  (slice(None), slice(None), slice(1, None, 2))) if f["style"] == "norm" else \
                 ((slice(None), slice(None), slice(0, hd // 2)),
                  (slice(None), slice(None), slice(hd // 2, None)))
            p, q = x[sl[0]].copy(), x[sl[1]].copy()
            x[sl[0]], x[sl[1]] = p * c - q * s, p * s + q * c
            self.f32(a.y, m, h * hd)[:] = x.reshape(m, -1)
        elif fam == "AttentionG":
            h, hkv, hd = f["n_head"], f["n_head_kv"], f["head_dim"]
            q = self.f32(a.x, m, h * hd).reshape(m, h, hd).transpose(1, 0, 2).astype(np.float64)
            kv = [np.repeat(self.f32(b, m, hkv * hd).reshape(m, hkv, hd).transpose(1, 0, 2),
                            h // hkv, axis=0).astype(np.float64) for b in (a.x2, a.x3)]
            sc = q @ kv[0].transpose(0, 2, 1) / math.sqrt(hd)
            if f["causal"]:
                sc = np.where(np.tril(np.ones((m, m), bool)), sc, -np.inf)
            p = np.exp(sc - sc.max(-1, keepdims=True))
            out = (p / p.sum(-1, keepdims=True)) @ kv[1]
            self.f32(a.y, m, h * hd)[:] = out.transpose(1, 0, 2).reshape(m, -1)
        else:
            raise AssertionError(fam)


def emulated(so: Path, path: Path, sm: str = "sm_90") -> tuple[GpuModel, NumpyDevice]:
    art = Artifact(so)
    blob = gpu_blob(art)
    dev = NumpyDevice(blob["plan"], sm)
    return GpuModel(art, path, blob=blob, sm=sm, cuda=dev), dev


def test_emulated_forward_matches_cpu(model: tuple[Path, Path]) -> None:
    path, so = model
    gm, dev = emulated(so, path)
    spec = read_gguf(path)
    ids = np.random.default_rng(3).integers(0, spec.hparams.n_vocab - 40, 37).astype(np.int32)
    rows = np.array([36, 0, 5, 5, 20], np.int32)  # any order, repeats allowed
    with Artifact(so).open(path, threads=1) as cpu:
        for r in (None, rows, rows[:0]):
            want = cpu.forward(ids, r)
            dev.launched.clear()
            got = gm.forward(ids, r)
            assert got.shape == want.shape
            assert len(dev.launched) == len(gm.plan["launches"])
            if len(want):
                spread = want.max(1) - want.min(1)
                assert (np.abs(got - want).max(1) / spread).max() < 0.03
                assert np.mean(got.argmax(1) == want.argmax(1)) >= 0.8
    gm.close()


def test_executor_rejects_bad_input(model: tuple[Path, Path]) -> None:
    path, so = model
    gm, _ = emulated(so, path)
    for ids, rows, what in (([], None, "canvas of 0"), ([1] * 41, None, "canvas of 41"),
                            ([1, 2], [2], "row outside"), ([1, -1], None, "token id"),
                            ([1, 2], [0, 1, 1], "3 rows")):
        with pytest.raises(DllmcError, match=what):
            gm.forward(ids, rows)
    gm.close()
    with pytest.raises(RuntimeError, match="closed"):
        gm.forward([1])
