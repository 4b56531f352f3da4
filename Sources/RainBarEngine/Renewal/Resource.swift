import RainBarModel

/// One thing rain-bar fetches and keeps (a forecast, a place's warnings):
/// where it is kept, how it is asked for, how an answer becomes a record
/// (decoded and judged), and its record's bytes. `Renewal` does the rest,
/// the same for every resource (fresh hit, back-off, lock, conditional
/// request, 304, failures, stale fallback).
public protocol Resource: SendableMetatype {
  associatedtype Record: RenewableRecord

  /// Its folder in the cache directory ("": the directory itself). Each
  /// resource names it here, once; `Resources.all` lists every resource.
  static var folder: String { get }
  var key: CacheKey { get }
  /// Seconds its record stays fresh unless the server says longer: the
  /// settings' (`freshness=`, `warnings-freshness=`) or the resource's own.
  var freshness: Double { get }
  /// The service, as messages name it.
  var displayName: String { get }
  /// Values that must never appear in output (API keys).
  var secrets: [String] { get }
  /// What its answers are, as messages about a broken one name them.
  var answers: ForecastError.Answer { get }
  func request(timeout: Double) -> HTTPRequest
  /// Asks once: `request` over HTTP, unless the resource is asked another
  /// way (the position: GeoClue over D-Bus, its fix as the answer's body).
  func answer(to request: HTTPRequest, asking: Asking) -> Result<HTTPResponse, ForecastError>
  /// A new record from the answer, decoded and judged (`Plausible`); its
  /// times and validators are the renewal's to set. `asking` has what is
  /// left of the run for a second request of the same renewal.
  func record(from response: HTTPResponse, asking: Asking) throws(ForecastError) -> Record
  /// The same, for a resource whose new record depends on the one kept (the
  /// position in use is kept while a new fix stays near it).
  func record(from response: HTTPResponse, kept: Record?, asking: Asking) throws(ForecastError)
    -> Record
  /// The record kept after a 304 (its data completed again where a second
  /// request belongs to it).
  func renewed(_ kept: Record, asking: Asking) -> Record
  /// A record that holds only a back-off (nothing good was ever had).
  func backoffOnly() -> Record
  /// Whether the record holds what this run asks, fresh or not (false: it is
  /// renewed now, as if stale).
  func serves(_ record: Record) -> Bool
  /// This resource asking also for what `kept` holds: used when a fresh
  /// record is renewed only because it does not serve this run, so that
  /// runs that show different things share one record instead of taking
  /// turns renewing it.
  func widened(by kept: Record) -> Self
  static func record(from bytes: [UInt8]) -> Record?
  static func bytes(_ record: Record) -> [UInt8]?
}

extension Resource {
  public var secrets: [String] { [] }
  public var answers: ForecastError.Answer { .forecast }
  public func renewed(_ kept: Record, asking: Asking) -> Record { kept }
  public func answer(to request: HTTPRequest, asking: Asking) -> Result<HTTPResponse, ForecastError>
  {
    switch asking.http.get(request) {
    case .success(let response): return .success(response)
    case .failure(let failure):
      return .failure(
        .network(failure.redacting(secrets), host: request.host, timeout: asking.timeout))
    }
  }
  public func record(from response: HTTPResponse, kept: Record?, asking: Asking)
    throws(ForecastError) -> Record
  {
    try record(from: response, asking: asking)
  }
  public func serves(_ record: Record) -> Bool { true }
  public func widened(by kept: Record) -> Self { self }

  /// Whether the bytes are a record this resource can read.
  package static func reads(_ bytes: [UInt8]) -> Bool { record(from: bytes) != nil }
}

/// What a resource may ask within the renewal's time: the client and what is
/// left of the timeout.
public struct Asking: Sendable {
  public var http: any HTTPClient
  package var clock: any Clock
  package var start: Double
  package var timeout: Double

  /// Seconds left of the run's timeout.
  public var remaining: Double { timeout - (clock.now() - start) }
}
