import CCurl
import Glibc
import RainBarCore
import RainBarEngine
import RainBarFeatures
import RainBarModel

/// HTTP through libcurl, which `CCurl` opens only when the first request is made.
public struct CurlHTTPClient: HTTPClient {
  public init() {}

  public func get(_ request: HTTPRequest) -> Result<HTTPResponse, HTTPFailure> {
    let lines = request.headers.map { "\($0.name): \($0.value)" }
    var result = rb_http_result()
    CText.withCStrings(lines) { pointers in
      rb_http_get(
        request.url, pointers, pointers.count, max(1, Int(request.timeout * 1000)),
        request.maxBodyBytes, &result)
    }
    defer { rb_http_result_free(&result) }
    let message = CText.string(fixed: result.message)
    // The server that failed, when a redirect led to another one.
    let target = CText.string(fixed: result.redirected_to)
    let failed = target.isEmpty ? nil : HTTPRequest.host(of: target)
    switch result.failure {
    case RB_HTTP_OK:
      // One copy, as bytes (not chars and then bytes: a body of megabytes twice).
      let body =
        result.body.map {
          Array(UnsafeRawBufferPointer(start: $0, count: result.body_length))
        } ?? []
      let headers = result.headers.map { CText.string($0, count: result.headers_length) } ?? ""
      return .success(
        HTTPResponse(
          status: result.status, headers: HTTPResponse.parseHeaders(headers),
          body: body))
    case RB_HTTP_TIMEOUT: return .failure(.timedOut)
    case RB_HTTP_CONNECT: return .failure(.cannotConnect(message, host: failed))
    case RB_HTTP_RESOLVE: return .failure(.cannotResolve(message, host: failed))
    case RB_HTTP_TOO_LARGE: return .failure(.responseTooLarge)
    case RB_HTTP_HEADERS_TOO_LARGE: return .failure(.headersTooLarge)
    case RB_HTTP_CUT_OFF: return .failure(.cutOff)
    case RB_HTTP_NO_LIBRARY: return .failure(.libraryMissing(message))
    default: return .failure(.other(message))
    }
  }
}
