import { appraisalResources, type ChecklistKind, checklistKindNames, resourcesByName } from '@rimba/core';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { errorResponses } from '../../http/schemas.js';
import { context } from '../../resources/context.js';
import { contentDisposition } from '../../resources/export.js';
import * as ops from '../../resources/operations.js';
import { IdParams } from '../../resources/schemas.js';
import { QhseFilters, QhseOverview, qhseOverview } from './overview.js';
import { appraisalPdf, readAppraisalReport } from './pdf.js';

/**
 * `GET /api/{appraisal resource}/{id}/pdf`, an appraisal's report for whoever may read the appraisal, and
 * `GET /api/qhse/overview`, the QHSE screen's figures.
 */
export async function registerQhseReportRoutes(app: FastifyInstance): Promise<void> {
  for (const kind of checklistKindNames as ChecklistKind[]) {
    const resource = resourcesByName.get(appraisalResources[kind].name)!;
    app.get<{ Params: { id: number } }>(
      `/api/${resource.name}/:id/pdf`,
      {
        schema: {
          tags: [resource.title.en],
          summary: `One ${resource.title.en} appraisal as a PDF report in the caller's language: particulars, score, elements, findings with their corrective actions, evidence photos`,
          params: IdParams,
          response: { 200: Type.Unknown(), ...errorResponses(401, 403, 404) },
        },
      },
      async (request, reply) => {
        const ctx = await context(app, request);
        // The row as its detail reads it: the same permission, row scope and answers.
        const row = await ops.show(ctx, resource, request.params.id);
        const report = await readAppraisalReport(app.db, app.store, ctx.caller, kind, row);
        const pdf = await appraisalPdf(report, ctx.lang);
        return reply
          .type('application/pdf')
          .header('cache-control', 'private, no-store')
          .header('content-disposition', contentDisposition(`${resource.name}-${row.id}.pdf`))
          .send(pdf);
      },
    );
  }

  app.get<{ Querystring: QhseFilters }>(
    '/api/qhse/overview',
    {
      schema: {
        tags: ['Dashboard'],
        summary:
          'QHSE figures: mean appraisal scores per kind, unit and period; corrective actions by state with the most overdue; complaints by state with the mean hours to resolve',
        querystring: QhseFilters,
        response: { 200: Type.Object({ data: QhseOverview }), ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      await request.requireCaller();
      const data = await qhseOverview(await context(app, request), request.query);
      return reply.header('cache-control', 'private, no-store').send({ data });
    },
  );
}
