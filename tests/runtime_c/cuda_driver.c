/*
 * Sanitizer driver for the GPU executor (runtime/executor/dllmc_cuda.c), tests/test_gpu_plan.py: a plain
 * executable built with -fsanitize=address,undefined, so LeakSanitizer runs at exit. A
 * dllmc_cuda_driver of its own (device memory = malloc'd host memory, launches recorded) runs a
 * small hand-written plan that uses every rows mode and the K/V store through dllmc_gpu_bind /
 * dllmc_gpu_forward / dllmc_gpu_forward_batch and checks what the launch loop did: every step
 * launched with its kernel's grid rule, m, rows table and buffers (a SEQUENCE step once per
 * sequence, offset to its rows, against its slot of the store); the inputs uploaded, the store
 * zeroed and kept between calls, the logits downloaded and equal to a host model of the plan;
 * bad plans and bad calls refused with the CPU runtime's messages. Exits 0 when every check held.
 */
#include "dllmc_cuda.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int failures;
#define EXPECT(cond, ...)                                   \
    do {                                                    \
        if (!(cond)) {                                      \
            fprintf(stderr, "cuda_driver: " __VA_ARGS__);   \
            fprintf(stderr, " (line %d)\n", __LINE__);      \
            failures++;                                     \
        }                                                   \
    } while (0)

/* ---------------------------------------------------------------- the host "device" */
#define MAX_ALLOCS 16
static void *allocs[MAX_ALLOCS];
static uint64_t alloc_bytes[MAX_ALLOCS];
static int n_allocs, n_zeroed;
typedef struct launch {
    int kernel;
    uint32_t grid[3], threads;
    dllmc_gpu_args args;
} launch;
static launch launches[64];
static int n_launches;
enum { K_ROWS, K_TILES, K_EMBED, K_POS, K_SCATTER, K_SEQ, K_LOGITS, N_KERNELS };
static const char *SYMBOLS[N_KERNELS] = {"k_rows", "k_tiles", "k_embed", "k_pos", "k_scatter", "k_seq",
                                         "k_logits"};

static int d_alloc(uint64_t *p, uint64_t bytes) {
    if (n_allocs == MAX_ALLOCS) return 2;
    allocs[n_allocs] = malloc(bytes ? bytes : 1);
    memset(allocs[n_allocs], 0xA5, bytes); /* garbage, as cuMemAlloc gives */
    alloc_bytes[n_allocs] = bytes;
    *p = (uint64_t)(uintptr_t)allocs[n_allocs++];
    return 0;
}
static int d_release(uint64_t p) {
    for (int i = 0; i < n_allocs; i++)
        if ((uint64_t)(uintptr_t)allocs[i] == p) {
            free(allocs[i]);
            allocs[i] = NULL;
            return 0;
        }
    return 1;
}
static int d_upload(uint64_t dst, const void *src, uint64_t bytes) {
    memcpy((void *)(uintptr_t)dst, src, bytes);
    return 0;
}
static int d_download(void *dst, uint64_t src, uint64_t bytes) {
    memcpy(dst, (const void *)(uintptr_t)src, bytes);
    return 0;
}
static int d_load_module(const char *ptx, void **module) {
    *module = (void *)ptx;
    return 0;
}
static int d_function(void *module, const char *symbol, void **fn) {
    (void)module;
    for (int i = 0; i < N_KERNELS; i++)
        if (!strcmp(symbol, SYMBOLS[i])) {
            *fn = (void *)(uintptr_t)(i + 1);
            return 0;
        }
    return 500; /* CUDA_ERROR_NOT_FOUND */
}
/* The "kernels", over m rows of one float (ids and rows tables int32):
 *   k_rows, k_tiles: y[r] = x[rows ? rows[r] : r] + 1     k_embed: y[r] = float(ids[r])
 *   k_pos:   y[r] = x[r] + rows[r] (the position)         k_scatter: y[rows[r]] = x[r] (the store)
 *   k_seq:   y[r] = x[r] + x2[rows[r] - 1] + 10 x3[0]     (K at the key end - 1, V at position 0)
 *   k_logits: y[r] = (x[rows[r]], -x[rows[r]])            (two "vocabulary" columns) */
