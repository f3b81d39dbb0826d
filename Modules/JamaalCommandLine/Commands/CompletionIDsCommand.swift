import Foundation
import JamaalCore
import JamaalModel
import JamaalPresentation
import JamaalStorage

/// `jamaal completion ids rules|anchors|presets`: what the completion script offers for a
/// command's id or `--preset`, asked for while completing, one a line — the ids of the rules
/// not archived, of the Anchors Today shows, the preset keys. It reads the store without
/// writing (no store is created, the day is not evaluated).
enum CompletionIDsCommand {
  /// `jamaal completion ids`.
  static let command = CommandSpec(
    "completion ids", "rules|anchors|presets",
    "Prints the ids of the rules or of Today's Anchors, or the preset keys, one a line.",
    positionals: 1...1, run: run
  ).completing(.cases(of: CompletionList.self))

  static func run(_ invocation: Invocation<NoOption>) throws {
    let session = try Session(invocation)
    let typed = invocation.positionals[0]
    guard let list = CompletionList(rawValue: typed) else {
      let names = CompletionList.allCases.map(\.rawValue).joined(separator: ", ")
      throw CLIError.usage("jamaal completion ids: list '\(typed)' is not one of \(names)")
    }
    let words = try self.words(list, session: session)
    if session.output.json {
      try session.output.document(words)
    } else {
      for word in words { session.output.line(word) }
    }
  }

  /// The ids or keys of `list`.
  private static func words(_ list: CompletionList, session: Session) throws -> [String] {
    switch list {
    case .presets:
      return try session.presets().presets.filter { $0.draft != nil }.map(\.key)
    case .rules:
      let jamaal = try session.openForChecking()
      return try jamaal.store.rules().filter { !$0.isArchived }.map { id($0.id) }
    case .anchors:
      return try session.openForChecking().todaySection().rows.flatMap { row in
        switch row {
        case .plain(let plain): [id(plain.member.anchor.id)]
        case .group(let group): group.members.map { id($0.anchor.id) }
        }
      }
    }
  }

  /// An id as `jamaal` prints it in JSON.
  private static func id(_ id: UUID) -> String { id.uuidString.lowercased() }
}
