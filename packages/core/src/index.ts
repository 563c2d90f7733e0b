export * from './fields';
export * from './users';
export * from './format';
export * from './errors';
export * from './api-types';
