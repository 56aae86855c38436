/*
 * dllmc runtime: loads a compiled model's weights from its GGUF and runs the forward plan.
 *
 * Every artifact links this one file with its generated kernels and plan (dllmc_runtime.h is
 * the contract). What it does, top to bottom:
 *
 *   1. errors        one-line messages into the caller's buffer
 *   2. numbers       f16 / bf16 <-> f32
 *   3. GGUF blocks   ggml's block layouts and one decoder per type (codes + chunk scales)
 *   4. type table    block geometry and the QR8 chunk / tile geometry of every supported type
 *   5. repack        GGUF blocks -> QR8 / FR8 / F32 forms (docs/weight-layouts.md)
 *   6. thread pool   n-1 workers + the caller, a generation-tagged item counter, spin-then-sleep
 *   7. model         dllmc_open (check the plan, map the GGUF and check its tensor table,
 *                    repack or map the weight cache, arena, K/V store, init steps),
 *                    dllmc_forward / dllmc_forward_batch, dllmc_close, the debugging hooks
 *
 * docs/runtime.md describes the design; tests/test_runtime.py checks it.
 */
#define _GNU_SOURCE
#include "dllmc_runtime.h"
#include "dllmc_rows.h"

#include <errno.h>
#include <fcntl.h>
#include <math.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

_Static_assert(__BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__, "GGUF and the packed forms are little-endian");

#define ALIGN 64               /* every packed weight and the arena */
#define MAX_THREADS 512
#define SPIN_NS 100000         /* a waiting thread spins this long, then sleeps */
#define MAX_EXPERTS 4096       /* a router's scores fit a thread's stack */

/* ================================================================ 1. errors */

/* fail(err, len, fmt, ...): one line into err, returns 1 (dllmc_rows.h, shared with the GPU) */

static const char *str(const char *s) { return s ? s : "?"; }

static uint64_t now_ns(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (uint64_t)t.tv_sec * 1000000000u + (uint64_t)t.tv_nsec;
}

/* ================================================================ 2. numbers */

static float f32_from_bits(uint32_t x) { float f; memcpy(&f, &x, 4); return f; }
static uint32_t f32_bits(float f) { uint32_t x; memcpy(&x, &f, 4); return x; }

static inline float f16_to_f32(uint16_t h) {
    uint32_t sign = (uint32_t)(h & 0x8000) << 16, e = (h >> 10) & 31, m = h & 0x3ff;
    if (e == 31) return f32_from_bits(sign | 0x7f800000 | m << 13);        /* inf, nan */
    if (e) return f32_from_bits(sign | (e + 112) << 23 | m << 13);           /* normal */
    float f = (float)m * 0x1p-24f;                                           /* subnormal, 0 */
    return sign ? -f : f;
}

/* Round to nearest, ties to even (as NumPy's astype(float16)); overflow gives inf. */
static inline uint16_t f32_to_f16(float f) {
    uint32_t x = f32_bits(f), sign = (x >> 16) & 0x8000, a = x & 0x7fffffff;
    if (a > 0x7f800000) return (uint16_t)(sign | 0x7e00);                    /* nan */
    if (a >= 0x47800000) return (uint16_t)(sign | 0x7c00);                   /* >= 65536: inf */
    if (a <= 0x33000000) return (uint16_t)sign;                              /* <= 2^-25: 0 */
    uint32_t h, rest, half;
    if (a >= 0x38800000) {                       /* normal half: rebias, keep 10 mantissa bits */
        h = (a - 0x38000000) >> 13, rest = a & 0x1fff, half = 0x1000;
    } else {                                     /* subnormal half: h = |f| / 2^-24 */
        uint32_t mant = (a & 0x7fffff) | 0x800000, s = 126 - (a >> 23); /* s in 14..24 */
        h = mant >> s, rest = mant & ((1u << s) - 1), half = 1u << (s - 1);
    }
    h += rest > half || (rest == half && (h & 1)); /* a carry rolls into the exponent: right */
    return (uint16_t)(sign | h);
}

static uint16_t load_u16(const uint8_t *p) { uint16_t v; memcpy(&v, p, 2); return v; }
static uint32_t load_u32(const uint8_t *p) { uint32_t v; memcpy(&v, p, 4); return v; }
static void store_f16(uint8_t *p, float f) { uint16_t h = f32_to_f16(f); memcpy(p, &h, 2); }

/* ================================================================ 3. GGUF blocks
 * ggml's block layouts (ggml-common.h), little-endian, d/dmin are IEEE half. Blocks are
 * copied out of the map with memcpy (a GGUF gives no alignment guarantee for a struct).
 *
 * A decoder turns one block into the QR8 view of it (docs/weight-layouts.md): an unsigned
 * code u per value (Q8_0: the signed byte's bits), and per chunk of G values a scale d and
 * a min m, so that  value = d * (u - offset)      for the offset types,
 *                   value = d * u + m             for the types with a free min,
 *                   value = d * (int8_t)u         for Q8_0.
 * d and m are float here, exactly the products ggml forms (d * sc fits in a float): the
 * embedding and the F32 form use them. The K-quant decoders also give the block as stored
 * (kscales: the half d and dmin, the integer chunk scales and mins), which is what their QR8
 * tiles keep; the legacy QR8 tiles keep d and m as halves (exact: GGUF's own). One decoder
 * per type serves every form.
 */
typedef struct kscales {
    uint16_t d, dmin;      /* the super-block's halves, as stored (dmin 0 for Q6_K) */
    int8_t sc[16];         /* chunk scales: 6-bit (Q4_K, Q5_K, 8 chunks) or int8 (Q6_K, 16) */
    uint8_t mn[16];        /* chunk mins, 6-bit (Q4_K, Q5_K) */
} kscales;

/* block_q4_0 (18 B):  | d f16 | qs[16]: value l in the low nibble of qs[l], l+16 in the high | */
typedef struct { uint16_t d; uint8_t qs[16]; } block_q4_0;
/* block_q4_1 (20 B):  | d f16 | m f16 | qs[16] (as q4_0) | */
typedef struct { uint16_t d, m; uint8_t qs[16]; } block_q4_1;
/* block_q5_0 (22 B):  | d f16 | qh[4]: bit l = bit 4 of value l | qs[16] (as q4_0) | */
typedef struct { uint16_t d; uint8_t qh[4], qs[16]; } block_q5_0;
/* block_q5_1 (24 B):  | d f16 | m f16 | qh[4] | qs[16] | */
typedef struct { uint16_t d, m; uint8_t qh[4], qs[16]; } block_q5_1;
/* block_q8_0 (34 B):  | d f16 | int8 qs[32] | */
typedef struct { uint16_t d; int8_t qs[32]; } block_q8_0;
/* block_q4_K (144 B): 8 sub-blocks of 32, value = d*sc[j]*q - dmin*mn[j]
 *   | d f16 | dmin f16 | scales[12] | qs[128] |
 *   scales: 6-bit sc[j], mn[j]                       bit 7 6 | 5 ........ 0
 *     byte j   (j<4)  sc[j]      | top of sc[j+4]       sc[j+4]>>4 | sc[j]
 *     byte j+4 (j<4)  mn[j]      | top of mn[j+4]       mn[j+4]>>4 | mn[j]
 *     byte j+8 (j<4)  low nibbles of sc[j+4] (bits 0-3) and mn[j+4] (bits 4-7)
 *   qs: 64-value chunk c (32 bytes): sub-block 2c in the low nibbles, 2c+1 in the high */
typedef struct { uint16_t d, dmin; uint8_t scales[12], qs[128]; } block_q4_K;
/* block_q5_K (176 B): | d f16 | dmin f16 | scales[12] | qh[32] | qs[128] |
 *   as q4_K, and bit 4 of value l of sub-block j is bit j of qh[l] */
typedef struct { uint16_t d, dmin; uint8_t scales[12], qh[32], qs[128]; } block_q5_K;
/* block_q6_K (210 B): 16 sub-blocks of 16, value = d*sc[j]*(q - 32), q 6-bit
 *   | ql[128] | qh[64] | int8 scales[16] | d f16 |
 *   value 128h + 32r + l (half h, quarter r, lane l < 32):
 *     bits 0-3  ql[64h + 32(r&1) + l], low nibble for r < 2, high for r >= 2
 *     bits 4-5  qh[32h + l] >> 2r */
typedef struct { uint8_t ql[128], qh[64]; int8_t scales[16]; uint16_t d; } block_q6_K;

_Static_assert(sizeof(block_q4_0) == 18, "block_q4_0");
_Static_assert(sizeof(block_q4_1) == 20, "block_q4_1");
_Static_assert(sizeof(block_q5_0) == 22, "block_q5_0");
_Static_assert(sizeof(block_q5_1) == 24, "block_q5_1");
_Static_assert(sizeof(block_q8_0) == 34, "block_q8_0");
_Static_assert(sizeof(block_q4_K) == 144, "block_q4_K");
_Static_assert(sizeof(block_q5_K) == 176, "block_q5_K");
_Static_assert(sizeof(block_q6_K) == 210, "block_q6_K");

static void nibbles32(const uint8_t qs[16], uint8_t *u) {
    for (int l = 0; l < 16; l++) u[l] = qs[l] & 15, u[l + 16] = qs[l] >> 4;
}

static void high_bits32(const uint8_t qh[4], uint8_t *u) {
    uint32_t h = load_u32(qh);
    for (int l = 0; l < 32; l++) u[l] |= (uint8_t)(((h >> l) & 1) << 4);
}

static void decode_q4_0(const uint8_t *src, uint8_t *u, float *d, float *m, kscales *ks) {
    (void)ks;
    block_q4_0 b; memcpy(&b, src, sizeof b);
    nibbles32(b.qs, u), d[0] = f16_to_f32(b.d), m[0] = 0;
}
static void decode_q4_1(const uint8_t *src, uint8_t *u, float *d, float *m, kscales *ks) {
    (void)ks;
    block_q4_1 b; memcpy(&b, src, sizeof b);
    nibbles32(b.qs, u), d[0] = f16_to_f32(b.d), m[0] = f16_to_f32(b.m);
}
static void decode_q5_0(const uint8_t *src, uint8_t *u, float *d, float *m, kscales *ks) {
    (void)ks;
    block_q5_0 b; memcpy(&b, src, sizeof b);
    nibbles32(b.qs, u), high_bits32(b.qh, u), d[0] = f16_to_f32(b.d), m[0] = 0;
}
static void decode_q5_1(const uint8_t *src, uint8_t *u, float *d, float *m, kscales *ks) {
    (void)ks;
    block_q5_1 b; memcpy(&b, src, sizeof b);
    nibbles32(b.qs, u), high_bits32(b.qh, u), d[0] = f16_to_f32(b.d), m[0] = f16_to_f32(b.m);
}
static void decode_q8_0(const uint8_t *src, uint8_t *u, float *d, float *m, kscales *ks) {
    (void)ks;
    block_q8_0 b; memcpy(&b, src, sizeof b);
    memcpy(u, b.qs, 32), d[0] = f16_to_f32(b.d), m[0] = 0;
}

/* Q4_K / Q5_K: the eight (scale, min) pairs, and the low nibbles of the 256 values. */
static void k4_scales_nibbles(uint16_t dh, uint16_t dminh, const uint8_t s[12],
                              const uint8_t qs[128], uint8_t *u, float *d, float *m, kscales *ks) {
    float dd = f16_to_f32(dh), dmin = f16_to_f32(dminh);
    for (int j = 0; j < 8; j++) {
        int sc = j < 4 ? s[j] & 63 : (s[j + 4] & 15) | (s[j - 4] >> 6) << 4;
        int mn = j < 4 ? s[j + 4] & 63 : (s[j + 4] >> 4) | (s[j] >> 6) << 4;
        d[j] = dd * (float)sc, m[j] = -(dmin * (float)mn);
        if (ks) ks->sc[j] = (int8_t)sc, ks->mn[j] = (uint8_t)mn;
    }
    if (ks) ks->d = dh, ks->dmin = dminh;
    for (int c = 0; c < 4; c++)
        for (int l = 0; l < 32; l++)
            u[64 * c + l] = qs[32 * c + l] & 15, u[64 * c + 32 + l] = qs[32 * c + l] >> 4;
}
static void decode_q4_K(const uint8_t *src, uint8_t *u, float *d, float *m, kscales *ks) {
    block_q4_K b; memcpy(&b, src, sizeof b);
    k4_scales_nibbles(b.d, b.dmin, b.scales, b.qs, u, d, m, ks);
}
static void decode_q5_K(const uint8_t *src, uint8_t *u, float *d, float *m, kscales *ks) {
    block_q5_K b; memcpy(&b, src, sizeof b);
    k4_scales_nibbles(b.d, b.dmin, b.scales, b.qs, u, d, m, ks);
    for (int j = 0; j < 8; j++)
        for (int l = 0; l < 32; l++) u[32 * j + l] |= (uint8_t)(((b.qh[l] >> j) & 1) << 4);
}
static void decode_q6_K(const uint8_t *src, uint8_t *u, float *d, float *m, kscales *ks) {
    block_q6_K b; memcpy(&b, src, sizeof b);
    float dd = f16_to_f32(b.d);
    for (int j = 0; j < 16; j++) d[j] = dd * (float)b.scales[j], m[j] = 0;
    if (ks) {
        ks->d = b.d, ks->dmin = 0;
        memcpy(ks->sc, b.scales, 16), memset(ks->mn, 0, 16);
    }
    for (int h = 0; h < 2; h++)
        for (int r = 0; r < 4; r++)
            for (int l = 0; l < 32; l++) {
                int lo = (b.ql[64 * h + 32 * (r & 1) + l] >> (4 * (r >> 1))) & 15;
                int hi = (b.qh[32 * h + l] >> (2 * r)) & 3;
                u[128 * h + 32 * r + l] = (uint8_t)(lo | hi << 4);
            }
}

/* ================================================================ 4. type table */

typedef void (*decode_fn)(const uint8_t *src, uint8_t *u, float *d, float *m, kscales *ks);

typedef struct qtype {
    int32_t id;            /* GGML_TYPE_* */
    const char *name;
    int block, block_bytes; /* values and bytes per GGUF block */
    int elem_bytes;        /* float types: bytes per element; 0 for the integer types */
    int G, bits, offset, has_min; /* QR8 chunk geometry (docs/weight-layouts.md) */
    int kquant;            /* QR8 tiles of a whole 256-block with integer chunk scales */
    decode_fn decode;
} qtype;

static const qtype QTYPES[] = {
    {0, "F32", 1, 4, 4, 0, 0, 0, 0, 0, NULL},
    {1, "F16", 1, 2, 2, 0, 0, 0, 0, 0, NULL},
    {30, "BF16", 1, 2, 2, 0, 0, 0, 0, 0, NULL},
    {2, "Q4_0", 32, 18, 0, 32, 4, 8, 0, 0, decode_q4_0},
    {3, "Q4_1", 32, 20, 0, 32, 4, 0, 1, 0, decode_q4_1},
    {6, "Q5_0", 32, 22, 0, 32, 5, 16, 0, 0, decode_q5_0},
    {7, "Q5_1", 32, 24, 0, 32, 5, 0, 1, 0, decode_q5_1},
    {8, "Q8_0", 32, 34, 0, 32, 8, 0, 0, 0, decode_q8_0},
    {12, "Q4_K", 256, 144, 0, 32, 4, 0, 1, 1, decode_q4_K},
    {13, "Q5_K", 256, 176, 0, 32, 5, 0, 1, 1, decode_q5_K},
    {14, "Q6_K", 256, 210, 0, 16, 6, 32, 0, 1, decode_q6_K},
};
#define MAX_BLOCK 256
#define MAX_CHUNKS 16 /* chunks per block: 256 / 16 */

