// Editors write HTML; readers get only what is safe to show. The maintained sanitize-html keeps
// text formatting, links (http, https, mailto; opened apart, no referrer) and images (https or
// the site's own paths, such as uploaded images at `/api/media/<id>`), and drops everything that
// can run: scripts, event attributes, styles, frames, forms, `javascript:` and `data:` addresses.
import { isArticleImageUrl } from '@matchday/contracts/media/contract';
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'h2', 'h3', 'strong', 'b', 'em', 'i', 'u', 's', 'blockquote', 'ul', 'ol', 'li', 'a', 'img', 'figure', 'figcaption'],
  allowedAttributes: { a: ['href', 'title', 'rel', 'target'], img: ['src', 'alt', 'width', 'height'] },
  allowedSchemes: ['https', 'http', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow', target: '_blank' }),
    // The scheme rules pass any relative address; an image keeps only what a cover may be.
    img: (tagName, attribs) => {
      const { src, ...rest } = attribs;
      const safe = safeImageUrl(src);
      return { tagName, attribs: safe ? { src: safe, ...rest } : rest };
    },
  },
  // An image left without a source shows nothing.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

export function sanitizeArticle(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/** An article's image address (its cover, or a picture in its body), or null when it may not be one. */
export function safeImageUrl(url: string | null | undefined): string | null {
  return url && isArticleImageUrl(url) ? url : null;
}
