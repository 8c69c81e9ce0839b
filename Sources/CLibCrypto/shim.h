#ifndef ZOETROPE_CLIBCRYPTO_SHIM_H
#define ZOETROPE_CLIBCRYPTO_SHIM_H

// OpenSSL's libcrypto (Debian's libssl-dev): SHA-256 for shard manifests, through the EVP
// one-shot digest (uses SHA-NI where the processor has it).
#include <openssl/evp.h>

/// SHA-256 of `count` bytes at `data` into `digest` (32 bytes); 1 on success.
static inline int zoetrope_sha256(const void *data, size_t count, unsigned char *digest) {
    unsigned int length = 0;
    return EVP_Digest(data, count, digest, &length, EVP_sha256(), NULL);
}

#endif
