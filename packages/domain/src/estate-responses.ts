import { z } from 'zod';
import { TASK_STATUSES } from './estates.js';

/*
 * What the estate endpoints answer (the request side is in estates.ts). The API types its
 * responses from these and the web app parses every answer with them, so the two cannot drift.
 */

export const estateSchema = z.object({
  estateId: z.string(),
  deceasedName: z.string(),
  dateOfDeath: z.string().nullable(),
  lastKnownAddress: z.string().nullable(),
  stage: z.string().nullable(),
  status: z.string().nullable(),
  willStatus: z.string().nullable(),
  workflowType: z.string().nullable(),
  smallEstateFlag: z.boolean().nullable(),
  estimatedValue: z.string().nullable(),
  estimatedValueCents: z.number().nullable(),
  notes: z.string().nullable(),
  grantDate: z.string().nullable(),
  executorId: z.string().nullable(),
  dateCreated: z.string(),
  updatedAt: z.string(),
});
export type Estate = z.infer<typeof estateSchema>;
/** Recent Estates on the dashboard. */
export const recentEstatesSchema = z.object({ items: z.array(estateSchema) });

export const estateListItemSchema = estateSchema.extend({
  progress: z.number(),
  executorName: z.string().nullable(),
});
export type EstateListItem = z.infer<typeof estateListItemSchema>;

export const estateListSchema = z.object({
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  summary: z.object({
    activeEstates: z.number(),
    pendingTasks: z.number(),
    recentlyUpdated: z.number(),
  }),
  items: z.array(estateListItemSchema),
});
export type EstateList = z.infer<typeof estateListSchema>;

export const estateTaskSchema = z.object({
  taskId: z.string(),
  name: z.string(),
  status: z.string(),
  dueDate: z.string().nullable(),
  basis: z.string().nullable(),
  assignedToUserId: z.string().nullable(),
});
export type EstateTask = z.infer<typeof estateTaskSchema>;

export const estateDetailSchema = estateSchema.extend({
  progress: z.number(),
  executor: z.object({ executorId: z.string(), fullName: z.string(), email: z.string() }).nullable(),
  /**
   * The executor invited by email who has not yet confirmed an Executor account (decision 011); the
   * estate has no executor meanwhile. Null when there is none, and always null for a beneficiary.
   */
  executorInvitation: z.object({ email: z.string(), invitedAt: z.string() }).nullable(),
  tasks: z.array(estateTaskSchema),
});
export type EstateDetail = z.infer<typeof estateDetailSchema>;

/** One choice of the estate picker (GET /api/estates/options). */
export const estateOptionSchema = z.object({
  estateId: z.string(),
  deceasedName: z.string(),
  status: z.string().nullable(),
});
export type EstateOption = z.infer<typeof estateOptionSchema>;
/** Every estate the person may see, by the deceased's name. */
export const estateOptionsSchema = z.object({ items: z.array(estateOptionSchema) });
export type EstateOptions = z.infer<typeof estateOptionsSchema>;

/** The new-estate wizard's answer: the estate, how many starter tasks it got, files it could not keep. */
export const estateCreatedSchema = z.object({
  estateId: z.string(),
  tasksCreated: z.number(),
  skippedFiles: z.array(z.object({ fileName: z.string(), reason: z.string() })),
});
export type EstateCreated = z.infer<typeof estateCreatedSchema>;

export const executorOptionSchema = z.object({
  executorId: z.string(),
  fullName: z.string(),
  userId: z.string(),
  email: z.string(),
});
export type ExecutorOption = z.infer<typeof executorOptionSchema>;
export const executorOptionListSchema = z.object({ items: z.array(executorOptionSchema) });

export const beneficiarySchema = z.object({
  id: z.string(),
  fullName: z.string(),
  relationship: z.string().nullable(),
  email: z.string().nullable(),
  shareBasisPoints: z.number().nullable(),
});
export type Beneficiary = z.infer<typeof beneficiarySchema>;

export const estateAssetSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.string(),
  valueCents: z.number().nullable(),
  status: z.string(),
  location: z.string().nullable(),
  controlled: z.boolean(),
});
export type EstateAsset = z.infer<typeof estateAssetSchema>;

export const liabilitySchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.string(),
  amountCents: z.number(),
  creditor: z.string().nullable(),
  dueDate: z.string().nullable(),
});
export type Liability = z.infer<typeof liabilitySchema>;

