#ifndef JAMAAL_CMICROHTTPD_SHIM_H
#define JAMAAL_CMICROHTTPD_SHIM_H
#include <arpa/inet.h>
#include <netinet/in.h>
#include <stdarg.h>
#include <stdint.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/types.h>
#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <microhttpd.h>

// libmicrohttpd is opened when the first server starts, never linked: loading it (and GnuTLS
// and the libraries it pulls in) cost every `jamaal` command about 3 ms at start, serve or not.
// Its header is the library's own; Scripts/check-c-bridges checks the soname below against the
// installed library's. Swift calls the library only through the helpers here.

/// The library the shim opens.
#define JAMAAL_MHD_SONAME "libmicrohttpd.so.12"

/// Every libmicrohttpd call the helpers make.
#define JAMAAL_MHD_CALLS(X)                                                                        \
  X(MHD_start_daemon) X(MHD_stop_daemon) X(MHD_get_daemon_info) X(MHD_get_connection_info)         \
  X(MHD_create_response_from_buffer) X(MHD_destroy_response) X(MHD_add_response_header)            \
  X(MHD_queue_response) X(MHD_lookup_connection_value) X(MHD_get_connection_values)

/// libmicrohttpd's calls, found in the library once it is open; `problem` says why it is not.
typedef struct {
#define JAMAAL_MHD_FIELD(name) __typeof__(&name) name;
  JAMAAL_MHD_CALLS(JAMAAL_MHD_FIELD)
#undef JAMAAL_MHD_FIELD
  int loaded;
  char problem[256];
} jamaal_mhd_library;

// The table lives in a function's static: a static inline function is copied into every
// object file that calls it, so each copy opens the library once (dlopen hands back the same
// handle) and reads its own table.
static inline jamaal_mhd_library *jamaal_mhd_table(void) {
  static jamaal_mhd_library table;
  return &table;
}

