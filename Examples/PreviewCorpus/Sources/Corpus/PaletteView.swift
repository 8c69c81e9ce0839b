//
//  PaletteView.swift
//  Corpus
//
//  Created by Corpus on 12/2/26.
//

import Zoetrope

struct PaletteView: View {
    let colors: [Color] = [
        Color(#colorLiteral(red: 0.9411764741, green: 0.4980392158, blue: 0.3529411852, alpha: 1)),
        Color(#colorLiteral(red: 0.9764705896, green: 0.850980401, blue: 0.5490196347, alpha: 1)),
        Color(#colorLiteral(red: 0.4666666687, green: 0.7647058964, blue: 0.2666666806, alpha: 1)),
        Color(#colorLiteral(red: 0.2588235438, green: 0.7568627596, blue: 0.9686274529, alpha: 1)),
    ]

    let titleUIColor = #colorLiteral(red: 0.1764705926, green: 0.01176470611, blue: 0.5607843399, alpha: 1)

    var body: some View {
        VStack(spacing: 12) {
            HStack(spacing: 0) {
                ForEach(colors.indices, id: \.self) { index in
                    colors[index]
                        .frame(height: 80)
                }
            }
            .clipShape(RoundedRectangle(cornerRadius: 12))

            HStack {
                Image(uiImage: #imageLiteral(resourceName: "logo"))
                    .resizable()
                    .frame(width: 32, height: 32)
                Text("Sunset palette")
                    .font(.headline)
                    .foregroundColor(Color(titleUIColor))
            }
        }
        .padding()
    }
}

#Preview {
    PaletteView()
}
