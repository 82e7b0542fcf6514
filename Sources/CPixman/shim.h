#ifndef GESTURE_LAB_CPIXMAN_SHIM_H
#define GESTURE_LAB_CPIXMAN_SHIM_H
#include <pixman.h>
#endif
