import { PUBLIC_SITE_TEXTS } from '@estate/domain';
import { Alert } from '@/components/ui/alert';

/**
 * Rendered beside a public form in prerendered pages only (never by the app itself): the thank-you
 * and the whole-form error as inert templates, so the page's own script (src/public/form.ts) shows
 * exactly what the React form would, without drawing it itself. The error template carries the
 * texts for a failed send, so that script needs none of the shared constants' code.
 */
export function PublicFormTemplates({ sentTitle, sentText }: { sentTitle: string; sentText: string }) {
  return (
    <>
      <template data-form-sent>
        <SentAlert title={sentTitle} text={sentText} />
      </template>
      <template
        data-form-error
        data-send-failed={PUBLIC_SITE_TEXTS.sendFailed}
        data-rate-limited={PUBLIC_SITE_TEXTS.rateLimited}
      >
        <Alert>
          <p data-form-error-text />
        </Alert>
      </template>
    </>
  );
}

/** The thank-you a public form shows once sent (and its prerendered template). */
export function SentAlert({ title, text }: { title: string; text: string }) {
  return (
    <Alert tone="success">
      <p className="font-semibold">{title}</p>
      <p>{text}</p>
    </Alert>
  );
}
