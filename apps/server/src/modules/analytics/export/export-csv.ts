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
 * apostrophe (OWASP, CSV injection): a campaign named '=HYPERLINK(…)' stays text. Every line of the
 * text is guarded, not only its first: a name 'a\n=1+1' would otherwise put '=1+1' at the start of a
 * physical line of the file, which a tool reading lines (or a spreadsheet given a broken quote) runs.
 */
const LINE_STARTING_A_FORMULA = /(?<=^|[\r\n])(?=[=+\-@\t\r])/g;
const defused = (text: string) => text.replace(LINE_STARTING_A_FORMULA, "'");

/**
 * csv-stringify quotes a field holding the record delimiter (CRLF) but not a lone CR or LF; a reader
 * that splits records at either would cut such a field in two, so every field holding one is quoted.
 */
const HOLDS_A_LINE_BREAK = /[\r\n]/;

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
  return Buffer.from(stringify(rows, { bom: true, record_delimiter: 'windows', quoted_match: HOLDS_A_LINE_BREAK }), 'utf8');
}
