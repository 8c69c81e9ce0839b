import Testing
@testable import SystemResources

/// The affinity mask as `/proc/self/status` lists it (`Cpus_allowed_list`), well formed and not.
@Suite struct AffinityListTests {
    @Test func lists() {
        #expect(CPUInputs.cpuListCount("0") == 1)
        #expect(CPUInputs.cpuListCount("0-1") == 2)
        #expect(CPUInputs.cpuListCount("0-3,8,10-11") == 7)
        #expect(CPUInputs.cpuListCount("4194303") == 1)
        #expect(CPUInputs.cpuListCount("0-4194303") == 1 << 22)
    }

    @Test func hostileLists() {
        for list in ["", ",", "0,", "-1", "1-0", "0--1", "0-1-2", "a", "0-a", "4194304", "0-4194304",
                     "\(Int.max)", "99999999999999999999", " 0", "0 ", "+1", "0x1"] {
            #expect(CPUInputs.cpuListCount(Substring(list)) == nil, "\(list.debugDescription)")
        }
    }

    @Test func statusFile() {
        let status = "Name:\tzoetrope\nCpus_allowed:\t1\nCpus_allowed_list:\t0\nMems_allowed_list:\t0\n"
        #expect(CPUInputs.affinityCount(status: status) == 1)
        #expect(CPUInputs.affinityCount(status: "Cpus_allowed_list:\t0-1\n") == 2)
        #expect(CPUInputs.affinityCount(status: "Name:\tx\n") == nil)
        #expect(CPUInputs.affinityCount(status: "Cpus_allowed_list:\tgarbage\n") == nil)
        #expect(CPUInputs.affinityCount(status: nil) == nil)
    }

    @Test func readsThisProcessStatus() throws {
        let status = try #require(CPUInputs.readSmallFile("/proc/self/status"))
        #expect(CPUInputs.affinityCount(status: status).map { $0 >= 1 } == true)
        #expect(CPUInputs.readSmallFile("/nonexistent/zoetrope") == nil)
    }
}
