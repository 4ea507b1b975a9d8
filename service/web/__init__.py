"""The web table: the browser page and GameService over the Connect protocol, served over HTTP
next to the gRPC port (``meeple serve --web-port``)."""
