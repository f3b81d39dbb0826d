import Foundation
import JamaalCore
import JamaalTestSupport
import JamaalWeb
import Testing

/// ST-06 in the browser: an extension's part of the settings screens (sync's state) is shown
/// under Settings with its heading, every word escaped — the web app knows nothing of sync.
@Suite struct WebSettingsPartsTests {
  struct Hostile: JamaalExtension {
    func settingsPart(_ jamaal: Jamaal) throws -> SettingsPart? {
      SettingsPart(heading: "Sync", lines: ["Signed in", "<script>alert(1)</script> & more"])
    }
  }

  @Test func anExtensionsPartIsShownUnderSettingsEscaped() async throws {
    let store = Fixtures.temporaryFolder("jamaal-web").appendingPathComponent("s.sqlite")
    let configuration = JamaalConfiguration(
      store: .file(store), registry: try SourceRegistry([ScheduledSource()]),
      clock: FixedClock(
        now: Fixtures.instant("2026-11-30T09:00:00Z"), timeZone: Fixtures.zone("Europe/London")),
      extensions: [Hostile()])
    guard case .ready(let jamaal) = Jamaal.open(configuration) else {
      throw WebAppTests.NotReady()
    }
    var client = WebClient(
      WebApp(
        door: WebDoor(jamaal), session: WebSession(host: "127.0.0.1", port: 4242),
        catalog: WebCatalog(presets: PresetLibrary(presets: []))))
    try await client.signIn()
    try await client.get("/settings")
    #expect(client.page.contains("<h2 id=\"part-0\">Sync</h2><ul><li>Signed in</li>"))
    #expect(client.page.contains("<li>&lt;script&gt;alert(1)&lt;/script&gt; &amp; more</li>"))
    #expect(!client.page.contains("<script>alert"))
  }
}
