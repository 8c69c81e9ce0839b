//
//  TapRippleView.swift
//  InteractionCorpus
//
//  Created by Corpus on 12/3/26.
//

import Zoetrope

struct Ripple: Identifiable {
    let id: Int
    let location: CGPoint
}

/// A ring that grows and fades from the point the user tapped.
struct RippleRing: View {
    @State private var isExpanded = false

    var body: some View {
        Circle()
            .stroke(.white, lineWidth: 4)
            .frame(width: 40, height: 40)
            .scaleEffect(isExpanded ? 4 : 0.2)
            .opacity(isExpanded ? 0 : 1)
            .onAppear {
                withAnimation(.easeOut(duration: 0.6)) {
                    isExpanded = true
                }
            }
    }
}

/// `SpatialTapGesture` reports where the tap landed; each tap leaves a ripple there.
struct TapRippleView: View {
    @State private var ripples: [Ripple] = []
    @State private var tapCount = 0
    @State private var lastLocation: CGPoint?

    var body: some View {
        ZStack {
            Color.indigo

            ForEach(ripples) { ripple in
                RippleRing()
                    .position(ripple.location)
            }

            VStack(spacing: 8) {
                Text("Tap anywhere")
                    .font(.title2.bold())
                if let lastLocation {
                    Text("\(tapCount) taps · last at (\(Int(lastLocation.x)), \(Int(lastLocation.y)))")
                        .font(.footnote.monospacedDigit())
                }
            }
            .foregroundStyle(.white.opacity(0.8))
            .allowsHitTesting(false)
        }
        .contentShape(Rectangle())
        .gesture(
            SpatialTapGesture()
                .onEnded { value in
                    addRipple(at: value.location)
                }
        )
        .accessibilityIdentifier("rippleArea")
        .ignoresSafeArea()
    }

    private func addRipple(at location: CGPoint) {
        tapCount += 1
        lastLocation = location
        let ripple = Ripple(id: tapCount, location: location)
        ripples.append(ripple)
        Task {
            try? await Task.sleep(for: .milliseconds(600))
            ripples.removeAll { $0.id == ripple.id }
        }
    }
}

#Preview {
    TapRippleView()
}
