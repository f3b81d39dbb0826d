"""A stand-in for the desktop's notification service (org.freedesktop.Notifications) on a
private session bus, for JamaalDesktopTests. It records every Notify and CloseNotification
call as one JSON line in the log file given, prints "ready" once it owns the name, and emits
ActionInvoked(id, "default") for each id written as a line to the click file (the test's
stand-in for a person clicking a notification). While the refuse file exists, the next Notify
is answered with an error (the service not taking it) and the file is removed. Needs PyPI's dbus-next (Scripts/test
installs it)."""
import asyncio
import json
import os
import sys

from dbus_next.aio import MessageBus
from dbus_next.errors import DBusError
from dbus_next.service import ServiceInterface, method, signal


class Notifications(ServiceInterface):
    def __init__(self, log, refuse):
        super().__init__("org.freedesktop.Notifications")
        self.log = log
        self.refuse = refuse
        self.next_id = 0

    def record(self, entry):
        with open(self.log, "a", encoding="utf-8") as out:
            out.write(json.dumps(entry) + "\n")

    @method()
    def Notify(self, app_name: "s", replaces_id: "u", app_icon: "s", summary: "s", body: "s",
               actions: "as", hints: "a{sv}", expire_timeout: "i") -> "u":
        if os.path.exists(self.refuse):
            os.remove(self.refuse)
            self.record({"call": "Refused", "id": 0, "summary": summary})
            raise DBusError("org.freedesktop.Notifications.Error.Refused", "not now")
        if replaces_id:
            given = replaces_id
        else:
            self.next_id += 1
            given = self.next_id
        urgency = hints["urgency"].value if "urgency" in hints else None
        self.record({"call": "Notify", "id": given, "app": app_name, "replaces": replaces_id,
                     "summary": summary, "body": body, "actions": actions,
                     "urgency": urgency, "hints": sorted(hints), "timeout": expire_timeout})
        return given

    @method()
    def CloseNotification(self, id: "u"):
        self.record({"call": "CloseNotification", "id": id})
        self.NotificationClosed(id, 3)

    @method()
    def GetCapabilities(self) -> "as":
        return ["body", "actions"]

    @method()
    def GetServerInformation(self) -> "ssss":
        return ["jamaal-test", "jamaal", "1", "1.2"]

    @signal()
    def ActionInvoked(self, id: "u", key: "s") -> "us":
        return [id, key]

    @signal()
    def NotificationClosed(self, id: "u", reason: "u") -> "uu":
        return [id, reason]


async def main(address, log, clicks, refuse):
    bus = await MessageBus(bus_address=address).connect()
    service = Notifications(log, refuse)
    bus.export("/org/freedesktop/Notifications", service)
    await bus.request_name("org.freedesktop.Notifications")
    print("ready", flush=True)
    seen = 0
    parent = os.getppid()
    while os.getppid() == parent:  # the test runner gone: stop too
        await asyncio.sleep(0.05)
        if os.path.exists(clicks):
            with open(clicks, encoding="utf-8") as given:
                lines = [line.strip() for line in given if line.strip()]
            for line in lines[seen:]:
                service.ActionInvoked(int(line), "default")
            seen = len(lines)


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4]))
