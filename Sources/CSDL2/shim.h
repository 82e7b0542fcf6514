#ifndef GESTURE_LAB_CSDL2_SHIM_H
#define GESTURE_LAB_CSDL2_SHIM_H
#define SDL_MAIN_HANDLED
#include <SDL.h>

/* Function-like macros that Swift cannot import. */
static inline int gl_windowpos_centered(void) { return (int)SDL_WINDOWPOS_CENTERED; }
static inline SDL_TouchID gl_mouse_touchid(void) { return SDL_MOUSE_TOUCHID; }
static inline Uint32 gl_touch_mouseid(void) { return SDL_TOUCH_MOUSEID; }
#endif
