/*
 * Sanitizer driver for the GPU executor (runtime/dllmc_cuda.c), tests/test_gpu_plan.py: a plain
 * executable built with -fsanitize=address,undefined, so LeakSanitizer runs at exit. A
 * dllmc_cuda_driver of its own (device memory = malloc'd host memory, launches recorded) runs a
 * small hand-written plan through dllmc_gpu_bind / dllmc_gpu_forward and checks what the
 * launch loop did: every step launched with its kernel's grid rule, m, rows and buffers; the
 * inputs uploaded and the logits downloaded; bad plans and bad calls refused. Exits 0 when
 * every check held.
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
static int n_allocs;
typedef struct launch {
    int kernel;
    uint32_t grid[3], threads;
    dllmc_gpu_args args;
} launch;
static launch launches[64];
static int n_launches;
static const char *SYMBOLS[] = {"k_rows", "k_tiles"};

static int d_alloc(uint64_t *p, uint64_t bytes) {
    if (n_allocs == MAX_ALLOCS) return 2;
    allocs[n_allocs] = calloc(1, bytes ? bytes : 1);
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
    for (int i = 0; i < 2; i++)
        if (!strcmp(symbol, SYMBOLS[i])) {
            *fn = (void *)(uintptr_t)(i + 1);
            return 0;
        }
    return 500; /* CUDA_ERROR_NOT_FOUND */
}
static int d_launch(void *fn, const uint32_t *grid, uint32_t threads, const dllmc_gpu_args *a) {
    if (n_launches == 64) return 3;
    launch *l = &launches[n_launches++];
    l->kernel = (int)(uintptr_t)fn - 1;
    memcpy(l->grid, grid, sizeof l->grid);
    l->threads = threads;
    l->args = *a;
    /* the "kernel": y[r] = x[r] + 1 over m rows of one float (reads what rows names) */
    const float *x = (const float *)(uintptr_t)a->x;
    const int32_t *rows = (const int32_t *)(uintptr_t)a->rows;
    float *y = (float *)(uintptr_t)a->y;
    for (int64_t r = 0; r < a->m; r++) y[r] = x[rows ? rows[r] : r] + 1.0f;
    return 0;
}
static int d_sync(void) { return 0; }

static const dllmc_cuda_driver DRIVER = {d_alloc, d_release, d_upload, d_download,
                                          d_load_module, d_function, d_launch, d_sync};

/* ---------------------------------------------------------------- a plan of three steps
 * buffers: 0 ids [8] int32 | 1 rows [8] int32 | 2 h [8] f32 | 3 logits [8][V = 1] f32
 * step 0 (k_rows, canvas): h = float(ids) ... here: y = x + 1 with x = ids' bytes as floats
 * step 1 (k_tiles, canvas): h = h + 1, grid (ceil(m / 4), 3, 1)
 * step 2 (k_rows, selected): logits[r] = h[rows[r]] + 1 */
static const dllmc_gpu_kernel KERNELS[] = {
    {"k_rows", 256, {{0, 1}, {1, 0}, {1, 0}}},
    {"k_tiles", 128, {{0, 4}, {3, 0}, {1, 0}}},
};
static const dllmc_weight WEIGHTS[] = {{"w", DLLMC_FORM_F32, 0, 1, 1, 0, 4, 4}};
static const dllmc_buffer BUFFERS[] = {
    {"ids", 0, 32}, {"rows", 64, 32}, {"h", 128, 32}, {"logits", 192, 32}};
static const dllmc_step STEPS[] = {
    {"embed", DLLMC_STEP_KERNEL, 0, 0, 0, 0, -1, -1, 2, DLLMC_ROWS_CANVAS, 0},
    {"tile", DLLMC_STEP_KERNEL, 0, 0, -1, 2, -1, -1, 2, DLLMC_ROWS_CANVAS, 1},
    {"logits", DLLMC_STEP_KERNEL, 0, 0, -1, 2, -1, -1, 3, DLLMC_ROWS_SELECTED, 0},
};
static dllmc_gpu_plan plan(void) {
    dllmc_gpu_plan p = {"sm_test", ".entry k_rows", 2, 1, 4, 3, KERNELS, WEIGHTS, BUFFERS, STEPS,
                        256, 256, 8, 1, 0, 1, 3, -1};
    return p;
}

