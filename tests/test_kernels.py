"""The x86 kernel families: rendered for every target, verified by LLVM, run, and checked.

Every template is rendered for every CPU target and must pass LLVM's verifier; the integer
GEMM's assembly must use the target's dot product (``vpdpbusd`` with VNNI, ``vpmaddubsw`` on
AVX2).  Each kernel is then compiled in-process (llvmlite MCJIT, the same O3 pipeline as the
compiler) for every target this CPU can execute and compared with NumPy:

* quantize_q8 (and the quantized outputs of rmsnorm / swiglu), both activation formats: bit
  for bit with ``layouts.quantize_q8_rows`` (q8_0) and ``layouts.quantize_q8k_rows`` (q8_K).
* (Kernels of a VNNI target this CPU lacks run with vpdpbusd emulated, see :func:`compiled`.)
* gemm_q: against ``decode_qr8(W) @ dequant(xq)`` in float64 with a bound on float32
  rounding, and against the unquantized activations with that bound plus the activation
  rounding bound.  gemm_f: against float64 with a float32 accumulation bound.
* exp, rmsnorm, swiglu, rope, attention: against float64 formulas with the bounds derived
  next to each test.

All bounds are worst-case (rigorous) bounds on rounding, not fitted numbers; they are still
far below the effect of any wrong element (see docs/kernels.md).  ``u = 2^-24`` is the unit
roundoff of float32.  Large shapes are marked ``slow``.  ``DLLMC_UPDATE_GOLDEN=1`` rewrites
the golden IR files in tests/golden/.
"""

from __future__ import annotations

import ctypes
import os
import re
from collections.abc import Callable
from functools import cache
from pathlib import Path

import llvmlite.binding as llvm
import numpy as np
import pytest

from dllmc.compiler.kernels import (
    FR8_ELEMENTS,
    QR8_FORMATS,
    ROPE_STYLES,
    Add,
    AddBias,
    Attention,
    Exp,
    GemmF,
    GemmQ,
    KvWrite,
    QuantizeQ8,
    RmsNorm,
    Rope,
    RopeTable,
    Swiglu,
)
from dllmc.compiler.render import render
from dllmc.targets import CPU_TARGETS, missing_features
from dllmc.targets.cpu import CpuTarget
from dllmc.tests.layouts import (
    QR8_TYPES,
    act_scales,
    decode_fr8,
    decode_qr8,
    decode_qr8_parts,
    decode_qr8k_parts,
    dequantize_q8_rows,
    dequantize_q8k_rows,
    dequantize_rows,
    encode_fr8,
    encode_qr8,
    encode_qr8_type,
    encode_qr8k,
    q8_row_bytes,
    q8k_row_bytes,
    qr8_bytes,
    quantize_q8_rows,
    quantize_q8k_rows,
    quantize_rows,
    random_qr8,
    random_qr8_codes,
    random_qr8k_codes,
    split_q8_rows,
    split_q8k_rows,
)

U = 2.0**-24  # float32 unit roundoff
# every target but the bf16 one, which renders every kernel but attention as avx512vnni does
# (its attention: ATTENTION_TARGETS below)
TARGETS = [name for name, t in CPU_TARGETS.items() if not t.bf16]
GOLDEN = Path(__file__).parent / "golden"


# ----------------------------------------------------------------------------- JIT harness


class _Args(ctypes.Structure):
    """struct dllmc_args (runtime/dllmc_runtime.h)."""

    _fields_ = [("w", ctypes.c_void_p), ("x", ctypes.c_void_p), ("x2", ctypes.c_void_p),
                ("x3", ctypes.c_void_p), ("y", ctypes.c_void_p), ("rows", ctypes.c_void_p),
                ("m", ctypes.c_int64)]


_KERNEL_FN = ctypes.CFUNCTYPE(None, ctypes.POINTER(_Args), ctypes.c_int64, ctypes.c_int64)
_ITEMS_FN = ctypes.CFUNCTYPE(ctypes.c_int64, ctypes.c_int64)


def _machine(target: CpuTarget) -> llvm.TargetMachine:
    llvm.initialize_native_target()
    llvm.initialize_native_asmprinter()
    return llvm.Target.from_triple(target.triple).create_target_machine(
        cpu=target.cpu, features=target.features, opt=3, reloc="pic")


_pass_machine = cache(_machine)  # for the pass builder; an MCJIT engine owns its own machine


def _optimized(spec, ir: str | None = None, machine: CpuTarget | None = None) -> llvm.ModuleRef:
    module = llvm.parse_assembly(ir or render(spec, spec.target))
    module.verify()
    pto = llvm.create_pipeline_tuning_options(speed_level=3)
    pb = llvm.create_pass_builder(_pass_machine(machine or spec.target), pto)
    pb.getModulePassManager().run(module, pb)
    return module


def _emulated_vnni(spec) -> str:
    """The kernel's IR with each vpdpbusd replaced by its definition in plain IR (unsigned
    bytes of the second operand times signed bytes of the third, summed by 4 into the first)
    and the attributes of the avx2 target: the VNNI kernels' logic, run on an AVX2 CPU."""
    ir = render(spec, spec.target)
    for w in (8, 16):
        name = f"@llvm.x86.avx512.vpdpbusd.{32 * w}"
        vi, vb, vh, vp = f"<{w} x i32>", f"<{4 * w} x i8>", f"<{4 * w} x i16>", f"<{2 * w} x i32>"

        def pick(n: int, j: int, k: int) -> str:
            return f"<{n} x i32> <{', '.join(f'i32 {k * i + j}' for i in range(n))}>"

        body = [f"define internal {vi} @emu.vpdpbusd.{w}({vi} %c, {vi} %a, {vi} %b) #0 {{",
                f"  %ab = bitcast {vi} %a to {vb}", f"  %bb = bitcast {vi} %b to {vb}",
                f"  %az = zext {vb} %ab to {vh}", f"  %bs = sext {vb} %bb to {vh}",
                f"  %p = mul {vh} %az, %bs",  # exact: 255 * 128 < 2^15
                f"  %pe = shufflevector {vh} %p, {vh} poison, {pick(2 * w, 0, 2)}",
                f"  %po = shufflevector {vh} %p, {vh} poison, {pick(2 * w, 1, 2)}",
                f"  %pe4 = sext <{2 * w} x i16> %pe to {vp}",
                f"  %po4 = sext <{2 * w} x i16> %po to {vp}",
                f"  %q = add {vp} %pe4, %po4",  # vpmaddwd's shape: pairs of products
                f"  %qe = shufflevector {vp} %q, {vp} poison, {pick(w, 0, 2)}",
                f"  %qo = shufflevector {vp} %q, {vp} poison, {pick(w, 1, 2)}",
                f"  %s0 = add {vi} %qe, %qo", f"  %s = add {vi} %c, %s0", f"  ret {vi} %s", "}"]
        ir = ir.replace(f"declare {vi} {name}({vi}, {vi}, {vi})", "\n".join(body))
        ir = ir.replace(f"{name}(", f"@emu.vpdpbusd.{w}(")
    avx2 = CPU_TARGETS["avx2"]
    return (ir.replace(f'"target-cpu"="{spec.target.cpu}"', f'"target-cpu"="{avx2.cpu}"')
            .replace(f'"target-features"="{spec.target.features}"',
                     f'"target-features"="{avx2.features}"'))


