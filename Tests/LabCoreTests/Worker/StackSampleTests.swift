import Foundation
@testable import LabCore
import Testing

@Suite("Reading where a stopped worker's main thread is")
struct StackSampleTests {
    @Test("the stack pointer and program counter are the last two numbers, in a system call or out of one; a running thread gives none")
    func registers() {
        let inCall = StackSample.registers(syscall: "230 0x0 0x0 0x7ffc658293f0 0x7ffc658293f0 0x0 0x0 0x7ffc658293b0 0x7fb8b5ced545\n")
        #expect(inCall?.stackPointer == 0x7ffc_6582_93b0)
        #expect(inCall?.programCounter == 0x7fb8_b5ce_d545)
        let outside = StackSample.registers(syscall: "-1 0x7ffcc9eb8d40 0x7f5988c2f63d\n")
        #expect(outside?.stackPointer == 0x7ffc_c9eb_8d40)
        #expect(outside?.programCounter == 0x7f59_88c2_f63d)
        #expect(StackSample.registers(syscall: "running\n") == nil)
        #expect(StackSample.registers(syscall: "") == nil)
    }

    @Test("a maps line gives its range, whether it is code, its offset in the file and the file; anonymous memory has no file")
    func mappings() {
        let code = StackSample.Mapping(line: "7f3b2d228000-7f3b2d3bd000 r-xp 00028000 08:01 1234   /tmp/gesture-lab-scene-x/scene1.so")
        #expect(code == StackSample.Mapping(start: 0x7f3b_2d22_8000, end: 0x7f3b_2d3b_d000, isExecutable: true, offset: 0x28000,
                                            path: "/tmp/gesture-lab-scene-x/scene1.so"))
        let anonymous = StackSample.Mapping(line: "7ffc65809000-7ffc6582a000 rw-p 00000000 00:00 0")
        #expect(anonymous?.isExecutable == false)
        #expect(anonymous?.path == nil)
        #expect(StackSample.Mapping(line: "7ffc65809000-7ffc6582a000 rw-p") == nil)
        #expect(StackSample.Mapping(line: "not a mapping at all") == nil)
    }

    /// A library loaded at 0x1000: its header at offset 0, its code at 0x2000 to 0x3000.
    static let library = [
        StackSample.Mapping(start: 0x1000, end: 0x2000, isExecutable: false, offset: 0, path: "/s/scene1.so"),
        StackSample.Mapping(start: 0x2000, end: 0x3000, isExecutable: true, offset: 0x1000, path: "/s/scene1.so"),
    ]

    @Test("a program counter in the library's code is the sample itself, relative to where the library is loaded")
    func programCounterInLibrary() {
        let sample = StackSample.find(programCounter: 0x2345, words: [0x2100], library: Self.library)
        #expect(sample == StackSample(address: 0x1345, isProgramCounter: true))
        #expect(sample?.lookupAddress == 0x1345)
    }

    @Test("a program counter in the C library leaves the innermost return address into the library's code, one byte back for its line")
    func returnAddressOnTheStack() {
        // Saved registers, a pointer into the library's header (data, not code), then two
        // return addresses into its code: the innermost one counts.
        let words: [UInt64] = [0, 0x7fff_0000_1234, 0x1800, 0x2abc, 0x2def]
        let sample = StackSample.find(programCounter: 0x7f00_0000_0000, words: words, library: Self.library)
        #expect(sample == StackSample(address: 0x1abc, isProgramCounter: false))
        #expect(sample?.lookupAddress == 0x1abb)
    }

    @Test("a stack with no address in the library's code gives no sample")
    func nothingFound() {
        #expect(StackSample.find(programCounter: 0x9000, words: [0x1800, 0x3000, 0], library: Self.library) == nil)
        #expect(StackSample.find(programCounter: 0x2345, words: [], library: []) == nil)
    }
}
