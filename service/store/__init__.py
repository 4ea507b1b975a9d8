"""Durable storage of the game service: the interface (:mod:`service.store.base`), the
in-process wake-up fan-out (:mod:`service.store.notify`) and the implementations."""
