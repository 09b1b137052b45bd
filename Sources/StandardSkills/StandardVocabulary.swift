import AgentSkill
import Foundation

/// A standard skill's keywords and examples, read once from `<id>.vocabulary.json` beside the
/// skill's Swift file (a resource of this module, declared in `Package.swift`).
///
/// Loading never stops the program: when the file is missing or malformed, the skill has no
/// keywords and no examples — it can still be called by id, but routers will not pick it — and
/// ``problem`` says why. ``StandardSkills/vocabularyProblems`` gathers the problems of every
/// standard skill, and `assistant` prints them as warnings when it loads the standard skills.
///
/// ```swift
/// public struct EchoSkill: TypedSkill {
///     public var keywords: [String] { Self.vocabulary.keywords }
///     public var examples: [SkillExample] { Self.vocabulary.examples }
///     /// `echo.vocabulary.json`, read on first use.
///     static let vocabulary = StandardVocabulary("echo")
/// }
/// ```
struct StandardVocabulary: Sendable {
    /// The resource name without `.vocabulary.json`: the skill's id.
    let name: String
    /// What was loaded; empty when loading failed.
    let vocabulary: SkillVocabulary
    /// Why loading failed, or `nil` when it did not.
    let problem: SkillVocabularyError?

    /// Loads `<name>.vocabulary.json` from `bundle` (this module's resources by default).
    init(_ name: String, bundle: Bundle = .module) {
        self.name = name
        do {
            vocabulary = try SkillVocabulary.load(named: name, from: bundle)
            problem = nil
        } catch {
            vocabulary = .empty
            problem = error
        }
    }

    /// The words that select the skill in `KeywordRouter`.
    var keywords: [String] { vocabulary.keywords }
    /// The example utterances that train routers.
    var examples: [SkillExample] { vocabulary.examples }

    /// The skill's name, description and labels in `language`: from the file's `"texts"`, else
    /// its English texts, else the bare id (when the file could not be read).
    func texts(in language: ReplyLanguage) -> SkillTexts {
        vocabulary.texts(in: language) ?? vocabulary.texts(in: .english) ?? SkillTexts(name: name, description: name)
    }
}
