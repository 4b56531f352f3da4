/// The outside world, passed in so a test can run the whole program in-process.
public struct Dependencies: Sendable {
  public var http: any HTTPClient
  public var clock: any Clock
  public var environment: [String: String]
  public var configStore: any ConfigStore
  public var fileSystem: any FileSystem

  public init(
    http: any HTTPClient, clock: any Clock, environment: [String: String],
    configStore: any ConfigStore, fileSystem: any FileSystem
  ) {
    self.http = http
    self.clock = clock
    self.environment = environment
    self.configStore = configStore
    self.fileSystem = fileSystem
  }

  public var paths: Paths { Paths(environment: environment) }

  public var userAgent: String { "rain-bar/\(Commands.version)" }
}
