import Testing

@testable import RainBarCore
@testable import RainBarEngine
@testable import RainBarFeatures
@testable import RainBarModel

/// How an i3blocks config runs rain-bar, from its text.
@Suite struct I3blocksConfigTests {
  @Test func blocksThatRunRainBarDecide() {
    #expect(I3blocksConfig.mode(of: "[time]\ncommand=date\ninterval=5\n") == .noBlock)
    #expect(
      I3blocksConfig.mode(of: "[rain]\ncommand=rain-bar --format i3blocks\ninterval=60\n")
        == .interval)
    #expect(
      I3blocksConfig.mode(of: "[rain]\ncommand = rain-bar watch --format i3bar\nformat=json\n")
        == .live)
    // The global interval above every block counts for a block without one.
    #expect(
      I3blocksConfig.mode(of: "interval=persist\n\n[rain]\ncommand=~/bin/rain-bar\n") == .live)
    #expect(
      I3blocksConfig.mode(
        of: "interval=persist\n[clock]\ncommand=clock\n[rain]\ncommand=rain-bar\ninterval=60\n")
        == .interval)
    // Comments and other blocks' persist do not count.
    #expect(
      I3blocksConfig.mode(
        of: "# command=rain-bar watch\n[mpd]\ncommand=mpc idle\ninterval=persist\n"
          + "[rain]\r\ncommand=rain-bar\r\ninterval=60\r\n") == .interval)
  }
}
