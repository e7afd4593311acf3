import { profileSavedSchema, type ProfileInput, type ProfileSaved } from '@estate/domain';
import { api } from '@/lib/api-client';

/** Saves the profile; an email change answers where its confirmation link went. */
export function updateMyProfile(input: ProfileInput): Promise<ProfileSaved> {
  return api.patch('/api/me/profile', input, profileSavedSchema);
}
