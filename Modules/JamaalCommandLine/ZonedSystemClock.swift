import Foundation
import Model

/// The system clock read in a chosen zone (`--tz` or `$TZ` without `--now`).
struct ZonedSystemClock: Clock {
  let timeZone: TimeZone
  var now: Date { SystemClock().now }
}
