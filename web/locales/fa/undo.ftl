# Taking back one's own last action (web/src/undo.js).
undo-button = پس گرفتن
# $name: the player (a seat's name).
undo-log = { $name } یک حرکت را پس گرفت
undo-done = پس گرفته شد.
undo-refused = { $why ->
    [CHANCE] این حرکت قطعی است: پس از آن چیزی کشیده شد.
    [OTHER_SEAT] این حرکت قطعی است: بازیکن دیگری پس از آن بازی کرده است.
    [REVEALED] این حرکت قطعی است: چیزی پنهان را آشکار کرد.
    [BOT] این حرکت قطعی است: یک ربات آن را انجام داد.
    [TABLE_CHANGE] این حرکت قطعی است: میز از آن پس تغییر کرده است.
    [OFF] پس گرفتن حرکت‌ها در این میز خاموش است.
    [NOTHING] حرکتی برای پس گرفتن ندارید.
   *[other] این حرکت را نمی‌توان پس گرفت.
}
