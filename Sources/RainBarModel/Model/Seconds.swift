/// A duration for messages: "10 s", "2.5 s".
public enum Seconds {
  public static func text(_ seconds: Double) -> String {
    // TRANSLATORS: seconds, "10 s", "2.5 s".
    tr(
      "%s s",
      seconds == seconds.rounded()
        ? String(Int(seconds)) : localizedNumber(Rounded.oneDecimal(seconds)))
  }
}
