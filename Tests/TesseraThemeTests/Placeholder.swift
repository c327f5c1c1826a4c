import Testing
@testable import TesseraTheme
