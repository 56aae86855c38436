"""Texts the tokenizer is checked and measured on: the agreement cases with llama.cpp
(tests/test_tokenizer.py), llama.cpp's vocab-only files, and deterministic mixed text of any
length (the tokenizer benchmark's input, bench/bench_tokenizer.py)."""

from __future__ import annotations

import random

# (name, text): English, code with tabs and runs of spaces, digits and long numbers, CJK,
# Arabic, Hindi, Russian, emoji and ZWJ sequences, mixed scripts, leading/trailing whitespace,
# newlines, control tokens inside text, the empty string, and more.
CASES: tuple[tuple[str, str], ...] = (
    ("prose", "The quick brown fox jumps over the lazy dog."),
    ("prose-punct", "I'm sure you'll see—it's \"fine\", isn't it? We've done it; they'd agree."),
    ("contractions-upper", "DON'T YOU'LL I'M IT'S WE'VE THEY'RE HE'D 'S 'll"),
    ("code-tabs", "def reverse(s):\n\treturn s[::-1]\n\n\tif x:\t\ty = 2\n"),
    ("code-spaces", "if x:\n        y = 1    # comment\n    else:\n  pass  \n"),
    ("code-c", "int main(void) {\n    printf(\"%d\\n\", 42);\n    return 0;\n}\n"),
    ("json", '{"key": [1, 2, 3], "nested": {"a": null, "b": true}}'),
    ("digits", "0 1 12 123 1234 12345 123456 1234567"),
    ("long-number", "3141592653589793238462643383279502884197169399375105820974944592"),
    ("numbers-mixed", "1,000,000.50 and 1e-10, -42, +7, 0x1F, 3.14, ١٢٣ ४५६"),
    ("datetime", "2024-01-15T12:34:56Z at 09:30 on 15/01/2024"),
    ("chinese", "机器学习是人工智能的一个分支，它使计算机能够从数据中学习。"),
    ("japanese", "東京は日本の首都です。ひらがなとカタカナ、漢字を混ぜて書きます。"),
    ("korean", "안녕하세요, 만나서 반갑습니다. 한국어 문장입니다."),
    ("arabic", "اللغة العربية جميلة جداً، وهي لغة القرآن الكريم."),
    ("hindi", "हिन्दी भारत की राजभाषा है। मैं ठीक हूँ।"),
    ("russian", "Съешь же ещё этих мягких французских булок, да выпей чаю."),
    ("greek", "Ξεσκεπάζω την ψυχοφθόρα βδελυγμία."),
    ("hebrew", "שלום עולם, מה שלומך?"),
    ("thai", "ภาษาไทยไม่มีการเว้นวรรคระหว่างคำ"),
    ("vietnamese", "Cửa Việt. Tiếng Việt có dấu thanh."),
    ("emoji", "I love 🍕 and 🎉! 😀😃😄"),
    ("emoji-zwj", "👨‍👩‍👧‍👦 👩🏽‍💻 🏳️‍🌈 ❤️‍🔥"),
    ("emoji-flags-tones", "🇺🇸🇯🇵 👍🏿 👋🏻"),
    ("mixed-scripts", "Hello世界 Привет мир 123abc مرحبا नमस्ते"),
    ("mixed-nospace", "abc中文def русский123テスト!?"),
    ("leading-ws", "   leading spaces"),
    ("trailing-ws", "trailing spaces   "),
    ("both-ws", "\n\t hello world \t\n"),
    ("only-spaces", "     "),
    ("one-space", " "),
    ("newlines", "line1\nline2\r\nline3\rline4\n"),
    ("blank-lines", "a\n\n\n\nb\n \n \nc\n\n"),
    ("chat-markup", "<|im_start|>system\nYou are helpful.<|im_end|>\n<|im_start|>user\nHi!"
                    "<|im_end|>\n<|im_start|>assistant\n"),
    ("control-glued", "foo<|endoftext|>bar<|endoftext|><|endoftext|> baz"),
    ("control-malformed", "<|im_start|\n <|im_end <|endoftext|x> <| im_start |>"),
    ("user-defined", "call <tool_call>{\"name\": \"f\"}</tool_call> done"),
    ("empty", ""),
    ("unicode-spaces", "a\u00a0b\u2003c\u3000d\u200be\u2028f"),
    ("combining", "e\u0301 n\u0303 a\u0308 \u00c5 A\u030a"),
    ("math", "∀x ∈ ℝ: x² ≥ 0, ∑ᵢ aᵢ, ∫ f(x) dx, √π ≈ 1.772"),
    ("url-email", "https://example.com/path?q=1&r=2#frag user@example.org"),
    ("markdown", "# Title\n\n- item **bold** _it_ `code`\n\n```python\nprint('hi')\n```\n"),
    ("repeats", "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa!!!!!!!!!!??????........"),
    ("typographic", "It’s ‘quoted’ “double” — dash – en … ellipsis"),
    ("ascii-controls", "tab\tvt\x0bff\x0cnul\x00del\x7fesc\x1b[0m"),
    ("paragraph", "Diffusion language models denoise a canvas of masked tokens in parallel."
                  "\n\nEach step re-runs the full model — 100–600 positions — with bidirectional "
                  "attention; the sampler then commits the most confident predictions "
                  "(e.g. 12.5% per step)."),
    ("mask-text", "fill <|mask|> here <|mdm_mask|>"),
    ("eog-texts", "end</s>of <|end|> x<EOT>y <eos> [PAD] <reponame>"),  # llama.cpp makes some CONTROL
)

