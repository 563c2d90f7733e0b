/** What other features may use of payments: the saved-card pieces checkout and the profile share. */
export { AddCardModal } from './add-card-modal';
export { CardPicker } from './card-picker';
export { CardTable } from './card-table';
