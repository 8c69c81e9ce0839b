//
//  ColorSchemeAwareView.swift
//  Corpus
//
//  Created by Corpus on 12/2/26.
//

import Zoetrope

struct ColorSchemeAwareView: View {
    @Environment(\.colorScheme) var colorScheme

    var body: some View {
        VStack(spacing: 12) {
            Text(colorScheme == .dark ? "🌙" : "☀️")
                .font(.system(size: 64))
            Text(colorScheme == .dark ? "Dark mode" : "Light mode")
                .font(.title2.bold())
                .foregroundColor(colorScheme == .dark ? .white : .black)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(colorScheme == .dark ? Color.black : Color.white)
    }
}

struct ColorSchemeAwareView_Previews: PreviewProvider {
    static var previews: some View {
        ForEach(ColorScheme.allCases, id: \.self) {
            ColorSchemeAwareView().preferredColorScheme($0)
        }
    }
}
