/**
 * The one layout every email shares (decision 047): the product's name and colours, `lang="en-NZ"`,
 * a hidden preheader, one column that reads at 390 px, and the pieces templates build from. React
 * escapes every value it is given, so whatever a person typed (a name, a message) is shown as text,
 * never read as markup.
 */
import { createRequire } from 'node:module';
import type { CSSProperties, ReactNode } from 'react';
import type * as ReactDomServer from 'react-dom/server';
import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';

/** What a template answers: the subject and both parts of a multipart/alternative email. */
export interface RenderedEmail {
  subject: string;
  /** The plain-text part: complete on its own, every link written out. */
  text: string;
  /** The HTML part: the same words, the links as buttons (and written out under them). */
  html: string;
}

/** The name the app's header shows (apps/web/src/config/site.ts). */
export const PRODUCT_NAME = 'NZ Estate Platform';

/**
 * The web app's theme (Tailwind's palette as apps/web uses it) in hex, which every mail client
 * reads: the primary button's blue-700 (white on it is 6.7:1), slate text and borders.
 */
export const EMAIL_COLOURS = {
  primary: '#1d4ed8',
  primaryDark: '#1e40af',
  text: '#0f172a',
  muted: '#475569',
  border: '#e2e8f0',
  page: '#f8fafc',
  white: '#ffffff',
  quote: '#f1f5f9',
} as const;

const FONT =
  "Inter, ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

const styles = {
  body: {
    backgroundColor: EMAIL_COLOURS.page,
    color: EMAIL_COLOURS.text,
    fontFamily: FONT,
    margin: 0,
    padding: '24px 8px',
  },
  container: { maxWidth: '600px', width: '100%' },
  brand: { padding: '0 8px 16px' },
  mark: {
    display: 'inline-block',
    backgroundColor: EMAIL_COLOURS.primary,
    color: EMAIL_COLOURS.white,
    borderRadius: '6px',
    fontSize: '14px',
    fontWeight: 700,
    lineHeight: '32px',
    width: '32px',
    textAlign: 'center',
    verticalAlign: 'middle',
  },
  name: {
    fontSize: '18px',
    fontWeight: 600,
    marginLeft: '8px',
    verticalAlign: 'middle',
    color: EMAIL_COLOURS.text,
  },
  card: {
    backgroundColor: EMAIL_COLOURS.white,
    border: `1px solid ${EMAIL_COLOURS.border}`,
    borderRadius: '8px',
    padding: '24px 20px',
  },
  h1: {
    fontSize: '22px',
    lineHeight: '30px',
    fontWeight: 700,
    margin: '0 0 16px',
    color: EMAIL_COLOURS.text,
  },
  p: { fontSize: '16px', lineHeight: '24px', margin: '0 0 16px', color: EMAIL_COLOURS.text },
  small: { fontSize: '14px', lineHeight: '20px', margin: '0 0 12px', color: EMAIL_COLOURS.muted },
  button: {
    backgroundColor: EMAIL_COLOURS.primary,
    color: EMAIL_COLOURS.white,
    borderRadius: '6px',
    fontSize: '16px',
    fontWeight: 600,
    lineHeight: '24px',
    padding: '12px 20px',
    textDecoration: 'none',
    display: 'inline-block',
  },
  link: { color: EMAIL_COLOURS.primary, textDecoration: 'underline', wordBreak: 'break-all' },
  quote: {
    backgroundColor: EMAIL_COLOURS.quote,
    borderLeft: `4px solid ${EMAIL_COLOURS.primary}`,
    fontSize: '16px',
    lineHeight: '24px',
    margin: '0 0 16px',
    padding: '12px 16px',
    whiteSpace: 'pre-wrap',
    color: EMAIL_COLOURS.text,
  },
  list: {
    fontSize: '16px',
    lineHeight: '24px',
    margin: '0 0 16px',
    paddingLeft: '20px',
    color: EMAIL_COLOURS.text,
  },
  hr: { borderColor: EMAIL_COLOURS.border, margin: '8px 0 16px' },
  footer: {
    fontSize: '13px',
    lineHeight: '20px',
    color: EMAIL_COLOURS.muted,
    padding: '16px 8px 0',
    margin: 0,
  },
} satisfies Record<string, CSSProperties>;

