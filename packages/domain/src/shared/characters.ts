// Characters no text a client sends may hold (docs/decisions/040-text-characters.md). PostgreSQL cannot store NUL
// (the query fails); other control characters corrupt logs, mail headers and exports; bidirectional overrides
// (U+202E…) make text show in another order than it is stored; a lone surrogate is not a character at all (UTF-8
// cannot encode it). A one-line field also cannot hold a line break or a tab: pages, mail and receipts show it on one line.

/** What is wrong with a text, if anything: a forbidden character, or a line break in a one-line field. */
export type CharacterProblem = 'control' | 'lineBreak';

const isLineBreak = (c: number) => c === 0x0a || c === 0x0d || c === 0x2028 || c === 0x2029;
/** C0 and C1 controls and DEL (tab, LF and CR are decided by the line rule). */
const isControl = (c: number) => c < 0x20 || (c >= 0x7f && c <= 0x9f);
/** Embedding, override and isolate controls of the Unicode bidirectional algorithm. */
const isBidiControl = (c: number) => (c >= 0x202a && c <= 0x202e) || (c >= 0x2066 && c <= 0x2069);
const isHighSurrogate = (c: number) => c >= 0xd800 && c <= 0xdbff;
const isLowSurrogate = (c: number) => c >= 0xdc00 && c <= 0xdfff;

/**
 * The first problem of a text: 'control' for a control character, a bidirectional control or a lone surrogate;
 * 'lineBreak' for CR, LF, U+2028 or U+2029 in a one-line text. Multi-line text may hold line breaks and tabs.
 */
export function characterProblem(value: string, multiline = false): CharacterProblem | null {
  let lineBreak = false;
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (isLineBreak(c)) {
      lineBreak ||= !multiline;
    } else if (c === 0x09) {
      if (!multiline) return 'control';
    } else if (isControl(c) || isBidiControl(c) || isLowSurrogate(c)) {
      return 'control';
    } else if (isHighSurrogate(c)) {
      if (!isLowSurrogate(value.charCodeAt(i + 1))) return 'control';
      i++;
    }
  }
  return lineBreak ? 'lineBreak' : null;
}
