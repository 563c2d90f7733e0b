import { useQuery } from '@tanstack/react-query';
import type { WorkflowUndoDto } from '@lfm/core';
import { api } from './client';

/** admin/failedUndos: checkout undos (refunds, stock releases) that failed and are being retried. */
export const useFailedUndos = () =>
  useQuery({
    queryKey: ['admin', 'failedUndos'],
    queryFn: () => api<{ result: WorkflowUndoDto[] }>('GET', 'admin/failedUndos'),
    refetchInterval: 30_000,
  });