static int d_launch(void *fn, const uint32_t *grid, uint32_t threads, const dllmc_gpu_args *a) {
    if (n_launches == 64) return 3;
    launch *l = &launches[n_launches++];
    l->kernel = (int)(uintptr_t)fn - 1;
    memcpy(l->grid, grid, sizeof l->grid);
    l->threads = threads;
    l->args = *a;
    const float *x = (const float *)(uintptr_t)a->x, *x2 = (const float *)(uintptr_t)a->x2,
                *x3 = (const float *)(uintptr_t)a->x3;
    const int32_t *rows = (const int32_t *)(uintptr_t)a->rows;
    float *y = (float *)(uintptr_t)a->y;
    for (int64_t r = 0; r < a->m; r++) switch (l->kernel) {
        case K_ROWS: case K_TILES: y[r] = x[rows ? rows[r] : r] + 1.0f; break;
        case K_EMBED: y[r] = (float)((const int32_t *)x)[r]; break;
        case K_POS: y[r] = x[r] + (float)rows[r]; break;
        case K_SCATTER: y[rows[r]] = x[r]; break;
        case K_SEQ: y[r] = x[r] + x2[rows[r] - 1] + 10.0f * x3[0]; break;
        case K_LOGITS: y[2 * r] = x[rows[r]], y[2 * r + 1] = -x[rows[r]]; break;
        default: return 4;
        }
    return 0;
}
static int d_sync(void) { return 0; }
static int d_zero(uint64_t p, uint64_t bytes) {
    memset((void *)(uintptr_t)p, 0, bytes);
    n_zeroed++;
    return 0;
}

static const dllmc_cuda_driver DRIVER = {d_alloc, d_release, d_upload, d_download,
                                          d_load_module, d_function, d_launch, d_sync, d_zero};

/* ---------------------------------------------------------------- a plan of seven steps
 * buffers (8 rows of 4 bytes each): 0 ids | 1 rows | 2 h | 3 logits [8][V = 2] | 4 positions |
 * 5 store rows | 6 key ends | 7 a. Two layers, the steps use layer 1's store (kv_row_bytes 4):
 *   embed (canvas) h = ids; tile (canvas) h += 1; rope (position) h += pos;
 *   k.store, v.store (store) K, V[store row] = h; attention (sequence) a = h + K[end-1] + 10 V[0];
 *   logits (selected) */
#define MC 8
static const dllmc_gpu_kernel KERNELS[N_KERNELS] = {
    {"k_rows", 256, {{0, 1}, {1, 0}, {1, 0}}},
    {"k_tiles", 128, {{0, 4}, {3, 0}, {1, 0}}},
    {"k_embed", 64, {{0, 1}, {1, 0}, {1, 0}}},
    {"k_pos", 64, {{1, 0}, {0, 1}, {1, 0}}},
    {"k_scatter", 64, {{1, 0}, {0, 1}, {1, 0}}},
    {"k_seq", 128, {{0, 2}, {2, 0}, {1, 0}}},
    {"k_logits", 32, {{0, 1}, {1, 0}, {1, 0}}},
};
static const dllmc_weight WEIGHTS[] = {{"w", DLLMC_FORM_F32, 0, 1, 1, 0, 4, 4}};
static const dllmc_buffer BUFFERS[] = {
    {"ids", 0, 32, 4}, {"rows", 64, 32, 4}, {"h", 128, 32, 4}, {"logits", 192, 64, 8},
    {"positions", 256, 32, 4}, {"store_rows", 320, 32, 4}, {"key_ends", 384, 32, 4}, {"a", 448, 32, 4}};
