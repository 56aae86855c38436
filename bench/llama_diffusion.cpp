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
#include "llama_common.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

int main(int argc, char ** argv) {
    if (argc != 14) {
        fprintf(stderr, "usage: %s MODEL IDS.bin CANVAS STEPS BLOCK_LENGTH EPS ALGORITHM TOP_K TOP_P TEMP SEED "
                        "THREADS FLASH_ATTN\n", argv[0]);
        return 2;
    }
    const int canvas = atoi(argv[3]);
    std::vector<llama_token> ids;
    if (!dllmc::read_ids(argv[2], ids)) { return 1; }
    const int32_t n_input = (int32_t) ids.size();
    if (n_input == 0 || canvas <= n_input) { fprintf(stderr, "bad prompt or canvas\n"); return 1; }

    llama_model * model = dllmc::load_model(argv[1], /*warnings*/ true);
    if (!model) { return 1; }
    if (!llama_model_is_diffusion(model)) { fprintf(stderr, "not a diffusion model\n"); return 3; }

    const int n_threads = atoi(argv[12]);
    const int fa        = atoi(argv[13]);
    // threads are set on the context below; K/V keep llama.cpp's default types
    llama_context * ctx = dllmc::new_context(
        model, dllmc::context_params((uint32_t) canvas, (uint32_t) canvas, fa));
    if (!ctx) { return 1; }
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

    dllmc::free_all(ctx, model);
    return 0;
}
