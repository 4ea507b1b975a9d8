# A table's page (/t/{table}): the shared parts around each game's board.
table-title-opening = meeple: table
# The browser tab: the game's title and the table's label.
table-title = { $game }: { $table }
table-opening = Opening the table…
table-needs-link = This page needs the link you were sent
table-needs-link-hint = Open the invite or spectator link from the host again.
table-link-broken = This link does not open a table
table-cannot-show = The table cannot be shown
table-cannot-draw = This page cannot draw { $game } yet.
# The header: who the reader is at this table.
table-header-you = You: { $name }
table-header-host = Host
table-header-watching = Watching
# The connection to the server is lost; the reason follows.
table-reconnecting = Reconnecting… ({ $reason })
# A seat's player as the games' pages name them; the reader's own seat is marked.
table-seat-name-you = { $name } (you)
table-seat-number = seat { $number }
# Waiting for the players.
table-free-seat = free seat
table-waiting-for = { $count ->
    [one] Waiting for one more player
   *[other] Waiting for { $count } more players
}
table-everyone-here = Everyone is here
table-start = Start the game
table-auto-start = The game starts by itself when every seat is taken.
table-host-starts = The host starts the game when everyone is here.
# The links the host shares (kept reachable during the whole game).
table-links = Invite and spectator links
table-invite-link = Invite link: send it to your friends
table-spectator-link = Spectator link: anyone can watch with it
table-copy = Copy
table-copied = Copied
# Names the server's command-line flags as typed (Persian says what they do instead).
table-loopback-warning = This link points at this computer only, so it works on no one else’s device. To let friends in, restart the server with --share (friends anywhere) or --lan (friends on the same Wi-Fi).
# The invite as a QR code: a friend's phone camera opens it.
table-invite-qr = Or let a friend scan this code with their phone’s camera.
table-invite-qr-label = QR code of the invite link
# The server's public address changed (its tunnel restarted): the links sent before are dead.
table-address-changed = The server’s public address has changed, so the links you sent before no longer work. Send this new invite link instead.
# A seated player opens her seat on another device.
table-other-device = Continue on another device
table-other-device-hint = Open this link on your phone or another computer to play your seat there. Anyone who has it can play your seat: send it only to yourself.
table-other-device-link = Your seat’s link
table-device-link-broken = This seat link does not work
table-device-link-broken-hint = The seat it opened may have been given to someone else, or the link was cut short. Ask the host for a new invite.
# The seats of a running table.
table-seats-heading = Players
table-seat-you = you
table-seat-present = here
table-seat-away = away
table-seat-absent = away, a bot plays
table-seat-bot = bot
table-seat-empty = free
table-seat-to-play = to play
table-clock-title = Time left for this turn
table-bank-title = Time left in this player’s bank
# The reader's seat is played by a bot (she left, or her time ran out, or the host let a bot play).
table-bot-plays-for-you = A bot is playing your seat while you are away.
table-reclaim = Take my seat back
table-reclaiming = The bot finishes this turn, then it is yours again.
# The host's seat controls, each confirmed first.
table-host-bot-level = The bot's level
table-host-bot-plays = Let a bot play for { $name }
table-host-bot-plays-confirm = { $name } is away. Let a bot play their seat until they come back?
table-host-bot-plays-yes = Let a bot play
table-host-bot-for-good = Give { $name }’s seat to a bot for good
table-host-bot-for-good-confirm = A bot will play { $name }’s seat to the end, and { $name } cannot come back. Go on?
table-host-bot-for-good-yes = Give it to a bot
table-host-free = Free { $name }’s seat for someone new
table-host-free-confirm = { $name } cannot come back, and the bot plays until someone takes the seat with the new invite link. Go on?
table-host-free-yes = Free the seat
table-host-end = End the game for everyone
table-host-end-confirm = End this game for everyone? Nothing more can happen at this table.
table-host-end-yes = End the game
table-confirm-cancel = Cancel
table-abandoned = The game was abandoned
table-abandoned-text = The game was ended, so nothing more can happen here.
# Provably fair draws.
table-fair-draws = Fair draws
table-fair-commitment = The server committed to its secret before anyone joined.
# the commitment's hex digits follow this label, as code (left to right in every language)
table-fair-commitment-code = Its commitment, for the verification tool:
table-fair-checking = Checking the revealed secret…
table-fair-verified = Verified: the revealed secret matches the commitment, and the seed comes from it and every player’s entropy. Every draw can be replayed with `meeple verify`.
table-fair-bad-commitment = Not verified: the secret does not match the commitment.
table-fair-bad-seed = Not verified: the seed does not come from the secret and the entropy.
# The log of what happened.
table-log = What happened
table-log-joined = { $name } sat down
table-log-left = { $name } left
table-log-started = The game started
table-log-acted = { $name } acted
table-log-timed-out = { $name }’s time ran out; a bot plays
table-log-reclaimed = { $name } took their seat back
table-log-bot = A bot took { $name }’s seat
table-log-bot-for = A bot plays for { $name } while they are away
table-log-freed = { $name }’s seat was freed for someone new
table-log-abandoned = The host ended the game
