"""Read a GGUF file's header and memory-map its tensor data.

This is the first stage of the pipeline: bytes on disk -> :class:`GGUFFile` (every key/value
pair, every tensor's name, ggml type, shape, offset and size).  :mod:`dllmc.compiler.base.reader`
turns it into a validated model spec.

The type tables (value types, ggml quant block sizes) come from the ``gguf`` package.  The
header itself is parsed here, in one pass, rather than through ``gguf.GGUFReader``: that
reader builds a NumPy view for every element of every array, which takes 3 s for SmolLM2's
49 k-token vocabulary and about 10 s for Qwen's 152 k, while a direct parse takes tens of
milliseconds.  ``tests/test_gguf_file.py`` checks this parser against ``gguf.GGUFReader``
field for field and tensor for tensor.  Every read is bounds-checked, so a truncated or
corrupt header becomes a :class:`GGUFError`, never an IndexError or a crash; so does a tensor
table that does not describe the data: a tensor past the end of the file, at an offset that is
not a multiple of ``general.alignment``, or overlapping another (the C runtime checks the same
at open, runtime/executor/dllmc_runtime.c, "checking the GGUF's tensor table").  The tensor data itself
is not read here: the C runtime checks the values for NaN/Inf as it repacks them.
"""

from __future__ import annotations

import itertools
import math
import mmap
import struct
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path
from typing import Any, overload

import numpy as np
from gguf.constants import (
    GGML_QUANT_SIZES,
    GGUF_DEFAULT_ALIGNMENT,
    GGUF_MAGIC,
    GGMLQuantizationType,
    GGUFValueType,
)

from dllmc.compiler.base.errors import GGUFError

_SCALARS: dict[GGUFValueType, tuple[str, np.dtype]] = {
    GGUFValueType.UINT8: ("<B", np.dtype("<u1")),
    GGUFValueType.INT8: ("<b", np.dtype("<i1")),
    GGUFValueType.UINT16: ("<H", np.dtype("<u2")),
    GGUFValueType.INT16: ("<h", np.dtype("<i2")),
    GGUFValueType.UINT32: ("<I", np.dtype("<u4")),
    GGUFValueType.INT32: ("<i", np.dtype("<i4")),
    GGUFValueType.FLOAT32: ("<f", np.dtype("<f4")),
    GGUFValueType.BOOL: ("<?", np.dtype("?")),
    GGUFValueType.UINT64: ("<Q", np.dtype("<u8")),
    GGUFValueType.INT64: ("<q", np.dtype("<i8")),
    GGUFValueType.FLOAT64: ("<d", np.dtype("<f8")),
}
_U64 = struct.Struct("<Q")
_MAX_DIMS = 4  # GGML_MAX_DIMS
_MAX_NESTING = 4  # arrays of arrays of ...: deeper than any real file


@dataclass(frozen=True)
class RawTensor:
    """One entry of the tensor table, as stored: ggml dims (``ne``, innermost first)."""

    name: str
    ggml_type: GGMLQuantizationType
    ne: tuple[int, ...]
    offset: int  # absolute byte offset in the file
    nbytes: int

    @property
    def shape(self) -> tuple[int, ...]:
        """NumPy order (outermost first): a weight of N output rows and K inputs is (N, K)."""
        return tuple(reversed(self.ne))

    @property
    def n_elements(self) -> int:
        return math.prod(self.ne)


class StringArray(Sequence[str]):
    """A metadata array of strings (a vocabulary, a merge list), decoded on first use.

    Opening a GGUF only walks the items' lengths to find where the array ends; the bytes are
    copied out of the mapping and decoded into a list the first time an item is read.  A
    152 k-token vocabulary and its merges are 600 k strings: decoding them at every open took
    most of a second, and only the tokenizer (which caches what it derives) reads them.
    """

    def __init__(self, raw: bytes, count: int) -> None:
        self._raw = raw
        self._count = count
        self._items: list[str] | None = None

    def _decoded(self) -> list[str]:
        if self._items is None:
            raw, pos, items = self._raw, 0, []
            unpack = _U64.unpack_from
            for _ in range(self._count):
                (n,) = unpack(raw, pos)
                pos += 8
                items.append(raw[pos : pos + n].decode("utf-8", errors="surrogateescape"))
                pos += n
            self._items = items
        return self._items

    def __len__(self) -> int:
        return self._count

    @overload
    def __getitem__(self, index: int) -> str: ...
    @overload
    def __getitem__(self, index: slice) -> list[str]: ...
    def __getitem__(self, index: int | slice) -> str | list[str]:
        return self._decoded()[index]

    def __iter__(self) -> Iterator[str]:
        return iter(self._decoded())

    def __eq__(self, other: object) -> bool:
        if isinstance(other, StringArray):
            return self._count == other._count and self._raw == other._raw
        if isinstance(other, Sequence) and not isinstance(other, str | bytes):
            return self._decoded() == list(other)
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]  # mutable-looking, like a list

    def __repr__(self) -> str:
        return f"StringArray({self._count} strings)"


