// libFuzzer's entry for programs that have a main of their own (SwiftPM gives every executable
// one): runs the fuzzing loop with `callback` as the target.
#include <stddef.h>
#include <stdint.h>
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));
