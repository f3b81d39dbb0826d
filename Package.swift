// swift-tools-version: 6.1
// JamaalCore: the platform-independent core of Jamaal. No outside packages: the two C
// libraries (libyaml, SQLite) come from the system through pkg-config.
import PackageDescription

/// Every library module, in dependency order, with the modules it imports (and no others).
let modules: [(name: String, dependencies: [String])] = [
  ("JamaalJSON", []),
  ("JamaalModel", ["JamaalJSON"]),
  ("JamaalYAML", ["JamaalJSON", "JamaalCYAML"]),
  ("JamaalSchedule", ["JamaalModel", "JamaalJSON"]),
  ("JamaalPresetFiles", ["JamaalModel", "JamaalSchedule", "JamaalYAML"]),
  ("JamaalPlaces", ["JamaalModel"]),
  ("JamaalPrayerTimes", ["JamaalModel", "JamaalJSON", "JamaalPlaces"]),
  ("JamaalICalendar", []),
  ("JamaalReminders", ["JamaalModel"]),
  ("JamaalStorage", ["JamaalModel", "JamaalJSON", "JamaalCSQLite"]),
  ("JamaalPresentation", ["JamaalModel", "JamaalSchedule", "JamaalReminders"]),
  (
    "JamaalCore",
    [
      "JamaalModel", "JamaalJSON", "JamaalSchedule", "JamaalReminders", "JamaalStorage",
      "JamaalPresentation",
    ]
  ),
  (
    "JamaalSync",
    [
      "JamaalModel", "JamaalJSON", "JamaalStorage", "JamaalPresentation", "JamaalCore",
    ]
  ),
]

let swiftSettings: [SwiftSetting] = [
  .swiftLanguageMode(.v6),
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("InternalImportsByDefault"),
]

/// The folder of a target: the design card's name, without the project's prefix (D-22).
func folder(of target: String) -> String {
  target == "JamaalCore" || !target.hasPrefix("Jamaal") ? target : String(target.dropFirst(6))
}

/// What a module carries as resources for an app (generated from `Presets/` by
/// `Scripts/gen-resources`; read through `BundledResource`, never `Bundle.module`).
let resources: [String: [Resource]] = [
  "JamaalSchedule": [.copy("Resources/presets.json")],
  "JamaalPrayerTimes": [.copy("Resources/regions.json")],
]

let libraryTargets: [Target] = modules.map { module in
  .target(
    name: module.name,
    dependencies: module.dependencies.map { .target(name: $0) },
    path: "Modules/\(folder(of: module.name))",
    resources: resources[module.name],
    swiftSettings: swiftSettings
  )
}

