// llama-logits: logits of every position of one token sequence, from llama.cpp.
//
// Usage: llama-logits MODEL.gguf IDS.bin OUT.bin CAUSAL(0|1) THREADS FLASH_ATTN(-1|0|1)
//   IDS.bin  little-endian int32 token ids
//   OUT.bin  float32 logits [n_tokens, n_vocab], row-major (row i = logits at position i)
// On success prints "n_tokens N n_vocab V causal C" on stdout and exits 0.
//
// Context set up as llama-diffusion-cli does (examples/diffusion/diffusion-cli.cpp): CPU only,
// n_ctx = n_batch = n_ubatch = the whole sequence (the diffusion archs have no KV cache and
// llama.cpp routes their decode to encode(), which asserts n_ubatch >= n_tokens), one batch
// with an output for every token, and causal attention set explicitly
// (llama_set_causal_attn), overriding the model's `<arch>.attention.causal`.
// FLASH_ATTN -1 = llama.cpp's auto (the diffusion CLI's default: on for CPU, K/V in float16),
// 0 = off (then a KV cache, which only the causal archs have, is float32), 1 = on.
// Exit status 3: causal attention asked of a diffusion arch (llama.cpp cannot do it).

#include "llama.h"
#include "llama_common.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <vector>

int main(int argc, char ** argv) {
    if (argc != 7) {
        fprintf(stderr, "usage: %s MODEL.gguf IDS.bin OUT.bin CAUSAL THREADS FLASH_ATTN\n", argv[0]);
        return 2;
    }
    const char * model_path = argv[1];
    const char * ids_path   = argv[2];
    const char * out_path   = argv[3];
    const bool   causal     = atoi(argv[4]) != 0;
    const int    n_threads  = atoi(argv[5]);
    const int    fa         = atoi(argv[6]);

    std::vector<llama_token> ids;
    if (!dllmc::read_ids(ids_path, ids)) { return 1; }
    const int32_t n = (int32_t) ids.size();
    if (n == 0) { fprintf(stderr, "no tokens\n"); return 1; }

    llama_model * model = dllmc::load_model(model_path, /*warnings*/ true);
    if (!model) { return 1; }

    if (causal && llama_model_is_diffusion(model)) {
        // llama.cpp gives the diffusion archs (llada, dream, ...) no KV cache, so llama_decode
        // goes to encode(), which forces non-causal attention whatever llama_set_causal_attn
        // says: a causal run of such a file cannot be had from llama.cpp.
        fprintf(stderr, "causal attention is not available for diffusion architectures in llama.cpp"
                        " (decode runs as encode, always bidirectional); use the causal-labeled file\n");
        return 3;
    }

    const llama_vocab * vocab = llama_model_get_vocab(model);
    const int32_t n_vocab = llama_vocab_n_tokens(vocab);
    for (int32_t i = 0; i < n; i++) {
        if (ids[i] < 0 || ids[i] >= n_vocab) {
            fprintf(stderr, "token id %d at %d out of range [0, %d)\n", ids[i], i, n_vocab);
            return 1;
        }
    }

    llama_context * ctx = dllmc::new_context(
        model, dllmc::exact_context_params((uint32_t) n, (uint32_t) n, n_threads, fa));
    if (!ctx) { return 1; }
    llama_set_n_threads(ctx, n_threads, n_threads);
    llama_set_causal_attn(ctx, causal);

    llama_batch batch = llama_batch_init(n, 0, 1);
    for (int32_t i = 0; i < n; i++) {
        batch.token[i]     = ids[i];
        batch.pos[i]       = i;
        batch.n_seq_id[i]  = 1;
        batch.seq_id[i][0] = 0;
        batch.logits[i]    = 1;
    }
    batch.n_tokens = n;

    const int32_t ret = llama_decode(ctx, batch);
    if (ret != 0) { fprintf(stderr, "llama_decode failed: %d\n", ret); return 1; }

    FILE * out = fopen(out_path, "wb");
    if (!out) { fprintf(stderr, "cannot open %s\n", out_path); return 1; }
    for (int32_t i = 0; i < n; i++) {
        const float * row = llama_get_logits_ith(ctx, i);
        if (!row) { fprintf(stderr, "no logits for row %d\n", i); fclose(out); return 1; }
        if (fwrite(row, sizeof(float), (size_t) n_vocab, out) != (size_t) n_vocab) {
            fprintf(stderr, "write failed\n");
            fclose(out);
            return 1;
        }
    }
    if (fclose(out) != 0) { fprintf(stderr, "write failed\n"); return 1; }

    printf("n_tokens %d n_vocab %d causal %d\n", n, n_vocab, causal ? 1 : 0);

    llama_batch_free(batch);
    dllmc::free_all(ctx, model);
    return 0;
}
