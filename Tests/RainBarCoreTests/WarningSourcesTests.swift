import Testing

@testable import RainBarCore
@testable import RainBarEngine
@testable import RainBarFeatures
@testable import RainBarModel

/// Every warning decoder on the real answers in Fixtures/warnings, and on
/// constructed edge cases.
@Suite struct WarningSourcesTests {
  let nws = NWSAlertsSource(baseURL: "http://127.0.0.1:1/alerts/active", userAgent: "t")
  let met = METNorwayAlertsSource(baseURL: "http://127.0.0.1:1/current.json", userAgent: "t")
  let brightSky = BrightSkyAlertsSource(baseURL: "http://127.0.0.1:1/alerts", userAgent: "t")

  func response(_ name: String, status: Int = 200) -> HTTPResponse {
    HTTPResponse(status: status, body: (try? Fixture.bytes("warnings/" + name)) ?? [])
  }

  func body(_ text: String, status: Int = 200) -> HTTPResponse {
    HTTPResponse(status: status, body: Array(text.utf8))
  }

  // MARK: NWS

  @Test func nwsUpdateWithExpiryBeforeOnsetAndUnknownSeverity() throws {
    let warnings = try nws.decode(
      response("nws-alerts-point-phoenix-2024-update-unknown-severity.json"))
    #expect(warnings.count == 2)
    let heat = warnings[0]
    #expect(heat.id == "urn:oid:2.49.0.1.840.0.505a7220d91b00eb1d75a3fb4f339f825496a522.004.1")
    #expect(heat.event == "Excessive Heat Warning")
    #expect(heat.level == .severe)
    #expect(heat.messageType == .update)
    #expect(
      heat.references == ["urn:oid:2.49.0.1.840.0.2852349b8f25500975c692db29cb2f047ff20a7c.004.2"])
    #expect(heat.onset == 1_721_408_400)
    #expect(heat.ends == 1_721_530_800)
    #expect(heat.expires == 1_721_383_200)
    #expect(heat.until == 1_721_530_800)
    #expect(heat.issuer == "NWS Phoenix AZ")
    #expect(heat.headline?.hasPrefix("Excessive Heat Warning issued July 18") == true)
    #expect(heat.description?.hasPrefix("* WHAT...Dangerously hot conditions.") == true)
    #expect(heat.instruction != nil)
    let air = warnings[1]
    #expect(air.level == .unknown)
    #expect(air.messageType == .alert)
    #expect(air.instruction == nil && air.ends == nil && air.references.isEmpty)
  }

  @Test func nwsNewerPropertiesAndLegacyIdentifiers() throws {
    let heat = try nws.decode(response("nws-alerts-point-minneapolis-2026-heat-update.json"))
    #expect(heat.map(\.level) == [.moderate])
    #expect(heat[0].issuer == "NWS Twin Cities/Chanhassen MN")
    let flood = try nws.decode(response("nws-alerts-zone-oregon-2019-legacy-id.json"))
    #expect(flood.map(\.id) == ["NWS-IDP-PROD-3965873-3369046"])
    #expect(flood[0].references.count == 4)
    #expect(flood[0].event == "Flood Watch")
  }

  @Test func nwsEmptyTestAndBrokenAnswers() throws {
    #expect(try nws.decode(body(#"{"type":"FeatureCollection","features":[]}"#)) == [])
    let test =
      #"{"features":[{"properties":{"id":"x","status":"Test","event":"Test Message","severity":"Minor"}}]}"#
    #expect(try nws.decode(body(test)) == [])
    #expect(throws: ForecastError.malformed(provider: "NWS")) { try nws.decode(body("{}")) }
    #expect(throws: ForecastError.malformed(provider: "NWS")) {
      try nws.decode(body(#"{"features":[{"#))
    }
    #expect(throws: ForecastError.html(provider: "NWS", status: 200)) {
      try nws.decode(body("<html>maintenance</html>"))
    }
    #expect(throws: ForecastError.http(provider: "NWS", status: 500, reason: nil)) {
      try nws.decode(body(#"{"title":"Unexpected Problem"}"#, status: 500))
    }
  }

  @Test func nwsRequestNamesThePointAndAsksForGeoJSON() {
    let request = nws.request(
      for: Location(name: "Phoenix", latitude: 33.25, longitude: -112.3), timeout: 2)
    #expect(request.url == "http://127.0.0.1:1/alerts/active?point=33.25,-112.3")
    #expect(request.headers.map(\.value) == ["t", "application/geo+json"])
  }

  // MARK: MET Norway

  @Test func metAlertsValidityFromIntervalAndLevelFromAwareness() throws {
    let warnings = try met.decode(
      response("metno-metalerts2-current-2025-gale-3features-multipolygon.json"))
    #expect(warnings.count == 3)
    let first = warnings[0]
    #expect(first.id == "2.49.0.1.578.0.20250604171130.040")
    #expect(first.event == "Kuling")
    #expect(first.level == .moderate)
    #expect(first.messageType == .update)
    #expect(first.onset == 1_748_970_000)
    #expect(first.ends == 1_749_146_400 && first.until == 1_749_146_400)
    #expect(first.issuer == "MET Norway")
    #expect(first.headline?.hasPrefix("Kuling, gult nivå, Måløy - Svinøy") == true)
    #expect(first.description?.contains("\n\nHøye bølger") == true)
    #expect(first.instruction?.hasPrefix("Ikke dra ut i småbåt") == true)
  }

  @Test func metAlertsColourWhenTheSeverityIsMissing() throws {
    let orange =
      #"{"features":[{"properties":{"id":"a","event":"rain","awareness_level":"3; orange; "},"when":{"interval":[]}}]}"#
    let warnings = try met.decode(body(orange))
    #expect(warnings.map(\.level) == [.severe])
    #expect(warnings[0].event == "rain" && warnings[0].onset == nil && warnings[0].until == nil)
    #expect(try met.decode(body(#"{"type":"FeatureCollection","features":[]}"#)) == [])
  }

  // MARK: Bright Sky

  @Test func brightSkyEnglishOrGerman() throws {
    let rain = try brightSky.decode(
      response("brightsky-alerts-weiherhammer-2023-persistent-rain.json"))
    #expect(rain.count == 1)
    #expect(rain[0].event == "persistent rain")
    #expect(rain[0].headline == "Official WARNING of PERSISTANT RAIN")
    #expect(rain[0].level == .moderate)
    #expect(rain[0].onset == 1_693_087_200 && rain[0].until == 1_693_324_800)
    #expect(rain[0].instruction == nil)
    #expect(rain[0].issuer == "DWD")
    let heat = try brightSky.decode(response("brightsky-alerts-weiherhammer-2023-heat-health.json"))
    #expect(heat.map { $0.speaking("de").event } == ["STARKE HITZE"])
    #expect(heat[0].speaking("de").headline == "Amtliche WARNUNG vor HITZE")
    #expect(heat[0].speaking(nil).event == heat[0].event)
    #expect(Warning.calm("STARKE HITZE") == "Starke Hitze")
    #expect(Warning.calm("persistent rain") == "persistent rain")
    #expect(Warning.calm("UNWETTER von SCHWEREM GEWITTER") == "Unwetter von Schwerem Gewitter")
    #expect(Warning.calm("UV-INDEX (NWS)") == "UV-Index (NWS)")
    #expect(heat[0].level == .minor)
    #expect(try brightSky.decode(response("brightsky-alerts-weiherhammer-2023-empty.json")) == [])
  }

  /// The translations go through the cache record as they are: kept as JSON
  /// when read (an English run does not decode them), decoded by `speaking`,
  /// and written back unchanged.
  @Test func translationsRoundTripThroughTheCacheRecord() throws {
    let heat = try brightSky.decode(response("brightsky-alerts-weiherhammer-2023-heat-health.json"))
    let entry = WarningsEntry(
      source: "bright-sky", place: "49.6_12.1", warnings: heat, fetchedAt: 1, freshUntil: 1)
    let bytes = try #require(WarningsResource.bytes(entry))
    let read = try #require(WarningsResource.record(from: bytes)?.warnings?.first)
    #expect(read.translations.isEmpty && !read.translationsJSON.isEmpty)
    #expect(read.speaking("de").event == "STARKE HITZE")
    #expect(read.speaking("de").headline == heat[0].speaking("de").headline)
    #expect(read.speaking("de").description == heat[0].speaking("de").description)
    #expect(read.speaking(nil).event == heat[0].event)
    let again = WarningsEntry(
      source: "bright-sky", place: "49.6_12.1", warnings: [read], fetchedAt: 1, freshUntil: 1)
    #expect(WarningsResource.bytes(again) == bytes)
  }

  @Test func brightSkyOutsideGermanyIsNoWarnings() throws {
    let notFound = body(#"{"detail":"Not Found"}"#, status: 404)
    #expect(try brightSky.decode(notFound) == [])
    #expect(throws: ForecastError.http(provider: "Bright Sky (DWD)", status: 404, reason: nil)) {
      try brightSky.decode(body("<html>not here</html>", status: 404))
    }
  }

  // MARK: Pirate Weather

  @Test func pirateWeatherAlertsFromTheForecastAnswer() throws {
    let snow = try PirateWeatherAlerts.decode(
      response("pirateweather-ontario-v2.10-docs-snow-alert-trimmed.json"))
    #expect(snow.count == 1)
    #expect(snow[0].event == "avertissement de neige en vigueur")
    #expect(snow[0].level == .moderate)
    #expect(snow[0].onset == 1_762_704_172 && snow[0].until == 1_762_761_772)
    #expect(snow[0].id.hasPrefix("https://severeweather.wmo.int/v2/cap-alerts/"))
    #expect(snow[0].description?.hasPrefix("Première bordée de neige de la saison\n\nQuoi") == true)
    let darkSky = HTTPResponse(
      status: 200,
      body: (try? Fixture.bytes("dark-sky/darksky-germany-2014-with-alerts.json")) ?? [])
    let heat = try PirateWeatherAlerts.decode(darkSky)
    #expect(
      heat.map(\.event) == [
        "Excessive Heat Warning for Inyo, CA", "Excessive Heat Warning for Nye, NV",
      ])
    #expect(heat.map(\.level) == [.unknown, .unknown])
    let none = HTTPResponse(
      status: 200,
      body: (try? Fixture.bytes("dark-sky/darksky-germany-2014-no-minutely.json")) ?? [])
    #expect(try PirateWeatherAlerts.decode(none) == [])
  }

  // MARK: Constructed edge cases, the same for every source

  @Test func hostileTextIsCleanedAndCapped() throws {
    let huge = String(repeating: "Sturm ", count: 5000)
    let text =
      #"{"features":[{"properties":{"id":"x\u0007y","status":"Actual","event":"Gewitter\u001b[31m <b>rot</b>","headline":"\u202eLine\none","description":"<p>Heavy&nbsp;rain</p>\r\n\r\n\r\n\u0000two","instruction":"\#(huge)","severity":"Extreme"}}]}"#
    let warning = try #require(try nws.decode(body(text)).first)
    #expect(warning.id == "x y")
    #expect(warning.event == "Gewitter [31m <b>rot</b>")
    #expect(warning.headline == "Line one")
    #expect(warning.description == "<p>Heavy&nbsp;rain</p>\n\ntwo")
    #expect(warning.instruction?.unicodeScalars.count == 4001)
    #expect(warning.instruction?.hasSuffix("…") == true)
    #expect(warning.level == .extreme)
  }

  @Test func nonLatinTextIsKept() throws {
    let text =
      #"{"alerts":[{"alert_id":"ja-1","severity":"severe","event_en":"大雨警報","headline_en":"Штормовое предупреждение","description_en":"تحذير من العواصف"}]}"#
    let warning = try #require(try brightSky.decode(body(text)).first)
    #expect(warning.event == "大雨警報")
    #expect(warning.headline == "Штормовое предупреждение")
    #expect(warning.description == "تحذير من العواصف")
  }

  @Test func expiredAndCancelledWarningsAreDecodedButNotActive() throws {
    let text =
      #"{"features":[{"properties":{"id":"old","event":"Wind Advisory","onset":"2024-07-18T08:00:00Z","ends":"2024-07-18T10:00:00Z","expires":"2024-07-18T10:00:00Z"}},{"properties":{"id":"gone","event":"Flood Watch","messageType":"Cancel","references":[{"identifier":"earlier"}]}},{"properties":{"id":"later","event":"Heat","onset":"2024-07-20T08:00:00Z"}},{"properties":{"id":"now","event":"Heat","onset":"2024-07-18T08:00:00Z","expires":"2024-07-18T09:00:00Z","ends":"2024-07-19T09:00:00Z"}}]}"#
    let warnings = try nws.decode(body(text))
    #expect(warnings.map(\.id) == ["old", "gone", "later", "now"])
    #expect(warnings[1].messageType == .cancel && warnings[1].references == ["earlier"])
    let noon: Int64 = 1_721_304_000  // 2024-07-18T12:00Z
    #expect(warnings.filter { $0.isActive(at: noon) }.map(\.id) == ["now"])
    #expect(
      warnings.filter { $0.isActive(at: noon, ahead: 3 * 86_400) }.map(\.id) == ["later", "now"])
  }

  // MARK: Times, text, places

  @Test func isoTimes() {
    #expect(ISOTime.parse("2024-07-19T10:00:00-07:00") == 1_721_408_400)
    #expect(ISOTime.parse("2024-07-19T17:00:00Z") == 1_721_408_400)
    #expect(ISOTime.parse("2024-07-19T17:00:00.250+00:00") == 1_721_408_400)
    #expect(ISOTime.parse("2024-07-19T22:30:00+05:30") == 1_721_408_400)
    #expect(ISOTime.parse("2024-07-19T17:00:00") == nil)
    #expect(ISOTime.parse("2024-07-19T17:00:00+7") == nil)
    #expect(ISOTime.parse("tomorrow") == nil)
  }

  @Test func sourceByCountryElseByCoordinates() {
    func source(_ country: String?, _ lat: Double, _ lon: Double) -> String? {
      WarningSources.automatic(
        for: Location(name: "x", country: country, latitude: lat, longitude: lon))?.choice
    }
    #expect(source("United States", 0, 0) == "nws")
    #expect(source("Norway", 0, 0) == "met-no")
    #expect(source("Deutschland", 0, 0) == "dwd")
    #expect(source("Sweden", 59.9, 10.7) == nil)
    #expect(source(nil, 38.9, -77.0) == "nws")
    #expect(source(nil, 61.2, -149.9) == "nws")
    #expect(source(nil, 59.91, 10.75) == "met-no")
    #expect(source(nil, 52.52, 13.4) == "dwd")
    #expect(source(nil, -33.9, 151.2) == nil)
  }

  @Test func endpointsAreDeclaredLikeTheProviders() {
    #expect(
      WarningSources.all.map(\.url.spec.configKey) == [
        "nws-url", "met-no-alerts-url", "bright-sky-url", "meteoalarm-url",
      ])
    #expect(
      WarningSources.all.map(\.url.spec.environmentVariable) == [
        "RAIN_BAR_NWS_URL", "RAIN_BAR_MET_NO_ALERTS_URL", "RAIN_BAR_BRIGHT_SKY_URL",
        "RAIN_BAR_METEOALARM_URL",
      ])
    for source in WarningSources.all {
      #expect(Options.configured(by: source.url.spec.configKey ?? "")?.name == source.url.spec.name)
      #expect(Options.every.contains { $0.name == source.url.spec.name })
    }
  }
}

/// Issue 12 item 5 and the QA pass: what the text cleaner and the level reader keep.
@Suite struct WarningTextTests {
  @Test func joinersStayAndBidiOverridesGo() {
    #expect(Sanitized.line("👨\u{200D}👩\u{200D}👧 storm", limit: 80) == "👨\u{200D}👩\u{200D}👧 storm")
    #expect(Sanitized.line("می\u{200C}شود", limit: 80) == "می\u{200C}شود")
    #expect(Sanitized.line("a\u{202E}b\u{2066}c", limit: 80) == "a b c")
  }

  @Test func levelWordsAreReadWithoutTheirSpaces() {
    #expect(Warning.Level(word: "SEVERE ") == .severe)
    #expect(Warning.Level(word: "\tExtreme\n") == .extreme)
    #expect(Warning.Level(word: "very severe") == .unknown)
    #expect(Warning.MessageType(word: " Cancel") == .cancel)
  }
}
