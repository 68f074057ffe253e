/**
 * GET /api/optimization/export (spec 2 §7): the user's recommendations of the range as CSV, Excel and
 * PDF, read back as a user would open them; another user's are never in the file.
 */
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, type Headers } from '../../../test/helpers/ads-fixtures.ts';
import { linesStartingAFormula } from '../../../test/helpers/csv-lines.ts';
import { pauseSeed, providerSeed, scaleSeed, seedRecommendation } from '../../../test/helpers/recommendation-fixtures.ts';
import { createTestApp, signUp, type TestApp } from '../../../test/helpers/test-app.ts';

let t: TestApp;
let headers: Headers;

beforeAll(async () => {
  t = await createTestApp();
  const user = await signUp(t);
  headers = user.headers;
  const other = await signUp(t);
  await seedRecommendation(t, user.user.id, scaleSeed(11, 'Chiến dịch mùa hè', 50, 60), { priority: 'HIGH' });
  await seedRecommendation(t, user.user.id, pauseSeed(12, 'Boots'), {
    status: 'DISMISSED',
    dismissReason: 'other',
    dismissComment: 'Seasonal, it picks up in spring',
  });
  await seedRecommendation(t, other.user.id, providerSeed('OPENAI'), { targetName: 'Not yours' });
});
afterAll(() => t.close());

const download = (query: string) => t.app.inject({ method: 'GET', url: `/api/optimization/export?${query}`, headers });

describe('GET /api/optimization/export', () => {
  it('CSV: one row per recommendation of the range with its expected impact, named optimization-recommendations.csv', async () => {
    const res = await download('format=csv&timeRange=30d');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="optimization-recommendations.csv"');
    const rows: Record<string, string>[] = parse(res.rawPayload, { bom: true, columns: true });
    expect(rows).toHaveLength(2);
    const scale = rows.find((r) => r.Target === 'Chiến dịch mùa hè');
    expect(scale).toMatchObject({
      Type: 'Scale campaign',
      Priority: 'HIGH',
      Status: 'PENDING',
      Metric: 'conversions',
      'Expected change (%)': '20.00',
      'Confidence (%)': '81.00',
      Category: 'Budget Optimization',
    });
    expect(rows.find((r) => r.Target === 'Boots')).toMatchObject({
      Status: 'DISMISSED',
      'Dismiss reason': 'other: Seasonal, it picks up in spring',
    });
    expect(res.body).not.toContain('Not yours');
  });

  it('Excel: a Recommendations sheet with numbers stored as numbers', async () => {
    const res = await download('format=xlsx');
    expect(res.headers['content-disposition']).toBe('attachment; filename="optimization-recommendations.xlsx"');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.getWorksheet('Recommendations') as ExcelJS.Worksheet;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const at = (name: string) => header.indexOf(name) + 1;
    const scaleRow = [2, 3].map((n) => sheet.getRow(n)).find((r) => r.getCell(at('Target')).value === 'Chiến dịch mùa hè');
    expect(scaleRow?.getCell(at('Expected change')).value).toBe(0.2);
    expect(scaleRow?.getCell(at('Confidence')).value).toBeCloseTo(0.81, 10);
    expect(sheet.rowCount).toBe(3);
  });

  it('PDF: the title and the rows, Vietnamese names printed', async () => {
    const res = await download('format=pdf&timeRange=7d');
    expect(res.headers['content-type']).toBe('application/pdf');
    const parser = new PDFParse({ data: new Uint8Array(res.rawPayload) });
    const text = (await parser.getText()).text;
    await parser.destroy();
    expect(text).toContain('Optimization Recommendations');
    expect(text).toContain('Recommendations (2)');
    expect(text).toContain('Chiến dịch mùa hè');
    expect(text).toContain('20.00%');
  });

  it('CSV: a formula after a line break in a name or title starts no line, and the cell reads back whole', async () => {
    const user = await signUp(t);
    await seedRecommendation(t, user.user.id, { ...pauseSeed(13, 'a\n=1+1'), title: 'Pause\r@SUM(A1)' });
    const res = await t.app.inject({ method: 'GET', url: '/api/optimization/export?format=csv', headers: user.headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(linesStartingAFormula(res.body)).toEqual([]);
    const rows: Record<string, string>[] = parse(res.rawPayload, { bom: true, columns: true });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ Target: "a\n'=1+1", Title: "Pause\r'@SUM(A1)" });
  });

  it('a bad format is a 400 in the contract words', async () => {
    expectError(await download('format=docx'), 400, 'VALIDATION_ERROR', 'format must be one of csv, xlsx, pdf.');
  });
});
