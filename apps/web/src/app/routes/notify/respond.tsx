import { useParams } from 'react-router';
import { RespondToNotification } from '@/features/notifyflow/components/respond-to-notification';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /respond/{token}: an institution answers a notification through its signed link. */
export function RespondRoute() {
  useDocumentTitle('Respond to a death notification');
  const { token = '' } = useParams();
  return <RespondToNotification token={token} />;
}
