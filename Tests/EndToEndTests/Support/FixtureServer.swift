import Foundation

/// The loopback HTTP server of `Tests/Support/fixture_server.py`, one per test.
final class FixtureServer {
  let port: Int
  private let process = Process()
  private let input = Pipe()
  private let output = Pipe()
  private var reader: FileHandle { output.fileHandleForReading }

  /// In the network namespace `netns` (a /proc/PID/ns/net path) when given:
  /// it is driven through pipes, which cross namespaces.
  init(netns: String? = nil) throws {
    process.executableURL = URL(fileURLWithPath: netns == nil ? "/usr/bin/env" : "/usr/bin/nsenter")
    process.arguments =
      (netns.map { ["--net=" + $0] } ?? []) + [
        "python3", Paths.root + "/Tests/Support/fixture_server.py", Paths.fixtures,
      ]
    // On the world clock, as the services it stands in for are.
    process.environment = ProcessInfo.processInfo.environment.merging(
      TestClock.environment(at: nil)
    ) { $1 }
    process.standardInput = input
    process.standardOutput = output
    try process.run()
    guard let line = Self.readLine(output.fileHandleForReading), let port = Int(line) else {
      throw ServerError.noPort
    }
    self.port = port
  }

  deinit {
    try? input.fileHandleForWriting.close()
    process.terminate()
    process.waitUntilExit()
  }

  var url: String { "http://127.0.0.1:\(port)/v1/forecast" }

  struct Response: Encodable {
    var status = 200
    var file: String?
    var body: String?
    var headers: [String: String]?
    var delay: Double?
    var hang: Bool?
    var truncate: Int?
    var cut: Int?
  }

  func queue(_ responses: Response...) throws {
    try send(["cmd": AnyEncodable("queue"), "responses": AnyEncodable(responses)])
  }

  func setDefault(_ response: Response) throws {
    try send(["cmd": AnyEncodable("default"), "response": AnyEncodable(response)])
  }

  struct Recorded: Decodable {
    /// GET, or CONNECT when the server was asked to be an HTTPS proxy.
    var method: String
    var path: String
    var headers: [String: String]
  }

  func requests() throws -> [Recorded] {
    struct Reply: Decodable { var requests: [Recorded] }
    let reply = try send(["cmd": AnyEncodable("requests")])
    return try JSONDecoder().decode(Reply.self, from: Data(reply.utf8)).requests
  }

  @discardableResult
  private func send(_ command: [String: AnyEncodable]) throws -> String {
    var data = try JSONEncoder().encode(command)
    data.append(0x0A)
    try input.fileHandleForWriting.write(contentsOf: data)
    guard let reply = Self.readLine(reader) else { throw ServerError.noReply }
    return reply
  }

  private static func readLine(_ handle: FileHandle) -> String? {
    var bytes: [UInt8] = []
    while true {
      guard let chunk = try? handle.read(upToCount: 1), let byte = chunk.first else {
        return nil
      }
      if byte == 0x0A { return String(decoding: bytes, as: UTF8.self) }
      bytes.append(byte)
    }
  }

  enum ServerError: Error { case noPort, noReply }
}

struct AnyEncodable: Encodable {
  let encodeValue: (Encoder) throws -> Void
  init<T: Encodable>(_ value: T) { encodeValue = value.encode }
  func encode(to encoder: Encoder) throws { try encodeValue(encoder) }
}
