"""The NVPTX backend without a GPU: every kernel family's PTX for sm_80/86/89/90.

- the rendered IR verifies, links into one module per SM and assembles with
  ``ptxas -arch=sm_XX`` (skipped, with the reason, where ptxas is absent);
- the GEMMs hold the int8 tensor-core instructions and attention the f16 ones;
- a NumPy emulation of gemm_q's per-lane algorithm (fragment ownership of mma.sync, the bit
  unpack of the GGUF blocks with the spec's shifts, the per-sub-block scaling) equals
  gguf-py's dequantization times the dequantized Q8 activations: what the template computes,
  checked where no GPU is;
- GPU tests (marker ``gpu``) run bench/gpu_check.py's comparisons; they skip with the
  reason when there is no libcuda.so.1 / CUDA device.
"""

from __future__ import annotations

import ctypes
import re

import gguf
import numpy as np
import pytest

from dllmc.compiler import ptx
from dllmc.compiler.kernels import (
    Add,
    AddBias,
    Attention,
    Embed,
    GemmF,
    GemmQ,
    KvWrite,
    QuantizeQ8,
    RmsNorm,
    Rope,
    Swiglu,
)
from dllmc.targets.gpu import GPU_TARGETS, GpuTarget, gpu_target_for
from dllmc.tests.layouts import dequantize_q8_rows, quantize_q8_rows, random_gguf_blocks

SMS = sorted(GPU_TARGETS)


def family_specs(t: GpuTarget) -> list:
    """One or more specs of every GPU kernel family, at LLaDA / Dream shapes."""
    return [
        QuantizeQ8(target=t, k=4096),
        RmsNorm(target=t, k=4096, eps=1e-5),
        RmsNorm(target=t, k=3584, eps=1e-6, out_q8=True),
        Swiglu(target=t, n=12288),
        Swiglu(target=t, n=18944, out_q8=True),
        Add(target=t, n=4096),
        AddBias(target=t, n=512),
        Rope(target=t, n_heads=32, head_dim=128, style="norm"),
        Rope(target=t, n_heads=28, head_dim=128, style="neox", bias=True),
        GemmQ(target=t, ggml_type="Q4_K", n=4096, k=4096),
        GemmQ(target=t, ggml_type="Q6_K", n=4096, k=12288),
        GemmQ(target=t, ggml_type="Q4_K", n=200, k=256, mf=2, nf=2, warps_n=2),
        GemmF(target=t, dtype="F16", n=4096, k=4096),
        GemmF(target=t, dtype="BF16", n=200, k=256),
        GemmF(target=t, dtype="F32", n=200, k=256),
        KvWrite(target=t, n=1024),
        KvWrite(target=t, n=512),
        Attention(target=t, n_head=32, n_head_kv=32, head_dim=128),
        Attention(target=t, n_head=28, n_head_kv=4, head_dim=128),
        Attention(target=t, n_head=4, n_head_kv=2, head_dim=64, warps_q=2),
        *(Embed(target=t, ggml_type=ty, n_embd=4096)
          for ty in ("F32", "F16", "BF16", "Q8_0", "Q4_K", "Q6_K")),
    ]


needs_ptxas = pytest.mark.skipif(ptx.ptxas_path() is None,
                                 reason="ptxas not found (CUDA toolkit not installed)")


# ----------------------------------------------------------------------------- targets


def test_targets_are_data() -> None:
    assert SMS == ["sm_80", "sm_86", "sm_89", "sm_90"]
    for t in GPU_TARGETS.values():
        assert t.triple == "nvptx64-nvidia-cuda" and t.cpu == t.name and t.kind == "gpu"
        assert t.features.startswith("+ptx")
    assert gpu_target_for(8, 0).name == "sm_80"
    assert gpu_target_for(8, 7).name == "sm_86"
    assert gpu_target_for(12, 0).name == "sm_90"
    assert gpu_target_for(7, 5) is None


# ----------------------------------------------------------------------------- PTX


@pytest.fixture(scope="module", params=SMS)
def module_ptx(request: pytest.FixtureRequest) -> tuple[GpuTarget, list, str]:
    t = GPU_TARGETS[request.param]
    specs = family_specs(t)
    return t, specs, ptx.ptx_module(specs, t)


