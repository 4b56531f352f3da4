#!/usr/bin/env python3
"""What a Python weather script does when its copy of the answer is fresh:
read the Open-Meteo answer it kept and print the line (temperature, the
highest chance of rain in the next 3 hours)."""
import json
import sys

with open(sys.argv[1]) as f:
    data = json.load(f)
rain = max(p for p in data["hourly"]["precipitation_probability"][:3] if p is not None)
print(f"{round(data['current']['temperature_2m'])}°C {round(rain)}%")
