"""What the C loop generators (scripts/gen_c_loops{,2,3,4}.py) share: the
command line (`--seed`, `--count`, `--first`, `--out`), the translation
unit as a prelude followed by functions, weighted choices and the text of
one function under its `// features:` comment.

Every helper draws from the caller's `random.Random` exactly as the code it
replaced did, so a generator's output for a given seed does not change.
"""
import argparse
import sys


def pick(r, weighted):
    """One item of `[(item, weight), ...]`, drawn by weight."""
    return r.choices([x for x, _ in weighted], [w for _, w in weighted])[0]


def hint_feature(hint):
    """The `// features:` word naming a `#pragma clang loop` hint."""
    return "hint-" + hint.replace(" ", "+").replace("(", "").replace(")", "")


def c_function(features, rtype, name, params, lines):
    """A C function under its `// features:` comment, `lines` indented once."""
    return (f"// features: {' '.join(features)}\n{rtype} {name}({', '.join(params) or 'void'}) {{\n"
            + "".join(f"  {x}\n" for x in lines) + "}\n")


def module(prelude, function, seed, first, count):
    """One translation unit: the prelude, then functions first..first+count-1."""
    return prelude() + "\n".join(function(seed, n) for n in range(first, first + count))


def main(doc, module):
    """The generators' command line: `module(seed, first, count)` to standard
    output or to `--out`."""
    ap = argparse.ArgumentParser(description=doc, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--count", type=int, default=10)
    ap.add_argument("--first", type=int, default=0)
    ap.add_argument("--out", help="write the unit to this file instead of standard output")
    a = ap.parse_args()
    text = module(a.seed, a.first, a.count)
    if a.out:
        with open(a.out, "w") as f:
            f.write(text)
    else:
        sys.stdout.write(text)


class Features:
    """The `// features:` words of a generated function (`self.features`),
    each once, in the order first named."""

    def feat(self, *xs):
        for x in xs:
            if x not in self.features:
                self.features.append(x)
