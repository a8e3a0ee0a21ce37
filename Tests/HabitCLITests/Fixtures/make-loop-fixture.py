import datetime, os, shutil, zipfile, sys
root = sys.argv[1]
out = os.path.join(root, "loop")
shutil.rmtree(out, ignore_errors=True); os.makedirs(out)
def q(f):
    # opencsv CSVWriter.writeNext(line, false): quotes a field only when it holds the separator,
    # a quote, or a line break; a quote is doubled.
    if any(c in f for c in ',"\n\r'):
        return '"' + f.replace('"', '""') + '"'
    return f
def row(fields): return ",".join(q(f) for f in fields) + "\n"
D = datetime.date
def rng(a, b):
    x = a
    while x <= b:
        yield x; x += datetime.timedelta(days=1)
today = D(2026, 11, 29)
habits = [
 # name, type, question, description, num, den, color, unit, ttype, tvalue, archived
 ("Meditate", "YES_NO", "Did you meditate this morning?", "", 1, 1, "#FF8F00", "", "", "", "false"),
 ("Run", "YES_NO", "Did you run today?", "Three times a week", 3, 7, "#1976D2", "", "", "", "false"),
 ("Water", "NUMERICAL", "How many glasses of water?", "", 1, 1, "#039BE5", "glasses", "AT_LEAST", "8.0", "false"),
 ("Coffee", "NUMERICAL", "How many cups of coffee?", "", 1, 1, "#5D4037", "cups", "AT_MOST", "2.0", "false"),
 ("Cycling", "NUMERICAL", "How far did you cycle?", "", 1, 7, "#388E3C", "km", "AT_LEAST", "20.5", "false"),
 ("Clean the flat", "YES_NO", "Did you clean the flat?", "", 1, 7, "#aaaaaa", "", "", "", "true"),
 ("Stretch", "YES_NO", "Did you stretch?", "", 2, 3, "#D81B60", "", "", "", "false"),
 ('Read "Dune", slowly', "YES_NO", "Did you read?", "One chapter, then sleep", 1, 1, "#5E35B1", "", "", "", "false"),
]
with open(os.path.join(out, "Habits.csv"), "w", newline="") as f:
    f.write(row(["Position","Name","Type","Question","Description","FrequencyNumerator","FrequencyDenominator","Color","Unit","Target Type","Target Value","Archived?"]))
    for i, h in enumerate(habits):
        f.write(row(["%03d" % (i+1), h[0], h[1], h[2], h[3], str(h[4]), str(h[5]), h[6], h[7], h[8], h[9], h[10]]))
import re
def folder(i, name):
    s = re.sub(r"[^ a-zA-Z0-9._-]+", "", name)[:100]
    return ("%03d %s" % (i+1, s)).strip()
entries = {}
# Meditate: YES_MANUAL Nov 1-29, NO on Nov 9, SKIP on Nov 20, a note with a comma on Nov 5.
e = {}
for d in rng(D(2026,11,1), today):
    e[d] = ("YES_MANUAL", "")
e[D(2026,11,9)] = ("NO", "overslept")
e[D(2026,11,20)] = ("SKIP", "")
e[D(2026,11,5)] = ("YES_MANUAL", "10 minutes, calm")
entries[0] = e
# Run 3/7: Loop fills YES_AUTO after a check; NO otherwise.
e = {}
runs = [D(2026,11,2), D(2026,11,4), D(2026,11,6), D(2026,11,10), D(2026,11,12), D(2026,11,14), D(2026,11,24), D(2026,11,26), D(2026,11,28)]
for d in rng(D(2026,11,2), today):
    e[d] = ("YES_MANUAL", "") if d in runs else ("YES_AUTO" if any(0 < (d - r).days < 3 for r in runs) else "NO", "")
