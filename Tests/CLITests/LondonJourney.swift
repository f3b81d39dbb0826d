import Foundation
import Testing

/// A runner in London with helpers that read `today --json` and `rules show --json` as a person
/// replaying issue 11's journeys would.
struct LondonJourney {
  /// The runner (device zone Europe/London unless another is named).
  let runner: JamaalRunner

  /// A journey in `timeZone` (Europe/London by default), with a fresh store.
  init(timeZone: String = "Europe/London") {
    runner = JamaalRunner(now: "2026-12-01T10:00:00Z", timeZone: timeZone)
  }

  /// Adds a rule at `now` and returns its id.
  @discardableResult
  func add(
    _ arguments: [String], at now: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> String {
    let result = try runner.run(["rules", "add", "--json"] + arguments, now: now)
    #expect(result.status == 0, "\(result.stderr)", sourceLocation: sourceLocation)
    return (try JamaalRunner.json(result) as? [String: Any])?["id"] as? String ?? "none"
  }

  /// Today's rows at `now` as `today --json` gives them.
  func rows(at now: String) throws -> [[String: Any]] {
    let today = try runner.run(["today", "--json"], now: now)
    let document = try JamaalRunner.json(today) as? [String: Any]
    return document?["rows"] as? [[String: Any]] ?? []
  }

  /// Every Anchor of Today at `now`, plain rows and grouped members alike, by title.
  func anchors(at now: String) throws -> [String: [String: Any]] {
    var result: [String: [String: Any]] = [:]
    for row in try rows(at: now) {
      if let members = row["members"] as? [[String: Any]] {
        for member in members { result[member["title"] as? String ?? ""] = member }
      } else {
        result[row["title"] as? String ?? ""] = row
      }
    }
    return result
  }

  /// `rules show ID --json` at `now`.
  func show(_ rule: String, at now: String) throws -> [String: Any] {
    let shown = try runner.run(["rules", "show", String(rule.prefix(8)), "--json"], now: now)
    return try JamaalRunner.json(shown) as? [String: Any] ?? [:]
  }

  /// `jamaal ARGS` at `now`, its stdout, expecting success.
  func text(
    _ arguments: [String], at now: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> String {
    let result = try runner.run(arguments, now: now)
    #expect(result.status == 0, "\(result.stderr)", sourceLocation: sourceLocation)
    return result.stdout
  }
}
