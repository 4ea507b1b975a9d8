# Notifications for people and slow games (issue 30).
# The server's own catalog (service/notify/messages.json) mirrors the notify-turn-* messages.
notify-turn-title = Your move: { $game }
notify-turn-text = { $name }, it is your move at { $game }.
notify-turn-link = Open your seat: { $link }
notify-turn-mute = To stop these messages, mute the table on its page.

# The table page: a seat's notification settings.
notify-heading = Tell me when it is my move
notify-push-on = Notify this device
notify-push-off = Stop notifying this device
notify-push-enabled = This device is told when it is your move.
notify-push-unsupported = This browser cannot show notifications from this page.
notify-push-denied = Notifications are blocked for this page in the browser’s settings.
notify-email-label = E-mail address
notify-email-save = Save address
notify-email-remove = Remove address
notify-email-saved = Saved. Only you see this address, and it is deleted when the game ends.
notify-email-none = This server sends no e-mail.
notify-mute = Mute this table
notify-unmute = Unmute this table
notify-muted = Muted: nothing is sent to you about this table.

# Slow games: the table's status line and the lobby.
slow-your-move-since = Your move since { $since }
slow-time-left = Time left: { $days ->
        [one] 1 day
       *[other] { $days } days
    }, { $hours ->
        [one] 1 hour
       *[other] { $hours } hours
    }
slow-time-left-hours = Time left: { $hours ->
        [one] 1 hour
       *[other] { $hours } hours
    }
lobby-my-tables = My tables on this device
lobby-my-table-your-move = Your move
lobby-my-table-waiting-for = { $name } to move
lobby-my-table-not-started = Not started
lobby-my-table-over = Game over
lobby-my-table-gone = Cannot be read
lobby-clock = Time per move
lobby-clock-real-time = Real time (a minute)
lobby-clock-minutes = A few minutes
lobby-clock-day = A day per move
lobby-clock-three-days = Three days per move
notify-push-unavailable = This browser’s push service cannot be reached, so this device cannot be notified.
lobby-clock-off = No clock
error-email-not-configured = This server sends no e-mail.
error-too-many-push-subscriptions = This seat already notifies five devices: stop one first.
error-push-endpoint-not-allowed = This browser’s push service is not one the server may call.
# a table of "My tables": the game and the other players ($names: a list)
lobby-my-table-with = { $game } with { $names }
lobby-my-table-since = since { $since }