enum { B_IDS, B_ROWS, B_H, B_LOGITS, B_POS, B_STORE_ROWS, B_KEY_ENDS, B_A, N_BUFFERS };
#define K_STORE DLLMC_BUF_K_STORE
#define V_STORE DLLMC_BUF_V_STORE
static const dllmc_step STEPS[] = {
    {"embed", DLLMC_STEP_KERNEL, 0, 0, -1, B_IDS, -1, -1, B_H, DLLMC_ROWS_CANVAS, K_EMBED, -1, 1, 0},
    {"tile", DLLMC_STEP_KERNEL, 0, 0, 0, B_H, -1, -1, B_H, DLLMC_ROWS_CANVAS, K_TILES, -1, 1, 0},
    {"rope", DLLMC_STEP_KERNEL, 0, 0, -1, B_H, -1, -1, B_H, DLLMC_ROWS_POSITION, K_POS, -1, 1, 0},
    {"k.store", DLLMC_STEP_KERNEL, 0, 0, -1, B_H, -1, -1, K_STORE, DLLMC_ROWS_STORE, K_SCATTER, 1, 1, 0},
    {"v.store", DLLMC_STEP_KERNEL, 0, 0, -1, B_H, -1, -1, V_STORE, DLLMC_ROWS_STORE, K_SCATTER, 1, 1, 0},
    {"attention", DLLMC_STEP_KERNEL, 0, 0, -1, B_H, K_STORE, V_STORE, B_A, DLLMC_ROWS_SEQUENCE, K_SEQ, 1, 1, 0},
    {"logits", DLLMC_STEP_KERNEL, 0, 0, -1, B_A, -1, -1, B_LOGITS, DLLMC_ROWS_SELECTED, K_LOGITS, -1, 1, 0},
};
#define N_STEPS 7
static dllmc_gpu_plan plan(void) {
    dllmc_gpu_plan p = {"sm_test", ".entry k_rows", N_KERNELS, 1, N_BUFFERS, N_STEPS, KERNELS, WEIGHTS,
                        BUFFERS, STEPS, 512, 256, MC, 2, B_IDS, B_ROWS, B_LOGITS, -1, B_POS, B_STORE_ROWS,
                        B_KEY_ENDS, 2, 0, 4};
    return p;
}

/* ---------------------------------------------------------------- the host model of the plan
 * Layer 1's K and V of slots 0, 1 and the scratch slot (2), kept between calls as the store. */
static float model_kv[2][3][MC];

static void model_forward(const dllmc_seq *seqs, int n_seqs, const int32_t *rows, int n_rows, float *want) {
    float a[MC], h[MC];
    int n = 0;
    for (int q = 0; q < n_seqs; q++) /* every row's K and V first (the store steps), then attention */
        for (int i = 0; i < seqs[q].n_rows; i++, n++) {
            int slot = seqs[q].slot < 0 ? 2 : seqs[q].slot, pos = seqs[q].pos[i];
            h[n] = (float)seqs[q].ids[i] + 1.0f + (float)pos;
            model_kv[0][slot][pos] = model_kv[1][slot][pos] = h[n];
        }
    n = 0;
    for (int q = 0; q < n_seqs; q++)
        for (int i = 0; i < seqs[q].n_rows; i++, n++) {
            int slot = seqs[q].slot < 0 ? 2 : seqs[q].slot;
            a[n] = h[n] + model_kv[0][slot][seqs[q].key_end[i] - 1] + 10.0f * model_kv[1][slot][0];
        }
    for (int r = 0; r < n_rows; r++) want[2 * r] = a[rows[r]], want[2 * r + 1] = -a[rows[r]];
}

static int same(const float *a, const float *b, int n) {
    for (int i = 0; i < n; i++)
        if (a[i] != b[i]) return 0;
    return 1;
}

/* The store's slot: as dllmc_cuda.c lays it out (scratch [K, V], then [layer][K, V][slot]). */
static uint64_t slot_at(uint64_t store, int n_slots, int layer, int kv, int slot) {
    uint64_t slot_bytes = MC * 4;
    if (slot < 0) return store + (uint64_t)kv * slot_bytes;
    return store + (2 + ((uint64_t)layer * 2 + (uint64_t)kv) * (uint64_t)n_slots + (uint64_t)slot) * slot_bytes;
}

static int refused(int rc, const char *err, const char *words) {
    return rc != 0 && strstr(err, words) != NULL;
}

