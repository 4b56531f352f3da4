import Glibc
import RainBarCore
import RainBarEngine
import RainBarFeatures
import RainBarLive
import RainBarModel
import Testing

@Suite struct ProcessEnvironmentTests {
  @Test func readsTheVariableAskedForAndNothingWhenItIsUnset() {
    let name = "RAIN_BAR_TEST_VARIABLE_\(getpid())"
    let environment: any Environment = ProcessEnvironment()
    #expect(environment[name] == nil)
    setenv(name, "value=with=equals ü", 1)
    defer { unsetenv(name) }
    #expect(environment[name] == "value=with=equals ü")
    setenv(name, "", 1)
    #expect(environment[name] == "")
  }
}
