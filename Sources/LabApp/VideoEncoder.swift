import Foundation
import GestureKit
import LabCore
import LabWindow

/// Encodes frames into a video with ffmpeg (an MP4 with H.264, a WebM with VP9, or a GIF), fed
/// raw pixels through a pipe. The frame size is padded to even numbers, which H.264 and VP9
/// need; the output is written only at the path given. A GIF is made in two passes: the frames
/// go losslessly into a scratch file first, then one palette of 192 colours is chosen for the
/// whole clip from what changes between frames, and each frame stores only the rectangle that
/// changed, dithered by a fine ordered pattern (an 8 s take of a card animated in gradients,
/// with the panel: 1.8 MB, against 5.0 MB with a palette per frame). The lossless frames take
/// room in the temporary folder while they last (tens of megabytes for a long take at 2x).
///
/// ```swift
/// let encoder = try VideoEncoder(path: "take.gif", width: 850, height: 844, fps: 15)
/// try encoder.append(image)
/// try encoder.finish()
/// ```
public final class VideoEncoder {
    public enum Format: String, CaseIterable, Sendable { case mp4, webm, gif }

    public let path: String
    public let format: Format
    public private(set) var frames = 0
    private let process = Process()
    private let input = Pipe()
    private let errors: FileHandle
    private let errorsPath: String
    private let width: Int, height: Int
    private let ffmpeg: String
    /// A GIF's scratch folder (its lossless frames and palette), removed when done.
    private var scratch: String?

    /// The format a file name asks for, if it is one of the three.
    public static func format(of path: String) -> Format? {
        Format(rawValue: (path as NSString).pathExtension.lowercased())
    }

    /// The frame rate a video gets when none is asked for: 30 for MP4 and WebM, 15 for a GIF
    /// (smaller files; a gesture still reads smoothly).
    public static func defaultFPS(_ format: Format) -> Double { format == .gif ? 15 : 30 }
    /// The fastest GIF: its frame delays are whole hundredths of a second, and browsers slow
    /// down anything under two.
    public static let maximumGIFFPS = 50.0

    /// Starts ffmpeg. `width` × `height` is the frames' size in pixels.
    public init(path: String, width: Int, height: Int, fps: Double) throws(LabError) {
        guard let format = Self.format(of: path) else {
            throw LabError(file: path, "--video must name an .mp4, .webm or .gif file")
        }
        guard let ffmpeg = Self.findFFmpeg() else {
            throw LabError(file: path, "ffmpeg is not installed, and --video needs it (Debian: apt install ffmpeg; scripts/deps.sh installs it)")
        }
        self.path = path
        self.format = format
        self.width = width
        self.height = height
        self.ffmpeg = ffmpeg
        let pad = "pad=ceil(iw/2)*2:ceil(ih/2)*2"
        var arguments = ["-hide_banner", "-loglevel", "error", "-y",
                         "-f", "rawvideo", "-pix_fmt", "rgba", "-s", "\(width)x\(height)", "-r", formatNumber(fps), "-i", "-"]
        switch format {
        case .mp4:
            arguments += ["-vf", pad, "-c:v", "libx264", "-preset", "medium", "-crf", "20", "-pix_fmt", "yuv420p", "-movflags", "+faststart"]
        case .webm:
            arguments += ["-vf", pad, "-c:v", "libvpx-vp9", "-crf", "32", "-b:v", "0", "-pix_fmt", "yuv420p"]
        case .gif:
            break
        }
        if format == .gif {
            // First pass: the frames, lossless, into a scratch folder of the encoder's own.
            var template = Array((NSTemporaryDirectory() + "/gesture-lab-gif-XXXXXX").utf8CString)
            guard let made = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else {
                throw LabError(file: NSTemporaryDirectory(), "cannot make a scratch folder for the GIF's frames")
            }
            let folder = String(cString: made)
            scratch = folder
            arguments += ["-vf", pad, "-c:v", "ffv1", "file:" + folder + "/frames.mkv"]
        } else {
            // "file:" keeps a name with a colon or a leading "-" a file name to ffmpeg.
            arguments.append("file:" + Self.absolute(path))
        }
        // A write to ffmpeg after it stopped must fail with an error, not end this process.
        signal(SIGPIPE, SIG_IGN)
        process.executableURL = URL(fileURLWithPath: ffmpeg)
        process.arguments = arguments
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        // ffmpeg's complaints go to a scratch file, shown if it fails.
        errorsPath = NSTemporaryDirectory() + "/gesture-lab-ffmpeg-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).log"
        FileManager.default.createFile(atPath: errorsPath, contents: nil)
        guard let handle = FileHandle(forWritingAtPath: errorsPath) else {
            // Not made whole: no deinit will remove the scratch folder.
            if let scratch { rmdir(scratch) }
            throw LabError(file: errorsPath, "cannot make a scratch file for ffmpeg's messages")
        }
        errors = handle
        process.standardError = handle
        do { try process.run() } catch {
            throw LabError(file: path, "cannot start ffmpeg: \(error.localizedDescription)")
        }
    }

