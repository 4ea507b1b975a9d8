# قلعه‌های بورگاندی روی میز (web/src/games/burgundy/). واژه‌ها از دفترچه‌ی قوانین (glossary.md).
burgundy-title = قلعه‌های بورگاندی

## کاشی‌ها: نام
burgundy-tile-castle = قلعه
burgundy-tile-ship = کشتی
burgundy-tile-mine = معدن
burgundy-tile-warehouse = انبار کالا
burgundy-tile-watchtower = برج نگهبانی
burgundy-tile-carpenters_workshop = ارینج
burgundy-tile-church = کلیسا
burgundy-tile-market = بازار
burgundy-tile-boarding_house = مهمانخانه
burgundy-tile-bank = بانک
burgundy-tile-city_hall = تالار شهر
burgundy-tile-cow = { $count } گاو
burgundy-tile-pig = { $count } خوک
burgundy-tile-sheep = { $count } گوسفند
burgundy-tile-chicken = { $count } مرغ
burgundy-tile-knowledge = کاشی دانش { $number }
burgundy-tile-unknown = کاشی { $label }

## کاشی‌ها: تأثیر هر کدام (با زدن روی کاشی)
burgundy-effect-castle = بلافاصله یک عملیات اضافه، انگار تاسی با هر عدد دلخواه دارید (برداشتن کاشی، اضافه کردن کاشی، فروش کالا یا برداشتن کاشی کارگر).
burgundy-effect-ship = همه‌ی کالاهای یکی از انبارها را برمی‌دارید (حداکثر { NUMBER(3) } نوع کالا در ذخیره‌ی کالای خود)، سپس مهره‌تان روی ردیف نوبت جلو می‌رود.
burgundy-effect-mine = در پایان هر مرحله { NUMBER(1) } سکه‌ی نقره.
burgundy-effect-animal = به تعداد حیوانات این کاشی امتیاز، به‌علاوه‌ی حیوانات همان نوع که از قبل در این چمنزار هستند.
burgundy-effect-warehouse = همه‌ی کالاهای یک نوع را بفروشید.
burgundy-effect-watchtower = { NUMBER(4) } امتیاز.
burgundy-effect-carpenters_workshop = یک ساختمان از هر انبار شماره‌دار برمی‌دارید و در ذخیره‌تان می‌گذارید.
burgundy-effect-church = یک معدن، قلعه یا کاشی دانش از هر انبار شماره‌دار برمی‌دارید و در ذخیره‌تان می‌گذارید.
burgundy-effect-market = یک کشتی یا کاشی حیوان از هر انبار شماره‌دار برمی‌دارید و در ذخیره‌تان می‌گذارید.
burgundy-effect-boarding_house = { NUMBER(4) } کاشی کارگر.
burgundy-effect-bank = { NUMBER(2) } سکه‌ی نقره.
burgundy-effect-city_hall = یک کاشی دیگر از ذخیره‌تان را، با هر عدد تاس، به ملک اضافه می‌کنید.
burgundy-effect-knowledge-1 = می‌توانید قانون «در هر شهر از هر نوع ساختمان فقط یکی» را نادیده بگیرید.
burgundy-effect-knowledge-2 = در پایان هر مرحله هر معدن یک کاشی کارگر هم می‌دهد.
burgundy-effect-knowledge-3 = هر فروش کالا یک سکه‌ی نقره‌ی بیشتر می‌دهد.
burgundy-effect-knowledge-4 = هر فروش کالا یک کاشی کارگر هم می‌دهد.
burgundy-effect-knowledge-5 = کشتی می‌تواند کالاهای دو انبار همجوار را بردارد.
burgundy-effect-knowledge-6 = { $edition ->
    [2011] می‌توانید نه‌تنها از انبار سیاه مرکزی که از هر کدام از { NUMBER(6) } انبار دیگر نیز خرید کنید ({ NUMBER(2) } سکه‌ی نقره). کماکان در هر نوبت فقط می‌توانید یک خرید انجام دهید.
   *[other] می‌توانید نه‌تنها از انبار سیاه مرکزی که از هر کدام از { NUMBER(6) } انبار دیگر نیز خرید کنید، با { NUMBER(2) } سکه‌ی نقره یا { NUMBER(2) } کاشی کارگر. کماکان در هر نوبت فقط می‌توانید یک خرید انجام دهید.
  }
