"""The GPU plans (compiler/specialize.py + compiler/schedule.py for a GPU target) and their
executor (runtime/executor/dllmc_cuda.c, runtime/executor/gpu.py), without a GPU.

- structure: every graph node is lowered to a launch, every launch reads only values written
  before it (or uploaded: ids, rows, the RoPE table, positions, store rows, key ends; a
  layer's K/V store once its kv_write launches ran), every operand is a buffer of the size
  its kernel reads or writes at the largest canvas (or the K/V store of its layer, in rows of
  the plan's kv_row_bytes), buffers do not overlap, weights have the size of their GPU form;
- the artifact embeds one plan per requested SM as C tables, each with its PTX module, and the
  tables read back from the artifact are the plans compiled;
- data flow: :class:`~dllmc.runtime.executor.gpu.GpuModel` and the C executor itself (weight upload
  with its F16/F32 conversions, the RoPE table from the CPU kernel, ``dllmc_gpu_bind``'s
  launch arguments and ``dllmc_gpu_forward`` / ``dllmc_gpu_forward_batch``'s launch loop:
  grids, rows tables, the K/V store's slots, the logits copy) run on ``NumpyDriver``, a
  ``dllmc_cuda_driver`` whose memory is host arrays and whose launches execute NumPy
  reference semantics of each kernel family; its logits must match the CPU model's, for the
  stateless forward and for batched forwards of several sequences in their slots with subset
  recomputations against the persistent store.  What this leaves to the device check (bench/gpu_check.py) is libcuda and the PTX
  kernels themselves against those same semantics.
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

from dllmc.compiler.base.errors import DllmcError
from dllmc.compiler.base.layouts import Form, Rows
from dllmc.compiler.base.reader import read_gguf
from dllmc.compiler.graph import Op, build_graph
from dllmc.compiler.kernels import GPU_MMA, grid_of, q8_row_bytes
from dllmc.compiler.pipeline import compile_model, plan_model
from dllmc.runtime.executor.gpu import Cuda, GpuModel, _ffi, gpu_plans
from dllmc.runtime.executor.loader import Artifact, SeqRows
from dllmc.tests.factory import tiny, write_model
from dllmc.tests.layouts import dequantize_q8_rows, quantize_q8_rows

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
TARGETS = "sm_80,sm_90"


@pytest.fixture(scope="module", params=sorted(MODELS))
def model(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory
          ) -> tuple[Path, Path]:
    arch, over, types = MODELS[request.param]
    d = tmp_path_factory.mktemp(request.param)
    path = write_model(d / "m.gguf", tiny(arch, **over), types=types, seed=5)
    so = d / "m.so"
    compile_model(path, so, target=TARGETS, max_canvas=40)
    return path, so


# ----------------------------------------------------------------------------- structure


def operand_rows(k: Any) -> dict[str, int]:
    """Bytes per row each operand of a kernel reads or writes (derived here from the
    kernel's fields, independently of the plan)."""
    fam = type(k).__name__
    q8 = lambda n, on=True: q8_row_bytes(n) if on else 4 * n  # noqa: E731
    if fam == "QuantizeQ8":
        return {"x": 4 * k.k, "y": q8(k.k)}
    if fam == "RmsNorm":
        return {"x": 4 * k.k, "y": q8(k.k, k.out_q8)}
    if fam == "Swiglu":
        return {"x": 4 * k.n, "x2": 4 * k.n, "y": q8(k.n, k.out_q8)}
    if fam in ("Add", "AddBias"):
        return {"x": 4 * k.n, "y": 4 * k.n} | ({"x2": 4 * k.n} if fam == "Add" else {})
    if fam == "Rope":
        w = 4 * k.n_heads * k.head_dim
        return {"x": w, "x2": 4 * k.head_dim, "y": w}
    if fam == "GemmQ":
        return {"x": q8(k.k), "y": 4 * k.n}
    if fam == "GemmF":
        return {"x": 4 * k.k, "y": 4 * k.n}
    if fam == "KvWrite":
        return {"x": 4 * k.n, "y": 4 * k.n}
    if fam == "Attention":
        q, kv = 4 * k.n_head * k.head_dim, 4 * k.n_head_kv * k.head_dim
        return {"x": q, "x2": kv, "x3": kv, "y": q}
    if fam == "Embed":
        return {"x": 4, "y": 4 * k.n_embd}
    raise AssertionError(fam)


def weight_bytes(w: dict[str, Any]) -> int:
    numel = w["n"] * w["k"]
    if w["form"] == Form.RAW:
        return int(w["nbytes"])
    return numel * (2 if w["form"] == Form.F16 else 4)


def test_plan_structure(model: tuple[Path, Path]) -> None:
    path, so = model
    spec = read_gguf(path)
    graph = build_graph(spec)
    plans = gpu_plans(Artifact(so))
    plan = plans["sm_80"]
    specs = plan_model(path, TARGETS, 40).gpu_plan("sm_80").kernels
    mc = plan.max_canvas
    launches = plan.steps
    kernels = [specs[s["kernel"]] for s in launches]
    fam = [type(k).__name__ for k in kernels]

    # every node becomes a launch: counts per op (Q8 quantizations and fusions accounted)
    ops = Counter(n.op for n in graph.nodes)
    got = Counter(fam)
    fused = sum(1 for k in kernels if type(k).__name__ == "Rope" and k.bias)
    assert got["Embed"] == ops[Op.EMBED] == 1
    assert got["RmsNorm"] == ops[Op.RMSNORM]
    assert got["GemmQ"] + got["GemmF"] == ops[Op.MATMUL] + ops[Op.LOGITS]
    assert got["Rope"] == ops[Op.ROPE]
    assert got["AddBias"] + fused == ops[Op.ADD_BIAS]
    assert got["Attention"] == ops[Op.ATTENTION]
    assert got["KvWrite"] == 2 * ops[Op.ATTENTION]
    assert got["Add"] == ops[Op.ADD]
    assert got["Swiglu"] == ops[Op.SWIGLU]
    # every weight of the graph is read by a launch, in its GPU form
    used = {plan.weights[s["weight"]]["name"] for s in launches if s["weight"] >= 0}
    assert used == {n.weight.name for n in graph.nodes if n.weight is not None}
    type_name = {n.weight.name: n.weight.type_name for n in graph.nodes if n.weight is not None}
    for s, k in zip(launches, kernels, strict=True):
        w = plan.weights[s["weight"]] if s["weight"] >= 0 else None
        if type(k).__name__ == "GemmQ":
            assert type_name[w["name"]] in GPU_MMA and w["form"] == Form.RAW, w
        if type(k).__name__ == "GemmF":
            assert k.dtype == ("F16" if w["form"] == Form.F16 else type_name[w["name"]]), (w, k)
    for w in plan.weights:
        assert w["device_bytes"] == weight_bytes(w), w
    assert plan.weight_bytes == sum(-(-w["device_bytes"] // 256) * 256 for w in plan.weights)

    # buffers: aligned, disjoint, inside the arena, each as large as its kernels need
    bufs = plan.buffers
    spans = sorted((b["offset"], b["offset"] + b["bytes"]) for b in bufs)
    assert all(a % 256 == 0 for a, _ in spans)
    assert all(e <= a for (_, e), (a, _) in itertools.pairwise(spans))
    assert spans[-1][1] <= plan.arena_bytes
    special = plan.special
    assert bufs[special["ids"]]["bytes"] >= 4 * mc and bufs[special["rows"]]["bytes"] >= 4 * mc
    assert bufs[special["logits"]]["bytes"] >= 4 * mc * plan.n_vocab
    assert bufs[special["rope_table"]]["bytes"] >= 4 * mc * spec.hparams.head_dim
    for table in ("positions", "store_rows", "key_ends"):
        assert bufs[special[table]]["bytes"] >= 4 * mc and bufs[special[table]]["row_bytes"] == 4
    assert plan.n_layer == spec.hparams.n_layer and plan.causal == spec.hparams.causal
    assert plan.kv_row_bytes == 4 * spec.hparams.n_head_kv * spec.hparams.head_dim
    store = {-4: "K", -5: "V"}  # DLLMC_BUF_K_STORE, V_STORE
    for s, k in zip(launches, kernels, strict=True):
        for operand, row in operand_rows(k).items():
            if s[operand] in store:  # the layer's store: rows of kv_row_bytes
                assert row == plan.kv_row_bytes and 0 <= s["layer"] < plan.n_layer, s
                continue
            assert s[operand] >= 0, (s["name"], operand)
            assert bufs[s[operand]]["bytes"] >= row * mc, (s["name"], operand, row)
            assert bufs[s[operand]]["row_bytes"] >= row, (s["name"], operand, row)
        for operand in ("x", "x2", "x3", "y"):
            assert (s[operand] != -1) == (operand in operand_rows(k)), (s["name"], operand)
        # each family's rows mode, and the store operands where the modes say
        rows_mode = {"Rope": Rows.POSITION, "KvWrite": Rows.STORE, "Attention": Rows.SEQUENCE}
        if type(k).__name__ in rows_mode:
            assert s["rows"] == rows_mode[type(k).__name__], s
        if s["rows"] == Rows.STORE:
            assert s["y"] in store and s["x"] >= 0, s
        if s["rows"] == Rows.SEQUENCE:
            assert (s["x2"], s["x3"]) == (-4, -5) and s["x"] >= 0 and s["y"] >= 0, s
        assert (s["layer"] >= 0) == (s["rows"] in (Rows.STORE, Rows.SEQUENCE)), s

    # order: every launch reads values already written (or uploaded), attention a layer's K and
    # V once they are in the store; the logits come last
    written = {special[n] for n in ("ids", "rows", "rope_table", "positions", "store_rows",
                                    "key_ends")}
    for s in launches:
        for operand in ("x", "x2", "x3"):
            if s[operand] in store:
                assert (store[s[operand]], s["layer"]) in written, s
            elif s[operand] >= 0:
                assert s[operand] in written, (s["name"], bufs[s[operand]]["name"])
        written.add((store[s["y"]], s["layer"]) if s["y"] in store else s["y"])
    assert launches[-1]["y"] == special["logits"] and launches[-1]["rows"] == Rows.SELECTED
    # the selected-rows launches: the final norm (gathering rows), then the logits
    selected = [s for s in launches if s["rows"] == Rows.SELECTED]
    assert type(specs[selected[0]["kernel"]]).__name__ == "RmsNorm"
    assert all(s["y"] == special["logits"] for s in selected[1:])

    # kernel tables: per SM the same families, each entry its spec's launch
    for sm in ("sm_80", "sm_90"):
        table = plans[sm].kernels
        sm_specs = plan_model(path, TARGETS, 40).gpu_plan(sm).kernels
        assert len(table) == len(sm_specs)
        for entry, k in zip(table, sm_specs, strict=True):
            assert k.target.name == sm and entry["symbol"] == k.symbol
            assert entry["symbol"].split("_sm_")[1][:2] == sm[3:]
            assert entry["grid"] == [list(d) for d in k.grid_rule] and entry["threads"] == k.threads
        assert plans[sm].steps == plan.steps and plans[sm].weights == plan.weights


def test_plan_matches_compiled(model: tuple[Path, Path]) -> None:
    """What the artifact embeds is the plan of the GGUF, with a module per SM holding every
    kernel of that SM's table."""
    from dllmc.compiler.ptx import module_entries

    path, so = model
    again = plan_model(path, TARGETS, 40)
    plans = gpu_plans(Artifact(so))
    assert list(plans) == ["sm_80", "sm_90"]
    for p in again.gpu:
        got = plans[p.target.name]
        assert [b["name"] for b in got.buffers] == [b.name for b in p.buffers]
        assert [(b["offset"], b["bytes"]) for b in got.buffers] == [(b.offset, b.bytes)
                                                                   for b in p.buffers]
        assert [s["name"] for s in got.steps] == [s.name for s in p.steps]
        assert [(w["name"], w["form"]) for w in got.weights] == [(w.name, w.form) for w in p.weights]
        assert got.arena_bytes == p.arena_bytes and got.max_canvas == 40
        assert f".target {p.target.name}" in got.ptx
        assert set(module_entries(got.ptx)) == {k.symbol for k in p.kernels}


def test_grid_rules_are_the_specs_grids(tmp_path: Path) -> None:
    path = write_model(tmp_path / "t.gguf", tiny("dream"), types="Q4_K_M")
    for k in plan_model(path, "sm_80", 64).gpu[0].kernels:
        for m in (1, 15, 16, 17, 63, 64):
            assert grid_of(k.grid_rule, m) == k.grid(m)
            assert all(g >= 1 for g in k.grid(m))


# ----------------------------------------------------------------------------- data flow


class NumpyDriver:
    """A ``dllmc_cuda_driver`` whose memory is host arrays and whose kernels are NumPy
    reference semantics of each family (fields from the compiled plan's kernel specs): the
    stand-in for libcuda and the PTX, to run the C executor and :class:`GpuModel` here."""

    def __init__(self, specs: dict[str, Any]) -> None:
        self.kernels = specs
        self.bases: list[int] = []
        self.mem: list[np.ndarray] = []
        self.next = 1 << 32
        self.launched: list[str] = []
        self.symbols: list[str] = []
        ffi = _ffi()
        cb = {
            "alloc": ("int(uint64_t *, uint64_t)", self._alloc),
            "release": ("int(uint64_t)", lambda p: 0),
            "upload": ("int(uint64_t, const void *, uint64_t)", self._upload),
            "download": ("int(void *, uint64_t, uint64_t)", self._download),
            "load_module": ("int(const char *, void **)", self._load_module),
            "function": ("int(void *, const char *, void **)", self._function),
            "launch": ("int(void *, const uint32_t *, uint32_t, const dllmc_gpu_args *)",
                       self._launch),
            "sync": ("int(void)", lambda: 0),
            "zero": ("int(uint64_t, uint64_t)", self._zero),
        }
        self._callbacks = {k: ffi.callback(t, self._guard(f)) for k, (t, f) in cb.items()}
        self.driver = ffi.new("dllmc_cuda_driver *", self._callbacks)
        self.errors: list[BaseException] = []

    def _guard(self, f: Any) -> Any:
        def call(*args: Any) -> int:
            try:
                r = f(*args)
            except BaseException as e:  # an exception cannot cross C: record it, return an error
                self.errors.append(e)
                return 700
            return 0 if r is None else r
        return call

    def _at(self, addr: int, nbytes: int) -> np.ndarray:
        i = bisect.bisect_right(self.bases, addr) - 1
        off = addr - self.bases[i]
        assert i >= 0 and off + nbytes <= len(self.mem[i]), "out of bounds"
        return self.mem[i][off:off + nbytes]

    def _alloc(self, out: Any, nbytes: int) -> None:
        addr = self.next
        self.bases.append(addr)
        self.mem.append(np.full(nbytes, 0xA5, np.uint8))  # garbage, as cuMemAlloc gives
        self.next += (nbytes + (1 << 20)) // 256 * 256 + 256
        out[0] = addr

    def _upload(self, dst: int, src: Any, nbytes: int) -> None:
        self._at(dst, nbytes)[:] = np.frombuffer(_ffi().buffer(src, nbytes), np.uint8)

    def _zero(self, dst: int, nbytes: int) -> None:
        self._at(dst, nbytes)[:] = 0

    def _download(self, dst: Any, src: int, nbytes: int) -> None:
        _ffi().buffer(dst, nbytes)[:] = self._at(src, nbytes).tobytes()

    def _load_module(self, text: Any, module: Any) -> None:
        assert b".entry" in _ffi().string(text)
        module[0] = _ffi().cast("void *", 1)

    def _function(self, module: Any, symbol: Any, fn: Any) -> None:
        name = _ffi().string(symbol).decode()
        assert name in self.kernels, name
        self.symbols.append(name)
        fn[0] = _ffi().cast("void *", len(self.symbols))

    def f32(self, addr: int, rows: int, cols: int) -> np.ndarray:
        return self._at(addr, 4 * rows * cols).view(np.float32).reshape(rows, cols)

    def _launch(self, fn: Any, grid: Any, threads: int, a: Any) -> None:
        symbol = self.symbols[int(_ffi().cast("uintptr_t", fn)) - 1]
        k = self.kernels[symbol]
        fam, m = type(k).__name__, int(a.m)
        assert tuple(grid[0:3]) == k.grid(m) and threads == k.threads
        self.launched.append(symbol)
        src = (self._at(a.rows, 4 * m).view(np.int32) if a.rows else np.arange(m))

        def store(y: np.ndarray, out_q8: bool, width: int) -> None:
            if out_q8:
                self._at(a.y, m * q8_row_bytes(width))[:] = quantize_q8_rows(
                    y.astype(np.float32)).reshape(-1)
            else:
                self.f32(a.y, m, width)[:] = y

        if fam == "Embed":
            ids = self._at(a.x, 4 * m).view(np.int32)
            qt = gguf.GGMLQuantizationType[k.ggml_type]
            bs, tb = gguf.GGML_QUANT_SIZES[qt]
            row = k.n_embd // bs * tb
            table = np.stack([self._at(a.w + int(i) * row, row) for i in ids])
            self.f32(a.y, m, k.n_embd)[:] = gguf.quants.dequantize(table, qt)
        elif fam in ("RmsNorm", "QuantizeQ8"):
            kk = k.k
            x = self.f32(a.x, int(src.max()) + 1, kk)[src].astype(np.float64)
            if fam == "RmsNorm":
                w = self.f32(a.w, 1, kk)[0]
                x = x / np.sqrt(np.mean(x * x, axis=1, keepdims=True) + k.eps) * w
            store(x, fam == "QuantizeQ8" or k.out_q8, kk)
        elif fam == "GemmQ":
            n, kk = k.n, k.k
            rb = kk // 256 * gguf.GGML_QUANT_SIZES[gguf.GGMLQuantizationType[k.ggml_type]][1]
            w = gguf.quants.dequantize(self._at(a.w, n * rb).reshape(n, rb),
                                       gguf.GGMLQuantizationType[k.ggml_type])
            x = dequantize_q8_rows(self._at(a.x, m * q8_row_bytes(kk)).reshape(m, -1), kk)
            self.f32(a.y, m, n)[:] = x @ w.astype(np.float64).T
        elif fam == "GemmF":
            n, kk = k.n, k.k
            raw = self._at(a.w, n * kk * (4 if k.dtype == "F32" else 2))
            w = (raw.view(np.float32) if k.dtype == "F32" else raw.view(np.float16)
                 if k.dtype == "F16" else
                 (raw.view(np.uint16).astype(np.uint32) << 16).view(np.float32))
            x = self.f32(a.x, m, kk).astype(np.float64)
            self.f32(a.y, m, n)[:] = x @ w.reshape(n, kk).astype(np.float64).T
        elif fam == "Add":
            self.f32(a.y, m, k.n)[:] = self.f32(a.x, m, k.n) + self.f32(a.x2, m, k.n)
        elif fam == "AddBias":
            self.f32(a.y, m, k.n)[:] = self.f32(a.x, m, k.n) + self.f32(a.w, 1, k.n)
        elif fam == "Swiglu":
            g = self.f32(a.x, m, k.n).astype(np.float64)
            store(g / (1 + np.exp(-g)) * self.f32(a.x2, m, k.n), k.out_q8, k.n)
        elif fam == "Rope":
            h, hd = k.n_heads, k.head_dim
            x = self.f32(a.x, m, h * hd).astype(np.float64)
            if k.bias:
                x = x + self.f32(a.w, 1, h * hd)
            x = x.reshape(m, h, hd)
            pos = src  # rows = each row's absolute position
            tab = self.f32(a.x2, int(pos.max()) + 1, hd)[pos].reshape(m, 1, hd // 2, 2)
            c, s = tab[..., 0], tab[..., 1]
            sl = ((slice(None), slice(None), slice(0, None, 2)),
                  (slice(None), slice(None), slice(1, None, 2))) if k.style == "norm" else \
                 ((slice(None), slice(None), slice(0, hd // 2)),
                  (slice(None), slice(None), slice(hd // 2, None)))
            p, q = x[sl[0]].copy(), x[sl[1]].copy()
            x[sl[0]], x[sl[1]] = p * c - q * s, p * s + q * c
            self.f32(a.y, m, h * hd)[:] = x.reshape(m, -1)
        elif fam == "KvWrite":  # rows = each row's store row
            store = self.f32(a.y, int(src.max()) + 1, k.n)
            store[src] = self.f32(a.x, m, k.n)
        elif fam == "Attention":  # x2, x3 = the sequence's slot, rows = each row's key end
            h, hkv, hd = k.n_head, k.n_head_kv, k.head_dim
            ends, n_keys = src, int(src.max())
            q = self.f32(a.x, m, h * hd).reshape(m, h, hd).transpose(1, 0, 2).astype(np.float64)
            kv = [np.repeat(self.f32(b, n_keys, hkv * hd).reshape(n_keys, hkv, hd)
                            .transpose(1, 0, 2), h // hkv, axis=0).astype(np.float64)
                  for b in (a.x2, a.x3)]
            sc = q @ kv[0].transpose(0, 2, 1) / math.sqrt(hd)
            sc = np.where(np.arange(n_keys)[None, :] < ends[:, None], sc, -np.inf)
            p = np.exp(sc - sc.max(-1, keepdims=True))
            out = (p / p.sum(-1, keepdims=True)) @ kv[1]
            self.f32(a.y, m, h * hd)[:] = out.transpose(1, 0, 2).reshape(m, -1)
        else:
            raise AssertionError(fam)


def emulated(so: Path, path: Path, sm: str = "sm_90", slots: int = 0
             ) -> tuple[GpuModel, NumpyDriver]:
    art = Artifact(so)
    specs = {k.symbol: k for k in plan_model(path, TARGETS, 40).gpu_plan(sm).kernels}
    drv = NumpyDriver(specs)
    cuda = Cuda(so, driver=drv.driver)
    gm = GpuModel(art, path, sm=sm, cuda=cuda, slots=slots)
    gm._numpy_driver = drv  # the callbacks must outlive the model
    return gm, drv


def test_emulated_forward_matches_cpu(model: tuple[Path, Path]) -> None:
    path, so = model
    gm, dev = emulated(so, path)
    spec = read_gguf(path)
    assert len(dev.symbols) == len(gm.plan.kernels)  # bound once: every kernel looked up
    ids = np.random.default_rng(3).integers(0, spec.hparams.n_vocab - 40, 37).astype(np.int32)
    rows = np.array([36, 0, 5, 5, 20], np.int32)  # any order, repeats allowed
    with Artifact(so).open(path, threads=1) as cpu:
        for r in (None, rows, rows[:0]):
            want = cpu.forward(ids, r)
            dev.launched.clear()
            got = gm.forward(ids, r)
            assert got.shape == want.shape
            assert not dev.errors, dev.errors
            # the C loop launches every step (m = 0 launches are skipped: no selected rows)
            selected = sum(s["rows"] == Rows.SELECTED for s in gm.plan.steps)
            assert len(dev.launched) == len(gm.plan.steps) - (selected if r is not None
                                                              and not len(r) else 0)
            if len(want):
                assert_close(got, want)
    gm.close()


def assert_close(got: np.ndarray, want: np.ndarray) -> None:
    """The GPU plan's logits against the CPU's: max error <= 3 % of each row's spread, top-1
    agreement >= 80 % (the two quantize activations differently by design)."""
    assert got.shape == want.shape
    spread = want.max(1) - want.min(1)
    assert (np.abs(got - want).max(1) / spread).max() < 0.03
    assert np.mean(got.argmax(1) == want.argmax(1)) >= 0.8


def test_emulated_batch_matches_cpu(model: tuple[Path, Path]) -> None:
    """Batched forwards (``dllmc_gpu_forward_batch``): two sequences in distinct slots (one
    bidirectional, one with causal key ends), then subset recomputations that attend to keys
    an earlier call left in the store, each against the CPU runtime doing the same calls; the
    attention launches once per sequence, against that sequence's slot."""
    path, so = model
    gm, dev = emulated(so, path, slots=2)
    vocab = read_gguf(path).hparams.n_vocab
    rng = np.random.default_rng(11)
    a, b = (rng.integers(0, vocab - 40, n).astype(np.int32) for n in (23, 14))
    a2 = a.copy()
    a2[[3, 17]] = rng.integers(0, vocab - 40, 2)  # two tokens of a changed: recompute them
    calls = [
        ([SeqRows.canvas(0, a), SeqRows.canvas(1, b, causal=True)], None),
        ([SeqRows.subset(0, a2, [3, 17, 22])], [2, 0]),
        ([SeqRows.subset(1, b, [13, 0, 6], causal=True), SeqRows.subset(0, a2, [5])], [3, 1, 0]),
    ]
    attention = sum(s["rows"] == Rows.SEQUENCE for s in gm.plan.steps)
    with Artifact(so).open(path, threads=1, slots=2) as cpu:
        for seqs, rows in calls:
            dev.launched.clear()
            want = cpu.forward_batch(seqs, rows)
            got = gm.forward_batch(seqs, rows)
            assert not dev.errors, dev.errors
            assert len(dev.launched) == len(gm.plan.steps) + attention * (len(seqs) - 1)
            assert_close(got, want)
        # a stateless forward uses the scratch slot: the slots' keys stay for the next call
        assert_close(gm.forward(b), cpu.forward(b))
        seqs = [SeqRows.subset(0, a2, [9, 10])]
        assert_close(gm.forward_batch(seqs), cpu.forward_batch(seqs))
        # the scratch slot as one sequence of a batch
        seqs = [SeqRows.canvas(-1, a)]
        assert_close(gm.forward_batch(seqs, [0, 22]), cpu.forward_batch(seqs, [0, 22]))
        # bad batches: the CPU runtime's checks and messages
        one = SeqRows.canvas(0, a[:4])
        for seqs, rows, what in (
                ([], None, "no sequences"),
                ([SeqRows.canvas(2, a[:4])], None, "slot 2; this model was opened with 2"),
                ([one, SeqRows.canvas(0, b[:3])], None, "both use K/V slot 0"),
                ([SeqRows.canvas(-1, a[:4]), SeqRows.canvas(1, b[:3])], None, "scratch slot"),
                ([SeqRows(0, a[:2], [1, 1], [2, 2])], None, "position 1 twice"),
                ([SeqRows(0, a[:1], [40], [1])], None, "position 40 is outside"),
                ([SeqRows(0, a[:1], [0], [0])], None, "key end 0"),
                ([SeqRows(0, a[:1], [0], [41])], None, "key end 41"),
                ([SeqRows(0, [-1], [0], [1])], None, "token id -1"),
                ([SeqRows(0, np.zeros(0, np.int32), [], [])], None, "computes 0 rows"),
                ([SeqRows.canvas(0, np.zeros(30, np.int32)), SeqRows.canvas(1, b)], None,
                 "computes 14 rows"),
                ([one], [4], "outside the 4 computed rows"),
                ([one], [0] * 5, "5 logit rows")):
            with pytest.raises(DllmcError, match=what):
                gm.forward_batch(seqs, rows)
            with pytest.raises(DllmcError, match=what):
                cpu.forward_batch(seqs, rows)
    assert not dev.errors, dev.errors
    gm.close()


def test_executor_rejects_bad_input(model: tuple[Path, Path]) -> None:
    path, so = model
    gm, _ = emulated(so, path)
    with Artifact(so).open(path, threads=1) as cpu:
        for ids, rows, what in (([], None, "canvas of 0"), ([1] * 41, None, "canvas of 41"),
                                ([1, 2], [2], "outside the 2 computed rows"),
                                ([1, -1], None, "token id -1"),
                                ([1, 2], [0, 1, 1], "3 logit rows")):
            for m in (gm, cpu):  # the same checks, the same messages
                with pytest.raises(DllmcError, match=what):
                    m.forward(ids, rows)
        with pytest.raises(DllmcError, match="slot 0; this model was opened with 0"):
            gm.forward_batch([SeqRows.canvas(0, [1, 2])])
    gm.close()
    with pytest.raises(RuntimeError, match="closed"):
        gm.forward([1])
    with pytest.raises(RuntimeError, match="closed"):
        gm.forward_batch([SeqRows.canvas(-1, [1])])


def test_executor_under_sanitizers(tmp_path: Path) -> None:
    """runtime/executor/dllmc_cuda.c's executor (bind, the launch loop, its checks) as a plain program
    under AddressSanitizer + UBSan (LeakSanitizer at exit), on a driver of host memory
    (tests/runtime_c/cuda_driver.c: every launch's grid, m, rows and buffers are checked)."""
    import subprocess

    from dllmc.compiler.base.toolchain import c_compiler

    rt = Path(__file__).resolve().parents[1] / "runtime" / "executor"
    exe = tmp_path / "cuda_driver"
    flags = ["-std=gnu11", "-Wall", "-Wextra", "-Wpedantic", "-Werror", "-O1", "-g",
             "-fno-omit-frame-pointer", "-fsanitize=address,undefined", "-fno-sanitize-recover=all"]
    r = subprocess.run([c_compiler(), *flags, "-I", str(rt),
                        str(Path(__file__).with_name("runtime_c") / "cuda_driver.c"),
                        str(rt / "dllmc_cuda.c"), "-ldl", "-o", str(exe)],
                       capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    run = subprocess.run([str(exe)], capture_output=True, text=True, timeout=120)
    assert run.returncode == 0 and "cuda_driver: ok" in run.stdout, run.stdout + run.stderr
