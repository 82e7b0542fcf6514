#ifndef GESTURE_LAB_CXINPUT_SHIM_H
#define GESTURE_LAB_CXINPUT_SHIM_H
#define SDL_MAIN_HANDLED
#include <X11/Xlib.h>
#include <X11/extensions/XInput2.h>
#include <SDL.h>
#include <SDL_syswm.h>

/* The X11 window behind an SDL window, or 0 when SDL is not on X11 (Wayland, dummy). */
static inline unsigned long gl_x11_window(SDL_Window *window) {
    SDL_SysWMinfo info;
    SDL_VERSION(&info.version);
    if (!SDL_GetWindowWMInfo(window, &info) || info.subsystem != SDL_SYSWM_X11) return 0;
    return (unsigned long)info.info.x11.window;
}

/* The file descriptor of SDL's own X connection for the window, or -1 when not on X11. */
static inline int gl_x11_connection(SDL_Window *window) {
    SDL_SysWMinfo info;
    SDL_VERSION(&info.version);
    if (!SDL_GetWindowWMInfo(window, &info) || info.subsystem != SDL_SYSWM_X11) return -1;
    return ConnectionNumber(info.info.x11.display);
}

/* The file descriptor of an X connection (ConnectionNumber, a macro). */
static inline int gl_x11_display_fd(Display *display) { return ConnectionNumber(display); }

/* XISetMask, a macro: sets the bit of `event` in a mask of `length` bytes. */
static inline void gl_xi_set_mask(unsigned char *mask, int event) { XISetMask(mask, event); }
static inline int gl_xi_mask_length(int event) { return XIMaskLen(event); }
#endif
