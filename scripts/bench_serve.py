#!/usr/bin/env python3
"""Incrementality of `lanes serve`, measured through its protocol.

    scripts/bench_serve.py [--lanes target/release/lanes] [--reps 7] [--servers 1]
                           [--steps arith,const,noop,whole] [--delta] [--site N]
                           [--cost [TARGET:]TABLE.KEY=A,B] [FILE.ll]

Starts `lanes serve`, opens FILE (default: the 16x module of
scripts/bench_vs_opt.sh, /tmp/lanes-bench-vs-opt/m16.ll), asks for the
`report` cold, then repeats three incremental steps in turn, REPS times:

  arith   `setCost arith mul.i32` (alternating two values; --cost
          [TARGET:]TABLE.KEY=A,B for another entry, values and target: the
          16x module's functions name x86-64, so its rows are sse2's and an
          edit of the default avx2 changes none of them), then `report`
  const   `change` of the range of one integer constant of one function's
          body (LSP's `contentChanges` with a range; alternating two
          values; --site N: the N-th function with such a constant), then
          `report`
  noop    `report` again, nothing changed
  whole   (not run unless asked for) `const` with the whole edited text
          instead of a range, as a client without range edits sends it

With --delta, every `report` after the cold one sends the `resultId` of
the last answer as `previousResultId` and is answered with a delta
(docs/serve.md); the median number of changed rows of each step is
printed beside its time, and each delta is checked to name only rows of
the edited function (const) and to change nothing (noop).

The first `setCost` of a table, and the first edit of a function, are
slower than the next ones (they lower the input's durability:
docs/performance.md); they are printed on their own.

Each time is the client's wall clock from sending the first request to
having read the last answer's bytes (requests are encoded before the clock
starts and answers parsed after it stops). Prints the median of each step and its ratio to the cold report;
with several servers, the cold time is the median of their cold reports
and each step's ratio the median over the servers' own ratios.
"""
import argparse, json, re, statistics, subprocess, sys, time


class Server:
    def __init__(self, lanes):
        self.proc = subprocess.Popen([lanes, "serve"], stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE)
        self.next_id = 0

    def encode(self, method, **params):
        """A framed request, ready to write."""
        self.next_id += 1
        body = json.dumps({"jsonrpc": "2.0", "id": self.next_id,
                           "method": method, "params": params}).encode()
        return b"Content-Length: %d\r\n\r\n" % len(body) + body

    def write(self, message):
        self.proc.stdin.write(message)
        self.proc.stdin.flush()

    def send(self, method, **params):
        self.write(self.encode(method, **params))

    def read(self):
        """The next answer's body, unparsed."""
        length = int(self.proc.stdout.readline().split(b":")[1])
        self.proc.stdout.readline()
        return self.proc.stdout.read(length)

    def call(self, method, **params):
        self.send(method, **params)
        return self.read()

    def close(self):
        self.call("shutdown")
        body = b'{"jsonrpc":"2.0","method":"exit"}'
        self.proc.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.proc.stdin.close()
        self.proc.wait()


def check(raw):
    reply = json.loads(raw)
    if "error" in reply:
        sys.exit("error: %s" % reply["error"]["message"])
    return reply["result"]


def const_site(text, site):
    """Where one constant of one function's body is: the `site`-th
    `add|mul|sub nsw i32 %x, N` of the module (0: the first), each in
    another function."""
    seen = set()
    for m in re.finditer(r"^  %\S+ = (?:add|mul|sub) nsw i32 %[\w.]+, (\d+)(?:,|$)", text, re.M):
        f = function_at(text, m.start(1))
        if f in seen:
            continue
        seen.add(f)
        if len(seen) > site:
            return m.start(1), m.end(1), int(m.group(1))
    sys.exit("no constant to edit")


def function_at(text, offset):
    """The name of the function whose body holds `offset`."""
    m = list(re.finditer(r"^define [^@]*@([\w.$\"-]+)\(", text[:offset], re.M))
    return m[-1].group(1).strip('"')


class Report:
    """`query report`, with the last answer's id when asking for deltas."""
    def __init__(self, path, delta):
        self.path, self.delta, self.last = path, delta, None
        self.changed = {"arith": [], "const": [], "noop": [], "whole": []}

    def params(self):
        p = dict(path=self.path, query="report")
        if self.delta and self.last:
            p["previousResultId"] = self.last
        return p

    def took(self, step, raw, edited=None):
        """Checks an answer and keeps its id; a delta's changed rows are
        counted, and must be the edited function's (or none)."""
        r = check(raw)
        self.last = r["resultId"]
        if not self.delta or "changed" not in r:
            return
        names = {row["function"] for row in r["changed"]} | {k["function"] for k in r["removed"]}
        if step == "noop" and names:
            sys.exit("a repeated query changed rows: %s" % sorted(names))
        if step in ("const", "whole") and names - {edited}:
            sys.exit("an edit of @%s changed rows of %s" % (edited, sorted(names - {edited})))
        self.changed[step].append(len(r["changed"]) + len(r["removed"]))


