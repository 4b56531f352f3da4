import Foundation
import Testing

/// Each bar's contract through the built binary, whatever is wrong: waybar
/// gets one JSON object and exit 0, i3blocks and polybar a short error state
/// (usage mistakes and bad templates included); templates pass polybar's own
/// tags through and stay one line; an endpoint that is no URL says which key
/// or variable to fix instead of "offline".
@Suite struct BarContractsEndToEndTests {
  let server: FixtureServer
  let sandbox: Sandbox
  let now = ShowEndToEndTests.berlinNow

  init() throws {
    server = try FixtureServer()
    sandbox = try Sandbox(server: server)
    try server.setDefault(.init(file: ShowEndToEndTests.berlin))
    try sandbox.writeConfig("[location Berlin]\nlatitude=52.52\nlongitude=13.41\n")
  }

  static func waybarError(_ tooltip: String) -> String {
    #"{"text":"<span font_family='Noto Color Emoji,emoji'>⚠️</span> error","tooltip":""# + tooltip
      + #"","alt":"error","class":["error"]}"# + "\n"
  }

  static let i3blocksError = "⚠️ error\n⚠️ error\n#FF6E6E\n"
  static let polybarError = "%{F#FF6E6E}%{T2}⚠%{T-} error%{F-}\n"

  // MARK: 15

