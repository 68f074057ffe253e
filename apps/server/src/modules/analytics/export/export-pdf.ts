/**
 * PDF exports (pdfkit, A4 landscape, DejaVu Sans so Vietnamese names print): a title, the range, the
 * eight KPI cards with growth, line charts of impressions and spend over the range, then a table per
 * section (the columns of the page's tables; at most PDF_MAX_ROWS rows each, the CSV and Excel files
 * have every row), and page numbers.
 */
import type { ExportType } from '@ads-creative/contracts/analytics-export';
import PDFDocument from 'pdfkit';
import { formatCell, formatGrowth } from './export-format.ts';
import { dataSourcesText, type ExportData, type ExportTable, kpiCards, rangeLabel, sectionTitles } from './export-tables.ts';
import { type Box, drawLineChart } from './pdf-chart.ts';
import { PDF_COLORS, PDF_FONTS, registerPdfFonts } from './pdf-fonts.ts';

/** Rows a PDF table shows; a report of 20,000 ads would be 600 pages nobody reads. */
export const PDF_MAX_ROWS = 200;

export const MARGIN = 36;
const ROW_HEIGHT = 16;
const HEADER_HEIGHT = 18;
const CELL_PADDING = 4;

export const pdfTitle = (type: ExportType) => `Analytics Report: ${type === 'all' ? 'All Data' : sectionTitles[type]}`;

const emptyText: Record<ExportTable['key'], string> = {
  summary: '',
  campaigns: 'No campaigns yet.',
  ads: 'No saved ads yet.',
  content: 'No AI-written content of an ad delivered in this range.',
  recommendations: 'No recommendations in this range.',
  whatWorks: 'No tagged ad delivered in this range.',
};

export function collect(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

export const usable = (doc: PDFKit.PDFDocument) => ({
  left: MARGIN,
  width: doc.page.width - 2 * MARGIN,
  bottom: doc.page.height - MARGIN,
});

/** The text, cut with '…' to fit the width in the current font. */
export function fitText(doc: PDFKit.PDFDocument, text: string, width: number): string {
  if (doc.widthOfString(text) <= width) return text;
  let lo = 0;
  let hi = text.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (doc.widthOfString(`${text.slice(0, mid)}…`) <= width) lo = mid;
    else hi = mid - 1;
  }
  return `${text.slice(0, lo).trimEnd()}…`;
}

function header(doc: PDFKit.PDFDocument, type: ExportType, data: ExportData, createdAt: Date): number {
  const { left, width } = usable(doc);
  const { meta } = data;
  doc.font(PDF_FONTS.bold).fontSize(20).fillColor(PDF_COLORS.text).text(pdfTitle(type), left, MARGIN, { width });
  const lines = [
    `Time range: ${rangeLabel(meta)} (${meta.timeRange}), ${meta.since} to ${meta.until}, time zone ${meta.timezone}. Amounts in USD.`,
    `Generated ${createdAt.toISOString().slice(0, 16).replace('T', ' ')} UTC.${
      meta.metricsSources.length > 0 ? ` Data from: ${dataSourcesText(meta)}.` : ''
    }`,
    ...(meta.unconvertedCurrencies.length > 0
      ? [`Amounts in ${meta.unconvertedCurrencies.join(', ')} are not included: no USD rate is configured for them.`]
      : []),
  ];
  doc.font(PDF_FONTS.regular).fontSize(9).fillColor(PDF_COLORS.muted);
  for (const line of lines) doc.text(line, left, doc.y + 2, { width });
  return doc.y + 12;
}

function kpiGrid(doc: PDFKit.PDFDocument, data: ExportData, top: number): number {
  const { left, width } = usable(doc);
  const gap = 10;
  const cardWidth = (width - 3 * gap) / 4;
  const cardHeight = 56;
  kpiCards(data.kpiMetrics).forEach((card, i) => {
    const x = left + (i % 4) * (cardWidth + gap);
    const y = top + Math.floor(i / 4) * (cardHeight + gap);
    doc.roundedRect(x, y, cardWidth, cardHeight, 4).lineWidth(0.75).strokeColor(PDF_COLORS.border).stroke();
    const inner = { width: cardWidth - 16, lineBreak: false };
    doc
      .font(PDF_FONTS.regular)
      .fontSize(8.5)
      .fillColor(PDF_COLORS.muted)
      .text(card.label, x + 8, y + 7, inner);
    doc
      .font(PDF_FONTS.bold)
      .fontSize(15)
      .fillColor(PDF_COLORS.text)
      .text(formatCell(card.cell), x + 8, y + 20, inner);
    if (card.growth !== undefined) {
      const color = card.growth === null ? PDF_COLORS.muted : card.growth >= 0 ? PDF_COLORS.up : PDF_COLORS.down;
      doc
        .font(PDF_FONTS.regular)
        .fontSize(8)
        .fillColor(color)
        .text(
          card.growth === null ? 'No data for the previous period' : `${formatGrowth(card.growth)} vs previous period`,
          x + 8,
          y + 41,
          inner,
        );
    }
  });
  return top + 2 * cardHeight + gap + 16;
}

