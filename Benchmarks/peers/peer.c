/*
 * Zoetrope's peer harness: renders a display list dumped in scenes.py's text format
 * (`zoetrope bench --peers` writes them; `python3 shared/scenes/scenes.py --dump NAME FILE` too)
 * with Cairo (-DPEER_CAIRO) or Blend2D (-DPEER_BLEND2D), times it, and writes the last frame.
 *
 *   peer LIST.txt WIDTH HEIGHT WARMUP RUNS THREADS OUT.png [BUDGET_SECONDS]
 *
 * One frame = fill the canvas with the list's background, then every op in order (source-over,
 * anti-aliased, butt/round caps, miter joins with the op's limit and bevel fallback, nonzero).
 * Paths are built once before timing, as Zoetrope's display list is. Timing stops after RUNS
 * frames or once BUDGET_SECONDS have passed (at least one timed frame). Prints one line:
 *   NAME VERSION THREADS median_ms min_ms max_ms timed_frames
 * THREADS is ignored by Cairo (single-threaded). Blend2D: 1 = synchronous context, N > 1 = N
 * worker threads.
 */
#include "peer_common.h"

typedef struct { char kind; double v[6]; } Cmd;
typedef struct {
    int fill; int r, g, b; double a, width; int roundCap; double miterLimit;
    Cmd* cmds; int ncmds;
} Op;
typedef struct { int r, g, b; double a; Op* ops; int nops; } List;

static List readList(const char* file) {
    FILE* f = fopen(file, "r");
    if (!f) die("cannot open the display list");
    List list = {0};
    char word[32];
    int cap = 0;
    while (fscanf(f, "%31s", word) == 1) {
        if (!strcmp(word, "BG")) {
            if (fscanf(f, "%d %d %d %lf", &list.r, &list.g, &list.b, &list.a) != 4) die("bad BG line");
        } else if (!strcmp(word, "OP")) {
            char kind[16], capName[16], join[16], rule[16];
            Op op = {0};
            if (fscanf(f, "%15s %d %d %d %lf %lf %15s %15s %15s %d", kind, &op.r, &op.g, &op.b, &op.a, &op.width,
                       capName, join, rule, &op.ncmds) != 10) die("bad OP line");
            op.fill = !strcmp(kind, "fill");
            op.roundCap = !strcmp(capName, "round");
            op.miterLimit = 4.0;
            op.cmds = calloc(op.ncmds > 0 ? op.ncmds : 1, sizeof(Cmd));
            for (int i = 0; i < op.ncmds; i++) {
                char c[4];
                if (fscanf(f, "%3s", c) != 1) die("truncated path");
                Cmd* cmd = &op.cmds[i];
                cmd->kind = c[0];
                int n = c[0] == 'C' ? 6 : c[0] == 'Z' ? 0 : 2;
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
    fclose(f);
    return list;
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
            cairo_fill(cr);
        } else {
            cairo_set_line_width(cr, op->width);
            cairo_set_line_cap(cr, op->roundCap ? CAIRO_LINE_CAP_ROUND : CAIRO_LINE_CAP_BUTT);
            cairo_set_miter_limit(cr, op->miterLimit);
            cairo_stroke(cr);
        }
    }
    cairo_destroy(cr);
    cairo_surface_flush(p->surface);
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
BLResult blPathCubicTo(BLCore*, double, double, double, double, double, double);
BLResult blPathClose(BLCore*);
BLResult blContextSetStrokeWidth(BLCore*, double);
BLResult blContextSetStrokeMiterLimit(BLCore*, double);
BLResult blContextSetStrokeJoin(BLCore*, uint32_t);
BLResult blContextSetStrokeCaps(BLCore*, uint32_t);
BLResult blContextFillPathDRgba32(BLCore*, const BLPoint*, const BLCore*, uint32_t);
BLResult blContextStrokePathDRgba32(BLCore*, const BLPoint*, const BLCore*, uint32_t);
enum { BL_STROKE_JOIN_MITER_BEVEL = 1, BL_STROKE_CAP_BUTT = 0, BL_STROKE_CAP_ROUND = 2 };

typedef struct { BLCore image; BLCore* paths; uint32_t* colors; int threads, w, h; } Peer;

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
        for (int k = 0; k < op->ncmds; k++) {
            const Cmd* c = &op->cmds[k];
            switch (c->kind) {
            case 'M': blPathMoveTo(&p.paths[i], c->v[0], c->v[1]); break;
            case 'L': blPathLineTo(&p.paths[i], c->v[0], c->v[1]); break;
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
            blContextFillPathDRgba32(&ctx, &origin, &p->paths[i], p->colors[i]);
        } else {
            blContextSetStrokeWidth(&ctx, op->width);
            blContextSetStrokeMiterLimit(&ctx, op->miterLimit);
            blContextSetStrokeCaps(&ctx, op->roundCap ? BL_STROKE_CAP_ROUND : BL_STROKE_CAP_BUTT);
            blContextStrokePathDRgba32(&ctx, &origin, &p->paths[i], p->colors[i]);
        }
    }
    blContextEnd(&ctx);  /* waits for the worker threads */
    blContextDestroy(&ctx);
}

static void finish(Peer* p, const char* out) {
    BLImageData data;
    if (blImageGetData(&p->image, &data)) die("blImageGetData");
    writePNG(out, data.pixelData, (long)data.stride, p->w, p->h);
}
static const char* version(void) {
    static char text[32];
    uint32_t info[64] = {0};
    blRuntimeQueryInfo(0, info);
    snprintf(text, sizeof text, "%u.%u.%u", info[0], info[1], info[2]);
    return text;
}
#endif

/* One frame of the run `context` points at (a Peer and its List), for timeFrames. */
typedef struct { Peer* peer; List* list; } Run;

static void frameOfRun(void* context) {
    Run* run = context;
    frame(run->peer, run->list);
}

int main(int argc, char** argv) {
    if (argc != 8 && argc != 9) {
        fprintf(stderr, "usage: %s LIST.txt WIDTH HEIGHT WARMUP RUNS THREADS OUT.png [BUDGET_SECONDS]\n", argv[0]);
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
