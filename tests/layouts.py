"""NumPy model of docs/weight-layouts.md: the bytes the kernels read, written and read back.

This module is the executable form of the layout contract between the C repacker
(``runtime/``), the generated kernels (``templates/``) and the tests.  It shares no code with
either: the kernel tests encode weights with :func:`encode_qr8` and check the kernels against
:func:`decode_qr8`; the runtime tests check the C repacker's bytes with :func:`decode_qr8`
against ``gguf.quants.dequantize``.

Contents

* Activation rows, format q8_0 (legacy weights), q8_K (Q4_K, Q5_K), q8_Ku (Q6_K: q8_K with
  the code bytes stored as q + 128) and q8_Ks (the K-quants: q8_K with an integer step per 32):
  :func:`q8_row_bytes`, :func:`quantize_q8_rows`, :func:`split_q8_rows`,
  :func:`dequantize_q8_rows`; :func:`q8k_row_bytes`, :func:`quantize_q8k_rows`,
  :func:`split_q8k_rows`, :func:`dequantize_q8k_rows`; :func:`q8ks_row_bytes`,
  :func:`quantize_q8ks_rows`, :func:`split_q8ks_rows`, :func:`dequantize_q8ks_rows`; by format
  name: :func:`quantize_rows`, :func:`dequantize_rows`, :func:`act_scales`, :func:`act_format`.
* QR8 integer weights: :data:`QR8_TYPES` (per-type G, bits, offset, free min, super-block),
  :func:`qr8_bytes`, :func:`encode_qr8` (legacy), :func:`encode_qr8k` (K-quants),
  :func:`decode_qr8_parts` (per-chunk view of every type), :func:`decode_qr8k_parts`,
  :func:`decode_qr8`.
* FR8 float weights: :func:`fr8_bytes`, :func:`encode_fr8`, :func:`decode_fr8`.

Shapes follow the doc: a weight has N rows and K inputs (NumPy ``(N, K)``), y = x @ W.T.
"""

from __future__ import annotations

from dataclasses import dataclass

import gguf
import numpy as np

# ----------------------------------------------------------------------------- activation rows

Q8_BLOCK = 32  # q8_0: inputs per activation scale d[b]
Q8_HALF = 16  # inputs per block sum s[h]
QK_K = 256  # q8_K: inputs per activation scale (a K-quant super-block)


def q8_row_bytes(k: int) -> int:
    """Bytes of one q8_0 row record: int8 q[K], f32 d[K/32], f32 s[K/16]."""
    if k % Q8_BLOCK:
        raise ValueError(f"K = {k} is not a multiple of {Q8_BLOCK}")
    return k + k // 8 + k // 4