burgundy-effect-knowledge-7 = اضافه کردن حیوان به‌ازای هر کاشی همان نوع در چمنزار یک امتیاز بیشتر می‌دهد.
burgundy-effect-knowledge-8 = هر کاشی کارگر عدد تاس را یک یا دو واحد جابه‌جا می‌کند.
burgundy-effect-knowledge-9 = اضافه کردن ساختمان: تاس می‌تواند یک واحد جابه‌جا شود، رایگان.
burgundy-effect-knowledge-10 = اضافه کردن کشتی یا کاشی حیوان: تاس می‌تواند یک واحد جابه‌جا شود، رایگان.
burgundy-effect-knowledge-11 = اضافه کردن قلعه، معدن یا کاشی دانش: تاس می‌تواند یک واحد جابه‌جا شود، رایگان.
burgundy-effect-knowledge-12 = برداشتن کاشی از انبار: تاس می‌تواند یک واحد جابه‌جا شود، رایگان.
burgundy-effect-knowledge-13 = برداشتن کاشی‌های کارگر یک سکه‌ی نقره هم می‌دهد.
burgundy-effect-knowledge-14 = برداشتن کاشی‌های کارگر به‌جای دو، چهار کاشی کارگر می‌دهد.
burgundy-effect-knowledge-15 = در پایان بازی: { $points } امتیاز به‌ازای هر نوع کالایی که فروخته‌اید.
burgundy-effect-knowledge-16 = در پایان بازی: { $points } امتیاز به‌ازای هر انبار کالا در ملک شما.
burgundy-effect-knowledge-17 = در پایان بازی: { $points } امتیاز به‌ازای هر برج نگهبانی در ملک شما.
burgundy-effect-knowledge-18 = در پایان بازی: { $points } امتیاز به‌ازای هر ارینج در ملک شما.
burgundy-effect-knowledge-19 = در پایان بازی: { $points } امتیاز به‌ازای هر کلیسا در ملک شما.
burgundy-effect-knowledge-20 = در پایان بازی: { $points } امتیاز به‌ازای هر بازار در ملک شما.
burgundy-effect-knowledge-21 = در پایان بازی: { $points } امتیاز به‌ازای هر مهمانخانه در ملک شما.
burgundy-effect-knowledge-22 = در پایان بازی: { $points } امتیاز به‌ازای هر بانک در ملک شما.
burgundy-effect-knowledge-23 = در پایان بازی: { $points } امتیاز به‌ازای هر تالار شهر در ملک شما.
burgundy-effect-knowledge-24 = در پایان بازی: { $points } امتیاز به‌ازای هر گونه حیوان در ملک شما.
burgundy-effect-knowledge-25 = در پایان بازی: { $points } امتیاز به‌ازای هر کاشی کالای فروخته‌شده.
burgundy-effect-knowledge-26 = در پایان بازی: { $points } امتیاز به‌ازای هر کاشی ویژه‌ای که گرفته‌اید.
burgundy-tile-info = { $tile }: { $effect }

## صفحه‌ی اصلی
# مرحله‌ها: دفترچه‌ی فارسی آن‌ها را با شماره می‌خواند («مرحله‌ی ۱، خانه‌ی A»)؛ $phase حرف A تا E است.
burgundy-status = مرحله‌ی { $phase ->
    [A] { NUMBER(1) }
    [B] { NUMBER(2) }
    [C] { NUMBER(3) }
    [D] { NUMBER(4) }
   *[E] { NUMBER(5) }
  }، دور { $round } از { NUMBER(5) } · تاس سفید { $die }
burgundy-status-over = بازی تمام شد
burgundy-depot = انبار { $number }
burgundy-depot-black = انبار سیاه
burgundy-depot-empty = خانه‌ی خالی
burgundy-goods-to-come = کالاهای در راه
burgundy-supply = بانک: { $tiles } کاشی، سیاه { $black }
burgundy-turn-order = ترتیب نوبت
burgundy-track = ردیف نوبت
burgundy-track-space = خانه‌ی { $space }
burgundy-goods = { $count ->
    [one] کالای { $type }
   *[other] { $count } × کالای { $type }
  }
burgundy-goods-chip = { $type }×{ $count }
burgundy-depot-goods = کالاهای انبار { $number }

