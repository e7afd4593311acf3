import { ROLES, type MeResponse } from '@estate/domain';
import { answerCheck, boolean, isoDatetime, nullable, object, oneOf, string, uuid } from '@/lib/answer-check';

/** `GET /api/me` checked as the domain's `meResponseSchema` would (decision 085). */
export const meResponseCheck = answerCheck<MeResponse>(
  nullable(
    object({
      user: object({
        id: uuid,
        email: string,
        name: string,
        role: oneOf(ROLES),
        emailVerified: boolean,
        twoFactorEnabled: boolean,
        timeZone: string,
      }),
      session: object({ expiresAt: isoDatetime }),
    }),
  ),
);
