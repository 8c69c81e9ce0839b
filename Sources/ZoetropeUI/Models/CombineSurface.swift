// The Combine vocabulary (`ObservableObject`, `@Published`, `PassthroughSubject`, `sink`, `AnyCancellable`
// …) comes from OpenCombine, re-exported so `import Zoetrope` gives Combine's names as `import SwiftUI`
// does; Observation (`@Observable`, `withObservationTracking`) is the toolchain's own module.
@_exported import OpenCombine
@_exported import Observation
