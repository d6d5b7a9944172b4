// @ts-check
// Text from the spec (operation paths, field names, descriptions) placed into HTML is escaped here, always.

/** @param {unknown} text */
export const escapeHtml = (text) =>
  String(text).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** `code` spans of the spec-diff's words, as <code>, the rest escaped. @param {string} text */
export const inlineCode = (text) =>
  text
    .split('`')
    .map((part, index) => (index % 2 === 1 ? `<code>${escapeHtml(part)}</code>` : escapeHtml(part)))
    .join('');
