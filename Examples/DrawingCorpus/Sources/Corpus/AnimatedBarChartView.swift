//
//  AnimatedBarChartView.swift
//  DrawingCorpus
//
//  Created by Corpus on 12/3/26.
//

import Zoetrope

struct MonthlySales: Identifiable {
    let id = UUID()
    let month: String
    let amount: Double
}

struct AnimatedBarChartView: View {
    let data: [MonthlySales] = [
        .init(month: "Jan", amount: 42),
        .init(month: "Feb", amount: 68),
        .init(month: "Mar", amount: 55),
        .init(month: "Apr", amount: 90),
        .init(month: "May", amount: 74),
        .init(month: "Jun", amount: 110),
    ]

    @State private var animateBars = false

    private var maxAmount: Double {
        data.map(\.amount).max() ?? 1
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Sales")
                .font(.title2.bold())
            Text("First half of 2026")
                .font(.caption)
                .foregroundStyle(.secondary)

            HStack(alignment: .bottom, spacing: 14) {
                ForEach(Array(data.enumerated()), id: \.element.id) { index, item in
                    VStack(spacing: 6) {
                        Text("\(Int(item.amount))")
                            .font(.caption2.monospacedDigit())
                            .foregroundStyle(.secondary)
                            .opacity(animateBars ? 1 : 0)

                        RoundedRectangle(cornerRadius: 6)
                            .fill(
                                LinearGradient(colors: [.blue, .cyan], startPoint: .bottom, endPoint: .top)
                            )
                            .frame(width: 28, height: animateBars ? CGFloat(item.amount / maxAmount) * 160 : 0)
                            .animation(
                                .spring(response: 0.6, dampingFraction: 0.7).delay(Double(index) * 0.08),
                                value: animateBars
                            )

                        Text(item.month)
                            .font(.caption)
                    }
                }
            }
            .frame(height: 210, alignment: .bottom)
        }
        .padding()
        .background(
            RoundedRectangle(cornerRadius: 20, style: .continuous)
                .fill(Color(.systemBackground))
                .shadow(color: .black.opacity(0.08), radius: 10, y: 4)
        )
        .onAppear {
            animateBars = true
        }
    }
}

#Preview {
    AnimatedBarChartView()
        .padding()
}
