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

    @Test("a process or field that is not there reads as nothing")
    func missingIsNil() {
        #expect(ProcessMemory.statusKilobytes("NoSuchField") == nil)
        #expect(ProcessMemory.residentKilobytes(pid: -1) == nil)
    }
}
