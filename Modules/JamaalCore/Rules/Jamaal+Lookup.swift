import Foundation
import JamaalModel
import JamaalStorage

extension Jamaal {
  /// The stored Anchors generation and preview need for one rule: those of the days around
  /// today, its pending ones, and its latest (never its whole history).
  func storedAnchors(of rule: UUID, context: [Anchor]? = nil) throws -> [Anchor] {
    var seen: Set<UUID> = []
    return (try (context ?? generationContext()) + store.pendingAnchors(rule: rule)).filter {
      $0.rule == rule && seen.insert($0.id).inserted
    }
  }

  /// The id text, upper-cased as stored, refused when shorter than 6 characters.
  static func prefix(_ text: String) throws -> String {
    let trimmed = text.trimmingSpaces
    guard trimmed.count >= 6 else {
      throw JamaalError(.idTooShort, "'\(text)' is too short: give at least 6 characters of the id")
    }
    return trimmed.uppercased()
  }

  /// The single match, or an error naming the id.
  func unique<T>(_ matches: [T], kind: String, text: String) throws -> T {
    guard let first = matches.first else {
      throw JamaalError(.notFound, "no \(kind) has the id '\(text)'")
    }
    guard matches.count == 1 else {
      throw JamaalError(
        .ambiguous(matches: matches.count),
        "'\(text)' matches \(matches.count) \(kind)s: give more of the id")
    }
    return first
  }
}