/// Test targets: one per module, plus the plug-in proof and the end-to-end CLI tests.
let testTargets: [Target] = [
  .target(
    name: "JamaalTestSupport",
    dependencies: ["JamaalModel"],
    path: "Tests/TestSupport",
    swiftSettings: swiftSettings
  ),
  .testTarget(
    name: "JamaalModelTests",
    dependencies: ["JamaalModel", "JamaalJSON", "JamaalTestSupport"],
    path: "Tests/ModelTests",
    swiftSettings: swiftSettings
  ),
  .testTarget(
    name: "JamaalJSONTests",
    dependencies: ["JamaalJSON", "JamaalModel", "JamaalTestSupport"],
    path: "Tests/JSONTests",
    swiftSettings: swiftSettings
  ),
  .testTarget(
    name: "JamaalYAMLTests",
    dependencies: ["JamaalYAML", "JamaalModel", "JamaalTestSupport"],
    path: "Tests/YAMLTests",
    swiftSettings: swiftSettings
  ),
  .testTarget(
    name: "JamaalScheduleTests",
    dependencies: [
      "JamaalSchedule", "JamaalPresetFiles", "JamaalJSON", "JamaalModel", "JamaalYAML",
      "JamaalTestSupport",
    ],
    path: "Tests/ScheduleTests",
    swiftSettings: swiftSettings
  ),
  .testTarget(
    name: "JamaalPrayerTimesTests",
    dependencies: [
      "JamaalPrayerTimes", "JamaalPrayerCommands", "JamaalModel", "JamaalSchedule",
      "JamaalPresetFiles", "JamaalYAML", "JamaalTestSupport",
    ],
    path: "Tests/PrayerTimesTests",
    swiftSettings: swiftSettings
  ),
  .testTarget(
    name: "JamaalCoreTests",
    dependencies: [
      "JamaalCore", "JamaalSchedule", "JamaalStorage", "JamaalModel", "JamaalJSON",
      "JamaalPresentation", "JamaalTestSupport",
    ],
    path: "Tests/JamaalCoreTests",
    swiftSettings: swiftSettings
  ),
  .testTarget(
    name: "JamaalPresentationTests",
    dependencies: ["JamaalPresentation", "JamaalSchedule", "JamaalModel", "JamaalTestSupport"],
    path: "Tests/PresentationTests",
    swiftSettings: swiftSettings
  ),
  .testTarget(
    name: "JamaalRemindersTests",
    dependencies: [
      "JamaalReminders", "JamaalModel", "JamaalSchedule", "JamaalPrayerTimes", "JamaalPresentation",
      "JamaalCore", "JamaalStorage",
      "JamaalTestSupport",
    ],
    path: "Tests/RemindersTests",
    swiftSettings: swiftSettings
  ),
  .testTarget(
    name: "JamaalICalendarTests",
    dependencies: ["JamaalICalendar"],
    path: "Tests/ICalendarTests",
    swiftSettings: swiftSettings
  ),
  .testTarget(
    name: "JamaalPlacesTests",
    dependencies: ["JamaalPlaces", "JamaalTestSupport"],
    path: "Tests/PlacesTests",
    swiftSettings: swiftSettings
  ),
  .testTarget(
    name: "JamaalSyncTests",
    dependencies: [
      "JamaalSync", "JamaalStorage", "JamaalModel", "JamaalJSON", "JamaalPresentation",
      "JamaalPrayerTimes", "JamaalCore", "JamaalSchedule",
      "JamaalTestSupport",
    ],
    path: "Tests/SyncTests",
    swiftSettings: swiftSettings
  ),
  .testTarget(
    name: "JamaalWebTests",
    dependencies: [
      "JamaalWeb", "JamaalCore", "JamaalModel", "JamaalSchedule", "JamaalPresentation",
      "JamaalPresetFiles", "JamaalReminders", "JamaalTestSupport", "JamaalPrayerCommands",
      "JamaalPrayerTimes", "JamaalPlaces",
    ],
    path: "Tests/WebTests",
    swiftSettings: swiftSettings
  ),
  .testTarget(
    name: "JamaalDesktopTests",
    dependencies: [
      "JamaalDesktop", "JamaalCore", "JamaalModel", "JamaalReminders", "JamaalSchedule",
      "JamaalStorage", "JamaalTestSupport",
    ],
    path: "Tests/DesktopTests",
    exclude: ["notification_server.py"],
    swiftSettings: swiftSettings
  ),
  .testTarget(
    name: "JamaalStorageTests",
    dependencies: ["JamaalStorage", "JamaalModel", "JamaalJSON", "JamaalTestSupport"],
    path: "Tests/StorageTests",
    swiftSettings: swiftSettings
  ),
  // A new Anchor type as its own module: the proof that plugging in needs no other change.
  .target(
    name: "JamaalMedicationSource",
    dependencies: ["JamaalModel", "JamaalJSON"],
    path: "Tests/PluginExample/MedicationSource",
    swiftSettings: swiftSettings
  ),
  .testTarget(
    name: "JamaalPluginTests",
    dependencies: [
      // The door alone: `import JamaalCore` and the plug-in (D-22).
      "JamaalMedicationSource", "JamaalCore", "JamaalPresetFiles", "JamaalSync",
      "JamaalTestSupport",
    ],
    path: "Tests/PluginExample/PluginTests",
    swiftSettings: swiftSettings
  ),
  .testTarget(
    name: "JamaalCommandLineTests",
    dependencies: [
      "JamaalCommandLine", "JamaalPrayerCommands", "JamaalSyncCommands", "JamaalMedicationSource",
      "JamaalModel", "JamaalPresentation", "JamaalSync", "JamaalStorage",
    ],
    swiftSettings: swiftSettings
  ),
  .testTarget(
    name: "JamaalCLITests",
    // The command table (JamaalCommandLine and its plug-ins) lists the commands the bad-input
    // suite must cover; the tests still run the built executable.
    dependencies: [
      "JamaalStorage", "JamaalTestSupport", "JamaalCommandLine", "JamaalPrayerCommands",
      "JamaalSyncCommands", "JamaalWebCommands", "JamaalDesktopCommands",
    ],
    path: "Tests/CLITests",
    swiftSettings: swiftSettings
  ),
]

