internal import JamaalCSQLite

/// SQLite's trace hook on one connection (`SQLITE_TRACE_STMT`): tells an observer the text of
/// each statement as it starts, whichever call ran it (`exec` runs one per `;`).
final class StatementTrace {
  /// Who is told.
  private let observer: @Sendable (String) -> Void

  /// Installs the hook on `handle`; it holds the trace unretained, so the connection keeps this
  /// object until it closes.
  init(_ handle: OpaquePointer, _ observer: @escaping @Sendable (String) -> Void) {
    self.observer = observer
    let context = Unmanaged.passUnretained(self).toOpaque()
    sqlite3_trace_v2(handle, UInt32(SQLITE_TRACE_STMT), Self.callback, context)
  }

  /// The C callback: `context` is the trace, `text` the statement's unexpanded SQL.
  private static let callback:
    @convention(c) (
      UInt32, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?
    ) -> Int32 = { _, context, _, text in
      guard let context, let text else { return 0 }
      let trace = Unmanaged<StatementTrace>.fromOpaque(context).takeUnretainedValue()
      trace.observer(String(cString: text.assumingMemoryBound(to: CChar.self)))
      return 0
    }
}
