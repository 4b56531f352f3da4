import RainBarEngine
import RainBarModel

/// Minutes as a forecast's entry and a radar entry keep them: the status, and
/// with `ok` the grid and the intensity (the chance and the kind when any step
/// has one, the source when it is radar). Read back through
/// `MinutelyPrecipitation.init`, which checks them again.
package struct MinutelyCodec: FieldCodec {
  package func json(_ value: MinutelyPrecipitation) -> String? {
    FieldWriter.json(Stored(value))
  }

  package func read(_ s: inout JSONScanner) throws(JSONScanner.Failure) -> MinutelyPrecipitation {
    let stored: Stored = try FieldReader.read(&s)
    guard stored.status == .ok else { return MinutelyPrecipitation(unavailable: stored.status) }
    guard let start = stored.start, let interval = stored.interval,
      let resolution = stored.resolution, let intensity = stored.intensity,
      var minutely = MinutelyPrecipitation(
        start: start, interval: interval, resolution: resolution, intensity: intensity,
        probability: stored.probability, kind: stored.kind)
    else { throw JSONScanner.Failure() }
    minutely.source = stored.source
    minutely.observedAt = stored.observedAt
    return minutely
  }

  /// The members as stored: the grid only with `ok`.
  struct Stored: RecordFields {
    var status = MinutelyPrecipitation.Status.failed
    var start: Int64?
    var interval: Int?
    var resolution: Int?
    var intensity: [Double?]?
    var source = MinutelyPrecipitation.Source.model
    var probability: [Double?] = []
    var kind: [Condition?] = []
    var observedAt: Int64?

    static var unread: Stored { Stored() }

    init() {}

    init(_ minutely: MinutelyPrecipitation) {
      status = minutely.status
      guard status == .ok else { return }
      start = minutely.start
      interval = minutely.interval
      resolution = minutely.resolution
      intensity = minutely.intensity
      source = minutely.source
      probability = minutely.probability
      kind = minutely.kind
      observedAt = minutely.observedAt
    }

    static func fields<Coder: FieldCoder>(_ coder: inout Coder, _ value: inout Stored)
      throws(JSONScanner.Failure)
    {
      try coder.required("status", &value.status, .raw(MinutelyPrecipitation.Status.self))
      try coder.optional("start", &value.start, .int64)
      try coder.optional("interval", &value.interval, .int)
      try coder.optional("resolution", &value.resolution, .int)
      try coder.optional("intensity", &value.intensity, .doubles)
      try coder.field("source", &value.source, SourceCodec())
      try coder.field("probability", &value.probability, SomeKnown(column: .doubles))
      try coder.field("kind", &value.kind, SomeKnown(column: .conditions))
      try coder.optional("observedAt", &value.observedAt, .int64)
    }
  }

  /// Left out for the model; an unknown source reads as the model.
  struct SourceCodec: FieldCodec {
    func json(_ value: MinutelyPrecipitation.Source) -> String? {
      value == .model ? nil : JSONText.string(value.rawValue)
    }
    func read(_ s: inout JSONScanner) throws(JSONScanner.Failure) -> MinutelyPrecipitation.Source {
      MinutelyPrecipitation.Source(rawValue: try s.string()) ?? .model
    }
  }

  /// A column left out when no step has a value.
  struct SomeKnown<Column: FieldCodec, Element>: FieldCodec where Column.Value == [Element?] {
    var column: Column
    func json(_ value: [Element?]) -> String? {
      value.contains { $0 != nil } ? column.json(value) : nil
    }
    func read(_ s: inout JSONScanner) throws(JSONScanner.Failure) -> [Element?] {
      try column.read(&s)
    }
  }
}

extension FieldCodec where Self == MinutelyCodec {
  package static var minutely: Self { Self() }
}