static inline void jamaal_mhd_open_once(void) {
  jamaal_mhd_library *lib = jamaal_mhd_table();
  void *handle = dlopen(JAMAAL_MHD_SONAME, RTLD_NOW | RTLD_LOCAL);
  if (handle == NULL) {
    const char *why = dlerror();
    snprintf(lib->problem, sizeof(lib->problem), "%s",
             why != NULL ? why : JAMAAL_MHD_SONAME ": cannot be opened");
    return;
  }
#define JAMAAL_MHD_LOOKUP(name)                                                                    \
  lib->name = (__typeof__(&name))dlsym(handle, #name);                                             \
  if (lib->name == NULL) {                                                                         \
    snprintf(lib->problem, sizeof(lib->problem), "%s has no %s",                                   \
             JAMAAL_MHD_SONAME, #name);                                                            \
    return;                                                                                        \
  }
  JAMAAL_MHD_CALLS(JAMAAL_MHD_LOOKUP)
#undef JAMAAL_MHD_LOOKUP
  lib->loaded = 1;
}

/// Opens libmicrohttpd the first time (from any thread; once in each object file, see above). 0
/// when its calls are there, else -1 with `error` filled (the library is not installed, or lacks
/// a call).
static inline int jamaal_mhd_open(char *error, size_t size) {
  static pthread_once_t once = PTHREAD_ONCE_INIT;
  pthread_once(&once, jamaal_mhd_open_once);
  const jamaal_mhd_library *lib = jamaal_mhd_table();
  if (lib->loaded) return 0;
  if (error != NULL && size > 0) snprintf(error, size, "%s", lib->problem);
  return -1;
}

/// The calls, for a helper that runs after jamaal_mhd_open succeeded (in any copy).
static inline const jamaal_mhd_library *jamaal_mhd(void) {
  jamaal_mhd_open(NULL, 0);
  return jamaal_mhd_table();
}

/// Starts a daemon on `ipv4:port` (port 0: any free port) with its own polling thread, at most
/// `connections` connections (`perAddress` from one address), each closed after `timeout`
/// seconds idle. `MHD_start_daemon` takes its options as variadic arguments, which Swift cannot
/// pass. Returns NULL when the address is not an IPv4 address or the port cannot be bound.
/// Call jamaal_mhd_open first.
static inline struct MHD_Daemon *jamaal_mhd_start(
    const char *ipv4, uint16_t port, unsigned int connections, unsigned int perAddress,
    unsigned int timeout, MHD_AccessHandlerCallback handler, void *context,
    MHD_RequestCompletedCallback completed) {
  struct sockaddr_in local;
  memset(&local, 0, sizeof(local));
  local.sin_family = AF_INET;
  local.sin_port = htons(port);
  if (inet_pton(AF_INET, ipv4, &local.sin_addr) != 1) return NULL;
  return jamaal_mhd()->MHD_start_daemon(
      MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_AUTO, port, NULL, NULL, handler, context,
      MHD_OPTION_SOCK_ADDR, (struct sockaddr *)&local,
      MHD_OPTION_CONNECTION_LIMIT, connections,
      MHD_OPTION_PER_IP_CONNECTION_LIMIT, perAddress,
      MHD_OPTION_CONNECTION_TIMEOUT, timeout,
      MHD_OPTION_CONNECTION_MEMORY_LIMIT, (size_t)65536,
      MHD_OPTION_NOTIFY_COMPLETED, completed, context,
      MHD_OPTION_END);
}

/// The port a daemon is bound to (`MHD_get_daemon_info` is variadic).
static inline uint16_t jamaal_mhd_port(struct MHD_Daemon *daemon) {
  const union MHD_DaemonInfo *info =
      jamaal_mhd()->MHD_get_daemon_info(daemon, MHD_DAEMON_INFO_BIND_PORT);
  return info == NULL ? 0 : info->port;
}

/// The IPv4 address of a connection's client in host order, 0 when it is not IPv4
/// (`MHD_get_connection_info` is variadic).
static inline uint32_t jamaal_mhd_client_ipv4(struct MHD_Connection *connection) {
  const union MHD_ConnectionInfo *info =
      jamaal_mhd()->MHD_get_connection_info(connection, MHD_CONNECTION_INFO_CLIENT_ADDRESS);
  if (info == NULL || info->client_addr == NULL || info->client_addr->sa_family != AF_INET) {
    return 0;
  }
  return ntohl(((const struct sockaddr_in *)info->client_addr)->sin_addr.s_addr);
}

/// A response holding a copy of `size` bytes at `bytes` (NULL with size 0: an empty body).
static inline struct MHD_Response *jamaal_mhd_response_copy(size_t size, const void *bytes) {
  return jamaal_mhd()->MHD_create_response_from_buffer(
      size, (void *)bytes, MHD_RESPMEM_MUST_COPY);
}

/// Stops a daemon made by jamaal_mhd_start.
static inline void jamaal_mhd_stop(struct MHD_Daemon *daemon) {
  jamaal_mhd()->MHD_stop_daemon(daemon);
}

/// Releases a response (the connection keeps its own reference once queued).
static inline void jamaal_mhd_response_release(struct MHD_Response *response) {
  jamaal_mhd()->MHD_destroy_response(response);
}

/// Adds a header to a response.
static inline enum MHD_Result jamaal_mhd_response_header(
    struct MHD_Response *response, const char *name, const char *value) {
  return jamaal_mhd()->MHD_add_response_header(response, name, value);
}

/// Queues a response with `status` on a connection.
static inline enum MHD_Result jamaal_mhd_queue(
    struct MHD_Connection *connection, unsigned int status, struct MHD_Response *response) {
  return jamaal_mhd()->MHD_queue_response(connection, status, response);
}

/// A value of the request (a header, a query argument), NULL when it has none of that name.
static inline const char *jamaal_mhd_value(
    struct MHD_Connection *connection, enum MHD_ValueKind kind, const char *name) {
  return jamaal_mhd()->MHD_lookup_connection_value(connection, kind, name);
}

/// Calls `iterator` with each value of a kind; the number seen.
static inline int jamaal_mhd_values(
    struct MHD_Connection *connection, enum MHD_ValueKind kind, MHD_KeyValueIterator iterator,
    void *context) {
  return jamaal_mhd()->MHD_get_connection_values(connection, kind, iterator, context);
}

#endif
