#if canImport(SwiftUI)
    import AVKit
    import SkillUI
    import SwiftUI

    /// A `video` component: the system player with its controls, described by its description; a URL the policy
    /// refuses shows the description instead.
    struct SKVideoView: View {
        let node: SKVideo

        var body: some View {
            SKMediaPlayer(url: node.url, description: node.description)
                .aspectRatio(16 / 9, contentMode: .fit)
        }
    }

    /// An `audioPlayer` component: the system player's controls under the description; a URL the policy refuses
    /// shows the description instead.
    struct SKAudioPlayerView: View {
        let node: SKAudioPlayer

        var body: some View {
            VStack(alignment: .leading, spacing: 4) {
                if let description = node.description {
                    Text(description)
                        .font(.subheadline)
                }
                SKMediaPlayer(url: node.url, description: node.description)
                    .frame(height: 44)
            }
        }
    }

    /// `VideoPlayer` over an `AVPlayer` made when the view appears (for audio too: the player shows transport
    /// controls for a sound-only item).
    struct SKMediaPlayer: View {
        let url: String
        let description: String?
        @State private var player: AVPlayer?

        var body: some View {
            if let allowed = SKPresentationNeeds.allowedURL(url, for: .media) {
                VideoPlayer(player: player)
                    .accessibilityLabel(description ?? "")
                    .task(id: allowed) {
                        player = AVPlayer(url: allowed)
                    }
            } else {
                Text(description ?? "")
                    .foregroundStyle(.secondary)
            }
        }
    }
#endif
