"""Text: the tokenizer (GGUF vocabularies, BPE) and chat templates.  Over the base."""
