//
//  DonutChartView.swift
//  DrawingCorpus
//
//  Created by Corpus on 12/3/26.
//

import Zoetrope

struct ExpenseCategory: Identifiable {
    let id = UUID()
    let name: String
    let value: Double
    let color: Color
}

struct DonutChartView: View {
    let categories: [ExpenseCategory] = [
        ExpenseCategory(name: "Rent", value: 1200, color: .blue),
        ExpenseCategory(name: "Food", value: 450, color: .orange),
        ExpenseCategory(name: "Transport", value: 180, color: .green),
        ExpenseCategory(name: "Fun", value: 260, color: .pink),
        ExpenseCategory(name: "Other", value: 110, color: .gray),
    ]

    @State private var animationAmount: CGFloat = 0

    private var total: Double { categories.reduce(0) { $0 + $1.value } }

    /// Start and end fractions of every slice around the ring.
    private var segments: [(category: ExpenseCategory, start: CGFloat, end: CGFloat)] {
        var start: CGFloat = 0
        return categories.map { category in
            let end = start + CGFloat(category.value / total)
            defer { start = end }
            return (category, start, end)
        }
    }

    var body: some View {
        VStack(spacing: 24) {
            ZStack {
                ForEach(segments, id: \.category.id) { segment in
                    Circle()
                        .trim(from: segment.start * animationAmount, to: segment.end * animationAmount)
                        .stroke(segment.category.color, style: StrokeStyle(lineWidth: 36, lineCap: .butt))
                        .rotationEffect(.degrees(-90))
                }

                VStack {
                    Text("Total")
                        .font(.caption)
                        .foregroundColor(.secondary)
                    Text(total, format: .currency(code: "USD").precision(.fractionLength(0)))
                        .font(.title2.bold())
                }
            }
            .frame(width: 200, height: 200)

            VStack(alignment: .leading, spacing: 8) {
                ForEach(categories) { category in
                    HStack {
                        Circle()
                            .fill(category.color)
                            .frame(width: 10, height: 10)
                        Text(category.name)
                        Spacer()
                        Text("\(Int(category.value / total * 100))%")
                            .foregroundColor(.secondary)
                    }
                    .font(.subheadline)
                }
            }
            .padding(.horizontal, 40)
        }
        .onAppear {
            withAnimation(.easeOut(duration: 1.0)) {
                animationAmount = 1
            }
        }
    }
}

#Preview {
    DonutChartView()
}