  @Test func aUsageMistakeIsEachBarsErrorState() throws {
    let waybar = try sandbox.run(["--json", "--tooltip-hours", "99"], expect: 0)
    #expect(
      waybar.stdout
        == Self.waybarError(
          "The value '99' is invalid for '--tooltip-hours &lt;n&gt;': give 0 to 48."))
    #expect(
      waybar.stderr.hasPrefix(
        "Error: The value '99' is invalid for '--tooltip-hours <n>': give 0 to 48.\nUsage: rain-bar show"
      ))
    let i3blocks = try sandbox.run(["--format", "i3blocks", "--lat", "1"], expect: 0)
    #expect(i3blocks.stdout == Self.i3blocksError)
    let polybar = try sandbox.run(["refresh", "--format=polybar", "--bogus"], expect: 0)
    #expect(polybar.stdout == Self.polybarError)
    // A person or a script keeps the usage and exit 64.
    let plain = try sandbox.run(["--bogus"], expect: 64)
    #expect(plain.stdout == "")
    #expect(plain.stderr.hasPrefix("Error: Unknown option '--bogus'.\nUsage: rain-bar show"))
    _ = try sandbox.run(["--format", "json", "--bogus"], expect: 64)
  }

  @Test func aBadTemplateInTheConfigIsEachBarsErrorState() throws {
    try sandbox.writeConfig(
      "[rain-bar]\ntemplate={nope}\n[location Berlin]\nlatitude=52.52\nlongitude=13.41\n")
    let problem =
      "Config file \(sandbox.configFile): [rain-bar] template: the value '{nope}' is invalid: Unknown placeholder '{nope}' in the template (known: {icon} {temp} {feels} {pop} {pop_max} {rain_at} {precip} {wind} {location} {condition} {age} {spark} {rain_in} {rain_until} {next_rain} {warning} {min} {max} {sunrise} {sunset} {daylight} {moon} {humidity} {dew_point} {wind_dir} {gusts} {pressure} {uv} {aqi} {pollen} {trip} {event} {rain_today})."
    let waybar = try sandbox.run(["--json"], at: now, expect: 0)
    #expect(waybar.stdout == Self.waybarError(problem))
    #expect(waybar.stderr == "Error: \(problem)\n")
    #expect(
      try sandbox.run(["--format", "i3blocks"], at: now, expect: 0).stdout == Self.i3blocksError)
    #expect(
      try sandbox.run(["--format", "polybar"], at: now, expect: 0).stdout == Self.polybarError)
    #expect(try sandbox.run([], at: now, expect: 1).stdout == "⚠️ error\n")
  }

  // MARK: 16

  @Test func polybarTagsInATemplatePassThrough() throws {
    let run = try sandbox.run(
      ["--format", "polybar", "--template", "%{F#f00}{temp}%{F-} %{u#0f0}%{+u}{pop}%{-u}"], at: now,
      expect: 0)
    #expect(run.stdout == "%{F#4FA3FF}%{F#f00}12°C%{F-} %{u#0f0}%{+u}80%%{-u}%{F-}\n")
    // From the config file too.
    try sandbox.writeConfig(
      "[rain-bar]\ntemplate=%{F#f00}{temp}%{F-}\n[location Berlin]\nlatitude=52.52\nlongitude=13.41\n"
    )
    let configured = try sandbox.run(["--format", "polybar"], at: now, expect: 0)
    #expect(configured.stdout == "%{F#4FA3FF}%{F#f00}12°C%{F-}%{F-}\n")
  }

  // MARK: 17

  @Test func aLineBreakInATemplateIsAMistakeNotAShiftedBlock() throws {
    // GKeyFile reads \n as a line break.
    try sandbox.writeConfig(
      "[rain-bar]\ntemplate={temp}\\n{pop}\n[location Berlin]\nlatitude=52.52\nlongitude=13.41\n")
    let run = try sandbox.run(["--format", "i3blocks"], at: now, expect: 0)
    #expect(run.stdout == Self.i3blocksError)
    #expect(
      run.stderr
        == "Error: Config file \(sandbox.configFile): [rain-bar] template: the value '{temp} {pop}' is invalid: The template has a control character (U+000A, a line break); a bar shows one line of text.\n"
    )
    try sandbox.writeConfig("[location Berlin]\nlatitude=52.52\nlongitude=13.41\n")
    let given = try sandbox.run(["--format", "i3blocks", "--template", "{temp}\n{pop}"], expect: 0)
    #expect(given.stdout == Self.i3blocksError)
  }

  // MARK: 18

  @Test func anEmptyVariableIsIgnored() throws {
    try sandbox.writeConfig(
      "[rain-bar]\nopen-meteo-url=\(server.url)\n[location Berlin]\nlatitude=52.52\nlongitude=13.41\n"
    )
    let run = try sandbox.run(
      [], at: now, extra: ["RAIN_BAR_OPEN_METEO_URL": ""], expect: 0)
    #expect(run.stdout == "🌧️ 12°C 80%\n")
    #expect(try server.requests().count == 1)
  }

  @Test(arguments: [
    ("file:///etc/passwd", "it is not an http:// or https:// URL"),
    ("localhost:8080/v1/forecast", "it is not an http:// or https:// URL"),
    ("http://127.0.0.1:99999/v1/forecast", "its port '99999' is not a number from 1 to 65535"),
    ("http:///v1/forecast", "it has no host"),
    (
      "http://127.0.0.1:8080/v1/forecast#x",
      "it has a #fragment, which would swallow the query rain-bar adds"
    ),
  ])
  func aMisconfiguredVariableSaysSoAndNamesIt(url: String, problem: String) throws {
    let run = try sandbox.run(
      ["--json"], at: now, extra: ["RAIN_BAR_OPEN_METEO_URL": url], expect: 0)
    let message =
      "The environment variable RAIN_BAR_OPEN_METEO_URL is misconfigured: the value '\(url)' is invalid: \(problem); give an http:// or https:// URL such as https://api.open-meteo.com/v1/forecast. Fix it, or unset it (an empty value counts as unset)."
    #expect(run.stdout == Self.waybarError(message))
    #expect(!run.stdout.contains("offline"))
    #expect(try server.requests().isEmpty)
    let plain = try sandbox.run([], at: now, extra: ["RAIN_BAR_OPEN_METEO_URL": url], expect: 1)
    #expect(plain.stderr == "Error: \(message)\n")
    // A command that is not a bar: a mistake to fix, exit 64.
    _ = try sandbox.run(["forecast"], at: now, extra: ["RAIN_BAR_OPEN_METEO_URL": url], expect: 64)
  }

  @Test func aMisconfiguredKeyNamesTheKey() throws {
    try sandbox.writeConfig(
      "[rain-bar]\nopen-meteo-url=http://127.0.0.1:0/v1/forecast\n[location Berlin]\nlatitude=52.52\nlongitude=13.41\n"
    )
    let run = try sandbox.run(
      ["--json"], at: now, extra: ["RAIN_BAR_OPEN_METEO_URL": ""], expect: 0)
    #expect(
      run.stdout
        == Self.waybarError(
          "Config file \(sandbox.configFile): [rain-bar] open-meteo-url: the value 'http://127.0.0.1:0/v1/forecast' is invalid: its port '0' is not a number from 1 to 65535; give an http:// or https:// URL such as https://api.open-meteo.com/v1/forecast."
        ))
    try sandbox.writeConfig("[location Berlin]\nlatitude=52.52\nlongitude=13.41\n")
    let geocoding = try sandbox.run(
      ["locations", "add", "Oslo"], extra: ["RAIN_BAR_OPEN_METEO_GEOCODING_URL": "file:///x"],
      expect: 64)
    #expect(
      geocoding.stderr.hasPrefix(
        "Error: The environment variable RAIN_BAR_OPEN_METEO_GEOCODING_URL is misconfigured: the value 'file:///x' is invalid"
      ))
  }
}
