import { useAdminAction } from './admin-action';

/** admin/users/invoiceStatus: whether a buyer may pay by invoice. */
export const useSetInvoiceApproval = () =>
  useAdminAction('admin/users/invoiceStatus', (body: { userId: number; approved: boolean }) => ({ body }));
