import Foundation
import TestTiming
import Testing

/// The snippets of integrations/ for tmux, xmobar, conky, lemonbar and
/// yambar, run in the real programs, under a place name full of every
/// bar's markup: each shows it as text. tmux is read from its status line
/// (a client attached inside another tmux, whose pane is captured); xmobar
/// and conky print what they show (xmobar's text mode, conky's console
/// output); lemonbar and yambar, which cannot report their text, run on
/// Xvfb fed by the snippet's command, whose output is read on its way in,
/// and lemonbar's click gives back the snippet's action and nothing else.
/// (The key-file syntax has no `[` or `]` in a group's name, so no saved
/// place has tmux's `#[style]`: `RenderingFixture`'s tests have it.)
@Suite(.serialized) struct StatusLinesEndToEndTests {
  static let name = "Rock & Roll <Town> #{host} #(echo pwned) %{F#f00} ${exec echo pwned}"
  /// What every bar shows: the template `{location} {icon} {temp} {pop}`.
  static let shown = name + " 🌧️ 12°C 80%"

  let integrations: IntegrationsEndToEndTests
  var sandbox: Sandbox { integrations.sandbox }

  init() throws {
    integrations = try IntegrationsEndToEndTests()
    try integrations.sandbox.writeConfig(
      "[rain-bar]\nlocation=\(Self.name)\ntemplate={location} {icon} {temp} {pop}\n\n[location \(Self.name)]\nlatitude=52.52\nlongitude=13.41\n"
    )
  }

  /// The built binary at the fixture's time (`IntegrationsEndToEndTests.shellCommand`'s
  /// wrapper), and an environment on the real clock for the bar itself.
  func bar() throws -> (binary: String, environment: [String: String]) {
    let (_, environment) = try integrations.shellCommand("rain-bar")
    let binary = try #require(environment["RAIN_BAR"])
    return (binary, environment.filter { $0.key != "LD_PRELOAD" && $0.key != "FAKETIME" })
  }

  func write(_ text: String, _ name: String) throws -> String {
    let path = sandbox.home + "/" + name
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  /// `/bin/sh -c command` started as a shell starts it (as `processAsFromAShell`:
  /// the test runner's blocked signals would leave tmux's client waiting for
  /// its server), with no file descriptor but 0 to 2: the test process's pipes
  /// reach a tmux pane otherwise, and their reader waits for its end.
  static func shell(_ command: String) -> (tool: String, arguments: [String]) {
    (
      "/usr/bin/python3",
      [
        "-c",
        "import os, signal, sys; signal.signal(signal.SIGPIPE, signal.SIG_DFL); "
          + "signal.pthread_sigmask(signal.SIG_SETMASK, []); os.closerange(3, 65536); "
          + "os.execv('/bin/sh', ['/bin/sh', '-c', sys.argv[1]])",
        command,
      ]
    )
  }

  /// A bar started from a shell (`shell`), its lines read as they come.
  static func watching(_ command: String, _ environment: [String: String]) throws -> Watching {
    let (tool, arguments) = shell(command)
    return try Watching(shell: "exec \"$0\" \"$@\"", [tool] + arguments, environment: environment)
  }

  /// Stops a process and every process under it (a pipeline's members).
  static func stopTree(_ pid: Int32) {
    let children =
      (try? String(contentsOfFile: "/proc/\(pid)/task/\(pid)/children", encoding: .utf8))
      ?? ""
    for child in children.split(separator: " ").compactMap({ Int32($0) }) { stopTree(child) }
    kill(pid, SIGKILL)
  }

  @Test func tmuxStatusLine() throws {
    let (binary, environment) = try bar()
    let snippet = try integrations.text("tmux/rain-bar.tmux.conf")
    let config = try write(
      snippet.replacingOccurrences(of: "#(rain-bar ", with: "#(\(binary) ")
        // Room for this long name: tmux cuts status-right at its length.
        .replacingOccurrences(of: "status-right-length 60", with: "status-right-length 140"),
      "tmux.conf")
    let inner = sandbox.home + "/inner.sock"
    let outer = sandbox.home + "/outer.sock"
    var tmuxEnvironment = environment
    tmuxEnvironment["TERM"] = "xterm-256color"
    defer {
      for socket in [outer, inner] {
        let stop = Self.shell("tmux -S '\(socket)' kill-server >/dev/null 2>&1")
        _ = try? runProcess(stop.tool, stop.arguments, environment: tmuxEnvironment, expect: 0)
      }
    }
    // The server a client starts keeps the client's stdout: not the test's pipe.
    let start = Self.shell(
      "tmux -S '\(inner)' -f '\(config)' new-session -d -x 150 -y 5 'sleep 600' >/dev/null 2>&1")
    _ = try runProcess(start.tool, start.arguments, environment: tmuxEnvironment, expect: 0)
    // A client of the first server in a pane of a second, whose pane shows the status line.
    let attach = Self.shell(
      "tmux -S '\(outer)' -f /dev/null new-session -d -x 150 -y 6 \"tmux -S '\(inner)' attach\" >/dev/null 2>&1"
    )
    _ = try runProcess(attach.tool, attach.arguments, environment: tmuxEnvironment, expect: 0)
    func capture(_ escapes: Bool) throws -> String {
      let run = try runProcess(
        "/usr/bin/tmux", ["-S", outer, "capture-pane", "-p", "-t", "0"] + (escapes ? ["-e"] : []),
        environment: tmuxEnvironment, expect: 0)
      return String(run.stdout.split(separator: "\n").last ?? "")
    }
    let deadline = Deadline(seconds: 10)
    while try !capture(false).contains("80%") && deadline.pending { usleep(50_000) }
    let status = try capture(false)
    // The window list on the left, then the snippet's status-right: the line and the time.
    let right = try #require(status.range(of: "  " + Self.name)).lowerBound
    let shown = status[right...].trimmingCharacters(in: .whitespaces)
    #expect(shown.hasPrefix(Self.shown + " "), "\(status)")
    #expect(shown.dropFirst(Self.shown.count + 1).wholeMatch(of: /[0-2][0-9]:[0-5][0-9]/) != nil)
    // In rain-bar's blue (#4FA3FF), the time after it in the status line's own colour.
    let coloured = try capture(true)
    #expect(
      coloured.contains("\u{1B}[38;2;79;163;255m" + Self.name), "\(coloured.debugDescription)")
  }

