/*
 * Zoetrope's text peer: draws a label list (`zoetrope bench --text` writes it; format below) with
 * Cairo over FreeType (-DPEER_CAIRO) or with Blend2D (-DPEER_BLEND2D), each label shaped by
 * HarfBuzz over the same font file, times it the way peer.c does, and writes the last frame.
 *
 *   peer-{cairo,blend2d}-text LABELS.txt WIDTH HEIGHT WARMUP RUNS MODE THREADS OUT.png [BUDGET_SECONDS]
 *
 * MODE (shaping is done once before timing unless the mode says otherwise):
 *   glyphs  each label drawn as a glyph run: Cairo's cairo_show_glyphs (FreeType renders each
 *           glyph once per size into Cairo's glyph cache, frames composite the cached masks; Cairo
 *           1.16's image backend puts each glyph at its pen position rounded to a whole pixel);
 *           Blend2D's blContextFillGlyphRunD (glyph outlines filled as paths at their exact
 *           positions every frame; Blend2D has no glyph cache)
 *   shape   as glyphs, but every label is shaped again (hb_shape) inside each frame
 *   paths   (Cairo) each label's glyph outlines filled as one path, cairo_glyph_path + cairo_fill
 *           (nonzero): exact positions, the vector route Zoetrope takes
 * THREADS: Blend2D 1 = synchronous context, N > 1 = N worker threads; ignored by Cairo.
 *
 * Label list (UTF-8 text; '#' lines are comments):
 *   FONT /path/to/font.otf           the one font file every label uses (face 0)
 *   L X Y SIZE TEXT                  a label: baseline origin (X, Y) in pixels, y down; SIZE in
 *                                    pixels per em; TEXT = the rest of the line after one space
 *   END
 * Numbers are written with 17 significant digits (exact doubles).
 *
 * Shaping is Zoetrope's TextShaper's: hb_font_create over the file's blob (HarfBuzz's OpenType
 * functions), scale = units per em, hb_buffer_guess_segment_properties, default features; positions
 * scaled by SIZE / unitsPerEm in double. Cairo draws with cairo_ft_font_face_create_for_ft_face on
 * a FreeType face of the same file: no hinting (CAIRO_HINT_STYLE_NONE, FT_LOAD_NO_HINTING), no
 * metrics hinting, grey anti-aliasing. Blend2D opens the same file (blFontFaceCreateFromFile) and
 * is given HarfBuzz's glyphs and positions (BL_GLYPH_PLACEMENT_TYPE_USER_UNITS). One frame = opaque
 * white, then every label in order, black, source-over. Prints one line, as peer.c does (MODE
 * appended):
 *   NAME VERSION THREADS median_ms min_ms max_ms timed_frames MODE
 */
#include "peer_common.h"
#include <hb.h>

typedef struct {
    double x, y, size;
    char* text;
    int textLength;
    int font;           /* index into the peer's fonts (one per distinct size) */
    uint32_t* ids;      /* shaped once (glyphs, paths modes) */
    double* offsets;    /* (x, y) per glyph from the label's origin, y down */
    int nglyphs;
} Label;

typedef struct {
    Label* labels; int nlabels;
    char fontPath[4096];
    hb_font_t* hbFont; int unitsPerEm;
    hb_buffer_t* buffer;
    uint32_t* scratchIds; double* scratchOffsets; int scratchCapacity;
    double* sizes; int nsizes;
} Labels;

enum { MODE_GLYPHS, MODE_SHAPE, MODE_PATHS };

static void readLabels(Labels* p, const char* file) {
    FILE* f = fopen(file, "r");
    if (!f) die("cannot open the label list");
    char* line = NULL; size_t capacity = 0; ssize_t length; int cap = 0;
    p->fontPath[0] = 0;
    while ((length = getline(&line, &capacity, f)) >= 0) {
        while (length > 0 && (line[length - 1] == '\n' || line[length - 1] == '\r')) line[--length] = 0;
        if (length == 0 || line[0] == '#') continue;
        if (!strncmp(line, "FONT ", 5)) {
            snprintf(p->fontPath, sizeof p->fontPath, "%s", line + 5);
        } else if (!strncmp(line, "L ", 2)) {
            Label label = {0};
            char* cursor = line + 2;
            double* fields[3] = { &label.x, &label.y, &label.size };
            for (int k = 0; k < 3; k++) {
                char* end;
                *fields[k] = strtod(cursor, &end);
                if (end == cursor || (*end != ' ' && !(k == 2 && *end == 0))) die("bad L line");
                cursor = end;
            }
            label.text = strdup(*cursor == ' ' ? cursor + 1 : cursor);   /* TEXT: after exactly one space */
            label.textLength = (int)strlen(label.text);
            if (label.size <= 0 || !isfinite(label.size)) die("bad label size");
            if (p->nlabels == cap) { cap = cap ? 2 * cap : 256; p->labels = realloc(p->labels, cap * sizeof(Label)); }
            p->labels[p->nlabels++] = label;
        } else if (!strcmp(line, "END")) {
            break;
        } else {
            die("unknown line in the label list");
        }
    }
    free(line);
    fclose(f);
    if (!p->fontPath[0]) die("the label list names no FONT");
}


