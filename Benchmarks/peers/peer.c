/*
 * Zoetrope's peer harness: renders a display list dumped in scenes.py's text format
 * (`zoetrope bench --peers` writes them; `python3 shared/scenes/scenes.py --dump NAME FILE` too)
 * with Cairo (-DPEER_CAIRO) or Blend2D (-DPEER_BLEND2D), times it, and writes the last frame.
 *
 *   peer LIST.txt WIDTH HEIGHT WARMUP RUNS THREADS OUT.png [BUDGET_SECONDS]
 *   peer --batch LISTS.txt WIDTH HEIGHT OUT.rgba
 *
 * One frame = fill the canvas with the list's background, then every op in order (source-over,
 * anti-aliased). Paths are built once before timing, as Zoetrope's display list is. Timing stops
 * after RUNS frames or once BUDGET_SECONDS have passed (at least one timed frame). Prints one line:
 *   NAME VERSION THREADS median_ms min_ms max_ms timed_frames
 * THREADS is ignored by Cairo (single-threaded). Blend2D: 1 = synchronous context, N > 1 = N
 * worker threads.
 *
 * --batch (the differential test, `zoetrope bench --differential`): LISTS.txt holds many lists one
 * after another (each ends with END); each is drawn once, synchronously, and its straight-alpha
 * RGBA bytes (WIDTH x HEIGHT x 4, rows top down) are appended to OUT.rgba. Prints NAME VERSION COUNT.
 *
 * The format (scenes.py's, extended; the SCENES.md scenes use only its first form):
 *   BG r g b a
 *   [MITER limit]                 miter limit of the next OP (default SCENES.md's 4)
 *   [DASH phase n d1 ... dn]      dash pattern (n even, lengths > 0) of the next OP
 *   OP kind r g b a width cap join rule ncmds
 *      kind fill|stroke, cap butt|round|square, join miter|round|bevel (miter falls back to a
 *      bevel past the limit), rule nonzero|evenodd
 *   M x y | L x y | Q x1 y1 x2 y2 | C x1 y1 x2 y2 x3 y3 | Z    (ncmds lines)
 *   END
 * Cairo dashes natively; Blend2D 0.12 ignores dash arrays (its stroker has no dasher: blend2d
 * issue #48, open; libblend2d.a has no dashing code), so this harness dashes for it: curves flattened to 0.01 px, the polylines cut along their length as
 * Cairo and SVG do (the pattern restarts at each sub-path; on a closed sub-path a dash running
 * across the start continues into the first dash), then stroked by Blend2D. (So a dashed wide curve
 * in Blend2D gets the style's join between its 0.01 px chords, not a swept curve.)
 */
#include "peer_common.h"

typedef struct { char kind; double v[6]; } Cmd;
enum { CAP_BUTT, CAP_ROUND, CAP_SQUARE };
enum { JOIN_MITER, JOIN_ROUND, JOIN_BEVEL };
typedef struct {
    int fill; int r, g, b; double a, width; int cap, join, evenOdd; double miterLimit;
    double* dash; int ndash; double dashPhase;
    Cmd* cmds; int ncmds;
} Op;
typedef struct { int r, g, b; double a; Op* ops; int nops; } List;

