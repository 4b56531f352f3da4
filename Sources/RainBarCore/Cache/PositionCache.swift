/// `location=here`'s memory, the file `position` in the cache directory: the
/// position in use (kept while new fixes stay within a few kilometres), its
/// accuracy, when GeoClue was last asked, and why it last failed, if it did.
struct PositionCache {
  var directory: String
  var fileSystem: any FileSystem

  struct Record: Equatable {
    /// The position the forecast is for; nil when none was ever had.
    var position: Position?
    /// When GeoClue was last asked (clock seconds), whether or not it answered.
    var checkedAt: Double
    /// Why the last ask failed (one sentence), nil when it answered.
    var problem: String?
  }

  var path: String { directory + "/position" }

  /// The record, or nil when there is none (or it cannot be read: asked again).
  /// Read on every `location=here` bar run: a plain loop, no dictionary.
  func read() -> Record? {
    guard let bytes = try? fileSystem.readRegularFile(path, limit: 4096) else { return nil }
    var latitude: Double?
    var longitude: Double?
    var accuracy: Double?
    var checked: Double?
    var problem: String?
    var start = 0
    while start < bytes.count {
      let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
      if let equals = bytes[start..<end].firstIndex(of: UInt8(ascii: "=")) {
        let value = String(decoding: bytes[(equals + 1)..<end], as: UTF8.self)
        switch String(decoding: bytes[start..<equals], as: UTF8.self) {
        case "latitude": latitude = Double(value)
        case "longitude": longitude = Double(value)
        case "accuracy": accuracy = Double(value)
        case "checked": checked = Double(value)
        case "problem": problem = Sanitized.firstLine(value, limit: 300)
        default: break
        }
      }
      start = end + 1
    }
    guard let checked, checked.isFinite else { return nil }
    var position: Position?
    if let latitude, let longitude, (-90...90).contains(latitude), (-180...180).contains(longitude)
    {
      position = Position(latitude: latitude, longitude: longitude, accuracy: accuracy)
    }
    return Record(position: position, checkedAt: checked, problem: problem)
  }

  /// Writes the record (atomically, in the private cache directory).
  func write(_ record: Record) throws(FileError) {
    var text = ""
    if let position = record.position {
      text += "latitude=\(Decimal4.format(position.latitude))\n"
      text += "longitude=\(Decimal4.format(position.longitude))\n"
      if let accuracy = position.accuracy { text += "accuracy=\(Rounded.integer(accuracy))\n" }
    }
    text += "checked=\(Rounded.integer(record.checkedAt))\n"
    if let problem = record.problem {
      text += "problem=\(Sanitized.firstLine(problem, limit: 300))\n"
    }
    try fileSystem.makePrivateDirectory(directory)
    try fileSystem.writeAtomically(Array(text.utf8), to: path)
  }
}
