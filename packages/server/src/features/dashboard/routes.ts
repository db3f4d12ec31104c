import { Readable } from 'node:stream';
import { type Static, Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../http/errors.js';
import { errorResponses, nullable } from '../../http/schemas.js';
import { contentDisposition } from '../../resources/export.js';
import { type ExportFormatName, exportFormats } from '../../resources/export-formats/index.js';
import { chartColumns, dashboardCharts, figureLabel } from './exports.js';
import { figureQuery, information, type ScreenName, screenNames, screens } from './figures.js';
import { DashboardFilters, type Reach, reachOf } from './filters.js';

const Tonnes = Type.Object({ low: Type.Number(), central: Type.Number(), high: Type.Number() });

const Information = Type.Object({
  trees_planted: Type.Integer(),
  trees_alive: Type.Integer(),
  survival_rate: nullable(Type.Number({ description: 'alive / (alive + dead), 0 to 1' })),
  farmers: Type.Integer(),
  villages: Type.Integer(),
  hectares: Type.Number(),
  funds_raised_idr: nullable(
    Type.Integer({ description: 'Paid donations and orders; null for a caller who may not read them' }),
  ),
  reports_waiting: Type.Integer(),
  co2_tonnes: Tonnes,
  change: Type.Object({
    trees_planted: Type.Integer(),
    trees_alive: Type.Integer(),
    survival_rate: nullable(Type.Number()),
    farmers: Type.Integer(),
    villages: Type.Integer(),
    hectares: Type.Number(),
    funds_raised_idr: nullable(Type.Integer()),
    reports_waiting: Type.Integer(),
  }),
  change_since: Type.String({ description: 'The first month (YYYY-MM) of the change' }),
});

/** The screens' answers: the information screen's in full, the others as documented in the README. */
const screenReplies: Record<ScreenName, ReturnType<typeof Type.Object>> = {
  information: Information,
  general: Type.Object({}, { additionalProperties: true }),
  growth: Type.Object({}, { additionalProperties: true }),
  climate: Type.Object({}, { additionalProperties: true }),
  disposition: Type.Object({}, { additionalProperties: true }),
  statistics: Type.Object({}, { additionalProperties: true }),
};

const summaries: Record<ScreenName, string> = {
  information:
    'The headline figures: trees planted and alive, survival, farmers, villages, hectares, funds, reports waiting and the CO₂ range, each with its change over the last period',
  general: 'Plantings over time, by region and by species',
  growth: 'Survival and size against the growth standard over age, per species, from approved growth reports',
  climate: 'The CO₂ in the living trees as a range, measured and modelled apart, by species, with the method',
  disposition: 'The trees of each planting month by their status now',
  statistics: 'Reports submitted, verified, sent back, waiting and late, by unit, reporter and period',
};

const ExportQuery = Type.Composite(
  [
    Type.Omit(DashboardFilters, []),
    Type.Object({
      chart: Type.Optional(
        Type.String({ maxLength: 32, description: 'The chart whose numbers are exported' }),
      ),
      format: Type.Union([Type.Literal('csv'), Type.Literal('xlsx')], { default: 'xlsx' }),
    }),
  ],
  { additionalProperties: false },
);

const PublicImpact = Type.Object({
  data: Type.Object({
    trees_planted: Type.Integer(),
    farmers: Type.Integer(),
    villages: Type.Integer(),
    hectares: Type.Number(),
    co2_tonnes: Tonnes,
  }),
});

/**
 * A view's answer kept by the instance (see `DASHBOARD_CACHE_SECONDS`) and forgotten on any write through
 * it: the same screen, filters, language and reach get the same body, counted once.
 */
async function kept(app: FastifyInstance, key: string, make: () => Promise<unknown>): Promise<string> {
  const answers = app.dashboardAnswers;
  const found = answers.get(key);
  if (found !== undefined) return found;
  const generation = answers.generation;
  const body = JSON.stringify({ data: await make() });
  answers.set(key, body, generation);
  return body;
}

const reachKey = (reach: Reach) => (reach.all ? 'all' : `u${reach.unit ?? ''}p${reach.project ?? ''}`);
const filtersKey = (filters: DashboardFilters) =>
  JSON.stringify(Object.entries(filters).sort(([a], [b]) => a.localeCompare(b)));

/**
 * `GET /api/dashboard/{screen}` for the six dashboard screens, `GET /api/dashboard/{screen}/export` for the
 * numbers behind one of their charts as a sheet, and `GET /api/public/impact`, the site's live figures.
 */
export async function registerDashboardRoutes(app: FastifyInstance): Promise<void> {
  for (const screen of screenNames) {
    app.get<{ Querystring: DashboardFilters }>(
      `/api/dashboard/${screen}`,
      {
        schema: {
          tags: ['Dashboard'],
          summary: summaries[screen],
          querystring: DashboardFilters,
          response: { 200: Type.Object({ data: screenReplies[screen] }), ...errorResponses(400, 401) },
        },
      },
      async (request, reply) => {
        const caller = await request.requireCaller();
        const q = figureQuery(app.db, caller, reachOf(caller), request.query, request.lang);
        const key = `${screen}|${q.lang}|${reachKey(q.reach)}|${q.funds}|${filtersKey(q.filters)}`;
        const body = await kept(app, key, () => screens[screen](q));
        return reply
          .header('cache-control', 'private, no-store')
          .type('application/json; charset=utf-8')
          .send(body);
      },
    );

    app.get<{ Querystring: Static<typeof ExportQuery> }>(
      `/api/dashboard/${screen}/export`,
      {
        schema: {
          tags: ['Dashboard'],
          summary: `The numbers behind one chart of the ${screen} screen, as CSV or XLSX (charts: ${Object.keys(dashboardCharts[screen]).join(', ')})`,
          querystring: ExportQuery,
          ...errorResponses(400, 401),
        },
      },
      async (request, reply) => {
        const caller = await request.requireCaller();
        const { chart: chartName, format, ...filters } = request.query;
        const chart = chartName === undefined ? undefined : dashboardCharts[screen][chartName];
        const lang = request.lang;
        if (!chart) {
          const known = Object.keys(dashboardCharts[screen]).join(', ');
          throw new HttpError(
            400,
            lang === 'en'
              ? `Name one chart of the ${screen} screen: ${known}`
              : `Sebutkan satu grafik layar ${screen}: ${known}`,
          );
        }
        const q = figureQuery(app.db, caller, reachOf(caller), filters, lang);
        const data = (await screens[screen](q)) as Record<string, unknown>;
        const rows = chart
          .rows(data)
          .map((row) =>
            screen === 'information' ? { ...row, figure: figureLabel(String(row.figure), lang) } : row,
          );
        const writer = exportFormats[format as ExportFormatName];
        const title = chart.title[lang];
        const file = writer.write(
          { title, lang, columns: chartColumns(chart, lang) },
          async function* (encode) {
            yield encode(rows);
          },
          {},
        );
        reply
          .header('content-type', writer.contentType)
          .header(
            'content-disposition',
            contentDisposition(`dashboard-${screen}-${chartName}.${writer.extension}`),
          )
          .header('cache-control', 'no-store');
        return reply.send(Readable.from(file, { objectMode: false }));
      },
    );
  }

  app.get(
    '/api/public/impact',
    {
      schema: {
        tags: ['Public'],
        summary:
          "The foundation's live figures for the site: trees planted, farmers, villages, hectares and the CO₂ range, the information dashboard's numbers",
        response: { 200: PublicImpact },
      },
    },
    async (request, reply) => {
      const body = await kept(app, 'public-impact', async () => {
        const figures = await information({
          db: app.db,
          filters: {},
          reach: { all: true },
          funds: false,
          lang: request.lang,
        });
        const { trees_planted, farmers, villages, hectares, co2_tonnes } = figures;
        return { trees_planted, farmers, villages, hectares, co2_tonnes };
      });
      return reply
        .header('cache-control', 'public, max-age=60')
        .type('application/json; charset=utf-8')
        .send(body);
    },
  );
}
