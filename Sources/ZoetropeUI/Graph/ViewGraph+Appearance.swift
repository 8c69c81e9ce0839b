import Foundation
import AnimationCore

// The graph's part in appearance: the root's colour scheme from `preferredColorScheme`, and the
// asset scope `Color("Brand")` looks in while the graph resolves.
extension ViewGraph {
    /// Records a view's `preferredColorScheme` in the pass being resolved: the first one wins
    /// (an enclosing view is resolved before the views inside it).
    func notePreferredColorScheme(_ colorScheme: ColorScheme) {
        if preferredColorScheme == nil { preferredColorScheme = colorScheme }
    }

    /// After a pass: when the scheme the views prefer (else the base one) is not the one the root
    /// was resolved in, the root takes it and the pass runs again, once (a preference that flips
    /// with the scheme it causes settles on the second pass's scheme).
    func resolvePreferredColorScheme(transaction: Transaction, isUpdate: Bool) {
        let wanted = preferredColorScheme ?? baseColorScheme
        guard wanted != environment.colorScheme, !isResolvingForPreferredScheme else { return }
        environment.colorScheme = wanted
        isResolvingForPreferredScheme = true
        defer { isResolvingForPreferredScheme = false }
        rebuild(transaction: transaction, isUpdate: isUpdate)
    }

    /// Where `Color(name)` looks while this graph resolves, and where its failures go: a broken
    /// `Contents.json` fails the frame; a missing colour follows the missing-image policy.
    var assetScope: AssetScope {
        AssetScope(catalog: imageCatalog) { [unowned self] error in
            if case .missingColor = error, imageCatalog.missingImages != .error {
                warn(error.description)
            } else {
                fail(error)
            }
        }
    }
}
