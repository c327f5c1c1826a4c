/// TesseraTheme: the small, Foundation-only runtime that generated token code uses.
///
/// Every type is a plain `Sendable`, `Hashable` value; no UI framework is imported.
public enum TesseraTheme {}
