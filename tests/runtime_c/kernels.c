/*
 * Hand-written test kernels for tests/test_runtime.py, following the kernel ABI of
 * runtime/executor/dllmc_runtime.h: NAME(a, begin, end) runs items [begin, end), NAME_items(m) counts
 * them, every output element is written by exactly one item. As in generated kernels, widths
 * are compile-time constants: the test passes E (n_embd) and V (n_vocab) with -D.
 *
 * The test model they form (float32 weights in FR8, F32 norm vector):
 *   init:  pos[i][j] = (i % 7) * 0.5 - (j % 5) * 0.25           (i < max canvas)
 *   h  = embed(ids) + pos;  hn = rmsnorm(h) * w;  h2 = h + hn @ Wq.T;  logits = h2[rows] @ Wo.T
 */
#include "dllmc_runtime.h"

#include <math.h>

#ifndef E
#error "compile with -DE=<n_embd> -DV=<n_vocab>"
#endif

/* Read back by the tests through cffi. */
int32_t dllmc_test_tally[1 << 16]; /* tally: how often each item ran */
int32_t dllmc_test_none_calls;     /* none: must never run */

static int64_t row_of(const dllmc_args *a, int64_t i) { return a->rows ? a->rows[i] : i; }

/* ---------------------------------------------------------------- one item per row */
int64_t init_pos_items(int64_t m) { return m; }
void init_pos(const dllmc_args *a, int64_t begin, int64_t end) {
    float *y = a->y;
    for (int64_t i = begin; i < end; i++)
        for (int j = 0; j < E; j++) y[i * E + j] = (float)(i % 7) * 0.5f - (float)(j % 5) * 0.25f;
}

int64_t add_items(int64_t m) { return m; }
void add(const dllmc_args *a, int64_t begin, int64_t end) { /* y = x + x2; y may be x */
    const float *x = a->x, *x2 = a->x2;
    float *y = a->y;
    for (int64_t i = begin * E; i < end * E; i++) y[i] = x[i] + x2[i];
}

int64_t rmsnorm_items(int64_t m) { return m; }
void rmsnorm(const dllmc_args *a, int64_t begin, int64_t end) {
    const float *w = a->w;
    for (int64_t i = begin; i < end; i++) {
        const float *x = (const float *)a->x + i * E;
        float *y = (float *)a->y + i * E, ss = 0;
        for (int j = 0; j < E; j++) ss += x[j] * x[j];
        float s = 1.0f / sqrtf(ss / E + 1e-5f);
        for (int j = 0; j < E; j++) y[j] = x[j] * s * w[j];
    }
}

/* y[i][0..E) = x[row i], the rest of a V-wide row zero: reads embeddings out as "logits" */
int64_t copy_rows_items(int64_t m) { return m; }
void copy_rows(const dllmc_args *a, int64_t begin, int64_t end) {
    for (int64_t i = begin; i < end; i++) {
        const float *x = (const float *)a->x + row_of(a, i) * E;
        float *y = (float *)a->y + i * V;
        for (int j = 0; j < V; j++) y[j] = j < E ? x[j] : 0.0f;
    }
}

/* ---------------------------------------------------------------- matmul over FR8 float32
 * Item (i, g): output row i, output columns 8g..8g+7: m * ceil(N/8) items. */
#define MATMUL_FR8(NAME, N, K, YSTRIDE)                                                        \
    int64_t NAME##_items(int64_t m) { return m * (((N) + 7) / 8); }                            \
    void NAME(const dllmc_args *a, int64_t begin, int64_t end) {                               \
        const float *W = a->w;                                                                 \
        for (int64_t it = begin; it < end; it++) {                                             \
            int64_t i = it / (((N) + 7) / 8), g = it % (((N) + 7) / 8);                        \
            const float *x = (const float *)a->x + row_of(a, i) * (K);                         \
            float acc[8] = {0};                                                                \
            for (int k = 0; k < (K); k++)                                                      \
                for (int r = 0; r < 8; r++) acc[r] += x[k] * W[(g * (K) + k) * 8 + r];         \
            for (int r = 0; r < 8 && 8 * g + r < (N); r++)                                     \
                ((float *)a->y)[i * (YSTRIDE) + 8 * g + r] = acc[r];                           \
        }                                                                                      \
    }
MATMUL_FR8(matmul_q, E, E, E)
MATMUL_FR8(matmul_out, V, E, V)

/* ---------------------------------------------------------------- pool checks */
int64_t tally_items(int64_t m) { return m * 101; } /* many more items than threads */
void tally(const dllmc_args *a, int64_t begin, int64_t end) {
    (void)a;
    for (int64_t i = begin; i < end; i++) __atomic_fetch_add(&dllmc_test_tally[i], 1, __ATOMIC_RELAXED);
}

int64_t none_items(int64_t m) { (void)m; return 0; }
void none(const dllmc_args *a, int64_t begin, int64_t end) {
    (void)a, (void)begin, (void)end;
    __atomic_fetch_add(&dllmc_test_none_calls, 1, __ATOMIC_RELAXED);
}

int64_t bad_items(int64_t m) { (void)m; return -1; } /* a broken kernel table */
void bad(const dllmc_args *a, int64_t begin, int64_t end) { (void)a, (void)begin, (void)end; }
