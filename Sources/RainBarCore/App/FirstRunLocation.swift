import RainBarEngine
import RainBarFeatures
import RainBarModel

/// With no location at all, a bar run tries the current position once (GeoClue)
/// and saves it; a marker in the cache directory keeps later runs from asking again.
struct FirstRunLocation {
  var app: RainBar

  func find(settings: Settings, timeout: Double) throws(RainBarError) -> Location {
    let files = app.dependencies.fileSystem
    let directory = app.dependencies.paths.cacheDirectory
    let marker = directory + "/geoclue-tried"
    guard settings.locations.isEmpty, !files.exists(marker) else { throw .noLocation }
    // Only in a directory that is the user's own and private (a marker written
    // elsewhere could go through a link someone planted there).
    do {
      try files.makePrivateDirectory(directory)
      try files.writeAtomically(Array("tried\n".utf8), to: marker)
    } catch {
      // Without the marker every run would ask (and wait) again: the hint instead.
      throw .noLocation
    }
    let position: Position
    do {
      position = try app.dependencies.positions.currentPosition(timeout: timeout)
    } catch {
      throw .noLocation
    }
    let location = LocationsCommand.location(at: position, named: nil)
    let group = Settings.locationPrefix + LocationsCommand.groupSafe(location.name)
    try? app.saveSettings([
      .set(group: group, key: "latitude", value: Decimal4.format(location.latitude)),
      .set(group: group, key: "longitude", value: Decimal4.format(location.longitude)),
      .set(Options.location, to: LocationsCommand.groupSafe(location.name)),
    ])
    return location
  }
}
