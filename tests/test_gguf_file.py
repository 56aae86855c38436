"""dllmc's GGUF header parser against the ``gguf`` package's own reader, field for field."""

from __future__ import annotations

from pathlib import Path

import gguf
import numpy as np
import pytest

from dllmc.compiler.base.errors import GGUFError
from dllmc.compiler.base.gguf_file import GGUFFile, StringArray


def _reader_value(field: gguf.ReaderField):
    vtype = field.types[0]
    if vtype == gguf.GGUFValueType.ARRAY:
        if field.types[-1] == gguf.GGUFValueType.STRING:
            return [bytes(field.parts[i]).decode("utf-8", "surrogateescape") for i in field.data]
        return np.concatenate([field.parts[i] for i in field.data]) if field.data else []
    if vtype == gguf.GGUFValueType.STRING:
        return bytes(field.parts[field.data[0]]).decode("utf-8", "surrogateescape")
    return field.parts[field.data[0]][0]


def assert_same_as_gguf_reader(path: Path) -> None:
    ours = GGUFFile.open(path)
    ref = gguf.GGUFReader(path)
    ref_kv = {k: f for k, f in ref.fields.items() if not k.startswith("GGUF.")}
    assert list(ours.kv) == list(ref_kv)
    for key, field in ref_kv.items():
        assert ours.kv_types[key] == field.types[0], key
        expected = _reader_value(field)
        if isinstance(expected, np.ndarray):
            np.testing.assert_array_equal(ours.kv[key], expected, err_msg=key)
        else:
            assert ours.kv[key] == expected, key
    assert list(ours.tensors) == [t.name for t in ref.tensors]
    assert ours.table_offset == ref.tensors[0].field.offset
    for t in ref.tensors:
        mine = ours.tensors[t.name]
        assert mine.ggml_type == t.tensor_type
        assert mine.ne == tuple(int(x) for x in t.shape)
        assert mine.nbytes == t.n_bytes
        assert mine.offset == t.data_offset
        np.testing.assert_array_equal(ours.tensor_data(t.name), np.asarray(t.data).view(np.uint8).ravel())


@pytest.mark.realmodel
@pytest.mark.parametrize("name", ["smollm2-135m", "qwen2.5-coder-0.5b-dream"])
def test_parser_matches_gguf_reader_on_real_models(real_gguf, name: str) -> None:
    assert_same_as_gguf_reader(real_gguf(name))


def test_string_arrays_are_decoded_on_first_use(tmp_path: Path) -> None:
    """A vocabulary is walked, not decoded, at open; its items (including non-ASCII and empty
    ones) read back exactly as the gguf package's reader gives them, and an array of arrays of
    strings is a list of them."""
    path = tmp_path / "strings.gguf"
    words = ["<s>", "", "héllo", "日本", "a b", "\u0120x"] * 50
    w = gguf.GGUFWriter(path, "llama")
    w.add_array("tokenizer.ggml.tokens", words)
    w.add_array("test.nested", [["a", "bc"], ["d"]])
    w.add_uint32("test.after", 7)
    w.write_header_to_file()
    w.write_kv_data_to_file()
    w.write_tensors_to_file()
    w.close()
    gf = GGUFFile.open(path)
    tokens = gf.kv["tokenizer.ggml.tokens"]
    assert isinstance(tokens, StringArray) and repr(tokens) == "StringArray(300 strings)"
    assert tokens._items is None and len(tokens) == 300  # the length needs no decoding
    assert tokens[2] == "héllo" and tokens[-1] == "\u0120x" and tokens[1] == ""
    assert list(tokens) == words and tokens == words and tokens[:3] == words[:3]
    assert gf.kv["test.nested"] == [["a", "bc"], ["d"]]
    assert gf.kv["test.after"] == 7  # the walk ended exactly where the array does
    assert tokens == _reader_value(gguf.GGUFReader(path).fields["tokenizer.ggml.tokens"])


def _write(path: Path, alignment: int, tensors: dict[str, np.ndarray]) -> Path:
    w = gguf.GGUFWriter(path, "llama")
    w.add_custom_alignment(alignment)
    for name, a in tensors.items():
        w.add_tensor(name, a)
    w.write_header_to_file()
    w.write_kv_data_to_file()
    w.write_tensors_to_file()
    w.close()
    return path


def test_alignment_and_the_tensor_table(tmp_path: Path) -> None:
    """general.alignment sets where the data starts and what each offset is a multiple of; the
    table is where the tensors' entries start (after the metadata); an alignment that is not a
    positive power of two, or a bool, is refused."""
    tensors = {"a": np.arange(10, dtype=np.float32), "b": np.ones((3, 32), np.float32)}
    gf = GGUFFile.open(_write(tmp_path / "a64.gguf", 64, tensors))
    ref = gguf.GGUFReader(tmp_path / "a64.gguf")
    assert gf.kv["general.alignment"] == 64 == ref.alignment
    assert gf.table_offset == ref.tensors[0].field.offset and gf.data_offset % 64 == 0
    assert gf.data_offset == ref.data_offset
    for t in ref.tensors:
        assert gf.tensors[t.name].offset == t.data_offset and (t.data_offset - gf.data_offset) % 64 == 0
    np.testing.assert_array_equal(gf.tensor_data("a").view(np.float32), tensors["a"])
    w = gguf.GGUFWriter(tmp_path / "bool.gguf", "llama")
    w.add_bool("general.alignment", True)
    w.write_header_to_file()
    w.write_kv_data_to_file()
    w.write_tensors_to_file()
    w.close()
    with pytest.raises(GGUFError, match=r"general\.alignment is True, not a power of two"):
        GGUFFile.open(tmp_path / "bool.gguf")
    r = gguf.GGUFReader(_write(tmp_path / "a48.gguf", 64, tensors), "r+")
    r.fields["general.alignment"].parts[-1][0] = 48  # the writer refuses to write it
    r.data.flush()
    del r
    with pytest.raises(GGUFError, match=r"general\.alignment is 48, not a power of two"):
        GGUFFile.open(tmp_path / "a48.gguf")
