import Testing

@testable import RainBarCore
@testable import RainBarEngine
@testable import RainBarFeatures
@testable import RainBarModel

/// Where an event is: a GEO near a saved location is that location; the
/// place search's answers (`event-places=geocode`) and why an event stays
/// at the fallback; the kept answers' record.
struct EventPlaceTests {
  let berlin = Location(name: "Berlin", latitude: 52.52, longitude: 13.41)
  let work = Location(name: "Work", latitude: 52.5, longitude: 13.4)

  /// 0.0009° of latitude is 100 m: 0.0008° is Berlin, 0.0010° its coordinates.
  @Test func aGEONearASavedLocationIsThatLocation() {
    var event = CalendarEvent(uid: "u", summary: "s", location: "", start: 0, end: 1)
    event.geo = Position(latitude: 52.52, longitude: 13.41)
    #expect(EventPlace.of(event, saved: [work, berlin], fallback: work) == berlin)
    event.geo = Position(latitude: 52.5208, longitude: 13.41)
    #expect(EventPlace.of(event, saved: [work, berlin], fallback: work) == berlin)
    event.geo = Position(latitude: 52.521, longitude: 13.41)
    #expect(
      EventPlace.of(event, saved: [work, berlin], fallback: work)?.name == "52.5210, 13.4100")
    // The nearest of two within 100 m.
    let near = Location(name: "Near", latitude: 52.5209, longitude: 13.41)
    event.geo = Position(latitude: 52.5206, longitude: 13.41)
    #expect(EventPlace.of(event, saved: [berlin, near], fallback: work) == near)
  }

  @Test func theSearchsAnswers() {
    let event = CalendarEvent(uid: "u", summary: "Match", location: "Stadium", start: 0, end: 1)
    func place(_ answer: EventGeocodes.Answer?) -> EventPlace.Placed {
      EventPlace.place(
        event, saved: [berlin, work], fallback: berlin,
        geocoded: answer.map { ["Stadium": $0] } ?? [:])
    }
    #expect(
      place(.place(name: "Olympiastadion", latitude: 52.5147, longitude: 13.2395))
        == EventPlace.Placed(
          location: Location(name: "Olympiastadion", latitude: 52.5147, longitude: 13.2395)))
    // Found within 100 m of a saved location: that one, by its name.
    #expect(place(.place(name: "Arbeit", latitude: 52.5004, longitude: 13.4)).location == work)
    #expect(
      place(.notFound)
        == EventPlace.Placed(
          location: berlin, why: "Match: no place has the name of its location; judged at Berlin."))
    #expect(
      place(.several).why
        == "Match: several places have the name of its location; judged at Berlin.")
    #expect(
      place(.failed("it timed out")).why
        == "Match: its location could not be looked up (it timed out); judged at Berlin.")
    #expect(
      place(nil).why == "Match: its location is looked up on a later run; judged at Berlin.")
    // Off: no answers, no reason; a saved name is never looked up.
    #expect(
      EventPlace.place(event, saved: [berlin], fallback: berlin, geocoded: nil)
        == EventPlace.Placed(location: berlin))
    var named = event
    named.location = "work, room 3"
    #expect(
      EventPlace.place(named, saved: [berlin, work], fallback: berlin, geocoded: [:])
        == EventPlace.Placed(location: work))
  }

  @Test func whichAnswerIsOnePlace() {
    func place(_ name: String) -> Place {
      Place(name: name, latitude: 52, longitude: 6)
    }
    let enschede = EventGeocodes.Answer.place(name: "Enschede", latitude: 52, longitude: 6)
    #expect(EventGeocoder.answer([], for: "Enschede") == .notFound)
    #expect(EventGeocoder.answer([place("Enschede")], for: "Enschede station") == enschede)
    let two = [place("Enschede"), place("Enschede Airport Twente")]
    #expect(EventGeocoder.answer(two, for: " enschede , NL") == enschede)
    #expect(EventGeocoder.answer(two, for: "Twente") == .several)
    #expect(EventGeocoder.answer([place("Paris"), place("Paris")], for: "Paris") == .several)
  }

  /// The record keeps hashes, not texts; answers older than 30 days go.
  @Test func theRecordRoundTrips() {
    let now: Int64 = 1_800_000_000
    let record = EventGeocodes(entries: [
      EventGeocodes.key("Stadium"): .init(
        at: now - 10,
        answer: .place(name: "Olympia\tstadion", latitude: 52.5147, longitude: 13.2395)),
      EventGeocodes.key("Nowhere"): .init(at: now - 20, answer: .notFound),
      EventGeocodes.key("Paris"): .init(at: now - 30, answer: .several),
      EventGeocodes.key("Slow"): .init(at: now - 40, answer: .failed("it timed out")),
      EventGeocodes.key("Old"): .init(at: now - 31 * 86_400, answer: .notFound),
    ])
    let bytes = record.bytes(now: now)
    let text = String(decoding: bytes, as: UTF8.self)
    for word in ["Stadium", "Nowhere", "Paris", "Slow", "Old"] { #expect(!text.contains(word)) }
    var expected = record
    expected.entries[EventGeocodes.key("Old")] = nil
    expected.entries[EventGeocodes.key("Stadium")]?.answer = .place(
      name: "Olympia stadion", latitude: 52.5147, longitude: 13.2395)
    #expect(EventGeocodes.read(bytes) == expected)
    #expect(EventGeocodes.key("Stadium") != EventGeocodes.key("stadium"))
    #expect(EventGeocodes.read(Array("rain-bar calendar 1\n".utf8)) == nil)
    #expect(
      EventGeocodes.read(Array((EventGeocodes.header + "\nx\t1\tnone\t-\t-\t-\n").utf8)) == nil)
  }

  @Test func howLongAnAnswerIsUsed() {
    let at: Int64 = 1_800_000_000
    let found = EventGeocodes.Entry(at: at, answer: .notFound)
    #expect(EventGeocodes.isFresh(found, now: at + 30 * 86_400 - 1))
    #expect(!EventGeocodes.isFresh(found, now: at + 30 * 86_400))
    #expect(!EventGeocodes.isFresh(found, now: at - 1))
    let failed = EventGeocodes.Entry(at: at, answer: .failed("HTTP 500"))
    #expect(EventGeocodes.isFresh(failed, now: at + 3599))
    #expect(!EventGeocodes.isFresh(failed, now: at + 3600))
  }
}
