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
  func read() -> Record? {
    guard let bytes = try? fileSystem.readRegularFile(path, limit: 4096) else { return nil }
    var values: [Substring: Substring] = [:]
    for line in String(decoding: bytes, as: UTF8.self).split(separator: "\n") {
      guard let equals = line.firstIndex(of: "=") else { continue }
      values[line[..<equals]] = line[line.index(after: equals)...]
    }
    guard let checked = values["checked"].flatMap({ Double($0) }), checked.isFinite else {
      return nil
    }
    var position: Position?
    if let latitude = values["latitude"].flatMap({ Double($0) }),
      let longitude = values["longitude"].flatMap({ Double($0) }),
      (-90...90).contains(latitude), (-180...180).contains(longitude)
    {
      position = Position(
        latitude: latitude, longitude: longitude,
        accuracy: values["accuracy"].flatMap { Double($0) })
    }
    return Record(
      position: position, checkedAt: checked,
      problem: values["problem"].map { Sanitized.firstLine(String($0), limit: 300) })
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
