#ifndef ZOETROPE_CFONTCONFIG_SHIM_H
#define ZOETROPE_CFONTCONFIG_SHIM_H

// fontconfig (Debian's libfontconfig-dev): a user's installed fonts found by family name
// (Font.custom).
#include <fontconfig/fontconfig.h>

#endif
