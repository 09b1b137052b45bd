// The stand-in `AVKit` module: only for type-checking on Linux (scripts/check-swiftui); it never runs. On Apple
// platforms `VideoPlayer` comes from the `_AVKit_SwiftUI` overlay (visible with `import AVKit` and
// `import SwiftUI`) and `AVPlayer` from AVFoundation, which AVKit re-exports; here both are declared in one module.

import SwiftUI

/// https://developer.apple.com/documentation/avkit/videoplayer
@MainActor @preconcurrency public struct VideoPlayer<VideoOverlay: View>: View {
    /// https://developer.apple.com/documentation/swiftui/view/body-swift.property
    public var body: Never { fatalError("stand-in") }
}

extension VideoPlayer where VideoOverlay == EmptyView {
    /// https://developer.apple.com/documentation/avkit/videoplayer/init(player:)
    @MainActor @preconcurrency public init(player: AVPlayer?) {}
}

/// Not `Sendable` (its Sendable status in the macOS 15 SDK is unconfirmed, so the stricter choice).
/// https://developer.apple.com/documentation/avfoundation/avplayer
open class AVPlayer {
    /// https://developer.apple.com/documentation/avfoundation/avplayer/init(url:)
    public init(url URL: URL) {}
}
