#ifndef ZOETROPE_CPIXELFILL_H
#define ZOETROPE_CPIXELFILL_H
#include <stddef.h>
#include <stdint.h>
#include "SolidResolve.h"

/// Stores the 32-bit word `value` into `count` consecutive 32-bit slots from `destination`
/// (any alignment of 4). The C library's wmemset does the work: it picks AVX2 or AVX-512 stores
/// at run time, which Swift code compiled for baseline x86-64 cannot.
void zoetrope_fill32(void *destination, uint32_t value, size_t count);

#endif
