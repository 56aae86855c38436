"""The runtime, in layers (each imports only those before it; tests/test_layers.py):
executor, then decoding and text, then models, then serving."""
