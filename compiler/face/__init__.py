"""The face: the command line (cli), doctor, the reports of `dllmc inspect`, the `--visual`
canvas and the tokenizer commands.  It may import every layer; nothing imports it."""
