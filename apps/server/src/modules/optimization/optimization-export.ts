/**
 * GET /api/optimization/export (spec 2 §7, decision 126): the range's recommendations as CSV, Excel or
 * PDF, with the analytics exports' writers (modules/analytics/export, decision 097): one table, each
 * cell typed (confidence and changes as percents), the same in every format.
 */
import { exportMediaTypes } from '@ads-creative/contracts/analytics-export';
import {
  type OptimizationTimeRange,
  optimizationExportFileName,
  type optimizationExportFormats,
  RECOMMENDATION_TYPE_INFO,
  type RecommendationView,
} from '@ads-creative/contracts/optimization';
import PDFDocument from 'pdfkit';
import {
  type Cell,
  type CellKind,
  collect,
  drawTable,
  type ExportColumn,
  type ExportFile,
  type ExportTable,
  MARGIN,
  PDF_COLORS,
  PDF_FONTS,
  pageNumbers,
  registerPdfFonts,
  toCsv,
  toXlsx,
  usable,
} from '../analytics/index.ts';

export type OptimizationExportFormat = (typeof optimizationExportFormats)[number];

const text = (value: string | null): Cell => ({ value, kind: 'text' });
const percent = (value: number | null): Cell => ({ value, kind: 'percent' });
const column = (header: string, kind: CellKind, inPdf: boolean, pdfWidth = 1): ExportColumn => ({ header, kind, inPdf, pdfWidth });

const COLUMNS: ExportColumn[] = [
  column('ID', 'int', false),
  column('Type', 'text', true, 1.3),
  column('Priority', 'text', true, 0.7),
  column('Status', 'text', true, 0.9),
  column('Title', 'text', true, 2.6),
  column('Target', 'text', true, 1.4),
  column('Category', 'text', false),
  column('Metric', 'text', true, 1),
  column('Expected change', 'percent', true, 0.9),
  column('Confidence', 'percent', true, 0.8),
  column('Timeframe', 'text', false),
  column('Tags', 'text', false),
  column('Created', 'text', false),
  column('Expires', 'text', true, 1),
  column('Scheduled for', 'text', false),
  column('Implemented', 'text', false),
  column('Reverted', 'text', false),
  column('Dismiss reason', 'text', false),
  column('Last failure', 'text', false),
  column('Description', 'text', false),
];

const day = (iso: string | null) => (iso ? `${iso.slice(0, 16).replace('T', ' ')} UTC` : null);

/** One row per recommendation, in COLUMNS' order. Pure. */
export function recommendationsTable(items: readonly RecommendationView[]): ExportTable {
  return {
    key: 'recommendations',
    title: 'Recommendations',
    columns: COLUMNS,
    rows: items.map((r) => [
      { value: r.id, kind: 'int' },
      text(RECOMMENDATION_TYPE_INFO[r.type].label),
      text(r.priority),
      text(r.status),
      text(r.title),
      text(r.targetEntityName),
      text(r.category),
      text(r.expectedImpact.metric),
      percent(r.expectedImpact.expectedChange),
      percent(Math.round(r.expectedImpact.confidence * 10000) / 100),
      text(r.expectedImpact.timeframe),
      text(r.tags.join(', ')),
      text(day(r.createdAt)),
      text(day(r.expiresAt)),
      text(day(r.scheduledFor)),
      text(day(r.implementedAt)),
      text(day(r.revertedAt)),
      text(r.dismissReason ? [r.dismissReason, r.dismissComment].filter(Boolean).join(': ') : null),
      text(r.applyFailure?.message ?? null),
      text(r.description),
    ]),
  };
}

async function toPdf(table: ExportTable, timeRange: OptimizationTimeRange, createdAt: Date): Promise<Buffer> {
  const title = 'Optimization Recommendations';
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: title, Author: 'Ads Creative', Creator: 'Ads Creative', CreationDate: createdAt },
  });
  const file = collect(doc);
  registerPdfFonts(doc);
  const { left, width } = usable(doc);
  doc.font(PDF_FONTS.bold).fontSize(20).fillColor(PDF_COLORS.text).text(title, left, MARGIN, { width });
  doc
    .font(PDF_FONTS.regular)
    .fontSize(9)
    .fillColor(PDF_COLORS.muted)
    .text(`Created or updated in the last ${timeRange}. Generated ${day(createdAt.toISOString())}.`, left, doc.y + 2, { width });
  doc.y += 6;
  drawTable(doc, table);
  pageNumbers(doc);
  doc.end();
  return file;
}

export async function renderOptimizationExport(
  format: OptimizationExportFormat,
  items: readonly RecommendationView[],
  timeRange: OptimizationTimeRange,
  createdAt: Date,
): Promise<ExportFile> {
  const table = recommendationsTable(items);
  const body =
    format === 'csv' ? toCsv([table]) : format === 'xlsx' ? await toXlsx([table], createdAt) : await toPdf(table, timeRange, createdAt);
  return { fileName: optimizationExportFileName(format), mediaType: exportMediaTypes[format], body };
}
