#ifndef JAMAAL_CSQLITE_SHIM_H
#define JAMAAL_CSQLITE_SHIM_H
#include <sqlite3.h>

/// SQLITE_TRANSIENT is a macro Swift cannot import: bind calls use this instead.
static inline int jamaal_sqlite3_bind_text_transient(sqlite3_stmt *stmt, int index, const char *text, int length) {
  return sqlite3_bind_text(stmt, index, text, length, SQLITE_TRANSIENT);
}

/// Binds a blob, copying it (SQLITE_TRANSIENT).
static inline int jamaal_sqlite3_bind_blob_transient(sqlite3_stmt *stmt, int index, const void *bytes, int length) {
  return sqlite3_bind_blob(stmt, index, bytes, length, SQLITE_TRANSIENT);
}

/// Turns off SQLite's memory statistics, which take a global mutex around every allocation and
/// free (a bulk insert of 100,000 Anchors spent ~6% of its instructions there); nothing here
/// reads them. `sqlite3_config` is variadic, which Swift cannot call. It must run before SQLite
/// initialises; afterwards it returns SQLITE_MISUSE and changes nothing.
static inline int jamaal_sqlite3_disable_memory_statistics(void) {
  return sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0);
}

/// Turns foreign keys on for one connection without running a statement
/// (`sqlite3_db_config` is variadic too).
static inline int jamaal_sqlite3_enable_foreign_keys(sqlite3 *db) {
  return sqlite3_db_config(db, SQLITE_DBCONFIG_ENABLE_FKEY, 1, (int *)0);
}

#endif
