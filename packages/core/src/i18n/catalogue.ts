import type { en } from './en';
import type { enMessages } from './en-messages';
import type { enAdmin } from './en-admin';
import type { enLegal } from './en-legal';
import type { enPages } from './en-pages';
import type { enPortal } from './en-portal';
import type { enServer } from './en-server';

/** The main catalogue's keys (the shop's words, loaded before the first render), typed from its English. */
export type MainMessageKey = keyof typeof en;
/** The portal part's keys: the farmer's and the pick-up host's portals, loaded by those pages only. */
export type PortalKey = keyof typeof enPortal;
/** The pages part's keys: the long texts of the about, schools and seller-site pages, loaded by those pages only. */
export type PagesKey = keyof typeof enPages;
/** The admin part's keys: the marketplace admin's pages, loaded by those pages only. */
export type AdminKey = keyof typeof enAdmin;
/** The legal part's keys: the terms of use and the privacy policy, loaded by those pages only. */
export type LegalKey = keyof typeof enLegal;
/** The server part's keys: the emails' and documents' words no page says, loaded by the server only. */
export type ServerKey = keyof typeof enServer;
/** The parts of a catalogue that load apart from the main one, each with its keys (translate.ts). */
export interface CatalogParts {
  portal: PortalKey;
  pages: PagesKey;
  admin: AdminKey;
  legal: LegalKey;
  server: ServerKey;
}
export type CatalogPart = keyof CatalogParts;
/** Every text's key: the main catalogue's and its parts'. */
export type MessageKey = MainMessageKey | CatalogParts[CatalogPart];
/** The keys of the words core's schemas and rules say (validation and error messages). */
export type CoreMessageKey = keyof typeof enMessages;
/** A language's main catalogue: every key's ICU MessageFormat text. */
export type Catalogue = Record<MainMessageKey, string>;
/** A language's text of a part: every key of the part's English. */
export type PartCatalogue<P extends CatalogPart> = Record<CatalogParts[P], string>;
export type PortalCatalogue = PartCatalogue<'portal'>;
export type PagesCatalogue = PartCatalogue<'pages'>;
export type AdminCatalogue = PartCatalogue<'admin'>;
export type LegalCatalogue = PartCatalogue<'legal'>;
export type ServerCatalogue = PartCatalogue<'server'>;
/** The values of a message's placeholders (`{zip}`, `{count, plural, ...}`). */
export type MessageValues = Record<string, string | number | Date>;
