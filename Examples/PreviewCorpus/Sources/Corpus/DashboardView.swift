//
//  DashboardView.swift
//  Corpus
//
//  Created by Corpus on 12/2/26.
//

import Zoetrope

struct DashboardTile: View {
    let title: String
    let value: String
    let symbol: String
    let color: Color

    @Environment(\.verticalSizeClass) private var verticalSizeClass

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Label(title, systemImage: symbol)
                .font(.subheadline.weight(.medium))
                .foregroundStyle(color)
            Text(value)
                .font(verticalSizeClass == .compact ? .title2.bold() : .largeTitle.bold())
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .padding()
        .background(Color(.secondarySystemGroupedBackground), in: RoundedRectangle(cornerRadius: 16, style: .continuous))
    }
}

struct DashboardView: View {
    var body: some View {
        GeometryReader { geometry in
            let isLandscape = geometry.size.width > geometry.size.height
            let layout = isLandscape ? AnyLayout(HStackLayout(spacing: 12)) : AnyLayout(VStackLayout(spacing: 12))

            layout {
                DashboardTile(title: "Steps", value: "8,421", symbol: "figure.walk", color: .green)
                DashboardTile(title: "Heart", value: "72 bpm", symbol: "heart.fill", color: .red)
                DashboardTile(title: "Sleep", value: "7h 12m", symbol: "bed.double.fill", color: .indigo)
            }
            .padding()
            .frame(width: geometry.size.width, height: geometry.size.height)
        }
        .background(Color(.systemGroupedBackground))
    }
}

#Preview("Portrait") {
    DashboardView()
}

#Preview(traits: .landscapeLeft) {
    DashboardView()
}
