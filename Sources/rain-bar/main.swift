import Glibc
import RainBarCore
import RainBarEngine
import RainBarFeatures
import RainBarLive
import RainBarModel

// watch's requests: this binary again, as a child that makes one (SpawnedHTTPClient).
if HTTPWire.isChild(
  value: getenv(HTTPWire.childVariable).map { String(cString: $0) }, parent: getppid())
{
  exit(HTTPChild.serve(CurlHTTPClient()))
}
let stdoutClosed = Output.holdClosedStandardDescriptors()
// Line-buffered output would be lost on _exit; write the whole outcome at once.
let clock = SystemClock()
let outcome = RainBar(
  dependencies: Dependencies(
    http: CurlHTTPClient(), backgroundHTTP: SpawnedHTTPClient(), clock: clock,
    environment: ProcessEnvironment(),
    configStore: GKeyFileStore(), fileSystem: LiveFileSystem(), notifier: LibnotifyNotifier(),
    positions: GeoClueLocator(),
    userID: getuid(), passwordHome: { PasswordDatabase.home() },
    watchLoop: LiveWatchLoop(clock: clock), programs: LiveProgramRunner(),
    calendars: LibicalCalendarReader())
).run(Array(CommandLine.arguments.dropFirst()))
var failure: Int32 = 0
if !outcome.stdout.isEmpty {
  failure = stdoutClosed ? EBADF : Output.write(outcome.stdout, to: STDOUT_FILENO)
}
Output.write(outcome.stderr, to: STDERR_FILENO)
if failure != 0 {
  // Nothing reached the reader (a full disk, a closed stdout): not a success.
  Output.write(
    "Error: the output could not be written: \(Output.describe(failure)).\n", to: STDERR_FILENO)
}
exit(Output.exitCode(outcome.exitCode, writeFailure: failure))
