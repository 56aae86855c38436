// llama_common.h: the setup the small llama.cpp programs of bench/ share (llama-logits,
// llama-greedy, llama-diffusion, llama-chat): a quiet log, the int32 ids file, backend init and
// model load, and the context parameters. Each helper prints its own error message on stderr;
// the caller decides the exit status. Header only (inline functions), C++17.

#pragma once

#include "llama.h"

#include <cstdint>
#include <cstdio>
#include <vector>

namespace dllmc {

// Log callbacks: llama.cpp's errors (and warnings) go to stderr, everything else is dropped.
inline void log_errors(enum ggml_log_level level, const char * text, void * /*user*/) {
    if (level == GGML_LOG_LEVEL_ERROR) {
        fputs(text, stderr);
    }
}

inline void log_warnings(enum ggml_log_level level, const char * text, void * /*user*/) {
    if (level == GGML_LOG_LEVEL_ERROR || level == GGML_LOG_LEVEL_WARN) {
        fputs(text, stderr);
    }
}

// The little-endian int32 token ids of `path` into `ids`; false (after a message) if it cannot
// be opened.
inline bool read_ids(const char * path, std::vector<llama_token> & ids) {
    FILE * f = fopen(path, "rb");
    if (!f) { fprintf(stderr, "cannot open %s\n", path); return false; }
    int32_t v;
    while (fread(&v, sizeof(v), 1, f) == 1) { ids.push_back(v); }
    fclose(f);
    return true;
}

// Sets the quiet log (`warnings`: warnings too, else errors only), initializes the backend and
// loads `path`: CPU only (n_gpu_layers 0), or the vocabulary alone. nullptr (after a message)
// if it does not load.
inline llama_model * load_model(const char * path, bool warnings, bool vocab_only = false) {
    llama_log_set(warnings ? log_warnings : log_errors, nullptr);
    llama_backend_init();
    llama_model_params mparams = llama_model_default_params();
    if (vocab_only) {
        mparams.vocab_only = true;
    } else {
        mparams.n_gpu_layers = 0;
    }
    llama_model * model = llama_model_load_from_file(path, mparams);
    if (!model) { fprintf(stderr, "failed to load %s\n", path); }
    return model;
}

// Context parameters: n_ctx, n_batch = n_ubatch, no perf counters, flash attention by `fa`
// (-1 = llama.cpp's auto, 0 = off, 1 = on). The rest are llama.cpp's defaults.
inline llama_context_params context_params(uint32_t n_ctx, uint32_t n_batch, int fa) {
    llama_context_params cparams = llama_context_default_params();
    cparams.n_ctx    = n_ctx;
    cparams.n_batch  = n_batch;
    cparams.n_ubatch = n_batch;
    cparams.no_perf  = true;
    if (fa == 0) {
        cparams.flash_attn_type = LLAMA_FLASH_ATTN_TYPE_DISABLED;
    } else if (fa == 1) {
        cparams.flash_attn_type = LLAMA_FLASH_ATTN_TYPE_ENABLED;
    } else {
        cparams.flash_attn_type = LLAMA_FLASH_ATTN_TYPE_AUTO;
    }
    return cparams;
}

// context_params for one sequence on `n_threads` threads; with flash attention off the KV
// cache is float32 (llama.cpp's most exact path).
inline llama_context_params exact_context_params(uint32_t n_ctx, uint32_t n_batch, int n_threads,
                                                 int fa) {
    llama_context_params cparams = context_params(n_ctx, n_batch, fa);
    cparams.n_seq_max       = 1;
    cparams.n_threads       = n_threads;
    cparams.n_threads_batch = n_threads;
    if (fa == 0) {
        cparams.type_k = GGML_TYPE_F32;
        cparams.type_v = GGML_TYPE_F32;
    }
    return cparams;
}

// llama_init_from_model; nullptr (after a message) if it fails.
inline llama_context * new_context(llama_model * model, const llama_context_params & cparams) {
    llama_context * ctx = llama_init_from_model(model, cparams);
    if (!ctx) { fprintf(stderr, "failed to create context\n"); }
    return ctx;
}

// Frees the context (if any) and the model, then the backend.
inline void free_all(llama_context * ctx, llama_model * model) {
    if (ctx) { llama_free(ctx); }
    llama_model_free(model);
    llama_backend_free();
}

}  // namespace dllmc
