// llama-diffusion: llama.cpp's own diffusion sampler (examples/diffusion/diffusion.cpp, the
// library llama-diffusion-cli links) on given prompt ids, printing the generated ids.
//
// Usage: llama-diffusion MODEL.gguf IDS.bin CANVAS STEPS BLOCK_LENGTH EPS ALGORITHM TOP_K TOP_P
//                        TEMP SEED THREADS FLASH_ATTN(-1|0|1)
// Set up exactly as llama-diffusion-cli's main() does (diffusion-cli.cpp): n_ctx = n_batch =
// n_ubatch = CANVAS (its -ub), diffusion_params from the same fields (shift_logits from
// `diffusion.shift_logits`, absent = true; schedule = timesteps if EPS > 0 else blocks;
// max_length = CANVAS; cfg_scale and alg_temp left at 0, as the CLI leaves them), and
// diffusion_generate() called on the ids. What the CLI adds around it -- chat template,
// tokenizing, detokenizing -- is left out, so both sides run on the same ids.
// Prints "ids a b c ..." (the CANVAS - n_prompt generated ids) on stdout.

#include "diffusion.h"
#include "llama.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

static void quiet_log(enum ggml_log_level level, const char * text, void * /*user*/) {
    if (level == GGML_LOG_LEVEL_ERROR || level == GGML_LOG_LEVEL_WARN) {
        fputs(text, stderr);
    }
}

int main(int argc, char ** argv) {
    if (argc != 14) {
        fprintf(stderr, "usage: %s MODEL IDS.bin CANVAS STEPS BLOCK_LENGTH EPS ALGORITHM TOP_K TOP_P TEMP SEED "
                        "THREADS FLASH_ATTN\n", argv[0]);
        return 2;
    }
    const int canvas = atoi(argv[3]);
    std::vector<llama_token> ids;
    {
        FILE * f = fopen(argv[2], "rb");
        if (!f) { fprintf(stderr, "cannot open %s\n", argv[2]); return 1; }
        int32_t v;
        while (fread(&v, sizeof(v), 1, f) == 1) { ids.push_back(v); }
        fclose(f);
    }
    const int32_t n_input = (int32_t) ids.size();
    if (n_input == 0 || canvas <= n_input) { fprintf(stderr, "bad prompt or canvas\n"); return 1; }

    llama_log_set(quiet_log, nullptr);
    llama_backend_init();
    llama_model_params mparams = llama_model_default_params();
    mparams.n_gpu_layers = 0;
    llama_model * model = llama_model_load_from_file(argv[1], mparams);
    if (!model) { fprintf(stderr, "failed to load %s\n", argv[1]); return 1; }
    if (!llama_model_is_diffusion(model)) { fprintf(stderr, "not a diffusion model\n"); return 3; }

    const int n_threads = atoi(argv[12]);
    const int fa        = atoi(argv[13]);
    llama_context_params cparams = llama_context_default_params();
    cparams.n_ctx    = (uint32_t) canvas;
    cparams.n_batch  = (uint32_t) canvas;
    cparams.n_ubatch = (uint32_t) canvas;
    cparams.no_perf  = true;
    if (fa == 0) {
        cparams.flash_attn_type = LLAMA_FLASH_ATTN_TYPE_DISABLED;
    } else if (fa == 1) {
        cparams.flash_attn_type = LLAMA_FLASH_ATTN_TYPE_ENABLED;
    } else {
        cparams.flash_attn_type = LLAMA_FLASH_ATTN_TYPE_AUTO;
    }
    llama_context * ctx = llama_init_from_model(model, cparams);
    if (!ctx) { fprintf(stderr, "failed to create context\n"); return 1; }
    llama_set_n_threads(ctx, n_threads, n_threads);

    const llama_vocab * vocab = llama_model_get_vocab(model);
    diffusion_params p;
    char shift[8];
    if (llama_model_meta_val_str(model, "diffusion.shift_logits", shift, sizeof(shift)) >= 0) {
        p.shift_logits = strcmp(shift, "true") == 0;
    } else {
        p.shift_logits = true;
    }
    const int   block = atoi(argv[5]);
    const float eps   = (float) atof(argv[6]);
    if ((eps == 0) == (block == 0)) { fprintf(stderr, "exactly one of EPS and BLOCK_LENGTH\n"); return 2; }
    if (eps != 0) {
        p.schedule = DIFFUSION_TRANSFER_SCHEDULE_TIMESTEP_BASED;
        p.eps      = eps;
    } else {
        p.schedule     = DIFFUSION_TRANSFER_SCHEDULE_BLOCK_BASED;
        p.block_length = block;
        if (canvas % block != 0 || atoi(argv[4]) % (canvas / block) != 0) {
            fprintf(stderr, "block mode: canvas %% block and steps %% (canvas / block) must be 0\n");
            return 4;
        }
    }
    p.mask_token_id = llama_vocab_mask(vocab);
    p.seed          = atoi(argv[11]);
    p.temperature   = (float) atof(argv[10]);
    p.steps         = atoi(argv[4]);
    p.algorithm     = static_cast<diffusion_algorithm>(atoi(argv[7]));
    p.max_length    = canvas;
    p.top_p         = (float) atof(argv[9]);
    p.top_k         = atoi(argv[8]);

    std::vector<llama_token> out(canvas);
    int32_t n_generated = 0;
    diffusion_generate(ctx, ids.data(), out.data(), n_input, p, n_generated);
    if (n_generated <= 0) { fprintf(stderr, "diffusion generation failed\n"); return 1; }
    printf("ids");
    for (int i = n_input; i < canvas; i++) { printf(" %d", out[i]); }
    printf("\n");

    llama_free(ctx);
    llama_model_free(model);
    llama_backend_free();
    return 0;
}