entries[1] = e
# Water: thousandths; NO is a recorded 0; SKIP; UNKNOWN is nothing.
e = {}
vals = {20: "8000", 21: "6500", 22: "NO", 23: "SKIP", 24: "UNKNOWN", 25: "9000", 26: "8000", 27: "8250", 28: "10000", 29: "8000"}
for day, v in vals.items(): e[D(2026,11,day)] = (v, "hot day" if day == 25 else "")
entries[2] = e
# Coffee at most 2: NO is a recorded 0 (kept), 3000 breaks the limit.
e = {D(2026,11,26): ("1000", ""), D(2026,11,27): ("3000", "deadline"), D(2026,11,28): ("NO", ""), D(2026,11,29): ("2000", "")}
entries[3] = e
# Cycling, 20.5 km a week.
e = {D(2026,11,16): ("12000", ""), D(2026,11,18): ("9500", ""), D(2026,11,23): ("5250", ""), D(2026,11,25): ("15250", "")}
entries[4] = e
# Clean the flat, archived.
e = {D(2026,10,4): ("YES_MANUAL", ""), D(2026,10,11): ("YES_MANUAL", "")}
entries[5] = e
# Stretch 2/3.
e = {D(2026,11,27): ("YES_MANUAL", ""), D(2026,11,28): ("YES_AUTO", ""), D(2026,11,29): ("YES_MANUAL", "")}
entries[6] = e
# Read: a note with a quote and a line break.
e = {D(2026,11,28): ("YES_MANUAL", 'Chapter 3: "The Spice"\nloved it'), D(2026,11,29): ("YES_MANUAL", "")}
entries[7] = e
for i, h in enumerate(habits):
    d = os.path.join(out, folder(i, h[0])); os.makedirs(d)
    with open(os.path.join(d, "Checkmarks.csv"), "w", newline="") as f:
        f.write(row(["Date","Value","Notes"]))
        for day in sorted(entries[i], reverse=True):
            v, n = entries[i][day]
            f.write(row([day.isoformat(), v, n]))
    with open(os.path.join(d, "Scores.csv"), "w", newline="") as f:
        f.write(row(["Date","Score"]))
        oldest = min(entries[i])
        for k, day in enumerate(rng(oldest, today)):
            f.write(row([day.isoformat(), "%.4f" % (0.5 + 0.4 * ((k * 37) % 11) / 11)]))
# The overall files, written without the CSV writer (as Loop does).
first = min(min(e) for e in entries.values())
with open(os.path.join(out, "Checkmarks.csv"), "w", newline="") as f, open(os.path.join(out, "Scores.csv"), "w", newline="") as g:
    f.write("Date," + "".join(h[0] + "," for h in habits) + "\n"); g.write("Date," + "".join(h[0] + "," for h in habits) + "\n")
    for day in sorted(rng(first, today), reverse=True):
        f.write(day.isoformat() + "," + "".join(entries[i].get(day, ("UNKNOWN",))[0] + "," for i in range(len(habits))) + "\n")
        g.write(day.isoformat() + "," + "".join("0.0000," for i in range(len(habits))) + "\n")
# The zip as Loop's ExportCSVTask names it, and a stored copy.
names = []
for dirpath, dirs, files in os.walk(out):
    for fn in files:
        names.append(os.path.relpath(os.path.join(dirpath, fn), out))
names.sort()
for path, method in [(os.path.join(root, "loop.zip"), zipfile.ZIP_DEFLATED), (os.path.join(root, "loop-stored.zip"), zipfile.ZIP_STORED)]:
    with zipfile.ZipFile(path, "w", method) as z:
        for n in names:
            info = zipfile.ZipInfo(n, date_time=(2026, 11, 29, 12, 0, 0))
            info.compress_type = method
            z.writestr(info, open(os.path.join(out, n), "rb").read())
# As Java's ZipOutputStream writes it (Loop's writeZipFile): to a stream, so each local header
# has flag 8 and sizes 0, and the sizes follow the data in a data descriptor.
import io
class Unseekable(io.RawIOBase):
    def __init__(self, f): self.f = f
    def writable(self): return True
    def write(self, b): return self.f.write(b)
with open(os.path.join(root, "loop-streamed.zip"), "wb") as raw:
    with zipfile.ZipFile(Unseekable(raw), "w", zipfile.ZIP_DEFLATED) as z:
        for n in names:
            info = zipfile.ZipInfo(n, date_time=(2026, 11, 29, 12, 0, 0))
            info.compress_type = zipfile.ZIP_DEFLATED
            with z.open(info, "w") as w:
                w.write(open(os.path.join(out, n), "rb").read())
