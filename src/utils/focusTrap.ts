/** Keyboard focus inside a modal panel: what a key can reach in it, and Tab kept from leaving it. */

const TAB_STOPS = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/** The controls of `box` that Tab reaches, in order (radios count once per group, as the browser does). */
export function tabStops(box: HTMLElement): HTMLElement[] {
  const seen = new Set<string>();
  return Array.from(box.querySelectorAll<HTMLElement>(TAB_STOPS)).filter((el) => {
    if (!(el instanceof HTMLInputElement) || el.type !== 'radio' || !el.name) return true;
    if (seen.has(el.name)) return false;
    seen.add(el.name);
    return true;
  });
}

/**
 * On a Tab keydown, keep focus inside `box`: from its last control to its first, Shift+Tab the other
 * way round, and back in when focus has got out.
 */
export function trapTab(e: { key: string; shiftKey: boolean; preventDefault: () => void }, box: HTMLElement) {
  if (e.key !== 'Tab') return;
  const stops = tabStops(box);
  if (!stops.length) return;
  const active = document.activeElement;
  const inside = box.contains(active);
  // A radio group is one stop: its checked radio may be any of them.
  const at = (el: HTMLElement) =>
    active === el || (el instanceof HTMLInputElement && el.type === 'radio' && active instanceof HTMLInputElement && active.name === el.name);
  if (e.shiftKey && (!inside || at(stops[0]))) {
    e.preventDefault();
    stops[stops.length - 1].focus();
  } else if (!e.shiftKey && (!inside || at(stops[stops.length - 1]))) {
    e.preventDefault();
    stops[0].focus();
  }
}
