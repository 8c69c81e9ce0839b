//
//  SuccessCheckmarkView.swift
//  Corpus
//
//  Created by Corpus on 12/2/26.
//

import Zoetrope

struct Checkmark: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.minX + rect.width * 0.22, y: rect.midY))
        path.addLine(to: CGPoint(x: rect.minX + rect.width * 0.42, y: rect.maxY - rect.height * 0.28))
        path.addLine(to: CGPoint(x: rect.maxX - rect.width * 0.2, y: rect.minY + rect.height * 0.3))
        return path
    }
}

struct SuccessCheckmarkView: View {
    @State private var drawProgress: CGFloat = 0
    @State private var circleScale: CGFloat = 0.6

    var body: some View {
        ZStack {
            Circle()
                .fill(Color.green.opacity(0.15))
                .scaleEffect(circleScale)

            Circle()
                .stroke(Color.green, lineWidth: 4)
                .scaleEffect(circleScale)

            Checkmark()
                .trim(from: 0, to: drawProgress)
                .stroke(Color.green, style: StrokeStyle(lineWidth: 8, lineCap: .round, lineJoin: .round))
        }
        .frame(width: 120, height: 120)
        .onAppear {
            withAnimation(.spring(response: 0.5, dampingFraction: 0.6)) {
                circleScale = 1
            }
            withAnimation(.easeOut(duration: 0.6).delay(0.3)) {
                drawProgress = 1
            }
        }
    }
}

#Preview {
    SuccessCheckmarkView()
}
