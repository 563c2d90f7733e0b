/** What other modules may use of geo. */
export { locateZip } from './service';
