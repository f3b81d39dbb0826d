public import JamaalModel
public import JamaalSchedule

/// A refused request to the facade: what kind of refusal (so an app can tell "Opens at 15:20"
/// from "no rule with that id" without reading the words) and the words the UI (or `jamaal`)
/// shows.
public struct JamaalError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What was refused, as a value an app can switch over.
  public enum Kind: Hashable, Sendable {
    /// No rule or Anchor has the id (or prefix) given.
    case notFound
    /// The id prefix matches several rows.
    case ambiguous(matches: Int)
    /// The id prefix is shorter than 6 characters.
    case idTooShort
    /// The action on an Anchor was refused (AN-10, G-28): the engine's reason.
    case action(ActionRefusal.Reason)
    /// A field or `--set` key was wrong.
    case field(FieldError)
    /// The rule cannot be saved: no registered source reads it, or its config cannot be read.
    case unreadableRule(NeedsAttention)
    /// `--set` was given for a source that has no editor.
    case noEditor(SourceKey)
    /// The rule was written by a newer version: it can only be archived (D-15).
    case newerVersion
    /// The rule is archived: it cannot be paused or resumed.
    case archived
    /// The store opened but could not be read.
    case storeUnreadable
    /// An import document was refused whole; nothing was written.
    case importRefused
    /// A focus session is already running: one runs at a time.
    case focusRunning
  }

  /// What was refused.
  public let kind: Kind
  /// What went wrong and, where it helps, what to do.
  public let message: String

  /// Makes an error of `kind` with a message.
  public init(_ kind: Kind, _ message: String) {
    self.kind = kind
    self.message = message
  }

  /// The message.
  public var description: String { message }

  /// A refused action, with the engine's reason and words.
  static func action(_ refusal: ActionRefusal) -> JamaalError {
    JamaalError(.action(refusal.reason), refusal.message)
  }

  /// A field error, with its `field: message` words.
  static func field(_ error: FieldError) -> JamaalError {
    JamaalError(.field(error), error.description)
  }
}
