/**
 * Excel exports (exceljs): one sheet per table (Summary, then Campaigns, Ads and Content as the type
 * asks), numbers stored as numbers with a number format: counts '#,##0', USD '"$"#,##0.00', rates as
 * the fraction Excel means by a percentage (2.5 % is 0.025) shown '0.00%'. No value is an empty cell.
 */
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

function writeCell(target: ExcelJS.Cell, cell: Cell) {
  const { value, kind } = cell;
  if (value === null || value === '') return;
  if (typeof value === 'string' || kind === 'text') {
    target.value = String(value);
    return;
  }
  target.value = kind === 'percent' ? value / 100 : value;
  target.numFmt = XLSX_FORMATS[kind];
  target.alignment = { horizontal: 'right' };
}

function widthOf(table: ExportTable, i: number): number {
  const header = table.columns[i]?.header.length ?? 0;
  const longest = table.rows.slice(0, MEASURED_ROWS).reduce((w, row) => {
    const c = row[i];
    return Math.max(w, c?.value === null || c === undefined ? 0 : String(c.value).length + (c.kind === 'money' ? 4 : 2));
  }, header);
  return Math.min(60, Math.max(10, longest + 2));
}

function addSheet(workbook: ExcelJS.Workbook, table: ExportTable) {
  const sheet = workbook.addWorksheet(table.title, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = table.columns.map((c, i) => ({ header: c.header, width: widthOf(table, i) }));
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.alignment = { vertical: 'middle' };
  table.columns.forEach((c, i) => {
    if (c.kind !== 'text') header.getCell(i + 1).alignment = { horizontal: 'right' };
  });
  table.rows.forEach((row, r) => {
    const target = sheet.getRow(r + 2);
    row.forEach((cell, c) => {
      writeCell(target.getCell(c + 1), cell);
    });
  });
  if (table.rows.length > 0) sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: table.columns.length } };
}

export async function toXlsx(tables: readonly ExportTable[], createdAt: Date): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Ads Creative';
  workbook.created = createdAt;
  for (const table of tables) addSheet(workbook, table);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
