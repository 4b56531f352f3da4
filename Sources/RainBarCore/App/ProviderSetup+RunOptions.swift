import RainBarFeatures
import RainBarModel

extension ProviderSetup {
  /// A provider's setup for a run: what it reads of the run's options.
  init(baseURL: String, key: String, userAgent: String, options: RunOptions) {
    self.init(
      baseURL: baseURL, key: key, userAgent: userAgent,
      extras: CurrentExtra.needed(by: options.template, tooltip: options.tooltipLayout.sections),
      needs: options.forecastNeeds,
      language: options.language, options: options)
  }
}
