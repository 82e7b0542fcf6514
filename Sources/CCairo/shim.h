#ifndef GESTURE_LAB_CCAIRO_SHIM_H
#define GESTURE_LAB_CCAIRO_SHIM_H
#include <cairo.h>
#endif
