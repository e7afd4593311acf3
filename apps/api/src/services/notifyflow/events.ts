import { EventEmitter } from 'node:events';

/**
 * Tells open status pages in this process that a notification changed. Other processes' changes
 * reach them through the stream's periodic re-read (see routes/notifyflow.ts).
 */
export const notificationEvents = new EventEmitter();
notificationEvents.setMaxListeners(0);

export function announceChange(referenceCode: string): void {
  notificationEvents.emit(`changed:${referenceCode}`);
}
