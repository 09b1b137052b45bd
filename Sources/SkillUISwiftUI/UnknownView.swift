#if canImport(SwiftUI)
    import SwiftUI

    /// An `unknown` component: a visible placeholder naming its type.
    struct SKUnknownView: View {
        let type: String

        var body: some View {
            Text(SKPresentationNeeds.unknownComponentText(type: type))
                .font(.caption)
                .foregroundStyle(.secondary)
        }
    }
#endif
