/* A stand-in for libcuda.so.1's device queries (tests/test_gpu_cli.py): the driver API
 * functions dllmc's device listing calls through ctypes (runtime/executor/gpu.py
 * list_devices), with their documented signatures, over two made-up devices. Device 1 has
 * no free memory query (its context fails), to exercise the per-device error path. */
#include <stddef.h>
#include <string.h>

typedef int CUresult;
typedef int CUdevice;
typedef void *CUcontext;

static int initialised;
static int contexts[2];
static CUdevice current = -1;

CUresult cuInit(unsigned int flags) { initialised = flags == 0; return flags == 0 ? 0 : 1; }
CUresult cuDeviceGetCount(int *count) { if (!initialised) return 3; *count = 2; return 0; }
CUresult cuDeviceGet(CUdevice *dev, int ordinal) {
    if (ordinal < 0 || ordinal > 1) return 101; /* CUDA_ERROR_INVALID_DEVICE */
    *dev = 10 + ordinal;
    return 0;
}
CUresult cuDeviceGetName(char *name, int len, CUdevice dev) {
    const char *n = dev == 10 ? "Fake H200" : "Fake T4";
    strncpy(name, n, (size_t)len);
    name[len - 1] = 0;
    return 0;
}
CUresult cuDeviceGetAttribute(int *value, int attribute, CUdevice dev) {
    if (attribute == 75) *value = dev == 10 ? 9 : 7;      /* compute capability major */
    else if (attribute == 76) *value = dev == 10 ? 0 : 5; /* minor */
    else return 1;
    return 0;
}
CUresult cuDeviceTotalMem_v2(size_t *bytes, CUdevice dev) {
    *bytes = dev == 10 ? (size_t)141 << 30 : (size_t)16 << 30;
    return 0;
}
CUresult cuDevicePrimaryCtxRetain(CUcontext *ctx, CUdevice dev) {
    if (dev == 11) return 2; /* CUDA_ERROR_OUT_OF_MEMORY */
    contexts[dev - 10]++;
    *ctx = &contexts[dev - 10];
    return 0;
}
CUresult cuDevicePrimaryCtxRelease_v2(CUdevice dev) { contexts[dev - 10]--; return 0; }
CUresult cuCtxPushCurrent_v2(CUcontext ctx) { current = ctx == &contexts[0] ? 10 : 11; return 0; }
CUresult cuCtxPopCurrent_v2(CUcontext *ctx) { *ctx = &contexts[current - 10]; current = -1; return 0; }
CUresult cuMemGetInfo_v2(size_t *free_b, size_t *total_b) {
    if (current != 10) return 201; /* CUDA_ERROR_INVALID_CONTEXT */
    *free_b = (size_t)139 << 30;
    *total_b = (size_t)141 << 30;
    return 0;
}
CUresult cuGetErrorString(CUresult r, const char **s) {
    *s = r == 2 ? "out of memory" : "fake error";
    return 0;
}
/* how many primary contexts are still retained (the listing must release each) */
int fake_retained(void) { return contexts[0] + contexts[1]; }