class Compiled:
    """One kernel compiled in-process; call it like the runtime does: items [0, items(m)).
    ``emulate``: a VNNI kernel with vpdpbusd emulated (:func:`_emulated_vnni`), for AVX2."""

    def __init__(self, spec, emulate: bool = False) -> None:
        self.spec = spec
        machine = CPU_TARGETS["avx2"] if emulate else spec.target
        module = _optimized(spec, _emulated_vnni(spec), machine) if emulate else _optimized(spec)
        self.engine = llvm.create_mcjit_compiler(module, _machine(machine))
        self.engine.finalize_object()
        self.fn = _KERNEL_FN(self.engine.get_function_address(spec.symbol))
        self.items = _ITEMS_FN(self.engine.get_function_address(spec.symbol + "_items"))

    def __call__(self, *, m: int, y: np.ndarray, w=None, x=None, x2=None, x3=None,
                 rows=None, order: str = "forward") -> np.ndarray:
        arrays = (w, x, x2, x3, y, rows)
        for a in arrays:
            assert a is None or a.flags.c_contiguous
        args = _Args(*(None if a is None else a.ctypes.data for a in arrays), m)
        n = self.items(m)
        assert n == self.spec.items(m)
        if order == "forward":
            self.fn(ctypes.byref(args), 0, n)
        else:  # one item per call, last first: items must be independent
            for i in reversed(range(n)):
                self.fn(ctypes.byref(args), i, i + 1)
        return y


@cache
def compiled(spec) -> Compiled:
    """The kernel compiled for its target.  A kernel of a VNNI target on a CPU without it (but
    with AVX2) runs with vpdpbusd emulated and the avx2 target's instructions: the target's
    code path (its templates' branches, tiles, wide microkernel), not its instruction set."""
    if missing_features(spec.target):
        if spec.target.dot == "vnni" and not missing_features(CPU_TARGETS["avx2"]):
            return Compiled(spec, emulate=True)
        pytest.skip(f"this CPU cannot run {spec.target.name} code "
                    f"(lacks {', '.join(missing_features(spec.target))})")
    return Compiled(spec)


def _target(name: str) -> CpuTarget:
    return CPU_TARGETS[name]


# ----------------------------------------------------------------------------- every family, every target


def _one_of_each(t: CpuTarget) -> list:
    return [
        QuantizeQ8(target=t, k=96),
        QuantizeQ8(target=t, k=256, q8="q8_K"),
        QuantizeQ8(target=t, k=256, q8="q8_Ku"),
        *(GemmQ(target=t, ggml_type=ty, n=20, k=256) for ty in QR8_FORMATS),
        *(GemmF(target=t, dtype=dt, n=20, k=64) for dt in FR8_ELEMENTS),
        RmsNorm(target=t, k=64, eps=1e-6),
        RmsNorm(target=t, k=64, eps=1e-5, out_q8=True),
        RmsNorm(target=t, k=256, eps=1e-5, out_q8=True, q8="q8_K"),
        RmsNorm(target=t, k=256, eps=1e-5, out_q8=True, q8="q8_Ku"),
        Add(target=t, n=24),
        AddBias(target=t, n=24),
        Swiglu(target=t, n=64),
        Swiglu(target=t, n=64, out_q8=True),
        Swiglu(target=t, n=256, out_q8=True, q8="q8_K"),
        Swiglu(target=t, n=256, out_q8=True, q8="q8_Ku"),
        Exp(target=t, n=16),
        RopeTable(target=t, head_dim=64, freq_base=10000.0, max_canvas=16),
        *(Rope(target=t, n_heads=2, head_dim=32, style=s, bias=b)
          for s in ROPE_STYLES for b in (False, True)),
        Attention(target=t, n_head=4, n_head_kv=2, head_dim=32),
        Attention(target=t, n_head=2, n_head_kv=2, head_dim=16),
        KvWrite(target=t, n=64),
    ]


@pytest.mark.parametrize("target", TARGETS)
def test_every_family_renders_and_verifies(target: str) -> None:
    t = _target(target)
    symbols = set()
    for spec in _one_of_each(t):
        ir = render(spec, t)
        assert ir.startswith(f"; dllmc kernel {spec.symbol}\n; spec:   {spec.describe}\n")
        assert f'target triple = "{t.triple}"' in ir
        assert "%dllmc_args = type { ptr, ptr, ptr, ptr, ptr, ptr, i64 }" in ir
        module = llvm.parse_assembly(ir)
        module.verify()
        defined = {f.name for f in module.functions if not f.is_declaration}
        assert {spec.symbol, spec.symbol + "_items"} <= defined, spec.symbol
        assert spec.symbol.endswith(spec.name) and f"_{t.name}" in spec.symbol
        assert re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", spec.symbol), spec.symbol
        symbols.add(spec.symbol)
    assert len(symbols) == len(_one_of_each(t))  # one symbol per distinct specialization


def _assembly(spec) -> str:
    return _pass_machine(spec.target).emit_assembly(_optimized(spec))


@pytest.mark.parametrize("target", TARGETS)
@pytest.mark.parametrize("ggml_type", ["Q4_K", "Q6_K", "Q8_0", "Q5_0"])
def test_gemm_q_uses_the_targets_dot_product(target: str, ggml_type: str) -> None:
    t = _target(target)
    asm = _assembly(GemmQ(target=t, ggml_type=ggml_type, n=64, k=256))
    # generic: plain widening multiplies, which LLVM selects as SSE2 pmaddwd (or pmullw
    # when it sees that signed x signed byte products fit 16 bits)
    expect = {"vnni": "vpdpbusd", "maddubs": "vpmaddubsw", "generic": "pmaddwd|pmullw"}[t.dot]
    assert re.search(rf"\b({expect})\b", asm), f"{target}: no {expect}"
    if t.dot != "vnni":
        assert "vpdpbusd" not in asm
    if t.dot == "generic":  # SSE2 only: no VEX/EVEX encoded instruction, no ymm register
        assert "%ymm" not in asm and not re.search(r"^\s+v[a-z]", asm, re.M)


