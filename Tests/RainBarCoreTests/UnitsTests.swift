import Testing

@testable import RainBarCore
@testable import RainBarEngine
@testable import RainBarFeatures
@testable import RainBarModel

/// Each unit against its published definition, and the per-quantity choices
/// over the `units=` shorthand on the constructed Berlin fixture.
@Suite struct UnitsTests {
  @Test func conversionsMatchThePublishedFactors() {
    // 1 kn = 1.852 km/h and 1 mph = 1.609344 km/h (exact, by definition); 1 m/s = 3.6 km/h.
    #expect(WindUnit.knots.value(1.852) == 1)
    #expect(WindUnit.milesPerHour.value(1.609344) == 1)
    #expect(WindUnit.metresPerSecond.value(3.6) == 1)
    #expect(WindUnit.kilometresPerHour.value(14.8) == 14.8)
    // 1 inHg = 33.8639 hPa, 1 mmHg = 1.33322 hPa; the standard atmosphere is
    // 1013.25 hPa = 29.92 inHg = 760 mmHg.
    #expect(PressureUnit.inchesOfMercury.value(33.8639) == 1)
    #expect(PressureUnit.millimetresOfMercury.value(1.33322) == 1)
    #expect(PressureUnit.hectopascals.text(1013.25) == "1013 hPa")
    #expect(PressureUnit.inchesOfMercury.text(1013.25) == "29.92 inHg")
    #expect(PressureUnit.millimetresOfMercury.text(1013.25) == "760 mmHg")
    // 1 in = 25.4 mm; 0 °C = 32 °F, 100 °C = 212 °F, -40 is both.
    #expect(PrecipitationUnit.inches.number(25.4) == "1.00")
    #expect(PrecipitationUnit.millimetres.number(25.4) == "25.4")
    #expect(TemperatureUnit.fahrenheit.value(0) == 32)
    #expect(TemperatureUnit.fahrenheit.value(100) == 212)
    #expect(TemperatureUnit.fahrenheit.value(-40) == -40)
  }

  /// WMO's Beaufort table (speeds in m/s to a tenth): each force's lowest and
  /// highest speed, given in km/h as the forecast holds them.
  @Test func beaufortFollowsTheWMOTable() {
    let table: [(low: Double, high: Double)] = [
      (0, 0.2), (0.3, 1.5), (1.6, 3.3), (3.4, 5.4), (5.5, 7.9), (8.0, 10.7), (10.8, 13.8),
      (13.9, 17.1), (17.2, 20.7), (20.8, 24.4), (24.5, 28.4), (28.5, 32.6), (32.7, 60),
    ]
    for (force, range) in table.enumerated() {
      #expect(WindUnit.beaufort.value(range.low * 3.6) == Double(force), "\(range.low) m/s")
      #expect(WindUnit.beaufort.value(range.high * 3.6) == Double(force), "\(range.high) m/s")
    }
    #expect(Units(.metric, wind: .beaufort).wind(14.8) == "3 Bft")
    #expect(Units(.metric, wind: .beaufort).wind(.nan) == "? Bft")
  }

  /// Now in Berlin: 11.6 °C, wind 14.8 km/h, 1.7 mm ahead.
  @Test func perQuantityChoicesWinOverTheShorthand() throws {
    let template = try Template("{temp} {feels} {wind} {precip}")
    func render(_ units: Units) throws -> String {
      template.render(try RenderingFixture.content(units: units).values, escape: Markup.none)
    }
    #expect(try render(.metric) == "12°C 9°C 15 km/h 1.7 mm")
    #expect(try render(.imperial) == "53°F 49°F 9 mph 0.07 in")
    #expect(
      try render(Units(.metric, temperature: .fahrenheit, wind: .knots)) == "53°F 49°F 8 kn 1.7 mm")
    #expect(
      try render(Units(.imperial, temperature: .celsius, wind: .metresPerSecond))
        == "12°C 9°C 4 m/s 0.07 in")
    #expect(try render(Units(.metric, precipitation: .inches)) == "12°C 9°C 15 km/h 0.07 in")
    #expect(try render(Units(.imperial, wind: .kilometresPerHour)) == "53°F 49°F 15 km/h 0.07 in")
  }

  /// The toggle flips the shorthand; what was chosen per quantity stays.
  @Test func toggledShorthandKeepsExplicitChoices() {
    var units = Units(.metric, wind: .metresPerSecond, pressure: .millimetresOfMercury)
    units.system = units.system.toggled
    #expect(units.temperatureUnit == "°F")
    #expect(units.windUnit == "m/s")
    #expect(units.precipitationUnit == "in")
    #expect(units.pressure(1013.25) == "760 mmHg")
  }
}
