#if canImport(SwiftUI)
    import SkillUI
    import SwiftUI

    /// A `link` component: opens its URL; a URL the policy refuses leaves the title as plain text.
    struct SKLinkView: View {
        let node: SKLink

        var body: some View {
            if let url = SKPresentationNeeds.allowedURL(node.url, for: .link) {
                Link(node.title, destination: url)
            } else {
                Text(node.title)
            }
        }
    }
#endif