  @Test func xmobarTextMode() throws {
    let (binary, environment) = try bar()
    let snippet = try integrations.text("xmobar/xmobarrc")
    let config = try write(
      snippet.replacingOccurrences(
        of: "CommandReader \"rain-bar ", with: "CommandReader \"\(binary) "),
      "xmobarrc")
    // xmobar's text mode prints each line as it draws it, tags read.
    for (mode, expected) in [
      ("Plain", Self.shown + " "),
      (
        "Ansi",
        "\u{1B}[38;2;79;163;255m\u{1B}[48;2;32;32;32m\(Self.name)\u{1B}[0m\u{1B}[0m\u{1B}[38;2;79;163;255m\u{1B}[48;2;32;32;32m 🌧️ 12°C 80%\u{1B}[0m\u{1B}[0m\u{1B}[38;2;208;208;208m\u{1B}[48;2;32;32;32m \u{1B}[0m\u{1B}[0m"
      ),
    ] {
      let xmobar = try Self.watching("exec xmobar -T\(mode) '\(config)'", environment)
      defer { Self.stopTree(xmobar.pid) }
      #expect(xmobar.waitForLine { $0.contains("80%") } != nil, "\(xmobar.lines) \(xmobar.stderr)")
      #expect(xmobar.lines.last { $0.contains("80%") } == expected, "\(mode)")
    }
  }

  @Test func conkyConsole() throws {
    let (binary, environment) = try bar()
    let snippet = try integrations.text("conky/conky.conf")
    let line = try #require(snippet.split(separator: "\n").first { $0.hasPrefix("${texecpi ") })
    #expect(line == "${texecpi 60 rain-bar --format conky --icons text}")
    // The snippet's text line, printed on the console instead of drawn.
    let config = try write(
      """
      conky.config = { out_to_console = true, out_to_x = false, background = false, update_interval = 0.5 }
      conky.text = [[
      \(line.replacingOccurrences(of: " rain-bar ", with: " \(binary) "))
      ]]

      """, "conky.conf")
    let conky = try Self.watching("exec conky -c '\(config)'", environment)
    defer { Self.stopTree(conky.pid) }
    let shown = Self.name + " rain 12°C 80%"
    #expect(conky.waitForLine { $0 == shown } != nil, "\(conky.lines) \(conky.stderr)")
    #expect(!conky.lines.contains { $0.contains("pwned") && $0 != shown })
  }

