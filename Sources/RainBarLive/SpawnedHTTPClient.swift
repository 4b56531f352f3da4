import Glibc
import RainBarCore
import RainBarEngine
import RainBarFeatures
import RainBarModel

/// `HTTPClient` for a process that runs all day (`watch`): each request is
/// made by a child, this binary started again with `HTTPWire.childVariable`
/// naming this process (`HTTPChild`), so libcurl and its TLS libraries are mapped in the child
/// for the request's length and never in the long-running process. The
/// request (its URL may hold an API key) goes over the child's stdin, never
/// its command line.
public struct SpawnedHTTPClient: HTTPClient {
  public init() {}

  public func get(_ request: HTTPRequest) -> Result<HTTPResponse, HTTPFailure> {
    // The running binary, whatever PATH says (valgrind gives its client's path here).
    let binary = Self.runningBinary() ?? "/proc/self/exe"
    guard let input = HTTPWire.encode(request) else {
      return .failure(.other("a line break in the request"))
    }
    // The child keeps the request's own timeout; this one is for a child that hangs past it.
    switch ChildProcess.run(
      binary, arguments: [HTTPWire.childArgument], search: false,
      environment: ["\(HTTPWire.childVariable)=\(getpid())"], input: input, stderrToo: false,
      timeout: request.timeout + 5, maxOutput: request.maxBodyBytes + (1 << 20))
    {
    case .notStarted:
      return .failure(.other("cannot start \(binary) for the request"))
    case .timedOut:
      return .failure(.timedOut)
    case .finished(let output):
      return HTTPWire.decodeAnswer(output)
        ?? .failure(.other("the request's child process ended without an answer"))
    }
  }

  static func runningBinary() -> String? {
    var buffer = [CChar](repeating: 0, count: 4096)
    let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    guard count > 0 else { return nil }
    return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
