import Testing

@testable import RainBarCore
@testable import RainBarEngine
@testable import RainBarFeatures
@testable import RainBarModel

/// The position (`location=here`) as a resource of the one renewal: GeoClue
/// asked through `Renewal` like any service, its failures backed off by the
/// shared rule and kept in the file every run reads.
struct PositionResourceTests {
  /// GeoClue's answers in order; counts the asks.
  final class ScriptedPositions: PositionProvider, @unchecked Sendable {
    var script: [Result<Position, PositionError>]
    private(set) var asked = 0

    init(_ script: [Result<Position, PositionError>]) { self.script = script }

    func currentPosition(timeout: Double) throws(PositionError) -> Position {
      asked += 1
      guard !script.isEmpty else {
        Issue.record("GeoClue asked once more than scripted")
        throw PositionError("unexpected")
      }
      return try script.removeFirst().get()
    }
  }

  let files = InMemoryFileSystem()
  let clock = ManualClock(1_000)
  let path = "/c/position"
  static let berlin = Position(latitude: 52.52, longitude: 13.41, accuracy: 5000)
  static let noBus = PositionError("there is no system D-Bus to reach GeoClue on.")

  func renew(_ positions: ScriptedPositions, demand: Renewal.Demand = .due)
    -> RenewalOutcome<PositionRecord>
  {
    let renewal = Renewal(
      files: ForecastCache(directory: "/c", fileSystem: files), http: ScriptedHTTP(),
      clock: clock, policy: CachePolicy(freshness: PositionResource.freshness))
    return renewal.renew(PositionResource(positions: positions), demand: demand, timeout: 3)
  }

  func stored() -> String? { files.files[path].map { String(decoding: $0, as: UTF8.self) } }

  @Test func aFixIsKeptInTheFileItAlwaysHadFreshFor10Minutes() {
    let positions = ScriptedPositions([.success(Self.berlin)])
    #expect(renew(positions).record?.position == Self.berlin)
    #expect(stored() == "latitude=52.5200\nlongitude=13.4100\naccuracy=5000\nchecked=1000\n")
    clock.time += 599
    #expect(renew(positions).record?.position == Self.berlin)
    #expect(positions.asked == 1)
  }

