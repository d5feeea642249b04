import Foundation

@testable import KeySimCore

/// The layouts, devices and timings shipped in the checkout, loaded once per use.
enum ShippedData {
    static let root: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { url.deleteLastPathComponent() }
        return url.path
    }()

    static func layouts() throws -> LayoutCatalog {
        let (catalog, diagnostics) = try LayoutCatalog.load(directory: root + "/Layouts")
        guard diagnostics.isEmpty else {
            throw Failure(message: diagnostics.map(\.description).joined(separator: "\n"))
        }
        return catalog
    }

    static func devices() throws -> DeviceCatalog {
        let (catalog, diagnostics) = try DeviceCatalog.load(directory: root + "/Assets/Devices")
        guard diagnostics.isEmpty else {
            throw Failure(message: diagnostics.map(\.description).joined(separator: "\n"))
        }
        return catalog
    }

    /// The shipped dictionaries, shared by the tests that replay as `keysim replay` does.
    static let dictionaries = DictionaryFolder(path: root + "/Assets/Dictionaries")

    struct Failure: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }
}
