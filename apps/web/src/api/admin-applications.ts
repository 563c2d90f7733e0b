import { useQuery } from '@tanstack/react-query';
import type { ApplicationStatus, Paged } from '@lfm/core';
import { api } from './client';
import { adminKey } from './admin-action';

export type { ApplicationStatus };
export interface FarmerApplication {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
  certifications: string;
  questions: string;
  /** Set when the farmer signed up with an account: approving lists its farm. */
  userId: number | null;
  status: ApplicationStatus;
  reviewedAt: string | null;
  createdAt: string;
}
/** admin/farmerApplications: one page of the applications to sell, optionally of one status. */
export const getAdminApplications = (status: ApplicationStatus | null, page: number) =>
  api<Paged<FarmerApplication>>('GET', 'admin/farmerApplications', { query: { status, page, limit: 20 } });

export const useAdminApplications = (status: ApplicationStatus | null, page: number) =>
  useQuery({
    queryKey: [...adminKey, 'applications', status, page],
    queryFn: () => getAdminApplications(status, page),
    placeholderData: (prev) => prev,
  });
