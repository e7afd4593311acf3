import { MessageSquare } from 'lucide-react';
import { DeferredMenu } from '@/components/ui/deferred-menu';
import { menuBadgeTrigger } from '@/components/ui/menu-badge-trigger';
import { useMessageSummary } from '../api/get-message-summary';

const loadMessagesMenu = () => import('./messages-menu-content').then((m) => m.MessagesMenuContent);

/**
 * The messages dropdown of the top bar (spec 1 §2.5): a badge with my unread messages, the newest
 * conversations (unread ones in bold), and View all messages. Opening a conversation marks it read.
 * The menu's code loads when it is reached for (DeferredMenu).
 */
export function MessagesMenu() {
  const { data, isError } = useMessageSummary();
  const unread = data?.unread ?? 0;
  const items = data?.items ?? [];
  return (
    <DeferredMenu
      load={loadMessagesMenu}
      trigger={menuBadgeTrigger({ label: 'Messages', icon: MessageSquare, unread, testId: 'messages-badge' })}
      menuProps={{ items, isError }}
    />
  );
}
