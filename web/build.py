"""Build the web table's page into ``service/web/static`` (committed, like the generated Python).

    python web/build.py            # npm ci, generate, bundle, stamp
    python web/build.py --check    # exit 1 when the committed build is stale (no node needed)

Steps: ``npm ci`` in ``web/``; the message catalog (``web/locales/<lang>/*.ftl``, Project
Fluent) joined into ``web/src/gen/catalog.json``; the artwork the page shares with the games'
renderers (Carcassonne tiles drawn by the same Python functions, Burgundy's board and depot
layouts and tile pictures) into ``web/src/gen/artwork.json``; one minified bundle with esbuild,
whose protobuf messages and GameService descriptor come from the ``@meeple/proto`` package
(``clients/ts``, a ``file:`` dependency; regenerate it with ``python -m clients.ts.generate``);
one style sheet (``web/src/style.css`` and every ``web/src/games/<game>/style.css``); ``index.html``
naming the content-hashed assets; ``build.json`` recording the hash of every input, which
``--check`` (and ``tests/web/test_build_fresh.py``) recompute without any JavaScript tool.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
WEB = ROOT / "web"
SRC = WEB / "src"
GEN = SRC / "gen"
#: the page's message catalog: web/locales/<lang>/*.ftl (Project Fluent), and languages.json
LOCALES = WEB / "locales"
OUT = ROOT / "service" / "web" / "static"
STAMP = OUT / "build.json"
#: the @meeple/proto npm package (a ``file:`` dependency of web/package.json)
PROTO_PACKAGE = ROOT / "clients" / "ts"


def inputs() -> list[Path]:
    """Every file the build reads (the generated ones excluded)."""
    files = [WEB / "build.py", WEB / "package.json", WEB / "package-lock.json"]
    files += [WEB / "artwork.py", WEB / "index.html"]
    files += sorted(p for p in SRC.rglob("*") if p.is_file() and GEN not in p.parents)
    files += sorted(p for p in LOCALES.rglob("*") if p.is_file())
    files += [PROTO_PACKAGE / name for name in ("package.json", "index.js")]
    files += sorted((PROTO_PACKAGE / "gen").rglob("*.js"))
    renderers = ("carcassonne/render.py", "burgundy/render.py", "burgundy/tile_art.py", "svg.py")
    files += [ROOT / "engines" / name for name in renderers]
    data = ROOT / "engines"
    files += [data / "carcassonne/data/tiles.json", data / "burgundy/data/board1.json"]
    files += [data / "burgundy/data/depots.json"]
    return files


def inputs_hash() -> str:
    digest = hashlib.sha256()
    for path in inputs():
        digest.update(path.relative_to(ROOT).as_posix().encode() + b"\0")
        digest.update(path.read_bytes().replace(b"\r\n", b"\n") + b"\0")
    return digest.hexdigest()


def outputs_hash() -> str:
    digest = hashlib.sha256()
    for path in sorted(p for p in OUT.rglob("*") if p.is_file() and p != STAMP):
        digest.update(path.relative_to(OUT).as_posix().encode() + b"\0" + path.read_bytes())
    return digest.hexdigest()


def check() -> int:
    if not STAMP.exists():
        print("web table not built: run python web/build.py", file=sys.stderr)
        return 1
    stamp = json.loads(STAMP.read_text())
    if stamp.get("inputs") != inputs_hash():
        print("web table build is stale (inputs changed): run python web/build.py", file=sys.stderr)
        return 1
    if stamp.get("outputs") != outputs_hash():
        print("service/web/static was edited by hand: run python web/build.py", file=sys.stderr)
        return 1
    print("web table build is fresh")
    return 0


def catalog() -> dict[str, object]:
    """Every language's catalog files joined (in file-name order) for the page's ``i18n.js``."""
    languages = json.loads((LOCALES / "languages.json").read_text(encoding="utf-8"))
    joined = {}
    for lang, about in languages.items():
        files = sorted((LOCALES / lang).glob("*.ftl"))
        ftl = "\n".join(path.read_text(encoding="utf-8") for path in files)
        joined[lang] = {**about, "ftl": ftl}
    return {"languages": joined}


def run(*command: str, cwd: Path = ROOT) -> None:
    subprocess.run(command, cwd=cwd, check=True)


def build() -> None:
    run("npm", "ci", "--no-audit", "--no-fund", "--loglevel=error", cwd=WEB)
    shutil.rmtree(GEN, ignore_errors=True)
    GEN.mkdir(parents=True)
    run(sys.executable, str(WEB / "artwork.py"), str(GEN / "artwork.json"))
    catalog_json = json.dumps(catalog(), ensure_ascii=False, indent=1)
    (GEN / "catalog.json").write_text(catalog_json + "\n", encoding="utf-8")
    shutil.rmtree(OUT, ignore_errors=True)
    (OUT / "assets").mkdir(parents=True)
    esbuild = str(WEB / "node_modules/.bin/esbuild")
    run(
        esbuild, str(SRC / "main.js"), "--bundle", "--minify", "--format=esm",
        "--target=es2020", "--legal-comments=none", "--charset=utf8",
        # @meeple/proto is a symlink to clients/ts: resolve its imports from web/node_modules
        "--preserve-symlinks",
        f"--outfile={OUT / 'assets/app.js'}", "--log-level=warning",
    )  # fmt: skip
    # the page's style sheet, then each game's own (web/src/games/<game>/style.css), as one
    styles = [SRC / "style.css", *sorted(SRC.glob("games/*/style.css"))]
    imports = "".join(f'@import "../{p.relative_to(SRC).as_posix()}";\n' for p in styles)
    (GEN / "style.css").write_text(imports)
    run(esbuild, str(GEN / "style.css"), "--bundle", "--minify",
        f"--outfile={OUT / 'assets/app.css'}", "--log-level=warning")  # fmt: skip
    names = {}
    for plain in ("app.js", "app.css"):
        path = OUT / "assets" / plain
        digest = hashlib.sha256(path.read_bytes()).hexdigest()[:12]
        hashed = path.with_name(f"{path.stem}-{digest}{path.suffix}")
        path.rename(hashed)
        names[plain] = f"/assets/{hashed.name}"
    page = (WEB / "index.html").read_text()
    page = page.replace("/assets/app.js", names["app.js"]).replace(
        "/assets/app.css", names["app.css"]
    )
    (OUT / "index.html").write_text(page)
    stamp = {"inputs": inputs_hash(), "outputs": outputs_hash(), **names}
    STAMP.write_text(json.dumps(stamp, indent=2) + "\n")
    print(f"built {', '.join(names.values())} into {OUT.relative_to(ROOT)}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="exit 1 when the build is stale")
    args = parser.parse_args()
    if args.check:
        return check()
    build()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
