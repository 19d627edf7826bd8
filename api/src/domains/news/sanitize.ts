// Editors write HTML; readers get only what is safe to show. The maintained sanitize-html keeps
// text formatting, links (http, https, mailto; opened apart, no referrer) and images (https or
// the site's own paths), and drops everything that can run: scripts, event attributes,
// styles, frames, forms, `javascript:` and `data:` addresses.
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'h2', 'h3', 'strong', 'b', 'em', 'i', 'u', 's', 'blockquote', 'ul', 'ol', 'li', 'a', 'img', 'figure', 'figcaption'],
  allowedAttributes: { a: ['href', 'title', 'rel', 'target'], img: ['src', 'alt', 'width', 'height'] },
  allowedSchemes: ['https', 'http', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow', target: '_blank' }) },
};

export function sanitizeArticle(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/** A cover image address: https, or the site's own path; anything else is dropped. */
export function safeImageUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  if (/^\/(?!\/)[\w\-./%]*$/.test(url)) return url;
  try {
    return new URL(url).protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}
