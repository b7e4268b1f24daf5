/**
 * What every panel needs to draw itself at the screen's scale: the base font (ECharts sizes text in
 * pixels), the device pixel ratio for sharp canvases and the palette of the theme. A context, so
 * the carousel can re-render a panel larger by providing a larger font.
 */
import { createContext, useContext } from 'react';
import { DARK, type Palette } from './chartTheme';

export interface Screen {
  fontSize: number;
  pixelRatio: number;
  palette: Palette;
}

export const ScreenContext = createContext<Screen>({ fontSize: 16, pixelRatio: 1, palette: DARK });

export const useScreen = () => useContext(ScreenContext);
