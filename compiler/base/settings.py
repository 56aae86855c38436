"""Every environment variable the product reads, in one place: its name, what it does, and one
parser per kind (a path, a word, an on/off switch); and the defaults the commands share.

Read at call time, never cached at import, so a test or a long-lived process sees a change.
Test- and benchmark-only variables (``DLLMC_UPDATE_GOLDEN``, ``DLLMC_FUZZ_EXAMPLES``, ...) are
the suite's and live beside the tests that read them.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from dllmc.compiler.base.errors import DllmcError

# the largest canvas (prompt + generated tokens) an artifact runs when nobody says: `dllmc
# compile`, and `run` / `serve` / `dllmc.load` compiling a GGUF on the fly, alike
DEFAULT_MAX_CANVAS = 1024

# how the CPU's integer GEMMs on K-quant weights scale their activations (--act-blocks; the
# legacy types read a scale per 32 whatever it says; docs/correctness.md, "Distance from the
# float model"): "256/32" (q8_Ks: a scale per 256 inputs times an integer step of 1 to 8 per
# 32, as near the float model as per 32 nearly, as fast as per 256 nearly), "32" (q8_0: a
# float scale per 32, the nearest) or "256" (llama.cpp's q8_K / q8_Ku: the fastest, farthest)
ACT_BLOCKS = ("256/32", "32", "256")
DEFAULT_ACT_BLOCKS = "256/32"


def check_act_blocks(act_blocks: int | str) -> str:
    """``act_blocks`` (a number or its text) if it is one of :data:`ACT_BLOCKS`, as text; else a
    one-line error."""
    value = str(act_blocks).strip()
    if value not in ACT_BLOCKS:
        raise DllmcError(f"--act-blocks {value} is not one of {', '.join(ACT_BLOCKS)}",
                         "pass --act-blocks 256/32 (the default: a scale per 256 inputs, an "
                         "integer step per 32), 32 (a scale per 32) or 256 (a scale per 256 "
                         "inputs on K-quant weights, as llama.cpp)")
    return value


_ON = frozenset({"1", "on", "yes", "true"})
_OFF = frozenset({"0", "off", "no", "false"})


@dataclass(frozen=True)
class Setting:
    name: str
    help: str

    def raw(self) -> str | None:
        """The value as set, stripped; None when unset or empty."""
        value = os.environ.get(self.name, "").strip()
        return value or None

    def is_set(self) -> bool:
        return self.raw() is not None

    def path(self) -> Path | None:
        raw = self.raw()
        return Path(raw).expanduser() if raw else None

    def switch(self, default: bool, *, strict: bool = True) -> bool:
        """An on/off switch: 1/on/yes/true or 0/off/no/false (any case); unset is ``default``;
        anything else is refused with one line (``strict``), or off, as huggingface_hub reads
        its own switches (``strict=False``)."""
        raw = self.raw()
        if raw is None:
            return default
        if raw.lower() in _ON:
            return True
        if raw.lower() in _OFF or not strict:
            return False
        raise DllmcError(f"{self.name}={raw!r} is neither on nor off",
                         f"set it to 1 or 0 (or unset it: {'on' if default else 'off'})")


CACHE = Setting("DLLMC_CACHE", "the cache root (default ~/.cache/dllmc): objects, artifacts, "
                               "weights, hub downloads, tokenizer tables")
WEIGHT_CACHE = Setting("DLLMC_WEIGHT_CACHE", "0 turns off the repacked-weight cache (the "
                                             "weights are repacked at every load)")
MEMORY_CHECK = Setting("DLLMC_MEMORY_CHECK", "0 skips the check that the machine has the "
                                             "memory for a model before it is opened")
HOST_CPU = Setting("DLLMC_HOST_CPU", "a CPU target name: the CPU's features beyond that "
                                     "target's are hidden (an AVX-512 machine run as an AVX2 one)")
CC = Setting("CC", "the C compiler that links models (default cc)")
HF_ENDPOINT = Setting("HF_ENDPOINT", "the Hugging Face hub's address (default "
                                     "https://huggingface.co)")
HF_HUB_OFFLINE = Setting("HF_HUB_OFFLINE", "1: no network; hub models from the caches only")
TRANSFORMERS_OFFLINE = Setting("TRANSFORMERS_OFFLINE", "the same as HF_HUB_OFFLINE")
HF_HUB_CACHE = Setting("HF_HUB_CACHE", "the Hugging Face cache folder dllmc reuses files from")
HUGGINGFACE_HUB_CACHE = Setting("HUGGINGFACE_HUB_CACHE", "the older name of HF_HUB_CACHE")
HF_HOME = Setting("HF_HOME", "the Hugging Face home (its cache is <HF_HOME>/hub)")
XDG_CACHE_HOME = Setting("XDG_CACHE_HOME", "where HF_HOME defaults to (<it>/huggingface)")

SETTINGS: tuple[Setting, ...] = (CACHE, WEIGHT_CACHE, MEMORY_CHECK, HOST_CPU, CC, HF_ENDPOINT,
                                 HF_HUB_OFFLINE, TRANSFORMERS_OFFLINE, HF_HUB_CACHE,
                                 HUGGINGFACE_HUB_CACHE, HF_HOME, XDG_CACHE_HOME)
