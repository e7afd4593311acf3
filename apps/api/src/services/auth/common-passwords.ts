import { createRequire } from 'node:module';
import type { dictionary as Dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_MIN_LENGTH } from '@estate/domain';

const require = createRequire(import.meta.url);

/**
 * ASVS 6.2.4: passwords are checked against a list of commonly used ones. The zxcvbn-ts list
 * holds ~49,000 leaked passwords; only those long enough to pass the length rule matter.
 */
let common: Set<string> | undefined;

/** The list is unpacked on the first password checked, not at start-up (a few hundred ms). */
function commonPasswords(): Set<string> {
  if (!common) {
    const { dictionary } = require('@zxcvbn-ts/language-common') as { dictionary: typeof Dictionary };
    common = new Set(
      dictionary['passwords-common']
        .filter((p) => p.length >= PASSWORD_MIN_LENGTH)
        .map((p) => p.toLowerCase()),
    );
  }
  return common;
}

export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}