/* The next list from `f` (up to its END or the end of the file); *found = 0 when there was none. */
static List readNextList(FILE* f, int* found) {
    List list = {0};
    char word[32];
    int cap = 0;
    double miterLimit = 4.0, dashPhase = 0, *dash = NULL;
    int ndash = 0;
    *found = 0;
    while (fscanf(f, "%31s", word) == 1) {
        *found = 1;
        if (!strcmp(word, "MITER")) {
            if (fscanf(f, "%lf", &miterLimit) != 1) die("bad MITER line");
        } else if (!strcmp(word, "DASH")) {
            if (fscanf(f, "%lf %d", &dashPhase, &ndash) != 2 || ndash < 0 || ndash % 2) die("bad DASH line");
            dash = calloc(ndash > 0 ? ndash : 1, sizeof(double));
            for (int i = 0; i < ndash; i++) if (fscanf(f, "%lf", &dash[i]) != 1 || !(dash[i] > 0)) die("bad dash length");
        } else if (!strcmp(word, "BG")) {
            if (fscanf(f, "%d %d %d %lf", &list.r, &list.g, &list.b, &list.a) != 4) die("bad BG line");
        } else if (!strcmp(word, "OP")) {
            char kind[16], capName[16], join[16], rule[16];
            Op op = {0};
            if (fscanf(f, "%15s %d %d %d %lf %lf %15s %15s %15s %d", kind, &op.r, &op.g, &op.b, &op.a, &op.width,
                       capName, join, rule, &op.ncmds) != 10) die("bad OP line");
            op.fill = !strcmp(kind, "fill");
            if (!op.fill && strcmp(kind, "stroke")) die("unknown OP kind");
            op.cap = !strcmp(capName, "round") ? CAP_ROUND : !strcmp(capName, "square") ? CAP_SQUARE : CAP_BUTT;
            if (op.cap == CAP_BUTT && strcmp(capName, "butt")) die("unknown cap");
            op.join = !strcmp(join, "round") ? JOIN_ROUND : !strcmp(join, "bevel") ? JOIN_BEVEL : JOIN_MITER;
            if (op.join == JOIN_MITER && strcmp(join, "miter")) die("unknown join");
            op.evenOdd = !strcmp(rule, "evenodd");
            if (!op.evenOdd && strcmp(rule, "nonzero")) die("unknown fill rule");
            op.miterLimit = miterLimit;
            op.dash = dash; op.ndash = ndash; op.dashPhase = dashPhase;
            miterLimit = 4.0; dash = NULL; ndash = 0; dashPhase = 0;
            op.cmds = calloc(op.ncmds > 0 ? op.ncmds : 1, sizeof(Cmd));
            for (int i = 0; i < op.ncmds; i++) {
                char c[4];
                if (fscanf(f, "%3s", c) != 1) die("truncated path");
                Cmd* cmd = &op.cmds[i];
                cmd->kind = c[0];
                if (!strchr("MLQCZ", c[0]) || c[1]) die("unknown path command");
                int n = c[0] == 'C' ? 6 : c[0] == 'Q' ? 4 : c[0] == 'Z' ? 0 : 2;
                for (int k = 0; k < n; k++) if (fscanf(f, "%lf", &cmd->v[k]) != 1) die("bad coordinate");
            }
            if (list.nops == cap) { cap = cap ? 2 * cap : 64; list.ops = realloc(list.ops, cap * sizeof(Op)); }
            list.ops[list.nops++] = op;
        } else if (!strcmp(word, "END")) {
            break;
        } else {
            die("unknown line in the display list");
        }
    }
    return list;
}

static List readList(const char* file) {
    FILE* f = fopen(file, "r");
    if (!f) die("cannot open the display list");
    int found;
    List list = readNextList(f, &found);
    fclose(f);
    return list;
}

static void freeList(List* list) {
    for (int i = 0; i < list->nops; i++) { free(list->ops[i].cmds); free(list->ops[i].dash); }
    free(list->ops);
}


#ifdef PEER_CAIRO
#include <cairo.h>
#define PEER_NAME "cairo"

typedef struct { cairo_surface_t* surface; cairo_path_t** paths; int w, h; } Peer;

static Peer setup(const List* list, int w, int h, int threads) {
    (void)threads;
    Peer p = { cairo_image_surface_create(CAIRO_FORMAT_ARGB32, w, h), calloc(list->nops, sizeof(cairo_path_t*)), w, h };
    cairo_t* cr = cairo_create(p.surface);
    for (int i = 0; i < list->nops; i++) {
        const Op* op = &list->ops[i];
        cairo_new_path(cr);
        for (int k = 0; k < op->ncmds; k++) {
            const Cmd* c = &op->cmds[k];
            switch (c->kind) {
            case 'M': cairo_move_to(cr, c->v[0], c->v[1]); break;
            case 'L': cairo_line_to(cr, c->v[0], c->v[1]); break;
            case 'Q': {  /* Cairo has no quadratics: the equal cubic */
                double x0, y0;
                cairo_get_current_point(cr, &x0, &y0);
                cairo_curve_to(cr, x0 + 2.0 / 3.0 * (c->v[0] - x0), y0 + 2.0 / 3.0 * (c->v[1] - y0),
                               c->v[2] + 2.0 / 3.0 * (c->v[0] - c->v[2]), c->v[3] + 2.0 / 3.0 * (c->v[1] - c->v[3]),
                               c->v[2], c->v[3]);
                break;
            }
            case 'C': cairo_curve_to(cr, c->v[0], c->v[1], c->v[2], c->v[3], c->v[4], c->v[5]); break;
            case 'Z': cairo_close_path(cr); break;
            }
        }
        p.paths[i] = cairo_copy_path(cr);
    }
    cairo_destroy(cr);
    return p;
}

