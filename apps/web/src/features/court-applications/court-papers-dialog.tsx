import {
  courtApplicationCheckSchema,
  documentUploadedSchema,
  type CourtApplicationCheck,
  type CourtApplicationDto,
  type CourtApplicationSummary,
  type courtApplicationInputSchema,
} from '@estate/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Download, FileText, Save } from 'lucide-react';
import { useRef, useState } from 'react';
import { toast } from '@/lib/toast';
import type { z } from 'zod';
import { RecordFormDialog, type RecordKind } from '@/components/records/record-list';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink, buttonClasses } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { LoadingState } from '@/components/ui/loading-state';
import { paths } from '@/config/paths';
import { api, messageOf, newIdempotencyKey } from '@/lib/api-client';
import { saveBlob } from '@/lib/format';
import { queryRoots, recordKeys, refetchRoots } from '@/lib/query-keys';

type Input = z.input<typeof courtApplicationInputSchema>;
type Output = z.output<typeof courtApplicationInputSchema>;
export type CourtApplicationKind = RecordKind<CourtApplicationDto, CourtApplicationSummary, Input, Output>;

const enc = encodeURIComponent;
const urlOf = (a: CourtApplicationDto) => `/api/estates/${enc(a.estateId)}/court-applications/${enc(a.id)}`;
const small = buttonClasses({ variant: 'secondary', size: 'sm' });

/** The check of one application, kept under its estate's records so saving the application refetches it. */
function useCheck(a: CourtApplicationDto) {
  return useQuery({
    queryKey: [...recordKeys.one('court-applications', a.estateId, a.id), 'check'],
    queryFn: ({ signal }) => api.get(`${urlOf(a)}/check`, courtApplicationCheckSchema, signal),
  });
}

/** Where to put a missing fact right: the application's form, the estate's page, or Documents. */
function FixAction({
  fact,
  application,
  onEdit,
}: {
  fact: CourtApplicationCheck['missing'][number];
  application: CourtApplicationDto;
  onEdit: () => void;
}) {
  if (fact.where === 'application')
    return (
      <button type="button" className={small} onClick={onEdit}>
        Edit application
      </button>
    );
  if (fact.where === 'estate')
    return (
      <ButtonLink
        variant="secondary"
        size="sm"
        to={paths.dashboard.estate.href({ id: application.estateId })}
      >
        Open the estate
      </ButtonLink>
    );
  return (
    <ButtonLink variant="secondary" size="sm" to={`${paths.dashboard.documents.href()}?upload=1`}>
      Go to Documents
    </ButtonLink>
  );
}

function PapersDialog({
  application,
  formKind,
  onClose,
}: {
  application: CourtApplicationDto;
  formKind: CourtApplicationKind;
  onClose: () => void;
}) {
  const check = useCheck(application);
  const [isEditing, setEditing] = useState(false);
  const queryClient = useQueryClient();
  const download = useMutation({
    mutationFn: async (paper: string) => {
      const { blob, fileName } = await api.download(`${urlOf(application)}/papers/${paper}`);
      saveBlob(blob, fileName ?? `${paper}.docx`);
    },
    onError: (error) => toast.error(messageOf(error, 'The paper could not be drafted.')),
  });
  // One key per paper until it is saved (decision 061): Save pressed again after a lost answer
  // saves it once; once saved, saving it again is a new copy.
  const keys = useRef(new Map<string, string>());
  const save = useMutation({
    mutationFn: (paper: string) => {
      const idempotencyKey = keys.current.get(paper) ?? newIdempotencyKey();
      keys.current.set(paper, idempotencyKey);
      return api.post(`${urlOf(application)}/papers/${paper}`, {}, documentUploadedSchema, {
        idempotencyKey,
      });
    },
    onSuccess: (_saved, paper) => {
      keys.current.delete(paper);
      toast.success("Saved to the estate's documents");
      return refetchRoots(queryClient, [queryRoots.documents]);
    },
    onError: (error) => toast.error(messageOf(error, 'The paper could not be saved.')),
  });
  const data = check.data;
  return (
    <>
      <Dialog
        title={`Papers: ${application.reference}`}
        description={`Draft papers for the estate of ${application.deceasedName}, to be checked by a lawyer before they are sworn and filed.`}
        onClose={onClose}
        className="max-w-2xl"
      >
        <div className="space-y-5 px-5 py-4">
          {check.isPending ? <LoadingState label="Checking the application..." /> : null}
          {check.isError ? <Alert>{messageOf(check.error, 'The check could not be loaded.')}</Alert> : null}
          {data?.note ? <Alert tone="info">{data.note}</Alert> : null}
          {data && data.missing.length > 0 ? (
            <section aria-labelledby="court-check-missing">
              <h3 id="court-check-missing" className="font-medium text-slate-900">
                Before the papers can be drafted
              </h3>
              <ul className="mt-2 space-y-2">
                {data.missing.map((fact) => (
                  <li
                    key={`${fact.where}.${fact.field ?? ''}`}
                    className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-slate-900"
                  >
                    <span>{fact.message}</span>
                    <FixAction fact={fact} application={application} onEdit={() => setEditing(true)} />
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {data && data.papers.length > 0 ? (
            <section aria-labelledby="court-check-papers">
              <h3 id="court-check-papers" className="font-medium text-slate-900">
                {data.isReady ? 'Papers ready to download' : 'Papers (once the facts above are in)'}
              </h3>
              <ul className="mt-2 divide-y divide-slate-200">
                {data.papers.map((p) => (
                  <li
                    key={p.paper}
                    className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm"
                  >
                    <span className="flex items-center gap-2">
                      <FileText aria-hidden="true" className="size-4 text-slate-500" />
                      {p.label}
                    </span>
                    {data.isReady ? (
                      <span className="flex gap-2">
                        <Button
                          variant="secondary"
                          size="sm"
                          aria-label={`Download ${p.label}`}
                          disabled={download.isPending}
                          onClick={() => download.mutate(p.paper)}
                        >
                          <Download aria-hidden="true" className="size-4" />
                          Download
                        </Button>
                        <Button
                          variant="ghost"
                          size="sm"
                          aria-label={`Save ${p.label} to the estate's documents`}
                          disabled={save.isPending}
                          onClick={() => save.mutate(p.paper)}
                        >
                          <Save aria-hidden="true" className="size-4" />
                          Save to Documents
                        </Button>
                      </span>
                    ) : null}
                  </li>
                ))}
              </ul>
              {data.isReady ? (
                <p className="mt-3 text-sm text-slate-700">
                  Parts highlighted [REVIEW: …] need a lawyer&apos;s judgement before the papers are sworn and
                  filed.
                </p>
              ) : null}
            </section>
          ) : null}
        </div>
      </Dialog>
      {isEditing ? (
        <RecordFormDialog<CourtApplicationDto, CourtApplicationSummary, Input, Output>
          kind={formKind}
          record={application}
          estateId={application.estateId}
          estateOptions={[]}
          onClose={() => setEditing(false)}
        />
      ) : null}
    </>
  );
}

/** A row's Papers button: the pre-filing check and the draft papers of one application. */
export function CourtPapersButton({
  application,
  formKind,
}: {
  application: CourtApplicationDto;
  formKind: CourtApplicationKind;
}) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={small}
        aria-label={`Papers for ${application.reference}`}
        onClick={() => setOpen(true)}
      >
        <FileText aria-hidden="true" className="size-4" />
        Papers
      </button>
      {isOpen ? (
        <PapersDialog application={application} formKind={formKind} onClose={() => setOpen(false)} />
      ) : null}
    </>
  );
}
