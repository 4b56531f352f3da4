import Foundation
import Testing

/// Every `locations` action through the binary, checking the config file on disk.
@Suite struct LocationsEndToEndTests {
  let server: FixtureServer
  let sandbox: Sandbox

  init() throws {
    server = try FixtureServer()
    sandbox = try Sandbox(server: server)
    sandbox.environment["RAIN_BAR_OPEN_METEO_GEOCODING_URL"] =
      "http://127.0.0.1:\(server.port)/v1/search"
  }

  func config() throws -> String { try String(contentsOfFile: sandbox.configFile, encoding: .utf8) }

  @Test func addByNameTakesTheBestMatchAndSaysWhich() throws {
    try server.queue(.init(file: "open-meteo/openmeteo-geocoding-enschede.json"))
    let run = try sandbox.run(["locations", "add", "Enschede"], expect: 0)
    #expect(
      run.stdout
        == "Added Enschede (Overijssel, The Netherlands). 1 other place matched; narrow with --country. It is now the selected location.\n"
    )
    #expect(
      try config() == """
        [location Enschede]
        latitude=52.2183
        longitude=6.8958
        country=The Netherlands
        timezone=Europe/Amsterdam

        [rain-bar]
        location=Enschede

        """)
    #expect(
      try server.requests().first?.path
        == "/v1/search?name=Enschede&count=10&language=en&format=json")
    let mode = try FileManager.default.attributesOfItem(atPath: sandbox.configFile)[
      .posixPermissions]
    #expect(mode as? Int == 0o600)
  }

  /// Places are searched in the run's language (issue 46 item 3), and a
  /// name with a country after a comma goes to the service as written.
  @Test func placesAreSearchedInTheRunsLanguageAndNamesGoAsWritten() throws {
    try server.queue(.init(file: "open-meteo/openmeteo-geocoding-enschede.json"))
    _ = try sandbox.run(
      ["locations", "add", "Enschede, NL"], extra: ["LANGUAGE": "de", "LANG": "de_DE.UTF-8"],
      expect: 0)
    #expect(
      try server.requests().first?.path
        == "/v1/search?name=Enschede%2C%20NL&count=10&language=de&format=json")
    try sandbox.writeConfig("")
    try server.queue(.init(file: "open-meteo/openmeteo-geocoding-enschede.json"))
    _ = try sandbox.run(
      ["locations", "add", "Paris, France", "--name", "P"],
      extra: ["LANGUAGE": "zh_CN", "LANG": "zh_CN.UTF-8"], expect: 0)
    #expect(
      try server.requests().last?.path
        == "/v1/search?name=Paris%2C%20France&count=10&language=zh&format=json")
  }

  /// Geocoding's zone is saved only when it is a zone name (it is a path under
  /// zoneinfo when used).
  @Test func aZoneThatIsNotAZoneNameIsNotSaved() throws {
    let text = try String(
      contentsOfFile: Paths.fixtures + "/open-meteo/openmeteo-geocoding-enschede.json",
      encoding: .utf8
    ).replacingOccurrences(of: "Europe/Amsterdam", with: "../../../etc/passwd")
    #expect(text.contains("../../../etc/passwd"))
    try server.queue(.init(body: text))
    _ = try sandbox.run(["locations", "add", "Enschede"], expect: 0)
    #expect(
      try config() == """
        [location Enschede]
        latitude=52.2183
        longitude=6.8958
        country=The Netherlands

        [rain-bar]
        location=Enschede

        """)
  }

  /// A broken place search is said as one, never as "a forecast".
  @Test func aBrokenPlaceSearchIsNoForecast() throws {
    try server.queue(
      .init(body: "{\"results\": ["),
      .init(body: "{\"results\": [" + String(repeating: " ", count: 3 << 20) + "]}"))
    let malformed = try sandbox.run(["locations", "add", "Berlin"], expect: 1)
    #expect(
      malformed.stderr
        == "Error: Open-Meteo geocoding sent a malformed answer (invalid or truncated JSON).\n")
    let large = try sandbox.run(["locations", "add", "Berlin"], expect: 1)
    #expect(large.stderr == "Error: The answer from 127.0.0.1:\(server.port) is too large.\n")
  }

  @Test func countryNarrowsAndNoMatchIsAnError() throws {
    try server.queue(
      .init(file: "open-meteo/openmeteo-geocoding-missing-fields.json"),
      .init(file: "open-meteo/openmeteo-geocoding-empty.json"))
    let narrowed = try sandbox.run(["locations", "add", "Point", "--country", "us"], expect: 0)
    #expect(
      narrowed.stdout.hasPrefix("Added Atlantic Point (Maine, United States)."))
    let none = try sandbox.run(["locations", "add", "Nowhereville"], expect: 1)
    #expect(
      none.stderr
        == "Error: No place named 'Nowhereville' was found. Check the spelling, or add it with --lat and --lon.\n"
    )
  }

  @Test func coordinatesDuplicatesListUseRemove() throws {
    try sandbox.writeConfig("# my places\n[rain-bar]\nunits=metric\n")
    #expect(
      try sandbox.run(["locations"], expect: 0).stdout
        == "No saved locations. Add one with 'rain-bar locations add <place>'.\n")
    let home = try sandbox.run(
      [
        "locations", "add", "--lat", "52.520008", "--lon", "13.404954", "--name", "Home",
      ], expect: 0)
    #expect(home.stdout == "Added Home. It is now the selected location.\n")
    let work = try sandbox.run(
      [
        "locations", "add", "--lat", "48.137", "--lon", "11.575", "--name", "Büro & <Co>",
      ], expect: 0)
    #expect(work.stdout == "Added Büro & <Co>.\n")
    let again = try sandbox.run(
      [
        "locations", "add", "--lat", "52.52001", "--lon", "13.40495", "--name", "Again",
      ], expect: 1)
    #expect(again.stderr == "Error: 'Again' is already saved as 'Home'.\n")
    #expect(
      try sandbox.run(["locations", "list"], expect: 0).stdout == """
           Büro & <Co>  48.1370, 11.5750
        *  Home         52.5200, 13.4050

        """)
    #expect(try sandbox.run(["locations", "next"], expect: 0).stdout == "Location: Büro & <Co>\n")
    #expect(try sandbox.run(["locations", "next"], expect: 0).stdout == "Location: Home\n")
    #expect(
      try sandbox.run(["locations", "previous"], expect: 0).stdout == "Location: Büro & <Co>\n")
    #expect(try sandbox.run(["locations", "use", "home"], expect: 0).stdout == "Location: Home\n")
    let removed = try sandbox.run(["locations", "remove", "Home"], expect: 0)
    #expect(removed.stdout == "Removed Home. Selected Büro & <Co> instead.\n")
    let last = try sandbox.run(["locations", "remove", "Büro & <Co>"], expect: 0)
    #expect(last.stdout == "Removed Büro & <Co>. No locations are left.\n")
    #expect(try config().hasPrefix("# my places\n"))
    #expect(!(try config()).contains("location"))
  }

  /// A config with Windows line endings is edited where GKeyFile reads it:
  /// the removed place goes, and units toggle back and forth in one group.
  @Test func aConfigWithWindowsLineEndingsIsEdited() throws {
    try sandbox.writeConfig(
      "[rain-bar]\r\nunits=metric\r\nlocation=Oslo\r\n\r\n[location Paris]\r\nlatitude=48.85\r\n"
        + "longitude=2.35\r\n\r\n[location Oslo]\r\nlatitude=59.91\r\nlongitude=10.75\r\n")
    #expect(
      try sandbox.run(["locations", "remove", "Paris"], expect: 0).stdout == "Removed Paris.\n")
    #expect(try sandbox.run(["units", "toggle"], expect: 0).stdout == "imperial\n")
    #expect(try sandbox.run(["units", "toggle"], expect: 0).stdout == "metric\n")
    #expect(
      try config()
        == "[rain-bar]\r\nunits=metric\r\nlocation=Oslo\r\n\r\n[location Oslo]\r\nlatitude=59.91\r\n"
        + "longitude=10.75\r\n")
  }

  /// A group written twice: what is read (each key's last line) is what
  /// changes, and a removed place is gone from every copy.
  @Test func aGroupWrittenTwiceIsEditedWhereItIsRead() throws {
    try sandbox.writeConfig(
      "[rain-bar]\nunits=metric\n\n[location Berlin]\nlatitude=52.52\nlongitude=13.41\n\n"
        + "[rain-bar]\nunits=imperial\n\n[location Berlin]\ncountry=Germany\n")
    #expect(try sandbox.run(["units", "toggle"], expect: 0).stdout == "metric\n")
    #expect(try sandbox.run(["units", "toggle"], expect: 0).stdout == "imperial\n")
    #expect(
      try sandbox.run(["locations", "remove", "Berlin"], expect: 0).stdout.hasPrefix(
        "Removed Berlin."))
    #expect(
      try sandbox.run(["locations"], expect: 0).stdout
        == "No saved locations. Add one with 'rain-bar locations add <place>'.\n")
    #expect(try config() == "[rain-bar]\nunits=metric\n\n[rain-bar]\nunits=imperial\n")
  }

  @Test func mistakes() throws {
    let unknown = try sandbox.run(["locations", "use", "Atlantis"], expect: 1)
    #expect(unknown.stderr == "Error: No saved location is named 'Atlantis' (none are saved).\n")
    _ = try sandbox.run(["locations", "rename"], expect: 64)
    let missing = try sandbox.run(["locations", "remove"], expect: 64)
    #expect(
      missing.stderr.hasPrefix(
        "Error: Missing expected argument '<name>'.\nUsage: rain-bar locations remove <name>\n"))
    try sandbox.writeConfig("[rain-bar\n")
    let broken = try sandbox.run(["locations", "add", "--lat", "1", "--lon", "2"], expect: 64)
    #expect(broken.stderr.hasPrefix("Error: Config file \(sandbox.configFile): "))
    #expect(try config() == "[rain-bar\n")
  }

  @Test func locationOptionPicksASavedPlaceForOneRun() throws {
    try sandbox.writeConfig(
      "[rain-bar]\nlocation=A\n\n[location A]\nlatitude=1\nlongitude=2\n\n[location B]\nlatitude=52.52\nlongitude=13.41\n"
    )
    try server.queue(.init(file: ShowEndToEndTests.berlin))
    let run = try sandbox.run(
      ["--location", "b", "--template", "{location}"], at: ShowEndToEndTests.berlinNow, expect: 0)
    #expect(run.stdout == "B\n")
    #expect(try config().contains("location=A"))
  }
}
