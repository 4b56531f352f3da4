# fish completion for rain-bar (made by 'rain-bar completions fish')
complete -c rain-bar -f
function __rain_bar_saved
    set -l config $HOME/.config/rain-bar/config
    set -q XDG_CONFIG_HOME; and set config $XDG_CONFIG_HOME/rain-bar/config
    test -r $config; and sed -n 's/^\[location \(.*\)\]$/\1/p' $config
end
complete -c rain-bar -n '__fish_use_subcommand' -a show -d 'Print the bar line for a location.'
complete -c rain-bar -n '__fish_use_subcommand' -a watch -d 'Keep running and print a new bar line whenever it changes.'
complete -c rain-bar -n '__fish_use_subcommand' -a forecast -d 'Print the forecast: now, the next hours and the next days.'
complete -c rain-bar -n '__fish_use_subcommand' -a warnings -d 'Print the official warnings for a place in full.'
complete -c rain-bar -n '__fish_use_subcommand' -a refresh -d 'Ask the weather service now, even if the cached forecast is fresh.'
complete -c rain-bar -n '__fish_use_subcommand' -a best -d 'Find the driest window of a given length in the hours ahead.'
complete -c rain-bar -n '__fish_use_subcommand' -a alert -d 'Send a desktop notification when rain is likely soon (for cron or a timer).'
complete -c rain-bar -n '__fish_use_subcommand' -a snooze -d 'Silence every notification but official warnings for a while.'
complete -c rain-bar -n '__fish_use_subcommand' -a trips -d 'List the coming trips with their chance of rain.'
complete -c rain-bar -n '__fish_use_subcommand' -a events -d 'List the coming calendar events with their chance of rain.'
complete -c rain-bar -n '__fish_use_subcommand' -a locations -d 'List, add, remove and choose saved locations.'
complete -c rain-bar -n '__fish_use_subcommand' -a units -d 'Show or change the units: metric, imperial, or toggle.'
complete -c rain-bar -n '__fish_use_subcommand' -a cache -d 'Show where cached forecasts live, or remove them.'
complete -c rain-bar -n '__fish_use_subcommand' -a doctor -d 'Check the config, location, cache, network, warnings and notifications, one line each.'
complete -c rain-bar -n '__fish_use_subcommand' -a completions -d 'Print a shell completion script: bash, zsh or fish.'
complete -c rain-bar -n '__fish_use_subcommand' -a manpage -d 'Print the manual page (troff), made from this help.'
complete -c rain-bar -n '__fish_seen_subcommand_from warnings; and not __fish_seen_subcommand_from regions' -a regions -d 'List MeteoAlarm\'s regions of --country (for meteoalarm-region=).'
complete -c rain-bar -n '__fish_seen_subcommand_from locations; and not __fish_seen_subcommand_from list add remove use next previous' -a list -d 'List the saved locations; * marks the selected one.'
complete -c rain-bar -n '__fish_seen_subcommand_from locations; and not __fish_seen_subcommand_from list add remove use next previous' -a add -d 'Save a place: looked up by name, at --lat and --lon, or --here.'
complete -c rain-bar -n '__fish_seen_subcommand_from locations; and not __fish_seen_subcommand_from list add remove use next previous' -a remove -d 'Remove a saved location.'
complete -c rain-bar -n '__fish_seen_subcommand_from locations; and not __fish_seen_subcommand_from list add remove use next previous' -a use -d 'Select a saved location.'
complete -c rain-bar -n '__fish_seen_subcommand_from locations; and not __fish_seen_subcommand_from list add remove use next previous' -a next -d 'Select the next saved location, by name.'
complete -c rain-bar -n '__fish_seen_subcommand_from locations; and not __fish_seen_subcommand_from list add remove use next previous' -a previous -d 'Select the previous saved location, by name.'
complete -c rain-bar -n '__fish_seen_subcommand_from units; and not __fish_seen_subcommand_from metric imperial toggle' -a metric -d 'Use metric units from now on.'
complete -c rain-bar -n '__fish_seen_subcommand_from units; and not __fish_seen_subcommand_from metric imperial toggle' -a imperial -d 'Use imperial units from now on.'
complete -c rain-bar -n '__fish_seen_subcommand_from units; and not __fish_seen_subcommand_from metric imperial toggle' -a toggle -d 'Switch between metric and imperial.'
complete -c rain-bar -n '__fish_seen_subcommand_from cache; and not __fish_seen_subcommand_from path clear prune' -a path -d 'Print the cache directory.'
complete -c rain-bar -n '__fish_seen_subcommand_from cache; and not __fish_seen_subcommand_from path clear prune' -a clear -d 'Remove every cache entry.'
complete -c rain-bar -n '__fish_seen_subcommand_from cache; and not __fish_seen_subcommand_from path clear prune' -a prune -d 'Remove the entries of places that are not saved locations, and unreadable ones.'
complete -c rain-bar -n '__fish_use_subcommand; or __fish_seen_subcommand_from show' -l format -d 'Output for the bar that runs rain-bar (default plain).' -x -a 'plain waybar i3blocks i3bar polybar json tmux xmobar yambar lemonbar conky'
complete -c rain-bar -n '__fish_use_subcommand; or __fish_seen_subcommand_from show' -l json -d 'Same as --format waybar.'
complete -c rain-bar -n '__fish_use_subcommand; or __fish_seen_subcommand_from show' -l template -d 'The bar text, with placeholders {icon} {temp} {feels} {pop} {pop_max} {rain_at} {precip} {wind} {location} {condition} {age} {spark} {rain_in} {rain_until} {next_rain} {warning} {min} {max} {sunrise} {sunset} {daylight} {moon} {humidity} {dew_point} {wind_dir} {gusts} {pressure} {uv} {aqi} {pollen} {trip} {event} {rain_today} (default \'{icon} {temp} {pop} {warning}\'; minute-level rain within 2 hours shows in place of {pop}: \'in 20m\', \'until 15:40\', config key \'template\').' -r
complete -c rain-bar -n '__fish_use_subcommand; or __fish_seen_subcommand_from show' -l markup -d 'i3blocks/i3bar: Pango markup (escapes the values); with waybar\'s JSON, none makes its text and tooltip plain text.' -x -a 'none pango'
complete -c rain-bar -n '__fish_use_subcommand; or __fish_seen_subcommand_from show' -l urgent -d 'What makes an i3blocks/i3bar block urgent: a severe or extreme warning (the default), likely rain, both, or never (default warnings, config key \'urgent\').' -x -a 'both rain warnings never'
complete -c rain-bar -n '__fish_use_subcommand; or __fish_seen_subcommand_from show' -l polybar-icon-font -d 'polybar: the font emoji icons are drawn with, as %{T<n>} counts (2 is font-1, the snippet\'s emoji font; 0: the bar\'s own) (default 2, config key \'polybar-icon-font\').' -r
complete -c rain-bar -n '__fish_use_subcommand; or __fish_seen_subcommand_from show' -l min-width -d 'Pad the bar\'s text with spaces to at least this many columns, so that the module keeps its width (plain, i3blocks, polybar) (default 0, config key \'min-width\').' -r
complete -c rain-bar -n '__fish_use_subcommand; or __fish_seen_subcommand_from show' -l notify -d 'Also run the rain alert check, as \'rain-bar alert\' does.'
complete -c rain-bar -n '__fish_use_subcommand; or __fish_seen_subcommand_from show' -l tooltip -d 'The tooltip\'s sections, in order, comma-separated (after the place and the data\'s age) (default minutes,summary,hours,days,warnings, config key \'tooltip\').' -x -a 'summary now minutes hours days warnings sun air trips events'
complete -c rain-bar -n '__fish_use_subcommand; or __fish_seen_subcommand_from show' -l tooltip-hours -d 'Hours in the tooltip, at most 48 (default 5, config key \'tooltip-hours\').' -r
complete -c rain-bar -n '__fish_use_subcommand; or __fish_seen_subcommand_from show' -l tooltip-days -d 'Days in the tooltip, at most 16 (default 2, config key \'tooltip-days\').' -r
complete -c rain-bar -n '__fish_use_subcommand; or __fish_seen_subcommand_from show' -l hour-columns -d 'The hourly table\'s columns after the time, comma-separated (tooltip and forecast) (default icon,temp,wind,rain, config key \'hour-columns\').' -x -a 'icon temp feels wind rain amount'
complete -c rain-bar -n '__fish_use_subcommand; or __fish_seen_subcommand_from show' -l day-columns -d 'The daily table\'s columns after the day, comma-separated (tooltip and forecast) (default icon,min,max,wind,rain, config key \'day-columns\').' -x -a 'icon min max wind rain amount sunrise sunset'
complete -c rain-bar -n '__fish_use_subcommand; or __fish_seen_subcommand_from show' -l warnings -d 'Official warnings: from the service of the place\'s country (auto), one named, or none (config key \'warnings\').' -x -a 'off auto nws met-no dwd meteoalarm'
complete -c rain-bar -n '__fish_use_subcommand; or __fish_seen_subcommand_from show' -l warnings-level -d 'The least severe warnings shown and alerted on: minor (all), moderate, severe or extreme (config key \'warnings-level\').' -x -a 'minor moderate severe extreme'
complete -c rain-bar -n '__fish_use_subcommand; or __fish_seen_subcommand_from show' -l aqi-scale -d 'The air-quality index {aqi} shows: european (EAQI) or us (US EPA AQI) (config key \'aqi-scale\').' -x -a 'european us'
complete -c rain-bar -n '__fish_use_subcommand; or __fish_seen_subcommand_from show' -l units -d 'Units (default metric, config key \'units\').' -x -a 'metric imperial'
complete -c rain-bar -n '__fish_use_subcommand; or __fish_seen_subcommand_from show' -l temperature-unit -d 'Temperature unit, over --units (default from --units, config key \'temperature-unit\').' -x -a 'celsius fahrenheit'
complete -c rain-bar -n '__fish_use_subcommand; or __fish_seen_subcommand_from show' -l wind-unit -d 'Wind speed unit, over --units (bft: the Beaufort force) (default from --units, config key \'wind-unit\').' -x -a 'kmh ms mph kn bft'
complete -c rain-bar -n '__fish_use_subcommand; or __fish_seen_subcommand_from show' -l precipitation-unit -d 'Precipitation unit, over --units (default from --units, config key \'precipitation-unit\').' -x -a 'mm in'
complete -c rain-bar -n '__fish_use_subcommand; or __fish_seen_subcommand_from show' -l pressure-unit -d 'Pressure unit, over --units (default from --units, config key \'pressure-unit\').' -x -a 'hpa inhg mmhg'
complete -c rain-bar -n '__fish_use_subcommand; or __fish_seen_subcommand_from show' -l icons -d 'Condition icons (default emoji, config key \'icons\').' -x -a 'emoji nerd text'
complete -c rain-bar -n '__fish_use_subcommand; or __fish_seen_subcommand_from show' -l clock -d '12- or 24-hour times (default auto: from the locale, config key \'clock\').' -x -a '24 12 auto'
complete -c rain-bar -n '__fish_use_subcommand; or __fish_seen_subcommand_from show' -l language -d 'The language of what rain-bar shows (polybar and i3blocks/i3bar: English for Arabic) (default auto: from LANGUAGE, LC_ALL, LC_MESSAGES, LANG, config key \'language\').' -x -a 'auto en ar cs de es fa fr id it ja ko nb nl pl pt ru sv tr uk zh_CN'
complete -c rain-bar -n '__fish_use_subcommand; or __fish_seen_subcommand_from show' -l location -d 'A saved location: the one for this run (in the config, the one selected); \'here\': the current position (GeoClue) (config key \'location\').' -x -a '(__rain_bar_saved)'
complete -c rain-bar -n '__fish_use_subcommand; or __fish_seen_subcommand_from show' -l lat -d 'Latitude, -90 to 90 (with --lon).' -r
complete -c rain-bar -n '__fish_use_subcommand; or __fish_seen_subcommand_from show' -l lon -d 'Longitude, -180 to 180 (with --lat).' -r
complete -c rain-bar -n '__fish_use_subcommand; or __fish_seen_subcommand_from show' -l provider -d 'Weather service (default open-meteo, config key \'provider\').' -x -a 'open-meteo pirate-weather met-no'
complete -c rain-bar -n '__fish_use_subcommand; or __fish_seen_subcommand_from show' -l timeout -d 'Seconds to wait for the weather service at most (default 3, config key \'timeout\').' -r
complete -c rain-bar -n '__fish_use_subcommand; or __fish_seen_subcommand_from show' -l minutes -d 'Minute-level data: the best source for the place (auto: DWD\'s radar in and around Germany), radar, model or off (default auto, config key \'minutes\').' -x -a 'auto radar model off'
complete -c rain-bar -n '__fish_seen_subcommand_from watch' -l format -d 'Output for the bar that runs rain-bar (default plain).' -x -a 'plain waybar i3blocks i3bar polybar json tmux xmobar yambar lemonbar conky'
complete -c rain-bar -n '__fish_seen_subcommand_from watch' -l json -d 'Same as --format waybar.'
complete -c rain-bar -n '__fish_seen_subcommand_from watch' -l template -d 'The bar text, with placeholders {icon} {temp} {feels} {pop} {pop_max} {rain_at} {precip} {wind} {location} {condition} {age} {spark} {rain_in} {rain_until} {next_rain} {warning} {min} {max} {sunrise} {sunset} {daylight} {moon} {humidity} {dew_point} {wind_dir} {gusts} {pressure} {uv} {aqi} {pollen} {trip} {event} {rain_today} (default \'{icon} {temp} {pop} {warning}\'; minute-level rain within 2 hours shows in place of {pop}: \'in 20m\', \'until 15:40\', config key \'template\').' -r
complete -c rain-bar -n '__fish_seen_subcommand_from watch' -l markup -d 'i3blocks/i3bar: Pango markup (escapes the values); with waybar\'s JSON, none makes its text and tooltip plain text.' -x -a 'none pango'
complete -c rain-bar -n '__fish_seen_subcommand_from watch' -l urgent -d 'What makes an i3blocks/i3bar block urgent: a severe or extreme warning (the default), likely rain, both, or never (default warnings, config key \'urgent\').' -x -a 'both rain warnings never'
complete -c rain-bar -n '__fish_seen_subcommand_from watch' -l polybar-icon-font -d 'polybar: the font emoji icons are drawn with, as %{T<n>} counts (2 is font-1, the snippet\'s emoji font; 0: the bar\'s own) (default 2, config key \'polybar-icon-font\').' -r
complete -c rain-bar -n '__fish_seen_subcommand_from watch' -l min-width -d 'Pad the bar\'s text with spaces to at least this many columns, so that the module keeps its width (plain, i3blocks, polybar) (default 0, config key \'min-width\').' -r
complete -c rain-bar -n '__fish_seen_subcommand_from watch' -l notify -d 'Also run the rain alert check, as \'rain-bar alert\' does.'
complete -c rain-bar -n '__fish_seen_subcommand_from watch' -l tooltip -d 'The tooltip\'s sections, in order, comma-separated (after the place and the data\'s age) (default minutes,summary,hours,days,warnings, config key \'tooltip\').' -x -a 'summary now minutes hours days warnings sun air trips events'
complete -c rain-bar -n '__fish_seen_subcommand_from watch' -l tooltip-hours -d 'Hours in the tooltip, at most 48 (default 5, config key \'tooltip-hours\').' -r
complete -c rain-bar -n '__fish_seen_subcommand_from watch' -l tooltip-days -d 'Days in the tooltip, at most 16 (default 2, config key \'tooltip-days\').' -r
complete -c rain-bar -n '__fish_seen_subcommand_from watch' -l hour-columns -d 'The hourly table\'s columns after the time, comma-separated (tooltip and forecast) (default icon,temp,wind,rain, config key \'hour-columns\').' -x -a 'icon temp feels wind rain amount'
complete -c rain-bar -n '__fish_seen_subcommand_from watch' -l day-columns -d 'The daily table\'s columns after the day, comma-separated (tooltip and forecast) (default icon,min,max,wind,rain, config key \'day-columns\').' -x -a 'icon min max wind rain amount sunrise sunset'
complete -c rain-bar -n '__fish_seen_subcommand_from watch' -l warnings -d 'Official warnings: from the service of the place\'s country (auto), one named, or none (config key \'warnings\').' -x -a 'off auto nws met-no dwd meteoalarm'
complete -c rain-bar -n '__fish_seen_subcommand_from watch' -l warnings-level -d 'The least severe warnings shown and alerted on: minor (all), moderate, severe or extreme (config key \'warnings-level\').' -x -a 'minor moderate severe extreme'
complete -c rain-bar -n '__fish_seen_subcommand_from watch' -l aqi-scale -d 'The air-quality index {aqi} shows: european (EAQI) or us (US EPA AQI) (config key \'aqi-scale\').' -x -a 'european us'
complete -c rain-bar -n '__fish_seen_subcommand_from watch' -l units -d 'Units (default metric, config key \'units\').' -x -a 'metric imperial'
complete -c rain-bar -n '__fish_seen_subcommand_from watch' -l temperature-unit -d 'Temperature unit, over --units (default from --units, config key \'temperature-unit\').' -x -a 'celsius fahrenheit'
complete -c rain-bar -n '__fish_seen_subcommand_from watch' -l wind-unit -d 'Wind speed unit, over --units (bft: the Beaufort force) (default from --units, config key \'wind-unit\').' -x -a 'kmh ms mph kn bft'
complete -c rain-bar -n '__fish_seen_subcommand_from watch' -l precipitation-unit -d 'Precipitation unit, over --units (default from --units, config key \'precipitation-unit\').' -x -a 'mm in'
complete -c rain-bar -n '__fish_seen_subcommand_from watch' -l pressure-unit -d 'Pressure unit, over --units (default from --units, config key \'pressure-unit\').' -x -a 'hpa inhg mmhg'
complete -c rain-bar -n '__fish_seen_subcommand_from watch' -l icons -d 'Condition icons (default emoji, config key \'icons\').' -x -a 'emoji nerd text'
complete -c rain-bar -n '__fish_seen_subcommand_from watch' -l clock -d '12- or 24-hour times (default auto: from the locale, config key \'clock\').' -x -a '24 12 auto'
complete -c rain-bar -n '__fish_seen_subcommand_from watch' -l language -d 'The language of what rain-bar shows (polybar and i3blocks/i3bar: English for Arabic) (default auto: from LANGUAGE, LC_ALL, LC_MESSAGES, LANG, config key \'language\').' -x -a 'auto en ar cs de es fa fr id it ja ko nb nl pl pt ru sv tr uk zh_CN'
complete -c rain-bar -n '__fish_seen_subcommand_from watch' -l location -d 'A saved location: the one for this run (in the config, the one selected); \'here\': the current position (GeoClue) (config key \'location\').' -x -a '(__rain_bar_saved)'
complete -c rain-bar -n '__fish_seen_subcommand_from watch' -l lat -d 'Latitude, -90 to 90 (with --lon).' -r
complete -c rain-bar -n '__fish_seen_subcommand_from watch' -l lon -d 'Longitude, -180 to 180 (with --lat).' -r
complete -c rain-bar -n '__fish_seen_subcommand_from watch' -l provider -d 'Weather service (default open-meteo, config key \'provider\').' -x -a 'open-meteo pirate-weather met-no'
complete -c rain-bar -n '__fish_seen_subcommand_from watch' -l timeout -d 'Seconds to wait for the weather service at most (default 3, config key \'timeout\').' -r
complete -c rain-bar -n '__fish_seen_subcommand_from watch' -l minutes -d 'Minute-level data: the best source for the place (auto: DWD\'s radar in and around Germany), radar, model or off (default auto, config key \'minutes\').' -x -a 'auto radar model off'
complete -c rain-bar -n '__fish_seen_subcommand_from forecast' -l hours -d 'Hours to show, at most 48 (default 12).' -r
complete -c rain-bar -n '__fish_seen_subcommand_from forecast' -l days -d 'Days to show, at most 16 (default 7).' -r
complete -c rain-bar -n '__fish_seen_subcommand_from forecast' -l hour-columns -d 'The hourly table\'s columns after the time, comma-separated (tooltip and forecast) (default icon,temp,wind,rain, config key \'hour-columns\').' -x -a 'icon temp feels wind rain amount'
complete -c rain-bar -n '__fish_seen_subcommand_from forecast' -l day-columns -d 'The daily table\'s columns after the day, comma-separated (tooltip and forecast) (default icon,min,max,wind,rain, config key \'day-columns\').' -x -a 'icon min max wind rain amount sunrise sunset'
complete -c rain-bar -n '__fish_seen_subcommand_from forecast' -l json -d 'Structured JSON for scripts.'
complete -c rain-bar -n '__fish_seen_subcommand_from forecast' -l notify -d 'Send it as a desktop notification instead (a bar\'s middle click, a key binding).'
complete -c rain-bar -n '__fish_seen_subcommand_from forecast' -l units -d 'Units (default metric, config key \'units\').' -x -a 'metric imperial'
complete -c rain-bar -n '__fish_seen_subcommand_from forecast' -l temperature-unit -d 'Temperature unit, over --units (default from --units, config key \'temperature-unit\').' -x -a 'celsius fahrenheit'
complete -c rain-bar -n '__fish_seen_subcommand_from forecast' -l wind-unit -d 'Wind speed unit, over --units (bft: the Beaufort force) (default from --units, config key \'wind-unit\').' -x -a 'kmh ms mph kn bft'
complete -c rain-bar -n '__fish_seen_subcommand_from forecast' -l precipitation-unit -d 'Precipitation unit, over --units (default from --units, config key \'precipitation-unit\').' -x -a 'mm in'
complete -c rain-bar -n '__fish_seen_subcommand_from forecast' -l pressure-unit -d 'Pressure unit, over --units (default from --units, config key \'pressure-unit\').' -x -a 'hpa inhg mmhg'
complete -c rain-bar -n '__fish_seen_subcommand_from forecast' -l icons -d 'Condition icons (default emoji, config key \'icons\').' -x -a 'emoji nerd text'
complete -c rain-bar -n '__fish_seen_subcommand_from forecast' -l clock -d '12- or 24-hour times (default auto: from the locale, config key \'clock\').' -x -a '24 12 auto'
complete -c rain-bar -n '__fish_seen_subcommand_from forecast' -l language -d 'The language of what rain-bar shows (polybar and i3blocks/i3bar: English for Arabic) (default auto: from LANGUAGE, LC_ALL, LC_MESSAGES, LANG, config key \'language\').' -x -a 'auto en ar cs de es fa fr id it ja ko nb nl pl pt ru sv tr uk zh_CN'
complete -c rain-bar -n '__fish_seen_subcommand_from forecast' -l location -d 'A saved location: the one for this run (in the config, the one selected); \'here\': the current position (GeoClue) (config key \'location\').' -x -a '(__rain_bar_saved)'
complete -c rain-bar -n '__fish_seen_subcommand_from forecast' -l lat -d 'Latitude, -90 to 90 (with --lon).' -r
complete -c rain-bar -n '__fish_seen_subcommand_from forecast' -l lon -d 'Longitude, -180 to 180 (with --lat).' -r
complete -c rain-bar -n '__fish_seen_subcommand_from forecast' -l provider -d 'Weather service (default open-meteo, config key \'provider\').' -x -a 'open-meteo pirate-weather met-no'
complete -c rain-bar -n '__fish_seen_subcommand_from forecast' -l timeout -d 'Seconds to wait for the weather service at most (default 3, config key \'timeout\').' -r
complete -c rain-bar -n '__fish_seen_subcommand_from forecast' -l minutes -d 'Minute-level data: the best source for the place (auto: DWD\'s radar in and around Germany), radar, model or off (default auto, config key \'minutes\').' -x -a 'auto radar model off'
complete -c rain-bar -n '__fish_seen_subcommand_from forecast' -l warnings -d 'Official warnings: from the service of the place\'s country (auto), one named, or none (config key \'warnings\').' -x -a 'off auto nws met-no dwd meteoalarm'
complete -c rain-bar -n '__fish_seen_subcommand_from forecast' -l warnings-level -d 'The least severe warnings shown and alerted on: minor (all), moderate, severe or extreme (config key \'warnings-level\').' -x -a 'minor moderate severe extreme'
complete -c rain-bar -n '__fish_seen_subcommand_from warnings; and not __fish_seen_subcommand_from regions' -l json -d 'Structured JSON for scripts.'
complete -c rain-bar -n '__fish_seen_subcommand_from warnings; and not __fish_seen_subcommand_from regions' -l warnings -d 'Official warnings: from the service of the place\'s country (auto), one named, or none (config key \'warnings\').' -x -a 'off auto nws met-no dwd meteoalarm'
complete -c rain-bar -n '__fish_seen_subcommand_from warnings; and not __fish_seen_subcommand_from regions' -l warnings-level -d 'The least severe warnings shown and alerted on: minor (all), moderate, severe or extreme (config key \'warnings-level\').' -x -a 'minor moderate severe extreme'
complete -c rain-bar -n '__fish_seen_subcommand_from warnings; and not __fish_seen_subcommand_from regions' -l units -d 'Units (default metric, config key \'units\').' -x -a 'metric imperial'
complete -c rain-bar -n '__fish_seen_subcommand_from warnings; and not __fish_seen_subcommand_from regions' -l temperature-unit -d 'Temperature unit, over --units (default from --units, config key \'temperature-unit\').' -x -a 'celsius fahrenheit'
complete -c rain-bar -n '__fish_seen_subcommand_from warnings; and not __fish_seen_subcommand_from regions' -l wind-unit -d 'Wind speed unit, over --units (bft: the Beaufort force) (default from --units, config key \'wind-unit\').' -x -a 'kmh ms mph kn bft'
complete -c rain-bar -n '__fish_seen_subcommand_from warnings; and not __fish_seen_subcommand_from regions' -l precipitation-unit -d 'Precipitation unit, over --units (default from --units, config key \'precipitation-unit\').' -x -a 'mm in'
complete -c rain-bar -n '__fish_seen_subcommand_from warnings; and not __fish_seen_subcommand_from regions' -l pressure-unit -d 'Pressure unit, over --units (default from --units, config key \'pressure-unit\').' -x -a 'hpa inhg mmhg'
complete -c rain-bar -n '__fish_seen_subcommand_from warnings; and not __fish_seen_subcommand_from regions' -l icons -d 'Condition icons (default emoji, config key \'icons\').' -x -a 'emoji nerd text'
complete -c rain-bar -n '__fish_seen_subcommand_from warnings; and not __fish_seen_subcommand_from regions' -l clock -d '12- or 24-hour times (default auto: from the locale, config key \'clock\').' -x -a '24 12 auto'
complete -c rain-bar -n '__fish_seen_subcommand_from warnings; and not __fish_seen_subcommand_from regions' -l language -d 'The language of what rain-bar shows (polybar and i3blocks/i3bar: English for Arabic) (default auto: from LANGUAGE, LC_ALL, LC_MESSAGES, LANG, config key \'language\').' -x -a 'auto en ar cs de es fa fr id it ja ko nb nl pl pt ru sv tr uk zh_CN'
complete -c rain-bar -n '__fish_seen_subcommand_from warnings; and not __fish_seen_subcommand_from regions' -l location -d 'A saved location: the one for this run (in the config, the one selected); \'here\': the current position (GeoClue) (config key \'location\').' -x -a '(__rain_bar_saved)'
complete -c rain-bar -n '__fish_seen_subcommand_from warnings; and not __fish_seen_subcommand_from regions' -l lat -d 'Latitude, -90 to 90 (with --lon).' -r
complete -c rain-bar -n '__fish_seen_subcommand_from warnings; and not __fish_seen_subcommand_from regions' -l lon -d 'Longitude, -180 to 180 (with --lat).' -r
complete -c rain-bar -n '__fish_seen_subcommand_from warnings; and not __fish_seen_subcommand_from regions' -l provider -d 'Weather service (default open-meteo, config key \'provider\').' -x -a 'open-meteo pirate-weather met-no'
complete -c rain-bar -n '__fish_seen_subcommand_from warnings; and not __fish_seen_subcommand_from regions' -l timeout -d 'Seconds to wait for the weather service at most (default 3, config key \'timeout\').' -r
complete -c rain-bar -n '__fish_seen_subcommand_from warnings; and not __fish_seen_subcommand_from regions' -l minutes -d 'Minute-level data: the best source for the place (auto: DWD\'s radar in and around Germany), radar, model or off (default auto, config key \'minutes\').' -x -a 'auto radar model off'
complete -c rain-bar -n '__fish_seen_subcommand_from warnings; and __fish_seen_subcommand_from regions' -l country -d 'The country\'s code (e.g. NL).' -r
complete -c rain-bar -n '__fish_seen_subcommand_from warnings; and __fish_seen_subcommand_from regions' -l timeout -d 'Seconds to wait for the weather service at most (default 3, config key \'timeout\').' -r
complete -c rain-bar -n '__fish_seen_subcommand_from refresh' -l format -d 'Output for the bar that runs rain-bar (default plain).' -x -a 'plain waybar i3blocks i3bar polybar json tmux xmobar yambar lemonbar conky'
complete -c rain-bar -n '__fish_seen_subcommand_from refresh' -l json -d 'Same as --format waybar.'
complete -c rain-bar -n '__fish_seen_subcommand_from refresh' -l template -d 'The bar text, with placeholders {icon} {temp} {feels} {pop} {pop_max} {rain_at} {precip} {wind} {location} {condition} {age} {spark} {rain_in} {rain_until} {next_rain} {warning} {min} {max} {sunrise} {sunset} {daylight} {moon} {humidity} {dew_point} {wind_dir} {gusts} {pressure} {uv} {aqi} {pollen} {trip} {event} {rain_today} (default \'{icon} {temp} {pop} {warning}\'; minute-level rain within 2 hours shows in place of {pop}: \'in 20m\', \'until 15:40\', config key \'template\').' -r
complete -c rain-bar -n '__fish_seen_subcommand_from refresh' -l markup -d 'i3blocks/i3bar: Pango markup (escapes the values); with waybar\'s JSON, none makes its text and tooltip plain text.' -x -a 'none pango'
complete -c rain-bar -n '__fish_seen_subcommand_from refresh' -l urgent -d 'What makes an i3blocks/i3bar block urgent: a severe or extreme warning (the default), likely rain, both, or never (default warnings, config key \'urgent\').' -x -a 'both rain warnings never'
complete -c rain-bar -n '__fish_seen_subcommand_from refresh' -l polybar-icon-font -d 'polybar: the font emoji icons are drawn with, as %{T<n>} counts (2 is font-1, the snippet\'s emoji font; 0: the bar\'s own) (default 2, config key \'polybar-icon-font\').' -r
complete -c rain-bar -n '__fish_seen_subcommand_from refresh' -l min-width -d 'Pad the bar\'s text with spaces to at least this many columns, so that the module keeps its width (plain, i3blocks, polybar) (default 0, config key \'min-width\').' -r
complete -c rain-bar -n '__fish_seen_subcommand_from refresh' -l notify -d 'Also run the rain alert check, as \'rain-bar alert\' does.'
complete -c rain-bar -n '__fish_seen_subcommand_from refresh' -l tooltip -d 'The tooltip\'s sections, in order, comma-separated (after the place and the data\'s age) (default minutes,summary,hours,days,warnings, config key \'tooltip\').' -x -a 'summary now minutes hours days warnings sun air trips events'
complete -c rain-bar -n '__fish_seen_subcommand_from refresh' -l tooltip-hours -d 'Hours in the tooltip, at most 48 (default 5, config key \'tooltip-hours\').' -r
complete -c rain-bar -n '__fish_seen_subcommand_from refresh' -l tooltip-days -d 'Days in the tooltip, at most 16 (default 2, config key \'tooltip-days\').' -r
complete -c rain-bar -n '__fish_seen_subcommand_from refresh' -l hour-columns -d 'The hourly table\'s columns after the time, comma-separated (tooltip and forecast) (default icon,temp,wind,rain, config key \'hour-columns\').' -x -a 'icon temp feels wind rain amount'
complete -c rain-bar -n '__fish_seen_subcommand_from refresh' -l day-columns -d 'The daily table\'s columns after the day, comma-separated (tooltip and forecast) (default icon,min,max,wind,rain, config key \'day-columns\').' -x -a 'icon min max wind rain amount sunrise sunset'
complete -c rain-bar -n '__fish_seen_subcommand_from refresh' -l warnings -d 'Official warnings: from the service of the place\'s country (auto), one named, or none (config key \'warnings\').' -x -a 'off auto nws met-no dwd meteoalarm'
complete -c rain-bar -n '__fish_seen_subcommand_from refresh' -l warnings-level -d 'The least severe warnings shown and alerted on: minor (all), moderate, severe or extreme (config key \'warnings-level\').' -x -a 'minor moderate severe extreme'
complete -c rain-bar -n '__fish_seen_subcommand_from refresh' -l aqi-scale -d 'The air-quality index {aqi} shows: european (EAQI) or us (US EPA AQI) (config key \'aqi-scale\').' -x -a 'european us'
complete -c rain-bar -n '__fish_seen_subcommand_from refresh' -l units -d 'Units (default metric, config key \'units\').' -x -a 'metric imperial'
complete -c rain-bar -n '__fish_seen_subcommand_from refresh' -l temperature-unit -d 'Temperature unit, over --units (default from --units, config key \'temperature-unit\').' -x -a 'celsius fahrenheit'
complete -c rain-bar -n '__fish_seen_subcommand_from refresh' -l wind-unit -d 'Wind speed unit, over --units (bft: the Beaufort force) (default from --units, config key \'wind-unit\').' -x -a 'kmh ms mph kn bft'
complete -c rain-bar -n '__fish_seen_subcommand_from refresh' -l precipitation-unit -d 'Precipitation unit, over --units (default from --units, config key \'precipitation-unit\').' -x -a 'mm in'
complete -c rain-bar -n '__fish_seen_subcommand_from refresh' -l pressure-unit -d 'Pressure unit, over --units (default from --units, config key \'pressure-unit\').' -x -a 'hpa inhg mmhg'
complete -c rain-bar -n '__fish_seen_subcommand_from refresh' -l icons -d 'Condition icons (default emoji, config key \'icons\').' -x -a 'emoji nerd text'
complete -c rain-bar -n '__fish_seen_subcommand_from refresh' -l clock -d '12- or 24-hour times (default auto: from the locale, config key \'clock\').' -x -a '24 12 auto'
complete -c rain-bar -n '__fish_seen_subcommand_from refresh' -l language -d 'The language of what rain-bar shows (polybar and i3blocks/i3bar: English for Arabic) (default auto: from LANGUAGE, LC_ALL, LC_MESSAGES, LANG, config key \'language\').' -x -a 'auto en ar cs de es fa fr id it ja ko nb nl pl pt ru sv tr uk zh_CN'
complete -c rain-bar -n '__fish_seen_subcommand_from refresh' -l location -d 'A saved location: the one for this run (in the config, the one selected); \'here\': the current position (GeoClue) (config key \'location\').' -x -a '(__rain_bar_saved)'
complete -c rain-bar -n '__fish_seen_subcommand_from refresh' -l lat -d 'Latitude, -90 to 90 (with --lon).' -r
complete -c rain-bar -n '__fish_seen_subcommand_from refresh' -l lon -d 'Longitude, -180 to 180 (with --lat).' -r
complete -c rain-bar -n '__fish_seen_subcommand_from refresh' -l provider -d 'Weather service (default open-meteo, config key \'provider\').' -x -a 'open-meteo pirate-weather met-no'
complete -c rain-bar -n '__fish_seen_subcommand_from refresh' -l timeout -d 'Seconds to wait for the weather service at most (default 3, config key \'timeout\').' -r
complete -c rain-bar -n '__fish_seen_subcommand_from refresh' -l minutes -d 'Minute-level data: the best source for the place (auto: DWD\'s radar in and around Germany), radar, model or off (default auto, config key \'minutes\').' -x -a 'auto radar model off'
complete -c rain-bar -n '__fish_seen_subcommand_from best' -l for -d 'How long the dry window must be: 45m, 1h30m (up to 24h).' -r
complete -c rain-bar -n '__fish_seen_subcommand_from best' -l within -d 'How far ahead the window may end: 3h, 1h30m (up to 48h) (default 6h).' -r
complete -c rain-bar -n '__fish_seen_subcommand_from best' -l json -d 'Structured JSON for scripts.'
complete -c rain-bar -n '__fish_seen_subcommand_from best' -l format -d 'Output for the bar that runs rain-bar (default plain).' -x -a 'plain waybar i3blocks i3bar polybar json tmux xmobar yambar lemonbar conky'
complete -c rain-bar -n '__fish_seen_subcommand_from best' -l units -d 'Units (default metric, config key \'units\').' -x -a 'metric imperial'
complete -c rain-bar -n '__fish_seen_subcommand_from best' -l temperature-unit -d 'Temperature unit, over --units (default from --units, config key \'temperature-unit\').' -x -a 'celsius fahrenheit'
complete -c rain-bar -n '__fish_seen_subcommand_from best' -l wind-unit -d 'Wind speed unit, over --units (bft: the Beaufort force) (default from --units, config key \'wind-unit\').' -x -a 'kmh ms mph kn bft'
complete -c rain-bar -n '__fish_seen_subcommand_from best' -l precipitation-unit -d 'Precipitation unit, over --units (default from --units, config key \'precipitation-unit\').' -x -a 'mm in'
complete -c rain-bar -n '__fish_seen_subcommand_from best' -l pressure-unit -d 'Pressure unit, over --units (default from --units, config key \'pressure-unit\').' -x -a 'hpa inhg mmhg'
complete -c rain-bar -n '__fish_seen_subcommand_from best' -l icons -d 'Condition icons (default emoji, config key \'icons\').' -x -a 'emoji nerd text'
complete -c rain-bar -n '__fish_seen_subcommand_from best' -l clock -d '12- or 24-hour times (default auto: from the locale, config key \'clock\').' -x -a '24 12 auto'
complete -c rain-bar -n '__fish_seen_subcommand_from best' -l language -d 'The language of what rain-bar shows (polybar and i3blocks/i3bar: English for Arabic) (default auto: from LANGUAGE, LC_ALL, LC_MESSAGES, LANG, config key \'language\').' -x -a 'auto en ar cs de es fa fr id it ja ko nb nl pl pt ru sv tr uk zh_CN'
complete -c rain-bar -n '__fish_seen_subcommand_from best' -l location -d 'A saved location: the one for this run (in the config, the one selected); \'here\': the current position (GeoClue) (config key \'location\').' -x -a '(__rain_bar_saved)'
complete -c rain-bar -n '__fish_seen_subcommand_from best' -l lat -d 'Latitude, -90 to 90 (with --lon).' -r
complete -c rain-bar -n '__fish_seen_subcommand_from best' -l lon -d 'Longitude, -180 to 180 (with --lat).' -r
complete -c rain-bar -n '__fish_seen_subcommand_from best' -l provider -d 'Weather service (default open-meteo, config key \'provider\').' -x -a 'open-meteo pirate-weather met-no'
complete -c rain-bar -n '__fish_seen_subcommand_from best' -l timeout -d 'Seconds to wait for the weather service at most (default 3, config key \'timeout\').' -r
complete -c rain-bar -n '__fish_seen_subcommand_from best' -l minutes -d 'Minute-level data: the best source for the place (auto: DWD\'s radar in and around Germany), radar, model or off (default auto, config key \'minutes\').' -x -a 'auto radar model off'
complete -c rain-bar -n '__fish_seen_subcommand_from alert' -l threshold -d 'Chance of rain (percent) that counts: urgent bars and alerts (default 60, config key \'threshold\').' -r
complete -c rain-bar -n '__fish_seen_subcommand_from alert' -l within -d 'Hours to look ahead for alerts (default 3, config key \'alert-within\').' -r
complete -c rain-bar -n '__fish_seen_subcommand_from alert' -l quiet-hours -d 'No notifications then; sent after if rain is still ahead (config key \'quiet-hours\').' -r
complete -c rain-bar -n '__fish_seen_subcommand_from alert' -l all -d 'Check every saved location.'
complete -c rain-bar -n '__fish_seen_subcommand_from alert' -l dry-run -d 'Print what would be sent; change nothing.'
complete -c rain-bar -n '__fish_seen_subcommand_from alert' -l language -d 'The language of what rain-bar shows (polybar and i3blocks/i3bar: English for Arabic) (default auto: from LANGUAGE, LC_ALL, LC_MESSAGES, LANG, config key \'language\').' -x -a 'auto en ar cs de es fa fr id it ja ko nb nl pl pt ru sv tr uk zh_CN'
complete -c rain-bar -n '__fish_seen_subcommand_from alert' -l location -d 'A saved location: the one for this run (in the config, the one selected); \'here\': the current position (GeoClue) (config key \'location\').' -x -a '(__rain_bar_saved)'
complete -c rain-bar -n '__fish_seen_subcommand_from alert' -l lat -d 'Latitude, -90 to 90 (with --lon).' -r
complete -c rain-bar -n '__fish_seen_subcommand_from alert' -l lon -d 'Longitude, -180 to 180 (with --lat).' -r
complete -c rain-bar -n '__fish_seen_subcommand_from alert' -l provider -d 'Weather service (default open-meteo, config key \'provider\').' -x -a 'open-meteo pirate-weather met-no'
complete -c rain-bar -n '__fish_seen_subcommand_from alert' -l timeout -d 'Seconds to wait for the weather service at most (default 3, config key \'timeout\').' -r
complete -c rain-bar -n '__fish_seen_subcommand_from alert' -l minutes -d 'Minute-level data: the best source for the place (auto: DWD\'s radar in and around Germany), radar, model or off (default auto, config key \'minutes\').' -x -a 'auto radar model off'
complete -c rain-bar -n '__fish_seen_subcommand_from alert' -l warnings -d 'Official warnings: from the service of the place\'s country (auto), one named, or none (config key \'warnings\').' -x -a 'off auto nws met-no dwd meteoalarm'
complete -c rain-bar -n '__fish_seen_subcommand_from alert' -l warnings-level -d 'The least severe warnings shown and alerted on: minor (all), moderate, severe or extreme (config key \'warnings-level\').' -x -a 'minor moderate severe extreme'
complete -c rain-bar -n '__fish_seen_subcommand_from snooze' -l location -d 'A saved location: the one for this run (in the config, the one selected); \'here\': the current position (GeoClue) (config key \'location\').' -x -a '(__rain_bar_saved)'
complete -c rain-bar -n '__fish_seen_subcommand_from snooze' -l lat -d 'Latitude, -90 to 90 (with --lon).' -r
complete -c rain-bar -n '__fish_seen_subcommand_from snooze' -l lon -d 'Longitude, -180 to 180 (with --lat).' -r
complete -c rain-bar -n '__fish_seen_subcommand_from snooze' -a 'today off'
complete -c rain-bar -n '__fish_seen_subcommand_from trips' -l json -d 'Structured JSON for scripts.'
complete -c rain-bar -n '__fish_seen_subcommand_from trips' -l units -d 'Units (default metric, config key \'units\').' -x -a 'metric imperial'
complete -c rain-bar -n '__fish_seen_subcommand_from trips' -l temperature-unit -d 'Temperature unit, over --units (default from --units, config key \'temperature-unit\').' -x -a 'celsius fahrenheit'
complete -c rain-bar -n '__fish_seen_subcommand_from trips' -l wind-unit -d 'Wind speed unit, over --units (bft: the Beaufort force) (default from --units, config key \'wind-unit\').' -x -a 'kmh ms mph kn bft'
complete -c rain-bar -n '__fish_seen_subcommand_from trips' -l precipitation-unit -d 'Precipitation unit, over --units (default from --units, config key \'precipitation-unit\').' -x -a 'mm in'
complete -c rain-bar -n '__fish_seen_subcommand_from trips' -l pressure-unit -d 'Pressure unit, over --units (default from --units, config key \'pressure-unit\').' -x -a 'hpa inhg mmhg'
complete -c rain-bar -n '__fish_seen_subcommand_from trips' -l icons -d 'Condition icons (default emoji, config key \'icons\').' -x -a 'emoji nerd text'
complete -c rain-bar -n '__fish_seen_subcommand_from trips' -l clock -d '12- or 24-hour times (default auto: from the locale, config key \'clock\').' -x -a '24 12 auto'
complete -c rain-bar -n '__fish_seen_subcommand_from trips' -l language -d 'The language of what rain-bar shows (polybar and i3blocks/i3bar: English for Arabic) (default auto: from LANGUAGE, LC_ALL, LC_MESSAGES, LANG, config key \'language\').' -x -a 'auto en ar cs de es fa fr id it ja ko nb nl pl pt ru sv tr uk zh_CN'
complete -c rain-bar -n '__fish_seen_subcommand_from trips' -l provider -d 'Weather service (default open-meteo, config key \'provider\').' -x -a 'open-meteo pirate-weather met-no'
complete -c rain-bar -n '__fish_seen_subcommand_from trips' -l timeout -d 'Seconds to wait for the weather service at most (default 3, config key \'timeout\').' -r
complete -c rain-bar -n '__fish_seen_subcommand_from trips' -l minutes -d 'Minute-level data: the best source for the place (auto: DWD\'s radar in and around Germany), radar, model or off (default auto, config key \'minutes\').' -x -a 'auto radar model off'
complete -c rain-bar -n '__fish_seen_subcommand_from events' -l json -d 'Structured JSON for scripts.'
complete -c rain-bar -n '__fish_seen_subcommand_from events' -l units -d 'Units (default metric, config key \'units\').' -x -a 'metric imperial'
complete -c rain-bar -n '__fish_seen_subcommand_from events' -l temperature-unit -d 'Temperature unit, over --units (default from --units, config key \'temperature-unit\').' -x -a 'celsius fahrenheit'
complete -c rain-bar -n '__fish_seen_subcommand_from events' -l wind-unit -d 'Wind speed unit, over --units (bft: the Beaufort force) (default from --units, config key \'wind-unit\').' -x -a 'kmh ms mph kn bft'
complete -c rain-bar -n '__fish_seen_subcommand_from events' -l precipitation-unit -d 'Precipitation unit, over --units (default from --units, config key \'precipitation-unit\').' -x -a 'mm in'
complete -c rain-bar -n '__fish_seen_subcommand_from events' -l pressure-unit -d 'Pressure unit, over --units (default from --units, config key \'pressure-unit\').' -x -a 'hpa inhg mmhg'
complete -c rain-bar -n '__fish_seen_subcommand_from events' -l icons -d 'Condition icons (default emoji, config key \'icons\').' -x -a 'emoji nerd text'
complete -c rain-bar -n '__fish_seen_subcommand_from events' -l clock -d '12- or 24-hour times (default auto: from the locale, config key \'clock\').' -x -a '24 12 auto'
complete -c rain-bar -n '__fish_seen_subcommand_from events' -l language -d 'The language of what rain-bar shows (polybar and i3blocks/i3bar: English for Arabic) (default auto: from LANGUAGE, LC_ALL, LC_MESSAGES, LANG, config key \'language\').' -x -a 'auto en ar cs de es fa fr id it ja ko nb nl pl pt ru sv tr uk zh_CN'
complete -c rain-bar -n '__fish_seen_subcommand_from events' -l provider -d 'Weather service (default open-meteo, config key \'provider\').' -x -a 'open-meteo pirate-weather met-no'
complete -c rain-bar -n '__fish_seen_subcommand_from events' -l timeout -d 'Seconds to wait for the weather service at most (default 3, config key \'timeout\').' -r
complete -c rain-bar -n '__fish_seen_subcommand_from events' -l minutes -d 'Minute-level data: the best source for the place (auto: DWD\'s radar in and around Germany), radar, model or off (default auto, config key \'minutes\').' -x -a 'auto radar model off'
complete -c rain-bar -n '__fish_seen_subcommand_from locations; and __fish_seen_subcommand_from add' -l country -d 'Only places in this country (name or code).' -r
complete -c rain-bar -n '__fish_seen_subcommand_from locations; and __fish_seen_subcommand_from add' -l lat -d 'Latitude, -90 to 90 (with --lon).' -r
complete -c rain-bar -n '__fish_seen_subcommand_from locations; and __fish_seen_subcommand_from add' -l lon -d 'Longitude, -180 to 180 (with --lat).' -r
complete -c rain-bar -n '__fish_seen_subcommand_from locations; and __fish_seen_subcommand_from add' -l name -d 'The name to save it under.' -r
complete -c rain-bar -n '__fish_seen_subcommand_from locations; and __fish_seen_subcommand_from add' -l here -d 'The current position, from GeoClue.'
complete -c rain-bar -n '__fish_seen_subcommand_from locations; and __fish_seen_subcommand_from add' -l timeout -d 'Seconds to wait for the weather service at most (default 3, config key \'timeout\').' -r
complete -c rain-bar -n '__fish_seen_subcommand_from locations; and __fish_seen_subcommand_from remove' -a '(__rain_bar_saved)'
complete -c rain-bar -n '__fish_seen_subcommand_from locations; and __fish_seen_subcommand_from use' -a '(__rain_bar_saved)'
complete -c rain-bar -n '__fish_seen_subcommand_from doctor' -l icons -d 'Condition icons (default emoji, config key \'icons\').' -x -a 'emoji nerd text'
complete -c rain-bar -n '__fish_seen_subcommand_from doctor' -l language -d 'The language of what rain-bar shows (polybar and i3blocks/i3bar: English for Arabic) (default auto: from LANGUAGE, LC_ALL, LC_MESSAGES, LANG, config key \'language\').' -x -a 'auto en ar cs de es fa fr id it ja ko nb nl pl pt ru sv tr uk zh_CN'
complete -c rain-bar -n '__fish_seen_subcommand_from doctor' -l location -d 'A saved location: the one for this run (in the config, the one selected); \'here\': the current position (GeoClue) (config key \'location\').' -x -a '(__rain_bar_saved)'
complete -c rain-bar -n '__fish_seen_subcommand_from doctor' -l lat -d 'Latitude, -90 to 90 (with --lon).' -r
complete -c rain-bar -n '__fish_seen_subcommand_from doctor' -l lon -d 'Longitude, -180 to 180 (with --lat).' -r
complete -c rain-bar -n '__fish_seen_subcommand_from doctor' -l provider -d 'Weather service (default open-meteo, config key \'provider\').' -x -a 'open-meteo pirate-weather met-no'
complete -c rain-bar -n '__fish_seen_subcommand_from doctor' -l timeout -d 'Seconds to wait for the weather service at most (default 3, config key \'timeout\').' -r
complete -c rain-bar -n '__fish_seen_subcommand_from doctor' -l minutes -d 'Minute-level data: the best source for the place (auto: DWD\'s radar in and around Germany), radar, model or off (default auto, config key \'minutes\').' -x -a 'auto radar model off'
complete -c rain-bar -n '__fish_seen_subcommand_from completions' -a 'bash zsh fish'
