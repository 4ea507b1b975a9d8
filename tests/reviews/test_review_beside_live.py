"""Reviews beside live tables (issue 46), a small fixed sample of ``python -m bench.review_beside``:
while four reviews run (and go on running) beside her, a person's search-bot opponent replies
with a p99 at most 2x its p99 with nothing beside it, on the same server."""

from __future__ import annotations

from bench.review_beside import Figures, measure, parser


def test_reviews_keep_a_persons_bot_reply_p99_within_twice_idle() -> None:
    args = parser().parse_args(["--replies", "10", "--reviews", "4", "--level", "medium"])
    figures = Figures()
    measure(args, figures)
    assert not figures.starved
    assert len(figures.idle) == len(figures.reviews) == 10
    # the reviews ran while the person played, and were still running at the phase's end
    assert figures.reviewed[0] > 0 and figures.open_at_end[0] > 0
    assert figures.ratio is not None and figures.ratio <= 2.0, figures
