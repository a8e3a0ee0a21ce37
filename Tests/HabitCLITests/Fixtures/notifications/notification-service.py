#!/usr/bin/python3
"""A tiny org.freedesktop.Notifications service for habit's tests.

Run on the session bus that DBUS_SESSION_BUS_ADDRESS names; each notification received is
appended to RECORD as one JSON line (app name, summary, body). READY is created once the
service's name is owned, so that a test can wait for it instead of sleeping.

    notification-service.py RECORD READY
"""
import json
import sys

import dbus
import dbus.service
from dbus.mainloop.glib import DBusGMainLoop
from gi.repository import GLib

NAME = "org.freedesktop.Notifications"
PATH = "/org/freedesktop/Notifications"


class Notifications(dbus.service.Object):
    def __init__(self, bus, record):
        self.record = record
        self.next_id = 1
        dbus.service.Object.__init__(self, bus, PATH)

    @dbus.service.method(NAME, in_signature="susssasa{sv}i", out_signature="u")
    def Notify(self, app_name, replaces_id, app_icon, summary, body, actions, hints, expire_timeout):
        with open(self.record, "a", encoding="utf-8") as out:
            out.write(json.dumps({"app": str(app_name), "summary": str(summary), "body": str(body)}) + "\n")
        self.next_id += 1
        return dbus.UInt32(self.next_id - 1)

    @dbus.service.method(NAME, in_signature="", out_signature="as")
    def GetCapabilities(self):
        return ["body"]

    @dbus.service.method(NAME, in_signature="", out_signature="ssss")
    def GetServerInformation(self):
        return ("habit-test", "habit", "1", "1.2")

    @dbus.service.method(NAME, in_signature="u", out_signature="")
    def CloseNotification(self, notification_id):
        pass


def main():
    record, ready = sys.argv[1], sys.argv[2]
    DBusGMainLoop(set_as_default=True)
    bus = dbus.SessionBus()
    service = Notifications(bus, record)
    # Kept in a variable: a BusName that is collected gives the name back.
    name = dbus.service.BusName(NAME, bus, do_not_queue=True)
    open(ready, "w").close()
    GLib.MainLoop().run()
    del service, name


if __name__ == "__main__":
    main()
