// Nothing to compile: the module only declares libFuzzer's driver (include/CFuzzer.h).
