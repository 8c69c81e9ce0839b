//
//  PhotoGridHeroView.swift
//  DrawingCorpus
//
//  Created by Corpus on 12/3/26.
//

import Zoetrope

struct Photo: Identifiable, Hashable {
    let id: Int
    let symbol: String
    let color: Color
    let title: String
}

struct PhotoGridHeroView: View {
    @Namespace private var animation
    @State private var selectedPhoto: Photo?

    let photos: [Photo] = [
        Photo(id: 1, symbol: "leaf.fill", color: .green, title: "Forest"),
        Photo(id: 2, symbol: "drop.fill", color: .blue, title: "Lake"),
        Photo(id: 3, symbol: "sun.max.fill", color: .orange, title: "Desert"),
        Photo(id: 4, symbol: "snowflake", color: .cyan, title: "Glacier"),
        Photo(id: 5, symbol: "flame.fill", color: .red, title: "Volcano"),
        Photo(id: 6, symbol: "moon.stars.fill", color: .indigo, title: "Night sky"),
    ]

    let columns = [GridItem(.flexible()), GridItem(.flexible())]

    var body: some View {
        ZStack {
            ScrollView {
                LazyVGrid(columns: columns, spacing: 16) {
                    ForEach(photos) { photo in
                        if selectedPhoto != photo {
                            tile(for: photo)
                                .frame(height: 150)
                                .onTapGesture {
                                    withAnimation(.spring(response: 0.5, dampingFraction: 0.8)) {
                                        selectedPhoto = photo
                                    }
                                }
                        } else {
                            Color.clear.frame(height: 150)
                        }
                    }
                }
                .padding()
            }

            if let photo = selectedPhoto {
                VStack(alignment: .leading, spacing: 16) {
                    tile(for: photo)
                        .frame(height: 360)
                    Text(photo.title)
                        .font(.largeTitle.bold())
                        .matchedGeometryEffect(id: "title\(photo.id)", in: animation, properties: .position)
                    Text("A short description of the place, the light and the season it was taken in.")
                        .foregroundStyle(.secondary)
                        .transition(.opacity)
                    Spacer()
                }
                .padding()
                .background(Color(.systemBackground))
                .zIndex(1)
                .onTapGesture {
                    withAnimation(.spring(response: 0.5, dampingFraction: 0.8)) {
                        selectedPhoto = nil
                    }
                }
            }
        }
        .onAppear {
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.4) {
                withAnimation(.spring(response: 0.5, dampingFraction: 0.8)) {
                    selectedPhoto = photos[2]
                }
            }
        }
    }

    private func tile(for photo: Photo) -> some View {
        RoundedRectangle(cornerRadius: 20, style: .continuous)
            .fill(photo.color.gradient)
            .overlay {
                Image(systemName: photo.symbol)
                    .font(.system(size: 48))
                    .foregroundStyle(.white)
            }
            .matchedGeometryEffect(id: photo.id, in: animation)
    }
}

#Preview {
    PhotoGridHeroView()
}
