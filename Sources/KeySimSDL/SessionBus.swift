import Foundation
import KeySimCore

/// The D-Bus session bus SDL connects to when its video starts (to keep the screen saver off
/// and to reach an input method).
///
/// Without a session bus — no `DBUS_SESSION_BUS_ADDRESS` and no `$XDG_RUNTIME_DIR/bus`, as
/// under `xvfb-run` or over ssh — libdbus "autolaunches" one: it forks and runs
/// `dbus-launch`, which starts a `dbus-daemon` that outlives the window when the tool is
/// installed, and otherwise tries every folder of `PATH` for it (1.5 ms of start-up here).
/// Neither helps a simulator window: with no bus there is no input method listening on it.
/// So where libdbus would autolaunch, KeySim tells it the bus is disabled, and SDL goes on
/// without one, as it does whenever connecting fails.
enum SessionBus {
    /// The address libdbus is given where it would otherwise autolaunch a bus; an address
    /// of a transport libdbus does not know, so connecting fails at once.
    static let disabled = "disabled:"

    /// The `DBUS_SESSION_BUS_ADDRESS` to set before SDL starts, or nil to leave the
    /// environment alone: nil when an address is set (even an empty one is the user's choice)
    /// or the user's bus socket exists where libdbus looks for it.
    static func addressToSet(environment: [String: String], fileExists: (String) -> Bool) -> String? {
        guard environment["DBUS_SESSION_BUS_ADDRESS"] == nil else { return nil }
        if let runtime = environment["XDG_RUNTIME_DIR"], !runtime.isEmpty, fileExists(runtime + "/bus") {
            return nil
        }
        return disabled
    }

    /// Sets `DBUS_SESSION_BUS_ADDRESS` as ``addressToSet(environment:fileExists:)`` says.
    static func avoidAutolaunch() {
        let address = addressToSet(
            environment: ProcessEnvironment.values(["DBUS_SESSION_BUS_ADDRESS", "XDG_RUNTIME_DIR"]),
            fileExists: { FileSystem.exists($0) })
        if let address { setenv("DBUS_SESSION_BUS_ADDRESS", address, 0) }
    }
}
