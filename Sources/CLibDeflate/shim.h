#ifndef ZOETROPE_CLIBDEFLATE_SHIM_H
#define ZOETROPE_CLIBDEFLATE_SHIM_H

// libdeflate (Debian's libdeflate-dev): whole-buffer zlib compression and CRC-32 for the PNG encoder.
#include <libdeflate.h>

#endif
