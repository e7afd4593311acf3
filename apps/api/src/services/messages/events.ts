import { EventEmitter } from 'node:events';

/**
 * Tells the open message streams of this process that a message was posted (after its transaction
 * commits). Streams also re-read every few seconds, so messages posted through another process
 * reach them too (routes/messages.ts), as the NotifyFlow status stream does.
 */
export const messageEvents = new EventEmitter();
messageEvents.setMaxListeners(0);

export function announceMessage(threadId: string): void {
  messageEvents.emit('posted', threadId);
}
