//
//  ShoppingCartView.swift
//  Corpus
//
//  Created by Corpus on 12/2/26.
//

import Zoetrope

final class CartModel: ObservableObject {
    @Published var items: [String] = ["🍎 Apple", "🥐 Croissant"]

    func add(_ item: String) {
        items.append(item)
    }
}

struct CartBadgeButton: View {
    @ObservedObject var cart: CartModel

    var body: some View {
        Image(systemName: "cart.fill")
            .font(.title2)
            .overlay(alignment: .topTrailing) {
                Text("\(cart.items.count)")
                    .font(.caption2.bold())
                    .foregroundColor(.white)
                    .padding(4)
                    .background(Circle().fill(Color.red))
                    .offset(x: 8, y: -8)
            }
    }
}

struct ShoppingCartView: View {
    @StateObject private var cart = CartModel()

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack {
                Text("Cart")
                    .font(.largeTitle.bold())
                Spacer()
                CartBadgeButton(cart: cart)
            }

            ForEach(cart.items, id: \.self) { item in
                Text(item)
                    .padding(.vertical, 4)
                Divider()
            }

            Button {
                withAnimation {
                    cart.add("🧃 Juice")
                }
            } label: {
                Label("Add juice", systemImage: "plus.circle.fill")
            }

            Spacer()
        }
        .padding()
    }
}

struct ShoppingCartView_Previews: PreviewProvider {
    static var previews: some View {
        ShoppingCartView()
    }
}
