/** The HTTP contract: every route's request schemas and the envelope, one file per area (docs/decisions/005). */
export * from './http';
export * from './params';
export * from './admin';
export * from './cart';
export * from './farmer-portal';
export * from './day-messages';
export * from './farms';
export * from './geo';
export * from './host-portal';
export * from './inventory';
export * from './markets';
export * from './newsletter';
export * from './orders';
export * from './payments';
export * from './recipes';
export * from './users';
export * from './health';
