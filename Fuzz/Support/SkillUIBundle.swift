// Stands in for the resource bundle accessor SwiftPM generates for SkillUI, so the module can be
// compiled straight into the uidecoder fuzz binary. Resources are not needed for decoding.

import Foundation

extension Foundation.Bundle {
    static let module = Bundle.main
}
