import { useQuery } from '@tanstack/react-query';
import { type ReportId } from '@lfm/core';
import { adminRecordsApi } from '@lfm/core/routes';
import { useLocale, type Locale } from '../lib/i18n';
import { call, fileUrl } from './client';
import { adminKey } from './admin-action';

export interface ReportPeriod {
  from: string;
  to: string;
}

/** admin/reports: one marketplace report over a period (both days included), its rows' words in `lang`. */
export const getAdminReport = (report: ReportId, period: ReportPeriod, lang?: Locale) =>
  call(adminRecordsApi.report, { query: { report, ...period }, lang });

/** The same report's CSV, as the download button fetches it. */
export const adminReportCsvPath = (report: ReportId, period: ReportPeriod) =>
  fileUrl(adminRecordsApi.reportCsv, { report, ...period });

/**
 * The rows' words (a status, a way, a kind of buyer) are the server's, in the language the call was made
 * in: the language is part of the key, so a switch of language asks again rather than showing old words.
 */
export function useAdminReport(id: ReportId, period: ReportPeriod) {
  const locale = useLocale();
  return useQuery({
    queryKey: [...adminKey, 'reports', id, period.from, period.to, locale],
    queryFn: () => getAdminReport(id, period, locale),
    placeholderData: (prev) => (prev?.report === id ? prev : undefined),
  });
}
