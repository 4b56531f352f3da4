"""python3-dbusmock template: a notification server that owns the name and never answers.

Every method of org.freedesktop.Notifications blocks (the whole mock with it),
as a wedged notification daemon does; parameter "answer" lists methods that
answer instead, as notification_daemon's do (libnotify asks
GetServerInformation before Notify, so a server whose Notify alone hangs held
a run 25 s, and one where both hang 50 s).
"""
import time

BUS_NAME = "org.freedesktop.Notifications"
MAIN_OBJ = "/org/freedesktop/Notifications"
MAIN_IFACE = "org.freedesktop.Notifications"
SYSTEM_BUS = False

ANSWERS = {
    "GetCapabilities": ("", "as", lambda self: ["body"]),
    "GetServerInformation": ("", "ssss", lambda self: ("hung", "test", "1.0", "1.2")),
    "Notify": ("susssasa{sv}i", "u", lambda self, *args: 1),
    "CloseNotification": ("u", "", lambda self, *args: None),
}


def load(mock, parameters):
    answering = parameters.get("answer", [])

    def hang(self, *args):
        time.sleep(3600)

    for name, (in_signature, out_signature, answer) in ANSWERS.items():
        mock.AddMethod(MAIN_IFACE, name, in_signature, out_signature,
                       answer if name in answering else hang)
