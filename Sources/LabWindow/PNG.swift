/// CRC-32 (as in PNG and zlib's crc32) and Adler-32 (zlib's trailer).
package enum Checksum {
    private static let crcTable: [UInt32] = (0..<256).map { n -> UInt32 in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    /// The CRC-32 of `bytes`, continuing from `crc` (pass the previous result to chain).
    package static func crc32<C: Collection>(_ bytes: C, continuing crc: UInt32 = 0) -> UInt32 where C.Element == UInt8 {
        var c = ~crc
        crcTable.withUnsafeBufferPointer { table in
            for byte in bytes { c = table[Int((c ^ UInt32(byte)) & 0xFF)] ^ (c >> 8) }
        }
        return ~c
    }

    /// The Adler-32 checksum of `bytes`.
    package static func adler32(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        let modulus: UInt32 = 65521
        var a: UInt32 = 1
        var b: UInt32 = 0
        var index = 0
        while index < bytes.count {
            // 5552 is the largest run for which b cannot overflow 32 bits before the modulo.
            let end = min(index + 5552, bytes.count)
            while index < end {
                a &+= UInt32(bytes[index])
                b &+= a
                index += 1
            }
            a %= modulus
            b %= modulus
        }
        return b << 16 | a
    }
}

/// Writes bits least-significant first, as deflate wants.
struct BitWriter {
    var bytes: [UInt8] = []
    private var buffer: UInt64 = 0
    private var count: UInt64 = 0

    /// Appends the low `length` bits of `value`, first bit first.
    mutating func write(_ value: UInt32, _ length: Int) {
        buffer |= UInt64(value) << count
        count += UInt64(length)
        while count >= 8 {
            bytes.append(UInt8(truncatingIfNeeded: buffer))
            buffer >>= 8
            count -= 8
        }
    }

    /// Pads to a byte boundary with zero bits.
    mutating func flush() {
        if count > 0 { bytes.append(UInt8(truncatingIfNeeded: buffer)) }
        buffer = 0
        count = 0
    }
}

/// A deflate compressor: LZ77 with hash chains, one block with the fixed Huffman codes.
package enum Deflate {
    private static let lengthBase: [Int] = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31,
                                            35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
    private static let lengthExtra: [Int] = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2,
                                             3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    private static let distanceBase: [Int] = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193,
                                              257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145,
                                              8193, 12289, 16385, 24577]
    private static let distanceExtra: [Int] = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6,
                                               7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]

    private static func reversed(_ code: UInt32, _ length: Int) -> UInt32 {
        var result: UInt32 = 0
        var code = code
        for _ in 0..<length {
            result = result << 1 | (code & 1)
            code >>= 1
        }
        return result
    }

    /// Fixed literal/length codes, bit-reversed for an LSB-first writer: (code, bit length).
    private static let literalCodes: [(UInt32, Int)] = (0..<288).map { symbol -> (UInt32, Int) in
        switch symbol {
        case 0...143: return (reversed(UInt32(0x30 + symbol), 8), 8)
        case 144...255: return (reversed(UInt32(0x190 + symbol - 144), 9), 9)
        case 256...279: return (reversed(UInt32(symbol - 256), 7), 7)
        default: return (reversed(UInt32(0xC0 + symbol - 280), 8), 8)
        }
    }

    /// For each match length 3...258: (symbol index into lengthBase, extra value).
    private static let lengthSymbols: [(Int, Int)] = (0...258).map { length -> (Int, Int) in
        guard length >= 3 else { return (0, 0) }
        var index = lengthBase.count - 1
        while lengthBase[index] > length { index -= 1 }
        return (index, length - lengthBase[index])
    }

    private static func distanceSymbol(_ distance: Int) -> Int {
        var low = 0
        var high = distanceBase.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if distanceBase[mid] <= distance { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// The raw deflate stream (no zlib header) for `input`.
    package static func compress(_ input: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        var writer = BitWriter()
        writer.bytes.reserveCapacity(input.count / 4 + 64)
        writer.write(1, 1)  // BFINAL
        writer.write(1, 2)  // BTYPE = 01, fixed Huffman codes
        let n = input.count
        let windowSize = 32768
        let hashBits = 15
        let maxChain = 24
        let maxLength = 258
        var head = [Int32](repeating: -1, count: 1 << hashBits)
        var previous = [Int32](repeating: -1, count: windowSize)
        literalCodes.withUnsafeBufferPointer { codes in
            head.withUnsafeMutableBufferPointer { head in
                previous.withUnsafeMutableBufferPointer { previous in
                    @inline(__always) func hash(_ i: Int) -> Int {
                        let v = UInt32(input[i]) << 16 | UInt32(input[i + 1]) << 8 | UInt32(input[i + 2])
                        return Int((v &* 2_654_435_761) >> UInt32(32 - hashBits))
                    }
                    @inline(__always) func insert(_ i: Int) {
                        guard i + 2 < n else { return }
                        let h = hash(i)
                        previous[i & (windowSize - 1)] = head[h]
                        head[h] = Int32(i)
                    }
                    var i = 0
                    while i < n {
                        var bestLength = 0
                        var bestDistance = 0
                        if i + 2 < n {
                            let limit = min(maxLength, n - i)
                            var candidate = Int(head[hash(i)])
                            var chain = maxChain
                            while candidate >= 0, chain > 0, i - candidate <= windowSize, candidate < i {
                                if input[candidate + bestLength] == input[i + bestLength] || bestLength == 0 {
                                    var length = 0
                                    while length < limit, input[candidate + length] == input[i + length] { length += 1 }
                                    if length > bestLength {
                                        bestLength = length
                                        bestDistance = i - candidate
                                        if length == limit { break }
                                    }
                                }
                                let next = Int(previous[candidate & (windowSize - 1)])
                                if next >= candidate { break }
                                candidate = next
                                chain -= 1
                            }
                        }
                        if bestLength >= 3 {
                            let (symbol, extra) = lengthSymbols[bestLength]
                            let code = codes[257 + symbol]
                            writer.write(code.0, code.1)
                            if lengthExtra[symbol] > 0 { writer.write(UInt32(extra), lengthExtra[symbol]) }
                            let d = distanceSymbol(bestDistance)
                            writer.write(reversed(UInt32(d), 5), 5)
                            if distanceExtra[d] > 0 {
                                writer.write(UInt32(bestDistance - distanceBase[d]), distanceExtra[d])
                            }
                            for j in i..<(i + bestLength) { insert(j) }
                            i += bestLength
                        } else {
                            let code = codes[Int(input[i])]
                            writer.write(code.0, code.1)
                            insert(i)
                            i += 1
                        }
                    }
                    let end = codes[256]
                    writer.write(end.0, end.1)
                }
            }
        }
        writer.flush()
        return writer.bytes
    }

    /// A zlib stream (RFC 1950): header, deflate data, Adler-32 of `input`.
    package static func zlibCompress(_ input: [UInt8]) -> [UInt8] {
        input.withUnsafeBufferPointer { buffer in
            var output: [UInt8] = [0x78, 0x5E]
            output.append(contentsOf: compress(buffer))
            let adler = Checksum.adler32(buffer)
            output.append(contentsOf: [UInt8(adler >> 24), UInt8(adler >> 16 & 0xFF), UInt8(adler >> 8 & 0xFF), UInt8(adler & 0xFF)])
            return output
        }
    }
}

/// Encodes a ``PixelImage`` as PNG: adaptive row filters, zlib data, CRC-checked chunks.
enum PNGEncoder {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    static func encode(_ image: PixelImage) -> [UInt8] {
        let opaque = stride(from: 3, to: image.bytes.count, by: 4).allSatisfy { image.bytes[$0] == 255 }
        let channels = opaque ? 3 : 4
        var output = signature
        var header: [UInt8] = []
        appendBigEndian(UInt32(image.width), to: &header)
        appendBigEndian(UInt32(image.height), to: &header)
        header.append(contentsOf: [8, opaque ? 2 : 6, 0, 0, 0])  // depth, colour type, methods
        appendChunk("IHDR", header, to: &output)
        appendChunk("IDAT", Deflate.zlibCompress(filteredRows(image, channels: channels)), to: &output)
        appendChunk("IEND", [], to: &output)
        return output
    }

    private static func appendBigEndian(_ value: UInt32, to bytes: inout [UInt8]) {
        bytes.append(contentsOf: [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)])
    }

    private static func appendChunk(_ type: String, _ data: [UInt8], to output: inout [UInt8]) {
        appendBigEndian(UInt32(data.count), to: &output)
        let typeBytes = Array(type.utf8)
        output.append(contentsOf: typeBytes)
        output.append(contentsOf: data)
        appendBigEndian(Checksum.crc32(data, continuing: Checksum.crc32(typeBytes)), to: &output)
    }

    /// Each row prefixed with the filter (None, Sub, Up, Average, Paeth) whose output has the
    /// smallest sum of absolute signed bytes, the usual heuristic.
    static func filteredRows(_ image: PixelImage, channels: Int) -> [UInt8] {
        let width = image.width
        let rowLength = width * channels
        let stride = rowLength + 1
        var output = [UInt8](repeating: 0, count: stride * image.height)
        // Rows of the image with `channels` bytes per pixel; row -1 is zeros.
        var packed = [UInt8](repeating: 0, count: rowLength * (image.height + 1))
        var scratch = [UInt8](repeating: 0, count: rowLength * 5)
        image.bytes.withUnsafeBufferPointer { source in
            packed.withUnsafeMutableBufferPointer { packed in
                var o = rowLength
                var i = 0
                for _ in 0..<(width * image.height) {
                    for c in 0..<channels { packed[o &+ c] = source[i &+ c] }
                    o &+= channels
                    i &+= 4
                }
            }
        }
        packed.withUnsafeBufferPointer { packed in
            scratch.withUnsafeMutableBufferPointer { scratch in
                output.withUnsafeMutableBufferPointer { output in
                    let bpp = channels
                    for y in 0..<image.height {
                        let cur = UnsafeBufferPointer(rebasing: packed[(y + 1) * rowLength..<(y + 2) * rowLength])
                        let prev = UnsafeBufferPointer(rebasing: packed[y * rowLength..<(y + 1) * rowLength])
                        var scores = [Int](repeating: 0, count: 5)
                        // None
                        var score = 0
                        for i in 0..<rowLength {
                            let v = cur[i]
                            scratch[i] = v
                            score &+= v < 128 ? Int(v) : 256 &- Int(v)
                        }
                        scores[0] = score
                        // Sub, Up, Average, Paeth, each in its own loop (no per-byte dispatch).
                        @inline(__always) func magnitude(_ v: UInt8) -> Int { v < 128 ? Int(v) : 256 &- Int(v) }
                        score = 0
                        for i in 0..<rowLength {
                            let v = i >= bpp ? cur[i] &- cur[i &- bpp] : cur[i]
                            scratch[rowLength &+ i] = v
                            score &+= magnitude(v)
                        }
                        scores[1] = score
                        score = 0
                        for i in 0..<rowLength {
                            let v = cur[i] &- prev[i]
                            scratch[2 &* rowLength &+ i] = v
                            score &+= magnitude(v)
                        }
                        scores[2] = score
                        score = 0
                        for i in 0..<rowLength {
                            let a = i >= bpp ? Int(cur[i &- bpp]) : 0
                            let v = cur[i] &- UInt8(truncatingIfNeeded: (a &+ Int(prev[i])) >> 1)
                            scratch[3 &* rowLength &+ i] = v
                            score &+= magnitude(v)
                        }
                        scores[3] = score
                        score = 0
                        for i in 0..<rowLength {
                            let a = i >= bpp ? Int(cur[i &- bpp]) : 0
                            let b = Int(prev[i])
                            let c = i >= bpp ? Int(prev[i &- bpp]) : 0
                            let p = a &+ b &- c
                            let pa = abs(p &- a), pb = abs(p &- b), pc = abs(p &- c)
                            let predictor = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
                            let v = cur[i] &- UInt8(truncatingIfNeeded: predictor)
                            scratch[4 &* rowLength &+ i] = v
                            score &+= magnitude(v)
                        }
                        scores[4] = score
                        var best = 0
                        for filter in 1...4 where scores[filter] < scores[best] { best = filter }
                        output[y * stride] = UInt8(best)
                        for i in 0..<rowLength { output[y &* stride &+ 1 &+ i] = scratch[best &* rowLength &+ i] }
                    }
                }
            }
        }
        return output
    }
}
