import TerminalUI

/// Where a screenshot went, in the room the key-hint line has: the whole path when it fits;
/// else the path from the current folder when the picture is in it or below it (the bare file
/// name for one saved here, which is what `S` does); else "…/" and as many whole folders before
/// the name as fit. Only a name longer than the room itself is cut, from the left, so the
/// number that tells the pictures apart always shows.
enum ScreenshotNoticePath {
    static func text(for path: String, room: Int, currentDirectory: String, ellipsis: String) -> String {
        if TextWidth.of(path) <= room { return path }
        let folder = currentDirectory.hasSuffix("/") ? currentDirectory : currentDirectory + "/"
        if path.hasPrefix(folder), case let relative = String(path.dropFirst(folder.count)),
            TextWidth.of(relative) <= room
        {
            return relative
        }
        let components = path.split(separator: "/")
        guard let name = components.last.map(String.init) else { return path }
        let marker = ellipsis + "/"
        var tail = name
        for component in components.dropLast().reversed() {
            let longer = component + "/" + tail
            guard TextWidth.of(marker + longer) <= room else { break }
            tail = longer
        }
        if TextWidth.of(marker + tail) <= room { return marker + tail }
        // Only the name, cut from the left: its end (`-12.svg`) is what tells pictures apart.
        var cut = Substring(name)
        while !cut.isEmpty && TextWidth.of(ellipsis + cut) > room { cut = cut.dropFirst() }
        return ellipsis + cut
    }
}
