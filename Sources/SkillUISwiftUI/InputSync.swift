#if canImport(SwiftUI)
    import SkillJSON
    import SkillUI
    import SwiftUI

    /// Keeps an input's own state in step with its component: a patch that changes the component's value resets
    /// the state to it; every value the state takes is noted in the form; a change the person made (not a patch)
    /// sends the input's action, when it has one.
    struct SKInputSync<Value: Equatable>: ViewModifier {
        @Binding var value: Value
        /// The value the component holds.
        let seed: Value
        /// The input's name in the form values.
        let name: String
        /// The value as a form value.
        let encode: (Value) -> JSONValue
        /// The component's id and its action, when a change of the value sends one.
        let action: (componentID: String, name: String)?
        let context: SKRenderContext
        /// The value a patch just set, so that its change is not taken for the person's.
        @State private var reseeded: Value?

        init(
            value: Binding<Value>, seed: Value, name: String, action: (componentID: String, name: String)? = nil,
            context: SKRenderContext, encode: @escaping (Value) -> JSONValue
        ) {
            self._value = value
            self.seed = seed
            self.name = name
            self.action = action
            self.context = context
            self.encode = encode
        }

        func body(content: Content) -> some View {
            content
                .onChange(of: seed) { _, newSeed in
                    guard value != newSeed else { return }
                    reseeded = newSeed
                    value = newSeed
                }
                .onChange(of: value) { _, newValue in
                    context.form.record(encode(newValue), for: name)
                    let byPatch = reseeded == newValue
                    reseeded = nil
                    guard !byPatch, let action else { return }
                    context.send(componentID: action.componentID, action: action.name, payload: nil)
                }
        }
    }
#endif
