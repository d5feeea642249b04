/*
 * The floor under KeySim's start-up: a bare SDL2 window the size of KeySim's (393x852, the
 * iPhone 15 in points), with the software renderer and the hints `keysim run` sets
 * (Sources/KeySimSDL/Window.swift: without them SDL loads an OpenGL driver for its window
 * framebuffer, and the window weighs 100 MB), drawn once, then waiting for events until closed. Benchmarks/peers.sh measures it as a row of its own.
 *
 * Build: gcc -O2 -o sdlwindow sdlwindow.c $(pkg-config --cflags --libs sdl2)
 */
#include <SDL.h>

int main(void) {
    SDL_SetHint(SDL_HINT_RENDER_DRIVER, "software");
    SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0");
    if (SDL_Init(SDL_INIT_VIDEO) != 0) return 69;
    SDL_Window *window = SDL_CreateWindow("bare SDL2 window", SDL_WINDOWPOS_UNDEFINED,
                                          SDL_WINDOWPOS_UNDEFINED, 393, 852, SDL_WINDOW_SHOWN);
    if (!window) return 69;
    SDL_Renderer *renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE);
    if (!renderer) return 69;
    SDL_SetRenderDrawColor(renderer, 242, 242, 247, 255);
    SDL_RenderClear(renderer);
    SDL_RenderPresent(renderer);
    SDL_Event event;
    while (SDL_WaitEvent(&event) && event.type != SDL_QUIT) {
        if (event.type == SDL_WINDOWEVENT && event.window.event == SDL_WINDOWEVENT_EXPOSED)
            SDL_RenderPresent(renderer);
    }
    SDL_DestroyRenderer(renderer);
    SDL_DestroyWindow(window);
    SDL_Quit();
    return 0;
}
