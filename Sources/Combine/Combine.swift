// The Linux stand-in for `import Combine` (as `Accelerate` is for `import enum Accelerate.vDSP`): a model
// file that keeps `import Combine` gets OpenCombine's `ObservableObject`, `@Published`, subjects and
// operators — the same declarations `import Zoetrope` gives, so its objects work with `@StateObject` — and
// Zoetrope's virtual-clock `Timer.publish(every:on:in:)`. On Apple platforms the system's Combine is used.
@_exported import OpenCombine
@_exported import ZoetropeUI
