import RainBarEngine
import RainBarModel

/// A forecast load's outcome: the forecast, or why there is none.
///
/// Not `Result<ForecastResult, RainBarError>`: making that type's metadata
/// checks its `Failure: Error` requirement at run time, a scan of all the
/// binary's conformance records that cost the bar run 0.3 M instructions.
public enum LoadOutcome: Sendable {
  case success(ForecastResult)
  case failure(RainBarError)
}
