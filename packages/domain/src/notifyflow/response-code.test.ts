import { describe, expect, it } from 'vitest';
import { formatResponseCode, responseCodeLookupSchema } from './response-code.js';

describe('the short response code as typed from paper', () => {
  it('takes any case, spaces, a missing dash, O for 0 and I or L for 1', () => {
    for (const typed of ['7k2q-9xmd', '7K2Q9XMD', ' 7k2q 9xmd ', '7K2Q--9XMD'])
      expect(responseCodeLookupSchema.parse({ code: typed }).code).toBe('7K2Q9XMD');
    expect(responseCodeLookupSchema.parse({ code: 'o1il-2345' }).code).toBe('01112345');
  });
  it('refuses what cannot be a code, naming it', () => {
    for (const code of ['', '7K2Q-9XM', '7K2Q-9XMDA', 'UUUU-UUUU', '7K2Q-9X*D']) {
      const r = responseCodeLookupSchema.safeParse({ code });
      expect(r.success, code).toBe(false);
      expect(r.error!.issues[0]!.path).toEqual(['code']);
    }
    expect(responseCodeLookupSchema.safeParse({}).success).toBe(false);
  });
  it('prints as XXXX-XXXX', () => expect(formatResponseCode('7K2Q9XMD')).toBe('7K2Q-9XMD'));
});
