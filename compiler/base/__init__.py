"""The base layer: what every other part stands on and that imports nothing above it --
errors, settings (environment variables), the cache root and its locks, whole-file writes,
the C toolchain, GGUF reading (gguf_file, reader, pretokenizers), the model spec and the
layouts shared by the compiler, the C runtime and the tests."""
