import { useAdminAction } from './admin-action';

/** admin/farmerApplications/decline */
export const useDeclineApplication = () =>
  useAdminAction('admin/farmerApplications/decline', (applicationId: number) => ({
    body: { applicationId },
  }));
