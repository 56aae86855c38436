/*
 * dllmc CUDA executor (see dllmc_cuda.h). The few driver-API types and entry points it uses
 * are declared here, with the driver's own names and the _v2 symbols the driver exports, so
 * this file compiles with any C compiler and no CUDA headers.
 */
#include "dllmc_cuda.h"
#include "dllmc_rows.h"

#include <dlfcn.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---------------------------------------------------------------- driver API, declared */
typedef int CUresult; /* CUDA_SUCCESS = 0 */
typedef int CUdevice;
typedef struct CUctx_st *CUcontext;
typedef struct CUmod_st *CUmodule;
typedef struct CUfunc_st *CUfunction;
typedef struct CUstream_st *CUstream;
typedef unsigned long long CUdeviceptr;
typedef int CUjit_option;

enum { CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR = 75,
       CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR = 76 };
enum { CU_JIT_ERROR_LOG_BUFFER = 5, CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES = 6 };

typedef struct driver {
    void *lib;
    CUresult (*cuInit)(unsigned int);
    CUresult (*cuDeviceGetCount)(int *);
    CUresult (*cuDeviceGet)(CUdevice *, int);
    CUresult (*cuDeviceGetName)(char *, int, CUdevice);
    CUresult (*cuDeviceGetAttribute)(int *, int, CUdevice);
    CUresult (*cuCtxCreate)(CUcontext *, unsigned int, CUdevice);
    CUresult (*cuCtxDestroy)(CUcontext);
    CUresult (*cuCtxSetCurrent)(CUcontext);
    CUresult (*cuCtxSynchronize)(void);
    CUresult (*cuMemGetInfo)(size_t *, size_t *);
    CUresult (*cuModuleLoadDataEx)(CUmodule *, const void *, unsigned int, CUjit_option *,
                                   void **);
    CUresult (*cuModuleUnload)(CUmodule);
    CUresult (*cuModuleGetFunction)(CUfunction *, CUmodule, const char *);
    CUresult (*cuMemAlloc)(CUdeviceptr *, size_t);
    CUresult (*cuMemFree)(CUdeviceptr);
    CUresult (*cuMemcpyHtoD)(CUdeviceptr, const void *, size_t);
    CUresult (*cuMemcpyDtoH)(void *, CUdeviceptr, size_t);
    CUresult (*cuMemsetD8)(CUdeviceptr, unsigned char, size_t);
    CUresult (*cuLaunchKernel)(CUfunction, unsigned int, unsigned int, unsigned int,
                               unsigned int, unsigned int, unsigned int, unsigned int,
                               CUstream, void **, void **);
    CUresult (*cuGetErrorString)(CUresult, const char **);
} driver;

/* libcuda.so.1, loaded once per process (dllmc_cuda_open / dllmc_cuda_device_count) */
static driver cu;

struct dllmc_cuda {
    dllmc_cuda_driver ops; /* libcuda's, through the wrappers below, or the caller's */
    int libcuda;           /* ops are libcuda's: dev and ctx are set */
    CUdevice dev;
    CUcontext ctx;
    void *mod;
};

struct dllmc_gpu_run {
    dllmc_cuda *c;
    const dllmc_gpu_plan *p;
    void **fns;            /* per kernel of the table */
    dllmc_gpu_args *args;  /* per step: weight and arena buffers (the store, rows, m per forward) */
    uint64_t ids, rows, logits, pos_d, store_row_d, key_end_d; /* the arena's tables */
    /* the K/V store, one allocation: the scratch slot [K, V], then the n_slots persistent
     * slots (t.n_slots of them) [n_layer][K, V][slot] (dllmc_cuda.h, "the GPU plan") */
    uint64_t store, store_bytes;
    dllmc_row_tables t;    /* the rows of the forward in progress, on the host (dllmc_rows.h) */
};

/* A driver result: 0, or the error with libcuda's own string for it when there is one. */
static int check(const dllmc_cuda *c, int r, const char *what, char *err, size_t len) {
    if (r == 0) return 0;
    const char *msg = NULL;
    if ((!c || c->libcuda) && cu.cuGetErrorString) cu.cuGetErrorString(r, &msg);
    return fail(err, len, "%s failed: CUDA error %d (%s)", what, r, msg ? msg : "unknown");
}

