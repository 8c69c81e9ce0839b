import Foundation
import AnimationCore

extension Storyboard {
    /// Sets the `@State` property `name` of the one view of type `owner` at `time`, in a
    /// transaction with `animation` (nil: not animated) — what a person's action would have
    /// changed, without a tap. An error names the views and properties found when the target is
    /// missing, ambiguous or of another type.
    ///
    /// ```swift
    /// story.set(state: "half", of: Example1.self, to: true, at: 2.5, animation: .easeInOut(duration: 1))
    /// ```
    public func set<Owner, Value>(state name: String, of owner: Owner.Type, to value: Value, at time: TimeInterval,
                                  animation: Animation? = nil) -> Storyboard {
        run(at: time) { stage in try stage.set(state: name, of: owner, to: value, animation: animation) }
    }
}

extension StoryboardStage {
    /// Sets the `@State` property `name` of the one view of type `owner` now, in a transaction with `animation`.
    public func set<Owner, Value>(state name: String, of owner: Owner.Type, to value: Value,
                                  animation: Animation? = nil) throws {
        let stateNodes = graph.stateOwnerNodes
        let owners = stateNodes.filter { $0.stateOwner == owner }
        let target = "\(owner).\(name)"
        guard owners.count == 1, let node = owners.first else {
            if owners.isEmpty {
                var seen = Set<String>()
                for node in stateNodes {
                    if let type = node.stateOwner { for key in node.stateNames.keys { seen.insert("\(type).\(key)") } }
                }
                throw StoryboardError.noMatch("state \(target)", candidates: seen.sorted())
            }
            throw StoryboardError.ambiguous("state \(target)", matches: owners.map { _ in "\(owner)" })
        }
        guard let index = node.stateNames[name], let location = node.dynamicSlots[index] as? StateLocation<Value> else {
            throw StoryboardError.noMatch("state \(target) of type \(Value.self)",
                                          candidates: node.stateNames.keys.sorted().map { "\(owner).\($0)" })
        }
        withTransaction(Transaction(animation: animation)) {
            location.write(value, transaction: Transaction.current)
        }
    }
}
