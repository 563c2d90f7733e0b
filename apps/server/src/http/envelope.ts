/** SPEC 7 success envelope: `{ statusCode: 1, responseData }`. */
export const ok = <T>(responseData: T) => ({ statusCode: 1 as const, responseData });
