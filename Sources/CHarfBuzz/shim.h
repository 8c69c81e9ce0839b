#ifndef ZOETROPE_CHARFBUZZ_SHIM_H
#define ZOETROPE_CHARFBUZZ_SHIM_H

// HarfBuzz (Debian's libharfbuzz-dev): text shaping (kerning, ligatures, marks, right-to-left) over
// a FreeType face.
#include <hb.h>
#include <hb-ft.h>

#endif
