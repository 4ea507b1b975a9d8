# گفتگوی سر میز (مسئلهٔ ۴۳). فهرست پیام‌های خود سرور (service/notify/messages.json) همان
# پیام‌های notify-chat-* است.
notify-chat-title = { $name } در { $game } پیام داد
notify-chat-text = { $name } سر میز { $game } برای شما پیام گذاشت. برای خواندنش جایگاه خود را باز کنید.
chat-heading = گفتگو
chat-label = پیام
chat-send = بفرستید
chat-reactions = پیام‌های کوتاه
chat-reaction-your-move = نوبت شماست!
chat-reaction-well-played = خوب بازی کردید!
chat-reaction-good-game = بازی خوبی بود!
chat-reaction-thinking = دارم فکر می‌کنم…
chat-empty = هنوز پیامی نیست.
chat-count = { $count } / { $limit }
chat-too-long = هر پیام حداکثر { $limit } نویسه دارد.
chat-too-fast = پیام‌ها زیاد شد. کمی صبر کنید.
chat-muted-self = میزبان گفتگوی شما را بی‌صدا کرده است.
chat-mute = بی‌صدا کردن { $name }
chat-unmute = برداشتن بی‌صدایی { $name }
chat-muted-seat = { $name }: گفتگو بی‌صدا
chat-read-only = فقط بازیکنان اینجا می‌نویسند.
