import RainBarEngine
import RainBarModel

/// A run's air quality and pollen: the place's entry through the one renewal,
/// within what is left of the run's time.
public struct AirQualityService: Sendable {
  public var settings: AirSettings
  public var context: RunContext

  public init(_ settings: AirSettings, context: RunContext) {
    self.settings = settings
    self.context = context
  }

  /// The place's air quality for what `needs` asks, within what is left of
  /// the timeout since `start` (none left: the cached entry as it is); nil
  /// when nothing is needed (no request, no file read). With no `demand`, the
  /// cached entry as it is (watch's redraw; watch renews it in the background).
  public func result(
    for location: Location, needs: AirNeeds, start: Double, demand: Renewal.Demand?
  ) -> AirQualityResult? {
    guard !needs.isEmpty else { return nil }
    let baseURL: String
    do throws(RainBarError) {
      baseURL = try settings.baseURL()
    } catch {
      return AirQualityResult(air: nil, unavailable: error.message)
    }
    let resource = AirQualityResource(
      baseURL: baseURL, userAgent: context.userAgent, location: location, needs: needs)
    let left = context.left(since: start)
    let outcome = context.load(resource, demand: demand, timeout: left)
    return AirQualityResult(
      air: outcome.record?.air, fetchedAt: outcome.record?.fetchedAt,
      unavailable: outcome.message(resource.displayName, timeout: left, about: resource.answers))
  }
}
