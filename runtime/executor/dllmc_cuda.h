/*
 * dllmc CUDA executor: runs an artifact's GPU plan (the same tables as its CPU plan, see
 * dllmc_runtime.h) through the CUDA driver API, opened at run time with dlopen("libcuda.so.1")
 * -- no CUDA toolkit or headers needed to build or run. One context on one device, one PTX
 * module (compiler/ptx.py: ptx_module), device buffers, and the launch loop of a forward pass,
 * with the GPU kernel ABI of compiler/kernels/ (spec.py):
 *     .entry SYMBOL(w, x, x2, x3, y, rows, m)   block = threads, grid = the kernel's grid rule
 * Every call returns 0 on success, else non-zero with a one-line message in err.
 */
#ifndef DLLMC_CUDA_H
#define DLLMC_CUDA_H

#include <stddef.h>
#include <stdint.h>

#include "dllmc_runtime.h"

typedef struct dllmc_cuda dllmc_cuda;

/* The dllmc_args fields as device addresses (0 = NULL): the kernel's parameters. */
typedef struct dllmc_gpu_args {
    uint64_t w, x, x2, x3, y, rows;
    int64_t m;
} dllmc_gpu_args;

/* Device facts for --device auto: compute capability, memory. */
typedef struct dllmc_gpu_info {
    char name[128];
    int32_t major, minor;
    uint64_t total_bytes, free_bytes;
} dllmc_gpu_info;

/* The driver entry points the executor uses, as plain C; each returns 0 or an error code.
 * dllmc_cuda_open fills them from libcuda.so.1; dllmc_cuda_open_driver takes a caller's own
 * (the tests run the whole executor, launch loop included, on a NumPy device this way). */
typedef struct dllmc_cuda_driver {
    int (*alloc)(uint64_t *dptr, uint64_t bytes);
    int (*release)(uint64_t dptr);
    int (*upload)(uint64_t dst, const void *src, uint64_t bytes);
    int (*download)(void *dst, uint64_t src, uint64_t bytes);
    int (*load_module)(const char *ptx, void **module);
    int (*function)(void *module, const char *symbol, void **fn);
    int (*launch)(void *fn, const uint32_t *grid, uint32_t threads, const dllmc_gpu_args *args);
    int (*sync)(void);
    int (*zero)(uint64_t dptr, uint64_t bytes); /* memset 0 (the K/V store at bind) */
} dllmc_cuda_driver;

/* 0 devices (or no driver) is not an error here: *count = 0 and err says why. */
int dllmc_cuda_device_count(int32_t *count, char *err, size_t err_len);
int dllmc_cuda_open(int32_t device, dllmc_cuda **out, char *err, size_t err_len);
int dllmc_cuda_open_driver(const dllmc_cuda_driver *driver, dllmc_cuda **out, char *err,
                           size_t err_len);
int dllmc_cuda_info(dllmc_cuda *c, dllmc_gpu_info *info, char *err, size_t err_len);
/* Loads one PTX module (NUL-terminated text); the JIT log goes into err on failure. */
int dllmc_cuda_load_ptx(dllmc_cuda *c, const char *ptx, char *err, size_t err_len);
int dllmc_cuda_alloc(dllmc_cuda *c, uint64_t bytes, uint64_t *dptr, char *err, size_t err_len);
int dllmc_cuda_free(dllmc_cuda *c, uint64_t dptr, char *err, size_t err_len);
int dllmc_cuda_upload(dllmc_cuda *c, uint64_t dst, const void *src, uint64_t bytes, char *err,
                      size_t err_len);
int dllmc_cuda_download(dllmc_cuda *c, void *dst, uint64_t src, uint64_t bytes, char *err,
                        size_t err_len);
/* One kernel of the loaded module by its handle (valid until the next dllmc_cuda_load_ptx or
 * dllmc_cuda_close), launched on grid[3] blocks of `threads` threads. Launches are
 * asynchronous; their errors show at the next sync or download. */
int dllmc_cuda_function(dllmc_cuda *c, const char *symbol, void **fn, char *err, size_t err_len);
int dllmc_cuda_launch_fn(dllmc_cuda *c, void *fn, const uint32_t grid[3], uint32_t threads,
                         const dllmc_gpu_args *args, char *err, size_t err_len);
int dllmc_cuda_sync(dllmc_cuda *c, char *err, size_t err_len);
void dllmc_cuda_close(dllmc_cuda *c);

