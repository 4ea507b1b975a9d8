# The invite page (/t/{table}?invite=...): what the table is, then a name; or why the link
# no longer works.
invite-title = meeple: an invitation
invite-loading = Opening the invitation…
invite-heading = You are invited to a table
# The game and whose table it is: the host's name, when the host gave one.
invite-game-by-host = { $host } invites you to play { $game }.
invite-game = You are invited to play { $game }.
invite-table-name = Table: { $name }
invite-options = Options
invite-seats = Seats
invite-seat-free = free seat
invite-seat-bot = { $name } (bot)
invite-free-count = { $count ->
    [one] One seat is free.
   *[other] { $count } seats are free.
}
invite-your-name = Your name
invite-name-example = e.g. Grace
invite-take-seat = Take a seat
invite-taking-seat = Taking a seat…
# The link no longer lets anyone in: a heading, then the reason in plain words.
invite-broken-heading = This invite link does not work
invite-broken-bad = There is no such table, or this link was mistyped or replaced by a newer one from the host. Ask the host for the link again.
invite-broken-full = Every seat at this table is taken already.
invite-broken-started = The game at this table has started, and no seat is free.
invite-broken-over = The game at this table is over.
invite-broken-abandoned = The game at this table was ended.
invite-broken-unreachable = The game server cannot be reached right now. Check your connection and open the link again.
invite-watch-instead = You can still watch if the host sends you the spectator link.
invite-start-new = Start a new table instead
