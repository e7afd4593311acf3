import { dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_MIN_LENGTH } from '@estate/domain';

/**
 * ASVS 6.2.4: passwords are checked against a list of commonly used ones. The zxcvbn-ts list
 * holds ~49,000 leaked passwords; only those long enough to pass the length rule matter.
 */
const COMMON = new Set(
  (dictionary['passwords-common'] as string[])
    .filter((p) => p.length >= PASSWORD_MIN_LENGTH)
    .map((p) => p.toLowerCase()),
);

export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.toLowerCase());
}
