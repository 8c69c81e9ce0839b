//
//  CheckoutView.swift
//  Corpus
//
//  Created by Corpus on 12/2/26.
//

import Zoetrope

struct CheckoutView: View {
    let items: [(name: String, price: Double)] = [
        ("Latte", 4.50),
        ("Croissant", 3.25),
        ("Orange juice", 3.80),
    ]

    var total: Double {
        items.reduce(0) { $0 + $1.price }
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(items, id: \.name) { item in
                HStack {
                    Text(item.name)
                    Spacer()
                    Text(item.price, format: .currency(code: "USD"))
                        .foregroundStyle(.secondary)
                }
                .padding()
                Divider()
            }
            Spacer()
        }
        .safeAreaInset(edge: .bottom) {
            HStack {
                VStack(alignment: .leading) {
                    Text("Total")
                        .font(.caption)
                        .foregroundStyle(.secondary)
                    Text(total, format: .currency(code: "USD"))
                        .font(.title3.bold())
                }
                Spacer()
                Button("Pay") {}
                    .buttonStyle(.borderedProminent)
                    .controlSize(.large)
            }
            .padding()
            .background(.ultraThinMaterial)
        }
    }
}

#Preview {
    CheckoutView()
}
