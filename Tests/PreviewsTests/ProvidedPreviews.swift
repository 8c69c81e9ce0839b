import Zoetrope

// PreviewProvider types of this test module, as Xcode 14 files write them (found by their
// conformance, with nothing registered).

struct SwatchRow_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            Swatch(color: .red).previewLayout(.sizeThatFits)
            Swatch(color: .green)
                .previewLayout(.fixed(width: 100, height: 50))
                .previewDisplayName("Fixed swatch")
            Swatch(color: .blue)
                .previewDevice(PreviewDevice(rawValue: "iPhone SE (3rd generation)"))
                .previewInterfaceOrientation(.landscapeLeft)
        }
    }
}

enum DeviceSwatches_Previews: PreviewProvider {
    static var previews: some View {
        ForEach(["iPhone 15", "iPad Pro 11-inch"], id: \.self) { device in
            Swatch(color: .orange)
                .previewDevice(PreviewDevice(rawValue: device))
                .previewDisplayName("Swatch on \(device)")
        }
    }
}

struct DarkSwatch_Previews: PreviewProvider {
    static var previews: some View {
        Swatch(color: .black)
            .padding(10)
            .preferredColorScheme(.dark)
            .previewLayout(.sizeThatFits)
    }
}

/// Turns a quarter from its `onAppear`: each render of its preview must start unturned, however
/// many renders (and the ideal-size measurement) came before.
struct TurningSwatch: View {
    @State private var turned = false
    var body: some View {
        Swatch(color: .purple)
            .rotationEffect(.degrees(turned ? 90 : 0))
            .onAppear { withAnimation(.linear(duration: 1)) { turned = true } }
    }
}

struct Turning_Previews: PreviewProvider {
    static var previews: some View {
        TurningSwatch().previewLayout(.sizeThatFits)
    }
}

/// A row that spans what it is offered (a `Spacer`): `.sizeThatFits` offers the device's screen,
/// as Xcode does, so the canvas is the screen's width and the row's height.
struct SpanningRow_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            HStack {
                Swatch(color: .red)
                Spacer()
            }
            .previewLayout(.sizeThatFits)
            HStack {
                Swatch(color: .red)
                Spacer()
            }
            .previewLayout(.sizeThatFits)
            .previewDevice(PreviewDevice(rawValue: "iPhone SE (3rd generation)"))
        }
    }
}
