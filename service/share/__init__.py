"""Friends reach the table (issue 42): ``meeple serve --share`` (a Cloudflare quick tunnel,
:mod:`service.share.tunnel`), ``--lan`` (:mod:`service.share.lan`), the public address every web
link uses (:mod:`service.share.address`), and the plain words ``meeple serve`` prints for a person
(:mod:`service.share.greeting`). Which address is a request's client is :mod:`service.forwarded`.
"""