static void frame(Peer* p, const List* list) {
    cairo_t* cr = cairo_create(p->surface);
    cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE);
    cairo_set_source_rgba(cr, list->r / 255.0, list->g / 255.0, list->b / 255.0, list->a);
    cairo_paint(cr);
    cairo_set_operator(cr, CAIRO_OPERATOR_OVER);
    cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING);
    cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER);
    for (int i = 0; i < list->nops; i++) {
        const Op* op = &list->ops[i];
        cairo_new_path(cr);
        cairo_append_path(cr, p->paths[i]);
        cairo_set_source_rgba(cr, op->r / 255.0, op->g / 255.0, op->b / 255.0, op->a);
        if (op->fill) {
            cairo_set_fill_rule(cr, op->evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING);
            cairo_fill(cr);
        } else {
            cairo_set_line_width(cr, op->width);
            cairo_set_line_cap(cr, op->cap == CAP_ROUND ? CAIRO_LINE_CAP_ROUND
                                   : op->cap == CAP_SQUARE ? CAIRO_LINE_CAP_SQUARE : CAIRO_LINE_CAP_BUTT);
            cairo_set_line_join(cr, op->join == JOIN_ROUND ? CAIRO_LINE_JOIN_ROUND
                                    : op->join == JOIN_BEVEL ? CAIRO_LINE_JOIN_BEVEL : CAIRO_LINE_JOIN_MITER);
            cairo_set_miter_limit(cr, op->miterLimit);
            cairo_set_dash(cr, op->dash, op->ndash, op->dashPhase);
            cairo_stroke(cr);
        }
    }
    cairo_destroy(cr);
    cairo_surface_flush(p->surface);
}

static const uint8_t* pixels(Peer* p, long* stride) {
    *stride = cairo_image_surface_get_stride(p->surface);
    return cairo_image_surface_get_data(p->surface);
}
static void teardown(Peer* p, const List* list) {
    for (int i = 0; i < list->nops; i++) cairo_path_destroy(p->paths[i]);
    free(p->paths);
    cairo_surface_destroy(p->surface);
}

static void finish(Peer* p, const char* out) {
    writePNG(out, cairo_image_surface_get_data(p->surface), cairo_image_surface_get_stride(p->surface), p->w, p->h);
}
static const char* version(void) { return cairo_version_string(); }
#endif

#ifdef PEER_BLEND2D
/* The Blend2D declarations only this peer uses (the shared ones: peer_common.h). */
BLResult blPathInit(BLCore*);
BLResult blPathMoveTo(BLCore*, double, double);
BLResult blPathLineTo(BLCore*, double, double);
BLResult blPathQuadTo(BLCore*, double, double, double, double);
BLResult blPathCubicTo(BLCore*, double, double, double, double, double, double);
BLResult blPathDestroy(BLCore*);
BLResult blPathClose(BLCore*);
BLResult blContextSetStrokeWidth(BLCore*, double);
BLResult blContextSetStrokeMiterLimit(BLCore*, double);
BLResult blContextSetStrokeJoin(BLCore*, uint32_t);
BLResult blContextSetStrokeCaps(BLCore*, uint32_t);
BLResult blContextFillPathDRgba32(BLCore*, const BLPoint*, const BLCore*, uint32_t);
BLResult blContextStrokePathDRgba32(BLCore*, const BLPoint*, const BLCore*, uint32_t);
enum { BL_STROKE_JOIN_MITER_BEVEL = 1, BL_STROKE_JOIN_BEVEL = 3, BL_STROKE_JOIN_ROUND = 4,
       BL_STROKE_CAP_BUTT = 0, BL_STROKE_CAP_SQUARE = 1, BL_STROKE_CAP_ROUND = 2, BL_FILL_RULE_EVEN_ODD = 1 };

typedef struct { BLCore image; BLCore* paths; uint32_t* colors; int threads, w, h; } Peer;

