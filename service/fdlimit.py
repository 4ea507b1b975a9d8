"""The process's file-descriptor budget: every connection holds one, so the web port and the
gRPC port each get a cap, and together they leave a reserve for everything else (the database,
the bot workers' pipes, the log, the metrics port). One port full of connections then never
stops the other from accepting, nor the server from opening its files."""

from __future__ import annotations

import resource

#: descriptors kept out of both ports' caps, at least (a tenth of the limit when that is more)
RESERVE = 256
#: the soft limit asked for when the hard limit is unlimited
UNLIMITED_TARGET = 1 << 20


def raise_file_limit() -> int:
    """Raise this process's soft RLIMIT_NOFILE to its hard limit (no privilege needed); the
    soft limit now in force."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    wanted = UNLIMITED_TARGET if hard == resource.RLIM_INFINITY else hard
    if soft != resource.RLIM_INFINITY and soft < wanted:
        try:
            resource.setrlimit(resource.RLIMIT_NOFILE, (wanted, hard))
            soft = wanted
        except (ValueError, OSError):
            pass
    return int(soft) if soft != resource.RLIM_INFINITY else UNLIMITED_TARGET


def connection_budget(file_limit: int, grpc_wanted: int, web_wanted: int) -> tuple[int, int]:
    """The gRPC and web connection caps under ``file_limit``: as configured when they fit with
    the reserve, else both scaled down in proportion (each at least 1)."""
    reserve = max(RESERVE, file_limit // 10)
    room = max(2, file_limit - reserve)
    if grpc_wanted + web_wanted <= room:
        return grpc_wanted, web_wanted
    scale = room / (grpc_wanted + web_wanted)
    return max(1, int(grpc_wanted * scale)), max(1, int(web_wanted * scale))
