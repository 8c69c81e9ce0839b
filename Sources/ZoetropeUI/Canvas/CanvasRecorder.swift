import Foundation
import AnimationCore
import VectorPath
import Geometry2D
import RenderCommands

/// Where a Canvas's drawing goes: the display list the `GraphicsContext` values of one render
/// (and their copies) append to, with what they share — the environment, the symbols, image
/// lookup — and the budget bounding how many drawing operations one render may record.
final class CanvasRecorder {
    /// The commands recorded so far (swapped out while a `clipToLayer` mask is drawn).
    var list = DisplayList()
    let environment: EnvironmentValues
    let isDark: Bool
    /// The symbol views by tag (`Canvas(renderer:symbols:)`), placed at their ideal size.
    let symbols: [AnyHashable: ViewElement]
    let image: (Image) -> ResolvedImage?
    let warn: (String) -> Void
    /// The drawing operations one render may record; past it the rest are dropped and
    /// ``exceeded`` is set.
    let maximumOperations: Int
    private(set) var operations = 0
    private(set) var exceeded = false

    init(environment: EnvironmentValues, symbols: [AnyHashable: ViewElement], maximumOperations: Int,
         image: @escaping (Image) -> ResolvedImage?, warn: @escaping (String) -> Void) {
        self.environment = environment
        isDark = environment.colorScheme == .dark
        self.symbols = symbols
        self.maximumOperations = maximumOperations
        self.image = image
        self.warn = warn
    }

    /// Counts one drawing operation; false (and from then on) once the budget is spent.
    func admitsOperation() -> Bool {
        guard !exceeded else { return false }
        operations += 1
        if operations > maximumOperations {
            exceeded = true
            return false
        }
        return true
    }

    /// Runs `body` with an empty list and returns what it recorded, the list before restored.
    func recordingApart(_ body: () throws -> Void) rethrows -> DisplayList {
        let saved = list
        list = DisplayList()
        defer { list = saved }
        try body()
        return list
    }
}
