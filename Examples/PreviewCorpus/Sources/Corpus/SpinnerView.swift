//
//  SpinnerView.swift
//  Corpus
//
//  Created by Corpus on 12/2/26.
//

import Zoetrope

struct SpinnerView: View {
    @State private var isRotating = false
    var lineWidth: CGFloat = 6

    var body: some View {
        Circle()
            .trim(from: 0.0, to: 0.75)
            .stroke(
                AngularGradient(gradient: Gradient(colors: [Color.blue.opacity(0.1), Color.blue]), center: .center),
                style: StrokeStyle(lineWidth: lineWidth, lineCap: .round)
            )
            .frame(width: 48, height: 48)
            .rotationEffect(Angle(degrees: isRotating ? 360 : 0))
            .onAppear {
                withAnimation(Animation.linear(duration: 1).repeatForever(autoreverses: false)) {
                    isRotating = true
                }
            }
    }
}

struct SpinnerView_Previews: PreviewProvider {
    static var previews: some View {
        SpinnerView()
            .padding()
            .previewLayout(.sizeThatFits)
    }
}
