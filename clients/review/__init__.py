"""Game reviews: the search bot evaluates every decision of each person (issue 46).

:mod:`clients.review.engine` reviews decisions; :mod:`clients.review.record` takes them from a
game record; ``meeple review RECORD`` (:mod:`clients.review.command`) prints the result.
"""
