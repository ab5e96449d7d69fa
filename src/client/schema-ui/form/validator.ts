import type Ajv from 'ajv';
import Ajv2020 from 'ajv/dist/2020';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { registerAdminKeywords } from '../../../domain/schema-keywords';

/**
 * The server's Ajv setup (src/server/plugins/validation.ts): draft 2020-12, strict mode, union
 * types, ajv-formats (rjsf adds them) and the x-admin- annotations registered. The same schema
 * then passes or fails the same data on both sides.
 */
export const schemaValidator = customizeValidator({
  AjvClass: Ajv2020 as unknown as typeof Ajv,
  ajvOptionsOverrides: { strict: true, allowUnionTypes: true },
  extenderFn: (ajv) => registerAdminKeywords(ajv),
});
