package import Foundation
package import JamaalCore
package import JamaalModel
package import JamaalPresentation
package import JamaalSchedule
package import JamaalStorage

/// A module's part of `jamaal`: the commands it adds, the options it adds to `jamaal rules add`,
/// the sources it registers and its rule in `jamaal demo`. Every requirement has a default, so a
/// plug-in states only what it adds.
///
/// The executable lists its plug-ins in one file, `Modules/JamaalCLI/Plugins.swift`, the only
/// place where the package traits (`PrayerTimes`, `Sync`) decide what is built. A module that
/// only adds an Anchor type needs no plug-in type of its own: `SourcePlugin(MySource())`.
package protocol CommandPlugin: Sendable {
  /// The commands it adds, each placed in `--help` after a command of the table.
  var commands: [PluggedCommand] { get }
  /// What it adds to `jamaal rules add` for drafts of its sources.
  var ruleOptions: [any RuleOptionsPlugin] { get }
  /// Registers its sources (a duplicate key is refused by the registry).
  func register(in registry: inout SourceRegistry) throws
  /// Its rule in `jamaal demo`, made from the preset folder, or `nil` for none.
  func demoDraft(library: PresetLibrary, jamaal: Jamaal, presets: URL) throws -> RuleDraft?
  /// The facade's extensions it brings (sync's rollover pause and Today's notices), passed in
  /// the configuration of every facade a command opens.
  var extensions: [any JamaalExtension] { get }
  /// How the command line writes one of its extensions' Today notices, with the commands that
  /// take its actions; `nil` for a notice it does not know (its words are printed as they are).
  func commandLine(for notice: TodayNotice) -> String?
  /// Its part of `jamaal status`, read from an open store that is not evaluated; `nil` when it
  /// has nothing to say.
  func statusPart(of store: Store) throws -> StatusPart?
  /// Its finder of places by name for a form's city field (AN-11), read from the session's
  /// presets folder; `nil` when it has none.
  func placeFinding(_ session: Session) throws -> (any PlaceFinding)?
}

extension CommandPlugin {
  /// No commands.
  package var commands: [PluggedCommand] { [] }
  /// No `rules add` options.
  package var ruleOptions: [any RuleOptionsPlugin] { [] }
  /// No sources.
  package func register(in registry: inout SourceRegistry) throws {}
  /// No demo rule.
  package func demoDraft(library: PresetLibrary, jamaal: Jamaal, presets: URL) throws
    -> RuleDraft?
  { nil }
  /// No extensions.
  package var extensions: [any JamaalExtension] { [] }
  /// No notices of its own.
  package func commandLine(for notice: TodayNotice) -> String? { nil }
  /// Nothing to say in `status`.
  package func statusPart(of store: Store) throws -> StatusPart? { nil }
  /// No place finder.
  package func placeFinding(_ session: Session) throws -> (any PlaceFinding)? { nil }
}

/// A plug-in's part of `jamaal status`: the lines it adds after the store's figures, in its
/// module's words, and the fields it adds at the top level of `status --json`, with raw values.
package struct StatusPart: Sendable {
  /// The text lines.
  package var lines: [String]
  /// The JSON fields by name (a field the report has already is not replaced).
  package var fields: [String: any Encodable & Sendable]

  /// A part of `lines` and `fields`.
  package init(lines: [String], fields: [String: any Encodable & Sendable]) {
    self.lines = lines
    self.fields = fields
  }
}

/// A command a plug-in adds, and where `--help` lists it.
package struct PluggedCommand: Sendable {
  /// The command.
  package let command: CommandSpec
  /// The command it follows in `--help` ("today"); at the end when the table has no such
  /// command.
  package let after: String

  /// `command`, listed after the command named `after`.
  package init(_ command: CommandSpec, after: String) {
    self.command = command
    self.after = after
  }
}

/// What a module adds to `jamaal rules add`: options (the cases of `Option`), and how they
/// complete its source's drafts before the `--set`s (which every source's editor applies through
/// the facade).
package protocol RuleOptionsPlugin: Sendable {
  /// The options it adds.
  associatedtype Option: CommandOption
  /// The source whose drafts it completes.
  var sourceKey: SourceKey { get }
  /// Completes a draft of its source from the command's options.
  func prepare(
    _ draft: RuleDraft, invocation: Invocation<Option>, session: Session, jamaal: Jamaal
  ) throws -> RuleDraft
}

extension RuleOptionsPlugin {
  /// The options it adds, in `--help` order.
  var options: [any CommandOption] { Option.allCases.map { $0 } }

  /// Completes a draft from a `rules add` command line, seen through this plug-in's options.
  func prepare<Other: CommandOption>(
    _ draft: RuleDraft, from invocation: Invocation<Other>, session: Session, jamaal: Jamaal
  ) throws -> RuleDraft {
    try prepare(
      draft, invocation: invocation.viewed(as: Option.self), session: session, jamaal: jamaal)
  }
}

/// A plug-in that only registers sources: how a module that adds an Anchor type (and no
/// commands) joins `jamaal`.
package struct SourcePlugin: CommandPlugin {
  private let sources: [any AnchorSource]

  /// A plug-in registering `sources`.
  package init(_ sources: any AnchorSource...) { self.sources = sources }

  /// Registers its sources.
  package func register(in registry: inout SourceRegistry) throws {
    for source in sources { try registry.register(source) }
  }
}
