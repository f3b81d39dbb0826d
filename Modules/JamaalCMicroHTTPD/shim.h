#ifndef JAMAAL_CMICROHTTPD_SHIM_H
#define JAMAAL_CMICROHTTPD_SHIM_H
#include <arpa/inet.h>
#include <netinet/in.h>
#include <stdarg.h>
#include <stdint.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/types.h>
#include <microhttpd.h>

/// Starts a daemon on `ipv4:port` (port 0: any free port) with its own polling thread, at most
/// `connections` connections (`perAddress` from one address), each closed after `timeout`
/// seconds idle. `MHD_start_daemon` takes its options as variadic arguments, which Swift cannot
/// pass. Returns NULL when the address is not an IPv4 address or the port cannot be bound.
static inline struct MHD_Daemon *jamaal_mhd_start(
    const char *ipv4, uint16_t port, unsigned int connections, unsigned int perAddress,
    unsigned int timeout, MHD_AccessHandlerCallback handler, void *context,
    MHD_RequestCompletedCallback completed) {
  struct sockaddr_in local;
  memset(&local, 0, sizeof(local));
  local.sin_family = AF_INET;
  local.sin_port = htons(port);
  if (inet_pton(AF_INET, ipv4, &local.sin_addr) != 1) return NULL;
  return MHD_start_daemon(
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
  const union MHD_DaemonInfo *info = MHD_get_daemon_info(daemon, MHD_DAEMON_INFO_BIND_PORT);
  return info == NULL ? 0 : info->port;
}

/// The IPv4 address of a connection's client in host order, 0 when it is not IPv4
/// (`MHD_get_connection_info` is variadic).
static inline uint32_t jamaal_mhd_client_ipv4(struct MHD_Connection *connection) {
  const union MHD_ConnectionInfo *info =
      MHD_get_connection_info(connection, MHD_CONNECTION_INFO_CLIENT_ADDRESS);
  if (info == NULL || info->client_addr == NULL || info->client_addr->sa_family != AF_INET) {
    return 0;
  }
  return ntohl(((const struct sockaddr_in *)info->client_addr)->sin_addr.s_addr);
}

/// A response holding a copy of `size` bytes at `bytes` (NULL with size 0: an empty body).
static inline struct MHD_Response *jamaal_mhd_response_copy(size_t size, const void *bytes) {
  return MHD_create_response_from_buffer(size, (void *)bytes, MHD_RESPMEM_MUST_COPY);
}

#endif
