import { useQuery } from '@tanstack/react-query';
import { type ReportId } from '@lfm/core';
import { adminRecordsApi } from '@lfm/core/routes';
import { call, fileUrl } from './client';
import { adminKey } from './admin-action';

export interface ReportPeriod {
  from: string;
  to: string;
}

/** admin/reports: one marketplace report over a period (both days included). */
export const getAdminReport = (report: ReportId, period: ReportPeriod) =>
  call(adminRecordsApi.report, { query: { report, ...period } });

/** The same report's CSV, as the download button fetches it. */
export const adminReportCsvPath = (report: ReportId, period: ReportPeriod) =>
  fileUrl(adminRecordsApi.reportCsv, { report, ...period });

export const useAdminReport = (id: ReportId, period: ReportPeriod) =>
  useQuery({
    queryKey: [...adminKey, 'reports', id, period.from, period.to],
    queryFn: () => getAdminReport(id, period),
    placeholderData: (prev) => (prev?.report === id ? prev : undefined),
  });
