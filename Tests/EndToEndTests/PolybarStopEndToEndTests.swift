import Foundation
import TestTiming
import Testing

/// The real polybar (under Xvfb) with the snippet's two modules, stopped while
/// the interval module's redraw is under way. polybar waits for its modules
/// when it stops; the snippet's polybar-msg used to wait for that stopping
/// polybar in turn, and neither ever exited (1 stop in 3 here). The redraw is
/// now sent in the background and gives up after a second.
@Suite(.serialized) struct PolybarStopEndToEndTests {
  let server: FixtureServer
  let sandbox: Sandbox
  let integrations: IntegrationsEndToEndTests

  init() throws {
    integrations = try IntegrationsEndToEndTests()
    server = integrations.server
    sandbox = integrations.sandbox
  }

  /// An X server of its own, on the display it chose (`-displayfd`).
  final class XServer {
    let process: Process
    let display: String

    init() throws {
      let output = Pipe()
      process = processAsFromAShell(
        "/usr/bin/Xvfb", ["-displayfd", "1", "-screen", "0", "800x100x24", "-nolisten", "tcp"])
      process.standardOutput = output
      process.standardError = FileHandle.nullDevice
      try process.run()
      var text = ""
      let deadline = Deadline(seconds: 10)
      while !text.hasSuffix("\n") && deadline.pending {
        let data = output.fileHandleForReading.availableData
        if data.isEmpty { break }
        text += String(decoding: data, as: UTF8.self)
      }
      display = ":" + text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    deinit {
      process.terminate()
      process.waitUntilExit()
    }
  }

  @Test func stoppingPolybarDuringTheIntervalModuleNeverHangs() throws {
    let snippet = try integrations.text("polybar/rain-bar.ini")
    let sections = integrations.iniSections(snippet)
    let bar = try #require(sections["bar/example"])
    // The snippet's modules as they are; the bar's keys that matter here.
    let modules = try ["rain-bar", "rain-bar-interval"].map { name in
      let keys = try #require(sections["module/" + name])
      return "[module/\(name)]\n"
        + keys.sorted { $0.key < $1.key }
        .map {
          "\($0.key) = \($0.value.replacingOccurrences(of: "rain-bar ", with: "\"$RAIN_BAR\" "))"
        }
        .joined(separator: "\n")
    }
    let config = sandbox.home + "/polybar.ini"
    try
      ("""
    [bar/test]
    width = 100%
    height = 24
    font-0 = DejaVu Sans:size=10;2
    enable-ipc = \(try #require(bar["enable-ipc"]))
    modules-right = \(try #require(bar["modules-right"]))

    """ + modules.joined(separator: "\n\n") + "\n").write(
      toFile: config, atomically: true, encoding: .utf8)
    // The redraw's polybar-msg is the real one, started 0.3 s late by a
    // stand-in that says when it began: the stop is sent while it is under way.
    let (_, environment) = try integrations.shellCommand("rain-bar")
    let bin = sandbox.home + "/late-bin"
    let started = sandbox.home + "/polybar-msg-started"
    try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
    try "#!/bin/sh\necho \"$*\" >> '\(started)'\nsleep 0.3\nexec /usr/bin/polybar-msg \"$@\"\n"
      .write(toFile: bin + "/polybar-msg", atomically: true, encoding: .utf8)
    chmod(bin + "/polybar-msg", 0o755)
    let runtime = sandbox.home + "/polybar-runtime"
    try FileManager.default.createDirectory(atPath: runtime, withIntermediateDirectories: true)
    chmod(runtime, 0o700)
    let x = try XServer()
    var polybarEnvironment = environment
    polybarEnvironment["PATH"] = bin + ":/usr/bin:/bin"
    polybarEnvironment["DISPLAY"] = x.display
    polybarEnvironment["XDG_RUNTIME_DIR"] = runtime

    var stops: [Double] = []
    for _ in 0..<20 {
      try? FileManager.default.removeItem(atPath: started)
      let polybar = processAsFromAShell("/usr/bin/polybar", ["-q", "-c", config, "test"])
      polybar.environment = polybarEnvironment
      polybar.standardOutput = FileHandle.nullDevice
      polybar.standardError = FileHandle.nullDevice
      try polybar.run()
      let begun = Deadline(seconds: 10)
      while !FileManager.default.fileExists(atPath: started) && begun.pending { usleep(10_000) }
      #expect(FileManager.default.fileExists(atPath: started), "the interval module never redrew")
      let stopwatch = Stopwatch()
      polybar.terminate()
      let deadline = Deadline(seconds: 5)
      while polybar.isRunning && deadline.pending { usleep(10_000) }
      if polybar.isRunning {
        kill(polybar.processIdentifier, SIGKILL)
        stops.append(.infinity)
      } else {
        stops.append(stopwatch.seconds)
      }
      polybar.waitUntilExit()
    }
    // Leftover redraws end by themselves within their second.
    usleep(1_300_000)
    // This test's own redraws: the machine may run another copy of it at
    // the same time (scripts/test runs the suite on two shifted clocks at
    // once), whose polybar-msg has the same command line; ours carry this
    // test's XDG_RUNTIME_DIR.
    let left = try FileManager.default.contentsOfDirectory(atPath: "/proc").filter { pid in
      guard pid.allSatisfy(\.isNumber),
        let command = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline"),
        command.starts(with: Array("/usr/bin/polybar-msg\u{0}action".utf8)),
        let environ = FileManager.default.contents(atPath: "/proc/\(pid)/environ")
      else { return false }
      return environ.split(separator: 0).contains(Data("XDG_RUNTIME_DIR=\(runtime)".utf8)[...])
    }
    #expect(left == [], "redraws still running")
    #expect(stops.allSatisfy { $0 < 2 }, "seconds each stop took: \(stops)")
    // Each line is the redraw's action. More than one: a redraw of the cycle
    // before, whose rain-bar was still running on a busy machine, began after
    // this cycle removed the file (it still ended within its second, above).
    let actions = try String(contentsOfFile: started, encoding: .utf8)
    #expect(!actions.isEmpty)
    #expect(
      actions.split(separator: "\n").allSatisfy { $0 == "action #rain-bar.hook.0" },
      "\(actions)")
  }
}
