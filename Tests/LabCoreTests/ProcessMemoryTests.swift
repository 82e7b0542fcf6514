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

    @Test("a statm line's second number is the resident pages; anything else reads as nothing")
    func statmLine() {
        #expect(ProcessMemory.residentPages(statm: Array("1186 412 301 1 0 205 0\n".utf8)) == 412)
        #expect(ProcessMemory.residentPages(statm: Array("9 7".utf8)) == 7)
        #expect(ProcessMemory.residentPages(statm: Array("1186\n".utf8)) == nil)
        #expect(ProcessMemory.residentPages(statm: Array("1186 x12 301\n".utf8)) == nil)
        #expect(ProcessMemory.residentPages(statm: Array("".utf8)) == nil)
    }

    @Test("the resident kilobytes read from the statm line are about those the status page gives")
    func statmAgreesWithStatus() throws {
        // Other tests allocate in this process meanwhile: the two readings agree to a few MB.
        let status = try #require(ProcessMemory.statusKilobytes("VmRSS"))
        let statm = try #require(ProcessMemory.residentKilobytes())
        #expect(abs(statm - status) < 16 * 1024)
    }

    @Test("a process or field that is not there reads as nothing")
    func missingIsNil() {
        #expect(ProcessMemory.statusKilobytes("NoSuchField") == nil)
        #expect(ProcessMemory.residentKilobytes(pid: -1) == nil)
    }
}
