/**
 * The schemas of the public forms, loaded when a visitor first moves into a form (or sends it)
 * rather than with the page: zod and these schemas are most of a form page's script, and most
 * visitors only read. `loadFormSchemas` is the one way in; importing this module directly would
 * put it back into the page's first download.
 */
export { demoRequestInputSchema, enquiryInputSchema, formReceiptSchema } from '@estate/domain';