static const qtype *find_type(int32_t id) {
    for (size_t i = 0; i < sizeof QTYPES / sizeof QTYPES[0]; i++)
        if (QTYPES[i].id == id) return &QTYPES[i];
    return NULL;
}

static float elem_to_f32(const qtype *t, const uint8_t *p) {
    if (t->id == 0) return f32_from_bits(load_u32(p));
    if (t->id == 1) return f16_to_f32(load_u16(p));
    return f32_from_bits((uint32_t)load_u16(p) << 16); /* BF16 */
}

/* count values (a multiple of the block size) from GGUF blocks at src to float32. */
static void dequantize(const qtype *t, const uint8_t *src, int64_t count, float *dst) {
    if (t->elem_bytes) {
        for (int64_t i = 0; i < count; i++) dst[i] = elem_to_f32(t, src + i * t->elem_bytes);
        return;
    }
    uint8_t u[MAX_BLOCK];
    float d[MAX_CHUNKS], m[MAX_CHUNKS];
    for (int64_t b = 0; b < count / t->block; b++, src += t->block_bytes, dst += t->block) {
        t->decode(src, u, d, m, NULL);
        for (int i = 0; i < t->block; i++) {
            float dc = d[i / t->G];
            dst[i] = t->bits == 8 ? dc * (float)(int8_t)u[i]
                   : t->has_min   ? dc * (float)u[i] + m[i / t->G]
                                  : dc * (float)(u[i] - t->offset);
        }
    }
}

/* ================================================================ 5. repack
 * QR8 (integer types): row group j (8 rows), tile c is at (j * K/T + c) * tile_bytes, T the
 * inputs of a tile = one GGUF block (32 legacy, 256 K-quants); FR8 (float types): W[8j+r][k]
 * at element (j*K + k)*8 + r; F32: the values as float32. Rows past N (up to a multiple of 8)
 * are zeros.
 *
 * chunk codes (b = bits; sub-entry q = inputs 4q..4q+3 of the chunk, byte lane 4r+i = input
 * 4q+i of row r):
 *   b = 8      | (G/4) x 32 B: sub-entry q |
 *   b = 4, 5   | (G/8) x 32 B: entry t = sub-entries 2t (low nibble) and 2t+1 (high)
 *              | b=5: (G/32) x 32 B, bit s of a lane = bit 4 of sub-entry 8t+s |
 *   b = 6      | (3G/16) x 32 B: entry 3j+e (e < 3) = sub-entry 4j+e in bits 0-5, and bits
 *                2e, 2e+1 of sub-entry 4j+3 in bits 6-7 |
 * legacy tile (one chunk):  | codes | d f16[8] | m f16[8] with a free min (Q4_1 Q5_1) |
 * K-quant tile (C = 256/G chunks): | codes of chunks 0..C-1 | chunk scales: C x 8 B, byte
 *   r of row c = row r's scale of chunk c | chunk mins, as the scales (Q4_K Q5_K) |
 *   d f16[8] | dmin f16[8] (Q4_K Q5_K) | corr int32[8] (Q6_K) |
 *   corr[r] = 128 * sum_c sc[r][c] * sum of (u - 32) over row r's chunk c: what the +128 bias
 *   of the q8_Ku activations adds to the integer dot product, subtracted once per tile.
 */

/* Q6_K's tiles end in corr[8] (the K-quants with an offset, docs/weight-layouts.md). */
static int has_corr(const qtype *t) { return t->kquant && t->offset; }

/* Bytes of a tile: the chunks' codes and the scales. */
static size_t tile_bytes(const qtype *t) {
    size_t chunks = t->kquant ? (size_t)(t->block / t->G) : 1;
    size_t pairs = t->kquant ? chunks * 8 * (size_t)(1 + t->has_min) : 0;
    return chunks * (size_t)(t->G * t->bits) + pairs + 16 + 16 * (size_t)t->has_min +
           32 * (size_t)has_corr(t);
}
static int64_t groups(const dllmc_weight *w) { return (w->n + 7) / 8; }
static int tile_inputs(const qtype *t) { return t->kquant ? t->block : t->G; }

/* The bytes a weight's form takes (0 for RAW). */
static uint64_t form_bytes(const dllmc_weight *w, const qtype *t) {
    switch (w->form) {
    case DLLMC_FORM_QR8: return (uint64_t)groups(w) * (uint64_t)(w->k / tile_inputs(t)) * tile_bytes(t);
    case DLLMC_FORM_FR8: return (uint64_t)groups(w) * 8 * (uint64_t)w->k * (uint64_t)t->elem_bytes;
    case DLLMC_FORM_F32: return (uint64_t)w->n * (uint64_t)w->k * 4;
    default: return 0;
    }
}

/* Chunk c's codes from the decoded blocks of 8 rows (u[r][]); returns the byte after them. */
static uint8_t *put_codes(const qtype *t, uint8_t u[8][MAX_BLOCK], int c, uint8_t *p) {
    const int G = t->G, base = c * G;
#define U(r, k) u[r][base + (k)]
    if (t->bits == 8) {
        for (int q = 0; q < G / 4; q++, p += 32)
            for (int r = 0; r < 8; r++)
                for (int i = 0; i < 4; i++) p[4 * r + i] = U(r, 4 * q + i);
        return p;
    }
    if (t->bits == 6) { /* per 4 sub-entries 4j..4j+3: 3 entries, bits 2e..2e+1 of 4j+3 on top */
        for (int j = 0; j < G / 16; j++)
            for (int e = 0; e < 3; e++, p += 32)
                for (int r = 0; r < 8; r++)
                    for (int i = 0; i < 4; i++)
                        p[4 * r + i] = (uint8_t)(U(r, 16 * j + 4 * e + i) |
                                                 ((U(r, 16 * j + 12 + i) >> (2 * e)) & 3) << 6);
        return p;
    }
    for (int e = 0; e < G / 8; e++, p += 32)
        for (int r = 0; r < 8; r++)
            for (int i = 0; i < 4; i++)
                p[4 * r + i] = (uint8_t)((U(r, 8 * e + i) & 15) | (U(r, 8 * e + 4 + i) & 15) << 4);
    for (int e = 0; t->bits == 5 && e < G / 32; e++, p += 32) /* bit 4 of 8 sub-entries */
        for (int r = 0; r < 8; r++)
            for (int i = 0; i < 4; i++) {
                int byte = 0;
                for (int s = 0; s < 8; s++) byte |= (U(r, 4 * (8 * e + s) + i) >> 4) << s;
                p[4 * r + i] = (uint8_t)byte;
            }
#undef U
    return p;
}

/* One tile from the decoded blocks of 8 rows: u[r][], and d[r][], m[r][] (legacy) or ks[r]
 * (K-quants). */
static void put_tile(const qtype *t, uint8_t u[8][MAX_BLOCK], float d[8][MAX_CHUNKS],
                     float m[8][MAX_CHUNKS], const kscales ks[8], uint8_t *p) {
    if (!t->kquant) {
        p = put_codes(t, u, 0, p);
        for (int r = 0; r < 8; r++) store_f16(p + 2 * r, d[r][0]);
        for (int r = 0; t->has_min && r < 8; r++) store_f16(p + 16 + 2 * r, m[r][0]);
        return;
    }
    const int chunks = t->block / t->G;
    for (int c = 0; c < chunks; c++) p = put_codes(t, u, c, p);
    for (int c = 0; c < chunks; c++)
        for (int r = 0; r < 8; r++) *p++ = (uint8_t)ks[r].sc[c];
    for (int c = 0; t->has_min && c < chunks; c++)
        for (int r = 0; r < 8; r++) *p++ = ks[r].mn[c];
    for (int r = 0; r < 8; r++) memcpy(p + 2 * r, &ks[r].d, 2);
    for (int r = 0; t->has_min && r < 8; r++) memcpy(p + 16 + 2 * r, &ks[r].dmin, 2);
    for (int r = 0; has_corr(t) && r < 8; r++) { /* |corr| <= 128 * 128 * 16 * 32 * 16 < 2^31 */
        int32_t corr = 0;
        for (int c = 0; c < chunks; c++) {
            int32_t sum = 0;
            for (int i = 0; i < t->G; i++) sum += (int32_t)u[r][c * t->G + i] - t->offset;
            corr += 128 * ks[r].sc[c] * sum;
        }
        memcpy(p + 16 + 4 * r, &corr, 4);
    }
}

typedef struct repack_job {
    const dllmc_weight *w;
    const qtype *t;
    const uint8_t *src; /* the tensor in the map */
    uint8_t *dst;       /* its form */
    _Atomic int bad;    /* a NaN or Inf was seen */
} repack_job;

/* NaN/Inf weights: the repack reads every value anyway, so it checks them on the way (no pass of
 * its own): each float, and each block's d and m (a quantized value is finite iff they are). */
static bool is_finite(float x) { return (f32_bits(x) & 0x7f800000u) != 0x7f800000u; }

static bool all_finite(const float *x, int64_t n) {
    uint32_t bad = 0;
    for (int64_t i = 0; i < n; i++) bad |= (uint32_t)!is_finite(x[i]);
    return !bad;
}

#define F32_SPAN 8192 /* values per F32-form item: a multiple of every block size */

static int64_t repack_items(const dllmc_weight *w) {
    if (w->form == DLLMC_FORM_F32) return (w->n * w->k + F32_SPAN - 1) / F32_SPAN;
    return groups(w);
}

/* Row group j in QR8; false if a block's scales are not finite. */
static bool repack_qr8_group(const repack_job *job, int64_t j) {
    const dllmc_weight *w = job->w;
    const qtype *t = job->t;
    const int64_t nb = w->k / t->block, tpb = t->block / tile_inputs(t); /* tiles per block */
    const size_t row_bytes = (size_t)nb * (size_t)t->block_bytes, tb = tile_bytes(t);
    uint8_t u[8][MAX_BLOCK];
    float d[8][MAX_CHUNKS], m[8][MAX_CHUNKS];
    kscales ks[8];
    uint8_t *out = job->dst + (size_t)(j * (w->k / tile_inputs(t))) * tb;
    bool ok = true;
    for (int64_t b = 0; b < nb; b++) {
        for (int r = 0; r < 8; r++) {
            int64_t row = 8 * j + r;
            if (row < w->n) {
                const uint8_t *block = job->src + (size_t)row * row_bytes + (size_t)b * (size_t)t->block_bytes;
                t->decode(block, u[r], d[r], m[r], &ks[r]);
                ok &= all_finite(d[r], t->block / t->G) && all_finite(m[r], t->block / t->G);
            } else {
                memset(u[r], 0, sizeof u[r]), memset(d[r], 0, sizeof d[r]), memset(m[r], 0, sizeof m[r]);
                memset(&ks[r], 0, sizeof ks[r]);
            }
        }
        for (int c = 0; c < tpb; c++, out += tb) put_tile(t, u, d, m, ks, out);
    }
    return ok;
}

/* Row group j in FR8; false if a value is not finite. */
static bool repack_fr8_group(const repack_job *job, int64_t j) {
    const dllmc_weight *w = job->w;
    const size_t es = (size_t)job->t->elem_bytes, K = (size_t)w->k;
    uint8_t *out = job->dst + (size_t)j * K * 8 * es;
    uint32_t bad = 0;
    for (int r = 0; r < 8; r++) {
        int64_t row = 8 * j + r;
        if (row >= w->n) { /* padding */
            for (size_t k = 0; k < K; k++) memset(out + (k * 8 + (size_t)r) * es, 0, es);
            continue;
        }
        const uint8_t *src = job->src + (size_t)row * K * es;
        for (size_t k = 0; k < K; k++) {
            memcpy(out + (k * 8 + (size_t)r) * es, src + k * es, es);
            bad |= (uint32_t)!is_finite(elem_to_f32(job->t, src + k * es));
        }
    }
    return !bad;
}

static void repack_task(void *ctx, int64_t begin, int64_t end) {
    repack_job *job = ctx;
    const qtype *t = job->t;
    bool ok = true;
    for (int64_t i = begin; i < end; i++) {
        if (job->w->form == DLLMC_FORM_QR8) {
            ok &= repack_qr8_group(job, i);
        } else if (job->w->form == DLLMC_FORM_FR8) {
            ok &= repack_fr8_group(job, i);
        } else { /* F32: values [i*F32_SPAN, ...) */
            int64_t first = i * F32_SPAN, count = job->w->n * job->w->k - first;
            if (count > F32_SPAN) count = F32_SPAN;
            float *dst = (float *)(void *)job->dst + first;
            dequantize(t, job->src + (size_t)(first / t->block) * (size_t)t->block_bytes, count, dst);
            ok &= all_finite(dst, count);
        }
    }
    if (!ok) atomic_store(&job->bad, 1);
}

/* ================================================================ 6. thread pool
 * n-1 workers and the calling thread run a job's items [0, n_items), claiming chunks from one
 * atomic word `work` = generation << 40 | next item. A claim is a compare-and-swap that only
 * succeeds while `work` still carries the claimer's generation, so a worker that wakes late
 * (descheduled by another process) can never take an item of a later job. The job is over
 * when `finished` reaches n_items -- whichever thread finishes the last item bumps `done` --
 * so the caller never waits for a worker that has nothing left to do. Waiting threads spin
 * for SPIN_NS, then sleep on a condition variable, so an idle model burns no CPU.
 */

typedef void (*task_fn)(void *ctx, int64_t begin, int64_t end);

#define GEN_SHIFT 40
#define ITEM_MASK ((UINT64_C(1) << GEN_SHIFT) - 1) /* items per job: < 2^40 */

typedef struct pool {
    int n;                      /* threads, the caller included */
    int started;                /* workers running */
    pthread_t *threads;
    pthread_mutex_t mu;
    pthread_cond_t wake, finished;
    /* the current job, written by the caller while `work` is closed (see pool_run) */
    _Atomic(task_fn) fn;
    _Atomic(void *) ctx;
    _Atomic int64_t n_items, chunk;
    _Atomic uint64_t work;      /* generation << GEN_SHIFT | next item to hand out */
    _Atomic int64_t items_done; /* items finished in the current job */
    _Atomic uint32_t gen;       /* jobs published */
    _Atomic uint32_t done;      /* jobs finished */
    _Atomic int stop;
} pool;

static void cpu_relax(void) {
#if defined(__x86_64__) || defined(__i386__)
    __builtin_ia32_pause();
#endif
}

/* Returns once *v != old: spins for SPIN_NS, then sleeps on cv. */
static void wait_change(pool *p, _Atomic uint32_t *v, uint32_t old, pthread_cond_t *cv) {
    uint64_t t0 = 0;
    for (unsigned i = 1; atomic_load(v) == old; i++) {
        cpu_relax();
        if (i % 256) continue;
        if (!t0) t0 = now_ns();
        else if (now_ns() - t0 > SPIN_NS) break;
    }
    pthread_mutex_lock(&p->mu);
    while (atomic_load(v) == old) pthread_cond_wait(cv, &p->mu);
    pthread_mutex_unlock(&p->mu);
}

/* Bumps *v and wakes its sleepers (a sleeper checks *v under the mutex: no lost wake-up). */
static void bump(pool *p, _Atomic uint32_t *v, pthread_cond_t *cv) {
    atomic_fetch_add(v, 1);
    pthread_mutex_lock(&p->mu);
    pthread_cond_broadcast(cv);
    pthread_mutex_unlock(&p->mu);
}

