import RainBarEngine
import RainBarModel

/// Every resource rain-bar keeps in its cache, one line each: `cache clear`
/// and `cache prune` walk their folders, so a new resource is covered by
/// being listed here.
package enum Resources {
  package static let all: [any Resource.Type] = [
    ForecastResource.self, PositionResource.self, WarningsResource.self,
    AirQualityResource.self, RadarResource.self, METNowcastResource.self,
    CalendarFeedResource.self,
  ]

  /// A folder of the cache directory, and whether bytes are a record that
  /// one of the resources kept there can read.
  package struct Folder {
    package var name: String
    package var reads: ([UInt8]) -> Bool
  }

  /// The resources' folders, each once, in the order of `all`.
  package static var folders: [Folder] {
    var names: [String] = []
    for resource in all where !names.contains(resource.folder) { names.append(resource.folder) }
    return names.map { name in
      let kept = all.filter { $0.folder == name }
      return Folder(name: name) { bytes in kept.contains { $0.reads(bytes) } }
    }
  }
}