  @Test func aFailureBacksOffFrom15SecondsDoublingAndEveryRunHoldsToIt() {
    let positions = ScriptedPositions([.failure(Self.noBus), .failure(Self.noBus)])
    let first = renew(positions)
    guard case .failed(let error) = first.problem else {
      Issue.record("no failure: \(String(describing: first.problem))")
      return
    }
    #expect(error.message == Self.noBus.message)
    #expect(
      stored()
        == "backoff-until=1015\nbackoff-kind=offline\nbackoff-seconds=15\nproblem=there is no system D-Bus to reach GeoClue on.\n"
    )
    // Another run inside the pause: GeoClue not asked, the reason kept.
    clock.time += 14
    guard case .waiting(let note, let seconds) = renew(positions).problem else {
      Issue.record("not waiting")
      return
    }
    #expect(note?.reason == Self.noBus.message)
    #expect(seconds == 1)
    #expect(positions.asked == 1)
    clock.time += 1
    _ = renew(positions)
    #expect(positions.asked == 2)
    #expect(
      stored()?.hasPrefix("backoff-until=1045\nbackoff-kind=offline\nbackoff-seconds=30\n") == true)
  }

  @Test func aFailureKeepsTheLastPositionAndASuccessEndsTheBackoff() {
    let positions = ScriptedPositions([
      .success(Self.berlin), .failure(Self.noBus),
      .success(Position(latitude: 52.61, longitude: 13.41)),
    ])
    _ = renew(positions)
    clock.time += 600
    let failed = renew(positions)
    #expect(failed.record?.position == Self.berlin)
    #expect(
      stored()
        == "latitude=52.5200\nlongitude=13.4100\naccuracy=5000\nchecked=1000\nbackoff-until=1615\nbackoff-kind=offline\nbackoff-seconds=15\nproblem=there is no system D-Bus to reach GeoClue on.\n"
    )
    // A wake (the network back) asks through the back-off.
    #expect(renew(positions, demand: .retry).record?.position?.latitude == 52.61)
    #expect(stored() == "latitude=52.6100\nlongitude=13.4100\nchecked=1600\n")
  }

  @Test func aFixWithin3KilometresKeepsThePositionInUse() {
    let near = Position(latitude: 52.53, longitude: 13.42, accuracy: 20)
    let far = Position(latitude: 52.61, longitude: 13.41)
    let positions = ScriptedPositions([.success(Self.berlin), .success(near), .success(far)])
    _ = renew(positions)
    clock.time += 600
    #expect(renew(positions).record?.position == Self.berlin)
    #expect(stored() == "latitude=52.5200\nlongitude=13.4100\naccuracy=5000\nchecked=1600\n")
    clock.time += 600
    #expect(renew(positions).record?.position == far)
  }

  @Test func aPositionOffTheGlobeIsAFailure() {
    let positions = ScriptedPositions([.success(Position(latitude: 200, longitude: 13.41))])
    guard case .failed(let error) = renew(positions).problem else {
      Issue.record("no failure")
      return
    }
    #expect(error.message == "GeoClue gave a position off the globe.")
    #expect(stored()?.hasPrefix("backoff-until=1015\n") == true)
  }

  /// A damaged file never makes GeoClue be asked on every run: a pause of 0
  /// or less is read, and the next one is the first pause again.
  @Test(arguments: ["0", "-1000000000", "1e-300"])
  func aDamagedPauseStillBacksOff(seconds: String) {
    files.files[path] = Array(
      "backoff-until=1000\nbackoff-kind=retry-after\nbackoff-seconds=\(seconds)\nproblem=x\n".utf8)
    let record = PositionRecord.read(files.files[path] ?? [])
    // A Retry-After is no GeoClue failure: wakes ask through it.
    #expect(record?.backoffNote?.kind == .offline)
    let positions = ScriptedPositions([.failure(Self.noBus)])
    _ = renew(positions)
    #expect(positions.asked == 1)
    #expect(stored()?.hasPrefix("backoff-until=1015\n") == true)
  }

  @Test func numbersTheFileCannotHoldAreNotRead() {
    let record = PositionRecord.read(
      Array("latitude=52.52\nlongitude=13.41\nchecked=-1e300\naccuracy=inf\n".utf8))
    #expect(record == nil)
    let fine = PositionRecord.read(
      Array("latitude=52.52\nlongitude=13.41\nchecked=1000\naccuracy=nan\n".utf8))
    #expect(fine?.position == Position(latitude: 52.52, longitude: 13.41))
  }

  @Test func aFileFromBeforeBackoffsReadsAsOneOf10Minutes() {
    let record = PositionRecord.read(
      Array("latitude=52.5200\nlongitude=13.4100\nchecked=1000\nproblem=No bus.\n".utf8))
    #expect(record?.position == Position(latitude: 52.52, longitude: 13.41))
    #expect(record?.fetchedAt == 1000)
    #expect(record?.backoffUntil == 1600)
    #expect(record?.backoffNote == BackoffNote(kind: .offline, seconds: 600, reason: "No bus."))
  }

  @Test(arguments: [
    "", "latitude=1\n", "problem=x\n", "checked=nan\nproblem=x\n", "\u{0}\u{1}=\n=",
    "latitude=91\nlongitude=0\nchecked=5\n",
  ])
  func whatIsNotARecordIsAskedAgain(text: String) {
    let record = PositionRecord.read(Array(text.utf8))
    #expect(record == nil || record?.position == nil)
    #expect(record.map { CachePolicy(freshness: 600).isFresh($0, now: 10) } != true)
  }
}
