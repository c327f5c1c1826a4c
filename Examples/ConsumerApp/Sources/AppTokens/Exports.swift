// The generated `AppTokens` type comes from the build plugin; this target only re-exports the runtime.
@_exported import TesseraTheme
