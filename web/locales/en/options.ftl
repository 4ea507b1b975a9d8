# Table options as the lobby shows them (ListGames' GameOption): option-{game}-{key} is the
# option's name, -description what it changes, -{value} each value, -number a numeric value
# ($value, and $seat = $value + 1). The service's own options use "service" for the game.
# The server's English descriptions stay the fallback for programs.

## The Castles of Burgundy
option-burgundy-edition = Knowledge tiles
option-burgundy-edition-description = Which edition's knowledge tiles: 2019 (the Japanese rulebook) or 2011 (the Persian rulebook). They differ in tiles 6, 15 and 26.
option-burgundy-edition-2019 = 2019 edition (Japanese rulebook)
option-burgundy-edition-2011 = 2011 edition (Persian rulebook)
option-burgundy-tiebreak-empty-spaces = First tie-break
option-burgundy-tiebreak-empty-spaces-description = Among tied players, who wins by the empty spaces of their estate.
option-burgundy-tiebreak-empty-spaces-fewest = Fewest empty spaces wins (both rulebooks)
option-burgundy-tiebreak-empty-spaces-most = Most empty spaces wins
option-burgundy-tiebreak-turn-order = Second tie-break
option-burgundy-tiebreak-turn-order-description = If still tied, who wins by turn order.
option-burgundy-tiebreak-turn-order-behind = Later in turn order wins (Persian rulebook)
option-burgundy-tiebreak-turn-order-ahead = Earlier in turn order wins (Japanese rulebook)
option-burgundy-start-seat = Start player
option-burgundy-start-seat-description = Who plays first: drawn by chance, as the rulebooks roll a die, or a chosen seat.
option-burgundy-start-seat-random = Drawn by chance
option-burgundy-start-seat-number = Seat { $seat }
option-burgundy-warehouse-sale = Warehouse sale
option-burgundy-warehouse-sale-description = Whether placing a Warehouse must sell goods.
option-burgundy-warehouse-sale-optional = The player may sell (Persian rulebook)
option-burgundy-warehouse-sale-compulsory = The player must sell (Japanese rulebook)
option-burgundy-k5-adjacency = Knowledge tile 5
option-burgundy-k5-adjacency-description = Which depots count as side by side for knowledge tile 5.
option-burgundy-k5-adjacency-ring = In a ring: depots 6 and 1 are neighbours
option-burgundy-k5-adjacency-line = In a line: depots 6 and 1 are not neighbours
option-burgundy-k6-mixed-payment = Knowledge tile 6 payment
option-burgundy-k6-mixed-payment-description = Whether a purchase with the 2019 knowledge tile 6 may be paid with 1 silverling and 1 worker.
option-burgundy-k6-mixed-payment-no = No
option-burgundy-k6-mixed-payment-yes = Yes

## Carcassonne
option-carcassonne-start-seat = Start player
option-carcassonne-start-seat-description = The seat that takes the first turn.
option-carcassonne-start-seat-number = Seat { $seat }
option-carcassonne-unplaceable-tile = A tile that fits nowhere
option-carcassonne-unplaceable-tile-description = What happens to a drawn tile that cannot be placed; either way the same player draws again.
option-carcassonne-unplaceable-tile-discard = Removed from the game (official rules)
option-carcassonne-unplaceable-tile-return-to-bag = Back into the bag for later

## The service's own options (every game)
option-service-on-leave = A player who leaves
option-service-on-leave-description = What happens when a player leaves during the game.
option-service-on-leave-bot = A bot plays the seat until they come back
option-service-on-leave-abandon = The game ends for everyone
option-service-leave-bot = Bot for a player who left
option-service-leave-bot-description = The bot that plays for a player who left.
option-service-leave-bot-beginner = Beginner bot
option-service-leave-bot-easy = Easy bot
option-service-leave-bot-medium = Medium bot
option-service-leave-bot-hard = Hard bot
option-service-leave-bot-expert = Expert bot
option-service-leave-bot-random = Random bot
option-service-leave-bot-greedy = Greedy bot
option-service-leave-bot-search-1 = Search bot, level 1
option-service-leave-bot-search-2 = Search bot, level 2
option-service-leave-bot-search-3 = Search bot, level 3
option-service-leave-bot-search-4 = Search bot, level 4
option-service-turn-timer = Clock
option-service-turn-timer-description = No clock, a time limit for each turn, or a time bank for each player's whole game.
option-service-turn-timer-off = No clock
option-service-turn-timer-per-turn = A limit per turn
option-service-turn-timer-bank = A time bank per player
option-service-turn-seconds = Time per turn
option-service-turn-seconds-description = Each turn must end within this time (with a limit per turn).
option-service-turn-seconds-number = { $value ->
    [one] { $value } second
   *[other] { $value } seconds
}
option-service-bank-seconds = Time bank
option-service-bank-seconds-description = Each player's time for the whole game, spent while it is their turn (with a time bank).
option-service-bank-seconds-number = { $value ->
    [one] { $value } second
   *[other] { $value } seconds
}
option-service-timeout-policy = When time runs out
option-service-timeout-policy-description = What happens when a player's time runs out.
option-service-timeout-policy-bot-turn = A bot finishes the turn
option-service-timeout-policy-absent = The seat is marked absent and a bot plays until the player comes back
option-service-timeout-bot = Bot when time runs out
option-service-timeout-bot-description = The bot that plays when time runs out.
option-service-timeout-bot-beginner = Beginner bot
option-service-timeout-bot-easy = Easy bot
option-service-timeout-bot-medium = Medium bot
option-service-timeout-bot-hard = Hard bot
option-service-timeout-bot-expert = Expert bot
option-service-timeout-bot-random = Random bot
option-service-timeout-bot-greedy = Greedy bot
option-service-timeout-bot-search-1 = Search bot, level 1
option-service-timeout-bot-search-2 = Search bot, level 2
option-service-timeout-bot-search-3 = Search bot, level 3
option-service-timeout-bot-search-4 = Search bot, level 4

option-burgundy-purchase-during-bonus-action = Buying during a bonus action
option-burgundy-purchase-during-bonus-action-description = Whether a tile may be bought from the black depot while a castle's extra action or a City Hall placement is still to be made. Neither rulebook says so; Board Game Arena allows it. The default follows the edition (yes for 2019, no for 2011).
option-burgundy-purchase-during-bonus-action-yes = Allowed
option-burgundy-purchase-during-bonus-action-no = Not allowed

option-service-undo = Taking back a move
option-service-undo-description = Whether a player may take back her own latest moves, one at a time, until a tile is drawn, dice are rolled, something is revealed or another player acts.
option-service-undo-own-turn = Own moves, until new information appears
option-service-undo-off = Never

option-service-hints = Hints
option-service-hints-description = Whether every player may ask, on her own turn, which move the bot would make and why, in the points she can expect to lead by at the end.
option-service-hints-off = Off
option-service-hints-on = On, for every player
