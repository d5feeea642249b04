// swift-tools-version:6.0
// An app team's typing tests, written in Swift against KeySim as a library: the package
// depends on KeySim by path (a Git URL works the same way) and uses its `KeySim` product.
import PackageDescription

let package = Package(
    name: "TypingTests",
    dependencies: [
        .package(name: "KeySim", path: "../..")
    ],
    targets: [
        .testTarget(
            name: "DeliveryFormTests",
            dependencies: [.product(name: "KeySim", package: "KeySim")]
        )
    ]
)
