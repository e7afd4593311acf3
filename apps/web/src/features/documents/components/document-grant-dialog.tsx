import { DOCUMENT_ACCESS_LEVELS, documentGrantInputSchema } from '@estate/domain';
import { z } from 'zod';
import { useZodForm } from '@/components/form/use-zod-form';
import { FormDialog } from '@/components/form/zod-form';
import { EstatePicker } from '@/components/ui/estate-picker';
import { SelectField } from '@/components/ui/form-field';
import { useGrantablePeople, useGrantDocumentAccess } from '../api/document-grants';
import { useEstateDocuments } from '../api/get-documents';

const grantFormSchema = documentGrantInputSchema.extend({ estateId: z.string() });

const LEVEL_HINT =
  'View opens the document. Edit also replaces it with a new version. Admin also grants and revokes access to it.';

/**
 * Grant Access: the estate and one of its documents (fixed when opened for one document), a person
 * on that estate, and the level. Granting again to someone changes their level.
 */
export function DocumentGrantDialog({
  documentId: fixedDocumentId,
  onClose,
}: {
  documentId?: string | undefined;
  onClose: () => void;
}) {
  const grant = useGrantDocumentAccess();
  const form = useZodForm({
    schema: grantFormSchema,
    defaultValues: { estateId: '', documentId: fixedDocumentId ?? '', userId: '', level: 'view' },
  });
  const estateField = form.field('estateId');
  const documentField = form.field('documentId');
  const estateId = form.watch('estateId');
  const documentId = form.watch('documentId');
  const documents = useEstateDocuments(estateId);
  const people = useGrantablePeople(documentId);
  return (
    <FormDialog
      form={form}
      title="Grant Access"
      description={
        people.data
          ? `Who may open ${people.data.documentName}, on top of the estate's own rules.`
          : undefined
      }
      submitLabel="Grant Access"
      busyLabel="Granting..."
      success="Access granted"
      failure="Failed to grant access. Please try again."
      onClose={onClose}
      onSubmit={({ documentId: document, userId, level }) =>
        grant.mutateAsync({ documentId: document, userId, level })
      }
    >
      {fixedDocumentId ? null : (
        <>
          <EstatePicker
            emptyLabel="Choose an estate"
            required
            {...estateField}
            onChange={(event) => {
              void estateField.onChange(event);
              form.setValue('documentId', '');
              form.setValue('userId', '');
            }}
          />
          <SelectField
            label="Document"
            required
            disabled={!estateId}
            {...documentField}
            onChange={(event) => {
              void documentField.onChange(event);
              form.setValue('userId', '');
            }}
          >
            <option value="">{estateId ? 'Choose a document' : 'Choose an estate first'}</option>
            {estateId
              ? documents.data?.items.map((d) => (
                  <option key={d.documentId} value={d.documentId}>
                    {d.uploadedFile}
                  </option>
                ))
              : null}
          </SelectField>
        </>
      )}
      <SelectField
        label="Person"
        required
        disabled={!documentId}
        hint={people.isError ? 'You may not change who may open this document.' : 'People on the estate.'}
        {...form.field('userId')}
      >
        <option value="">{documentId ? 'Choose a person' : 'Choose a document first'}</option>
        {people.data?.items.map((p) => (
          <option key={p.userId} value={p.userId}>
            {p.name} ({p.role}){p.level ? ` · has ${p.level}` : ''}
          </option>
        ))}
      </SelectField>
      <SelectField label="Access Level" required hint={LEVEL_HINT} {...form.field('level')}>
        {DOCUMENT_ACCESS_LEVELS.map((l) => (
          <option key={l.value} value={l.value}>
            {l.label}
          </option>
        ))}
      </SelectField>
    </FormDialog>
  );
}
