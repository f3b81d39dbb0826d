/// The SQL of each schema version. Dates are REAL seconds since 2001-01-01 UTC (Foundation's own
/// representation, so a `Date` round-trips exactly); logical dates are INTEGER days since
/// 1970-01-01; ids are upper-case UUID text; every enum is its raw text as written (G-82).
///
/// The natural key (rule, occurrence date, slot) is unique through one index that leads with the
/// occurrence date, so the same index serves Today's query; a NULL rule (one-offs) never
/// collides. Two partial indexes over pending Anchors serve "pending by rule" and the D-3 cases
/// (open window, multi-day window) as well as finalising missed ones.
enum Schema {
  /// v1: rules, anchors, settings, day plans, focus sessions, the change log.
  static let v1 = """
    CREATE TABLE rules (
      id TEXT PRIMARY KEY NOT NULL,
      title TEXT NOT NULL,
      source_key TEXT NOT NULL,
      config_data BLOB NOT NULL,
      effort_minutes INTEGER NOT NULL,
      placement TEXT NOT NULL,
      is_paused INTEGER NOT NULL,
      is_archived INTEGER NOT NULL,
      created_at REAL NOT NULL,
      modified_at REAL NOT NULL
    );
    CREATE TABLE anchors (
      id TEXT PRIMARY KEY NOT NULL,
      rule_id TEXT,
      title TEXT NOT NULL,
      occurrence_date INTEGER NOT NULL,
      slot_key TEXT NOT NULL,
      window_start REAL NOT NULL,
      window_end REAL NOT NULL,
      effort_minutes INTEGER NOT NULL,
      placement TEXT NOT NULL,
      attendance_status TEXT NOT NULL,
      resolved_at REAL,
      remind_before_start_minutes INTEGER,
      remind_before_end_minutes INTEGER,
      created_at REAL NOT NULL,
      modified_at REAL NOT NULL
    );
    CREATE UNIQUE INDEX anchors_natural_key ON anchors (occurrence_date, rule_id, slot_key);
    CREATE INDEX anchors_pending_by_rule ON anchors (rule_id, window_start)
      WHERE attendance_status = 'pending';
    CREATE INDEX anchors_pending_by_end ON anchors (window_end)
      WHERE attendance_status = 'pending';
    CREATE TABLE user_settings (
      id TEXT PRIMARY KEY NOT NULL,
      day_start TEXT NOT NULL,
      planning_time TEXT NOT NULL,
      morning_time TEXT NOT NULL,
      week_start TEXT NOT NULL,
      created_at REAL NOT NULL,
      modified_at REAL NOT NULL
    );
    CREATE TABLE day_plans (
      id TEXT PRIMARY KEY NOT NULL,
      date INTEGER NOT NULL UNIQUE,
      state TEXT NOT NULL,
      created_at REAL NOT NULL,
      modified_at REAL NOT NULL
    );
    CREATE TABLE focus_sessions (
      id TEXT PRIMARY KEY NOT NULL,
      title TEXT,
      started_at REAL NOT NULL,
      ended_at REAL,
      logged_minutes INTEGER NOT NULL,
      created_at REAL NOT NULL,
      modified_at REAL NOT NULL
    );
    CREATE INDEX focus_sessions_running ON focus_sessions (started_at) WHERE ended_at IS NULL;
    CREATE TABLE change_log (
      seq INTEGER PRIMARY KEY AUTOINCREMENT,
      kind TEXT NOT NULL,
      row_id TEXT NOT NULL,
      operation TEXT NOT NULL,
      changed_at REAL NOT NULL
    );
    """

  /// v2: this device's unsynced preferences (banner dismissals, permission state, …).
  static let v2 = """
    CREATE TABLE local_preferences (
      key TEXT PRIMARY KEY NOT NULL,
      value TEXT NOT NULL
    );
    """

  /// v3: every Anchor by rule and window start, for each rule's latest Anchor (the history an
  /// after-last-done rule schedules from) without reading the whole history.
  static let v3 = """
    CREATE INDEX anchors_by_rule ON anchors (rule_id, window_start);
    """

  /// v4: missed Anchors by window end, so Today finds the ones still in their day of grace
  /// (G-28) without reading the whole history.
  static let v4 = """
    CREATE INDEX anchors_missed_by_end ON anchors (window_end) WHERE attendance_status = 'missed';
    """

  /// v5: Sync's replica, one row per synced record (the join of every version this device has
  /// seen, unknown fields and kinds included, G-82), keyed by kind and id, with the record's
  /// natural-key group (D-10) and the cloud's change tag.
  static let v5 = """
    CREATE TABLE sync_records (
      kind TEXT NOT NULL,
      id TEXT NOT NULL,
      group_key TEXT,
      record BLOB NOT NULL,
      tag TEXT,
      PRIMARY KEY (kind, id)
    );
    CREATE INDEX sync_records_by_group ON sync_records (group_key) WHERE group_key IS NOT NULL;
    """

  /// The local preferences that were Sync's before v6 moved them to `sync_state`.
  static let syncKeysBeforeV6 = """
    ('sync.token', 'sync.account', 'syncStatus', 'sync.failures', 'sync.firstFailure',
     'sync.accountChanged', 'sync.lastSync', 'sync.notice.timerClash', 'sync.device',
     'sync.previousAccount')
    """

  /// v6: Sync's own state, out of `local_preferences` and never exported (D-19): the store's
  /// identity (made here, once, for every store), the batch counter, what was read; the records
  /// set aside (D-18: kept, counted once, named) and held (stamped more than a day ahead); the
  /// batches this device published, to write again once if one is changed or gone.
  static let v6 = """
    CREATE TABLE sync_state (
      key TEXT PRIMARY KEY NOT NULL,
      value TEXT NOT NULL
    );
    INSERT INTO sync_state (key, value) VALUES ('identity', lower(hex(randomblob(16))));
    INSERT INTO sync_state (key, value)
      SELECT key, value FROM local_preferences WHERE key IN \(syncKeysBeforeV6);
    DELETE FROM local_preferences WHERE key IN \(syncKeysBeforeV6);
    CREATE TABLE sync_set_aside (
      digest TEXT PRIMARY KEY NOT NULL,
      kind TEXT,
      record_id TEXT,
      reason TEXT NOT NULL,
      field TEXT,
      source TEXT NOT NULL,
      record BLOB,
      seen_at REAL NOT NULL
    );
    CREATE TABLE sync_held (
      digest TEXT PRIMARY KEY NOT NULL,
      stamp INTEGER NOT NULL,
      record BLOB NOT NULL,
      seen_at REAL NOT NULL
    );
    CREATE INDEX sync_held_by_stamp ON sync_held (stamp);
    CREATE TABLE sync_batches (
      number INTEGER PRIMARY KEY NOT NULL,
      size INTEGER NOT NULL,
      modified INTEGER NOT NULL,
      inode INTEGER NOT NULL,
      records TEXT NOT NULL,
      rewritten INTEGER NOT NULL
    );
    """

  /// Every table the current schema has: one missing is damage (a dropped table).
  static let tables = [
    "rules", "anchors", "user_settings", "day_plans", "focus_sessions", "change_log",
    "local_preferences", "sync_records", "sync_state", "sync_set_aside", "sync_held",
    "sync_batches", "migrations",
  ]

  /// Created before the first step, so every step can be recorded.
  static let migrationsTable = """
    CREATE TABLE IF NOT EXISTS migrations (
      id TEXT PRIMARY KEY NOT NULL,
      applied_at REAL NOT NULL
    );
    """
}
