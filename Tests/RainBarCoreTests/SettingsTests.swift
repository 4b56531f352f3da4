import Testing

@testable import RainBarCore
@testable import RainBarEngine
@testable import RainBarFeatures
@testable import RainBarModel

@Suite struct SettingsTests {
  func document(_ groups: [(String, [(String, String)])]) -> KeyFileDocument {
    KeyFileDocument(
      groups: groups.map { .init(name: $0.0, entries: $0.1.map { (key: $0.0, value: $0.1) }) })
  }

  @Test func readsLocationsAndSettings() throws {
    let settings = try Settings(
      document: document([
        ("rain-bar", [("location", "Oslo"), ("units", "imperial"), ("timeout", "1.5")]),
        (
          "location Oslo",
          [("latitude", "59.91273"), ("longitude", "10.74609"), ("country", "Norway")]
        ),
      ]), path: "/c")
    #expect(settings.units == .imperial)
    #expect(settings.value(Options.timeout) == 1.5)
    #expect(
      settings.location(named: "oslo")
        == Location(name: "Oslo", country: "Norway", latitude: 59.9127, longitude: 10.7461))
  }

  @Test(arguments: [
    (
      [("rain-bar", [("units", "kelvin")])],
      "[rain-bar] units: the value 'kelvin' is invalid. Please provide one of 'metric', 'imperial'."
    ),
    ([("rain-bar", [("colour", "red")])], "[rain-bar] colour: unknown key."),
    (
      [("location X", [("latitude", "91"), ("longitude", "0")])],
      "[location X] latitude: missing, or not a number from -90 to 90."
    ),
    (
      [("location X", [("latitude", "nan"), ("longitude", "0")])],
      "[location X] latitude: missing, or not a number from -90 to 90."
    ),
    (
      [("location X", [("latitude", "1")])],
      "[location X] longitude: missing, or not a number from -180 to 180."
    ),
    (
      [("places", [])],
      "unknown group [places] (expected [rain-bar], [location NAME], [trip NAME] or [calendar NAME])."
    ),
  ])
  func badValuesNameTheKey(groups: [(String, [(String, String)])], problem: String) {
    #expect(throws: ConfigError(path: "/c", problem: problem)) {
      try Settings(document: document(groups), path: "/c")
    }
  }

  @Test func xdgPaths() {
    #expect(
      Paths(environment: ["HOME": "/home/a"])
        == Paths(
          configDirectory: "/home/a/.config/rain-bar", cacheDirectory: "/home/a/.cache/rain-bar"))
    #expect(
      Paths(environment: ["HOME": "/home/a", "XDG_CONFIG_HOME": "/x", "XDG_CACHE_HOME": "relative"])
        == Paths(configDirectory: "/x/rain-bar", cacheDirectory: "/home/a/.cache/rain-bar"))
  }
}
