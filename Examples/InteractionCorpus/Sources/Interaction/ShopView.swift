//
//  ShopView.swift
//  InteractionCorpus
//
//  Created by Corpus on 12/3/26.
//

import Zoetrope

/// A cart shared through `.environmentObject` and read with `@EnvironmentObject`; the badge on the
/// toolbar-style header bumps when the count changes.
final class CartStore: ObservableObject {
    @Published private(set) var quantities: [String: Int] = [:]

    var totalCount: Int {
        quantities.values.reduce(0, +)
    }

    func add(_ product: String) {
        quantities[product, default: 0] += 1
    }

    func empty() {
        quantities.removeAll()
    }
}

struct CartBadge: View {
    @EnvironmentObject var cart: CartStore

    var body: some View {
        Image(systemName: "cart.fill")
            .font(.title2)
            .overlay(alignment: .topTrailing) {
                if cart.totalCount > 0 {
                    Text("\(cart.totalCount)")
                        .font(.caption2.bold())
                        .foregroundColor(.white)
                        .padding(5)
                        .background(Circle().fill(Color.red))
                        .offset(x: 10, y: -10)
                        .transition(.scale)
                }
            }
            .scaleEffect(cart.totalCount > 0 ? 1.0 : 0.9)
            .animation(.spring(response: 0.3, dampingFraction: 0.5), value: cart.totalCount)
            .accessibilityLabel("Cart")
            .accessibilityValue("\(cart.totalCount) items")
    }
}

struct ProductRow: View {
    let name: String
    let price: Double
    @EnvironmentObject private var cart: CartStore

    var body: some View {
        HStack {
            Text(name)
            Spacer()
            Text(price, format: .currency(code: "USD"))
                .foregroundStyle(.secondary)
            Button {
                cart.add(name)
            } label: {
                Image(systemName: "plus.circle.fill")
                    .font(.title2)
            }
            .accessibilityLabel("Add \(name)")
        }
        .padding(.vertical, 8)
    }
}

struct ShopView: View {
    @StateObject private var cart = CartStore()

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                Text("Bakery").font(.largeTitle.bold())
                Spacer()
                CartBadge()
            }
            ProductRow(name: "Croissant", price: 3.5)
            ProductRow(name: "Sourdough", price: 7)
            ProductRow(name: "Cinnamon roll", price: 4.25)
            Button("Empty cart", role: .destructive) {
                cart.empty()
            }
            .disabled(cart.totalCount == 0)
            Spacer()
        }
        .padding()
        .environmentObject(cart)
    }
}

struct ShopView_Previews: PreviewProvider {
    static var previews: some View {
        ShopView()
    }
}
