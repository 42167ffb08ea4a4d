import { html, SafeHtml } from './html.js';
import type { PageQuery, PageSection } from './page-section.js';

export interface Endpoint {
  label: string;
  value: string;
}

export interface SandboxPageModel {
  query: PageQuery;
  sections: PageSection[];
  endpoints: Endpoint[];
  refreshSeconds: number;
}

const styles = `
  :root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", sans-serif; }
  body { margin: 0; background: #f5f6f8; color: #1d2330; }
  header { background: #1d2330; color: #fff; padding: 1rem 1.5rem; display: flex; flex-wrap: wrap; gap: 1rem; align-items: baseline; }
  header h1 { margin: 0; font-size: 1.25rem; }
  header .note { color: #b8c0d0; font-size: .85rem; }
  header dl { display: flex; flex-wrap: wrap; gap: .25rem 1rem; margin: 0; font-size: .8rem; color: #b8c0d0; }
  header dt { font-weight: 600; } header dd { margin: 0; font-family: ui-monospace, monospace; }
  main { padding: 1rem 1.5rem; }
  form.filter { display: flex; gap: .5rem; align-items: center; margin-bottom: 1rem; flex-wrap: wrap; }
  form.filter input { padding: .4rem .6rem; min-width: 18rem; border: 1px solid #c5cad6; border-radius: 4px; }
  form.filter button, form.filter a { padding: .4rem .8rem; border-radius: 4px; font-size: .9rem; }
  form.filter button { background: #2d5bd7; color: #fff; border: 0; cursor: pointer; }
  .sections { display: grid; grid-template-columns: minmax(0, 1fr); gap: 1rem; align-items: start; }
  @media (min-width: 90rem) { .sections { grid-template-columns: minmax(0, 5fr) minmax(0, 2fr); } }
  section { background: #fff; border: 1px solid #dde1e8; border-radius: 6px; padding: .75rem 1rem; overflow-x: auto; }
  section h2 { font-size: 1rem; margin: 0 0 .5rem; }
  table { border-collapse: collapse; width: 100%; font-size: .85rem; }
  th, td { text-align: left; vertical-align: top; padding: .35rem .5rem; border-top: 1px solid #eceef2; }
  th { color: #5b6478; font-weight: 600; border-top: 0; }
  pre { margin: 0; white-space: pre-wrap; word-break: break-word; font-family: ui-monospace, monospace; font-size: .8rem; max-height: 12rem; overflow: auto; }
  .nowrap { white-space: nowrap; } .small { font-size: .75rem; } td.text { min-width: 18rem; width: 50%; }
  .badge { display: inline-block; padding: 0 .4rem; border-radius: 3px; font-size: .75rem; font-weight: 600; }
  .badge-email { background: #e3ecff; color: #2d4fa8; } .badge-sms { background: #e2f6e9; color: #1f7a45; }
  .badge-ok { background: #e2f6e9; color: #1f7a45; } .badge-failed { background: #fde8e8; color: #a12626; }
  .badge-pending { background: #fff4d6; color: #8a5a00; } .badge-muted { background: #eceef2; color: #5b6478; }
  .mono { font-family: ui-monospace, monospace; font-size: .8rem; }
  form.inline { display: inline; margin: 0 .25rem 0 0; }
  .empty, .count, .muted { color: #6b7385; } .count { margin: 0 0 .5rem; font-size: .8rem; }
`;

// Reloads on a timer, except while someone is typing in the filter box.
const autoRefreshScript = (seconds: number) => `
  setInterval(function () {
    if (document.activeElement && document.activeElement.id === 'to') return;
    location.reload();
  }, ${seconds * 1000});
`;

export function renderSandboxPage({ query, sections, endpoints, refreshSeconds }: SandboxPageModel): string {
  const filter = query.to ?? '';
  const page = html`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex">
    <title>Provider sandbox</title>
    <style>${new SafeHtml(styles)}</style>
  </head>
  <body>
    <header>
      <h1>Provider sandbox</h1>
      <span class="note">Development and test only: what the product sent to its providers.</span>
      <dl>${endpoints.map((endpoint) => html`<dt>${endpoint.label}</dt><dd>${endpoint.value}</dd>`)}</dl>
    </header>
    <main>
      <form class="filter" method="get" action="/">
        <label for="to">Recipient</label>
        <input id="to" name="to" type="search" value="${filter}" placeholder="e-mail address or phone number" autocomplete="off">
        <button type="submit">Filter</button>
        <a href="/">Clear filter</a>
        <a href="${filter ? `/?to=${encodeURIComponent(filter)}` : '/'}">Refresh</a>
        <span class="muted">Refreshes every ${refreshSeconds} s.</span>
      </form>
      <div class="sections">
        ${sections.map(
          (section) => html`<section id="${section.id}">
            <h2>${section.title}</h2>
            ${section.render(query)}
          </section>`,
        )}
      </div>
    </main>
    <script>${new SafeHtml(autoRefreshScript(refreshSeconds))}</script>
  </body>
</html>`;
  return page.value;
}
