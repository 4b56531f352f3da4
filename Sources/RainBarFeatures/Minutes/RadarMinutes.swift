/// A radar's minutes for a place as a run or a watch has them: the entry
/// kept (its minutes are judged when shown: they age) and why it could not be
/// renewed.
public struct RadarMinutes: Equatable, Sendable {
  public var entry: RadarEntry?
  public var problem: String?

  public var fetchedAt: Double? { entry?.fetchedAt }
}
