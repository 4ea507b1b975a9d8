"""The meeple.v1 schema: buf lint (STANDARD) and buf format are clean, and every message, field,
enum value and RPC carries a comment (the comments are the conformance contract)."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest
from google.protobuf import descriptor_pb2

PROTO = Path(__file__).resolve().parents[2] / "proto"
#: pinned like every other tool; npx fetches it from the npm registry on first use
BUF = "@bufbuild/buf@1.75.0"


def run_buf(*args: str) -> subprocess.CompletedProcess[str]:
    npx = shutil.which("npx")
    if npx is None:
        pytest.skip("npx (Node.js) is not installed: buf runs through `npx @bufbuild/buf`")
    return subprocess.run(
        [npx, "--yes", BUF, *args],
        cwd=PROTO,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )


def test_buf_lint_is_clean() -> None:
    result = run_buf("lint")
    assert result.returncode == 0, result.stdout + result.stderr


def test_buf_format_is_clean() -> None:
    result = run_buf("format", "--diff", "--path", "meeple/v1")
    assert result.returncode == 0 and not result.stdout.strip(), result.stdout + result.stderr


def test_every_element_is_documented(tmp_path: Path) -> None:
    import grpc_tools
    from grpc_tools import protoc

    out = tmp_path / "set.bin"
    well_known = Path(grpc_tools.__file__).resolve().parent / "_proto"
    code = protoc.main(
        [
            "protoc",
            f"-I{PROTO}",
            f"-I{well_known}",
            f"--descriptor_set_out={out}",
            "--include_source_info",
            "meeple/v1/game_service.proto",
            "meeple/v1/chance.proto",
        ]
    )
    assert code == 0
    files = descriptor_pb2.FileDescriptorSet()
    files.ParseFromString(out.read_bytes())
    undocumented = [name for file in files.file for name in undocumented_elements(file)]
    assert undocumented == []


def undocumented_elements(file: descriptor_pb2.FileDescriptorProto) -> list[str]:
    """Messages, fields, enums, enum values, services and methods without a leading comment."""
    comments = {
        tuple(loc.path): loc.leading_comments.strip() for loc in file.source_code_info.location
    }
    missing: list[str] = []

    def check(path: tuple[int, ...], name: str) -> None:
        if not comments.get(path):
            missing.append(f"{file.name}: {name}")

    def message(msg: descriptor_pb2.DescriptorProto, path: tuple[int, ...]) -> None:
        check(path, msg.name)
        for i, field in enumerate(msg.field):
            check((*path, 2, i), f"{msg.name}.{field.name}")
        for i, nested in enumerate(msg.nested_type):
            if not nested.options.map_entry:
                message(nested, (*path, 3, i))
        for i, enum_type in enumerate(msg.enum_type):
            enum(enum_type, (*path, 4, i))

    def enum(value: descriptor_pb2.EnumDescriptorProto, path: tuple[int, ...]) -> None:
        check(path, value.name)
        for i, item in enumerate(value.value):
            check((*path, 2, i), item.name)

    for i, msg in enumerate(file.message_type):
        message(msg, (4, i))
    for i, enum_type in enumerate(file.enum_type):
        enum(enum_type, (5, i))
    for i, service in enumerate(file.service):
        check((6, i), service.name)
        for j, method in enumerate(service.method):
            check((6, i, 2, j), method.name)
    return missing
