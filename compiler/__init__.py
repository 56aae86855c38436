"""The compiler: GGUF -> graph -> kernel calls -> plan -> LLVM IR -> objects -> model.so.
Its base layer (compiler/base) is everyone's; its face (compiler/face) is the command line."""
