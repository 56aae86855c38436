// llama-chat: llama.cpp's rendering of chat messages, the way llama-diffusion-cli formats a prompt.
//
// Usage: llama-chat MODEL.gguf REQUESTS.json OUT.json
//   REQUESTS.json  a JSON array of requests:
//                  {"messages": [{"role": "...", "content": "..."}, ...],
//                   "add_generation_prompt": true|false,
//                   "template": "..."   (optional: a template source to use instead of the GGUF's)}
//   OUT.json       a JSON array, one entry per request:
//                  {"prompt": "...", "ids": [...]}  or  {"error": "..."}
// Exit status 0 when every request was answered (each may still hold an error).
//
// What it does for each request is what examples/diffusion/diffusion-cli.cpp's
// format_input_text does: common_chat_templates_init(model, override) (the GGUF's
// tokenizer.chat_template, or chatml when the file has none), common_chat_templates_apply with
// use_jinja (llama.cpp's own Jinja engine), then common_tokenize(vocab, prompt,
// add_special = true, parse_special = true) for the ids llama-diffusion-cli would run on.
// The model is loaded vocabulary only.

#include "chat.h"
#include "common.h"
#include "llama.h"
#include "llama_common.h"

#include <nlohmann/json.hpp>

#include <cstdio>
#include <exception>
#include <fstream>
#include <sstream>
#include <string>

using json = nlohmann::ordered_json;

int main(int argc, char ** argv) {
    if (argc != 4) {
        fprintf(stderr, "usage: %s MODEL.gguf REQUESTS.json OUT.json\n", argv[0]);
        return 2;
    }
    json requests;
    {
        std::ifstream in(argv[2], std::ios::binary);
        if (!in) {
            fprintf(stderr, "cannot open %s\n", argv[2]);
            return 1;
        }
        std::stringstream ss;
        ss << in.rdbuf();
        requests = json::parse(ss.str());
    }

    llama_model * model = dllmc::load_model(argv[1], /*warnings*/ false, /*vocab_only*/ true);
    if (!model) {
        return 1;
    }
    const llama_vocab * vocab = llama_model_get_vocab(model);

    json out = json::array();
    for (const auto & req : requests) {
        json answer = json::object();
        try {
            const std::string override_src = req.value("template", std::string());
            auto tmpls = common_chat_templates_init(model, override_src);
            common_chat_templates_inputs inputs;
            for (const auto & m : req.at("messages")) {
                common_chat_msg msg;
                msg.role    = m.at("role").get<std::string>();
                msg.content = m.at("content").get<std::string>();
                inputs.messages.push_back(msg);
            }
            inputs.add_generation_prompt = req.value("add_generation_prompt", true);
            inputs.use_jinja             = true;
            const auto result = common_chat_templates_apply(tmpls.get(), inputs);
            answer["prompt"] = result.prompt;
            answer["ids"]    = common_tokenize(vocab, result.prompt, /*add_special*/ true,
                                               /*parse_special*/ true);
        } catch (const std::exception & e) {
            answer["error"] = e.what();
        }
        out.push_back(answer);
    }

    std::ofstream f(argv[3], std::ios::binary);
    f << out.dump(-1, ' ', false, json::error_handler_t::replace);
    f.close();
    dllmc::free_all(nullptr, model);
    return f ? 0 : 1;
}