## املاک
burgundy-points = { $points } امتیاز
burgundy-silverlings = سکه‌های نقره
burgundy-workers = کاشی‌های کارگر
burgundy-dice = تاس‌ها
burgundy-die = تاس { $value }
burgundy-die-waiting = تاس { $value } (هنوز بازی نشده)
burgundy-die-used = تاس { $value } (استفاده‌شده)
burgundy-die-any = هر تاس
burgundy-storage = ذخیره
burgundy-storage-empty = خالی
burgundy-held-goods = کالاها
burgundy-sold = فروخته‌شده
burgundy-none = هیچ
burgundy-bonus = کاشی‌های ویژه
burgundy-bonus-tile = { $colour } ({ $size })
burgundy-bonus-large = بزرگ
burgundy-bonus-small = کوچک
burgundy-space = خانه‌ی { $cell }: { $colour }، تاس { $die }
burgundy-colour-castle = قلعه (سبز تیره)
burgundy-colour-pasture = چمنزار (سبز روشن)
burgundy-colour-animal = چمنزار (سبز روشن)
burgundy-colour-ship = کشتی (آبی)
burgundy-colour-mine = معدن (خاکستری)
burgundy-colour-building = شهر (بژ)
burgundy-colour-knowledge = کاشی دانش (زرد)

## تصمیم (نوار عملیات)
burgundy-playing = { $player } بازی می‌کند…
burgundy-your-turn = نوبت شماست: روی یک تاس، کاشی انبار یا کاشی ذخیره بزنید.
burgundy-pick-next = روی یکی از کاشی‌ها، خانه‌ها یا کالاهای پررنگ بزنید.
burgundy-pick-discard = ذخیره‌تان پر است: روی کاشی‌ای که باید سوزانده شود بزنید.
burgundy-pick-payment = چطور می‌پردازید؟
burgundy-pick-load = کشتی کدام کالاها را بردارد؟
burgundy-pending-ship = کشتی شما: روی کالاهای یک انبار بزنید تا برشان دارید.
burgundy-pending-castle = قلعه‌ی شما: یک عملیات دیگر با تاسی با هر عدد.
burgundy-pending-city_hall = تالار شهر شما: یک کاشی دیگر از ذخیره‌تان به ملک اضافه کنید.
burgundy-pending-warehouse = انبار کالای شما: روی کالاها بزنید تا بفروشید.
burgundy-pending-market = بازار شما: روی یک کشتی یا کاشی حیوان در یک انبار بزنید.
burgundy-pending-carpenters_workshop = ارینج شما: روی یک ساختمان در یک انبار بزنید.
burgundy-pending-church = کلیسای شما: روی یک معدن، قلعه یا کاشی دانش در یک انبار بزنید.
burgundy-pending-buy = می‌توانید کاشی‌ای از انبار سیاه بخرید، یا نوبتتان را تمام کنید.
burgundy-confirm = تأیید
burgundy-back = برگشت
burgundy-op-workers = برداشتن کاشی‌های کارگر
burgundy-op-buy = خرید
burgundy-op-end = پایان نوبت
burgundy-op-decline = صرف‌نظر
burgundy-pay-silver = { NUMBER(2) } سکه‌ی نقره
burgundy-pay-workers = { NUMBER(2) } کاشی کارگر
burgundy-pay-mixed = { NUMBER(1) } سکه‌ی نقره و { NUMBER(1) } کاشی کارگر
burgundy-load = کالای { $goods }
burgundy-first-stored = اول روی کاشی‌ای در ذخیره‌تان بزنید، بعد روی خانه‌اش.
burgundy-why-not = { $tile } آنجا نمی‌رود: { $reason }
burgundy-could = { $tile } با تاس { $die } آنجا می‌رفت.

## یک عملیات در کلمات (وقتی زدن‌ها دقیقا یکی را نشان دهند)
burgundy-with-die = { $die ->
    [0] با تاسی با هر عدد
   *[other] با تاس { $die }
  }{ $workers ->
    [0] {""}
   *[other] {" "}و { $workers } کاشی کارگر
  }
burgundy-do-take = برداشتن { $tile } از { $depot }، { $how }
burgundy-do-take-discard = برداشتن { $tile } از { $depot }، { $how }، با سوزاندن { $discard } ذخیره
burgundy-do-place = گذاشتن { $tile } در خانه‌ی { $space }، { $how }
burgundy-do-sell = فروش کالای { $goods }، { $how }
burgundy-do-workers = برداشتن کاشی‌های کارگر، { $how }
burgundy-do-buy = خرید { $tile } از { $depot } با { $payment }
burgundy-do-buy-discard = خرید { $tile } از { $depot } با { $payment }، با سوزاندن { $discard } ذخیره
burgundy-do-ship = برداشتن کالای { $goods } از { $depot }
burgundy-do-ship-two = برداشتن کالای { $goods } از { $depot } و { $second }
burgundy-do-end = پایان نوبت شما
burgundy-do-decline = صرف‌نظر از تأثیر کاشی
burgundy-depot-name = { $depot ->
    [0] انبار سیاه
   *[other] انبار { $depot }
  }

