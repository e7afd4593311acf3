import {
  NOTE_CATEGORY_LABELS,
  NOTE_CATEGORY_OPTIONS,
  NOTE_TEXTS,
  noteCommentInputSchema,
  noteCommentListSchema,
  noteCommentSchema,
  noteDtoSchema,
  noteInputSchema,
  noteListSchema,
  type NoteCommentInput,
  type NoteDto,
} from '@estate/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MessageSquare, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { z } from 'zod';
import { applyServerErrors, useZodForm } from '@/components/form/use-zod-form';
import type { ItemActions, RecordKind } from '@/components/records/record-list';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { LoadError } from '@/components/ui/list-states';
import { LoadingState } from '@/components/ui/loading-state';
import { TextareaField } from '@/components/ui/textarea-field';
import { api } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { recordKeys, refetchRoots } from '@/lib/query-keys';
import { useIdempotencyKey } from '@/lib/use-idempotency-key';

type NoteForm = z.input<typeof noteInputSchema>;

/** Notes & Comments (spec 2): note cards with category, tags, author and time, and a Comment thread. */
export const noteKind = {
  resource: { kind: 'notes', item: noteDtoSchema, list: noteListSchema },
  texts: NOTE_TEXTS,
  schema: noteInputSchema,
  blank: { title: '', category: 'general', tags: '', content: '' },
  toForm: (n) => ({ title: n.title, category: n.category, tags: n.tags.join(', '), content: n.content }),
  fields: [
    { name: 'title', label: 'Title', required: true },
    { name: 'category', label: 'Category', kind: 'select', required: true, options: NOTE_CATEGORY_OPTIONS },
    { name: 'tags', label: 'Tags', hint: 'Separate tags with commas, for example: bank, probate.' },
    { name: 'content', label: 'Note', kind: 'textarea', required: true, wide: true },
  ],
  // The cards are the list (renderItems); the columns name what the sort offers.
  columns: [
    { id: 'title', header: 'Title', sortable: true, cell: (n) => n.title },
    { id: 'createdAt', header: 'Added', sortable: true, cell: (n) => formatDateTime(n.createdAt) },
  ],
  nameOf: (n) => n.title,
  search: { label: 'Search notes', placeholder: 'Search notes...' },
  filters: [{ name: 'category', label: 'Category', all: 'All Categories', options: NOTE_CATEGORY_OPTIONS }],
  sorts: [
    { value: 'createdAt', label: 'Date added' },
    { value: 'title', label: 'Title' },
  ],
  defaultSort: 'createdAt',
  defaultOrder: 'desc',
  saveLabel: 'Save Note',
  renderItems: (notes, actions) => <NoteCards notes={notes} actions={actions} />,
} satisfies RecordKind<NoteDto, { count: number }, NoteForm, z.output<typeof noteInputSchema>>;

function NoteCards({
  notes,
  actions,
}: {
  notes: readonly NoteDto[];
  actions: ItemActions<NoteDto> | undefined;
}) {
  const [commenting, setCommenting] = useState<NoteDto | null>(null);
  return (
    <>
      <ul aria-label="Notes" className="grid gap-4 lg:grid-cols-2">
        {notes.map((note) => (
          <li
            key={note.id}
            className="flex flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
          >
            <article aria-labelledby={`note-${note.id}`} className="flex flex-1 flex-col gap-2">
              <div className="flex flex-wrap items-center gap-2">
                <h2 id={`note-${note.id}`} className="text-base font-semibold text-slate-900">
                  {note.title}
                </h2>
                <Badge tone="info">{NOTE_CATEGORY_LABELS[note.category]}</Badge>
              </div>
              <p className="text-sm whitespace-pre-wrap text-slate-800">{note.content}</p>
              {note.tags.length ? (
                <ul aria-label="Tags" className="flex flex-wrap gap-1.5">
                  {note.tags.map((tag) => (
                    <li key={tag}>
                      <Badge>{tag}</Badge>
                    </li>
                  ))}
                </ul>
              ) : null}
              <p className="mt-auto text-xs text-slate-600">
                {note.createdBy?.name ?? 'Unknown'} ·{' '}
                <time dateTime={note.createdAt}>{formatDateTime(note.createdAt)}</time>
              </p>
              <div className="flex flex-wrap gap-2 border-t border-slate-100 pt-3">
                <Button variant="secondary" size="sm" onClick={() => setCommenting(note)}>
                  <MessageSquare aria-hidden="true" className="size-4" />
                  Comment{note.comments ? ` (${note.comments})` : ''}
                  <span className="sr-only"> on {note.title}</span>
                </Button>
                {actions ? (
                  <>
                    <Button variant="ghost" size="sm" onClick={() => actions.onEdit(note)}>
                      <Pencil aria-hidden="true" className="size-4" />
                      Edit<span className="sr-only"> {note.title}</span>
                    </Button>
                    <Button variant="ghost" size="sm" onClick={() => actions.onDelete(note)}>
                      <Trash2 aria-hidden="true" className="size-4" />
                      Delete<span className="sr-only"> {note.title}</span>
                    </Button>
                  </>
                ) : null}
              </div>
            </article>
          </li>
        ))}
      </ul>
      {commenting ? <CommentsDialog note={commenting} onClose={() => setCommenting(null)} /> : null}
    </>
  );
}

