import RainBarEngine
import RainBarFeatures
import RainBarModel

/// A run's place, and why it is an old position (`location=here` without
/// GeoClue). A struct, not a tuple: a tuple's type is made at run time, on
/// the bar path.
struct ChosenPlace {
  var location: Location
  var note: String?
}
