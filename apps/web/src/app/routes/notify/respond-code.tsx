import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { RespondCodeEntry } from '@/features/notifyflow/components/respond-code-entry';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /respond: an organisation types the short code from its printed letter (decision 077). */
export function RespondCodeRoute() {
  useDocumentTitle('Respond to a death notification');
  const navigate = useNavigate();
  return <RespondCodeEntry onFound={(token) => void navigate(paths.notify.respond.href({ token }))} />;
}
