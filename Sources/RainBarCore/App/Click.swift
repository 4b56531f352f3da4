import RainBarEngine
import RainBarFeatures
import RainBarModel

/// What an i3blocks click (BLOCK_BUTTON) does before the block is drawn again.
struct Click {
  var refresh = false
  var sendForecast = false
  /// The toggled shorthand; explicit per-quantity units stay.
  var units: MeasurementSystem?
  var location: Location?
  var message: String?

  init(button: Int, app: RainBar, settings: Settings) throws(RainBarError) {
    switch button {
    case 1:
      refresh = true
    case 2:
      sendForecast = true
    case 3:
      let toggled = settings.units.toggled
      try app.saveSettings([
        .set(Options.units, to: toggled.rawValue)
      ])
      units = toggled
    case 4, 5:
      guard let next = settings.cycledLocation(by: button == 4 ? -1 : 1) else {
        message = tr("No saved locations to cycle through (rain-bar locations add <place>).")
        return
      }
      try app.saveSettings([
        .set(Options.location, to: next.name)
      ])
      location = next
    default:
      break
    }
  }
}
