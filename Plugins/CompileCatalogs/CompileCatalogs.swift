import Foundation
import PackagePlugin

/// Compiles the translation catalogues `po/*.po` into the target that uses it
/// (GeneratedCatalogs.swift), so one rain-bar binary speaks every language
/// with nothing installed beside it.
@main struct CompileCatalogs: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let directory = context.package.directoryURL.appending(path: "po")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path())) ?? []
    let catalogs = names.filter { $0.hasSuffix(".po") }.sorted().map {
      directory.appending(path: $0)
    }
    let output = context.pluginWorkDirectoryURL.appending(path: "GeneratedCatalogs.swift")
    return [
      .buildCommand(
        displayName: "Compiling \(catalogs.count) translation catalogues",
        executable: try context.tool(named: "GenerateCatalogs").url,
        arguments: [output.path()] + catalogs.map { $0.path() },
        inputFiles: catalogs,
        outputFiles: [output])
    ]
  }
}
