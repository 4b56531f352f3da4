import Foundation

/// A private D-Bus session bus with python3-dbusmock's notification daemon on
/// it: the real protocol libnotify speaks, with every Notify call recorded.
final class NotificationBus {
  let directory: String
  let address: String
  private let daemon = Process()
  private let mock = Process()

  /// The bus socket is `<directory>/bus`, as a session's is `$XDG_RUNTIME_DIR/bus`.
  init(directory: String) throws {
    self.directory = directory
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    let socket = directory + "/bus"
    address = "unix:path=" + socket
    daemon.executableURL = URL(fileURLWithPath: "/usr/bin/dbus-daemon")
    daemon.arguments = ["--session", "--nofork", "--nopidfile", "--address=" + address]
    daemon.standardOutput = FileHandle.nullDevice
    daemon.standardError = FileHandle.nullDevice
    try daemon.run()
    try Self.wait { FileManager.default.fileExists(atPath: socket) }

    mock.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
    mock.arguments = ["-m", "dbusmock", "--session", "-t", "notification_daemon"]
    mock.environment = ["DBUS_SESSION_BUS_ADDRESS": address, "PATH": "/usr/bin:/bin"]
    mock.standardOutput = FileHandle.nullDevice
    mock.standardError = FileHandle.nullDevice
    try mock.run()
    try Self.wait { self.hasOwner("org.freedesktop.Notifications") }
  }

  /// SIGKILL: dbusmock's main loop does not stop on SIGTERM.
  deinit {
    for process in [mock, daemon] where process.isRunning {
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
    }
  }

  struct Call: Decodable, Equatable {
    var app: String
    var replaces_id: Int
    var icon: String
    var summary: String
    var body: String
    var urgency: Int?
  }

  func calls() throws -> [Call] {
    let output = try Self.capture(
      "/usr/bin/python3", [Paths.root + "/Tests/Support/notifications.py"],
      environment: ["DBUS_SESSION_BUS_ADDRESS": address])
    return try output.split(separator: "\n").map {
      try JSONDecoder().decode(Call.self, from: Data($0.utf8))
    }
  }

  private func hasOwner(_ name: String) -> Bool {
    let output = try? Self.capture(
      "/usr/bin/dbus-send",
      [
        "--session", "--print-reply=literal", "--dest=org.freedesktop.DBus",
        "/org/freedesktop/DBus",
        "org.freedesktop.DBus.NameHasOwner", "string:" + name,
      ], environment: ["DBUS_SESSION_BUS_ADDRESS": address])
    return output?.contains("true") ?? false
  }

  static func capture(_ tool: String, _ arguments: [String], environment: [String: String]) throws
    -> String
  {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: tool)
    process.arguments = arguments
    process.environment = environment.merging(["PATH": "/usr/bin:/bin"]) { $1 }
    let out = Pipe()
    process.standardOutput = out
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }

  static func wait(_ condition: () -> Bool) throws {
    let deadline = Date().addingTimeInterval(10)
    while !condition() {
      if Date() > deadline { throw BusError.notReady }
      usleep(20_000)
    }
  }

  enum BusError: Error { case notReady }
}
