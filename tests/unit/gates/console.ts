/**
 * What reached console.error during a test (React warnings, uncaught errors in handlers, the mock
 * server's internal errors): the gates allow none. Call at a test file's top level; `errors()` gives
 * the test's own and empties the list.
 */

/**
 * Known messages, each with its reason: a warning of the app still to be fixed (then removed here),
 * or jsdom's own. A test that meets one passes, any other fails. Matched against the whole message.
 */
const KNOWN: { what: RegExp; why: string }[] = [
  {
    // antd-mobile measures a probe styled by its CSS variables; jsdom applies no style sheet.
    what: /^\[antd-mobile: Global\] The px tester is not rendering properly/,
    why: 'jsdom lays nothing out',
  },
];

export function watchConsole() {
  let seen: string[] = [];
  let spy: jest.SpyInstance | undefined;
  let quiet: jest.SpyInstance | undefined;
  beforeEach(() => {
    seen = [];
    // The app's traces of failed loads ('[webapi] …', '[page error] …'): expected here, and asserted
    // through the DOM (a page error shows `data-state="page-error"`).
    quiet = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    spy = jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      const [first, ...rest] = args.map((a) => (a instanceof Error ? `${a.name}: ${a.message}` : String(a)));
      // React's warnings are printf-style: fill the %s in.
      let i = 0;
      const text = first.replace(/%s/g, () => rest[i++] ?? '') + (i < rest.length ? ` ${rest.slice(i).join(' ')}` : '');
      if (!KNOWN.some((k) => k.what.test(text))) seen.push(text.slice(0, 2_000));
    });
  });
  afterEach(() => {
    spy?.mockRestore();
    quiet?.mockRestore();
  });
  return {
    errors: () => seen.splice(0),
  };
}
