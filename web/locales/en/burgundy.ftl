# The Castles of Burgundy on the web table (web/src/games/burgundy/).
burgundy-title = The Castles of Burgundy

## Tiles: names
burgundy-tile-castle = castle
burgundy-tile-ship = ship
burgundy-tile-mine = mine
burgundy-tile-warehouse = warehouse
burgundy-tile-watchtower = watchtower
burgundy-tile-carpenters_workshop = carpenter's workshop
burgundy-tile-church = church
burgundy-tile-market = market
burgundy-tile-boarding_house = boarding house
burgundy-tile-bank = bank
burgundy-tile-city_hall = city hall
burgundy-tile-cow = { $count } cows
burgundy-tile-pig = { $count } pigs
burgundy-tile-sheep = { $count } sheep
burgundy-tile-chicken = { $count } chickens
burgundy-tile-knowledge = knowledge tile { $number }
burgundy-tile-unknown = tile { $label }

## Tiles: what each one does (shown when a tile is tapped)
burgundy-effect-castle = Take one more action at once, with a die of any value (take a tile, place a tile, sell goods or take workers).
burgundy-effect-ship = Take all the goods of one depot (at most 3 types in your goods storage), then move forward on the turn-order track.
burgundy-effect-mine = At the end of each phase, 1 silverling.
burgundy-effect-animal = As many points as animals on the tile, plus the animals of the same kind already in this pasture.
burgundy-effect-warehouse = Sell all your goods of one type.
burgundy-effect-watchtower = 4 points.
burgundy-effect-carpenters_workshop = Take a building from any numbered depot into your storage.
burgundy-effect-church = Take a mine, castle or knowledge tile from any numbered depot into your storage.
burgundy-effect-market = Take a ship or an animal tile from any numbered depot into your storage.
burgundy-effect-boarding_house = 4 workers.
burgundy-effect-bank = 2 silverlings.
burgundy-effect-city_hall = Place one more tile from your storage, with a die of any value.
burgundy-effect-knowledge-1 = You may build the same kind of building more than once in a city.
burgundy-effect-knowledge-2 = At the end of each phase, each mine also brings 1 worker.
burgundy-effect-knowledge-3 = Each sale brings 1 more silverling.
burgundy-effect-knowledge-4 = Each sale also brings 1 worker.
burgundy-effect-knowledge-5 = A ship may take the goods of two neighbouring depots.
burgundy-effect-knowledge-6 = { $edition ->
    [2011] Your purchase (2 silverlings) may come from any numbered depot too, not only the black depot. Still only one purchase per turn.
   *[other] Your purchase may come from any numbered depot too, not only the black depot, paid with 2 silverlings or 2 workers. Still only one purchase per turn.
  }
burgundy-effect-knowledge-7 = Placing animals scores 1 more point for each tile of that kind in the pasture.
burgundy-effect-knowledge-8 = Each worker changes a die by 1 or 2.
burgundy-effect-knowledge-9 = Placing a building: the die may be 1 off, free.
burgundy-effect-knowledge-10 = Placing a ship or an animal tile: the die may be 1 off, free.
burgundy-effect-knowledge-11 = Placing a castle, mine or knowledge tile: the die may be 1 off, free.
burgundy-effect-knowledge-12 = Taking a tile from a depot: the die may be 1 off, free.
burgundy-effect-knowledge-13 = Taking workers also brings 1 silverling.
burgundy-effect-knowledge-14 = Taking workers brings 4 workers instead of 2.
burgundy-effect-knowledge-15 = At the end: { $points } points per kind of goods you sold.
burgundy-effect-knowledge-16 = At the end: { $points } points per warehouse in your estate.
burgundy-effect-knowledge-17 = At the end: { $points } points per watchtower in your estate.
burgundy-effect-knowledge-18 = At the end: { $points } points per carpenter's workshop in your estate.
burgundy-effect-knowledge-19 = At the end: { $points } points per church in your estate.
burgundy-effect-knowledge-20 = At the end: { $points } points per market in your estate.
burgundy-effect-knowledge-21 = At the end: { $points } points per boarding house in your estate.
burgundy-effect-knowledge-22 = At the end: { $points } points per bank in your estate.
burgundy-effect-knowledge-23 = At the end: { $points } points per city hall in your estate.
burgundy-effect-knowledge-24 = At the end: { $points } points per kind of animal in your estate.
burgundy-effect-knowledge-25 = At the end: { $points } point per goods tile you sold.
burgundy-effect-knowledge-26 = At the end: { $points } points per bonus tile you won.
burgundy-tile-info = { $tile }: { $effect }