## آنچه گذشت، به زبان دفترچه‌ی قوانین
burgundy-log-start-seat = { $player } آغازکننده است (به حکم بخت)
burgundy-log-phase = مرحله‌ی { $phase ->
    [A] { NUMBER(1) }
    [B] { NUMBER(2) }
    [C] { NUMBER(3) }
    [D] { NUMBER(4) }
   *[E] { NUMBER(5) }
  } آغاز می‌شود
burgundy-log-round = دور { $round } از مرحله‌ی { $phase ->
    [A] { NUMBER(1) }
    [B] { NUMBER(2) }
    [C] { NUMBER(3) }
    [D] { NUMBER(4) }
   *[E] { NUMBER(5) }
  }
burgundy-log-die = { $player } تاس انداخت: { $value }
burgundy-log-white-die = تاس سفید: { $value }
burgundy-log-took = { $player } { $tile } را از { $depot } برداشت
burgundy-log-bought = { $player } { $tile } را از { $depot } خرید
burgundy-log-placed = { $player } { $tile } را به ملک اضافه کرد (خانه‌ای با عدد { $die })
burgundy-log-sold = { $player } { $count } کالای { $goods } را به { $silver } سکه‌ی نقره فروخت
burgundy-log-workers = { $player } { $workers } کاشی کارگر برداشت
burgundy-log-shipped = { $player } { $count } کالای { $goods } را از انبار { $depot } برداشت
burgundy-log-effect = { $player }: { $tile }
burgundy-log-effect-silver = { $player }: { $tile } { $silver } سکه‌ی نقره می‌دهد
burgundy-log-effect-workers = { $player }: { $tile } { $workers } کاشی کارگر می‌دهد
burgundy-log-effect-declined = { $player } از { $tile } استفاده نکرد
burgundy-log-effect-no-goods = { $player }: برای { $tile } در هیچ انباری کالایی نیست
burgundy-log-effect-lost = { $player }: { $tile } به ملک اضافه شد ولی از تأثیرش نمی‌شود استفاده کرد و بی‌تأثیر می‌شود
burgundy-log-income = { $player } از معدن‌ها { $silver } سکه‌ی نقره می‌گیرد
burgundy-log-points = { $player } { $points } امتیاز می‌گیرد ({ $cause })
burgundy-log-turn-ended = { $player } نوبتش را تمام کرد
burgundy-log-over = بازی تمام شد
burgundy-cause-sale = فروش کالا
burgundy-cause-animals = حیوانات
burgundy-cause-region = ناحیه‌ی کامل‌شده
burgundy-cause-bonus = کاشی ویژه
burgundy-cause-watchtower = برج نگهبانی
burgundy-cause-knowledge = کاشی دانش
burgundy-cause-final-goods = کالای فروخته‌نشده در پایان
burgundy-cause-final-silver = سکه‌های نقره در پایان
burgundy-cause-final-workers = کاشی‌های کارگر در پایان
burgundy-cause-other = امتیاز

## پایان
burgundy-col-sales = فروش
burgundy-col-animals = حیوانات
burgundy-col-regions = نواحی
burgundy-col-bonus = کاشی ویژه
burgundy-col-towers = برج‌ها
burgundy-col-knowledge = دانش
burgundy-col-goods = کالا
burgundy-col-silver = سکه‌ی نقره
burgundy-col-workers = کاشی کارگر
burgundy-col-empty = خانه‌های خالی
burgundy-breakdown-note = امتیاز به تفکیک منبع (کالا، سکه‌ی نقره و کاشی کارگر: امتیازشماری نهایی). در تساوی، خانه‌های خالی ملک تعیین می‌کنند (برنده: { $rule }، به حکم گزینه‌ی میز «{ $option }»)، سپس ترتیب نوبت ({ $order }، به حکم گزینه‌ی میز «{ $second }»).
burgundy-rule-fewest = کمترین
burgundy-rule-most = بیشترین
burgundy-order-behind = بازیکنی که نوبتش عقب‌تر است برنده است
burgundy-order-ahead = بازیکنی که نوبتش جلوتر است برنده است
burgundy-lobby-line = با تاس‌هایتان کاشی‌های شش‌ضلعی را از انبارها بردارید و در ملکتان بگذارید؛ با کامل کردن ناحیه‌ها امتیاز بگیرید.
burgundy-lobby-picture = کاشی‌های شش‌ضلعیِ قلعه‌های بورگاندی: قلعه، کشتی، معدن، کلیسا، حیوان‌ها و یک کاشی دانش
