import SkillJSON

/// Everything that can go wrong in SkillUI, with the JSON path where it went wrong.
public enum UIError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Strict decoding stopped at the first problem.
    case invalidDocument(Diagnostic)
    /// The text was not JSON (and could not be repaired, in lenient mode).
    case invalidJSON(JSONError)
    /// A patch did not fit the tree it was applied to.
    case patchFailed(String)
    /// A bound surface's data model could not be changed as asked (a bad JSON Pointer, a step
    /// through a string, a model that is not an object); the surface is unchanged.
    case dataUpdateFailed(String)

    public var description: String {
        switch self {
        case .invalidDocument(let diagnostic): "invalid UI document: \(diagnostic)"
        case .invalidJSON(let error): "invalid UI document: \(error)"
        case .patchFailed(let reason): "cannot apply UI patch: \(reason)"
        case .dataUpdateFailed(let reason): "cannot change the data model: \(reason)"
        }
    }
}
