// check-swiftui expects: extraneous argument label 'perform:'
// `onChange(of:perform:)` (one parameter) is deprecated since macOS 14 / iOS 17 (a warning there), so not declared.
import SwiftUI

struct Counter: View {
    @State private var count = 0

    var body: some View {
        Text("Count")
            .onChange(of: count, perform: { newValue in print(newValue) })
    }
}
