import Foundation
import LayerTree

/// A Core Animation scene: a layer tree, a script of timed actions on it (animations added,
/// model properties changed, transactions), and the presentation values worth printing.
///
/// `SceneCatalog` lists a layer scene through `LayerSceneAdapter`, so `ScenePlayer`,
/// `zoetrope render <name>` and `zoetrope sample <name>` play it like any other scene: each frame
/// builds a fresh scene, replays its `LayerTimeline` from 0 to the frame's time on the calling
/// thread's virtual `CAClock`, and draws the presentation tree with `CARenderer2D`.
///
/// ```swift
/// struct Fade: LayerScene {
///     static let name = "fade"
///     static let summary = "A red square fading out"
///     static let parameters: [SceneParameter] = []
///     let rootLayer = CALayer()
///     let square = CALayer()
///     init(parameters: SceneParameters) throws(SceneError) {
///         rootLayer.bounds = CGRect(x: 0, y: 0, width: 200, height: 200)
///         rootLayer.position = CGPoint(x: 100, y: 100)
///         square.name = "square"
///         square.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
///         square.position = CGPoint(x: 100, y: 100)
///         square.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
///         rootLayer.addSublayer(square)
///     }
///     var duration: TimeInterval { 1 }
///     func script(_ timeline: LayerTimeline) {
///         timeline.at(0.5) { square.opacity = 0 }   // a standalone layer: implicit 0.25 s fade
///     }
///     var sampledKeyPaths: [(layer: CALayer, keyPaths: [String])] { [(square, ["opacity"])] }
/// }
/// ```
public protocol LayerScene {
    /// The name used on the command line.
    static var name: String { get }
    /// One line saying what the scene shows.
    static var summary: String { get }
    /// The parameters `--param name=value` accepts.
    static var parameters: [SceneParameter] { get }

    /// Builds the layer tree (the model at time 0), reading `parameters`.
    init(parameters: SceneParameters) throws(SceneError)
    /// The root of the tree. It behaves as a view's backing layer (its own changes never animate
    /// implicitly); its bounds are the canvas in points, y down, and its frame should be
    /// `(0, 0, bounds.width, bounds.height)`. Leave its `backgroundColor` nil to let
    /// `render --background` show (white by default); an opaque one covers the canvas, and
    /// `render` with another `--background` says so in a warning.
    var rootLayer: CALayer { get }
    /// How long the scene runs, in seconds.
    var duration: TimeInterval { get }
    /// Schedules the scene's actions on `timeline` (`timeline.at(0.2) { card.add(shake, forKey: "shake") }`).
    func script(_ timeline: LayerTimeline)
    /// The presentation values `zoetrope sample` prints: for each layer (named by its `name`),
    /// the key paths to read from its presentation (`"transform.rotation.z"`, `"bounds.size"` …).
    var sampledKeyPaths: [(layer: CALayer, keyPaths: [String])] { get }
}

extension LayerScene {
    /// This scene as an `AnimationScene` (`LayerSceneAdapter<Self>`), for `ScenePlayer` and catalogs.
    ///
    /// ```swift
    /// let types: [any LayerScene.Type] = [LayerShakeScene.self]
    /// let player = try ScenePlayer(types[0].animationSceneType)
    /// ```
    public static var animationSceneType: any AnimationScene.Type { LayerSceneAdapter<Self>.self }

    /// The canvas in points: the root layer's bounds size.
    public var canvasSize: CGSize { rootLayer.bounds.size }

    /// This scene's timeline: the script scheduled on a fresh `LayerTimeline` over `rootLayer`.
    ///
    /// ```swift
    /// let shake = try LayerShakeScene(parameters: SceneParameters([:], declared: LayerShakeScene.parameters))
    /// let card = shake.makeTimeline().presentation(of: shake.card, at: 0.1)
    /// ```
    public func makeTimeline() -> LayerTimeline {
        let timeline = LayerTimeline(root: rootLayer)
        script(timeline)
        return timeline
    }
}
