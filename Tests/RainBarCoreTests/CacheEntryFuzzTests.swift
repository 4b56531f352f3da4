import TestTiming
import Testing

@testable import RainBarCore
@testable import RainBarEngine
@testable import RainBarFeatures
@testable import RainBarModel

/// The cache entry's reader on thousands of damaged entries, the same ones on
/// every run (a seeded generator): truncations, byte flips, huge numbers, deep
/// nesting, invalid UTF-8, spliced and random bytes. None may crash or hang;
/// what is read must be an entry the writer can write again unchanged, with
/// no more values than the input had bytes (memory stays bounded by input),
/// and must render in every format and as `forecast`'s table (an entry that
/// cannot be rendered is not read: `Plausible`).
@Suite struct CacheEntryFuzzTests {
  static let cases = 6_000

  static func seeds() throws -> [[UInt8]] {
    var seeds = [try Fixture.bytes("cache/open-meteo-berlin-v1-jsonencoder.json")]
    let forecasts = try CacheEntryReaderTests.forecasts()
    for (_, forecast) in forecasts.prefix(4) {
      let entry = CacheEntry(
        provider: "open-meteo", location: CacheEntryReaderTests.berlin, forecast: forecast,
        fetchedAt: 1_796_040_123.5, freshUntil: 1_796_040_723.5, lastModified: "x", etag: "y")
      seeds.append(try #require(entry.bytes))
    }
    return seeds
  }

  static let hugeNumbers = [
    "1e999999", "-1e-999999", "99999999999999999999999999999", String(repeating: "9", count: 400),
    "0." + String(repeating: "0", count: 400) + "1", "-9223372036854775809", "1E+308", "4e-324",
  ]
  static let invalidUTF8: [[UInt8]] = [
    [0xFF], [0xC3, 0x28], [0x80], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80],
    [0xE2, 0x82], [0xF0, 0x9F, 0x8C],
  ]

  static func damaged(_ seed: [UInt8], _ random: inout SeededRandom) -> [UInt8] {
    var bytes = seed
    func position() -> Int { Int(random.next() % UInt64(bytes.count + 1)) }
    switch random.next() % 8 {
    case 0:  // truncated
      bytes.removeLast(bytes.count - position())
    case 1:  // bytes flipped
      for _ in 0..<Int(random.next() % 8) + 1 where !bytes.isEmpty {
        bytes[position() % bytes.count] = UInt8(truncatingIfNeeded: random.next())
      }
    case 2:  // a number made huge
      let digits = bytes.indices.filter { bytes[$0] >= 0x30 && bytes[$0] <= 0x39 }
      if let at = digits.isEmpty ? nil : digits[Int(random.next() % UInt64(digits.count))] {
        let huge = hugeNumbers[Int(random.next() % UInt64(hugeNumbers.count))]
        bytes.replaceSubrange(at..<at + 1, with: Array(huge.utf8))
      }
    case 3:  // deep nesting, closed or not, as an unknown member or anywhere
      let depth = [10, 63, 64, 65, 1_000, 100_000][Int(random.next() % 6)]
      let open = random.next() % 2 == 0 ? "[" : "{\"a\":"
      let close = open == "[" ? "]" : "}"
      let nested =
        "\"deep\":" + String(repeating: open, count: depth) + "1"
        + (random.next() % 2 == 0 ? String(repeating: close, count: depth) : "") + ","
      let at = random.next() % 2 == 0 ? 1 : position()
      bytes.insert(contentsOf: Array(nested.utf8), at: min(at, bytes.count))
    case 4:  // invalid UTF-8 inside a string, or anywhere
      let quotes = bytes.indices.filter { bytes[$0] == UInt8(ascii: "\"") }
      let at = quotes.isEmpty ? position() : quotes[Int(random.next() % UInt64(quotes.count))] + 1
      let bad = invalidUTF8[Int(random.next() % UInt64(invalidUTF8.count))]
      bytes.insert(contentsOf: bad, at: min(at, bytes.count))
    case 5:  // a range repeated
      let a = position()
      let b = position()
      let range = min(a, b)..<max(a, b)
      bytes.insert(contentsOf: Array(bytes[range]), at: position())
    case 6:  // a range removed
      let a = position()
      let b = position()
      bytes.removeSubrange(min(a, b)..<max(a, b))
    default:  // random bytes
      bytes = (0..<Int(random.next() % 256)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
    }
    return bytes
  }

  static func values(_ entry: CacheEntry) -> Int {
    guard let forecast = entry.forecast else { return 0 }
    return forecast.hourly.count * 7 + forecast.daily.count * 9
  }

  /// Everything a bar run, the tooltip and `forecast` make of an entry, at
  /// its fetch time and hours later, in both units.
  static func render(_ entry: CacheEntry) {
    guard let forecast = entry.forecast, let fetchedAt = entry.fetchedAt else { return }
    let options = RenderOptions(template: .standardWithLocation)
    for (now, units) in [(fetchedAt, Units.metric), (fetchedAt + 5 * 3600, .imperial)] {
      let result = ForecastResult(
        forecast: forecast, fetchedAt: fetchedAt,
        freshness: now == fetchedAt ? .fresh : .stale(reason: "r", offline: false))
      let settings = BarContent.Settings(units: units, icons: .emoji, clock: .h12)
      let zone = TimeZoneRules.fixed(forecast.utcOffsetSeconds)
      let content = BarContent(
        result: result, zone: zone, location: entry.location, now: now, settings: settings)
      for format in OutputFormat.allCases {
        _ = format.renderer.render(content, options)
      }
      let outlook = RainOutlook(forecast: forecast, zone: zone, now: now)
      _ = ForecastTable(
        forecast: forecast, zone: zone, outlook: outlook, location: entry.location, now: now,
        fetchedAt: fetchedAt, units: units, icons: .text, clock: .h24
      ).lines(hours: 48, days: 16)
    }
  }

  @Test func damagedEntriesAreReadSafelyOrNotAtAll() throws {
    let seeds = try Self.seeds()
    var random = SeededRandom(seed: 2026)
    var read = 0
    var refused = 0
    var slowest = Duration.zero
    let total = CPUStopwatch()
    for index in 0..<Self.cases {
      let bytes = Self.damaged(seeds[index % seeds.count], &random)
      let single = CPUStopwatch()
      let entry = CacheEntry.read(bytes)
      slowest = max(slowest, single.elapsed)
      guard let entry else {
        refused += 1
        continue
      }
      read += 1
      #expect(Self.values(entry) <= bytes.count, "case \(index)")
      let again = try #require(entry.bytes, "case \(index)")
      #expect(CacheEntry.read(again) == entry, "case \(index)")
      Self.render(entry)
    }
    // Both outcomes happen: the damage is not all fatal, nor all harmless.
    #expect(read > Self.cases / 20)
    #expect(refused > Self.cases / 2)
    // Processor time, so that a busy machine does not count against it.
    #expect(slowest < .milliseconds(500), "slowest case: \(slowest)")
    #expect(total.elapsed < .seconds(60))
  }
}
