/// How `watch` hands a request to a child process (this binary again)
/// and reads its answer back, over the child's stdin and stdout: lines of
/// text, then the body's bytes. A long-running process that asks this way
/// never maps libcurl and its TLS libraries (megabytes it would keep all day).
public enum HTTPWire {
  /// The argument the child is started with, for `ps` to show.
  public static let childArgument = "--http-child"
  /// What makes the binary a child that makes one request: this variable
  /// set to its parent's process id. Not the argument: under an LD_PRELOAD
  /// library such as libfaketime, a Swift program spawned directly loses its
  /// arguments (it would run as a bar); and a value exported by mistake
  /// names no parent, so it never turns a bar run into a child.
  public static let childVariable = "RAIN_BAR_HTTP_CHILD"

  /// Whether `value` of `childVariable` names this process's parent.
  public static func isChild(value: String?, parent: Int32) -> Bool {
    value == String(parent) && parent > 1
  }
  package static let requestTag = "rain-bar-http-request 1"
  package static let answerTag = "rain-bar-http-answer 1"

  /// The request as lines; nil when a value holds a line break (no URL or
  /// header a provider builds has one).
  public static func encode(_ request: HTTPRequest) -> [UInt8]? {
    var fields = [
      requestTag, request.url, String(request.timeout), String(request.maxBodyBytes),
      String(request.headers.count),
    ]
    for header in request.headers { fields += [header.name, header.value] }
    guard !fields.contains(where: hasLineBreak) else { return nil }
    return Array((fields.concatenated(separator: "\n") + "\n").utf8)
  }

  public static func decodeRequest(_ bytes: [UInt8]) -> HTTPRequest? {
    var reader = Reader(bytes: bytes)
    guard reader.line() == requestTag, let url = reader.line(),
      let timeout = reader.line().flatMap(Double.init), timeout.isFinite, timeout >= 0,
      let maxBody = reader.line().flatMap(Int.init), maxBody >= 0,
      let count = reader.line().flatMap(Int.init), (0...200).contains(count)
    else { return nil }
    var headers: [(name: String, value: String)] = []
    for _ in 0..<count {
      guard let name = reader.line(), let value = reader.line() else { return nil }
      headers.append((name, value))
    }
    return HTTPRequest(url: url, headers: headers, timeout: timeout, maxBodyBytes: maxBody)
  }

  /// The answer or the failure as lines, the body's bytes last.
  public static func encode(_ result: Result<HTTPResponse, HTTPFailure>) -> [UInt8] {
    var fields = [answerTag]
    var body: [UInt8] = []
    switch result {
    case .success(let response):
      fields += ["ok", String(response.status), String(response.headers.count)]
      for (name, value) in response.headers { fields += [name, value] }
      fields.append(String(response.body.count))
      body = response.body
    case .failure(let failure):
      let (kind, text, host) = parts(of: failure)
      fields += ["failed", kind, text, host.map { "1" + $0 } ?? "0"]
    }
    var bytes = Array(fields.map(oneLine).concatenated(separator: "\n").utf8)
    bytes.append(UInt8(ascii: "\n"))
    return bytes + body
  }

  public static func decodeAnswer(_ bytes: [UInt8]) -> Result<HTTPResponse, HTTPFailure>? {
    var reader = Reader(bytes: bytes)
    guard reader.line() == answerTag, let outcome = reader.line() else { return nil }
    if outcome == "failed" {
      guard let kind = reader.line(), let text = reader.line(), let host = reader.line(),
        let failure = failure(kind, text, host.first == "1" ? String(host.dropFirst()) : nil)
      else { return nil }
      return .failure(failure)
    }
    guard outcome == "ok", let status = reader.line().flatMap(Int.init),
      let count = reader.line().flatMap(Int.init), (0...1000).contains(count)
    else { return nil }
    var headers: [String: String] = [:]
    for _ in 0..<count {
      guard let name = reader.line(), let value = reader.line() else { return nil }
      headers[name] = value
    }
    guard let length = reader.line().flatMap(Int.init), length == bytes.count - reader.offset
    else { return nil }
    return .success(
      HTTPResponse(status: status, headers: headers, body: Array(bytes[reader.offset...])))
  }

  private static func parts(of failure: HTTPFailure) -> (String, String, String?) {
    switch failure {
    case .timedOut: return ("timedOut", "", nil)
    case .cannotConnect(let text, let host): return ("cannotConnect", text, host)
    case .cannotResolve(let text, let host): return ("cannotResolve", text, host)
    case .responseTooLarge: return ("responseTooLarge", "", nil)
    case .headersTooLarge: return ("headersTooLarge", "", nil)
    case .cutOff: return ("cutOff", "", nil)
    case .libraryMissing(let text): return ("libraryMissing", text, nil)
    case .other(let text): return ("other", text, nil)
    }
  }

  private static func failure(_ kind: String, _ text: String, _ host: String?) -> HTTPFailure? {
    switch kind {
    case "timedOut": return .timedOut
    case "cannotConnect": return .cannotConnect(text, host: host)
    case "cannotResolve": return .cannotResolve(text, host: host)
    case "responseTooLarge": return .responseTooLarge
    case "headersTooLarge": return .headersTooLarge
    case "cutOff": return .cutOff
    case "libraryMissing": return .libraryMissing(text)
    case "other": return .other(text)
    default: return nil
    }
  }

  private static func hasLineBreak(_ text: String) -> Bool {
    text.utf8.contains { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }
  }

  /// A header value or a message from libcurl kept to one line.
  private static func oneLine(_ text: String) -> String {
    hasLineBreak(text)
      ? String(text.map { $0 == "\n" || $0 == "\r\n" || $0 == "\r" ? " " : $0 }) : text
  }

  private struct Reader {
    let bytes: [UInt8]
    var offset = 0

    mutating func line() -> String? {
      guard let end = bytes[offset...].firstIndex(of: UInt8(ascii: "\n")) else { return nil }
      defer { offset = end + 1 }
      return String(decoding: bytes[offset..<end], as: UTF8.self)
    }
  }
}
