import Testing

@testable import RainBarCore
@testable import RainBarEngine
@testable import RainBarFeatures
@testable import RainBarModel

@Suite struct PathsTests {
  @Test func withoutHomeThePasswordDatabaseIsAskedOnlyThen() {
    var asked = 0
    let fromHome = Paths(environment: ["HOME": "/home/a"]) {
      asked += 1
      return "/home/b"
    }
    #expect(fromHome.cacheDirectory == "/home/a/.cache/rain-bar")
    #expect(asked == 0)
    for environment in [[:], ["HOME": ""], ["HOME": "relative"]] {
      let paths = Paths(environment: environment) { "/home/b" }
      #expect(paths.configFile == "/home/b/.config/rain-bar/config")
      #expect(paths.problem == nil)
    }
  }

  @Test func withNoHomeAtAllThereIsNoDirectoryNotTheRoot() {
    let none = Paths(environment: [:]) { nil }
    #expect(none.problem != nil)
    #expect(!none.cacheDirectory.hasPrefix("/"))
    let half = Paths(environment: ["XDG_CACHE_HOME": "/c"]) { nil }
    #expect(half.problem != nil)
    let both = Paths(environment: ["XDG_CACHE_HOME": "/c", "XDG_CONFIG_HOME": "/d"]) { nil }
    #expect(both.problem == nil)
    #expect(both == Paths(configDirectory: "/d/rain-bar", cacheDirectory: "/c/rain-bar"))
  }
}