#define SYM(field, name)                                                                     \
    do {                                                                                     \
        *(void **)(&d->field) = dlsym(d->lib, name);                                         \
        if (!d->field) {                                                                     \
            dlclose(d->lib);                                                                 \
            memset(d, 0, sizeof *d);                                                         \
            return fail(err, len, "libcuda.so.1 has no %s (driver too old)", name);          \
        }                                                                                    \
    } while (0)

static int load_driver(char *err, size_t len) {
    driver *d = &cu;
    if (d->lib) return 0;
    d->lib = dlopen("libcuda.so.1", RTLD_NOW | RTLD_LOCAL);
    if (!d->lib) return fail(err, len, "cannot open libcuda.so.1 (no NVIDIA driver): %s", dlerror());
    SYM(cuInit, "cuInit");
    SYM(cuDeviceGetCount, "cuDeviceGetCount");
    SYM(cuDeviceGet, "cuDeviceGet");
    SYM(cuDeviceGetName, "cuDeviceGetName");
    SYM(cuDeviceGetAttribute, "cuDeviceGetAttribute");
    SYM(cuCtxCreate, "cuCtxCreate_v2");
    SYM(cuCtxDestroy, "cuCtxDestroy_v2");
    SYM(cuCtxSetCurrent, "cuCtxSetCurrent");
    SYM(cuCtxSynchronize, "cuCtxSynchronize");
    SYM(cuMemGetInfo, "cuMemGetInfo_v2");
    SYM(cuModuleLoadDataEx, "cuModuleLoadDataEx");
    SYM(cuModuleUnload, "cuModuleUnload");
    SYM(cuModuleGetFunction, "cuModuleGetFunction");
    SYM(cuMemAlloc, "cuMemAlloc_v2");
    SYM(cuMemFree, "cuMemFree_v2");
    SYM(cuMemcpyHtoD, "cuMemcpyHtoD_v2");
    SYM(cuMemcpyDtoH, "cuMemcpyDtoH_v2");
    SYM(cuMemsetD8, "cuMemsetD8_v2");
    SYM(cuLaunchKernel, "cuLaunchKernel");
    SYM(cuGetErrorString, "cuGetErrorString");
    if (check(NULL, d->cuInit(0), "cuInit", err, len)) {
        dlclose(d->lib);
        memset(d, 0, sizeof *d);
        return 1;
    }
    return 0;
}

/* ---------------------------------------------------------------- libcuda as dllmc_cuda_driver */
static int lc_alloc(uint64_t *dptr, uint64_t bytes) {
    CUdeviceptr p = 0;
    CUresult r = cu.cuMemAlloc(&p, bytes ? bytes : 1);
    *dptr = p;
    return r;
}
static int lc_release(uint64_t dptr) { return cu.cuMemFree(dptr); }
static int lc_upload(uint64_t dst, const void *src, uint64_t bytes) {
    return cu.cuMemcpyHtoD(dst, src, bytes);
}
static int lc_download(void *dst, uint64_t src, uint64_t bytes) {
    return cu.cuMemcpyDtoH(dst, src, bytes);
}
static char jit_log[4096];
static int lc_load_module(const char *ptx, void **module) {
    CUjit_option opts[2] = {CU_JIT_ERROR_LOG_BUFFER, CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES};
    void *vals[2] = {jit_log, (void *)(uintptr_t)sizeof jit_log};
    jit_log[0] = 0;
    return cu.cuModuleLoadDataEx((CUmodule *)module, ptx, 2, opts, vals);
}
static int lc_function(void *module, const char *symbol, void **fn) {
    return cu.cuModuleGetFunction((CUfunction *)fn, (CUmodule)module, symbol);
}
static int lc_launch(void *fn, const uint32_t *grid, uint32_t threads, const dllmc_gpu_args *args) {
    dllmc_gpu_args a = *args;
    void *params[7] = {&a.w, &a.x, &a.x2, &a.x3, &a.y, &a.rows, &a.m};
    return cu.cuLaunchKernel((CUfunction)fn, grid[0], grid[1], grid[2], threads, 1, 1, 0, NULL,
                             params, NULL);
}
static int lc_sync(void) { return cu.cuCtxSynchronize(); }
static int lc_zero(uint64_t dptr, uint64_t bytes) { return cu.cuMemsetD8(dptr, 0, bytes); }

static const dllmc_cuda_driver LIBCUDA = {lc_alloc, lc_release, lc_upload, lc_download,
                                           lc_load_module, lc_function, lc_launch, lc_sync,
                                           lc_zero};

