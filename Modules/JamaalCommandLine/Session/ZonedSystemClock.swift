import Foundation
import JamaalModel

/// The system clock read in a chosen zone (`--tz` or `$TZ` without `--now`).
struct ZonedSystemClock: DeviceClock {
  let timeZone: TimeZone
  var now: Date { SystemClock().now }
}
