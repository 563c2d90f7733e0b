/** What other modules may use of users. */
export { locate } from './service';
export { userProfile, type UserRow } from './profile';
export {
  insertAddress,
  insertUser,
  makeAdmin,
  setApproval,
  setDisabledAt,
  setInvoiceStatus,
  setPasswordHash,
} from './accounts';
