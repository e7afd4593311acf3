import type { digitalAssetSchema } from '@estate/domain';
import { z } from 'zod';

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
export type DigitalAssetInput = z.input<typeof digitalAssetSchema>;
