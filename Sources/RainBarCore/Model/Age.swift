/// Short durations for the bar, to the nearest unit: "45s", "12m", "3h", "2d".
public enum Age {
  public static func text(_ seconds: Double) -> String {
    // Held below a million years: a fetch time from a wrong clock never traps.
    let s = Int(min(max(seconds.isFinite ? seconds : 0, 0), 3e13).rounded())
    if s < 60 { return "\(s)s" }
    let minutes = (s + 30) / 60
    if minutes < 60 { return "\(minutes)m" }
    let hours = (s + 1800) / 3600
    if hours < 24 { return "\(hours)h" }
    return "\((s + 43_200) / 86_400)d"
  }
}
