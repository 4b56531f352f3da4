import RainBarModel

/// A value that decodes to nil instead of failing when it is null or of the
/// wrong type: for geocoding results, where one odd field costs one place.
/// Forecasts do not use it: a value of the wrong type there makes the answer
/// malformed, as a provider's request did not ask for it.
package struct Lossy<T: Decodable>: Decodable {
  package let value: T?

  package init(from decoder: Decoder) throws {
    value = try? decoder.singleValueContainer().decode(T.self)
  }
}