int dllmc_cuda_device_count(int32_t *count, char *err, size_t err_len) {
    int n = 0;
    *count = 0;
    if (load_driver(err, err_len)) return 0; /* no driver: zero devices, err says why */
    if (cu.cuDeviceGetCount(&n) == 0) *count = n;
    return 0;
}

/* libcuda's context current on the calling thread (a no-op for a caller's driver) */
static int enter(dllmc_cuda *c, char *err, size_t err_len) {
    return c->libcuda ? check(c, cu.cuCtxSetCurrent(c->ctx), "cuCtxSetCurrent", err, err_len) : 0;
}

int dllmc_cuda_open(int32_t device, dllmc_cuda **out, char *err, size_t err_len) {
    dllmc_cuda *c = calloc(1, sizeof *c);
    *out = NULL;
    if (!c) return fail(err, err_len, "out of memory");
    if (load_driver(err, err_len)) {
        free(c);
        return 1;
    }
    c->ops = LIBCUDA;
    c->libcuda = 1;
    if (check(c, cu.cuDeviceGet(&c->dev, device), "cuDeviceGet", err, err_len) ||
        check(c, cu.cuCtxCreate(&c->ctx, 0, c->dev), "cuCtxCreate", err, err_len)) {
        dllmc_cuda_close(c);
        return 1;
    }
    *out = c;
    return 0;
}

int dllmc_cuda_open_driver(const dllmc_cuda_driver *driver, dllmc_cuda **out, char *err,
                           size_t err_len) {
    dllmc_cuda *c = calloc(1, sizeof *c);
    *out = NULL;
    if (!c) return fail(err, err_len, "out of memory");
    c->ops = *driver;
    *out = c;
    return 0;
}

int dllmc_cuda_info(dllmc_cuda *c, dllmc_gpu_info *info, char *err, size_t err_len) {
    size_t free_b = 0, total_b = 0;
    int major = 0, minor = 0;
    memset(info, 0, sizeof *info);
    if (!c->libcuda) {
        snprintf(info->name, sizeof info->name, "a caller's driver");
        return 0;
    }
    if (check(c, cu.cuDeviceGetName(info->name, (int)sizeof info->name - 1, c->dev),
              "cuDeviceGetName", err, err_len) ||
        check(c, cu.cuDeviceGetAttribute(&major, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR, c->dev),
              "cuDeviceGetAttribute", err, err_len) ||
        check(c, cu.cuDeviceGetAttribute(&minor, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR, c->dev),
              "cuDeviceGetAttribute", err, err_len) ||
        enter(c, err, err_len) ||
        check(c, cu.cuMemGetInfo(&free_b, &total_b), "cuMemGetInfo", err, err_len))
        return 1;
    info->major = major;
    info->minor = minor;
    info->free_bytes = free_b;
    info->total_bytes = total_b;
    return 0;
}

int dllmc_cuda_load_ptx(dllmc_cuda *c, const char *ptx, char *err, size_t err_len) {
    if (enter(c, err, err_len)) return 1;
    if (c->mod && c->libcuda) cu.cuModuleUnload((CUmodule)c->mod);
    c->mod = NULL;
    int r = c->ops.load_module(ptx, &c->mod);
    if (r != 0) {
        c->mod = NULL;
        return fail(err, err_len, "loading the PTX module failed (CUDA error %d): %s", r,
                    c->libcuda ? jit_log : "");
    }
    return 0;
}

int dllmc_cuda_alloc(dllmc_cuda *c, uint64_t bytes, uint64_t *dptr, char *err, size_t err_len) {
    return enter(c, err, err_len) || check(c, c->ops.alloc(dptr, bytes), "cuMemAlloc", err, err_len);
}

int dllmc_cuda_free(dllmc_cuda *c, uint64_t dptr, char *err, size_t err_len) {
    return check(c, c->ops.release(dptr), "cuMemFree", err, err_len);
}

int dllmc_cuda_upload(dllmc_cuda *c, uint64_t dst, const void *src, uint64_t bytes, char *err,
                      size_t err_len) {
    return check(c, c->ops.upload(dst, src, bytes), "cuMemcpyHtoD", err, err_len);
}

int dllmc_cuda_download(dllmc_cuda *c, void *dst, uint64_t src, uint64_t bytes, char *err,
                        size_t err_len) {
    return check(c, c->ops.download(dst, src, bytes), "cuMemcpyDtoH", err, err_len);
}

