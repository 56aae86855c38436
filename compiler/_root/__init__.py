"""dllmc: an ahead-of-time compiler for masked diffusion language models in GGUF files.

The package's parts are the repository's folders, in pipeline order:
``dllmc.compiler`` (read GGUF -> graph -> specialize/schedule -> render -> object -> link),
``dllmc.targets`` (targets as data), ``dllmc.templates`` (Jinja2 kernel templates),
``dllmc.runtime`` (the C runtime and its cffi loader), ``dllmc.tests`` and ``dllmc.bench``.
"""

__version__ = "0.1.0"
