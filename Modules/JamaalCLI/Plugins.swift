import JamaalCommandLine

#if PrayerTimes
  import JamaalPrayerCommands
#endif
#if Sync
  import JamaalSyncCommands
#endif
#if Web
  import JamaalWebCommands
#endif
#if Desktop
  import JamaalDesktopCommands
#endif

/// The plug-ins of this build of `jamaal`: the one place the package traits decide what is in it.
///
/// To add an Anchor type to `jamaal`, list its module's plug-in here (`SourcePlugin(MySource())`
/// for a source with no commands of its own, or a `CommandPlugin` of the module that also adds
/// commands and `rules add` options), and make `JamaalCLI` depend on the module in
/// `Package.swift`.
enum Plugins {
  /// Every command of this build, built once.
  static let table = CommandTable(plugins: all)

  private static var all: [any CommandPlugin] {
    var plugins: [any CommandPlugin] = []
    #if PrayerTimes
      plugins.append(PrayerPlugin())
    #else
      plugins.append(NotInThisBuild.prayerTimes)
    #endif
    #if Sync
      plugins.append(SyncPlugin())
    #else
      plugins.append(NotInThisBuild.sync)
    #endif
    #if Web
      plugins.append(WebPlugin())
    #else
      plugins.append(NotInThisBuild.web)
    #endif
    #if Desktop
      plugins.append(DesktopPlugin())
    #else
      plugins.append(NotInThisBuild.desktop)
    #endif
    return plugins
  }
}
