import Foundation

/// Tells a container something while its content resolves: `update` runs on the object the
/// environment holds for it (a navigation bar's model, a sheet's settings, a stack's
/// destinations), if any, then the content resolves. The container reads what was gathered after
/// its content has resolved — SwiftUI's preferences, for values read within one update.
struct _GatheringModifier<Model: AnyObject>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let model: (EnvironmentValues) -> Model?
    let update: (Model) -> Void

    func resolve<Modified: View>(content: Modified, at node: ViewNode, in context: ResolveContext, into elements: inout [ViewElement]) {
        if let target = model(context.environment) { update(target) }
        content.resolve(node.child(.content), context, &elements)
    }
}
