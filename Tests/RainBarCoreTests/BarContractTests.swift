import Testing

@testable import RainBarCore
@testable import RainBarEngine
@testable import RainBarFeatures
@testable import RainBarModel

/// Each bar's contract, whatever went wrong: waybar gets one JSON object and
/// exit 0, i3blocks and polybar a short error state; templates pass polybar's
/// tags through and stay one line; endpoints are URLs or say what to fix;
/// exit codes tell a mistake (64) from a failure (1); notification summaries
/// are plain text.
@Suite struct BarContractTests {
  let files = InMemoryFileSystem()
  let http = ScriptedHTTP()

  func app(_ config: MemoryConfigStore, _ environment: [String: String] = [:]) -> RainBar {
    RainBar(
      dependencies: Dependencies(
        http: http, clock: FixedClock(1_796_040_900),
        environment: ["HOME": "/home/u", "RAIN_BAR_WARNINGS": "off", "RAIN_BAR_MINUTES": "model"]
          .merging(environment) { $1 },
        configStore: config, fileSystem: files, notifier: UnexpectedDesktop(),
        positions: UnexpectedDesktop(), userID: 1000))
  }

  static func config(_ main: [(String, String)] = []) -> MemoryConfigStore {
    MemoryConfigStore(
      KeyFileDocument(groups: [
        .init(name: "rain-bar", entries: main.map { (key: $0.0, value: $0.1) }),
        .init(
          name: "location Berlin",
          entries: [(key: "latitude", value: "52.52"), (key: "longitude", value: "13.41")]),
      ]))
  }

  static let waybarUsage =
    #"{"text":"<span font_family='Noto Color Emoji,emoji'>⚠️</span> error","tooltip":"Unknown option '--bogus'.","alt":"error","class":["error"]}"#
    + "\n"

  // MARK: 15. Every bar gets its error state, usage mistakes included.

  @Test(arguments: [
    (["--json", "--bogus"], waybarUsage),
    (["--bogus", "--format", "waybar"], waybarUsage),
    (["refresh", "--format=waybar", "--bogus"], waybarUsage),
    (["--format", "i3blocks", "--bogus"], "⚠️ error\n⚠️ error\n#FF6E6E\n"),
    (["--format", "polybar", "--bogus"], "%{F#FF6E6E}%{T2}⚠%{T-} error%{F-}\n"),
    (
      ["--format", "i3bar", "--bogus"],
      ##"{"full_text":"⚠️ error","short_text":"⚠️ error","color":"#FF6E6E","urgent":false,"name":"rain-bar","instance":""}"##
        + "\n"
    ),
    (["--format", "tmux", "--bogus"], "#[fg=#FF6E6E]⚠️ error#[fg=default]\n"),
    (["--format", "xmobar", "--bogus"], "<fc=#FF6E6E>⚠️ error</fc>\n"),
    (["--format", "lemonbar", "--bogus"], "%{F#FF6E6E}⚠️ error%{F-}\n"),
    (["--format", "conky", "--bogus"], "${color #FF6E6E}⚠️ error${color}\n"),
    (
      ["--format", "yambar", "--bogus"],
      "text|string|⚠️ error\nshort|string|⚠️ error\nstate|string|failed\nurgent|bool|false\n\n"
    ),
  ])
  func aUsageMistakeIsTheBarsErrorState(arguments: [String], stdout: String) {
    let outcome = app(Self.config()).run(arguments)
    #expect(outcome.stdout == stdout)
    #expect(outcome.exitCode == 0)
    #expect(outcome.stderr.hasPrefix("Error: Unknown option '--bogus'.\nUsage: rain-bar "))
  }

