/// An error that ends a `jamaal` command with a message and an exit code (CLI.md).
package struct CLIError: Error, CustomStringConvertible {
  /// What went wrong, in words a person can act on.
  package let message: String
  /// 1 refused or invalid input · 2 usage · 3 the store needs recovery.
  package let exitCode: Int32

  package var description: String { message }

  /// A refused action or invalid input: exit 1, nothing written.
  package static func refused(_ message: String) -> CLIError {
    CLIError(message: message, exitCode: 1)
  }

  /// A usage error: exit 2.
  package static func usage(_ message: String) -> CLIError {
    CLIError(message: message, exitCode: 2)
  }

  /// The store needs recovery: exit 3.
  package static func needsRecovery(_ message: String) -> CLIError {
    CLIError(message: message, exitCode: 3)
  }
}
