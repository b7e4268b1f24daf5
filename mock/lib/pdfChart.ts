/**
 * Vector charts of the report PDFs: a line chart (an index over time) and a horizontal bar chart
 * (changes or shares per category), with axes, grid, tick labels, unit and a numbered caption.
 * Bars of signed changes follow the Chinese market colours: red up, green down.
 */
import type { Flow } from './pdfFlow';
import { FONT_BOLD, FONT_REGULAR } from './pdfFonts';

export interface PdfChart {
  kind: 'line' | 'bar';
  caption: string;
  /** E.g. 「单位：点」. */
  unit: string;
  points: { label: string; value: number }[];
  /** Decimals of the value labels. */
  decimals: number;
  /** Bar charts: colour by sign and print a plus sign. */
  signed?: boolean;
  /** Line charts: a dashed reference line, e.g. the base value or the boom–bust line 100. */
  reference?: { value: number; label: string };
}

const INK = '#1f2329';
const MUTED = '#646a73';
const GRID = '#dee0e3';
const LINE = '#1f5fbf';
const UP = '#cf1322';
const DOWN = '#389e0d';
const BAR_ROW = 14;

/** Height of the chart including unit line and caption. */
export function chartHeight(chart: PdfChart): number {
  return chart.kind === 'line' ? 220 : 48 + chart.points.length * BAR_ROW + 24;
}

/** Round tick values covering [min, max] with about `count` steps. */
function niceTicks(min: number, max: number, count: number): number[] {
  const span = max - min || Math.abs(max) || 1;
  const raw = span / count;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * magnitude).find((s) => s >= raw) ?? 10 * magnitude;
  const ticks: number[] = [];
  for (let t = Math.floor(min / step) * step; t <= Math.ceil(max / step) * step + step / 1e6; t += step) ticks.push(Number(t.toFixed(10)));
  return ticks;
}

const tickDecimals = (ticks: number[]): number => (ticks.length > 1 ? Math.max(0, -Math.floor(Math.log10(ticks[1] - ticks[0]) + 1e-9)) : 0);

function label(flow: Flow, text: string, x: number, y: number, align: 'left' | 'center' | 'right', size = 7.5, color = MUTED): void {
  const { doc } = flow;
  doc.font(FONT_REGULAR).fontSize(size).fillColor(color);
  const w = doc.widthOfString(text);
  const left = align === 'left' ? x : align === 'center' ? x - w / 2 : x - w;
  doc.text(text, left, y - doc.currentLineHeight() / 2, { lineBreak: false });
}

function format(chart: PdfChart, value: number): string {
  return `${chart.signed && value > 0 ? '+' : ''}${value.toFixed(chart.decimals)}`;
}

