import Testing

@testable import RainBarCore
@testable import RainBarEngine
@testable import RainBarFeatures
@testable import RainBarModel

/// The one schedule watch keeps for each resource it renews.
@Suite struct WatchScheduleRulesTests {
  @Test func failuresDoubleThePauseUpToTheFreshness() {
    var schedule = WatchSchedule(firstPause: 15)
    schedule.due = 100
    #expect(schedule.next(longestPause: 600) == 100)
    var pauses: [Double] = []
    var now = 100.0
    for _ in 0..<8 {
      #expect(schedule.begin(now: now) == .due)
      #expect(schedule.next(longestPause: 600) == nil)
      schedule.ended(renewed: false, now: now)
      let next = schedule.next(longestPause: 600) ?? .nan
      pauses.append(next - now)
      now = next
    }
    #expect(pauses == [15, 30, 60, 120, 240, 480, 600, 600])
    schedule.ended(renewed: true, now: now)
    #expect(schedule.failures == 0)
    #expect(schedule.next(longestPause: 600) == 100)
  }

  @Test func aClickRenewsNowAndAsksAsRefresh() {
    var schedule = WatchSchedule(firstPause: 60)
    schedule.due = 1_000
    _ = schedule.begin(now: 10)
    schedule.click()
    // One renewal at a time: the click waits for the one in flight.
    #expect(schedule.next(longestPause: 600) == nil)
    schedule.ended(renewed: false, now: 20)
    #expect(schedule.next(longestPause: 600) == -.infinity)
    #expect(schedule.begin(now: 20) == .refresh)
    schedule.ended(renewed: true, now: 21)
    #expect(schedule.next(longestPause: 600) == 1_000)
  }

  @Test func aWakeRetriesAFailedRenewalAtOnceThroughTheBackoff() {
    var schedule = WatchSchedule(firstPause: 15)
    schedule.due = 50
    _ = schedule.begin(now: 50)
    schedule.ended(renewed: false, now: 50)
    #expect(schedule.next(longestPause: 600) == 65)
    schedule.wake()
    #expect(schedule.woken)
    #expect(schedule.next(longestPause: 600) == -.infinity)
    #expect(schedule.begin(now: 52) == .retry)
    #expect(!schedule.woken)
  }

  @Test func anAnswerForAnotherPlaceOnlyEndsTheFlight() {
    var schedule = WatchSchedule(firstPause: 15)
    _ = schedule.begin(now: 5)
    schedule.ended(renewed: false, now: 5)
    _ = schedule.begin(now: 20)
    schedule.ended(renewed: nil, now: 21)
    #expect(!schedule.inFlight)
    #expect(schedule.failures == 1)
    schedule.forgetFailures()
    #expect(schedule.next(longestPause: 600) == schedule.due)
  }
}
