/**
 * The analytics module's public face (decision 172): the only file of this folder that code outside it imports.
 * Everything else here (the services' parts, the repos, the pure definitions) may change shape freely. It offers
 * - the app's wiring: the service, its routes, the data version's fold job, the weekly report e-mail;
 * - the empirical Bayes shrinkage of rates (the score before saving, decision 185);
 * - money and days as the analytics read them (the optimization engine's snapshot and measured results);
 * - the export files' writers (the optimization export writes its table with them), the analytics files, and the
 *   worker threads both are rendered in (src/render-worker.ts, beside server.ts).
 */
export { registerAnalyticsRoutes } from './analytics.routes.ts';
export { type AnalyticsDeps, type AnalyticsService, createAnalyticsService } from './analytics.service.ts';
export type { UserAccount } from './analytics-data.ts';
export { registerAnalyticsExportRoutes } from './analytics-export.routes.ts';
export { createDataVersions, registerDataChangesFoldJob } from './data-version.ts';
export { toCsv } from './export/export-csv.ts';
export { type ExportFile, renderExport } from './export/export-file.ts';
export { collect, drawTable, MARGIN, pageNumbers, usable } from './export/export-pdf.ts';
export type { Cell, CellKind, ExportColumn, ExportTable } from './export/export-tables.ts';
export { toXlsx } from './export/export-xlsx.ts';
export { PDF_COLORS, PDF_FONTS, registerPdfFonts } from './export/pdf-fonts.ts';
export { type RenderTask, renderOffThread } from './export/render-pool.ts';
export { toUsd, type UsdRates, usdRates } from './fx.ts';
export { dayStart } from './ranges.ts';
export { createAnalyticsReports } from './report/report-job.ts';
export { estimatePrior, type RateObservation, type RatePrior, shrinkGroupPosterior, shrinkOne } from './shrinkage.ts';
