import Glibc
import RainBarCore
import RainBarEngine
import RainBarFeatures
import RainBarModel

/// The process's environment through `getenv`: only the variables asked for
/// are read, never the whole of `environ`.
public struct ProcessEnvironment: Environment {
  public init() {}

  public subscript(_ name: String) -> String? {
    getenv(name).map { String(cString: $0) }
  }
}
