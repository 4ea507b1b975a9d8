"""The numbers docs/certify.md and the README state, generated from the suite and the last
mutation benchmark (``python -m conformance.regenerate`` writes them between the pages' markers;
a test fails when they are stale): never typed by hand."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

from conformance.runner.loading import SUITE_ROOT, load_fixtures

DOC = SUITE_ROOT.parent / "docs" / "certify.md"
README = SUITE_ROOT.parent / "README.md"
_BLOCK = re.compile(
    r"(<!-- generated: (?P<name>[a-z-]+) \(python -m conformance.regenerate\) -->\n)"
    r".*?(<!-- end: (?P=name) -->)",
    re.DOTALL,
)


def suite_figures() -> str:
    """Fixture counts by kind and game, and each profile's."""
    from conformance.runner.profiles import load_profiles

    fixtures = load_fixtures()
    written = [f for f in fixtures if not f.generated]
    by_game = Counter(f.name.split("/")[0] for f in written)
    goldens = Counter(f.game for f in fixtures if f.generated)
    timers = sum(f.name.split("/")[1] == "turn-timers" for f in written if "/" in f.name)
    lines = [
        f"- **{len(fixtures)} fixtures**: {len(written)} hand-written and "
        f"{sum(goldens.values())} recorded playthroughs "
        f"({', '.join(f'{game} {n}' for game, n in sorted(goldens.items()))}).",
        "- Hand-written, by folder: "
        + ", ".join(f"`{game}/` {n}" for game, n in sorted(by_game.items()))
        + f" (of Carcassonne's, {timers} are turn-timer fixtures).",
        "",
        "| profile | fixtures it requires | games | features |",
        "|---|---|---|---|",
    ]
    for profile in load_profiles().values():
        count = sum(profile.selects(f) for f in fixtures)
        lines.append(
            f"| `{profile.label}` | {count} | {', '.join(sorted(profile.games)) or 'any'} | "
            f"{', '.join(f'`{x}`' for x in sorted(profile.features))} |"
        )
    return "\n".join(lines)


def mutation_figures() -> str:
    """The last mutation benchmark (conformance/mutation/results.jsonl), per game."""
    from conformance.mutation.mutants import benchmark_selection, generated_counts
    from conformance.mutation.results import BENCHMARK_RESULTS, equivalents, read_results, scores

    records = read_results(BENCHMARK_RESULTS)
    equivalent = equivalents()
    generated = generated_counts()
    selected = Counter(m.game for m in benchmark_selection())
    lines = [
        "| game | mutants generated | selected | run | did not start | equivalent | killed by the "
        "hand-written fixtures | survivors | killed |",
        "|---|---|---|---|---|---|---|---|---|",
    ]
    found = scores(records, equivalent)
    for score in found:
        lines.append(
            f"| {score.game} | {generated.get(score.game, 0)} | {selected[score.game]} | "
            f"{score.run} | {score.stillborn} | "
            f"{score.equivalent} | {score.killed} | {len(score.survivors)} | "
            f"**{score.percent:.1f}%** |"
        )
    lines += [
        "",
        f"Generated over the modules left out (the service never runs them, "
        f"`conformance/mutation/targets.json`): {generated.get('left out', 0)} mutants, not run.",
        "",
    ]
    survivors = [r for score in found for r in score.survivors]
    if survivors:
        lines += ["Survivors (not equivalent: no hand-written fixture pins them yet):", ""]
        lines += [f"- `{r['id']}`: `{r['original']}` → `{r['mutated']}`" for r in survivors]
        lines.append("")
    run_ids = set(records)
    triaged = [(i, why) for i, why in sorted(equivalent.items()) if i in run_ids]
    lines += [
        f"Equivalent mutants of this run, triaged (`conformance/mutation/equivalent.json`, "
        f"{len(equivalent)} in all):",
        "",
    ]
    lines += [f"- `{i}`: {why}" for i, why in triaged]
    return "\n".join(lines)


def mutation_summary() -> str:
    """One line: the fixtures and each game's kill rate in the last mutation benchmark."""
    from conformance.mutation.mutants import benchmark_selection
    from conformance.mutation.results import BENCHMARK_RESULTS, equivalents, read_results, scores

    fixtures = load_fixtures()
    selected = Counter(m.game for m in benchmark_selection())
    rates = ", ".join(
        f"{score.game} {score.killed}/{score.scored} (**{score.percent:.1f}%**)"
        for score in scores(read_results(BENCHMARK_RESULTS), equivalents())
    )
    run = len(read_results(BENCHMARK_RESULTS))
    return (
        f"Mutation benchmark ({run}/{sum(selected.values())} mutants run): the "
        f"{sum(not f.generated for f in fixtures)} hand-written fixtures kill {rates} of the "
        "non-equivalent ones."
    )


def coverage_figures() -> str:
    """The rule coverage matrix's figures per digest (conformance/COVERAGE.md in full)."""
    from conformance.runner.coverage import build, figures_table, gap_lines

    matrix = build(load_fixtures())
    gaps = matrix.gaps()
    lines = figures_table(matrix)
    lines.append("")
    lines.append(
        f"{len(matrix.cells())} cells, {len(gaps)} without a hand-written fixture"
        + (":" if gaps else ".")
    )
    if gaps:
        lines.append("")
        lines += [f"- {line}" for line in gap_lines(gaps)]
    return "\n".join(lines)


def coverage_summary() -> str:
    """One line: the coverage matrix's cells and how many hand-written fixtures pin them."""
    from conformance.runner.coverage import build, figures

    matrix = build(load_fixtures())
    per = "; ".join(
        f"{digest.removeprefix('rules/').removesuffix('.md')} {filled}/{cells} cells by "
        f"{fixtures} fixtures"
        for digest, _, cells, filled, fixtures in figures(matrix)
    )
    return (
        f"The [rule coverage matrix](conformance/COVERAGE.md) (`meeple-conformance coverage`): "
        f"{per}."
    )


BLOCKS = {
    "coverage-figures": coverage_figures,
    "coverage-summary": coverage_summary,
    "suite-figures": suite_figures,
    "mutation-figures": mutation_figures,
    "mutation-summary": mutation_summary,
}


def doc_text(current: str) -> str:
    """docs/certify.md with every generated block rewritten."""

    def fill(match: re.Match[str]) -> str:
        return f"{match.group(1)}{BLOCKS[match.group('name')]()}\n{match.group(3)}"

    return _BLOCK.sub(fill, current)


def expected_doc(paths: tuple[Path, ...] = (DOC, README)) -> dict[Path, str]:
    """Each page (docs/certify.md, the README) with its generated blocks rewritten."""
    return {path: doc_text(path.read_text(encoding="utf-8")) for path in paths if path.is_file()}
