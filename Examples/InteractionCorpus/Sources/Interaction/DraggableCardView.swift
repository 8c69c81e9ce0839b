//
//  DraggableCardView.swift
//  InteractionCorpus
//
//  Created by Corpus on 12/3/26.
//

import Zoetrope

/// A card that follows the finger and springs back to the centre when released.
struct DraggableCardView: View {
    // `@GestureState` resets itself when the gesture ends; the reset transaction animates it home.
    @GestureState(resetTransaction: Transaction(animation: .spring(response: 0.45, dampingFraction: 0.55)))
    private var dragOffset: CGSize = .zero

    private var isDragging: Bool { dragOffset != .zero }

    var body: some View {
        VStack(spacing: 32) {
            RoundedRectangle(cornerRadius: 24, style: .continuous)
                .fill(Color.blue.gradient)
                .frame(width: 220, height: 300)
                .overlay {
                    VStack(spacing: 12) {
                        Image(systemName: "hand.draw.fill")
                            .font(.system(size: 44))
                        Text(isDragging ? "Let go!" : "Drag me")
                            .font(.title2.bold())
                    }
                    .foregroundStyle(.white)
                }
                .shadow(color: .black.opacity(0.25), radius: isDragging ? 18 : 6, y: isDragging ? 12 : 4)
                .scaleEffect(isDragging ? 1.05 : 1)
                .rotationEffect(.degrees(Double(dragOffset.width / 25)))
                .offset(dragOffset)
                .gesture(
                    DragGesture()
                        .updating($dragOffset) { value, state, _ in
                            state = value.translation
                        }
                )
                .accessibilityLabel("card")

            Text("x: \(Int(dragOffset.width))  y: \(Int(dragOffset.height))")
                .font(.footnote.monospacedDigit())
                .foregroundStyle(.secondary)
        }
        .padding()
    }
}

#Preview {
    DraggableCardView()
}
