import Testing

/// `#Preview` in each form Xcode writes expands to an enum with the preview's value (`make()`) and
/// its self-registering `swift5_tests` record.
@Suite struct PreviewExpansionTests {
    /// The expansion of a `#Preview` at line `line` with `name` and `traits` whose body is `content`.
    static func expansion(name: String = "nil", traits: String = "[]", line: Int = 1, content: String,
                          holder: String = "__macro_local_7PreviewfMu_", members: String = "") -> String {
        """
        enum \(holder) {
        \(members)    static func make() -> ZoetropeUI.Preview {
                ZoetropeUI.Preview(__name: \(name), traits: \(traits), fileID: "TestModule/test.swift", filePath: "test.swift", line: \(line)) {
                    \(content)
                }
            }
            @section("swift5_tests") @used static let record: ZoetropeUI.__PreviewRecord = (
                0x7a707276, 0, { out, type, _, _ in
                    ZoetropeUI.__storePreview(\(holder).make(), at: out, ifTypeIs: type)
                }, 0, 0)
        }
        """
    }

    @Test func unnamed() {
        assertPreviewExpansion("#Preview { ContentView() }", expandedSource: Self.expansion(content: "ContentView()"))
    }

    @Test func named() {
        assertPreviewExpansion(
            """
            #Preview("Dark mode") {
                ContentView()
            }
            """,
            expandedSource: Self.expansion(name: "\"Dark mode\"", content: "ContentView()"))
    }

    @Test func namedWithATrait() {
        assertPreviewExpansion(
            """
            #Preview("Name", traits: .sizeThatFitsLayout) { Badge().padding() }
            """,
            expandedSource: Self.expansion(name: "\"Name\"", traits: "[.sizeThatFitsLayout]", content: "Badge().padding()"))
    }

    @Test func variadicTraitsWithoutAName() {
        assertPreviewExpansion(
            """


            #Preview(traits: .landscapeLeft, .fixedLayout(width: 300, height: 200)) {
                Card()
            }
            """,
            expandedSource: "\n\n" + Self.expansion(traits: "[.landscapeLeft, .fixedLayout(width: 300, height: 200)]", line: 3,
                                                    content: "Card()"))
    }

    @Test func orientations() {
        assertPreviewExpansion(
            "#Preview(traits: .portrait) { A() }",
            expandedSource: Self.expansion(traits: "[.portrait]", content: "A()"))
        assertPreviewExpansion(
            "#Preview(\"R\", traits: .landscapeRight) { A() }",
            expandedSource: Self.expansion(name: "\"R\"", traits: "[.landscapeRight]", content: "A()"))
    }

    @Test func bodyAsALabelledArgument() {
        assertPreviewExpansion(
            "#Preview(\"B\", body: { A() })",
            expandedSource: Self.expansion(name: "\"B\"", content: "A()"))
    }

    @Test func previewableVariablesBecomeAViewsState() {
        assertPreviewExpansion(
            """
            #Preview {
                @Previewable @State var on = false
                @Previewable @State var level: Double = 0.5
                Toggle("On", isOn: $on)
                Slider(value: $level)
            }
            """,
            expandedSource: Self.expansion(
                content: "__macro_local_14PreviewContentfMu_()",
                members: """
                    struct __macro_local_14PreviewContentfMu_: ZoetropeUI.View {
                        @State var on = false
                        @State var level: Double = 0.5
                        var body: some ZoetropeUI.View {
                            Toggle("On", isOn: $on)
                            Slider(value: $level)
                        }
                    }

                """))
    }
}
