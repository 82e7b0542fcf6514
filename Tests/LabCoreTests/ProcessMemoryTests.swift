import Foundation
@testable import LabCore
import Testing

@Suite struct ProcessMemoryTests {
    @Test("this process's resident kilobytes are read, and its peak is at least as many")
    func readsItsOwnMemory() throws {
        let resident = try #require(ProcessMemory.residentKilobytes())
        let peak = try #require(ProcessMemory.peakKilobytes())
        #expect(resident > 1_000, "a Swift test process holds more than a megabyte")
        #expect(peak >= resident)
        #expect(ProcessMemory.residentKilobytes(pid: getpid()) != nil)
    }

    @Test("the resident kilobytes read from the short statm line are those the status page gives")
    func statmAgreesWithStatus() throws {
        // Read around the other so that memory the reading itself takes cannot make them differ.
        let before = try #require(ProcessMemory.statusKilobytes("VmRSS"))
        let resident = try #require(ProcessMemory.residentKilobytes())
        let after = try #require(ProcessMemory.statusKilobytes("VmRSS"))
        #expect(resident >= min(before, after) - 64 && resident <= max(before, after) + 64)
    }

    @Test("a process or field that is not there reads as nothing")
    func missingIsNil() {
        #expect(ProcessMemory.statusKilobytes("NoSuchField") == nil)
        #expect(ProcessMemory.residentKilobytes(pid: -1) == nil)
    }
}
