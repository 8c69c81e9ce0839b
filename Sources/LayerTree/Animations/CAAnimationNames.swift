import AnimationCore
import Foundation

/// How `CAKeyframeAnimation` computes values between its keyframes.
///
/// ```swift
/// let k = CAKeyframeAnimation(keyPath: "position.x")
/// k.calculationMode = .paced     // constant speed; keyTimes and timingFunctions ignored
/// ```
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }
    /// Straight-line interpolation between keyframes (the default).
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    /// Each value is held until the next key time; no interpolation.
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    /// Linear at constant speed: segment times proportional to the distance between values.
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    /// A Catmull-Rom (Kochanek-Bartels with tension/continuity/bias) spline through the values.
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    /// The cubic spline with paced key times.
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

/// Whether an object animated along a path turns to follow its tangent.
///
/// ```swift
/// let k = CAKeyframeAnimation(keyPath: "position")
/// k.rotationMode = .rotateAuto
/// ```
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }
    /// Rotate along the path's tangent.
    public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
    /// Rotate along the tangent plus 180°.
    public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
}

/// The kind of a `CATransition`.
///
/// ```swift
/// let t = CATransition()
/// t.type = .push
/// t.subtype = .fromLeft
/// ```
public struct CATransitionType: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }
    /// The new content fades in over the old (the default).
    public static let fade = CATransitionType(rawValue: "fade")
    /// The new content slides in over the old.
    public static let moveIn = CATransitionType(rawValue: "moveIn")
    /// The new content pushes the old out.
    public static let push = CATransitionType(rawValue: "push")
    /// The old content slides out, revealing the new.
    public static let reveal = CATransitionType(rawValue: "reveal")
}

/// The direction of a `CATransition` of type moveIn, push or reveal.
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }
    public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
    public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
    public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
    public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}

/// The name of a `CAValueFunction`.
public struct CAValueFunctionName: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }
    /// One number (radians) → rotation about x.
    public static let rotateX = CAValueFunctionName(rawValue: "rotateX")
    /// One number (radians) → rotation about y.
    public static let rotateY = CAValueFunctionName(rawValue: "rotateY")
    /// One number (radians) → rotation about z.
    public static let rotateZ = CAValueFunctionName(rawValue: "rotateZ")
    /// Three numbers → scale (x, y, z).
    public static let scale = CAValueFunctionName(rawValue: "scale")
    /// One number → scale in x.
    public static let scaleX = CAValueFunctionName(rawValue: "scaleX")
    /// One number → scale in y.
    public static let scaleY = CAValueFunctionName(rawValue: "scaleY")
    /// One number → scale in z.
    public static let scaleZ = CAValueFunctionName(rawValue: "scaleZ")
    /// Three numbers → translation (x, y, z).
    public static let translate = CAValueFunctionName(rawValue: "translate")
    /// One number → translation in x.
    public static let translateX = CAValueFunctionName(rawValue: "translateX")
    /// One number → translation in y.
    public static let translateY = CAValueFunctionName(rawValue: "translateY")
    /// One number → translation in z.
    public static let translateZ = CAValueFunctionName(rawValue: "translateZ")
}

// MARK: Swift 4-era constants, typed as the structs above (`anim.fillMode = kCAFillModeForwards`).

public let kCAFillModeForwards = CAMediaTimingFillMode.forwards
public let kCAFillModeBackwards = CAMediaTimingFillMode.backwards
public let kCAFillModeBoth = CAMediaTimingFillMode.both
public let kCAFillModeRemoved = CAMediaTimingFillMode.removed

public let kCAMediaTimingFunctionLinear = CAMediaTimingFunctionName.linear
public let kCAMediaTimingFunctionEaseIn = CAMediaTimingFunctionName.easeIn
public let kCAMediaTimingFunctionEaseOut = CAMediaTimingFunctionName.easeOut
public let kCAMediaTimingFunctionEaseInEaseOut = CAMediaTimingFunctionName.easeInEaseOut
public let kCAMediaTimingFunctionDefault = CAMediaTimingFunctionName.default

public let kCAAnimationLinear = CAAnimationCalculationMode.linear
public let kCAAnimationDiscrete = CAAnimationCalculationMode.discrete
public let kCAAnimationPaced = CAAnimationCalculationMode.paced
public let kCAAnimationCubic = CAAnimationCalculationMode.cubic
public let kCAAnimationCubicPaced = CAAnimationCalculationMode.cubicPaced
public let kCAAnimationRotateAuto = CAAnimationRotationMode.rotateAuto
public let kCAAnimationRotateAutoReverse = CAAnimationRotationMode.rotateAutoReverse

public let kCATransitionFade = CATransitionType.fade
public let kCATransitionMoveIn = CATransitionType.moveIn
public let kCATransitionPush = CATransitionType.push
public let kCATransitionReveal = CATransitionType.reveal
public let kCATransitionFromRight = CATransitionSubtype.fromRight
public let kCATransitionFromLeft = CATransitionSubtype.fromLeft
public let kCATransitionFromTop = CATransitionSubtype.fromTop
public let kCATransitionFromBottom = CATransitionSubtype.fromBottom

public let kCAValueFunctionRotateX = CAValueFunctionName.rotateX
public let kCAValueFunctionRotateY = CAValueFunctionName.rotateY
public let kCAValueFunctionRotateZ = CAValueFunctionName.rotateZ
public let kCAValueFunctionScale = CAValueFunctionName.scale
public let kCAValueFunctionScaleX = CAValueFunctionName.scaleX
public let kCAValueFunctionScaleY = CAValueFunctionName.scaleY
public let kCAValueFunctionScaleZ = CAValueFunctionName.scaleZ
public let kCAValueFunctionTranslate = CAValueFunctionName.translate
public let kCAValueFunctionTranslateX = CAValueFunctionName.translateX
public let kCAValueFunctionTranslateY = CAValueFunctionName.translateY
public let kCAValueFunctionTranslateZ = CAValueFunctionName.translateZ

/// The key layers use for a transition (`layer.add(transition, forKey: kCATransition)`).
public let kCATransition = "transition"
