//
//  HoldToDeleteView.swift
//  InteractionCorpus
//
//  Created by Corpus on 12/3/26.
//

import Zoetrope

/// "Hold to delete": a ring fills while the finger is down; lifting early rewinds it, holding for
/// the full 1.5 s confirms.
struct HoldToDeleteView: View {
    @State private var progress: CGFloat = 0
    @State private var isPressing = false
    @State private var isConfirmed = false

    private let holdDuration = 1.5

    var body: some View {
        VStack(spacing: 24) {
            ZStack {
                Circle()
                    .stroke(Color.gray.opacity(0.2), lineWidth: 10)
                Circle()
                    .trim(from: 0, to: progress)
                    .stroke(isConfirmed ? Color.green : Color.red,
                            style: StrokeStyle(lineWidth: 10, lineCap: .round))
                    .rotationEffect(.degrees(-90))
                Image(systemName: isConfirmed ? "checkmark" : "trash")
                    .font(.system(size: 40, weight: .semibold))
                    .foregroundStyle(isConfirmed ? Color.green : Color.red)
            }
            .frame(width: 120, height: 120)
            .scaleEffect(isPressing ? 0.92 : 1)
            .animation(.easeInOut(duration: 0.2), value: isPressing)
            .contentShape(Circle())
            .onLongPressGesture(minimumDuration: holdDuration) {
                isConfirmed = true
                progress = 1
            } onPressingChanged: { pressing in
                isPressing = pressing
                if pressing {
                    withAnimation(.linear(duration: holdDuration)) {
                        progress = 1
                    }
                } else if !isConfirmed {
                    withAnimation(.easeOut(duration: 0.2)) {
                        progress = 0
                    }
                }
            }
            .accessibilityLabel("Hold to delete")

            Text(isConfirmed ? "Deleted" : (isPressing ? "Keep holding…" : "Press and hold to delete"))
                .font(.headline)

            Button("Reset") {
                isConfirmed = false
                progress = 0
            }
            .opacity(isConfirmed ? 1 : 0)
        }
        .padding()
    }
}

#Preview {
    HoldToDeleteView()
}
