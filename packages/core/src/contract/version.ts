/**
 * The API's version (issue 31.2): `info.version` of the OpenAPI document (/api/openapi.json), always
 * the newest heading of docs/api-changes.md (a test holds them together). Semantic: a new route or
 * field raises the minor number; a field or route removed or changed in meaning raises the major.
 */
export const API_VERSION = '1.3.0';