const commentsKey = (note: NoteDto) => [...recordKeys.estate(note.estateId), 'notes', 'comments', note.id];
const commentsUrl = (note: NoteDto) =>
  `/api/estates/${encodeURIComponent(note.estateId)}/notes/${encodeURIComponent(note.id)}/comments`;

/** A note's comment thread (oldest first, the newest last) with a box to add one. */
function CommentsDialog({ note, onClose }: { note: NoteDto; onClose: () => void }) {
  const queryClient = useQueryClient();
  const comments = useQuery({
    queryKey: commentsKey(note),
    queryFn: ({ signal }) => api.get(commentsUrl(note), noteCommentListSchema, signal),
  });
  const add = useMutation({
    mutationFn: ({ idempotencyKey, ...input }: NoteCommentInput & { idempotencyKey: string }) =>
      api.post(commentsUrl(note), input, noteCommentSchema, { idempotencyKey }),
    // The thread, and the note's count of comments on its card.
    onSuccess: () => refetchRoots(queryClient, [recordKeys.estate(note.estateId)]),
  });
  const form = useZodForm({ schema: noteCommentInputSchema, defaultValues: { content: '' } });
  // One key per comment (decision 061): Add pressed again after a lost answer adds it once.
  const once = useIdempotencyKey();
  const submit = form.handleSubmit(async (input) => {
    try {
      await once((idempotencyKey) => add.mutateAsync({ ...input, idempotencyKey }));
      form.reset({ content: '' });
    } catch (error) {
      applyServerErrors(form, error, 'The comment could not be saved. Please try again.');
    }
  });
  const items = comments.data?.items ?? [];
  return (
    <Dialog title={`Comments on “${note.title}”`} onClose={onClose} className="max-w-2xl">
      <div className="space-y-4">
        {comments.isPending ? <LoadingState label="Loading comments..." showLabel /> : null}
        {comments.isError ? (
          <LoadError onRetry={() => void comments.refetch()}>
            Failed to load comments. Please try again.
          </LoadError>
        ) : null}
        {comments.isSuccess && !items.length ? (
          <p className="text-sm text-slate-600">No comments yet.</p>
        ) : null}
        {items.length ? (
          <ol aria-label="Comments" className="max-h-80 space-y-3 overflow-y-auto">
            {items.map((c) => (
              <li key={c.id} className="rounded-lg bg-slate-50 p-3">
                <p className="text-xs text-slate-600">
                  <span className="font-medium text-slate-900">{c.author?.name ?? 'Unknown'}</span> ·{' '}
                  <time dateTime={c.createdAt}>{formatDateTime(c.createdAt)}</time>
                </p>
                <p className="mt-1 text-sm whitespace-pre-wrap text-slate-800">{c.content}</p>
              </li>
            ))}
          </ol>
        ) : null}
        <form onSubmit={(event) => void submit(event)} noValidate className="space-y-3">
          <TextareaField label="Add a comment" required rows={3} {...form.field('content')} />
          {form.formState.errors.root?.server?.message ? (
            <Alert>{form.formState.errors.root.server.message}</Alert>
          ) : null}
          <div className="flex justify-end gap-2">
            <Button type="submit" disabled={form.formState.isSubmitting}>
              {form.formState.isSubmitting ? 'Posting...' : 'Post Comment'}
            </Button>
          </div>
        </form>
      </div>
    </Dialog>
  );
}
