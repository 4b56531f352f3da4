import Testing

@testable import RainBarCore
@testable import RainBarEngine
@testable import RainBarFeatures
@testable import RainBarModel

@Suite struct PirateWeatherProviderTests {
  let provider = PirateWeatherProvider(
    baseURL: "http://127.0.0.1:1", key: "k3y/secret", userAgent: "t")

  func decode(_ name: String, status: Int = 200) throws(ForecastError) -> Forecast {
    let body = (try? Fixture.bytes("dark-sky/" + name)) ?? []
    return try provider.decode(HTTPResponse(status: status, body: body))
  }

  @Test(
    arguments: Fixture.names(in: "dark-sky", prefix: "darksky-")
      + [
        "pirateweather-newyork-full-v2.9.1.json",
        "pirateweather-newyork-v1.2-omitempty-missing-keys.json",
        "pirateweather-sanfrancisco-v2-us-trimmed.json",
        "pirateweather-newyork-v2.9.1-ice-edited.json",
        "pirateweather-newyork-v2.9.1-mixed-edited.json",
      ])
  func everyForecastFixtureDecodes(name: String) throws {
    let forecast = try decode(name)
    #expect(forecast.hourly.count > 0 || forecast.daily.count > 0)
    #expect(forecast.hourly.time == forecast.hourly.time.sorted())
  }

