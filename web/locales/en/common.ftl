# Words shared by every page.
app-name = meeple
# a page's title in the browser's tab: the brand and what the page says
app-page-title = meeple: { $page }
language-switch = Language
# Each language's name in its own words (shown in the switcher).
language-name-en = English
language-name-fa = فارسی
language-name-ja = 日本語

# A bot's own seat, named in the reader's language (the service names bots in English, "greedy
# bot"); $level is the search bot's level (1 to 4).
bot-name-beginner = Beginner bot
bot-name-easy = Easy bot
bot-name-medium = Medium bot
bot-name-hard = Hard bot
bot-name-expert = Expert bot
bot-name-random = Random bot
bot-name-greedy = Greedy bot
bot-name-search = Search bot, level { $level }
