import CSDL2
import Foundation
import KeySimCore

/// Why the icons could not be loaded.
public enum IconError: Error, Equatable, CustomStringConvertible {
    /// An icon's SVG file is missing or unreadable.
    case unreadable(path: String)

    public var description: String {
        switch self {
        case .unreadable(let path): return "\(path): error: cannot read icon"
        }
    }
}

/// The icons as SVG sources, rasterised on demand at the exact pixel size needed (so they are
/// crisp at 2× and 3×) and cached per (icon, pixel size). Icons are white on transparent;
/// drawing tints them.
public final class IconLibrary: @unchecked Sendable {
    /// The folder the SVGs were read from.
    public let folder: String

    private let lock = NSLock()
    private let sources: [Icon: [UInt8]]
    private var rasters: [RasterKey: Surface] = [:]
    /// How many icons SDL_image rasterised: those `VectorIcon` could not read (for tests).
    private(set) var imageLibraryRasterizations = 0

    private struct RasterKey: Hashable {
        var icon: Icon
        var pixelSize: Int
    }

    /// Reads `<folder>/<icon>.svg` for every `Icon`.
    ///
    /// - Throws: `IconError.unreadable` naming the first file that cannot be read.
    public init(folder: String) throws(IconError) {
        self.folder = folder
        var sources: [Icon: [UInt8]] = [:]
        for icon in Icon.allCases {
            let path = IconLibrary.path(of: icon, in: folder)
            guard let data = FileSystem.contents(of: path), !data.isEmpty else {
                throw .unreadable(path: path)
            }
            sources[icon] = data
        }
        self.sources = sources
    }

    /// The file an icon is read from.
    public static func path(of icon: Icon, in folder: String) -> String {
        (folder.hasSuffix("/") || folder.isEmpty ? folder : folder + "/") + "\(icon.rawValue).svg"
    }

    /// `icon` rasterised to fit a square of `pixelSize` pixels (aspect ratio kept), by
    /// `CoverageRasterizer`, or by SDL_image for an SVG outside `VectorIcon`'s subset.
    ///
    /// The corresponding SDL function is `IMG_LoadSizedSVG_RW`.
    func surface(_ icon: Icon, pixelSize: Int) throws(SDLError) -> Surface {
        lock.lock()
        defer { lock.unlock() }
        let key = RasterKey(icon: icon, pixelSize: pixelSize)
        if let surface = rasters[key] { return surface }
        guard let data = sources[icon] else { preconditionFailure("init reads every icon") }
        let side = Int32(max(1, pixelSize))
        // KeySim's own rasteriser draws the SVG subset the icons use; anything else is left to
        // SDL_image, which is only then loaded (with its dozen image libraries).
        if let vector = try? VectorIcon(svg: data) {
            let surface = try Surface(CoverageRasterizer().image(of: vector, side: Int(side)))
            rasters[key] = surface
            return surface
        }
        imageLibraryRasterizations += 1
        let raw: Result<Surface, SDLError> = data.withUnsafeBytes { bytes in
            Result { () throws(SDLError) -> Surface in
                let stream = try SDLCall.check(
                    SDL_RWFromConstMem(bytes.baseAddress, Int32(bytes.count)), "SDL_RWFromConstMem")
                let loaded = Result { () throws(SDLError) -> Surface in
                    try Surface(
                        taking: ImageFunctions.get().loadSizedSVG(stream, side, side), from: "IMG_LoadSizedSVG_RW")
                }
                try SDLCall.check(SDL_RWclose(stream), "SDL_RWclose")
                return try loaded.get()
            }
        }
        let surface = try raw.get().convertedToRGBA32()
        rasters[key] = surface
        return surface
    }
}
