"""Sending one "your move" e-mail over SMTP (``--smtp-url``): plain text, UTF-8, short.

``smtp://host:port`` speaks plain SMTP and upgrades with STARTTLS when the server offers it;
``smtps://host:port`` is TLS from the first byte; ``user:password@`` logs in. The standard
library's client is blocking: a send runs on a worker thread.
"""

from __future__ import annotations

import asyncio
import smtplib
import ssl
from concurrent.futures import Executor
from dataclasses import dataclass
from email.message import EmailMessage
from email.utils import make_msgid
from urllib.parse import unquote, urlsplit

#: seconds one step of an SMTP conversation may take (the socket's timeout)
SMTP_TIMEOUT = 20.0
#: seconds one whole SMTP conversation may take
MAIL_DEADLINE = 30.0


@dataclass(frozen=True, slots=True)
class SmtpServer:
    host: str
    port: int
    tls: bool
    user: str = ""
    password: str = ""

    @classmethod
    def parse(cls, url: str) -> SmtpServer:
        parts = urlsplit(url)
        tls = parts.scheme == "smtps"
        return cls(
            host=parts.hostname or "localhost",
            port=parts.port or (465 if tls else 25),
            tls=tls,
            user=unquote(parts.username or ""),
            password=unquote(parts.password or ""),
        )


def compose(sender: str, to: str, subject: str, body: str, language: str) -> EmailMessage:
    message = EmailMessage()
    message["From"] = sender
    message["To"] = to
    message["Subject"] = subject
    message["Message-ID"] = make_msgid(domain=sender.rsplit("@", 1)[-1])
    message["Auto-Submitted"] = "auto-generated"
    message.set_content(body)
    message["Content-Language"] = language  # after set_content, which resets Content-*
    return message


def _send(server: SmtpServer, message: EmailMessage) -> None:
    context = ssl.create_default_context()
    client: smtplib.SMTP
    if server.tls:
        client = smtplib.SMTP_SSL(server.host, server.port, timeout=SMTP_TIMEOUT, context=context)
    else:
        client = smtplib.SMTP(server.host, server.port, timeout=SMTP_TIMEOUT)
    with client:
        client.ehlo()
        if not server.tls and client.has_extn("starttls"):
            client.starttls(context=context)
            client.ehlo()
        if server.user:
            client.login(server.user, server.password)
        client.send_message(message)


async def send_mail(
    server: SmtpServer,
    message: EmailMessage,
    executor: Executor | None = None,
    deadline: float = MAIL_DEADLINE,
) -> None:
    """Send one message on a thread of ``executor`` (the e-mail channel's own, bounded);
    raises OSError or smtplib.SMTPException when it cannot, TimeoutError after ``deadline``
    seconds (the thread then ends at its socket's next timeout, :data:`SMTP_TIMEOUT`)."""
    loop = asyncio.get_running_loop()
    async with asyncio.timeout(deadline):
        await loop.run_in_executor(executor, _send, server, message)
