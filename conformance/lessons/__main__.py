"""``python -m conformance.lessons``: the courses at a glance (docs/lessons.md, "Measured"):
lessons per game and language, and the rulebook examples the lessons teach out of those the
suite's hand-written fixtures encode."""

from __future__ import annotations

import argparse
import sys

from conformance.lessons import LANGUAGES, courses
from conformance.runner.anchors import example_sources
from conformance.runner.loading import SUITE_ROOT, load_fixtures


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m conformance.lessons", description=__doc__)
    parser.parse_args(argv)
    encoded = {f.source for f in load_fixtures([SUITE_ROOT / "fixtures"])} & example_sources()
    for game, course in sorted(courses().items()):
        per_language = ", ".join(
            f"{language} {sum(language in x.languages for x in course.lessons)}"
            for language in LANGUAGES
        )
        mine = {s for s in encoded if s.startswith(f"rules/{game}.md#")}
        taught = {f"rules/{game}.md#{e}" for x in course.lessons for e in x.examples} & mine
        print(
            f"{game}: {len(course.lessons)} lessons ({per_language}); "
            f"rulebook examples taught {len(taught)} of {len(mine)} encoded"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
