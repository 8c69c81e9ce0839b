import Foundation
import Testing
import Zoetrope

@Suite struct ScenesCommandTests {
    @Test func listsEveryBuiltInSceneWithItsParameters() throws {
        let result = try CommandLineRunner.run(["scenes"])
        #expect(result.status == 0)
        for scene in SceneCatalog.all {
            #expect(result.stdout.contains(scene.name), "missing \(scene.name)")
            for parameter in scene.parameters {
                #expect(result.stdout.contains("--param \(parameter.name)="), "missing \(scene.name).\(parameter.name)")
            }
        }
    }

    @Test func unknownSceneIsAUsageErrorNamingTheKnownOnes() throws {
        let result = try CommandLineRunner.run(["sample", "nosuchscene"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("unknown scene 'nosuchscene'"))
        // Scenes and storyboards alike.
        #expect(result.stderr.contains("flower") && result.stderr.contains("cardify") && result.stderr.contains("rotating-card"),
                "\(result.stderr)")
    }

    @Test func sampleprintsOneLinePerFrame() throws {
        let result = try CommandLineRunner.run(["sample", "flower", "--frames", "0..<4", "--param", "n=8"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == 4)
        #expect(lines.first?.hasPrefix("frame 0 t=0.0000 sides=3.00000") == true)
    }

    @Test func badParameterIsAUsageError() throws {
        let outOfRange = try CommandLineRunner.run(["sample", "flower", "--param", "n=1"])
        #expect(outOfRange.status == 64)
        let unknown = try CommandLineRunner.run(["sample", "flower", "--param", "bogus=1"])
        #expect(unknown.status == 64)
        #expect(unknown.stderr.contains("bogus"))
        let malformed = try CommandLineRunner.run(["sample", "flower", "--param", "n"])
        #expect(malformed.status == 64)
    }

    @Test func helpAndVersionArePrintedOnStandardOutputWithStatusZero() throws {
        for arguments in [["--help"], ["render", "--help"], ["help", "draw"], ["--version"]] {
            let result = try CommandLineRunner.run(arguments)
            #expect(result.status == 0, "\(arguments)")
            #expect(!result.stdout.isEmpty, "\(arguments)")
            #expect(!result.stderr.contains("error"), "\(arguments): \(result.stderr)")
        }
    }
}
