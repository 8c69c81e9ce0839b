//
//  ProfileHeaderView.swift
//  Corpus
//
//  Created by Corpus on 12/2/26.
//

import Zoetrope

struct ProfileHeaderView: View {
    let name: String
    let handle: String
    let followers: Int

    var body: some View {
        HStack(spacing: 16) {
            Circle()
                .fill(LinearGradient(colors: [.orange, .pink], startPoint: .topLeading, endPoint: .bottomTrailing))
                .frame(width: 64, height: 64)
                .overlay(
                    Text(String(name.prefix(1)))
                        .font(.title.bold())
                        .foregroundColor(.white)
                )

            VStack(alignment: .leading, spacing: 4) {
                Text(name)
                    .font(.title3.bold())
                Text("@\(handle)")
                    .foregroundColor(.secondary)
                Text("\(followers.formatted()) followers")
                    .font(.footnote)
                    .foregroundColor(.secondary)
            }

            Spacer()

            Button("Follow") {}
                .buttonStyle(.borderedProminent)
                .buttonBorderShape(.capsule)
        }
        .padding()
    }
}

struct ProfileHeaderView_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            ProfileHeaderView(name: "Ada Lovelace", handle: "ada", followers: 18_420)
                .previewLayout(.sizeThatFits)
                .previewDisplayName("Size that fits")

            ProfileHeaderView(name: "Grace Hopper", handle: "grace", followers: 1_204)
                .previewDevice(PreviewDevice(rawValue: "iPhone 15 Pro"))
                .previewDisplayName("iPhone 15 Pro")

            ProfileHeaderView(name: "Grace Hopper", handle: "grace", followers: 1_204)
                .previewDevice("iPhone SE (3rd generation)")
                .environment(\.dynamicTypeSize, .xxxLarge)
                .previewDisplayName("SE, large type")
        }
    }
}
