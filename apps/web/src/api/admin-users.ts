import { useQuery } from '@tanstack/react-query';
import type { Paged } from '@lfm/core';
import { api } from './client';
import { adminKey } from './admin-action';

export interface AdminUser {
  _id: number;
  email: string;
  firstName: string;
  lastName: string;
  userType: number;
  consumerType: number | null;
  role: string;
  /** 0: approved to pay by invoice; null: not approved. */
  invoiceStatus: number | null;
  disabled: boolean;
  createdAt: string;
}
/** admin/users: one page of the accounts, searched by name or email, optionally of one user type. */
export const getAdminUsers = (query: { search?: string; userType?: number; page?: number; limit: number }) =>
  api<Paged<AdminUser>>('GET', 'admin/users', { query });

export const useAdminUsers = (search: string, page: number) =>
  useQuery({
    queryKey: [...adminKey, 'users', search, page],
    queryFn: () => getAdminUsers({ search, page, limit: 20 }),
    placeholderData: (prev) => prev,
  });

/** Pick-up host accounts, for a market's host. */
export const useAdminHosts = () =>
  useQuery({
    queryKey: [...adminKey, 'hosts'],
    queryFn: () => getAdminUsers({ userType: 5, limit: 100 }),
  });
