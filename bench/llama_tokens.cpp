// llama-tokens: llama.cpp's tokenizer on many texts with one load of the vocabulary.
//
// Usage: llama-tokens MODEL.gguf TEXTS.bin ADD_BOS(0|1) PARSE_SPECIAL(0|1)
//   TEXTS.bin  the texts, each as a little-endian uint32 byte count and its UTF-8 bytes
// Prints one line "ids a b c ..." per text, in order ("ids" alone for no tokens).
//
// Each text goes through the call `llama-tokenize` makes (tools/tokenize/tokenize.cpp, via
// common_tokenize): llama_tokenize on the text's bytes verbatim, BOS added when ADD_BOS is 1
// and the vocabulary asks for it (tokenizer.ggml.add_bos_token), special tokens written in
// the text parsed when PARSE_SPECIAL is 1. One process for a whole list of texts instead of
// one `llama-tokenize` per text: its start-up (loading a 152k-token vocabulary) is most of
// the cost of a short text. tests/test_harness.py checks it against `llama-tokenize` itself.

#include "llama.h"
#include "llama_common.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

// The texts of `path` into `texts`; false (after a message) if it cannot be read whole.
static bool read_texts(const char * path, std::vector<std::string> & texts) {
    FILE * f = fopen(path, "rb");
    if (!f) { fprintf(stderr, "cannot open %s\n", path); return false; }
    uint32_t n;
    bool ok = true;
    while (fread(&n, sizeof(n), 1, f) == 1) {
        std::string text(n, '\0');
        if (n > 0 && fread(text.data(), 1, n, f) != n) { ok = false; break; }
        texts.push_back(std::move(text));
    }
    fclose(f);
    if (!ok) { fprintf(stderr, "%s: a text is cut short\n", path); }
    return ok;
}

int main(int argc, char ** argv) {
    if (argc != 5) {
        fprintf(stderr, "usage: %s MODEL.gguf TEXTS.bin ADD_BOS PARSE_SPECIAL\n", argv[0]);
        return 2;
    }
    std::vector<std::string> texts;
    if (!read_texts(argv[2], texts)) { return 1; }
    llama_model * model = dllmc::load_model(argv[1], /*warnings*/ false, /*vocab_only*/ true);
    if (!model) { return 1; }
    const llama_vocab * vocab = llama_model_get_vocab(model);
    const bool add_bos = atoi(argv[3]) != 0 && llama_vocab_get_add_bos(vocab);
    const bool parse_special = atoi(argv[4]) != 0;

    std::vector<llama_token> ids;
    for (const std::string & text : texts) {
        // as common_tokenize: a first try with room for one token per byte (+ BOS/EOS), then
        // the exact size llama_tokenize asked for
        ids.resize(text.size() + 2);
        int32_t n = llama_tokenize(vocab, text.data(), (int32_t) text.size(), ids.data(),
                                   (int32_t) ids.size(), add_bos, parse_special);
        if (n < 0) {
            ids.resize((size_t) -n);
            n = llama_tokenize(vocab, text.data(), (int32_t) text.size(), ids.data(),
                               (int32_t) ids.size(), add_bos, parse_special);
        }
        if (n < 0) { fprintf(stderr, "llama_tokenize failed (%d)\n", n); return 1; }
        fputs("ids", stdout);
        for (int32_t i = 0; i < n; i++) { printf(" %d", ids[i]); }
        fputc('\n', stdout);
    }
    dllmc::free_all(nullptr, model);
    return 0;
}