export const dashboardSchema = z.object({
  stats: z.object({
    activeEstates: z.number(),
    completedEstates: z.number(),
    pendingTasks: z.number(),
    upcoming: z.number(),
  }),
  upcomingTasks: z.array(
    z.object({
      taskId: z.string(),
      name: z.string(),
      status: z.string(),
      dueDate: z.string().nullable(),
      estateId: z.string(),
      deceasedName: z.string(),
    }),
  ),
  recentActivity: z.array(
    z.object({
      id: z.union([z.string(), z.number()]),
      action: z.string(),
      actorName: z.string().nullable(),
      estateId: z.string().nullable(),
      deceasedName: z.string().nullable(),
      data: z.record(z.string(), z.unknown()).nullable(),
      createdAt: z.string(),
    }),
  ),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
export type ActivityItem = Dashboard['recentActivity'][number];

/** A digital asset as the API answers it (the request side is `digitalAssetSchema` in the domain). */
export const digitalAssetRowSchema = z.object({
  digitalAssetId: z.string(),
  estateId: z.string(),
  assetName: z.string(),
  category: z.string(),
  platform: z.string(),
  loginEmail: z.string().nullable(),
  accessInstructions: z.string().nullable(),
  estimatedValue: z.number().nullable(),
  status: z.string(),
  notes: z.string().nullable(),
  rewardProgramId: z.number().nullable(),
  pointsBalance: z.number().nullable(),
  expiryDate: z.string().nullable(),
});
export type DigitalAsset = z.infer<typeof digitalAssetRowSchema>;
/** GET /api/digital-assets: the rows (with their estate), the four count cards and the categories present. */
export const digitalAssetListSchema = z.object({
  items: z.array(digitalAssetRowSchema.extend({ deceasedName: z.string().nullable() })),
  counts: z.object({ crypto: z.number(), domain: z.number(), social: z.number(), loyalty: z.number() }),
  categories: z.array(z.string()),
});
export type DigitalAssetList = z.infer<typeof digitalAssetListSchema>;

export const documentSchema = z.object({
  documentId: z.string(),
  estateId: z.string().nullable(),
  deceasedName: z.string().nullable(),
  type: z.string().nullable(),
  fileUrl: z.string(),
  uploadedFile: z.string(),
  uploadDate: z.string(),
  uploadedBy: z.string().nullable(),
  tags: z.array(z.string()).nullable(),
  version: z.number(),
  /** Beneficiaries of the estate see it (spec departure: decision 007). */
  sharedWithBeneficiaries: z.boolean(),
});
export type EstateDocument = z.infer<typeof documentSchema>;
/** PATCH /api/documents/{id}: share a document with the estate's beneficiaries, or stop. */
export const documentSharingSchema = z.object({ sharedWithBeneficiaries: z.boolean() });
export type DocumentSharing = z.infer<typeof documentSharingSchema>;
export const documentListSchema = z.object({ total: z.number(), items: z.array(documentSchema) });
export type DocumentList = z.infer<typeof documentListSchema>;
/** Upload Document's answer: the new document and where its file opens. */
export const documentUploadedSchema = z.object({ documentId: z.string(), fileUrl: z.string() });
/** The answer of sharing a document or no longer sharing it. */
export const documentSharedSchema = z.object({
  documentId: z.string(),
  sharedWithBeneficiaries: z.boolean(),
});
/** Replacing a document's file: the version the new file now is. */
export const documentReplacedSchema = z.object({ documentId: z.string(), version: z.number() });
/** A document's current file and its earlier versions, newest first. */
export const documentVersionsSchema = z.object({
  current: z.object({
    version: z.number(),
    uploadedFile: z.string(),
    sizeBytes: z.number(),
    uploadDate: z.string(),
  }),
  items: z.array(
    z.object({
      version: z.number(),
      uploadedFile: z.string(),
      sizeBytes: z.number(),
      createdBy: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
});
export type DocumentVersions = z.infer<typeof documentVersionsSchema>;

export const taskSchema = z.object({
  taskId: z.string(),
  name: z.string(),
  status: z.string(),
  dueDate: z.string().nullable(),
  estateId: z.string(),
  deceasedName: z.string(),
  assignedToUserId: z.string().nullable(),
  basis: z.string().nullable(),
});
export type Task = z.infer<typeof taskSchema>;
export const taskListSchema = z.object({ items: z.array(taskSchema) });
/** New Task's answer. */
export const taskCreatedSchema = z.object({
  taskId: z.string(),
  name: z.string(),
  status: z.string(),
  dueDate: z.string().nullable(),
  estateId: z.string(),
});
export type TaskCreated = z.infer<typeof taskCreatedSchema>;
/** A task's status change, as stored. */
export const taskStatusChangedSchema = z.object({ taskId: z.string(), status: z.enum(TASK_STATUSES) });
