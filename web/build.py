"""Build the web table's page into ``service/web/static`` (committed, like the generated Python).

    python web/build.py            # npm ci, generate, bundle, stamp
    python web/build.py --check    # exit 1 when the committed build is stale (no node needed)

Steps: ``npm ci`` in ``web/``; the message catalog (``web/locales/<lang>/*.ftl``, Project
Fluent) joined into ``web/src/gen/catalog.json``; the Persian font (Vazirmatn) subset to the
Persian letters with fontTools into ``web/src/gen/vazirmatn-persian.woff2``; the artwork the page
shares with the games' renderers (Carcassonne tiles drawn by the same Python functions,
Burgundy's board and depot layouts) into ``web/src/gen/artwork.json``; the games' registry
(``web/src/gen/games.js``, one import per folder ``web/src/games/<game>/index.js``) and the style
sheet joining ``style.css`` with the other shared sheets and each game folder's ``style.css``
(``web/src/gen/style.css``); one minified bundle with esbuild, whose protobuf messages and
GameService descriptor come from the ``@meeple/proto`` package (``clients/ts``, a ``file:``
dependency; regenerate it with ``python -m clients.ts.generate``); ``index.html`` naming the
content-hashed assets; the server's own pages (404, 421) in every language from
``web/locales/<lang>/server.ftl`` (``web/server_pages.py``); ``build.json`` recording the hash
of every input, which ``--check`` (and ``tests/web/test_build_fresh.py``) recompute without any
JavaScript tool.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

# web/server_pages.py sits beside this file, which runs as a script (``python web/build.py``)
# and is also loaded by path from the tests: either way its folder is where to find it.
if str(Path(__file__).resolve().parent) not in sys.path:
    sys.path.insert(0, str(Path(__file__).resolve().parent))
import server_pages

ROOT = Path(__file__).resolve().parents[1]
WEB = ROOT / "web"
SRC = WEB / "src"
GEN = SRC / "gen"
#: the page's message catalog: web/locales/<lang>/*.ftl (Project Fluent), and languages.json
LOCALES = WEB / "locales"
OUT = ROOT / "service" / "web" / "static"
STAMP = OUT / "build.json"
#: the Persian font (npm ``vazirmatn``, SIL Open Font License), subset to these code points: the
#: Persian alphabet and digits, Arabic punctuation, ZWNJ and the bidi controls (U+0600-06FF
#: covered in the stylesheet's unicode-range; a letter outside the subset falls back to the
#: system's fonts)
FONT = WEB / "node_modules" / "vazirmatn" / "fonts" / "webfonts" / "Vazirmatn[wght].woff2"
FONT_UNICODES = (
    "U+0020,U+060C,U+061B,U+061F,U+0621-063A,U+0640-0655,U+066A-066C,U+067E,U+0686,U+0698,"
    "U+06A9,U+06AF,U+06BE,U+06C0,U+06CC,U+06F0-06F9,U+200C-200F,U+2066-2069"
)
#: the @meeple/proto npm package (a ``file:`` dependency of web/package.json)
PROTO_PACKAGE = ROOT / "clients" / "ts"


def inputs() -> list[Path]:
    """Every file the build reads (the generated ones excluded)."""
    files = [WEB / "build.py", WEB / "package.json", WEB / "package-lock.json"]
    files += [WEB / "artwork.py", WEB / "server_pages.py", WEB / "index.html"]
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


#: each game's page code: web/src/games/<game>/index.js (and its optional style.css)
GAMES = SRC / "games"


def game_folders() -> list[Path]:
    """The games the page can draw: every folder of web/src/games with an index.js."""
    return sorted(p.parent for p in GAMES.glob("*/index.js"))


def registry() -> str:
    """gen/games.js: the page's game registry, one import per game folder, so that no shared
    module names a game. A module exports itself as ``default`` or under its folder's name."""
    lines = ["// Generated by web/build.py from web/src/games/*/index.js: do not edit."]
    entries = []
    for i, folder in enumerate(game_folders()):
        lines.append(f'import * as game{i} from "../games/{folder.name}/index.js";')
        entries.append(f"  {json.dumps(folder.name)}: pick(game{i}, {json.dumps(folder.name)}),")
    lines.append("const pick = (module, name) => module.default || module[name];")
    lines += ["export const GAME_MODULES = {", *entries, "};", ""]
    return "\n".join(lines)


def stylesheet() -> str:
    """gen/style.css: the shared style.css and the other shared sheets (web/src/*.css), then
    each game folder's style.css."""
    sheets = ["../style.css"]
    sheets += [f"../{p.name}" for p in sorted(SRC.glob("*.css")) if p.name != "style.css"]
    sheets += [f"../games/{f.name}/style.css" for f in game_folders() if (f / "style.css").exists()]
    return "".join(f'@import "{sheet}";\n' for sheet in sheets)


def subset_font(out: Path) -> None:
    """Vazirmatn (variable weight) cut down to the Persian letters, as WOFF2 (fontTools)."""
    run(
        sys.executable, "-m", "fontTools.subset", str(FONT), f"--unicodes={FONT_UNICODES}",
        "--layout-features=*", "--flavor=woff2", f"--output-file={out}",
    )  # fmt: skip


def run(*command: str, cwd: Path = ROOT) -> None:
    subprocess.run(command, cwd=cwd, check=True)


def write_sources(gen: Path) -> None:
    """The generated sources the page's modules import (web/src/gen/, never committed): the
    artwork, the games' registry, the style sheet and the catalog. Each file is written whole and
    then renamed into place, so a reader never sees half of one."""
    gen.mkdir(parents=True, exist_ok=True)
    artwork = gen / f".artwork-{os.getpid()}.json"
    run(sys.executable, str(WEB / "artwork.py"), str(artwork))
    artwork.replace(gen / "artwork.json")
    catalog_json = json.dumps(catalog(), ensure_ascii=False, indent=1) + "\n"
    for name, text in (("games.js", registry()), ("style.css", stylesheet()),
                       ("catalog.json", catalog_json)):  # fmt: skip
        part = gen / f".{name}-{os.getpid()}"
        part.write_text(text, encoding="utf-8")
        part.replace(gen / name)


def build() -> None:
    run("npm", "ci", "--no-audit", "--no-fund", "--loglevel=error", cwd=WEB)
    shutil.rmtree(GEN, ignore_errors=True)
    write_sources(GEN)
    subset_font(GEN / "vazirmatn-persian.woff2")
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
    run(esbuild, str(GEN / "style.css"), "--bundle", "--minify", "--loader:.woff2=file",
        "--asset-names=[name]-[hash]", f"--outfile={OUT / 'assets/app.css'}",
        "--log-level=warning")  # fmt: skip
    names = {}
    for plain in ("app.js", "app.css"):
        path = OUT / "assets" / plain
        digest = hashlib.sha256(path.read_bytes()).hexdigest()[:12]
        hashed = path.with_name(f"{path.stem}-{digest}{path.suffix}")
        path.rename(hashed)
        names[plain] = f"/assets/{hashed.name}"
    # the service worker (Web Push) at the site's root, so that its scope is the whole page
    shutil.copyfile(SRC / "sw.js", OUT / "sw.js")
    page = (WEB / "index.html").read_text()
    page = page.replace("/assets/app.js", names["app.js"]).replace(
        "/assets/app.css", names["app.css"]
    )
    (OUT / "index.html").write_text(page)
    # the server's own answers (404, 421), in every language, with the page's style sheet
    (OUT / "pages").mkdir()
    for name, text in server_pages.render(LOCALES, names["app.css"]).items():
        (OUT / "pages" / name).write_text(text, encoding="utf-8")
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