/* Claims and runs chunks of job `gen` until none is left (or a later job has started). */
static void run_items(pool *p, uint32_t gen) {
    const uint64_t tag = (uint64_t)gen << GEN_SHIFT;
    task_fn fn = atomic_load(&p->fn);
    void *ctx = atomic_load(&p->ctx);
    int64_t n = atomic_load(&p->n_items), chunk = atomic_load(&p->chunk);
    uint64_t w = atomic_load(&p->work);
    for (;;) {
        int64_t b = (int64_t)(w & ITEM_MASK);
        if ((w & ~ITEM_MASK) != tag || b >= n) return;
        if (!atomic_compare_exchange_weak(&p->work, &w, w + (uint64_t)chunk)) continue;
        int64_t e = b + chunk < n ? b + chunk : n;
        fn(ctx, b, e);
        if (atomic_fetch_add(&p->items_done, e - b) + (e - b) == n) bump(p, &p->done, &p->finished);
        w = atomic_load(&p->work);
    }
}

static void *worker(void *arg) {
    pool *p = arg;
    uint32_t seen = 0; /* no job is published before the pool is started */
    for (;;) {
        wait_change(p, &p->gen, seen, &p->wake);
        seen = atomic_load(&p->gen); /* jobs missed while asleep were finished without us */
        if (atomic_load(&p->stop)) return NULL;
        run_items(p, seen);
    }
}

/* Runs fn over items [0, n_items) on every thread; returns when all are done. */
static void pool_run(pool *p, task_fn fn, void *ctx, int64_t n_items) {
    if (n_items <= 0) return;
    if (p->started == 0) {
        fn(ctx, 0, n_items);
        return;
    }
    int64_t chunk = n_items / ((int64_t)p->n * 8);
    uint32_t gen = atomic_load(&p->gen) + 1, done = atomic_load(&p->done);
    uint64_t tag = (uint64_t)gen << GEN_SHIFT;
    /* Close the counter under the new generation first: a late worker of the previous job
     * fails its claim from here on, so it never pairs the old generation with new fields. */
    atomic_store(&p->work, tag | ITEM_MASK);
    atomic_store(&p->fn, fn), atomic_store(&p->ctx, ctx);
    atomic_store(&p->n_items, n_items), atomic_store(&p->chunk, chunk < 1 ? 1 : chunk);
    atomic_store(&p->items_done, 0);
    atomic_store(&p->work, tag);
    bump(p, &p->gen, &p->wake);
    run_items(p, gen);
    wait_change(p, &p->done, done, &p->finished);
}

static void pool_stop(pool *p) {
    if (p->started) {
        atomic_store(&p->stop, 1);
        bump(p, &p->gen, &p->wake);
        for (int i = 0; i < p->started; i++) pthread_join(p->threads[i], NULL);
    }
    if (p->threads) {
        pthread_mutex_destroy(&p->mu);
        pthread_cond_destroy(&p->wake);
        pthread_cond_destroy(&p->finished);
    }
    free(p->threads);
    p->threads = NULL, p->started = 0;
}

static int pool_start(pool *p, int n, char *err, size_t len) {
    memset(p, 0, sizeof *p);
    p->n = n;
    p->threads = calloc((size_t)n, sizeof *p->threads);
    if (!p->threads) return fail(err, len, "out of memory starting %d threads", n);
    pthread_mutex_init(&p->mu, NULL);
    pthread_cond_init(&p->wake, NULL);
    pthread_cond_init(&p->finished, NULL);
    for (int i = 0; i < n - 1; i++, p->started++) {
        int rc = pthread_create(&p->threads[i], NULL, worker, p);
        if (rc) {
            pool_stop(p);
            return fail(err, len, "cannot start thread %d of %d: %s; pass fewer threads", i + 2, n,
                        strerror(rc));
        }
    }
    return 0;
}

/* ================================================================ 7. model */

/* What the last ROUTE step chose (plan.experts; NULLs for a dense model), for the n rows of the
 * forward: row m's experts expert[m * n_used + s] in the order chosen, with their weights, and
 * where its routed row for each is (at[m * n_used + s]); the routed rows grouped by expert,
 * expert e's count[e] rows from first[e] on, each expert's in canvas order (src: a routed row's
 * canvas row); items: an EXPERT step's work items before each expert's, [n_expert + 1]. */
typedef struct dllmc_routes {
    int32_t *expert, *at, *src;
    float *weight;
    int64_t *first, *count, *items;
    int64_t n;                /* rows routed (0: no ROUTE step has run in this forward) */
} dllmc_routes;

struct dllmc_model {
    const dllmc_plan *plan;
    uint8_t *map;             /* the GGUF, read-only */
    size_t map_bytes;
    uint8_t *packed;          /* every non-RAW weight's form, each 64-byte aligned */
    uint8_t *cache_map;       /* or: the weight cache file that holds them (see below) */
    size_t cache_bytes;
    const void **weight;      /* weights[i]'s bytes: into packed, or into the map (RAW) */
    uint8_t *arena;
    uint64_t *step_ns;        /* per forward step, accumulated */
    pool pool;
    _Atomic int running;      /* a forward pass is in progress */
    /* the K/V store (dllmc_rows.h: the scratch slot, then rows.n_slots persistent slots); an
     * anonymous map, so untouched positions cost no memory and read as zeros */
    uint8_t *store;
    size_t store_bytes;
    dllmc_row_tables rows;    /* the rows of the forward in progress (dllmc_rows.h) */
    dllmc_routes routes;      /* a mixture of experts: the last ROUTE step's choices */
    int32_t pass;             /* the pass of the forward in progress (enum dllmc_pass) */
    const float *sc_logits;   /* its self-conditioning logits (DLLMC_PASS_DECODE_SC), else NULL */
};

const dllmc_plan *dllmc_plan_info(void) { return &dllmc_artifact_plan; }

static uint64_t round_up(uint64_t x, uint64_t a) { return (x + a - 1) / a * a; }

/* ---------------------------------------------------------------- checking the plan */

static int check_weight(const dllmc_plan *P, int i, char *err, size_t len) {
    const dllmc_weight *w = &P->weights[i];
    const qtype *t = find_type(w->ggml_type);
    const char *name = str(w->name);
    if (!t)
        return fail(err, len, "tensor %s has ggml type %d, which this runtime does not support", name,
                    w->ggml_type);
    if (w->n < 1 || w->k < 1 || w->n > (1LL << 31) || w->k > (1LL << 31) || w->n * w->k > (1LL << 44))
        return fail(err, len, "artifact plan: tensor %s has a bad shape %lldx%lld", name, (ll)w->n,
                    (ll)w->k);
    bool matrix_form = w->form == DLLMC_FORM_QR8 || w->form == DLLMC_FORM_FR8 || w->form == DLLMC_FORM_RAW;
    if (matrix_form ? w->k % t->block : (w->n * w->k) % t->block)
        return fail(err, len, "artifact plan: tensor %s (%s) has %lld inputs, not a multiple of the block size %d",
                    name, t->name, (ll)w->k, t->block);
    if (w->form < DLLMC_FORM_RAW || w->form > DLLMC_FORM_FR8 || (w->form == DLLMC_FORM_QR8 && !t->decode) ||
        (w->form == DLLMC_FORM_FR8 && !t->elem_bytes))
        return fail(err, len, "artifact plan: tensor %s (%s) cannot take form %d", name, t->name, w->form);
    uint64_t nbytes = (uint64_t)(w->n * w->k / t->block) * (uint64_t)t->block_bytes;
    if (w->nbytes != nbytes)
        return fail(err, len, "artifact plan: tensor %s (%s, %lldx%lld) is %llu bytes, expected %llu", name, t->name,
                    (ll)w->n, (ll)w->k, (ull)w->nbytes, (ull)nbytes);
    if (w->packed_bytes != form_bytes(w, t))
        return fail(err, len, "artifact plan: tensor %s (%s) takes %llu bytes in form %d, the plan says %llu", name,
                    t->name, (ull)form_bytes(w, t), w->form, (ull)w->packed_bytes);
    return 0;
}

static int check_buffer_id(const dllmc_plan *P, const dllmc_step *s, int32_t b, bool output, bool init,
                           char *err, size_t len) {
    if (b == DLLMC_BUF_NONE || (b >= 0 && b < P->n_buffers)) return 0;
    if (!init && ((b == DLLMC_BUF_IDS && !output) || b == DLLMC_BUF_LOGITS)) return 0;
    if (!init && !output && b == DLLMC_BUF_SC_LOGITS && s->kind == DLLMC_STEP_SOFT_EMBED &&
        s->passes == 1 << DLLMC_PASS_DECODE_SC)
        return 0;
    bool store = b == DLLMC_BUF_K_STORE || b == DLLMC_BUF_V_STORE;
    if (!init && store && s->layer >= 0 && s->layer < P->n_layer &&
        (output ? s->rows == DLLMC_ROWS_STORE : s->rows == DLLMC_ROWS_SEQUENCE))
        return 0;
    return fail(err, len, "artifact plan: step %s names buffer %d, which it cannot use here", str(s->name), b);
}

/* The steps of a mixture of experts: only in a plan with experts, reading routes only after a
 * ROUTE step (*routed), with routed buffers of n_used rows per canvas row and expert stacks of
 * n_expert whole matrices. */
static int check_expert_step(const dllmc_plan *P, const dllmc_step *s, bool *routed, char *err, size_t len) {
    const char *name = str(s->name);
    bool route = s->kind == DLLMC_STEP_ROUTE, combine = s->kind == DLLMC_STEP_COMBINE;
    bool rows = s->rows == DLLMC_ROWS_ROUTED || s->rows == DLLMC_ROWS_EXPERT;
    if (!route && !combine && !rows) return 0;
    const dllmc_experts *X = P->experts;
    if (!X) return fail(err, len, "artifact plan: step %s routes rows to experts in a plan without experts", name);
    if ((combine || rows) && !*routed)
        return fail(err, len, "artifact plan: step %s reads routes before any route step", name);
    uint64_t n_used = (uint64_t)X->n_used;
    if (route) {
        if (s->x < 0 || P->buffers[s->x].row_bytes < 4 * (uint64_t)X->n_expert || s->rows != DLLMC_ROWS_CANVAS)
            return fail(err, len, "artifact plan: route step %s must read n_expert router logits per row", name);
        if (s->weight >= 0 && (P->weights[s->weight].form != DLLMC_FORM_F32 ||
                               P->weights[s->weight].n * P->weights[s->weight].k != X->n_expert))
            return fail(err, len, "artifact plan: route step %s needs an f32 bias of n_expert values", name);
        *routed = true;
        return 0;
    }
    if (combine && ((s->x < 0 && s->x != DLLMC_BUF_NONE) || s->x2 < 0 || s->y < 0 ||
                    s->rows != DLLMC_ROWS_CANVAS ||
                    (s->x >= 0 && P->buffers[s->x].row_bytes != 4 * (uint64_t)P->n_embd) ||
                    P->buffers[s->y].row_bytes != 4 * (uint64_t)P->n_embd ||
                    P->buffers[s->x2].row_bytes != n_used * 4 * (uint64_t)P->n_embd))
        return fail(err, len, "artifact plan: combine step %s must read [n_embd] rows and n_used routed rows", name);
    /* a routed buffer holds n_used routed rows per canvas row (a ROUTED step may read x at each
     * routed row's canvas row: the gathered norm) */
    int32_t bufs[] = {s->x, s->x2, s->x3, s->y};
    for (int b = s->rows == DLLMC_ROWS_ROUTED; b < 4 && !combine; b++) /* combine: checked above */
        if (bufs[b] >= 0 && P->buffers[bufs[b]].row_bytes % n_used)
            return fail(err, len, "artifact plan: step %s: buffer %s is not n_used routed rows per row", name,
                        str(P->buffers[bufs[b]].name));
    if (s->rows == DLLMC_ROWS_EXPERT) {
        const dllmc_weight *w = s->weight >= 0 ? &P->weights[s->weight] : NULL;
        if (!w || w->form == DLLMC_FORM_RAW || w->n % X->n_expert || w->packed_bytes % (uint64_t)X->n_expert)
            return fail(err, len, "artifact plan: expert step %s needs a stack of n_expert matrices", name);
    }
    return 0;
}

static int check_steps(const dllmc_plan *P, const dllmc_step *steps, int n, bool init, char *err,
                       size_t len) {
    if (n < 0 || (n > 0 && !steps)) return fail(err, len, "artifact plan: bad step table");
    bool routed = false;
    for (int i = 0; i < n; i++) {
        const dllmc_step *s = &steps[i];
        const char *name = str(s->name);
        if (s->passes <= 0 || s->passes >= 1 << P->n_passes)
            return fail(err, len, "artifact plan: step %s runs in passes %#x of %d", name, s->passes,
                        P->n_passes);
        if (s->weight < -1 || s->weight >= P->n_weights)
            return fail(err, len, "artifact plan: step %s names weight %d of %d", name, s->weight,
                        P->n_weights);
        if (s->rows != DLLMC_ROWS_CANVAS && (init || s->rows < 0 || s->rows > DLLMC_ROWS_EXPERT))
            return fail(err, len, "artifact plan: step %s has rows mode %d", name, s->rows);
        if (check_expert_step(P, s, &routed, err, len)) return 1;
        if (check_buffer_id(P, s, s->x, false, init, err, len) ||
            check_buffer_id(P, s, s->x2, false, init, err, len) ||
            check_buffer_id(P, s, s->x3, false, init, err, len) ||
            check_buffer_id(P, s, s->y, true, init, err, len))
            return 1;
        bool logits = s->x == DLLMC_BUF_LOGITS || s->x2 == DLLMC_BUF_LOGITS || s->x3 == DLLMC_BUF_LOGITS ||
                      s->y == DLLMC_BUF_LOGITS;
        if (logits && s->rows != DLLMC_ROWS_SELECTED) /* the caller's logits hold n_rows rows */
            return fail(err, len, "artifact plan: step %s uses the logits over the whole canvas", name);
        if (s->join) { /* the region's other steps: the same x, rows and passes, a y of its own */
            const dllmc_step *f = s;
            while (f > steps && f->join) f--;
            bool ok = !init && f != s && s->kind == DLLMC_STEP_KERNEL && f->kind == DLLMC_STEP_KERNEL &&
                      s->x == f->x && s->rows == f->rows && s->passes == f->passes && s->y != s->x &&
                      s->rows != DLLMC_ROWS_SEQUENCE && s->rows != DLLMC_ROWS_EXPERT;
            for (const dllmc_step *o = f; ok && o < s; o++) ok = o->y != s->y && o->y != s->x;
            if (!ok)
                return fail(err, len, "artifact plan: step %s cannot share the parallel region of the steps "
                            "before it", name);
        }
        if (s->kind == DLLMC_STEP_KERNEL) {
            if (!s->fn || !s->items) return fail(err, len, "artifact plan: step %s has no kernel", name);
        } else if ((s->kind == DLLMC_STEP_ROUTE || s->kind == DLLMC_STEP_COMBINE) && !init) {
            /* checked by check_expert_step */
        } else if (s->kind == DLLMC_STEP_SOFT_EMBED && !init) {
            const dllmc_weight *w = s->weight >= 0 ? &P->weights[s->weight] : NULL;
            if (!w || w->form != DLLMC_FORM_RAW || w->k != P->n_embd || w->n < P->n_vocab)
                return fail(err, len, "artifact plan: soft embedding step %s needs a RAW [n_vocab, n_embd] "
                            "weight", name);
            if (s->x != DLLMC_BUF_SC_LOGITS || s->x2 < 0 || s->y < 0 || s->rows != DLLMC_ROWS_CANVAS ||
                P->buffers[s->x2].row_bytes != 4 * (uint64_t)P->n_vocab ||
                P->buffers[s->y].row_bytes != 4 * (uint64_t)P->n_embd)
                return fail(err, len, "artifact plan: soft embedding step %s must read the self-conditioning "
                            "logits into [n_vocab] and [n_embd] float rows", name);
        } else if (s->kind == DLLMC_STEP_EMBED && !init) {
            const dllmc_weight *w = s->weight >= 0 ? &P->weights[s->weight] : NULL;
            if (!w || w->form != DLLMC_FORM_RAW || w->k != P->n_embd || w->n < P->n_vocab)
                return fail(err, len, "artifact plan: embedding step %s needs a RAW [n_vocab, n_embd] weight",
                            name);
            if (s->x != DLLMC_BUF_IDS || s->y < 0 || s->rows != DLLMC_ROWS_CANVAS ||
                P->buffers[s->y].bytes < (uint64_t)P->max_canvas * (uint64_t)P->n_embd * 4)
                return fail(err, len, "artifact plan: embedding step %s must read the ids into a "
                            "[max_canvas, n_embd] float buffer", name);
        } else {
            return fail(err, len, "artifact plan: step %s has kind %d", name, s->kind);
        }
    }
    return 0;
}

