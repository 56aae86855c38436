"""Decoding: the models' samplers (sampler), the families and their authors' defaults
(family), and the decoders that drive a model step by step (generate).  Over the executor."""
