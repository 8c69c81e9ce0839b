//
//  SparklineView.swift
//  DrawingCorpus
//
//  Created by Corpus on 12/3/26.
//

import Zoetrope

struct Sparkline: Shape {
    var values: [Double]

    func path(in rect: CGRect) -> Path {
        var path = Path()
        guard let minValue = values.min(), let maxValue = values.max(), values.count > 1 else {
            return path
        }
        let range = max(maxValue - minValue, 0.0001)
        let stepX = rect.width / CGFloat(values.count - 1)

        for (index, value) in values.enumerated() {
            let x = CGFloat(index) * stepX
            let y = rect.height - CGFloat((value - minValue) / range) * rect.height
            if index == 0 {
                path.move(to: CGPoint(x: x, y: y))
            } else {
                path.addLine(to: CGPoint(x: x, y: y))
            }
        }
        return path
    }
}

struct Stock: Identifiable {
    let id = UUID()
    let symbol: String
    let name: String
    let prices: [Double]

    var change: Double {
        guard let first = prices.first, let last = prices.last else { return 0 }
        return (last - first) / first * 100
    }
}

struct StockRow: View {
    let stock: Stock
    @State private var drawn = false

    var body: some View {
        HStack {
            VStack(alignment: .leading) {
                Text(stock.symbol)
                    .font(.headline)
                Text(stock.name)
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            Sparkline(values: stock.prices)
                .trim(from: 0, to: drawn ? 1 : 0)
                .stroke(stock.change >= 0 ? Color.green : Color.red,
                        style: StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round))
                .frame(width: 80, height: 32)
            Text(String(format: "%+.2f%%", stock.change))
                .font(.subheadline.monospacedDigit().bold())
                .foregroundColor(.white)
                .frame(width: 76, alignment: .trailing)
                .padding(.vertical, 4)
                .padding(.horizontal, 6)
                .background(stock.change >= 0 ? Color.green : Color.red, in: RoundedRectangle(cornerRadius: 6))
        }
        .onAppear {
            withAnimation(.easeInOut(duration: 1.0)) {
                drawn = true
            }
        }
    }
}

struct SparklineView: View {
    let stocks = [
        Stock(symbol: "AAPL", name: "Apple Inc.", prices: [188, 190, 187, 192, 195, 193, 198, 201]),
        Stock(symbol: "TSLA", name: "Tesla, Inc.", prices: [250, 244, 246, 238, 232, 236, 229, 224]),
        Stock(symbol: "MSFT", name: "Microsoft", prices: [410, 412, 409, 415, 418, 417, 421, 425]),
        Stock(symbol: "NFLX", name: "Netflix", prices: [620, 615, 630, 625, 610, 605, 612, 600]),
    ]

    var body: some View {
        VStack(spacing: 0) {
            ForEach(stocks) { stock in
                StockRow(stock: stock)
                    .padding(.vertical, 10)
                Divider()
            }
        }
        .padding(.horizontal)
    }
}

#Preview {
    SparklineView()
}