int dllmc_cuda_function(dllmc_cuda *c, const char *symbol, void **fn, char *err, size_t err_len) {
    *fn = NULL;
    if (!c->mod) return fail(err, err_len, "no PTX module loaded");
    return check(c, c->ops.function(c->mod, symbol, fn), symbol, err, err_len);
}

int dllmc_cuda_launch_fn(dllmc_cuda *c, void *fn, const uint32_t grid[3], uint32_t threads,
                         const dllmc_gpu_args *args, char *err, size_t err_len) {
    if (!fn) return fail(err, err_len, "no kernel");
    if (grid[0] == 0 || grid[1] == 0 || grid[2] == 0) return 0; /* nothing to do (m = 0) */
    return check(c, c->ops.launch(fn, grid, threads, args), "cuLaunchKernel", err, err_len);
}

int dllmc_cuda_sync(dllmc_cuda *c, char *err, size_t err_len) {
    return check(c, c->ops.sync(), "cuCtxSynchronize", err, err_len);
}

void dllmc_cuda_close(dllmc_cuda *c) {
    if (!c) return;
    if (c->libcuda) {
        if (c->mod) cu.cuModuleUnload((CUmodule)c->mod);
        if (c->ctx) cu.cuCtxDestroy(c->ctx);
    }
    free(c); /* libcuda stays loaded for the process (cu) */
}

/* ---------------------------------------------------------------- the executor */

static uint64_t buffer_at(const dllmc_gpu_plan *p, uint64_t arena, int32_t b) {
    return b < 0 ? 0 : arena + p->buffers[b].offset;
}

static bool is_store(int32_t b) { return b == DLLMC_BUF_K_STORE || b == DLLMC_BUF_V_STORE; }

/* A step operand: an arena buffer, none, or (store operands only) the layer's K / V store. */
static int check_operand(const dllmc_gpu_plan *p, const dllmc_step *s, int32_t b, bool store,
                         char *err, size_t err_len) {
    if (b >= -1 && b < p->n_buffers) return 0;
    if (store && is_store(b) && s->layer >= 0 && s->layer < p->n_layer) return 0;
    return fail(err, err_len, "GPU plan %s: step %s names buffer %d of %d", p->sm, s->name, b,
                p->n_buffers);
}

static int check_plan(const dllmc_gpu_plan *p, char *err, size_t err_len) {
    const int32_t tables[6] = {p->ids, p->rows, p->logits, p->positions, p->store_rows, p->key_ends};
    for (int j = 0; j < 6; j++)
        if (tables[j] < 0 || tables[j] >= p->n_buffers ||
            p->buffers[tables[j]].bytes < (uint64_t)p->max_canvas * 4)
            return fail(err, err_len, "GPU plan %s: no ids/rows/logits/positions/store_rows/key_ends "
                        "buffer", p->sm);
    if (p->max_canvas < 1 || p->max_canvas > (1 << 24) || p->n_layer < 0 || p->kv_row_bytes % 4)
        return fail(err, err_len, "GPU plan %s: bad sizes", p->sm);
    for (int i = 0; i < p->n_steps; i++) {
        const dllmc_step *s = &p->steps[i];
        bool seq = s->rows == DLLMC_ROWS_SEQUENCE;
        if (s->kernel < 0 || s->kernel >= p->n_kernels || s->weight < -1 ||
            s->weight >= p->n_weights || s->rows < DLLMC_ROWS_CANVAS || s->rows > DLLMC_ROWS_SEQUENCE ||
            (seq && (s->x < 0 || s->y < 0)) || /* a sequence's rows are offset into x and y */
            s->passes != 1 << DLLMC_PASS_FORWARD) /* one pass: the forward */
            return fail(err, err_len, "GPU plan %s: step %s is malformed", p->sm, s->name);
        if (check_operand(p, s, s->x, false, err, err_len) ||
            check_operand(p, s, s->x2, seq, err, err_len) ||
            check_operand(p, s, s->x3, seq, err, err_len) ||
            check_operand(p, s, s->y, s->rows == DLLMC_ROWS_STORE, err, err_len))
            return 1;
    }
    return 0;
}

uint64_t dllmc_gpu_store_bytes(const dllmc_gpu_plan *p, int32_t n_slots) {
    return store_bytes(p->max_canvas, p->kv_row_bytes, p->n_layer, n_slots);
}

/* The K (kv = 0) or V (kv = 1) store of a layer at slot `slot` (-1: the scratch slot). */
static uint64_t store_at(const dllmc_gpu_run *r, int32_t layer, int kv, int32_t slot) {
    return r->store + store_offset(r->p->max_canvas, r->p->kv_row_bytes, r->t.n_slots, layer, kv, slot);
}

