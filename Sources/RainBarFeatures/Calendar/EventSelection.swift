import RainBarModel

/// Which occurrences of a calendar count, pure: timed ones (no all-day
/// event), not cancelled, not transparent (free time), that match the
/// calendar's `only=` (when it has one) and none of its `skip=`; a word
/// matches a category or a whole word of the summary, in any case.
public enum EventSelection {
  public static func select(_ raw: RawEvent, for calendar: EventCalendar) -> CalendarEvent? {
    guard !raw.allDay, !raw.cancelled, !raw.transparent, raw.end >= raw.start else { return nil }
    if !calendar.only.isEmpty && !calendar.only.contains(where: { matches($0, raw) }) {
      return nil
    }
    if calendar.skip.contains(where: { matches($0, raw) }) { return nil }
    let summary = Sanitized.line(raw.summary, limit: 80)
    return CalendarEvent(
      uid: Sanitized.line(raw.uid, limit: 200),
      summary: summary.isEmpty ? "?" : summary,
      location: Sanitized.line(raw.location, limit: 120), start: raw.start, end: raw.end,
      floating: raw.floating, geo: raw.geo)
  }

  static func matches(_ word: String, _ raw: RawEvent) -> Bool {
    let word = word.lowercased()
    if raw.categories.contains(where: { $0.trimmed.lowercased() == word }) { return true }
    return raw.summary.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber })
      .contains { $0 == word }
  }
}

extension String {
  fileprivate var trimmed: String {
    String(drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
  }
}