    deinit {
        if process.isRunning { process.terminate() }
        try? errors.close()
        try? FileManager.default.removeItem(atPath: errorsPath)
        removeScratch()
    }

    private func removeScratch() {
        guard let scratch else { return }
        for name in ["frames.mkv", "palette.png"] { try? FileManager.default.removeItem(atPath: scratch + "/" + name) }
        rmdir(scratch)
        self.scratch = nil
    }

    private static func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
    }

    /// Sends one frame (it must be the size given at the start).
    public func append(_ image: PixelImage) throws(LabError) {
        guard image.width == width, image.height == height else {
            throw LabError(file: path, "a frame of \(image.width)x\(image.height) in a \(width)x\(height) video")
        }
        do { try input.fileHandleForWriting.write(contentsOf: image.bytes) } catch {
            throw LabError(file: path, "ffmpeg stopped taking frames: \(failureText())")
        }
        frames += 1
    }

    /// Ends the stream and waits for ffmpeg to finish the file.
    public func finish() throws(LabError) {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw LabError(file: path, "ffmpeg failed: \(failureText())")
        }
        guard let scratch else { return }
        defer { removeScratch() }
        // Second pass: one palette from what the frames change, then each frame's changed
        // rectangle in it.
        let frames = "file:" + scratch + "/frames.mkv", palette = "file:" + scratch + "/palette.png"
        try runPass(["-i", frames, "-vf", "palettegen=stats_mode=diff:max_colors=192", palette])
        try runPass(["-i", frames, "-i", palette, "-lavfi", "[0:v][1:v]paletteuse=dither=bayer:bayer_scale=5:diff_mode=rectangle",
                     "-loop", "0", "file:" + Self.absolute(path)])
    }

    /// Runs ffmpeg once more on the scratch files, its messages in the same scratch log.
    private func runPass(_ arguments: [String]) throws(LabError) {
        let pass = Process()
        pass.executableURL = URL(fileURLWithPath: ffmpeg)
        pass.arguments = ["-hide_banner", "-loglevel", "error", "-y"] + arguments
        pass.standardInput = FileHandle.nullDevice
        pass.standardOutput = FileHandle.nullDevice
        pass.standardError = errors
        do { try pass.run() } catch {
            throw LabError(file: path, "cannot start ffmpeg: \(error.localizedDescription)")
        }
        pass.waitUntilExit()
        guard pass.terminationStatus == 0 else { throw LabError(file: path, "ffmpeg failed: \(failureText(status: pass.terminationStatus))") }
    }

    private func failureText(status: Int32? = nil) -> String {
        let text = (try? String(contentsOfFile: errorsPath, encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        return text.isEmpty ? "exit status \(status ?? (process.isRunning ? 0 : process.terminationStatus))" : text
    }

    private static func findFFmpeg() -> String? {
        if let path = ProcessInfo.processInfo.environment["GESTURE_LAB_FFMPEG"] { return path }
        return Executables.onPath("ffmpeg")
    }
}
