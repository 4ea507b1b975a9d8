"""Notifications for people (issue 30): a seat's contacts (e-mail address, Web Push
subscriptions, language, mute), the RPCs that set them, and the channels that tell a seat that
it is her turn (e-mail over SMTP, Web Push with VAPID), driven by the outbox.

* :mod:`service.notify.contacts_input`: validation of what a seat sends (addresses, push
  subscriptions, the endpoint's host against SSRF);
* :mod:`service.notify.rpcs`: GetNotificationSettings, UpdateNotificationSettings,
  AddPushSubscription, DeletePushSubscription;
* :mod:`service.notify.vapid`: the server's VAPID key pair (an option, or generated once into
  the store);
* :mod:`service.notify.messages`: the server-side catalog (en, fa, ja) of the messages;
* :mod:`service.notify.mail` and :mod:`service.notify.push`: sending one message;
* :mod:`service.notify.channels`: the outbox channels that decide who is told what.
"""
