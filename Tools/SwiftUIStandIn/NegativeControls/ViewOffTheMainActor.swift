// check-swiftui expects: main actor-isolated property 'body'
// A view's body is main-actor isolated: reading it from nonisolated code is an error in Swift 6.
import SwiftUI

struct Badge: View {
    var body: some View {
        Text("New")
    }
}

nonisolated func content(of badge: Badge) -> some View {
    badge.body
}
