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
        let spaced = StackSample.Mapping(line: "7f3b2d228000-7f3b2d3bd000 r-xp 00000000 08:01 1234   /tmp/my scenes/scene1.so (deleted)")
        #expect(spaced?.path == "/tmp/my scenes/scene1.so")
        #expect(StackSample.Mapping(line: "not a mapping at all") == nil)
    }

    /// A library loaded at 0x1000: its header at offset 0, its code at 0x2000 to 0x3000.
    static let library = [
        StackSample.Mapping(start: 0x1000, end: 0x2000, isExecutable: false, offset: 0, path: "/s/scene1.so"),
        StackSample.Mapping(start: 0x2000, end: 0x3000, isExecutable: true, offset: 0x1000, path: "/s/scene1.so"),
    ]

    @Test("a program counter in the library's code comes first, as it is, relative to where the library is loaded")
    func programCounterInLibrary() {
        let sample = StackSample.find(programCounter: 0x2345, words: [0x2100], library: Self.library) { _ in true }
        #expect(sample == StackSample(addresses: [0x1345, 0x10ff]))
    }

    @Test("a program counter in the C library leaves the return addresses into the library's code, innermost first, one byte back for their lines")
    func returnAddressesOnTheStack() {
        // Saved registers, a pointer into the library's header (data, not code), a word into
        // its code that follows no call (a pointer to a function), then two return addresses.
        let words: [UInt64] = [0, 0x7fff_0000_1234, 0x1800, 0x2500, 0x2abc, 0x2def]
        let sample = StackSample.find(programCounter: 0x7f00_0000_0000, words: words, library: Self.library) { $0 != 0x2500 }
        #expect(sample == StackSample(addresses: [0x1abb, 0x1dee]))
    }

    @Test("at most eight return addresses are kept")
    func candidates() {
        let words = (0..<20).map { 0x2000 + UInt64($0) * 16 }
        #expect(StackSample.find(programCounter: 0, words: words, library: Self.library) { _ in true }?.addresses.count == StackSample.candidates)
    }

    @Test("a stack with no return address into the library's code, or a library not loaded, gives no sample")
    func nothingFound() {
        #expect(StackSample.find(programCounter: 0x9000, words: [0x1800, 0x3000, 0], library: Self.library) { _ in true } == nil)
        #expect(StackSample.find(programCounter: 0x2345, words: [], library: []) { _ in true } == nil)
        // Code without its first mapping: no load address to count from.
        #expect(StackSample.find(programCounter: 0x2345, words: [], library: [Self.library[1]]) { _ in true } == nil)
    }

    @Test("a return address follows a call: direct, or indirect through a register, memory or the global offset table")
    func followsCall() {
        #if arch(x86_64)
        #expect(StackSample.followsCall([0x90, 0x90, 0x90, 0xE8, 0x10, 0x20, 0x30, 0x40]))        // call rel32
        #expect(StackSample.followsCall([0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0xFF, 0xD0]))        // call rax
        #expect(StackSample.followsCall([0x90, 0x90, 0x90, 0x90, 0x90, 0x41, 0xFF, 0xD3]))        // call r11
        #expect(StackSample.followsCall([0x90, 0x90, 0xFF, 0x15, 0x10, 0x20, 0x30, 0x40]))        // call [rip+disp32]
        #expect(StackSample.followsCall([0x90, 0x90, 0x90, 0x90, 0x90, 0xFF, 0x50, 0x08]))        // call [rax+8]
        #expect(!StackSample.followsCall([0x48, 0x89, 0xE5, 0x48, 0x83, 0xEC, 0x10, 0x90]))      // mov, sub, nop
        #expect(!StackSample.followsCall([0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0xFF, 0xE0]))      // jmp rax
        #endif
        #expect(!StackSample.followsCall([0xE8]))
    }
}