static int check_plan(const dllmc_plan *P, char *err, size_t len) {
    if (!P->magic || strcmp(P->magic, DLLMC_MAGIC) || P->format_version != DLLMC_FORMAT_VERSION)
        return fail(err, len, "artifact plan has format version %d, this runtime reads %d; recompile the model",
                    P->format_version, DLLMC_FORMAT_VERSION);
    if (P->n_passes != 1 && P->n_passes != 3)
        return fail(err, len, "artifact plan: %d passes (1 or 3)", P->n_passes);
    if (P->max_canvas < 1 || P->max_canvas > (1 << 24) || P->n_vocab < 1 || P->n_embd < 1 ||
        P->n_weights < 0 || P->n_buffers < 0 || P->n_layer < 0 || P->kv_row_bytes % 4 ||
        (P->n_weights && !P->weights) || (P->n_buffers && !P->buffers))
        return fail(err, len, "artifact plan: bad sizes or tables");
    for (int i = 0; i < P->n_weights; i++)
        if (check_weight(P, i, err, len)) return 1;
    const dllmc_experts *X = P->experts;
    if (X && (X->n_expert < 1 || X->n_expert > MAX_EXPERTS || X->n_used < 1 || X->n_used > X->n_expert ||
              (X->gating != DLLMC_GATING_SOFTMAX && X->gating != DLLMC_GATING_SIGMOID) ||
              X->n_group < 0 || (X->n_group && (X->n_expert % X->n_group || X->n_group_used < 1 ||
                                                X->n_group_used > X->n_group ||
                                                X->n_group_used * (X->n_expert / X->n_group) < X->n_used)) ||
              !(X->scale == X->scale)))
        return fail(err, len, "artifact plan: bad mixture of experts (%d of %d experts, gating %d, %d of %d groups)",
                    X->n_used, X->n_expert, X->gating, X->n_group_used, X->n_group);
    for (int i = 0; i < P->n_buffers; i++) {
        const dllmc_buffer *b = &P->buffers[i];
        if (b->offset % ALIGN || b->offset > P->arena_bytes || b->bytes > P->arena_bytes - b->offset ||
            b->row_bytes * (uint64_t)P->max_canvas > b->bytes)
            return fail(err, len, "artifact plan: buffer %s [%llu, +%llu) is not an aligned range of the "
                        "%llu-byte arena",
                        str(b->name), (ull)b->offset, (ull)b->bytes,
                        (ull)P->arena_bytes);
    }
    return check_steps(P, P->init_steps, P->n_init_steps, true, err, len) ||
           check_steps(P, P->steps, P->n_steps, false, err, len);
}

/* ---------------------------------------------------------------- running steps */

typedef struct kernel_job { dllmc_kernel_fn fn; dllmc_args a; } kernel_job;

static void kernel_task(void *ctx, int64_t begin, int64_t end) {
    const kernel_job *j = ctx;
    j->fn(&j->a, begin, end);
}

typedef struct embed_job {
    const qtype *t;
    const uint8_t *table; /* GGUF rows */
    size_t row_bytes;
    int64_t k;
    const int32_t *ids;
    float *y;
    _Atomic int64_t first_bad; /* the first row whose embedding is not finite (m: none) */
} embed_job;

/* Lowers *first to i (the first of several threads' finds, whatever their order). */
static void note_first(_Atomic int64_t *first, int64_t i) {
    int64_t seen = atomic_load(first);
    while (i < seen && !atomic_compare_exchange_weak(first, &seen, i)) {}
}

/* The embedding table is RAW (never repacked): its rows are checked as they are read. */
static void embed_task(void *ctx, int64_t begin, int64_t end) {
    embed_job *j = ctx;
    for (int64_t i = begin; i < end; i++) {
        float *y = j->y + i * j->k;
        dequantize(j->t, j->table + (size_t)j->ids[i] * j->row_bytes, j->k, y);
        if (!all_finite(y, j->k)) note_first(&j->first_bad, i);
    }
}

/* SOFT_EMBED: each row's softmax over the vocabulary (softmax_task, a row per item), then
 * y = probs . table (soft_embed_task): y[r][i] is the float32 sum, over the tokens v in token
 * order and starting from 0, of probs[r][v] * table[v][i] (the table value dequantized to
 * float32; a product, then a sum: never fused), so a row's result reads its own logits only
 * and has the same bits whatever the CPU, the threads or the tiling.
 *
 * The product is a [n x n_vocab] . [n_vocab x n_embd] GEMM (DiffusionGemma 26B-A4B: 256 x
 * 262144 x 2816 multiply-adds a step). An item is a block-aligned column chunk of the table
 * (up to 256 values) for a group of rows. It dequantizes SE_VT tokens' chunks at a time into a
 * buffer (once for all its rows) and runs a register-tiled kernel over them: each tile of y
 * (RT rows x CV vectors) stays in registers across the SE_VT tokens. The kernel is built three
 * times with its own tile (GCC vector extensions: 16 floats for AVX-512, 8 for AVX2, 4 for the
 * baseline) and se_pick takes the best the CPU runs; the columns past the last whole tile run
 * one value at a time, in the same order. */
#define SE_VT 64    /* tokens dequantized at a time */
#define SE_COLS 256 /* the widest column chunk */

#if defined(__clang__)
#define SE_NOCONTRACT
#define SE_NOCONTRACT_BODY _Pragma("clang fp contract(off)")
#elif defined(__GNUC__)
#define SE_NOCONTRACT __attribute__((optimize("fp-contract=off")))
#define SE_NOCONTRACT_BODY
#else
#define SE_NOCONTRACT
#define SE_NOCONTRACT_BODY
#endif

/* y[r][0..cols) += the sum over v < nv of p[r][v] * buf[v][0..cols), for the rows r < n
 * (p[r] at r * ps, y[r] at r * ys). */
typedef void (*se_kernel_fn)(const float *buf, int64_t nv, int64_t cols, const float *p, int64_t ps,
                             float *y, int64_t ys, int64_t n);

/* Columns [c0, cols) one value at a time. */
SE_NOCONTRACT static void se_columns(const float *buf, int64_t nv, int64_t cols, int64_t c0,
                                     const float *p, int64_t ps, float *y, int64_t ys, int64_t n) {
    SE_NOCONTRACT_BODY
    for (int64_t r = 0; r < n; r++)
        for (int64_t i = c0; i < cols; i++) {
            float acc = y[r * ys + i];
            for (int64_t v = 0; v < nv; v++) {
                float prod = p[r * ps + v] * buf[v * cols + i];
                acc = acc + prod;
            }
            y[r * ys + i] = acc;
        }
}

/* The kernel NAME for vectors of LANES floats, tiles of RT rows x CV vectors (accumulators and
 * the token's CV vectors in registers: RT * CV + CV + 1 of them). */
#define SE_KERNEL(NAME, TARGET, LANES, RT, CV)                                                        \
    TARGET SE_NOCONTRACT static void NAME(const float *buf, int64_t nv, int64_t cols, const float *p, \
                                          int64_t ps, float *y, int64_t ys, int64_t n) {              \
        SE_NOCONTRACT_BODY                                                                            \
        typedef float vec __attribute__((vector_size(4 * (LANES))));                                  \
        const int64_t width = (LANES) * (CV), end = cols - cols % width;                              \
        for (int64_t c = 0; c < end; c += width) {                                                    \
            int64_t r = 0;                                                                            \
            for (; r < n; r += (RT)) {                                                                \
                const int rows = n - r < (RT) ? (int)(n - r) : (RT);                                  \
                vec acc[RT][CV], w[CV];                                                               \
                if (rows == (RT)) {                                                                   \
                    _Pragma("GCC unroll 16") for (int i = 0; i < (RT); i++)                          \
                        _Pragma("GCC unroll 16") for (int j = 0; j < (CV); j++)                      \
                            memcpy(&acc[i][j], y + (r + i) * ys + c + j * (LANES), sizeof(vec));      \
                    for (int64_t v = 0; v < nv; v++) {                                                \
                        _Pragma("GCC unroll 16") for (int j = 0; j < (CV); j++)                      \
                            memcpy(&w[j], buf + v * cols + c + j * (LANES), sizeof(vec));             \
                        _Pragma("GCC unroll 16") for (int i = 0; i < (RT); i++) {                    \
                            const float s = p[(r + i) * ps + v];                                      \
                            _Pragma("GCC unroll 16") for (int j = 0; j < (CV); j++) {                \
                                vec prod = w[j] * s;                                                  \
                                acc[i][j] = acc[i][j] + prod;                                         \
                            }                                                                         \
                        }                                                                             \
                    }                                                                                 \
                    _Pragma("GCC unroll 16") for (int i = 0; i < (RT); i++)                          \
                        _Pragma("GCC unroll 16") for (int j = 0; j < (CV); j++)                      \
                            memcpy(y + (r + i) * ys + c + j * (LANES), &acc[i][j], sizeof(vec));      \
                    continue;                                                                         \
                }                                                                                     \
                for (int i = 0; i < rows; i++) { /* the last rows, one at a time */                   \
                    _Pragma("GCC unroll 16") for (int j = 0; j < (CV); j++)                          \
                        memcpy(&acc[0][j], y + (r + i) * ys + c + j * (LANES), sizeof(vec));          \
                    for (int64_t v = 0; v < nv; v++) {                                                \
                        const float s = p[(r + i) * ps + v];                                          \
                        _Pragma("GCC unroll 16") for (int j = 0; j < (CV); j++) {                    \
                            memcpy(&w[j], buf + v * cols + c + j * (LANES), sizeof(vec));             \
                            vec prod = w[j] * s;                                                      \
                            acc[0][j] = acc[0][j] + prod;                                             \
                        }                                                                             \
                    }                                                                                 \
                    _Pragma("GCC unroll 16") for (int j = 0; j < (CV); j++)                          \
                        memcpy(y + (r + i) * ys + c + j * (LANES), &acc[0][j], sizeof(vec));          \
                }                                                                                     \
            }                                                                                         \
        }                                                                                             \
        if (end < cols) se_columns(buf, nv, cols, end, p, ps, y, ys, n);                              \
    }

/* dequantize() of one row's column chunk, built per target like the kernel: each block decoded
 * as dequantize() decodes it, its values formed chunk by chunk at the constant widths 16 or 32
 * (loops the target's vectors run); the same products (and sums, for the types with a free
 * min: never fused) as dequantize(), so the same values. The float types: dequantize(). */
#define SE_DEQUANT(NAME, TARGET)                                                                      \
    TARGET SE_NOCONTRACT static void NAME(const qtype *t, const uint8_t *src, int64_t count,         \
                                          float *dst) {                                               \
        SE_NOCONTRACT_BODY                                                                            \
        if (t->elem_bytes || (t->G != 16 && t->G != 32)) {                                            \
            dequantize(t, src, count, dst);                                                           \
            return;                                                                                   \
        }                                                                                             \
        uint8_t u[MAX_BLOCK];                                                                         \
        float d[MAX_CHUNKS], m[MAX_CHUNKS];                                                           \
        const int G = t->G, chunks = t->block / G, offset = t->offset;                                \
        for (int64_t b = 0; b < count / t->block; b++, src += t->block_bytes, dst += t->block) {      \
            t->decode(src, u, d, m, NULL);                                                            \
            for (int c = 0; c < chunks; c++) {                                                        \
                const float dc = d[c], mc = m[c];                                                     \
                const uint8_t *uc = u + c * G;                                                        \
                float *o = dst + c * G;                                                               \
                if (t->bits == 8 && G == 32)                                                          \
                    for (int i = 0; i < 32; i++) o[i] = dc * (float)(int8_t)uc[i];                    \
                else if (t->has_min && G == 32)                                                       \
                    for (int i = 0; i < 32; i++) {                                                    \
                        float prod = dc * (float)uc[i];                                               \
                        o[i] = prod + mc;                                                             \
                    }                                                                                 \
                else if (G == 32)                                                                     \
                    for (int i = 0; i < 32; i++) o[i] = dc * (float)(uc[i] - offset);                 \
                else if (t->bits == 8)                                                                \
                    for (int i = 0; i < 16; i++) o[i] = dc * (float)(int8_t)uc[i];                    \
                else if (t->has_min)                                                                  \
                    for (int i = 0; i < 16; i++) {                                                    \
                        float prod = dc * (float)uc[i];                                               \
                        o[i] = prod + mc;                                                             \
                    }                                                                                 \
                else                                                                                  \
                    for (int i = 0; i < 16; i++) o[i] = dc * (float)(uc[i] - offset);                 \
            }                                                                                         \
        }                                                                                             \
    }

typedef void (*se_dequant_fn)(const qtype *t, const uint8_t *src, int64_t count, float *dst);

SE_KERNEL(se_base, , 4, 4, 2)
SE_DEQUANT(se_dequant_base, )
#if (defined(__x86_64__) || defined(__i386__)) && defined(__GNUC__)
SE_KERNEL(se_avx2, __attribute__((target("avx2"))), 8, 6, 2)
SE_DEQUANT(se_dequant_avx2, __attribute__((target("avx2"))))
SE_KERNEL(se_avx512, __attribute__((target("avx512f,avx512bw,avx512vl"))), 16, 6, 4)
SE_DEQUANT(se_dequant_avx512, __attribute__((target("avx512f,avx512bw,avx512vl"))))
#endif

/* The kernel and the dequantizer for this CPU. */
static se_kernel_fn se_pick(se_dequant_fn *dequant) {
#if (defined(__x86_64__) || defined(__i386__)) && defined(__GNUC__)
    __builtin_cpu_init();
    if (__builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw") &&
        __builtin_cpu_supports("avx512vl"))
        return *dequant = se_dequant_avx512, se_avx512;
    if (__builtin_cpu_supports("avx2")) return *dequant = se_dequant_avx2, se_avx2;
#endif
    return *dequant = se_dequant_base, se_base;
}

typedef struct soft_job {
    const qtype *t;
    const uint8_t *table;
    size_t row_bytes;
    int64_t n_vocab, n_embd, n, cols;
    int64_t groups, group_rows; /* items: column chunk c, row group g at c * groups + g */
    se_kernel_fn kernel;
    se_dequant_fn dequant;
    const float *logits; /* [n][n_vocab] */
    float *probs;        /* [n][n_vocab] */
    float *y;            /* [n][n_embd] */
    _Atomic int64_t first_bad; /* the first row whose logits are not finite (n: none) */
} soft_job;

