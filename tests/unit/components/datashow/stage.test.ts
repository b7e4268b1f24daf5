/** The 16:9 stage fitted inside the window: size, centring bars and the font that scales the layout. */
import { fitStage, flowsIn } from '@/pages/datashow/stage';

describe('fitStage', () => {
  it.each([
    // window            stage                                                     base font
    [1280, 720, { width: 1280, height: 720, left: 0, top: 0 }, 1280 / 120],
    [1920, 1080, { width: 1920, height: 1080, left: 0, top: 0 }, 16],
    [3840, 2160, { width: 3840, height: 2160, left: 0, top: 0 }, 32],
    // Square: full width, bars above and below (letterbox).
    [1000, 1000, { width: 1000, height: 562, left: 0, top: 219 }, 1000 / 120],
    // Ultra-wide: full height, bars left and right (pillarbox).
    [2560, 1080, { width: 1920, height: 1080, left: 320, top: 0 }, 16],
  ])('%i×%i', (w, h, box, font) => {
    const stage = fitStage(w, h);
    expect(stage).toMatchObject(box);
    expect(stage.fontSize).toBeCloseTo(font, 6);
  });

  it('stays inside the window and keeps 16:9 for any window', () => {
    for (const [w, h] of [[1366, 768], [1440, 900], [1536, 730], [2560, 1440], [3440, 1440], [1280, 1024]]) {
      const s = fitStage(w, h);
      expect(s.left + s.width).toBeLessThanOrEqual(w);
      expect(s.top + s.height).toBeLessThanOrEqual(h);
      expect(Math.abs(s.width / s.height - 16 / 9)).toBeLessThan(0.01);
      expect(s.fontSize).toBe(s.width / 120);
    }
  });
});

describe('flowsIn', () => {
  it('flows only below 1200×640 (a phone, a browser zoomed in)', () => {
    expect(flowsIn(1280, 720)).toBe(false);
    expect(flowsIn(1200, 640)).toBe(false);
    expect(flowsIn(1000, 1000)).toBe(true);
    expect(flowsIn(1920, 600)).toBe(true);
    expect(flowsIn(390, 844)).toBe(true);
  });
});
