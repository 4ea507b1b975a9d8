"""The durable outbox: messages caused by committed events (webhooks, e-mail, Web Push, ...)
written in the event's own transaction and sent afterwards, at least once (docs/outbox.md).

* :mod:`service.outbox.channels`: the :class:`~service.outbox.channels.Channel` protocol;
* :mod:`service.outbox.store`: the store wrapper that plans and writes rows at each commit;
* :mod:`service.outbox.dispatcher`: the task that sends them, with retries.
"""