/* A bound operand, or the store of step s's layer at `slot` for the store ids. */
static uint64_t operand(const dllmc_gpu_run *r, const dllmc_step *s, int32_t b, uint64_t bound, int32_t slot) {
    return is_store(b) ? store_at(r, s->layer, b == DLLMC_BUF_V_STORE, slot) : bound;
}

int dllmc_gpu_bind(dllmc_cuda *c, const dllmc_gpu_plan *p, uint64_t arena, const uint64_t *weights,
                   int32_t n_slots, dllmc_gpu_run **out, char *err, size_t err_len) {
    *out = NULL;
    if (check_plan(p, err, err_len)) return 1;
    if (n_slots < 0 || (int64_t)n_slots * p->max_canvas > INT32_MAX)
        return fail(err, err_len, "%d K/V slots; pass 0 (stateless forwards only) or more", n_slots);
    if (!c->ops.zero) return fail(err, err_len, "the driver has no zero (memset) entry");
    dllmc_gpu_run *r = calloc(1, sizeof *r);
    if (!r) return fail(err, err_len, "out of memory");
    r->c = c;
    r->p = p;
    r->fns = calloc((size_t)p->n_kernels + 1, sizeof *r->fns);
    r->args = calloc((size_t)p->n_steps + 1, sizeof *r->args);
    if (rows_alloc(&r->t, p->max_canvas, p->n_vocab, 0, n_slots, err, err_len) || !r->fns || !r->args) {
        dllmc_gpu_unbind(r);
        return fail(err, err_len, "out of memory");
    }
    for (int k = 0; k < p->n_kernels; k++)
        if (dllmc_cuda_function(c, p->kernels[k].symbol, &r->fns[k], err, err_len)) {
            dllmc_gpu_unbind(r);
            return 1;
        }
    /* the store, zeroed: a key no forward wrote reads as 0, as in the CPU runtime's zero pages */
    r->store_bytes = dllmc_gpu_store_bytes(p, n_slots);
    if (dllmc_cuda_alloc(c, r->store_bytes, &r->store, err, err_len)) {
        size_t used = err ? strlen(err) : 0;
        if (err && used + 1 < err_len)
            snprintf(err + used, err_len - used, " (a K/V store of %d slots: %.2f GiB; open fewer slots or "
                     "recompile with a smaller --max-canvas)", n_slots, (double)r->store_bytes / (1 << 30));
        r->store = 0;
        dllmc_gpu_unbind(r);
        return 1;
    }
    if (check(c, c->ops.zero(r->store, r->store_bytes), "cuMemsetD8", err, err_len)) {
        dllmc_gpu_unbind(r);
        return 1;
    }
    r->ids = buffer_at(p, arena, p->ids);
    r->rows = buffer_at(p, arena, p->rows);
    r->logits = buffer_at(p, arena, p->logits);
    r->pos_d = buffer_at(p, arena, p->positions);
    r->store_row_d = buffer_at(p, arena, p->store_rows);
    r->key_end_d = buffer_at(p, arena, p->key_ends);
    for (int i = 0; i < p->n_steps; i++) {
        const dllmc_step *s = &p->steps[i];
        r->args[i] = (dllmc_gpu_args){
            .w = s->weight < 0 ? 0 : weights[s->weight],
            .x = buffer_at(p, arena, s->x), .x2 = buffer_at(p, arena, s->x2),
            .x3 = buffer_at(p, arena, s->x3), .y = buffer_at(p, arena, s->y)};
    }
    *out = r;
    return 0;
}

/* Launches step i with args a over a->m rows by its kernel's grid rule. */
static int launch_step(dllmc_gpu_run *r, int i, const dllmc_gpu_args *a, char *err, size_t err_len) {
    const dllmc_step *s = &r->p->steps[i];
    const dllmc_gpu_kernel *k = &r->p->kernels[s->kernel];
    uint32_t grid[3];
    for (int d = 0; d < 3; d++)
        grid[d] = k->grid[d][1] ? (uint32_t)((a->m + k->grid[d][1] - 1) / k->grid[d][1]) : k->grid[d][0];
    if (dllmc_cuda_launch_fn(r->c, r->fns[s->kernel], grid, k->threads, a, err, err_len)) {
        size_t used = strlen(err);
        if (used + 1 < err_len) snprintf(err + used, err_len - used, " (step %s)", s->name);
        return 1;
    }
    return 0;
}

