import Foundation
import ZoetropeUI

extension Storyboard {
    /// A storyboard of the UIKit screen whose root controller `content` makes, in a window of
    /// `size` points (taps and drags reach its views as touches).
    ///
    /// ```swift
    /// Storyboard("onboarding", duration: 3) { OnboardingViewController() }
    ///     .tap(.label("Next"), at: 1)
    /// ```
    public init(_ name: String, size: CGSize = CGSize(width: 390, height: 844), fps: Double = 60, duration: TimeInterval,
                assets: [URL] = [], missingImages: MissingImagePolicy = .error, content: @escaping () -> UIViewController) {
        self.init(name, size: size, fps: fps, duration: duration, assets: assets, missingImages: missingImages) {
            UIKitRoot(size: size, controller: content).ignoresSafeArea()
        }
    }

    /// A storyboard of the UIKit view `content` makes, filling a window of `size` points.
    ///
    /// ```swift
    /// Storyboard("slider", size: CGSize(width: 300, height: 120), duration: 2) { GradientSliderView() }
    ///     .drag(.kind("GradientSliderView"), by: CGSize(width: 80, height: 0), at: 0.5)
    /// ```
    public init(_ name: String, size: CGSize = CGSize(width: 390, height: 844), fps: Double = 60, duration: TimeInterval,
                assets: [URL] = [], missingImages: MissingImagePolicy = .error, content: @escaping () -> UIView) {
        self.init(name, size: size, fps: fps, duration: duration, assets: assets, missingImages: missingImages) {
            UIKitRoot(size: size, view: content).ignoresSafeArea()
        }
    }

    /// A storyboard of the UIKit screen whose root controller `content` makes, on `device`'s screen.
    public init(_ name: String, device: DeviceProfile, colorScheme: ColorScheme = .light, fps: Double = 60,
                duration: TimeInterval, assets: [URL] = [], missingImages: MissingImagePolicy = .error,
                content: @escaping () -> UIViewController) {
        self.init(name, device: device, colorScheme: colorScheme, fps: fps, duration: duration, assets: assets,
                  missingImages: missingImages) {
            UIKitRoot(size: device.size, controller: content).ignoresSafeArea()
        }
    }
}

extension Preview {
    /// A `#Preview` of a view controller's value (what its expansion makes; not for direct use).
    public init(__name name: String?, traits: [PreviewTrait], fileID: String, filePath: String, line: Int,
                content: @escaping () -> UIViewController) {
        self.init(__name: name, traits: traits, fileID: fileID, filePath: filePath, line: line) {
            UIKitRoot(size: nil, controller: content).ignoresSafeArea()
        }
    }

    /// A `#Preview` of a UIKit view's value (what its expansion makes; not for direct use).
    public init(__name name: String?, traits: [PreviewTrait], fileID: String, filePath: String, line: Int,
                content: @escaping () -> UIView) {
        self.init(__name: name, traits: traits, fileID: fileID, filePath: filePath, line: line) {
            UIKitRoot(size: nil, view: content).ignoresSafeArea()
        }
    }
}

/// A preview of the view controller `body` makes, as Xcode's `#Preview` for UIKit: it fills the
/// preview's screen in a window of its own; taps and drags scripted on its storyboard reach its
/// views as touches.
///
/// ```swift
/// #Preview("Onboarding") {
///     let controller = OnboardingViewController()
///     controller.pages = OnboardingPage.samples
///     return controller
/// }
/// ```
@freestanding(declaration)
public macro Preview(_ name: String? = nil, traits: PreviewTrait..., @UIKitPreviewBuilder body: @escaping () -> UIViewController) =
    #externalMacro(module: "ZoetropeMacros", type: "PreviewMacro")

/// A preview of the UIKit view `body` makes, as Xcode's `#Preview` for a `UIView`.
///
/// ```swift
/// #Preview(traits: .fixedLayout(width: 300, height: 300)) { SpinnerView() }
/// ```
@freestanding(declaration)
public macro Preview(_ name: String? = nil, traits: PreviewTrait..., @UIKitPreviewBuilder body: @escaping () -> UIView) =
    #externalMacro(module: "ZoetropeMacros", type: "PreviewMacro")

/// The body of a UIKit `#Preview`: one expression making the controller or view, or statements
/// ending in `return` (a builder only so that a SwiftUI body — `@Previewable` state, several views —
/// is never taken for a UIKit one).
@resultBuilder
public enum UIKitPreviewBuilder {
    public static func buildBlock<Root: AnyObject>(_ root: Root) -> Root { root }
}
