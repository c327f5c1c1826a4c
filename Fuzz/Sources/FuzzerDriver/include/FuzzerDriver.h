#include <stddef.h>
#include <stdint.h>

// libFuzzer's driver (linked in with -sanitize=fuzzer): runs the fuzzing loop with the
// command line, calling `callback` with each input.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));