def test_items_formula() -> None:
    t = _target("avx2")
    g = GemmQ(target=t, ggml_type="Q4_K", n=200, k=256)
    assert (g.MR, g.MT, g.NC) == (8, 32, 64)  # AVX2 Q4_K/Q5_K: 8 rows, 4 blocks per item
    assert [g.items(m) for m in (1, 32, 33, 160)] == [4, 4, 8, 20]  # ceil(m/32) * ceil(200/64)
    legacy = GemmQ(target=t, ggml_type="Q4_0", n=200, k=256)
    assert (legacy.MR, legacy.MT) == (4, 32)
    assert GemmQ(target=_target("avxvnni"), ggml_type="Q4_K", n=8, k=256).MR == 4
    a = Attention(target=t, n_head=28, n_head_kv=4, head_dim=128)
    assert a.items(9) == 3 * 28  # ceil(9/4) heads x 28
    assert QuantizeQ8(target=t, k=64).items(7) == 7
    # AVX-512: 16 weight rows (a pair of groups) per zmm; 10 rows for G = 32, 8 for G = 16
    wide = GemmQ(target=_target("avx512vnni"), ggml_type="Q4_K", n=8, k=256)
    assert (wide.MR, wide.MT, wide.wide) == (10, 80, True)
    assert GemmQ(target=_target("avx512vnni"), ggml_type="Q6_K", n=8, k=256).MR == 8
    assert not GemmQ(target=_target("avxvnni"), ggml_type="Q4_K", n=8, k=256).wide
    # K-quants read q8_K rows (Q6_K: biased, q8_Ku) and need K a multiple of 256; the legacy
    # types q8_0 rows
    assert g.act_format == "q8_K" and g.q8_row_bytes == q8k_row_bytes(256)
    q6 = GemmQ(target=t, ggml_type="Q6_K", n=8, k=256)
    assert q6.act_format == "q8_Ku" and q6.q8_row_bytes == q8k_row_bytes(256)
    # 6-bit codes u - 32 in [-32, 31] times x + 128 in [1, 255]: two vpmaddubsw per vpmaddwd
    assert q6.i16_terms == 2 and g.i16_terms == 8
    assert GemmQ(target=t, ggml_type="Q5_0", n=8, k=32).act_format == "q8_0"
    assert GemmQ(target=t, ggml_type="Q6_K", n=8, k=256).MR == 8  # 4 sub-entries per chunk
    with pytest.raises(ValueError):
        GemmQ(target=t, ggml_type="Q6_K", n=8, k=128)
    # attention: 4 tiles of 16 query rows (one per zmm lane) per item with AVX-512, else qt
    a512 = Attention(target=_target("avx512vnni"), n_head=28, n_head_kv=4, head_dim=128)
    assert a512.rows_in_lanes and a512.row_tile == 64
    assert a512.items(17) == 28 and a512.items(65) == 2 * 28
    if not missing_features(t):
        for spec in (g, a, QuantizeQ8(target=t, k=64)):
            c = compiled(spec)
            assert [c.items(m) for m in (1, 5, 33, 512)] == [spec.items(m) for m in (1, 5, 33, 512)]


# ----------------------------------------------------------------------------- the layouts themselves


