import { renderToStaticMarkup } from 'react-dom/server';

/** The site's name in page titles. */
const SITE_NAME = 'Nestwork';

/** What an unsubscribe page says: its heading, one sentence, and where to go next. */
export interface UnsubscribePageContent {
  title: string;
  message: string;
  link?: { href: string; label: string };
}

/**
 * The small page an unsubscribe link answers (job alerts' and the notification e-mails'): plain
 * server-rendered HTML, so it works from any mail client without the app's scripts or a session.
 * React escapes the texts.
 */
export function unsubscribePage({ title, message, link }: UnsubscribePageContent): string {
  const page = renderToStaticMarkup(
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{`${title} | ${SITE_NAME}`}</title>
      </head>
      <body>
        <main>
          <h1>{title}</h1>
          <p>{message}</p>
          {link ? (
            <p>
              <a href={link.href}>{link.label}</a>
            </p>
          ) : null}
        </main>
      </body>
    </html>,
  );
  return `<!doctype html>\n${page}\n`;
}
