import Foundation
import ZoetropeUI
import VectorPath
import Geometry2D
import AnimationCore
import LayerTree

/// A small settings screen: a title, a segmented picker that morphs a shape, a toggle that fades
/// a card, a button that springs a badge, a progress bar; the storyboard taps them in turn.
struct ControlsDemo: View {
    @State private var corner: CGFloat = 0
    @State private var showsCard = true
    @State private var bounced = false
    @State private var progress = 0.2

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Controls").font(.largeTitle.bold())
            Picker("Corner", selection: $corner.animation(.easeInOut(duration: 0.5))) {
                Text("Square").tag(CGFloat(0))
                Text("Rounded").tag(CGFloat(24))
                Text("Round").tag(CGFloat(60))
            }
            .pickerStyle(.segmented)
            RoundedRectangle(cornerRadius: corner).fill(Color.orange).frame(width: 120, height: 120)
                .frame(maxWidth: .infinity)
            Toggle("Show the card", isOn: $showsCard.animation(.linear(duration: 0.4)))
            Text("A card that fades when the toggle is off, with text that wraps over two lines.")
                .font(.callout).padding(12).background(RoundedRectangle(cornerRadius: 10).fill(Self.cardColor))
                .opacity(showsCard ? 1 : 0)
            HStack(alignment: .firstTextBaseline) {
                Button("Bounce") { withAnimation(.spring(response: 0.4, dampingFraction: 0.3)) { bounced.toggle() } }
                    .buttonStyle(.borderedProminent)
                Label("New", systemImage: "star.fill").foregroundColor(.orange).offset(x: bounced ? 40 : 0)
            }
            ProgressView("Progress", value: progress)
            Button("Advance") { withAnimation(.easeOut(duration: 0.5)) { progress = min(progress + 0.4, 1) } }
        }
        .padding(20)
    }

    /// The card: a light gray in light appearance, `secondarySystemBackground` in dark (a dynamic
    /// UIColor, as an app writes one).
    static let cardColor = Color(uiColor: UIColor { traits in
        traits.userInterfaceStyle == .dark ? .secondarySystemBackground : UIColor(white: 0.94, alpha: 1)
    })
}

extension SceneCatalog {
    /// The controls storyboard and its summary (`zoetrope render controls`).
    static var controlStoryboards: [Storyboard] {
        [
            Storyboard("controls", size: CGSize(width: 390, height: 720), duration: 4) { ControlsDemo() }
                .tap(.label("Rounded"), at: 0.5)
                .tap(.label("Show the card"), at: 1.2)
                .tap(.label("Bounce"), at: 1.8)
                .tap(.label("Advance"), at: 2.6)
                .tap(.label("Round"), at: 3.0),
        ]
    }
}
