//
//  CountdownView.swift
//  Corpus
//
//  Created by Corpus on 12/2/26.
//

import Zoetrope

struct CountdownView: View {
    @State private var remaining = 10
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    var body: some View {
        VStack(spacing: 8) {
            Text(remaining == 0 ? "🚀" : "\(remaining)")
                .font(.system(size: 96, weight: .heavy, design: .rounded))
                .monospacedDigit()
                .contentTransition(.numericText(countsDown: true))
            Text(remaining == 0 ? "Liftoff!" : "T-minus")
                .font(.headline)
                .foregroundColor(.secondary)
        }
        .onReceive(timer) { _ in
            if remaining > 0 {
                withAnimation {
                    remaining -= 1
                }
            }
        }
    }
}

#Preview {
    CountdownView()
}
