import Foundation

/// Views in a column, top to bottom (SwiftUI's `VStack`). Spacing nil: 8 between views, 0 beside a `Spacer`.
///
/// ```swift
/// VStack(alignment: .leading, spacing: 4) { Color.red.frame(height: 10); Color.blue.frame(width: 50, height: 10) }
/// ```
public struct VStack<Content: View>: View {
    public typealias Body = Never
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
}

extension VStack: PrimitiveView {
    public static func _resolve(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        view.resolve(inputs, &outputs)
    }


    func resolve(at node: ViewNode, in context: ResolveContext, into elements: inout [ViewElement]) {
        var children: [ViewElement] = []
        let listNode = node.child(.body)
        resolveView(content, at: listNode, in: context, into: &children)
        let list = listNode.listTransitions().update(children, in: context)
        elements.append(StackElement(axis: .vertical, alignment: alignment, spacing: spacing, children: list.children,
                                     ghosts: list.ghosts, node: node, context: context))
    }
}

/// Views in a row, leading to trailing (SwiftUI's `HStack`).
///
/// ```swift
/// HStack { Color.red; Spacer(); Color.blue.frame(width: 50) }
/// ```
public struct HStack<Content: View>: View {
    public typealias Body = Never
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
}

extension HStack: PrimitiveView {
    public static func _resolve(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        view.resolve(inputs, &outputs)
    }


    func resolve(at node: ViewNode, in context: ResolveContext, into elements: inout [ViewElement]) {
        var children: [ViewElement] = []
        let listNode = node.child(.body)
        resolveView(content, at: listNode, in: context, into: &children)
        // Right to left, the row starts at the trailing edge.
        let ordered = context.environment.layoutDirection == .rightToLeft ? children.reversed() : children
        let list = listNode.listTransitions().update(ordered, in: context)
        elements.append(StackElement(axis: .horizontal, alignment: alignment.fraction, textBaseline: alignment.textBaseline,
                                     guide: alignment.guide(context.environment.layoutDirection), spacing: spacing,
                                     children: list.children, ghosts: list.ghosts, node: node, context: context))
    }
}

/// Views on top of each other, back to front, aligned (SwiftUI's `ZStack`).
///
/// ```swift
/// ZStack(alignment: .bottomTrailing) { Color.white; Circle().fill(Color.red).frame(width: 20, height: 20) }
/// ```
public struct ZStack<Content: View>: View {
    public typealias Body = Never
    let alignment: Alignment
    let content: Content

    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }
}

extension ZStack: PrimitiveView {
    public static func _resolve(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        view.resolve(inputs, &outputs)
    }


    func resolve(at node: ViewNode, in context: ResolveContext, into elements: inout [ViewElement]) {
        var children: [ViewElement] = []
        let listNode = node.child(.body)
        resolveView(content, at: listNode, in: context, into: &children)
        let list = listNode.listTransitions().update(children, in: context)
        elements.append(ZStackElement(alignment: alignment, children: list.children, ghosts: list.ghosts, node: node,
                                      context: context))
    }
}

/// Flexible space that expands along its stack's axis (at least `minLength`, default 8) and
/// takes no spacing beside it.
///
/// ```swift
/// VStack { Spacer(); card; Spacer() }
/// ```
public struct Spacer: View {
    public typealias Body = Never
    public var minLength: CGFloat?
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }
}

extension Spacer: PrimitiveView {
    public static func _resolve(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        view.resolve(inputs, &outputs)
    }


    func resolve(at node: ViewNode, in context: ResolveContext, into elements: inout [ViewElement]) {
        elements.append(SpacerElement(minLength: minLength, node: node, context: context))
    }
}
