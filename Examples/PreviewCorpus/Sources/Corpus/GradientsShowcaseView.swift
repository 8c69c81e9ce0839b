//
//  GradientsShowcaseView.swift
//  Corpus
//
//  Created by Corpus on 12/2/26.
//

import Zoetrope

struct GradientsShowcaseView: View {
    var body: some View {
        VStack(spacing: 16) {
            RoundedRectangle(cornerRadius: 16)
                .fill(LinearGradient(gradient: Gradient(colors: [.blue, .purple]), startPoint: .leading, endPoint: .trailing))
                .frame(height: 60)

            HStack(spacing: 16) {
                Circle()
                    .fill(RadialGradient(gradient: Gradient(colors: [.yellow, .orange, .red]), center: .center, startRadius: 5, endRadius: 50))
                Circle()
                    .fill(AngularGradient(gradient: Gradient(colors: [.red, .yellow, .green, .blue, .purple, .red]), center: .center))
                Ellipse()
                    .fill(EllipticalGradient(colors: [.white, .cyan, .blue]))
            }
            .frame(height: 100)

            RoundedRectangle(cornerRadius: 16)
                .fill(.linearGradient(colors: [.mint, .teal], startPoint: .top, endPoint: .bottom))
                .frame(height: 60)

            Capsule()
                .fill(Color.indigo.gradient)
                .frame(height: 44)
                .overlay(
                    Text("Gradient")
                        .bold()
                        .foregroundStyle(.white)
                )

            Rectangle()
                .fill(
                    LinearGradient(
                        stops: [
                            .init(color: .black, location: 0),
                            .init(color: .clear, location: 0.7),
                        ],
                        startPoint: .bottom,
                        endPoint: .top
                    )
                )
                .frame(height: 60)
        }
        .padding()
    }
}

#Preview {
    GradientsShowcaseView()
}
