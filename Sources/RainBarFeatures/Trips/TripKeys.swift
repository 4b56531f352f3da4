import RainBarEngine
import RainBarModel

/// What a `[trip NAME]` and a `[calendar NAME]` group share: how long before
/// to notify, the chance that counts as rain, and the place.
public protocol TripKeys {
  var notifyBefore: Int { get set }
  /// nil: the alert threshold.
  var threshold: Double? { get set }
  /// A saved location's name; nil: the selected one.
  var location: String? { get set }
}

extension TripKeys {
  /// Reads one of the keys the groups share: nil when it was read, else the
  /// sentence that says what is wrong (a bad value, or a key the group does
  /// not know).
  public mutating func read(_ key: String, _ text: String) -> String? {
    // Made only for a message: quoting costs a bar run conformance lookups.
    var quoted: String { ConfigQuote.value(text, secret: false) }
    switch key {
    case "notify-before":
      guard ValueReader.isDecimal(text, fraction: false), let minutes = Int(text),
        (0...720).contains(minutes)
      else { return tr("notify-before: '%s' is invalid: give 0 to 720 minutes.", quoted) }
      notifyBefore = minutes
    case "threshold":
      guard let value = ValueReader.decimal(text), (0...100).contains(value) else {
        return tr("threshold: '%s' is invalid: give 0 to 100.", quoted)
      }
      threshold = value
    case "location": location = text
    default: return tr("%s: unknown key.", ConfigQuote.text(key))
    }
    return nil
  }
}
