#!/usr/bin/env python3
"""Writes the constructed Berlin forecast (with its 15-minute steps: light rain
from 45 minutes into the hour) moved so that it starts at the current hour,
for runs that use the real clock (benchmark, screenshots).

usage: shifted-forecast.py OUTPUT.json
"""
import json
import sys
import time

source = "Tests/Fixtures/open-meteo/openmeteo-constructed-berlin-rain-minutely15-unixtime.json"
data = json.load(open(source))
shift = int(time.time()) // 3600 * 3600 - data["hourly"]["time"][0]
data["current"]["time"] += shift
# Sunrise and sunset by whole days, so that they stay at their time of day.
days = round(shift / 86400) * 86400
for block in ("minutely_15", "hourly", "daily"):
    for key in ("time", "sunrise", "sunset"):
        if key in data[block]:
            by = days if key in ("sunrise", "sunset") else shift
            data[block][key] = [t + by for t in data[block][key]]
json.dump(data, open(sys.argv[1], "w"))
