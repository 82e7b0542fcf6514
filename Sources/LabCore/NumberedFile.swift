import Foundation

/// Creates the first free `PREFIX-NNN.EXT` in a folder (screenshots, takes): the file
/// is made with `O_CREAT | O_EXCL`, so an existing file is never replaced, even one that appears
/// between the check and the write.
public enum NumberedFile {
    /// The new file's path (in `folder`, the current one by default), created empty; nil if no
    /// number up to 99,999 is free or the folder cannot be written.
    public static func create(prefix: String, extension ext: String, in folder: String = ".") -> String? {
        for number in 1..<100_000 {
            let file = String(format: "%@-%03d.%@", prefix, number, ext)
            let name = folder == "." ? file : (folder as NSString).appendingPathComponent(file)
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
