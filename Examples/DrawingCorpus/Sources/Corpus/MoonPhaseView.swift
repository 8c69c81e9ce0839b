//
//  MoonPhaseView.swift
//  DrawingCorpus
//
//  Created by Corpus on 12/4/26.
//

import Zoetrope

struct MoonShape: Shape {
    var phase: Double

    var animatableData: Double {
        get { phase }
        set { phase = newValue }
    }

    func path(in rect: CGRect) -> Path {
        let moon = Circle().path(in: rect)
        let shadow = Circle().path(in: rect.offsetBy(dx: rect.width * phase, dy: 0))
        return moon.subtracting(shadow)
    }
}

struct MoonPhaseView: View {
    @State private var phase = 0.15

    var body: some View {
        VStack(spacing: 20) {
            ZStack {
                Circle()
                    .fill(.white.opacity(0.08))
                MoonShape(phase: phase)
                    .fill(
                        LinearGradient(colors: [.yellow, .orange], startPoint: .topLeading, endPoint: .bottomTrailing)
                    )
                    .shadow(color: .yellow.opacity(0.5), radius: 12)
                Circle()
                    .stroke(style: StrokeStyle(lineWidth: 1, dash: [2, 6]))
                    .foregroundStyle(.white.opacity(0.4))
                    .padding(-12)
            }
            .frame(width: 140, height: 140)

            HStack(spacing: 6) {
                ForEach(0..<5) { index in
                    Circle()
                        .intersection(Rectangle().offset(x: CGFloat(index - 2) * 4))
                        .fill(.white.opacity(index == 2 ? 1 : 0.4))
                        .frame(width: 14, height: 14)
                }
            }

            Text("Waxing Crescent")
                .font(.headline)
                .foregroundStyle(.white)
        }
        .padding(32)
        .background(Color(red: 0.05, green: 0.07, blue: 0.2), in: .rect(cornerRadius: 28))
        .onAppear {
            withAnimation(.easeInOut(duration: 3).repeatForever(autoreverses: true)) {
                phase = 0.85
            }
        }
    }
}

#Preview {
    MoonPhaseView()
}