/* Opens the HarfBuzz font over the FONT file, scaled to font units (as Zoetrope's FontFace). */
static void openShaper(Labels* p) {
    hb_blob_t* blob = hb_blob_create_from_file_or_fail(p->fontPath);
    if (!blob) die("cannot read the FONT file");
    hb_face_t* face = hb_face_create(blob, 0);
    hb_blob_destroy(blob);
    p->unitsPerEm = (int)hb_face_get_upem(face);
    p->hbFont = hb_font_create(face);
    hb_face_destroy(face);
    hb_font_set_scale(p->hbFont, p->unitsPerEm, p->unitsPerEm);
    p->buffer = hb_buffer_create();
}

/* Shapes `label` into `ids` / `offsets` (grown to `*capacity`); returns the glyph count. */
static int shape(Labels* p, const Label* label, uint32_t** ids, double** offsets, int* capacity) {
    hb_buffer_clear_contents(p->buffer);
    hb_buffer_add_utf8(p->buffer, label->text, label->textLength, 0, label->textLength);
    hb_buffer_guess_segment_properties(p->buffer);
    hb_shape(p->hbFont, p->buffer, NULL, 0);
    unsigned int count = 0;
    hb_glyph_info_t* infos = hb_buffer_get_glyph_infos(p->buffer, &count);
    hb_glyph_position_t* positions = hb_buffer_get_glyph_positions(p->buffer, &count);
    if ((int)count > *capacity) {
        *capacity = (int)count * 2;
        *ids = realloc(*ids, *capacity * sizeof(uint32_t));
        *offsets = realloc(*offsets, *capacity * 2 * sizeof(double));
    }
    double scale = label->size / p->unitsPerEm, pen = 0;
    for (unsigned int i = 0; i < count; i++) {
        (*ids)[i] = infos[i].codepoint;
        (*offsets)[2 * i] = pen + positions[i].x_offset * scale;
        (*offsets)[2 * i + 1] = -positions[i].y_offset * scale;
        pen += positions[i].x_advance * scale;
    }
    return (int)count;
}

/* The index of `size` among the distinct sizes (added when new). */
static int sizeIndex(Labels* p, double size) {
    for (int i = 0; i < p->nsizes; i++) if (p->sizes[i] == size) return i;
    p->sizes = realloc(p->sizes, (p->nsizes + 1) * sizeof(double));
    p->sizes[p->nsizes] = size;
    return p->nsizes++;
}

#ifdef PEER_CAIRO
#include <cairo.h>
#include <cairo-ft.h>
#include <ft2build.h>
#include FT_FREETYPE_H
#define PEER_NAME "cairo"

typedef struct {
    FT_Library library; FT_Face face;
    cairo_font_face_t* cairoFace;
    cairo_scaled_font_t** fonts;
    cairo_glyph_t** glyphs;           /* per label, absolute positions (glyphs, paths modes) */
    cairo_glyph_t* scratch; int scratchCapacity;
    cairo_surface_t* surface; int w, h;
} Peer;

static cairo_scaled_font_t* scaledFont(cairo_font_face_t* face, double size) {
    cairo_matrix_t matrix, identity;
    cairo_matrix_init_scale(&matrix, size, size);
    cairo_matrix_init_identity(&identity);
    cairo_font_options_t* options = cairo_font_options_create();
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE);
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF);
    cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY);
    cairo_scaled_font_t* scaled = cairo_scaled_font_create(face, &matrix, &identity, options);
    cairo_font_options_destroy(options);
    if (cairo_scaled_font_status(scaled) != CAIRO_STATUS_SUCCESS) die("cairo_scaled_font_create");
    return scaled;
}

static void toCairo(const Label* label, const uint32_t* ids, const double* offsets, int n, cairo_glyph_t* out) {
    for (int i = 0; i < n; i++) {
        out[i].index = ids[i];
        out[i].x = label->x + offsets[2 * i];
        out[i].y = label->y + offsets[2 * i + 1];
    }
}

