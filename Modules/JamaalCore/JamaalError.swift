/// A refused request to the facade, in words the UI (or `jamaal`) can show.
public struct JamaalError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What went wrong and, where it helps, what to do.
  public let message: String

  /// Makes an error with a message.
  public init(_ message: String) { self.message = message }

  /// The message.
  public var description: String { message }
}
