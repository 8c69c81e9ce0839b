import Foundation
import ZoetropeUI
import VectorPath
import RenderCommands
import Geometry2D
import AnimationCore

/// A parameter a scene accepts on the command line as `--param name=value`.
public struct SceneParameter: Sendable, Hashable {
    public var name: String
    public var defaultValue: Double
    public var range: ClosedRange<Double>
    public var summary: String

    public init(_ name: String, default defaultValue: Double, range: ClosedRange<Double>, _ summary: String) {
        self.name = name
        self.defaultValue = defaultValue
        self.range = range
        self.summary = summary
    }
}

/// Parameter values given to a scene, checked against its declared parameters.
///
/// ```swift
/// let values = try SceneParameters(["n": "24"], declared: FlowerScene.parameters)
/// values["n"] // 24
/// ```
public struct SceneParameters: Sendable {
    private var values: [String: Double]

    /// Parses `name=value` strings; unknown names, non-numbers and values out of range throw.
    public init(_ given: [String: String], declared: [SceneParameter]) throws(SceneError) {
        var values: [String: Double] = [:]
        for parameter in declared { values[parameter.name] = parameter.defaultValue }
        for (name, text) in given.sorted(by: { $0.key < $1.key }) {
            guard let parameter = declared.first(where: { $0.name == name }) else {
                throw .unknownParameter(name, known: declared.map(\.name))
            }
            guard let value = Double(text), value.isFinite else { throw .invalidValue(name, text) }
            guard parameter.range.contains(value) else { throw .outOfRange(name, value, parameter.range) }
            values[name] = value
        }
        self.values = values
    }

    /// The value of `name` (its default when not given; 0 for an undeclared name).
    public subscript(name: String) -> Double { values[name] ?? 0 }
}

/// Why a scene cannot be created.
public enum SceneError: Error, Equatable, CustomStringConvertible {
    case unknownScene(String, known: [String])
    /// A name neither a storyboard nor a scene of the running program has (`inCatalog`: a user's
    /// catalog executable, whose list command is `list`).
    case unknownName(String, known: [String], inCatalog: Bool)
    case unknownParameter(String, known: [String])
    case invalidValue(String, String)
    case outOfRange(String, Double, ClosedRange<Double>)
    /// A preview that cannot be played (its name shared, its size or device unknown).
    case preview(PreviewError)

    public var description: String {
        switch self {
        case .unknownScene(let name, let known):
            "unknown scene '\(name)'; the scenes are: \(known.joined(separator: ", ")) (see `zoetrope scenes`)"
        case .unknownName(let name, let known, let inCatalog):
            inCatalog
                ? "unknown storyboard or layer scene '\(name)'; known: \(known.isEmpty ? "none" : known.joined(separator: ", ")) (see `list`)"
                : "unknown scene '\(name)'; the scenes and storyboards are: \(known.joined(separator: ", ")) (see `zoetrope scenes`)"
        case .unknownParameter(let name, let known):
            known.isEmpty
                ? "this scene takes no parameters, but '\(name)' was given"
                : "unknown parameter '\(name)'; this scene takes: \(known.joined(separator: ", "))"
        case .invalidValue(let name, let text):
            "parameter '\(name)': '\(text)' is not a finite number"
        case .outOfRange(let name, let value, let range):
            "parameter '\(name)': \(value) is outside \(range.lowerBound)…\(range.upperBound)"
        case .preview(let error):
            error.description
        }
    }
}
