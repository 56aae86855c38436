// llama-greedy: greedy (argmax) autoregressive decoding of a token sequence by llama.cpp.
//
// Usage: llama-greedy MODEL.gguf IDS.bin N_PREDICT THREADS FLASH_ATTN(-1|0|1)
//   IDS.bin  little-endian int32 prompt ids (already chat-formatted and tokenized)
// Prints the N_PREDICT generated ids on stdout as one line "ids a b c ...", then the wall time
// of the prompt's batch and of the one-token steps after it: "ns PREFILL DECODE". End-of-generation
// tokens do not stop it: exactly N_PREDICT tokens are decoded (each fed back as the next
// input), so the whole run can be compared token for token.
//
// The prompt is decoded in one batch (causal attention, positions 0..n-1), then one token at
// a time through the KV cache; the next token is the first column holding the largest logit
// of the last position. FLASH_ATTN 0 (the default of the tests) disables flash attention and
// keeps K/V in float32, llama.cpp's most exact path; -1 is llama.cpp's auto, 1 forces it.

#include "llama.h"
#include "llama_common.h"

#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <vector>

int main(int argc, char ** argv) {
    if (argc != 6) {
        fprintf(stderr, "usage: %s MODEL.gguf IDS.bin N_PREDICT THREADS FLASH_ATTN\n", argv[0]);
        return 2;
    }
    const char * model_path = argv[1];
    const int    n_predict  = atoi(argv[3]);
    const int    n_threads  = atoi(argv[4]);
    const int    fa         = atoi(argv[5]);

    std::vector<llama_token> ids;
    if (!dllmc::read_ids(argv[2], ids)) { return 1; }
    const int32_t n = (int32_t) ids.size();
    if (n == 0 || n_predict < 1) { fprintf(stderr, "no prompt or nothing to predict\n"); return 1; }

    llama_model * model = dllmc::load_model(model_path, /*warnings*/ true);
    if (!model) { return 1; }
    if (llama_model_is_diffusion(model)) {
        fprintf(stderr, "%s is a diffusion model: greedy decoding needs a causal one\n", model_path);
        return 3;
    }
    const llama_vocab * vocab   = llama_model_get_vocab(model);
    const int32_t       n_vocab = llama_vocab_n_tokens(vocab);

    llama_context * ctx = dllmc::new_context(
        model, dllmc::exact_context_params((uint32_t) (n + n_predict), (uint32_t) n, n_threads, fa));
    if (!ctx) { return 1; }

    llama_batch batch = llama_batch_init(n, 0, 1);
    for (int32_t i = 0; i < n; i++) {
        batch.token[i]     = ids[i];
        batch.pos[i]       = i;
        batch.n_seq_id[i]  = 1;
        batch.seq_id[i][0] = 0;
        batch.logits[i]    = i == n - 1;
    }
    batch.n_tokens = n;

    std::vector<llama_token> out;
    int32_t pos = n;
    using clock = std::chrono::steady_clock;
    auto t0 = clock::now(), t1 = t0;
    for (int step = 0; step < n_predict; step++) {
        if (step == 1) { t1 = clock::now(); }
        if (llama_decode(ctx, batch) != 0) { fprintf(stderr, "llama_decode failed at %d\n", step); return 1; }
        const float * row = llama_get_logits_ith(ctx, -1);
        int32_t best = 0;
        for (int32_t j = 1; j < n_vocab; j++) {
            if (row[j] > row[best]) { best = j; }
        }
        out.push_back(best);
        batch.n_tokens     = 1;
        batch.token[0]     = best;
        batch.pos[0]       = pos++;
        batch.n_seq_id[0]  = 1;
        batch.seq_id[0][0] = 0;
        batch.logits[0]    = 1;
    }
    auto t2 = clock::now();
    if (n_predict == 1) { t1 = t2; }
    printf("ids");
    for (llama_token t : out) { printf(" %d", t); }
    printf("\n");
    auto ns = [](clock::duration d) { return (long long) std::chrono::duration_cast<std::chrono::nanoseconds>(d).count(); };
    printf("ns %lld %lld\n", ns(t1 - t0), ns(t2 - t1));

    llama_batch_free(batch);
    dllmc::free_all(ctx, model);
    return 0;
}
