"""The @meeple/proto npm package: generated code is fresh, and the packed tarball works in Node."""

from __future__ import annotations

import json
import shutil
import subprocess
import tarfile
from pathlib import Path

from meeple.v1 import game_service_pb2

from clients.ts import generate
from clients.ts.node import PACKAGE
from tests.node_support import install, pack


def test_generated_typescript_is_fresh() -> None:
    problems = generate.stale_files()
    assert problems == [], "run `python -m clients.ts.generate`:\n" + "\n".join(problems)


def test_stale_check_detects_an_edit(tmp_path: Path) -> None:
    """In a copy of the package: other tests, in parallel processes, pack and build the tree's."""
    copy = tmp_path / "ts"
    for rel in generate.package_files(PACKAGE):
        (copy / rel).parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(PACKAGE / rel, copy / rel)
    assert generate.stale_files(copy) == []
    target = copy / "gen" / "meeple" / "v1" / "game_service_pb.js"
    target.write_bytes(target.read_bytes() + b"\n// edited by hand\n")
    assert "stale: gen/meeple/v1/game_service_pb.js" in generate.stale_files(copy)


CHECK = r"""
import { create, toBinary, fromBinary } from "@bufbuild/protobuf";
import * as pkg from "@meeple/proto";
import { GameService as direct } from "@meeple/proto/meeple/v1/game_service_pb";
import { readFileSync } from "node:fs";
const flat = JSON.parse(readFileSync("modules.json", "utf8"));
let exported = 0;
for (const path of flat) exported += Object.keys(await import(`@meeple/proto/${path}`)).length;
const games = Object.keys(pkg).filter(
  (k) => Object.prototype.toString.call(pkg[k]) === "[object Module]");
const info = create(pkg.ErrorInfoSchema, { reason: "TABLE_NOT_FOUND", domain: "meeple.dev",
  metadata: { table: "tables/x" } });
const back = fromBinary(pkg.ErrorInfoSchema, toBinary(pkg.ErrorInfoSchema, info));
console.log(JSON.stringify({
  methods: Object.values(pkg.GameService.method).map((m) => [m.name, m.methodKind]),
  typeName: pkg.GameService.typeName,
  same: direct === pkg.GameService,
  flatExports: Object.keys(pkg).length - games.length,
  exported,
  games: games.sort(),
  reason: back.reason, metadata: back.metadata,
}));
"""


def test_packed_package_works_in_node(tmp_path: Path) -> None:
    tarball = pack(tmp_path / "dist")
    with tarfile.open(tarball) as archive:
        names = set(archive.getnames())
    assert "package/index.js" in names and "package/index.d.ts" in names
    assert "package/gen/google/rpc/error_details_pb.js" in names
    assert "package/gen/google/rpc/status_pb.d.ts" in names
    assert not any(name.endswith(".py") for name in names), "Python tooling is not packed"

    project = tmp_path / "consumer"
    project.mkdir()
    (project / "package.json").write_text(
        json.dumps(
            {
                "name": "consumer",
                "private": True,
                "type": "module",
                "dependencies": {"@bufbuild/protobuf": "2.17.0"},
            }
        )
    )
    install(project, tarball)
    flat = sorted(
        p.relative_to(generate.GEN).with_suffix("").as_posix()
        for p in generate.GEN.rglob("*_pb.js")
        if not p.relative_to(generate.GEN).as_posix().startswith("meeple/")
        or p.relative_to(generate.GEN).parts[1] == "v1"
    )
    (project / "modules.json").write_text(json.dumps(flat))
    (project / "check.mjs").write_text(CHECK)
    out = subprocess.run(
        ["node", "check.mjs"], cwd=project, check=True, capture_output=True, text=True
    ).stdout
    found = json.loads(out)
    service = game_service_pb2.DESCRIPTOR.services_by_name["GameService"]
    assert found["typeName"] == service.full_name
    assert [name for name, _ in found["methods"]] == [m.name for m in service.methods]
    kinds = {name: kind for name, kind in found["methods"]}
    assert kinds["WatchTable"] == "server_streaming" and kinds["GetTable"] == "unary"
    assert found["same"] is True
    assert found["flatExports"] == found["exported"], "two flat modules export the same name"
    game_packages = sorted(p.name for p in (generate.GEN / "meeple").iterdir() if p.name != "v1")
    assert found["games"] == game_packages and game_packages
    assert found["reason"] == "TABLE_NOT_FOUND"
    assert found["metadata"] == {"table": "tables/x"}
