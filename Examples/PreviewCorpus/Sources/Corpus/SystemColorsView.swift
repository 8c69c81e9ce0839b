//
//  SystemColorsView.swift
//  Corpus
//
//  Created by Corpus on 12/2/26.
//

import Zoetrope

struct SystemColorSwatch: View {
    let name: String
    let color: Color

    var body: some View {
        HStack {
            RoundedRectangle(cornerRadius: 6)
                .fill(color)
                .frame(width: 36, height: 36)
                .overlay(
                    RoundedRectangle(cornerRadius: 6)
                        .strokeBorder(Color(uiColor: .separator), lineWidth: 1)
                )
            Text(name)
                .font(.system(.body, design: .monospaced))
            Spacer()
        }
    }
}

struct SystemColorsView: View {
    var body: some View {
        VStack(spacing: 8) {
            SystemColorSwatch(name: "systemBackground", color: Color(uiColor: .systemBackground))
            SystemColorSwatch(name: "secondarySystemBackground", color: Color(UIColor.secondarySystemBackground))
            SystemColorSwatch(name: "label", color: Color(.label))
            SystemColorSwatch(name: "secondaryLabel", color: Color(uiColor: .secondaryLabel))
            SystemColorSwatch(name: "systemBlue", color: Color(.systemBlue))
            SystemColorSwatch(name: "systemGray5", color: Color(.systemGray5))
            SystemColorSwatch(name: "accent via UIColor", color: Color(uiColor: UIColor(Color.accentColor)))
        }
        .padding()
        .background(Color(uiColor: .systemBackground))
    }
}

struct SystemColorsView_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            SystemColorsView()
            SystemColorsView()
                .preferredColorScheme(.dark)
        }
        .previewLayout(.sizeThatFits)
    }
}
