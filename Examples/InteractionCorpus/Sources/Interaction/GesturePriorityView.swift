//
//  GesturePriorityView.swift
//  InteractionCorpus
//
//  Created by Corpus on 12/3/26.
//

import Zoetrope

struct TapCounts {
    var star = 0
    var row = 0
}

/// Three identical rows, each with a tappable star inside a tappable row. Tapping the star shows
/// who gets the tap: by default the child; with `.highPriorityGesture` the row; with
/// `.simultaneousGesture` both.
struct GesturePriorityView: View {
    @State private var normal = TapCounts()
    @State private var priority = TapCounts()
    @State private var simultaneous = TapCounts()

    var body: some View {
        VStack(spacing: 16) {
            row("Default", counts: normal, id: "default") { normal.star += 1 }
                .onTapGesture { normal.row += 1 }

            row("High priority", counts: priority, id: "highPriority") { priority.star += 1 }
                .highPriorityGesture(
                    TapGesture().onEnded { priority.row += 1 }
                )

            row("Simultaneous", counts: simultaneous, id: "simultaneous") { simultaneous.star += 1 }
                .simultaneousGesture(
                    TapGesture().onEnded { simultaneous.row += 1 }
                )

            Button("Reset") {
                normal = TapCounts()
                priority = TapCounts()
                simultaneous = TapCounts()
            }
            .padding(.top)
        }
        .padding()
    }

    private func row(_ title: String, counts: TapCounts, id: String, onStarTap: @escaping () -> Void) -> some View {
        HStack {
            VStack(alignment: .leading, spacing: 4) {
                Text(title)
                    .font(.headline)
                Text("star \(counts.star) · row \(counts.row)")
                    .font(.caption.monospacedDigit())
                    .foregroundStyle(.secondary)
            }
            Spacer()
            Circle()
                .fill(Color.orange)
                .frame(width: 44, height: 44)
                .overlay(Image(systemName: "star.fill").foregroundStyle(.white))
                .onTapGesture(perform: onStarTap)
                .accessibilityIdentifier("\(id).star")
        }
        .padding()
        .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 14))
        .contentShape(RoundedRectangle(cornerRadius: 14))
    }
}

#Preview {
    GesturePriorityView()
}