int main(void) {
    char err[256] = "";
    dllmc_cuda *c = NULL;
    EXPECT(dllmc_cuda_open_driver(&DRIVER, &c, err, sizeof err) == 0 && c, "open: %s", err);
    EXPECT(dllmc_cuda_load_ptx(c, ".entry k_rows", err, sizeof err) == 0, "load: %s", err);
    uint64_t arena = 0, weight = 0;
    EXPECT(dllmc_cuda_alloc(c, 256, &arena, err, sizeof err) == 0, "alloc: %s", err);
    EXPECT(dllmc_cuda_alloc(c, 4, &weight, err, sizeof err) == 0, "alloc: %s", err);
    dllmc_gpu_plan p = plan();
    dllmc_gpu_run *r = NULL;
    EXPECT(dllmc_gpu_bind(c, &p, arena, &weight, &r, err, sizeof err) == 0 && r, "bind: %s", err);

    /* one forward: 7 tokens, rows 6, 0, 0 */
    float ids_f[7] = {1, 2, 3, 4, 5, 6, 7};
    int32_t ids[7], rows[3] = {6, 0, 0};
    memcpy(ids, ids_f, sizeof ids);
    float logits[3] = {0};
    EXPECT(dllmc_gpu_forward(r, ids, 7, rows, 3, logits, err, sizeof err) == 0, "forward: %s", err);
    EXPECT(n_launches == 3, "%d launches", n_launches);
    EXPECT(launches[0].kernel == 0 && launches[0].grid[0] == 7 && launches[0].grid[1] == 1 &&
           launches[0].threads == 256 && launches[0].args.m == 7 && launches[0].args.rows == 0 &&
           launches[0].args.w == weight && launches[0].args.x == arena &&
           launches[0].args.y == arena + 128, "step 0 launched wrong");
    EXPECT(launches[1].kernel == 1 && launches[1].grid[0] == 2 && launches[1].grid[1] == 3 &&
           launches[1].grid[2] == 1 && launches[1].threads == 128 && launches[1].args.w == 0,
           "step 1's grid rule: %u %u %u", launches[1].grid[0], launches[1].grid[1], launches[1].grid[2]);
    EXPECT(launches[2].args.m == 3 && launches[2].args.rows == arena + 64 &&
           launches[2].args.y == arena + 192, "step 2 (selected rows) launched wrong");
    EXPECT(logits[0] == 10.0f && logits[1] == 4.0f && logits[2] == 4.0f, "logits %g %g %g",
           logits[0], logits[1], logits[2]);

    /* no selected rows: the selected step is not launched (grid 0), the call still syncs */
    n_launches = 0;
    EXPECT(dllmc_gpu_forward(r, ids, 7, rows, 0, logits, err, sizeof err) == 0, "forward 0: %s", err);
    EXPECT(n_launches == 2, "%d launches for no rows", n_launches);
    /* bad calls are refused before anything is uploaded */
    EXPECT(dllmc_gpu_forward(r, ids, 0, rows, 0, logits, err, sizeof err) != 0, "a canvas of 0");
    EXPECT(dllmc_gpu_forward(r, ids, 9, rows, 3, logits, err, sizeof err) != 0, "a canvas of 9");
    EXPECT(dllmc_gpu_forward(r, ids, 2, rows, 3, logits, err, sizeof err) != 0, "3 rows of 2");
    dllmc_gpu_unbind(r);
    dllmc_gpu_unbind(NULL);

    /* bad plans are refused by bind */
    {
        dllmc_step bad[3];
        memcpy(bad, STEPS, sizeof bad);
        bad[1].x = 7; /* no such buffer */
        dllmc_gpu_plan q = plan();
        q.steps = bad;
        r = NULL;
        EXPECT(dllmc_gpu_bind(c, &q, arena, &weight, &r, err, sizeof err) != 0 && !r, "bad buffer");
        bad[1].x = 2;
        bad[2].kernel = 5; /* no such kernel */
        EXPECT(dllmc_gpu_bind(c, &q, arena, &weight, &r, err, sizeof err) != 0 && !r, "bad kernel");
        q = plan();
        q.logits = -1;
        EXPECT(dllmc_gpu_bind(c, &q, arena, &weight, &r, err, sizeof err) != 0 && !r, "no logits");
        dllmc_gpu_kernel ks[2] = {KERNELS[0], {"missing", 32, {{1, 0}, {1, 0}, {1, 0}}}};
        q = plan();
        q.kernels = ks;
        EXPECT(dllmc_gpu_bind(c, &q, arena, &weight, &r, err, sizeof err) != 0 && !r &&
               strstr(err, "missing"), "a kernel the module lacks: %s", err);
    }
    EXPECT(dllmc_cuda_free(c, arena, err, sizeof err) == 0, "free");
    EXPECT(dllmc_cuda_free(c, weight, err, sizeof err) == 0, "free");
    dllmc_cuda_close(c);
    if (!failures) printf("cuda_driver: ok\n");
    return failures != 0;
}
