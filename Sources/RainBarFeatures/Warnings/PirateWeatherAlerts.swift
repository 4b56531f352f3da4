import FoundationEssentials
import RainBarEngine
import RainBarModel

/// The `alerts` array of a Pirate Weather (Dark Sky format) forecast answer:
/// warnings read from the forecast's own response, with no request of their
/// own. `severity` is a CAP word in Pirate Weather (`Moderate`) and Dark
/// Sky's `advisory`/`watch`/`warning` in old answers; times are Unix seconds.
public enum PirateWeatherAlerts {
  public static let issuer = "Pirate Weather"

  /// The alerts of the answer; [] when it has none (or no `alerts` key).
  public static func decode(_ response: HTTPResponse) throws(ForecastError) -> [Warning] {
    let wire = try JSONAnswer.decode(Wire.self, from: response, provider: issuer) { _, _ in nil }
    return (wire.alerts?.value ?? []).compactMap { $0.value?.warning }
  }
}

// MARK: - Wire format (private to this decoder)

private struct Wire: Decodable {
  let alerts: Lossy<[Lossy<Alert>]>?

  struct Alert: Decodable {
    let title: Lossy<String>?
    let severity: Lossy<String>?
    let time: Lossy<Double>?
    let expires: Lossy<Double>?
    let description: Lossy<String>?
    let uri: Lossy<String>?

    var warning: Warning? {
      guard let title = title?.value, !title.isEmpty else { return nil }
      let onset = time?.value.flatMap { $0.isFinite && $0 > 0 ? Int64($0) : nil }
      let end = expires?.value.flatMap { $0.isFinite && $0 > 0 ? Int64($0) : nil }
      // No identifier of its own: the CAP document's address, else title and start.
      let id = uri?.value ?? "\(title)@\(onset ?? 0)"
      return Warning(
        id: WarningText.identifier(id), level: Warning.Level(word: severity?.value),
        event: WarningText.event(title), headline: WarningText.headline(title),
        description: WarningText.description(description?.value), onset: onset, ends: end,
        expires: end, issuer: PirateWeatherAlerts.issuer)
    }
  }
}
