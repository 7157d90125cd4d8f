/**
 * The local text store's page (`GET /`): every text, newest first, and a form to reply from a
 * number through the same inbound handler as in AWS. Plain server-rendered HTML, every value
 * escaped; no script.
 */
import { escapeHtml } from '#functions/lib/mailer';
import { MESSAGE_BODY_MAX_LENGTH } from './sms-protocol';
import type { StoredText } from './text-store';

export interface TextStorePageOptions {
  texts: readonly StoredText[];
  /** The form's starting values (after a refused reply: what was typed). */
  reply?: { from: string; body: string };
  /** Why the last reply was refused. */
  error?: string;
}

/** What the page lets nothing but itself do: its own inline styles and posting its own forms. */
export const TEXT_STORE_PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'";

const STYLE = `
body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:48rem;padding:1rem;color:#1a1a1a}
h1{font-size:1.5rem;margin:0 0 1rem}h2{font-size:1.2rem;margin:1.5rem 0 .5rem}
form{display:grid;gap:.5rem}label{font-weight:600}
input,textarea,button{font:inherit;padding:.5rem;border:1px solid #767676;border-radius:4px;width:100%;box-sizing:border-box}
button{background:#0b57d0;color:#fff;border-color:#0b57d0;cursor:pointer;width:auto}
button:focus-visible,input:focus-visible,textarea:focus-visible{outline:3px solid #0b57d0;outline-offset:2px}
.error{color:#b3261e;font-weight:600}
ol{list-style:none;padding:0;margin:0}li{border-bottom:1px solid #ddd;padding:.75rem 0;overflow-wrap:anywhere}
.meta{color:#555;font-size:.875rem}.body{white-space:pre-wrap;margin:.25rem 0 0}
`;

function textItem(text: StoredText): string {
  const direction = text.direction === 'outbound' ? 'Sent by the app' : 'Reply';
  return [
    '<li>',
    `<p class="meta">${direction} · from ${escapeHtml(text.from)} to ${escapeHtml(text.to)} · `,
    `<time datetime="${escapeHtml(text.at)}">${escapeHtml(text.at)}</time></p>`,
    `<p class="body">${escapeHtml(text.body)}</p>`,
    '</li>',
  ].join('');
}

/** The whole page. */
export function renderTextStorePage(options: TextStorePageOptions): string {
  const newestFirst = [...options.texts].reverse();
  const lastRecipient = newestFirst.find((text) => text.direction === 'outbound')?.to ?? '';
  const reply = options.reply ?? { from: lastRecipient, body: '' };
  const error = options.error
    ? `<p class="error" role="alert" id="reply-error">${escapeHtml(options.error)}</p>`
    : '';
  const described = options.error ? ' aria-describedby="reply-error"' : '';
  return [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>Texts · Dealflow local</title><style>${STYLE}</style></head><body>`,
    '<main>',
    '<h1>Texts sent by the local stack</h1>',
    '<section aria-labelledby="reply-heading">',
    '<h2 id="reply-heading">Reply as a phone</h2>',
    error,
    `<form method="post" action="/reply"${described}>`,
    '<label for="from">From number (E.164)</label>',
    `<input id="from" name="from" type="tel" required autocomplete="off" placeholder="+15125550100" value="${escapeHtml(reply.from)}">`,
    '<label for="body">Message (STOP, START, HELP…)</label>',
    `<textarea id="body" name="body" rows="2" required maxlength="${MESSAGE_BODY_MAX_LENGTH}">${escapeHtml(reply.body)}</textarea>`,
    '<div><button type="submit">Send reply</button></div>',
    '</form>',
    '</section>',
    '<section aria-labelledby="texts-heading">',
    `<h2 id="texts-heading">Texts (${newestFirst.length}), newest first</h2>`,
    newestFirst.length === 0 ? '<p>No texts yet.</p>' : `<ol>${newestFirst.map(textItem).join('')}</ol>`,
    '</section>',
    '</main></body></html>',
  ].join('\n');
}
