public import JamaalJSON
public import JamaalModel

/// What is wrong with a row that arrived by sync, as D-18 names it: why, and the column.
public struct SyncRowProblem: Hashable, Sendable, Error {
  /// Why the row cannot be applied.
  public var reason: SyncSetAsideReason
  /// The column at fault, when one is.
  public var column: String?

  /// A problem.
  /// - Parameters:
  ///   - reason: why.
  ///   - column: the column at fault.
  public init(reason: SyncSetAsideReason, column: String?) {
    self.reason = reason
    self.column = column
  }
}

/// A row that arrived by sync and passed ``Store/checkedSyncRow(_:_:checkingLimits:)``: its
/// values in column order, ready to write without checking them again.
public struct CheckedSyncRow: Sendable {
  /// The kind of row.
  public let kind: StoreChange.Kind
  /// The values, checked, in the table's column order.
  let values: [SQLValue]
}

extension Store {
  /// The row checked as ``problem(inSyncedRow:_:checkingLimits:)`` checks it: the row ready to
  /// write (``putSyncRow(_:)``), or its first problem.
  /// - Parameters:
  ///   - kind: the kind of row.
  ///   - fields: its columns by name, as ``syncRow(_:id:)`` gives them.
  ///   - checkingLimits: false to leave §7's limits out.
  /// - Returns: the checked row, or the first problem.
  public static func checkedSyncRow(
    _ kind: StoreChange.Kind, _ fields: [String: JSONValue], checkingLimits: Bool = true
  ) -> Result<CheckedSyncRow, SyncRowProblem> {
    checkedValues(kind, fields, checkingLimits: checkingLimits).map {
      CheckedSyncRow(kind: kind, values: $0)
    }
  }

  /// The checks `import` applies to a row, applied to a row that arrived by sync (SPEC D-18: one
  /// checker, shared): every column present and of its kind, ids canonical, times and dates in
  /// years 1…9999, numbers within their column's range, flags 0 or 1, a window that ends after
  /// it starts, and SPEC §7's limits. Columns this version does not know are not looked at.
  /// - Parameters:
  ///   - kind: the kind of row.
  ///   - fields: its columns by name, as ``syncRow(_:id:)`` gives them.
  ///   - checkingLimits: false to leave §7's limits out (a row the merge of checked versions
  ///     made: kept even over a limit, never lost).
  /// - Returns: the first problem, or nil when the row can be stored.
  public static func problem(
    inSyncedRow kind: StoreChange.Kind, _ fields: [String: JSONValue], checkingLimits: Bool = true
  ) -> SyncRowProblem? {
    switch checkedValues(kind, fields, checkingLimits: checkingLimits) {
    case .success: nil
    case .failure(let problem): problem
    }
  }

  /// The row's values in column order, checked.
  static func checkedValues(
    _ kind: StoreChange.Kind, _ fields: [String: JSONValue], checkingLimits: Bool = true
  ) -> Result<[SQLValue], SyncRowProblem> {
    let table = kind.exportTable
    var values: [SQLValue] = []
    values.reserveCapacity(table.columns.count)
    for column in table.columns {
      let value = fields[column.name] ?? .null
      if case .null = value, !column.kind.isOptional {
        return .failure(SyncRowProblem(reason: .missingField, column: column.name))
      }
      guard let stored = SyncCell.stored(value, column.kind) else {
        let isID = if case .id = column.kind.base { true } else { false }
        return .failure(SyncRowProblem(reason: isID ? .wrongID : .badValue, column: column.name))
      }
      values.append(stored)
    }
    do {
      try RowRules.check(values, of: table, place: RowPlace(table: table.name, row: 1))
    } catch {
      // RowRules' one check across cells: a window (or session) that ends before it starts.
      let column = kind == .focusSession ? "ended_at" : "window_end"
      return .failure(SyncRowProblem(reason: .endsBeforeStart, column: column))
    }
    if checkingLimits, let over = RowLimits.problems(values, of: table).first {
      return .failure(SyncRowProblem(reason: .overLimit, column: over.column))
    }
    return .success(values)
  }
}
