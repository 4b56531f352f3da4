import Glibc
import RainBarCore
import RainBarLive

// Line-buffered output would be lost on _exit; write the whole outcome at once.
let clock = SystemClock()
let outcome = RainBar(
  dependencies: Dependencies(
    http: CurlHTTPClient(), clock: clock, environment: ProcessEnvironment(),
    configStore: GKeyFileStore(), fileSystem: LiveFileSystem(), notifier: LibnotifyNotifier(),
    positions: GeoClueLocator(),
    userID: getuid(), watchLoop: LiveWatchLoop(clock: clock))
).run(Array(CommandLine.arguments.dropFirst()))
Output.write(outcome.stdout, to: STDOUT_FILENO)
Output.write(outcome.stderr, to: STDERR_FILENO)
exit(outcome.exitCode)
