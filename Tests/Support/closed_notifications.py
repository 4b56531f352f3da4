#!/usr/bin/python3
"""Prints the id of every CloseNotification call the dbusmock notification
daemon received, one a line. Run with the test's DBUS_SESSION_BUS_ADDRESS.
"""
import dbus

bus = dbus.SessionBus()
daemon = bus.get_object("org.freedesktop.Notifications", "/org/freedesktop/Notifications")
for _, args in daemon.GetMethodCalls(
        "CloseNotification", dbus_interface="org.freedesktop.DBus.Mock"):
    print(int(args[0]))
