public import Foundation
import JamaalJSON

/// A range of logical dates when a rule does not apply (AN-06): inclusive, the end may be open.
public struct ExceptionRange: Hashable, Codable, Sendable {
  /// The first date excepted.
  public var start: LogicalDate
  /// The last date excepted; `nil` = open-ended.
  public var end: LogicalDate?
  /// Why (unknown reasons are kept).
  public var reason: ExceptionReason

  /// Makes a range; throws when `end` is before `start`.
  /// - Throws: `ExceptionRange.EndBeforeStart`.
  public init(start: LogicalDate, end: LogicalDate?, reason: ExceptionReason) throws {
    if let end, end < start { throw EndBeforeStart(start: start, end: end) }
    self.start = start
    self.end = end
    self.reason = reason
  }

  /// Whether `date` falls inside the range.
  public func contains(_ date: LogicalDate) -> Bool {
    date >= start && (end.map { date <= $0 } ?? true)
  }

  /// Refusal: an exception whose end is before its start.
  public struct EndBeforeStart: Error, Hashable, Sendable, CustomStringConvertible {
    /// The start given.
    public let start: LogicalDate
    /// The end given.
    public let end: LogicalDate
    /// The message a person reads.
    public var description: String {
      "exception end \(end) is before its start \(start)"
    }
  }

  /// Decodes `{start, end?, reason}` and applies the end ≥ start check.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let start = try container.decode(LogicalDate.self, forKey: .start)
    let end = try container.decodeIfPresent(LogicalDate.self, forKey: .end)
    let reason = try container.decodeIfPresent(ExceptionReason.self, forKey: .reason) ?? .other
    do {
      try self.init(start: start, end: end, reason: reason)
    } catch let error as EndBeforeStart {
      throw DecodingError.dataCorruptedError(
        forKey: .end, in: container, debugDescription: error.description)
    }
  }

  private enum CodingKeys: String, CodingKey {
    case start, end, reason
  }
}

extension [ExceptionRange] {
  /// The ranges sorted, with overlapping and adjacent ones merged (the first one's reason wins).
  public func merged() -> [ExceptionRange] {
    let sorted = self.sorted { $0.start < $1.start }
    var result: [ExceptionRange] = []
    for range in sorted {
      guard var last = result.last else {
        result.append(range)
        continue
      }
      guard let lastEnd = last.end else { continue }  // open-ended swallows the rest
      if range.start <= lastEnd.adding(days: 1) {
        last.end = range.end.map { Swift.max($0, lastEnd) }
        result[result.count - 1] = last
      } else {
        result.append(range)
      }
    }
    return result
  }

  /// The ranges merged as ``merged()`` merges them, each with every reason of the ranges it
  /// covers, in order and without repeats (issue 11: merged exceptions keep every reason).
  public func mergedWithReasons() -> [(range: ExceptionRange, reasons: [ExceptionReason])] {
    let sorted = self.sorted { $0.start < $1.start }
    return merged().map { range in
      var reasons: [ExceptionReason] = []
      for part in sorted where range.contains(part.start) && !reasons.contains(part.reason) {
        reasons.append(part.reason)
      }
      return (range, reasons)
    }
  }

  /// Whether any range contains `date`.
  public func excludes(_ date: LogicalDate) -> Bool { contains { $0.contains(date) } }
}

extension ExceptionRange {
  /// The exceptions a rule's config keeps under `exceptions` (any source that stores them there),
  /// as written; none when the key is absent.
  /// - Parameter configData: the rule's config.
  /// - Returns: the ranges, unmerged.
  /// - Throws: a `DecodingError` when the config or one of its ranges cannot be read.
  public static func list(in configData: Data) throws -> [ExceptionRange] {
    struct Excepted: Decodable { var exceptions: [ExceptionRange]? }
    return try ConfigDecoder().decode(Excepted.self, from: configData).exceptions ?? []
  }
}
