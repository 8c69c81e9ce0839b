//
//  WelcomeBackgroundView.swift
//  Corpus
//
//  Created by Corpus on 12/2/26.
//

import Zoetrope

struct WelcomeBackgroundView: View {
    var body: some View {
        ZStack {
            LinearGradient(gradient: Gradient(colors: [Color.orange, Color.pink]), startPoint: .topLeading, endPoint: .bottomTrailing)
                .edgesIgnoringSafeArea(.all)

            VStack(alignment: .leading, spacing: 8) {
                Text("Good morning")
                    .font(.largeTitle)
                    .fontWeight(.bold)
                    .foregroundColor(.white)
                Text("Tuesday, December 2")
                    .font(.headline)
                    .foregroundColor(Color.white.opacity(0.8))
                Spacer()
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding()
        }
    }
}

struct WelcomeBackgroundView_Previews: PreviewProvider {
    static var previews: some View {
        WelcomeBackgroundView()
            .previewDevice("iPhone 11")
    }
}
