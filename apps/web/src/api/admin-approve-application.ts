import { useAdminAction } from './admin-action';

/** admin/farmerApplications/approve: approving lists the farm of an applicant with an account. */
export const useApproveApplication = () =>
  useAdminAction('admin/farmerApplications/approve', (applicationId: number) => ({
    body: { applicationId },
  }));
