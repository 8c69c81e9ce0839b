//
//  RotateDialView.swift
//  InteractionCorpus
//
//  Created by Corpus on 12/3/26.
//

import Zoetrope

/// A dial turned with two fingers (iOS 17 `RotateGesture`). The live rotation lives in
/// `@GestureState`; it is added to the stored angle when the gesture ends.
struct RotateDialView: View {
    @State private var angle: Angle = .zero
    @GestureState private var gestureRotation: Angle = .zero

    private var displayedDegrees: Int {
        let degrees = (angle + gestureRotation).degrees.truncatingRemainder(dividingBy: 360)
        return Int((degrees < 0 ? degrees + 360 : degrees).rounded())
    }

    var body: some View {
        VStack(spacing: 32) {
            ZStack {
                Circle()
                    .fill(Color.orange.gradient)
                ForEach(0..<12) { tick in
                    Capsule()
                        .fill(.white.opacity(0.6))
                        .frame(width: 3, height: 12)
                        .offset(y: -88)
                        .rotationEffect(.degrees(Double(tick) * 30))
                }
                Capsule()
                    .fill(.white)
                    .frame(width: 8, height: 70)
                    .offset(y: -45)
            }
            .frame(width: 200, height: 200)
            .rotationEffect(angle + gestureRotation)
            .gesture(
                RotateGesture()
                    .updating($gestureRotation) { value, state, _ in
                        state = value.rotation
                    }
                    .onEnded { value in
                        angle += value.rotation
                    }
            )
            .accessibilityLabel("Dial")
            .accessibilityValue("\(displayedDegrees) degrees")

            Text("\(displayedDegrees)°")
                .font(.system(size: 44, weight: .semibold, design: .rounded))
                .monospacedDigit()

            Button("Reset") {
                withAnimation(.spring(duration: 0.5, bounce: 0.3)) {
                    angle = .zero
                }
            }
        }
        .padding()
    }
}

#Preview {
    RotateDialView()
}
