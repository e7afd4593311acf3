import { ESTATE_RECORD_KINDS } from '../../../src/services/records/kinds/index.js';
import { dashboard, viewA, runA, json, type Row, type World } from './harness.js';

/*
 * The authorization matrix (harness.ts), its rows of the records kit (issue 12): six for every kind
 * of RECORD_SAMPLES (apps/api/test/record-samples.ts), a list across estates and five under estate
 * A. estate-records.test.ts runs them; a new kind needs only its sample there.
 */

export function estateRecordsRows(w: World): Row[] {
  const { lawyer, RECORD_SAMPLES, newRecord, estateA, recordsOfA } = w;
  /** The records kit's routes for every kind: a list across estates, and five under estate A. */
  return Object.keys(RECORD_SAMPLES).flatMap((kind): Row[] => {
    const base = `/api/estates/${estateA}/${kind}`;
    const one = `${base}/${recordsOfA[kind]}`;
    const sample = async () => RECORD_SAMPLES[kind]!(estateA, lawyer);
    // The firm's working records are read only by those who run the estate (decision 018).
    const runnersRead = ESTATE_RECORD_KINDS.find((k) => k.path === kind)?.readPermission === 'estate:manage';
    const read = runnersRead ? runA : viewA;
    const readAll = runnersRead ? { ...dashboard, beneficiary: 403 as const } : dashboard;
    return [
      {
        method: 'GET',
        url: `/api/${kind}`,
        expect: readAll,
        request: json('GET', `/api/${kind}`),
      },
      {
        method: 'GET',
        url: `/api/estates/:estateId/${kind}`,
        expect: read,
        request: json('GET', base),
      },
      {
        method: 'GET',
        url: `/api/estates/:estateId/${kind}/:id`,
        expect: read,
        request: json('GET', one),
      },
      {
        method: 'POST',
        url: `/api/estates/:estateId/${kind}`,
        expect: runA,
        request: async () => ({
          method: 'POST',
          url: base,
          payload: await sample(),
        }),
      },
      {
        method: 'PUT',
        url: `/api/estates/:estateId/${kind}/:id`,
        expect: runA,
        request: async () => ({
          method: 'PUT',
          url: one,
          payload: await sample(),
        }),
      },
      {
        method: 'DELETE',
        url: `/api/estates/:estateId/${kind}/:id`,
        expect: runA,
        request: async () => ({
          method: 'DELETE',
          url: `${base}/${await newRecord(estateA, kind)}`,
        }),
      },
    ];
  });
}
