import RainBarModel

/// Which cache file a resource lives in, named once: the entry's file, its
/// lock, and the name `watch` matches in the cache directory's inotify events
/// all come from here.
public struct CacheKey: Equatable, Sendable {
  /// The service's id (`open-meteo`, `nws`).
  public var id: String
  /// `Location.key` of the place.
  public var place: String

  public init(id: String, place: String) {
    self.id = id
    self.place = place
  }

  public init(id: String, location: Location) {
    self.init(id: id, place: location.key)
  }

  /// The machine's one entry of something that belongs to no place (the
  /// current position): its file is named by the id alone, as it always was.
  public static func machine(_ id: String) -> CacheKey { CacheKey(id: id, place: "") }

  public var name: String { place.isEmpty ? id : id + "_" + place }
  public var fileName: String { place.isEmpty ? id : name + ".json" }
  public var lockName: String { name + ".lock" }

  /// True when an inotify event's file name is this entry's file.
  public func matches(_ changed: String) -> Bool { changed == fileName }
}