/* ---------------------------------------------------------------- the GPU plan
 * An artifact compiled with GPU targets (`dllmc compile --target ...,sm_80`) links this file
 * and its generated gpu_plan.c (templates/gpu_plan.c.j2): one plan per SM, made by the same
 * lowering and placement as the CPU plan (compiler/specialize.py, compiler/schedule.py) and
 * rendered by the same table macros. Its steps name their kernel by index into the SM's
 * kernel table and every buffer by index into the device arena (the token ids, the selected
 * rows, the logits, the RoPE table and the per-row tables of enum dllmc_rows -- positions,
 * store rows, key ends -- are arena buffers here), or names the K/V store (DLLMC_BUF_K_STORE /
 * V_STORE of step.layer), which the executor allocates beside the arena in the CPU runtime's
 * layout: [n_layer][K, V][slot][max_canvas][kv_row_bytes] float32, and one scratch slot
 * [K, V][max_canvas][kv_row_bytes] shared by the layers for the stateless forward. An
 * artifact without GPU targets has neither file. */
typedef struct dllmc_gpu_kernel {
    const char *symbol;   /* the PTX .entry */
    uint32_t threads;     /* per block (x) */
    /* per grid dimension {blocks, rows per block}: blocks when rows per block is 0, else
     * ceil(m / rows per block) */
    uint32_t grid[3][2];
} dllmc_gpu_kernel;

typedef struct dllmc_gpu_plan {
    const char *sm;              /* "sm_80" */
    const char *ptx;             /* the module of this SM's kernels (NUL-terminated) */
    int32_t n_kernels, n_weights, n_buffers, n_steps;
    const dllmc_gpu_kernel *kernels;
    const dllmc_weight *weights; /* form RAW (as stored), F32 or F16 (converted at upload) */
    const dllmc_buffer *buffers;
    const dllmc_step *steps;
    uint64_t arena_bytes;
    uint64_t weight_bytes;       /* every weight on the device, each 256-byte aligned */
    int64_t max_canvas, n_vocab;
    int32_t ids, rows, logits, rope_table; /* buffer indices (-1: none) */
    int32_t positions, store_rows, key_ends; /* the per-row tables (buffer indices) */
    int32_t n_layer, causal;     /* as the CPU plan's: the K/V store, the stateless forward */
    uint64_t kv_row_bytes;       /* one position's K (= V) of one layer */
} dllmc_gpu_plan;

/* The plans, in SM order. */
const dllmc_gpu_plan *dllmc_gpu_plans(int32_t *count);

/* ---------------------------------------------------------------- the executor */
typedef struct dllmc_gpu_run dllmc_gpu_run;

/* Binds plan p (its module loaded with dllmc_cuda_load_ptx) to device memory: looks up every
 * kernel and records each step's arguments; arena = the activations, weights[i] = where
 * weight i is on the device. Allocates (and zeroes) the K/V store: the scratch slot and
 * n_slots persistent slots (0: stateless forwards only), freed by dllmc_gpu_unbind. */
int dllmc_gpu_bind(dllmc_cuda *c, const dllmc_gpu_plan *p, uint64_t arena, const uint64_t *weights,
                   int32_t n_slots, dllmc_gpu_run **out, char *err, size_t err_len);
/* Device bytes of the K/V store of n_slots slots (and the scratch slot) for plan p. */
uint64_t dllmc_gpu_store_bytes(const dllmc_gpu_plan *p, int32_t n_slots);
/* dllmc_forward's stateless forward (dllmc_runtime.h), the same checks: the canvas ids[0..n)
 * at positions 0..n-1 in the scratch slot, each row attending to the whole canvas (or [0, i]
 * in a causal plan); uploads the rows' tables, launches every step, downloads the logits of
 * rows[0..n_rows) to logits[n_rows][n_vocab]. */
int dllmc_gpu_forward(dllmc_gpu_run *r, const int32_t *ids, int64_t n, const int32_t *rows,
                      int64_t n_rows, float *logits, char *err, size_t err_len);
/* dllmc_forward_batch (dllmc_runtime.h) on the GPU, the same checks and the same meaning:
 * the rows of seqs[0..n_seqs) stacked, each writing its K / V into its sequence's slot and
 * attending to [0, key_end) of it; logits of rows[0..n_rows) (indices into the stacked rows). */
int dllmc_gpu_forward_batch(dllmc_gpu_run *r, const dllmc_seq *seqs, int32_t n_seqs,
                            const int32_t *rows, int64_t n_rows, float *logits, char *err,
                            size_t err_len);
void dllmc_gpu_unbind(dllmc_gpu_run *r);

#endif
