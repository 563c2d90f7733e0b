import { useAdminAction } from './admin-action';

/** admin/users/disable: a disabled account is signed out and cannot sign in (error code 17). */
export const useSetUserDisabled = () =>
  useAdminAction('admin/users/disable', (body: { userId: number; disabled: boolean }) => ({ body }));
