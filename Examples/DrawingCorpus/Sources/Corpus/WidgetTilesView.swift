//
//  WidgetTilesView.swift
//  DrawingCorpus
//
//  Created by Corpus on 12/4/26.
//

import Zoetrope

struct WidgetTile: View {
    let symbol: String
    let title: String
    let value: String
    let tint: Color

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Image(systemName: symbol)
                .font(.title3)
                .foregroundStyle(tint)
            Spacer()
            Text(value)
                .font(.title2.bold())
            Text(title)
                .font(.caption)
                .foregroundStyle(.secondary)
        }
        .padding(12)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading)
        .background(tint.opacity(0.15), in: ContainerRelativeShape())
    }
}

struct WidgetTilesView: View {
    @State private var highlighted = false

    var body: some View {
        VStack(spacing: 8) {
            HStack(spacing: 8) {
                WidgetTile(symbol: "figure.walk", title: "Steps", value: "8,412", tint: .green)
                WidgetTile(symbol: "flame.fill", title: "Calories", value: "512", tint: .orange)
            }
            HStack(spacing: 8) {
                WidgetTile(symbol: "heart.fill", title: "Heart", value: "68", tint: .pink)
                WidgetTile(symbol: "moon.fill", title: "Sleep", value: "7h 20m", tint: .indigo)
            }
        }
        .padding(10)
        .frame(width: 240, height: 240)
        .containerShape(.rect(cornerRadius: 30))
        .background(.background, in: .rect(cornerRadius: 30))
        .overlay {
            ContainerRelativeShape()
                .inset(by: highlighted ? 2 : 6)
                .stroke(.blue, lineWidth: highlighted ? 4 : 0)
        }
        .containerShape(.rect(cornerRadius: 30))
        .padding()
        .background(Color(white: 0.92))
        .onAppear {
            withAnimation(.easeInOut(duration: 0.6).delay(0.5)) {
                highlighted = true
            }
        }
    }
}

#Preview {
    WidgetTilesView()
}
