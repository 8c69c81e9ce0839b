import Foundation
import Testing
import AnimationCore
import Geometry2D
import OpenCombine
@testable import ZoetropeUI

private final class Counter: ObservableObject {
    nonisolated(unsafe) static var made = 0
    @Published var count = 0
    init() { Counter.made += 1 }
}

private struct Bar: View {
    @ObservedObject var counter: Counter
    var body: some View { Rectangle().frame(width: 10 + 10 * CGFloat(counter.count), height: 10) }
}

private struct Owner: View {
    @StateObject private var counter = Counter()
    var animated = false
    var body: some View {
        VStack {
            Bar(counter: counter)
            Circle().frame(width: 20, height: 20).onTapGesture {
                if animated { withAnimation(.linear(duration: 1)) { counter.count += 1 } } else { counter.count += 1 }
            }
        }
    }
}

private final class Store: ObservableObject {
    @Published var name = "a"
    @Published var width: CGFloat = 30
}

private struct StoreReader: View {
    @EnvironmentObject var store: Store
    var body: some View {
        Rectangle().frame(width: store.width, height: 10).onTapGesture { store.width += 10 }
    }
}

private struct BindingWriter: View {
    @StateObject private var store = Store()
    var body: some View { Toggler(width: $store.width) }
}

private struct Toggler: View {
    @Binding var width: CGFloat
    var body: some View { Rectangle().frame(width: width, height: 10).onTapGesture { width = 80 } }
}

/// `ObservableObject` + `@Published` with `@StateObject`, `@ObservedObject`, `@EnvironmentObject` and
/// `$model.property` bindings: a published change updates the views holding the object, in the
/// change's transaction.
@Suite(.serialized) struct ObservableObjectTests {
    @Test func aStateObjectIsMadeOnceAndAPublishedChangeUpdatesTheViewsHoldingIt() throws {
        Counter.made = 0
        let board = story { Owner() }.tap(.kind("Circle"), at: 0.5).tap(.kind("Circle"), at: 1)
        let session = board.session()
        #expect(try session.frame(at: 0.25, fps: 60).find(.kind("Rectangle")).frame.width == 10)
        #expect(try session.frame(at: 0.75, fps: 60).find(.kind("Rectangle")).frame.width == 20)
        #expect(try session.frame(at: 1.5, fps: 60).find(.kind("Rectangle")).frame.width == 30)
        #expect(Counter.made == 1, "the @StateObject's expression ran once for the identity")
    }

    @Test func aChangeInWithAnimationAnimatesWithItsTransaction() throws {
        let board = story { Owner(animated: true) }.tap(.kind("Circle"), at: 0.5)
        // linear(duration: 1) from 10 to 20 starting at 0.5: at 1.0 the width is halfway.
        let half = try board.frame(at: 1.0).find(.kind("Rectangle")).frame.width
        #expect(abs(half - 15) < 1e-6, "\(half)")
        #expect(try board.frame(at: 1.6).find(.kind("Rectangle")).frame.width == 20)
    }

    @Test func anEnvironmentObjectIsFoundByTypeAndUpdatesItsReaders() throws {
        let store = Store()
        let board = story { StoreReader().environmentObject(store) }.tap(.kind("Rectangle"), at: 0.5)
        #expect(try board.frame(at: 0.2).find(.kind("Rectangle")).frame.width == 30)
        #expect(try board.frame(at: 0.6).find(.kind("Rectangle")).frame.width == 40)
    }

    @Test func aMissingEnvironmentObjectFailsTheFrameNamingTheType() {
        #expect(throws: ViewGraphError.missingEnvironmentObject("Store")) {
            _ = try story { StoreReader() }.frame(at: 0)
        }
        #expect(ViewGraphError.missingEnvironmentObject("Store").description.contains("environmentObject(_:) for Store"))
    }

    @Test func projectedBindingsWriteThroughToTheObject() throws {
        let board = story { BindingWriter() }.tap(.kind("Rectangle"), at: 0.5)
        #expect(try board.frame(at: 0.2).find(.kind("Rectangle")).frame.width == 30)
        #expect(try board.frame(at: 0.6).find(.kind("Rectangle")).frame.width == 80)
    }

    @Test func theCombineVocabularyIsOpenCombines() {
        var received: [Int] = []
        let subject = PassthroughSubject<Int, Never>()
        let cancellable = subject.map { $0 * 2 }.sink { received.append($0) }
        subject.send(1)
        subject.send(2)
        cancellable.cancel()
        subject.send(3)
        #expect(received == [2, 4])
    }
}
