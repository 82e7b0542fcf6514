import Foundation

/// Creates the first free `PREFIX-NNN.EXT` in the current folder (screenshots, takes): the file
/// is made with `O_CREAT | O_EXCL`, so an existing file is never replaced, even one that appears
/// between the check and the write.
public enum NumberedFile {
    /// The new file's name, created empty; nil if no number up to 99,999 is free.
    public static func create(prefix: String, extension ext: String) -> String? {
        for number in 1..<100_000 {
            let name = String(format: "%@-%03d.%@", prefix, number, ext)
            let descriptor = open(name, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
            if descriptor >= 0 {
                close(descriptor)
                return name
            }
            if errno != EEXIST { return nil }
        }
        return nil
    }
}
