import Foundation
package import JamaalCore
package import JamaalModel
package import JamaalPresentation
import JamaalSchedule
package import JamaalStorage

/// The plug-ins of one build of `jamaal`, and what they add up to: the source registry, the
/// `rules add` options and the demo's rules.
package struct PluginSet: Sendable {
  /// The plug-ins, in the order the executable lists them.
  package let plugins: [any CommandPlugin]

  /// The set of `plugins`.
  package init(_ plugins: [any CommandPlugin]) { self.plugins = plugins }

  /// A fresh registry with the `scheduled` source and every plug-in's sources.
  /// - Throws: `SourceRegistry.DuplicateSourceKey` when two sources share a key.
  package func registry() throws -> SourceRegistry {
    var registry = SourceRegistry()
    try registry.register(ScheduledSource())
    for plugin in plugins { try plugin.register(in: &registry) }
    return registry
  }

  /// Every plug-in's extensions of the facade, in the order the plug-ins are listed.
  package var extensions: [any JamaalExtension] { plugins.flatMap(\.extensions) }

  /// A Today notice as the command line writes it: as a plug-in that knows it writes it, else
  /// its words.
  package func commandLine(for notice: TodayNotice) -> String {
    plugins.lazy.compactMap { $0.commandLine(for: notice) }.first ?? notice.text
  }

  /// The `rules add` options each plug-in adds for its sources' drafts.
  package var ruleOptions: [any RuleOptionsPlugin] { plugins.flatMap(\.ruleOptions) }

  /// What the plug-ins add to `jamaal status`, in their order.
  package func statusParts(of store: Store) throws -> [StatusPart] {
    try plugins.compactMap { try $0.statusPart(of: store) }
  }

  /// The first plug-in's finder of places by name, if any has one.
  package func placeFinding(_ session: Session) throws -> (any PlaceFinding)? {
    for plugin in plugins {
      if let finder = try plugin.placeFinding(session) { return finder }
    }
    return nil
  }

  /// The demo's rules the plug-ins add, made from the preset folder.
  func demoDrafts(library: PresetLibrary, jamaal: Jamaal, presets: URL) throws -> [RuleDraft] {
    try plugins.compactMap { try $0.demoDraft(library: library, jamaal: jamaal, presets: presets) }
  }
}
