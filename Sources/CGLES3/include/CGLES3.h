#ifndef ZOETROPE_CGLES3_H
#define ZOETROPE_CGLES3_H

// OpenGL ES 3.0 core, loaded at run time: nothing links libGLESv2. GL_GLES_PROTOTYPES 0 drops the
// header's prototypes; every entry point is a static inline function of the same name that calls
// through `zoetrope_gles`, filled by zoetrope_gles_load() from dlopen("libGLESv2.so.2") + dlsym, or
// from eglGetProcAddress when that library is absent. Only the pointer-offset arguments need a helper.

#define GL_GLES_PROTOTYPES 0
#include <GLES3/gl31.h>   // 3.0 core, plus the two 3.1 entry points below (optional)
#include <stddef.h>
#include <stdint.h>

/// Resolves every GLES 3.0 entry point: from `path` (NULL: "libGLESv2.so.2"), else, when `path` is
/// NULL and that library does not open, through `get_proc_address` (eglGetProcAddress; may be NULL).
/// Returns 1 on success; 0 with a message in `error`. Thread-safe; loads once.
int zoetrope_gles_load(const char *path, void *(*get_proc_address)(const char *), char *error, size_t error_size);

/// Generated from the system header: one pointer per OpenGL ES 3.0 entry point, filled by the loader.
struct zoetrope_gles_table {
    PFNGLACTIVETEXTUREPROC glActiveTexture;
    PFNGLATTACHSHADERPROC glAttachShader;
    PFNGLBINDATTRIBLOCATIONPROC glBindAttribLocation;
    PFNGLBINDBUFFERPROC glBindBuffer;
    PFNGLBINDFRAMEBUFFERPROC glBindFramebuffer;
    PFNGLBINDRENDERBUFFERPROC glBindRenderbuffer;
    PFNGLBINDTEXTUREPROC glBindTexture;
    PFNGLBLENDCOLORPROC glBlendColor;
    PFNGLBLENDEQUATIONPROC glBlendEquation;
    PFNGLBLENDEQUATIONSEPARATEPROC glBlendEquationSeparate;
    PFNGLBLENDFUNCPROC glBlendFunc;
    PFNGLBLENDFUNCSEPARATEPROC glBlendFuncSeparate;
    PFNGLBUFFERDATAPROC glBufferData;
    PFNGLBUFFERSUBDATAPROC glBufferSubData;
    PFNGLCHECKFRAMEBUFFERSTATUSPROC glCheckFramebufferStatus;
    PFNGLCLEARPROC glClear;
    PFNGLCLEARCOLORPROC glClearColor;
    PFNGLCLEARDEPTHFPROC glClearDepthf;
    PFNGLCLEARSTENCILPROC glClearStencil;
    PFNGLCOLORMASKPROC glColorMask;
    PFNGLCOMPILESHADERPROC glCompileShader;
    PFNGLCOMPRESSEDTEXIMAGE2DPROC glCompressedTexImage2D;
    PFNGLCOMPRESSEDTEXSUBIMAGE2DPROC glCompressedTexSubImage2D;
    PFNGLCOPYTEXIMAGE2DPROC glCopyTexImage2D;
    PFNGLCOPYTEXSUBIMAGE2DPROC glCopyTexSubImage2D;
    PFNGLCREATEPROGRAMPROC glCreateProgram;
    PFNGLCREATESHADERPROC glCreateShader;
    PFNGLCULLFACEPROC glCullFace;
    PFNGLDELETEBUFFERSPROC glDeleteBuffers;
    PFNGLDELETEFRAMEBUFFERSPROC glDeleteFramebuffers;
    PFNGLDELETEPROGRAMPROC glDeleteProgram;
    PFNGLDELETERENDERBUFFERSPROC glDeleteRenderbuffers;
    PFNGLDELETESHADERPROC glDeleteShader;
    PFNGLDELETETEXTURESPROC glDeleteTextures;
    PFNGLDEPTHFUNCPROC glDepthFunc;
    PFNGLDEPTHMASKPROC glDepthMask;
    PFNGLDEPTHRANGEFPROC glDepthRangef;
    PFNGLDETACHSHADERPROC glDetachShader;
    PFNGLDISABLEPROC glDisable;
    PFNGLDISABLEVERTEXATTRIBARRAYPROC glDisableVertexAttribArray;
    PFNGLDRAWARRAYSPROC glDrawArrays;
    PFNGLDRAWELEMENTSPROC glDrawElements;
    PFNGLENABLEPROC glEnable;
    PFNGLENABLEVERTEXATTRIBARRAYPROC glEnableVertexAttribArray;
    PFNGLFINISHPROC glFinish;
    PFNGLFLUSHPROC glFlush;
    PFNGLFRAMEBUFFERRENDERBUFFERPROC glFramebufferRenderbuffer;
    PFNGLFRAMEBUFFERTEXTURE2DPROC glFramebufferTexture2D;
    PFNGLFRONTFACEPROC glFrontFace;
    PFNGLGENBUFFERSPROC glGenBuffers;
    PFNGLGENERATEMIPMAPPROC glGenerateMipmap;
    PFNGLGENFRAMEBUFFERSPROC glGenFramebuffers;
    PFNGLGENRENDERBUFFERSPROC glGenRenderbuffers;
    PFNGLGENTEXTURESPROC glGenTextures;
    PFNGLGETACTIVEATTRIBPROC glGetActiveAttrib;
    PFNGLGETACTIVEUNIFORMPROC glGetActiveUniform;
    PFNGLGETATTACHEDSHADERSPROC glGetAttachedShaders;
    PFNGLGETATTRIBLOCATIONPROC glGetAttribLocation;
    PFNGLGETBOOLEANVPROC glGetBooleanv;
    PFNGLGETBUFFERPARAMETERIVPROC glGetBufferParameteriv;
    PFNGLGETERRORPROC glGetError;
    PFNGLGETFLOATVPROC glGetFloatv;
    PFNGLGETFRAMEBUFFERATTACHMENTPARAMETERIVPROC glGetFramebufferAttachmentParameteriv;
    PFNGLGETINTEGERVPROC glGetIntegerv;
    PFNGLGETPROGRAMIVPROC glGetProgramiv;
    PFNGLGETPROGRAMINFOLOGPROC glGetProgramInfoLog;
    PFNGLGETRENDERBUFFERPARAMETERIVPROC glGetRenderbufferParameteriv;
    PFNGLGETSHADERIVPROC glGetShaderiv;
    PFNGLGETSHADERINFOLOGPROC glGetShaderInfoLog;
    PFNGLGETSHADERPRECISIONFORMATPROC glGetShaderPrecisionFormat;
    PFNGLGETSHADERSOURCEPROC glGetShaderSource;
    PFNGLGETSTRINGPROC glGetString;
    PFNGLGETTEXPARAMETERFVPROC glGetTexParameterfv;
    PFNGLGETTEXPARAMETERIVPROC glGetTexParameteriv;
    PFNGLGETUNIFORMFVPROC glGetUniformfv;
    PFNGLGETUNIFORMIVPROC glGetUniformiv;
    PFNGLGETUNIFORMLOCATIONPROC glGetUniformLocation;
    PFNGLGETVERTEXATTRIBFVPROC glGetVertexAttribfv;
    PFNGLGETVERTEXATTRIBIVPROC glGetVertexAttribiv;
    PFNGLGETVERTEXATTRIBPOINTERVPROC glGetVertexAttribPointerv;
    PFNGLHINTPROC glHint;
    PFNGLISBUFFERPROC glIsBuffer;
    PFNGLISENABLEDPROC glIsEnabled;
    PFNGLISFRAMEBUFFERPROC glIsFramebuffer;
    PFNGLISPROGRAMPROC glIsProgram;
    PFNGLISRENDERBUFFERPROC glIsRenderbuffer;
    PFNGLISSHADERPROC glIsShader;
    PFNGLISTEXTUREPROC glIsTexture;
    PFNGLLINEWIDTHPROC glLineWidth;
    PFNGLLINKPROGRAMPROC glLinkProgram;
    PFNGLPIXELSTOREIPROC glPixelStorei;
    PFNGLPOLYGONOFFSETPROC glPolygonOffset;
    PFNGLREADPIXELSPROC glReadPixels;
    PFNGLRELEASESHADERCOMPILERPROC glReleaseShaderCompiler;
    PFNGLRENDERBUFFERSTORAGEPROC glRenderbufferStorage;
    PFNGLSAMPLECOVERAGEPROC glSampleCoverage;
    PFNGLSCISSORPROC glScissor;
    PFNGLSHADERBINARYPROC glShaderBinary;
    PFNGLSHADERSOURCEPROC glShaderSource;
    PFNGLSTENCILFUNCPROC glStencilFunc;
    PFNGLSTENCILFUNCSEPARATEPROC glStencilFuncSeparate;
    PFNGLSTENCILMASKPROC glStencilMask;
    PFNGLSTENCILMASKSEPARATEPROC glStencilMaskSeparate;
    PFNGLSTENCILOPPROC glStencilOp;
    PFNGLSTENCILOPSEPARATEPROC glStencilOpSeparate;
    PFNGLTEXIMAGE2DPROC glTexImage2D;
    PFNGLTEXPARAMETERFPROC glTexParameterf;
    PFNGLTEXPARAMETERFVPROC glTexParameterfv;
    PFNGLTEXPARAMETERIPROC glTexParameteri;
    PFNGLTEXPARAMETERIVPROC glTexParameteriv;
    PFNGLTEXSUBIMAGE2DPROC glTexSubImage2D;
    PFNGLUNIFORM1FPROC glUniform1f;
    PFNGLUNIFORM1FVPROC glUniform1fv;
    PFNGLUNIFORM1IPROC glUniform1i;
    PFNGLUNIFORM1IVPROC glUniform1iv;
    PFNGLUNIFORM2FPROC glUniform2f;
    PFNGLUNIFORM2FVPROC glUniform2fv;
    PFNGLUNIFORM2IPROC glUniform2i;
    PFNGLUNIFORM2IVPROC glUniform2iv;
    PFNGLUNIFORM3FPROC glUniform3f;
    PFNGLUNIFORM3FVPROC glUniform3fv;
    PFNGLUNIFORM3IPROC glUniform3i;
    PFNGLUNIFORM3IVPROC glUniform3iv;
    PFNGLUNIFORM4FPROC glUniform4f;
    PFNGLUNIFORM4FVPROC glUniform4fv;
    PFNGLUNIFORM4IPROC glUniform4i;
    PFNGLUNIFORM4IVPROC glUniform4iv;
    PFNGLUNIFORMMATRIX2FVPROC glUniformMatrix2fv;
    PFNGLUNIFORMMATRIX3FVPROC glUniformMatrix3fv;
    PFNGLUNIFORMMATRIX4FVPROC glUniformMatrix4fv;
    PFNGLUSEPROGRAMPROC glUseProgram;
    PFNGLVALIDATEPROGRAMPROC glValidateProgram;
    PFNGLVERTEXATTRIB1FPROC glVertexAttrib1f;
    PFNGLVERTEXATTRIB1FVPROC glVertexAttrib1fv;
    PFNGLVERTEXATTRIB2FPROC glVertexAttrib2f;
    PFNGLVERTEXATTRIB2FVPROC glVertexAttrib2fv;
    PFNGLVERTEXATTRIB3FPROC glVertexAttrib3f;
    PFNGLVERTEXATTRIB3FVPROC glVertexAttrib3fv;
    PFNGLVERTEXATTRIB4FPROC glVertexAttrib4f;
    PFNGLVERTEXATTRIB4FVPROC glVertexAttrib4fv;
    PFNGLVERTEXATTRIBPOINTERPROC glVertexAttribPointer;
    PFNGLVIEWPORTPROC glViewport;
    PFNGLREADBUFFERPROC glReadBuffer;
    PFNGLDRAWRANGEELEMENTSPROC glDrawRangeElements;
    PFNGLTEXIMAGE3DPROC glTexImage3D;
    PFNGLTEXSUBIMAGE3DPROC glTexSubImage3D;
    PFNGLCOPYTEXSUBIMAGE3DPROC glCopyTexSubImage3D;
    PFNGLCOMPRESSEDTEXIMAGE3DPROC glCompressedTexImage3D;
    PFNGLCOMPRESSEDTEXSUBIMAGE3DPROC glCompressedTexSubImage3D;
    PFNGLGENQUERIESPROC glGenQueries;
    PFNGLDELETEQUERIESPROC glDeleteQueries;
    PFNGLISQUERYPROC glIsQuery;
    PFNGLBEGINQUERYPROC glBeginQuery;
    PFNGLENDQUERYPROC glEndQuery;
    PFNGLGETQUERYIVPROC glGetQueryiv;
    PFNGLGETQUERYOBJECTUIVPROC glGetQueryObjectuiv;
    PFNGLUNMAPBUFFERPROC glUnmapBuffer;
    PFNGLGETBUFFERPOINTERVPROC glGetBufferPointerv;
    PFNGLDRAWBUFFERSPROC glDrawBuffers;
    PFNGLUNIFORMMATRIX2X3FVPROC glUniformMatrix2x3fv;
    PFNGLUNIFORMMATRIX3X2FVPROC glUniformMatrix3x2fv;
    PFNGLUNIFORMMATRIX2X4FVPROC glUniformMatrix2x4fv;
    PFNGLUNIFORMMATRIX4X2FVPROC glUniformMatrix4x2fv;
    PFNGLUNIFORMMATRIX3X4FVPROC glUniformMatrix3x4fv;
    PFNGLUNIFORMMATRIX4X3FVPROC glUniformMatrix4x3fv;
    PFNGLBLITFRAMEBUFFERPROC glBlitFramebuffer;
    PFNGLRENDERBUFFERSTORAGEMULTISAMPLEPROC glRenderbufferStorageMultisample;
    PFNGLFRAMEBUFFERTEXTURELAYERPROC glFramebufferTextureLayer;
    PFNGLMAPBUFFERRANGEPROC glMapBufferRange;
    PFNGLFLUSHMAPPEDBUFFERRANGEPROC glFlushMappedBufferRange;
    PFNGLBINDVERTEXARRAYPROC glBindVertexArray;
    PFNGLDELETEVERTEXARRAYSPROC glDeleteVertexArrays;
    PFNGLGENVERTEXARRAYSPROC glGenVertexArrays;
    PFNGLISVERTEXARRAYPROC glIsVertexArray;
    PFNGLGETINTEGERI_VPROC glGetIntegeri_v;
    PFNGLBEGINTRANSFORMFEEDBACKPROC glBeginTransformFeedback;
    PFNGLENDTRANSFORMFEEDBACKPROC glEndTransformFeedback;
    PFNGLBINDBUFFERRANGEPROC glBindBufferRange;
    PFNGLBINDBUFFERBASEPROC glBindBufferBase;
    PFNGLTRANSFORMFEEDBACKVARYINGSPROC glTransformFeedbackVaryings;
    PFNGLGETTRANSFORMFEEDBACKVARYINGPROC glGetTransformFeedbackVarying;
    PFNGLVERTEXATTRIBIPOINTERPROC glVertexAttribIPointer;
    PFNGLGETVERTEXATTRIBIIVPROC glGetVertexAttribIiv;
    PFNGLGETVERTEXATTRIBIUIVPROC glGetVertexAttribIuiv;
    PFNGLVERTEXATTRIBI4IPROC glVertexAttribI4i;
    PFNGLVERTEXATTRIBI4UIPROC glVertexAttribI4ui;
    PFNGLVERTEXATTRIBI4IVPROC glVertexAttribI4iv;
    PFNGLVERTEXATTRIBI4UIVPROC glVertexAttribI4uiv;
    PFNGLGETUNIFORMUIVPROC glGetUniformuiv;
    PFNGLGETFRAGDATALOCATIONPROC glGetFragDataLocation;
    PFNGLUNIFORM1UIPROC glUniform1ui;
    PFNGLUNIFORM2UIPROC glUniform2ui;
    PFNGLUNIFORM3UIPROC glUniform3ui;
    PFNGLUNIFORM4UIPROC glUniform4ui;
    PFNGLUNIFORM1UIVPROC glUniform1uiv;
    PFNGLUNIFORM2UIVPROC glUniform2uiv;
    PFNGLUNIFORM3UIVPROC glUniform3uiv;
    PFNGLUNIFORM4UIVPROC glUniform4uiv;
    PFNGLCLEARBUFFERIVPROC glClearBufferiv;
    PFNGLCLEARBUFFERUIVPROC glClearBufferuiv;
    PFNGLCLEARBUFFERFVPROC glClearBufferfv;
    PFNGLCLEARBUFFERFIPROC glClearBufferfi;
    PFNGLGETSTRINGIPROC glGetStringi;
    PFNGLCOPYBUFFERSUBDATAPROC glCopyBufferSubData;
    PFNGLGETUNIFORMINDICESPROC glGetUniformIndices;
    PFNGLGETACTIVEUNIFORMSIVPROC glGetActiveUniformsiv;
    PFNGLGETUNIFORMBLOCKINDEXPROC glGetUniformBlockIndex;
    PFNGLGETACTIVEUNIFORMBLOCKIVPROC glGetActiveUniformBlockiv;
    PFNGLGETACTIVEUNIFORMBLOCKNAMEPROC glGetActiveUniformBlockName;
    PFNGLUNIFORMBLOCKBINDINGPROC glUniformBlockBinding;
    PFNGLDRAWARRAYSINSTANCEDPROC glDrawArraysInstanced;
    PFNGLDRAWELEMENTSINSTANCEDPROC glDrawElementsInstanced;
    PFNGLFENCESYNCPROC glFenceSync;
    PFNGLISSYNCPROC glIsSync;
    PFNGLDELETESYNCPROC glDeleteSync;
    PFNGLCLIENTWAITSYNCPROC glClientWaitSync;
    PFNGLWAITSYNCPROC glWaitSync;
    PFNGLGETINTEGER64VPROC glGetInteger64v;
    PFNGLGETSYNCIVPROC glGetSynciv;
    PFNGLGETINTEGER64I_VPROC glGetInteger64i_v;
    PFNGLGETBUFFERPARAMETERI64VPROC glGetBufferParameteri64v;
    PFNGLGENSAMPLERSPROC glGenSamplers;
    PFNGLDELETESAMPLERSPROC glDeleteSamplers;
    PFNGLISSAMPLERPROC glIsSampler;
    PFNGLBINDSAMPLERPROC glBindSampler;
    PFNGLSAMPLERPARAMETERIPROC glSamplerParameteri;
    PFNGLSAMPLERPARAMETERIVPROC glSamplerParameteriv;
    PFNGLSAMPLERPARAMETERFPROC glSamplerParameterf;
    PFNGLSAMPLERPARAMETERFVPROC glSamplerParameterfv;
    PFNGLGETSAMPLERPARAMETERIVPROC glGetSamplerParameteriv;
    PFNGLGETSAMPLERPARAMETERFVPROC glGetSamplerParameterfv;
    PFNGLVERTEXATTRIBDIVISORPROC glVertexAttribDivisor;
    PFNGLBINDTRANSFORMFEEDBACKPROC glBindTransformFeedback;
    PFNGLDELETETRANSFORMFEEDBACKSPROC glDeleteTransformFeedbacks;
    PFNGLGENTRANSFORMFEEDBACKSPROC glGenTransformFeedbacks;
    PFNGLISTRANSFORMFEEDBACKPROC glIsTransformFeedback;
    PFNGLPAUSETRANSFORMFEEDBACKPROC glPauseTransformFeedback;
    PFNGLRESUMETRANSFORMFEEDBACKPROC glResumeTransformFeedback;
    PFNGLGETPROGRAMBINARYPROC glGetProgramBinary;
    PFNGLPROGRAMBINARYPROC glProgramBinary;
    PFNGLPROGRAMPARAMETERIPROC glProgramParameteri;
    PFNGLINVALIDATEFRAMEBUFFERPROC glInvalidateFramebuffer;
    PFNGLINVALIDATESUBFRAMEBUFFERPROC glInvalidateSubFramebuffer;
    PFNGLTEXSTORAGE2DPROC glTexStorage2D;
    PFNGLTEXSTORAGE3DPROC glTexStorage3D;
    PFNGLGETINTERNALFORMATIVPROC glGetInternalformativ;
    // OpenGL ES 3.1, optional (NULL without it): the image-atomic accumulation of analytic coverage.
    PFNGLMEMORYBARRIERPROC glMemoryBarrier;
    PFNGLBINDIMAGETEXTUREPROC glBindImageTexture;
    // OpenGL ES 3.2, optional (NULL without it): the accumulation draw's color writes masked off.
    void (GL_APIENTRY *glColorMaski)(GLuint index, GLboolean r, GLboolean g, GLboolean b, GLboolean a);
};
extern struct zoetrope_gles_table zoetrope_gles;
extern const char *const zoetrope_gles_names[249];

