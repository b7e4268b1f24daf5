/** /datashow's kiosk settings: refresh and carousel seconds within their ranges, a theme, junk → defaults. */
import { datashowView } from '@/views/datashow';

describe('datashowView', () => {
  it('defaults to a five-minute refresh, no carousel and the dark theme, with a bare link', () => {
    expect(datashowView.parse('')).toEqual({ refresh: 300, carousel: 0, theme: 'dark' });
    expect(datashowView.href()).toBe('/datashow');
    expect(datashowView.href({ refresh: 300, carousel: 0, theme: 'dark' })).toBe('/datashow');
  });

  it('reads every setting and writes it back in the fields’ order', () => {
    const view = datashowView.parse('theme=light&carousel=30&refresh=1');
    expect(view).toEqual({ refresh: 1, carousel: 30, theme: 'light' });
    expect(datashowView.search(view)).toBe('?refresh=1&carousel=30&theme=light');
    expect(datashowView.parse(new URLSearchParams(datashowView.toQuery(view)))).toEqual(view);
  });

  it('accepts the bounds of each range', () => {
    expect(datashowView.parse('refresh=86400&carousel=5').refresh).toBe(86400);
    expect(datashowView.parse('refresh=86400&carousel=5').carousel).toBe(5);
    expect(datashowView.parse('carousel=3600').carousel).toBe(3600);
  });

  it.each([
    ['refresh=0', 'refresh', 300],
    ['refresh=86401', 'refresh', 300],
    ['refresh=-5', 'refresh', 300],
    ['refresh=1.5', 'refresh', 300],
    ['refresh=abc', 'refresh', 300],
    ['refresh=', 'refresh', 300],
    ['refresh=9999999999', 'refresh', 300],
    ['carousel=0', 'carousel', 0],
    ['carousel=4', 'carousel', 0],
    ['carousel=3601', 'carousel', 0],
    ['carousel=on', 'carousel', 0],
    ['theme=blue', 'theme', 'dark'],
    ['theme=LIGHT', 'theme', 'dark'],
  ])('%s falls back to the default', (query, key, expected) => {
    expect(datashowView.parse(query)[key as 'refresh']).toBe(expected);
  });
});