def _code_at(tile: np.ndarray, t, c: int, kk: int, lane: int) -> int:
    """The code of input kk of chunk c (of a tile) in byte lane ``lane``, by the doc's formula."""
    chunk = tile[c * t.chunk_bytes :][: t.chunk_bytes]
    q = kk // 4
    if t.bits == 8:
        return int(chunk[32 * q + lane].astype(np.int8))
    if t.bits == 6:  # entry 3j+e: sub-entry 4j+e, and bits 2e, 2e+1 of sub-entry 4j+3 on top
        j, e = divmod(q, 4)
        if e < 3:
            return int(chunk[32 * (3 * j + e) + lane]) & 0x3F
        return sum((int(chunk[32 * (3 * j + s) + lane]) >> 6) << (2 * s) for s in range(3))
    byte = int(chunk[32 * (q // 2) + lane])
    code = byte >> 4 if q % 2 else byte & 15
    if t.bits == 5:
        code |= ((int(chunk[t.low_bytes + 32 * (q // 8) + lane]) >> (q % 8)) & 1) << 4
    return code


@pytest.mark.parametrize("ggml_type", list(QR8_TYPES))
def test_qr8_layout_round_trip_and_lane_map(ggml_type: str) -> None:
    """encode/decode are inverse, and a byte read by hand from the doc's formula matches."""
    rng = np.random.default_rng(7)
    t = QR8_TYPES[ggml_type]
    n, k = 13, (512 if t.superblock else 96)
    nt = k // t.tile_inputs
    if t.superblock:
        u, sc, mn, dsb, dmin = parts = random_qr8k_codes(rng, n, k, ggml_type)
        buf = encode_qr8k(*parts, ggml_type)
        back = decode_qr8k_parts(buf, n, k, ggml_type)
        assert all((a is None and b is None) or np.array_equal(a, b)
                   for a, b in zip(parts, back, strict=True))
        d = np.repeat(dsb, t.tile_chunks, 1) * sc  # the per-chunk view: exact in float32
        m = None if mn is None else -np.repeat(dmin, t.tile_chunks, 1) * mn
    else:
        u, d, m = random_qr8_codes(rng, n, k, ggml_type)
        buf = encode_qr8_type(u, d, m, ggml_type)
    assert buf.size == qr8_bytes(n, k, ggml_type) == 2 * nt * t.tile_bytes
    assert t.tile_bytes == GemmQ(target=_target("avx2"), ggml_type=ggml_type, n=n, k=k).tile_bytes
    u2, d2, m2 = decode_qr8_parts(buf, n, k, ggml_type)
    assert np.array_equal(u2, u) and np.array_equal(d2, d)
    assert (m is None and m2 is None) or np.array_equal(m2, m)
    w = decode_qr8(buf, n, k, ggml_type)
    expect = np.repeat(d, t.G, 1) * (u + t.offset) + (0 if m is None else np.repeat(m, t.G, 1))
    np.testing.assert_allclose(w, expect, rtol=U, atol=0)
    for r, kk in ((9, 37), (12, 95), (0, 0), (7, 63), (12, k - 1)):  # row r, input kk
        tile = buf[((r // 8) * nt + kk // t.tile_inputs) * t.tile_bytes:][: t.tile_bytes]
        c, lane = (kk % t.tile_inputs) // t.G, 4 * (r % 8) + kk % 4
        assert _code_at(tile, t, c, kk % t.G, lane) == u[r, kk]
        half = tile[t.d_offset:][:16].view("<f2")[r % 8]
        if t.superblock:  # the super-block's d, and the chunk's scale (and min): row c, byte r
            assert np.float32(half) == dsb[r, kk // t.tile_inputs]
            at = 8 * c + r % 8
            assert int(tile[t.sc_offset + at].astype(np.int8)) == sc[r, kk // t.G]
            if mn is not None:
                assert tile[t.sc_offset + 8 * t.tile_chunks + at] == mn[r, kk // t.G]
            if t.biased:  # Q6_K: corr[r] = 128 * sum over the tile's inputs of sc * (u - 32)
                tt = kk // t.tile_inputs
                span = slice(tt * t.tile_inputs, (tt + 1) * t.tile_inputs)
                per_input = np.repeat(sc[r, tt * t.tile_chunks :][: t.tile_chunks], t.G)
                corr = 128 * int((per_input.astype(int) * (u[r, span].astype(int) - 32)).sum())
                assert int(tile[t.corr_offset :][:32].view("<i4")[r % 8]) == corr
        else:
            assert np.float32(half) == d[r, kk // t.G]
    # padding rows of the last group are zero codes and zero scales
    assert not decode_qr8(buf, 16, k, ggml_type)[13:].any()


def test_q8_rows_and_fr8_layouts() -> None:
    x = np.zeros((2, 64), np.float32)
    x[0, :32] = np.arange(32) - 15.5  # amax 15.5
    x[0, 32:] = 0.25  # a block of equal values: q = 127
    rec = quantize_q8_rows(x)
    assert rec.shape == (2, q8_row_bytes(64)) == (2, 64 + 8 + 16)
    q, d, s = split_q8_rows(rec, 64)
    assert d[0, 0] == np.float32(15.5) / np.float32(127)
    assert d[0, 1] == np.float32(0.25) / np.float32(127)
    assert (q[0, 32:] == 127).all() and not q[1].any() and not d[1].any() and not s[1].any()
    assert s[0, 2] == d[0, 1] * np.float32(16 * 127)
    assert q[0, 16] == np.rint(np.float32(0.5) * (np.float32(127) / np.float32(15.5)))
    np.testing.assert_allclose(dequantize_q8_rows(rec, 64), x, atol=float(d.max()) * 0.57)
    rng = np.random.default_rng(3)
    w = rng.standard_normal((11, 40)).astype(np.float32)
    for dt, tol in (("F32", 0), ("F16", 2**-11), ("BF16", 2**-8)):
        out = decode_fr8(encode_fr8(w, dt), 11, 40, dt)
        np.testing.assert_allclose(out, w, rtol=tol, atol=0)
    # group 1, input 5, row 2 of the group = W[10, 5] at element (1 * 40 + 5) * 8 + 2
    assert encode_fr8(w, "F32").view("<f4")[(40 + 5) * 8 + 2] == w[10, 5]
    assert encode_fr8(w, "F16").view("<f2")[(40 + 5) * 8 + 2] == np.float16(w[10, 5])
    with pytest.raises(ValueError):
        encode_qr8(np.full((8, 32), 16), np.ones((8, 1)), bits=4, G=32)


def test_q8k_rows_layout() -> None:
    """q8_K: one scale per 256 (d = 1 / (127 / amax), ggml's two roundings), int16 sums per
    16 and per 32, at the doc's offsets."""
    x = np.zeros((2, 512), np.float32)
    x[0, :256] = (np.arange(256) - 100) * 0.03125  # amax = 155 / 32 at input 255
    x[0, 300] = -3.0  # block 1: a negative max (ggml would negate q and d; we keep d > 0)
    rec = quantize_q8k_rows(x)
    assert rec.shape == (2, q8k_row_bytes(512)) == (2, 512 + 8 + 64 + 32)
    q, d, s16, s32 = split_q8k_rows(rec, 512)
    iscale = np.float32(127) / np.float32(155 / 32)
    assert d[0, 0] == np.float32(1) / iscale and d[0, 1] == np.float32(1) / (np.float32(127) / 3)
    assert q[0, 255] == 127 and q[0, 300] == -127 and not q[0, 256:300].any()
    assert q[0, 0] == np.rint(np.float32(-100 * 0.03125) * iscale)
    assert (s16[0] == q[0].reshape(32, 16).astype(int).sum(1)).all()
    assert (s32[0] == q[0].reshape(16, 32).astype(int).sum(1)).all()
    assert not q[1].any() and not d[1].any() and not s16[1].any() and not s32[1].any()
    # byte offsets: d at K, s16 at K + K/64, s32 at K + K/64 + K/8
    assert rec[0, 512:516].view("<f4")[0] == d[0, 0]
    assert rec[0, 520 + 2 * 5 : 522 + 2 * 5].view("<i2")[0] == s16[0, 5]
    assert rec[0, 584 + 2 * 3 : 586 + 2 * 3].view("<i2")[0] == s32[0, 3]
    np.testing.assert_allclose(dequantize_q8k_rows(rec, 512), x, atol=float(d.max()) * 0.501)
    # q8_Ku: the same record with the code bytes q + 128, unsigned
    biased = quantize_rows(x, "q8_Ku")
    assert np.array_equal(biased[:, :512].astype(int), q.astype(int) + 128)
    assert np.array_equal(biased[:, 512:], rec[:, 512:])
    assert np.array_equal(dequantize_rows(biased, 512, "q8_Ku"), dequantize_q8k_rows(rec, 512))


# ----------------------------------------------------------------------------- quantize_q8


def _activations(rng: np.random.Generator, m: int, k: int) -> np.ndarray:
    """Rows with varied scales, a zero block, exact ties (x * 127/amax = n + 1/2) and outliers."""
    x = rng.standard_normal((m, k)) * rng.uniform(0.05, 20.0, (m, 1))
    x[:, rng.integers(0, k, size=max(1, k // 64))] *= 8.0
    if m > 2:
        x[1, :32] = 0.0
        x[2, :32] = (np.arange(32) - 16) * 0.5  # amax 8: x * 127/8 hits halves
    return x.astype(np.float32)


@pytest.mark.parametrize("target", TARGETS)
@pytest.mark.parametrize(("fmt", "ks"), [("q8_0", (32, 96, 4096)), ("q8_K", (256, 4096)),
                                         ("q8_Ku", (256,))])
def test_quantize_q8_is_bit_exact(target: str, fmt: str, ks: tuple[int, ...]) -> None:
    t = _target(target)
    rng = np.random.default_rng(11)
    for k in ks:
        ker = compiled(QuantizeQ8(target=t, k=k, q8=fmt))
        x = _activations(rng, 9, k)
        ref = quantize_rows(x, fmt)
        y = np.zeros_like(ref)
        assert np.array_equal(ker(m=9, x=x, y=y), ref)
        rows = np.array([8, 0, 2, 2], np.int32)  # gather of selected rows
        y = np.zeros((4, ref.shape[1]), np.uint8)
        assert np.array_equal(ker(m=4, x=x, y=y, rows=rows), ref[rows])
    if fmt == "q8_0":  # tiny scales (below half's range) are kept exactly
        x = (_activations(rng, 4, 64) * 1e-5).astype(np.float32)
        y = np.zeros((4, q8_row_bytes(64)), np.uint8)
        assert np.array_equal(compiled(QuantizeQ8(target=t, k=64))(m=4, x=x, y=y),
                              quantize_q8_rows(x))


# ----------------------------------------------------------------------------- gemm_q


def _gemm_q_case(t: CpuTarget, ggml_type: str, n: int, k: int, ms: tuple[int, ...],
                 seed: int = 0) -> None:
    rng = np.random.default_rng(seed)
    spec = GemmQ(target=t, ggml_type=ggml_type, n=n, k=k)
    qt = QR8_TYPES[ggml_type]
    fmt = spec.act_format
    wbuf = random_qr8(rng, n, k, ggml_type)
    assert wbuf.size == spec.weight_bytes
    u, d, mins = decode_qr8_parts(wbuf, n, k, ggml_type)
    w = decode_qr8(wbuf, n, k, ggml_type).astype(np.float64)
    # |d u| + |m| per input (K-quants: d = d_super * sc, m = -dmin * mn; the offset as a min):
    # the size of the terms the kernel adds (before cancellation)
    d_full = np.repeat(d.astype(np.float64), qt.G, axis=1)
    m_eff = np.repeat(mins.astype(np.float64), qt.G, 1) if mins is not None else d_full * qt.offset
    mag_w = np.abs(d_full * u) + np.abs(m_eff)
    # float32 additions into a row's accumulator, each term rounded at most 3 times first.
    # Legacy: per 32-chunk, d*dx*isum + m*sx (<= 3 roundings), one chain of K/32 chunks.
    # K-quants: the chunk products and the min / offset term are exact int32 sums per 256
    # inputs; per tile, float(isum) * (d*dx) and float(msum) * (-dmin*dx) are two fused adds.
    adds = 2 * k // spec.tile_inputs if spec.kquant else k // qt.G
    quant, gemm = compiled(QuantizeQ8(target=t, k=k, q8=fmt)), compiled(spec)
    for m in ms:
        x = _activations(rng, m, k)
        xq = quant(m=m, x=x, y=np.zeros((m, q8_row_bytes(k) if fmt == "q8_0" else
                                          q8k_row_bytes(k)), np.uint8))
        assert np.array_equal(xq, quantize_rows(x, fmt))
        y = np.full((m, n), np.nan, np.float32)
        gemm(m=m, w=wbuf, x=xq, y=y, order="reverse" if m == 3 else "forward")
        xd = dequantize_rows(xq, k, fmt)
        # (1) vs the exact product of what the kernel was given:
        # |error| <= (adds + 4) * u * sum_k (|d u| + |m|)|x|.  (The same u-sized errors cover
        # the f32 block sums s and decode's float32 weights.)
        ref = xd @ w.T
        bound = (adds + 4) * U * (np.abs(xd) @ mag_w.T)
        err = np.abs(y - ref)
        assert np.isfinite(y).all()
        assert (err <= bound).all(), f"max error / bound {np.max(err / bound):.3g}"
        # (2) vs the unquantized activations: plus |x - q d| per input: half a step of the
        # scale, + |q| |d - amax/127| (q8_K: d = 1 / (127/amax), 2 roundings) + 1e-4 for the
        # float32 products, through |W|.
        act = act_scales(xq, k, fmt) * (0.5 + 1e-4)
        bound2 = bound + act @ np.abs(w).T
        err2 = np.abs(y - x.astype(np.float64) @ w.T)
        assert (err2 <= bound2).all(), f"max error / bound {np.max(err2 / bound2):.3g}"


@pytest.mark.parametrize("target", TARGETS)
@pytest.mark.parametrize("ggml_type", list(QR8_FORMATS))
def test_gemm_q_odd_shapes(target: str, ggml_type: str) -> None:
    _gemm_q_case(_target(target), ggml_type, 200, 512, (1, 3, 17, 40))


@pytest.mark.parametrize("ggml_type", list(QR8_FORMATS))
@pytest.mark.parametrize(("n", "tiles"), [(8, 1), (24, 2), (13, 1)])
def test_gemm_q_tiny_shapes(ggml_type: str, n: int, tiles: int) -> None:
    k = tiles * QR8_TYPES[ggml_type].tile_inputs  # one or two tiles of K
    for target in ("avx2", "avx512vnni"):
        _gemm_q_case(_target(target), ggml_type, n, k, (1, 3, 9))


@pytest.mark.slow
@pytest.mark.parametrize("target", TARGETS)
@pytest.mark.parametrize("ggml_type", list(QR8_FORMATS))
@pytest.mark.parametrize(("n", "k"), [(1536, 1536), (256, 8960)])
def test_gemm_q_real_shapes(target: str, ggml_type: str, n: int, k: int) -> None:
    _gemm_q_case(_target(target), ggml_type, n, k, (160, 17))


# ----------------------------------------------------------------------------- gemm_f


def _gemm_f_case(t: CpuTarget, dtype: str, n: int, k: int, ms: tuple[int, ...]) -> None:
    rng = np.random.default_rng(5)
    wbuf = encode_fr8(rng.standard_normal((n, k)).astype(np.float32) * 0.05, dtype)
    w = decode_fr8(wbuf, n, k, dtype).astype(np.float64)
    ker = compiled(GemmF(target=t, dtype=dtype, n=n, k=k))
    for m in ms:
        x = _activations(rng, m, k)
        y = ker(m=m, w=wbuf, x=x, y=np.full((m, n), np.nan, np.float32))
        # one float32 fused multiply-add chain over K: |error| <= (K + 1) u sum_k |w x|
        bound = (k + 1) * U * (np.abs(x.astype(np.float64)) @ np.abs(w).T)
        assert (np.abs(y - x.astype(np.float64) @ w.T) <= bound).all()


@pytest.mark.parametrize("target", TARGETS)
@pytest.mark.parametrize("dtype", list(FR8_ELEMENTS))
def test_gemm_f(target: str, dtype: str) -> None:
    _gemm_f_case(_target(target), dtype, 203, 96, (1, 7, 30))


@pytest.mark.slow
@pytest.mark.parametrize("target", TARGETS)
@pytest.mark.parametrize("dtype", list(FR8_ELEMENTS))
def test_gemm_f_real_shape(target: str, dtype: str) -> None:
    _gemm_f_case(_target(target), dtype, 1536, 1536, (160,))


# ----------------------------------------------------------------------------- exp


@pytest.mark.parametrize("target", TARGETS)
def test_exp_accuracy(target: str) -> None:
    """Relative error <= 2^-22 where exp(x) is a normal float32; absolute <= 2^-149 where it
    is subnormal; 0 below -104 (where exp rounds to 0) and for -inf; +inf above 88.73."""
    n = 4096
    grid = np.linspace(-104.0, 88.72, 64 * n, dtype=np.float32)
    special = [0.0, -0.0, 1.0, -1.0, 88.7, -87.3, -103.5, -200.0, 89.0, 1e30, -np.inf, np.inf]
    x = np.concatenate([grid, np.resize(np.float32(special), n)]).reshape(-1, n)
    y = compiled(Exp(target=_target(target), n=n))(m=x.shape[0], x=x, y=np.zeros_like(x))
    with np.errstate(over="ignore"):
        ref = np.exp(x.astype(np.float64))
    tiny, big = np.finfo(np.float32).tiny, float(np.finfo(np.float32).max)
    normal = (ref >= tiny) & (ref <= big)
    rel = np.abs(y[normal] - ref[normal]) / ref[normal]
    assert rel.max() <= 2.0**-22, rel.max()
    sub = ref < tiny
    assert np.abs(y[sub] - ref[sub]).max() <= 2.0**-149
    assert (y[x <= -104.0] == 0).all() and (y[x > 88.73] == np.inf).all()
    assert y[x == 0].min() == 1.0 == y[x == 0].max()


# ----------------------------------------------------------------------------- row-wise ops


@pytest.mark.parametrize("target", TARGETS)
def test_rmsnorm(target: str) -> None:
    t = _target(target)
    rng = np.random.default_rng(2)
    for k, eps in ((64, 1e-6), (4096, 1e-5)):
        x = _activations(rng, 6, k)
        w = rng.uniform(-2, 2, k).astype(np.float32)
        rows = np.array([5, 0, 3, 3, 1, 2], np.int32)
        y = compiled(RmsNorm(target=t, k=k, eps=eps))(
            m=6, x=x, w=w, y=np.zeros((6, k), np.float32), rows=rows)
        x64 = x[rows].astype(np.float64)
        scale = 1 / np.sqrt(np.mean(x64 * x64, axis=1, keepdims=True) + eps)
        ref = x64 * scale * w
        # sum of squares: 32 chains of K/32 fused adds + a 5-level tree -> relative error
        # <= (K/32 + 6) u; halved through the square root, plus <= 6 roundings after it.
        bound = ((k / 32 + 6) / 2 + 8) * U * np.abs(ref) + 1e-30
        assert (np.abs(y - ref) <= bound).all()
        for fmt in ("q8_0", "q8_K", "q8_Ku") if k % 256 == 0 else ("q8_0",):
            spec = RmsNorm(target=t, k=k, eps=eps, out_q8=True, q8=fmt)
            yq = compiled(spec)(m=6, x=x, w=w, y=np.zeros((6, spec.out_row_bytes), np.uint8),
                                rows=rows)
            assert np.array_equal(yq, quantize_rows(y, fmt))  # fused quantization, bit for bit


@pytest.mark.parametrize("target", TARGETS)
def test_add_and_bias_are_exact(target: str) -> None:
    t = _target(target)
    rng = np.random.default_rng(4)
    x, z = (rng.standard_normal((5, 48)).astype(np.float32) for _ in range(2))
    b = rng.standard_normal(48).astype(np.float32)
    assert np.array_equal(compiled(Add(target=t, n=48))(m=5, x=x, x2=z, y=np.empty_like(x)),
                          x + z)
    y = x.copy()
    compiled(AddBias(target=t, n=48))(m=5, x=y, w=b, y=y)  # in place
    assert np.array_equal(y, x + b)
    y = x.copy()
    compiled(Add(target=t, n=48))(m=5, x=y, x2=z, y=y)  # residual in place
    assert np.array_equal(y, x + z)


@pytest.mark.parametrize("target", TARGETS)
def test_swiglu(target: str) -> None:
    t = _target(target)
    rng = np.random.default_rng(6)
    n = 256
    g = (rng.standard_normal((7, n)) * 6).astype(np.float32)
    g[0, :4] = [-120.0, 100.0, 0.0, -0.0]
    up = rng.standard_normal((7, n)).astype(np.float32)
    y = compiled(Swiglu(target=t, n=n))(m=7, x=g, x2=up, y=np.zeros((7, n), np.float32))
    g64 = g.astype(np.float64)
    ref = g64 / (1 + np.exp(-g64)) * up
    # exp: <= 2^-22 relative, carried into 1 + e (at most 1x) and the division; then 3
    # roundings (add, divide, multiply): <= 2^-22 + 4u relative.
    assert (np.abs(y - ref) <= (2.0**-22 + 4 * U) * np.abs(ref) + 1e-37).all()
    for fmt in ("q8_0", "q8_K", "q8_Ku"):
        spec = Swiglu(target=t, n=n, out_q8=True, q8=fmt)
        yq = compiled(spec)(m=7, x=g, x2=up, y=np.zeros((7, spec.out_row_bytes), np.uint8))
        assert np.array_equal(yq, quantize_rows(y, fmt))


# ----------------------------------------------------------------------------- RoPE


def _rope_table(t: CpuTarget, head_dim: int, base: float, positions: int) -> np.ndarray:
    spec = RopeTable(target=t, head_dim=head_dim, freq_base=base, max_canvas=positions)
    return compiled(spec)(m=positions, y=np.zeros((positions, head_dim), np.float32))


def _angles(positions: int, head_dim: int, base: float) -> np.ndarray:
    return np.arange(positions)[:, None] * base ** (-np.arange(0, head_dim, 2) / head_dim)


@pytest.mark.parametrize("target", TARGETS)
def test_rope_table(target: str) -> None:
    t = _target(target)
    for hd, base, p in ((128, 500000.0, 600), (64, 10000.0, 33)):
        tab = _rope_table(t, hd, base, p).reshape(p, hd // 2, 2)
        th = _angles(p, hd, base)
        # cos / sin in double, rounded once to float32: |error| <= 2^-25 (values <= 1), plus
        # the double angle's error (<= 1e-12 for positions < 2^20)
        assert np.abs(tab[..., 0] - np.cos(th)).max() <= 2.0**-25 + 1e-12
        assert np.abs(tab[..., 1] - np.sin(th)).max() <= 2.0**-25 + 1e-12


@pytest.mark.parametrize("target", TARGETS)
@pytest.mark.parametrize("style", ROPE_STYLES)
@pytest.mark.parametrize("bias", [False, True])
def test_rope_rotates_like_complex_numbers(target: str, style: str, bias: bool) -> None:
    t = _target(target)
    rng = np.random.default_rng(8)
    nh, hd, m = 3, 64, 37
    tab = _rope_table(t, hd, 10000.0, 64)
    x = rng.standard_normal((m, nh * hd)).astype(np.float32)
    b = rng.standard_normal(nh * hd).astype(np.float32)
    pos = rng.permutation(64)[:m].astype(np.int32)  # row r at absolute position pos[r]
    y = x.copy()
    compiled(Rope(target=t, n_heads=nh, head_dim=hd, style=style, bias=bias))(
        m=m, x=y, x2=tab, y=y, w=b if bias else None, rows=pos)  # in place
    xb = ((x + b) if bias else x).astype(np.float64).reshape(m, nh, hd)  # x + b in float32
    half = hd // 2
    a, c = (xb[..., 0::2], xb[..., 1::2]) if style == "norm" else (xb[..., :half], xb[..., half:])
    z = (a + 1j * c) * np.exp(1j * _angles(64, hd, 10000.0)[pos])[:, None, :]
    out = np.empty_like(xb)
    # a cos - b sin: 3 roundings (<= 3u (|a| + |b|)) + the table's (<= 2^-25 (|a| + |b|))
    pair = 2.0**-22 * (np.abs(a) + np.abs(c)) + 1e-30
    bound = np.empty_like(xb)
    if style == "norm":
        out[..., 0::2], out[..., 1::2] = z.real, z.imag
        bound[..., 0::2], bound[..., 1::2] = pair, pair
    else:
        out[..., :half], out[..., half:] = z.real, z.imag
        bound[..., :half], bound[..., half:] = pair, pair
    assert (np.abs(y.reshape(m, nh, hd) - out) <= bound).all()


# ----------------------------------------------------------------------------- attention


def _attention64(q, k, v, n_head, n_kv, hd, key_end):
    """Row r of q attends to the keys [0, key_end[r]) of k / v (float64)."""
    m, n = q.shape[0], k.shape[0]
    q = q.astype(np.float64).reshape(m, n_head, hd)
    k = np.repeat(k.astype(np.float64).reshape(n, n_kv, hd), n_head // n_kv, axis=1)
    v = np.repeat(v.astype(np.float64).reshape(n, n_kv, hd), n_head // n_kv, axis=1)
    live = np.arange(n)[None, :] < np.asarray(key_end)[:, None]  # [m, n]
    k, v = np.where(live.any(0)[:, None, None], k, 0), np.where(live.any(0)[:, None, None], v, 0)
    s = np.where(live[None], np.einsum("qhd,khd->hqk", q, k) / np.sqrt(hd), -np.inf)
    p = np.exp(s - s.max(-1, keepdims=True))
    p /= p.sum(-1, keepdims=True)
    out = np.einsum("hqk,khd->qhd", p, v).reshape(m, n_head * hd)
    mag = np.einsum("qhd,khd->hqk", np.abs(q), np.abs(k)) / np.sqrt(hd)  # sum |q k| scale
    return out, mag


# m = 83: two items of 4 x 16 rows with AVX-512, the second of 2 tiles
ATTENTION_CASES = [(4, 2, 64, 37), (7, 1, 128, 19), (2, 2, 32, 1), (3, 3, 64, 8), (28, 4, 128, 9),
                   (2, 1, 64, 83)]
KEY_RANGES = ("bidirectional", "causal", "ragged")

# AVX-512 with AVX512_BF16 (a Cooper Lake, Zen 4/5; the opt-in avx512bf16 target): the
# rows-in-lanes design with P V on vdpbf16ps.
AVX512_BF16 = CPU_TARGETS["avx512bf16"]
ATTENTION_TARGETS = [*TARGETS, AVX512_BF16.name]


def _attention_kernel(spec: Attention) -> Compiled:
    """:func:`compiled`, except that the bf16 variant has no emulation: skipped on a CPU
    without AVX512_BF16."""
    if spec.bf16 and missing_features(spec.target):
        pytest.skip(f"this CPU lacks {', '.join(missing_features(spec.target))}")
    return compiled(spec)


def _key_ends(rng: np.random.Generator, ranges: str, m: int) -> tuple[np.ndarray, int]:
    """(each query row's key end, the keys in the store): the whole canvas, [0, r] per row, or
    rows of a subset recomputed against a store of more keys, each its own end."""
    if ranges == "bidirectional":
        return np.full(m, m, np.int32), m
    if ranges == "causal":
        return np.arange(1, m + 1, dtype=np.int32), m
    n = m + 23
    return rng.integers(1, n + 1, m).astype(np.int32), n


def _attention_bound(spec: Attention, mag: np.ndarray, vmax: float, n: int) -> float:
    """Worst-case |y - ref| of one output (first order in u).

    A score's error: (hd/c + 7) u sum|q k| / sqrt(hd), c the partial chains of a dot product
    (the tiled design: 8 lanes) -- hd/c FMAs per chain, the tree over the chains, the scale.
    A softmax weight's relative error: twice that (its score and the max) + exp's 2^-22 + the
    rescale exp.  The weighted sum P V and the sum L of the weights each take one rounding
    per key (n u relative each) and the rescales and the normalization a few more:
    (2 n + 16) u max|v|.
    bf16 P V (vdpbf16ps): each weight p and value v rounded to bf16 (relative 2^-8 each,
    round to nearest; products of bf16 exact in float32) while L sums the float32 weights:
    sum_j p_j v_j (d_pj + d_vj + d_pj d_vj) / L <= (2^-7 + 2^-16) max|v|; the instruction
    flushes results and inputs below 2^-126 to 0: at most 2^-126 per key and pair step (L >= 1:
    the largest weight is exp(0)), 2n 2^-126 max(1, max|v|) in all."""
    chains = spec.chains if spec.rows_in_lanes else 8
    ds = (spec.head_dim / chains + 7) * U * mag
    bound = vmax * (2 * ds + 2.0**-20 + (2 * n + 16) * U)
    if spec.bf16:
        bound += vmax * (2.0**-7 + 2.0**-16) + 2 * n * 2.0**-126 * max(1.0, vmax)
    return bound


@pytest.mark.parametrize("target", ATTENTION_TARGETS)
@pytest.mark.parametrize("ranges", KEY_RANGES)
@pytest.mark.parametrize(("n_head", "n_kv", "hd", "m"), ATTENTION_CASES)
def test_attention(target: str, ranges: str, n_head: int, n_kv: int, hd: int, m: int) -> None:
    rng = np.random.default_rng(n_head * 100 + m)
    key_end, n = _key_ends(rng, ranges, m)
    q = (rng.standard_normal((m, n_head * hd)) * 1.5).astype(np.float32)
    k = (rng.standard_normal((n, n_kv * hd)) * 1.5).astype(np.float32)
    v = rng.standard_normal((n, n_kv * hd)).astype(np.float32)
    # the store past the last key any row attends to is never read: NaN there would show
    unread = np.arange(n) >= key_end.max()
    k[unread], v[unread] = np.nan, np.nan
    spec = Attention(target=_target(target), n_head=n_head, n_head_kv=n_kv, head_dim=hd)
    y = _attention_kernel(spec)(m=m, x=q, x2=k, x3=v, rows=key_end,
                                y=np.full((m, n_head * hd), np.nan, np.float32))
    ref, mag = _attention64(q, k, v, n_head, n_kv, hd, key_end)
    live = ~unread
    bound = _attention_bound(spec, mag[..., live].max(), float(np.abs(v[live]).max()), n)
    assert np.isfinite(y).all()
    assert np.abs(y - ref).max() <= bound


def test_attention_bf16_error_is_small_and_unbiased() -> None:
    """The bf16 P V variant against float64 beyond the worst case: its error is rounding noise
    (RMS ~ 2^-8 |v| / sqrt(keys that matter)), far below the bound, and not a bias."""
    rng = np.random.default_rng(7)
    n_head, n_kv, hd, m = 4, 2, 128, 160
    q = (rng.standard_normal((m, n_head * hd)) * 1.5).astype(np.float32)
    k = (rng.standard_normal((m, n_kv * hd)) * 1.5).astype(np.float32)
    v = rng.standard_normal((m, n_kv * hd)).astype(np.float32)
    key_end = np.full(m, m, np.int32)
    spec = Attention(target=AVX512_BF16, n_head=n_head, n_head_kv=n_kv, head_dim=hd)
    y = _attention_kernel(spec)(m=m, x=q, x2=k, x3=v, rows=key_end,
                                y=np.zeros((m, n_head * hd), np.float32))
    ref, _ = _attention64(q, k, v, n_head, n_kv, hd, key_end)
    err = y - ref
    assert np.sqrt(np.mean(err**2)) <= 2.0**-9 and abs(err.mean()) <= 2.0**-14
    assert np.abs(err).max() <= 2.0**-7 * np.abs(v).max() / 2


@pytest.mark.parametrize("target", ATTENTION_TARGETS)
def test_attention_row_does_not_depend_on_its_neighbours(target: str) -> None:
    """Each row's output, bit for bit, whatever rows share its item: every row alone (m = 1)
    against all rows in one call, with ragged key ends (keys past a row's end weigh exactly
    0, so visiting more of them for a neighbour changes nothing)."""
    rng = np.random.default_rng(5)
    n_head, n_kv, hd, m = 4, 2, 64, 21
    key_end, n = _key_ends(rng, "ragged", m)
    q = rng.standard_normal((m, n_head * hd)).astype(np.float32)
    k = rng.standard_normal((n, n_kv * hd)).astype(np.float32)
    v = rng.standard_normal((n, n_kv * hd)).astype(np.float32)
    ker = _attention_kernel(Attention(target=_target(target), n_head=n_head,
                                      n_head_kv=n_kv, head_dim=hd))
    together = ker(m=m, x=q, x2=k, x3=v, rows=key_end, y=np.zeros((m, n_head * hd), np.float32))
    for r in range(m):
        alone = ker(m=1, x=q[r:r + 1].copy(), x2=k, x3=v, rows=key_end[r:r + 1].copy(),
                    y=np.zeros((1, n_head * hd), np.float32))
        assert np.array_equal(alone[0], together[r]), r
    # items one at a time, last first: the packed K/V block an item reuses from the one
    # before it in the call is only a cache
    one_by_one = ker(m=m, x=q, x2=k, x3=v, rows=key_end,
                     y=np.zeros((m, n_head * hd), np.float32), order="reverse")
    assert np.array_equal(one_by_one, together)


def test_attention_bf16_uses_vdpbf16ps() -> None:
    """The target's ``bf16`` field picks the variant: vdpbf16ps with it, FMAs only without."""
    spec = Attention(target=AVX512_BF16, n_head=4, n_head_kv=2, head_dim=64)
    assert spec.bf16 and spec.kg % 2 == 0
    llvm.parse_assembly(render(spec, spec.target)).verify()
    assert re.search(r"\bvdpbf16ps\b", _assembly(spec))
    plain = Attention(target=_target("avx512vnni"), n_head=4, n_head_kv=2, head_dim=64)
    assert not plain.bf16 and "vdpbf16ps" not in _assembly(plain)
    assert not Attention(target=_target("avx2"), n_head=4, n_head_kv=2, head_dim=64).bf16


@pytest.mark.slow
@pytest.mark.parametrize("target", ["avx2", "avx512vnni", AVX512_BF16.name])
@pytest.mark.parametrize("ranges", KEY_RANGES)
def test_attention_real_shape(target: str, ranges: str) -> None:
    # m = 300: more than one block of keys (Attention.kb = 252) in the rows-in-lanes design
    test_attention(target, ranges, 28, 4, 128, 300)


@pytest.mark.parametrize("target", TARGETS)
def test_kv_write_scatters_rows_into_the_store(target: str) -> None:
    rng = np.random.default_rng(2)
    m, n, slots = 13, 64, 3 * 16
    x = rng.standard_normal((m, n)).astype(np.float32)
    dest = rng.permutation(slots)[:m].astype(np.int32)  # slot * max_canvas + position
    store = np.full((slots, n), 7.0, np.float32)
    y = compiled(KvWrite(target=_target(target), n=n))(m=m, x=x, y=store.copy(), rows=dest)
    want = store.copy()
    want[dest] = x
    assert np.array_equal(y, want)


# ----------------------------------------------------------------------------- golden IR

GOLDEN_SPECS: dict[str, Callable[[], object]] = {
    "gemm_q4_K_avx2_n4096_k4096": lambda: GemmQ(
        target=CPU_TARGETS["avx2"], ggml_type="Q4_K", n=4096, k=4096),
    "gemm_q6_K_avxvnni_n4096_k12288": lambda: GemmQ(
        target=CPU_TARGETS["avxvnni"], ggml_type="Q6_K", n=4096, k=12288),
    "rmsnorm_generic_k3584_eps1em06_q8": lambda: RmsNorm(
        target=CPU_TARGETS["generic"], k=3584, eps=1e-6, out_q8=True),
    "attention_avx512vnni_h28_kv4_d128": lambda: Attention(
        target=CPU_TARGETS["avx512vnni"], n_head=28, n_head_kv=4, head_dim=128),
}


@pytest.mark.parametrize("name", list(GOLDEN_SPECS))
def test_golden_ir(name: str) -> None:
    """Rendered IR of a few canonical specs, byte for byte: a refactor of the templates or
    specs shows here as an empty diff (or a reviewed one: DLLMC_UPDATE_GOLDEN=1 rewrites)."""
    spec = GOLDEN_SPECS[name]()
    assert spec.symbol == name
    ir = render(spec, spec.target)
    path = GOLDEN / f"{name}.ll"
    if os.environ.get("DLLMC_UPDATE_GOLDEN") == "1":
        path.parent.mkdir(exist_ok=True)
        path.write_text(ir)
    assert path.is_file(), f"{path} missing: run with DLLMC_UPDATE_GOLDEN=1"
    assert ir == path.read_text(), f"{name}: rendered IR differs from {path}"
