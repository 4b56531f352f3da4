import Testing

@testable import RainBarCore
@testable import RainBarEngine
@testable import RainBarFeatures
@testable import RainBarModel

/// The lines `watch` and its request's child (`rain-bar --http-child`) speak.
@Suite struct HTTPWireTests {
  @Test func aRequestGoesAcrossWhole() throws {
    let request = HTTPRequest(
      url: "https://api.pirateweather.net/forecast/KEY/52.52,13.41?units=si",
      headers: [("User-Agent", "rain-bar/1"), ("If-None-Match", "\"abc\"")], timeout: 7.25,
      maxBodyBytes: 1234)
    let bytes = try #require(HTTPWire.encode(request))
    #expect(HTTPWire.decodeRequest(bytes) == request)
  }

  @Test func aLineBreakInARequestIsRefusedNotSent() {
    let request = HTTPRequest(url: "http://x/", headers: [("A", "b\r\nEvil: 1")], timeout: 1)
    #expect(HTTPWire.encode(request) == nil)
  }

  @Test func anAnswerGoesAcrossWithItsBodyByteForByte() throws {
    let body: [UInt8] = Array("{\"a\":1}\n\n".utf8) + [0, 255, 10]
    let answer = HTTPResponse(
      status: 304, headers: ["etag": "\"x\"", "retry-after": "120"], body: body)
    let decoded = try #require(HTTPWire.decodeAnswer(HTTPWire.encode(.success(answer))))
    let response = try decoded.get()
    #expect(response.status == 304)
    #expect(response.headers == answer.headers)
    #expect(response.body == body)
  }

  @Test(arguments: [
    HTTPFailure.timedOut, .cannotConnect("Connection refused", host: "127.0.0.1:9"),
    .cannotResolve("no such host"), .responseTooLarge, .headersTooLarge, .cutOff,
    .libraryMissing("install libcurl4"), .other("two\nlines"),
  ])
  func everyFailureGoesAcross(_ failure: HTTPFailure) throws {
    let decoded = try #require(HTTPWire.decodeAnswer(HTTPWire.encode(.failure(failure))))
    let expected: HTTPFailure = failure == .other("two\nlines") ? .other("two lines") : failure
    guard case .failure(let got) = decoded else {
      Issue.record("an answer instead of \(failure)")
      return
    }
    #expect(got == expected)
  }

  /// A child that died halfway, or anything else on its stdout: no answer.
  @Test func aCutOrForeignAnswerIsNone() {
    let whole = HTTPWire.encode(.success(HTTPResponse(status: 200, body: Array("{}".utf8))))
    #expect(HTTPWire.decodeAnswer(Array(whole.dropLast())) == nil)
    #expect(HTTPWire.decodeAnswer(whole + [0]) == nil)
    #expect(HTTPWire.decodeAnswer(Array("HTTP/1.1 200 OK\n".utf8)) == nil)
    #expect(HTTPWire.decodeAnswer([]) == nil)
    #expect(
      HTTPWire.decodeRequest(Array("rain-bar-http-request 1\nhttp://x\nNaN\n1\n0\n".utf8)) == nil)
  }

  /// Only the parent's own id makes a child: an exported value never turns a bar run into one.
  @Test func theChildIsNamedByItsParentsID() {
    #expect(HTTPWire.isChild(value: "4242", parent: 4242))
    #expect(!HTTPWire.isChild(value: "4242", parent: 4243))
    #expect(!HTTPWire.isChild(value: nil, parent: 4242))
    #expect(!HTTPWire.isChild(value: "1", parent: 1))
    #expect(!HTTPWire.isChild(value: "", parent: 4242))
  }
}
