import Testing

@testable import RainBarCore
@testable import RainBarEngine
@testable import RainBarFeatures
@testable import RainBarModel

@Suite struct LocationNameTests {
  @Test func namesAreSafeAsKeyFileGroups() {
    #expect(LocationsCommand.groupSafe("Rock [&] <Town>") == "Rock (&) <Town>")
    #expect(LocationsCommand.groupSafe("two\nlines\u{1b}[31m") == "two lines (31m")
    #expect(LocationsCommand.groupSafe("   ") == "Unnamed")
  }
}
