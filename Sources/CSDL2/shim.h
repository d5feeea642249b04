#ifndef KEYSIM_CSDL2_SHIM_H
#define KEYSIM_CSDL2_SHIM_H
#include <SDL2/SDL.h>
#include <SDL2/SDL_ttf.h>
#include <SDL2/SDL_image.h>
#include <sys/prctl.h>
#include <malloc.h>

/// Names the calling thread (as `top -H` and profilers show it); at most 15 bytes are kept.
static inline void keysim_set_thread_name(const char *name) { prctl(PR_SET_NAME, name, 0, 0, 0); }

/// Makes every thread allocate from one malloc arena (glibc's `M_ARENA_MAX`); call it before
/// starting threads.
static inline void keysim_use_one_malloc_arena(void) { mallopt(M_ARENA_MAX, 1); }
#endif
