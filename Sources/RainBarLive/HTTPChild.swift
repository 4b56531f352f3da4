import Glibc
import RainBarCore
import RainBarEngine
import RainBarFeatures
import RainBarModel

/// The child's side: one request read from stdin, made with libcurl, and
/// its answer written to stdout. Returns the exit status.
public enum HTTPChild {
  public static func serve(_ client: any HTTPClient) -> Int32 {
    var input: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while input.count < 1 << 20 {
      let count = read(STDIN_FILENO, &buffer, buffer.count)
      if count < 0 && errno == EINTR { continue }
      if count <= 0 { break }
      input += buffer[0..<count]
    }
    guard let request = HTTPWire.decodeRequest(input) else { return 64 }
    let answer = HTTPWire.encode(client.get(request))
    return answer.withUnsafeBytes { raw in
      guard let base = raw.baseAddress else { return 1 }
      var sent = 0
      while sent < raw.count {
        let count = write(STDOUT_FILENO, base + sent, raw.count - sent)
        if count < 0 && errno == EINTR { continue }
        if count <= 0 { return 1 }
        sent += count
      }
      return 0
    }
  }
}