static inline void glActiveTexture(GLenum texture) { zoetrope_gles.glActiveTexture(texture); }
static inline void glAttachShader(GLuint program, GLuint shader) { zoetrope_gles.glAttachShader(program, shader); }
static inline void glBindAttribLocation(GLuint program, GLuint index, const GLchar *name) { zoetrope_gles.glBindAttribLocation(program, index, name); }
static inline void glBindBuffer(GLenum target, GLuint buffer) { zoetrope_gles.glBindBuffer(target, buffer); }
static inline void glBindFramebuffer(GLenum target, GLuint framebuffer) { zoetrope_gles.glBindFramebuffer(target, framebuffer); }
static inline void glBindRenderbuffer(GLenum target, GLuint renderbuffer) { zoetrope_gles.glBindRenderbuffer(target, renderbuffer); }
static inline void glBindTexture(GLenum target, GLuint texture) { zoetrope_gles.glBindTexture(target, texture); }
static inline void glBlendColor(GLfloat red, GLfloat green, GLfloat blue, GLfloat alpha) { zoetrope_gles.glBlendColor(red, green, blue, alpha); }
static inline void glBlendEquation(GLenum mode) { zoetrope_gles.glBlendEquation(mode); }
static inline void glBlendEquationSeparate(GLenum modeRGB, GLenum modeAlpha) { zoetrope_gles.glBlendEquationSeparate(modeRGB, modeAlpha); }
static inline void glBlendFunc(GLenum sfactor, GLenum dfactor) { zoetrope_gles.glBlendFunc(sfactor, dfactor); }
static inline void glBlendFuncSeparate(GLenum sfactorRGB, GLenum dfactorRGB, GLenum sfactorAlpha, GLenum dfactorAlpha) { zoetrope_gles.glBlendFuncSeparate(sfactorRGB, dfactorRGB, sfactorAlpha, dfactorAlpha); }
static inline void glBufferData(GLenum target, GLsizeiptr size, const void *data, GLenum usage) { zoetrope_gles.glBufferData(target, size, data, usage); }
static inline void glBufferSubData(GLenum target, GLintptr offset, GLsizeiptr size, const void *data) { zoetrope_gles.glBufferSubData(target, offset, size, data); }
static inline GLenum glCheckFramebufferStatus(GLenum target) { return zoetrope_gles.glCheckFramebufferStatus(target); }
static inline void glClear(GLbitfield mask) { zoetrope_gles.glClear(mask); }
static inline void glClearColor(GLfloat red, GLfloat green, GLfloat blue, GLfloat alpha) { zoetrope_gles.glClearColor(red, green, blue, alpha); }
static inline void glClearDepthf(GLfloat d) { zoetrope_gles.glClearDepthf(d); }
static inline void glClearStencil(GLint s) { zoetrope_gles.glClearStencil(s); }
static inline void glColorMask(GLboolean red, GLboolean green, GLboolean blue, GLboolean alpha) { zoetrope_gles.glColorMask(red, green, blue, alpha); }
static inline void glCompileShader(GLuint shader) { zoetrope_gles.glCompileShader(shader); }
static inline void glCompressedTexImage2D(GLenum target, GLint level, GLenum internalformat, GLsizei width, GLsizei height, GLint border, GLsizei imageSize, const void *data) { zoetrope_gles.glCompressedTexImage2D(target, level, internalformat, width, height, border, imageSize, data); }
static inline void glCompressedTexSubImage2D(GLenum target, GLint level, GLint xoffset, GLint yoffset, GLsizei width, GLsizei height, GLenum format, GLsizei imageSize, const void *data) { zoetrope_gles.glCompressedTexSubImage2D(target, level, xoffset, yoffset, width, height, format, imageSize, data); }
static inline void glCopyTexImage2D(GLenum target, GLint level, GLenum internalformat, GLint x, GLint y, GLsizei width, GLsizei height, GLint border) { zoetrope_gles.glCopyTexImage2D(target, level, internalformat, x, y, width, height, border); }
static inline void glCopyTexSubImage2D(GLenum target, GLint level, GLint xoffset, GLint yoffset, GLint x, GLint y, GLsizei width, GLsizei height) { zoetrope_gles.glCopyTexSubImage2D(target, level, xoffset, yoffset, x, y, width, height); }
static inline GLuint glCreateProgram(void) { return zoetrope_gles.glCreateProgram(); }
static inline GLuint glCreateShader(GLenum type) { return zoetrope_gles.glCreateShader(type); }
static inline void glCullFace(GLenum mode) { zoetrope_gles.glCullFace(mode); }
static inline void glDeleteBuffers(GLsizei n, const GLuint *buffers) { zoetrope_gles.glDeleteBuffers(n, buffers); }
static inline void glDeleteFramebuffers(GLsizei n, const GLuint *framebuffers) { zoetrope_gles.glDeleteFramebuffers(n, framebuffers); }
static inline void glDeleteProgram(GLuint program) { zoetrope_gles.glDeleteProgram(program); }
static inline void glDeleteRenderbuffers(GLsizei n, const GLuint *renderbuffers) { zoetrope_gles.glDeleteRenderbuffers(n, renderbuffers); }
static inline void glDeleteShader(GLuint shader) { zoetrope_gles.glDeleteShader(shader); }
static inline void glDeleteTextures(GLsizei n, const GLuint *textures) { zoetrope_gles.glDeleteTextures(n, textures); }
static inline void glDepthFunc(GLenum func) { zoetrope_gles.glDepthFunc(func); }
static inline void glDepthMask(GLboolean flag) { zoetrope_gles.glDepthMask(flag); }
static inline void glDepthRangef(GLfloat n, GLfloat f) { zoetrope_gles.glDepthRangef(n, f); }
static inline void glDetachShader(GLuint program, GLuint shader) { zoetrope_gles.glDetachShader(program, shader); }
static inline void glDisable(GLenum cap) { zoetrope_gles.glDisable(cap); }
static inline void glDisableVertexAttribArray(GLuint index) { zoetrope_gles.glDisableVertexAttribArray(index); }
static inline void glDrawArrays(GLenum mode, GLint first, GLsizei count) { zoetrope_gles.glDrawArrays(mode, first, count); }
static inline void glDrawElements(GLenum mode, GLsizei count, GLenum type, const void *indices) { zoetrope_gles.glDrawElements(mode, count, type, indices); }
static inline void glEnable(GLenum cap) { zoetrope_gles.glEnable(cap); }
static inline void glEnableVertexAttribArray(GLuint index) { zoetrope_gles.glEnableVertexAttribArray(index); }
static inline void glFinish(void) { zoetrope_gles.glFinish(); }
static inline void glFlush(void) { zoetrope_gles.glFlush(); }
static inline void glFramebufferRenderbuffer(GLenum target, GLenum attachment, GLenum renderbuffertarget, GLuint renderbuffer) { zoetrope_gles.glFramebufferRenderbuffer(target, attachment, renderbuffertarget, renderbuffer); }
static inline void glFramebufferTexture2D(GLenum target, GLenum attachment, GLenum textarget, GLuint texture, GLint level) { zoetrope_gles.glFramebufferTexture2D(target, attachment, textarget, texture, level); }
static inline void glFrontFace(GLenum mode) { zoetrope_gles.glFrontFace(mode); }
static inline void glGenBuffers(GLsizei n, GLuint *buffers) { zoetrope_gles.glGenBuffers(n, buffers); }
static inline void glGenerateMipmap(GLenum target) { zoetrope_gles.glGenerateMipmap(target); }
static inline void glGenFramebuffers(GLsizei n, GLuint *framebuffers) { zoetrope_gles.glGenFramebuffers(n, framebuffers); }
static inline void glGenRenderbuffers(GLsizei n, GLuint *renderbuffers) { zoetrope_gles.glGenRenderbuffers(n, renderbuffers); }
static inline void glGenTextures(GLsizei n, GLuint *textures) { zoetrope_gles.glGenTextures(n, textures); }
static inline void glGetActiveAttrib(GLuint program, GLuint index, GLsizei bufSize, GLsizei *length, GLint *size, GLenum *type, GLchar *name) { zoetrope_gles.glGetActiveAttrib(program, index, bufSize, length, size, type, name); }
static inline void glGetActiveUniform(GLuint program, GLuint index, GLsizei bufSize, GLsizei *length, GLint *size, GLenum *type, GLchar *name) { zoetrope_gles.glGetActiveUniform(program, index, bufSize, length, size, type, name); }
static inline void glGetAttachedShaders(GLuint program, GLsizei maxCount, GLsizei *count, GLuint *shaders) { zoetrope_gles.glGetAttachedShaders(program, maxCount, count, shaders); }
static inline GLint glGetAttribLocation(GLuint program, const GLchar *name) { return zoetrope_gles.glGetAttribLocation(program, name); }
static inline void glGetBooleanv(GLenum pname, GLboolean *data) { zoetrope_gles.glGetBooleanv(pname, data); }
static inline void glGetBufferParameteriv(GLenum target, GLenum pname, GLint *params) { zoetrope_gles.glGetBufferParameteriv(target, pname, params); }
static inline GLenum glGetError(void) { return zoetrope_gles.glGetError(); }
static inline void glGetFloatv(GLenum pname, GLfloat *data) { zoetrope_gles.glGetFloatv(pname, data); }
static inline void glGetFramebufferAttachmentParameteriv(GLenum target, GLenum attachment, GLenum pname, GLint *params) { zoetrope_gles.glGetFramebufferAttachmentParameteriv(target, attachment, pname, params); }
static inline void glGetIntegerv(GLenum pname, GLint *data) { zoetrope_gles.glGetIntegerv(pname, data); }
static inline void glGetProgramiv(GLuint program, GLenum pname, GLint *params) { zoetrope_gles.glGetProgramiv(program, pname, params); }
static inline void glGetProgramInfoLog(GLuint program, GLsizei bufSize, GLsizei *length, GLchar *infoLog) { zoetrope_gles.glGetProgramInfoLog(program, bufSize, length, infoLog); }
static inline void glGetRenderbufferParameteriv(GLenum target, GLenum pname, GLint *params) { zoetrope_gles.glGetRenderbufferParameteriv(target, pname, params); }
static inline void glGetShaderiv(GLuint shader, GLenum pname, GLint *params) { zoetrope_gles.glGetShaderiv(shader, pname, params); }
static inline void glGetShaderInfoLog(GLuint shader, GLsizei bufSize, GLsizei *length, GLchar *infoLog) { zoetrope_gles.glGetShaderInfoLog(shader, bufSize, length, infoLog); }
static inline void glGetShaderPrecisionFormat(GLenum shadertype, GLenum precisiontype, GLint *range, GLint *precision) { zoetrope_gles.glGetShaderPrecisionFormat(shadertype, precisiontype, range, precision); }
static inline void glGetShaderSource(GLuint shader, GLsizei bufSize, GLsizei *length, GLchar *source) { zoetrope_gles.glGetShaderSource(shader, bufSize, length, source); }
static inline const GLubyte * glGetString(GLenum name) { return zoetrope_gles.glGetString(name); }
static inline void glGetTexParameterfv(GLenum target, GLenum pname, GLfloat *params) { zoetrope_gles.glGetTexParameterfv(target, pname, params); }
static inline void glGetTexParameteriv(GLenum target, GLenum pname, GLint *params) { zoetrope_gles.glGetTexParameteriv(target, pname, params); }
static inline void glGetUniformfv(GLuint program, GLint location, GLfloat *params) { zoetrope_gles.glGetUniformfv(program, location, params); }
static inline void glGetUniformiv(GLuint program, GLint location, GLint *params) { zoetrope_gles.glGetUniformiv(program, location, params); }
static inline GLint glGetUniformLocation(GLuint program, const GLchar *name) { return zoetrope_gles.glGetUniformLocation(program, name); }
static inline void glGetVertexAttribfv(GLuint index, GLenum pname, GLfloat *params) { zoetrope_gles.glGetVertexAttribfv(index, pname, params); }
static inline void glGetVertexAttribiv(GLuint index, GLenum pname, GLint *params) { zoetrope_gles.glGetVertexAttribiv(index, pname, params); }
static inline void glGetVertexAttribPointerv(GLuint index, GLenum pname, void **pointer) { zoetrope_gles.glGetVertexAttribPointerv(index, pname, pointer); }
static inline void glHint(GLenum target, GLenum mode) { zoetrope_gles.glHint(target, mode); }
static inline GLboolean glIsBuffer(GLuint buffer) { return zoetrope_gles.glIsBuffer(buffer); }
static inline GLboolean glIsEnabled(GLenum cap) { return zoetrope_gles.glIsEnabled(cap); }
static inline GLboolean glIsFramebuffer(GLuint framebuffer) { return zoetrope_gles.glIsFramebuffer(framebuffer); }
static inline GLboolean glIsProgram(GLuint program) { return zoetrope_gles.glIsProgram(program); }
static inline GLboolean glIsRenderbuffer(GLuint renderbuffer) { return zoetrope_gles.glIsRenderbuffer(renderbuffer); }
static inline GLboolean glIsShader(GLuint shader) { return zoetrope_gles.glIsShader(shader); }
static inline GLboolean glIsTexture(GLuint texture) { return zoetrope_gles.glIsTexture(texture); }
static inline void glLineWidth(GLfloat width) { zoetrope_gles.glLineWidth(width); }
static inline void glLinkProgram(GLuint program) { zoetrope_gles.glLinkProgram(program); }
static inline void glPixelStorei(GLenum pname, GLint param) { zoetrope_gles.glPixelStorei(pname, param); }
static inline void glPolygonOffset(GLfloat factor, GLfloat units) { zoetrope_gles.glPolygonOffset(factor, units); }
static inline void glReadPixels(GLint x, GLint y, GLsizei width, GLsizei height, GLenum format, GLenum type, void *pixels) { zoetrope_gles.glReadPixels(x, y, width, height, format, type, pixels); }
static inline void glReleaseShaderCompiler(void) { zoetrope_gles.glReleaseShaderCompiler(); }
static inline void glRenderbufferStorage(GLenum target, GLenum internalformat, GLsizei width, GLsizei height) { zoetrope_gles.glRenderbufferStorage(target, internalformat, width, height); }
static inline void glSampleCoverage(GLfloat value, GLboolean invert) { zoetrope_gles.glSampleCoverage(value, invert); }
static inline void glScissor(GLint x, GLint y, GLsizei width, GLsizei height) { zoetrope_gles.glScissor(x, y, width, height); }
static inline void glShaderBinary(GLsizei count, const GLuint *shaders, GLenum binaryFormat, const void *binary, GLsizei length) { zoetrope_gles.glShaderBinary(count, shaders, binaryFormat, binary, length); }
static inline void glShaderSource(GLuint shader, GLsizei count, const GLchar *const*string, const GLint *length) { zoetrope_gles.glShaderSource(shader, count, string, length); }
static inline void glStencilFunc(GLenum func, GLint ref, GLuint mask) { zoetrope_gles.glStencilFunc(func, ref, mask); }
static inline void glStencilFuncSeparate(GLenum face, GLenum func, GLint ref, GLuint mask) { zoetrope_gles.glStencilFuncSeparate(face, func, ref, mask); }
static inline void glStencilMask(GLuint mask) { zoetrope_gles.glStencilMask(mask); }
static inline void glStencilMaskSeparate(GLenum face, GLuint mask) { zoetrope_gles.glStencilMaskSeparate(face, mask); }
static inline void glStencilOp(GLenum fail, GLenum zfail, GLenum zpass) { zoetrope_gles.glStencilOp(fail, zfail, zpass); }
static inline void glStencilOpSeparate(GLenum face, GLenum sfail, GLenum dpfail, GLenum dppass) { zoetrope_gles.glStencilOpSeparate(face, sfail, dpfail, dppass); }
static inline void glTexImage2D(GLenum target, GLint level, GLint internalformat, GLsizei width, GLsizei height, GLint border, GLenum format, GLenum type, const void *pixels) { zoetrope_gles.glTexImage2D(target, level, internalformat, width, height, border, format, type, pixels); }
static inline void glTexParameterf(GLenum target, GLenum pname, GLfloat param) { zoetrope_gles.glTexParameterf(target, pname, param); }
static inline void glTexParameterfv(GLenum target, GLenum pname, const GLfloat *params) { zoetrope_gles.glTexParameterfv(target, pname, params); }
static inline void glTexParameteri(GLenum target, GLenum pname, GLint param) { zoetrope_gles.glTexParameteri(target, pname, param); }
static inline void glTexParameteriv(GLenum target, GLenum pname, const GLint *params) { zoetrope_gles.glTexParameteriv(target, pname, params); }
static inline void glTexSubImage2D(GLenum target, GLint level, GLint xoffset, GLint yoffset, GLsizei width, GLsizei height, GLenum format, GLenum type, const void *pixels) { zoetrope_gles.glTexSubImage2D(target, level, xoffset, yoffset, width, height, format, type, pixels); }
static inline void glUniform1f(GLint location, GLfloat v0) { zoetrope_gles.glUniform1f(location, v0); }
static inline void glUniform1fv(GLint location, GLsizei count, const GLfloat *value) { zoetrope_gles.glUniform1fv(location, count, value); }
static inline void glUniform1i(GLint location, GLint v0) { zoetrope_gles.glUniform1i(location, v0); }
static inline void glUniform1iv(GLint location, GLsizei count, const GLint *value) { zoetrope_gles.glUniform1iv(location, count, value); }
static inline void glUniform2f(GLint location, GLfloat v0, GLfloat v1) { zoetrope_gles.glUniform2f(location, v0, v1); }
static inline void glUniform2fv(GLint location, GLsizei count, const GLfloat *value) { zoetrope_gles.glUniform2fv(location, count, value); }
static inline void glUniform2i(GLint location, GLint v0, GLint v1) { zoetrope_gles.glUniform2i(location, v0, v1); }
static inline void glUniform2iv(GLint location, GLsizei count, const GLint *value) { zoetrope_gles.glUniform2iv(location, count, value); }
static inline void glUniform3f(GLint location, GLfloat v0, GLfloat v1, GLfloat v2) { zoetrope_gles.glUniform3f(location, v0, v1, v2); }
static inline void glUniform3fv(GLint location, GLsizei count, const GLfloat *value) { zoetrope_gles.glUniform3fv(location, count, value); }
static inline void glUniform3i(GLint location, GLint v0, GLint v1, GLint v2) { zoetrope_gles.glUniform3i(location, v0, v1, v2); }
static inline void glUniform3iv(GLint location, GLsizei count, const GLint *value) { zoetrope_gles.glUniform3iv(location, count, value); }
static inline void glUniform4f(GLint location, GLfloat v0, GLfloat v1, GLfloat v2, GLfloat v3) { zoetrope_gles.glUniform4f(location, v0, v1, v2, v3); }
static inline void glUniform4fv(GLint location, GLsizei count, const GLfloat *value) { zoetrope_gles.glUniform4fv(location, count, value); }
static inline void glUniform4i(GLint location, GLint v0, GLint v1, GLint v2, GLint v3) { zoetrope_gles.glUniform4i(location, v0, v1, v2, v3); }
static inline void glUniform4iv(GLint location, GLsizei count, const GLint *value) { zoetrope_gles.glUniform4iv(location, count, value); }
static inline void glUniformMatrix2fv(GLint location, GLsizei count, GLboolean transpose, const GLfloat *value) { zoetrope_gles.glUniformMatrix2fv(location, count, transpose, value); }
static inline void glUniformMatrix3fv(GLint location, GLsizei count, GLboolean transpose, const GLfloat *value) { zoetrope_gles.glUniformMatrix3fv(location, count, transpose, value); }
static inline void glUniformMatrix4fv(GLint location, GLsizei count, GLboolean transpose, const GLfloat *value) { zoetrope_gles.glUniformMatrix4fv(location, count, transpose, value); }
static inline void glUseProgram(GLuint program) { zoetrope_gles.glUseProgram(program); }
static inline void glValidateProgram(GLuint program) { zoetrope_gles.glValidateProgram(program); }
static inline void glVertexAttrib1f(GLuint index, GLfloat x) { zoetrope_gles.glVertexAttrib1f(index, x); }
static inline void glVertexAttrib1fv(GLuint index, const GLfloat *v) { zoetrope_gles.glVertexAttrib1fv(index, v); }
static inline void glVertexAttrib2f(GLuint index, GLfloat x, GLfloat y) { zoetrope_gles.glVertexAttrib2f(index, x, y); }
static inline void glVertexAttrib2fv(GLuint index, const GLfloat *v) { zoetrope_gles.glVertexAttrib2fv(index, v); }
static inline void glVertexAttrib3f(GLuint index, GLfloat x, GLfloat y, GLfloat z) { zoetrope_gles.glVertexAttrib3f(index, x, y, z); }
static inline void glVertexAttrib3fv(GLuint index, const GLfloat *v) { zoetrope_gles.glVertexAttrib3fv(index, v); }
static inline void glVertexAttrib4f(GLuint index, GLfloat x, GLfloat y, GLfloat z, GLfloat w) { zoetrope_gles.glVertexAttrib4f(index, x, y, z, w); }
static inline void glVertexAttrib4fv(GLuint index, const GLfloat *v) { zoetrope_gles.glVertexAttrib4fv(index, v); }
static inline void glVertexAttribPointer(GLuint index, GLint size, GLenum type, GLboolean normalized, GLsizei stride, const void *pointer) { zoetrope_gles.glVertexAttribPointer(index, size, type, normalized, stride, pointer); }
static inline void glViewport(GLint x, GLint y, GLsizei width, GLsizei height) { zoetrope_gles.glViewport(x, y, width, height); }
static inline void glReadBuffer(GLenum src) { zoetrope_gles.glReadBuffer(src); }
static inline void glDrawRangeElements(GLenum mode, GLuint start, GLuint end, GLsizei count, GLenum type, const void *indices) { zoetrope_gles.glDrawRangeElements(mode, start, end, count, type, indices); }
static inline void glTexImage3D(GLenum target, GLint level, GLint internalformat, GLsizei width, GLsizei height, GLsizei depth, GLint border, GLenum format, GLenum type, const void *pixels) { zoetrope_gles.glTexImage3D(target, level, internalformat, width, height, depth, border, format, type, pixels); }
static inline void glTexSubImage3D(GLenum target, GLint level, GLint xoffset, GLint yoffset, GLint zoffset, GLsizei width, GLsizei height, GLsizei depth, GLenum format, GLenum type, const void *pixels) { zoetrope_gles.glTexSubImage3D(target, level, xoffset, yoffset, zoffset, width, height, depth, format, type, pixels); }
static inline void glCopyTexSubImage3D(GLenum target, GLint level, GLint xoffset, GLint yoffset, GLint zoffset, GLint x, GLint y, GLsizei width, GLsizei height) { zoetrope_gles.glCopyTexSubImage3D(target, level, xoffset, yoffset, zoffset, x, y, width, height); }
static inline void glCompressedTexImage3D(GLenum target, GLint level, GLenum internalformat, GLsizei width, GLsizei height, GLsizei depth, GLint border, GLsizei imageSize, const void *data) { zoetrope_gles.glCompressedTexImage3D(target, level, internalformat, width, height, depth, border, imageSize, data); }
static inline void glCompressedTexSubImage3D(GLenum target, GLint level, GLint xoffset, GLint yoffset, GLint zoffset, GLsizei width, GLsizei height, GLsizei depth, GLenum format, GLsizei imageSize, const void *data) { zoetrope_gles.glCompressedTexSubImage3D(target, level, xoffset, yoffset, zoffset, width, height, depth, format, imageSize, data); }
static inline void glGenQueries(GLsizei n, GLuint *ids) { zoetrope_gles.glGenQueries(n, ids); }
static inline void glDeleteQueries(GLsizei n, const GLuint *ids) { zoetrope_gles.glDeleteQueries(n, ids); }
static inline GLboolean glIsQuery(GLuint id) { return zoetrope_gles.glIsQuery(id); }
static inline void glBeginQuery(GLenum target, GLuint id) { zoetrope_gles.glBeginQuery(target, id); }
static inline void glEndQuery(GLenum target) { zoetrope_gles.glEndQuery(target); }
static inline void glGetQueryiv(GLenum target, GLenum pname, GLint *params) { zoetrope_gles.glGetQueryiv(target, pname, params); }
static inline void glGetQueryObjectuiv(GLuint id, GLenum pname, GLuint *params) { zoetrope_gles.glGetQueryObjectuiv(id, pname, params); }
static inline GLboolean glUnmapBuffer(GLenum target) { return zoetrope_gles.glUnmapBuffer(target); }
static inline void glGetBufferPointerv(GLenum target, GLenum pname, void **params) { zoetrope_gles.glGetBufferPointerv(target, pname, params); }
static inline void glDrawBuffers(GLsizei n, const GLenum *bufs) { zoetrope_gles.glDrawBuffers(n, bufs); }
static inline void glUniformMatrix2x3fv(GLint location, GLsizei count, GLboolean transpose, const GLfloat *value) { zoetrope_gles.glUniformMatrix2x3fv(location, count, transpose, value); }
static inline void glUniformMatrix3x2fv(GLint location, GLsizei count, GLboolean transpose, const GLfloat *value) { zoetrope_gles.glUniformMatrix3x2fv(location, count, transpose, value); }
static inline void glUniformMatrix2x4fv(GLint location, GLsizei count, GLboolean transpose, const GLfloat *value) { zoetrope_gles.glUniformMatrix2x4fv(location, count, transpose, value); }
static inline void glUniformMatrix4x2fv(GLint location, GLsizei count, GLboolean transpose, const GLfloat *value) { zoetrope_gles.glUniformMatrix4x2fv(location, count, transpose, value); }
static inline void glUniformMatrix3x4fv(GLint location, GLsizei count, GLboolean transpose, const GLfloat *value) { zoetrope_gles.glUniformMatrix3x4fv(location, count, transpose, value); }
static inline void glUniformMatrix4x3fv(GLint location, GLsizei count, GLboolean transpose, const GLfloat *value) { zoetrope_gles.glUniformMatrix4x3fv(location, count, transpose, value); }
static inline void glBlitFramebuffer(GLint srcX0, GLint srcY0, GLint srcX1, GLint srcY1, GLint dstX0, GLint dstY0, GLint dstX1, GLint dstY1, GLbitfield mask, GLenum filter) { zoetrope_gles.glBlitFramebuffer(srcX0, srcY0, srcX1, srcY1, dstX0, dstY0, dstX1, dstY1, mask, filter); }
static inline void glRenderbufferStorageMultisample(GLenum target, GLsizei samples, GLenum internalformat, GLsizei width, GLsizei height) { zoetrope_gles.glRenderbufferStorageMultisample(target, samples, internalformat, width, height); }
static inline void glFramebufferTextureLayer(GLenum target, GLenum attachment, GLuint texture, GLint level, GLint layer) { zoetrope_gles.glFramebufferTextureLayer(target, attachment, texture, level, layer); }
static inline void * glMapBufferRange(GLenum target, GLintptr offset, GLsizeiptr length, GLbitfield access) { return zoetrope_gles.glMapBufferRange(target, offset, length, access); }
static inline void glFlushMappedBufferRange(GLenum target, GLintptr offset, GLsizeiptr length) { zoetrope_gles.glFlushMappedBufferRange(target, offset, length); }
static inline void glBindVertexArray(GLuint array) { zoetrope_gles.glBindVertexArray(array); }
static inline void glDeleteVertexArrays(GLsizei n, const GLuint *arrays) { zoetrope_gles.glDeleteVertexArrays(n, arrays); }
static inline void glGenVertexArrays(GLsizei n, GLuint *arrays) { zoetrope_gles.glGenVertexArrays(n, arrays); }
static inline GLboolean glIsVertexArray(GLuint array) { return zoetrope_gles.glIsVertexArray(array); }
static inline void glGetIntegeri_v(GLenum target, GLuint index, GLint *data) { zoetrope_gles.glGetIntegeri_v(target, index, data); }
static inline void glBeginTransformFeedback(GLenum primitiveMode) { zoetrope_gles.glBeginTransformFeedback(primitiveMode); }
static inline void glEndTransformFeedback(void) { zoetrope_gles.glEndTransformFeedback(); }
static inline void glBindBufferRange(GLenum target, GLuint index, GLuint buffer, GLintptr offset, GLsizeiptr size) { zoetrope_gles.glBindBufferRange(target, index, buffer, offset, size); }
static inline void glBindBufferBase(GLenum target, GLuint index, GLuint buffer) { zoetrope_gles.glBindBufferBase(target, index, buffer); }
static inline void glTransformFeedbackVaryings(GLuint program, GLsizei count, const GLchar *const*varyings, GLenum bufferMode) { zoetrope_gles.glTransformFeedbackVaryings(program, count, varyings, bufferMode); }
static inline void glGetTransformFeedbackVarying(GLuint program, GLuint index, GLsizei bufSize, GLsizei *length, GLsizei *size, GLenum *type, GLchar *name) { zoetrope_gles.glGetTransformFeedbackVarying(program, index, bufSize, length, size, type, name); }
static inline void glVertexAttribIPointer(GLuint index, GLint size, GLenum type, GLsizei stride, const void *pointer) { zoetrope_gles.glVertexAttribIPointer(index, size, type, stride, pointer); }
static inline void glGetVertexAttribIiv(GLuint index, GLenum pname, GLint *params) { zoetrope_gles.glGetVertexAttribIiv(index, pname, params); }
static inline void glGetVertexAttribIuiv(GLuint index, GLenum pname, GLuint *params) { zoetrope_gles.glGetVertexAttribIuiv(index, pname, params); }
static inline void glVertexAttribI4i(GLuint index, GLint x, GLint y, GLint z, GLint w) { zoetrope_gles.glVertexAttribI4i(index, x, y, z, w); }
static inline void glVertexAttribI4ui(GLuint index, GLuint x, GLuint y, GLuint z, GLuint w) { zoetrope_gles.glVertexAttribI4ui(index, x, y, z, w); }
static inline void glVertexAttribI4iv(GLuint index, const GLint *v) { zoetrope_gles.glVertexAttribI4iv(index, v); }
static inline void glVertexAttribI4uiv(GLuint index, const GLuint *v) { zoetrope_gles.glVertexAttribI4uiv(index, v); }
static inline void glGetUniformuiv(GLuint program, GLint location, GLuint *params) { zoetrope_gles.glGetUniformuiv(program, location, params); }
static inline GLint glGetFragDataLocation(GLuint program, const GLchar *name) { return zoetrope_gles.glGetFragDataLocation(program, name); }
static inline void glUniform1ui(GLint location, GLuint v0) { zoetrope_gles.glUniform1ui(location, v0); }
static inline void glUniform2ui(GLint location, GLuint v0, GLuint v1) { zoetrope_gles.glUniform2ui(location, v0, v1); }
static inline void glUniform3ui(GLint location, GLuint v0, GLuint v1, GLuint v2) { zoetrope_gles.glUniform3ui(location, v0, v1, v2); }
static inline void glUniform4ui(GLint location, GLuint v0, GLuint v1, GLuint v2, GLuint v3) { zoetrope_gles.glUniform4ui(location, v0, v1, v2, v3); }
static inline void glUniform1uiv(GLint location, GLsizei count, const GLuint *value) { zoetrope_gles.glUniform1uiv(location, count, value); }
static inline void glUniform2uiv(GLint location, GLsizei count, const GLuint *value) { zoetrope_gles.glUniform2uiv(location, count, value); }
static inline void glUniform3uiv(GLint location, GLsizei count, const GLuint *value) { zoetrope_gles.glUniform3uiv(location, count, value); }
static inline void glUniform4uiv(GLint location, GLsizei count, const GLuint *value) { zoetrope_gles.glUniform4uiv(location, count, value); }
static inline void glClearBufferiv(GLenum buffer, GLint drawbuffer, const GLint *value) { zoetrope_gles.glClearBufferiv(buffer, drawbuffer, value); }
static inline void glClearBufferuiv(GLenum buffer, GLint drawbuffer, const GLuint *value) { zoetrope_gles.glClearBufferuiv(buffer, drawbuffer, value); }
static inline void glClearBufferfv(GLenum buffer, GLint drawbuffer, const GLfloat *value) { zoetrope_gles.glClearBufferfv(buffer, drawbuffer, value); }
static inline void glClearBufferfi(GLenum buffer, GLint drawbuffer, GLfloat depth, GLint stencil) { zoetrope_gles.glClearBufferfi(buffer, drawbuffer, depth, stencil); }
static inline const GLubyte * glGetStringi(GLenum name, GLuint index) { return zoetrope_gles.glGetStringi(name, index); }
static inline void glCopyBufferSubData(GLenum readTarget, GLenum writeTarget, GLintptr readOffset, GLintptr writeOffset, GLsizeiptr size) { zoetrope_gles.glCopyBufferSubData(readTarget, writeTarget, readOffset, writeOffset, size); }
static inline void glGetUniformIndices(GLuint program, GLsizei uniformCount, const GLchar *const*uniformNames, GLuint *uniformIndices) { zoetrope_gles.glGetUniformIndices(program, uniformCount, uniformNames, uniformIndices); }
static inline void glGetActiveUniformsiv(GLuint program, GLsizei uniformCount, const GLuint *uniformIndices, GLenum pname, GLint *params) { zoetrope_gles.glGetActiveUniformsiv(program, uniformCount, uniformIndices, pname, params); }
static inline GLuint glGetUniformBlockIndex(GLuint program, const GLchar *uniformBlockName) { return zoetrope_gles.glGetUniformBlockIndex(program, uniformBlockName); }
static inline void glGetActiveUniformBlockiv(GLuint program, GLuint uniformBlockIndex, GLenum pname, GLint *params) { zoetrope_gles.glGetActiveUniformBlockiv(program, uniformBlockIndex, pname, params); }
static inline void glGetActiveUniformBlockName(GLuint program, GLuint uniformBlockIndex, GLsizei bufSize, GLsizei *length, GLchar *uniformBlockName) { zoetrope_gles.glGetActiveUniformBlockName(program, uniformBlockIndex, bufSize, length, uniformBlockName); }
static inline void glUniformBlockBinding(GLuint program, GLuint uniformBlockIndex, GLuint uniformBlockBinding) { zoetrope_gles.glUniformBlockBinding(program, uniformBlockIndex, uniformBlockBinding); }
static inline void glDrawArraysInstanced(GLenum mode, GLint first, GLsizei count, GLsizei instancecount) { zoetrope_gles.glDrawArraysInstanced(mode, first, count, instancecount); }
static inline void glDrawElementsInstanced(GLenum mode, GLsizei count, GLenum type, const void *indices, GLsizei instancecount) { zoetrope_gles.glDrawElementsInstanced(mode, count, type, indices, instancecount); }
static inline GLsync glFenceSync(GLenum condition, GLbitfield flags) { return zoetrope_gles.glFenceSync(condition, flags); }
static inline GLboolean glIsSync(GLsync sync) { return zoetrope_gles.glIsSync(sync); }
static inline void glDeleteSync(GLsync sync) { zoetrope_gles.glDeleteSync(sync); }
static inline GLenum glClientWaitSync(GLsync sync, GLbitfield flags, GLuint64 timeout) { return zoetrope_gles.glClientWaitSync(sync, flags, timeout); }
static inline void glWaitSync(GLsync sync, GLbitfield flags, GLuint64 timeout) { zoetrope_gles.glWaitSync(sync, flags, timeout); }
static inline void glGetInteger64v(GLenum pname, GLint64 *data) { zoetrope_gles.glGetInteger64v(pname, data); }
static inline void glGetSynciv(GLsync sync, GLenum pname, GLsizei count, GLsizei *length, GLint *values) { zoetrope_gles.glGetSynciv(sync, pname, count, length, values); }
static inline void glGetInteger64i_v(GLenum target, GLuint index, GLint64 *data) { zoetrope_gles.glGetInteger64i_v(target, index, data); }
static inline void glGetBufferParameteri64v(GLenum target, GLenum pname, GLint64 *params) { zoetrope_gles.glGetBufferParameteri64v(target, pname, params); }
static inline void glGenSamplers(GLsizei count, GLuint *samplers) { zoetrope_gles.glGenSamplers(count, samplers); }
static inline void glDeleteSamplers(GLsizei count, const GLuint *samplers) { zoetrope_gles.glDeleteSamplers(count, samplers); }
static inline GLboolean glIsSampler(GLuint sampler) { return zoetrope_gles.glIsSampler(sampler); }
static inline void glBindSampler(GLuint unit, GLuint sampler) { zoetrope_gles.glBindSampler(unit, sampler); }
static inline void glSamplerParameteri(GLuint sampler, GLenum pname, GLint param) { zoetrope_gles.glSamplerParameteri(sampler, pname, param); }
static inline void glSamplerParameteriv(GLuint sampler, GLenum pname, const GLint *param) { zoetrope_gles.glSamplerParameteriv(sampler, pname, param); }
static inline void glSamplerParameterf(GLuint sampler, GLenum pname, GLfloat param) { zoetrope_gles.glSamplerParameterf(sampler, pname, param); }
static inline void glSamplerParameterfv(GLuint sampler, GLenum pname, const GLfloat *param) { zoetrope_gles.glSamplerParameterfv(sampler, pname, param); }
static inline void glGetSamplerParameteriv(GLuint sampler, GLenum pname, GLint *params) { zoetrope_gles.glGetSamplerParameteriv(sampler, pname, params); }
static inline void glGetSamplerParameterfv(GLuint sampler, GLenum pname, GLfloat *params) { zoetrope_gles.glGetSamplerParameterfv(sampler, pname, params); }
static inline void glVertexAttribDivisor(GLuint index, GLuint divisor) { zoetrope_gles.glVertexAttribDivisor(index, divisor); }
static inline void glBindTransformFeedback(GLenum target, GLuint id) { zoetrope_gles.glBindTransformFeedback(target, id); }
static inline void glDeleteTransformFeedbacks(GLsizei n, const GLuint *ids) { zoetrope_gles.glDeleteTransformFeedbacks(n, ids); }
static inline void glGenTransformFeedbacks(GLsizei n, GLuint *ids) { zoetrope_gles.glGenTransformFeedbacks(n, ids); }
static inline GLboolean glIsTransformFeedback(GLuint id) { return zoetrope_gles.glIsTransformFeedback(id); }
static inline void glPauseTransformFeedback(void) { zoetrope_gles.glPauseTransformFeedback(); }
static inline void glResumeTransformFeedback(void) { zoetrope_gles.glResumeTransformFeedback(); }
static inline void glGetProgramBinary(GLuint program, GLsizei bufSize, GLsizei *length, GLenum *binaryFormat, void *binary) { zoetrope_gles.glGetProgramBinary(program, bufSize, length, binaryFormat, binary); }
static inline void glProgramBinary(GLuint program, GLenum binaryFormat, const void *binary, GLsizei length) { zoetrope_gles.glProgramBinary(program, binaryFormat, binary, length); }
static inline void glProgramParameteri(GLuint program, GLenum pname, GLint value) { zoetrope_gles.glProgramParameteri(program, pname, value); }
static inline void glInvalidateFramebuffer(GLenum target, GLsizei numAttachments, const GLenum *attachments) { zoetrope_gles.glInvalidateFramebuffer(target, numAttachments, attachments); }
static inline void glInvalidateSubFramebuffer(GLenum target, GLsizei numAttachments, const GLenum *attachments, GLint x, GLint y, GLsizei width, GLsizei height) { zoetrope_gles.glInvalidateSubFramebuffer(target, numAttachments, attachments, x, y, width, height); }
static inline void glTexStorage2D(GLenum target, GLsizei levels, GLenum internalformat, GLsizei width, GLsizei height) { zoetrope_gles.glTexStorage2D(target, levels, internalformat, width, height); }
static inline void glTexStorage3D(GLenum target, GLsizei levels, GLenum internalformat, GLsizei width, GLsizei height, GLsizei depth) { zoetrope_gles.glTexStorage3D(target, levels, internalformat, width, height, depth); }
static inline void glGetInternalformativ(GLenum target, GLenum internalformat, GLenum pname, GLsizei count, GLint *params) { zoetrope_gles.glGetInternalformativ(target, internalformat, pname, count, params); }

static inline void glMemoryBarrier(GLbitfield barriers) { zoetrope_gles.glMemoryBarrier(barriers); }
static inline void glColorMaski(GLuint index, GLboolean r, GLboolean g, GLboolean b, GLboolean a) { zoetrope_gles.glColorMaski(index, r, g, b, a); }
/// 1 when the optional OpenGL ES 3.2 glColorMaski resolved.
static inline int zoetrope_gles_has_color_mask_indexed(void) { return zoetrope_gles.glColorMaski != NULL; }
static inline void glBindImageTexture(GLuint unit, GLuint texture, GLint level, GLboolean layered, GLint layer, GLenum access, GLenum format) { zoetrope_gles.glBindImageTexture(unit, texture, level, layered, layer, access, format); }
/// 1 when the optional OpenGL ES 3.1 entry points (glMemoryBarrier, glBindImageTexture) resolved.
static inline int zoetrope_gles_has_images(void) { return zoetrope_gles.glMemoryBarrier != NULL && zoetrope_gles.glBindImageTexture != NULL; }

/// A byte offset into the bound buffer as the pointer that glVertexAttribPointer / glDrawElements expect.
static inline const void *zoetrope_gl_offset(uintptr_t offset) { return (const void *)offset; }

#endif
