import Foundation

/// nginx with a config and directories of the test's own (never the system's
/// service), listening on 127.0.0.1 only, stopped when the test ends.
final class Nginx {
  let port: Int
  let directory: String
  private let process = Process()

  /// `http` is what goes in the http block; `listen` in it is the port to use.
  init(directory: String, http: (_ port: Int) -> String) throws {
    self.directory = directory
    let fileManager = FileManager.default
    try fileManager.createDirectory(
      atPath: directory + "/temp", withIntermediateDirectories: true)
    port = try Self.freePort()
    // One process, as whoever runs the test (root included): no workers to switch user.
    let config = """
      daemon off;
      master_process off;
      worker_processes 1;
      pid \(directory)/nginx.pid;
      error_log \(directory)/error.log warn;
      events { worker_connections 256; }
      http {
        access_log \(directory)/access.log;
        client_body_temp_path \(directory)/temp/body;
        proxy_temp_path \(directory)/temp/proxy;
        fastcgi_temp_path \(directory)/temp/fastcgi;
        uwsgi_temp_path \(directory)/temp/uwsgi;
        scgi_temp_path \(directory)/temp/scgi;
      \(http(port))
      }

      """
    try config.write(toFile: directory + "/nginx.conf", atomically: true, encoding: .utf8)
    process.executableURL = URL(fileURLWithPath: "/usr/sbin/nginx")
    process.arguments = [
      "-p", directory, "-c", directory + "/nginx.conf", "-e", directory + "/error.log",
    ]
    // On the world clock: its cache decides freshness by it.
    process.environment = ProcessInfo.processInfo.environment.merging(
      TestClock.environment(at: nil)
    ) { $1 }
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    for _ in 0..<100 {
      if Self.accepts(port) { return }
      if !process.isRunning { break }
      usleep(50_000)
    }
    throw NginxError.notListening(log)
  }

  /// SIGKILL: a single nginx process never unblocks the signals the test
  /// process had blocked when it started it, SIGTERM among them.
  deinit {
    if process.isRunning {
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
    }
  }

  var log: String {
    (try? String(contentsOfFile: directory + "/error.log", encoding: .utf8)) ?? ""
  }

  enum NginxError: Error {
    case notListening(String)
    case noPort
  }

  /// A port free on 127.0.0.1 just now (the kernel's choice for port 0).
  private static func freePort() throws -> Int {
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    defer { close(fd) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(fd, $0, length) == 0 && getsockname(fd, $0, &length) == 0
      }
    }
    guard bound else { throw NginxError.noPort }
    return Int(UInt16(bigEndian: address.sin_port))
  }

  private static func accepts(_ port: Int) -> Bool {
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    defer { close(fd) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    return withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
      }
    }
  }
}