static Peer setup(Labels* l, int w, int h, int threads) {
    (void)threads;
    Peer p = {0};
    if (FT_Init_FreeType(&p.library)) die("FT_Init_FreeType");
    if (FT_New_Face(p.library, l->fontPath, 0, &p.face)) die("FT_New_Face: cannot open the FONT file");
    p.cairoFace = cairo_ft_font_face_create_for_ft_face(p.face, FT_LOAD_NO_HINTING);
    p.fonts = calloc(l->nsizes, sizeof(cairo_scaled_font_t*));
    for (int i = 0; i < l->nsizes; i++) p.fonts[i] = scaledFont(p.cairoFace, l->sizes[i]);
    p.glyphs = calloc(l->nlabels, sizeof(cairo_glyph_t*));
    for (int i = 0; i < l->nlabels; i++) {
        const Label* label = &l->labels[i];
        p.glyphs[i] = malloc((label->nglyphs + 1) * sizeof(cairo_glyph_t));
        toCairo(label, label->ids, label->offsets, label->nglyphs, p.glyphs[i]);
    }
    p.surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, w, h);
    p.w = w; p.h = h;
    return p;
}

static void frame(Peer* p, Labels* l, int mode) {
    cairo_t* cr = cairo_create(p->surface);
    cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE);
    cairo_set_source_rgba(cr, 1, 1, 1, 1);
    cairo_paint(cr);
    cairo_set_operator(cr, CAIRO_OPERATOR_OVER);
    cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING);
    cairo_set_antialias(cr, CAIRO_ANTIALIAS_GRAY);
    cairo_set_source_rgba(cr, 0, 0, 0, 1);
    for (int i = 0; i < l->nlabels; i++) {
        const Label* label = &l->labels[i];
        cairo_set_scaled_font(cr, p->fonts[label->font]);
        switch (mode) {
        case MODE_GLYPHS:
            cairo_show_glyphs(cr, p->glyphs[i], label->nglyphs);
            break;
        case MODE_SHAPE: {
            int n = shape(l, label, &l->scratchIds, &l->scratchOffsets, &l->scratchCapacity);
            if (n > p->scratchCapacity) { p->scratchCapacity = 2 * n; p->scratch = realloc(p->scratch, p->scratchCapacity * sizeof(cairo_glyph_t)); }
            toCairo(label, l->scratchIds, l->scratchOffsets, n, p->scratch);
            cairo_show_glyphs(cr, p->scratch, n);
            break;
        }
        case MODE_PATHS:
            cairo_new_path(cr);
            cairo_glyph_path(cr, p->glyphs[i], label->nglyphs);
            cairo_fill(cr);
            break;
        }
    }
    if (cairo_status(cr) != CAIRO_STATUS_SUCCESS) die(cairo_status_to_string(cairo_status(cr)));
    cairo_destroy(cr);
    cairo_surface_flush(p->surface);
}

static void finish(Peer* p, const char* out) {
    writePNG(out, cairo_image_surface_get_data(p->surface), cairo_image_surface_get_stride(p->surface), p->w, p->h);
}
static const char* version(void) { return cairo_version_string(); }
static int supports(int mode) { (void)mode; return 1; }
#endif

#ifdef PEER_BLEND2D
/* The Blend2D declarations only this peer uses (the shared ones: peer_common.h; signatures and
   structs as in blend2d 0.12's context.h, font.h, fontface.h, glyphrun.h). */
typedef struct {
    void* glyphData; void* placementData; size_t size;
    uint8_t reserved, placementType; int8_t glyphAdvance, placementAdvance; uint32_t flags;
} BLGlyphRun;
BLResult blContextFillGlyphRunDRgba32(BLCore*, const BLPoint* origin, const BLCore* font, const BLGlyphRun*, uint32_t rgba32);
BLResult blFontFaceInit(BLCore*);
BLResult blFontFaceCreateFromFile(BLCore*, const char* fileName, uint32_t readFlags);
BLResult blFontInit(BLCore*);
BLResult blFontCreateFromFace(BLCore*, const BLCore* face, float size);
enum { BL_GLYPH_PLACEMENT_TYPE_USER_UNITS = 3 };

typedef struct { BLCore image; BLCore face; BLCore* fonts; int threads, w, h; } Peer;

static Peer setup(Labels* l, int w, int h, int threads) {
    Peer p = { .threads = threads, .w = w, .h = h };
    if (blImageInitAs(&p.image, w, h, BL_FORMAT_PRGB32)) die("blImageInitAs");
    blFontFaceInit(&p.face);
    if (blFontFaceCreateFromFile(&p.face, l->fontPath, 0)) die("blFontFaceCreateFromFile: cannot open the FONT file");
    p.fonts = calloc(l->nsizes, sizeof(BLCore));
    for (int i = 0; i < l->nsizes; i++) {
        blFontInit(&p.fonts[i]);
        if (blFontCreateFromFace(&p.fonts[i], &p.face, (float)l->sizes[i])) die("blFontCreateFromFace");
    }
    return p;
}