def test_module_header_and_entries(module_ptx: tuple[GpuTarget, list, str]) -> None:
    t, specs, text = module_ptx
    assert f".version {t.ptx_version}" in text
    assert f".target {t.name}" in text
    entries = set(re.findall(r"^\.visible \.entry (\w+)\(", text, re.M))
    assert entries == {s.symbol for s in specs}


@needs_ptxas
def test_module_assembles(module_ptx: tuple[GpuTarget, list, str]) -> None:
    t, _, text = module_ptx
    r = ptx.ptxas(text, t)
    assert r.returncode == 0, r.stderr[-3000:]


@pytest.mark.parametrize("sm", SMS)
@needs_ptxas
def test_kernels_fit_without_spills(sm: str) -> None:
    """Each kernel alone: ptxas accepts it, and the GEMM and attention do not spill."""
    t = GPU_TARGETS[sm]
    for spec in (GemmQ(target=t, ggml_type="Q4_K", n=4096, k=4096),
                 GemmQ(target=t, ggml_type="Q6_K", n=4096, k=4096),
                 Attention(target=t, n_head=32, n_head_kv=32, head_dim=128)):
        r = ptx.ptxas(ptx.ptx_kernel(spec), t, extra=("-v",))
        assert r.returncode == 0, r.stderr[-3000:]
        assert "0 bytes spill stores" in r.stderr, (spec.symbol, r.stderr)


def test_mma_instructions() -> None:
    t = GPU_TARGETS["sm_80"]
    q4 = ptx.ptx_kernel(GemmQ(target=t, ggml_type="Q4_K", n=256, k=512))
    assert "mma.sync.aligned.m16n8k32.row.col.s32.s8.s8.s32" in q4
    q6 = ptx.ptx_kernel(GemmQ(target=t, ggml_type="Q6_K", n=256, k=512))
    assert "mma.sync.aligned.m16n8k16.row.col.s32.s8.s8.s32" in q6
    att = ptx.ptx_kernel(Attention(target=t, n_head=2, n_head_kv=1, head_dim=64))
    assert "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32" in att
    assert "bar.sync" in att


def test_bad_specs_are_errors() -> None:
    t = GPU_TARGETS["sm_80"]
    with pytest.raises(ValueError, match="Q5_0"):
        GemmQ(target=t, ggml_type="Q5_0", n=8, k=256)
    with pytest.raises(ValueError, match="multiple of 256"):
        GemmQ(target=t, ggml_type="Q4_K", n=8, k=128)
    with pytest.raises(ValueError, match="sm_86"):
        ptx.ptx_module([Add(target=GPU_TARGETS["sm_86"], n=64)], t)


def test_ir_verifies_every_family() -> None:
    for spec in family_specs(GPU_TARGETS["sm_89"]):
        text = ptx.kernel_ir(spec)
        assert text.startswith(f"; dllmc kernel {spec.symbol}\n; spec:   {type(spec).__name__}(")
        ptx.parse(text, spec.symbol)


# ----------------------------------------------------------------------------- gemm_q emulated

# fragment ownership of mma.sync m16n8kK .s8 (PTX ISA), lane = 4 g + t:
#   A register r (4 bytes): row g + 8 (r % 2), k 4t + 16 (r // 2) + i
#   B register r:           column g, k 4t + 16 r + i
#   C element e:            row g + 8 (e // 2), column 2t + e % 2


