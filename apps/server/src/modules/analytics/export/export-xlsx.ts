/**
 * Excel exports (exceljs): one sheet per table (Summary, then Campaigns, Ads and Content as the type
 * asks), numbers stored as numbers with a number format: counts '#,##0', USD '"$"#,##0.00', rates as
 * the fraction Excel means by a percentage (2.5 % is 0.025) shown '0.00%'. No value is an empty cell.
 */
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { Cell, CellKind, ExportTable } from './export-tables.ts';

export const XLSX_FORMATS: Record<Exclude<CellKind, 'text'>, string> = {
  int: '#,##0',
  score: '#,##0',
  money: '"$"#,##0.00',
  percent: '0.00%',
};

/** Column widths are measured on this many rows (a sheet can hold 20,000 ads). */
const MEASURED_ROWS = 500;

const numberFormat = (kind: CellKind) => (kind === 'text' ? undefined : XLSX_FORMATS[kind]);

/** What Excel stores: numbers as numbers (a rate as its fraction), text as text, no value as nothing. */
function excelValue(cell: Cell): string | number | null {
  const { value, kind } = cell;
  if (value === null || value === '') return null;
  if (typeof value === 'string' || kind === 'text') return String(value);
  return kind === 'percent' ? value / 100 : value;
}

function widthOf(table: ExportTable, i: number): number {
  const header = table.columns[i]?.header.length ?? 0;
  const longest = table.rows.slice(0, MEASURED_ROWS).reduce((w, row) => {
    const c = row[i];
    return Math.max(w, c?.value === null || c === undefined ? 0 : String(c.value).length + (c.kind === 'money' ? 4 : 2));
  }, header);
  return Math.min(60, Math.max(10, longest + 2));
}

/** Whether every cell of each column is of the column's kind (then the column carries the format, not each cell). */
const uniform = (table: ExportTable) => table.rows.every((row) => row.every((c, i) => c.kind === table.columns[i]?.kind));

type SheetWriter = ReturnType<ExcelJS.stream.xlsx.WorkbookWriter['addWorksheet']>;

function writeSheet(sheet: SheetWriter, table: ExportTable) {
  const byColumn = uniform(table);
  sheet.columns = table.columns.map((c, i) => {
    const numFmt = byColumn ? numberFormat(c.kind) : undefined;
    return {
      header: c.header,
      width: widthOf(table, i),
      ...(numFmt ? { style: { numFmt, alignment: { horizontal: 'right' as const } } } : {}),
    };
  });
  const header = sheet.getRow(1);
  header.font = { bold: true };
  table.columns.forEach((c, i) => {
    header.getCell(i + 1).alignment = { horizontal: c.kind === 'text' ? 'left' : 'right' };
  });
  header.commit();
  for (const row of table.rows) {
    const written = sheet.addRow(row.map(excelValue));
    // The summary: a format per cell (its Value column holds counts, USD and rates).
    if (!byColumn) {
      row.forEach((cell, c) => {
        const numFmt = typeof cell.value === 'number' ? numberFormat(cell.kind) : undefined;
        if (numFmt) {
          const target = written.getCell(c + 1);
          target.numFmt = numFmt;
          target.alignment = { horizontal: 'right' };
        }
      });
    }
    written.commit();
  }
  if (table.rows.length > 0) sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: table.columns.length } };
}

/** The workbook, written row by row by exceljs' streaming writer (20,000 ads would take seconds and hundreds of MB in memory otherwise). */
export async function toXlsx(tables: readonly ExportTable[], createdAt: Date): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  workbook.creator = 'Ads Creative';
  workbook.created = createdAt;
  for (const table of tables) {
    const sheet = workbook.addWorksheet(table.title, { views: [{ state: 'frozen', ySplit: 1 }] });
    writeSheet(sheet, table);
    sheet.commit();
  }
  await workbook.commit();
  return Buffer.concat(chunks);
}
