import Testing

@testable import RainBarCore
@testable import RainBarEngine
@testable import RainBarFeatures
@testable import RainBarModel

@Suite struct I3blocksRendererTests {
  let renderer = I3blocksRenderer()

  /// By default (urgent=warnings) likely rain is blue and no alarm; urgent=both makes it one.
  @Test func rainLikelyIsUrgentOnlyWhenAsked() throws {
    var options = try RenderingFixture.options()
    #expect(options.urgent == .warnings)
    let out = renderer.render(try RenderingFixture.content(), options)
    #expect(out.stdout == "🌧️ 12°C 80%\n🌧️ 80%\n#4FA3FF\n")
    #expect(out.exitCode == 0)
    options.urgent = .both
    #expect(renderer.render(try RenderingFixture.content(), options).exitCode == 33)
  }

  /// urgent=never: likely rain keeps its colour but is no alarm (swaybar's red box).
  @Test func urgentNeverKeepsTheColourButNotTheAlarm() throws {
    var options = try RenderingFixture.options()
    options.urgent = .never
    let out = renderer.render(try RenderingFixture.content(), options)
    #expect(out.stdout == "🌧️ 12°C 80%\n🌧️ 80%\n#4FA3FF\n")
    #expect(out.exitCode == 0)
    let i3bar = I3barRenderer().render(try RenderingFixture.content(), options)
    #expect(i3bar.stdout.contains(#""urgent":false"#))
  }

  @Test func dryHoursAreNotUrgentAndHaveNoColour() throws {
    // Two days later the constructed forecast is dry.
    let forecast = try OpenMeteoProvider(userAgent: "t").decode(
      try Fixture.openMeteo("openmeteo-constructed-berlin-rain-unixtime.json"))
    let now = RenderingFixture.now + 36 * 3600
    let content = BarContent(
      result: ForecastResult(forecast: forecast, fetchedAt: now, freshness: .fresh),
      zone: try Fixture.berlin,
      location: Location(name: "Berlin", latitude: 52.52, longitude: 13.41), now: now,
      settings: BarContent.Settings(units: .metric, icons: .text, clock: .h24))
    let out = renderer.render(content, try RenderingFixture.options())
    // No current conditions that old: the hour now (01:00-02:00) at its start, 4.5°C.
    #expect(out.stdout == "partly cloudy 5°C 0%\npartly cloudy 0%\n")
    #expect(out.exitCode == 0)
  }

  @Test func pangoEscapesOnlyWhenAsked() throws {
    let plain = renderer.render(
      try RenderingFixture.content(), try RenderingFixture.options("{location}"))
    #expect(plain.stdout.hasPrefix("Rock & Roll <Town> %{F#f00}\n"))
    let pango = renderer.render(
      try RenderingFixture.content(), try RenderingFixture.options("{location}", pango: true))
    #expect(pango.stdout.hasPrefix("Rock &amp; Roll &lt;Town&gt; %{F#f00}\n"))
  }

  @Test func offlineIsNotAnErrorCode() throws {
    let out = renderer.render(RenderingFixture.failed(), try RenderingFixture.options())
    #expect(out.stdout == "⚠️ offline\n⚠️ offline\n#FF6E6E\n")
    #expect(out.exitCode == 0)
  }

  @Test func staleIsGrey() throws {
    let content = try RenderingFixture.content(
      freshness: RenderingFixture.stale, fetchedAt: RenderingFixture.now - 660)
    let out = renderer.render(content, try RenderingFixture.options())
    #expect(out.stdout == "🌧️ 12°C 80% ⏳11m\n🌧️ 80%\n#9E9E9E\n")
    #expect(out.exitCode == 0)
  }
}
