import Foundation
import GLESRenderer
import RenderCommands
import Testing
import ZoetropeUI
import Geometry2D
import VectorPath

/// View-level features (issue 37's families) drawn by both backends: each view's display list on
/// the GPU against the software renderer. They share the lowering (filters, backdrops, masks,
/// mesh images), so the pictures differ only as anti-aliasing does (4× MSAA against analytic
/// coverage), softened where a blur or an image lies over the edges.
///
/// Tolerance (as TextParityTests, since most views hold text): mean absolute difference ≤ 2.5 (of
/// 255) and at most 6 % of the pixels off by more than 16.
@Suite struct ViewParityTests {
    typealias Maker = TextParityTests.AnyViewMaker

    static let views: [(String, Maker)] = [
        ("mesh gradient", Maker {
            MeshGradient(width: 3, height: 3, points: [[0, 0], [0.5, 0], [1, 0], [0, 0.5], [0.7, 0.35], [1, 0.5],
                                                       [0, 1], [0.5, 1], [1, 1]],
                         colors: [.purple, .indigo, .blue, .pink, .orange, .cyan, .red, .yellow, .mint])
                .clipShape(RoundedRectangle(cornerRadius: 24, style: .continuous))
                .frame(width: 120, height: 150).padding(8)
        }),
        ("canvas particles", Maker {
            Canvas { context, size in
                for i in 0..<60 {
                    let angle = Double(i) * 0.7, r = 8 + Double(i % 9) * 6
                    let p = CGPoint(x: size.width / 2 + r * cos(angle), y: size.height / 2 + r * sin(angle))
                    context.opacity = 0.4 + Double(i % 5) * 0.12
                    context.fill(Path(ellipseIn: CGRect(x: p.x - 3, y: p.y - 3, width: 6, height: 6)),
                                 with: .color(Color(hue: Double(i) / 60, saturation: 0.8, brightness: 0.9)))
                }
                context.addFilter(.blur(radius: 1))
                context.stroke(Path(ellipseIn: CGRect(x: 10, y: 10, width: size.width - 20, height: size.height - 20)),
                               with: .linearGradient(Gradient(colors: [.blue, .pink]), startPoint: .zero,
                                                     endPoint: CGPoint(x: size.width, y: size.height)), lineWidth: 3)
            }
            .frame(width: 140, height: 140)
        }),
        ("blurred shadowed cards", Maker {
            HStack(spacing: 12) {
                ForEach(0..<3) { i in
                    RoundedRectangle(cornerRadius: 12, style: .continuous)
                        .fill(Color(hue: Double(i) / 3, saturation: 0.6, brightness: 0.9).gradient)
                        .frame(width: 44, height: 64)
                        .shadow(color: .black.opacity(0.3), radius: 6, y: 4)
                        .blur(radius: Double(i))
                }
            }.padding(16)
        }),
        ("lazy grid", Maker {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 36), spacing: 6)], spacing: 6) {
                ForEach(0..<15) { i in
                    RoundedRectangle(cornerRadius: 6).fill(Color(hue: Double(i) / 15, saturation: 0.7, brightness: 0.9))
                        .frame(height: 36).overlay(Text("\(i)").font(.caption).foregroundStyle(.white))
                }
            }.frame(width: 180).padding(6)
        }),
        ("inset grouped list", Maker {
            List {
                Section("Account") {
                    Label("Profile", systemImage: "person.crop.circle")
                    Toggle("Notifications", isOn: .constant(true))
                }
            }
            .frame(width: 220, height: 180)
        }),
        ("navigation title and material", Maker {
            NavigationStack {
                ZStack {
                    LinearGradient(colors: [.orange, .pink], startPoint: .top, endPoint: .bottom)
                    Text("Glass").padding().background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 12))
                }
                .navigationTitle("Library")
            }
            .frame(width: 200, height: 220)
        }),
        ("shape booleans in a container shape", Maker {
            HStack(spacing: 8) {
                Circle().subtracting(Circle().scale(0.55)).fill(.orange)
                Circle().offset(x: -14).intersection(Circle().offset(x: 14)).fill(.teal)
                ContainerRelativeShape().fill(.indigo.gradient)
                    .overlay(Circle().lineSubtraction(Rectangle().scale(x: 1, y: 0.4)).stroke(.white, lineWidth: 3))
            }
            .padding(10)
            .containerShape(.rect(cornerRadius: 22))
            .background(.gray.opacity(0.2), in: .rect(cornerRadius: 22))
            .frame(width: 220, height: 84)
        }),
        ("tab bar", Maker {
            TabView {
                Text("Home").tabItem { Label("Home", systemImage: "house") }
                Text("Search").tabItem { Label("Search", systemImage: "magnifyingglass") }
            }
            .frame(width: 200, height: 160)
        }),
    ]

    @Test(needsGPU, arguments: views.map(\.0)) func viewMatchesTheSoftwareRenderer(name: String) throws {
        let maker = try #require(Self.views.first { $0.0 == name }?.1)
        let (list, size) = try maker.displayList(1)
        let width = Int(size.width.rounded(.up)), height = Int(size.height.rounded(.up))
        let gpu = try GPU.render(list, width: width, height: height)
        let cpu = try GPU.reference(list, width: width, height: height)
        let difference = try ImageDifference(between: gpu, and: cpu)
        GPU.expectAnalyticParity(difference, name)
        print("view parity \(name), \(width)×\(height): \(difference)")
        #expect(difference.meanAbsoluteDifference <= 2.5, "\(name): \(difference)")
        #expect(difference.fractionOfPixelsOff <= 0.06, "\(name): \(difference)")
        #expect(gpu.isValidPremultiplied)
    }
}
