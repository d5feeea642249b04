#!/usr/bin/env python3
"""Turn AOSP LatinIME's frequency word lists into KeySim's dictionaries.

Reads `en_US_wordlist.combined.gz`, `de_wordlist.combined.gz` and `fr_wordlist.combined.gz`
(LatinIME's `dictionaries/` folder, Apache-2.0) and writes `Assets/Dictionaries/en_US.txt`,
`de_DE.txt` and `fr_FR.txt` in the plain line format that `Lexicon` reads with Foundation
only (no gzip in the core), then copies the `NOTICE` next to them. The format is described
in `Assets/Dictionaries/README.md`; in short, after one header line, a line per word:

    word TAB f [TAB flags [TAB shortcut [TAB shortcut-f]]]

sorted by the word's UTF-8 bytes, trailing empty columns left out.

    python3 Tools/make-dictionaries.py                     # from /work/shared/data/wordlists
    python3 Tools/make-dictionaries.py --source DIR --out Assets/Dictionaries

The output depends only on the input: running it twice writes the same bytes.
"""

import argparse
import datetime
import gzip
import os
import shutil
import sys
import unicodedata

# (input file, output name, locale written in the header)
LISTS = [
    ("en_US_wordlist.combined.gz", "en_US.txt", "en_US"),
    ("de_wordlist.combined.gz", "de_DE.txt", "de_DE"),
    ("fr_wordlist.combined.gz", "fr_FR.txt", "fr_FR"),
]

FORMAT_VERSION = 1


def fields(line):
    """`key=value,key=value` (the values hold no commas in these lists) as a dict."""
    result = {}
    for part in line.strip().split(","):
        key, _, value = part.partition("=")
        result[key] = value
    return result


def read_list(path):
    """The header's fields and the entries: (word, f, flags, shortcut, shortcut f)."""
    entries = []
    with gzip.open(path, "rt", encoding="utf-8") as source:
        header = fields(source.readline())
        for number, line in enumerate(source, start=2):
            if line.startswith("  shortcut="):
                if not entries:
                    sys.exit(f"{path}:{number}: a shortcut before any word")
                shortcut = fields(line)
                word, f, flags, old, _ = entries[-1]
                if old is not None:
                    sys.exit(f"{path}:{number}: a second shortcut for '{word}'")
                target_f = "w" if shortcut["f"] == "whitelist" else str(int(shortcut["f"]))
                entries[-1] = (word, f, flags, nfc(shortcut["shortcut"]), target_f)
            elif line.startswith(" word="):
                entry = fields(line)
                word = nfc(entry["word"])
                f = int(entry["f"])
                if not 0 <= f <= 255:
                    sys.exit(f"{path}:{number}: f={f} is outside 0…255")
                flags = ""
                if entry.get("not_a_word") == "true":
                    flags += "n"
                if "abbreviation" in entry.get("flags", "").split(":"):
                    flags += "a"
                entries.append((word, f, flags, None, None))
            elif line.strip():
                sys.exit(f"{path}:{number}: neither a word nor a shortcut: {line.strip()!r}")
    return header, entries


def nfc(text):
    """Composed form, so that `é` is one scalar as the keyboard types it; no tabs or newlines."""
    text = unicodedata.normalize("NFC", text)
    if any(c in text for c in "\t\n\r"):
        sys.exit(f"a tab or line break in {text!r}")
    return text


def write_dictionary(path, locale, source_name, header, entries):
    # The lists date themselves in seconds since 1970; the header says the day (UTC).
    date = datetime.datetime.fromtimestamp(int(header.get("date", "0")), datetime.timezone.utc).date().isoformat()
    version = header.get("version", "")
    words = sorted(entries, key=lambda entry: entry[0].encode("utf-8"))
    for previous, current in zip(words, words[1:]):
        if previous[0] == current[0]:
            sys.exit(f"{source_name}: '{current[0]}' is listed twice")
    with open(path, "w", encoding="utf-8", newline="\n") as out:
        out.write(
            f"#keysim-dictionary {FORMAT_VERSION}\tlocale={locale}\twords={len(words)}"
            f"\tsource=AOSP LatinIME dictionaries/{source_name} version {version} of {date}"
            "\tlicense=Apache-2.0 (see NOTICE)\tcolumns=word f flags shortcut shortcut-f\n"
        )
        for word, f, flags, shortcut, shortcut_f in words:
            columns = [word, str(f), flags, shortcut or "", shortcut_f or ""]
            while columns[-1] == "":
                columns.pop()
            out.write("\t".join(columns) + "\n")


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--source", default="/work/shared/data/wordlists", help="folder of the .gz lists and NOTICE")
    parser.add_argument("--out", default=os.path.join(here, "..", "Assets", "Dictionaries"), help="output folder")
    arguments = parser.parse_args()
    os.makedirs(arguments.out, exist_ok=True)
    for source_name, output_name, locale in LISTS:
        header, entries = read_list(os.path.join(arguments.source, source_name))
        output = os.path.join(arguments.out, output_name)
        write_dictionary(output, locale, source_name, header, entries)
        shortcuts = sum(1 for entry in entries if entry[3] is not None)
        print(f"{os.path.normpath(output)}: {len(entries)} words, {shortcuts} shortcuts")
    shutil.copyfile(os.path.join(arguments.source, "NOTICE"), os.path.join(arguments.out, "NOTICE"))


if __name__ == "__main__":
    main()
