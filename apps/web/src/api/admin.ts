import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse, RecipeIngredient } from '@lfm/core';
import { api } from './client';

const key = ['admin'] as const;

export type ApplicationStatus = 'pending' | 'approved' | 'declined';
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
export interface AdminMarket {
  id: number;
  marketName: string;
  marketIcon: string | null;
  marketBackgroundColor: string;
  marketImage: string | null;
  description: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  postalCode: string;
  marketOrderWindow: string;
  marketPickupWindows: string[];
  /** 0 shown, 1 hidden. */
  status: number;
  hostUserId: number | null;
}
/** admin/markets/save (JSON): no marketId creates a market. */
export type MarketSave = Omit<AdminMarket, 'id' | 'marketIcon' | 'marketImage'> & { marketId?: number };
export interface AdminRecipe {
  id: number;
  recipesName: string;
  image: string | null;
  /** Sanitized HTML. */
  description: string;
  ingredients: RecipeIngredient[];
  /** 1 published, 0 draft. */
  status: number;
  createdAt: string;
}
interface Paged<T> {
  result: T[];
  total: number;
  page: number;
  limit: number;
}

export const useAdminApplications = (status: ApplicationStatus | null, page: number) =>
  useQuery({
    queryKey: [...key, 'applications', status, page],
    queryFn: () =>
      api<Paged<FarmerApplication>>('GET', 'admin/farmerApplications', {
        query: { status, page, limit: 20 },
      }),
    placeholderData: (prev) => prev,
  });

/** Pick-up host accounts, for a market's host. */
export const useAdminHosts = () =>
  useQuery({
    queryKey: [...key, 'hosts'],
    queryFn: () => api<Paged<AdminUser>>('GET', 'admin/users', { query: { userType: 5, limit: 100 } }),
  });

export const useAdminUsers = (search: string, page: number) =>
  useQuery({
    queryKey: [...key, 'users', search, page],
    queryFn: () => api<Paged<AdminUser>>('GET', 'admin/users', { query: { search, page, limit: 20 } }),
    placeholderData: (prev) => prev,
  });

export const useAdminMarkets = () =>
  useQuery({
    queryKey: [...key, 'markets'],
    queryFn: () => api<{ result: AdminMarket[] }>('GET', 'admin/markets'),
  });

export const useAdminRecipes = () =>
  useQuery({
    queryKey: [...key, 'recipes'],
    queryFn: () => api<{ result: AdminRecipe[] }>('GET', 'admin/recipes'),
  });

/** An admin change; `silent` when the page shows the server's message itself (forms). */
function useAdminAction<V, R = MessageResponse>(path: string, send: (v: V) => object, silent = false) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silent, blocking: false },
    mutationFn: (v: V) => api<R>('POST', path, send(v)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

export const useApproveApplication = () =>
  useAdminAction('admin/farmerApplications/approve', (applicationId: number) => ({
    body: { applicationId },
  }));
export const useDeclineApplication = () =>
  useAdminAction('admin/farmerApplications/decline', (applicationId: number) => ({
    body: { applicationId },
  }));
export const useSetUserDisabled = () =>
  useAdminAction('admin/users/disable', (body: { userId: number; disabled: boolean }) => ({ body }));
export const useSetInvoiceApproval = () =>
  useAdminAction('admin/users/invoiceStatus', (body: { userId: number; approved: boolean }) => ({ body }));
export const useSaveMarket = (silent = false) =>
  useAdminAction<MarketSave, MessageResponse & { market: AdminMarket }>(
    'admin/markets/save',
    (body) => ({ body }),
    silent,
  );
/** multipart: marketId, kind (icon | image), picture. */
export const useSetMarketPicture = () =>
  useAdminAction<{ marketId: number; kind: 'icon' | 'image'; picture: File }>(
    'admin/markets/picture',
    ({ marketId, kind, picture }) => {
      const form = new FormData();
      form.set('marketId', String(marketId));
      form.set('kind', kind);
      form.set('picture', picture);
      return { form };
    },
  );
/** multipart: recipeId?, recipesName, description (HTML), status, image (optional). */
export const useSaveRecipe = () =>
  useAdminAction<FormData, MessageResponse & { recipe: AdminRecipe }>(
    'admin/recipes/save',
    (form) => ({ form }),
    true,
  );
