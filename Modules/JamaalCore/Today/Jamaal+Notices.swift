public import JamaalPresentation

extension Jamaal {
  /// The notices Today shows under its heading, from every extension in the configuration's
  /// order (sync's account change or problem line, its timer clash).
  /// - Throws: what an extension throws reading its state.
  public func todayNotices() throws -> [TodayNotice] {
    try configuration.extensions.flatMap { try $0.todayNotices(self) }
  }

  /// Dismisses the Today notice with `id` (sync's problem line: for a day).
  /// - Returns: whether an extension dismissed it (`false`: nothing to dismiss, nothing written).
  /// - Throws: what the extension throws.
  @discardableResult
  public func dismissNotice(_ id: TodayNotice.ID) throws -> Bool {
    for item in configuration.extensions where try item.dismissNotice(id, self) { return true }
    return false
  }
}
