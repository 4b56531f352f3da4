import Glibc

/// The user's entry in the password database (getpwuid_r: /etc/passwd or NSS).
public enum PasswordDatabase {
  /// The effective user's home directory, nil when the database has none.
  public static func home() -> String? {
    var entry = passwd()
    var found: UnsafeMutablePointer<passwd>?
    var buffer = [CChar](repeating: 0, count: 16 * 1024)
    guard getpwuid_r(geteuid(), &entry, &buffer, buffer.count, &found) == 0, found != nil,
      let directory = entry.pw_dir
    else { return nil }
    let home = String(cString: directory)
    return home.isEmpty ? nil : home
  }
}
