import Foundation

/// How a text field capitalizes what is typed (SwiftUI's `TextInputAutocapitalization`). There is
/// no keyboard in a render: typing scripts set the text as given, so this changes nothing.
public struct TextInputAutocapitalization: Sendable, Equatable {
    let kind: Int
    public static let never = TextInputAutocapitalization(kind: 0)
    public static let words = TextInputAutocapitalization(kind: 1)
    public static let sentences = TextInputAutocapitalization(kind: 2)
    public static let characters = TextInputAutocapitalization(kind: 3)
}

/// The on-screen keyboard a text field asks for (UIKit's `UIKeyboardType`); there is none in a
/// render, so it changes nothing.
public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
         decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// The label of the keyboard's return key (SwiftUI's `SubmitLabel`); there is no keyboard in a render.
public struct SubmitLabel: Sendable, Equatable {
    let kind: Int
    public static let done = SubmitLabel(kind: 0)
    public static let go = SubmitLabel(kind: 1)
    public static let send = SubmitLabel(kind: 2)
    public static let join = SubmitLabel(kind: 3)
    public static let route = SubmitLabel(kind: 4)
    public static let search = SubmitLabel(kind: 5)
    public static let `return` = SubmitLabel(kind: 6)
    public static let next = SubmitLabel(kind: 7)
    public static let `continue` = SubmitLabel(kind: 8)
}

extension View {
    /// Turns autocorrection off for the text fields inside (no keyboard in a render: no effect).
    ///
    /// ```swift
    /// TextField("Username", text: $name).autocorrectionDisabled()
    /// ```
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View { self }

    /// The iOS 13 spelling of `autocorrectionDisabled(_:)`.
    public func disableAutocorrection(_ disable: Bool?) -> some View { self }

    /// How the text fields inside capitalize (no keyboard in a render: no effect).
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View { self }

    /// The keyboard the text fields inside ask for (no keyboard in a render: no effect).
    public func keyboardType(_ type: UIKeyboardType) -> some View { self }

    /// The label of the keyboard's return key (no keyboard in a render: no effect).
    public func submitLabel(_ submitLabel: SubmitLabel) -> some View { self }
}
