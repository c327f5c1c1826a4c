// Declarations only (include/FuzzerDriver.h); libFuzzer itself is linked in by -sanitize=fuzzer.
#include "FuzzerDriver.h"
