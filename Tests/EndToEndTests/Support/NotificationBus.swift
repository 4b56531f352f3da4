import Foundation
import TestTiming
import Testing

/// A private D-Bus bus (a dbus-daemon of our own) with a python3-dbusmock
/// template on it: by default the notification daemon, so the real protocol
/// libnotify speaks is used, with every Notify call recorded.
final class NotificationBus {
  let directory: String
  let address: String
  private let daemon = Process()
  private let mock = Process()

  /// The bus socket is `<directory>/bus`, as a session's is `$XDG_RUNTIME_DIR/bus`.
  /// A template with SYSTEM_BUS (GeoClue2) is reached through DBUS_SYSTEM_BUS_ADDRESS.
  init(
    directory: String, template: String = "notification_daemon",
    busName: String = "org.freedesktop.Notifications", system: Bool = false,
    parameters: String? = nil
  ) throws {
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
    mock.arguments =
      ["-m", "dbusmock", system ? "--system" : "--session", "-t", template]
      + (parameters.map { ["-p", $0] } ?? [])
    mock.environment = [
      system ? "DBUS_SYSTEM_BUS_ADDRESS" : "DBUS_SESSION_BUS_ADDRESS": address,
      "PATH": "/usr/bin:/bin",
    ]
    mock.standardOutput = FileHandle.nullDevice
    mock.standardError = FileHandle.nullDevice
    try mock.run()
    try Self.wait { self.hasOwner(busName) }
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
    /// The actions offered, each as [key, label].
    var actions: [[String]] = []
    var urgency: Int?
  }

  func calls(sourceLocation: SourceLocation = #_sourceLocation) throws -> [Call] {
    let output = try runProcess(
      "/usr/bin/python3", [Paths.root + "/Tests/Support/notifications.py"],
      environment: ["DBUS_SESSION_BUS_ADDRESS": address, "PATH": "/usr/bin:/bin"], expect: 0,
      sourceLocation: sourceLocation
    )
    .stdout
    return try output.split(separator: "\n").map {
      try JSONDecoder().decode(Call.self, from: Data($0.utf8))
    }
  }

  /// The ids of the notifications closed (CloseNotification), in order.
  func closed(sourceLocation: SourceLocation = #_sourceLocation) throws -> [Int] {
    try runProcess(
      "/usr/bin/python3", [Paths.root + "/Tests/Support/closed_notifications.py"],
      environment: ["DBUS_SESSION_BUS_ADDRESS": address, "PATH": "/usr/bin:/bin"], expect: 0,
      sourceLocation: sourceLocation
    ).stdout.split(separator: "\n").compactMap { Int($0) }
  }

  /// Makes the server emit ActionInvoked(id, key), as when the user picks an action.
  func invokeAction(id: Int, key: String, sourceLocation: SourceLocation = #_sourceLocation)
    throws
  {
    _ = try runProcess(
      "/usr/bin/python3", [Paths.root + "/Tests/Support/invoke_action.py", String(id), key],
      environment: ["DBUS_SESSION_BUS_ADDRESS": address, "PATH": "/usr/bin:/bin"], expect: 0,
      sourceLocation: sourceLocation
    )
  }

  /// A readiness probe, asked again until it says yes: a dbus-send that fails
  /// (the bus not yet accepting connections) means "not yet", not a failed test.
  private func hasOwner(_ name: String) -> Bool {
    let probe = try? RunningRainBar(
      "/usr/bin/dbus-send",
      [
        "--bus=" + address, "--print-reply=literal", "--dest=org.freedesktop.DBus",
        "/org/freedesktop/DBus",
        "org.freedesktop.DBus.NameHasOwner", "string:" + name,
      ], environment: ["DBUS_SESSION_BUS_ADDRESS": address, "PATH": "/usr/bin:/bin"])
    guard let run = probe?.finishAnyExit(), run.exitCode == 0 else { return false }
    return run.stdout.contains("true")
  }

  static func wait(_ condition: () -> Bool) throws {
    let deadline = Deadline(seconds: 10)
    while !condition() {
      if deadline.passed { throw BusError.notReady }
      usleep(20_000)
    }
  }

  enum BusError: Error { case notReady }
}
