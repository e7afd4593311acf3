import type { Institution } from './notifyflow.js';
import {
  DEFAULT_REPLY_BUSINESS_DAYS,
  DEFAULT_SMALL_ESTATE_LIMIT_CENTS,
  type SmallEstateRequirement,
} from './notifyflow/loop.js';

type DirectoryEntry = Pick<Institution, 'institutionId' | 'name' | 'category'> & {
  /** Its expected reply time when we know it (nz-estate-facts.md); the directory's default otherwise. */
  replyBusinessDays?: number;
  /** What it is known to ask for to release money without a grant (s65). */
  smallEstateRequirements?: readonly SmallEstateRequirement[];
};

/** Banks ask for at least the death certificate before releasing anything (nz-estate-facts.md). */
const BANK: Pick<DirectoryEntry, 'smallEstateRequirements'> = {
  smallEstateRequirements: ['death_certificate'],
};

/**
 * New Zealand organisations people notify after a death (shared/domain/nz-estate-facts.md),
 * seeded into `institutions`. Ids are fixed so the form's fallback list and the database agree.
 * Superannuation and KiwiSaver providers sit under Banking, as the facts file suggests.
 * Contact addresses are not invented here: admins maintain them.
 */
export const NZ_INSTITUTIONS: readonly DirectoryEntry[] = [
  { institutionId: 'b688ef96-0363-5647-bf78-acb47e0f3945', name: 'ANZ', category: 'Banking', ...BANK },
  { institutionId: 'ce32a7e8-6cbf-5220-a217-40dc1e94eb4b', name: 'ASB', category: 'Banking', ...BANK },
  {
    institutionId: 'd3a055ef-9177-50dc-b545-a700c43b1765',
    name: 'BNZ',
    category: 'Banking',
    // BNZ asks for its indemnity form and certified ID under 3 months old below the s65 limit.
    smallEstateRequirements: ['death_certificate', 'indemnity_form', 'certified_id'],
  },
  { institutionId: '93eb9fad-de71-5998-9d7b-2ea76e4f4d9b', name: 'Westpac', category: 'Banking', ...BANK },
  {
    institutionId: '38d00abd-4b30-5524-a7a7-29a13f9fd139',
    name: 'Kiwibank',
    category: 'Banking',
    // Kiwibank answers deceased-estate notifications in 3 to 5 business days: the longer is expected.
    replyBusinessDays: 5,
    ...BANK,
  },
  { institutionId: '6b0fbd09-4f25-548b-89ca-95ccb4c40a4b', name: 'TSB', category: 'Banking', ...BANK },
  {
    institutionId: '679a3a51-733c-5e51-b576-46b7ba274e37',
    name: 'The Co-operative Bank',
    category: 'Banking',
    ...BANK,
  },
  { institutionId: '154d26d2-7c67-52af-880d-1cc84c3fde81', name: 'SBS Bank', category: 'Banking', ...BANK },
  {
    institutionId: '99612f5a-a5d6-5edf-9762-fddfaf7fd48b',
    name: 'Heartland Bank',
    category: 'Banking',
    ...BANK,
  },
  { institutionId: 'a98aee4d-0483-5cdd-8bea-330d4d96c0c6', name: 'Rabobank', category: 'Banking', ...BANK },
  { institutionId: '1e20178a-ebaa-5dca-98fd-79ed63587288', name: 'Fisher Funds', category: 'Banking' },
  { institutionId: '6fc7b27e-f51e-5c8b-8e8c-9ea20ab5827d', name: 'Simplicity', category: 'Banking' },
  {
    institutionId: '20a0ba9c-0d0c-5912-b99d-b77a28f1b312',
    name: 'Milford Asset Management',
    category: 'Banking',
  },
  { institutionId: '1c3a8971-127f-57e5-8ecf-d4881bcbc366', name: 'Generate KiwiSaver', category: 'Banking' },
  { institutionId: '177f5869-a085-5f8e-98ef-b6f40f856703', name: 'Booster', category: 'Banking' },
  {
    institutionId: '6fe15a68-8a1b-5f16-8ed6-832d31ad8b54',
    name: 'Government Superannuation Fund',
    category: 'Banking',
  },
  { institutionId: '9178fb4b-6531-51f2-8507-e089a2a0598f', name: 'AA Insurance', category: 'Insurance' },
  { institutionId: 'c497866c-7ce0-562d-802b-b2c6113af063', name: 'AMI', category: 'Insurance' },
  { institutionId: '496c2e5f-ee4d-5a62-b2c5-1ad53ba5cff5', name: 'State Insurance', category: 'Insurance' },
  { institutionId: '560b0d33-d8bb-5eef-aa99-96de8175a42d', name: 'Tower', category: 'Insurance' },
  { institutionId: '0eab39fa-d3dc-5a35-b743-dbc99b83cc46', name: 'Vero', category: 'Insurance' },
  {
    institutionId: '11ea89ed-247f-5e14-834f-f04018c851c9',
    name: 'Southern Cross Health Insurance',
    category: 'Insurance',
  },
  { institutionId: 'f6515ed3-f42c-5631-bb67-379641a99532', name: 'nib', category: 'Insurance' },
  { institutionId: '9f5f8815-ce7f-5f1c-8942-871534c5ada4', name: 'AIA', category: 'Insurance' },
  { institutionId: 'c1575f32-c7a3-5f7d-8af8-d277aa21cf54', name: 'Fidelity Life', category: 'Insurance' },
  { institutionId: '81d9a1ce-0a62-5f24-9208-025b8dff790c', name: 'Partners Life', category: 'Insurance' },
  { institutionId: '97682476-46e2-5155-8c78-32f94f2e5438', name: 'Mercury', category: 'Utilities' },
  { institutionId: '5f1a7722-cc7f-5025-a316-25f946a2f9b5', name: 'Genesis Energy', category: 'Utilities' },
  { institutionId: '79b3f064-1991-5aaa-9c31-92973b4db6fc', name: 'Contact Energy', category: 'Utilities' },
  { institutionId: '0236261f-038a-5de0-914e-7ab920097a05', name: 'Meridian Energy', category: 'Utilities' },
  { institutionId: '61735dbb-5d99-5aad-a40e-70e1744c24b3', name: 'Nova Energy', category: 'Utilities' },
  { institutionId: 'e85a6289-4c48-5518-a6c4-f2233d4f0a52', name: 'Electric Kiwi', category: 'Utilities' },
  { institutionId: '4d36d8b4-53f9-5b68-92ff-9ce665d55b35', name: 'Powershop', category: 'Utilities' },
  { institutionId: '640560ea-383a-5266-8524-e4f2bbc710be', name: 'Watercare', category: 'Utilities' },
  { institutionId: 'cd8e0797-d0ad-529f-86d3-c88a51fb8ab7', name: 'Spark', category: 'Telecommunications' },
  { institutionId: '9b2861b7-ba81-538e-ba69-c88d2ef318a0', name: 'One NZ', category: 'Telecommunications' },
  { institutionId: '8c31509b-a491-5ccb-8379-e1818693af0a', name: '2degrees', category: 'Telecommunications' },
  { institutionId: '4f7714b7-bfd8-580a-b504-e9ef3f1af82a', name: 'Skinny', category: 'Telecommunications' },
  {
    institutionId: 'd24b79c9-a663-5bf6-bb57-246e323ad0e7',
    name: 'Slingshot',
    category: 'Telecommunications',
  },
  { institutionId: '2798b725-6b05-5f23-9e98-682467437dfa', name: 'Sky', category: 'Telecommunications' },
  { institutionId: '89b49239-aa99-5391-bdcd-2addd54f6758', name: 'Inland Revenue', category: 'Government' },
  {
    institutionId: '3c8dc7e4-ab3d-596b-95c4-a33e8e00b25f',
    name: 'Ministry of Social Development (Work and Income / NZ Super)',
    category: 'Government',
  },
  {
    institutionId: '748feff0-e4cf-5658-ba46-63df37e7c6ca',
    name: 'Waka Kotahi NZ Transport Agency',
    category: 'Government',
  },
  {
    institutionId: '7c3fb428-50cc-50a2-8325-709d58b676cb',
    name: 'Electoral Commission',
    category: 'Government',
  },
  {
    institutionId: 'a827143c-e925-527e-a6c1-4c8eae54916f',
    name: 'Department of Internal Affairs (Passports)',
    category: 'Government',
  },
  { institutionId: '9a09f735-c12a-5a93-9ab9-5d31f0c628a1', name: 'ACC', category: 'Government' },
  { institutionId: '1d79c083-6140-5c3d-9257-d51dc161c6cb', name: 'Kāinga Ora', category: 'Government' },
  { institutionId: '1d722252-5793-5a9f-b943-eb323bc0a7b2', name: 'StudyLink', category: 'Government' },
  { institutionId: '3f774c14-b86d-5c40-b88e-8a599edfe00c', name: 'Auckland Council', category: 'Government' },
  {
    institutionId: '5d62b1f7-1bbf-5fa4-ab34-47f92574bd8a',
    name: 'Wellington City Council',
    category: 'Government',
  },
  {
    institutionId: 'e7d3aae2-2fa2-53c5-a472-583e467819aa',
    name: 'Christchurch City Council',
    category: 'Government',
  },
];

/** The built-in list of 12 the form uses when the directory cannot be fetched (spec 1 §3). */
export const FALLBACK_INSTITUTIONS: readonly Institution[] = [
  'ANZ',
  'ASB',
  'BNZ',
  'Westpac',
  'Kiwibank',
  'AA Insurance',
  'Mercury',
  'Contact Energy',
  'Spark',
  'One NZ',
  'Inland Revenue',
  'Ministry of Social Development (Work and Income / NZ Super)',
].map((name) => {
  const { institutionId, name: entryName, category, ...rule } = NZ_INSTITUTIONS.find((i) => i.name === name)!;
  // Unknown while the directory cannot be read: the form says nothing of the channel then.
  return {
    institutionId,
    name: entryName,
    category,
    logoUrl: null,
    delivery: 'letter' as const,
    replyBusinessDays: rule.replyBusinessDays ?? DEFAULT_REPLY_BUSINESS_DAYS,
    smallEstateRule: {
      limitCents: DEFAULT_SMALL_ESTATE_LIMIT_CENTS,
      requirements: [...(rule.smallEstateRequirements ?? [])],
      note: null,
    },
  };
});
