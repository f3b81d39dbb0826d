"""The gazetteer's search-key folding, as Modules/Places/Folding.swift makes it.

Scripts/update-places imports fold() to fold alternate names into places.tsv; the index folds
every name again when it loads, so the two must agree, and Tests/PlacesTests/FoldingTests runs
this file over a sample (`python3 Scripts/places_fold.py < names`: one folded name a line out
for each line in) and compares it with the Swift fold.

The rules, in order, for each character of the text's compatibility decomposition (NFKD,
which also undoes fullwidth and other width forms): lower-cased (full mapping, one character
at a time); dashes and blanks become one space; apostrophes, full stops, the Arabic tatweel,
format characters (such as the zero-width non-joiner) and non-spacing marks (Latin accents,
the Turkish dotted İ's dot, Arabic harakat, Hebrew points…) are dropped; then the letters of
LETTERS are replaced. The result is recomposed (NFC, which joins Hangul back into syllables)
and its spaces are made single, none at either end.
"""
import sys
import unicodedata

# Letters that Unicode does not decompose into a base letter and a mark, and the Arabic-script
# letter forms a person may write either way: alef with wasla (the hamza forms decompose into
# alef and a mark), ta marbuta, the Persian and Arabic kaf, the Persian, Arabic and alef maksura
# yeh, and the Urdu and Kurdish heh. Kept identical to Folding.letters in Folding.swift.
LETTERS = {
    "ß": "ss", "æ": "ae", "œ": "oe", "ø": "o", "ł": "l", "đ": "d", "ð": "d", "þ": "th",
    "ı": "i", "ə": "e", "ħ": "h", "ŧ": "t", "ŀ": "l", "ĸ": "k", "ς": "σ",
    "\u0671": "\u0627", "\u0629": "\u0647", "\u06A9": "\u0643", "\u06AA": "\u0643",
    "\u06CC": "\u064A", "\u0649": "\u064A", "\u06C1": "\u0647", "\u06C3": "\u0647",
    "\u06D5": "\u0647", "\u06BE": "\u0647",
}
# Apostrophes, full stops and the tatweel, dropped. Kept identical to Folding.dropped.
DROPPED = set("'’ʻʼ`´.\u0640")
# Dashes and blanks, each a word break. Kept identical to Folding.breaks.
BREAKS = set("-‐‑‒–— \t\n\r")


def fold(text):
    """Case-, width-, diacritic- and letter-form-insensitive key, as Folding.swift makes it."""
    out = []
    for original in unicodedata.normalize("NFKD", text):
        for ch in original.lower():
            if ch in BREAKS or unicodedata.category(ch) in ("Zs", "Zl", "Zp"):
                out.append(" ")
            elif ch in DROPPED or unicodedata.category(ch) in ("Mn", "Cf"):
                continue
            else:
                out.append(LETTERS.get(ch, ch))
    composed = unicodedata.normalize("NFC", "".join(out))
    return " ".join(word for word in composed.split(" ") if word)


if __name__ == "__main__":
    for line in sys.stdin.read().split("\n"):
        print(fold(line))
