// @ts-check
// The part of "Try it" every page carries: a small script that puts a "Try it" button in each operation's section
// (Redoc renders sections late and anew, so a MutationObserver adds the button where it is missing) and, on the first
// press only, loads the panel and the simulator (tryit.js beside the page, a plain <script src>: it works from disk,
// where fetch and module workers of file: are refused). Until then the page carries no more than this. When Redoc
// renders a section anew, the button goes back in, and so does a panel the reader had open there (its fields kept).

/** @param {Record<string, string>} sections data-section-id → operation key ("POST /single") */
export function loaderScript(sections) {
  return `(() => {
  const sections = ${JSON.stringify(sections).replace(/</g, '\\u003c')};
  let loading;
  const load = () => (loading ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = 'tryit.js';
    script.onload = () => resolve(window.paymentsTryIt);
    script.onerror = () => reject(new Error('tryit.js could not be loaded'));
    document.head.append(script);
  }));
  const add = () => {
    for (const section of document.querySelectorAll('[data-section-id]')) {
      const key = sections[section.getAttribute('data-section-id')];
      if (!key || section.querySelector(':scope .tryit-open')) continue;
      const heading = section.querySelector('h1, h2');
      if (!heading) continue;
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'tryit-open';
      button.textContent = 'Try it';
      button.setAttribute('data-operation', key);
      button.addEventListener('click', async () => {
        button.disabled = true;
        try {
          (await load()).open(section, key);
        } finally {
          button.disabled = false;
        }
      });
      heading.after(button);
      // Redoc rendered the section anew (the reader left it and came back): a panel open in it goes back, as left.
      if (window.paymentsTryIt?.isOpen(key)) window.paymentsTryIt.open(section, key, { focus: false });
    }
  };
  // Off the page's critical path: at most one pass per idle moment, however many mutations Redoc makes.
  let queued = false;
  const later = () => {
    if (queued) return;
    queued = true;
    (window.requestIdleCallback ?? setTimeout)(() => {
      queued = false;
      add();
    }, { timeout: 300 });
  };
  new MutationObserver(later).observe(document.documentElement, { subtree: true, childList: true });
  later();
})();`;
}

/** The panel's look: plain, readable, in Redoc's colours, at the width of the operation's column. */
export const TRYIT_STYLE = `
.tryit-open{margin:4px 0 12px;padding:4px 14px;font:600 14px/1.6 sans-serif;border:1px solid #1d4ed8;border-radius:4px;background:#fff;color:#1d4ed8;cursor:pointer}
.tryit-open:focus-visible,.tryit-panel button:focus-visible,.tryit-panel input:focus-visible,.tryit-panel textarea:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
.tryit-panel{margin:12px 0 20px;padding:12px 16px;border:1px solid #9ca3af;border-radius:6px;background:#f9fafb;font:14px/1.5 sans-serif;color:#111827}
.tryit-panel h3{margin:0 0 6px;font-size:16px}
.tryit-panel .tryit-label{background:#fef3c7;padding:6px 8px;border-radius:4px}
.tryit-panel a{color:#1e40af;text-decoration:underline}
.tryit-fields{display:grid;grid-template-columns:max-content 1fr;gap:6px 10px;align-items:start;margin:10px 0}
.tryit-fields input,.tryit-fields textarea{font:13px/1.4 monospace;padding:4px;border:1px solid #6b7280;border-radius:3px;background:#fff;color:#111827;width:100%;box-sizing:border-box}
.tryit-actions,.tryit-controls{display:flex;flex-wrap:wrap;gap:6px;margin:8px 0}
.tryit-panel button{padding:3px 10px;font:13px/1.5 sans-serif;border:1px solid #374151;border-radius:3px;background:#fff;color:#111827;cursor:pointer}
.tryit-panel button.tryit-send{background:#1d4ed8;color:#fff;border-color:#1d4ed8;font-weight:600}
.tryit-panel pre{background:#fff;border:1px solid #d1d5db;padding:6px;max-height:320px;overflow:auto;white-space:pre-wrap;word-break:break-word;font:12px/1.4 monospace;color:#111827}
.tryit-headers{display:grid;grid-template-columns:max-content 1fr;gap:2px 10px;margin:4px 0}
.tryit-headers dt{font-weight:600}.tryit-headers dd{margin:0;font-family:monospace}
.tryit-valid{color:#166534}.tryit-invalid{color:#991b1b}
`;
