"""Shared fixtures: the real GGUF models, the converter-written ones and the llama.cpp reference build.

All are prepared on first use into ``~/.cache/dllmc`` (``DLLMC_CACHE``) by the harness in
``bench/`` and reused afterwards.  They are real dependencies of the suite: if they cannot
be prepared, the tests that need them fail rather than skip.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest


@pytest.fixture(scope="session")
def real_gguf() -> Callable[[str], Path]:
    """``real_gguf("smollm2-135m")`` -> path of a real model (names: bench/real_models.py)."""
    from dllmc.bench.real_models import real_model

    return real_model


@pytest.fixture(scope="session")
def converted_gguf() -> Callable[[str], Path]:
    """``converted_gguf("llada-8b-instruct")`` -> path of a Q4_K_M GGUF written by llama.cpp's own
    converter from a synthetic checkpoint of that model (names: bench/converted_models.py)."""
    from dllmc.bench.converted_models import converted_model

    return converted_model


@pytest.fixture(scope="session")
def compiled_converted(converted_gguf, tmp_path_factory: pytest.TempPathFactory
             ) -> Callable[[str], tuple[Path, Path]]:
    """``compiled_converted(name)`` -> (GGUF, model.so) of a converter-written file (``converted_gguf``),
    compiled once per session with a canvas of 128."""
    from dllmc.compiler.pipeline import compile_model

    d = tmp_path_factory.mktemp("converted-so")
    done: dict[str, tuple[Path, Path]] = {}

    def get(name: str) -> tuple[Path, Path]:
        if name not in done:
            g = converted_gguf(name)
            compile_model(g, d / f"{name}.so", max_canvas=128)
            done[name] = (g, d / f"{name}.so")
        return done[name]

    return get


@pytest.fixture(scope="session")
def llamacpp():
    """The llama.cpp reference build (``dllmc.bench.llamacpp.LlamaCpp``)."""
    from dllmc.bench.llamacpp import ensure_llamacpp

    return ensure_llamacpp()


@pytest.fixture(scope="session")
def compiled_real(real_gguf, tmp_path_factory: pytest.TempPathFactory) -> Callable[[str], tuple[Path, Path]]:
    """``compiled_real(name)`` -> (GGUF, model.so) of a real model, compiled once per session
    with a canvas of 192 (prompt + generated tokens of the generation tests)."""
    from dllmc.compiler.pipeline import compile_model

    d = tmp_path_factory.mktemp("compiled-real")
    done: dict[str, tuple[Path, Path]] = {}

    def get(name: str) -> tuple[Path, Path]:
        if name not in done:
            gguf = real_gguf(name)
            so = d / f"{name}.so"
            compile_model(gguf, so, max_canvas=192)
            done[name] = (gguf, so)
        return done[name]

    return get


@pytest.fixture
def browser():
    """Debian's headless Chromium driven by Selenium (a served page as users see it)."""
    import shutil

    from selenium import webdriver

    chromium, driver = shutil.which("chromium"), shutil.which("chromedriver")
    assert chromium and driver, "needs Debian's chromium and chromium-driver (.ci/run installs them)"
    opts = webdriver.ChromeOptions()
    opts.binary_location = chromium
    for arg in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage",
                "--window-size=1100,900"):
        opts.add_argument(arg)
    b = webdriver.Chrome(options=opts, service=webdriver.ChromeService(driver))
    yield b
    b.quit()