def _mma(a: np.ndarray, b: np.ndarray, kk: int) -> np.ndarray:
    """Emulate one mma over 32 lanes: a[lane][regs] and b[lane][regs] as 4-byte int8 words
    -> c[lane][4] int32, by rebuilding the A (16 x kk) and B (kk x 8) tiles from the
    fragments (so a wrong register mapping shows as a wrong product)."""
    A = np.zeros((16, kk), np.int64)
    B = np.zeros((kk, 8), np.int64)
    for lane in range(32):
        g, t = divmod(lane, 4)
        for r in range(kk // 8):
            A[g + 8 * (r % 2), 4 * t + 16 * (r // 2):][:4] = a[lane, r]
        for r in range(kk // 16):
            B[4 * t + 16 * r:][:4, g] = b[lane, r]
    C = A @ B
    c = np.zeros((32, 4), np.int64)
    for lane in range(32):
        g, t = divmod(lane, 4)
        for e in range(4):
            c[lane, e] = C[g + 8 * (e // 2), 2 * t + e % 2]
    return c


def _bytes4(word: int) -> np.ndarray:
    return np.frombuffer(np.uint32(word & 0xFFFFFFFF).tobytes(), np.int8).astype(np.int64)


def _word(buf: np.ndarray, off: int) -> int:
    return int.from_bytes(buf[off:off + 4].tobytes(), "little")


def emulate_gemm_q(spec: GemmQ, w: np.ndarray, xq: np.ndarray, m: int) -> np.ndarray:
    """gemm_q as the template computes it, for one warp tile of 16 rows x 8 columns at a time
    (float32 accumulation per sub-block, the template's operation order)."""
    n, k = spec.n, spec.k
    xk = xq[:, :k].view(np.int8)
    dx = xq[:, k:k + k // 8].copy().view("<f4").reshape(m, k // 32)
    sx = xq[:, k + k // 8:].copy().view("<f4").reshape(m, k // 16)
    y = np.zeros((m, n), np.float32)
    f32 = np.float32
    for r0 in range(0, m, 16):
        for c0 in range(0, n, 8):
            acc = np.zeros((32, 4), np.float32)
            for sb in range(spec.superblocks):
                def blk(col: int, sb: int = sb) -> np.ndarray:
                    col = min(col, n - 1)
                    return w[col, sb * spec.block_bytes:(sb + 1) * spec.block_bytes]

                def arow(lane: int, r: int, r0: int = r0) -> int:
                    return min(r0 + lane // 4 + 8 * (r % 2), m - 1)

                for j in range(8):
                    if spec.ggml_type == "Q4_K":
                        a = np.array([[_bytes4(_word(xk[arow(ln, r)], sb * 256 + 32 * j
                                                     + 4 * (ln % 4) + 16 * (r // 2)))
                                       for r in range(4)] for ln in range(32)])
                        b = np.array([[_bytes4((_word(blk(c0 + ln // 4), 16 + 32 * (j // 2)
                                                      + 16 * e + 4 * (ln % 4)) >> 4 * (j % 2))
                                               & 0x0F0F0F0F) for e in range(2)]
                                      for ln in range(32)])
                        c = _mma(a, b, 32)
                        sc_terms, m_terms = spec.q4k_scale_terms[j]
                        for ln in range(32):
                            for e in range(4):
                                col = c0 + 2 * (ln % 4) + e % 2
                                bb = blk(col)
                                words = [_word(bb, 4 + 4 * i) for i in range(3)]
                                sc = sum(((words[wd] >> s) & mk) << sl for wd, s, mk, sl in sc_terms)
                                mn = sum(((words[wd] >> s) & mk) << sl for wd, s, mk, sl in m_terms)
                                d = f32(bb[0:2].view("<f2")[0])
                                dmin = f32(bb[2:4].view("<f2")[0])
                                row = arow(ln, e // 2)
                                blkx = sb * 8 + j
                                s_x = f32(sx[row, 2 * blkx] + sx[row, 2 * blkx + 1])
                                acc[ln, e] = f32(acc[ln, e] + f32(c[ln, e]) * f32(f32(d * sc) * dx[row, blkx]))
                                acc[ln, e] = f32(acc[ln, e] - f32(dmin * mn) * s_x)
                    else:
                        isum = np.zeros((32, 4), np.int64)
                        for h in (2 * j, 2 * j + 1):
                            _, qlo, qls, qho, qhs = spec.q6k_groups[h]
                            a = np.array([[_bytes4(_word(xk[arow(ln, r)], sb * 256 + 16 * h
                                                         + 4 * (ln % 4))) for r in range(2)]
                                          for ln in range(32)])
                            bw = []
                            for ln in range(32):
                                bb = blk(c0 + ln // 4)
                                t4 = 4 * (ln % 4)
                                u = ((_word(bb, qlo + t4) >> qls) & 0x0F0F0F0F) | \
                                    (((_word(bb, qho + t4) >> qhs) & 0x03030303) << 4)
                                s8 = ((u | 0x80808080) - 0x20202020) ^ 0x80808080
                                bw.append([_bytes4(s8)])
                            c = _mma(a, np.array(bw), 16)
                            for ln in range(32):
                                for e in range(4):
                                    col = min(c0 + 2 * (ln % 4) + e % 2, n - 1)
                                    isum[ln, e] += c[ln, e] * int(w[col, sb * 210 + 192 + h]
                                                                  .view(np.int8))
                        for ln in range(32):
                            for e in range(4):
                                col = min(c0 + 2 * (ln % 4) + e % 2, n - 1)
                                d = f32(w[col, sb * 210 + 208:sb * 210 + 210].view("<f2")[0])
                                row = arow(ln, e // 2)
                                acc[ln, e] = f32(acc[ln, e] + f32(isum[ln, e]) * f32(d * dx[row, sb * 8 + j]))
            for ln in range(32):
                for e in range(4):
                    row = r0 + ln // 4 + 8 * (e // 2)
                    col = c0 + 2 * (ln % 4) + e % 2
                    if row < m and col < n:
                        y[row, col] = acc[ln, e]
    return y


@pytest.mark.parametrize("ggml_type", ["Q4_K", "Q6_K"])
def test_gemm_q_emulation_matches_dequantization(ggml_type: str) -> None:
    rng = np.random.default_rng(7)
    n, k, m = 13, 512, 19  # a partial column tile and a partial row tile
    spec = GemmQ(target=GPU_TARGETS["sm_80"], ggml_type=ggml_type, n=n, k=k)
    w = random_gguf_blocks(rng, ggml_type, n, k)
    x = rng.standard_normal((m, k)).astype(np.float32)
    xq = quantize_q8_rows(x)
    y = emulate_gemm_q(spec, w, xq, m)
    wd = gguf.quants.dequantize(w, gguf.GGMLQuantizationType[ggml_type]).astype(np.float64)
    xd = dequantize_q8_rows(xq, k).astype(np.float64)
    ref = xd @ wd.T
    # float32 accumulation of K/32 scaled integer sums (+ K/32 min terms), each <= 3 roundings
    u = 2.0**-24
    bound = (2 * k / 32 + 4) * 3 * u * (np.abs(xd) @ np.abs(wd).T) + 1e-30
    assert np.all(np.abs(y - ref) <= bound), np.max(np.abs(y - ref) / bound)


# ----------------------------------------------------------------------------- on a GPU


def _cuda_reason() -> str | None:
    try:
        lib = ctypes.CDLL("libcuda.so.1")
    except OSError:
        return "no libcuda.so.1 (no NVIDIA driver on this machine)"
    count = ctypes.c_int(0)
    if lib.cuInit(0) != 0 or lib.cuDeviceGetCount(ctypes.byref(count)) != 0 or count.value == 0:
        return "libcuda.so.1 is present but no CUDA device is usable"
    return None


@needs_ptxas
@pytest.mark.parametrize("quick", [True, False])
def test_device_check_kernels_assemble(quick: bool) -> None:
    """The device check (bench/gpu_check.py) builds its kernels with the shared families: its
    module emits and assembles for sm_80 here, so a lent GPU's minutes are not spent on that."""
    from dllmc.bench import gpu_check

    t = GPU_TARGETS["sm_80"]
    specs = gpu_check.check_specs(t, quick)
    r = ptx.ptxas(ptx.ptx_module(specs.values(), t), t)
    assert r.returncode == 0, r.stderr[-3000:]


@pytest.mark.gpu
def test_gpu_kernels_match_cpu(tmp_path: object) -> None:
    reason = _cuda_reason()
    if reason:
        pytest.skip(reason)
    from dllmc.bench import gpu_check

    results = gpu_check.run_all(quick=True)
    failed = [r for r in results if not r["ok"]]
    assert not failed, failed
