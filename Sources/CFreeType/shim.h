#ifndef ZOETROPE_CFREETYPE_SHIM_H
#define ZOETROPE_CFREETYPE_SHIM_H

// FreeType (Debian's libfreetype-dev): font files opened and glyph outlines read, unhinted.
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_OUTLINE_H
#include FT_TRUETYPE_TABLES_H

#endif