## The main board
burgundy-status = Phase { $phase }, round { $round } of 5 · white die { $die }
burgundy-status-over = The game is over
burgundy-depot = Depot { $number }
burgundy-depot-black = Black depot
burgundy-depot-empty = empty slot
burgundy-goods-to-come = Goods to come
burgundy-supply = Supply: { $tiles } tiles, black { $black }
burgundy-turn-order = Turn order
burgundy-track = Turn-order track
burgundy-track-space = Space { $space }
burgundy-goods = { $count ->
    [one] goods { $type }
   *[other] { $count } × goods { $type }
  }
# A goods chip's text: the goods type (its die number) and how many, "3×2".
burgundy-goods-chip = { $type }×{ $count }
burgundy-depot-goods = Goods of depot { $number }

## Estates
burgundy-points = { $points } points
burgundy-silverlings = Silverlings
burgundy-workers = Workers
burgundy-dice = Dice
burgundy-die = Die { $value }
burgundy-die-waiting = Die { $value } (not played yet)
burgundy-die-used = Die { $value } (used)
burgundy-die-any = Any die
burgundy-storage = Storage
burgundy-storage-empty = empty
burgundy-held-goods = Goods
burgundy-sold = Sold
burgundy-none = none
burgundy-bonus = Bonus tiles
burgundy-bonus-tile = { $colour } ({ $size })
burgundy-bonus-large = large
burgundy-bonus-small = small
burgundy-space = Space { $cell }: { $colour }, die { $die }
burgundy-colour-castle = castle (dark green)
burgundy-colour-pasture = pasture (light green)
burgundy-colour-animal = pasture (light green)
burgundy-colour-ship = ship (blue)
burgundy-colour-mine = mine (grey)
burgundy-colour-building = city (beige)
burgundy-colour-knowledge = knowledge tile (yellow)

## The decision (the action bar)
burgundy-playing = { $player } is playing…
burgundy-your-turn = Your turn: tap a die, a depot tile or a stored tile.
burgundy-pick-next = Tap a highlighted tile, space or goods.
burgundy-pick-discard = Your storage is full: tap the stored tile to discard.
burgundy-pick-payment = How do you pay?
burgundy-pick-load = Which goods does the ship take?
burgundy-pending-ship = Your ship: tap the goods of a depot to take them.
burgundy-pending-castle = Your castle: one more action with a die of any value.
burgundy-pending-city_hall = Your city hall: place one more tile from your storage.
burgundy-pending-warehouse = Your warehouse: tap goods to sell them.
burgundy-pending-market = Your market: tap a ship or animal tile in a depot.
burgundy-pending-carpenters_workshop = Your carpenter's workshop: tap a building in a depot.
burgundy-pending-church = Your church: tap a mine, castle or knowledge tile in a depot.
burgundy-pending-buy = You may buy a tile from the black depot, or end your turn.
burgundy-confirm = Confirm
burgundy-back = Back
burgundy-op-workers = Take workers
burgundy-op-buy = Buy
burgundy-op-end = End turn
burgundy-op-decline = Skip
burgundy-pay-silver = 2 silverlings
burgundy-pay-workers = 2 workers
burgundy-pay-mixed = 1 silverling and 1 worker
burgundy-load = Goods { $goods }
burgundy-first-stored = First tap a tile in your storage, then the space for it.
burgundy-why-not = The { $tile } cannot go there: { $reason }
burgundy-could = The { $tile } could go there with die { $die }.

## One action in words (the action bar, once the taps name exactly one)
burgundy-with-die = { $die ->
    [0] with a die of any value
   *[other] with die { $die }
  }{ $workers ->
    [0] {""}
    [one] {" "}and 1 worker
   *[other] {" "}and { $workers } workers
  }
