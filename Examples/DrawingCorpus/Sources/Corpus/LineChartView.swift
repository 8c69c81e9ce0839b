//
//  LineChartView.swift
//  DrawingCorpus
//
//  Created by Corpus on 12/3/26.
//

import Zoetrope

struct LineGraph: Shape {
    var dataPoints: [CGFloat]

    func path(in rect: CGRect) -> Path {
        func point(at index: Int) -> CGPoint {
            let x = rect.width * CGFloat(index) / CGFloat(dataPoints.count - 1)
            let y = rect.height * (1 - dataPoints[index])
            return CGPoint(x: x, y: y)
        }

        return Path { path in
            guard dataPoints.count > 1 else { return }
            path.move(to: point(at: 0))
            for index in dataPoints.indices.dropFirst() {
                path.addLine(to: point(at: index))
            }
        }
    }
}

struct AreaGraph: Shape {
    var dataPoints: [CGFloat]

    func path(in rect: CGRect) -> Path {
        var path = LineGraph(dataPoints: dataPoints).path(in: rect)
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.closeSubpath()
        return path
    }
}

struct LineChartView: View {
    // Normalised heart-rate readings (0...1)
    let readings: [CGFloat] = [0.2, 0.35, 0.3, 0.55, 0.45, 0.7, 0.62, 0.85, 0.6, 0.75]

    @State private var progress: CGFloat = 0
    @State private var showArea = false

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            HStack {
                Image(systemName: "heart.fill")
                    .foregroundColor(.red)
                Text("Heart Rate")
                    .font(.headline)
                Spacer()
                Text("72 BPM")
                    .font(.subheadline.bold())
                    .foregroundColor(.red)
            }

            ZStack {
                // Grid lines
                VStack(spacing: 0) {
                    ForEach(0..<4) { _ in
                        Divider()
                        Spacer()
                    }
                    Divider()
                }

                AreaGraph(dataPoints: readings)
                    .fill(
                        LinearGradient(colors: [.red.opacity(0.35), .red.opacity(0.0)],
                                       startPoint: .top, endPoint: .bottom)
                    )
                    .opacity(showArea ? 1 : 0)

                LineGraph(dataPoints: readings)
                    .trim(from: 0, to: progress)
                    .stroke(Color.red, style: StrokeStyle(lineWidth: 3, lineCap: .round, lineJoin: .round))
            }
            .frame(height: 180)
        }
        .padding()
        .onAppear {
            withAnimation(.easeInOut(duration: 1.2)) {
                progress = 1
            }
            withAnimation(.easeIn(duration: 0.5).delay(1.0)) {
                showArea = true
            }
        }
    }
}

#Preview {
    LineChartView()
}
