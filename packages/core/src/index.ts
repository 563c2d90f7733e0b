export * from './fields';
export * from './users';
export * from './format';
export * from './errors';
export * from './api-types';
export * from './order-window';
export * from './catalog';
export * from './catalog-types';
