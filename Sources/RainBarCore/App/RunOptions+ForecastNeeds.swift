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
      // The alert families that are on read what they read (nothing more when none is).
      return flag(Options.notify) ? needs.union(AlertFamilies.needs(alertContext())) : needs
    case AlertCommand.name: return AlertFamilies.needs(alertContext())
    case TripsCommand.name, BestCommand.name: return ForecastNeeds()
    default: return .everything
    }
  }
}
