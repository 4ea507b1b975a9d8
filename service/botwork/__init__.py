"""Bot work shared by person (issue 48): the bot worker processes of a server and the fair
queue in front of them, for every kind of bot work (a bot's move, a game review, a hint).

Submit work with :meth:`BotWork.run` (the server's instance is ``core.bot_work``)::

    from service.botwork import Lane, Urgency, Work, person_of_peer

    work = Work(person_of_peer(caller.peer), Lane.SEARCH, Urgency.BACKGROUND, "review")
    result = await core.bot_work.run(work, module_level_function, game_name, state_blob)

* :mod:`service.botwork.fair`: who goes first (urgency, then the person served least
  recently), and the caps per person and for background work;
* :mod:`service.botwork.pool`: the lanes' worker processes;
* :mod:`service.botwork.worker`: what a worker process is (ends with the server, lower
  priority, the hosted engines: :func:`~service.botwork.worker.hosted_game`).
"""

from __future__ import annotations

from service.botwork.fair import Crowded, FairQueue, Lane, LaneLimits, Urgency, Work
from service.botwork.person import person_of_peer, person_of_table
from service.botwork.pool import WAITING_PER_PERSON, BotWork

__all__ = [
    "WAITING_PER_PERSON",
    "BotWork",
    "Crowded",
    "FairQueue",
    "Lane",
    "LaneLimits",
    "Urgency",
    "Work",
    "person_of_peer",
    "person_of_table",
]
