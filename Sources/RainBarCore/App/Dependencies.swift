import RainBarEngine
import RainBarFeatures
import RainBarModel

/// The outside world, passed in so a test can run the whole program in-process.
public struct Dependencies: Sendable {
  public var http: any HTTPClient
  /// HTTP for `watch`, which runs all day: each request in a child process,
  /// so libcurl is never mapped in it; nil: `http` (tests in-process).
  public var backgroundHTTP: (any HTTPClient)?
  public var clock: any Clock
  public var environment: any Environment
  public var configStore: any ConfigStore
  public var fileSystem: any FileSystem
  public var notifier: any Notifier
  public var positions: any PositionProvider
  /// For the session bus at /run/user/UID/bus.
  public var userID: UInt32
  /// The user's home directory from the password database, asked only when HOME is not set.
  public var passwordHome: @Sendable () -> String?
  /// `watch`'s loop; nil where it cannot run (tests in-process).
  public var watchLoop: (any WatchLoop)?
  /// Helper programs doctor asks (`i3blocks -V`).
  public var programs: any ProgramRunner
  /// Calendar files (libical); only a configured calendar is read.
  public var calendars: any CalendarReader

  public init(
    http: any HTTPClient, backgroundHTTP: (any HTTPClient)? = nil, clock: any Clock,
    environment: any Environment,
    configStore: any ConfigStore, fileSystem: any FileSystem, notifier: any Notifier,
    positions: any PositionProvider, userID: UInt32,
    passwordHome: @escaping @Sendable () -> String? = { nil }, watchLoop: (any WatchLoop)? = nil,
    programs: any ProgramRunner = NoPrograms(),
    calendars: any CalendarReader = NoCalendarReader()
  ) {
    self.calendars = calendars
    self.programs = programs
    self.passwordHome = passwordHome
    self.watchLoop = watchLoop
    self.notifier = notifier
    self.positions = positions
    self.userID = userID
    self.http = http
    self.backgroundHTTP = backgroundHTTP
    self.clock = clock
    self.environment = environment
    self.configStore = configStore
    self.fileSystem = fileSystem
  }

  public var paths: Paths { Paths(environment: environment, home: passwordHome) }

  public var userAgent: String { "rain-bar/\(Commands.version)" }
}

/// Where no calendar can be read (tests in-process): every calendar says so.
public struct NoCalendarReader: CalendarReader {
  public init() {}
  public func files(at path: String) throws(CalendarProblem) -> [CalendarFile] {
    throw CalendarProblem("no calendar reader")
  }
  public func events(in text: [UInt8], from: Int64, to: Int64, limit: Int, seconds: Double)
    throws(CalendarProblem) -> RawEvents
  {
    throw CalendarProblem("no calendar reader")
  }
}
