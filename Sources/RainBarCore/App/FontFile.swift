import RainBarEngine
import RainBarFeatures
import RainBarModel

/// What `doctor` reads from a TrueType or OpenType file (the first font of a
/// collection): its family name and whether it has colour glyphs that bars
/// draw (CBDT bitmaps, COLR layers or sbix images; SVG glyphs they do not).
struct FontFile: Equatable {
  var family: String
  var colour: Bool

  /// Nil when the bytes are not a font with a family name.
  init?(_ bytes: [UInt8]) {
    func u16(_ at: Int) -> Int? {
      at >= 0 && at + 2 <= bytes.count ? Int(bytes[at]) << 8 | Int(bytes[at + 1]) : nil
    }
    func u32(_ at: Int) -> Int? {
      guard let high = u16(at), let low = u16(at + 2) else { return nil }
      return high << 16 | low
    }
    func tag(_ at: Int) -> String {
      String(decoding: bytes[at..<at + 4], as: UTF8.self)
    }
    guard bytes.count >= 12 else { return nil }
    var directory = 0
    if tag(0) == "ttcf" {
      guard let first = u32(12) else { return nil }
      directory = first
    }
    guard let tables = u16(directory + 4) else { return nil }
    var colour = false
    var name: (offset: Int, length: Int)?
    for index in 0..<tables {
      let record = directory + 12 + 16 * index
      guard let offset = u32(record + 8), let length = u32(record + 12) else { return nil }
      switch tag(record) {
      case "CBDT", "COLR", "sbix": colour = true
      case "name": name = (offset, length)
      default: break
      }
    }
    guard let name, name.offset + name.length <= bytes.count,
      let family = Self.family(in: name.offset, u16: u16, bytes: bytes)
    else { return nil }
    self.family = family
    self.colour = colour
  }

  /// Name 1 (the family) from the `name` table: Windows' UTF-16 first, else Mac Roman.
  private static func family(in table: Int, u16: (Int) -> Int?, bytes: [UInt8]) -> String? {
    guard let count = u16(table + 2), let strings = u16(table + 4) else { return nil }
    var mac: String?
    for index in 0..<count {
      let record = table + 6 + 12 * index
      guard let platform = u16(record), let id = u16(record + 6), let length = u16(record + 8),
        let offset = u16(record + 10)
      else { return nil }
      let start = table + strings + offset
      guard id == 1, start + length <= bytes.count else { continue }
      let text = bytes[start..<start + length]
      if platform == 3 {
        let units = stride(from: text.startIndex, to: text.endIndex - 1, by: 2).map {
          UInt16(text[$0]) << 8 | UInt16(text[$0 + 1])
        }
        return String(decoding: units, as: UTF16.self)
      }
      if platform == 1 { mac = String(decoding: text, as: UTF8.self) }
    }
    return mac
  }
}