let package = Package(
  name: "JamaalCore",
  platforms: [.macOS(.v15), .iOS(.v18)],
  products: modules.map { .library(name: $0.name, targets: [$0.name]) } + [
    .executable(name: "jamaal", targets: ["JamaalCLI"])
  ],
  traits: [
    .trait(name: "PrayerTimes", description: "Registers the prayer-times source in jamaal."),
    .trait(
      name: "Sync",
      description: "Plugs the sync engine into jamaal (the sync command)."),
    .trait(
      name: "Web",
      description: "Plugs the web app into jamaal (the serve command, on libmicrohttpd)."),
    .trait(
      name: "Desktop",
      description:
        "Plugs desktop reminders into jamaal (reminders deliver, on libdbus-1's session bus)."),
    .default(enabledTraits: ["PrayerTimes", "Sync", "Web", "Desktop"]),
  ],
  targets: [
    .systemLibrary(
      name: "JamaalCYAML",
      path: "Modules/JamaalCYAML",
      pkgConfig: "yaml-0.1",
      providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
    ),
    .systemLibrary(
      name: "JamaalCSQLite",
      path: "Modules/JamaalCSQLite",
      pkgConfig: "sqlite3",
      providers: [.apt(["libsqlite3-dev"]), .brew(["sqlite"])]
    ),
    // libmicrohttpd and libdbus-1 are opened by their shims when serve or a deliverer first
    // needs them, not linked (every other command starts without them): no pkg-config, and the
    // libraries (Debian's libmicrohttpd12 and libdbus-1-3) are needed at run time only.
    // libmicrohttpd's header comes from libmicrohttpd-dev; libdbus-1's part is declared in the
    // shim (dbus-abi.h), checked against the real header by Scripts/check-c-bridges.
    .systemLibrary(
      name: "JamaalCMicroHTTPD",
      path: "Modules/JamaalCMicroHTTPD"
    ),
    .systemLibrary(
      name: "JamaalCDBus",
      path: "Modules/JamaalCDBus"
    ),
    // Reminders on a Linux desktop: the store's plan shown through the session bus's
    // notification service (libdbus-1), behind the Desktop trait.
    .target(
      name: "JamaalDesktop",
      dependencies: [
        "JamaalCore", "JamaalModel", "JamaalReminders", "JamaalStorage", "JamaalJSON",
        "JamaalPresentation", "JamaalCDBus",
      ],
      path: "Modules/Desktop",
      swiftSettings: swiftSettings
    ),
    .target(
      name: "JamaalDesktopCommands",
      dependencies: [
        "JamaalCommandLine", "JamaalCore", "JamaalDesktop", "JamaalModel", "JamaalPresentation",
        "JamaalReminders", "JamaalStorage", "JamaalCDBus",
      ],
      path: "Modules/DesktopCommands",
      swiftSettings: swiftSettings
    ),
    // The web app of `jamaal serve`: built on the door alone (JamaalCore's screens and
    // capabilities) and libmicrohttpd.
    .target(
      name: "JamaalWeb",
      dependencies: [
        "JamaalCore", "JamaalModel", "JamaalSchedule", "JamaalPresentation", "JamaalJSON",
        "JamaalCMicroHTTPD",
      ],
      path: "Modules/Web",
      swiftSettings: swiftSettings
    ),
    .target(
      name: "JamaalWebCommands",
      dependencies: ["JamaalCommandLine", "JamaalCore", "JamaalPresentation", "JamaalWeb"],
      path: "Modules/WebCommands",
      swiftSettings: swiftSettings
    ),
    // jamaal: its framework and general commands, the prayer-times plug-in, and the executable
    // (main.swift and Plugins.swift, the one file where the traits decide).
    .target(
      name: "JamaalCommandLine",
      dependencies: [
        "JamaalJSON", "JamaalModel", "JamaalSchedule", "JamaalReminders", "JamaalStorage",
        "JamaalPresentation", "JamaalCore", "JamaalPresetFiles", "JamaalYAML",
        "JamaalICalendar",
      ],
      path: "Modules/JamaalCommandLine",
      swiftSettings: swiftSettings
    ),
    .target(
      name: "JamaalPrayerCommands",
      dependencies: [
        "JamaalCommandLine", "JamaalCore", "JamaalModel", "JamaalSchedule", "JamaalPrayerTimes",
        "JamaalPlaces", "JamaalYAML",
        "JamaalPresentation",
      ],
      path: "Modules/PrayerCommands",
      swiftSettings: swiftSettings
    ),
    .target(
      name: "JamaalSyncCommands",
      dependencies: [
        "JamaalCommandLine", "JamaalModel", "JamaalStorage", "JamaalSync", "JamaalPresentation",
      ],
      path: "Modules/SyncCommands",
      swiftSettings: swiftSettings
    ),
    .executableTarget(
      name: "JamaalCLI",
      dependencies: [
        "JamaalCommandLine", "JamaalStorage", "JamaalPresentation",
        .target(name: "JamaalPrayerCommands", condition: .when(traits: ["PrayerTimes"])),
        .target(name: "JamaalSyncCommands", condition: .when(traits: ["Sync"])),
        .target(name: "JamaalWebCommands", condition: .when(traits: ["Web"])),
        .target(name: "JamaalDesktopCommands", condition: .when(traits: ["Desktop"])),
      ],
      path: "Modules/JamaalCLI",
      swiftSettings: swiftSettings
    ),
    .executableTarget(
      name: "jamaal-bench",
      dependencies: [
        "JamaalModel", "JamaalJSON", "JamaalYAML", "JamaalSchedule", "JamaalPrayerTimes",
        "JamaalPlaces", "JamaalReminders", "JamaalStorage",
        "JamaalPresentation", "JamaalCore", "JamaalSync", "JamaalCSQLite", "JamaalWeb",
        "JamaalTestSupport",
      ],
      path: "Scripts/Bench",
      swiftSettings: swiftSettings
    ),
    // Writes the JSON resources from Presets/*.yaml, or checks them (run by Scripts/gen-resources).
    .executableTarget(
      name: "jamaal-resources",
      dependencies: [
        "JamaalModel", "JamaalYAML", "JamaalSchedule", "JamaalPresetFiles", "JamaalPrayerTimes",
      ],
      path: "Scripts/Resources",
      swiftSettings: swiftSettings
    ),
    // Builds Presets/places.bin from Presets/places.tsv offline (run by Scripts/update-places).
    .executableTarget(
      name: "jamaal-places-index",
      dependencies: ["JamaalPlaces"],
      path: "Scripts/PlacesIndex",
      swiftSettings: swiftSettings
    ),
  ] + libraryTargets + testTargets
)
