// check-swiftui expects: incorrect argument label
import SwiftUI

struct Setting: View {
    @State private var isOn = false

    var body: some View {
        Toggle("Reminders", on: $isOn)
    }
}
