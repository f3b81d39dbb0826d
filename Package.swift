// swift-tools-version: 6.1
// JamaalCore: the platform-independent core of Jamaal. No outside packages: the two C
// libraries (libyaml, SQLite) come from the system through pkg-config.
import PackageDescription

/// Every library module, in dependency order, with the modules it imports (and no others).
let modules: [(name: String, dependencies: [String])] = [
  ("JSON", []),
  ("Model", ["JSON"]),
  ("YAML", ["JSON", "JamaalCYAML"]),
  ("Schedule", ["Model", "JSON", "YAML"]),
  ("PrayerTimes", ["Model", "JSON", "YAML"]),
  ("Places", ["Model"]),
  ("ICalendar", []),
  ("Reminders", ["Model"]),
  ("Storage", ["Model", "JSON", "JamaalCSQLite"]),
  ("Sync", ["Model", "JSON", "Storage", "PrayerTimes"]),
  ("Presentation", ["Model", "Schedule", "Reminders"]),
  ("JamaalCore", ["Model", "Schedule", "Reminders", "Storage", "Presentation"]),
]

let swiftSettings: [SwiftSetting] = [
  .swiftLanguageMode(.v6),
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("InternalImportsByDefault"),
]

let libraryTargets: [Target] = modules.map { module in
  .target(
    name: module.name,
    dependencies: module.dependencies.map { .target(name: $0) },
    path: "Modules/\(module.name)",
    swiftSettings: swiftSettings
  )
}

/// Test targets: one per module, plus the plug-in proof and the end-to-end CLI tests.
let testTargets: [Target] = [
  .target(
    name: "TestSupport",
    dependencies: ["Model"],
    path: "Tests/TestSupport",
    swiftSettings: swiftSettings
  ),
  .testTarget(
    name: "ModelTests",
    dependencies: ["Model", "JSON", "TestSupport"],
    swiftSettings: swiftSettings
  ),
  .testTarget(
    name: "JSONTests",
    dependencies: ["JSON", "Model", "TestSupport"],
    swiftSettings: swiftSettings
  ),
  .testTarget(
    name: "YAMLTests",
    dependencies: ["YAML", "Model", "TestSupport"],
    swiftSettings: swiftSettings
  ),
  .testTarget(
    name: "ScheduleTests",
    dependencies: ["Schedule", "JSON", "Model", "YAML", "TestSupport"],
    swiftSettings: swiftSettings
  ),
  .testTarget(
    name: "PrayerTimesTests",
    dependencies: ["PrayerTimes", "Model", "Schedule", "YAML", "TestSupport"],
    swiftSettings: swiftSettings
  ),
  .testTarget(
    name: "JamaalCoreTests",
    dependencies: [
      "JamaalCore", "Schedule", "Storage", "Model", "JSON", "Presentation", "TestSupport",
    ],
    swiftSettings: swiftSettings
  ),
  .testTarget(
    name: "PresentationTests",
    dependencies: ["Presentation", "Schedule", "Model", "TestSupport"],
    swiftSettings: swiftSettings
  ),
  .testTarget(
    name: "RemindersTests",
    dependencies: [
      "Reminders", "Model", "Schedule", "PrayerTimes", "Presentation", "JamaalCore", "Storage",
      "TestSupport",
    ],
    swiftSettings: swiftSettings
  ),
  .testTarget(
    name: "ICalendarTests",
    dependencies: ["ICalendar"],
    swiftSettings: swiftSettings
  ),
  .testTarget(
    name: "PlacesTests",
    dependencies: ["Places", "TestSupport"],
    swiftSettings: swiftSettings
  ),
  .testTarget(
    name: "SyncTests",
    dependencies: [
      "Sync", "Storage", "Model", "JSON", "Presentation", "PrayerTimes", "JamaalCore", "Schedule",
      "TestSupport",
    ],
    swiftSettings: swiftSettings
  ),
  .testTarget(
    name: "StorageTests",
    dependencies: ["Storage", "Model", "TestSupport"],
    swiftSettings: swiftSettings
  ),
  // A new Anchor type as its own module: the proof that plugging in needs no other change.
  .target(
    name: "MedicationSource",
    dependencies: ["Model", "JSON"],
    path: "Tests/PluginExample/MedicationSource",
    swiftSettings: swiftSettings
  ),
  .testTarget(
    name: "PluginTests",
    dependencies: [
      "MedicationSource", "Model", "Schedule", "Presentation", "JamaalCore", "TestSupport",
    ],
    path: "Tests/PluginExample/PluginTests",
    swiftSettings: swiftSettings
  ),
  .testTarget(
    name: "JamaalCommandLineTests",
    dependencies: [
      "JamaalCommandLine", "PrayerCommands", "SyncCommands", "MedicationSource", "Model",
      "Sync", "Storage",
    ],
    swiftSettings: swiftSettings
  ),
  .testTarget(
    name: "CLITests",
    // The command table (JamaalCommandLine and its plug-ins) lists the commands the bad-input
    // suite must cover; the tests still run the built executable.
    dependencies: [
      "Storage", "TestSupport", "JamaalCommandLine", "PrayerCommands", "SyncCommands",
    ],
    swiftSettings: swiftSettings
  ),
]