/* The dasher for Blend2D (see the top): a growing polyline, and cutting one contour into dashes. */
typedef struct { double x, y; } Pt;
typedef struct { Pt* p; int n, cap; } Poly;

static void polyAdd(Poly* poly, double x, double y) {
    if (poly->n == poly->cap) { poly->cap = poly->cap ? 2 * poly->cap : 64; poly->p = realloc(poly->p, poly->cap * sizeof(Pt)); }
    poly->p[poly->n++] = (Pt){ x, y };
}

static void emitPoly(BLCore* path, const Poly* poly, int close) {
    if (poly->n < 2) return;
    blPathMoveTo(path, poly->p[0].x, poly->p[0].y);
    for (int i = 1; i < poly->n; i++) blPathLineTo(path, poly->p[i].x, poly->p[i].y);
    if (close) blPathClose(path);
}

static void dashContour(BLCore* path, const Poly* c, int closed, const Op* op) {
    if (c->n < 2) return;
    double total = 0;
    for (int i = 0; i < op->ndash; i++) total += op->dash[i];
    double p = fmod(op->dashPhase, total);
    if (p < 0) p += total;
    int i = 0;
    while (p >= op->dash[i]) { p -= op->dash[i]; i = (i + 1) % op->ndash; }
    double remaining = op->dash[i] - p;
    int on = i % 2 == 0, startsOn = on, cuts = 0;
    Poly piece = {0}, first = {0};
    if (on) polyAdd(&piece, c->p[0].x, c->p[0].y);
    int n = c->n + (closed ? 1 : 0);
    for (int k = 1; k < n; k++) {
        Pt a = c->p[k - 1], b = c->p[k % c->n];
        double length = hypot(b.x - a.x, b.y - a.y), t = 0;
        if (length == 0) continue;
        while (length - t > remaining) {
            t += remaining;
            double x = a.x + (b.x - a.x) * t / length, y = a.y + (b.y - a.y) * t / length;
            if (on) {
                polyAdd(&piece, x, y);
                if (closed && startsOn && cuts == 0) { first = piece; piece = (Poly){0}; }
                else { emitPoly(path, &piece, 0); piece.n = 0; }
            } else {
                piece.n = 0;
                polyAdd(&piece, x, y);
            }
            cuts++;
            on = !on;
            i = (i + 1) % op->ndash;
            remaining = op->dash[i];
        }
        remaining -= length - t;
        if (on) polyAdd(&piece, b.x, b.y);
    }
    if (closed && startsOn && cuts == 0) {
        emitPoly(path, &piece, 1);                   /* one dash covers the whole contour */
    } else if (on && first.n > 0) {                  /* the last dash runs on into the first */
        for (int k = 1; k < first.n; k++) polyAdd(&piece, first.p[k].x, first.p[k].y);
        emitPoly(path, &piece, 0);
    } else {
        if (on) emitPoly(path, &piece, 0);
        emitPoly(path, &first, 0);
    }
    free(piece.p);
    free(first.p);
}

/* Segments for a curve whose second differences reach `dd` px: chords within about 0.01 px. */
static int curveSteps(double dd) {
    int n = (int)ceil(sqrt(dd / 0.08));
    return n < 1 ? 1 : n > 4000 ? 4000 : n;
}

