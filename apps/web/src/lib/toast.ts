import { toast } from 'sonner';
import { markToastsInUse } from './toasts-in-use';

// Every screen that can toast imports sonner through here: loading this module is what tells the
// app to mount its toaster (app/provider.tsx), so a screen that never toasts never loads sonner.
markToastsInUse();

export { toast };
