"""python3-dbusmock template for GeoClue2 (python3-dbusmock ships none).

Implements what rain-bar uses: Manager.GetClient, the client's DesktopId,
RequestedAccuracyLevel and Location properties, Start and Stop, and a Location
object with Latitude, Longitude, Accuracy and Description. Parameters:
latitude, longitude, accuracy, description, refuse (Start fails with
AccessDenied, as GeoClue does for an application it does not allow), and
delay (seconds GetClient and Start each take, as a slow GeoClue's do).

For tests only, on the manager object, interface org.rainbar.Test: Move(dd)
puts the device somewhere else (as GeoClue's Location changes when it moves),
Asked() says how many times a client was asked for (GetClient calls).
"""
import time

import dbus
from dbusmock import mockobject

BUS_NAME = "org.freedesktop.GeoClue2"
MAIN_OBJ = "/org/freedesktop/GeoClue2/Manager"
MAIN_IFACE = "org.freedesktop.GeoClue2.Manager"
SYSTEM_BUS = True

CLIENT_IFACE = "org.freedesktop.GeoClue2.Client"
CLIENT = "/org/freedesktop/GeoClue2/Client/1"
LOCATION = "/org/freedesktop/GeoClue2/Location/1"
TEST_IFACE = "org.rainbar.Test"


def load(mock, parameters):
    asked = [0]
    position = [parameters.get("latitude", 52.52), parameters.get("longitude", 13.41)]

    def start(self):
        time.sleep(parameters.get("delay", 0))
        if parameters.get("refuse"):
            raise dbus.exceptions.DBusException(
                "'rain-bar' disallowed, no agent for UID 0",
                name="org.freedesktop.DBus.Error.AccessDenied")
        if LOCATION not in mockobject.objects:
            self.AddObject(LOCATION, "org.freedesktop.GeoClue2.Location", {
                "Latitude": dbus.Double(position[0]),
                "Longitude": dbus.Double(position[1]),
                "Accuracy": dbus.Double(parameters.get("accuracy", 5000.0)),
                "Description": dbus.String(parameters.get("description", "")),
            }, [])
        self.Set(CLIENT_IFACE, "Location", dbus.ObjectPath(LOCATION))

    def stop(self):
        pass

    def get_client(self):
        asked[0] += 1
        time.sleep(parameters.get("delay", 0))
        if CLIENT not in mockobject.objects:
            self.AddObject(CLIENT, CLIENT_IFACE, {
                "Location": dbus.ObjectPath("/"),
                "DesktopId": dbus.String(""),
                "RequestedAccuracyLevel": dbus.UInt32(0),
                "DistanceThreshold": dbus.UInt32(0),
                "Active": dbus.Boolean(False),
            }, [("Start", "", "", start), ("Stop", "", "", stop)])
        return dbus.ObjectPath(CLIENT)

    mock.AddMethod(MAIN_IFACE, "GetClient", "", "o", get_client)

    def move(self, latitude, longitude):
        position[0], position[1] = latitude, longitude
        if LOCATION in mockobject.objects:
            location = mockobject.objects[LOCATION]
            location.UpdateProperties("org.freedesktop.GeoClue2.Location", {
                "Latitude": dbus.Double(latitude), "Longitude": dbus.Double(longitude)})

    mock.AddMethod(TEST_IFACE, "Move", "dd", "", move)
    mock.AddMethod(TEST_IFACE, "Asked", "", "u", lambda self: dbus.UInt32(asked[0]))
