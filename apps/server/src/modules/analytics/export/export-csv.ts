/**
 * CSV exports (RFC 4180 via csv-stringify): UTF-8 with a byte order mark, so Excel reads Vietnamese
 * names right, and CRLF line ends. One section is a plain table (header, then rows). Several sections
 * (type `all`) are written one after another, each as its title on a line of its own, its header and
 * its rows, with an empty line between them (decision 097).
 */
import { stringify } from 'csv-stringify/sync';
import { type Cell, type ExportTable, headerWithUnit } from './export-tables.ts';

/**
 * Text a spreadsheet would run as a formula ('=', '+', '-', '@', tab, CR first) gets a leading
 * apostrophe (OWASP, CSV injection): a campaign named '=HYPERLINK(…)' stays text.
 */
const defused = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

/** Numbers as they are (money and percentages with their 2 decimals), no value as an empty field. */
export function csvField(cell: Cell): string {
  const { value, kind } = cell;
  if (value === null) return '';
  if (typeof value === 'string') return kind === 'text' ? defused(value) : value;
  return kind === 'money' || kind === 'percent' ? value.toFixed(2) : String(value);
}

const records = (table: ExportTable) => [table.columns.map(headerWithUnit), ...table.rows.map((row) => row.map(csvField))];

/** A single table, or titled sections separated by an empty line. */
export function toCsv(tables: readonly ExportTable[]): Buffer {
  const rows =
    tables.length === 1 ? records(tables[0] as ExportTable) : tables.flatMap((t, i) => [...(i > 0 ? [[]] : []), [t.title], ...records(t)]);
  return Buffer.from(stringify(rows, { bom: true, record_delimiter: 'windows' }), 'utf8');
}
