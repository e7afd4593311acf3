import { Upload } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { StatementImportDialog } from './statement-import-dialog';

/** Import statement: opens the bank statement import (choose, preview, confirm). */
export function StatementImportButton({ estateId }: { estateId: string }) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <Upload aria-hidden="true" className="size-4" />
        Import statement
      </Button>
      {isOpen ? <StatementImportDialog estateId={estateId} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
