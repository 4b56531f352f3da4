import Testing

@testable import RainBarCore
@testable import RainBarEngine
@testable import RainBarFeatures
@testable import RainBarModel

/// What doctor reads from `i3blocks -V`.
@Suite struct I3blocksVersionTests {
  @Test func versions() {
    let parse = DoctorCommand.i3blocksVersion
    #expect(parse("i3blocks 1.4 © 2014 Vivien Didelot and contributors\n")! == (1, 4))
    #expect(parse("i3blocks 1.5 © 2014 Vivien Didelot and contributors")! == (1, 5))
    #expect(parse("i3blocks 1.5-12-g3a5b4f2\n")! == (1, 5))
    #expect(parse("i3blocks 1.10")! == (1, 10))
    #expect(parse("i3blocks\n1.5") == nil)
    #expect(parse("") == nil)
    #expect(parse("i3blocks version unknown") == nil)
  }
}
