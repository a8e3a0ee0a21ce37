# Writes the raw DEFLATE fixtures of InflateTests with Python's zlib: a log of about 74 kB
# (level 9: dynamic Huffman blocks reaching back up to 32 kB; level 0: stored blocks, more than
# one), and a short text (fixed Huffman).
import zlib, random
random.seed(7)
names = ["Meditate", "Run", "Water", "Read", "Stretch", "Coffee"]
lines = []
for i in range(2000):
    lines.append("2026-%02d-%02d : %s : %s : %s : %d" % (1 + i % 12, 1 + i % 28, random.choice(names), random.choice("yns"), "".join(random.choice("abcdefghij ") for _ in range(random.randint(0, 12))), random.randint(0, 20)))
text = ("\n".join(lines) + "\n").encode()
open("log.txt", "wb").write(text)
def raw(data, level):
    c = zlib.compressobj(level, zlib.DEFLATED, -15)
    return c.compress(data) + c.flush()
open("log-level9.deflate", "wb").write(raw(text, 9))
open("log-level0.deflate", "wb").write(raw(text, 0))
open("short-fixed.deflate", "wb").write(raw(b"habit habit habit", 9))