let package = Package(
  name: "JamaalCore",
  platforms: [.macOS(.v15)],
  products: modules.map { .library(name: $0.name, targets: [$0.name]) } + [
    .executable(name: "jamaal", targets: ["JamaalCLI"])
  ],
  traits: [
    .trait(name: "PrayerTimes", description: "Registers the prayer-times source in jamaal."),
    .trait(
      name: "Sync",
      description: "Plugs the sync engine into jamaal (the sync command)."),
    .default(enabledTraits: ["PrayerTimes", "Sync"]),
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
    // jamaal: its framework and general commands, the prayer-times plug-in, and the executable
    // (main.swift and Plugins.swift, the one file where the traits decide).
    .target(
      name: "JamaalCommandLine",
      dependencies: [
        "JSON", "Model", "Schedule", "Reminders", "Storage", "Presentation", "JamaalCore",
        "ICalendar",
      ],
      path: "Modules/JamaalCommandLine",
      swiftSettings: swiftSettings
    ),
    .target(
      name: "PrayerCommands",
      dependencies: [
        "JamaalCommandLine", "JamaalCore", "Model", "Schedule", "PrayerTimes", "Places",
        "Presentation",
      ],
      path: "Modules/PrayerCommands",
      swiftSettings: swiftSettings
    ),
    .target(
      name: "SyncCommands",
      dependencies: ["JamaalCommandLine", "Model", "Storage", "Sync", "Presentation"],
      path: "Modules/SyncCommands",
      swiftSettings: swiftSettings
    ),
    .executableTarget(
      name: "JamaalCLI",
      dependencies: [
        "JamaalCommandLine", "Storage", "Presentation",
        .target(name: "PrayerCommands", condition: .when(traits: ["PrayerTimes"])),
        .target(name: "SyncCommands", condition: .when(traits: ["Sync"])),
      ],
      path: "Modules/JamaalCLI",
      swiftSettings: swiftSettings
    ),
    .executableTarget(
      name: "jamaal-bench",
      dependencies: [
        "Model", "JSON", "YAML", "Schedule", "PrayerTimes", "Places", "Reminders", "Storage",
        "Presentation", "JamaalCore", "Sync", "JamaalCSQLite",
      ],
      path: "Scripts/Bench",
      swiftSettings: swiftSettings
    ),
    // Builds Presets/places.bin from Presets/places.tsv offline (run by Scripts/update-places).
    .executableTarget(
      name: "jamaal-places-index",
      dependencies: ["Places"],
      path: "Scripts/PlacesIndex",
      swiftSettings: swiftSettings
    ),
  ] + libraryTargets + testTargets
)
