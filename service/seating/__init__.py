"""Seats the service plays itself: bot seats, turn clocks, leaving and coming back.

* :mod:`levels`: bot kinds and levels (data), parsed from the API and the table options;
* :mod:`options`: the service's own table options (timers, leave and timeout policies);
* :mod:`control`: who decides for a seat now and when a table next needs the service (pure);
* :mod:`decide`: one bot decision, run in a worker process;
* :mod:`keeper`: the loop that claims due tables from the store and plays or fires them;
* :mod:`rpcs`: AddBot, FreeSeat, ReclaimSeat, AbandonTable, AdvanceClock.
"""