burgundy-do-take = Take the { $tile } from { $depot }, { $how }
burgundy-do-take-discard = Take the { $tile } from { $depot }, { $how }, discarding the stored { $discard }
burgundy-do-place = Place the { $tile } on the space showing { $space }, { $how }
burgundy-do-sell = Sell your goods { $goods }, { $how }
burgundy-do-workers = Take workers, { $how }
burgundy-do-buy = Buy the { $tile } from { $depot } for { $payment }
burgundy-do-buy-discard = Buy the { $tile } from { $depot } for { $payment }, discarding the stored { $discard }
burgundy-do-ship = Take goods { $goods } from { $depot }
burgundy-do-ship-two = Take goods { $goods } from { $depot } and { $second }
burgundy-do-end = End your turn
burgundy-do-decline = Skip the tile's effect
burgundy-depot-name = { $depot ->
    [0] the black depot
   *[other] depot { $depot }
  }

## What happened (the log), in the rulebook's words
burgundy-log-start-seat = { $player } starts (drawn at random)
burgundy-log-phase = Phase { $phase } begins
burgundy-log-round = Round { $round } of phase { $phase }
burgundy-log-die = { $player } rolled { $value }
burgundy-log-white-die = The white die shows { $value }
burgundy-log-took = { $player } took the { $tile } from { $depot }
burgundy-log-bought = { $player } bought the { $tile } from { $depot }
burgundy-log-placed = { $player } placed the { $tile } in the estate (a space showing { $die })
burgundy-log-sold = { $player } sold { $count } goods { $goods } for { $silver ->
    [one] 1 silverling
   *[other] { $silver } silverlings
  }
burgundy-log-workers = { $player } took { $workers } workers
burgundy-log-shipped = { $player } took { $count } goods { $goods } from depot { $depot }
burgundy-log-effect = { $player }: { $tile }
# a building's effect at once ($silver, $workers: what it brought), declined, or lost
burgundy-log-effect-silver = { $player }: the { $tile } brings { $silver } silverlings
burgundy-log-effect-workers = { $player }: the { $tile } brings { $workers } workers
burgundy-log-effect-declined = { $player } did not use the { $tile }
burgundy-log-effect-no-goods = { $player }: the { $tile } finds no goods on any depot
burgundy-log-effect-lost = { $player }: the { $tile } stays in the estate, but its effect cannot be used and is void
burgundy-log-income = { $player } receives { $silver } silverlings from mines
burgundy-log-points = { $player } scores { $points ->
    [one] 1 point
   *[other] { $points } points
  } ({ $cause })
burgundy-log-turn-ended = { $player } ended the turn
burgundy-log-over = The game is over
burgundy-cause-sale = sold goods
burgundy-cause-animals = animals
burgundy-cause-region = a completed region
burgundy-cause-bonus = a bonus tile
burgundy-cause-watchtower = watchtower
burgundy-cause-knowledge = knowledge tile
burgundy-cause-final-goods = goods left at the end
burgundy-cause-final-silver = silverlings at the end
burgundy-cause-final-workers = workers at the end
burgundy-cause-other = points

## The end
burgundy-col-sales = Sales
burgundy-col-animals = Animals
burgundy-col-regions = Regions
burgundy-col-bonus = Bonus
burgundy-col-towers = Towers
burgundy-col-knowledge = Knowledge
burgundy-col-goods = Goods
burgundy-col-silver = Silver
burgundy-col-workers = Workers
burgundy-col-empty = Empty spaces
# $rule: fewest or most; $option: the table option's name (option-burgundy-tiebreak-empty-spaces)
burgundy-breakdown-note = Points by cause (goods, silver and workers: the final scoring). Equal scores are decided by empty estate spaces (the { $rule } wins, as the table option “{ $option }” says), then by turn order ({ $order }, as the table option “{ $second }” says).
burgundy-rule-fewest = fewest
burgundy-rule-most = most
# the second tie-break (table option tiebreak_turn_order): behind (the Persian rulebook), ahead (the Japanese)
burgundy-order-behind = the one later in turn order wins
burgundy-order-ahead = the one earlier in turn order wins
# the lobby's card (web/src/games/burgundy/lobby.js)
burgundy-lobby-line = Use your dice to take hexagonal tiles from the depots and place them in your estate; complete regions to score.
burgundy-lobby-picture = Hexagonal tiles of The Castles of Burgundy: a castle, a ship, a mine, a church, animals and a knowledge tile
