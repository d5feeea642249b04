import Foundation
import Testing

@testable import KeySimSDL

/// Where libdbus would start a session bus of its own for SDL, KeySim tells it there is none.
struct SessionBusTests {
    @Test func withNoBusAnywhereTheBusIsDisabled() {
        #expect(SessionBus.addressToSet(environment: [:], fileExists: { _ in false }) == SessionBus.disabled)
        #expect(
            SessionBus.addressToSet(environment: ["XDG_RUNTIME_DIR": "/run/user/1000"], fileExists: { _ in false })
                == SessionBus.disabled)
    }

    @Test func aBusTheUserHasIsLeftAlone() {
        #expect(
            SessionBus.addressToSet(
                environment: ["DBUS_SESSION_BUS_ADDRESS": "unix:path=/run/user/1000/bus"], fileExists: { _ in false })
                == nil)
        #expect(
            SessionBus.addressToSet(environment: ["DBUS_SESSION_BUS_ADDRESS": ""], fileExists: { _ in false }) == nil)
        #expect(
            SessionBus.addressToSet(
                environment: ["XDG_RUNTIME_DIR": "/run/user/1000"], fileExists: { $0 == "/run/user/1000/bus" }) == nil)
    }
}

struct ProcessEnvironmentTests {
    @Test func variablesAreReadAsSetAndUnsetOnesAreLeftOut() {
        let name = "KEYSIM_TEST_VARIABLE_\(getpid())"
        setenv(name, "a value ü", 1)
        defer { unsetenv(name) }
        #expect(ProcessEnvironment.value(name) == "a value ü")
        #expect(ProcessEnvironment.value(name + "_UNSET") == nil)
        #expect(ProcessEnvironment.values([name, name + "_UNSET"]) == [name: "a value ü"])
        #expect(ProcessEnvironment.value("PATH") == ProcessInfo.processInfo.environment["PATH"])
    }
}
