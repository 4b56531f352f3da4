#!/bin/sh
# rain-bar as a lemonbar (1.4, Debian 12): lemonbar draws what it reads on
# stdin, so one `rain-bar watch` feeds it a new line the moment anything
# changes. --format lemonbar is polybar's syntax (%{F#rrggbb}...%{F-}, any
# %{ in a place name or warning broken so it cannot become a tag or an
# action) without polybar's %{T2} emoji font: Debian's lemonbar draws with
# X core fonts, none of which has emoji, hence --icons text.
# The template's own %{r} (right-aligned) and %{A...} (clicks) are passed
# through: lemonbar prints a clicked action's command, and sh runs it.
rain-bar watch --format lemonbar --icons text \
  --template '%{r}%{A1:rain-bar refresh:}%{A3:rain-bar units toggle:}{location} {icon} {temp} {pop} %{A}%{A}' \
  | lemonbar -p -g x24 -B '#202020' -F '#d0d0d0' -f fixed \
  | sh >/dev/null
