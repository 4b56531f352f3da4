import Testing

@testable import RainBarCore
@testable import RainBarEngine
@testable import RainBarFeatures
@testable import RainBarModel

/// Day and night icons in every set, and the Nerd Font code points checked
/// against nerd-fonts' glyphnames.json (3.0.0): each glyph's name beside it.
@Suite struct IconSetTests {
  @Test func nerdFontWeatherGlyphs() {
    let nerd = IconSet.nerd
    let expected: [(Condition, day: String, night: String)] = [
      (.clear, "\u{E30D}", "\u{E32B}"),  // weather-day_sunny, weather-night_clear
      (.mainlyClear, "\u{E302}", "\u{E37E}"),  // weather-day_cloudy, weather-night_alt_cloudy
      (.partlyCloudy, "\u{E302}", "\u{E37E}"),
      (.cloudy, "\u{E312}", "\u{E312}"),  // weather-cloudy
      (.fog, "\u{E313}", "\u{E313}"),  // weather-fog
      (.drizzle, "\u{E319}", "\u{E319}"),  // weather-showers
      (.showers, "\u{E318}", "\u{E318}"),  // weather-rain
      (.rain, "\u{E318}", "\u{E318}"),
      (.heavyRain, "\u{E318}", "\u{E318}"),
      (.snow, "\u{E31A}", "\u{E31A}"),  // weather-snow
      (.sleet, "\u{E3AD}", "\u{E3AD}"),  // weather-sleet
      (.freezingRain, "\u{E3AD}", "\u{E3AD}"),
      (.thunderstorm, "\u{E31D}", "\u{E31D}"),  // weather-thunderstorm
    ]
    for (condition, day, night) in expected {
      #expect(nerd.icon(for: condition, isDay: true) == day, "\(condition)")
      #expect(nerd.icon(for: condition, isDay: false) == night, "\(condition)")
    }
    // weather-moon_new, _waxing_crescent_3, _first_quarter, _waxing_gibbous_3,
    // _full, _waning_gibbous_3, _third_quarter, _waning_crescent_3.
    #expect(
      MoonPhase.allCases.map(nerd.moon) == [
        "\u{E38D}", "\u{E390}", "\u{E394}", "\u{E397}", "\u{E39B}", "\u{E39E}", "\u{E3A2}",
        "\u{E3A5}",
      ])
  }

  /// A clear or partly cloudy night is a moon in every set (the text set:
  /// "clear", not "sunny"); overcast and rain look the same by night.
  @Test func nightInEverySet() {
    #expect(IconSet.emoji.icon(for: .clear, isDay: false) == "🌙")
    #expect(IconSet.emoji.icon(for: .partlyCloudy, isDay: false) == "🌙")
    #expect(IconSet.emoji.icon(for: .showers, isDay: false) == "🌧️")
    #expect(IconSet.emoji.icon(for: .cloudy, isDay: false) == "☁️")
    #expect(IconSet.text.icon(for: .clear, isDay: true) == "sunny")
    #expect(IconSet.text.icon(for: .clear, isDay: false) == "clear")
    #expect(MoonPhase.allCases.map(IconSet.emoji.moon) == ["🌑", "🌒", "🌓", "🌔", "🌕", "🌖", "🌗", "🌘"])
  }
}
