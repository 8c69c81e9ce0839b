import Foundation

/// How an accessibility element made by `.accessibilityElement(children:)` treats the elements
/// inside it: SwiftUI's `AccessibilityChildBehavior`.
public struct AccessibilityChildBehavior: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case ignore, contain, combine }
    let kind: Kind

    /// The children are hidden: the new element has only the label and value set on it.
    public static let ignore = AccessibilityChildBehavior(kind: .ignore)
    /// The children stay elements of their own, inside the new one.
    public static let contain = AccessibilityChildBehavior(kind: .contain)
    /// The children's labels and values are merged into the new element.
    public static let combine = AccessibilityChildBehavior(kind: .combine)
}

// Accessibility has no pixels: headless there is no VoiceOver to read it. These modifiers store
// what they set on the view (its label, value and child behaviour), where `Storyboard` finders
// (`.label(_:)`) and tests read it, and draw nothing.

extension View {
    /// Makes this view one accessibility element (`children: .ignore`, the default: the views
    /// inside no longer count; `.combine`: their labels merge; `.contain`: they stay). Stored on
    /// the view for tests; it draws nothing and does not change finders, which still reach the
    /// views inside by their own labels.
    ///
    /// ```swift
    /// HStack { stars }.accessibilityElement(children: .ignore).accessibilityLabel("Rating")
    /// ```
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
        modifier(_TraitModifier { $0.accessibilityChildren = children })
    }

    /// The label finders match (`Storyboard`'s `.label(_:)`), from a text's characters. Draws nothing.
    public func accessibilityLabel(_ label: Text) -> some View {
        let characters = label.plainText
        return modifier(_TraitModifier { $0.label = characters })
    }

    /// The label finders match, from a literal (interpolation as in `Text`). Draws nothing.
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View {
        accessibilityLabel(labelKey.text)
    }

    /// The value of the element (what VoiceOver reads after its label: "3 out of 5"). Stored on
    /// the view for tests; it draws nothing.
    ///
    /// ```swift
    /// RatingStars().accessibilityValue("\(rating) out of 5")
    /// ```
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View {
        let value = String(value)
        return modifier(_TraitModifier { $0.accessibilityValue = value })
    }

    /// The value of the element, from a literal (interpolation as in `Text`). Draws nothing.
    public func accessibilityValue(_ valueKey: LocalizedStringKey) -> some View {
        accessibilityValue(valueKey.text)
    }

    /// The value of the element, from a text's characters. Draws nothing.
    public func accessibilityValue(_ valueDescription: Text) -> some View {
        accessibilityValue(valueDescription.plainText)
    }
}

/// What an accessibility element is and does (SwiftUI's `AccessibilityTraits`); Zoetrope keeps
/// no accessibility tree, so traits draw and change nothing.
public struct AccessibilityTraits: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
    public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
    public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
    public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
    public static let isSearchField = AccessibilityTraits(rawValue: 1 << 4)
    public static let isImage = AccessibilityTraits(rawValue: 1 << 5)
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 6)
    public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 7)
    public static let isStaticText = AccessibilityTraits(rawValue: 1 << 8)
    public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 9)
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 10)
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 12)
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 13)
    public static let isModal = AccessibilityTraits(rawValue: 1 << 14)
    public static let isToggle = AccessibilityTraits(rawValue: 1 << 15)
}

extension View {
    /// Adds accessibility traits (they draw nothing).
    ///
    /// ```swift
    /// Circle().onTapGesture { play() }.accessibilityAddTraits(.isButton)
    /// ```
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { self }

    /// Removes accessibility traits (they draw nothing).
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View { self }
}
