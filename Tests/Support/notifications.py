#!/usr/bin/python3
"""Prints every Notify call the dbusmock notification daemon received, as JSON lines.

Uses Debian's python3 (python3-dbus, python3-dbusmock); run with the test's
DBUS_SESSION_BUS_ADDRESS.
"""
import json

import dbus

bus = dbus.SessionBus()
daemon = bus.get_object("org.freedesktop.Notifications", "/org/freedesktop/Notifications")
for _, args in daemon.GetMethodCalls("Notify", dbus_interface="org.freedesktop.DBus.Mock"):
    app, replaces, icon, summary, body, actions, hints, timeout = args
    print(json.dumps({
        "app": str(app),
        "replaces_id": int(replaces),
        "icon": str(icon),
        "summary": str(summary),
        "body": str(body),
        "actions": [[str(actions[i]), str(actions[i + 1])] for i in range(0, len(actions) - 1, 2)],
        "urgency": int(hints["urgency"]) if "urgency" in hints else None,
    }, ensure_ascii=False))
