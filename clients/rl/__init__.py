"""Environments for bot and tool authors: an OpenSpiel game (:mod:`clients.rl.openspiel`), a
PettingZoo AEC environment (:mod:`clients.rl.pettingzoo`) and a Gymnasium single-agent
environment (:mod:`clients.rl.gym`) for every game that offers an ``rl_encoding``
(:mod:`engines.rl`). Needs the ``rl`` extra: ``pip install -e '.[rl]'``. docs/rl.md."""
