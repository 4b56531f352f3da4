/// A value that decodes to nil instead of failing when it is null or of the
/// wrong type, so one odd field never discards a whole forecast.
struct Lossy<T: Decodable>: Decodable {
  let value: T?

  init(from decoder: Decoder) throws {
    value = try? decoder.singleValueContainer().decode(T.self)
  }
}
