import Glibc

/// Text that C code left in memory, decoded as UTF-8 (invalid bytes become U+FFFD).
enum CText {
  /// A `char name[N]` field, which Swift imports as a tuple: up to the first NUL.
  static func string<Field>(fixed field: Field) -> String {
    withUnsafeBytes(of: field) { string($0) }
  }

  /// A buffer a C function wrote a string into: up to the first NUL.
  static func string(_ buffer: [CChar]) -> String {
    buffer.withUnsafeBytes { string($0) }
  }

  /// Exactly `count` bytes from `start`.
  static func string(_ start: UnsafePointer<CChar>, count: Int) -> String {
    String(decoding: UnsafeRawBufferPointer(start: start, count: count), as: UTF8.self)
  }

  private static func string(_ bytes: UnsafeRawBufferPointer) -> String {
    String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
  }

  /// Calls `body` with a C array of C strings that live for the call.
  static func withCStrings<R>(_ strings: [String], _ body: ([UnsafePointer<CChar>?]) -> R) -> R {
    let copies = strings.map { strdup($0) }
    defer {
      for copy in copies { free(copy) }
    }
    return body(copies.map { UnsafePointer($0) })
  }
}
