import { assetRecords } from './assets.js';
import { beneficiaryRecords } from './beneficiaries.js';
import { claimRecords } from './claims.js';
import { complianceItemRecords } from './compliance-items.js';
import { controlledItemRecords } from './controlled-items.js';
import { courtApplicationRecords } from './court-applications.js';
import { correspondenceRecords } from './correspondence.js';
import { digitalAssetRecords } from './digital-assets.js';
import { distributionRecords } from './distributions.js';
import { dueDiligenceCheckRecords } from './due-diligence-checks.js';
import { inventoryItemRecords } from './inventory-items.js';
import { liabilityRecords } from './liabilities.js';
import { milestoneRecords } from './milestones.js';
import { noteRecords } from './notes.js';
import { riskRecords } from './risks.js';
import { stakeholderRecords } from './stakeholders.js';
import { transactionRecords } from './transactions.js';
import { taxRecordRecords } from './tax-records.js';
import { valuationRecords } from './valuations.js';
import { workflowStageRecords } from './workflow-stages.js';

/** Every estate record kind the API serves (one line to add a kind: docs/adding-a-record-screen.md). */
export const ESTATE_RECORD_KINDS = [
  beneficiaryRecords,
  assetRecords,
  liabilityRecords,
  valuationRecords,
  digitalAssetRecords,
  workflowStageRecords,
  complianceItemRecords,
  milestoneRecords,
  noteRecords,
  riskRecords,
  dueDiligenceCheckRecords,
  stakeholderRecords,
  correspondenceRecords,
  transactionRecords,
  inventoryItemRecords,
  controlledItemRecords,
  taxRecordRecords,
  distributionRecords,
  claimRecords,
  courtApplicationRecords,
] as const;

export { assetRecords, beneficiaryRecords, digitalAssetRecords, liabilityRecords, valuationRecords };