/* Checks the logit rows, uploads the n rows' tables and rows[0..n_rows), launches the plan over
 * r's sequences (dllmc_runtime.c's forward_rows + run_steps) and downloads the logits. */
static int forward_rows(dllmc_gpu_run *r, int64_t n, const int32_t *rows, int64_t n_rows, float *logits,
                        char *err, size_t err_len) {
    const dllmc_gpu_plan *p = r->p;
    dllmc_cuda *c = r->c;
    const dllmc_row_tables *t = &r->t;
    if (rows_check_logits(n, rows, n_rows, logits, err, err_len)) return 1;
    uint64_t bytes = (uint64_t)n * 4;
    if (enter(c, err, err_len) || dllmc_cuda_upload(c, r->ids, t->ids, bytes, err, err_len) ||
        dllmc_cuda_upload(c, r->pos_d, t->pos, bytes, err, err_len) ||
        dllmc_cuda_upload(c, r->store_row_d, t->store_row, bytes, err, err_len) ||
        dllmc_cuda_upload(c, r->key_end_d, t->key_end, bytes, err, err_len) ||
        (n_rows && dllmc_cuda_upload(c, r->rows, rows, (uint64_t)n_rows * 4, err, err_len)))
        return 1;
    /* STORE steps write at slot 0 + store row, or into the scratch slot (one scratch sequence) */
    int32_t slot0 = t->n_seqs == 1 && t->seq_slot[0] < 0 ? -1 : 0;
    for (int i = 0; i < p->n_steps; i++) {
        const dllmc_step *s = &p->steps[i];
        dllmc_gpu_args a = r->args[i];
        a.m = n;
        a.y = operand(r, s, s->y, a.y, slot0);
        if (s->rows == DLLMC_ROWS_SEQUENCE) { /* once per sequence, against its slot */
            for (int32_t q = 0; q < t->n_seqs; q++) {
                int64_t first = t->seq_first[q];
                dllmc_gpu_args b = a;
                b.x = a.x + (uint64_t)first * p->buffers[s->x].row_bytes;
                b.y = a.y + (uint64_t)first * p->buffers[s->y].row_bytes;
                b.x2 = operand(r, s, s->x2, a.x2, t->seq_slot[q]);
                b.x3 = operand(r, s, s->x3, a.x3, t->seq_slot[q]);
                b.rows = r->key_end_d + (uint64_t)first * 4;
                b.m = t->seq_rows[q];
                if (launch_step(r, i, &b, err, err_len)) return 1;
            }
            continue;
        }
        if (s->rows == DLLMC_ROWS_SELECTED) a.rows = r->rows, a.m = n_rows;
        if (s->rows == DLLMC_ROWS_POSITION) a.rows = r->pos_d;
        if (s->rows == DLLMC_ROWS_STORE) a.rows = r->store_row_d;
        if (launch_step(r, i, &a, err, err_len)) return 1;
    }
    /* the copy waits for the launches */
    if (n_rows == 0) return dllmc_cuda_sync(c, err, err_len);
    return dllmc_cuda_download(c, logits, r->logits, (uint64_t)n_rows * (uint64_t)p->n_vocab * 4, err,
                               err_len);
}

int dllmc_gpu_forward(dllmc_gpu_run *r, const int32_t *ids, int64_t n, const int32_t *rows,
                      int64_t n_rows, float *logits, char *err, size_t err_len) {
    if (err && err_len) err[0] = 0;
    if (rows_canvas(&r->t, ids, n, r->p->causal, err, err_len)) return 1;
    return forward_rows(r, n, rows, n_rows, logits, err, err_len);
}

int dllmc_gpu_forward_batch(dllmc_gpu_run *r, const dllmc_seq *seqs, int32_t n_seqs,
                            const int32_t *rows, int64_t n_rows, float *logits, char *err,
                            size_t err_len) {
    if (err && err_len) err[0] = 0;
    int64_t n = 0;
    if (rows_stack(&r->t, seqs, n_seqs, &n, err, err_len)) return 1;
    return forward_rows(r, n, rows, n_rows, logits, err, err_len);
}

void dllmc_gpu_unbind(dllmc_gpu_run *r) {
    if (!r) return;
    if (r->store) dllmc_cuda_free(r->c, r->store, NULL, 0);
    free(r->fns);
    free(r->args);
    rows_free(&r->t);
    free(r);
}