static void fillRun(BLCore* ctx, const BLCore* font, const Label* label, uint32_t* ids, double* offsets, int n) {
    BLGlyphRun run = { ids, offsets, (size_t)n, 0, BL_GLYPH_PLACEMENT_TYPE_USER_UNITS, sizeof(uint32_t), 2 * sizeof(double), 0 };
    BLPoint origin = { label->x, label->y };
    blContextFillGlyphRunDRgba32(ctx, &origin, font, &run, 0xFF000000u);
}

static void frame(Peer* p, Labels* l, int mode) {
    BLCore ctx;
    BLContextCreateInfo info;
    memset(&info, 0, sizeof info);
    info.threadCount = p->threads > 1 ? (uint32_t)p->threads : 0;
    if (blContextInitAs(&ctx, &p->image, &info)) die("blContextInitAs");
    blContextSetCompOp(&ctx, BL_COMP_OP_SRC_COPY);
    blContextFillAllRgba32(&ctx, 0xFFFFFFFFu);
    blContextSetCompOp(&ctx, BL_COMP_OP_SRC_OVER);
    blContextSetFillRule(&ctx, BL_FILL_RULE_NON_ZERO);
    for (int i = 0; i < l->nlabels; i++) {
        const Label* label = &l->labels[i];
        if (mode == MODE_SHAPE) {
            int n = shape(l, label, &l->scratchIds, &l->scratchOffsets, &l->scratchCapacity);
            fillRun(&ctx, &p->fonts[label->font], label, l->scratchIds, l->scratchOffsets, n);
        } else {
            fillRun(&ctx, &p->fonts[label->font], label, label->ids, label->offsets, label->nglyphs);
        }
    }
    blContextEnd(&ctx);  /* waits for the worker threads */
    blContextDestroy(&ctx);
}

static void finish(Peer* p, const char* out) { writeBlend2DImage(&p->image, out, p->w, p->h); }
static const char* version(void) { return blend2DVersion(); }
static int supports(int mode) { return mode != MODE_PATHS; }   /* glyph runs are already paths */
#endif

/* One frame of the run `context` points at (a Peer, its Labels and the mode), for timeFrames. */
typedef struct { Peer* peer; Labels* labels; int mode; } Run;

static void frameOfRun(void* context) {
    Run* run = context;
    frame(run->peer, run->labels, run->mode);
}

int main(int argc, char** argv) {
    if (argc != 9 && argc != 10) {
        fprintf(stderr, "usage: %s LABELS.txt WIDTH HEIGHT WARMUP RUNS glyphs|shape|paths THREADS OUT.png [BUDGET_SECONDS]\n", argv[0]);
        return 64;
    }
    int w = atoi(argv[2]), h = atoi(argv[3]), warmup = atoi(argv[4]), runs = atoi(argv[5]), threads = atoi(argv[7]);
    const char* modeName = argv[6];
    int mode = !strcmp(modeName, "glyphs") ? MODE_GLYPHS : !strcmp(modeName, "shape") ? MODE_SHAPE
             : !strcmp(modeName, "paths") ? MODE_PATHS : -1;
    if (mode < 0 || !supports(mode)) die("unsupported MODE (cairo: glyphs, shape, paths; blend2d: glyphs, shape)");
    if (w <= 0 || h <= 0 || runs <= 0 || warmup < 0 || threads < 1) die("bad size, run or thread count");
    Labels labels = {0};
    readLabels(&labels, argv[1]);
    openShaper(&labels);
    for (int i = 0; i < labels.nlabels; i++) {
        Label* label = &labels.labels[i];
        label->font = sizeIndex(&labels, label->size);
        int capacity = 0;
        label->nglyphs = shape(&labels, label, &label->ids, &label->offsets, &capacity);
    }
    Peer peer = setup(&labels, w, h, threads);
    /* The warm-up fills Cairo's glyph caches. */
    Run run = { &peer, &labels, mode };
    Timing t = timeFrames(frameOfRun, &run, warmup, runs, argc == 10 ? atof(argv[9]) * 1e3 : 1e300);
    finish(&peer, argv[8]);
    printf("%s %s %d %.4f %.4f %.4f %d %s\n", PEER_NAME, version(), threads, t.median, t.min, t.max, t.timed, modeName);
    return 0;
}
