/*
 * dllmc CUDA loader: runs the PTX kernels of templates/nvptx through the CUDA driver API,
 * opened at run time with dlopen("libcuda.so.1") -- no CUDA toolkit or headers needed to
 * build or run. One context on one device, one PTX module (compiler/ptx.py: ptx_module),
 * device buffers, launches with the GPU kernel ABI of compiler/gpu_kernels.py:
 *     .entry SYMBOL(w, x, x2, x3, y, rows, m)   block = threads, grid = spec.grid(m)
 * Every call returns 0 on success, else non-zero with a one-line message in err.
 */
#ifndef DLLMC_CUDA_H
#define DLLMC_CUDA_H

#include <stddef.h>
#include <stdint.h>

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

/* 0 devices (or no driver) is not an error here: *count = 0 and err says why. */
int dllmc_cuda_device_count(int32_t *count, char *err, size_t err_len);
int dllmc_cuda_open(int32_t device, dllmc_cuda **out, char *err, size_t err_len);
int dllmc_cuda_info(dllmc_cuda *c, dllmc_gpu_info *info, char *err, size_t err_len);
/* Loads one PTX module (NUL-terminated text); the JIT log goes into err on failure. */
int dllmc_cuda_load_ptx(dllmc_cuda *c, const char *ptx, char *err, size_t err_len);
int dllmc_cuda_alloc(dllmc_cuda *c, uint64_t bytes, uint64_t *dptr, char *err, size_t err_len);
int dllmc_cuda_free(dllmc_cuda *c, uint64_t dptr, char *err, size_t err_len);
int dllmc_cuda_upload(dllmc_cuda *c, uint64_t dst, const void *src, uint64_t bytes, char *err,
                      size_t err_len);
int dllmc_cuda_download(dllmc_cuda *c, void *dst, uint64_t src, uint64_t bytes, char *err,
                        size_t err_len);
/* Launches kernel `symbol` of the loaded module on grid[3] blocks of `threads` threads. */
int dllmc_cuda_launch(dllmc_cuda *c, const char *symbol, const uint32_t grid[3],
                      uint32_t threads, const dllmc_gpu_args *args, char *err, size_t err_len);
/* The same in two steps, for a plan launched many times: look the kernel up once, then
 * launch it by its handle (valid until the next dllmc_cuda_load_ptx or dllmc_cuda_close).
 * Launches are asynchronous; their errors show at the next sync or download. */
int dllmc_cuda_function(dllmc_cuda *c, const char *symbol, void **fn, char *err, size_t err_len);
int dllmc_cuda_launch_fn(dllmc_cuda *c, void *fn, const uint32_t grid[3], uint32_t threads,
                         const dllmc_gpu_args *args, char *err, size_t err_len);
int dllmc_cuda_sync(dllmc_cuda *c, char *err, size_t err_len);
void dllmc_cuda_close(dllmc_cuda *c);

/* ---------------------------------------------------------------- in an artifact
 * An artifact compiled with GPU targets (`dllmc compile --target ...,sm_80`) links this file
 * and its generated gpu_plan.c (templates/gpu_plan.c.j2), which defines the zlib-compressed
 * JSON {"plan": GPU plan, "ptx": {"sm_80": PTX module, ...}} (compiler/gpu_plan.py). An
 * artifact without GPU targets has neither. */
const unsigned char *dllmc_gpu_blob(uint64_t *bytes);

#endif
