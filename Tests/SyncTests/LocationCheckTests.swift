import Foundation
import JamaalPrayerTimes
import JamaalStorage
import JamaalSync
import Testing

/// G-32: a travelling iPhone writes the coordinate; a Mac at home never does.
@Suite struct LocationCheckTests {
  @Test func onlyADeviceThatMovedWritesAndItsLastCheckStaysItsOwn() async throws {
    let cloud = InMemoryCloud()
    let clock = MovingClock()
    let phone = try Device("iphone", cloud: cloud, clock: clock)
    let mac = try Device("mac", cloud: cloud, clock: clock)
    let london = try Coordinates(latitude: 51.5074, longitude: -0.1278)
    let croydon = try Coordinates(latitude: 51.3762, longitude: -0.0982)
    let manchester = try Coordinates(latitude: 53.4808, longitude: -2.2426)
    #expect(try DeviceLocationCheck(memory: phone.store).shouldWrite(london) == false)
    #expect(try DeviceLocationCheck(memory: mac.store).shouldWrite(london) == false)
    #expect(try DeviceLocationCheck(memory: phone.store).shouldWrite(croydon) == false, "15 km")
    #expect(try DeviceLocationCheck(memory: phone.store).shouldWrite(manchester))
    try await SyncFixtures.settle([phone, mac])
    // The stored coordinate is now Manchester's; the Mac has not moved, so it never writes.
    #expect(try DeviceLocationCheck(memory: mac.store).shouldWrite(london) == false)
    #expect(try DeviceLocationCheck(memory: phone.store).shouldWrite(manchester) == false)
    #expect(try DeviceLocationCheck(memory: phone.store).shouldWrite(london), "back home: moved")
  }
}
