import Testing

@testable import RainBarCore
@testable import RainBarEngine
@testable import RainBarFeatures
@testable import RainBarModel

/// MeteoAlarm's country feeds on the real Croatian and Bosnian answers:
/// filtered by the configured EMMA_ID, in the user's language.
@Suite struct MeteoAlarmSourceTests {
  func response(_ name: String) -> HTTPResponse {
    HTTPResponse(status: 200, body: (try? Fixture.bytes("warnings/" + name)) ?? [])
  }

  let croatia = "meteoalarm-feeds-croatia-2024-alert-update.json"

  @Test func oneRegionsWarningsWithUpdatesAndLevels() throws {
    let source = MeteoAlarmSource(baseURL: "http://127.0.0.1:1", userAgent: "t", region: "HR802")
    let warnings = try source.decode(response(croatia))
    #expect(warnings.count == 4)
    let first = warnings[0]
    #expect(first.id == "2.49.0.0.191.0.HR.240104165610_0_yellow_HR802")
    #expect(first.messageType == .update)
    #expect(first.references == ["2.49.0.0.191.0.HR.240104085000_0_yellow_HR802"])
    #expect(first.event == "Yellow wind warning")
    #expect(first.level == .moderate)
    #expect(first.onset == 1_704_434_400 && first.until == 1_704_495_599)
    #expect(first.issuer == "DHMZ Državni hidrometeorološki zavod")
    #expect(warnings.map(\.level) == [.moderate, .severe, .extreme, .extreme])
    #expect(first.speaking("hr_HR.UTF-8").event.hasPrefix("Žuto"))
    let elsewhere = MeteoAlarmSource(userAgent: "t", region: "HR999")
    #expect(try elsewhere.decode(response(croatia)) == [])
  }

  /// Every language kept; a run shows its own, else English.
  @Test func bilingualFeedKeepsBothAndARunShowsItsOwnElseEnglish() throws {
    let feed = response("meteoalarm-feeds-bosnia-herzegovina-2024-bilingual.json")
    let source = MeteoAlarmSource(userAgent: "t", region: "BA003")
    let warning = try #require(try source.decode(feed).first)
    #expect(warning.event == "Snow-ice Yellow Warning")
    #expect(warning.speaking("de_DE.UTF-8").event == "Snow-ice Yellow Warning")
    #expect(warning.speaking("bs").event == "Snijeg-led žuto Upozorenje")
    #expect(warning.translations.map(\.language) == ["bs"])
  }

  @Test func regionsOfAFeedAndTheRequest() throws {
    let regions = try MeteoAlarmSource.regions(response(croatia), provider: "MeteoAlarm")
    #expect(regions.count == 14)
    #expect(regions.first?.code == "HR001" && regions.first?.name == "Knin region")
    let request = MeteoAlarmSource(
      baseURL: "http://127.0.0.1:1/api/v1/warnings/", userAgent: "t", region: "NL011"
    )
    .request(for: Location(name: "x", latitude: 0, longitude: 0), timeout: 1)
    #expect(request.url == "http://127.0.0.1:1/api/v1/warnings/feeds-netherlands")
    #expect(MeteoAlarmCountries.feed("uk") == "united-kingdom")
  }

  @Test func chosenWhenARegionIsConfiguredAndNoNationalServiceApplies() {
    let amsterdam = Location(
      name: "Amsterdam", country: "Netherlands", latitude: 52.37, longitude: 4.9)
    #expect(WarningSources.automatic(for: amsterdam) == nil)
    #expect(
      WarningSources.automatic(for: amsterdam, region: { _ in "NL011" })?.choice == "meteoalarm")
    let berlin = Location(name: "Berlin", country: "Germany", latitude: 52.52, longitude: 13.41)
    #expect(WarningSources.automatic(for: berlin, region: { _ in "NL011" })?.choice == "dwd")
    #expect(MeteoAlarmSource.region.value(of: "NL011") == .some("NL011"))
    #expect(MeteoAlarmSource.region.value(of: "nl011") == nil)
  }
}
