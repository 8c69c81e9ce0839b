//
//  ScaleTransitionView.swift
//  Corpus
//
//  Created by Corpus on 12/2/26.
//

import Zoetrope

struct ScaleTransitionView: View {
    @State private var showCircle = true

    var body: some View {
        VStack(spacing: 24) {
            ZStack {
                if showCircle {
                    Circle()
                        .fill(Color.orange)
                        .frame(width: 120, height: 120)
                        .transition(.scale)
                }
            }
            .frame(width: 140, height: 140)

            Button(showCircle ? "Hide" : "Show") {
                withAnimation {
                    showCircle.toggle()
                }
            }
        }
    }
}

#Preview {
    ScaleTransitionView()
}