class HeaderIncomplete(GGUFError):
    """:meth:`GGUFFile.from_header` was given fewer bytes than the header takes: read more.

    `need` is a lower bound on the bytes it takes (None when not known, e.g. inside an array of
    strings); `have` is what was given."""

    def __init__(self, have: int, need: int | None, path: Path) -> None:
        self.have, self.need = have, need
        more = f"at least {need}" if need is not None else "more than that"
        super().__init__(
            f"the GGUF header runs past the first {have} bytes read ({more} are needed)",
            "read more of the file",
            path=path,
        )


class _Cursor:
    """Bounds-checked little-endian reads over the mapped file (or the first bytes of a file
    of `file_size` bytes: a read past them but inside the file is :class:`HeaderIncomplete`)."""

    def __init__(self, buf: mmap.mmap | bytes, path: Path, file_size: int | None = None) -> None:
        self.buf = buf
        self.pos = 0
        self.size = len(buf)
        self.file_size = self.size if file_size is None else file_size
        self.path = path

    def need(self, n: int, what: str) -> None:
        if n < 0 or self.pos + n > self.size:
            if n >= 0 and self.pos + n <= self.file_size:
                raise HeaderIncomplete(self.size, self.pos + n, self.path)
            raise GGUFError(
                f"truncated or corrupt GGUF header: {what} at byte {self.pos} needs {n} bytes "
                f"but the file has {self.file_size}",
                "re-download or re-convert the file",
                path=self.path,
            )

    def scalar(self, vtype: GGUFValueType, what: str) -> Any:
        fmt, dtype = _SCALARS[vtype]
        self.need(dtype.itemsize, what)
        (value,) = struct.unpack_from(fmt, self.buf, self.pos)
        self.pos += dtype.itemsize
        return value

    def u32(self, what: str) -> int:
        return int(self.scalar(GGUFValueType.UINT32, what))

    def u64(self, what: str) -> int:
        return int(self.scalar(GGUFValueType.UINT64, what))

    def string(self, what: str) -> str:
        n = self.u64(f"length of {what}")
        self.need(n, what)
        raw = self.buf[self.pos : self.pos + n]
        self.pos += n
        return raw.decode("utf-8", errors="surrogateescape")

    def strings(self, count: int, what: str) -> StringArray:
        """``count`` strings, walked (lengths only) and kept undecoded."""
        buf, start, pos, size = self.buf, self.pos, self.pos, self.size
        unpack = _U64.unpack_from
        left = count
        while left and pos + 8 <= size:
            (n,) = unpack(buf, pos)
            pos += 8 + n
            left -= 1
        if left or pos > size:
            if size < self.file_size and pos <= self.file_size:
                raise HeaderIncomplete(size, None, self.path)
            raise GGUFError(
                f"truncated or corrupt GGUF header: {what} runs past the end of the file "
                f"({self.file_size} bytes)",
                "re-download or re-convert the file",
                path=self.path,
            )
        self.pos = pos
        return StringArray(buf[start:pos], count)

    def value_type(self, what: str) -> GGUFValueType:
        code = self.u32(f"value type of {what}")
        try:
            return GGUFValueType(code)
        except ValueError:
            raise GGUFError(
                f"corrupt GGUF header: {what} has unknown value type {code}",
                "re-download or re-convert the file",
                path=self.path,
            ) from None

    def value(self, vtype: GGUFValueType, what: str, depth: int = 0) -> Any:
        if vtype == GGUFValueType.STRING:
            return self.string(what)
        if vtype != GGUFValueType.ARRAY:
            value = self.scalar(vtype, what)
            return bool(value) if vtype == GGUFValueType.BOOL else value
        if depth >= _MAX_NESTING:
            raise GGUFError(
                f"corrupt GGUF header: {what} nests arrays deeper than {_MAX_NESTING}",
                "re-download or re-convert the file",
                path=self.path,
            )
        item_type = self.value_type(f"items of {what}")
        count = self.u64(f"length of {what}")
        if item_type in _SCALARS:
            dtype = _SCALARS[item_type][1]
            self.need(count * dtype.itemsize, what)
            array = np.frombuffer(self.buf, dtype=dtype, count=count, offset=self.pos)
            self.pos += count * dtype.itemsize
            return array
        # strings and nested arrays: each item is at least 8 bytes (a length)
        self.need(count * 8, what)
        if item_type == GGUFValueType.STRING:
            return self.strings(count, what)
        return [self.value(item_type, what, depth + 1) for _ in range(count)]


