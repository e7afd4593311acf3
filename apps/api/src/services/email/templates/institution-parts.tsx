import { Action, Files, P } from '../layout.js';

/** What closes every email to an organisation: the documents, how to answer, the reference. */
export interface InstitutionClosing {
  documents: readonly { name: string; url: string }[];
  /** Says what the documents are ("Documents (secure links, valid with this notice):"). */
  documentsIntro: string;
  /** Said when there are none. */
  noDocuments: string;
  respondUrl: string;
  referenceCode: string;
}

/** The closing in the plain-text part. */
export function institutionClosingText(c: InstitutionClosing): string[] {
  return [
    c.documents.length ? c.documentsIntro : c.noDocuments,
    ...c.documents.map((doc) => `- ${doc.name}: ${doc.url}`),
    '',
    `Please let the family know how this is progressing (no account needed): ${c.respondUrl}`,
    `Reference: ${c.referenceCode}`,
  ];
}

/** The same closing in the HTML part, the answer link as a button. */
export function InstitutionClosingHtml(c: InstitutionClosing) {
  return (
    <>
      {c.documents.length ? (
        <>
          <P>{c.documentsIntro}</P>
          <Files files={c.documents} />
        </>
      ) : (
        <P>{c.noDocuments}</P>
      )}
      <P>Please let the family know how this is progressing (no account needed):</P>
      <Action href={c.respondUrl} label="Respond to the family" />
      <P>Reference: {c.referenceCode}</P>
    </>
  );
}
