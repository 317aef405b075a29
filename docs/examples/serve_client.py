#!/usr/bin/env python3
"""A minimal client of `lanes serve`: opens a file, asks for its loops,
changes a cost entry and asks again, then edits one line of the text (a
range edit, as an editor sends it) and asks for the report as a delta
against the answer it has. Usage: serve_client.py LANES FILE.ll"""
import json, subprocess, sys

lanes, path = sys.argv[1], sys.argv[2]
proc = subprocess.Popen([lanes, "serve"], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
next_id = 0

def call(method, **params):
    global next_id
    next_id += 1
    body = json.dumps({"jsonrpc": "2.0", "id": next_id, "method": method, "params": params}).encode()
    proc.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
    proc.stdin.flush()
    length = int(proc.stdout.readline().split(b":")[1])
    proc.stdout.readline()  # the empty line after the header
    reply = json.loads(proc.stdout.read(length))
    if "error" in reply:
        raise RuntimeError(reply["error"]["message"])
    return reply["result"]

print(call("initialize")["serverInfo"])
print(call("open", path=path, text=open(path).read())["diagnostics"])
for loop in call("query", path=path, query="loops")["result"]:
    print(loop["function"], loop["header"], "trip count", loop["trip_count"])
call("setCost", table="memory", key="gather_per_lane", value=8)
report = call("query", path=path, query="report")
rows, result_id = report["result"], report["resultId"]
print(len(rows), "loops after the cost change")


def key(row):
    return (row["file"], row["function"], row["loop"])


def apply(rows, delta):
    """The rows of the last answer with a delta applied: the removed and
    changed keys out, then each changed row in at its index."""
    gone = {key(k) for k in delta["removed"]} | {key(r) for r in delta["changed"]}
    rows = [r for r in rows if key(r) not in gone]
    for row, at in zip(delta["changed"], delta["at"]):
        rows.insert(at, row)
    return rows


# A comment at the end of the first line: only what the edit touches is
# analysed again.
text = open(path).read()
end = len(text.split("\n", 1)[0])
edit = {"range": {"start": {"line": 0, "character": end}, "end": {"line": 0, "character": end}},
        "text": " ; edited"}
print(call("change", path=path, changes=[edit])["diagnostics"])
delta = call("query", path=path, query="report", previousResultId=result_id)
rows = apply(rows, delta)
print(len(rows), "loops after the edit;", len(delta["changed"]), "rows sent,",
      delta["unchanged"], "unchanged")
call("shutdown")
proc.stdin.write(b'Content-Length: 33\r\n\r\n{"jsonrpc":"2.0","method":"exit"}')
proc.stdin.close()
sys.exit(proc.wait())
