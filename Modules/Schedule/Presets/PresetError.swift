public import Foundation

/// A preset folder that cannot be read, or a preset no source can read.
public struct PresetError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What went wrong.
  public let message: String
  /// The message.
  public var description: String { message }

  /// An error saying `message`.
  public init(message: String) { self.message = message }
}

/// A preset file that could not be read: listed apart, so the other presets still load.
public struct PresetProblem: Hashable, Sendable {
  /// The file's name without `.yaml` ("school-run").
  public let key: String
  /// The file.
  public let file: URL
  /// What is wrong, with file:line:column where known.
  public let message: String

  /// A file that could not be read.
  /// - Parameters:
  ///   - key: the file's name without its extension.
  ///   - file: the file.
  ///   - message: what is wrong.
  public init(key: String, file: URL, message: String) {
    self.key = key
    self.file = file
    self.message = message
  }
}
