#include "CPixelFill.h"
#include <wchar.h>

_Static_assert(sizeof(wchar_t) == sizeof(uint32_t), "wchar_t must be 32 bits");

void zoetrope_fill32(void *destination, uint32_t value, size_t count) {
    wmemset((wchar_t *)destination, (wchar_t)value, count);
}
