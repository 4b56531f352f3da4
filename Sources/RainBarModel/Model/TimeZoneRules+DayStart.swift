extension TimeZoneRules {
  /// The first instant of a local day (days since 1970-01-01): its 00:00; where
  /// the clocks spring forward over midnight (00:00 becomes 01:00: Santiago,
  /// the Azores, Havana, Beirut, Cairo) the instant they do, the day beginning
  /// at 01:00; where they fall back over it (01:00 becomes 00:00 again), the
  /// first 00:00.
  public func start(ofDay day: Int) -> Int64 {
    let midnight = Int64(day) * 86_400
    // Midnight read by the offsets in force around it: one of them is right
    // unless midnight falls in a gap.
    let early = midnight - Int64(offset(at: midnight - Int64(offset(at: midnight)) - 86_400))
    let later = midnight - Int64(offset(at: midnight - Int64(offset(at: midnight)) + 86_400))
    let (low, high) = (min(early, later), max(early, later))
    if local(low) == midnight { return low }
    if local(high) == midnight { return high }
    // In a gap: the instant the clock jumps over midnight, the first whose
    // local time is at or past it (local time only rises within the gap).
    var (before, after) = (low, high)
    guard local(before) < midnight, local(after) > midnight else { return high }
    while after - before > 1 {
      let middle = before + (after - before) / 2
      if local(middle) >= midnight { after = middle } else { before = middle }
    }
    return after
  }

  /// The local time of `t` in seconds since 1970-01-01 00:00 local.
  private func local(_ t: Int64) -> Int64 {
    t &+ Int64(offset(at: t))
  }
}