def quantize_q8_rows(x: np.ndarray) -> np.ndarray:
    """Rows of float32 values -> q8_0 records, as a uint8 array of shape (M, q8_row_bytes(K)).

    Per 32-block b (all arithmetic in float32, each operation correctly rounded), q as ggml's
    x86 quantize_row_q8_0 computes it (d kept in float32; ggml stores it as half):
        amax = max|x|;  d = amax / 127;  q = round_half_even(x * (127 / amax))  (0 if amax = 0)
    and per 16-half h: s[h] = d[h // 2] * float32(sum(q[16h : 16h + 16])) (exact).
    """
    x = np.ascontiguousarray(x, dtype=np.float32)
    if x.ndim == 1:
        x = x[None, :]
    m, k = x.shape
    row = q8_row_bytes(k)
    blocks = x.reshape(m, k // Q8_BLOCK, Q8_BLOCK)
    amax = np.max(np.abs(blocks), axis=-1)  # exact
    d = amax / np.float32(127.0)  # float32 / float32: correctly rounded
    with np.errstate(divide="ignore"):
        iscale = np.where(amax > 0, np.float32(127.0) / amax, np.float32(0.0)).astype(np.float32)
    q = np.rint(blocks * iscale[..., None])  # float32 product, round half to even
    q = q.astype(np.int8).reshape(m, k)
    qsum = q.reshape(m, k // Q8_HALF, Q8_HALF).astype(np.int32).sum(axis=-1)
    s = np.repeat(d, 2, axis=1) * qsum.astype(np.float32)
    out = np.empty((m, row), np.uint8)
    out[:, :k] = q.view(np.uint8)
    out[:, k : k + k // 8] = d.astype("<f4").view(np.uint8).reshape(m, k // 8)
    out[:, k + k // 8 :] = s.astype("<f4").view(np.uint8).reshape(m, k // 4)
    return out


def split_q8_rows(buf: np.ndarray | bytes, k: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """q8_0 records -> (q int8 (M, K), d float32 (M, K/32), s float32 (M, K/16))."""
    raw = np.frombuffer(buf, np.uint8) if isinstance(buf, bytes | bytearray) else np.asarray(buf)
    raw = raw.reshape(-1, q8_row_bytes(k))
    q = raw[:, :k].copy().view(np.int8)
    d = raw[:, k : k + k // 8].copy().view("<f4").astype(np.float32)
    s = raw[:, k + k // 8 :].copy().view("<f4").astype(np.float32)
    return q, d, s


def dequantize_q8_rows(buf: np.ndarray | bytes, k: int) -> np.ndarray:
    """q8_0 records -> the float64 values they stand for, q * d, shape (M, K)."""
    q, d, _ = split_q8_rows(buf, k)
    return q.astype(np.float64) * np.repeat(d.astype(np.float64), Q8_BLOCK, axis=1)


def q8k_row_bytes(k: int) -> int:
    """Bytes of one q8_K row record: int8 q[K], f32 d[K/256], i16 s16[K/16], i16 s32[K/32]."""
    if k % QK_K:
        raise ValueError(f"K = {k} is not a multiple of {QK_K}")
    return k + k // 64 + k // 8 + k // 16


def quantize_q8k_rows(x: np.ndarray) -> np.ndarray:
    """Rows of float32 values -> q8_K records (M, q8k_row_bytes(K)), as ggml's
    quantize_row_q8_K_ref up to the sign.  Per 256-block (float32, correctly rounded):
        amax = max|x|;  is = 127 / amax;  d = 1 / is;  q = round_half_even(x * is)  (0 if amax = 0)
    and the block sums s16[h] = sum(q[16h : 16h + 16]), s32[j] = sum(q[32j : 32j + 32]) (int16).
    ggml divides by the signed value of largest magnitude instead, which negates q and d
    together when that value is positive: every product d * q, and so every dot product, is
    the same."""
    x = np.ascontiguousarray(x, dtype=np.float32)
    if x.ndim == 1:
        x = x[None, :]
    m, k = x.shape
    blocks = x.reshape(m, k // QK_K, QK_K)
    amax = np.max(np.abs(blocks), axis=-1)
    with np.errstate(divide="ignore"):
        iscale = np.where(amax > 0, np.float32(127.0) / amax, np.float32(0.0)).astype(np.float32)
        d = np.where(amax > 0, np.float32(1.0) / iscale, np.float32(0.0)).astype(np.float32)
    q = np.rint(blocks * iscale[..., None]).astype(np.int8).reshape(m, k)
    s16 = q.reshape(m, k // 16, 16).astype(np.int32).sum(axis=-1).astype("<i2")
    s32 = q.reshape(m, k // 32, 32).astype(np.int32).sum(axis=-1).astype("<i2")
    out = np.empty((m, q8k_row_bytes(k)), np.uint8)
    at = k + k // 64
    out[:, :k] = q.view(np.uint8)
    out[:, k:at] = d.astype("<f4").view(np.uint8).reshape(m, k // 64)
    out[:, at : at + k // 8] = s16.view(np.uint8).reshape(m, k // 8)
    out[:, at + k // 8 :] = s32.view(np.uint8).reshape(m, k // 16)
    return out


def split_q8k_rows(buf: np.ndarray | bytes, k: int
                   ) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """q8_K records -> (q int8 (M, K), d float32 (M, K/256), s16 int16 (M, K/16),
    s32 int16 (M, K/32))."""
    raw = np.frombuffer(buf, np.uint8) if isinstance(buf, bytes | bytearray) else np.asarray(buf)
    raw = raw.reshape(-1, q8k_row_bytes(k))
    at = k + k // 64
    q = raw[:, :k].copy().view(np.int8)
    d = raw[:, k:at].copy().view("<f4").astype(np.float32)
    s16 = raw[:, at : at + k // 8].copy().view("<i2")
    s32 = raw[:, at + k // 8 :].copy().view("<i2")
    return q, d, s16, s32


def dequantize_q8k_rows(buf: np.ndarray | bytes, k: int) -> np.ndarray:
    """q8_K records -> the float64 values they stand for, q * d, shape (M, K)."""
    q, d, _, _ = split_q8k_rows(buf, k)
    return q.astype(np.float64) * np.repeat(d.astype(np.float64), QK_K, axis=1)


SUBSTEPS = 8  # q8_Ks: the largest per-32 multiplier s


def q8ks_row_bytes(k: int) -> int:
    """Bytes of one q8_Ks row record: a q8_K record (its sums times s), then i32 m[K/32]."""
    return q8k_row_bytes(k) + k // 8


def quantize_q8ks_rows(x: np.ndarray) -> np.ndarray:
    """Rows of float32 values -> q8_Ks records (M, q8ks_row_bytes(K)).  Per 256-block, in
    float32 (each operation correctly rounded):
        amax = max|x|;  is = (127 * SUBSTEPS) / amax;  D = 1 / is  (both 0 if amax = 0)
    and per 32-block j of it:
        t = max|x_j| * is;  s = min(max(ceil(t / 127), 1), SUBSTEPS);  q = rint(x * (is / s))
    so |q| <= 127 (t / s <= 127 up to three roundings, below the half step).  The record is
    q8_K's with D as d and the block sums times s (int16: |s * sum| <= 8 * 32 * 127), then
    the multiplier word s | s << 16 of each 32-block (int32)."""
    x = np.ascontiguousarray(x, dtype=np.float32)
    if x.ndim == 1:
        x = x[None, :]
    m, k = x.shape
    f32 = np.float32
    blocks = x.reshape(m, k // QK_K, QK_K // Q8_BLOCK, Q8_BLOCK)
    amax = np.max(np.abs(blocks), axis=(-2, -1))
    with np.errstate(divide="ignore", invalid="ignore"):
        iscale = np.where(amax > 0, f32(127 * SUBSTEPS) / amax, f32(0)).astype(f32)
        d = np.where(amax > 0, f32(1) / iscale, f32(0)).astype(f32)
    t = (np.max(np.abs(blocks), axis=-1) * iscale[..., None]).astype(f32)
    s = np.clip(np.ceil((t / f32(127)).astype(f32)), 1, SUBSTEPS).astype(np.int32)
    bis = (iscale[..., None] / s.astype(f32)).astype(f32)
    q = np.rint((blocks * bis[..., None]).astype(f32)).astype(np.int8).reshape(m, k)
    s_in = np.repeat(s.reshape(m, k // Q8_BLOCK), 2, axis=1)  # per 16-sum
    s16 = (s_in * q.reshape(m, k // 16, 16).astype(np.int32).sum(axis=-1)).astype("<i2")
    s32 = (s.reshape(m, -1) * q.reshape(m, k // 32, 32).astype(np.int32).sum(axis=-1)
           ).astype("<i2")
    out = np.empty((m, q8ks_row_bytes(k)), np.uint8)
    at = k + k // 64
    out[:, :k] = q.view(np.uint8)
    out[:, k:at] = d.astype("<f4").view(np.uint8).reshape(m, k // 64)
    out[:, at : at + k // 8] = s16.view(np.uint8).reshape(m, k // 8)
    out[:, at + k // 8 : at + k // 8 + k // 16] = s32.view(np.uint8).reshape(m, k // 16)
    words = (s.reshape(m, -1) | (s.reshape(m, -1) << 16)).astype("<i4")
    out[:, at + k // 8 + k // 16 :] = words.view(np.uint8).reshape(m, k // 8)
    return out


def split_q8ks_rows(buf: np.ndarray | bytes, k: int
                    ) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """q8_Ks records -> (q int8 (M, K), D float32 (M, K/256), s16 int16 (M, K/16), s32 int16
    (M, K/32), the multipliers s int32 (M, K/32))."""
    raw = np.frombuffer(buf, np.uint8) if isinstance(buf, bytes | bytearray) else np.asarray(buf)
    raw = raw.reshape(-1, q8ks_row_bytes(k))
    q, d, s16, s32 = split_q8k_rows(np.ascontiguousarray(raw[:, : q8k_row_bytes(k)]), k)
    words = raw[:, q8k_row_bytes(k):].copy().view("<i4")
    if not np.array_equal(words >> 16, words & 0xFFFF):
        raise ValueError("q8_Ks: a multiplier word whose halves differ")
    return q, d, s16, s32, words & 0xFFFF


def q8ks_steps(buf: np.ndarray | bytes, k: int) -> np.ndarray:
    """q8_Ks records -> each input's step s * D, float64 (M, K)."""
    _, d, _, _, s = split_q8ks_rows(buf, k)
    return (np.repeat(s.astype(np.float64), Q8_BLOCK, axis=1)
            * np.repeat(d.astype(np.float64), QK_K, axis=1))


def dequantize_q8ks_rows(buf: np.ndarray | bytes, k: int) -> np.ndarray:
    """q8_Ks records -> the float64 values they stand for, q * s * D, shape (M, K)."""
    return split_q8ks_rows(buf, k)[0].astype(np.float64) * q8ks_steps(buf, k)


QK_FORMATS = ("q8_K", "q8_Ku", "q8_Ks")  # the formats of one scale per 256 inputs


def bias_codes(buf: np.ndarray, k: int) -> np.ndarray:
    """q8_K records <-> q8_Ku records: the K code bytes of every row flipped by 128 (q + 128
    as an unsigned byte is q's byte with the top bit flipped); the rest is the same."""
    out = np.array(buf, np.uint8).reshape(-1, q8k_row_bytes(k))
    out[:, :k] ^= 0x80
    return out


def quantize_rows(x: np.ndarray, fmt: str) -> np.ndarray:
    """Rows of float32 values -> activation rows in format ``fmt`` ("q8_0", "q8_K", "q8_Ku",
    "q8_Ks")."""
    if fmt == "q8_Ks":
        return quantize_q8ks_rows(x)
    if fmt == "q8_Ku":
        x = np.ascontiguousarray(x, dtype=np.float32)
        return bias_codes(quantize_q8k_rows(x), x.shape[-1])
    return quantize_q8k_rows(x) if fmt == "q8_K" else quantize_q8_rows(x)


def dequantize_rows(buf: np.ndarray | bytes, k: int, fmt: str) -> np.ndarray:
    """Activation rows in format ``fmt`` -> float64 (M, K)."""
    if fmt == "q8_Ks":
        return dequantize_q8ks_rows(buf, k)
    if fmt == "q8_Ku":
        return dequantize_q8k_rows(bias_codes(np.frombuffer(buf, np.uint8) if isinstance(
            buf, bytes | bytearray) else buf, k), k)
    return dequantize_q8k_rows(buf, k) if fmt == "q8_K" else dequantize_q8_rows(buf, k)


def act_scales(buf: np.ndarray | bytes, k: int, fmt: str) -> np.ndarray:
    """Each input's activation step (its scale d; q8_Ks: s * D), float64 (M, K)."""
    if fmt == "q8_Ks":
        return q8ks_steps(buf, k)
    if fmt in QK_FORMATS:
        return np.repeat(split_q8k_rows(buf, k)[1].astype(np.float64), QK_K, axis=1)
    return np.repeat(split_q8_rows(buf, k)[1].astype(np.float64), Q8_BLOCK, axis=1)


# ----------------------------------------------------------------------------- QR8 integer weights


@dataclass(frozen=True)
class QR8Type:
    """How one GGUF integer type is written as QR8 (the tables in the layout doc)."""

    name: str
    G: int  # inputs per chunk (one scale and min per row and chunk)
    bits: int  # code width b
    offset: int  # weight = scale * (u + offset) for the types without a stored min
    free_min: bool  # a min per row and chunk
    signed: bool  # codes are signed bytes (Q8_0)
    superblock: int = 0  # K-quants: 256-input tiles, integer chunk scales and mins

    @property
    def chunk_bytes(self) -> int:
        """Code bytes of one chunk of 8 rows: b = 4, 5: the low-nibble plane, the high plane;
        b = 6, 8: the entries."""
        return self.G * self.bits

    @property
    def low_bytes(self) -> int:
        """Bytes of the low-nibble plane (b = 4, 5), or of all the entries (b = 6, 8)."""
        return self.G * 4 if self.bits in (4, 5) else self.G * self.bits

    @property
    def high_bytes(self) -> int:
        """Bytes of the high-bit plane: G/32 entries for b = 5."""
        return self.G if self.bits == 5 else 0

    @property
    def tile_inputs(self) -> int:
        return self.superblock or self.G

    @property
    def tile_chunks(self) -> int:
        return self.tile_inputs // self.G

    @property
    def sc_offset(self) -> int:
        """K-quants: byte offset of the chunk scales in a tile (after the chunks' codes)."""
        return self.tile_chunks * self.chunk_bytes

    @property
    def d_offset(self) -> int:
        """Byte offset of f16 d[8] in a tile (then f16 m[8] / dmin[8] with a min)."""
        pairs = self.tile_chunks * 8 * (2 if self.free_min else 1) if self.superblock else 0
        return self.sc_offset + pairs

    @property
    def biased(self) -> bool:
        """Q6_K (a K-quant with an offset): read with q8_Ku activations; its tiles end in
        i32 corr[8] = 128 * sum_c sc[r][c] * sum over chunk c of (u - 32)."""
        return bool(self.superblock) and self.offset != 0

    @property
    def corr_offset(self) -> int:
        """Byte offset of i32 corr[8] in a Q6_K tile (after d)."""
        return self.d_offset + 16

    @property
    def tile_bytes(self) -> int:
        """Bytes of one tile (8 rows x tile_inputs): legacy, G * b code bytes, f16 d[8], f16
        m[8]; K-quants, C chunks' codes, C x 8 chunk scale bytes (and C x 8 chunk min bytes),
        f16 d[8] (and f16 dmin[8]; Q6_K: i32 corr[8])."""
        return self.d_offset + 16 + (16 if self.free_min else 0) + (32 if self.biased else 0)

    @property
    def code_range(self) -> tuple[int, int]:
        return (-128, 127) if self.signed else (0, (1 << self.bits) - 1)

    @property
    def superblock_act(self) -> str | None:
        """The K-quants' per-256 activation format (llama.cpp's vec_dot_type; q8_Ku for
        Q6_K, whose tiles carry corr for it); None for the legacy types."""
        if not self.superblock:
            return None
        return "q8_Ku" if self.biased else "q8_K"

    @property
    def substep_act(self) -> str | None:
        """The K-quants' per-256 format with integer steps per 32 (q8_Ks; Q6_K reads it
        unbiased); None for the legacy types."""
        return "q8_Ks" if self.superblock else None


QR8_TYPES: dict[str, QR8Type] = {
    t.name: t
    for t in (
        QR8Type("Q4_0", 32, 4, -8, False, False),
        QR8Type("Q4_1", 32, 4, 0, True, False),
        QR8Type("Q5_0", 32, 5, -16, False, False),
        QR8Type("Q5_1", 32, 5, 0, True, False),
        QR8Type("Q8_0", 32, 8, 0, False, True),
        QR8Type("Q4_K", 32, 4, 0, True, False, QK_K),
        QR8Type("Q5_K", 32, 5, 0, True, False, QK_K),
        QR8Type("Q6_K", 16, 6, -32, False, False, QK_K),
    )
}


def qr8_type(ggml_type: object) -> QR8Type:
    """Look a type up by name (``"Q4_K"``), ``gguf.GGMLQuantizationType`` or its integer id."""
    if isinstance(ggml_type, QR8Type):
        return ggml_type
    if isinstance(ggml_type, str):
        name = ggml_type
    else:
        from gguf import GGMLQuantizationType

        name = GGMLQuantizationType(int(ggml_type)).name  # type: ignore[call-overload]
    if name not in QR8_TYPES:
        raise ValueError(f"{name} has no QR8 layout (types: {', '.join(QR8_TYPES)})")
    return QR8_TYPES[name]


def act_format(ggml_type: object, act_blocks: str = "256/32") -> str:
    """The activation format a GEMM over this weight type reads under ``--act-blocks``: for a
    K-quant, q8_Ks at 256/32 (the default), its per-256 format at 256 (llama.cpp's
    vec_dot_type); q8_0 (a scale per 32 inputs) at 32 and for the legacy types."""
    t = qr8_type(ggml_type)
    return {"256/32": t.substep_act, "256": t.superblock_act}.get(act_blocks) or "q8_0"


def qr8_bytes(n: int, k: int, ggml_type: object) -> int:
    """Size of an (N, K) weight in QR8: ceil(N/8) groups x K/tile_inputs tiles x tile_bytes."""
    t = qr8_type(ggml_type)
    if k % t.tile_inputs or k % 32:
        raise ValueError(f"K = {k} is not a multiple of 32 (and of {t.tile_inputs})")
    return -(-n // 8) * (k // t.tile_inputs) * t.tile_bytes


def _sub_entries(codes: np.ndarray, G: int) -> np.ndarray:
    """(Ng*8, K) codes -> (Ng, chunks, G/4, 32) bytes: lane 4r + i = row r, input 4q + i."""
    rows, k = codes.shape
    c = codes.reshape(rows // 8, 8, k // G, G // 4, 4)  # group, r, chunk, q, i
    return c.transpose(0, 2, 3, 1, 4).reshape(rows // 8, k // G, G // 4, 32)


def _from_sub_entries(sub: np.ndarray, G: int) -> np.ndarray:
    """Inverse of :func:`_sub_entries`: (Ng, chunks, G/4, 32) -> (Ng*8, K)."""
    ng, chunks = sub.shape[:2]
    c = sub.reshape(ng, chunks, G // 4, 8, 4).transpose(0, 3, 1, 2, 4)
    return c.reshape(ng * 8, chunks * G)


def _check_codes(u: np.ndarray, t: QR8Type) -> None:
    lo, hi = t.code_range
    if u.size and (u.min() < lo or u.max() > hi):
        raise ValueError(f"codes outside [{lo}, {hi}]")


def _code_planes(codes: np.ndarray, G: int, bits: int) -> np.ndarray:
    """(Ng*8, K) uint8 codes -> (Ng, K/G, G*bits) bytes: each chunk's low (or byte) plane and
    high plane."""
    sub = _sub_entries(codes, G)  # (Ng, chunks, G/4, 32)
    ng, chunks = sub.shape[:2]
    if bits == 8:
        return sub.reshape(ng, chunks, G * 8)
    if bits == 6:  # per 4 sub-entries: 3 entries, e = sub-entry 4j+e | bits 2e, 2e+1 of 4j+3 << 6
        four = sub.reshape(ng, chunks, G // 16, 4, 32)
        top = four[:, :, :, 3:4] >> (2 * np.arange(3, dtype=np.uint8))[:, None]
        return (four[:, :, :, :3] | (top & 3) << 6).reshape(ng, chunks, G * 6)
    low = sub & 0x0F
    planes = [(low[:, :, 0::2] | (low[:, :, 1::2] << 4)).reshape(ng, chunks, G * 4)]
    if bits == 5:
        hb = ((sub >> 4) & 1).reshape(ng, chunks, G // 32, 8, 32)  # entry t, bit s
        plane = np.zeros((ng, chunks, G // 32, 32), np.uint8)
        for s in range(8):
            plane |= hb[:, :, :, s] << s
        planes.append(plane.reshape(ng, chunks, G))
    elif bits != 4:
        raise ValueError(f"bits = {bits} is not 4, 5, 6 or 8")
    return np.concatenate(planes, axis=2)


def _codes_from_planes(planes: np.ndarray, t: QR8Type) -> np.ndarray:
    """Inverse of :func:`_code_planes`: (Ng, K/G, G*bits) -> (Ng*8, K) int16 codes."""
    ng, chunks = planes.shape[:2]
    G = t.G
    low = planes[:, :, : t.low_bytes]
    if t.bits == 8:
        sub = low.reshape(ng, chunks, G // 4, 32)
    elif t.bits == 6:
        three = low.reshape(ng, chunks, G // 16, 3, 32)
        sub = np.empty((ng, chunks, G // 16, 4, 32), np.uint8)
        sub[:, :, :, :3] = three & 0x3F
        sub[:, :, :, 3] = ((three >> 6) << (2 * np.arange(3, dtype=np.uint8))[:, None]).sum(
            axis=3, dtype=np.uint8)
        sub = sub.reshape(ng, chunks, G // 4, 32)
    else:
        nib = low.reshape(ng, chunks, G // 8, 32)
        sub = np.empty((ng, chunks, G // 4, 32), np.uint8)
        sub[:, :, 0::2] = nib & 0x0F
        sub[:, :, 1::2] = nib >> 4
        high = planes[:, :, t.low_bytes : t.low_bytes + t.high_bytes]
        if t.bits == 5:
            plane = high.reshape(ng, chunks, G // 32, 1, 32)
            bit = (plane >> np.arange(8, dtype=np.uint8)[:, None]) & 1  # (.., G/32, 8, 32)
            sub |= (bit.reshape(ng, chunks, G // 4, 32) << 4).astype(np.uint8)
    codes = _from_sub_entries(sub, G)
    return codes.view(np.int8).astype(np.int16) if t.signed else codes.astype(np.int16)


def _padded_codes(u: np.ndarray) -> np.ndarray:
    n = u.shape[0]
    codes = np.zeros((-(-n // 8) * 8, u.shape[1]), np.uint8)
    codes[:n] = (u.astype(np.int16) & 0xFF).astype(np.uint8)
    return codes


def _rows_last(a: np.ndarray, n: int, cols: int, dtype: str) -> np.ndarray:
    """(N, cols) per-row values -> (Ng, cols, 8) in ``dtype`` (rows padded with zeros)."""
    ng = -(-n // 8)
    full = np.zeros((ng * 8, cols), dtype)
    full[:n] = np.asarray(a).astype(dtype)
    return np.ascontiguousarray(full.reshape(ng, 8, cols).transpose(0, 2, 1))


def encode_qr8(u: np.ndarray, d: np.ndarray, m: np.ndarray | None = None, *, bits: int,
               G: int, signed: bool = False) -> np.ndarray:
    """Legacy types: per-chunk codes -> QR8 bytes (uint8, ceil(N/8) * K/G * tile_bytes).

    u: (N, K) codes, unsigned b-bit (or signed int8 when ``signed``); d: (N, K/G) scales and
    m: (N, K/G) mins or None, both rounded to IEEE half.  N is padded to a multiple of 8 with
    zero rows (codes 0, d = m = 0).
    """
    u = np.asarray(u)
    n, k = u.shape
    if k % G:
        raise ValueError(f"K = {k} is not a multiple of G = {G}")
    if signed and bits != 8:
        raise ValueError("signed codes are 8-bit (Q8_0)")
    _check_codes(u, QR8Type("?", G, bits, 0, m is not None, signed))
    planes = [_code_planes(_padded_codes(u), G, bits)]
    chunks = k // G
    planes.append(_rows_last(d, n, chunks, "<f2").view(np.uint8))
    if m is not None:
        planes.append(_rows_last(m, n, chunks, "<f2").view(np.uint8))
    return np.concatenate(planes, axis=2).reshape(-1)


def _scale_rows(a: np.ndarray, n: int, tiles: int, chunks: int) -> np.ndarray:
    """(N, K/G) per-chunk integers -> (Ng, tiles, chunks * 8) bytes: row c of a tile, byte r =
    row r's value for chunk c."""
    full = _rows_last(a, n, tiles * chunks, "<i2")  # (Ng, K/G, 8)
    return (full.astype(np.int16) & 0xFF).astype(np.uint8).reshape(full.shape[0], tiles, -1)


def _from_scale_rows(raw: np.ndarray, n: int, chunks: int, signed: bool) -> np.ndarray:
    """Inverse of :func:`_scale_rows`: (Ng, tiles, chunks * 8) bytes -> (N, K/G) int16."""
    ng, tiles = raw.shape[:2]
    v = raw.view(np.int8) if signed else raw
    rows = v.reshape(ng, tiles * chunks, 8).transpose(0, 2, 1)  # g, r, chunk
    return rows.reshape(ng * 8, tiles * chunks)[:n].astype(np.int16)


def encode_qr8k(u: np.ndarray, sc: np.ndarray, mn: np.ndarray | None, d: np.ndarray,
                dmin: np.ndarray | None, ggml_type: object) -> np.ndarray:
    """K-quants: codes and integer scales -> QR8 bytes (ceil(N/8) * K/256 * tile_bytes).

    u: (N, K) unsigned codes; sc: (N, K/G) chunk scales (Q4_K/Q5_K 6-bit, Q6_K int8); mn:
    (N, K/G) 6-bit chunk mins or None (Q6_K); d, dmin: (N, K/256) super-block scales, rounded
    to IEEE half.  The weight is d * sc * u - dmin * mn, or d * sc * (u - 32) for Q6_K.
    """
    t = qr8_type(ggml_type)
    if not t.superblock or t.free_min != (mn is not None) or t.free_min != (dmin is not None):
        raise ValueError(f"{t.name}: not a K-quant with {'a' if t.free_min else 'no'} min")
    u = np.asarray(u)
    n, k = u.shape
    if k % QK_K:
        raise ValueError(f"K = {k} is not a multiple of {QK_K}")
    _check_codes(u, t)
    lo, hi = (-128, 127) if not t.free_min else (0, 63)
    for a in (sc, mn):
        if a is not None and (np.min(a) < lo or np.max(a) > hi):
            raise ValueError(f"{t.name}: chunk scales or mins outside [{lo}, {hi}]")
    tiles, chunks = k // QK_K, t.tile_chunks
    ng = -(-n // 8)
    code = _code_planes(_padded_codes(u), t.G, t.bits).reshape(ng, tiles, chunks * t.chunk_bytes)
    parts = [code, _scale_rows(sc, n, tiles, chunks)]
    if mn is not None:
        parts.append(_scale_rows(mn, n, tiles, chunks))
    parts.append(_rows_last(d, n, tiles, "<f2").view(np.uint8))
    if dmin is not None:
        parts.append(_rows_last(dmin, n, tiles, "<f2").view(np.uint8))
    if t.biased:
        parts.append(_rows_last(_corr(u, sc, t), n, tiles, "<i4").view(np.uint8))
    return np.concatenate(parts, axis=2).reshape(-1)


def _corr(u: np.ndarray, sc: np.ndarray, t: QR8Type) -> np.ndarray:
    """Q6_K: (N, K) codes and (N, K/G) chunk scales -> (N, K/256) int32 corr, 128 * sum over
    the tile's chunks of sc * sum(u + offset)."""
    n, k = u.shape
    chunk_sums = (u.astype(np.int64) + t.offset).reshape(n, k // t.G, t.G).sum(axis=-1)
    per_chunk = 128 * np.asarray(sc, np.int64) * chunk_sums
    return per_chunk.reshape(n, k // QK_K, t.tile_chunks).sum(axis=-1).astype(np.int32)


def encode_qr8_type(u: np.ndarray, d: np.ndarray, m: np.ndarray | None,
                    ggml_type: object) -> np.ndarray:
    """Legacy types: :func:`encode_qr8` with G, bits and signedness taken from the GGUF type."""
    t = qr8_type(ggml_type)
    if t.superblock:
        raise ValueError(f"{t.name} is a K-quant: encode_qr8k")
    if t.free_min != (m is not None):
        raise ValueError(f"{t.name}: m must be {'given' if t.free_min else 'None'}")
    return encode_qr8(u, d, m, bits=t.bits, G=t.G, signed=t.signed)


def _tiles(buf: np.ndarray | bytes, n: int, k: int, t: QR8Type) -> np.ndarray:
    raw = np.frombuffer(buf, np.uint8) if isinstance(buf, bytes | bytearray) else np.asarray(buf)
    size = qr8_bytes(n, k, t)
    if raw.size != size:
        raise ValueError(f"{t.name} ({n}, {k}) takes {size} bytes in QR8, got {raw.size}")
    return raw.reshape(-(-n // 8), k // t.tile_inputs, t.tile_bytes)


def _halves(tiles: np.ndarray, off: int, n: int) -> np.ndarray:
    """f16[8] at byte `off` of every tile -> (N, tiles) float32."""
    ng, nt = tiles.shape[:2]
    h = tiles[:, :, off : off + 16].copy().view("<f2").astype(np.float32)  # (ng, nt, 8)
    return h.transpose(0, 2, 1).reshape(ng * 8, nt)[:n]


def decode_qr8k_parts(buf: np.ndarray | bytes, n: int, k: int, ggml_type: object
                      ) -> tuple[np.ndarray, np.ndarray, np.ndarray | None, np.ndarray,
                                 np.ndarray | None]:
    """K-quant QR8 bytes -> (u (N, K), sc (N, K/G), mn (N, K/G) or None, d (N, K/256),
    dmin (N, K/256) or None); integers as int16, scales as float32."""
    t = qr8_type(ggml_type)
    tiles = _tiles(buf, n, k, t)
    ng, nt = tiles.shape[:2]
    chunks = t.tile_chunks
    code = tiles[:, :, : t.sc_offset].reshape(ng, nt * chunks, t.chunk_bytes)
    u = _codes_from_planes(code, t)[:n]
    row_bytes = chunks * 8
    sc = _from_scale_rows(tiles[:, :, t.sc_offset : t.sc_offset + row_bytes], n, chunks,
                          signed=not t.free_min)
    mn = None
    if t.free_min:
        at = t.sc_offset + row_bytes
        mn = _from_scale_rows(tiles[:, :, at : at + row_bytes], n, chunks, signed=False)
    d = _halves(tiles, t.d_offset, n)
    dmin = _halves(tiles, t.d_offset + 16, n) if t.free_min else None
    if t.biased:  # the stored corr must be the one the codes and scales give
        corr = tiles[:, :, t.corr_offset : t.corr_offset + 32].copy().view("<i4")
        corr = corr.transpose(0, 2, 1).reshape(ng * 8, nt)[:n]
        if not np.array_equal(corr, _corr(u, sc, t)):
            raise ValueError(f"{t.name}: a tile's corr[8] is not 128 * sum sc * sum(u - 32)")
    return u, sc, mn, d, dmin


def decode_qr8_parts(buf: np.ndarray | bytes, n: int, k: int, ggml_type: object
                     ) -> tuple[np.ndarray, np.ndarray, np.ndarray | None]:
    """QR8 bytes -> the per-chunk view of any type: (u (N, K) int16 codes, d (N, K/G) float32
    chunk scales, m (N, K/G) float32 chunk mins or None), so that the weight is d * (u +
    offset) + m.  K-quants: d = d_super * sc and m = -dmin * mn (exact in float32)."""
    t = qr8_type(ggml_type)
    if t.superblock:
        u, sc, mn, dsb, dmin = decode_qr8k_parts(buf, n, k, t)
        per = t.tile_chunks
        d = (np.repeat(dsb.astype(np.float64), per, axis=1) * sc).astype(np.float32)
        m = None
        if mn is not None and dmin is not None:
            m = (-np.repeat(dmin.astype(np.float64), per, axis=1) * mn).astype(np.float32)
        return u, d, m
    tiles = _tiles(buf, n, k, t)
    u = _codes_from_planes(tiles[:, :, : t.chunk_bytes], t)[:n]
    d = _halves(tiles, t.d_offset, n)
    m = _halves(tiles, t.d_offset + 16, n) if t.free_min else None
    return u, d, m


def decode_qr8(buf: np.ndarray | bytes, n: int, k: int, ggml_type: object) -> np.ndarray:
    """QR8 bytes -> the float32 (N, K) weight they stand for (the table in the layout doc):
    ``d * (u + offset)``, or ``d * u + m`` for the types with a free min (computed in float64,
    rounded once to float32)."""
    t = qr8_type(ggml_type)
    u, d, m = decode_qr8_parts(buf, n, k, t)
    d64 = np.repeat(d.astype(np.float64), t.G, axis=1)
    w = d64 * (u.astype(np.float64) + t.offset)
    if m is not None:
        w += np.repeat(m.astype(np.float64), t.G, axis=1)
    return w.astype(np.float32)


# ----------------------------------------------------------------------------- FR8 float weights

FR8_DTYPES = ("F32", "F16", "BF16")
_FR8_ITEMSIZE = {"F32": 4, "F16": 2, "BF16": 2}


def fr8_bytes(n: int, k: int, dtype: str) -> int:
    """Size of an (N, K) float weight in FR8: ceil(N/8) * 8 * K elements."""
    return -(-n // 8) * 8 * k * _FR8_ITEMSIZE[dtype]


def _to_bf16_bits(x: np.ndarray) -> np.ndarray:
    """float32 -> bfloat16 bit patterns, round to nearest even (NaN kept quiet)."""
    b = np.asarray(x, np.float32).view(np.uint32).astype(np.uint64)
    rounded = (b + 0x7FFF + ((b >> 16) & 1)) >> 16
    nan = np.isnan(np.asarray(x, np.float32))
    return np.where(nan, (b >> 16) | 0x40, rounded).astype(np.uint16)


def encode_fr8(w: np.ndarray, dtype: str) -> np.ndarray:
    """(N, K) float weight -> FR8 bytes: group j, input k at element (j*K + k)*8, 8 rows
    contiguous, in ``dtype`` (F32, F16, BF16 rounded to nearest even); N padded with zeros."""
    w = np.asarray(w, np.float32)
    n, k = w.shape
    npad = -(-n // 8) * 8
    full = np.zeros((npad, k), np.float32)
    full[:n] = w
    inter = full.reshape(npad // 8, 8, k).transpose(0, 2, 1)  # (group, k, row)
    if dtype == "F32":
        out = inter.astype("<f4")
    elif dtype == "F16":
        out = inter.astype("<f2")
    elif dtype == "BF16":
        out = _to_bf16_bits(inter).astype("<u2")
    else:
        raise ValueError(f"FR8 holds {', '.join(FR8_DTYPES)}, not {dtype}")
    return np.ascontiguousarray(out).view(np.uint8).reshape(-1)


def decode_fr8(buf: np.ndarray | bytes, n: int, k: int, dtype: str) -> np.ndarray:
    """FR8 bytes -> float32 (N, K)."""
    raw = np.frombuffer(buf, np.uint8) if isinstance(buf, bytes | bytearray) else np.asarray(buf)
    if raw.size != fr8_bytes(n, k, dtype):
        raise ValueError(f"{dtype} ({n}, {k}) takes {fr8_bytes(n, k, dtype)} bytes in FR8")
    ng = -(-n // 8)
    if dtype == "F32":
        v = raw.view("<f4").astype(np.float32)
    elif dtype == "F16":
        v = raw.view("<f2").astype(np.float32)
    else:
        v = (raw.view("<u2").astype(np.uint32) << 16).view(np.float32)
    return v.reshape(ng, k, 8).transpose(0, 2, 1).reshape(ng * 8, k)[:n].copy()


# ----------------------------------------------------------------------------- random test weights


def random_qr8_codes(rng: np.random.Generator, n: int, k: int, ggml_type: object, *,
                     scale: float = 0.02) -> tuple[np.ndarray, np.ndarray, np.ndarray | None]:
    """Legacy types: random (u, d, m), with d, m exactly representable in half and weights of
    roughly ``scale`` magnitude (signs and ranges as real GGUF weights have them)."""
    t = qr8_type(ggml_type)
    chunks = k // t.G
    lo, hi = t.code_range
    u = rng.integers(lo, hi + 1, size=(n, k), dtype=np.int16)
    span = max(abs(lo), hi) if t.signed else (hi - lo) / 2
    d = (rng.uniform(0.25, 1.0, size=(n, chunks)) * scale / span).astype(np.float16)
    m = None
    if t.free_min:
        m = (-rng.uniform(0.0, 1.0, size=(n, chunks)) * scale * 1.5).astype(np.float16)
    return u, d.astype(np.float32), None if m is None else m.astype(np.float32)


def random_qr8k_codes(rng: np.random.Generator, n: int, k: int, ggml_type: object, *,
                      scale: float = 0.02) -> tuple[np.ndarray, np.ndarray, np.ndarray | None,
                                                    np.ndarray, np.ndarray | None]:
    """K-quants: random (u, sc, mn, d, dmin) as real GGUF blocks have them: 6-bit scales and
    mins with half d, dmin (Q4_K/Q5_K), signed int8 scales (Q6_K); weights ~ ``scale``."""
    t = qr8_type(ggml_type)
    chunks, tiles = k // t.G, k // QK_K
    hi = t.code_range[1]
    u = rng.integers(0, hi + 1, size=(n, k), dtype=np.int16)
    if t.free_min:
        sc = rng.integers(0, 64, size=(n, chunks), dtype=np.int16)
        mn = rng.integers(0, 64, size=(n, chunks), dtype=np.int16)
        d = (rng.uniform(0.5, 1.0, (n, tiles)) * scale / (63 * hi / 2)).astype(np.float16)
        dmin = (rng.uniform(0.5, 1.0, (n, tiles)) * scale / 63).astype(np.float16)
        return u, sc, mn, d.astype(np.float32), dmin.astype(np.float32)
    sc = rng.integers(-128, 128, size=(n, chunks), dtype=np.int16)
    d = (rng.uniform(0.5, 1.0, (n, tiles)) * scale / (128 * 32)).astype(np.float16)
    return u, sc, None, d.astype(np.float32), None


def random_qr8(rng: np.random.Generator, n: int, k: int, ggml_type: object, *,
               scale: float = 0.02) -> np.ndarray:
    """A random (N, K) weight of any type in QR8 bytes (:func:`random_qr8_codes` or
    :func:`random_qr8k_codes`, encoded)."""
    t = qr8_type(ggml_type)
    if t.superblock:
        return encode_qr8k(*random_qr8k_codes(rng, n, k, t, scale=scale), t)
    return encode_qr8_type(*random_qr8_codes(rng, n, k, t, scale=scale), t)


def random_qr8_bytes(rng: np.random.Generator, n: int, k: int, ggml_type: object
                     ) -> np.ndarray:
    """QR8 bytes of a big weight, fast: random code planes (every byte pattern is a valid
    code) with sane scales written into each tile (chunk scales and mins in range, half d
    and m / dmin of about 0.02 / 16 weight magnitude).  For timing and for big-shape tests that
    decode only a few rows."""
    t = qr8_type(ggml_type)
    buf = rng.integers(0, 256, qr8_bytes(n, k, t), dtype=np.uint8)
    tiles = buf.reshape(-1, t.tile_bytes)
    nt = tiles.shape[0]
    d = (rng.uniform(0.5, 1.5, (nt, 8)) * 0.02 / 16).astype(np.float16)
    if t.superblock:
        pairs = t.tile_chunks * 8
        if t.free_min:  # 6-bit scales and mins; d and dmin scaled down by the scales' size
            tiles[:, t.sc_offset : t.sc_offset + 2 * pairs] &= 63
            d = (d.astype(np.float32) / 32).astype(np.float16)
            dmin = (rng.uniform(0, 8, (nt, 8)) * d.astype(np.float32)).astype(np.float16)
            tiles[:, t.d_offset + 16 : t.d_offset + 32] = dmin.view(np.uint8)
        else:
            d = (d.astype(np.float32) / 64).astype(np.float16)
        tiles[:, t.d_offset : t.d_offset + 16] = d.view(np.uint8)
        if t.biased:  # Q6_K: each tile's corr[8] from its random codes and scales
            for at in range(0, nt, 4096):
                part = tiles[at : at + 4096]
                ns = part.shape[0]
                u = _codes_from_planes(part[:, : t.sc_offset].reshape(ns, t.tile_chunks, -1), t)
                sc = _from_scale_rows(part[:, None, t.sc_offset : t.sc_offset + pairs], ns * 8,
                                      t.tile_chunks, signed=True)
                corr = _corr(u, sc, t).reshape(ns, 8).astype("<i4")
                part[:, t.corr_offset : t.corr_offset + 32] = corr.view(np.uint8)
        return buf
    tiles[:, t.d_offset : t.d_offset + 16] = d.view(np.uint8)
    if t.free_min:
        m = (-rng.uniform(0, 8, (nt, 8)) * d.astype(np.float32)).astype(np.float16)
        tiles[:, t.d_offset + 16 : t.d_offset + 32] = m.view(np.uint8)
    return buf


def random_gguf_blocks(rng: np.random.Generator, ggml_type: str, n: int, k: int) -> np.ndarray:
    """Random GGUF blocks with sane scales: random code bytes, small positive halves."""
    qt = gguf.GGMLQuantizationType[ggml_type]
    nb = k // 256
    size = {"Q4_K": 144, "Q6_K": 210}[ggml_type]
    w = rng.integers(0, 256, (n, nb, size), dtype=np.uint8)
    half = (rng.uniform(0.5, 1.5, (n, nb)) / 256).astype("<f2").view(np.uint8).reshape(n, nb, 2)
    if qt == gguf.GGMLQuantizationType.Q4_K:
        w[:, :, 0:2] = half
        w[:, :, 2:4] = (rng.uniform(0.5, 1.5, (n, nb)) / 512).astype("<f2").view(np.uint8) \
            .reshape(n, nb, 2)
    else:
        w[:, :, 208:210] = half
    return w.reshape(n, nb * size)
