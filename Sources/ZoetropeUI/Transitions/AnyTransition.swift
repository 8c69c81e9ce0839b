import Foundation
import AnimationCore
import Geometry2D

/// How a view enters its list when it is inserted and leaves it when it is removed, in an
/// animated update (as SwiftUI's `AnyTransition`). An inserted view starts at the transition's
/// *active* state and animates to its *identity* state; a removed view stays drawn at its last
/// frame while it animates from identity to active, then goes. Unanimated updates insert and
/// remove at once. A view without `.transition` fades (`.opacity`).
///
/// ```swift
/// if show {
///     Color.red.frame(width: 100, height: 100)
///         .transition(.move(edge: .top).combined(with: .opacity))
/// }
/// // elsewhere: withAnimation(.linear(duration: 1)) { show.toggle() }
/// ```
public struct AnyTransition {
    /// The modifiers applied to an inserted view, innermost first.
    var insertion: [TransitionStep]
    /// The modifiers applied to a removed view, innermost first.
    var removal: [TransitionStep]
    /// The animation an insertion uses instead of the transaction's (`animation(_:)`).
    var insertionAnimation: Animation?
    /// The animation a removal uses instead of the transaction's.
    var removalAnimation: Animation?

    init(insertion: [TransitionStep], removal: [TransitionStep],
         insertionAnimation: Animation? = nil, removalAnimation: Animation? = nil) {
        self.insertion = insertion
        self.removal = removal
        self.insertionAnimation = insertionAnimation
        self.removalAnimation = removalAnimation
    }

    /// One modifier both ways.
    private init(_ step: TransitionStep) {
        self.init(insertion: [step], removal: [step])
    }

    /// The steps for `phase`.
    func steps(for phase: TransitionPhase) -> [TransitionStep] {
        phase == .insertion ? insertion : removal
    }

    /// The animation attached for `phase`, if any.
    func attachedAnimation(for phase: TransitionPhase) -> Animation? {
        phase == .insertion ? insertionAnimation : removalAnimation
    }

    // MARK: Built-in transitions

    /// No change: the view is inserted and removed at once, even in an animated update.
    ///
    /// ```swift
    /// badge.transition(.identity)
    /// ```
    public static var identity: AnyTransition { AnyTransition(insertion: [], removal: []) }

    /// Fades in from opacity 0 and out to 0 (the default transition).
    ///
    /// ```swift
    /// Color.red.transition(.opacity)
    /// ```
    public static var opacity: AnyTransition {
        .modifier(active: _OpacityEffect(value: 0), identity: _OpacityEffect(value: 1))
    }

    /// Grows from scale 0 about the view's center, shrinks back to 0 on removal.
    ///
    /// ```swift
    /// Circle().frame(width: 40, height: 40).transition(.scale)
    /// ```
    public static var scale: AnyTransition { scale(scale: 0) }

