import Testing

@testable import RainBarCore
@testable import RainBarEngine
@testable import RainBarFeatures
@testable import RainBarModel

/// `watch` sleeps until `BarContent.nextChange` and draws again then: checked
/// second by second against the line a one-shot run renders at each moment,
/// over the constructed Berlin rain (15-minute steps: the countdown in steps,
/// then by the minute in the last step, the rain falling, stopping, again).
@Suite struct WatchScheduleTests {
  /// 12:15 to 14:45 UTC: 30 minutes ahead of the rain to its second end.
  static let start = RenderingFixture.now
  static let end = RenderingFixture.now + 150 * 60

  /// Walks the watch's schedule second by second: the line a one-shot run
  /// shows at each second must be the one watch last drew, or watch must be
  /// awake to draw it. The wakes it took, and the moments it was wrong.
  func walk(
    _ format: OutputFormat, template text: String?, from start: Double = Self.start,
    stride step: Double = 1
  ) throws -> (wakes: Int, changes: Int, late: [String]) {
    let template = try text.map { try Template($0) } ?? .standard
    let render = RenderOptions(template: template)
    func line(at now: Double) throws -> (String, BarContent) {
      let content = try RenderingFixture.minuteContent(now: now)
      return (format.renderer.render(content, render).stdout, content)
    }
    var (drawn, content) = try line(at: start)
    var next = content.nextChange(template: template, format: format) ?? .infinity
    var wakes = 0
    var changes = 0
    var late: [String] = []
    var now = start + step
    while now <= Self.end {
      let (shown, shownContent) = try line(at: now)
      if shown != drawn {
        changes += 1
        if now < next, late.count < 5 {
          late.append(
            "at +\(Int(now - start)) s: \(shown.debugDescription), watch woke at +\(Int(next - start)) s"
          )
        }
      }
      if now >= next || shown != drawn {
        if now >= next { wakes += 1 }
        drawn = shown
        content = shownContent
        next = content.nextChange(template: template, format: format) ?? .infinity
      }
      now += step
    }
    return (wakes, changes, late)
  }

  @Test(
    arguments: [
      (OutputFormat.plain, nil), (.plain, "{rain_in}|{rain_until}|{next_rain}"), (.i3blocks, nil),
      (.polybar, "{icon} {rain_in}"),
    ] as [(OutputFormat, String?)])
  func theLineNeverChangesBeforeWatchWakes(format: OutputFormat, template: String?) throws {
    let walked = try walk(format, template: template)
    #expect(walked.late == [], "\(walked.late.prefix(5))")
    // Something to see: the countdown ticked, and watch did not wake each second.
    #expect(walked.changes >= 15)
    #expect(walked.wakes <= 150 + walked.changes, "\(walked.wakes) wakes")
  }

  /// waybar's tooltip too (its age, sentence and strip), every 5 seconds.
  /// From a minute on: an age in seconds ("5s ago") is drawn once a minute
  /// by design (`Age.nextChange`), which a one-shot run every second would not show.
  @Test func waybarsTooltipNeverChangesBeforeWatchWakes() throws {
    let walked = try walk(.waybar, template: nil, from: Self.start + 60, stride: 5)
    #expect(walked.late == [], "\(walked.late.prefix(5))")
    #expect(walked.changes >= 15)
  }
}
