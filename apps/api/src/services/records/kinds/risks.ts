import { eq, sql } from 'drizzle-orm';
import {
  RISK_TEXTS,
  riskDtoSchema,
  riskInputSchema,
  riskLevel,
  riskListQuerySchema,
  riskSummarySchema,
} from '@estate/domain';
import { risks } from '../../../db/schema.js';
import { defineEstateRecord, orNull } from '../define-estate-record.js';
import { countsOf } from '../summaries.js';

const levelOrder = sql`array_position(array['high', 'medium', 'low'], ${risks.level})`;

/**
 * Risk Assessment (spec 2): what could hold the estate up, its level derived from impact and
 * likelihood and stored on every write (decision 018). The firm's assessment: only those who run the
 * estate read it.
 */
export const riskRecords = defineEstateRecord({
  path: 'risks',
  readPermission: 'estate:manage',
  entity: 'risk',
  tag: 'Risks',
  texts: RISK_TEXTS,
  table: risks,
  input: riskInputSchema,
  dto: riskDtoSchema,
  listQuery: riskListQuerySchema,
  summary: riskSummarySchema,
  toValues: (input) => ({
    title: input.title,
    description: orNull(input.description),
    category: input.category,
    impact: input.impact,
    likelihood: input.likelihood,
    level: riskLevel(input.impact, input.likelihood),
    status: input.status,
    owner: orNull(input.owner),
    reviewDate: orNull(input.reviewDate),
    mitigationPlan: orNull(input.mitigationPlan),
  }),
  toDto: (row, { deceasedName }) => ({ ...row, deceasedName }),
  label: (row) => row.title,
  search: [risks.title, risks.description, risks.owner, risks.mitigationPlan],
  filters: { category: risks.category, level: risks.level },
  sorts: { level: levelOrder, title: risks.title, reviewDate: risks.reviewDate },
  defaultSort: { key: 'level', order: 'asc' },
  summarise: (db, { filtered }) =>
    countsOf(db, risks, filtered, {
      high: eq(risks.level, 'high'),
      medium: eq(risks.level, 'medium'),
      low: eq(risks.level, 'low'),
    }),
});
