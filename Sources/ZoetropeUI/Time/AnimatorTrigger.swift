import Foundation

/// The last value of an animator's `trigger:` (any `Equatable`), to tell when it changes.
struct AnimatorTrigger {
    let value: any Equatable

    init(_ value: some Equatable) {
        self.value = value
    }

    /// Whether `other` holds an equal value of the same type.
    func matches(_ other: AnimatorTrigger) -> Bool {
        func compare<E: Equatable>(_ mine: E) -> Bool {
            guard let theirs = other.value as? E else { return false }
            return mine == theirs
        }
        return compare(value)
    }
}
