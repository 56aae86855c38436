"""The executor: the C runtime (dllmc_runtime.c/.h, dllmc_rows.h; dllmc_cuda.c/.h for a GPU),
its loader (cffi; a compiled model opened on its GGUF) and the GPU model.  Over the base and
the targets; never imports the compiler."""
