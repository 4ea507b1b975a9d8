"""Pickling of the engines' frozen dataclasses, the same whether they run compiled or not.

A frozen dataclass compiled by mypyc cannot be unpickled the default way (its fields refuse the
assignments pickle makes), so each one defines ``__reduce__`` with :func:`reduce_fields`: it is
rebuilt by calling its class with its fields, in order. Pure Python pickles them alike.
"""

from __future__ import annotations

from typing import Any


def reduce_fields(record: Any) -> tuple[type[Any], tuple[Any, ...]]:
    """``__reduce__`` of a dataclass whose fields are all ``__init__`` parameters."""
    names = record.__dataclass_fields__
    return type(record), tuple(getattr(record, name) for name in names)