def run_server(args, text):
    s = Server(args.lanes)
    check(s.call("initialize"))
    check(s.call("open", path=args.file, text=text))
    rep = Report(args.file, args.delta)
    t = time.perf_counter()
    raw = s.call("query", **rep.params())
    cold = time.perf_counter() - t
    loops = len(check(raw)["result"])
    rep.took("cold", raw)
    start, end, value = const_site(text, args.site)
    edited = function_at(text, start)
    line = text.count("\n", 0, start)
    col = start - (text.rfind("\n", 0, start) + 1)
    current = end - start  # the constant's length in the server's text
    times = {"arith": [], "const": [], "noop": [], "whole": []}
    entry, values = args.cost.split("=")
    target = {}
    if ":" in entry:
        name, entry = entry.split(":", 1)
        target = dict(target=name)
    table, key = entry.split(".", 1)
    values = [int(v) for v in values.split(",")]
    for i in range(args.reps):
        if "arith" in args.steps:
            t = time.perf_counter()
            s.send("setCost", table=table, key=key, value=values[i % 2], **target)
            first = s.read()
            raw = s.call("query", **rep.params())
            times["arith"].append(time.perf_counter() - t)
            check(first), rep.took("arith", raw)
        if "const" in args.steps:
            new = str(value + 1 + i % 2)
            at = dict(line=line, character=col)
            to = dict(line=line, character=col + current)
            message = s.encode("change", path=args.file, changes=[
                dict(range=dict(start=at, end=to), text=new)])
            current = len(new)
            t = time.perf_counter()
            s.write(message)
            first = s.read()
            raw = s.call("query", **rep.params())
            times["const"].append(time.perf_counter() - t)
            check(first), rep.took("const", raw, edited)
        if "whole" in args.steps:
            # The request is encoded before the clock starts: the client's
            # JSON encoding of the whole file is not the server's time.
            edited = text[:start] + str(value + 3 + i % 2) + text[end:]
            message = s.encode("change", path=args.file, text=edited)
            t = time.perf_counter()
            s.write(message)
            first = s.read()
            raw = s.call("query", **rep.params())
            times["whole"].append(time.perf_counter() - t)
            check(first), rep.took("whole", raw, edited)
            current = len(str(value + 3 + i % 2))
        if "noop" in args.steps:
            t = time.perf_counter()
            raw = s.call("query", **rep.params())
            times["noop"].append(time.perf_counter() - t)
            rep.took("noop", raw)
    s.close()
    return cold, loops, times, rep.changed


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("file", nargs="?", default="/tmp/lanes-bench-vs-opt/m16.ll")
    p.add_argument("--lanes", default="target/release/lanes")
    p.add_argument("--reps", type=int, default=7)
    p.add_argument("--servers", type=int, default=1)
    p.add_argument("--steps", default="arith,const,noop",
                   help="which incremental steps to run (comma-separated)")
    p.add_argument("--cost", default="arith.mul.i32=5,6",
                   help="the entry the arith step edits and its two values")
    p.add_argument("--site", type=int, default=0,
                   help="edit the constant of the SITE-th function that has one "
                        "(0, the default, is the tuning half's; odd sites are measured)")
    p.add_argument("--delta", action="store_true",
                   help="ask for delta answers (previousResultId)")
    args = p.parse_args()
    text = open(args.file).read()
    colds, ratios, all_times = [], {k: [] for k in ("arith", "const", "noop", "whole")}, {}
    firsts, first_edits, changed = [], [], {}
    for _ in range(args.servers):
        cold, loops, times, rows = run_server(args, text)
        for k, v in rows.items():
            changed.setdefault(k, []).extend(v)
        colds.append(cold)
        if times["arith"]:
            firsts.append(times["arith"][0] / cold)
        if times["const"]:
            first_edits.append(times["const"][0] / cold)
        for k, v in times.items():
            all_times.setdefault(k, []).extend(v)
            if v:
                ratios[k].append(statistics.median(v) / cold)
    cold = statistics.median(colds)
    print(f"{args.file}: {loops} loops, {len(text) / 1e6:.1f} MB; "
          f"{args.servers} server(s), {args.reps} reps per step"
          + ("; delta answers" if args.delta else ""))
    print(f"| step | median | ratio to cold | rows in the answer |\n|---|---|---|---|")
    print(f"| cold report | {cold * 1e3:.0f} ms | 100% | {loops} |")
    names = {"arith": f"`setCost {args.cost}` + report",
             "const": "`change` (one constant's range) + report",
             "noop": "report, nothing changed",
             "whole": "`change` (whole text, one constant) + report"}
    for k, name in names.items():
        if not all_times.get(k):
            continue
        med = statistics.median(all_times[k])
        rows = (f"{statistics.median(changed[k]):.0f} changed or removed"
                if changed.get(k) else str(loops))
        print(f"| {name} | {med * 1e3:.1f} ms | "
              f"{statistics.median(ratios[k]) * 100:.2f}% | {rows} |")
    if firsts:
        print(f"first `setCost arith` (median over servers): "
              f"{statistics.median(firsts) * 100:.2f}% of cold")
    if first_edits:
        print(f"first `change` of the function (median over servers): "
              f"{statistics.median(first_edits) * 100:.2f}% of cold")


if __name__ == "__main__":
    main()
