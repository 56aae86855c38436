/*
 * dllmc CUDA executor (see dllmc_cuda.h). The few driver-API types and entry points it uses
 * are declared here, with the driver's own names and the _v2 symbols the driver exports, so
 * this file compiles with any C compiler and no CUDA headers.
 */
#include "dllmc_cuda.h"

#include <dlfcn.h>
#include <stdarg.h>
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
    dllmc_gpu_args *args;  /* per step, m filled in by each forward */
    uint64_t ids, rows, logits;
};

static int fail(char *err, size_t len, const char *fmt, ...) {
    if (err && len) {
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(err, len, fmt, ap);
        va_end(ap);
    }
    return 1;
}

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

static const dllmc_cuda_driver LIBCUDA = {lc_alloc, lc_release, lc_upload, lc_download,
                                           lc_load_module, lc_function, lc_launch, lc_sync};

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

static int check_plan(const dllmc_gpu_plan *p, char *err, size_t err_len) {
    if (p->ids < 0 || p->ids >= p->n_buffers || p->rows < 0 || p->rows >= p->n_buffers ||
        p->logits < 0 || p->logits >= p->n_buffers)
        return fail(err, err_len, "GPU plan %s: no ids/rows/logits buffer", p->sm);
    for (int i = 0; i < p->n_steps; i++) {
        const dllmc_step *s = &p->steps[i];
        const int32_t ops[4] = {s->x, s->x2, s->x3, s->y};
        if (s->kernel < 0 || s->kernel >= p->n_kernels || s->weight < -1 ||
            s->weight >= p->n_weights || (s->rows != DLLMC_ROWS_CANVAS && s->rows != DLLMC_ROWS_SELECTED))
            return fail(err, err_len, "GPU plan %s: step %s is malformed", p->sm, s->name);
        for (int j = 0; j < 4; j++)
            if (ops[j] < -1 || ops[j] >= p->n_buffers)
                return fail(err, err_len, "GPU plan %s: step %s names buffer %d of %d", p->sm,
                            s->name, ops[j], p->n_buffers);
    }
    return 0;
}

int dllmc_gpu_bind(dllmc_cuda *c, const dllmc_gpu_plan *p, uint64_t arena, const uint64_t *weights,
                   dllmc_gpu_run **out, char *err, size_t err_len) {
    *out = NULL;
    if (check_plan(p, err, err_len)) return 1;
    dllmc_gpu_run *r = calloc(1, sizeof *r);
    if (!r) return fail(err, err_len, "out of memory");
    r->c = c;
    r->p = p;
    r->fns = calloc((size_t)p->n_kernels + 1, sizeof *r->fns);
    r->args = calloc((size_t)p->n_steps + 1, sizeof *r->args);
    if (!r->fns || !r->args) {
        dllmc_gpu_unbind(r);
        return fail(err, err_len, "out of memory");
    }
    for (int k = 0; k < p->n_kernels; k++)
        if (dllmc_cuda_function(c, p->kernels[k].symbol, &r->fns[k], err, err_len)) {
            dllmc_gpu_unbind(r);
            return 1;
        }
    r->ids = buffer_at(p, arena, p->ids);
    r->rows = buffer_at(p, arena, p->rows);
    r->logits = buffer_at(p, arena, p->logits);
    for (int i = 0; i < p->n_steps; i++) {
        const dllmc_step *s = &p->steps[i];
        r->args[i] = (dllmc_gpu_args){
            .w = s->weight < 0 ? 0 : weights[s->weight],
            .x = buffer_at(p, arena, s->x), .x2 = buffer_at(p, arena, s->x2),
            .x3 = buffer_at(p, arena, s->x3), .y = buffer_at(p, arena, s->y),
            .rows = s->rows == DLLMC_ROWS_SELECTED ? r->rows : 0};
    }
    *out = r;
    return 0;
}

int dllmc_gpu_forward(dllmc_gpu_run *r, const int32_t *ids, int64_t n, const int32_t *rows,
                      int64_t n_rows, float *logits, char *err, size_t err_len) {
    const dllmc_gpu_plan *p = r->p;
    dllmc_cuda *c = r->c;
    if (n < 1 || n > p->max_canvas || n_rows < 0 || n_rows > n)
        return fail(err, err_len, "canvas of %lld tokens with %lld rows is outside [1, %lld]",
                    (long long)n, (long long)n_rows, (long long)p->max_canvas);
    if (enter(c, err, err_len) ||
        dllmc_cuda_upload(c, r->ids, ids, (uint64_t)n * 4, err, err_len) ||
        (n_rows && dllmc_cuda_upload(c, r->rows, rows, (uint64_t)n_rows * 4, err, err_len)))
        return 1;
    for (int i = 0; i < p->n_steps; i++) {
        const dllmc_step *s = &p->steps[i];
        const dllmc_gpu_kernel *k = &p->kernels[s->kernel];
        int64_t m = s->rows == DLLMC_ROWS_SELECTED ? n_rows : n;
        uint32_t grid[3];
        for (int d = 0; d < 3; d++)
            grid[d] = k->grid[d][1] ? (uint32_t)((m + k->grid[d][1] - 1) / k->grid[d][1])
                                    : k->grid[d][0];
        r->args[i].m = m;
        if (dllmc_cuda_launch_fn(c, r->fns[s->kernel], grid, k->threads, &r->args[i], err,
                                 err_len)) {
            size_t used = strlen(err);
            if (used + 1 < err_len) snprintf(err + used, err_len - used, " (step %s)", s->name);
            return 1;
        }
    }
    /* the copy waits for the launches */
    if (n_rows == 0) return dllmc_cuda_sync(c, err, err_len);
    return dllmc_cuda_download(c, logits, r->logits, (uint64_t)n_rows * (uint64_t)p->n_vocab * 4,
                               err, err_len);
}

void dllmc_gpu_unbind(dllmc_gpu_run *r) {
    if (!r) return;
    free(r->fns);
    free(r->args);
    free(r);
}
