"""NumPy model of docs/weight-layouts.md: the bytes the kernels read, written and read back.

This module is the executable form of the layout contract between the C repacker
(``runtime/``), the generated kernels (``templates/``) and the tests.  It shares no code with
either: the kernel tests encode weights with :func:`encode_qr8` and check the kernels against
:func:`decode_qr8`; the runtime tests check the C repacker's bytes with :func:`decode_qr8`
against ``gguf.quants.dequantize``.

Contents

* Q8 activation rows: :func:`q8_row_bytes`, :func:`quantize_q8_rows`, :func:`split_q8_rows`,
  :func:`dequantize_q8_rows`.
* QR8 integer weights: :data:`QR8_TYPES` (per-type G, bits, offset, free min),
  :func:`qr8_bytes`, :func:`encode_qr8`, :func:`decode_qr8_parts`, :func:`decode_qr8`.
* FR8 float weights: :func:`fr8_bytes`, :func:`encode_fr8`, :func:`decode_fr8`.

Shapes follow the doc: a weight has N rows and K inputs (NumPy ``(N, K)``), y = x @ W.T.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

# ----------------------------------------------------------------------------- Q8 activation rows

Q8_BLOCK = 32  # inputs per activation scale d[b]
Q8_HALF = 16  # inputs per block sum s[h]


def q8_row_bytes(k: int) -> int:
    """Bytes of one Q8 row record: int8 q[K], f32 d[K/32], f32 s[K/16]."""
    if k % Q8_BLOCK:
        raise ValueError(f"K = {k} is not a multiple of {Q8_BLOCK}")
    return k + k // 8 + k // 4


def quantize_q8_rows(x: np.ndarray) -> np.ndarray:
    """Rows of float32 values -> Q8 records, as a uint8 array of shape (M, q8_row_bytes(K)).

    Per 32-block b (all arithmetic in float32, each operation correctly rounded):
        amax = max|x|;  d = amax / 127;  q = round_half_even(x * (127 / amax))   (0 if amax = 0)
    and per 16-half h: s[h] = d[h // 2] * float32(sum(q[16h : 16h + 16])).
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
    """Q8 records -> (q int8 (M, K), d float32 (M, K/32), s float32 (M, K/16))."""
    raw = np.frombuffer(buf, np.uint8) if isinstance(buf, bytes | bytearray) else np.asarray(buf)
    raw = raw.reshape(-1, q8_row_bytes(k))
    q = raw[:, :k].copy().view(np.int8)
    d = raw[:, k : k + k // 8].copy().view("<f4").astype(np.float32)
    s = raw[:, k + k // 8 :].copy().view("<f4").astype(np.float32)
    return q, d, s


def dequantize_q8_rows(buf: np.ndarray | bytes, k: int) -> np.ndarray:
    """Q8 records -> the float64 values they stand for, q * d, shape (M, K)."""
    q, d, _ = split_q8_rows(buf, k)
    return q.astype(np.float64) * np.repeat(d.astype(np.float64), Q8_BLOCK, axis=1)


# ----------------------------------------------------------------------------- QR8 integer weights


@dataclass(frozen=True)
class QR8Type:
    """How one GGUF integer type is written as QR8 chunks (the table in the layout doc)."""

    name: str
    G: int  # inputs per chunk (one d, one m per row and chunk)
    bits: int  # code width b
    offset: int  # weight = d * (u + offset) for the types without a stored min
    free_min: bool  # weight = d * u + m, m stored per row and chunk
    signed: bool  # codes are signed bytes (Q8_0)

    @property
    def tile_bytes(self) -> int:
        """Bytes of one tile (8 rows x G inputs): G * b code bytes, f16 d[8], f16 m[8]."""
        return self.G * self.bits + 16 + (16 if self.free_min else 0)

    @property
    def low_bytes(self) -> int:
        """Bytes of the low-nibble plane (or the byte plane for b = 8)."""
        return self.G * 8 if self.bits == 8 else self.G * 4

    @property
    def high_bytes(self) -> int:
        """Bytes of the high-bit plane: G/32 entries for b = 5, G/16 for b = 6."""
        return {5: self.G, 6: self.G * 2}.get(self.bits, 0)

    @property
    def code_range(self) -> tuple[int, int]:
        return (-128, 127) if self.signed else (0, (1 << self.bits) - 1)


QR8_TYPES: dict[str, QR8Type] = {
    t.name: t
    for t in (
        QR8Type("Q4_0", 32, 4, -8, False, False),
        QR8Type("Q4_1", 32, 4, 0, True, False),
        QR8Type("Q5_0", 32, 5, -16, False, False),
        QR8Type("Q5_1", 32, 5, 0, True, False),
        QR8Type("Q8_0", 32, 8, 0, False, True),
        QR8Type("Q4_K", 32, 4, 0, True, False),
        QR8Type("Q5_K", 32, 5, 0, True, False),
        QR8Type("Q6_K", 16, 6, -32, False, False),
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


def qr8_bytes(n: int, k: int, ggml_type: object) -> int:
    """Size of an (N, K) weight in QR8: ceil(N/8) groups x K/G chunks x tile_bytes."""
    t = qr8_type(ggml_type)
    if k % t.G or k % 32:
        raise ValueError(f"K = {k} is not a multiple of 32 (and of G = {t.G})")
    return -(-n // 8) * (k // t.G) * t.tile_bytes


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


def encode_qr8(u: np.ndarray, d: np.ndarray, m: np.ndarray | None = None, *, bits: int,
               G: int, signed: bool = False) -> np.ndarray:
    """Per-chunk codes -> QR8 bytes (uint8, length ceil(N/8) * K/G * tile_bytes).

    u: (N, K) codes, unsigned b-bit (or signed int8 when ``signed``); d: (N, K/G) scales and
    m: (N, K/G) mins or None, both rounded to IEEE half.  N is padded to a multiple of 8 with
    zero rows (codes 0, d = m = 0).
    """
    u = np.asarray(u)
    n, k = u.shape
    if k % G:
        raise ValueError(f"K = {k} is not a multiple of G = {G}")
    lo, hi = (-128, 127) if signed else (0, (1 << bits) - 1)
    if u.size and (u.min() < lo or u.max() > hi):
        raise ValueError(f"codes outside [{lo}, {hi}]")
    if signed and bits != 8:
        raise ValueError("signed codes are 8-bit (Q8_0)")
    chunks = k // G
    npad = -(-n // 8) * 8
    codes = np.zeros((npad, k), np.uint8)
    codes[:n] = (u.astype(np.int16) & 0xFF).astype(np.uint8)
    sub = _sub_entries(codes, G)  # (Ng, chunks, G/4, 32)
    ng = npad // 8
    planes = []
    if bits == 8:
        planes.append(sub.reshape(ng, chunks, G * 8))
    else:
        low = sub & 0x0F
        nib = low[:, :, 0::2] | (low[:, :, 1::2] << 4)  # entry t: sub 2t low, 2t+1 high
        planes.append(nib.reshape(ng, chunks, G * 4))
        if bits == 5:
            hb = ((sub >> 4) & 1).reshape(ng, chunks, G // 32, 8, 32)  # entry t, bit s
            plane = np.zeros((ng, chunks, G // 32, 32), np.uint8)
            for s in range(8):
                plane |= hb[:, :, :, s] << s
            planes.append(plane.reshape(ng, chunks, G))
        elif bits == 6:
            hb = ((sub >> 4) & 3).reshape(ng, chunks, G // 16, 4, 32)  # entry t, bits 2s..2s+1
            plane = np.zeros((ng, chunks, G // 16, 32), np.uint8)
            for s in range(4):
                plane |= hb[:, :, :, s] << (2 * s)
            planes.append(plane.reshape(ng, chunks, G * 2))
        elif bits != 4:
            raise ValueError(f"bits = {bits} is not 4, 5, 6 or 8")

    def halves(a: np.ndarray) -> np.ndarray:
        full = np.zeros((npad, chunks), np.float16)
        full[:n] = np.asarray(a).astype(np.float16)
        tiles = full.reshape(ng, 8, chunks).transpose(0, 2, 1)  # (group, chunk, row)
        return np.ascontiguousarray(tiles, dtype="<f2").view(np.uint8)

    planes.append(halves(d))
    if m is not None:
        planes.append(halves(m))
    return np.concatenate(planes, axis=2).reshape(-1)


def encode_qr8_type(u: np.ndarray, d: np.ndarray, m: np.ndarray | None,
                    ggml_type: object) -> np.ndarray:
    """:func:`encode_qr8` with G, bits and signedness taken from the GGUF type."""
    t = qr8_type(ggml_type)
    if t.free_min != (m is not None):
        raise ValueError(f"{t.name}: m must be {'given' if t.free_min else 'None'}")
    return encode_qr8(u, d, m, bits=t.bits, G=t.G, signed=t.signed)


def decode_qr8_parts(buf: np.ndarray | bytes, n: int, k: int, ggml_type: object
                     ) -> tuple[np.ndarray, np.ndarray, np.ndarray | None]:
    """QR8 bytes -> (u (N, K) int16 codes, d (N, K/G) float32, m (N, K/G) float32 or None)."""
    t = qr8_type(ggml_type)
    raw = np.frombuffer(buf, np.uint8) if isinstance(buf, bytes | bytearray) else np.asarray(buf)
    size = qr8_bytes(n, k, t)
    if raw.size != size:
        raise ValueError(f"{t.name} ({n}, {k}) takes {size} bytes in QR8, got {raw.size}")
    ng, chunks, G = -(-n // 8), k // t.G, t.G
    tiles = raw.reshape(ng, chunks, t.tile_bytes)
    low = tiles[:, :, : t.low_bytes]
    if t.bits == 8:
        sub = low.reshape(ng, chunks, G // 4, 32)
    else:
        nib = low.reshape(ng, chunks, G // 8, 32)
        sub = np.empty((ng, chunks, G // 4, 32), np.uint8)
        sub[:, :, 0::2] = nib & 0x0F
        sub[:, :, 1::2] = nib >> 4
        high = tiles[:, :, t.low_bytes : t.low_bytes + t.high_bytes]
        if t.bits == 5:
            plane = high.reshape(ng, chunks, G // 32, 1, 32)
            bit = (plane >> np.arange(8, dtype=np.uint8)[:, None]) & 1  # (.., G/32, 8, 32)
            sub |= (bit.reshape(ng, chunks, G // 4, 32) << 4).astype(np.uint8)
        elif t.bits == 6:
            plane = high.reshape(ng, chunks, G // 16, 1, 32)
            two = (plane >> (2 * np.arange(4, dtype=np.uint8))[:, None]) & 3
            sub |= (two.reshape(ng, chunks, G // 4, 32) << 4).astype(np.uint8)
    codes = _from_sub_entries(sub, G)[:n]
    u = codes.view(np.int8).astype(np.int16) if t.signed else codes.astype(np.int16)
    at = t.low_bytes + t.high_bytes

    def halves(off: int) -> np.ndarray:
        h = tiles[:, :, off : off + 16].copy().view("<f2").astype(np.float32)  # (ng, chunks, 8)
        return h.transpose(0, 2, 1).reshape(ng * 8, chunks)[:n]

    d = halves(at)
    m = halves(at + 16) if t.free_min else None
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
    """Random (u, d, m) for a type, with d, m exactly representable in half and weights of
    roughly ``scale`` magnitude (signs and ranges as real GGUF weights have them)."""
    t = qr8_type(ggml_type)
    chunks = k // t.G
    lo, hi = t.code_range
    u = rng.integers(lo, hi + 1, size=(n, k), dtype=np.int16)
    span = max(abs(lo), hi) if t.signed else (hi - lo) / 2
    d = (rng.uniform(0.25, 1.0, size=(n, chunks)) * scale / span).astype(np.float16)
    m = None
    if t.free_min:  # K-quants: m = -dmin * m_j <= 0; legacy Q4_1/Q5_1: any sign
        m = (-rng.uniform(0.0, 1.0, size=(n, chunks)) * scale * 1.5).astype(np.float16)
    return u, d.astype(np.float32), None if m is None else m.astype(np.float32)
