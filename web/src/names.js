// The name a seat shows. A person's seat: the name they typed, shown as typed (callers isolate it
// for bidi: a Fluent variable, or a block of its own). A bot's own seat: the bot's name in the
// reader's language from the catalog; the service names bots in English ("greedy bot"), and
// Seat.bot (TablePreview.Seat.bot on the invite) says which bot it is. A bot that only plays
// for an away person keeps that person's name.
import { Seat_Player } from "@meeple/proto/meeple/v1/game_service_pb";
import { has, t } from "./i18n.js";

/** The named bot levels people choose, weakest first (clients/bots/levels.py: NAMED_LEVELS). */
export const BOT_LEVELS = ["beginner", "easy", "medium", "hard", "expert"];

/** The catalog's name of a bot (BotSpec: kind, level); null for a kind it does not know. */
export function botName(bot) {
  const id = `bot-name-${bot.kind}`;
  return has(id) ? t(`bot-name-${bot.kind}`, { level: bot.level }) : null;
}

/** The catalog's name of the bot whose own seat this is (a Seat or a TablePreview.Seat); null
 * for a person's seat, also while a bot plays it for them. */
export function botSeatName(seat) {
  if (!seat || seat.player !== Seat_Player.BOT || seat.absent || !seat.bot) return null;
  return botName(seat.bot);
}

/** What a taken seat is called: the bot's name from the catalog, else the typed name. */
export function seatPlayerName(seat) {
  return botSeatName(seat) ?? seat.displayName;
}
