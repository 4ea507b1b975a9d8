# Words shared by every page.
app-name = میپل
app-page-title = میپل: { $page }
language-switch = زبان
language-name-en = English
language-name-fa = فارسی
language-name-ja = 日本語

# صندلی خود ربات، به زبان خواننده.
bot-name-beginner = ربات مبتدی
bot-name-easy = ربات آسان
bot-name-medium = ربات متوسط
bot-name-hard = ربات سخت
bot-name-expert = ربات استاد
bot-name-random = ربات تصادفی
bot-name-greedy = ربات حریص
bot-name-search = ربات جست‌وجوگر، سطح { $level }
