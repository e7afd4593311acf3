import { PLATFORM_RECORD_KINDS } from '../back-office/kinds/index.js';
import type { AnyRecordKind } from './define-record.js';
import { ESTATE_RECORD_KINDS } from './kinds/index.js';

/**
 * Every kind of the records kit (decision 063), an estate's and the platform's, by its path: the
 * name its change events carry (decision 062), for the event stream's reader.
 */
export const KIT_KINDS: ReadonlyMap<string, AnyRecordKind> = new Map(
  [...ESTATE_RECORD_KINDS, ...PLATFORM_RECORD_KINDS].map((k) => [k.path, k as unknown as AnyRecordKind]),
);