function charts(doc: PDFKit.PDFDocument, data: ExportData, top: number) {
  const { left, width } = usable(doc);
  const gap = 24;
  const per = data.granularity === 'week' ? 'week' : 'day';
  const chartWidth = (width - gap) / 2;
  const height = Math.min(200, usable(doc).bottom - top - 10);
  const box = (i: number): Box => ({ x: left + i * (chartWidth + gap), y: top, width: chartWidth, height });
  const points = (value: (m: ExportData['performanceTrends'][number]['metrics']) => number | null) =>
    data.performanceTrends.map((t) => ({ label: t.timestamp, value: value(t.metrics) }));
  drawLineChart(
    doc,
    box(0),
    `Impressions per ${per}`,
    points((m) => m.impressions),
    { money: false },
  );
  drawLineChart(
    doc,
    box(1),
    `Spend per ${per} (USD)`,
    points((m) => m.spend),
    { money: true },
  );
}

/** One table: its title and row count, a header repeated on every page, striped rows. */
export function drawTable(doc: PDFKit.PDFDocument, table: ExportTable) {
  const { left, width, bottom } = usable(doc);
  const shown = table.columns.map((c, i) => ({ c, i })).filter(({ c }) => c.inPdf);
  const total = shown.reduce((s, { c }) => s + (c.pdfWidth ?? 1), 0);
  let x = left;
  const layout = shown.map(({ c, i }) => {
    const w = (width * (c.pdfWidth ?? 1)) / total;
    const col = { x, w, i, header: c.header, right: c.kind !== 'text' };
    x += w;
    return col;
  });
  const rows = table.rows.slice(0, PDF_MAX_ROWS);

  if (doc.y + 60 + HEADER_HEIGHT + 3 * ROW_HEIGHT > bottom) doc.addPage();
  let y = doc.y === MARGIN ? MARGIN : doc.y + 18;
  doc.font(PDF_FONTS.bold).fontSize(12).fillColor(PDF_COLORS.text).text(`${table.title} (${table.rows.length})`, left, y, { width });
  y = doc.y + 2;
  if (table.rows.length > PDF_MAX_ROWS) {
    doc
      .font(PDF_FONTS.regular)
      .fontSize(8.5)
      .fillColor(PDF_COLORS.muted)
      .text(`The first ${PDF_MAX_ROWS} of ${table.rows.length} rows; the CSV and Excel exports have every row.`, left, y, { width });
    y = doc.y + 2;
  }
  if (rows.length === 0) {
    doc
      .font(PDF_FONTS.regular)
      .fontSize(9)
      .fillColor(PDF_COLORS.muted)
      .text(emptyText[table.key], left, y + 4, { width });
    return;
  }

  const cellText = (text: string, col: (typeof layout)[number], top: number) =>
    doc.text(fitText(doc, text, col.w - 2 * CELL_PADDING), col.x + CELL_PADDING, top, {
      width: col.w - 2 * CELL_PADDING,
      align: col.right ? 'right' : 'left',
      lineBreak: false,
    });
  const headerRow = (top: number) => {
    doc.rect(left, top, width, HEADER_HEIGHT).fillColor(PDF_COLORS.headerFill).fill();
    doc.font(PDF_FONTS.bold).fontSize(7.5).fillColor(PDF_COLORS.text);
    for (const col of layout) cellText(col.header, col, top + 5);
    return top + HEADER_HEIGHT;
  };

  y = headerRow(y + 4);
  rows.forEach((row, r) => {
    if (y + ROW_HEIGHT > bottom) {
      doc.addPage();
      y = headerRow(MARGIN);
    }
    if (r % 2 === 1) doc.rect(left, y, width, ROW_HEIGHT).fillColor(PDF_COLORS.stripeFill).fill();
    doc.font(PDF_FONTS.regular).fontSize(8).fillColor(PDF_COLORS.text);
    for (const col of layout) cellText(formatCell(row[col.i] ?? { value: null, kind: 'text' }), col, y + 4);
    y += ROW_HEIGHT;
  });
  doc
    .moveTo(left, y)
    .lineTo(left + width, y)
    .lineWidth(0.5)
    .strokeColor(PDF_COLORS.border)
    .stroke();
  doc.x = left;
  doc.y = y;
}

export function pageNumbers(doc: PDFKit.PDFDocument) {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    const { left, width } = usable(doc);
    // Writing below the bottom margin would add a page: lift the margin while the footer is written.
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font(PDF_FONTS.regular)
      .fontSize(8)
      .fillColor(PDF_COLORS.muted)
      .text(`Page ${i + 1} of ${count}`, left, doc.page.height - MARGIN / 2 - 6, { width, align: 'right', lineBreak: false });
    doc.page.margins.bottom = margin;
  }
}

/** The PDF of an export: `tables` are the sections' tables (the summary's numbers are the KPI cards). */
export function toPdf(type: ExportType, data: ExportData, tables: readonly ExportTable[], createdAt: Date): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: pdfTitle(type), Author: 'Ads Creative', Creator: 'Ads Creative', CreationDate: createdAt },
  });
  const file = collect(doc);
  registerPdfFonts(doc);
  const afterHeader = header(doc, type, data, createdAt);
  const afterKpis = kpiGrid(doc, data, afterHeader);
  charts(doc, data, afterKpis);
  doc.addPage();
  for (const table of tables) if (table.key !== 'summary') drawTable(doc, table);
  pageNumbers(doc);
  doc.end();
  return file;
}
