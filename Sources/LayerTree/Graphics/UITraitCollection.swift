import Foundation

/// Light or dark appearance as UIKit names it.
public enum UIUserInterfaceStyle: Int, Hashable, Sendable {
    case unspecified
    case light
    case dark
}

/// The traits a dynamic `UIColor` is resolved for — here only the interface style.
///
/// ```swift
/// let dark = UITraitCollection(userInterfaceStyle: .dark)
/// UIColor.systemBackground.resolvedColor(with: dark)   // black
/// ```
public final class UITraitCollection: NSObject, Sendable {
    /// Light, dark or unspecified (shown as light).
    public let userInterfaceStyle: UIUserInterfaceStyle

    /// Traits with `userInterfaceStyle`.
    public init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.userInterfaceStyle = userInterfaceStyle
    }

    /// Traits with an unspecified style.
    public override convenience init() { self.init(userInterfaceStyle: .unspecified) }

    /// The traits `UIColor.cgColor` resolves with: unspecified (light) unless a
    /// ``performAsCurrent(_:)`` block is running.
    public static var current: UITraitCollection {
        get { currentLock.withLock { currentTraits } }
        set { currentLock.withLock { currentTraits = newValue } }
    }

    /// Runs `actions` with these traits as ``current``, then restores the previous ones.
    ///
    /// ```swift
    /// UITraitCollection(userInterfaceStyle: .dark).performAsCurrent { layer.borderColor = UIColor.label.cgColor }
    /// ```
    public func performAsCurrent(_ actions: () throws -> Void) rethrows {
        let saved = UITraitCollection.current
        UITraitCollection.current = self
        defer { UITraitCollection.current = saved }
        try actions()
    }

    public override func isEqual(_ object: Any?) -> Bool {
        (object as? UITraitCollection)?.userInterfaceStyle == userInterfaceStyle
    }

    public override var hash: Int { userInterfaceStyle.hashValue }
}

private let currentLock = NSLock()
nonisolated(unsafe) private var currentTraits = UITraitCollection()
