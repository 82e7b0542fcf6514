import Testing
@testable import LabWindow

@Suite("Colours")
struct RGBATests {
    @Test("hex strings parse in the three supported lengths")
    func hexParsing() {
        #expect(RGBA(hex: "#3478F6") == RGBA(r: 0x34, g: 0x78, b: 0xF6, a: 255))
        #expect(RGBA(hex: "3478f6") == RGBA(r: 0x34, g: 0x78, b: 0xF6))
        #expect(RGBA(hex: "#abc") == RGBA(r: 0xAA, g: 0xBB, b: 0xCC))
        #expect(RGBA(hex: "#11223344") == RGBA(r: 0x11, g: 0x22, b: 0x33, a: 0x44))
        #expect(RGBA(hex: "#3478F6")?.description == "#3478F6")
        #expect(RGBA(hex: "#11223344")?.description == "#11223344")
    }

    @Test("malformed hex strings give nil", arguments: ["", "#", "#12", "#1234", "#12345G", "zzz", "#1234567", "#١٢٣"])
    func hexRejects(text: String) {
        #expect(RGBA(hex: text) == nil)
    }
}