static void softmax_task(void *ctx, int64_t begin, int64_t end) {
    soft_job *j = ctx;
    for (int64_t r = begin; r < end; r++) {
        const float *z = j->logits + r * j->n_vocab;
        float *p = j->probs + r * j->n_vocab;
        if (!all_finite(z, j->n_vocab)) {
            note_first(&j->first_bad, r);
            continue;
        }
        float mx = z[0];
        for (int64_t v = 1; v < j->n_vocab; v++) mx = z[v] > mx ? z[v] : mx;
        double sum = 0;
        for (int64_t v = 0; v < j->n_vocab; v++) sum += (double)(p[v] = expf(z[v] - mx));
        float total = (float)sum;
        for (int64_t v = 0; v < j->n_vocab; v++) p[v] /= total;
    }
}

static void soft_embed_task(void *ctx, int64_t begin, int64_t end) {
    soft_job *j = ctx;
    float buf[SE_VT * SE_COLS] __attribute__((aligned(64)));
    const int64_t cols = j->cols;
    size_t chunk_bytes = (size_t)(cols / j->t->block) * (size_t)j->t->block_bytes;
    for (int64_t item = begin; item < end; item++) {
        int64_t c = item / j->groups, r0 = item % j->groups * j->group_rows;
        int64_t n = j->n - r0 < j->group_rows ? j->n - r0 : j->group_rows;
        if (n <= 0) continue;
        float *y = j->y + r0 * j->n_embd + c * cols;
        for (int64_t r = 0; r < n; r++) memset(y + r * j->n_embd, 0, (size_t)cols * 4);
        const uint8_t *src = j->table + (size_t)c * chunk_bytes;
        for (int64_t v0 = 0; v0 < j->n_vocab; v0 += SE_VT) {
            int64_t nv = j->n_vocab - v0 < SE_VT ? j->n_vocab - v0 : SE_VT;
            for (int64_t v = 0; v < nv; v++)
                j->dequant(j->t, src + (size_t)(v0 + v) * j->row_bytes, cols, buf + v * cols);
            /* the next tokens' table chunks and probabilities, on their way while the kernel runs
             * (rows 2 KiB and more apart, 1 MiB for the probabilities: no prefetcher sees them) */
            int64_t next = j->n_vocab - v0 - nv < SE_VT ? j->n_vocab - v0 - nv : SE_VT;
            for (int64_t v = 0; v < next; v++)
                for (size_t b = 0; b < chunk_bytes; b += 64)
                    __builtin_prefetch(src + (size_t)(v0 + nv + v) * j->row_bytes + b);
            for (int64_t r = 0; r < n && next > 0; r++)
                for (int64_t v = 0; v < next; v += 16)
                    __builtin_prefetch(j->probs + (r0 + r) * j->n_vocab + v0 + nv + v);
            j->kernel(buf, nv, cols, j->probs + r0 * j->n_vocab + v0, j->n_vocab, y, j->n_embd, n);
        }
    }
}

/* ---------------------------------------------------------------- mixtures of experts
 * ROUTE: each row's experts (route_task, on the pool: a row's choice reads its own logits
 * only), then the routed rows grouped by expert in canvas order (serial, M x n_used entries).
 * EXPERT steps run a kernel once per expert over its routed rows, all experts' items in one
 * job; COMBINE sums each row's routed rows back in the order chosen. Nothing a row gets
 * depends on the other rows of the call: its choice and weights are its own, the expert
 * kernels compute each row from that row alone (as every GEMM here does), and its sum runs
 * over its own experts in a fixed order. */

typedef struct route_job {
    const dllmc_experts *X;
    const float *logits;      /* [n][logit_stride] */
    uint64_t logit_stride;    /* floats */
    const float *bias;        /* [n_expert] or NULL (with weight_scales: each expert's factor) */
    dllmc_routes *r;
} route_job;

/* The n_used best of score + bias among the allowed experts, ties to the lower index. */
static void route_row(const route_job *j, int64_t m) {
    const dllmc_experts *X = j->X;
    const int E = X->n_expert, k = X->n_used;
    const float *l = j->logits + (uint64_t)m * j->logit_stride;
    float score[MAX_EXPERTS], pick[MAX_EXPERTS];
    if (X->gating == DLLMC_GATING_SOFTMAX) { /* as ggml's soft_max: the sum in double */
        float max = -INFINITY;
        for (int e = 0; e < E; e++) max = l[e] > max ? l[e] : max;
        double sum = 0;
        for (int e = 0; e < E; e++) sum += (double)(score[e] = expf(l[e] - max));
        float inv = (float)(1.0 / sum);
        for (int e = 0; e < E; e++) score[e] *= inv;
    } else {
        for (int e = 0; e < E; e++) score[e] = 1.0f / (1.0f + expf(-l[e]));
    }
    const float *bias = X->weight_scales ? NULL : j->bias;
    for (int e = 0; e < E; e++) pick[e] = score[e] + (bias ? bias[e] : 0.0f);
    if (X->n_group) { /* keep the n_group_used groups whose two best sum highest */
        int size = E / X->n_group;
        float group[MAX_EXPERTS];
        for (int g = 0; g < X->n_group; g++) {
            float a = -INFINITY, b = -INFINITY;
            for (int e = g * size; e < (g + 1) * size; e++)
                if (pick[e] > a) b = a, a = pick[e];
                else if (pick[e] > b) b = pick[e];
            group[g] = size > 1 ? a + b : a;
        }
        bool keep[MAX_EXPERTS] = {false};
        for (int u = 0; u < X->n_group_used; u++) {
            int best = -1;
            for (int g = 0; g < X->n_group; g++)
                if (!keep[g] && (best < 0 || group[g] > group[best])) best = g;
            keep[best] = true;
        }
        for (int e = 0; e < E; e++)
            if (!keep[e / size]) pick[e] = -INFINITY;
    }
    int32_t *ids = j->r->expert + m * k;
    float *w = j->r->weight + m * k, sum = 0;
    for (int s = 0; s < k; s++) {
        int best = -1;
        for (int e = 0; e < E; e++) {
            bool taken = false;
            for (int t = 0; t < s && !taken; t++) taken = ids[t] == e;
            if (!taken && (best < 0 || pick[e] > pick[best])) best = e;
        }
        ids[s] = best;
        sum += w[s] = score[best];
    }
    float inv = X->norm ? 1.0f / (sum > 6.103515625e-5f ? sum : 6.103515625e-5f) : 1.0f;
    for (int s = 0; s < k; s++) w[s] = X->norm ? w[s] * inv * X->scale : w[s] * X->scale;
    if (X->weight_scales && j->bias)
        for (int s = 0; s < k; s++) w[s] *= j->bias[ids[s]];
}

static void route_task(void *ctx, int64_t begin, int64_t end) {
    for (int64_t m = begin; m < end; m++) route_row(ctx, m);
}

static void route(dllmc_model *M, const float *logits, uint64_t logit_row_bytes, const float *bias, int64_t n) {
    const dllmc_experts *X = M->plan->experts;
    dllmc_routes *r = &M->routes;
    route_job job = {X, logits, logit_row_bytes / 4, bias, r};
    pool_run(&M->pool, route_task, &job, n);
    const int64_t k = X->n_used;
    memset(r->count, 0, (size_t)X->n_expert * sizeof *r->count);
    memset(r->items, 0, (size_t)X->n_expert * sizeof *r->items);
    for (int64_t i = 0; i < n * k; i++) r->count[r->expert[i]]++;
    for (int e = 0, at = 0; e < X->n_expert; at += (int)r->count[e], e++) r->first[e] = at;
    for (int64_t m = 0; m < n; m++) /* canvas order inside each expert */
        for (int64_t s = 0; s < k; s++) {
            int32_t e = r->expert[m * k + s];
            int64_t at = r->first[e] + r->items[e]++; /* items: a fill counter until the next step */
            r->src[at] = (int32_t)m, r->at[m * k + s] = (int32_t)at;
        }
    r->n = n;
}

typedef struct expert_job {
    dllmc_kernel_fn fn;
    dllmc_args a;             /* the step's args at expert 0's rows and matrix */
    const dllmc_routes *r;
    int n_expert;
    uint64_t x_row, y_row, w_bytes; /* a routed row of x and y, one expert's matrix */
} expert_job;

/* Items [begin, end) of every expert's items laid end to end (r->items: where each starts). */
static void expert_task(void *ctx, int64_t begin, int64_t end) {
    const expert_job *j = ctx;
    const int64_t *items = j->r->items;
    int lo = 0, hi = j->n_expert; /* the expert holding item begin: items[e] <= begin < items[e + 1] */
    while (hi - lo > 1) {
        int mid = (lo + hi) / 2;
        if (items[mid] <= begin) lo = mid; else hi = mid;
    }
    for (int e = lo; begin < end; e++) {
        int64_t stop = end < items[e + 1] ? end : items[e + 1];
        if (stop > begin) {
            dllmc_args b = j->a;
            uint64_t first = (uint64_t)j->r->first[e];
            b.x = (const uint8_t *)j->a.x + first * j->x_row;
            b.y = (uint8_t *)j->a.y + first * j->y_row;
            b.w = (const uint8_t *)j->a.w + (uint64_t)e * j->w_bytes;
            b.m = j->r->count[e];
            j->fn(&b, begin - items[e], stop - items[e]);
        }
        begin = stop;
    }
}

static int run_experts(dllmc_model *M, const dllmc_step *s, const dllmc_args *a, char *err, size_t len) {
    const dllmc_plan *P = M->plan;
    dllmc_routes *r = &M->routes;
    const int E = P->experts->n_expert, k = P->experts->n_used;
    r->items[0] = 0;
    for (int e = 0; e < E; e++) {
        int64_t n = r->count[e] ? s->items(r->count[e]) : 0;
        if (n < 0)
            return fail(err, len, "step %s: its kernel reports %lld items for m = %lld", str(s->name), (ll)n,
                        (ll)r->count[e]);
        r->items[e + 1] = r->items[e] + n;
    }
    expert_job job = {s->fn, *a, r, E, P->buffers[s->x].row_bytes / (uint64_t)k,
                      P->buffers[s->y].row_bytes / (uint64_t)k, P->weights[s->weight].packed_bytes / (uint64_t)E};
    pool_run(&M->pool, expert_task, &job, r->items[E]);
    return 0;
}

typedef struct combine_job {
    const float *x, *d;       /* [n][n_embd] (x NULL: the sum alone), routed [n * n_used][n_embd] */
    float *y;
    const dllmc_routes *r;
    int64_t n_embd, k;
} combine_job;

static void combine_task(void *ctx, int64_t begin, int64_t end) {
    const combine_job *j = ctx;
    for (int64_t m = begin; m < end; m++) {
        const float *x = j->x ? j->x + m * j->n_embd : NULL;
        float *y = j->y + m * j->n_embd;
        const float *w = j->r->weight + m * j->k;
        const int32_t *at = j->r->at + m * j->k;
        for (int64_t c = 0; c < j->n_embd; c++) {
            float acc = w[0] * j->d[(int64_t)at[0] * j->n_embd + c];
            for (int64_t s = 1; s < j->k; s++) acc += w[s] * j->d[(int64_t)at[s] * j->n_embd + c];
            y[c] = j->x ? x[c] + acc : acc;
        }
    }
}

/* The K (kv = 0) or V (kv = 1) store of a layer at slot `slot` (-1: the scratch slot). */
static uint8_t *store_at(dllmc_model *M, int32_t layer, int kv, int32_t slot) {
    const dllmc_plan *P = M->plan;
    return M->store + store_offset(P->max_canvas, P->kv_row_bytes, M->rows.n_slots, layer, kv, slot);
}

static void *buffer(dllmc_model *M, const dllmc_step *s, int32_t b, int32_t slot, float *logits) {
    if (b == DLLMC_BUF_IDS) return M->rows.ids;
    if (b == DLLMC_BUF_LOGITS) return logits;
    if (b == DLLMC_BUF_SC_LOGITS) return (void *)M->sc_logits;
    if (b == DLLMC_BUF_K_STORE || b == DLLMC_BUF_V_STORE)
        return store_at(M, s->layer, b == DLLMC_BUF_V_STORE, slot);
    return b >= 0 ? M->arena + M->plan->buffers[b].offset : NULL;
}

/* The row bytes of an arena buffer (SEQUENCE steps offset x and y to the sequence's rows). */
static uint64_t row_bytes(const dllmc_plan *P, int32_t b) { return b >= 0 ? P->buffers[b].row_bytes : 0; }

/* Step s's items at m rows; where its kernel reports a negative count, fails with one line and
 * returns -1. */
static int64_t step_items(const dllmc_step *s, int64_t m, char *err, size_t len) {
    int64_t items = s->items(m);
    if (items < 0)
        fail(err, len, "step %s: its kernel reports %lld items for m = %lld", str(s->name), (ll)items, (ll)m);
    return items;
}

static int run_kernel(dllmc_model *M, const dllmc_step *s, const dllmc_args *a, char *err, size_t len) {
    int64_t items = step_items(s, a->m, err, len);
    if (items < 0) return 1;
    kernel_job job = {s->fn, *a};
    pool_run(&M->pool, kernel_task, &job, items);
    return 0;
}

/* A region: steps that share one parallel region (a step and the ones joined to it), their
 * items numbered one after the other. Each item runs as it would in its own step's call. */
#define REGION_MAX 8
typedef struct region_job {
    int n;
    kernel_job part[REGION_MAX];
    int64_t first[REGION_MAX + 1]; /* part p's items: [first[p], first[p + 1]) */
} region_job;

static void region_task(void *ctx, int64_t begin, int64_t end) {
    const region_job *j = ctx;
    for (int p = 0; p < j->n && begin < end; p++) {
        int64_t lo = j->first[p], hi = j->first[p + 1];
        if (begin >= hi) continue;
        int64_t e = end < hi ? end : hi;
        j->part[p].fn(&j->part[p].a, begin - lo, e - lo);
        begin = e;
    }
}

/* Runs steps s[0..n) (s[1..n) joined to s[0]) over the same rows `a` (each its own weight and
 * y) in one parallel region; their time is shared out on ns[0..n) by their items. */
static int run_region(dllmc_model *M, const dllmc_step *s, int n, const dllmc_args *a, int32_t slot0,
                      float *logits, uint64_t *ns, char *err, size_t len) {
    uint64_t t0 = now_ns();
    region_job job = {.n = n};
    for (int p = 0; p < n; p++) {
        int64_t items = step_items(&s[p], a->m, err, len);
        if (items < 0) return 1;
        job.part[p] = (kernel_job){s[p].fn, *a};
        job.part[p].a.w = s[p].weight >= 0 ? M->weight[s[p].weight] : NULL;
        job.part[p].a.y = buffer(M, &s[p], s[p].y, slot0, logits);
        job.first[p + 1] = job.first[p] + items;
    }
    pool_run(&M->pool, region_task, &job, job.first[n]);
    if (ns && job.first[n] > 0) {
        uint64_t t = now_ns() - t0;
        for (int p = 0; p < n; p++)
            ns[p] += t * (uint64_t)(job.first[p + 1] - job.first[p]) / (uint64_t)job.first[n];
    }
    return 0;
}

/* Runs steps over the n rows of M's row tables (the init steps: m = max_canvas, no rows);
 * logits for rows[0..n_rows). Non-zero on a plan error. */