/* The op's path, flattened and dashed, into `path`. */
static void dashedPath(BLCore* path, const Op* op) {
    Poly c = {0};
    int closed = 0;
    double sx = 0, sy = 0;
    for (int k = 0; k < op->ncmds; k++) {
        const Cmd* cmd = &op->cmds[k];
        double x0 = c.n ? c.p[c.n - 1].x : sx, y0 = c.n ? c.p[c.n - 1].y : sy;
        switch (cmd->kind) {
        case 'M':
            dashContour(path, &c, closed, op);
            c.n = 0; closed = 0;
            sx = cmd->v[0]; sy = cmd->v[1];
            polyAdd(&c, sx, sy);
            break;
        case 'L': polyAdd(&c, cmd->v[0], cmd->v[1]); break;
        case 'Q': {
            double dd = hypot(x0 - 2 * cmd->v[0] + cmd->v[2], y0 - 2 * cmd->v[1] + cmd->v[3]);
            int steps = curveSteps(dd);
            for (int s = 1; s <= steps; s++) {
                double t = (double)s / steps, u = 1 - t;
                polyAdd(&c, u * u * x0 + 2 * u * t * cmd->v[0] + t * t * cmd->v[2],
                             u * u * y0 + 2 * u * t * cmd->v[1] + t * t * cmd->v[3]);
            }
            break;
        }
        case 'C': {
            const double* v = cmd->v;
            double d1 = hypot(x0 - 2 * v[0] + v[2], y0 - 2 * v[1] + v[3]);
            double d2 = hypot(v[0] - 2 * v[2] + v[4], v[1] - 2 * v[3] + v[5]);
            int steps = curveSteps(1.5 * (d1 > d2 ? d1 : d2));
            for (int s = 1; s <= steps; s++) {
                double t = (double)s / steps, u = 1 - t;
                double b0 = u * u * u, b1 = 3 * u * u * t, b2 = 3 * u * t * t, b3 = t * t * t;
                polyAdd(&c, b0 * x0 + b1 * v[0] + b2 * v[2] + b3 * v[4], b0 * y0 + b1 * v[1] + b2 * v[3] + b3 * v[5]);
            }
            break;
        }
        case 'Z':
            closed = 1;
            dashContour(path, &c, closed, op);
            /* after Z the current point is the sub-path's start */
            c.n = 0; closed = 0;
            polyAdd(&c, sx, sy);
            break;
        }
    }
    dashContour(path, &c, closed, op);
    free(c.p);
}

static uint32_t rgba32(int r, int g, int b, double a) {
    uint32_t alpha = (uint32_t)lround(a * 255.0);
    return alpha << 24 | (uint32_t)r << 16 | (uint32_t)g << 8 | (uint32_t)b;
}

static Peer setup(const List* list, int w, int h, int threads) {
    Peer p = { .paths = calloc(list->nops, sizeof(BLCore)), .colors = calloc(list->nops, sizeof(uint32_t)),
               .threads = threads, .w = w, .h = h };
    if (blImageInitAs(&p.image, w, h, BL_FORMAT_PRGB32)) die("blImageInitAs");
    for (int i = 0; i < list->nops; i++) {
        const Op* op = &list->ops[i];
        blPathInit(&p.paths[i]);
        if (!op->fill && op->ndash > 0) {
            dashedPath(&p.paths[i], op);
            p.colors[i] = rgba32(op->r, op->g, op->b, op->a);
            continue;
        }
        for (int k = 0; k < op->ncmds; k++) {
            const Cmd* c = &op->cmds[k];
            switch (c->kind) {
            case 'M': blPathMoveTo(&p.paths[i], c->v[0], c->v[1]); break;
            case 'L': blPathLineTo(&p.paths[i], c->v[0], c->v[1]); break;
            case 'Q': blPathQuadTo(&p.paths[i], c->v[0], c->v[1], c->v[2], c->v[3]); break;
            case 'C': blPathCubicTo(&p.paths[i], c->v[0], c->v[1], c->v[2], c->v[3], c->v[4], c->v[5]); break;
            case 'Z': blPathClose(&p.paths[i]); break;
            }
        }
        p.colors[i] = rgba32(op->r, op->g, op->b, op->a);
    }
    return p;
}

static void frame(Peer* p, const List* list) {
    BLCore ctx;
    BLContextCreateInfo info;
    memset(&info, 0, sizeof info);
    info.threadCount = p->threads > 1 ? (uint32_t)p->threads : 0;
    if (blContextInitAs(&ctx, &p->image, &info)) die("blContextInitAs");
    blContextSetCompOp(&ctx, BL_COMP_OP_SRC_COPY);
    blContextFillAllRgba32(&ctx, rgba32(list->r, list->g, list->b, list->a));
    blContextSetCompOp(&ctx, BL_COMP_OP_SRC_OVER);
    blContextSetFillRule(&ctx, BL_FILL_RULE_NON_ZERO);
    blContextSetStrokeJoin(&ctx, BL_STROKE_JOIN_MITER_BEVEL);
    BLPoint origin = { 0, 0 };
    for (int i = 0; i < list->nops; i++) {
        const Op* op = &list->ops[i];
        if (op->fill) {
            blContextSetFillRule(&ctx, op->evenOdd ? BL_FILL_RULE_EVEN_ODD : BL_FILL_RULE_NON_ZERO);
            blContextFillPathDRgba32(&ctx, &origin, &p->paths[i], p->colors[i]);
        } else {
            blContextSetStrokeWidth(&ctx, op->width);
            blContextSetStrokeMiterLimit(&ctx, op->miterLimit);
            blContextSetStrokeJoin(&ctx, op->join == JOIN_ROUND ? BL_STROKE_JOIN_ROUND
                                   : op->join == JOIN_BEVEL ? BL_STROKE_JOIN_BEVEL : BL_STROKE_JOIN_MITER_BEVEL);
            blContextSetStrokeCaps(&ctx, op->cap == CAP_ROUND ? BL_STROKE_CAP_ROUND
                                   : op->cap == CAP_SQUARE ? BL_STROKE_CAP_SQUARE : BL_STROKE_CAP_BUTT);
            blContextStrokePathDRgba32(&ctx, &origin, &p->paths[i], p->colors[i]);
        }
    }
    blContextEnd(&ctx);  /* waits for the worker threads */
    blContextDestroy(&ctx);
}