  @Test func lemonbarOnXvfb() throws {
    let (binary, environment) = try bar()
    let snippet = try integrations.text("lemonbar/rain-bar-lemonbar.sh")
    let fed = sandbox.home + "/lemonbar-input"
    let clicked = sandbox.home + "/lemonbar-clicks"
    // What lemonbar reads is kept on its way in; what it prints (a clicked
    // action's command) is kept instead of run. Once it has drawn, a right
    // click at the right end of the bar, where the text is (from the same
    // shell: a process of the test's own ending while the bar runs would
    // wait for the bar's end, which Foundation reaps first).
    let pipeline = snippet.replacingOccurrences(of: "rain-bar ", with: binary + " ")
      .replacingOccurrences(of: "| lemonbar ", with: "| tee '\(fed)' | lemonbar ")
      .replacingOccurrences(of: "| sh >/dev/null", with: "> '\(clicked)' &")
    let script = try write(
      pipeline
        + "for i in $(seq 100); do [ -s '\(fed)' ] && break; sleep 0.1; done\n"
        + "sleep 0.5\nxdotool mousemove 780 12 click 3\nwait\n", "lemonbar.sh")
    let x = try PolybarStopEndToEndTests.XServer()
    var barEnvironment = environment
    barEnvironment["DISPLAY"] = x.display
    let lemonbar = try Self.watching("exec sh '\(script)'", barEnvironment)
    defer { Self.stopTree(lemonbar.pid) }
    let deadline = Deadline(seconds: 15)
    while (try? String(contentsOfFile: clicked, encoding: .utf8))?.isEmpty != false
      && deadline.pending
    { usleep(50_000) }
    let name = Self.name.replacingOccurrences(of: "%{", with: "% {")
    #expect(
      try String(contentsOfFile: fed, encoding: .utf8)
        == "%{F#4FA3FF}%{r}%{A1:\(binary) refresh:}%{A3:\(binary) units toggle:}\(name) rain 12°C 80% %{A}%{A}%{F-}\n"
    )
    #expect(
      (try? String(contentsOfFile: clicked, encoding: .utf8)) == "\(binary) units toggle\n",
      "\(lemonbar.stderr)")
  }

  @Test func yambarOnXvfb() throws {
    let (binary, environment) = try bar()
    let snippet = try integrations.text("yambar/config.yml")
    let fed = sandbox.home + "/yambar-input"
    // The script yambar runs: the snippet's command, its output kept on the way.
    let script = try write(
      "#!/bin/sh\n'\(binary)' \"$@\" | tee '\(fed)'\n", "yambar-script")
    chmod(script, 0o755)
    #expect(snippet.contains("        path: $HOME/.local/bin/rain-bar\n"))
    let config = try write(
      snippet.replacingOccurrences(of: "$HOME/.local/bin/rain-bar", with: script), "yambar.yml")
    _ = try runProcess(
      "/usr/bin/yambar", ["-C", "-c", config], environment: environment, expect: 0)
    let x = try PolybarStopEndToEndTests.XServer()
    var barEnvironment = environment
    barEnvironment["DISPLAY"] = x.display
    let yambar = try Self.watching("exec yambar -b xcb -s -c '\(config)'", barEnvironment)
    defer { Self.stopTree(yambar.pid) }
    let deadline = Deadline(seconds: 10)
    while (try? String(contentsOfFile: fed, encoding: .utf8))?.hasSuffix("\n\n") != true
      && deadline.pending
    { usleep(50_000) }
    #expect(
      try String(contentsOfFile: fed, encoding: .utf8)
        == "text|string|\(Self.shown)\nshort|string|🌧️ 80%\nstate|string|rain-likely\nurgent|bool|false\n\n"
    )
    usleep(500_000)
    #expect(yambar.process.isRunning, "\(yambar.stderr)")
  }
}