static int run_steps(dllmc_model *M, const dllmc_step *steps, int n_steps, uint64_t *ns, int64_t n,
                     const int32_t *rows, int64_t n_rows, float *logits, char *err, size_t len) {
    const dllmc_plan *P = M->plan;
    /* STORE steps write at slot 0 + store row, or into the scratch slot (one scratch sequence) */
    int32_t slot0 = M->rows.n_seqs == 1 && M->rows.seq_slot[0] < 0 ? -1 : 0;
    for (int i = 0; i < n_steps; i++) {
        const dllmc_step *s = &steps[i];
        if (!(s->passes & 1 << M->pass)) continue;
        uint64_t t0 = now_ns();
        dllmc_args a = {
            .w = s->weight >= 0 ? M->weight[s->weight] : NULL,
            .x = buffer(M, s, s->x, slot0, logits), .x2 = buffer(M, s, s->x2, slot0, logits),
            .x3 = buffer(M, s, s->x3, slot0, logits), .y = buffer(M, s, s->y, slot0, logits),
            .rows = NULL, .m = n};
        int rc = 0;
        if (s->kind == DLLMC_STEP_EMBED) {
            const dllmc_weight *w = &P->weights[s->weight];
            const qtype *t = find_type(w->ggml_type);
            size_t bytes = (size_t)(w->k / t->block) * (size_t)t->block_bytes;
            embed_job e = {t, a.w, bytes, w->k, M->rows.ids, a.y, n};
            pool_run(&M->pool, embed_task, &e, n);
            int64_t bad = atomic_load(&e.first_bad);
            if (bad < n)
                rc = fail(err, len, "the embedding of token %d (%s) holds NaN/Inf values: the GGUF's tensor data "
                          "is damaged; re-download or re-convert the model", M->rows.ids[bad], str(w->name));
        } else if (s->kind == DLLMC_STEP_SOFT_EMBED) {
            const dllmc_weight *w = &P->weights[s->weight];
            const qtype *t = find_type(w->ggml_type);
            int64_t cols = t->block; /* the widest block-aligned chunk of the row up to SE_COLS values */
            while (cols * 2 <= SE_COLS && w->k % (cols * 2) == 0) cols *= 2;
            /* rows in groups, so that the items (chunks x groups) share out evenly on the threads */
            int64_t chunks = w->k / cols, groups = 1;
            while ((chunks * groups) % M->pool.n && groups < 16 && n / (groups + 1) >= 24) groups++;
            int64_t group_rows = (n + groups - 1) / groups;
            group_rows += (12 - group_rows % 12) % 12; /* whole tiles of 4 and of 6 rows */
            se_dequant_fn dequant;
            se_kernel_fn kernel = se_pick(&dequant);
            soft_job j = {t, a.w, (size_t)(w->k / t->block) * (size_t)t->block_bytes, P->n_vocab, w->k, n,
                          cols, groups, group_rows, kernel, dequant, M->sc_logits,
                          buffer(M, s, s->x2, slot0, logits), a.y, n};
            pool_run(&M->pool, softmax_task, &j, n);
            int64_t bad = atomic_load(&j.first_bad);
            if (bad < n)
                rc = fail(err, len, "the self-conditioning logits of row %lld are not finite (NaN/Inf)", (ll)bad);
            else
                pool_run(&M->pool, soft_embed_task, &j, chunks * groups);
        } else if (s->kind == DLLMC_STEP_ROUTE) {
            route(M, a.x, row_bytes(P, s->x), a.w, n);
        } else if (s->kind == DLLMC_STEP_COMBINE) {
            combine_job c = {a.x, a.x2, a.y, &M->routes, P->n_embd, P->experts->n_used};
            pool_run(&M->pool, combine_task, &c, n);
        } else if (s->rows == DLLMC_ROWS_EXPERT) {
            rc = run_experts(M, s, &a, err, len);
        } else if (s->rows == DLLMC_ROWS_SEQUENCE) { /* once per sequence, against its slot */
            for (int32_t q = 0; q < M->rows.n_seqs && !rc; q++) {
                int64_t first = M->rows.seq_first[q];
                dllmc_args b = a;
                b.x = (uint8_t *)a.x + (uint64_t)first * row_bytes(P, s->x);
                b.y = (uint8_t *)a.y + (uint64_t)first * row_bytes(P, s->y);
                b.x2 = buffer(M, s, s->x2, M->rows.seq_slot[q], logits);
                b.x3 = buffer(M, s, s->x3, M->rows.seq_slot[q], logits);
                b.rows = M->rows.key_end + first;
                b.w = M->rows.key_start + first; /* a sliding-window layer's key starts */
                b.m = M->rows.seq_rows[q];
                rc = run_kernel(M, s, &b, err, len);
            }
        } else {
            if (s->rows == DLLMC_ROWS_SELECTED) a.rows = rows, a.m = n_rows;
            if (s->rows == DLLMC_ROWS_POSITION) a.rows = M->rows.pos;
            if (s->rows == DLLMC_ROWS_STORE) a.rows = M->rows.store_row;
            if (s->rows == DLLMC_ROWS_ROUTED) a.rows = M->routes.src, a.m = n * P->experts->n_used;
            int joined = 0; /* the steps after s that share its parallel region */
            while (i + joined + 1 < n_steps && steps[i + joined + 1].join && joined + 1 < REGION_MAX) joined++;
            if (joined) {
                rc = run_region(M, s, joined + 1, &a, slot0, logits, ns ? ns + i : NULL, err, len);
                if (rc) return rc;
                i += joined;
                continue;
            }
            rc = run_kernel(M, s, &a, err, len);
        }
        if (rc) return rc;
        if (ns) ns[i] += now_ns() - t0;
    }
    return 0;
}

/* ---------------------------------------------------------------- open / close */

void dllmc_close(dllmc_model *M) {
    if (!M) return;
    pool_stop(&M->pool);
    if (M->map) munmap(M->map, M->map_bytes);
    if (M->cache_map) munmap(M->cache_map, M->cache_bytes);
    if (M->store) munmap(M->store, M->store_bytes);
    free(M->packed);
    free(M->arena);
    free(M->weight);
    free(M->step_ns);
    rows_free(&M->rows);
    dllmc_routes *r = &M->routes;
    free(r->expert), free(r->at), free(r->src), free(r->weight), free(r->first), free(r->count), free(r->items);
    free(M);
}

/* An anonymous map of `bytes` (zero pages, committed on first touch), or NULL. */
static uint8_t *zero_map(size_t bytes) {
    void *p = mmap(NULL, bytes ? bytes : 1, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    return p == MAP_FAILED ? NULL : p;
}

/* The K/V store of n_slots slots and the scratch slot, and the per-row tables. */
static int alloc_rows(dllmc_model *M, int32_t n_slots, char *err, size_t len) {
    const dllmc_plan *P = M->plan;
    M->store_bytes = store_bytes(P->max_canvas, P->kv_row_bytes, P->n_layer, n_slots);
    if (!(M->store = zero_map(M->store_bytes)))
        return fail(err, len, "out of memory: a K/V store of %d slots needs %.2f GiB; open fewer slots or "
                    "recompile with a smaller --max-canvas", n_slots, (double)M->store_bytes / (1 << 30));
    if (P->experts) { /* route tables for max_canvas rows */
        size_t routed = (size_t)P->max_canvas * (size_t)P->experts->n_used, e = (size_t)P->experts->n_expert + 1;
        dllmc_routes *r = &M->routes;
        r->expert = calloc(routed, 4), r->at = calloc(routed, 4), r->src = calloc(routed, 4);
        r->weight = calloc(routed, 4), r->first = calloc(e, 8), r->count = calloc(e, 8), r->items = calloc(e, 8);
        if (!r->expert || !r->at || !r->src || !r->weight || !r->first || !r->count || !r->items)
            return fail(err, len, "out of memory");
    }
    return rows_alloc(&M->rows, P->max_canvas, P->n_vocab, P->n_swa, n_slots, err, len);
}

/* ---------------------------------------------------------------- checking the GGUF's tensor table
 * The plan placed its weights from the GGUF's table at compile time; the file given now may be
 * another one (of the same size). Its table must make sense on its own -- every tensor of a
 * type this runtime reads, inside the file, at a multiple of general.alignment, none overlapping
 * another (compiler/base/gguf_file.py checks the same) -- and must hold each of the plan's weights
 * where the plan has it. The header is walked with every read bounds-checked: a corrupt count
 * or length is an error, never a read past the map. Walking even a 152k-token vocabulary's
 * strings takes about a millisecond. The tensor data is not read here: the repack checks the
 * values it reads for NaN/Inf (repack_task), the embedding its rows (embed_task).
 */
typedef struct gguf_cursor {
    const uint8_t *p;
    uint64_t pos, size;
    const char *bad;  /* the first problem (then pos = size and every read gives 0), or NULL */
    uint64_t bad_at;
} gguf_cursor;

enum { GV_STRING = 8, GV_ARRAY = 9, GV_TYPES = 13 }; /* GGUF value types 0..12 */
static const uint8_t GV_BYTES[GV_TYPES] = {1, 1, 2, 2, 4, 4, 4, 1, 0, 0, 8, 8, 8}; /* scalars */
#define GGUF_MAX_NESTING 4 /* arrays of arrays: as deep as compiler/base/gguf_file.py reads */

static void cur_fail(gguf_cursor *c, const char *why) {
    if (!c->bad) c->bad = why, c->bad_at = c->pos;
    c->pos = c->size;
}

/* The next n bytes, or NULL (and the cursor failed) if the file has fewer. */
static const uint8_t *cur_take(gguf_cursor *c, uint64_t n) {
    if (c->bad || n > c->size - c->pos) {
        cur_fail(c, "runs past the end of the file");
        return NULL;
    }
    c->pos += n;
    return c->p + c->pos - n;
}

static uint64_t cur_u64(gguf_cursor *c) {
    const uint8_t *p = cur_take(c, 8);
    uint64_t v = 0;
    if (p) memcpy(&v, p, 8);
    return v;
}

static uint32_t cur_u32(gguf_cursor *c) {
    const uint8_t *p = cur_take(c, 4);
    return p ? load_u32(p) : 0;
}

/* Fails the cursor unless `count` items of at least `each` bytes fit in what is left. */
static void cur_need(gguf_cursor *c, uint64_t count, uint64_t each) {
    if (!c->bad && count > (c->size - c->pos) / each) cur_fail(c, "runs past the end of the file");
}

static void skip_value(gguf_cursor *c, uint32_t type, int depth) {
    if (type >= GV_TYPES) {
        cur_fail(c, "has an unknown value type");
    } else if (type == GV_STRING) {
        cur_take(c, cur_u64(c));
    } else if (type != GV_ARRAY) {
        cur_take(c, GV_BYTES[type]);
    } else if (depth >= GGUF_MAX_NESTING) {
        cur_fail(c, "nests arrays too deep");
    } else {
        uint32_t item = cur_u32(c);
        uint64_t count = cur_u64(c);
        if (c->bad) return;
        if (item >= GV_TYPES) {
            cur_fail(c, "has an unknown value type");
        } else if (item != GV_STRING && item != GV_ARRAY) {
            cur_need(c, count, GV_BYTES[item]);
            cur_take(c, count * GV_BYTES[item]);
        } else if (item == GV_STRING) { /* a vocabulary, a merge list: a tight walk of the lengths */
            uint64_t pos = c->pos, i = 0;
            for (; i < count && c->size - pos >= 8; i++) {
                uint64_t n;
                memcpy(&n, c->p + pos, 8);
                if (n > c->size - pos - 8) break;
                pos += 8 + n;
            }
            c->pos = pos;
            if (i < count) cur_fail(c, "runs past the end of the file");
        } else { /* each item takes at least 8 bytes, as compiler/base/gguf_file.py checks */
            cur_need(c, count, 8);
            for (uint64_t i = 0; i < count && !c->bad; i++) skip_value(c, item, depth + 1);
        }
    }
}

/* general.alignment's value: a positive integer (any integer type), else 0 (invalid). */
static uint64_t alignment_value(gguf_cursor *c, uint32_t type) {
    static const bool is_signed[GV_TYPES] = {0, 1, 0, 1, 0, 1, 0, 0, 0, 0, 0, 1, 0};
    bool integer = type < GV_TYPES && GV_BYTES[type] && type != 6 && type != 7 && type != 12;
    if (!integer) {
        skip_value(c, type, 0);
        return 0;
    }
    const uint8_t *p = cur_take(c, GV_BYTES[type]);
    if (!p) return 0;
    uint64_t v = 0;
    memcpy(&v, p, GV_BYTES[type]); /* little-endian */
    unsigned bits = 8u * GV_BYTES[type];
    if (is_signed[type] && (v >> (bits - 1)) & 1) return 0; /* negative */
    return v;
}

typedef struct gguf_tensor {
    const uint8_t *name;
    uint64_t name_len, start, nbytes; /* start: absolute byte offset */
    int32_t type;                     /* ggml type */
    uint64_t row_bytes;               /* bytes of one row (ne[0] values) */
} gguf_tensor;

static int by_start(const void *a, const void *b) {
    const gguf_tensor *x = a, *y = b;
    if (x->start != y->start) return x->start < y->start ? -1 : 1;
    return (x->nbytes > y->nbytes) - (x->nbytes < y->nbytes);
}

static int by_name(const void *a, const void *b) {
    const gguf_tensor *x = a, *y = b;
    size_t n = (size_t)(x->name_len < y->name_len ? x->name_len : y->name_len);
    int c = n ? memcmp(x->name, y->name, n) : 0;
    return c ? c : (x->name_len > y->name_len) - (x->name_len < y->name_len);
}

/* A name from the file for a message: its first 80 bytes, printable ASCII (a corrupt name may
 * hold any bytes; the message is one line of text). */
typedef struct { char s[84]; } name_text;

static name_text name_of(const gguf_tensor *t) {
    name_text out;
    size_t n = t->name_len < 80 ? (size_t)t->name_len : 80;
    for (size_t i = 0; i < n; i++) out.s[i] = t->name[i] >= 0x20 && t->name[i] < 0x7f ? (char)t->name[i] : '?';
    memcpy(out.s + n, t->name_len > 80 ? "..." : "", t->name_len > 80 ? 4 : 1);
    return out;
}
#define NAME(t) name_of(t).s /* %s */

/* Reads the tensor table into T[*n] (calloc'ed, sorted by name; the caller frees it). */
static int read_gguf_table(const dllmc_model *M, const char *path, gguf_tensor **out, uint64_t *out_n,
                           char *err, size_t len) {
    gguf_cursor c = {M->map, 4, M->map_bytes, NULL, 0}; /* after the magic */
    uint32_t version = cur_u32(&c);
    uint64_t n_tensors = cur_u64(&c), n_kv = cur_u64(&c);
    if (!c.bad && version != 2 && version != 3)
        return fail(err, len, "%s: unsupported GGUF version %u; use a little-endian GGUF version 2 or 3, as "
                    "llama.cpp writes", path, version);
    /* every tensor-table entry and key/value pair takes at least 24 bytes */
    cur_need(&c, n_tensors, 24);
    cur_need(&c, n_kv, 24);
    cur_need(&c, n_tensors + n_kv, 24);
    uint64_t align = 32; /* GGUF's default */
    for (uint64_t i = 0; i < n_kv && !c.bad; i++) {
        uint64_t key_len = cur_u64(&c);
        const uint8_t *key = cur_take(&c, key_len);
        uint32_t type = cur_u32(&c);
        if (key && key_len == 17 && !memcmp(key, "general.alignment", 17)) align = alignment_value(&c, type);
        else skip_value(&c, type, 0);
    }
    gguf_tensor *T = NULL;
    uint64_t cap = 0;
    int rc = 0;
    for (uint64_t i = 0; i < n_tensors && !c.bad && !rc; i++) {
        if (i == cap) { /* grown as entries are read: a corrupt count costs no memory */
            gguf_tensor *more = realloc(T, (size_t)(cap = cap ? 2 * cap : 64) * sizeof *T);
            if (!more) {
                rc = fail(err, len, "out of memory");
                break;
            }
            T = more;
        }
        gguf_tensor *t = &T[i];
        t->name_len = cur_u64(&c);
        t->name = cur_take(&c, t->name_len);
        uint32_t n_dims = cur_u32(&c);
        if (c.bad) break;
        if (n_dims < 1 || n_dims > 4) {
            rc = fail(err, len, "%s: corrupt tensor table: %s has %u dimensions; re-download or re-convert "
                      "the file", path, NAME(t), n_dims);
            break;
        }
        uint64_t ne[4], n_elem = 1;
        bool huge = false, empty = false; /* a product past 2^64; a dimension of 0 */
        for (uint32_t d = 0; d < n_dims; d++) {
            ne[d] = cur_u64(&c);
            huge |= __builtin_mul_overflow(n_elem, ne[d], &n_elem);
            empty |= !ne[d];
        }
        if (empty) n_elem = 0, huge = false;
        uint32_t type = cur_u32(&c);
        t->start = cur_u64(&c); /* relative to the data region, until it is known */
        if (c.bad) break;
        const qtype *q = type <= INT32_MAX ? find_type((int32_t)type) : NULL;
        if (!q) {
            rc = fail(err, len, "%s: tensor %s has ggml type %u, which this runtime does not support; "
                      "re-quantize it to a supported type (e.g. Q4_K_M)", path, NAME(t), type);
        } else if (ne[0] % (uint64_t)q->block) {
            rc = fail(err, len, "%s: tensor %s has a row of %llu values, not a multiple of %s's block of %d; "
                      "re-convert the file", path, NAME(t), (ull)ne[0], q->name, q->block);
        } else {
            t->type = q->id, t->row_bytes = ne[0] / (uint64_t)q->block * (uint64_t)q->block_bytes;
            huge |= __builtin_mul_overflow(n_elem / (uint64_t)q->block, (uint64_t)q->block_bytes, &t->nbytes);
            if (huge) t->nbytes = UINT64_MAX; /* past the end of any file */
        }
    }
    if (!rc && c.bad)
        rc = fail(err, len, "%s: truncated or corrupt GGUF header: the item at byte %llu %s (%llu bytes); "
                  "re-download or re-convert the file", path, (ull)c.bad_at, c.bad, (ull)c.size);
    if (!rc && (!align || align & (align - 1)))
        rc = fail(err, len, "%s: general.alignment is not a power of two; re-convert the file", path);
    /* the data region starts at the next multiple of the alignment (< 2^64: pos, align <= 2^63) */
    uint64_t data = rc ? 0 : c.pos % align ? c.pos + (align - c.pos % align) : c.pos;
    for (uint64_t i = 0; i < n_tensors && !rc; i++) {
        gguf_tensor *t = &T[i];
        uint64_t rel = t->start;
        if (rel % align)
            rc = fail(err, len, "%s: tensor %s's data offset %llu is not a multiple of general.alignment %llu; "
                      "re-convert the file", path, NAME(t), (ull)rel, (ull)align);
        else if (rel > UINT64_MAX - data || data + rel > c.size)
            rc = fail(err, len, "%s: corrupt tensor table: tensor %s's data offset %llu lies outside the "
                      "%llu-byte file; re-download or re-convert the file", path, NAME(t), (ull)rel,
                      (ull)c.size);
        else if (t->nbytes > c.size - (data + rel))
            rc = fail(err, len, "%s: truncated file: tensor %s [%llu, +%llu) runs past the end of the "
                      "%llu-byte file; re-download the file (it was cut off)", path, NAME(t),
                      (ull)(data + rel), (ull)t->nbytes, (ull)c.size);
        t->start = data + rel;
    }
    if (!rc && n_tensors) {
        qsort(T, (size_t)n_tensors, sizeof *T, by_start);
        for (uint64_t i = 0; i + 1 < n_tensors && !rc; i++)
            if (T[i].start + T[i].nbytes > T[i + 1].start)
                rc = fail(err, len, "%s: tensors %s [%llu, +%llu) and %s [%llu, +%llu) overlap; the tensor "
                          "table is corrupt: re-download or re-convert the file", path, NAME(&T[i]),
                          (ull)T[i].start, (ull)T[i].nbytes, NAME(&T[i + 1]), (ull)T[i + 1].start,
                          (ull)T[i + 1].nbytes);
        qsort(T, (size_t)n_tensors, sizeof *T, by_name);
        for (uint64_t i = 0; i + 1 < n_tensors && !rc; i++)
            if (!by_name(&T[i], &T[i + 1]))
                rc = fail(err, len, "%s: tensor %s appears twice; re-convert the file", path, NAME(&T[i]));
    }
    if (rc) {
        free(T);
        return rc;
    }
    *out = T, *out_n = n_tensors;
    return 0;
}

/* The GGUF's table is sound and holds every weight of the plan where the plan has it. */
static int check_gguf_table(const dllmc_model *M, const char *path, char *err, size_t len) {
    gguf_tensor *T = NULL;
    uint64_t n = 0;
    if (read_gguf_table(M, path, &T, &n, err, len)) return 1;
    int rc = 0;
    for (int i = 0; i < M->plan->n_weights && !rc; i++) {
        const dllmc_weight *w = &M->plan->weights[i];
        gguf_tensor key = {(const uint8_t *)str(w->name), strlen(str(w->name)), 0, 0, 0, 0};
        const gguf_tensor *t = n ? bsearch(&key, T, (size_t)n, sizeof *T, by_name) : NULL;
        if (!t)
            rc = fail(err, len, "%s has no tensor %s, which this artifact uses; pass the GGUF it was compiled "
                      "from", path, str(w->name));
        else if (t->type != w->ggml_type || w->offset < t->start || w->offset - t->start > t->nbytes ||
                 w->nbytes > t->nbytes - (w->offset - t->start) || !t->row_bytes ||
                 (w->offset - t->start) % t->row_bytes || w->nbytes % t->row_bytes)
            /* the weight is the tensor, or a range of its rows (a fused QKV's Q, K or V), of its type */
            rc = fail(err, len, "%s: tensor %s is [%llu, +%llu) of type %d in this file, which does not hold "
                      "the rows [%llu, +%llu) of type %d this artifact reads; pass the GGUF it was compiled "
                      "from, or recompile", path, str(w->name), (ull)t->start, (ull)t->nbytes, t->type,
                      (ull)w->offset, (ull)w->nbytes, w->ggml_type);
    }
    free(T);
    return rc;
}

/* Maps the GGUF read-only after checking its size, magic and tensor table. */
static int map_gguf(dllmc_model *M, const char *path, char *err, size_t len) {
    const dllmc_plan *P = M->plan;
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0) return fail(err, len, "cannot open %s: %s", path, strerror(errno));
    struct stat st;
    int rc = 0;
    if (fstat(fd, &st) || !S_ISREG(st.st_mode)) {
        rc = fail(err, len, "%s is not a regular file; pass the .gguf model file", path);
    } else if ((uint64_t)st.st_size != P->gguf_size) {
        rc = fail(err, len, "%s is %llu bytes but this artifact was compiled for a file of %llu bytes; "
                  "pass the GGUF it was compiled from", path, (ull)st.st_size,
                  (ull)P->gguf_size);
    } else {
        M->map_bytes = (size_t)st.st_size;
        void *map = mmap(NULL, M->map_bytes, PROT_READ, MAP_PRIVATE, fd, 0);
        if (map == MAP_FAILED) rc = fail(err, len, "cannot map %s: %s", path, strerror(errno));
        else M->map = map;
    }
    close(fd);
    if (rc) return rc;
    if (M->map_bytes < 4 || memcmp(M->map, "GGUF", 4))
        return fail(err, len, "%s is not a GGUF file; pass the GGUF this artifact was compiled from", path);
    for (int i = 0; i < P->n_weights; i++) {
        const dllmc_weight *w = &P->weights[i];
        if (w->offset > M->map_bytes || w->nbytes > M->map_bytes - w->offset)
            return fail(err, len, "%s: tensor %s [%llu, +%llu) lies outside the %zu-byte file; pass the GGUF "
                        "this artifact was compiled from", path, str(w->name), (ull)w->offset,
                        (ull)w->nbytes, M->map_bytes);
    }
    return check_gguf_table(M, path, err, len);
}

