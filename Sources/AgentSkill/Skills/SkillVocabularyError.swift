import SkillJSON

/// Why a skill's vocabulary file could not be loaded: which file, and what is wrong with it.
///
/// ``description`` reads `cannot load <file>: <problem>`, for example
/// `cannot load ledger.add.vocabulary.json: invalid JSON at line 4, column 7: expected ',' or ']' after array element, got '{'`
/// or `cannot load echo.vocabulary.json: $.exmples: unknown field — did you mean "examples"?; $: missing required field "examples"`.
///
/// ```swift
/// do {
///     _ = try SkillVocabulary.load(named: "tip", from: .module)
/// } catch {
///     error.file         // "tip.vocabulary.json"
///     error.description  // "cannot load tip.vocabulary.json: not found in /…/MyApp_Tips.resources"
/// }
/// ```
public struct SkillVocabularyError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong.
    public enum Reason: Sendable, Hashable {
        /// No resource of that name in the bundle; `searched` is the folder looked in.
        case notFound(searched: String)
        /// The file exists (or was named) but could not be read.
        case unreadable(path: String, detail: String)
        /// The file is not JSON; the error carries the line and column.
        case invalidJSON(JSONError)
        /// The file is JSON but not a vocabulary; every problem found, each with its JSON path.
        case invalidShape([Diagnostic])
    }

    /// The file's name, such as `ledger.add.vocabulary.json`.
    public var file: String
    /// What went wrong.
    public var reason: Reason

    /// Creates an error.
    public init(file: String, reason: Reason) {
        self.file = file
        self.reason = reason
    }

    /// The problem alone, without the file name: `not found in …`, `invalid JSON at line 2, column 5: …`,
    /// or the shape problems joined with `; `.
    public var detail: String {
        switch reason {
        case .notFound(let searched): "not found in \(searched)"
        case .unreadable(let path, let detail): "cannot read \(path): \(detail)"
        case .invalidJSON(let error): error.message
        case .invalidShape(let problems): problems.map(\.description).joined(separator: "; ")
        }
    }

    /// `cannot load <file>: <detail>`.
    public var description: String { "cannot load \(file): \(detail)" }
}
