import { profileSavedSchema, type ProfileInput, type ProfileSaved } from '@estate/domain';
import { api } from '@/lib/api-client';

/**
 * Saves the profile against the version of the account it was read at (decision 060); an email
 * change answers where its confirmation link went.
 */
export function updateMyProfile(input: ProfileInput, version: number): Promise<ProfileSaved> {
  return api.patch('/api/me/profile', input, profileSavedSchema, { ifMatch: version });
}
