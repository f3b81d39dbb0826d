import Foundation

#if canImport(Glibc)
  import Glibc
  import JamaalCDBus

  /// How `jamaal reminders deliver` sleeps without using the CPU: one `poll` on the store's
  /// folder (inotify: another process's write, the WAL included), a real-time timer
  /// (`timerfd`, absolute, `TFD_TIMER_CANCEL_ON_SET`: a suspend and resume or a clock change
  /// ends the wait), the bus's socket (a click) and a pipe SIGTERM and SIGINT write to.
  final class DeliveryWaiter {
    /// Why a wait ended.
    enum Wake: Equatable {
      /// The next wake's time came.
      case due
      /// The wall clock jumped (resume, a clock change): the plan is read again.
      case clockChanged
      /// A file of the store changed.
      case storeChanged
      /// The notification service said something.
      case bus
      /// SIGTERM or SIGINT.
      case stop
    }

    private let inotify: Int32
    private let timer: Int32
    private let storeName: String

    /// Watches the folder of the store at `store`.
    init(store: URL) throws {
      storeName = store.lastPathComponent
      inotify = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
      timer = jamaal_timer_create()
      guard inotify >= 0, timer >= 0 else { throw Failure(what: "inotify or timerfd") }
      let mask = UInt32(IN_MODIFY | IN_CLOSE_WRITE | IN_CREATE | IN_MOVED_TO | IN_DELETE)
      guard inotify_add_watch(inotify, store.deletingLastPathComponent().path, mask) >= 0 else {
        throw Failure(what: "watching \(store.deletingLastPathComponent().path)")
      }
      try Self.installSignalPipe()
    }

    deinit {
      close(inotify)
      close(timer)
    }

    struct Failure: Error, CustomStringConvertible {
      var what: String
      var description: String { "could not set up \(what): \(String(cString: strerror(errno)))" }
    }

    /// Sleeps until `deadline` (seconds since 1970 on the real-time clock) or something above.
    func wait(until deadline: TimeInterval, bus: Int32?) -> Wake {
      arm(deadline)
      var watched = [
        pollfd(fd: Self.signalPipe.read, events: Int16(POLLIN), revents: 0),
        pollfd(fd: timer, events: Int16(POLLIN), revents: 0),
        pollfd(fd: inotify, events: Int16(POLLIN), revents: 0),
      ]
      if let bus { watched.append(pollfd(fd: bus, events: Int16(POLLIN), revents: 0)) }
      while true {
        let ready = poll(&watched, nfds_t(watched.count), -1)
        if ready < 0 && errno == EINTR { continue }
        if watched[0].revents != 0 { return .stop }
        if watched[1].revents != 0 {
          var expirations: UInt64 = 0
          let got = read(timer, &expirations, 8)
          return got < 0 && errno == ECANCELED ? .clockChanged : .due
        }
        if watched[2].revents != 0 {
          if drainStoreEvents() { return .storeChanged }
          watched[2].revents = 0
          continue
        }
        if watched.count > 3, watched[3].revents != 0 { return .bus }
      }
    }

    /// Reads the queued inotify events; whether one was about the store's files.
    @discardableResult
    func drainStoreEvents() -> Bool {
      var buffer = [UInt8](repeating: 0, count: 4096)
      var relevant = false
      while true {
        let count = buffer.withUnsafeMutableBytes { read(inotify, $0.baseAddress, $0.count) }
        guard count > 0 else { return relevant }
        var offset = 0
        while offset + MemoryLayout<inotify_event>.size <= count {
          let length = buffer.withUnsafeBytes {
            Int($0.load(fromByteOffset: offset + 12, as: UInt32.self))
          }
          let start = offset + MemoryLayout<inotify_event>.size
          let name = String(
            decoding: buffer[start..<min(start + length, count)].prefix { $0 != 0 }, as: UTF8.self)
          if name.hasPrefix(storeName) { relevant = true }
          offset = start + length
        }
      }
    }

    private func arm(_ deadline: TimeInterval) {
      let seconds = max(1, deadline.rounded(.down))
      jamaal_timer_arm(timer, Int(seconds), Int(max(0, deadline - seconds) * 1e9))
    }

    /// The pipe SIGTERM and SIGINT write a byte to (made once per process).
    nonisolated(unsafe) private static var signalPipe: (read: Int32, write: Int32) = (-1, -1)

    private static func installSignalPipe() throws {
      guard signalPipe.read < 0 else { return }
      var ends: [Int32] = [-1, -1]
      guard jamaal_pipe(&ends) == 0 else {
        throw Failure(what: "a signal pipe")
      }
      signalPipe = (ends[0], ends[1])
      // A parent may have left them blocked (a test runner's threads do): unblock them here.
      var set = sigset_t()
      sigemptyset(&set)
      sigaddset(&set, SIGTERM)
      sigaddset(&set, SIGINT)
      pthread_sigmask(SIG_UNBLOCK, &set, nil)
      for number in [SIGTERM, SIGINT] {
        signal(number) { _ in
          var byte: UInt8 = 1
          _ = write(DeliveryWaiter.signalPipe.write, &byte, 1)
        }
      }
    }
  }
#endif