static const uint8_t* pixels(Peer* p, long* stride) {
    BLImageData data;
    if (blImageGetData(&p->image, &data)) die("blImageGetData");
    *stride = (long)data.stride;
    return data.pixelData;
}
static void teardown(Peer* p, const List* list) {
    for (int i = 0; i < list->nops; i++) blPathDestroy(&p->paths[i]);
    free(p->paths);
    free(p->colors);
    blImageDestroy(&p->image);
}

static void finish(Peer* p, const char* out) { writeBlend2DImage(&p->image, out, p->w, p->h); }
static const char* version(void) { return blend2DVersion(); }
#endif

/* One frame of the run `context` points at (a Peer and its List), for timeFrames. */
typedef struct { Peer* peer; List* list; } Run;

static void frameOfRun(void* context) {
    Run* run = context;
    frame(run->peer, run->list);
}

/* --batch: every list of `file` drawn once, appended to `out` as straight RGBA. */
static int batch(const char* file, int w, int h, const char* out) {
    if (w <= 0 || h <= 0) die("bad size");
    FILE* f = fopen(file, "r");
    if (!f) die("cannot open the display lists");
    FILE* o = fopen(out, "wb");
    if (!o) die("cannot write the pixels");
    uint8_t* rgba = malloc((size_t)w * h * 4);
    int count = 0, found;
    for (;;) {
        List list = readNextList(f, &found);
        if (!found) break;
        Peer peer = setup(&list, w, h, 1);
        frame(&peer, &list);
        long stride;
        const uint8_t* data = pixels(&peer, &stride);
        straightRGBA(data, stride, w, h, rgba);
        if (fwrite(rgba, 1, (size_t)w * h * 4, o) != (size_t)w * h * 4) die("cannot write the pixels");
        teardown(&peer, &list);
        freeList(&list);
        count++;
    }
    fclose(f);
    if (fclose(o)) die("cannot write the pixels");
    free(rgba);
    printf("%s %s %d\n", PEER_NAME, version(), count);
    return 0;
}

int main(int argc, char** argv) {
    if (argc == 6 && !strcmp(argv[1], "--batch")) return batch(argv[2], atoi(argv[3]), atoi(argv[4]), argv[5]);
    if (argc != 8 && argc != 9) {
        fprintf(stderr, "usage: %s LIST.txt WIDTH HEIGHT WARMUP RUNS THREADS OUT.png [BUDGET_SECONDS]\n"
                        "       %s --batch LISTS.txt WIDTH HEIGHT OUT.rgba\n", argv[0], argv[0]);
        return 64;
    }
    List list = readList(argv[1]);
    int w = atoi(argv[2]), h = atoi(argv[3]), warmup = atoi(argv[4]), runs = atoi(argv[5]), threads = atoi(argv[6]);
    if (w <= 0 || h <= 0 || runs <= 0 || warmup < 0) die("bad size or run count");
    Peer peer = setup(&list, w, h, threads);
    Run run = { &peer, &list };
    Timing t = timeFrames(frameOfRun, &run, warmup, runs, argc == 9 ? atof(argv[8]) * 1e3 : 1e300);
    finish(&peer, argv[7]);
    printf("%s %s %d %.4f %.4f %.4f %d\n", PEER_NAME, version(), threads, t.median, t.min, t.max, t.timed);
    return 0;
}
