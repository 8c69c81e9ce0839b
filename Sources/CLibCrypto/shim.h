#ifndef ZOETROPE_CLIBCRYPTO_SHIM_H
#define ZOETROPE_CLIBCRYPTO_SHIM_H

// OpenSSL's libcrypto (Debian's libssl-dev): SHA-256 for shard manifests, through the EVP
// digest API (uses SHA-NI where the processor has it).
#include <openssl/evp.h>

/// SHA-256 of `count` bytes at `data` into `digest` (32 bytes); 1 on success.
static inline int zoetrope_sha256(const void *data, size_t count, unsigned char *digest) {
    unsigned int length = 0;
    return EVP_Digest(data, count, digest, &length, EVP_sha256(), NULL);
}

/// A SHA-256 computed in pieces (a file streamed through a small buffer): begin, update, end.
/// NULL when OpenSSL cannot allocate the context.
static inline void *zoetrope_sha256_begin(void) {
    EVP_MD_CTX *context = EVP_MD_CTX_new();
    if (context != NULL && EVP_DigestInit_ex(context, EVP_sha256(), NULL) != 1) {
        EVP_MD_CTX_free(context);
        return NULL;
    }
    return context;
}

/// Adds `count` bytes at `data`; 1 on success.
static inline int zoetrope_sha256_update(void *context, const void *data, size_t count) {
    return EVP_DigestUpdate((EVP_MD_CTX *)context, data, count);
}

/// Writes the digest (32 bytes) into `digest` when it is not NULL and frees the context; 1 on success.
static inline int zoetrope_sha256_end(void *context, unsigned char *digest) {
    unsigned char scratch[EVP_MAX_MD_SIZE];
    unsigned int length = 0;
    int ok = EVP_DigestFinal_ex((EVP_MD_CTX *)context, digest != NULL ? digest : scratch, &length);
    EVP_MD_CTX_free((EVP_MD_CTX *)context);
    return ok;
}

#endif