  /// Pirate Weather 2.9's kinds (asked with `version=2`): `ice` is freezing
  /// rain, `mixed` sleet, where the icon shows precipitation (`sleet`); an
  /// hour too unlikely for the precipitation icon keeps its icon's condition.
  @Test(arguments: [("ice", Condition.freezingRain), ("mixed", Condition.sleet)])
  func iceAndMixedPrecipitation(kind: String, condition: Condition) throws {
    let forecast = try decode("pirateweather-newyork-v2.9.1-\(kind)-edited.json")
    #expect(forecast.current?.condition == condition)
    #expect(
      Array(forecast.hourly.condition.prefix(5)) == [
        condition, condition, condition, condition, .cloudy,
      ])
    // The minutes name both sleet (MinutelyPrecipitation.kind).
    #expect(forecast.minutely?.kind.first == .sleet)
  }

  @Test func siUnitsAndProbabilities() throws {
    let forecast = try decode("pirateweather-newyork-full-v2.9.1.json")
    #expect(forecast.utcOffsetSeconds == -18_000)
    #expect(forecast.current?.temperature == -0.26)
    #expect(forecast.current?.windSpeed.map { ($0 * 1000).rounded() / 1000 } == 8.352)
    #expect(forecast.current?.condition == .cloudy)
    // The hour that starts at 1770411600 ends an hour later in the neutral model.
    #expect(forecast.hourly.time.first == Int64(1_770_411_600 + 3600))
    #expect(forecast.hourly.precipitationProbability.first == 16)
    #expect(forecast.daily.precipitationProbabilityMax.first == 33)
    #expect(forecast.daily.temperatureMin.first == -8.2)
  }

  @Test func missingProbabilityIsUnknownNotZero() throws {
    let forecast = try decode("pirateweather-newyork-v1.2-omitempty-missing-keys.json")
    #expect(forecast.hourly.precipitationProbability.first == .some(nil))
    // US units converted: 32.18 °F.
    #expect(forecast.hourly.temperature.first.map { $0.map { ($0 * 100).rounded() / 100 } } == 0.1)
    let known = forecast.hourly.precipitationProbability.compactMap { $0 }
    #expect(!known.isEmpty && known.allSatisfy { $0 > 0 })
  }

  @Test func notAvailableMarkerAndMissingBlocks() throws {
    let body =
      #"{"offset":1,"hourly":{"data":[{"time":3600,"temperature":-999,"precipProbability":0.5,"windSpeed":null}]}}"#
    let forecast = try provider.decode(HTTPResponse(status: 200, body: Array(body.utf8)))
    #expect(forecast.hourly.temperature == [nil])
    #expect(forecast.hourly.precipitationProbability == [50])
    #expect(forecast.hourly.windSpeed == [nil])
    #expect(forecast.current == nil && forecast.daily.count == 0)
    #expect(forecast.utcOffsetSeconds == 3600)
    // Read, but not the answer the request asked for.
    #expect(
      throws: ForecastError.incomplete(provider: "Pirate Weather", missing: "current conditions")
    ) {
      try provider.forecast(from: HTTPResponse(status: 200, body: Array(body.utf8)))
    }
  }

  /// Null is unknown; a value of another type is not this format.
  @Test(arguments: [#""x""#, "true", "{}", "[1]", "1e400"])
  func valuesOfAnotherTypeAreMalformed(value: String) {
    let body = #"{"hourly":{"data":[{"time":3600,"windSpeed":"# + value + "}]}}"
    #expect(throws: ForecastError.malformed(provider: "Pirate Weather", why: .shape)) {
      try provider.decode(HTTPResponse(status: 200, body: Array(body.utf8)))
    }
  }

  @Test func everyBlockExcludedIsNoData() {
    #expect(throws: ForecastError.empty(provider: "Pirate Weather")) {
      try decode("pirateweather-newyork-v1.2-all-excluded.json")
    }
  }

  @Test func errorsNeverShowTheBody() {
    #expect(
      throws: ForecastError.http(
        provider: "Pirate Weather", status: 403,
        reason: "check the API key and that it is subscribed to the forecast API.")
    ) {
      try decode("pirateweather-error-403-forbidden-legacy-gateway.json", status: 403)
    }
    #expect(throws: ForecastError.html(provider: "Pirate Weather", status: 200)) {
      try provider.decode(HTTPResponse(status: 200, body: Array("<html>Kong Error</html>".utf8)))
    }
  }

  /// Its own text (alerts, summaries) is asked for in the run's language.
  @Test func requestAsksForTheRunsLanguage() throws {
    let place = Location(name: "x", latitude: 40.7128, longitude: -74.006)
    var speaking = provider
    speaking.language = PirateWeatherProvider.languageCode(Language(code: "ru"))
    #expect(
      speaking.request(for: place, timeout: 3).url
        == "http://127.0.0.1:1/forecast/k3y%2Fsecret/40.7128,-74.0060?units=si&version=2&lang=ru")
    #expect(PirateWeatherProvider.languageCode(nil) == nil)
  }

  @Test func requestPutsTheKeyInThePathOnly() {
    let request = provider.request(
      for: Location(name: "x", latitude: 40.7128, longitude: -74.006), timeout: 3)
    #expect(
      request.url
        == "http://127.0.0.1:1/forecast/k3y%2Fsecret/40.7128,-74.0060?units=si&version=2"
    )
    #expect(request.host == "127.0.0.1:1")
    #expect(
      HTTPFailure.other("bad URL http://x/forecast/k3y/secret/1").redacting(["k3y/secret"])
        == .other("bad URL http://x/forecast/[key]/1"))
  }

  /// A redirect's target may carry the key in its host, where libraries lower
  /// it, or percent-encoded in its path: it is taken out of both the text and
  /// the failed host, whatever its case or encoding.
  @Test func theKeyIsTakenOutOfARedirectsTargetInAnyCaseOrEncoding() {
    let key = ["sEcReT-kEy-4711"]
    #expect(
      HTTPFailure.cannotResolve(
        "Could not resolve host: secret-key-4711.invalid", host: "SECRET-KEY-4711.invalid"
      ).redacting(key)
        == .cannotResolve("Could not resolve host: [key].invalid", host: "[key].invalid"))
    #expect(
      HTTPFailure.cannotConnect("x", host: "a.%73ecret%2Dkey-4711.b:8").redacting(key)
        == .cannotConnect("x", host: "a.[key].b:8"))
    #expect(
      HTTPFailure.other("at /p/sEcReT-kEy-4711sEcReT-kEy-4711/ and sEcReT-kEy-471")
        .redacting(key) == .other("at /p/[key][key]/ and sEcReT-kEy-471"))
    #expect(
      HTTPFailure.cannotResolve("é %zz %", host: nil).redacting(key)
        == .cannotResolve("é %zz %", host: nil))
  }
}
