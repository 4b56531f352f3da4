#!/bin/sh
# What many i3blocks users run instead of a weather program: ask the service on
# every refresh and pick the numbers with jq. Here the service is the loopback
# server ($RAIN_BAR_OPEN_METEO_URL), with the same Open-Meteo answer.
curl -sf --max-time 3 \
  "$RAIN_BAR_OPEN_METEO_URL?latitude=52.52&longitude=13.41&current=temperature_2m,weather_code&hourly=precipitation_probability&forecast_hours=3&timezone=auto&timeformat=unixtime" |
  jq -r '"\(.current.temperature_2m | round)°C \([.hourly.precipitation_probability[0:3][]] | max | round)%"'
