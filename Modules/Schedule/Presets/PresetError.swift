/// A preset folder that cannot be read, or a preset no source can read.
public struct PresetError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What went wrong.
  public let message: String
  /// The message.
  public var description: String { message }
}