# llama.cpp's vocab-only test files, one per pre-tokenizer family dllmc knows besides the two
# real vocabularies above (ggml-vocab-llama-bpe.gguf is the Llama-3 vocabulary, add_bos true).
VOCAB_FILES = ("llama-bpe", "qwen35", "gpt-2", "starcoder")

TEXT_BYTES = 1 << 20

_PROSE = (
    "Diffusion language models start from a canvas of mask tokens and, over a fixed number "
    "of steps, commit the positions they are most sure of. Every step reruns the whole model "
    "over the whole canvas with bidirectional attention, so the workload is a stream of "
    "skinny matrix products. It's not left to right; they'd say it's 'parallel', and we've "
    "measured 12.5% of the canvas committed per step at 64 steps.\n"
)
_CODE = (
    "def reverse(s: str) -> str:\n\t\"\"\"Reverse a string.\"\"\"\n\treturn s[::-1]\n\n"
    "class Canvas:\n    def __init__(self, n: int) -> None:\n        self.tokens = [MASK] * n"
    "    # all masked\n        self.step  =  0\n\n"
    "int main(void) {\n    for (int i = 0; i < 1024; ++i) {\n        printf(\"%d\\n\", i * 3);"
    "\n    }\n    return 0;\n}\n"
)
_NUMBERS = "0 1 12 123 1234 12345 3.14159265358979 2024-01-15T12:34:56Z 1,000,000.50 0x1F\n"
_WORLD = (
    "机器学习是人工智能的一个分支。東京は日本の首都です。안녕하세요. اللغة العربية جميلة. "
    "हिन्दी भारत की राजभाषा है। Съешь же ещё этих мягких французских булок. "
    "👨‍👩‍👧‍👦 👩🏽‍💻 🏳️‍🌈 🇺🇸 👍🏿 I love 🍕!\n"
)
_CHAT = ("<|im_start|>system\nYou are a helpful assistant.<|im_end|>\n<|im_start|>user\n"
         "Explain speculative decoding.<|im_end|>\n<|im_start|>assistant\n")


def mixed_text(n_bytes: int = TEXT_BYTES, seed: int = 0) -> str:
    """Deterministic mixed text of at most ``n_bytes`` UTF-8 bytes (whole characters)."""
    rng = random.Random(seed)
    blocks = [(_PROSE, 4), (_CODE, 3), (_NUMBERS, 1), (_WORLD, 2), (_CHAT, 1)]
    pool = [b for b, w in blocks for _ in range(w)]
    parts: list[str] = []
    size = 0
    while size < n_bytes:
        block = rng.choice(pool)
        if rng.random() < 0.5:  # vary it: a random cut, so pre-token boundaries move
            block = block[rng.randrange(len(block)):] + block[: rng.randrange(len(block))]
        parts.append(block)
        size += len(block.encode())
    data = "".join(parts).encode()[:n_bytes]
    return data.decode("utf-8", errors="ignore")
