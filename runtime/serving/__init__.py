"""Serving: the batching engine (batcher), the OpenAI and Ollama routes (server, ollama, the
page) and Ray Serve replicas (ray_serve)."""
