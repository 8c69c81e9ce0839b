//
//  StatsGridView.swift
//  DrawingCorpus
//
//  Created by Corpus on 12/3/26.
//

import Zoetrope

struct StatsGridView: View {
    @State private var steps = 0
    @State private var showDetails = false

    var body: some View {
        Grid(horizontalSpacing: 12, verticalSpacing: 12) {
            GridRow {
                StatTile(title: "Steps", value: "\(steps)", symbol: "figure.walk", color: .orange)
                    .gridCellColumns(2)
            }
            GridRow {
                StatTile(title: "Distance", value: "6.2 km", symbol: "map", color: .blue)
                StatTile(title: "Floors", value: "12", symbol: "stairs", color: .green)
            }
            GridRow {
                StatTile(title: "Sleep", value: "7h 40m", symbol: "bed.double.fill", color: .indigo)
                StatTile(title: "Heart", value: "64 bpm", symbol: "heart.fill", color: .red)
            }
            if showDetails {
                GridRow {
                    Text("Updated just now")
                        .font(.caption)
                        .foregroundStyle(.secondary)
                        .gridCellColumns(2)
                        .gridCellAnchor(.center)
                }
                .transition(.opacity)
            }
        }
        .padding()
        .onAppear {
            withAnimation(.easeOut(duration: 1)) {
                steps = 8_432
                showDetails = true
            }
        }
    }
}

struct StatTile: View {
    let title: String
    let value: String
    let symbol: String
    let color: Color

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Label(title, systemImage: symbol)
                .font(.subheadline.weight(.semibold))
                .foregroundStyle(color)
            Text(value)
                .font(.title2.bold())
                .contentTransition(.numericText())
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding()
        .background(color.opacity(0.12), in: RoundedRectangle(cornerRadius: 16, style: .continuous))
    }
}

#Preview {
    StatsGridView()
}
