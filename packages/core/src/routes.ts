/**
 * The contract's route entries for clients (docs/decisions/009). The web imports its `*Api` objects
 * from here, never from the index: its build replaces this module by each entry's method and path
 * (apps/web/scripts/light-routes-plugin.ts), which is all `call` needs at run time, so a first visit
 * downloads no answer schema and no zod. The types still come from the full entries.
 */
export * from './contract';
