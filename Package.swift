// swift-tools-version:6.0
import PackageDescription

// Release builds link the Swift runtime and Foundation into `keysim` statically (as
// `swift build --static-swift-stdlib` does): ~15 fewer shared objects to load and relocate at
// every start, and ~5 MB less resident memory (Benchmarks/README.md). Debug builds and the
// tests link them dynamically.
//
// These are `unsafeFlags`, which SwiftPM refuses in a target of a product another package
// depends on, so only the `keysim` executable target has them (it is in no library product);
// the library targets have none (issue 21). Its own module is compiled with each function in
// a section of its own (`-function-sections`) for the symbol ordering below. The libraries'
// modules are not (SwiftPM 6.3 does not pass the flag itself), so their functions move with
// their source file's section: the window typing 1,000 characters peaks 0.1–0.3 MB higher than
// with every module so compiled (25.67 against 25.38 MB, medians of 7 alternated runs, within
// this machine's run-to-run spread), too little to ask for a build script.
let staticStdlib: [SwiftSetting] = [
    .unsafeFlags(
        ["-static-stdlib", "-Xfrontend", "-function-sections"], .when(platforms: [.linux], configuration: .release))
]
//
// They are linked by lld, as a position-dependent executable (no 74,000 relocations to apply
// and pages to copy at every start) with the functions a window session runs laid out
// together, in the order of `Benchmarks/hot-symbols.txt` (made by `Benchmarks/hot-symbols.sh`):
// the kernel maps a binary's code 64 KB around each page touched, so code spread over the
// 20 MB of text made 12 MB of it resident.
let staticStdlibLink: [LinkerSetting] = [
    .unsafeFlags(
        [
            "-static-stdlib", "-use-ld=lld", "-Xclang-linker", "-no-pie",
            "-Xlinker", "--symbol-ordering-file=\(Context.packageDirectory)/Benchmarks/hot-symbols.txt",
            "-Xlinker", "--no-warn-symbol-ordering",
            // Export only what the shared libraries need: the static standard library's link
            // flags export every symbol of the executable (3,700), whose table the dynamic
            // linker then searches for every symbol of every library (200 kB resident).
            "-Xlinker", "--no-export-dynamic",
            // libstdc++ (which the Swift runtime needs) linked in too: `Linking/libstdc++.a` is
            // a link to GCC 12's archive on Debian 12, found by `-lstdc++` before the shared
            // library, so only the parts used are in the binary. The shared one took 1.5 MB
            // resident, its symbols searched by the dynamic linker at every start; the window
            // typing 1,000 characters peaks about 1 MB lower without it (Benchmarks/README.md).
            // Where that archive is not, the link is dangling and the shared library is used.
            "-L\(Context.packageDirectory)/Linking",
            // Hunspell's static archive (libhunspell-dev): its C++ uses the libstdc++ linked in
            // above, where the shared library would load the shared libstdc++ into every start
            // (1.5 MB resident; the window typing into a field that corrects peaked 0.6 MB higher).
            "-Xlinker", "-l:libhunspell-1.7.a",
            // libhangul's static archive (libhangul-dev): C, small, nothing to load at start; it
            // reads keyboard files with expat, whose archive (libexpat1-dev) goes in with it.
            "-Xlinker", "-l:libhangul.a", "-Xlinker", "-l:libexpat.a",
            // Anthy's static archives (libanthy-dev); its dictionary is read from anthy-common's
            // file on the first conversion.
            "-Xlinker", "-l:libanthy.a", "-Xlinker", "-l:libanthydic.a",
        ], .when(platforms: [.linux], configuration: .release))
]

/// The language libraries' link names (Debian's libhunspell-dev, libhangul-dev, libanthy-dev).
let languageLibraries = ["hunspell-1.7", "hangul", "anthy", "anthydic"]

let package = Package(
    name: "KeySim",
    products: [
        .executable(name: "keysim", targets: ["keysim"]),
        .library(name: "KeySimCore", targets: ["KeySimCore"]),
        // The engine for other packages' tests: load a scene, tap, type, press, read fields
        // (Sources/KeySim/KeySimulator.swift; Examples/TypingTests uses it).
        .library(name: "KeySim", targets: ["KeySim", "KeySimLanguageLinks"]),
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
        // Hunspell's header from the system (Debian's libhunspell-dev).
        .systemLibrary(name: "CHunspell", providers: [.apt(["libhunspell-dev"])]),
        // libhangul's header from the system (Debian's libhangul-dev).
        .systemLibrary(name: "CHangul", providers: [.apt(["libhangul-dev"])]),
        // Anthy's header from the system (Debian's libanthy-dev).
        .systemLibrary(name: "CAnthy", providers: [.apt(["libanthy-dev"])]),
        // The language libraries (Hunspell, libhangul, Anthy), owned by small types; the core sees protocols.
        // Debug builds and tests link the shared libraries; `keysim`'s release build links their
        // static archives (`staticStdlibLink`).
        .target(
            name: "KeySimLanguages", dependencies: ["KeySimCore", "CHunspell", "CHangul", "CAnthy"],
            linkerSettings: languageLibraries.map { .linkedLibrary($0, .when(configuration: .debug)) }),
        // The shared language libraries for other packages' builds of the `KeySim` product, in
        // every configuration. A target of that product only: `keysim` does not depend on it, as
        // the shared libraries named on its link line would win over the static archives.
        .target(
            name: "KeySimLanguageLinks", dependencies: ["KeySimLanguages"],
            linkerSettings: languageLibraries.map { .linkedLibrary($0) }),
        // The library: what a replay runs on (layouts, devices, fonts, dictionaries) and the
        // Swift API over it. The command line is built on it.
        .target(
            name: "KeySim", dependencies: ["KeySimCore", "KeySimSDL", "KeySimLanguages"]),
        .target(
            name: "KeySimCLI", dependencies: ["KeySim", "KeySimCore", "KeySimSDL", "KeySimLanguages"]),
        .executableTarget(
            name: "keysim", dependencies: ["KeySimCLI"], swiftSettings: staticStdlib, linkerSettings: staticStdlibLink),
        .testTarget(name: "KeySimCoreTests", dependencies: ["KeySimCore"], exclude: ["Frame/__Snapshots__"]),
        .testTarget(name: "KeySimSDLTests", dependencies: ["KeySimSDL", "KeySimCore"], exclude: ["__Snapshots__"]),
        .testTarget(name: "KeySimLanguagesTests", dependencies: ["KeySimLanguages", "KeySimCore"]),
        .testTarget(
            name: "KeySimCLITests", dependencies: ["KeySimCLI", "KeySim", "KeySimSDL", "KeySimCore", "KeySimLanguages"]),
        .testTarget(name: "KeySimTests", dependencies: ["KeySim", "KeySimCLI"]),
    ]
)
