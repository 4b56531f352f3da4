extension MinuteOutlook {
  /// The first whole second after `now` at which the outlook of `minutely`
  /// (`outlook`, as `init` made it at `now`; nil when it said nothing) may
  /// differ, read off the same rules `init`, `minutes(until:)` and `shown(_:)`
  /// follow: never later than the change, at worst a little early. Nil
  /// without minute-level data.
  public static func nextChange(
    of minutely: MinutelyPrecipitation?, outlook: MinuteOutlook?, now: Double
  ) -> Int64? {
    guard let m = minutely, m.isMinuteLevel, now.isFinite else { return nil }
    let t = Int64(now.rounded(.down))
    let interval = Int64(m.interval)
    /// The first step start after `x`.
    func stepAfter(_ x: Int64) -> Int64 {
      m.start + (floorDivide(x - m.start, interval) + 1) * interval
    }
    var changes = [
      // The step that contains now, and the series' first step coming within one step.
      stepAfter(t), m.start - interval + 1,
      // A step coming into the window (`stepStart < now + window`).
      stepAfter(t + window - 1) - window + 1,
    ]
    if let outlook {
      let size = Int64(outlook.resolution)
      changes += [
        // The strip's cells, aligned on the clock, and one coming into the window.
        (floorDivide(t, size) + 1) * size,
        (floorDivide(t + window - 1, size) + 1) * size - window + 1,
        // A dry reach shorter than one step says nothing.
        outlook.horizon - size + 1,
      ]
      changes += [outlook.onset, outlook.end, outlook.restart].compactMap {
        $0.flatMap(outlook.countdownChange)
      }
    }
    return changes.filter { $0 > t }.min()
  }

  /// When `minutes(until: time)` (and `shown(time)`) may next turn over: in
  /// steps of the source's precision while far, each minute within a step
  /// (and a minute) of it. Nil once it is reached.
  package func countdownChange(to time: Int64) -> Int64? {
    let step = Int64(resolution)
    let target = rounded(time)
    let left = target - now
    guard left > 0 else { return nil }
    let nextMinute = (Self.floorDivide(now, 60) + 1) * 60
    if left < step + 60 {
      // Whole minutes to `target`: they turn over where `target - now` crosses a minute.
      return min(nextMinute, target - 60 * Self.floorDivide(left - 1, 60))
    }
    // Rounded to steps: where `left + step / 2` crosses a step, or the last step begins.
    let turn = target + step / 2 + 1
    return [turn - step * Self.floorDivide(turn - now - 1, step), target - step - 60]
      .filter { $0 > now }.min()
  }
}
