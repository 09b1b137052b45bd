// check-swiftui expects: has no member 'checkbox'
// The checkbox toggle style exists on macOS only: outside `#if os(macOS)` it does not compile for iOS.
import SwiftUI

struct Agree: View {
    @State private var agreed = false

    var body: some View {
        Toggle("I agree", isOn: $agreed).toggleStyle(.checkbox)
    }
}
