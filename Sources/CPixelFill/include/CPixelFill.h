#ifndef ZOETROPE_CPIXELFILL_H
#define ZOETROPE_CPIXELFILL_H
#include <stddef.h>
#include <stdint.h>
#include "SolidResolve.h"

/// A hint to the processor that the caller is spinning on a memory location (x86 `pause`, Arm
/// `yield`): it saves power and lets a sibling hardware thread run.
static inline void zoetrope_spin_pause(void) {
#if defined(__x86_64__) || defined(__i386__)
    __builtin_ia32_pause();
#elif defined(__aarch64__)
    __asm__ __volatile__("yield");
#endif
}

/// Stores the 32-bit word `value` into `count` consecutive 32-bit slots from `destination`
/// (any alignment of 4). The C library's wmemset does the work: it picks AVX2 or AVX-512 stores
/// at run time, which Swift code compiled for baseline x86-64 cannot.
void zoetrope_fill32(void *destination, uint32_t value, size_t count);

#endif
