"""bench/llamacpp.py's build variants (native, avx2) as data: flags, folders, the one place
``$DLLMC_LLAMACPP_CPU`` is read and its error line. Builds nothing."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from dllmc.bench import llamacpp

# The native build's flags as its stamp.json and configured.json hold them: a change here
# would rebuild every cached native build.
NATIVE_FLAGS = [
    "-G", "Ninja", "-DCMAKE_BUILD_TYPE=Release", "-DGGML_NATIVE=ON",
    "-DCMAKE_C_FLAGS=-mno-amx-tile -mno-amx-int8 -mno-amx-bf16",
    "-DCMAKE_CXX_FLAGS=-mno-amx-tile -mno-amx-int8 -mno-amx-bf16",
    "-DBUILD_SHARED_LIBS=OFF", "-DLLAMA_BUILD_SERVER=OFF", "-DLLAMA_OPENSSL=OFF",
    "-DLLAMA_CURL=OFF", "-DLLAMA_BUILD_TESTS=OFF",
]
AVX2_ON = ("SSE42", "AVX", "AVX2", "FMA", "F16C", "BMI2")
AVX2_OFF = ("NATIVE", "BACKEND_DL", "CPU_ALL_VARIANTS", "AVX512", "AVX512_VBMI", "AVX512_VNNI",
            "AVX512_BF16", "AVX_VNNI", "AMX_TILE", "AMX_INT8", "AMX_BF16")


def _options(flags: tuple[str, ...]) -> dict[str, str]:
    return dict(f[2:].split("=", 1) for f in flags if f.startswith("-DGGML_"))


@pytest.fixture
def cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setattr(llamacpp, "cache_root", lambda: tmp_path)
    monkeypatch.delenv(llamacpp.VARIANT_ENV, raising=False)
    return tmp_path


def test_native_flags_unchanged() -> None:
    assert list(llamacpp.CMAKE_FLAGS) == NATIVE_FLAGS
    assert list(llamacpp.cmake_flags("native")) == NATIVE_FLAGS


def test_avx2_flags() -> None:
    flags = llamacpp.cmake_flags("avx2")
    opts = _options(flags)
    assert opts == {
        **{f"GGML_{o}": "ON" for o in AVX2_ON}, **{f"GGML_{o}": "OFF" for o in AVX2_OFF}}
    # the rest is the native build's, in the same order
    rest = [f for f in flags if not f.startswith("-DGGML_")]
    assert rest == [f for f in NATIVE_FLAGS if not f.startswith("-DGGML_")]
    assert not any("march" in f for f in flags)


def test_avx2_options_exist_in_the_sdist() -> None:
    """Every GGML_* option the avx2 variant sets is an option() of the pinned llama.cpp (a
    misspelt one would be ignored by CMake with a warning only)."""
    pattern = f"llama.cpp-{llamacpp.LLAMA_CPP_PYTHON_VERSION}*/llama_cpp_python-*/vendor/llama.cpp"
    src = next(iter(sorted(llamacpp.cache_root().glob(pattern))), None)
    if src is None:
        pytest.skip("no extracted llama-cpp-python sdist in ~/.cache/dllmc")
    text = (src / "ggml" / "CMakeLists.txt").read_text()
    declared = set(re.findall(r"option\((GGML_\w+)", text))
    assert set(_options(llamacpp.cmake_flags("avx2"))) <= declared


def test_variant_from_env(cache: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    assert llamacpp.selected_variant() == "native"
    monkeypatch.setenv(llamacpp.VARIANT_ENV, "")
    assert llamacpp.selected_variant() == "native"
    monkeypatch.setenv(llamacpp.VARIANT_ENV, "avx2")
    assert llamacpp.selected_variant() == "avx2"
    assert llamacpp.selected_variant("native") == "native"  # an explicit name wins
    assert llamacpp.build_root() == cache / f"llama.cpp-{llamacpp.LLAMA_CPP_PYTHON_VERSION}-avx2"
    assert llamacpp.describe()["variant"] == "avx2"
    assert llamacpp.find_llamacpp() is None  # nothing built in the empty cache
    monkeypatch.setenv(llamacpp.VARIANT_ENV, "native")
    assert llamacpp.build_root() == cache / f"llama.cpp-{llamacpp.LLAMA_CPP_PYTHON_VERSION}"


def test_folders_differ(cache: Path) -> None:
    roots = {llamacpp.build_root(v) for v in llamacpp.VARIANTS}
    assert len(roots) == len(llamacpp.VARIANTS)


def test_unknown_variant(cache: Path, monkeypatch: pytest.MonkeyPatch,
                         capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv(llamacpp.VARIANT_ENV, "avx512")
    with pytest.raises(llamacpp.UnknownVariant, match=r"'avx512'.*native, avx2"):
        llamacpp.ensure_llamacpp()
    with pytest.raises(ValueError):
        llamacpp.build_root()
    assert llamacpp.main(["where"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "DLLMC_LLAMACPP_CPU" in err and "avx512" in err
    monkeypatch.delenv(llamacpp.VARIANT_ENV)
    assert llamacpp.main(["build", "--variant", "zen3"]) == 2
    assert "'zen3'" in capsys.readouterr().err
    assert list(cache.iterdir()) == []  # nothing was created


def test_results_record_the_variant(monkeypatch: pytest.MonkeyPatch) -> None:
    """What bench_kernels.machine() puts in every results file (a benchmark script, which a
    test does not import: tests/test_layers.py)."""
    monkeypatch.setenv(llamacpp.VARIANT_ENV, "avx2")
    record = llamacpp.describe()
    assert record["variant"] == "avx2" and "-DGGML_AVX512=OFF" in record["isa_flags"]
    monkeypatch.setenv(llamacpp.VARIANT_ENV, "bogus")
    with pytest.raises(llamacpp.UnknownVariant):
        llamacpp.describe()
