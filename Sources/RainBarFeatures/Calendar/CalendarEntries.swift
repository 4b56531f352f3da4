import RainBarEngine
import RainBarModel

/// The cache files that hold calendar text, which `cache clear` and `cache
/// prune` remove like every entry: a local calendar's record
/// (`calendar-HASH` in the cache directory, `CalendarLoader`) and a feed's
/// entry and lock (`feed-HASH` in the `calendar` folder,
/// `CalendarFeedResource`), and the place search's answers for events'
/// locations (`event-places`, `EventGeocodes`). They belong to a calendar, not a place: prune
/// keeps those of the calendars the config still has. A file is removed only
/// when its name and bytes are what rain-bar writes there.
package struct CalendarEntries {
  package var cacheDirectory: String
  package var fileSystem: any FileSystem

  package init(cacheDirectory: String, fileSystem: any FileSystem) {
    self.cacheDirectory = cacheDirectory
    self.fileSystem = fileSystem
  }

  /// Removes the entries of every calendar but `kept`; returns how many entries went.
  package func remove(keeping kept: [EventCalendar]) throws(FileError) -> Int {
    var wanted = Set(kept.map(CalendarLoader.entryName))
    for calendar in kept {
      if let url = calendar.url {
        wanted.insert(CalendarFeedResource.key(of: calendar, url: url).fileName)
      }
    }
    var removed = 0
    let feeds = cacheDirectory + "/" + CalendarFeedResource.folder
    for (directory, prefix, header) in [
      (cacheDirectory, "calendar-", Array(CalendarRecord.header.utf8)),
      (feeds, "feed-", Array(CacheFiles.recordStart.utf8)),
    ] {
      guard fileSystem.exists(directory) else { continue }
      // Only in a directory of the user's own (the rule every removal keeps).
      try fileSystem.makePrivateDirectory(directory)
      for name in try fileSystem.list(directory) {
        let lock = name.hasSuffix(".lock")
        let entry = lock ? String(name.dropLast(".lock".count)) : name
        guard Self.isHashName(entry, prefix: prefix), !wanted.contains(entry),
          let bytes = try? fileSystem.readRegularFile(directory + "/" + name, limit: 4 << 20),
          lock ? bytes.isEmpty : bytes.starts(with: header)
        else { continue }
        try fileSystem.remove(directory + "/" + name)
        if !lock { removed += 1 }
      }
    }
    // The place search's answers for events' locations (`EventGeocodes`):
    // they belong to every calendar, and go with the last.
    let places = cacheDirectory + "/" + EventGeocodes.fileName
    if kept.isEmpty,
      let bytes = try? fileSystem.readRegularFile(places, limit: 1 << 20),
      bytes.starts(with: Array(EventGeocodes.header.utf8))
    {
      try fileSystem.remove(places)
      removed += 1
    }
    return removed
  }

  /// `PREFIX` and 16 lower-case hex digits (`CalendarLoader.hash`).
  static func isHashName(_ name: String, prefix: String) -> Bool {
    guard name.hasPrefix(prefix) else { return false }
    let hash = name.utf8.dropFirst(prefix.utf8.count)
    return hash.count == 16
      && hash.allSatisfy {
        ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9"))
          || ($0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "f"))
      }
  }
}
