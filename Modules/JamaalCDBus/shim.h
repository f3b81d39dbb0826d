#ifndef JAMAAL_CDBUS_SHIM_H
#define JAMAAL_CDBUS_SHIM_H
// The few calls of the desktop notification protocol (org.freedesktop.Notifications, version
// 1.2) over libdbus-1. Its argument lists are variadic or built with iterators, which Swift
// cannot pass comfortably: each helper is one method call or one signal read. The library is
// opened when the first connection is made (dbus-abi.h says why), never linked.
#define _GNU_SOURCE 1
#include "dbus-abi.h"
#include <dlfcn.h>
#include <fcntl.h>
#include <pthread.h>
#include <sys/timerfd.h>
#include <time.h>
#include <unistd.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

/// libdbus-1's calls, found in the library once it is open; `problem` says why it is not.
typedef struct {
#define JAMAAL_DBUS_FIELD(name) __typeof__(&name) name;
  JAMAAL_DBUS_CALLS(JAMAAL_DBUS_FIELD)
#undef JAMAAL_DBUS_FIELD
  int loaded;
  char problem[256];
} jamaal_dbus_library;

// The table lives in a function's static: a static inline function is copied into every
// object file that calls it, so each copy opens the library once (dlopen hands back the same
// handle) and reads its own table.
static inline jamaal_dbus_library *jamaal_dbus_table(void) {
  static jamaal_dbus_library table;
  return &table;
}

