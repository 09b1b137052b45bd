#if canImport(SwiftUI)
    import SkillUI
    import SwiftUI

    /// An `image` component: loaded from its URL (when the URL policy allows it), sized by its width and height,
    /// and described by its `alt` text (hidden from VoiceOver without one, as decoration).
    struct SKImageView: View {
        let node: SKImage

        var body: some View {
            AsyncImage(url: SKPresentationNeeds.allowedURL(node.url, for: .image)) { phase in
                if let image = phase.image {
                    image
                        .resizable()
                        .aspectRatio(contentMode: node.fit == .fill ? .fill : .fit)
                } else if phase.error != nil {
                    Image(systemName: "photo")
                        .foregroundStyle(.secondary)
                } else {
                    ProgressView()
                }
            }
            .frame(width: node.width.map { CGFloat($0) }, height: node.height.map { CGFloat($0) })
            .clipped()
            .accessibilityLabel(node.alt ?? "")
            .accessibilityHidden(node.alt == nil)
        }
    }
#endif
