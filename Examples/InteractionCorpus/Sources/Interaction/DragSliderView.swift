//
//  DragSliderView.swift
//  InteractionCorpus
//
//  Created by Corpus on 12/3/26.
//

import Zoetrope

/// A custom slider: a `DragGesture(minimumDistance: 0)` inside a `GeometryReader` maps the
/// finger's x position to a value in 0...1. Tapping the track jumps there.
struct VolumeSlider: View {
    @Binding var value: Double

    private let knobSize: CGFloat = 28

    var body: some View {
        GeometryReader { geometry in
            let width = geometry.size.width
            let knobX = CGFloat(value) * width

            ZStack(alignment: .leading) {
                Capsule()
                    .fill(Color.gray.opacity(0.25))
                    .frame(height: 8)
                Capsule()
                    .fill(Color.accentColor)
                    .frame(width: knobX, height: 8)
                Circle()
                    .fill(.white)
                    .shadow(color: .black.opacity(0.2), radius: 3, y: 1)
                    .frame(width: knobSize, height: knobSize)
                    .offset(x: knobX - knobSize / 2)
            }
            .frame(maxHeight: .infinity)
            .contentShape(Rectangle())
            .gesture(
                DragGesture(minimumDistance: 0)
                    .onChanged { drag in
                        value = min(max(Double(drag.location.x / width), 0), 1)
                    }
            )
        }
        .frame(height: 44)
    }
}

struct DragSliderView: View {
    @State private var volume = 0.3

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            HStack {
                Image(systemName: volume == 0 ? "speaker.slash.fill" : "speaker.wave.2.fill")
                Text("Volume")
                Spacer()
                Text("\(Int((volume * 100).rounded()))%")
                    .monospacedDigit()
            }
            .font(.headline)

            VolumeSlider(value: $volume)
                .accessibilityLabel("Volume")
                .accessibilityValue("\(Int((volume * 100).rounded())) percent")

            Button("Mute") {
                withAnimation(.easeOut(duration: 0.25)) {
                    volume = 0
                }
            }
            .buttonStyle(.bordered)
        }
        .padding(24)
    }
}

#Preview {
    DragSliderView()
}
