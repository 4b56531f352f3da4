import RainBarEngine
import RainBarModel

/// `location=here`'s position, asked of GeoClue over D-Bus (`PositionProvider`)
/// rather than over HTTP: no validators, 304 or 429, but the same fresh hit,
/// lock, back-off and fallback to the last position as every resource. Fresh
/// 10 minutes; a fix within 3 km of the position in use keeps it, so GPS
/// jitter never renews the forecast.
package struct PositionResource: Resource {
  package var positions: any PositionProvider

  package init(positions: any PositionProvider) { self.positions = positions }

  package static let freshness = 600.0
  package static let moveMetres = 3000.0

  package static let folder = ""
  package var freshness: Double { Self.freshness }
  package var key: CacheKey { .machine("position") }
  package var displayName: String { "GeoClue" }

  /// Only names what is asked in messages: GeoClue is asked in `answer`.
  package func request(timeout: Double) -> HTTPRequest {
    HTTPRequest(url: "dbus://geoclue", timeout: timeout)
  }

  /// The fix, as the record's own bytes.
  package func answer(to request: HTTPRequest, asking: Asking) -> Result<
    HTTPResponse, ForecastError
  > {
    do throws(PositionError) {
      let fix = try positions.currentPosition(timeout: max(0.1, asking.remaining))
      guard (-90...90).contains(fix.latitude), (-180...180).contains(fix.longitude) else {
        return .failure(.position("GeoClue gave a position off the globe."))
      }
      return .success(
        HTTPResponse(
          status: 200, body: PositionRecord.bytes(PositionRecord(position: fix, fetchedAt: 0))))
    } catch {
      return .failure(.position(error.message))
    }
  }

  package func record(from response: HTTPResponse, asking: Asking) throws(ForecastError)
    -> PositionRecord
  {
    try record(from: response, kept: nil, asking: asking)
  }

  package func record(from response: HTTPResponse, kept: PositionRecord?, asking: Asking)
    throws(ForecastError) -> PositionRecord
  {
    guard let fix = PositionRecord.read(response.body)?.position else {
      throw .malformed(provider: displayName)
    }
    if let used = kept?.position, !Self.moved(from: used, to: fix) {
      return PositionRecord(position: used)
    }
    return PositionRecord(position: fix)
  }

  package func backoffOnly() -> PositionRecord { PositionRecord(position: nil) }

  package static func record(from bytes: [UInt8]) -> PositionRecord? { PositionRecord.read(bytes) }
  package static func bytes(_ record: PositionRecord) -> [UInt8]? { PositionRecord.bytes(record) }

  package static func moved(from used: Position, to fix: Position) -> Bool {
    GreatCircle.metres(used.latitude, used.longitude, fix.latitude, fix.longitude) > moveMetres
  }
}
