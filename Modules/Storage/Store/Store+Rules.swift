public import Foundation
public import JamaalModel

extension Store {
  /// Adds a rule (logged as an insert). `configData` is stored byte-for-byte.
  /// - Parameter rule: the rule.
  /// - Throws: `StoreError` (a constraint error when its id exists).
  public func insertRule(_ rule: AnchorRule) throws {
    try write { connection in
      try connection.cached(
        "INSERT INTO rules (\(RowReader.ruleColumns)) VALUES (\(RowReader.placeholders(10)))"
      ).run(RowReader.values(rule))
      try log(.rule, rule.id, .insert)
    }
  }

  /// Replaces every field of a stored rule (logged as an update). Rules are never deleted:
  /// archive with `isArchived = true`.
  /// - Parameter rule: the rule, with its existing id.
  /// - Throws: `StoreError` (code 12, "no rule with id …", when there is none).
  public func updateRule(_ rule: AnchorRule) throws {
    try write { connection in
      try connection.cached(
        """
        UPDATE rules SET title = ?2, source_key = ?3, config_data = ?4, effort_minutes = ?5,
          placement = ?6, is_paused = ?7, is_archived = ?8, created_at = ?9, modified_at = ?10
        WHERE id = ?1
        """
      ).run(RowReader.values(rule))
      guard connection.changes == 1 else {
        throw StoreError(code: StoreError.notFound, message: "no rule with id \(rule.id)")
      }
      try log(.rule, rule.id, .update)
    }
  }

  /// Every rule, archived ones included, oldest first (then by id).
  /// - Returns: the rules.
  /// - Throws: `StoreError`.
  public func rules() throws -> [AnchorRule] {
    try fetchRules("SELECT \(RowReader.ruleColumns) FROM rules ORDER BY created_at, id", [])
  }

  /// The rule with `id`, if any.
  /// - Parameter id: the rule's id.
  /// - Returns: the rule or nil.
  /// - Throws: `StoreError`.
  public func rule(id: UUID) throws -> AnchorRule? {
    try fetchRules("SELECT \(RowReader.ruleColumns) FROM rules WHERE id = ?", [.uuid(id)]).first
  }

  /// The rules whose id starts with `prefix` (case-insensitive, at least 6 characters of
  /// `0-9 A-F -`); an empty list for a shorter or malformed prefix.
  /// - Parameter prefix: the start of an id, as the user typed it.
  /// - Returns: the matching rules (more than one means the prefix is ambiguous).
  /// - Throws: `StoreError`.
  public func rules(idPrefix prefix: String) throws -> [AnchorRule] {
    guard let pattern = Self.idPattern(prefix) else { return [] }
    return try fetchRules(
      "SELECT \(RowReader.ruleColumns) FROM rules WHERE id >= ?1 AND id < ?1 || 'Z' ORDER BY id",
      [.text(pattern)])
  }

  /// An id prefix upper-cased, or nil when it is too short or not made of id characters.
  static func idPattern(_ prefix: String) -> String? {
    let upper = prefix.uppercased()
    guard upper.count >= 6, upper.count <= 36,
      upper.allSatisfy({ $0 == "-" || ($0.isASCII && $0.isHexDigit) })
    else { return nil }
    return upper
  }

  private func fetchRules(_ sql: String, _ values: [SQLValue]) throws -> [AnchorRule] {
    try read { connection in
      let statement = try connection.cached(sql)
      defer { statement.reset() }
      try statement.bind(values)
      var rules: [AnchorRule] = []
      while try statement.step() { rules.append(try RowReader.rule(statement)) }
      return rules
    }
  }
}
