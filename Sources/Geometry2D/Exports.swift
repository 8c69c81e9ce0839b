@_exported import AnimationCore
@_exported import Foundation
