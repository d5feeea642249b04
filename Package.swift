// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "KeySim",
    products: [
        .executable(name: "keysim", targets: ["keysim"]),
        .library(name: "KeySimCore", targets: ["KeySimCore"]),
    ],
    targets: [
        // Pure, deterministic engine: Foundation only.
        .target(name: "KeySimCore"),
        // SDL2, SDL2_ttf and SDL2_image from the system, found with pkg-config.
        .systemLibrary(
            name: "CSDL2",
            pkgConfig: "sdl2",
            providers: [
                .apt(["libsdl2-dev", "libsdl2-ttf-dev", "libsdl2-image-dev"]),
                .brew(["sdl2", "sdl2_ttf", "sdl2_image"]),
            ]
        ),
        .target(name: "KeySimSDL", dependencies: ["KeySimCore", "CSDL2"]),
        .target(name: "KeySimCLI", dependencies: ["KeySimCore", "KeySimSDL"]),
        .executableTarget(name: "keysim", dependencies: ["KeySimCLI"]),
        .testTarget(name: "KeySimCoreTests", dependencies: ["KeySimCore"], exclude: ["Frame/__Snapshots__"]),
        .testTarget(name: "KeySimSDLTests", dependencies: ["KeySimSDL", "KeySimCore"], exclude: ["__Snapshots__"]),
        .testTarget(name: "KeySimCLITests", dependencies: ["KeySimCLI", "KeySimSDL", "KeySimCore"]),
    ]
)
