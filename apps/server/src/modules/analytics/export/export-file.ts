/** An analytics export as a file: its name, its media type and its bytes, in the asked format. */
import { type ExportFormat, type ExportType, exportFileName, exportMediaTypes } from '@ads-creative/contracts/analytics-export';
import { toCsv } from './export-csv.ts';
import { toPdf } from './export-pdf.ts';
import { type ExportData, exportTables } from './export-tables.ts';
import { toXlsx } from './export-xlsx.ts';

export interface ExportFile {
  fileName: string;
  mediaType: string;
  body: Buffer;
}

/**
 * CSV: the section as a plain table, or (all) the summary and every section one after another;
 * Excel: a Summary sheet and a sheet per section; PDF: the report (decision 097).
 */
export async function renderExport(type: ExportType, format: ExportFormat, data: ExportData & { generatedAt: Date }): Promise<ExportFile> {
  const tables = exportTables(type, data);
  const body =
    format === 'csv'
      ? toCsv(type === 'all' ? tables : tables.filter((t) => t.key !== 'summary'))
      : format === 'xlsx'
        ? await toXlsx(tables, data.generatedAt)
        : await toPdf(type, data, tables, data.generatedAt);
  return { fileName: exportFileName(type, data.meta.timeRange, format), mediaType: exportMediaTypes[format], body };
}
