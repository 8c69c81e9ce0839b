#!/usr/bin/env python3
"""Turns `zoetrope bench --json` reports into the markdown tables of the Performance article
(Sources/Zoetrope/Zoetrope.docc/Performance.md).

    python3 Benchmarks/scripts/bench_table.py run1.json [run2.json ...]

With several reports (repeated runs on a shared machine) it picks the run whose Zoetrope cpu
medians add up to the least (the least disturbed run) and prints that one run's tables, so every
ratio compares numbers taken side by side; it says which run it picked.
"""
import json
import sys


def ms(v):
    if v is None:
        return "–"
    return "%.0f" % v if v >= 100 else "%.1f" % v if v >= 10 else "%.2f" % v


def main(paths):
    runs = [json.load(open(p)) for p in paths]
    def cost(r):
        return sum(x["median_ms"] for x in r["results"] if x["backend"] == "cpu")
    best = min(range(len(runs)), key=lambda i: cost(runs[i]))
    r = runs[best]
    m = r["machine"]
    print("<!-- %s: %s, %d cores, load average %s; run %d of %d (cpu totals: %s ms) -->" % (
        paths[best], m["cpu"], m["cores"], " ".join("%.2f" % x for x in m["load_average"]), best + 1, len(runs),
        ", ".join("%.0f" % cost(x) for x in runs)))
    peers = {(p["scene"], p["peer"], p["threads"]): p for p in r["peers"]}
    res = {(x["scene"], x["backend"]): x for x in r["results"]}
    scenes = list(dict.fromkeys(x["scene"] for x in r["results"]))
    print("\n| scene | Zoetrope CPU | Zoetrope GPU (llvmpipe) | Cairo | Blend2D 1t | Blend2D 2t | CPU / Cairo | CPU / Blend2D 1t | CPU / Blend2D 2t | GPU / Cairo |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    for s in scenes:
        cpu, gpu = res.get((s, "cpu")), res.get((s, "gpu"))
        c, b1, b2 = peers.get((s, "cairo", 1)), peers.get((s, "blend2d", 1)), peers.get((s, "blend2d", 2))
        def ratio(a, b):
            return "%.2f" % (a["median_ms"] / b["median_ms"]) if a and b else "–"
        print("| %s | %s | %s | %s | %s | %s | %s | %s | %s | %s |" % (
            s, ms(cpu and cpu["median_ms"]), ms(gpu and gpu["median_ms"]), ms(c and c["median_ms"]),
            ms(b1 and b1["median_ms"]), ms(b2 and b2["median_ms"]), ratio(cpu, c), ratio(cpu, b1), ratio(cpu, b2),
            ratio(gpu, c)))
    print("\n| scene | backend | median | min | max | frames/s | where the time goes (median ms) |")
    print("|---|---|---:|---:|---:|---:|---|")
    order = ["geometry", "raster", "tessellate", "upload", "submit", "resolve", "readback", "encode"]
    for s in scenes:
        for b in ("cpu", "gpu"):
            x = res.get((s, b))
            if not x:
                continue
            split = ", ".join("%s %s" % (k, ms(x["phases"][k])) for k in order if k in x["phases"])
            if x.get("draw_calls") is not None:
                split += ", %d draws" % x["draw_calls"]
            print("| %s | %s | %s | %s | %s | %.1f | %s |" % (s, b, ms(x["median_ms"]), ms(x["min_ms"]), ms(x["max_ms"]),
                                                           x["frames_per_second"], split))
    print("\n| scene | Zoetrope CPU vs Cairo ref | vs Blend2D ref | Cairo (this run) vs Zoetrope | Blend2D (this run) vs Zoetrope |")
    print("|---|---|---|---|---|")
    def d(x):
        return "%.3f / %.2f %%" % (x["mean_absolute_difference"], x["percent_of_pixels_off"]) if x else "–"
    for s in scenes:
        cpu = res.get((s, "cpu"))
        c, b2 = peers.get((s, "cairo", 1)), peers.get((s, "blend2d", 2))
        print("| %s | %s | %s | %s | %s |" % (s, d(cpu and cpu.get("vs_cairo_reference")), d(cpu and (cpu.get("vs_blend2d_reference") or cpu.get("vs_blend2_d_reference"))),
                                            d(c and c.get("vs_zoetrope")), d(b2 and b2.get("vs_zoetrope"))))


if __name__ == "__main__":
    if len(sys.argv) < 2:
        print(__doc__)
        sys.exit(64)
    main(sys.argv[1:])
