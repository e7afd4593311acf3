/** Loads the public forms' schemas in their own chunk (see form-schemas.ts); loads once. */
export const loadFormSchemas = () => import('./form-schemas');
