/**
 * The showcase is drawn on a 16:9 stage fitted inside the window (not `window.screen`: a kiosk
 * browser, a windowed test and a projector all report their own window), centred with bars when
 * the aspect differs. Everything on it is in `em` of one font size, stage width / 120 (16 px on a
 * 1920-wide stage), so 1280×720 and 3840×2160 show the same layout. Charts get the same number
 * because ECharts sizes its text in pixels, and the device pixel ratio to stay sharp.
 */
import { useEventListener } from 'ahooks';
import { useState } from 'react';

const ASPECT = 16 / 9;
const EMS_PER_WIDTH = 120;

/**
 * Below this window the stage's text would be too small to read at a desk (a phone, a browser
 * zoomed in): the panels then flow in one scrolling column at the browser's own 16 px.
 */
export const FLOW_BELOW = { width: 1200, height: 640 } as const;
const FLOW_FONT = 16;

export interface StageLayout {
  width: number;
  height: number;
  /** Offsets of the stage in the window: the bars on each side. */
  left: number;
  top: number;
  /** The base font of the stage in px. */
  fontSize: number;
}

/** The largest 16:9 stage inside a `windowWidth` × `windowHeight` window, centred, in whole pixels. */
export function fitStage(windowWidth: number, windowHeight: number): StageLayout {
  const width = Math.floor(Math.min(windowWidth, windowHeight * ASPECT));
  const height = Math.floor(Math.min(windowHeight, width / ASPECT));
  return {
    width,
    height,
    left: Math.floor((windowWidth - width) / 2),
    top: Math.floor((windowHeight - height) / 2),
    fontSize: width / EMS_PER_WIDTH,
  };
}

export const flowsIn = (windowWidth: number, windowHeight: number) =>
  windowWidth < FLOW_BELOW.width || windowHeight < FLOW_BELOW.height;

export interface Stage {
  /** Undefined when the panels flow instead (flowsIn). */
  layout?: StageLayout;
  fontSize: number;
  pixelRatio: number;
}

function measure(): Stage {
  const { innerWidth: w, innerHeight: h } = window;
  const pixelRatio = window.devicePixelRatio || 1;
  if (flowsIn(w, h)) return { fontSize: FLOW_FONT, pixelRatio };
  const layout = fitStage(w, h);
  return { layout, fontSize: layout.fontSize, pixelRatio };
}

const sameStage = (a: Stage, b: Stage) =>
  a.pixelRatio === b.pixelRatio &&
  a.layout?.width === b.layout?.width &&
  a.layout?.height === b.layout?.height &&
  a.layout?.left === b.layout?.left &&
  a.layout?.top === b.layout?.top;

/**
 * The stage for the current window, measured again on every resize (a browser zoom also fires
 * one and changes the pixel ratio). The listener goes with the component.
 */
export function useStage(): Stage {
  const [stage, setStage] = useState(measure);
  useEventListener('resize', () => setStage((current) => {
    const next = measure();
    return sameStage(current, next) ? current : next;
  }), { target: window });
  return stage;
}
