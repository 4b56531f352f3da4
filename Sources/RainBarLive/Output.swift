import Glibc

public enum Output {
  /// Writes all of `text`, retrying on short writes and EINTR; false when the
  /// write failed (a closed pipe: the caller may ignore it).
  @discardableResult
  public static func write(_ text: String, to descriptor: Int32) -> Bool {
    let bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes { raw in
        Glibc.write(descriptor, raw.baseAddress.map { $0 + offset }, raw.count - offset)
      }
      if written < 0 {
        if errno == EINTR { continue }
        return false
      }
      offset += written
    }
    return true
  }
}
