#!/usr/bin/python3
"""Makes the dbusmock notification daemon emit ActionInvoked(id, key), as a
server does when the user picks an action.

Usage: invoke_action.py ID KEY; run with the test's DBUS_SESSION_BUS_ADDRESS.
"""
import sys

import dbus

bus = dbus.SessionBus()
daemon = bus.get_object("org.freedesktop.Notifications", "/org/freedesktop/Notifications")
daemon.EmitSignal(
    "org.freedesktop.Notifications", "ActionInvoked", "us",
    [dbus.UInt32(int(sys.argv[1])), dbus.String(sys.argv[2])],
    dbus_interface="org.freedesktop.DBus.Mock")
