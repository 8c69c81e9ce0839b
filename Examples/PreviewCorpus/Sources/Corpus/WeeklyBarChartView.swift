//
//  WeeklyBarChartView.swift
//  Corpus
//
//  Created by Corpus on 12/2/26.
//

import Zoetrope

struct WeeklyBarChartView: View {
    let values: [Double] = [0.3, 0.55, 0.8, 0.45, 0.95, 0.6, 0.7]
    let labels = ["M", "T", "W", "T", "F", "S", "S"]

    @State private var animate = false

    var body: some View {
        GeometryReader { geo in
            HStack(alignment: .bottom, spacing: 8) {
                ForEach(values.indices, id: \.self) { i in
                    VStack {
                        RoundedRectangle(cornerRadius: 6)
                            .fill(i == 4 ? Color.accentColor : Color.accentColor.opacity(0.4))
                            .frame(height: animate ? (geo.size.height - 24) * values[i] : 0)
                        Text(labels[i])
                            .font(.caption2)
                            .foregroundColor(.secondary)
                    }
                    .frame(maxWidth: .infinity)
                }
            }
            .frame(maxHeight: .infinity, alignment: .bottom)
        }
        .frame(height: 200)
        .padding()
        .onAppear {
            withAnimation(.spring(response: 0.6, dampingFraction: 0.7).delay(0.2)) {
                animate = true
            }
        }
    }
}

#Preview {
    WeeklyBarChartView()
}
