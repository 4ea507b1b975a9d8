# Words shared by every page.
app-name = میپل
language-switch = زبان
language-name-en = English
language-name-fa = فارسی
language-name-ja = 日本語