int main(void) {
    char err[256] = "";
    dllmc_cuda *c = NULL;
    EXPECT(dllmc_cuda_open_driver(&DRIVER, &c, err, sizeof err) == 0 && c, "open: %s", err);
    EXPECT(dllmc_cuda_load_ptx(c, ".entry k_rows", err, sizeof err) == 0, "load: %s", err);
    uint64_t arena = 0, weight = 0;
    EXPECT(dllmc_cuda_alloc(c, 512, &arena, err, sizeof err) == 0, "alloc: %s", err);
    EXPECT(dllmc_cuda_alloc(c, 4, &weight, err, sizeof err) == 0, "alloc: %s", err);
    dllmc_gpu_plan p = plan();
    dllmc_gpu_run *r = NULL;

    /* stateless: the store is the scratch slot alone, allocated and zeroed by bind */
    EXPECT(dllmc_gpu_bind(c, &p, arena, &weight, 0, &r, err, sizeof err) == 0 && r, "bind: %s", err);
    EXPECT(n_allocs == 3 && alloc_bytes[2] == dllmc_gpu_store_bytes(&p, 0) && alloc_bytes[2] == 2 * MC * 4 &&
           n_zeroed == 1, "bind's store: %d allocations, %llu bytes", n_allocs, (unsigned long long)alloc_bytes[2]);
    uint64_t store = (uint64_t)(uintptr_t)allocs[2];
    int32_t ids[7] = {1, 0, 1, 1, 0, 0, 1}, rows[3] = {6, 0, 0}, pos7[7], end7[7];
    for (int i = 0; i < 7; i++) pos7[i] = i, end7[i] = 7;
    float logits[2 * MC], want[2 * MC];
    dllmc_seq canvas = {-1, 7, ids, pos7, end7, NULL};
    EXPECT(dllmc_gpu_forward(r, ids, 7, rows, 3, logits, err, sizeof err) == 0, "forward: %s", err);
    model_forward(&canvas, 1, rows, 3, want);
    EXPECT(same(logits, want, 6), "logits %g %g %g, want %g %g %g", logits[0], logits[2], logits[4], want[0],
           want[2], want[4]);
    EXPECT(n_launches == N_STEPS, "%d launches", n_launches);
    const dllmc_gpu_args *l0 = &launches[0].args, *l1 = &launches[1].args;
    EXPECT(launches[0].kernel == K_EMBED && launches[0].grid[0] == 7 && launches[0].grid[1] == 1 &&
           launches[0].threads == 64 && l0->m == 7 && l0->rows == 0 && l0->w == 0 && l0->x == arena &&
           l0->y == arena + 128, "step 0 launched wrong");
    EXPECT(launches[1].kernel == K_TILES && launches[1].grid[0] == 2 && launches[1].grid[1] == 3 &&
           launches[1].grid[2] == 1 && launches[1].threads == 128 && l1->w == weight,
           "step 1's grid rule: %u %u %u", launches[1].grid[0], launches[1].grid[1], launches[1].grid[2]);
    EXPECT(launches[2].args.rows == arena + 256 && launches[2].args.m == 7 && launches[2].grid[1] == 7,
           "the position step's rows");
    EXPECT(launches[3].args.rows == arena + 320 && launches[3].args.y == slot_at(store, 0, 1, 0, -1) &&
           launches[4].args.y == slot_at(store, 0, 1, 1, -1), "the store steps write the scratch slot");
    EXPECT(launches[5].args.rows == arena + 384 && launches[5].args.m == 7 && launches[5].grid[0] == 4 &&
           launches[5].args.x2 == store && launches[5].args.x3 == store + MC * 4 && launches[5].args.x == arena + 128 &&
           launches[5].args.y == arena + 448, "the sequence step");
    EXPECT(launches[6].args.m == 3 && launches[6].args.rows == arena + 64 && launches[6].args.y == arena + 192,
           "the selected step");
    /* a causal plan: row i attends to [0, i] */
    p.causal = 1;
    for (int i = 0; i < 7; i++) end7[i] = i + 1;
    EXPECT(dllmc_gpu_forward(r, ids, 7, rows, 3, logits, err, sizeof err) == 0, "causal: %s", err);
    model_forward(&canvas, 1, rows, 3, want);
    EXPECT(same(logits, want, 6), "causal logits %g %g, want %g %g", logits[0], logits[2], want[0], want[2]);
    p.causal = 0;

    /* no selected rows: the selected step is not launched (grid 0), the call still syncs */
    n_launches = 0;
    EXPECT(dllmc_gpu_forward(r, ids, 7, rows, 0, logits, err, sizeof err) == 0, "forward 0: %s", err);
    EXPECT(n_launches == N_STEPS - 1, "%d launches for no rows", n_launches);
    /* bad calls are refused before anything is uploaded, with the CPU runtime's messages */
    int32_t bad_id[2] = {0, 2}, bad_row[1] = {2};
    EXPECT(refused(dllmc_gpu_forward(r, ids, 0, rows, 0, logits, err, sizeof err), err, "canvas of 0"), "%s", err);
    EXPECT(refused(dllmc_gpu_forward(r, ids, 9, rows, 3, logits, err, sizeof err), err, "canvas of 9"), "%s", err);
    EXPECT(refused(dllmc_gpu_forward(r, ids, 2, rows, 3, logits, err, sizeof err), err, "3 logit rows asked of 2"),
           "%s", err);
    EXPECT(refused(dllmc_gpu_forward(r, ids, 2, bad_row, 1, logits, err, sizeof err), err, "outside the 2"), "%s",
           err);
    EXPECT(refused(dllmc_gpu_forward(r, bad_id, 2, rows, 0, logits, err, sizeof err), err, "token id 2 at position 1"),
           "%s", err);
    EXPECT(refused(dllmc_gpu_forward(r, NULL, 2, rows, 0, logits, err, sizeof err), err, "NULL"), "%s", err);
    /* the scratch slot as the one sequence of a batch (no slots needed): the same forward */
    EXPECT(dllmc_gpu_forward_batch(r, &canvas, 1, rows, 3, logits, err, sizeof err) == 0, "scratch batch: %s", err);
    model_forward(&canvas, 1, rows, 3, want);
    EXPECT(same(logits, want, 6), "scratch batch logits");
    dllmc_seq slot0 = {0, 7, ids, pos7, end7, NULL};
    EXPECT(refused(dllmc_gpu_forward_batch(r, &slot0, 1, rows, 0, logits, err, sizeof err), err,
                   "opened with 0 slot(s)"), "%s", err);
    dllmc_gpu_unbind(r);
    dllmc_gpu_unbind(NULL);
    EXPECT(allocs[2] == NULL, "unbind frees the store");

    /* batched: two slots; A in slot 1 (3 rows), B in slot 0 (2 rows, causal-like key ends) */
    EXPECT(dllmc_gpu_bind(c, &p, arena, &weight, -1, &r, err, sizeof err) != 0 && !r, "-1 slots");
    EXPECT(dllmc_gpu_bind(c, &p, arena, &weight, 2, &r, err, sizeof err) == 0 && r, "bind 2: %s", err);
    store = (uint64_t)(uintptr_t)allocs[n_allocs - 1];
    EXPECT(alloc_bytes[n_allocs - 1] == (2 + 2 * 2 * 2) * MC * 4, "store of 2 slots: %llu bytes",
           (unsigned long long)alloc_bytes[n_allocs - 1]);
    memset(model_kv, 0, sizeof model_kv); /* a fresh store is zeros */
    int32_t a_ids[3] = {1, 0, 1}, a_pos[3] = {2, 0, 1}, a_end[3] = {3, 3, 3};
    int32_t b_ids[2] = {0, 1}, b_pos[2] = {5, 4}, b_end[2] = {6, 5};
    dllmc_seq batch[2] = {{1, 3, a_ids, a_pos, a_end, NULL}, {0, 2, b_ids, b_pos, b_end, NULL}};
    int32_t brows[3] = {4, 0, 3};
    n_launches = 0;
    EXPECT(dllmc_gpu_forward_batch(r, batch, 2, brows, 3, logits, err, sizeof err) == 0, "batch: %s", err);
    model_forward(batch, 2, brows, 3, want);
    EXPECT(same(logits, want, 6), "batch logits %g %g %g, want %g %g %g", logits[0], logits[2], logits[4],
           want[0], want[2], want[4]);
    EXPECT(n_launches == N_STEPS + 1, "%d launches: the sequence step once per sequence", n_launches);
    EXPECT(launches[3].args.y == slot_at(store, 2, 1, 0, 0) && launches[4].args.y == slot_at(store, 2, 1, 1, 0) &&
           launches[3].args.m == 5, "the store steps write from slot 0 of layer 1");
    const dllmc_gpu_args *sa = &launches[5].args, *sb = &launches[6].args;
    EXPECT(sa->m == 3 && sa->x == arena + 128 && sa->y == arena + 448 && sa->rows == arena + 384 &&
           sa->x2 == slot_at(store, 2, 1, 0, 1) && sa->x3 == slot_at(store, 2, 1, 1, 1) && launches[5].grid[0] == 2,
           "sequence 0's attention");
    EXPECT(sb->m == 2 && sb->x == arena + 128 + 12 && sb->y == arena + 448 + 12 && sb->rows == arena + 384 + 12 &&
           sb->x2 == slot_at(store, 2, 1, 0, 0) && sb->x3 == slot_at(store, 2, 1, 1, 0) && launches[6].grid[0] == 1,
           "sequence 1's attention: offset to its rows, against its slot");
    int32_t store_rows[5];
    memcpy(store_rows, (const void *)(uintptr_t)(arena + 320), sizeof store_rows);
    EXPECT(store_rows[0] == MC + 2 && store_rows[2] == MC + 1 && store_rows[3] == 5 && store_rows[4] == 4,
           "store rows %d %d %d %d", store_rows[0], store_rows[2], store_rows[3], store_rows[4]);
    /* a subset of A again: position 1 only, attending to keys [0, 3) that the last call wrote */
    int32_t s_ids[1] = {0}, s_pos[1] = {1}, s_end[1] = {3}, srows[1] = {0};
    dllmc_seq subset = {1, 1, s_ids, s_pos, s_end, NULL};
    EXPECT(dllmc_gpu_forward_batch(r, &subset, 1, srows, 1, logits, err, sizeof err) == 0, "subset: %s", err);
    model_forward(&subset, 1, srows, 1, want);
    EXPECT(same(logits, want, 2) && logits[0] == 0 + 1 + 1 + (1 + 1 + 2) + 10 * (0 + 1 + 0),
           "subset logit %g, want %g", logits[0], want[0]);
    /* the stateless forward uses the scratch slot and leaves the slots alone */
    EXPECT(dllmc_gpu_forward(r, ids, 7, rows, 3, logits, err, sizeof err) == 0, "forward: %s", err);
    for (int i = 0; i < 7; i++) end7[i] = 7;
    model_forward(&canvas, 1, rows, 3, want);
    EXPECT(same(logits, want, 6), "stateless after batch");
    EXPECT(dllmc_gpu_forward_batch(r, &subset, 1, srows, 1, logits, err, sizeof err) == 0, "subset: %s", err);
    model_forward(&subset, 1, srows, 1, want);
    EXPECT(same(logits, want, 2), "subset after stateless: %g, want %g", logits[0], want[0]);

    /* bad batches: the CPU runtime's checks */
    {
        int32_t two[2] = {3, 3}, zero[1] = {0}, nine[1] = {9}, eight[1] = {8}, big[1] = {2};
        dllmc_seq q[2] = {{0, 1, s_ids, s_pos, s_end, NULL}, {0, 1, s_ids, s_pos, s_end, NULL}};
        EXPECT(refused(dllmc_gpu_forward_batch(r, q, 2, srows, 0, logits, err, sizeof err), err, "both use K/V slot 0"),
               "%s", err);
        q[0].slot = -1;
        EXPECT(refused(dllmc_gpu_forward_batch(r, q, 2, srows, 0, logits, err, sizeof err), err, "scratch slot"),
               "%s", err);
        q[0].slot = 2;
        EXPECT(refused(dllmc_gpu_forward_batch(r, q, 1, srows, 0, logits, err, sizeof err), err, "slot 2"), "%s",
               err);
        q[0] = (dllmc_seq){0, 2, a_ids, two, a_end, NULL};
        EXPECT(refused(dllmc_gpu_forward_batch(r, q, 1, srows, 0, logits, err, sizeof err), err, "position 3 twice"),
               "%s", err);
        q[0] = (dllmc_seq){0, 1, s_ids, eight, s_end, NULL};
        EXPECT(refused(dllmc_gpu_forward_batch(r, q, 1, srows, 0, logits, err, sizeof err), err, "position 8"), "%s",
               err);
        q[0] = (dllmc_seq){0, 1, s_ids, s_pos, zero, NULL};
        EXPECT(refused(dllmc_gpu_forward_batch(r, q, 1, srows, 0, logits, err, sizeof err), err, "key end 0"), "%s",
               err);
        q[0].key_end = nine;
        EXPECT(refused(dllmc_gpu_forward_batch(r, q, 1, srows, 0, logits, err, sizeof err), err, "key end 9"), "%s",
               err);
        q[0] = (dllmc_seq){0, 1, big, s_pos, s_end, NULL};
        EXPECT(refused(dllmc_gpu_forward_batch(r, q, 1, srows, 0, logits, err, sizeof err), err, "token id 2"), "%s",
               err);
        q[0] = (dllmc_seq){0, 0, s_ids, s_pos, s_end, NULL};
        EXPECT(refused(dllmc_gpu_forward_batch(r, q, 1, srows, 0, logits, err, sizeof err), err, "computes 0 rows"),
               "%s", err);
        q[0] = (dllmc_seq){0, 7, ids, pos7, end7, NULL}, q[1] = (dllmc_seq){1, 2, b_ids, b_pos, b_end, NULL};
        EXPECT(refused(dllmc_gpu_forward_batch(r, q, 2, srows, 0, logits, err, sizeof err), err, "computes 2 rows"),
               "%s", err);
        q[0] = (dllmc_seq){0, 1, NULL, s_pos, s_end, NULL};
        EXPECT(refused(dllmc_gpu_forward_batch(r, q, 1, srows, 0, logits, err, sizeof err), err, "NULL"), "%s", err);
        EXPECT(refused(dllmc_gpu_forward_batch(r, q, 0, srows, 0, logits, err, sizeof err), err, "no sequences"), "%s",
               err);
        EXPECT(refused(dllmc_gpu_forward_batch(r, &subset, 1, nine, 1, logits, err, sizeof err), err,
                       "outside the 1 computed rows"), "%s", err);
    }
    dllmc_gpu_unbind(r);

    /* bad plans are refused by bind */
    {
        dllmc_step bad[N_STEPS];
        memcpy(bad, STEPS, sizeof bad);
        bad[1].x = N_BUFFERS; /* no such buffer */
        dllmc_gpu_plan q = plan();
        q.steps = bad;
        r = NULL;
        EXPECT(dllmc_gpu_bind(c, &q, arena, &weight, 0, &r, err, sizeof err) != 0 && !r, "bad buffer");
        bad[1].x = B_H;
        bad[6].kernel = N_KERNELS; /* no such kernel */
        EXPECT(dllmc_gpu_bind(c, &q, arena, &weight, 0, &r, err, sizeof err) != 0 && !r, "bad kernel");
        bad[6].kernel = K_LOGITS;
        bad[1].passes = 1 << DLLMC_PASS_DECODE; /* a GPU plan has one pass */
        EXPECT(dllmc_gpu_bind(c, &q, arena, &weight, 0, &r, err, sizeof err) != 0 && !r, "a decoder step");
        bad[1].passes = 1 << DLLMC_PASS_FORWARD;
        bad[1].y = K_STORE; /* the store outside a store step */
        EXPECT(dllmc_gpu_bind(c, &q, arena, &weight, 0, &r, err, sizeof err) != 0 && !r, "store on a canvas step");
        bad[1].y = B_H;
        bad[3].layer = 2; /* no such layer */
        EXPECT(dllmc_gpu_bind(c, &q, arena, &weight, 0, &r, err, sizeof err) != 0 && !r, "bad layer");
        bad[3].layer = 1;
        bad[5].x = -1; /* a sequence step needs rows to offset */
        EXPECT(dllmc_gpu_bind(c, &q, arena, &weight, 0, &r, err, sizeof err) != 0 && !r, "sequence without x");
        bad[5].x = B_H;
        bad[2].rows = 5; /* no such rows mode */
        EXPECT(dllmc_gpu_bind(c, &q, arena, &weight, 0, &r, err, sizeof err) != 0 && !r, "bad rows mode");
        q = plan();
        q.logits = -1;
        EXPECT(dllmc_gpu_bind(c, &q, arena, &weight, 0, &r, err, sizeof err) != 0 && !r, "no logits");
        q = plan();
        q.key_ends = -1;
        EXPECT(dllmc_gpu_bind(c, &q, arena, &weight, 0, &r, err, sizeof err) != 0 && !r, "no key ends");
        dllmc_gpu_kernel ks[N_KERNELS];
        memcpy(ks, KERNELS, sizeof ks);
        ks[1] = (dllmc_gpu_kernel){"missing", 32, {{1, 0}, {1, 0}, {1, 0}}};
        q = plan();
        q.kernels = ks;
        EXPECT(dllmc_gpu_bind(c, &q, arena, &weight, 0, &r, err, sizeof err) != 0 && !r &&
               strstr(err, "missing"), "a kernel the module lacks: %s", err);
    }
    EXPECT(dllmc_cuda_free(c, arena, err, sizeof err) == 0, "free");
    EXPECT(dllmc_cuda_free(c, weight, err, sizeof err) == 0, "free");
    for (int i = 0; i < n_allocs; i++) EXPECT(allocs[i] == NULL, "allocation %d not freed", i);
    dllmc_cuda_close(c);
    if (!failures) printf("cuda_driver: ok\n");
    return failures != 0;
}
