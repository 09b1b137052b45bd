// check-swiftui expects: cannot be used with result builder 'ViewBuilder'
// A view builder has no `buildArray`: children come from `ForEach`, not a `for` loop.
import SwiftUI

struct Rows: View {
    let titles: [String]

    var body: some View {
        VStack {
            for title in titles {
                Text(title)
            }
        }
    }
}
