import sanitizeHtml from 'sanitize-html';

/**
 * The HTML a recipe may carry (SPEC 3: description is HTML): paragraphs, sub-headings, lists,
 * emphasis, line breaks and plain links. Everything else is dropped; script and style are
 * dropped with their content. Recipes are sanitized when stored and again when shown.
 */
const RECIPE_HTML: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'h3', 'h4', 'ul', 'ol', 'li', 'strong', 'em', 'a', 'br'],
  allowedAttributes: { a: ['href'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
};

export const sanitizeRecipeHtml = (html: string) => sanitizeHtml(html, RECIPE_HTML);