def _check_overlaps(tensors: Iterable[RawTensor], path: Path) -> None:
    """No two tensors share a byte: sorted by (start, end), each ends by the next one's start."""
    ranges = sorted(tensors, key=lambda t: (t.offset, t.offset + t.nbytes))
    for a, b in itertools.pairwise(ranges):
        if a.offset + a.nbytes > b.offset:
            raise GGUFError(
                f"tensors {a.name} [{a.offset}, +{a.nbytes}) and {b.name} [{b.offset}, "
                f"+{b.nbytes}) overlap",
                "the tensor table is corrupt: re-download or re-convert the file",
                path=path,
            )


class GGUFFile:
    """A GGUF file: its key/value metadata and tensor table, with the data memory-mapped.

    Use :meth:`open`.  Arrays of numbers in the metadata are NumPy views into the mapping;
    :meth:`tensor_data` returns a tensor's raw bytes (a view, nothing copied).
    """

    def __init__(
        self,
        path: Path,
        buf: mmap.mmap | bytes,
        version: int,
        kv: dict[str, Any],
        kv_types: dict[str, GGUFValueType],
        tensors: dict[str, RawTensor],
        data_offset: int,
        table_offset: int = 0,
        file_size: int | None = None,
    ) -> None:
        self.path = path
        self._buf = buf
        self.version = version
        self.kv = kv
        self.kv_types = kv_types
        self.tensors = tensors
        self.data_offset = data_offset
        self.table_offset = table_offset  # where the tensor table starts (after the metadata)
        self.file_size = len(buf) if file_size is None else file_size

    @classmethod
    def open(cls, path: str | Path) -> GGUFFile:
        path = Path(path)
        if not path.is_file():
            raise GGUFError(
                "no such file" if not path.exists() else "not a regular file",
                "pass the path of a .gguf model file",
                path=path,
            )
        if path.stat().st_size < 24:
            raise GGUFError(
                f"file too short to be a GGUF ({path.stat().st_size} bytes)",
                "pass a .gguf model file; this one is empty or cut off",
                path=path,
            )
        with path.open("rb") as f:
            buf = mmap.mmap(f.fileno(), 0, access=mmap.ACCESS_READ)
        return cls._parse(buf, path, len(buf))

    @classmethod
    def from_header(cls, header: bytes, file_size: int, path: str | Path) -> GGUFFile:
        """The file of `file_size` bytes whose first bytes are `header`, as far as its header
        tells: every check of :meth:`open` runs (the tensor table against `file_size`), only
        the tensor data is absent (:meth:`tensor_data` refuses).  A hub download checks what it
        would fetch this way (runtime/models/hub.py).  Raises :class:`HeaderIncomplete` when the header
        (up to the aligned start of the data) runs past `header`."""
        path = Path(path)
        if file_size < 24:
            raise GGUFError(
                f"file too short to be a GGUF ({file_size} bytes)",
                "pass a .gguf model file; this one is empty or cut off",
                path=path,
            )
        header = bytes(header[:file_size])
        gf = cls._parse(header, path, file_size)
        if len(header) < gf.data_offset:  # the padding before the data: part of the identity
            raise HeaderIncomplete(len(header), gf.data_offset, path)
        return gf

    @classmethod
    def _parse(cls, buf: mmap.mmap | bytes, path: Path, file_size: int) -> GGUFFile:
        cur = _Cursor(buf, path, file_size)
        magic = cur.u32("magic")
        if magic != GGUF_MAGIC:
            raise GGUFError(
                f"not a GGUF file (magic {buf[:4]!r}, expected b'GGUF')",
                "pass a .gguf model file (convert other formats with llama.cpp's converters)",
                path=path,
            )
        version = cur.u32("version")
        if version not in (2, 3):
            hint = "a big-endian GGUF" if version.to_bytes(4, "little")[0] == 0 else "unknown"
            raise GGUFError(
                f"unsupported GGUF version {version} ({hint})",
                "use a little-endian GGUF version 2 or 3, as llama.cpp writes",
                path=path,
            )
        n_tensors = cur.u64("tensor count")
        n_kv = cur.u64("metadata count")
        # every tensor-table entry and key/value pair takes at least 24 bytes
        cur.need((n_tensors + n_kv) * 24, "tensor table and metadata")

        kv: dict[str, Any] = {}
        kv_types: dict[str, GGUFValueType] = {}
        for i in range(n_kv):
            key = cur.string(f"key #{i}")
            vtype = cur.value_type(key)
            kv[key] = cur.value(vtype, key)
            kv_types[key] = vtype

        table_offset = cur.pos
        raw: list[tuple[str, GGMLQuantizationType, tuple[int, ...], int]] = []
        for i in range(n_tensors):
            name = cur.string(f"name of tensor #{i}")
            n_dims = cur.u32(f"dimension count of {name}")
            if not 1 <= n_dims <= _MAX_DIMS:
                raise GGUFError(
                    f"corrupt tensor table: {name} has {n_dims} dimensions",
                    "re-download or re-convert the file",
                    path=path,
                )
            ne = tuple(cur.u64(f"dimensions of {name}") for _ in range(n_dims))
            code = cur.u32(f"type of {name}")
            try:
                gtype = GGMLQuantizationType(code)
            except ValueError:
                raise GGUFError(
                    f"tensor {name} has unknown ggml type id {code}",
                    "the file is corrupt or from a newer ggml; re-convert it with a "
                    "supported quant type",
                    path=path,
                ) from None
            raw.append((name, gtype, ne, cur.u64(f"offset of {name}")))

        alignment = kv.get("general.alignment", GGUF_DEFAULT_ALIGNMENT)
        if (
            not isinstance(alignment, int)
            or isinstance(alignment, bool)
            or alignment <= 0
            or alignment & (alignment - 1)
        ):
            raise GGUFError(
                f"general.alignment is {alignment}, not a power of two",
                "re-convert the file",
                path=path,
            )
        data_offset = -(-cur.pos // alignment) * alignment

        tensors: dict[str, RawTensor] = {}
        for name, gtype, ne, rel in raw:
            block, type_size = GGML_QUANT_SIZES[gtype]
            if ne[0] % block:
                raise GGUFError(
                    f"tensor {name} has a row of {ne[0]} values, not a multiple of "
                    f"{gtype.name}'s block of {block}",
                    "re-convert the file",
                    path=path,
                )
            n_elem = math.prod(ne)
            nbytes = n_elem // block * type_size
            start = data_offset + rel
            if rel % alignment:
                raise GGUFError(
                    f"tensor {name}'s data offset {rel} is not a multiple of general.alignment "
                    f"{alignment}",
                    "re-convert the file (its tensor table is corrupt)",
                    path=path,
                )
            if start > file_size:
                raise GGUFError(
                    f"corrupt tensor table: tensor {name}'s data offset {rel} lies outside the "
                    f"{file_size}-byte file",
                    "re-download or re-convert the file",
                    path=path,
                )
            if start + nbytes > file_size:
                raise GGUFError(
                    f"truncated file: tensor {name} ends at byte {start + nbytes} but the "
                    f"file has {file_size} bytes",
                    "re-download the file (it was cut off)",
                    path=path,
                )
            if name in tensors:
                raise GGUFError(
                    f"tensor {name} appears twice", "re-convert the file", path=path
                )
            tensors[name] = RawTensor(name, gtype, ne, start, nbytes)
        _check_overlaps(tensors.values(), path)
        return cls(path, buf, version, kv, kv_types, tensors, data_offset, table_offset,
                   file_size)

    @cached_property
    def data(self) -> np.ndarray:
        """The whole file as a read-only uint8 array (memory-mapped, nothing read yet)."""
        return np.frombuffer(self._buf, dtype=np.uint8)

    def tensor_data(self, name: str) -> np.ndarray:
        t = self.tensors[name]
        if t.offset + t.nbytes > len(self._buf):
            raise GGUFError(
                f"tensor {name}'s data is not here (only the header was read)",
                "open the whole file with GGUFFile.open",
                path=self.path,
            )
        return self.data[t.offset : t.offset + t.nbytes]
