import Foundation
import Testing

/// The 14:05 journey's store (Journey 4): a school run, plants last watered three days ago, bin
/// night (paused) and prayer times in Riyadh, each added a minute apart so the rules list has a
/// fixed order; and the names that stand in for their random ids in golden text.
struct JourneyStore {
  /// The runner, at 14:05 on Sunday 29 November 2026 in Riyadh.
  let runner = JamaalRunner(now: "2026-11-29T14:05:00+03:00", timeZone: "Asia/Riyadh")
  /// Lowercase id → the name that replaces it ("rule School run", "Dhuhr").
  private(set) var names: [String: String] = [:]

  /// Adds the four rules and reads the names of the rules and of today's Anchors.
  init(sourceLocation: SourceLocation = #_sourceLocation) throws {
    try add(["--preset", "school-run"], at: "14:02", sourceLocation)
    try add(["--preset", "plants", "--set", "lastDone=2026-11-26"], at: "14:03", sourceLocation)
    let bin = try add(["--preset", "bin-night"], at: "14:04", sourceLocation)
    let paused = try runner.run(
      ["rules", "pause", String(bin.prefix(8))], now: "2026-11-29T14:04:00+03:00")
    #expect(paused.status == 0, "\(paused.stderr)", sourceLocation: sourceLocation)
    try add(
      ["--preset", "prayer-times", "--lat", "24.7136", "--lon", "46.6753"], at: "14:05",
      sourceLocation)
    for rule in try objects(["rules", "list", "--json"]) {
      name(rule["id"], "rule \(rule["title"] as? String ?? "")")
    }
    let today = try runner.run(["today", "--json"])
    let rows = (try JamaalRunner.json(today) as? [String: Any])?["rows"] as? [[String: Any]]
    for row in rows ?? [] {
      name(row["anchor"], row["title"] as? String ?? "")
      for member in row["members"] as? [[String: Any]] ?? [] {
        name(member["anchor"], member["title"] as? String ?? "")
      }
    }
  }

  /// The id of the rule titled `title`.
  func rule(_ title: String) -> String {
    names.first { $0.value == "rule \(title)" }?.key ?? "none"
  }

  /// Names the Anchors of a rule's `upcoming` list ("Drop-off 2026-11-30").
  mutating func nameUpcoming(of document: [String: Any]) {
    for anchor in document["upcoming"] as? [[String: Any]] ?? [] {
      let key = "\(anchor["title"] as? String ?? "") \(anchor["occurrenceDate"] as? String ?? "")"
      if let id = anchor["id"] as? String, names[id] == nil { names[id] = key }
    }
  }

  /// `text` with each known id, and then each of their 8-character prefixes, replaced by
  /// `<name>`.
  func normalised(_ text: String) -> String {
    var text = text
    for (id, name) in names { text = text.replacingOccurrences(of: id, with: "<\(name)>") }
    for (id, name) in names {
      text = text.replacingOccurrences(of: String(id.prefix(8)), with: "<\(name)>")
    }
    return text
  }

  /// Runs `jamaal ARGS` at 14:05 and returns stdout with ids named, expecting success.
  func output(_ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation) throws
    -> String
  {
    let result = try runner.run(arguments)
    #expect(result.status == 0, "\(result.stderr)", sourceLocation: sourceLocation)
    return normalised(result.stdout)
  }

  /// Runs a `--json` command and parses an array of objects.
  func objects(_ arguments: [String]) throws -> [[String: Any]] {
    try JamaalRunner.json(try runner.run(arguments)) as? [[String: Any]] ?? []
  }

  @discardableResult
  private mutating func add(
    _ arguments: [String], at time: String, _ sourceLocation: SourceLocation
  ) throws -> String {
    let result = try runner.run(
      ["rules", "add", "--json"] + arguments, now: "2026-11-29T\(time):00+03:00")
    #expect(result.status == 0, "\(result.stderr)", sourceLocation: sourceLocation)
    return (try JamaalRunner.json(result) as? [String: Any])?["id"] as? String ?? "none"
  }

  private mutating func name(_ id: Any?, _ name: String) {
    if let id = id as? String { names[id] = name }
  }
}
