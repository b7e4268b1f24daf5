/**
 * What an index chart marks besides its lines, engine-free, so the SVG first view and ECharts mark the
 * same things: shaded bands (periods with no release), vertical rules (a classification change) and
 * flagged points (a revised value). Positions are indexes into the chart's periods; every mark carries
 * its sentence, which the chart's notes list and tooltips show.
 */
export interface ChartBand {
  /** The periods around the band (the last before and the first after the gap). */
  from: number;
  to: number;
  note: string;
}

export interface ChartRule {
  at: number;
  note: string;
}

export interface ChartFlag {
  /** Which line (series index). */
  line: number;
  at: number;
  note: string;
}

export interface ChartMarks {
  bands: ChartBand[];
  rules: ChartRule[];
  flags: ChartFlag[];
  /** Extra lines for a period's tooltip (e.g. which period 同比 compares with), by period index. */
  tips: Map<number, string[]>;
}

/** The notes of period `at`: its flags, a rule starting there, a band it borders, its tips. */
export function notesAt(marks: ChartMarks | undefined, at: number): string[] {
  if (!marks) return [];
  return [
    ...marks.flags.filter((f) => f.at === at).map((f) => f.note),
    ...marks.rules.filter((r) => r.at === at).map((r) => r.note),
    ...marks.bands.filter((b) => b.to === at).map((b) => b.note),
    ...(marks.tips.get(at) ?? []),
  ];
}
