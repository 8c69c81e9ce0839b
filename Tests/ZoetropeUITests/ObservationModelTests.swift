import Foundation
import Testing
import AnimationCore
import Geometry2D
import Observation
@testable import ZoetropeUI

@Observable private final class Model {
    var width: CGFloat = 20
    var unread = 0
}

private final class BodyLog { var runs = 0 }

private struct Holder: View {
    @State private var model = Model()
    var animated = false
    var body: some View {
        VStack {
            Rectangle().frame(width: model.width, height: 10)
            Circle().frame(width: 20, height: 20).onTapGesture {
                if animated { withAnimation(.linear(duration: 1)) { model.width = 60 } } else { model.width = 60 }
            }
        }
    }
}

private struct EnvironmentReader: View {
    @Environment(Model.self) private var model
    var body: some View {
        Rectangle().frame(width: model.width, height: 10).onTapGesture { model.width += 5 }
    }
}

private struct OptionalReader: View {
    @Environment(Model.self) private var model: Model?
    var body: some View { Rectangle().frame(width: model?.width ?? 7, height: 10) }
}

private struct BindableEditor: View {
    @Bindable var model: Model
    var body: some View { Setter(width: $model.width) }
}

private struct Setter: View {
    @Binding var width: CGFloat
    var body: some View { Rectangle().frame(width: width, height: 10).onTapGesture { width = 90 } }
}

/// `@Observable` models: in `@State`, through `@Environment(Model.self)` and `.environment(_:)`,
/// and `@Bindable`; views update when what a body read changes, in the change's transaction.
@Suite struct ObservationModelTests {
    @Test func aModelInStateUpdatesTheViewsThatReadIt() throws {
        let board = story { Holder() }.tap(.kind("Circle"), at: 0.5)
        #expect(try board.frame(at: 0.25).find(.kind("Rectangle")).frame.width == 20)
        #expect(try board.frame(at: 0.75).find(.kind("Rectangle")).frame.width == 60)
    }

    @Test func aChangeInWithAnimationAnimates() throws {
        let board = story { Holder(animated: true) }.tap(.kind("Circle"), at: 0.5)
        let half = try board.frame(at: 1.0).find(.kind("Rectangle")).frame.width
        #expect(abs(half - 40) < 1e-6, "\(half)")
    }

    @Test func aModelInTheEnvironmentIsFoundByType() throws {
        let model = Model()
        let board = story { EnvironmentReader().environment(model) }.tap(.kind("Rectangle"), at: 0.5)
        #expect(try board.frame(at: 0.2).find(.kind("Rectangle")).frame.width == 20)
        #expect(try board.frame(at: 0.6).find(.kind("Rectangle")).frame.width == 25)
        #expect(try story { OptionalReader() }.frame(at: 0).find(.kind("Rectangle")).frame.width == 7)
        #expect(throws: ViewGraphError.missingEnvironmentObject("Model")) {
            _ = try story { EnvironmentReader() }.frame(at: 0)
        }
    }

    @Test func bindableGivesBindingsToTheModelsProperties() throws {
        let model = Model()
        let board = story { BindableEditor(model: model) }.tap(.kind("Rectangle"), at: 0.5)
        #expect(try board.frame(at: 0.6).find(.kind("Rectangle")).frame.width == 90)
        #expect(model.width == 90)
    }

    @Test func aChangeOutsideAnyBodyReadDoesNotUpdate() throws {
        // `unread` is never read by a body: writing it queues no update (checked through the
        // graph's update count staying where it is).
        let model = Model()
        let graph = ViewGraph(size: CGSize(width: 100, height: 100)) { EnvironmentReader().environment(model) }
        try graph.start()
        try graph.redraw(at: 0.1)
        let pass = graph.pass
        try graph.perform(at: 0.2) { model.unread += 1 }
        #expect(graph.pass == pass)
        try graph.perform(at: 0.3) { model.width = 50 }
        #expect(graph.pass == pass + 1)
    }
}
