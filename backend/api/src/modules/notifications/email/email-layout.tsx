// The individual packages, not the @react-email/components barrel: the barrel also loads Tailwind,
// which noticeably slows the start of every process that sends mail.
import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { CSSProperties, ReactNode } from 'react';
import { type EmailKind, NOTIFICATION_MESSAGES } from '@marketplace/contracts';
import { TEXT_FORMAT } from './plain-text';

/** The sender's name as mails sign it. */
export const EMAIL_SIGNATURE = '— Nestwork';

const INK = '#1f2933';
const MUTED = '#52606d';
const FAINT = '#7b8794';
const BRAND = '#2f5d50';

const bodyStyle: CSSProperties = { backgroundColor: '#ffffff', color: INK, fontFamily: 'Helvetica, Arial, sans-serif' };
const containerStyle: CSSProperties = { maxWidth: '560px', margin: '0 auto', padding: '24px 16px' };
const paragraphStyle: CSSProperties = { fontSize: '15px', lineHeight: '1.5', margin: '0 0 16px' };
const finePrintStyle: CSSProperties = { ...paragraphStyle, fontSize: '13px', color: MUTED };
const linkStyle: CSSProperties = { color: BRAND, textDecorationLine: 'underline' };
const buttonStyle: CSSProperties = {
  backgroundColor: BRAND,
  color: '#ffffff',
  borderRadius: '6px',
  fontSize: '15px',
  padding: '10px 18px',
  textDecorationLine: 'none',
};

interface Children {
  children: ReactNode;
}

/** The frame of every e-mail: document, preview line (inbox snippet, left out of the text part) and signature. */
export function EmailLayout({ preview, children }: Children & { preview?: string }) {
  return (
    <Html lang="en">
      <Head />
      {preview ? <Preview>{preview}</Preview> : null}
      <Body style={bodyStyle}>
        <Container style={containerStyle}>
          {children}
          <Text style={paragraphStyle}>{EMAIL_SIGNATURE}</Text>
        </Container>
      </Body>
    </Html>
  );
}

/** A paragraph of body copy. */
export function Paragraph({ children }: Children) {
  return <Text style={paragraphStyle}>{children}</Text>;
}

/** Smaller, quieter copy: expiry notes, why the mail was sent, how to stop it. */
export function FinePrint({ children }: Children) {
  return <Text style={finePrintStyle}>{children}</Text>;
}

/** A link that reads "Label: https://..." in the text part, for links worth copying out of a plain-text mail. */
export function ActionLink({ href, children }: Children & { href: string }) {
  return (
    <Link href={href} style={linkStyle} data-text-format={TEXT_FORMAT.action}>
      {children}
    </Link>
  );
}

/** The mail's one main action as a button, with the address spelled out for clients that block buttons. */
export function ActionButton({ href, children }: Children & { href: string }) {
  return (
    <>
      <Section style={{ margin: '8px 0 16px' }}>
        <Button href={href} style={buttonStyle} data-text-format={TEXT_FORMAT.action}>
          {children}
        </Button>
      </Section>
      {/* The text part already reads "Label: address". */}
      <Text style={finePrintStyle} data-skip-in-text="true">
        {`Or paste this link into your browser: ${href}`}
      </Text>
    </>
  );
}

/** One item of a list of things to open (a job): linked title, detail lines; the text part adds the address. */
export function Listing({ title, href, details }: { title: string; href: string; details: readonly string[] }) {
  return (
    <div data-text-format={TEXT_FORMAT.listing} style={{ margin: '0 0 16px' }}>
      <div style={{ fontSize: '15px', lineHeight: '1.5' }}>
        <Link href={href} style={{ ...linkStyle, fontWeight: 'bold' }} data-text-format={TEXT_FORMAT.label}>
          {title}
        </Link>
      </div>
      {details.map((line, index) => (
        <div key={index} style={{ fontSize: '14px', lineHeight: '1.5', color: FAINT }}>
          {line}
        </div>
      ))}
    </div>
  );
}

/**
 * Why the mail came and how to stop this kind, at the end of every notification mail that can be
 * turned off (the same link is the List-Unsubscribe header; see preferences/).
 */
export function UnsubscribeNote({ kind, href }: { kind: EmailKind; href: string }) {
  return (
    <FinePrint>
      {`${NOTIFICATION_MESSAGES.whyThisEmail(kind)} `}
      <ActionLink href={href}>{NOTIFICATION_MESSAGES.unsubscribeLink}</ActionLink>
    </FinePrint>
  );
}
