"""The x86 kernel families: rendered for every target, verified by LLVM, run, and checked.

Every template is rendered for every CPU target and must pass LLVM's verifier; the integer
GEMM's assembly must use the target's dot product (``vpdpbusd`` with VNNI, ``vpmaddubsw`` on
AVX2).  Each kernel is then compiled in-process (llvmlite MCJIT, the same O3 pipeline as the
compiler) for every target this CPU can execute and compared with NumPy:

* quantize_q8 (and the quantized outputs of rmsnorm / swiglu), both activation formats: bit
  for bit with ``layouts.quantize_q8_rows`` (q8_0) and ``layouts.quantize_q8k_rows`` (q8_K).
* (A kernel whose instructions this CPU lacks runs with them emulated, or is skipped with the
  reason: tests/jit.py decides from the intrinsics its IR calls.)
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
from pathlib import Path

import llvmlite.binding as llvm
import numpy as np
import pytest

from dllmc.compiler import codegen
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
    Scale,
    Softcap,
    Swiglu,
)
from dllmc.compiler.kernels.sampler import sampler_kernels
from dllmc.compiler.render import render
from dllmc.targets import (
    CPU_TARGETS,
    HOST_CPU_ENV,
    host_features,
    missing_features,
)
from dllmc.targets.cpu import X86_INTRINSICS, CpuTarget, unselectable, x86_intrinsics
from dllmc.tests.jit import EMULATIONS, Engine, Plan, assembly, compiled, plan
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


def _target(name: str) -> CpuTarget:
    return CPU_TARGETS[name]


# ----------------------------------------------------------------------------- every family, every target


def _one_of_each(t: CpuTarget) -> list:
    return [
        QuantizeQ8(target=t, k=96),
        QuantizeQ8(target=t, k=256, q8="q8_K"),
        QuantizeQ8(target=t, k=256, q8="q8_Ku"),
        QuantizeQ8(target=t, k=256, q8="q8_Ks"),
        *(GemmQ(target=t, ggml_type=ty, n=20, k=256) for ty in QR8_FORMATS),
        *(GemmF(target=t, dtype=dt, n=20, k=64) for dt in FR8_ELEMENTS),
        RmsNorm(target=t, k=64, eps=1e-6),
        RmsNorm(target=t, k=64, eps=1e-5, out_q8=True),
        RmsNorm(target=t, k=256, eps=1e-5, out_q8=True, q8="q8_K"),
        RmsNorm(target=t, k=256, eps=1e-5, out_q8=True, q8="q8_Ku"),
        RmsNorm(target=t, k=256, eps=1e-5, out_q8=True, q8="q8_Ks"),
        Add(target=t, n=24),
        AddBias(target=t, n=24),
        Scale(target=t, n=24, factor=25.298221281347036),
        Softcap(target=t, n=64, cap=30.0),
        Swiglu(target=t, n=64),
        Swiglu(target=t, n=64, out_q8=True),
        Swiglu(target=t, n=256, out_q8=True, q8="q8_K"),
        Swiglu(target=t, n=256, out_q8=True, q8="q8_Ku"),
        Swiglu(target=t, n=256, out_q8=True, q8="q8_Ks"),
        Swiglu(target=t, n=64, act="gelu_tanh"),
        Exp(target=t, n=16),
        RopeTable(target=t, head_dim=64, freq_base=10000.0, max_canvas=16),
        *(Rope(target=t, n_heads=2, head_dim=32, style=s, bias=b)
          for s in ROPE_STYLES for b in (False, True)),
        Rope(target=t, n_heads=2, head_dim=64, style="neox", bias=True, n_rot=32),
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




@pytest.mark.parametrize("target", list(CPU_TARGETS))
def test_every_kernel_calls_only_what_its_target_selects(target: str) -> None:
    """Each x86 intrinsic a kernel calls is one its target's ``requires`` covers
    (targets/cpu.py X86_INTRINSICS), so an artifact never needs more of a CPU than its
    load-time check asked for, and codegen never hands LLVM what it cannot select."""
    t = _target(target)
    for spec in (*_one_of_each(t), *sampler_kernels(1000, t)):
        ir = render(spec, t)
        assert t.cannot_select(ir) == {}, (spec.symbol, t.cannot_select(ir))
    assert bool(_calls(Attention(target=t, n_head=4, n_head_kv=2, head_dim=64),
                       "llvm.x86.avx512bf16.dpbf16ps.512")) == t.bf16


def _calls(spec, intrinsic: str) -> bool:
    return intrinsic in x86_intrinsics(render(spec, spec.target))


def test_codegen_refuses_what_the_target_cannot_select() -> None:
    """A kernel of one target rendered under another's attributes (a template bug): one clear
    error from codegen, where LLVM itself would abort the process."""
    spec = Attention(target=_target("avx512vnni"), n_head=4, n_head_kv=2, head_dim=64)
    ir = render(spec, spec.target)
    with pytest.raises(RuntimeError, match=r"calls what target avx2 cannot select: "
                       r"llvm\.x86\.avx512\.mask\.scalef\.ps\.512 \(needs avx512f\)"):
        codegen.assembly(ir, _target("avx2"), spec.symbol)
    assert unselectable("call void @llvm.x86.sse9.magic(i32 0)", ["avx2"]) == {
        "llvm.x86.sse9.magic": "unknown to dllmc (add it to targets/cpu.py X86_INTRINSICS)"}


def test_plan_on_an_avx2_machine(monkeypatch: pytest.MonkeyPatch) -> None:
    """What tests/jit.py decides for each target on a CPU that has AVX2 and nothing beyond
    (DLLMC_HOST_CPU=avx2 makes this one look so): the VNNI and AVX-512 kernels run on the
    avx2 machine with vpdpbusd and vscalefps emulated, the bf16 attention is skipped."""
    if missing_features(_target("avx2")):
        pytest.skip("this CPU lacks AVX2")
    monkeypatch.setenv(HOST_CPU_ENV, "avx2")
    att = {n: Attention(target=_target(n), n_head=4, n_head_kv=2, head_dim=64)
           for n in CPU_TARGETS}
    plans = {n: plan(render(s, s.target), s.target) for n, s in att.items()}
    assert all(p.machine.name == "avx2" for n, p in plans.items() if n != "generic")
    assert plans["avx2"].emulated == () and plans["generic"].machine.name == "generic"
    assert plans["avx512vnni"].emulated == ("llvm.x86.avx512.mask.scalef.ps.512",) and \
        not plans["avx512vnni"].skip
    assert "vdpbf16ps" in plans["avx512bf16"].skip
    gemm = GemmQ(target=_target("avxvnni"), ggml_type="Q4_K", n=20, k=256)
    assert plan(render(gemm, gemm.target), gemm.target).emulated == (
        "llvm.x86.avx512.vpdpbusd.256",)


def _one_call_module(intrinsic: str, ty: str, args: str, params: str, target: CpuTarget) -> str:
    """``void @f(ptr out, ptr a, ptr b, ptr c)``: out = intrinsic(args over a, b, c; %a16 and
    %b16 are a and b as 16-bit lanes)."""
    return "\n".join([
        f'target triple = "{target.triple}"',
        "define void @f(ptr %out, ptr %pa, ptr %pb, ptr %pc) #0 {",
        *(f"  %{v} = load {ty}, ptr %p{v}, align 4" for v in "abc"),
        *(f"  %{v}16 = bitcast {ty} %{v} to <{2 * int(ty[1:].split()[0])} x i16>"
          for v in "ab" if "i32" in ty),
        f"  %r = call {ty} @{intrinsic}({args})",
        f"  store {ty} %r, ptr %out, align 4", "  ret void", "}",
        f"declare {ty} @{intrinsic}({params})",
        f'attributes #0 = {{ nounwind "target-cpu"="{target.cpu}" '
        f'"target-features"="{target.features}" }}'])


def _call_each(engine: Engine, a: np.ndarray, b: np.ndarray, c: np.ndarray) -> np.ndarray:
    """f over each row of a, b, c (one vector each)."""
    fn = ctypes.CFUNCTYPE(None, *[ctypes.c_void_p] * 4)(engine.address("f"))
    out = np.zeros_like(a)
    for r in range(a.shape[0]):
        fn(*(v[r].ctypes.data for v in (out, a, b, c)))
    return out


_VI = {w: (f"<{w} x i32>", f"<{w} x i32> %c, <{w} x i32> %a, <{w} x i32> %b") for w in (8, 16)}
_VF = "<16 x float>"
EMULATION_CASES = {  # intrinsic: (target, vector type, call arguments, parameter types)
    "llvm.x86.avx512.vpdpbusd.512": ("avx512vnni", *_VI[16], ", ".join([_VI[16][0]] * 3)),
    "llvm.x86.avx512.vpdpbusd.256": ("avxvnni", *_VI[8], ", ".join([_VI[8][0]] * 3)),
    "llvm.x86.avx512.pmaddw.d.512": ("avx512vnni", _VI[16][0], "<32 x i16> %a16, <32 x i16> %b16",
                                     "<32 x i16>, <32 x i16>"),
    "llvm.x86.avx512.mask.scalef.ps.512": (
        "avx512vnni", _VF, f"{_VF} %a, {_VF} %b, {_VF} poison, i16 -1, i32 4",
        f"{_VF}, {_VF}, {_VF}, i16, i32"),
}


@pytest.mark.parametrize("intrinsic", list(EMULATIONS))
def test_emulations_are_the_instructions(intrinsic: str) -> None:
    """Each emulation tests/jit.py substitutes on a CPU without the instruction gives the
    instruction's bits, on a CPU with it: vpdpbusd and vpmaddwd on random and extreme bytes
    (wrapping sums included), vscalefps over its whole domain in the kernels (every j that vexp_scalef
    passes, mantissas of e^r in [0.7, 1.5]), subnormal and overflowing results included."""
    name, ty, args, params = EMULATION_CASES[intrinsic]
    t = _target(name)
    needs = X86_INTRINSICS[intrinsic]
    if not any(set(alt) <= host_features() for alt in needs):
        pytest.skip(f"this CPU lacks {' or '.join('+'.join(a) for a in needs)}: "
                    "nothing to compare the emulation with")
    lanes = int(ty[1:].split()[0])
    rng = np.random.default_rng(3)
    if "i32" in ty:
        a, b, c = (rng.integers(-2**31, 2**31, (4096, lanes), dtype=np.int64).astype(np.int32)
                   for _ in range(3))
        a[:8], b[:8] = -1, np.int32(0x80808080 - 2**32)  # 255 * -128 in every byte pair
        a[8:12] = b[8:12] = np.int32(0x80008000 - 2**32)  # vpmaddwd: 2 * (-32768)^2 wraps
        c[:4] = 2**31 - 1  # the sum wraps
    else:
        j = np.arange(-159, 130, dtype=np.float32)
        e = rng.uniform(0.7, 1.5, j.size).astype(np.float32)
        e[:4] = [0.7, 1.0, 1.5, np.nextafter(np.float32(1), np.float32(2))]
        rows = -(-j.size // lanes)
        a = np.resize(e, rows * lanes).reshape(rows, lanes)
        b = np.resize(j, rows * lanes).reshape(rows, lanes)
        c = np.zeros_like(a)
    ir = _one_call_module(intrinsic, ty, args, params, t)
    native = Engine(ir, t)
    assert native.plan.emulated == ()
    emulated = Engine(ir, t, Plan(_target("avx2"), (intrinsic,)))
    want, got = _call_each(native, a, b, c), _call_each(emulated, a, b, c)
    assert np.array_equal(want.view(np.int32), got.view(np.int32))
    if "float" in ty:  # the domain's ends reached: subnormal, normal and infinite results
        assert (got < 2.0**-126).any() and np.isinf(got).any()


@pytest.mark.parametrize("target", TARGETS)
@pytest.mark.parametrize("ggml_type", ["Q4_K", "Q6_K", "Q8_0", "Q5_0"])
def test_gemm_q_uses_the_targets_dot_product(target: str, ggml_type: str) -> None:
    t = _target(target)
    asm = assembly(GemmQ(target=t, ggml_type=ggml_type, n=64, k=256))
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
    # every type reads q8_0 rows by default; the K-quants, asked, their per-256 format
    # (q8_K; Q6_K biased, q8_Ku), and need K a multiple of 256
    assert g.act_format == "q8_0" and g.per32 and g.q8_row_bytes == q8_row_bytes(256)
    g256 = GemmQ(target=t, ggml_type="Q4_K", n=200, k=256, act="q8_K")
    assert g256.q8_row_bytes == q8k_row_bytes(256) and not g256.per32
    assert g256.symbol == g.symbol + "_q8K"
    q6 = GemmQ(target=t, ggml_type="Q6_K", n=8, k=256)
    q6b = GemmQ(target=t, ggml_type="Q6_K", n=8, k=256, act="q8_Ku")
    assert q6b.act_format == "q8_Ku" and q6b.biased and not q6.biased
    with pytest.raises(ValueError, match="reads q8_0, q8_Ku"):
        GemmQ(target=t, ggml_type="Q6_K", n=8, k=256, act="q8_K")
    # 6-bit codes u in [0, 63] times x in [-127, 127] (or u - 32 in [-32, 31] times x + 128
    # in [1, 255]): two vpmaddubsw per vpmaddwd; Q4_K's 4-bit codes eight
    assert q6.i16_terms == 2 and q6b.i16_terms == 2 and g.i16_terms == 8
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
                                         ("q8_Ku", (256,)), ("q8_Ks", (256, 4096))])
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


def _scheme_format(ggml_type: str, scheme: str) -> str:
    """The `act` of a GemmQ over `ggml_type` reading activations of `scheme` ("q8_0": the
    default, ""; "per256": QR8Format.superblock_act; "substeps": substep_act)."""
    if scheme == "q8_0":
        return ""
    fmt = getattr(QR8_FORMATS[ggml_type], {"per256": "superblock_act",
                                           "substeps": "substep_act"}[scheme])
    assert fmt, f"{ggml_type} has no {scheme} format"
    return fmt


def _gemm_q_case(t: CpuTarget, ggml_type: str, n: int, k: int, ms: tuple[int, ...],
                 seed: int = 0, scheme: str = "q8_0") -> None:
    """`scheme`: "q8_0" (the default format), "per256" (a K-quant reading its per-256 format,
    QR8Format.superblock_act: llama.cpp's q8_K / q8_Ku) or "substeps" (q8_Ks,
    QR8Format.substep_act)."""
    rng = np.random.default_rng(seed)
    act_fmt = _scheme_format(ggml_type, scheme)
    spec = GemmQ(target=t, ggml_type=ggml_type, n=n, k=k, act=act_fmt or "")
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
    # K-quants on q8_0 (per32): per chunk of G, float(sc*isum) * (d*dx) and mn * sx, two
    # fused adds (mn = -dmin*m or -32*d*sc rounded once, sx = s0 + s1 once: within the 4);
    # Q6_K (G = 16) adds its two chunks' sc*isum in int32 first: per 32 inputs one fused add
    # of float(sc0*isum0 + sc1*isum1) * (d*dx) and two of mn_c * sx_c, 3 <= 2 * 32/G.
    # K-quants on q8_K: the chunk products and the min / offset term are exact int32 sums per
    # 256 inputs; per tile, float(isum) * (d*dx) and float(msum) * (-dmin*dx) are two fused adds.
    per_tile = spec.kquant and not spec.per32
    adds = 2 * k // (spec.tile_inputs if per_tile else qt.G) if spec.kquant else k // qt.G
    quant, gemm = compiled(QuantizeQ8(target=t, k=k, q8=fmt)), compiled(spec)
    for m in ms:
        x = _activations(rng, m, k)
        xq = quant(m=m, x=x, y=np.zeros_like(quantize_rows(x, fmt)))
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


# the per-256 formats only exist for the K-quants
KQUANTS = [t for t, f in QR8_FORMATS.items() if f.superblock]
GEMM_Q_CASES = ([(t, "q8_0") for t in QR8_FORMATS] + [(t, "per256") for t in KQUANTS]
                + [(t, "substeps") for t in KQUANTS])
GEMM_Q_IDS = [f"{t}-{s}" for t, s in GEMM_Q_CASES]


@pytest.mark.parametrize("target", TARGETS)
@pytest.mark.parametrize(("ggml_type", "scheme"), GEMM_Q_CASES, ids=GEMM_Q_IDS)
def test_gemm_q_odd_shapes(target: str, ggml_type: str, scheme: str) -> None:
    _gemm_q_case(_target(target), ggml_type, 200, 512, (1, 3, 17, 40), scheme=scheme)


@pytest.mark.parametrize(("ggml_type", "scheme"), GEMM_Q_CASES, ids=GEMM_Q_IDS)
@pytest.mark.parametrize(("n", "tiles"), [(8, 1), (24, 2), (13, 1)])
def test_gemm_q_tiny_shapes(ggml_type: str, scheme: str, n: int, tiles: int) -> None:
    k = tiles * QR8_TYPES[ggml_type].tile_inputs  # one or two tiles of K
    for target in ("avx2", "avx512vnni"):
        _gemm_q_case(_target(target), ggml_type, n, k, (1, 3, 9), scheme=scheme)


@pytest.mark.parametrize("target", ["avx2", "avxvnni", "avx512vnni"])
@pytest.mark.parametrize(("ggml_type", "scheme"), [
    ("Q4_K", "q8_0"), ("Q6_K", "q8_0"), ("Q6_K", "per256"), ("Q4_K", "substeps"),
    ("Q6_K", "substeps"), ("Q8_0", "q8_0")])
@pytest.mark.parametrize("n", [100, 107])
def test_gemm_q_paired_groups(target: str, ggml_type: str, scheme: str, n: int) -> None:
    """Pairs of groups g, g+H (GemmQ.group_pairs; H = 4 with 8 groups per column tile) in a
    short last tile: 13 or 14 groups are a full tile and one of 5 or 6, whose first 1 or 2
    groups pair with its last ones (the last group, 4 or 3 valid columns, is a pair's second)
    and whose middle groups go alone.  Within the bounds of _gemm_q_case, and each row bit
    for bit what it is computed alone (M = 1: the ymm targets' pair microkernel) and in a
    block of 3 (their one-group microkernel)."""
    t = _target(target)
    spec = GemmQ(target=t, ggml_type=ggml_type, n=n, k=512, act=_scheme_format(ggml_type, scheme))
    assert spec.pair_groups == 4
    expected = "all" if spec.wide else ("m1" if spec.kquant else "")
    assert spec.group_pairs == expected
    _gemm_q_case(t, ggml_type, n, 512, (1, 3, 11), scheme=scheme)
    rng = np.random.default_rng(3)
    wbuf = random_qr8(rng, n, 512, ggml_type)
    xq = quantize_rows(_activations(rng, 3, 512), spec.act_format)
    gemm = compiled(spec)
    block = gemm(m=3, w=wbuf, x=xq, y=np.full((3, n), np.nan, np.float32))
    for r in range(3):
        alone = gemm(m=1, w=wbuf, x=xq[r:r + 1].copy(), y=np.full((1, n), np.nan, np.float32))
        assert np.array_equal(alone[0], block[r]), f"row {r}"


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
        for fmt in ("q8_0", "q8_K", "q8_Ku", "q8_Ks") if k % 256 == 0 else ("q8_0",):
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
def test_softcap(target: str) -> None:
    """cap * tanh(x / cap) (Gemma's final logits) against float64: e = exp(-2|x|/cap) carries
    exp's 2^-22 and the argument's 2 roundings (|2x/cap| 2u relative), (1 - e) cancels to an
    absolute error of about u near 0; then 4 roundings: <= cap (2^-22 + 2u|2x/cap| + 6u)
    absolute."""
    t = _target(target)
    rng = np.random.default_rng(17)
    x = (rng.standard_normal((5, 256)) * 40).astype(np.float32)
    x[0, :6] = [0.0, -0.0, 1e-30, -1e4, 1e4, 3.0]
    cap = 30.0
    y = compiled(Softcap(target=t, n=256, cap=cap))(m=5, x=x, y=np.zeros_like(x))
    ref = cap * np.tanh(x.astype(np.float64) / cap)
    bound = cap * (2.0**-22 + 2 * U * np.abs(2 * x / cap) + 6 * U)
    assert (np.abs(y - ref) <= bound).all()
    assert y[0, 3] == -cap and y[0, 4] == cap and np.signbit(y[0, 1])
    assert (np.abs(y) <= cap).all()


@pytest.mark.parametrize("target", TARGETS)
def test_scale_is_exact(target: str) -> None:
    """Gemma's embedding scale: x * float32(sqrt(n_embd)), one rounding, as ggml_scale."""
    t = _target(target)
    x = np.random.default_rng(4).standard_normal((5, 640)).astype(np.float32)
    c = np.float32(np.sqrt(640.0))
    y = compiled(Scale(target=t, n=640, factor=float(np.sqrt(640.0))))(
        m=5, x=x, y=np.zeros_like(x))
    assert np.array_equal(y, x * c)


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
    for fmt in ("q8_0", "q8_K", "q8_Ku", "q8_Ks"):
        spec = Swiglu(target=t, n=n, out_q8=True, q8=fmt)
        yq = compiled(spec)(m=7, x=g, x2=up, y=np.zeros((7, spec.out_row_bytes), np.uint8))
        assert np.array_equal(yq, quantize_rows(y, fmt))


@pytest.mark.parametrize("target", TARGETS)
def test_geglu(target: str) -> None:
    """Gemma's gated GELU (tanh form) against float64."""
    t = _target(target)
    rng = np.random.default_rng(16)
    n = 256
    g = (rng.standard_normal((7, n)) * 3).astype(np.float32)
    g[0, :6] = [-120.0, 100.0, 0.0, -0.0, 1e-20, -3.5]
    up = rng.standard_normal((7, n)).astype(np.float32)
    y = compiled(Swiglu(target=t, n=n, act="gelu_tanh"))(
        m=7, x=g, x2=up, y=np.zeros((7, n), np.float32))
    g64 = g.astype(np.float64)
    z2 = 2 * np.sqrt(2 / np.pi) * (g64 + 0.044715 * g64**3)
    # 0.5 (1 + tanh z) = 1 / (1 + exp(-2z)): the latter in float64, since 1 + tanh(z) cancels
    # for z far below 0 (the tanh form, where it is accurate, agrees to 1e-15)
    with np.errstate(over="ignore"):  # exp(-z2) = inf at x = -120: gelu(x) = -0
        ref = g64 / (1 + np.exp(-z2)) * up
    mid = np.abs(z2) < 10
    assert np.allclose(ref[mid], (0.5 * g64 * (1 + np.tanh(z2 / 2)) * up)[mid], rtol=1e-12)
    # the exponent -2z takes 5 roundings (x^2, x^3, the cubic term, the sum, the scale; the
    # two terms have one sign), so exp(-2z) is off by <= |2z| 5u relative, plus exp's 2^-22;
    # then 1 + e, the division and the product: <= 4u more
    bound = (2.0**-22 + 5 * U * np.abs(z2) + 4 * U) * np.abs(ref) + 1e-37
    assert (np.abs(y - ref) <= bound).all()
    assert np.abs(y - ref).max() < 1e-5 * np.abs(ref).max()
    for fmt in ("q8_0", "q8_K"):
        spec = Swiglu(target=t, n=n, out_q8=True, q8=fmt, act="gelu_tanh")
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
@pytest.mark.parametrize("rot", [64, 32])  # the whole head; half of it (bailingmoe2's 64 of 128)
def test_rope_rotates_like_complex_numbers(target: str, style: str, bias: bool, rot: int) -> None:
    t = _target(target)
    rng = np.random.default_rng(8)
    nh, hd, m = 3, 64, 37
    tab = _rope_table(t, rot, 10000.0, 64)
    x = rng.standard_normal((m, nh * hd)).astype(np.float32)
    b = rng.standard_normal(nh * hd).astype(np.float32)
    pos = rng.permutation(64)[:m].astype(np.int32)  # row r at absolute position pos[r]
    y = x.copy() if rot == hd else np.full_like(x, np.nan)  # a partial one also out of place
    compiled(Rope(target=t, n_heads=nh, head_dim=hd, style=style, bias=bias,
                  n_rot=0 if rot == hd else rot))(
        m=m, x=y if rot == hd else x, x2=tab, y=y, w=b if bias else None, rows=pos)
    xb = ((x + b) if bias else x).astype(np.float64).reshape(m, nh, hd)  # x + b in float32
    xr, half = xb[..., :rot], rot // 2
    a, c = (xr[..., 0::2], xr[..., 1::2]) if style == "norm" else (xr[..., :half], xr[..., half:])
    z = (a + 1j * c) * np.exp(1j * _angles(64, rot, 10000.0)[pos])[:, None, :]
    out = xb.copy()  # the dimensions past rot: x (+ b) as they are
    # a cos - b sin: 3 roundings (<= 3u (|a| + |b|)) + the table's (<= 2^-25 (|a| + |b|))
    pair = 2.0**-22 * (np.abs(a) + np.abs(c)) + 1e-30
    bound = np.zeros_like(xb)
    if style == "norm":
        out[..., 0:rot:2], out[..., 1:rot:2] = z.real, z.imag
        bound[..., 0:rot:2], bound[..., 1:rot:2] = pair, pair
    else:
        out[..., :half], out[..., half:rot] = z.real, z.imag
        bound[..., :half], bound[..., half:rot] = pair, pair
    assert (np.abs(y.reshape(m, nh, hd) - out) <= bound).all()


# ----------------------------------------------------------------------------- attention


def _attention64(q, k, v, n_head, n_kv, hd, key_end, key_start=None, scale=None):
    """Row r of q attends to the keys [key_start[r] (0), key_end[r]) of k / v (float64), the
    scores times ``scale`` (1/sqrt(hd))."""
    m, n = q.shape[0], k.shape[0]
    scale = 1 / np.sqrt(hd) if scale is None else scale
    q = q.astype(np.float64).reshape(m, n_head, hd)
    k = np.repeat(k.astype(np.float64).reshape(n, n_kv, hd), n_head // n_kv, axis=1)
    v = np.repeat(v.astype(np.float64).reshape(n, n_kv, hd), n_head // n_kv, axis=1)
    live = np.arange(n)[None, :] < np.asarray(key_end)[:, None]  # [m, n]
    if key_start is not None:
        live &= np.arange(n)[None, :] >= np.asarray(key_start)[:, None]
    k, v = np.where(live.any(0)[:, None, None], k, 0), np.where(live.any(0)[:, None, None], v, 0)
    s = np.where(live[None], np.einsum("qhd,khd->hqk", q, k) * scale, -np.inf)
    p = np.exp(s - s.max(-1, keepdims=True))
    p /= p.sum(-1, keepdims=True)
    out = np.einsum("hqk,khd->qhd", p, v).reshape(m, n_head * hd)
    mag = np.einsum("qhd,khd->hqk", np.abs(q), np.abs(k)) * scale  # sum |q k| scale
    return out, mag


# m = 83: two items of 4 x 16 rows with AVX-512, the second of 2 tiles
ATTENTION_CASES = [(4, 2, 64, 37), (7, 1, 128, 19), (2, 2, 32, 1), (3, 3, 64, 8), (28, 4, 128, 9),
                   (2, 1, 64, 83)]
KEY_RANGES = ("bidirectional", "causal", "ragged")
# sliding-window layers (Attention.window): causal rows each seeing the WINDOW keys up to
# itself, and ragged ranges [start, end) (a key start anywhere below the row's end)
WINDOW_RANGES = ("windowed", "ragged-window")
WINDOW = 5

# AVX-512 with AVX512_BF16 (a Cooper Lake, Zen 4/5; the opt-in avx512bf16 target): the
# rows-in-lanes design with P V on vdpbf16ps.
AVX512_BF16 = CPU_TARGETS["avx512bf16"]
ATTENTION_TARGETS = [*TARGETS, AVX512_BF16.name]


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


def _key_starts(rng: np.random.Generator, ranges: str, key_end: np.ndarray) -> np.ndarray:
    """Each row's first key: the WINDOW keys before its end, or anywhere below it."""
    if ranges == "windowed":
        return np.maximum(key_end - WINDOW, 0).astype(np.int32)
    return rng.integers(0, key_end).astype(np.int32)


@pytest.mark.parametrize("target", ATTENTION_TARGETS)
@pytest.mark.parametrize("ranges", KEY_RANGES + WINDOW_RANGES)
@pytest.mark.parametrize(("n_head", "n_kv", "hd", "m"), ATTENTION_CASES)
def test_attention(target: str, ranges: str, n_head: int, n_kv: int, hd: int, m: int) -> None:
    rng = np.random.default_rng(n_head * 100 + m)
    window = ranges in WINDOW_RANGES
    key_end, n = _key_ends(rng, "causal" if ranges == "windowed" else
                           "ragged" if window else ranges, m)
    key_start = _key_starts(rng, ranges, key_end) if window else None
    q = (rng.standard_normal((m, n_head * hd)) * 1.5).astype(np.float32)
    k = (rng.standard_normal((n, n_kv * hd)) * 1.5).astype(np.float32)
    v = rng.standard_normal((n, n_kv * hd)).astype(np.float32)
    # the store outside the keys any row attends to is never read: NaN there would show
    unread = np.arange(n) >= key_end.max()
    if window:
        unread |= np.arange(n) < key_start.min()
    k[unread], v[unread] = np.nan, np.nan
    spec = Attention(target=_target(target), n_head=n_head, n_head_kv=n_kv, head_dim=hd,
                     window=window)
    y = compiled(spec)(m=m, x=q, x2=k, x3=v, rows=key_end, w=key_start,
                                y=np.full((m, n_head * hd), np.nan, np.float32))
    ref, mag = _attention64(q, k, v, n_head, n_kv, hd, key_end, key_start)
    live = ~unread
    bound = _attention_bound(spec, mag[..., live].max(), float(np.abs(v[live]).max()), n)
    assert np.isfinite(y).all()
    assert np.abs(y - ref).max() <= bound


@pytest.mark.parametrize("target", ATTENTION_TARGETS)
def test_attention_scale_and_store_stride(target: str) -> None:
    """Gemma 4's layers: scores unscaled (``scale`` 1) and K/V rows read from a store laid out
    for a wider layer (``kv_ld``: the rows' stride, the head's values at its start)."""
    rng = np.random.default_rng(11)
    n_head, n_kv, hd, m, ld = 4, 1, 64, 37, 3 * 64
    key_end = np.arange(1, m + 1, dtype=np.int32)
    q = (rng.standard_normal((m, n_head * hd)) * 0.2).astype(np.float32)
    store = rng.standard_normal((2, m, ld)).astype(np.float32)
    store[:, :, n_kv * hd:] = np.nan  # another layer's columns: never read
    spec = Attention(target=_target(target), n_head=n_head, n_head_kv=n_kv, head_dim=hd,
                     scale=1.0, kv_ld=ld)
    y = compiled(spec)(m=m, x=q, x2=store[0], x3=store[1], rows=key_end,
                       y=np.full((m, n_head * hd), np.nan, np.float32))
    k, v = store[0, :, :n_kv * hd].copy(), store[1, :, :n_kv * hd].copy()
    ref, mag = _attention64(q, k, v, n_head, n_kv, hd, key_end, scale=1.0)
    assert np.isfinite(y).all()
    assert np.abs(y - ref).max() <= _attention_bound(spec, mag.max(), float(np.abs(v).max()), m)


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
    y = compiled(spec)(m=m, x=q, x2=k, x3=v, rows=key_end,
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
    ker = compiled(Attention(target=_target(target), n_head=n_head,
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
    assert re.search(r"\bvdpbf16ps\b", assembly(spec))
    plain = Attention(target=_target("avx512vnni"), n_head=4, n_head_kv=2, head_dim=64)
    assert not plain.bf16 and "vdpbf16ps" not in assembly(plain)
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