/* Drops the file pages of a repacked tensor (whole pages inside it, none a RAW tensor uses). */
static void release_pages(dllmc_model *M, const dllmc_weight *w) {
    const dllmc_plan *P = M->plan;
    uint64_t page = (uint64_t)sysconf(_SC_PAGESIZE);
    uint64_t lo = round_up(w->offset, page), hi = (w->offset + w->nbytes) / page * page;
    for (int i = 0; i < P->n_weights; i++) {
        const dllmc_weight *r = &P->weights[i];
        if (r->form == DLLMC_FORM_RAW && r->offset < hi + page && r->offset + r->nbytes + page > lo) return;
    }
    if (hi > lo) madvise(M->map + lo, (size_t)(hi - lo), MADV_DONTNEED);
}

/* Bytes of every non-RAW weight's form, each rounded up to ALIGN: the size of M->packed. */
static uint64_t packed_total(const dllmc_plan *P) {
    uint64_t total = 0;
    for (int i = 0; i < P->n_weights; i++) total += round_up(P->weights[i].packed_bytes, ALIGN);
    return total;
}

/* Points every weight into `packed` (laid out as packed_total counts) or, RAW, into the map. */
static void place_weights(dllmc_model *M, uint8_t *packed) {
    const dllmc_plan *P = M->plan;
    uint64_t at = 0;
    for (int i = 0; i < P->n_weights; i++) {
        const dllmc_weight *w = &P->weights[i];
        if (w->form == DLLMC_FORM_RAW) {
            M->weight[i] = M->map + w->offset;
        } else {
            M->weight[i] = packed + at;
            at += round_up(w->packed_bytes, ALIGN);
        }
    }
}

/* Memory for the repacked weights, in whole 2 MiB pages, advised for transparent huge pages
 * (where the kernel's THP mode is "madvise", the common default, only advised memory gets
 * them). The M = 1 GEMMs stream every weight once a token: on 4 KiB pages the causal 1.5B
 * decoded 16-17 tokens/s or 19 from one allocation to the next, advised 19.6 every time
 * (docs/performance.md, "Huge pages for the repacked weights"). The mapped weight cache has
 * the page cache's pages. NULL when out of memory. */
static uint8_t *alloc_packed(uint64_t bytes) {
    const size_t huge = (size_t)2 << 20;
    size_t size = ((size_t)bytes + huge - 1) / huge * huge;
    uint8_t *p = aligned_alloc(huge, size);
    if (p) (void)madvise(p, size, MADV_HUGEPAGE); /* advice: no THP (or a kernel without) is no error */
    return p;
}

static int repack_weights(dllmc_model *M, char *err, size_t len) {
    const dllmc_plan *P = M->plan;
    uint64_t total = packed_total(P);
    if (total && !(M->packed = alloc_packed(total)))
        return fail(err, len, "out of memory: the repacked weights need %.2f GiB",
                    (double)total / (1 << 30));
    place_weights(M, M->packed);
    for (int i = 0; i < P->n_weights; i++) {
        const dllmc_weight *w = &P->weights[i];
        if (w->form == DLLMC_FORM_RAW) continue;
        repack_job job = {w, find_type(w->ggml_type), M->map + w->offset, (uint8_t *)M->weight[i], 0};
        pool_run(&M->pool, repack_task, &job, repack_items(w));
        release_pages(M, w);
        if (atomic_load(&job.bad))
            return fail(err, len, "tensor %s holds NaN/Inf values: the GGUF's tensor data is damaged; "
                        "re-download or re-convert the model", str(w->name));
    }
    return 0;
}

/* ---------------------------------------------------------------- the weight cache
 * A file holding M->packed byte for byte after a one-page header naming what it was built
 * from: the artifact (options hash: code, layouts, runtime), the model (identity) and the
 * GGUF file itself (size, mtime, inode: a file rewritten in place is repacked again), and a
 * hash of the packed bytes. A later open of the same artifact and GGUF maps it read-only
 * instead of repacking, once the bytes hash to the header's value (docs/runtime.md): a cache
 * with bytes changed in place (a bad disk, a stray write) would otherwise run as garbage
 * weights. The file is written under a temporary name and renamed, so a reader never sees half
 * of one.
 */
#define CACHE_MAGIC "DLLMCW02" /* 02: the content hash */
#define CACHE_HEADER 4096

typedef struct cache_header {
    char magic[8];
    uint32_t format_version, header_bytes;
    char weights_hash[64], model_identity[128];
    uint64_t gguf_size, gguf_mtime_ns, gguf_ino, gguf_dev, packed_bytes;
    uint64_t hash_chunk;   /* bytes per hashed chunk (HASH_CHUNK) */
    uint64_t content_hash; /* packed_hash of the packed bytes: last, the one field not compared */
} cache_header;
_Static_assert(sizeof(cache_header) <= CACHE_HEADER, "the cache header fits its page");

/* The content hash: XXH64 (xxHash's 64-bit hash: four lanes of multiply-rotate rounds over each
 * 32 bytes, then a merge and an avalanche) of every HASH_CHUNK of the bytes, on the pool, and
 * the chunk hashes merged in order into one value, so it does not depend on the thread count.
 * 13 GB/s a thread in the CPU's caches; from memory, reading 8 KiB ahead (the hardware
 * prefetcher stops at page ends) doubles it, to 8-10 GB/s here (docs/correctness.md). */
#define HASH_CHUNK ((uint64_t)8 << 20)
#define HASH_PREFETCH 8192
#define XP1 0x9E3779B185EBCA87ull
#define XP2 0xC2B2AE3D27D4EB4Full
#define XP3 0x165667B19E3779F9ull
#define XP4 0x85EBCA77C2B2AE63ull
#define XP5 0x27D4EB2F165667C5ull

static uint64_t rotl64(uint64_t x, int r) { return x << r | x >> (64 - r); }
static uint64_t load_u64(const uint8_t *p) { uint64_t v; memcpy(&v, p, 8); return v; }
static uint64_t xx_round(uint64_t acc, uint64_t in) { return rotl64(acc + in * XP2, 31) * XP1; }
static uint64_t xx_merge(uint64_t h, uint64_t v) { return rotl64(h ^ xx_round(0, v), 27) * XP1 + XP4; }

static uint64_t xx_avalanche(uint64_t h) {
    h ^= h >> 33, h *= XP2;
    h ^= h >> 29, h *= XP3;
    return h ^ h >> 32;
}

static uint64_t xxh64(const uint8_t *p, uint64_t n, uint64_t seed) {
    const uint8_t *end = p + n;
    uint64_t h = seed + XP5;
    if (n >= 32) {
        uint64_t v1 = seed + XP1 + XP2, v2 = seed + XP2, v3 = seed, v4 = seed - XP1;
        for (; end - p >= 32; p += 32) {
            if (end - p > HASH_PREFETCH) __builtin_prefetch(p + HASH_PREFETCH);
            v1 = xx_round(v1, load_u64(p)), v2 = xx_round(v2, load_u64(p + 8));
            v3 = xx_round(v3, load_u64(p + 16)), v4 = xx_round(v4, load_u64(p + 24));
        }
        h = rotl64(v1, 1) + rotl64(v2, 7) + rotl64(v3, 12) + rotl64(v4, 18);
        h = (h ^ xx_round(0, v1)) * XP1 + XP4, h = (h ^ xx_round(0, v2)) * XP1 + XP4;
        h = (h ^ xx_round(0, v3)) * XP1 + XP4, h = (h ^ xx_round(0, v4)) * XP1 + XP4;
    }
    h += n;
    for (; end - p >= 8; p += 8) h = xx_merge(h, load_u64(p));
    if (end - p >= 4) h = rotl64(h ^ (uint64_t)load_u32(p) * XP1, 23) * XP2 + XP3, p += 4;
    for (; p < end; p++) h = rotl64(h ^ (uint64_t)*p * XP5, 11) * XP1;
    return xx_avalanche(h);
}

