// check-swiftui expects: has no member 'fontWieght'
import SwiftUI

struct Title: View {
    var body: some View {
        Text("Title").fontWieght(.bold)
    }
}
