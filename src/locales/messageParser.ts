/**
 * The message parser of intl-messageformat, under react-intl (its core's import of
 * intl-messageformat-parser is replaced with this module at build: .umirc.ts LIBRARY_PATCHES).
 *
 * Chinese, whose messages are in umi.js, writes none but text and `{name}` arguments, which this reads
 * itself into the same elements; the PEG parser (8 KB gzip of umi.js that every first visit paid for)
 * is a chunk of its own, loaded with any other language (./load.ts) for its plurals and quotes.
 * tests/unit/foundation/messageParser.test.ts holds both to the same elements for every Chinese
 * message, the app's and the back office's.
 */

/** intl-messageformat-parser 3's elements: a literal (type 0) or an argument (type 1). */
export type LeanElement = { type: 0; value: string } | { type: 1; value: string };
type Parse = (message: string, options?: object) => unknown[];

/** Text and `{name}` arguments only: no plural, select, number, date or quote (`<` is text to this parser's version). */
export const LEAN = /^[^{}']*(?:\{\w+\}[^{}']*)*$/;
const ARGUMENT = /\{(\w+)\}/g;

let full: Parse | undefined;

/** A message of text and arguments as the PEG parser reads it. */
export function parseLean(message: string): LeanElement[] {
  if (!LEAN.test(message)) throw new SyntaxError(`This message needs the full parser, not loaded for this language: ${message}`);
  const elements: LeanElement[] = [];
  let at = 0;
  for (const m of message.matchAll(ARGUMENT)) {
    if (m.index! > at) elements.push({ type: 0, value: message.slice(at, m.index) });
    elements.push({ type: 1, value: m[1] });
    at = m.index! + m[0].length;
  }
  if (at < message.length) elements.push({ type: 0, value: message.slice(at) });
  return elements;
}

/** What intl-messageformat calls: the PEG parser once loaded, else the lean reading. */
export const parse: Parse = (message, options) => (full ? full(message, options) : parseLean(message));

const NO_SKELETONS = 'Number and date skeletons (::) are in no message: their parser is not in this build (.umirc.ts LIBRARY_PATCHES)';

/**
 * intl-messageformat's formatters take these from here too (LIBRARY_PATCHES): no message writes a
 * skeleton (`{n, number, ::percent}`, tests/unit/foundation/locales.test.ts), so their parser stays
 * out of umi.js. One would fail as any message react-intl cannot format: its text is shown.
 */
export function convertNumberSkeletonToNumberFormatOptions(): never {
  throw new Error(NO_SKELETONS);
}
export function parseDateTimeSkeleton(): never {
  throw new Error(NO_SKELETONS);
}

let loading: Promise<void> | undefined;

/** Loads the PEG parser once (a failed load is tried again next time). */
export function loadFullParser(): Promise<void> {
  loading ??= import(/* webpackChunkName: "message-parser" */ 'intl-messageformat-parser/lib/parser').then(
    (m) => {
      full = m.pegParse as Parse;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
