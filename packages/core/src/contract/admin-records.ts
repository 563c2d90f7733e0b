/** The admin's reports (issue 33.4) and audit trail (issue 34.7) as contract entries (docs/decisions/009). */
import { z } from 'zod';
import { REPORT_IDS, reportQuerySchema } from '../reports';
import { adminAuditFilters, adminAuditQuery } from './admin';
import { fileRoute, route } from './route';

const reportSchema = z.object({
  report: z.enum(REPORT_IDS),
  from: z.string(),
  to: z.string(),
  /** One row per line of the report; its columns are REPORTS[report].columns. */
  rows: z.array(z.record(z.string(), z.union([z.string(), z.number()]))),
});

const auditEntrySchema = z.object({
  _id: z.number(),
  at: z.string(),
  actorUserId: z.number().nullable(),
  actorName: z.string().nullable(),
  actorEmail: z.string().nullable(),
  action: z.string(),
  subjectType: z.string(),
  subjectId: z.number().nullable(),
  detail: z.record(z.string(), z.unknown()),
  ip: z.string().nullable(),
});

/** One report as GET admin/reports answers it. */
export type ReportDto = z.output<typeof reportSchema>;
/** One entry as GET admin/audit answers it. */
export type AuditEntryDto = z.output<typeof auditEntrySchema>;

const admin = { tags: ['admin'], access: 'user' } as const;

export const adminRecordsApi = {
  report: route({
    ...admin,
    method: 'GET',
    path: 'admin/reports',
    summary:
      'A marketplace report (report) over a period (from, to: both days included, at most a year): sales by farm, market or day, orders by status and way, top items, new and returning buyers, subscriptions, refunds',
    query: reportQuerySchema,
    response: reportSchema.meta({
      examples: [
        {
          report: 'sales-by-farm',
          from: '2026-11-01',
          to: '2026-11-30',
          rows: [{ farm: 'Hawthorn Hill Farm', orders: 9, itemsCents: 41250, deliveryCents: 3000 }],
        },
      ],
    }),
    errors: [400, 403],
  }),
  reportCsv: fileRoute({
    ...admin,
    method: 'GET',
    path: 'admin/reports/csv',
    summary: 'The same report as CSV',
    query: reportQuerySchema,
    file: ['text/csv'],
    errors: [400, 403],
  }),
  audit: route({
    ...admin,
    method: 'GET',
    path: 'admin/audit',
    summary: 'The audit trail, newest first: who changed money or access, when, what and from where',
    query: adminAuditQuery,
    response: z
      .object({
        result: z.array(auditEntrySchema),
        total: z.number(),
        page: z.number(),
        limit: z.number(),
      })
      .meta({
        examples: [
          {
            result: [
              {
                _id: 977,
                at: '2026-11-20T14:03:11.000Z',
                actorUserId: 1,
                actorName: 'Rosa Diaz',
                actorEmail: 'rosa@localfood.example',
                action: 'order.refund',
                subjectType: 'order',
                subjectId: 1042,
                detail: { amountCents: 900 },
                ip: '203.0.113.7',
              },
            ],
            total: 1,
            page: 1,
            limit: 50,
          },
        ],
      }),
    errors: [400, 403],
  }),
  auditCsv: fileRoute({
    ...admin,
    method: 'GET',
    path: 'admin/audit/export',
    summary: 'The audit trail as CSV, with the same filters as admin/audit',
    query: adminAuditFilters,
    file: ['text/csv'],
    errors: [400, 403],
  }),
};
