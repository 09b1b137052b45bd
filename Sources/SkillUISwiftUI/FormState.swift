#if canImport(SwiftUI)
    import SkillJSON
    import SkillUI

    /// The values the person gave a tree's inputs, by input name; every other input counts with the value its
    /// component holds.
    @MainActor final class SKFormState {
        private var given: [String: JSONValue] = [:]

        /// Notes the value an input now shows.
        func record(_ value: JSONValue, for name: String) {
            given[name] = value
        }

        /// The form values of `tree`: each input's component value, replaced by what the person gave it.
        func values(for tree: SKComponent) -> [String: JSONValue] {
            var values = SKPresentationNeeds.formValues(in: tree)
            for (name, value) in given where values[name] != nil {
                values[name] = value
            }
            return values
        }
    }
#endif
