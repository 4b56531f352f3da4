/// Short durations for the bar, to the nearest unit: "45s", "12m", "3h", "2d"
/// (in the run's language: "12 мин").
public enum Age {
  public static func text(_ seconds: Double) -> String {
    // Held below a million years: a fetch time from a wrong clock never traps.
    let s = Int(min(max(seconds.isFinite ? seconds : 0, 0), 3e13).rounded())
    if s < 60 { return trn("%ds", "%ds", s) }
    let minutes = (s + 30) / 60
    if minutes < 60 { return trn("%dm", "%dm", minutes) }
    let hours = (s + 1800) / 3600
    if hours < 24 { return trn("%dh", "%dh", hours) }
    return trn("%dd", "%dd", (s + 43_200) / 86_400)
  }

  /// "12m ago", "3h ago".
  public static func ago(_ seconds: Double) -> String { tr("%s ago", text(seconds)) }
}

extension Age {
  /// The first whole age after `seconds` whose text differs, never less than
  /// a minute ahead of a text in seconds (bars redraw the age at most once a minute).
  public static func nextChange(after seconds: Double) -> Double {
    let s = max(0, (seconds.isFinite ? seconds : 0).rounded())
    let shown = text(s)
    if s < 60 { return 60 }
    // Where each unit's rounding turns over: "m" at 60k+30, "h" at 3600k+1800, "d" at 86400k+43200.
    func next(_ unit: Double, after value: Double) -> Double {
      ((value - unit / 2) / unit).rounded(.down) * unit + unit + unit / 2
    }
    var candidate = s
    while true {
      let unit: Double = candidate < 3570 ? 60 : candidate < 84_600 ? 3600 : 86_400
      candidate = next(unit, after: candidate)
      if text(candidate) != shown { return candidate }
    }
  }
}
