//
//  BreathingView.swift
//  Corpus
//
//  Created by Corpus on 12/2/26.
//

import Zoetrope

struct BreathingView: View {
    @State private var isExpanded = false

    var body: some View {
        ZStack {
            Color.black
                .ignoresSafeArea()

            ZStack {
                ForEach(0..<6) { index in
                    Circle()
                        .fill(
                            LinearGradient(colors: [.mint, .teal], startPoint: .top, endPoint: .bottom)
                        )
                        .frame(width: 120, height: 120)
                        .offset(x: isExpanded ? 60 : 0)
                        .rotationEffect(.degrees(Double(index) * 60))
                        .opacity(0.5)
                        .blendMode(.plusLighter)
                }
            }
            .rotationEffect(.degrees(isExpanded ? 90 : 0))
            .scaleEffect(isExpanded ? 1 : 0.3)

            Text("Breathe")
                .font(.title2.weight(.light))
                .foregroundColor(.white)
                .offset(y: 200)
        }
        .onAppear {
            withAnimation(.easeInOut(duration: 4).repeatForever()) {
                isExpanded = true
            }
        }
    }
}

#Preview {
    BreathingView()
}
