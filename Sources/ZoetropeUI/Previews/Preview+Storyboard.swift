import Foundation

extension Preview {
    /// How long a preview plays when no duration is asked for, in seconds: enough for the
    /// animations views start in `onAppear`.
    public static let defaultDuration: TimeInterval = 2

    /// The preview as a storyboard: its content from `onAppear` on, on the virtual clock, for
    /// `duration` seconds, on the canvas its traits ask for —
    ///
    /// - default layout: the named device (`.previewDevice`) or ``DeviceProfile/default``, upright, or
    ///   turned for `.landscapeLeft`/`.landscapeRight` (``DeviceProfile/oriented(_:)``: the right
    ///   turn mirrors the left one's insets; iOS's landscape insets are the same on both sides, so
    ///   the built-in devices lay out alike either way);
    /// - `.fixedLayout(width:height:)`: that many points, no device (no safe area);
    /// - `.sizeThatFitsLayout`: the size the view takes when offered the device's screen (Xcode:
    ///   "fit the container to the size of the preview when offered the size of the device that the
    ///   preview is running on"), no safe area: a row with a `Spacer` spans the screen's width,
    ///   a `Text` keeps its own size.
    ///
    /// The colour scheme is the one the preview asks for (`.preferredColorScheme`), else light.
    ///
    /// ```swift
    /// let story = try PreviewRegistry.preview(named: "Badge").storyboard(duration: 1)
    /// let frame = try story.frame(at: 0.5)
    /// ```
    ///
    /// - Throws: ``PreviewError`` for a device Zoetrope does not know, a fixed size that is not a
    ///   finite size of at least a point, a view that takes no finite size, or one that fails while
    ///   it is measured.
    public func storyboard(duration: TimeInterval = Preview.defaultDuration, fps: Double = 60) throws(PreviewError) -> Storyboard {
        let makeContent = self.makeContent
        let scheme = colorScheme ?? previewLeaves(of: makeContent()).lazy.compactMap(\.settings.colorScheme).first ?? .light
        var story: Storyboard
        switch traits.layout {
        case .device:
            let profile = try deviceProfile()
            story = Storyboard(name, device: profile, colorScheme: scheme, fps: fps, duration: duration) { makeContent() }
        case .fixed(let width, let height):
            guard Self.isCanvasSide(width), Self.isCanvasSide(height) else {
                throw .invalidFixedSize(name, location: location, width: width, height: height)
            }
            story = Storyboard(name, size: CGSize(width: width, height: height), fps: fps, duration: duration) { makeContent() }
            story.colorScheme = scheme
        case .sizeThatFits:
            let size = try fittedSize(offered: deviceProfile().size)
            story = Storyboard(name, size: size, fps: fps, duration: duration) { makeContent() }
            story.colorScheme = scheme
        }
        return story
    }

    /// The device the preview runs on: the one `.previewDevice` names, else the default one,
    /// turned as its orientation trait asks.
    func deviceProfile() throws(PreviewError) -> DeviceProfile {
        var profile = DeviceProfile.default
        if let device {
            guard let named = DeviceProfile.named(device.rawValue) else {
                throw .unknownDevice(name, location: location, device: device.rawValue, known: DeviceProfile.all.map(\.name))
            }
            profile = named
        }
        return profile.oriented(traits.orientation)
    }

    /// The size the preview's view takes when offered `screen`, checked to be a finite canvas.
    func fittedSize(offered screen: CGSize) throws(PreviewError) -> CGSize {
        let size: CGSize
        let renderer = ImageRenderer(content: content)
        renderer.proposedSize = ProposedViewSize(screen)
        do { size = try renderer.size() } catch {
            throw .measurementFailed(name, location: location, reason: "\(error)")
        }
        guard Self.isCanvasSide(size.width), Self.isCanvasSide(size.height) else {
            throw .noIdealSize(name, location: location, measured: size)
        }
        return size
    }

    /// Whether `side` points can be a canvas side (1 to ``PreviewRegistry/maximumCanvasSide``).
    static func isCanvasSide(_ side: CGFloat) -> Bool {
        side.isFinite && side >= 1 && side <= PreviewRegistry.maximumCanvasSide
    }
}