static inline void jamaal_dbus_open_once(void) {
  jamaal_dbus_library *lib = jamaal_dbus_table();
  void *handle = dlopen(JAMAAL_DBUS_SONAME, RTLD_NOW | RTLD_LOCAL);
  if (handle == NULL) {
    const char *why = dlerror();
    snprintf(lib->problem, sizeof(lib->problem), "%s",
             why != NULL ? why : JAMAAL_DBUS_SONAME ": cannot be opened");
    return;
  }
#define JAMAAL_DBUS_LOOKUP(name)                                                                   \
  lib->name = (__typeof__(&name))dlsym(handle, #name);                                             \
  if (lib->name == NULL) {                                                                         \
    snprintf(lib->problem, sizeof(lib->problem), "%s has no %s",                                   \
             JAMAAL_DBUS_SONAME, #name);                                                           \
    return;                                                                                        \
  }
  JAMAAL_DBUS_CALLS(JAMAAL_DBUS_LOOKUP)
#undef JAMAAL_DBUS_LOOKUP
  lib->loaded = 1;
}

/// Opens libdbus-1 the first time (from any thread; once in each object file, see above). 0 when
/// its calls are there, else -1 with `error` filled (the library is not installed, or lacks a
/// call).
static inline int jamaal_dbus_open(char *error, size_t size) {
  static pthread_once_t once = PTHREAD_ONCE_INIT;
  pthread_once(&once, jamaal_dbus_open_once);
  const jamaal_dbus_library *lib = jamaal_dbus_table();
  if (lib->loaded) return 0;
  if (error != NULL && size > 0) snprintf(error, size, "%s", lib->problem);
  return -1;
}

/// The calls, for a helper that runs after jamaal_dbus_open succeeded (in any copy).
static inline const jamaal_dbus_library *jamaal_dbus(void) {
  jamaal_dbus_open(NULL, 0);
  return jamaal_dbus_table();
}

#define JAMAAL_NOTIFICATIONS_NAME "org.freedesktop.Notifications"
#define JAMAAL_NOTIFICATIONS_PATH "/org/freedesktop/Notifications"

static inline void jamaal_dbus_copy_error(DBusError *error, char *out, size_t size) {
  const jamaal_dbus_library *d = jamaal_dbus();
  if (out == NULL || size == 0) return;
  const char *message = d->dbus_error_is_set(error) && error->message ? error->message : "";
  snprintf(out, size, "%s", message);
  d->dbus_error_free(error);
}

/// A private connection to the bus at `address`, or to the session bus when `address` is NULL
/// (DBUS_SESSION_BUS_ADDRESS, else $XDG_RUNTIME_DIR/bus), registered and listening to the
/// notification service's signals. Never exits the process on disconnect. NULL with `error`
/// filled when there is no bus, or no libdbus-1 to reach it with.
static inline DBusConnection *jamaal_dbus_connect(const char *address, char *error, size_t size) {
  if (jamaal_dbus_open(error, size) != 0) return NULL;
  const jamaal_dbus_library *d = jamaal_dbus();
  DBusError err;
  d->dbus_error_init(&err);
  DBusConnection *connection = NULL;
  if (address == NULL) {
    connection = d->dbus_bus_get_private(DBUS_BUS_SESSION, &err);
  } else {
    connection = d->dbus_connection_open_private(address, &err);
    if (connection != NULL && !d->dbus_bus_register(connection, &err)) {
      d->dbus_connection_close(connection);
      d->dbus_connection_unref(connection);
      connection = NULL;
    }
  }
  if (connection == NULL) {
    jamaal_dbus_copy_error(&err, error, size);
    return NULL;
  }
  d->dbus_connection_set_exit_on_disconnect(connection, 0);
  d->dbus_bus_add_match(
      connection,
      "type='signal',interface='" JAMAAL_NOTIFICATIONS_NAME "',path='" JAMAAL_NOTIFICATIONS_PATH "'",
      &err);
  d->dbus_error_free(&err);
  return connection;
}

/// Closes and releases a connection made by jamaal_dbus_connect.
static inline void jamaal_dbus_disconnect(DBusConnection *connection) {
  const jamaal_dbus_library *d = jamaal_dbus();
  d->dbus_connection_close(connection);
  d->dbus_connection_unref(connection);
}

/// 1 when something owns the notification service's name, 0 when nothing does, -1 when the
/// bus could not be asked (disconnected).
static inline int jamaal_dbus_service_present(DBusConnection *connection) {
  const jamaal_dbus_library *d = jamaal_dbus();
  if (!d->dbus_connection_get_is_connected(connection)) return -1;
  DBusError err;
  d->dbus_error_init(&err);
  dbus_bool_t owned = d->dbus_bus_name_has_owner(connection, JAMAAL_NOTIFICATIONS_NAME, &err);
  if (d->dbus_error_is_set(&err)) {
    d->dbus_error_free(&err);
    return -1;
  }
  return owned ? 1 : 0;
}

/// Sends `call` (taking it) and waits at most `timeout_ms` for the answer: the reply, or NULL
/// with `error` filled.
static inline DBusMessage *jamaal_dbus_call(
    DBusConnection *connection, DBusMessage *call, int timeout_ms, char *error, size_t size) {
  const jamaal_dbus_library *d = jamaal_dbus();
  DBusError err;
  d->dbus_error_init(&err);
  DBusMessage *reply =
      d->dbus_connection_send_with_reply_and_block(connection, call, timeout_ms, &err);
  d->dbus_message_unref(call);
  if (reply == NULL) jamaal_dbus_copy_error(&err, error, size);
  return reply;
}

static inline int jamaal_dbus_append_string(DBusMessageIter *iter, const char *value) {
  const jamaal_dbus_library *d = jamaal_dbus();
  return d->dbus_message_iter_append_basic(iter, DBUS_TYPE_STRING, &value);
}

/// Notify(app_name, replaces_id, app_icon, summary, body, actions, hints, expire_timeout):
/// the one "default" action (a click on the notification) when `default_label` is not NULL,
/// no other action, the normal urgency, the server's own timeout. 0 with `id_out` set, else
/// -1 with `error` filled.
static inline int jamaal_dbus_notify(
    DBusConnection *connection, const char *app, uint32_t replaces, const char *summary,
    const char *body, const char *default_label, int timeout_ms, uint32_t *id_out, char *error,
    size_t size) {
  const jamaal_dbus_library *d = jamaal_dbus();
  DBusMessage *call = d->dbus_message_new_method_call(
      JAMAAL_NOTIFICATIONS_NAME, JAMAAL_NOTIFICATIONS_PATH, JAMAAL_NOTIFICATIONS_NAME, "Notify");
  if (call == NULL) return -1;
  DBusMessageIter args, actions, hints, entry, variant;
  d->dbus_message_iter_init_append(call, &args);
  const char *icon = "";
  int32_t expire = -1;
  int ok = jamaal_dbus_append_string(&args, app)
      && d->dbus_message_iter_append_basic(&args, DBUS_TYPE_UINT32, &replaces)
      && jamaal_dbus_append_string(&args, icon) && jamaal_dbus_append_string(&args, summary)
      && jamaal_dbus_append_string(&args, body);
  ok = ok && d->dbus_message_iter_open_container(&args, DBUS_TYPE_ARRAY, "s", &actions);
  if (ok && default_label != NULL) {
    ok = jamaal_dbus_append_string(&actions, "default")
        && jamaal_dbus_append_string(&actions, default_label);
  }
  ok = ok && d->dbus_message_iter_close_container(&args, &actions);
  ok = ok && d->dbus_message_iter_open_container(&args, DBUS_TYPE_ARRAY, "{sv}", &hints);
  const char *urgency_key = "urgency";
  unsigned char normal = 1;
  ok = ok && d->dbus_message_iter_open_container(&hints, DBUS_TYPE_DICT_ENTRY, NULL, &entry)
      && jamaal_dbus_append_string(&entry, urgency_key)
      && d->dbus_message_iter_open_container(&entry, DBUS_TYPE_VARIANT, "y", &variant)
      && d->dbus_message_iter_append_basic(&variant, DBUS_TYPE_BYTE, &normal)
      && d->dbus_message_iter_close_container(&entry, &variant)
      && d->dbus_message_iter_close_container(&hints, &entry);
  ok = ok && d->dbus_message_iter_close_container(&args, &hints)
      && d->dbus_message_iter_append_basic(&args, DBUS_TYPE_INT32, &expire);
  if (!ok) {
    d->dbus_message_unref(call);
    snprintf(error, size, "out of memory");
    return -1;
  }
  DBusMessage *reply = jamaal_dbus_call(connection, call, timeout_ms, error, size);
  if (reply == NULL) return -1;
  DBusError err;
  d->dbus_error_init(&err);
  uint32_t id = 0;
  int got = d->dbus_message_get_args(reply, &err, DBUS_TYPE_UINT32, &id, DBUS_TYPE_INVALID);
  d->dbus_message_unref(reply);
  if (!got) {
    jamaal_dbus_copy_error(&err, error, size);
    return -1;
  }
  *id_out = id;
  return 0;
}

/// CloseNotification(id). 0 when the server answered (an unknown id included), else -1.
static inline int jamaal_dbus_close_notification(
    DBusConnection *connection, uint32_t id, int timeout_ms, char *error, size_t size) {
  const jamaal_dbus_library *d = jamaal_dbus();
  DBusMessage *call = d->dbus_message_new_method_call(
      JAMAAL_NOTIFICATIONS_NAME, JAMAAL_NOTIFICATIONS_PATH, JAMAAL_NOTIFICATIONS_NAME,
      "CloseNotification");
  if (call == NULL) return -1;
  if (!d->dbus_message_append_args(call, DBUS_TYPE_UINT32, &id, DBUS_TYPE_INVALID)) {
    d->dbus_message_unref(call);
    return -1;
  }
  DBusMessage *reply = jamaal_dbus_call(connection, call, timeout_ms, error, size);
  if (reply == NULL) return -1;
  d->dbus_message_unref(reply);
  return 0;
}

/// The connection's socket, to wait on with poll (-1 when there is none).
static inline int jamaal_dbus_fd(DBusConnection *connection) {
  const jamaal_dbus_library *d = jamaal_dbus();
  int fd = -1;
  return d->dbus_connection_get_unix_fd(connection, &fd) ? fd : -1;
}

/// Reads what the socket holds without blocking and returns the next signal of the service:
/// 1 ActionInvoked (`id`, `key` filled), 2 NotificationClosed (`id` filled), 0 nothing more,
/// -1 disconnected. Other messages are dropped.
static inline int jamaal_dbus_next_signal(
    DBusConnection *connection, uint32_t *id, char *key, size_t key_size) {
  const jamaal_dbus_library *d = jamaal_dbus();
  if (!d->dbus_connection_read_write(connection, 0)) return -1;
  DBusMessage *message;
  while ((message = d->dbus_connection_pop_message(connection)) != NULL) {
    int kind = 0;
    DBusError err;
    d->dbus_error_init(&err);
    if (d->dbus_message_is_signal(message, JAMAAL_NOTIFICATIONS_NAME, "ActionInvoked")) {
      const char *text = NULL;
      if (d->dbus_message_get_args(
              message, &err, DBUS_TYPE_UINT32, id, DBUS_TYPE_STRING, &text, DBUS_TYPE_INVALID)) {
        snprintf(key, key_size, "%s", text);
        kind = 1;
      }
    } else if (d->dbus_message_is_signal(
                   message, JAMAAL_NOTIFICATIONS_NAME, "NotificationClosed")) {
      uint32_t reason = 0;
      if (d->dbus_message_get_args(
              message, &err, DBUS_TYPE_UINT32, id, DBUS_TYPE_UINT32, &reason, DBUS_TYPE_INVALID)) {
        kind = 2;
      }
    } else if (d->dbus_message_is_signal(message, DBUS_INTERFACE_LOCAL, "Disconnected")) {
      kind = -1;
    }
    d->dbus_error_free(&err);
    d->dbus_message_unref(message);
    if (kind != 0) return kind;
  }
  return d->dbus_connection_get_is_connected(connection) ? 0 : -1;
}

// The deliverer's sleep (Glibc's Swift module lacks <sys/timerfd.h> and pipe2).

/// A non-blocking real-time timerfd (-1 on failure).
static inline int jamaal_timer_create(void) {
  return timerfd_create(CLOCK_REALTIME, TFD_CLOEXEC | TFD_NONBLOCK);
}

/// Arms `timer` for the absolute real-time instant `seconds` + `nanoseconds`, cancelled
/// (read fails with ECANCELED) when the wall clock is set or jumps (resume, a clock change).
static inline int jamaal_timer_arm(int timer, long seconds, long nanoseconds) {
  struct itimerspec spec;
  memset(&spec, 0, sizeof(spec));
  spec.it_value.tv_sec = seconds;
  spec.it_value.tv_nsec = nanoseconds;
  return timerfd_settime(timer, TFD_TIMER_ABSTIME | TFD_TIMER_CANCEL_ON_SET, &spec, NULL);
}

/// A close-on-exec, non-blocking pipe.
static inline int jamaal_pipe(int ends[2]) { return pipe2(ends, O_CLOEXEC | O_NONBLOCK); }

#endif
