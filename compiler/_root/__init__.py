"""dllmc: an ahead-of-time compiler for masked diffusion language models in GGUF files.

The package's parts are the repository's folders, in pipeline order:
``dllmc.compiler`` (read GGUF -> graph -> specialize/schedule -> render -> object -> link),
``dllmc.targets`` (targets as data), ``dllmc.templates`` (Jinja2 kernel templates),
``dllmc.runtime`` (the executor -- the C runtime and its loader --, decoding, text, models,
serving), ``dllmc.tests`` and ``dllmc.bench``.  docs/architecture.md draws the layers.
"""

from dllmc.compiler.base.version import __version__


def __getattr__(name: str) -> object:
    # `dllmc.load` is dllmc.runtime.models.api.load, imported on first use so `import dllmc` stays
    # light (the compiler's CLI does not need the runtime's imports)
    if name == "load":
        from dllmc.runtime.models.api import load

        return load
    raise AttributeError(f"module 'dllmc' has no attribute {name!r}")


__all__ = ["__version__", "load"]
