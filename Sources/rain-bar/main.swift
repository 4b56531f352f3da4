import Glibc
import RainBarCore
import RainBarLive

// Line-buffered output would be lost on _exit; write the whole outcome at once.
let outcome = RainBar(
  dependencies: Dependencies(
    http: CurlHTTPClient(), clock: SystemClock(), environment: ProcessEnvironment(),
    configStore: GKeyFileStore(), fileSystem: LiveFileSystem(), notifier: LibnotifyNotifier(),
    positions: GeoClueLocator(),
    userID: getuid(), passwordHome: { PasswordDatabase.home() })
).run(Array(CommandLine.arguments.dropFirst()))
Output.write(outcome.stdout, to: STDOUT_FILENO)
Output.write(outcome.stderr, to: STDERR_FILENO)
exit(outcome.exitCode)
