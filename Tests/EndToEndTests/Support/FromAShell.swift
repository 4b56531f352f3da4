import Foundation

/// A program set up to start as a shell starts it: the test runner's threads
/// block SIGTERM and real-time signals, and a child inherits that mask (polybar
/// would never see its stop, a bar never its refresh signal); python3, which
/// unblocks them, would leave SIGPIPE ignored, so that is reset too.
func processAsFromAShell(_ tool: String, _ arguments: [String]) -> Process {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
  process.arguments =
    [
      "-c",
      "import os, signal, sys; signal.signal(signal.SIGPIPE, signal.SIG_DFL); "
        + "signal.pthread_sigmask(signal.SIG_SETMASK, []); os.execv(sys.argv[1], sys.argv[1:])",
      tool,
    ] + arguments
  return process
}
