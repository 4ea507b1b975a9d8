"""Reviews beside live tables (issue 46), a small fixed sample of ``python -m bench.review_beside``:
while four reviews run (and go on running) beside her, a person's search-bot opponent still
answers every one of her moves within the benchmark's reply timeout, as it does with nothing
beside it. The speed target (reviews' p99 at most 2x idle's) is the benchmark's, with its
figures in the README: six replies on a machine shared with the rest of the suite measure the
suite, not the reviews."""

from __future__ import annotations

from bench.review_beside import Figures, measure, parser


def test_reviews_beside_a_person_never_starve_her_bot_replies() -> None:
    args = parser().parse_args(["--replies", "6", "--reviews", "4", "--level", "hard"])
    figures = Figures()
    measure(args, figures)
    assert not figures.starved
    assert len(figures.idle) == len(figures.reviews) == 6
    # the reviews ran while the person played, and were still running at the phase's end
    assert figures.reviewed[0] > 0 and figures.open_at_end[0] > 0
    assert figures.ratio is not None, figures  # both phases measured, neither starved
