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
