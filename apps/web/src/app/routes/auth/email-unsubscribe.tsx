import { useParams } from 'react-router';
import { EmailUnsubscribe } from '@/features/settings/components/email-unsubscribe';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /email/unsubscribe/{token}: an email's unsubscribe link opened in a browser (decision 078). */
export function EmailUnsubscribeRoute() {
  useDocumentTitle('Email preferences');
  const { token = '' } = useParams();
  return (
    <>
      <h1 className="mb-6 text-2xl font-bold tracking-tight text-slate-900">Email preferences</h1>
      <EmailUnsubscribe token={token} />
    </>
  );
}