  @Test func usageMistakesAfterParsingToo() {
    let outcome = app(Self.config()).run(["--json", "--lat", "1"])
    #expect(
      outcome.stdout
        == #"{"text":"<span font_family='Noto Color Emoji,emoji'>⚠️</span> error","tooltip":"'--lat' needs '--lon' too.","alt":"error","class":["error"]}"#
        + "\n")
    #expect(outcome.exitCode == 0)
    let template = app(Self.config()).run(["--format", "i3blocks", "--template", "{nope}"])
    #expect(template.stdout == "⚠️ error\n⚠️ error\n#FF6E6E\n")
    #expect(template.exitCode == 0)
    // The config's icons, when it has any.
    let text = app(Self.config([("icons", "text")])).run(["--format", "polybar", "--bogus"])
    #expect(text.stdout == "%{F#FF6E6E}! error%{F-}\n")
  }

  @Test(arguments: [
    ["--bogus"], ["--format", "plain", "--bogus"], ["--format", "json", "--bogus"],
    ["forecast", "--json", "--bogus"], ["alert", "--json"], ["help", "--json", "x"],
  ])
  func aPersonOrAScriptGetsTheUsage(arguments: [String]) {
    let outcome = app(Self.config()).run(arguments)
    #expect(outcome.stdout == "")
    #expect(outcome.exitCode == 64)
  }

  @Test(arguments: OutputFormat.allCases)
  func aBadTemplateInTheConfigIsAnErrorState(format: OutputFormat) {
    let outcome = app(Self.config([("template", "{nope}")])).run(["--format", format.rawValue])
    let expected: [OutputFormat: (String, Int32)] = [
      .plain: ("", 1),
      .waybar: (
        #"{"text":"<span font_family='Noto Color Emoji,emoji'>⚠️</span> error","tooltip":"Config file "#,
        0
      ),
      .i3blocks: ("⚠️ error\n⚠️ error\n#FF6E6E\n", 0),
      .i3bar: (##"{"full_text":"⚠️ error","short_text":"⚠️ error","color":"#FF6E6E""##, 0),
      .polybar: ("%{F#FF6E6E}%{T2}⚠%{T-} error%{F-}\n", 0),
      .json: (#"{"error":"Config file "#, 1),
      .tmux: ("#[fg=#FF6E6E]⚠️ error#[fg=default]\n", 0),
      .xmobar: ("<fc=#FF6E6E>⚠️ error</fc>\n", 0),
      .yambar: ("text|string|⚠️ error\n", 0),
      .lemonbar: ("%{F#FF6E6E}⚠️ error%{F-}\n", 0),
      .conky: ("${color #FF6E6E}⚠️ error${color}\n", 0),
    ]
    let (stdout, code) = expected[format]!
    #expect(outcome.stdout.hasPrefix(stdout), "\(format)")
    #expect(outcome.exitCode == code, "\(format)")
    #expect(outcome.stderr.contains("template: the value '{nope}' is invalid: Unknown placeholder"))
  }

  // MARK: 16, 17. Templates: polybar's tags pass through; one line.

  @Test func polybarTagsAreTheTemplatesText() throws {
    let template = try Template("%{F#f00}{temp}%{F-} %{A1:notify-send {x}:}{pop}%{A}")
    let content = try RenderingFixture.content()
    #expect(
      PolybarRenderer().render(content, RenderOptions(template: template)).stdout
        == "%{F#4FA3FF}%{F#f00}12°C%{F-} %{A1:notify-send {x}:}80%%{A}%{F-}\n")
    #expect(throws: TemplateError("The template has a '%{' without its '}'.")) {
      try Template("%{F#f00 {temp}")
    }
    // A value's %{ is still broken.
    let location = try Template("%{u-}{location}")
    #expect(
      PolybarRenderer().render(content, RenderOptions(template: location)).stdout
        == "%{F#4FA3FF}%{u-}Rock & Roll <Town> % {F#f00}%{F-}\n")
  }

  @Test(arguments: [
    "{temp}\n{pop}", "{temp}\r", "a\tb", "\u{1B}[31m{temp}", "x\u{2028}y", "\u{85}",
  ])
  func aTemplateIsOneLine(text: String) {
    #expect(throws: TemplateError.self) { try Template(text) }
  }

  @Test func aLineBreakInATemplateIsNamed() {
    #expect(
      throws: TemplateError(
        "The template has a control character (U+000A, a line break); a bar shows one line of text."
      )
    ) { try Template("{temp}\n{pop}") }
  }

  @Test func lineBasedBarsKeepValuesToOneLine() throws {
    let content = try RenderingFixture.content(name: "Two\nLines\r")
    let options = try RenderingFixture.options("{location} {pop}")
    #expect(
      I3blocksRenderer().render(content, options).stdout == "Two Lines 80%\n🌧️ 80%\n#4FA3FF\n")
    #expect(PolybarRenderer().render(content, options).stdout == "%{F#4FA3FF}Two Lines 80%%{F-}\n")
    #expect(PlainRenderer().render(content, options).stdout == "Two Lines 80%\n")
    #expect(
      StatusLineRenderer.tmux.render(content, options).stdout
        == "#[fg=#4FA3FF]Two Lines 80%#[fg=default]\n")
    #expect(
      StatusLineRenderer.xmobar.render(content, options).stdout
        == "<fc=#4FA3FF>Two Lines 80%</fc>\n")
    #expect(
      StatusLineRenderer.conky.render(content, options).stdout
        == "${color #4FA3FF}Two Lines 80%${color}\n")
    #expect(
      StatusLineRenderer.lemonbar.render(content, options).stdout
        == "%{F#4FA3FF}Two Lines 80%%{F-}\n")
    #expect(
      YambarRenderer().render(content, options).stdout.hasPrefix(
        "text|string|Two Lines 80%\nshort|"))
  }

  // MARK: 18. Endpoints.

  @Test(
    arguments: [
      ("http://127.0.0.1:8080/v1/forecast", nil),
      ("HTTPS://example.org", nil),
      ("http://user:pw@[::1]:8080/v1?x=1", nil),
      ("file:///etc/passwd", "it is not an http:// or https:// URL"),
      ("localhost:8080/v1/forecast", "it is not an http:// or https:// URL"),
      ("not a url", "it holds a space or a control character"),
      ("http://", "it has no host"),
      ("http:///v1/forecast", "it has no host"),
      ("http://host:99999/v1", "its port '99999' is not a number from 1 to 65535"),
      ("http://host:/v1", "its port '' is not a number from 1 to 65535"),
      ("http://host:0", "its port '0' is not a number from 1 to 65535"),
      ("http://[::1/v1", "its IPv6 address has no ']'"),
      (
        "http://host/v1/forecast#top",
        "it has a #fragment, which would swallow the query rain-bar adds"
      ),
    ] as [(String, String?)])
  func endpointsAreURLs(text: String, problem: String?) {
    #expect(ValueReader.urlProblem(text) == problem, "\(text)")
  }

  @Test func anEmptyVariableCountsAsUnset() throws {
    http.script = [
      .success(try Fixture.openMeteo("openmeteo-constructed-berlin-rain-unixtime.json"))
    ]
    let config = Self.config([("open-meteo-url", "http://proxy:8080/v1/forecast")])
    let outcome = app(config, ["RAIN_BAR_OPEN_METEO_URL": ""]).run([])
    #expect(outcome.stdout == "🌧️ 12°C 80%\n")
    #expect(http.requests.first?.url.hasPrefix("http://proxy:8080/v1/forecast?") == true)
  }

  @Test func aBadVariableIsMisconfiguredAndNamed() {
    let outcome = app(Self.config(), ["RAIN_BAR_OPEN_METEO_URL": "file:///tmp/x"]).run(["--json"])
    let message =
      "The environment variable RAIN_BAR_OPEN_METEO_URL is misconfigured: the value 'file:///tmp/x' is invalid: it is not an http:// or https:// URL; give an http:// or https:// URL such as https://api.open-meteo.com/v1/forecast. Fix it, or unset it (an empty value counts as unset)."
    #expect(
      outcome.stdout
        == #"{"text":"<span font_family='Noto Color Emoji,emoji'>⚠️</span> error","tooltip":""#
        + message + #"","alt":"error","class":["error"]}"#
        + "\n")
    #expect(outcome.stderr == "Error: \(message)\n")
    #expect(outcome.exitCode == 0)
    // Other commands: a mistake to fix, exit 64.
    let doctor = app(Self.config(), ["RAIN_BAR_OPEN_METEO_URL": "http://x:99999"]).run(["forecast"])
    #expect(doctor.exitCode == 64)
    #expect(doctor.stderr.contains("RAIN_BAR_OPEN_METEO_URL is misconfigured"))
  }

  @Test func aBadURLInTheConfigNamesItsKey() {
    let outcome = app(Self.config([("met-no-url", "http://host/#x")])).run(["--json"])
    #expect(
      outcome.stdout.contains(
        "[rain-bar] met-no-url: the value 'http://host/#x' is invalid: it has a #fragment, which would swallow the query rain-bar adds; give an http:// or https:// URL such as https://api.met.no/weatherapi/locationforecast/2.0/complete."
      ))
    #expect(outcome.exitCode == 0)
    // An empty value is the default.
    #expect(Options.geocodingURL.value(of: "") == .some(nil))
  }

  // MARK: 19. Exit codes.

  @Test func aConfigThatCannotBeWrittenIsAFailureNotAMistake() {
    let config = Self.config()
    config.readOnly = true
    let outcome = app(config).run(["units", "imperial"])
    #expect(outcome.exitCode == 1)
    #expect(
      outcome.stderr
        == "Error: Config file /home/u/.config/rain-bar/config: cannot be written: Read-only file system.\n"
    )
  }

  // MARK: 20. Notifications.

  @Test func theSummaryIsPlainTextAndTheBodyMarkupOnlyWhereRead() {
    let notification = RainNotification(
      summary: "Rain in Rock & Roll from 15:00", body: "80% chance <heavy>", icon: "i",
      urgency: .normal)
    #expect(notification.wire(capabilities: ["body"]) == notification)
    let markup = notification.wire(capabilities: ["body", "body-markup"])
    #expect(markup.summary == "Rain in Rock & Roll from 15:00")
    #expect(markup.body == "80% chance &lt;heavy&gt;")
  }
}
