# The lobby ("/"): starting a table.
lobby-title = meeple: new table
lobby-loading = Loading the games…
lobby-cannot-open = The lobby cannot open
lobby-heading = Start a table
lobby-intro = Make a private table, send the link to your friends, play.
lobby-game = Game
lobby-seats = Seats
lobby-seat-count = { $count } players
lobby-other-seats = The other seats
# One of the other seats, numbered from 2 (seat 1 is the host's).
lobby-seat-number = Seat { $number }
lobby-player-person = A person (invite link)
lobby-player-beginner = Beginner bot
lobby-player-easy = Easy bot
lobby-player-medium = Medium bot
lobby-player-hard = Hard bot
lobby-player-expert = Expert bot
lobby-player-random = Random bot
lobby-player-greedy = Greedy bot
lobby-player-search = Search bot
lobby-table-options = Table options
# An option's value that is the game's default.
lobby-option-default = { $value } (default)
lobby-your-name = Your name
lobby-name-example = e.g. Ada
lobby-auto-start = Start by itself when every seat is taken
lobby-create = Create the table
lobby-creating = Creating the table…
# The table's label others see, made from the host's name.
lobby-table-label = { $name }’s table
# the lobby's game cards and its way to the lessons
lobby-choose-game = Play { $game }
lobby-learn-intro = Short lessons from the rulebooks, on a real table against bots.
lobby-learn-open = Open the lessons
