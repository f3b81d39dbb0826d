#ifndef JAMAAL_CDBUS_ABI_H
#define JAMAAL_CDBUS_ABI_H
// The part of libdbus-1's interface the shim uses, declared here so that `jamaal` is not linked
// against libdbus-1 (loading it, and libsystemd and the libraries it pulls in, cost every
// command about 2 ms at start): the shim opens the library (soname below, stable since dbus
// 1.0) the first time a deliverer connects. Scripts/check-c-bridges compiles this file after
// the real <dbus/dbus.h>: every prototype must agree with the real one and both structures
// must have the real size and field offsets.
#include <stdint.h>

/// The library the shim opens.
#define JAMAAL_DBUS_SONAME "libdbus-1.so.3"

/// DBusError's layout (its name and message are read; the rest is the library's).
struct jamaal_dbus_error {
  const char *name;
  const char *message;
  unsigned int dummy1 : 1;
  unsigned int dummy2 : 1;
  unsigned int dummy3 : 1;
  unsigned int dummy4 : 1;
  unsigned int dummy5 : 1;
  void *padding1;
};

/// DBusMessageIter's layout (opaque: only its size matters, it lives on the caller's stack).
struct jamaal_dbus_message_iter {
  void *dummy1;
  void *dummy2;
  unsigned int dummy3;
  int dummy4;
  int dummy5;
  int dummy6;
  int dummy7;
  int dummy8;
  int dummy9;
  int dummy10;
  int dummy11;
  int pad1;
  void *pad2;
  void *pad3;
};

#ifndef DBUS_H  // the real header's own guard: only the check includes it first
typedef unsigned int dbus_uint32_t;
typedef dbus_uint32_t dbus_bool_t;
typedef struct DBusConnection DBusConnection;
typedef struct DBusMessage DBusMessage;
typedef struct jamaal_dbus_error DBusError;
typedef struct jamaal_dbus_message_iter DBusMessageIter;
typedef enum { DBUS_BUS_SESSION, DBUS_BUS_SYSTEM, DBUS_BUS_STARTER } DBusBusType;
#define DBUS_TYPE_INVALID ((int)'\0')
#define DBUS_TYPE_BYTE ((int)'y')
#define DBUS_TYPE_INT32 ((int)'i')
#define DBUS_TYPE_UINT32 ((int)'u')
#define DBUS_TYPE_STRING ((int)'s')
#define DBUS_TYPE_ARRAY ((int)'a')
#define DBUS_TYPE_VARIANT ((int)'v')
#define DBUS_TYPE_DICT_ENTRY ((int)'e')
#define DBUS_INTERFACE_LOCAL "org.freedesktop.DBus.Local"
#endif

void dbus_error_init(DBusError *error);
void dbus_error_free(DBusError *error);
dbus_bool_t dbus_error_is_set(const DBusError *error);
DBusConnection *dbus_bus_get_private(DBusBusType type, DBusError *error);
DBusConnection *dbus_connection_open_private(const char *address, DBusError *error);
dbus_bool_t dbus_bus_register(DBusConnection *connection, DBusError *error);
void dbus_connection_close(DBusConnection *connection);
void dbus_connection_unref(DBusConnection *connection);
void dbus_connection_set_exit_on_disconnect(
    DBusConnection *connection, dbus_bool_t exit_on_disconnect);
void dbus_bus_add_match(DBusConnection *connection, const char *rule, DBusError *error);
dbus_bool_t dbus_connection_get_is_connected(DBusConnection *connection);
dbus_bool_t dbus_bus_name_has_owner(DBusConnection *connection, const char *name, DBusError *error);
DBusMessage *dbus_connection_send_with_reply_and_block(
    DBusConnection *connection, DBusMessage *message, int timeout_milliseconds, DBusError *error);
void dbus_message_unref(DBusMessage *message);
DBusMessage *dbus_message_new_method_call(
    const char *bus_name, const char *path, const char *iface, const char *method);
void dbus_message_iter_init_append(DBusMessage *message, DBusMessageIter *iter);
dbus_bool_t dbus_message_iter_append_basic(DBusMessageIter *iter, int type, const void *value);
dbus_bool_t dbus_message_iter_open_container(
    DBusMessageIter *iter, int type, const char *contained_signature, DBusMessageIter *sub);
dbus_bool_t dbus_message_iter_close_container(DBusMessageIter *iter, DBusMessageIter *sub);
dbus_bool_t dbus_message_get_args(DBusMessage *message, DBusError *error, int first_arg_type, ...);
dbus_bool_t dbus_message_append_args(DBusMessage *message, int first_arg_type, ...);
dbus_bool_t dbus_connection_get_unix_fd(DBusConnection *connection, int *fd);
dbus_bool_t dbus_connection_read_write(DBusConnection *connection, int timeout_milliseconds);
DBusMessage *dbus_connection_pop_message(DBusConnection *connection);
dbus_bool_t dbus_message_is_signal(
    DBusMessage *message, const char *iface, const char *signal_name);

/// Every call above, as the table the shim fills from the library.
#define JAMAAL_DBUS_CALLS(X)                                                                       \
  X(dbus_error_init) X(dbus_error_free) X(dbus_error_is_set) X(dbus_bus_get_private)               \
  X(dbus_connection_open_private) X(dbus_bus_register) X(dbus_connection_close)                    \
  X(dbus_connection_unref) X(dbus_connection_set_exit_on_disconnect) X(dbus_bus_add_match)         \
  X(dbus_connection_get_is_connected) X(dbus_bus_name_has_owner)                                   \
  X(dbus_connection_send_with_reply_and_block) X(dbus_message_unref)                               \
  X(dbus_message_new_method_call) X(dbus_message_iter_init_append)                                 \
  X(dbus_message_iter_append_basic) X(dbus_message_iter_open_container)                            \
  X(dbus_message_iter_close_container) X(dbus_message_get_args) X(dbus_message_append_args)        \
  X(dbus_connection_get_unix_fd) X(dbus_connection_read_write) X(dbus_connection_pop_message)      \
  X(dbus_message_is_signal)

#endif
