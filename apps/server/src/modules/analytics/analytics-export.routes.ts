/** GET /api/analytics/export/{type}: the signed-in user's analytics as a CSV, Excel or PDF file (spec 2 §7). */
import { analyticsExportParams, analyticsExportQuery, exportMediaTypes } from '@ads-creative/contracts/analytics-export';
import { apiErrorSchema } from '@ads-creative/contracts/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendDownload } from '../../lib/send-download.ts';
import { currentUser } from '../../plugins/authenticate.ts';
import type { ExpensiveWork } from '../../plugins/expensive-work.ts';
import type { AnalyticsService } from './analytics.service.ts';
import { sectionsOf } from './export/export-tables.ts';
import { renderOffThread } from './export/render-pool.ts';

const file = z.file();

export function registerAnalyticsExportRoutes(app: FastifyInstance, deps: { analytics: AnalyticsService; expensiveWork: ExpensiveWork }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/analytics/export/:type',
    {
      // onRequest, not preHandler: a missing session answers 401 before the query is validated.
      onRequest: app.authenticate,
      schema: {
        tags: ['analytics'],
        security: [{ bearer: [] }],
        summary: "Download the range's analytics (campaigns, ads, content or all) as CSV, Excel or PDF",
        description:
          "Sent as an attachment named 'analytics-{type}-{timeRange}.{format}'. What each file holds: docs/analytics.md §Exports.",
        params: analyticsExportParams,
        querystring: analyticsExportQuery,
        response: {
          200: {
            description: 'The file',
            content: {
              [exportMediaTypes.csv]: { schema: file },
              [exportMediaTypes.xlsx]: { schema: file },
              [exportMediaTypes.pdf]: { schema: file },
            },
          },
          400: apiErrorSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { type } = request.params;
      const { format, timeRange } = request.query;
      const userId = currentUser(request).id;
      // The reads here, the file in a worker thread, both inside the user's export cap (decision 169).
      const file = await deps.expensiveWork.run('export', userId, async () => {
        const data = await deps.analytics.exportData(userId, timeRange, sectionsOf(type));
        return renderOffThread({ kind: 'analytics', type, format, data });
      });
      return sendDownload(reply, file);
    },
  );
}
