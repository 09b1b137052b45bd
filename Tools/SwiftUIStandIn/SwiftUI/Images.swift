/// https://developer.apple.com/documentation/swiftui/image
@frozen public struct Image: View, Equatable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/image/init(systemname:)
    public init(systemName: String) {}
    /// https://developer.apple.com/documentation/swiftui/view/body-swift.property
    public var body: Never { fatalError("stand-in") }
    /// https://developer.apple.com/documentation/swiftui/image/resizable(capinsets:resizingmode:)
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: Image.ResizingMode = .stretch) -> Image {
        self
    }

    /// https://developer.apple.com/documentation/swiftui/image/resizingmode
    public enum ResizingMode: Sendable {
        /// https://developer.apple.com/documentation/swiftui/image/resizingmode/stretch
        case stretch
    }
}

/// https://developer.apple.com/documentation/swiftui/edgeinsets
@frozen public struct EdgeInsets: Equatable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/edgeinsets/init()
    public init() {}
}

/// https://developer.apple.com/documentation/swiftui/asyncimage
public struct AsyncImage<Content: View>: View {
    /// https://developer.apple.com/documentation/swiftui/asyncimage/init(url:scale:transaction:content:)
    public init(
        url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
        @ViewBuilder content: @escaping (AsyncImagePhase) -> Content
    ) {}
    /// https://developer.apple.com/documentation/swiftui/view/body-swift.property
    public var body: Never { fatalError("stand-in") }
}

/// https://developer.apple.com/documentation/swiftui/asyncimagephase
public enum AsyncImagePhase: Sendable {
    /// https://developer.apple.com/documentation/swiftui/asyncimagephase/empty
    case empty
    /// https://developer.apple.com/documentation/swiftui/asyncimagephase/success(_:)
    case success(Image)
    /// https://developer.apple.com/documentation/swiftui/asyncimagephase/failure(_:)
    case failure(any Error)
    /// https://developer.apple.com/documentation/swiftui/asyncimagephase/image
    public var image: Image? {
        if case .success(let image) = self { return image }
        return nil
    }
    /// https://developer.apple.com/documentation/swiftui/asyncimagephase/error
    public var error: (any Error)? {
        if case .failure(let error) = self { return error }
        return nil
    }
}

/// https://developer.apple.com/documentation/swiftui/transaction
@frozen public struct Transaction {
    /// https://developer.apple.com/documentation/swiftui/transaction/init()
    public init() {}
}

/// https://developer.apple.com/documentation/swiftui/contentmode
public enum ContentMode: Hashable, CaseIterable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/contentmode/fit
    case fit
    /// https://developer.apple.com/documentation/swiftui/contentmode/fill
    case fill
}

/// https://developer.apple.com/documentation/swiftui/label
public struct Label<Title: View, Icon: View>: View {
    /// https://developer.apple.com/documentation/swiftui/view/body-swift.property
    public var body: Never { fatalError("stand-in") }
}

extension Label where Title == Text, Icon == Image {
    /// https://developer.apple.com/documentation/swiftui/label/init(_:systemimage:)
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {}
    /// https://developer.apple.com/documentation/swiftui/label/init(_:systemimage:)
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, systemImage name: String) {}
}
