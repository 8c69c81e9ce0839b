import Foundation
import Geometry2D
import Testing
@testable import ZoetropeUI

/// UIKit's feedback generators: headless, each records what it was asked to play.
@Suite(.serialized) struct FeedbackGeneratorTests {
    struct Counter: View {
        @State var count = 0
        var body: some View {
            Button("Add") {
                count += 1
                UIImpactFeedbackGenerator(style: .light).impactOccurred()
            }
        }
    }

    @Test func aTapRecordsItsImpact() throws {
        UIFeedbackGenerator.removeAllRecorded()
        let board = Storyboard("haptics", size: CGSize(width: 200, height: 100), duration: 1) { Counter() }
            .tap(.label("Add"), at: 0.1).tap(.label("Add"), at: 0.2)
        _ = try board.frame(at: 0.5)
        let impacts = UIFeedbackGenerator.recorded.filter { $0 == .impact(.light, intensity: 1) }
        #expect(impacts.count == 2, "\(UIFeedbackGenerator.recorded)")
    }

    struct Liker: View {
        @State var liked = false
        var body: some View {
            Button("Like") { liked.toggle() }
                .sensoryFeedback(.impact(weight: .light), trigger: liked)
                .sensoryFeedback(.success, trigger: liked) { _, new in new }
        }
    }

    @Test func sensoryFeedbackIsRecordedWhenItsTriggerChanges() throws {
        UIFeedbackGenerator.removeAllRecorded()
        let board = Storyboard("sensory", size: CGSize(width: 200, height: 100), duration: 1) { Liker() }
            .tap(.label("Like"), at: 0.1).tap(.label("Like"), at: 0.2)
        _ = try board.frame(at: 0.5)
        let recorded = UIFeedbackGenerator.recorded
        #expect(recorded.filter { $0 == .sensory("impact") }.count == 2, "\(recorded)")
        #expect(recorded.filter { $0 == .sensory("success") }.count == 1, "only when liked: \(recorded)")
    }

    @Test func theOtherGeneratorsAndHostileIntensity() {
        UIFeedbackGenerator.removeAllRecorded()
        let impact = UIImpactFeedbackGenerator(style: .rigid)
        impact.prepare()
        impact.impactOccurred(intensity: .nan)
        impact.impactOccurred(intensity: 7)
        impact.impactOccurred(intensity: 0.25)
        UINotificationFeedbackGenerator().notificationOccurred(.success)
        UISelectionFeedbackGenerator().selectionChanged()
        #expect(UIImpactFeedbackGenerator().style == .medium)
        #expect(UIFeedbackGenerator.recorded == [
            .impact(.rigid, intensity: 1), .impact(.rigid, intensity: 1), .impact(.rigid, intensity: 0.25),
            .notification(.success), .selectionChanged,
        ])
        for _ in 0..<10_050 { UISelectionFeedbackGenerator().selectionChanged() }
        #expect(UIFeedbackGenerator.recorded.count == 10_000)
        UIFeedbackGenerator.removeAllRecorded()
    }
}
