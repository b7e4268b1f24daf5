/**
 * The showcase is laid out in `em`, so one number scales it: the base font size, 16 px on a
 * 1920×1080 screen, following whichever of width and height is tighter (a 16:9 design on any
 * screen), never below 11 px (1280×720 keeps the design, a touch larger) nor above 24 px. Charts get the same number
 * because ECharts sizes its text in pixels.
 */
import { useEventListener } from 'ahooks';
import { useState } from 'react';

const DESIGN_WIDTH = 1920;
const DESIGN_HEIGHT = 1080;
const DESIGN_FONT = 16;
const MIN_FONT = 11;
const MAX_FONT = 24;

export function screenFontSize(width: number, height: number): number {
  const scale = Math.min(width / DESIGN_WIDTH, height / DESIGN_HEIGHT);
  const px = Math.min(MAX_FONT, Math.max(MIN_FONT, DESIGN_FONT * scale));
  return Math.round(px * 2) / 2; // half-pixel steps: no re-render storm while a window is dragged
}

export function useScreenFontSize(): number {
  const [fontSize, setFontSize] = useState(() => screenFontSize(window.innerWidth, window.innerHeight));
  useEventListener('resize', () => setFontSize(screenFontSize(window.innerWidth, window.innerHeight)), {
    target: window,
  });
  return fontSize;
}
