/**
 * `t(id, values)` over an intl object, without React (src/hooks/useT.ts gives it to components):
 * pure, so formatting helpers and the error texts use it too.
 */
/** The slice of Umi's intl object this needs (keeps it testable without the locale plugin). */
export interface Formatter {
  formatMessage(descriptor: { id: string }, values?: Record<string, string | number>): string;
  /** The language's messages (react-intl's intl has them): simple ones are filled in without it (below). */
  messages?: Record<string, unknown>;
}

/** Values interpolated into a message's `{placeholders}`. */
export type MessageValues = Record<string, string | number>;

/** `t(id, values?)`: the message `id` of the current language, placeholders filled in. */
export type Translate = (id: string, values?: MessageValues) => string;

/** A message made only of text and `{name}` arguments: no plural, select, number, quote or tag. */
const SIMPLE = /^[^{}'<]*(?:\{\w+\}[^{}'<]*)*$/;
const ARGUMENT = /\{(\w+)\}/g;

/**
 * The message filled in as react-intl would, when it is simple (most are), else undefined. react-intl
 * runs each message through its PEG parser and keys its cache by JSON of the arguments: on a phone's
 * first screen that cost more main-thread time than the page's own rendering (issue 23). The rest
 * (plurals, quotes…) still goes to react-intl; tests/unit/foundation/translate.test.ts holds both to
 * the same output for every message of every language.
 */
export function fillSimple(message: string, values?: MessageValues): string | undefined {
  if (!SIMPLE.test(message)) return undefined;
  if (!message.includes('{')) return message;
  let missing = false;
  const text = message.replace(ARGUMENT, (_, name: string) => {
    const value = values?.[name];
    if (value === undefined || value === null) missing = true;
    return String(value);
  });
  // react-intl reports a missing value and shows the message as written: leave that to it.
  return missing ? undefined : text;
}

export const translator =
  (intl: Formatter): Translate =>
  (id, values) => {
    const message = intl.messages?.[id];
    return (typeof message === 'string' && fillSimple(message, values)) || intl.formatMessage({ id }, values);
  };
