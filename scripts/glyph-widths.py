#!/usr/bin/env python3
"""Prints the advance widths of a TrueType font's printable ASCII glyphs, and its vertical
metrics, as the Swift table in Sources/GestureUI/Host/TextMetrics.swift.

    scripts/glyph-widths.py Assets/fonts/DejaVuSans.ttf

Reads only the font file (its 'head', 'hhea', 'hmtx' and 'cmap' format 4 tables) and writes
only to standard output."""
import struct
import sys


def tables(data):
    count = struct.unpack(">H", data[4:6])[0]
    result = {}
    for i in range(count):
        tag, _, offset, length = struct.unpack(">4sIII", data[12 + 16 * i:28 + 16 * i])
        result[tag.decode()] = data[offset:offset + length]
    return result


def glyph_index(cmap, code):
    count = struct.unpack(">H", cmap[2:4])[0]
    for i in range(count):
        platform, encoding, offset = struct.unpack(">HHI", cmap[4 + 8 * i:12 + 8 * i])
        if platform == 3 and encoding == 1 and struct.unpack(">H", cmap[offset:offset + 2])[0] == 4:
            sub = cmap[offset:]
            segments = struct.unpack(">H", sub[6:8])[0] // 2
            ends = struct.unpack(">%dH" % segments, sub[14:14 + 2 * segments])
            base = 16 + 2 * segments
            starts = struct.unpack(">%dH" % segments, sub[base:base + 2 * segments])
            deltas = struct.unpack(">%dh" % segments, sub[base + 2 * segments:base + 4 * segments])
            range_base = base + 4 * segments
            ranges = struct.unpack(">%dH" % segments, sub[range_base:range_base + 2 * segments])
            for s in range(segments):
                if starts[s] <= code <= ends[s]:
                    if ranges[s] == 0:
                        return (code + deltas[s]) & 0xFFFF
                    at = range_base + 2 * s + ranges[s] + 2 * (code - starts[s])
                    glyph = struct.unpack(">H", sub[at:at + 2])[0]
                    return (glyph + deltas[s]) & 0xFFFF if glyph else 0
            return 0
    raise SystemExit("no Unicode BMP cmap")


def main():
    data = open(sys.argv[1], "rb").read()
    t = tables(data)
    units = struct.unpack(">H", t["head"][18:20])[0]
    ascender, descender, gap = struct.unpack(">hhh", t["hhea"][4:10])
    metrics_count = struct.unpack(">H", t["hhea"][34:36])[0]

    def advance(glyph):
        glyph = min(glyph, metrics_count - 1)
        return struct.unpack(">H", t["hmtx"][4 * glyph:4 * glyph + 2])[0]

    widths = [advance(glyph_index(t["cmap"], code)) for code in range(32, 127)]
    print("    static let unitsPerEm: Double = %d" % units)
    print("    static let ascender: Double = %d" % ascender)
    print("    static let descender: Double = %d" % -descender)
    print("    static let lineGap: Double = %d" % gap)
    print("    /// Advance widths of U+0020 to U+007E, in font units.")
    print("    static let asciiAdvances: [UInt16] = [")
    for row in range(0, len(widths), 16):
        print("        " + ", ".join(str(w) for w in widths[row:row + 16]) + ",")
    print("    ]")
    print("    /// The advance of every other character: the width of 'o', a typical letter.")
    print("    static let otherAdvance: Double = %d" % advance(glyph_index(t["cmap"], ord("o"))))


main()
