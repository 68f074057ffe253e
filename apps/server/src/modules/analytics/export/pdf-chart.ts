/**
 * A line chart drawn with pdfkit's own primitives (lines, paths, text): a title, a y axis from 0 to a
 * round maximum with four grid lines, the first, middle and last dates under the x axis, and the
 * series as a line (a missing value breaks it). The scale is a pure function, tested on its own.
 */
import { formatAxis } from './export-format.ts';
import { PDF_COLORS, PDF_FONTS } from './pdf-fonts.ts';

export interface ChartPoint {
  label: string;
  value: number | null;
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export const GRID_LINES = 4;

/**
 * The top of the y axis: GRID_LINES steps of a round size (1, 2, 2.5 or 5 × 10^k), the smallest that
 * reaches `max` (GRID_LINES for an empty or all-zero series), so every grid line has a round label.
 */
export function axisTop(max: number): number {
  if (!(max > 0)) return GRID_LINES;
  const wanted = max / GRID_LINES;
  const magnitude = 10 ** Math.floor(Math.log10(wanted));
  const step = [1, 2, 2.5, 5, 10].find((s) => s * magnitude >= wanted * (1 - 1e-12)) ?? 10;
  return GRID_LINES * step * magnitude;
}

/** Where each point goes in the plot area: x evenly spread (one point in the middle), y from 0 at the bottom to top at the top. */
export function chartPositions(points: readonly ChartPoint[], plot: Box, top: number) {
  const n = points.length;
  return points.map((p, i) => ({
    x: n === 1 ? plot.x + plot.width / 2 : plot.x + (plot.width * i) / (n - 1),
    y: p.value === null ? null : plot.y + plot.height - (plot.height * Math.max(0, p.value)) / top,
  }));
}

export function drawLineChart(doc: PDFKit.PDFDocument, box: Box, title: string, points: readonly ChartPoint[], opts: { money: boolean }) {
  const top = axisTop(Math.max(0, ...points.map((p) => p.value ?? 0)));
  const plot: Box = { x: box.x + 46, y: box.y + 22, width: box.width - 56, height: box.height - 40 };

  doc.font(PDF_FONTS.bold).fontSize(10).fillColor(PDF_COLORS.text).text(title, box.x, box.y, { width: box.width, lineBreak: false });

  // Grid and y labels.
  doc.font(PDF_FONTS.regular).fontSize(7).fillColor(PDF_COLORS.muted);
  for (let i = 0; i <= GRID_LINES; i++) {
    const y = plot.y + plot.height - (plot.height * i) / GRID_LINES;
    doc
      .moveTo(plot.x, y)
      .lineTo(plot.x + plot.width, y)
      .lineWidth(0.5)
      .strokeColor(i === 0 ? PDF_COLORS.axis : PDF_COLORS.grid)
      .stroke();
    doc.text(formatAxis((top * i) / GRID_LINES, opts.money), box.x, y - 4, { width: 42, align: 'right', lineBreak: false });
  }

  if (points.every((p) => !p.value)) {
    doc.fontSize(9).text('No data in this range', plot.x, plot.y + plot.height / 2 - 12, { width: plot.width, align: 'center' });
  }

  // x labels: first, middle, last.
  const n = points.length;
  const labelled = [...new Set([0, Math.floor((n - 1) / 2), n - 1])].filter((i) => i >= 0 && i < n);
  const positions = chartPositions(points, plot, top);
  for (const i of labelled) {
    const x = positions[i]?.x ?? plot.x;
    const align = n === 1 ? 'center' : i === 0 ? 'left' : i === n - 1 ? 'right' : 'center';
    const left = align === 'left' ? x : align === 'right' ? x - 60 : x - 30;
    doc
      .fontSize(7)
      .fillColor(PDF_COLORS.muted)
      .text(points[i]?.label ?? '', left, plot.y + plot.height + 4, { width: 60, align, lineBreak: false });
  }

  // The series: a line through the points, broken where a value is missing; dots when there are few.
  doc.lineWidth(1.5).strokeColor(PDF_COLORS.line);
  let drawing = false;
  positions.forEach((p) => {
    if (p.y === null) {
      drawing = false;
      return;
    }
    if (drawing) doc.lineTo(p.x, p.y);
    else doc.moveTo(p.x, p.y);
    drawing = true;
  });
  doc.stroke();
  if (n <= 31) {
    for (const p of positions) if (p.y !== null) doc.circle(p.x, p.y, 1.6).fillColor(PDF_COLORS.line).fill();
  }
  doc.fillColor(PDF_COLORS.text);
}
