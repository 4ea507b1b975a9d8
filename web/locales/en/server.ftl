# The web server's own pages (web/server_pages.py renders them at build time): an address that
# is no page of the server, and a host name the server does not answer for. Plain text only.
server-not-found-title = Not found
server-not-found-heading = Nothing here
server-not-found-text = This address is not a page of this game server.
server-go-to-lobby = Go to the lobby
server-wrong-host-title = Wrong address
server-wrong-host-heading = This game server does not answer at this address
server-wrong-host-text = Open it by the address its host gave you. Whoever runs the server can allow this address (meeple serve --public-url or --allowed-hosts).
