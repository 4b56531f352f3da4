import RainBarEngine
import RainBarFeatures
import RainBarModel

extension RunOptions {
  /// What this run shows of the forecast, so what it asks of a service that
  /// counts variables (`ForecastNeeds`): a bar run its template, its tooltip
  /// where the bar has one (waybar's tooltip, i3blocks' and i3bar's click
  /// notification), and for `--notify` and `alert` what the alert families
  /// that are on read (the rain alert minute-level rain, `uv-threshold=`
  /// the hours' UV index, ...); `trips` and `best` the hours; `forecast`, the JSON
  /// format and every other command everything.
  var forecastNeeds: ForecastNeeds {
    switch command {
    case ShowCommand.name, RefreshCommand.name, WatchCommand.name:
      let tooltip: TooltipLayout?
      switch format {
      case .json: return .everything
      case .waybar, .i3blocks, .i3bar: tooltip = tooltipLayout
      case .plain, .polybar, .tmux, .xmobar, .yambar, .lemonbar, .conky: tooltip = nil
      }
      let needs = ForecastNeeds.of(
        template: template, tooltip: tooltip, alerts: flag(Options.notify))
      return flag(Options.notify) ? needs.union(alertNeeds) : needs
    case AlertCommand.name: return ForecastNeeds(.minutes).union(alertNeeds)
    case TripsCommand.name, BestCommand.name: return ForecastNeeds()
    default: return .everything
    }
  }

  /// What the alert families that are on read beyond minute-level rain (the
  /// rain alert's). Those that read more are turned on by a key of
  /// `AlertFamilies.options`: with none set, the families are not made (a
  /// bar with `--notify` works this out on every run).
  var alertNeeds: ForecastNeeds {
    settings.setsAny(AlertFamilies.options)
      ? AlertFamilies.needs(alertContext()) : ForecastNeeds()
  }
}