function drawLine(flow: Flow, chart: PdfChart, top: number): void {
  const { doc, left, width } = flow;
  const x0 = left + 42;
  const x1 = left + width - 12;
  const y0 = top + 168;
  const y1 = top + 22;
  const values = chart.points.map((p) => p.value);
  if (chart.reference) values.push(chart.reference.value);
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  const pad = (hi - lo || 1) * 0.08;
  const ticks = niceTicks(lo - pad, hi + pad, 5);
  const [tMin, tMax] = [ticks[0], ticks[ticks.length - 1]];
  const yOf = (v: number) => y0 - ((v - tMin) / (tMax - tMin)) * (y0 - y1);
  const n = chart.points.length;
  const xOf = (i: number) => (n === 1 ? (x0 + x1) / 2 : x0 + 8 + (i * (x1 - x0 - 16)) / (n - 1));

  const decimals = tickDecimals(ticks);
  for (const t of ticks) {
    doc.moveTo(x0, yOf(t)).lineTo(x1, yOf(t)).lineWidth(0.4).strokeColor(GRID).stroke();
    label(flow, t.toFixed(decimals), x0 - 4, yOf(t), 'right');
  }
  doc.moveTo(x0, y1).lineTo(x0, y0).lineTo(x1, y0).lineWidth(0.8).strokeColor(INK).stroke();

  const every = Math.ceil(n / 6);
  chart.points.forEach((p, i) => {
    if (i % every !== 0 && i !== n - 1) return;
    if (i !== n - 1 && n - 1 - i < every / 2) return; // keep the last label clear of its neighbour
    doc.moveTo(xOf(i), y0).lineTo(xOf(i), y0 + 3).lineWidth(0.8).strokeColor(INK).stroke();
    label(flow, p.label, xOf(i), y0 + 10, 'center');
  });

  if (chart.reference) {
    const y = yOf(chart.reference.value);
    doc.moveTo(x0, y).lineTo(x1, y).lineWidth(0.8).dash(3, { space: 2 }).strokeColor(UP).stroke().undash();
    label(flow, chart.reference.label, x1 - 2, y - 6, 'right', 7, UP);
  }

  chart.points.forEach((p, i) => (i === 0 ? doc.moveTo(xOf(i), yOf(p.value)) : doc.lineTo(xOf(i), yOf(p.value))));
  doc.lineWidth(1.6).lineJoin('round').strokeColor(LINE).stroke();
  if (n <= 16) chart.points.forEach((p, i) => doc.circle(xOf(i), yOf(p.value), 1.8).fill(LINE));
  const last = chart.points[n - 1];
  label(flow, format(chart, last.value), xOf(n - 1), yOf(last.value) - 9, 'right', 7.5, LINE);
}

function drawBars(flow: Flow, chart: PdfChart, top: number): void {
  const { doc, left, width } = flow;
  const x0 = left + 104;
  const x1 = left + width - 52;
  const y1 = top + 22;
  const y0 = y1 + chart.points.length * BAR_ROW;
  const values = chart.points.map((p) => p.value);
  const ticks = niceTicks(Math.min(0, ...values), Math.max(0, ...values), 5);
  const [tMin, tMax] = [ticks[0], ticks[ticks.length - 1]];
  const xOf = (v: number) => x0 + ((v - tMin) / (tMax - tMin)) * (x1 - x0);

  const decimals = tickDecimals(ticks);
  for (const t of ticks) {
    doc.moveTo(xOf(t), y1).lineTo(xOf(t), y0).lineWidth(0.4).strokeColor(GRID).stroke();
    label(flow, t.toFixed(decimals), xOf(t), y0 + 9, 'center');
  }
  chart.points.forEach((p, i) => {
    const mid = y1 + (i + 0.5) * BAR_ROW;
    const [a, b] = [xOf(Math.min(0, p.value)), xOf(Math.max(0, p.value))];
    const colour = chart.signed ? (p.value >= 0 ? UP : DOWN) : LINE;
    doc.rect(a, mid - BAR_ROW * 0.32, Math.max(b - a, 0.6), BAR_ROW * 0.64).fill(colour);
    label(flow, p.label, x0 - 6, mid, 'right', 7.5, INK);
    label(flow, format(chart, p.value), x1 + 6, mid, 'left', 7.5, colour);
  });
  doc.moveTo(xOf(0), y1).lineTo(xOf(0), y0).lineWidth(0.8).strokeColor(INK).stroke();
  doc.moveTo(x0, y0).lineTo(x1, y0).lineWidth(0.8).strokeColor(INK).stroke();
}

export function drawChart(flow: Flow, chart: PdfChart): void {
  const { doc, left, width } = flow;
  flow.chartNo += 1;
  doc.moveDown(0.4);
  const top = doc.y;
  label(flow, chart.unit, left, top + 8, 'left');
  if (chart.kind === 'line') drawLine(flow, chart, top);
  else drawBars(flow, chart, top);
  const height = chartHeight(chart);
  doc.fillColor(INK).font(FONT_BOLD).fontSize(9.5).text(`图${flow.chartNo}　${chart.caption}`, left, top + height - 18, { width, align: 'center' });
  doc.x = left;
  doc.y = top + height + 6;
}
