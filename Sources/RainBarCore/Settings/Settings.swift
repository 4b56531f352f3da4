/// Everything the config file says, checked. Command-line options override it.
///
/// ```
/// [rain-bar]
/// location=Berlin
/// units=metric
///
/// [location Berlin]
/// latitude=52.52
/// longitude=13.41
/// ```
public struct Settings: Equatable, Sendable {
  public static let mainGroup = "rain-bar"
  public static let locationPrefix = "location "

  public var selectedLocation: String?
  public var locations: [Location] = []
  public var units: Units = .metric
  public var icons: IconSet = .emoji
  public var timeout: Double = 3
  /// Minutes a cached forecast is used without asking the service.
  public var freshnessMinutes: Double = 10
  public var openMeteoURL: String?
  public var geocodingURL: String?
  public var provider: ProviderKind = .openMeteo
  public var pirateWeatherURL: String?
  public var pirateWeatherKey: String?
  public var pirateWeatherKeyFile: String?
  public var metNoURL: String?
  /// Contact (e-mail or URL) for MET Norway's User-Agent.
  public var contact: String?
  public var template: String?
  /// Chance of rain (0-100) from which rain counts as likely (urgent, alerts).
  public var threshold: Double = 60
  /// nil: from the locale.
  public var clock: ClockStyle?
  public var alerts = AlertSettings()

  public init() {}

  public init(document: KeyFileDocument, path: String) throws(ConfigError) {
    func fail(_ group: String, _ key: String, _ problem: String) -> ConfigError {
      ConfigError(path: path, problem: "[\(group)] \(key): \(problem)")
    }
    for group in document.groups {
      if group.name == Self.mainGroup {
        for (key, value) in group.entries {
          switch key {
          case "location": selectedLocation = value
          case "units":
            guard let units = Units(rawValue: value) else {
              throw fail(group.name, key, "'\(value)' is not one of metric, imperial.")
            }
            self.units = units
          case "icons":
            guard let icons = IconSet(rawValue: value) else {
              throw fail(group.name, key, "'\(value)' is not one of emoji, nerd, text.")
            }
            self.icons = icons
          case "timeout":
            guard let seconds = Double(value), seconds > 0, seconds <= 60 else {
              throw fail(
                group.name, key,
                "'\(value)' is not a number of seconds, more than 0 and at most 60.")
            }
            timeout = seconds
          case "freshness":
            guard let minutes = Double(value), minutes >= 1, minutes <= 1440 else {
              throw fail(group.name, key, "'\(value)' is not a number of minutes from 1 to 1440.")
            }
            freshnessMinutes = minutes
          case "template": template = value
          case "alert-within":
            guard let hours = Int(value), (1...24).contains(hours) else {
              throw fail(group.name, key, "'\(value)' is not a number of hours from 1 to 24.")
            }
            alerts.withinHours = hours
          case "alert-hysteresis":
            guard let points = Double(value), (0...100).contains(points) else {
              throw fail(group.name, key, "'\(value)' is not a number of points from 0 to 100.")
            }
            alerts.hysteresis = points
          case "alert-critical":
            guard let percent = Double(value), (0...100).contains(percent) else {
              throw fail(group.name, key, "'\(value)' is not a percentage from 0 to 100.")
            }
            alerts.criticalThreshold = percent
          case "quiet-hours":
            guard let quiet = QuietHours(value) else {
              throw fail(group.name, key, "'\(value)' is not a time range like 22:00-07:00.")
            }
            alerts.quietHours = quiet
          case "threshold":
            guard let percent = Double(value), (0...100).contains(percent) else {
              throw fail(group.name, key, "'\(value)' is not a percentage from 0 to 100.")
            }
            threshold = percent
            alerts.threshold = percent
          case "clock":
            guard value == "auto" || ClockStyle(rawValue: value) != nil else {
              throw fail(group.name, key, "'\(value)' is not one of 12, 24, auto.")
            }
            clock = ClockStyle(rawValue: value)
          case "open-meteo-url": openMeteoURL = value
          case "open-meteo-geocoding-url": geocodingURL = value
          case "provider":
            guard let kind = ProviderKind(rawValue: value) else {
              throw fail(
                group.name, key, "'\(value)' is not one of open-meteo, pirate-weather, met-no.")
            }
            provider = kind
          case "pirate-weather-url": pirateWeatherURL = value
          case "pirate-weather-key": pirateWeatherKey = value
          case "pirate-weather-key-file": pirateWeatherKeyFile = value
          case "met-no-url": metNoURL = value
          case "contact": contact = value
          default:
            throw fail(group.name, key, "unknown key.")
          }
        }
      } else if group.name.hasPrefix(Self.locationPrefix) {
        let name = String(group.name.dropFirst(Self.locationPrefix.count))
        guard let latitude = group.value("latitude").flatMap(Double.init),
          (-90...90).contains(latitude)
        else {
          throw fail(group.name, "latitude", "missing, or not a number from -90 to 90.")
        }
        guard let longitude = group.value("longitude").flatMap(Double.init),
          (-180...180).contains(longitude)
        else {
          throw fail(group.name, "longitude", "missing, or not a number from -180 to 180.")
        }
        locations.append(
          Location(
            name: name, country: group.value("country"), latitude: latitude,
            longitude: longitude, timezone: group.value("timezone")))
      } else {
        throw ConfigError(
          path: path,
          problem: "unknown group [\(group.name)] (expected [rain-bar] or [location NAME]).")
      }
    }
  }

  /// The location `steps` places after the selected one in name order, wrapping around.
  public func cycledLocation(by steps: Int) -> Location? {
    let sorted = sortedLocations
    guard !sorted.isEmpty else { return nil }
    let current = selectedLocation.flatMap { name in sorted.firstIndex { $0.name == name } } ?? 0
    let count = sorted.count
    return sorted[((current + steps) % count + count) % count]
  }

  /// Saved locations sorted by name, as listed and cycled.
  public var sortedLocations: [Location] {
    locations.sorted { $0.name.lowercased() < $1.name.lowercased() }
  }

  public func location(named name: String) -> Location? {
    locations.first { $0.name == name }
      ?? locations.first { $0.name.lowercased() == name.lowercased() }
  }
}
