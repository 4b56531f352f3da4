/// A duration for messages: "10 s", "2.5 s".
public enum Seconds {
  public static func text(_ seconds: Double) -> String {
    seconds == seconds.rounded() ? "\(Int(seconds)) s" : "\(Rounded.oneDecimal(seconds)) s"
  }
}
