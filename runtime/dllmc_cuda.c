/*
 * dllmc CUDA loader (see dllmc_cuda.h). The few driver-API types and entry points it uses
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

struct dllmc_cuda {
    driver d;
    CUdevice dev;
    CUcontext ctx;
    CUmodule mod;
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

static int check(const driver *d, CUresult r, const char *what, char *err, size_t len) {
    if (r == 0) return 0;
    const char *msg = NULL;
    if (d->cuGetErrorString) d->cuGetErrorString(r, &msg);
    return fail(err, len, "%s failed: CUDA error %d (%s)", what, r, msg ? msg : "unknown");
}

#define SYM(field, name)                                                                     \
    do {                                                                                     \
        *(void **)(&d->field) = dlsym(d->lib, name);                                         \
        if (!d->field) return fail(err, len, "libcuda.so.1 has no %s (driver too old)", name); \
    } while (0)

static int load_driver(driver *d, char *err, size_t len) {
    memset(d, 0, sizeof *d);
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
    return check(d, d->cuInit(0), "cuInit", err, len);
}

int dllmc_cuda_device_count(int32_t *count, char *err, size_t err_len) {
    driver d;
    int n = 0;
    *count = 0;
    if (load_driver(&d, err, err_len)) {
        if (d.lib) dlclose(d.lib);
        return 0; /* no driver: zero devices, err says why */
    }
    if (d.cuDeviceGetCount(&n) == 0) *count = n;
    dlclose(d.lib);
    return 0;
}

int dllmc_cuda_open(int32_t device, dllmc_cuda **out, char *err, size_t err_len) {
    dllmc_cuda *c = calloc(1, sizeof *c);
    *out = NULL;
    if (!c) return fail(err, err_len, "out of memory");
    if (load_driver(&c->d, err, err_len) ||
        check(&c->d, c->d.cuDeviceGet(&c->dev, device), "cuDeviceGet", err, err_len) ||
        check(&c->d, c->d.cuCtxCreate(&c->ctx, 0, c->dev), "cuCtxCreate", err, err_len)) {
        dllmc_cuda_close(c);
        return 1;
    }
    *out = c;
    return 0;
}

int dllmc_cuda_info(dllmc_cuda *c, dllmc_gpu_info *info, char *err, size_t err_len) {
    size_t free_b = 0, total_b = 0;
    int major = 0, minor = 0;
    memset(info, 0, sizeof *info);
    if (check(&c->d, c->d.cuDeviceGetName(info->name, (int)sizeof info->name - 1, c->dev),
              "cuDeviceGetName", err, err_len) ||
        check(&c->d, c->d.cuDeviceGetAttribute(&major, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR,
                                               c->dev), "cuDeviceGetAttribute", err, err_len) ||
        check(&c->d, c->d.cuDeviceGetAttribute(&minor, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR,
                                               c->dev), "cuDeviceGetAttribute", err, err_len) ||
        check(&c->d, c->d.cuCtxSetCurrent(c->ctx), "cuCtxSetCurrent", err, err_len) ||
        check(&c->d, c->d.cuMemGetInfo(&free_b, &total_b), "cuMemGetInfo", err, err_len))
        return 1;
    info->major = major;
    info->minor = minor;
    info->free_bytes = free_b;
    info->total_bytes = total_b;
    return 0;
}

int dllmc_cuda_load_ptx(dllmc_cuda *c, const char *ptx, char *err, size_t err_len) {
    char log[4096] = {0};
    CUjit_option opts[2] = {CU_JIT_ERROR_LOG_BUFFER, CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES};
    void *vals[2] = {log, (void *)(uintptr_t)sizeof log};
    if (c->mod) {
        c->d.cuModuleUnload(c->mod);
        c->mod = NULL;
    }
    if (check(&c->d, c->d.cuCtxSetCurrent(c->ctx), "cuCtxSetCurrent", err, err_len)) return 1;
    CUresult r = c->d.cuModuleLoadDataEx(&c->mod, ptx, 2, opts, vals);
    if (r != 0) {
        c->mod = NULL;
        return fail(err, err_len, "cuModuleLoadDataEx failed (CUDA error %d): %s", r, log);
    }
    return 0;
}

int dllmc_cuda_alloc(dllmc_cuda *c, uint64_t bytes, uint64_t *dptr, char *err, size_t err_len) {
    CUdeviceptr p = 0;
    if (check(&c->d, c->d.cuMemAlloc(&p, bytes ? bytes : 1), "cuMemAlloc", err, err_len)) return 1;
    *dptr = p;
    return 0;
}

int dllmc_cuda_free(dllmc_cuda *c, uint64_t dptr, char *err, size_t err_len) {
    return check(&c->d, c->d.cuMemFree(dptr), "cuMemFree", err, err_len);
}

int dllmc_cuda_upload(dllmc_cuda *c, uint64_t dst, const void *src, uint64_t bytes, char *err,
                      size_t err_len) {
    return check(&c->d, c->d.cuMemcpyHtoD(dst, src, bytes), "cuMemcpyHtoD", err, err_len);
}

int dllmc_cuda_download(dllmc_cuda *c, void *dst, uint64_t src, uint64_t bytes, char *err,
                        size_t err_len) {
    return check(&c->d, c->d.cuMemcpyDtoH(dst, src, bytes), "cuMemcpyDtoH", err, err_len);
}

int dllmc_cuda_function(dllmc_cuda *c, const char *symbol, void **fn, char *err, size_t err_len) {
    CUfunction f = NULL;
    *fn = NULL;
    if (!c->mod) return fail(err, err_len, "no PTX module loaded");
    if (check(&c->d, c->d.cuModuleGetFunction(&f, c->mod, symbol), symbol, err, err_len)) return 1;
    *fn = f;
    return 0;
}

int dllmc_cuda_launch_fn(dllmc_cuda *c, void *fn, const uint32_t grid[3], uint32_t threads,
                         const dllmc_gpu_args *args, char *err, size_t err_len) {
    dllmc_gpu_args a = *args;
    void *params[7] = {&a.w, &a.x, &a.x2, &a.x3, &a.y, &a.rows, &a.m};
    if (!fn) return fail(err, err_len, "no kernel");
    if (grid[0] == 0 || grid[1] == 0 || grid[2] == 0) return 0; /* nothing to do (m = 0) */
    return check(&c->d, c->d.cuLaunchKernel((CUfunction)fn, grid[0], grid[1], grid[2], threads, 1,
                                            1, 0, NULL, params, NULL), "cuLaunchKernel", err, err_len);
}

int dllmc_cuda_launch(dllmc_cuda *c, const char *symbol, const uint32_t grid[3],
                      uint32_t threads, const dllmc_gpu_args *args, char *err, size_t err_len) {
    void *fn = NULL;
    return dllmc_cuda_function(c, symbol, &fn, err, err_len) ||
           dllmc_cuda_launch_fn(c, fn, grid, threads, args, err, err_len);
}

int dllmc_cuda_sync(dllmc_cuda *c, char *err, size_t err_len) {
    return check(&c->d, c->d.cuCtxSynchronize(), "cuCtxSynchronize", err, err_len);
}

void dllmc_cuda_close(dllmc_cuda *c) {
    if (!c) return;
    if (c->mod) c->d.cuModuleUnload(c->mod);
    if (c->ctx) c->d.cuCtxDestroy(c->ctx);
    if (c->d.lib) dlclose(c->d.lib);
    free(c);
}
