import RainBarEngine
import RainBarFeatures
import RainBarModel

/// What a bar run shows and what it does besides, decided without doing it.
struct BarDecision {
  var content: BarContent
  /// Why a forecast asked to be renewed (`refresh`, a click) was not.
  var notRenewed: String?
  /// Notes, warnings and errors, as stderr shows them.
  var stderr = ""
  var effects: [BarEffect] = []
}
