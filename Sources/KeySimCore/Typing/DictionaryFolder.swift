import Synchronization

/// What a simulator asks for a keyboard language's dictionary: a folder of dictionary files
/// (``DictionaryFolder``), or a test's fixed set. Asked when a field that corrects, checks
/// spelling or suggests first gets focus, so that nothing loads for a form never typed into.
public protocol DictionarySource: AnyObject, Sendable {
    /// The dictionary for `language` (`en_US`), loaded once and kept.
    func lexicon(for language: String) -> DictionaryLookup
}

/// What a dictionary source found for a language.
public enum DictionaryLookup: Sendable {
    case loaded(Lexicon)
    /// No dictionary serves the language: its fields type without correction.
    case none
    /// The dictionary could not be read, or its data is damaged.
    case failed(DictionaryProblem)
}

/// A dictionary that is missing, unreadable or damaged: the message names the file (and the
/// line and column of damaged data), and whether it is missing (exit 69) or bad (exit 65).
public struct DictionaryProblem: Error, Equatable, Sendable, CustomStringConvertible {
    public var message: String
    public var isMissing: Bool

    public init(message: String, isMissing: Bool) {
        self.message = message
        self.isMissing = isMissing
    }

    public var description: String { message }
}

/// The dictionaries of a folder (`Assets/Dictionaries`): `<language>.txt` each, the format
/// of that folder's README. A language with no file of its own is served by a file of the
/// same language for another region (`de_AT` → `de_DE.txt`), the first by name. Each file is
/// read the first time its language is asked for and kept (its failure too), for every
/// simulator sharing the folder. Each list is given the checker `checkers` has for its
/// locale (``Lexicon/checker``), which decides the words the list does not have.
public final class DictionaryFolder: DictionarySource {
    public let path: String
    public let checkers: (any WordCheckerSource)?
    private let cache = Mutex<[String: DictionaryLookup]>([:])

    public init(path: String, checkers: (any WordCheckerSource)? = nil) {
        self.path = path
        self.checkers = checkers
    }

    public func lexicon(for language: String) -> DictionaryLookup {
        if let known = cache.withLock({ $0[language] }) { return known }
        return remember(load(language), as: language)
    }

    /// The lookup of `file` (a language with a file of its own), read once for every
    /// language it serves.
    private func lookUp(file: String) -> DictionaryLookup {
        let key = "file:" + file
        if let known = cache.withLock({ $0[key] }) { return known }
        return remember(read(file), as: key)
    }

    /// Keeps `found` under `key`, unless another thread got there first: then its lookup is
    /// kept and returned, so every simulator shares one copy of a dictionary.
    private func remember(_ found: DictionaryLookup, as key: String) -> DictionaryLookup {
        cache.withLock { cache in
            if let first = cache[key] { return first }
            cache[key] = found
            return found
        }
    }

    /// The languages the folder has dictionaries for, by name.
    public var languages: [String] {
        (FileSystem.names(in: path) ?? []).filter { $0.hasSuffix(".txt") }.map { String($0.dropLast(4)) }.sorted()
    }

    private func load(_ language: String) -> DictionaryLookup {
        guard FileSystem.kind(of: path) == .directory else {
            return .failed(
                DictionaryProblem(
                    message: "\(path): error: no dictionaries folder here (needed for the '\(language)' keyboard's "
                        + "autocorrection); reinstall Assets/Dictionaries or point KEYSIM_HOME at a checkout",
                    isMissing: true))
        }
        let available = languages
        let prefix = language.split(separator: "_").first.map { String($0) + "_" } ?? language
        guard let file = available.contains(language) ? language : available.first(where: { $0.hasPrefix(prefix) })
        else { return .none }
        return lookUp(file: file)
    }

    private func read(_ file: String) -> DictionaryLookup {
        let filePath = path + "/\(file).txt"
        var lexicon: Lexicon
        do throws(FileAccessError) {
            let bytes = try SourceFile.readBytes(filePath)
            do throws(Diagnostic) {
                lexicon = try Lexicon(path: filePath, bytes: bytes)
            } catch {
                return .failed(DictionaryProblem(message: error.description, isMissing: false))
            }
        } catch {
            return .failed(DictionaryProblem(message: error.description, isMissing: error.isMissing))
        }
        // After the list's bytes are gone: the checker loads beside what stays.
        lexicon.checker = checkers?.checker(for: lexicon.locale)
        return .loaded(lexicon)
    }
}