typedef struct hash_job { const uint8_t *p; uint64_t bytes; uint64_t *each; } hash_job;

static void hash_task(void *ctx, int64_t begin, int64_t end) {
    const hash_job *j = ctx;
    for (int64_t c = begin; c < end; c++) {
        uint64_t at = (uint64_t)c * HASH_CHUNK, left = j->bytes - at;
        j->each[c] = xxh64(j->p + at, left < HASH_CHUNK ? left : HASH_CHUNK, 0);
    }
}

/* The content hash of p[0..bytes) into *hash; 1 if out of memory. */
static int packed_hash(dllmc_model *M, const uint8_t *p, uint64_t bytes, uint64_t *hash) {
    int64_t n = (int64_t)((bytes + HASH_CHUNK - 1) / HASH_CHUNK);
    uint64_t *each = malloc((size_t)n * sizeof *each + 1);
    if (!each) return 1;
    hash_job job = {p, bytes, each};
    pool_run(&M->pool, hash_task, &job, n);
    uint64_t h = XP5 + bytes;
    for (int64_t c = 0; c < n; c++) h = xx_merge(h, each[c]);
    free(each);
    *hash = xx_avalanche(h);
    return 0;
}

static int cache_header_for(const dllmc_model *M, const char *gguf_path, cache_header *h) {
    struct stat st;
    if (stat(gguf_path, &st)) return 1;
    memset(h, 0, sizeof *h);
    memcpy(h->magic, CACHE_MAGIC, 8);
    h->format_version = DLLMC_FORMAT_VERSION, h->header_bytes = CACHE_HEADER;
    snprintf(h->weights_hash, sizeof h->weights_hash, "%s", str(M->plan->weights_hash));
    snprintf(h->model_identity, sizeof h->model_identity, "%s", str(M->plan->model_identity));
    h->gguf_size = (uint64_t)st.st_size;
    h->gguf_mtime_ns = (uint64_t)st.st_mtim.tv_sec * 1000000000u + (uint64_t)st.st_mtim.tv_nsec;
    h->gguf_ino = (uint64_t)st.st_ino, h->gguf_dev = (uint64_t)st.st_dev;
    h->packed_bytes = packed_total(M->plan);
    h->hash_chunk = HASH_CHUNK;
    return 0;
}

/* Maps the cache if it holds exactly these weights, hashing to its header's content hash;
 * returns 1 if it does (weights placed). */
static int map_cache(dllmc_model *M, const char *cache_path, const cache_header *want) {
    int fd = open(cache_path, O_RDONLY | O_CLOEXEC);
    if (fd < 0) return 0;
    struct stat st;
    cache_header have;
    bool ok = !fstat(fd, &st) && (uint64_t)st.st_size == CACHE_HEADER + want->packed_bytes &&
              pread(fd, &have, sizeof have, 0) == (ssize_t)sizeof have &&
              !memcmp(&have, want, offsetof(cache_header, content_hash));
    void *map = ok ? mmap(NULL, (size_t)st.st_size, PROT_READ, MAP_PRIVATE | MAP_POPULATE, fd, 0)
                   : MAP_FAILED;
    close(fd);
    if (map == MAP_FAILED) return 0;
    uint64_t hash;
    if (packed_hash(M, (const uint8_t *)map + CACHE_HEADER, want->packed_bytes, &hash) ||
        hash != have.content_hash) {
        munmap(map, (size_t)st.st_size); /* changed since it was written: repacked, rewritten */
        return 0;
    }
    M->cache_map = map, M->cache_bytes = (size_t)st.st_size;
    place_weights(M, M->cache_map + CACHE_HEADER);
    return 1;
}

static bool write_all(int fd, const void *p, size_t n) {
    for (const uint8_t *b = p; n;) {
        ssize_t w = write(fd, b, n);
        if (w < 0 && errno == EINTR) continue;
        if (w <= 0) return false;
        b += w, n -= (size_t)w;
    }
    return true;
}

/* Writes M->packed to the cache; a cache that cannot be written is skipped, not an error. */
static void write_cache(const dllmc_model *M, const char *cache_path, const cache_header *h) {
    char tmp[4096];
    if (snprintf(tmp, sizeof tmp, "%s.%ld.tmp", cache_path, (long)getpid()) >= (int)sizeof tmp) return;
    int fd = open(tmp, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    if (fd < 0) return;
    static const uint8_t zeros[CACHE_HEADER];
    bool ok = write_all(fd, h, sizeof *h) && write_all(fd, zeros, CACHE_HEADER - sizeof *h) &&
              write_all(fd, M->packed, (size_t)h->packed_bytes);
    ok = !close(fd) && ok;
    if (!ok || rename(tmp, cache_path)) unlink(tmp);
}

/* The weights in their forms: from the cache when it matches, else repacked (and cached). */
static int load_weights(dllmc_model *M, const char *gguf_path, const char *cache_path, char *err,
                        size_t len) {
    cache_header h;
    bool cached = cache_path && *cache_path && !cache_header_for(M, gguf_path, &h);
    if (cached && h.packed_bytes && map_cache(M, cache_path, &h)) return 0;
    if (repack_weights(M, err, len)) return 1;
    if (cached && h.packed_bytes && !packed_hash(M, M->packed, h.packed_bytes, &h.content_hash))
        write_cache(M, cache_path, &h);
    return 0;
}

int dllmc_open(const char *path, int n_threads, dllmc_model **out, char *err, size_t len) {
    return dllmc_open_slots(path, NULL, n_threads, 0, out, err, len);
}

int dllmc_open_cached(const char *path, const char *cache_path, int n_threads, dllmc_model **out,
                      char *err, size_t len) {
    return dllmc_open_slots(path, cache_path, n_threads, 0, out, err, len);
}

int dllmc_open_slots(const char *path, const char *cache_path, int n_threads, int32_t n_slots,
                     dllmc_model **out, char *err, size_t len) {
    if (err && len) err[0] = 0;
    if (!out) return fail(err, len, "dllmc_open: no place for the model (out is NULL)");
    *out = NULL;
    if (!path) return fail(err, len, "dllmc_open: no GGUF path given");
    if (n_slots < 0 || (int64_t)n_slots * dllmc_artifact_plan.max_canvas > INT32_MAX)
        return fail(err, len, "dllmc_open: %d K/V slots; pass 0 (stateless forwards only) or more", n_slots);
    const dllmc_plan *P = &dllmc_artifact_plan;
    if (check_plan(P, err, len)) return 1;
    if (n_threads <= 0) n_threads = (int)sysconf(_SC_NPROCESSORS_ONLN);
    if (n_threads < 1) n_threads = 1;
    if (n_threads > MAX_THREADS) n_threads = MAX_THREADS;

    dllmc_model *M = calloc(1, sizeof *M);
    if (!M) return fail(err, len, "out of memory");
    M->plan = P;
    int rc = map_gguf(M, path, err, len);
    if (!rc && !(M->weight = calloc((size_t)P->n_weights + 1, sizeof *M->weight)))
        rc = fail(err, len, "out of memory");
    if (!rc && !(M->step_ns = calloc((size_t)P->n_steps + 1, sizeof *M->step_ns)))
        rc = fail(err, len, "out of memory");
    if (!rc && !(M->arena = aligned_alloc(ALIGN, (size_t)round_up(P->arena_bytes + 1, ALIGN))))
        rc = fail(err, len, "out of memory: the activation arena needs %.2f GiB",
                  (double)P->arena_bytes / (1 << 30));
    if (!rc) rc = alloc_rows(M, n_slots, err, len);
    if (!rc) rc = pool_start(&M->pool, n_threads, err, len);
    if (!rc) rc = load_weights(M, path, cache_path, err, len);
    if (!rc) /* m = max_canvas, no ids, no selected rows */
        rc = run_steps(M, P->init_steps, P->n_init_steps, NULL, P->max_canvas, NULL, 0, NULL, err, len);
    if (rc) {
        dllmc_close(M);
        return rc;
    }
    *out = M;
    return 0;
}

/* ---------------------------------------------------------------- forward */

/* Takes the model for one call (one forward or sample at a time); 0 when taken. */
static int take(dllmc_model *M, const char *what, char *err, size_t len) {
    int idle = 0;
    if (atomic_compare_exchange_strong(&M->running, &idle, 1)) return 0;
    return fail(err, len, "%s: this model is already running a forward pass (one at a time)", what);
}

/* The last guard on what a forward returns: non-finite logits (a float overflow, or NaN/Inf
 * weights: the repack and the embedding see those first, but the weight cache and a caller's
 * own plan may bring others). A scan of the rows returned, on the pool, after each forward: one
 * read of the logits, which the output projection has just written. */
typedef struct finite_job {
    const float *logits;
    int64_t n_vocab;
    _Atomic int64_t first_bad; /* the first row holding a NaN or Inf (n_rows: none) */
} finite_job;

static void finite_task(void *ctx, int64_t begin, int64_t end) {
    finite_job *j = ctx;
    for (int64_t r = begin; r < end; r++)
        if (!all_finite(j->logits + r * j->n_vocab, j->n_vocab)) note_first(&j->first_bad, r);
}

static int check_finite(dllmc_model *M, const float *logits, int64_t n_rows, char *err, size_t len) {
    finite_job job = {logits, M->plan->n_vocab, n_rows};
    pool_run(&M->pool, finite_task, &job, n_rows);
    int64_t r = atomic_load(&job.first_bad);
    if (r == n_rows) return 0;
    return fail(err, len, "the logits are not finite (NaN/Inf) in row %lld of %lld: the model's weights hold "
                "NaN/Inf values or overflow float32 (the GGUF's tensor data is damaged); re-download or "
                "re-convert the model", (ll)r, (ll)n_rows);
}

/* The plan over the n rows of M's tables, after checking the logit rows; releases the model. */
static int forward_rows(dllmc_model *M, int64_t n, const int32_t *rows, int64_t n_rows, float *logits, char *err,
                        size_t len) {
    int rc = rows_check_logits(n, rows, n_rows, logits, err, len);
    if (!rc) rc = run_steps(M, M->plan->steps, M->plan->n_steps, M->step_ns, n, rows, n_rows, logits, err, len);
    if (!rc && n_rows) rc = check_finite(M, logits, n_rows, err, len);
    M->pass = DLLMC_PASS_FORWARD, M->sc_logits = NULL;
    atomic_store(&M->running, 0);
    return rc;
}

int dllmc_forward(dllmc_model *M, const int32_t *ids, int64_t n, const int32_t *rows, int64_t n_rows,
                  float *logits, char *err, size_t len) {
    if (err && len) err[0] = 0;
    if (!M) return fail(err, len, "dllmc_forward: no model (NULL)");
    if (take(M, "dllmc_forward", err, len)) return 1;
    if (rows_canvas(&M->rows, ids, n, M->plan->causal, err, len)) {
        atomic_store(&M->running, 0);
        return 1;
    }
    return forward_rows(M, n, rows, n_rows, logits, err, len);
}

int dllmc_forward_batch(dllmc_model *M, const dllmc_seq *seqs, int32_t n_seqs, const int32_t *rows, int64_t n_rows,
                        float *logits, char *err, size_t len) {
    return dllmc_forward_pass(M, DLLMC_PASS_FORWARD, seqs, n_seqs, NULL, rows, n_rows, logits, err, len);
}

int dllmc_forward_pass(dllmc_model *M, int32_t pass, const dllmc_seq *seqs, int32_t n_seqs, const float *sc_logits,
                       const int32_t *rows, int64_t n_rows, float *logits, char *err, size_t len) {
    if (err && len) err[0] = 0;
    if (!M) return fail(err, len, "dllmc_forward_pass: no model (NULL)");
    if (pass < 0 || pass >= M->plan->n_passes)
        return fail(err, len, "pass %d: this model has %d pass(es) (an encoder-decoder model has 3)", pass,
                    M->plan->n_passes);
    if ((pass == DLLMC_PASS_DECODE_SC) != (sc_logits != NULL))
        return fail(err, len, "the self-conditioning logits are %s in pass %d", sc_logits ? "not read" : "missing",
                    pass);
    if (take(M, "dllmc_forward_batch", err, len)) return 1;
    int64_t n = 0;
    if (rows_stack(&M->rows, seqs, n_seqs, &n, err, len)) {
        atomic_store(&M->running, 0);
        return 1;
    }
    M->pass = pass, M->sc_logits = sc_logits; /* forward_rows puts them back */
    return forward_rows(M, n, rows, n_rows, logits, err, len);
}

/* ---------------------------------------------------------------- debugging / tests */

const void *dllmc_weight_data(dllmc_model *M, int32_t index) {
    if (!M || index < 0 || index >= M->plan->n_weights) return NULL;
    return M->weight[index];
}

int32_t dllmc_step_times(dllmc_model *M, uint64_t *ns, int32_t n) {
    if (!M) return -1;
    for (int32_t i = 0; ns && i < n && i < M->plan->n_steps; i++) ns[i] = M->step_ns[i];
    return M->plan->n_steps;
}

/* ---------------------------------------------------------------- sampler (appended)
 * dllmc_sample: one of the plan's sampler kernels over the caller's rows of logits, on the
 * thread pool (header: the sampler section). */

int dllmc_sample(dllmc_model *M, int32_t which, const float *logits, int64_t n_rows, const void *params,
                 void *out, char *err, size_t len) {
    if (err && len) err[0] = 0;
    if (!M) return fail(err, len, "dllmc_sample: no model (NULL)");
    const dllmc_plan *P = M->plan;
    if (which < 0 || which >= P->n_sampler_steps || !P->sampler_steps)
        return fail(err, len, "this artifact has no sampler kernel %d (it has %d); recompile the model with "
                    "this version of dllmc", which, P->n_sampler_steps);
    const dllmc_step *s = &P->sampler_steps[which];
    if (s->kind != DLLMC_STEP_KERNEL || !s->fn || !s->items)
        return fail(err, len, "artifact plan: sampler step %s has no kernel", str(s->name));
    if (n_rows < 0 || n_rows > (int64_t)1 << 31)
        return fail(err, len, "dllmc_sample: %lld rows", (ll)n_rows);
    if (n_rows == 0) return 0;
    if (!logits || !params || !out) return fail(err, len, "dllmc_sample: logits, params or out is NULL");
    const dllmc_sample_params *sp = params;
    if (which == DLLMC_SAMPLER_GUMBEL && !sp->keys)
        return fail(err, len, "dllmc_sample: the Gumbel sampler needs a key per row (keys is NULL)");
    int64_t items = s->items(n_rows);
    if (items < 0)
        return fail(err, len, "sampler step %s: its kernel reports %lld items for %lld rows", str(s->name),
                    (ll)items, (ll)n_rows);
    if (take(M, "dllmc_sample", err, len)) return 1;
    kernel_job job = {s->fn, {.w = params, .x = logits, .y = out, .rows = NULL, .m = n_rows}};
    pool_run(&M->pool, kernel_task, &job, items);
    atomic_store(&M->running, 0);
    return 0;
}
