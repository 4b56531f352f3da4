import Testing

@testable import RainBarCore
@testable import RainBarEngine
@testable import RainBarFeatures
@testable import RainBarModel

@Suite struct OpenMeteoGeocoderTests {
  let geocoder = OpenMeteoGeocoder(baseURL: "http://127.0.0.1:1/v1/search", userAgent: "t")

  @Test func severalResults() throws {
    let places = try geocoder.decode(try Fixture.openMeteo("openmeteo-geocoding-enschede.json"))
    #expect(places.count == 2)
    #expect(
      places[0]
        == Place(
          name: "Enschede", country: "The Netherlands", countryCode: "NL", region: "Overijssel",
          latitude: 52.21833, longitude: 6.89583, timezone: "Europe/Amsterdam"))
    #expect(places[0].description == "Enschede, Overijssel, The Netherlands")
    #expect(places[0].location.latitude == 52.2183)
  }

  @Test func emptyResultHasNoResultsKey() throws {
    #expect(try geocoder.decode(try Fixture.openMeteo("openmeteo-geocoding-empty.json")) == [])
  }

  @Test func missingFields() throws {
    let places = try geocoder.decode(
      try Fixture.openMeteo("openmeteo-geocoding-missing-fields.json"))
    #expect(places.map(\.name) == ["Antarctica", "Île MacMurdo", "Atlantic Point"])
    #expect(places[0].country == nil && places[0].countryCode == nil)
    #expect(places[1].location.country == "TF")
    #expect(places[2].description == "Atlantic Point, Maine, United States")
  }

  @Test func errorBody() {
    #expect(
      throws: ForecastError.http(
        provider: "Open-Meteo geocoding", status: 400,
        reason: "Parameter count must be between 1 and 100.")
    ) {
      try geocoder.decode(
        try Fixture.openMeteo("openmeteo-geocoding-error-400-count-constructed.json", status: 400))
    }
  }

  @Test func namesAreEncodedIntoOneParameter() {
    let request = geocoder.request(name: "Rock & Roll <Town> %{F#f00}", timeout: 3)
    #expect(
      request.url
        == "http://127.0.0.1:1/v1/search?name=Rock%20%26%20Roll%20%3CTown%3E%20%25%7BF%23f00%7D&count=10&language=en&format=json"
    )
    #expect(geocoder.request(name: "Zürich", timeout: 3).url.contains("name=Z%C3%BCrich&"))
  }
}
