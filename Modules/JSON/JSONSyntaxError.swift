/// Where and why a text is not valid JSON.
public struct JSONSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The offset of the byte at fault.
  public let offset: Int
  /// What is wrong, e.g. "unexpected '}', expected a value".
  public let reason: String

  /// Makes an error.
  /// - Parameters:
  ///   - offset: the offset of the byte at fault.
  ///   - reason: what is wrong.
  public init(offset: Int, reason: String) {
    self.offset = offset
    self.reason = reason
  }

  /// The message a `DecodingError.dataCorrupted` carries, worded as `JSONDecoder` words it.
  public var message: String { "The given data was not valid JSON: \(reason) at byte \(offset)." }

  /// The message.
  public var description: String { message }
}
