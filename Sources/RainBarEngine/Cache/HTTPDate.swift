import RainBarModel

/// HTTP dates (`Sun, 06 Nov 1994 08:49:37 GMT`, RFC 9110's IMF-fixdate) to Unix seconds.
public enum HTTPDate {
  package static let months = [
    "jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec",
  ]

  public static func parse(_ text: String) -> Double? {
    let parts = text.split(separator: " ")
    guard parts.count == 6, parts[5].uppercased() == "GMT",
      let day = Int(parts[1]), (1...31).contains(day),
      let monthIndex = months.firstIndex(of: parts[2].lowercased()),
      let year = Int(parts[3])
    else { return nil }
    let clock = parts[4].split(separator: ":")
    guard clock.count == 3, let hour = Int(clock[0]), let minute = Int(clock[1]),
      let second = Int(clock[2]), hour < 24, minute < 60, second < 61
    else { return nil }
    let days = CivilTime.days(year: year, month: monthIndex + 1, day: day)
    return Double(days * 86_400 + hour * 3600 + minute * 60 + second)
  }
}
