import type { digitalAssetSchema } from '@estate/domain';
import type { z } from 'zod';

export { digitalAssetRowSchema, type DigitalAsset } from '@estate/domain';
export type DigitalAssetInput = z.input<typeof digitalAssetSchema>;