    /// Grows from `scale` about `anchor` of the view's frame, and shrinks back to it on removal.
    ///
    /// ```swift
    /// card.transition(.scale(scale: 0.5, anchor: .bottom))
    /// ```
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
        .modifier(active: ScaleEffect(scale: CGSize(width: scale, height: scale), anchor: anchor),
                  identity: ScaleEffect(scale: CGSize(width: 1, height: 1), anchor: anchor))
    }

    /// Moved by `offset` when active: slides in from there and out to there.
    ///
    /// ```swift
    /// toast.transition(.offset(CGSize(width: 0, height: 40)))
    /// ```
    public static func offset(_ offset: CGSize) -> AnyTransition {
        .modifier(active: OffsetEffect(offset: offset), identity: OffsetEffect(offset: .zero))
    }

    /// Moved by (`x`, `y`) when active.
    ///
    /// ```swift
    /// toast.transition(.offset(y: 40))
    /// ```
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition {
        offset(CGSize(width: x, height: y))
    }

    /// Moved off `edge` by the view's own size when active (top −height, leading −width, bottom
    /// +height, trailing +width; leading and trailing follow the layout direction).
    ///
    /// ```swift
    /// banner.transition(.move(edge: .top))
    /// ```
    public static func move(edge: Edge) -> AnyTransition {
        AnyTransition(TransitionStep { activeness, _, content, node, context, elements in
            let effect = _MoveTransitionEffect(edge: edge, amount: CGFloat(activeness),
                                               isRightToLeft: context.environment.layoutDirection == .rightToLeft)
            resolveModifier(effect, content: content, at: node, in: context, into: &elements)
        })
    }

    /// Inserted from the leading edge, removed toward the trailing edge.
    ///
    /// ```swift
    /// page.transition(.slide)
    /// ```
    public static var slide: AnyTransition {
        .asymmetric(insertion: .move(edge: .leading), removal: .move(edge: .trailing))
    }

    /// Inserted moving in from `edge` while fading in; removed moving out toward the opposite
    /// edge while fading out.
    ///
    /// ```swift
    /// page.transition(.push(from: .trailing))
    /// ```
    public static func push(from edge: Edge) -> AnyTransition {
        .asymmetric(insertion: .move(edge: edge).combined(with: .opacity),
                    removal: .move(edge: edge.opposite).combined(with: .opacity))
    }

    /// `insertion`'s insertion and `removal`'s removal (each with its attached animation).
    ///
    /// ```swift
    /// row.transition(.asymmetric(insertion: .scale, removal: .opacity))
    /// ```
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition(insertion: insertion.insertion, removal: removal.removal,
                      insertionAnimation: insertion.insertionAnimation, removalAnimation: removal.removalAnimation)
    }

    /// `active` applied when the view is out, `identity` when it is in; their animatable data is
    /// interpolated. A modifier that is not `Animatable` switches: an inserted view shows
    /// `identity` at once, a removed one `active` until it goes.
    ///
    /// ```swift
    /// struct Blur: ViewModifier, Animatable {
    ///     var amount: Double
    ///     var animatableData: Double { get { amount } set { amount = newValue } }
    ///     func body(content: Content) -> some View { content.opacity(1 - amount) }
    /// }
    /// view.transition(.modifier(active: Blur(amount: 1), identity: Blur(amount: 0)))
    /// ```
    public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition {
        AnyTransition(TransitionStep { activeness, phase, content, node, context, elements in
            let shown = TransitionStep.mix(active: active, identity: identity, activeness: activeness, phase: phase)
            resolveModifier(shown, content: content, at: node, in: context, into: &elements)
        })
    }

    // MARK: Composition

    /// Both transitions at once: this one's modifier inside `other`'s. An animation attached to
    /// this one wins over one attached to `other`.
    ///
    /// ```swift
    /// view.transition(.scale.combined(with: .opacity))
    /// ```
    public func combined(with other: AnyTransition) -> AnyTransition {
        AnyTransition(insertion: insertion + other.insertion, removal: removal + other.removal,
                      insertionAnimation: insertionAnimation ?? other.insertionAnimation,
                      removalAnimation: removalAnimation ?? other.removalAnimation)
    }

    /// This transition animated with `animation` instead of the transaction's animation; it then
    /// runs in any update that inserts or removes the view, animated or not (nil: the
    /// transaction's animation again).
    ///
    /// ```swift
    /// view.transition(.opacity.animation(.linear(duration: 0.3)))
    /// ```
    public func animation(_ animation: Animation?) -> AnyTransition {
        var copy = self
        copy.insertionAnimation = animation
        copy.removalAnimation = animation
        return copy
    }
}

extension Edge {
    /// The edge across from this one.
    var opposite: Edge {
        switch self {
        case .top: return .bottom
        case .bottom: return .top
        case .leading: return .trailing
        case .trailing: return .leading
        }
    }
}

extension View {
    /// How this view is inserted into and removed from its list in an animated update (default
    /// `.opacity`). A trait of the list element: modifiers written after it keep it.
    ///
    /// ```swift
    /// if show { Color.red.frame(width: 100, height: 100).transition(.slide) }
    /// ```
    public func transition(_ transition: AnyTransition) -> some View {
        modifier(_TraitModifier { $0.transition = transition })
    }
}
