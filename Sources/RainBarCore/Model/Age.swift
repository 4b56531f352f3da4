/// Short durations for the bar: "45s", "12m", "3h", "2d".
public enum Age {
  public static func text(_ seconds: Double) -> String {
    let s = max(0, Int(seconds.isFinite ? seconds : 0))
    switch s {
    case ..<60: return "\(s)s"
    case ..<3600: return "\(s / 60)m"
    case ..<86_400: return "\(s / 3600)h"
    default: return "\(s / 86_400)d"
    }
  }
}
