import { useQuery } from '@tanstack/react-query';
import { type AuditFilters } from '@lfm/core';
import { adminRecordsApi } from '@lfm/core/routes';
import { call, fileUrl } from './client';
import { adminKey } from './admin-action';

export const AUDIT_PAGE_SIZE = 25;

/** admin/audit: one page of the audit trail, newest first, filtered by actor, action and period. */
export const useAdminAudit = (filters: AuditFilters, page: number) =>
  useQuery({
    queryKey: [...adminKey, 'audit', filters, page],
    queryFn: () => call(adminRecordsApi.audit, { query: { ...filters, page, limit: AUDIT_PAGE_SIZE } }),
    placeholderData: (prev) => prev,
  });

/** The same entries' CSV (every page), as the download button fetches it. */
export const adminAuditCsvPath = (filters: AuditFilters) => fileUrl(adminRecordsApi.auditCsv, filters);