/** The page around a template: brand, one white card with the heading, and the footer. */
export function EmailLayout(props: {
  subject: string;
  preheader: string;
  heading: string;
  children: ReactNode;
}) {
  return (
    <Html lang="en-NZ" dir="ltr">
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light" />
        <meta name="supported-color-schemes" content="light" />
        <title>{props.subject}</title>
      </Head>
      <Body style={styles.body}>
        <Preview>{props.preheader}</Preview>
        {/* The email as one article named by its subject: how a screen reader in a mail client, where
            the email sits inside the client's own page, finds where it starts (Good Email Code). */}
        <div role="article" aria-roledescription="email" aria-label={props.subject} lang="en-NZ" dir="ltr">
          <Container style={styles.container}>
            <Section style={styles.brand}>
              <span aria-hidden="true" style={styles.mark}>
                NZ
              </span>
              <span style={styles.name}>{PRODUCT_NAME}</span>
            </Section>
            <Section style={styles.card}>
              <Heading as="h1" style={styles.h1}>
                {props.heading}
              </Heading>
              {props.children}
            </Section>
            <Text style={styles.footer}>
              {PRODUCT_NAME}: estate administration for New Zealand. You receive this email because of your
              part in an estate or an account with us.
            </Text>
          </Container>
        </div>
      </Body>
    </Html>
  );
}

/** A paragraph of the email's text. */
export function P(props: { children: ReactNode }) {
  return <Text style={styles.p}>{props.children}</Text>;
}

/** A quieter paragraph (what to do if the email was not expected, and the like). */
export function Small(props: { children: ReactNode }) {
  return <Text style={styles.small}>{props.children}</Text>;
}

/**
 * The email's action: a real link styled as a button, then the same link written out for clients
 * that strip buttons (and for people who copy links).
 */
export function Action(props: { href: string; label: string }) {
  return (
    <>
      <Section style={{ margin: '8px 0 16px' }}>
        <Button href={props.href} style={styles.button}>
          {props.label}
        </Button>
      </Section>
      <Text style={styles.small}>
        If the button does not work, copy this link into your browser:{' '}
        <Link href={props.href} style={styles.link}>
          {props.href}
        </Link>
      </Text>
    </>
  );
}

/** A link inside running text. */
export function A(props: { href: string; children: ReactNode }) {
  return (
    <Link href={props.href} style={styles.link}>
      {props.children}
    </Link>
  );
}

/** Words someone typed (a message, a note), kept as they wrote them, line breaks and all. */
export function Quote(props: { children: ReactNode }) {
  return <blockquote style={styles.quote}>{props.children}</blockquote>;
}

/** Facts, one to a line: "Label: value". */
export function Facts(props: { rows: readonly (readonly [string, ReactNode])[] }) {
  return (
    <Text style={styles.p}>
      {props.rows.map(([label, value], i) => (
        <span key={label}>
          {i > 0 && <br />}
          <strong>{label}:</strong> {value}
        </span>
      ))}
    </Text>
  );
}

/** Files as a list of links, each named by its file name. */
export function Files(props: { files: readonly { name: string; url: string }[] }) {
  return (
    <ul style={styles.list}>
      {props.files.map((f) => (
        <li key={f.url}>
          <A href={f.url}>{f.name}</A>
        </li>
      ))}
    </ul>
  );
}

export function Rule() {
  return <Hr style={styles.hr} />;
}

// React's server renderer (1.3 MB of code) is loaded with the first email, not with the server:
// an idle server never sends one (issue 20). The server bundle leaves react and react-dom to Node
// (apps/api/scripts/bundle-server.mjs), so the renderer and these templates share one React.
const requireFromHere = createRequire(import.meta.url);
let renderToStaticMarkup: ((element: ReactNode) => string) | undefined;

/** The HTML document of an email. */
export function renderHtml(email: ReactNode): string {
  renderToStaticMarkup ??= (requireFromHere('react-dom/server') as typeof ReactDomServer)
    .renderToStaticMarkup;
  return `<!DOCTYPE html>${renderToStaticMarkup(email)}`;
}

/** The plain-text part from its lines (a blank string is a blank line). */
export const textOf = (lines: readonly string[]): string => lines.join('\n');
