//
//  MenuItemRow.swift
//  Corpus
//
//  Created by Corpus on 12/2/26.
//

import Zoetrope

struct MenuItemRow: View {
    let name: String
    let price: String

    var body: some View {
        HStack {
            Image("logo")
                .renderingMode(.original)
                .resizable()
                .frame(width: 32, height: 32)
            Text(name)
                .foregroundColor(Color("Brand"))
            Spacer()
            Text(price)
                .bold()
        }
        .padding()
        .background(Color("CardBackground"))
        .cornerRadius(10)
    }
}

struct MenuItemRow_Previews: PreviewProvider {
    static var previews: some View {
        MenuItemRow(name: "Flat white", price: "$4.20")
            .padding()
            .previewLayout(.sizeThatFits)
    }
}
